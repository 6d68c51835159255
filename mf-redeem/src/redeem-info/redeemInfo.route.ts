import { defineRoute } from '@shop/shared';
import { lazyRedeemPage } from '../lazy-page';

export default defineRoute({
  key: 'redeemInfo',
  component: lazyRedeemPage(() => import(/* webpackChunkName: "redeem-info" */ './RedeemInfoPage')),
  chunk: 'redeem-info',
  header: 'redeem',
  maxJsGzipBytes: 24_200,
  // The company's page, asked as the page asks it: an unknown (or malformed) page id is a 404 (issue 36).
  loader: async ({ client, params }) => {
    const { REDEEM_PAGE_QUERY } = await import('../common/redeem-documents');
    const result = await client.query(REDEEM_PAGE_QUERY, { pageId: params.pageId ?? '' }).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return { status: result.data?.redeemPage || result.error?.networkError ? 200 : 404 };
  },
});
