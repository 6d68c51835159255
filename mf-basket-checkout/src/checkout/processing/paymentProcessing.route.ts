import { defineRoute } from '@shop/shared';
import { lazyCheckoutPage } from '../../lazy-page';

export default defineRoute({
  key: 'paymentProcessing',
  component: lazyCheckoutPage(() => import(/* webpackChunkName: "checkout-processing" */ './PaymentProcessingPage')),
  chunk: 'checkout-processing',
  perVisitor: true,
  maxJsGzipBytes: 39_000,
});
