import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'doubler',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-doubler" */ './DoublerPage')),
  chunk: 'redeem-doubler',
  toggle: 'balanceDoubler',
  maxJsGzipBytes: 45_900,
  // The page's query, asked as the page asks it (no variables): a storefront that does not run the
  // doubler has no promotion (data null), and then no doubler page.
  loader: async ({ client }) => {
    const { DOUBLER_PAGE_QUERY } = await import('../common/doubler/doubler-documents');
    const result = await client.query(DOUBLER_PAGE_QUERY, {}).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return result.data?.doublerPromotion.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  },
});
