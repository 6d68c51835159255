import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: 'paymentProcessing',
  component: lazy(() => import(/* webpackChunkName: "checkout-processing" */ './PaymentProcessingPage')),
  chunk: 'checkout-processing',
  perVisitor: true,
  maxJsGzipBytes: 39_000,
});
