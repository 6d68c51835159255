import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { locationMessages } from './messages';

export default defineRoute({
  key: 'location',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-location" */ './LocationPage'), locationMessages)),
  chunk: 'catalogue-location',
  maxJsGzipBytes: 20_000,
  // The page's own query: the API answers a location only if it is one of the product's brand's shops
  // (none for an unknown product or one without a brand, and a malformed slug is an error).
  loader: async ({ client, params }) => {
    const { LOCATION_QUERY, locationPageVariables } = await import('./locations-query');
    const result = await client.query(LOCATION_QUERY, locationPageVariables(params.product ?? '', params.location ?? '')).toPromise();
    // A network error says nothing about the location: the page shows its error state (200).
    return { status: result.data?.location || result.error?.networkError ? 200 : 404 };
  },
});
