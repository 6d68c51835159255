import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'basket',
  component: lazy(() => import(/* webpackChunkName: "checkout-basket" */ './BasketPage')),
  chunk: 'checkout-basket',
  perVisitor: true,
  maxJsGzipBytes: 51_000,
});
