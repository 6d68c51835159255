import { defineRemoteModule, type RemotePageProps } from '@shop/shared';
import { type ComponentType, lazy } from 'react';
import { preloadRedeemMessages } from './messages';

/** A page's chunk, with its messages for the page's language loading alongside. */
const page = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  lazy(() => {
    preloadRedeemMessages();
    return load();
  });

/**
 * This team's pages, by route key (the contract with the shell). The redeem flow is per visitor: its
 * basket and orders are read in the browser with the visitor's redeem token (never server-rendered
 * with another visitor's data, never cached).
 */
export default defineRemoteModule({
  remote: 'redeem',
  routes: {
    balanceCheck: { component: page(() => import(/* webpackChunkName: "redeem-balance-check" */ './balance-check/BalanceCheckPage')), chunk: 'redeem-balance-check' },
    redeemShop: { component: page(() => import(/* webpackChunkName: "redeem-shop" */ './redeem-shop/RedeemShopPage')), chunk: 'redeem-shop' },
    redeemBusinessShop: { component: page(() => import(/* webpackChunkName: "redeem-shop" */ './redeem-shop/RedeemShopPage')), chunk: 'redeem-shop' },
    redeemInfo: { component: page(() => import(/* webpackChunkName: "redeem-info" */ './redeem-info/RedeemInfoPage')), chunk: 'redeem-info' },
    redeemCheckout: {
      component: page(() => import(/* webpackChunkName: "redeem-checkout" */ './redeem-checkout/RedeemCheckoutPage')),
      chunk: 'redeem-checkout',
      perVisitor: true,
    },
    activation: { component: page(() => import(/* webpackChunkName: "redeem-activation" */ './activation/ActivationPage')), chunk: 'redeem-activation' },
    activationSuccess: {
      component: page(() => import(/* webpackChunkName: "redeem-activation-success" */ './activation/ActivationSuccessPage')),
      chunk: 'redeem-activation-success',
      perVisitor: true,
    },
    doubler: { component: page(() => import(/* webpackChunkName: "redeem-doubler" */ './doubler/DoublerPage')), chunk: 'redeem-doubler' },
    doublerThanks: { component: page(() => import(/* webpackChunkName: "redeem-doubler-thanks" */ './doubler/DoublerThanksPage')), chunk: 'redeem-doubler-thanks' },
    cardData: { component: page(() => import(/* webpackChunkName: "redeem-card-data" */ './activation/CardDataPage')), chunk: 'redeem-card-data' },
  },
});
