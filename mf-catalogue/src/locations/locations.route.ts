import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { locationMessages } from './messages';

export default defineRoute({
  key: 'locations',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-locations" */ './LocationsPage'), locationMessages)),
  chunk: 'catalogue-locations',
  maxJsGzipBytes: 22_000,
  // The page's own query (its product and the first page of markers in the rectangle of the query string).
  loader: async ({ client, params, search }) => {
    const { LOCATIONS_QUERY, LOCATIONS_QUERY_CONTEXT, locationsPageVariables } = await import('./locations-query');
    const result = await client.query(LOCATIONS_QUERY, locationsPageVariables(params.product ?? '', search), LOCATIONS_QUERY_CONTEXT).toPromise();
    // An unknown or malformed product is refused as a bad filter (no data): 404. A network error says
    // nothing about the product: the page shows its error state (200).
    return { status: result.data?.product || result.error?.networkError ? 200 : 404 };
  },
});
