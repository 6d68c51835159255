import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { categoryMessages } from './messages';

export default defineRoute({
  key: 'category',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-category" */ './CategoryPage'), categoryMessages)),
  chunk: 'catalogue-category',
  maxJsGzipBytes: 19_000,
});
