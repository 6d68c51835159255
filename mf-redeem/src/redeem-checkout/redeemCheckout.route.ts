import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'redeemCheckout',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-checkout" */ './RedeemCheckoutPage')),
  chunk: 'redeem-checkout',
  perVisitor: true,
  header: 'redeem',
  maxJsGzipBytes: 44_800,
});
