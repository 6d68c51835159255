import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/**
 * This team's pages, by route key (the contract with the shell). The redeem flow is per visitor: its
 * basket and orders are read in the browser with the visitor's redeem token (never server-rendered
 * with another visitor's data, never cached).
 */
export default defineRemoteModule({
  remote: 'redeem',
  routes: {
    balanceCheck: { component: lazy(() => import(/* webpackChunkName: "redeem-balance-check" */ './balance-check/BalanceCheckPage')), chunk: 'redeem-balance-check' },
    redeemShop: { component: lazy(() => import(/* webpackChunkName: "redeem-shop" */ './redeem-shop/RedeemShopPage')), chunk: 'redeem-shop' },
    redeemBusinessShop: { component: lazy(() => import(/* webpackChunkName: "redeem-shop" */ './redeem-shop/RedeemShopPage')), chunk: 'redeem-shop' },
    redeemInfo: { component: lazy(() => import(/* webpackChunkName: "redeem-info" */ './redeem-info/RedeemInfoPage')), chunk: 'redeem-info' },
    redeemCheckout: {
      component: lazy(() => import(/* webpackChunkName: "redeem-checkout" */ './redeem-checkout/RedeemCheckoutPage')),
      chunk: 'redeem-checkout',
      perVisitor: true,
    },
  },
});
