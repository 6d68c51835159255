import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'doublerThanks',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-doubler-thanks" */ './DoublerThanksPage')),
  chunk: 'redeem-doubler-thanks',
  toggle: 'balanceDoubler',
  maxJsGzipBytes: 25_600,
  // The page's two queries, asked as the page asks them (at once): the thanks exist where the
  // storefront runs the doubler (a promotion), and a product in the path must be one of the
  // storefront's products (a malformed one is none either).
  loader: async ({ client, params }) => {
    const [{ DOUBLER_PRODUCT_QUERY, DOUBLER_PROMOTION_QUERY }, { doublerProductVariables }] = await Promise.all([
      import('../common/doubler/doubler-documents'),
      import('./doubler-thanks-query'),
    ]);
    const productVariables = doublerProductVariables(params.product);
    const [promotion, product] = await Promise.all([
      client.query(DOUBLER_PROMOTION_QUERY, {}).toPromise(),
      productVariables ? client.query(DOUBLER_PRODUCT_QUERY, productVariables).toPromise() : null,
    ]);
    // A network error is not "not found": the page shows its own error state.
    const missing = (found: unknown, error: { networkError?: Error } | undefined) => !found && !error?.networkError;
    if (missing(promotion.data?.doublerPromotion.data, promotion.error)) return { status: 404 };
    if (product && missing(product.data?.product, product.error)) return { status: 404 };
    return { status: 200 };
  },
});
