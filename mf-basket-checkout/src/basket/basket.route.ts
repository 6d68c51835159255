import { defineRoute } from '@shop/shared';
import { lazyCheckoutPage } from '../lazy-page';

export default defineRoute({
  key: 'basket',
  component: lazyCheckoutPage(() => import(/* webpackChunkName: "checkout-basket" */ './BasketPage')),
  chunk: 'checkout-basket',
  perVisitor: true,
  maxJsGzipBytes: 51_000,
});
