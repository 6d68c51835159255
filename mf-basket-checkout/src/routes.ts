import { defineRemoteModule } from '@shop/shared';
import { lazy } from 'react';

const ConfirmationPage = lazy(() => import(/* webpackChunkName: "checkout-confirmation" */ './checkout/confirmation/ConfirmationPage'));

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'basketCheckout',
  routes: {
    basket: { component: lazy(() => import(/* webpackChunkName: "checkout-basket" */ './basket/BasketPage')), chunk: 'checkout-basket', perVisitor: true },
    checkout: { component: lazy(() => import(/* webpackChunkName: "checkout-checkout" */ './checkout/CheckoutPage')), chunk: 'checkout-checkout', perVisitor: true },
    paymentProcessing: {
      component: lazy(() => import(/* webpackChunkName: "checkout-processing" */ './checkout/processing/PaymentProcessingPage')),
      chunk: 'checkout-processing',
      perVisitor: true,
    },
    confirmation: { component: ConfirmationPage, chunk: 'checkout-confirmation', perVisitor: true },
    confirmationOrder: { component: ConfirmationPage, chunk: 'checkout-confirmation', perVisitor: true },
  },
});
