import { defineRoute } from '@shop/shared';
import { lazy } from 'react';
import { withMessages } from '../../common/catalogs';
import { productPageMessages } from '../messages';

export default defineRoute({
  key: 'allInOneCard',
  component: lazy(withMessages(() => import(/* webpackChunkName: "catalogue-all-in-one" */ './AllInOneCardPage'), productPageMessages)),
  chunk: 'catalogue-all-in-one',
  maxJsGzipBytes: 28_200,
  // The storefront's choice card at this path, asked as the page asks it (ProductView): a storefront that
  // does not sell one has no such page (issue 36: GCS Germany's was a 200 saying "does not exist").
  loader: async ({ client, pathname }) => {
    const { PRODUCT_QUERY, productPageVariables } = await import('../product-query');
    const result = await client.query(PRODUCT_QUERY, productPageVariables(pathname)).toPromise();
    return { status: result.data?.product || result.error?.networkError ? 200 : 404 };
  },
});
