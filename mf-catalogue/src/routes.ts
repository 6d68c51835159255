import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/** The catalogue team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'catalogue',
  routes: {
    home: { component: lazy(() => import('./home/HomePage')) },
  },
});
