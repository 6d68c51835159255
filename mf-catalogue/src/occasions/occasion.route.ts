import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { occasionMessages } from './messages';

export default defineRoute({
  key: 'occasion',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-occasion" */ './OccasionPage'), occasionMessages)),
  chunk: 'catalogue-occasion',
  maxJsGzipBytes: 18_500,
  // The page's own query for the occasion of the path (its `{product}` parameter is the occasion's slug).
  loader: async ({ client, params, search }) => {
    const [{ OCCASION_QUERY, occasionPageVariables }, { readListParams }] = await Promise.all([
      import('./occasion-query'),
      import('../common/product-list/list-params'),
    ]);
    const result = await client.query(OCCASION_QUERY, occasionPageVariables(params.product ?? '', readListParams(undefined, search).sort)).toPromise();
    // A network error says nothing about the occasion: the page shows its error state (200). A GraphQL
    // error (a malformed slug) leaves no occasion, as the API would not find one: 404.
    return { status: result.data?.occasion || result.error?.networkError ? 200 : 404 };
  },
});
