import { defineRemoteModule } from '@shop/shared';
import { lazy } from 'react';

const ConfirmationPage = lazy(() => import('./checkout/confirmation/ConfirmationPage'));

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'basketCheckout',
  routes: {
    basket: { component: lazy(() => import('./basket/BasketPage')) },
    checkout: { component: lazy(() => import('./checkout/CheckoutPage')) },
    paymentProcessing: { component: lazy(() => import('./checkout/processing/PaymentProcessingPage')) },
    confirmation: { component: ConfirmationPage },
    confirmationOrder: { component: ConfirmationPage },
  },
});
