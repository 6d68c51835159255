import { lazy } from 'react';

/** One lazy page for both thank-you routes, so moving from one to the other keeps the loaded page. */
export const ConfirmationPage = lazy(() => import(/* webpackChunkName: "checkout-confirmation" */ './ConfirmationPage'));
