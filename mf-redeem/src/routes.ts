import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'redeem',
  routes: {
    balanceCheck: { component: lazy(() => import(/* webpackChunkName: "redeem-balance-check" */ './balance-check/BalanceCheckPage')), chunk: 'redeem-balance-check' },
  },
});
