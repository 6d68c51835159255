import { lazy } from 'react';
import { defineRemoteModule } from '@shop/shared';

/** This team's pages, by route key (the contract with the shell). */
export default defineRemoteModule({
  remote: 'content',
  routes: {
    notFound: { component: lazy(() => import(/* webpackChunkName: "content-not-found" */ './not-found/NotFoundPage')), chunk: 'content-not-found' },
  },
});
