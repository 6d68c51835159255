import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../common/catalogs';
import { productPageMessages } from './messages';

export default defineRoute({
  key: 'productDetail',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-product" */ './ProductPage'), productPageMessages)),
  chunk: 'catalogue-product',
  maxJsGzipBytes: 27_400,
  // The page looks its product up by its whole path (ProductPage): the same query, so it reads this answer.
  loader: async ({ client, pathname }) => {
    const { PRODUCT_QUERY, productPageVariables } = await import('./product-query');
    const result = await client.query(PRODUCT_QUERY, productPageVariables(pathname)).toPromise();
    // A network error says nothing about the product: the page shows its error state (200). A GraphQL
    // error (a malformed path) leaves no product, as the API would not find one: 404.
    return { status: result.data?.product || result.error?.networkError ? 200 : 404 };
  },
});
