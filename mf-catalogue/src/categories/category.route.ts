import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { categoryMessages } from './messages';

export default defineRoute({
  key: 'category',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-category" */ './CategoryPage'), categoryMessages)),
  chunk: 'catalogue-category',
  maxJsGzipBytes: 19_000,
  // The page's own query for the category of the path.
  loader: async ({ client, params }) => {
    const { CATEGORY_QUERY, categoryPageVariables } = await import('./category-query');
    const result = await client.query(CATEGORY_QUERY, categoryPageVariables(params.url ?? '')).toPromise();
    // A network error says nothing about the category: the page shows its error state (200). A GraphQL
    // error (a malformed slug) leaves no category, as the API would not find one: 404.
    return { status: result.data?.category || result.error?.networkError ? 200 : 404 };
  },
});
