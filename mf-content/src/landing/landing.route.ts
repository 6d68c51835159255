import { defineRoute } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

/** The catch-all /{path}/: the storefront's landing pages; any other path is not found (404). */
export default defineRoute({
  key: 'landing',
  component: lazyContentPage(() => import(/* webpackChunkName: "content-landing" */ './LandingPage')),
  chunk: 'content-landing',
  maxJsGzipBytes: 22_000,
  // The landing page of the path, asked as the page asks it; no data (none there, or a malformed path) is a 404.
  loader: async ({ client, pathname }) => {
    const { LANDING_PAGE_QUERY, landingPageVariables } = await import('./landing-query');
    const result = await client.query(LANDING_PAGE_QUERY, landingPageVariables(pathname)).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return result.data?.landingPage.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  },
});
