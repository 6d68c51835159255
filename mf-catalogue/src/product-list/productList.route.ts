import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { productListMessages } from './messages';

export default defineRoute({
  key: 'productList',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-list" */ './ProductListPage'), productListMessages)),
  chunk: 'catalogue-list',
  maxJsGzipBytes: 20_000,
});
