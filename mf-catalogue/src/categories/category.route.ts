import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { categoryMessages } from './messages';

export default defineRoute({
  key: 'category',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-category" */ './CategoryPage'), categoryMessages)),
  chunk: 'catalogue-category',
  maxJsGzipBytes: 20_400,
  // The page's own query for the category of the path; for a page after the first, its list's page too
  // (16 cards a page, as the server renders it): a page past the last does not exist (issue 36).
  loader: async ({ client, params, search }) => {
    const [{ CATEGORY_QUERY, CATEGORY_PRODUCTS_QUERY, categoryPageVariables, categoryProductsVariables }, { readListParams }, { PRODUCTS_PER_PAGE }] =
      await Promise.all([import('./category-query'), import('../common/product-list/list-params'), import('../common/product-list/page-size')]);
    const result = await client.query(CATEGORY_QUERY, categoryPageVariables(params.url ?? '')).toPromise();
    const category = result.data?.category;
    // A network error says nothing about the category: the page shows its error state (200). A GraphQL
    // error (a malformed slug) leaves no category, as the API would not find one: 404.
    if (!category) return { status: result.error?.networkError ? 200 : 404 };
    const { page, sort } = readListParams(params.page, search);
    if (page <= 1) return { status: 200 };
    const products = await client.query(CATEGORY_PRODUCTS_QUERY, categoryProductsVariables(category.id, page, PRODUCTS_PER_PAGE, sort)).toPromise();
    const list = products.data?.products;
    // A network error says nothing about the list (200); a page number the API refuses is no page (404).
    if (!list) return { status: products.error?.networkError ? 200 : 404 };
    return { status: page > Math.max(list.pageCount, 1) ? 404 : 200 };
  },
});
