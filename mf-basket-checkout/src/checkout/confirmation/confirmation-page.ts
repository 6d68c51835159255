import { lazyCheckoutPage } from '../../lazy-page';

/** One lazy page for both thank-you routes, so moving from one to the other keeps the loaded page. */
export const ConfirmationPage = lazyCheckoutPage(() => import(/* webpackChunkName: "checkout-confirmation" */ './ConfirmationPage'));
