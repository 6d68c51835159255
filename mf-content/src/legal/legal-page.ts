import type { RouteKey, RouteLoaderArgs, RouteLoaderResult } from '@shop/shared';
import { lazyContentPage } from '../lazy-page';

/** One lazy page for every legal text (imprint, terms, privacy…): the route key says which text. */
export const LegalPage = lazyContentPage(() => import(/* webpackChunkName: "content-legal" */ './LegalPage'));

/**
 * The loader of every legal route, for the text of its route key: asked as the page asks it, so the
 * page reads the answer. A storefront without that text has no such page (404).
 */
export function legalPageLoader(routeKey: RouteKey): (args: RouteLoaderArgs) => Promise<RouteLoaderResult> {
  return async ({ client }) => {
    const { LEGAL_PAGE_QUERY, legalPageVariables } = await import('./legal-query');
    const result = await client.query(LEGAL_PAGE_QUERY, legalPageVariables(routeKey)).toPromise();
    // A network error is not "not found": the page shows its own error state.
    return result.data?.legalPage.data || result.error?.networkError ? { status: 200 } : { status: 404 };
  };
}
