import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { productListMessages } from './messages';

export default defineRoute({
  key: 'productList',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-list" */ './ProductListPage'), productListMessages)),
  chunk: 'catalogue-list',
  maxJsGzipBytes: 22_300,
  // A page after the first (`/geschenkkarten/3/`, `?page=3`) exists while the list reaches it (16 cards a
  // page, as the server renders it): asked with the page's own query, a page past the last is a 404 (issue 36).
  loader: async ({ client, params, pathname, search }) => {
    const [{ PRODUCT_LIST_QUERY, productListVariables }, { readListParams }, { PRODUCTS_PER_PAGE }] = await Promise.all([
      import('./product-list-query'),
      import('../common/product-list/list-params'),
      import('../common/product-list/page-size'),
    ]);
    const state = readListParams(params.page, search);
    // The first page always exists; search results are one page of their own.
    if (state.page <= 1 || state.search !== '') return { status: 200 };
    // The list's first page (its metadata's path): the path without its page number.
    const basePath = params.page ? pathname.slice(0, pathname.length - `${params.page}/`.length) : pathname;
    const result = await client.query(PRODUCT_LIST_QUERY, productListVariables(state, PRODUCTS_PER_PAGE, basePath)).toPromise();
    const list = result.data?.products;
    // A network error says nothing about the list (200); a page number the API refuses is no page (404).
    if (!list) return { status: result.error?.networkError ? 200 : 404 };
    return { status: state.page > Math.max(list.pageCount, 1) ? 404 : 200 };
  },
});
