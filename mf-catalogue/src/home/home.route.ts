import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { homeMessages } from './messages';

export default defineRoute({
  key: 'home',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-home" */ './HomePage'), homeMessages)),
  chunk: 'catalogue-home',
  maxJsGzipBytes: 18_800,
});
