import { defineRoute } from '@shop/shared';
import { lazyCheckoutPage } from '../lazy-page';

export default defineRoute({
  key: 'checkout',
  component: lazyCheckoutPage(() => import(/* webpackChunkName: "checkout-checkout" */ './CheckoutPage')),
  chunk: 'checkout-checkout',
  perVisitor: true,
  maxJsGzipBytes: 58_000,
});
