import { lazy } from 'react';

/** One lazy page for every legal text (imprint, terms, privacy…): the route key says which text. */
export const LegalPage = lazy(() => import(/* webpackChunkName: "content-legal" */ './LegalPage'));
