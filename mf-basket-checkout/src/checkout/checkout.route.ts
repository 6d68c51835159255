import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'checkout',
  component: lazy(() => import(/* webpackChunkName: "checkout-checkout" */ './CheckoutPage')),
  chunk: 'checkout-checkout',
  perVisitor: true,
  maxJsGzipBytes: 58_000,
});
