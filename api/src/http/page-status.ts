/**
 * The HTTP answer of a page path as far as routing decides it, before any HTML goes out (issue 12,
 * ADR 0014): the path is matched with the very router the shell routes with (@shop/shared/routes,
 * built from the request's storefront config, so only keys an enabled remote's release implements
 * match). The result:
 *
 * - 200 a route takes the path;
 * - 301 with a Location: the canonical path (trailing slash), or the target of a forwarding route
 *   (German helpdesk → contact), language prefix and query kept;
 * - 404 no route takes the path, or it is the 404 page itself. The shell renders its not-found screen
 *   for the same paths.
 *
 * Whether the entity a routed path names exists (a product, an article, this visitor's order) is not
 * decided here any more: the page's route module has a loader, and the server render runs it before
 * the document goes out; its 404 becomes the status (issue 34, server-render.ts). One lookup serves the
 * status and the page, and a team's new screen brings its own 404 rule in its release.
 *
 * Pure of HTTP (no request or response objects) so that server-side rendering can ask it too.
 */

import { createShopRouter, type RouteKey, type RouteMatch } from '@shop/shared/routes';
import type { StorefrontConfigJson } from '../domains/storefront/config-json';
import type { StorefrontModel } from '../domains/storefront/directory';

/**
 * Longer paths are not ours: no pattern comes close (the longest spec path has 4 segments), and a
 * cap keeps regex matching and decoding of hostile input cheap.
 */
export const MAX_PAGE_PATH_LENGTH = 1024;

export type PageStatus =
  | { status: 200; match: RouteMatch }
  | { status: 301; location: string }
  | { status: 404; match: RouteMatch | null };

export interface PageRequest {
  /** The request's path as sent (percent-encoded). */
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

export interface StorefrontPage {
  store: StorefrontModel;
  /** The config inlined into the page (its routes are the storefront's routes). */
  config: Pick<StorefrontConfigJson, 'routes' | 'defaultLanguage' | 'languages'>;
}

/** The route keys whose page is itself the answer "not found" (spec §2 `/404/`): served with 404. */
const NOT_FOUND_KEYS: ReadonlySet<RouteKey> = new Set<RouteKey>(['notFound']);

/** The name of the shell's HTML template: an old bookmark of it is the home page. */
const TEMPLATE_PATH = '/index.html';

export function createPageStatus() {
  return async function pageStatus(storefront: StorefrontPage, request: PageRequest): Promise<PageStatus> {
    const { pathname, search } = request;
    if (pathname.length > MAX_PAGE_PATH_LENGTH || !pathname.startsWith('/')) return { status: 404, match: null };
    const router = createShopRouter(storefront.config);
    if (pathname === TEMPLATE_PATH) {
      const home = router.href('home');
      return home ? { status: 301, location: home + search } : { status: 404, match: null };
    }

    // Paths end with a slash (spec §2); the one without is matched as if it had it, then sent there.
    const canonical = pathname.endsWith('/') ? pathname : `${pathname}/`;
    // An empty segment (`//`) matches no pattern, and a Location starting `//` would leave the site.
    if (canonical.includes('//')) return { status: 404, match: null };
    const match = router.match(canonical);
    if (!match) return { status: 404, match: null };

    if (match.entry.redirectTo) {
      const target = router.href(match.entry.redirectTo, match.params, match.language);
      return target ? { status: 301, location: target + search } : { status: 404, match };
    }
    if (NOT_FOUND_KEYS.has(match.key)) return { status: 404, match };

    if (canonical !== pathname) return { status: 301, location: canonical + search };
    return { status: 200, match };
  };
}

export type PageStatusFor = ReturnType<typeof createPageStatus>;
