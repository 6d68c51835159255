import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { categoryMessages } from './messages';

export default defineRoute({
  key: 'categoryAll',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-categories" */ './CategoriesPage'), categoryMessages)),
  chunk: 'catalogue-categories',
  maxJsGzipBytes: 17_000,
});
