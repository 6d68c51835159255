import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { productPageMessages } from './messages';

export default defineRoute({
  key: 'productDetail',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-product" */ './ProductPage'), productPageMessages)),
  chunk: 'catalogue-product',
  maxJsGzipBytes: 26_000,
});
