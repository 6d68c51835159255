import { defineRemoteModule } from '@shop/shared';
import { lazy } from 'react';

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'basketCheckout',
  routes: {
    basket: { component: lazy(() => import('./basket/BasketPage')) },
  },
});
