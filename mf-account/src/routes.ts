import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'account',
  routes: {
    accountIdentify: { component: lazy(() => import(/* webpackChunkName: "account-identify" */ './identify/AccountIdentifyPage')), chunk: 'account-identify', perVisitor: true },
  },
});
