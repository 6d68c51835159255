/**
 * The HTTP answer of a page path, decided before any HTML goes out (issue 12, ADR 0014): the path is
 * matched with the very router the shell routes with (@shop/shared/routes, built from the request's
 * storefront config, so only keys an enabled remote's release implements match), and a route with an
 * entity in its path asks the domain whether that entity exists. The result:
 *
 * - 200 the page exists;
 * - 301 with a Location: the canonical path (trailing slash), or the target of a forwarding route
 *   (German helpdesk → contact), language prefix and query kept;
 * - 404 no route takes the path, or its entity (product, category, location, occasion, this visitor's
 *   order) does not exist. The shell renders its not-found screen for the same paths.
 *
 * Pure of HTTP (no request or response objects) so that server-side rendering can ask it too.
 */

import { createShopRouter, type RouteKey, type RouteMatch, type RouteParams } from '@shop/shared/routes';
import { LEGAL_PAGE_KEYS } from '../db/content-schema';
import { blogArticleExists, blogExists } from '../domains/content/blog';
import { landingPageExists } from '../domains/content/landing-pages';
import { legalPageExists } from '../domains/content/legal-pages';
import type { Database } from '../db';
import { isUuid } from '../domains/cart/cart-store';
import { sessionFromCookieHeader } from '../domains/cart/session';
import { parseProductReference } from '../domains/catalogue/input';
import { type CatalogueScope, categoryByPath, occasionByReference, productByReference } from '../domains/catalogue/queries';
import { locationBySlug } from '../domains/locations/locations.queries';
import { runsDoubler } from '../domains/doubler/doubler-service';
import { ownOrder } from '../domains/orders/order-placing';
import type { StorefrontConfigJson } from '../domains/storefront/config-json';
import type { StorefrontModel } from '../domains/storefront/directory';
import { ShopError } from '../errors';
import { type PublicDataCache, rememberPublic } from '../graphql/public-answer-cache';

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
  /** The Cookie header (the visitor's session decides whose order a confirmation shows). */
  cookie: string | null | undefined;
}

export interface StorefrontPage {
  store: StorefrontModel;
  /** The config inlined into the page (its routes are the storefront's routes). */
  config: Pick<StorefrontConfigJson, 'routes' | 'defaultLanguage' | 'languages'>;
}

interface EntityContext {
  db: Database;
  scope: CatalogueScope;
  /** The path with its trailing slash (what the page's own query sends: productDetail looks up by path). */
  path: string;
  params: RouteParams;
  cookie: string | null | undefined;
}

/**
 * Does the entity a page shows exist? The same domain queries (and argument parsing) the page's
 * GraphQL query reaches, so the server's status and the screen agree: a reference the resolver would
 * refuse as malformed is a 404 here, without touching the database.
 */
type EntityCheck = (ctx: EntityContext) => Promise<boolean>;

/** The parsed reference of a path parameter; null when the resolver would refuse it. */
function reference(value: string | undefined, parameter: string): ReturnType<typeof parseProductReference> | null {
  if (!value) return null;
  try {
    return parseProductReference(value, parameter);
  } catch (error) {
    if (error instanceof ShopError) return null;
    throw error;
  }
}

async function productExists(ctx: EntityContext, value: string | undefined): Promise<boolean> {
  const ref = reference(value, 'product');
  return ref !== null && (await productByReference(ctx.db, ctx.scope, ref)) !== undefined;
}

/** Location slugs as the `location` resolver accepts them. */
const LOCATION_SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

/**
 * The route keys whose path names an entity, and how to check it. A key with an entity parameter that
 * is not listed answers 200 whenever it is routed (its screen says "not found" and sets noindex):
 * adding the key's check here is part of adding an API entity for it (page-status.test.ts fails for a
 * spec key with a non-digit parameter that is neither checked nor in ENTITY_KEYS_WITHOUT_CHECK).
 */
export const ENTITY_CHECKS: Partial<Record<RouteKey, EntityCheck>> = {
  // The product page looks its product up by the whole path (ProductPage.tsx).
  productDetail: async (ctx) => {
    const ref = reference(ctx.path, 'path');
    return ref !== null && (await productByReference(ctx.db, ctx.scope, ref)) !== undefined;
  },
  locations: (ctx) => productExists(ctx, ctx.params.product),
  location: async (ctx) => {
    const slug = ctx.params.location ?? '';
    if (!LOCATION_SLUG.test(slug)) return false;
    const ref = reference(ctx.params.product, 'product');
    const product = ref && (await productByReference(ctx.db, ctx.scope, ref));
    // A product without a brand (choice card) has no shops, as in the `location` resolver.
    return Boolean(product) && (await locationBySlug(ctx.db, ctx.scope, product?.brandId ?? '', slug)) !== undefined;
  },
  category: async (ctx) => {
    const ref = reference(ctx.params.url, 'path');
    return ref !== null && (await categoryByPath(ctx.db, ctx.scope, ref)) !== undefined;
  },
  occasion: async (ctx) => {
    const ref = reference(ctx.params.product, 'path');
    return ref !== null && (await occasionByReference(ctx.db, ctx.scope, ref)) !== undefined;
  },
  // The blog exists where the storefront has articles; an article and a landing page by their slug.
  blog: (ctx) => blogExists(ctx.db, ctx.scope.store),
  blogArticle: (ctx) => blogArticleExists(ctx.db, ctx.scope.store, ctx.scope.language, ctx.path),
  landing: (ctx) => landingPageExists(ctx.db, ctx.scope.store, ctx.scope.language, ctx.path),
  // Legal pages: the storefront's text exists (content_pages).
  ...Object.fromEntries(LEGAL_PAGE_KEYS.map((key) => [key, (ctx: EntityContext) => legalPageExists(ctx.db, ctx.scope.store.key, key)])),
  // The balance doubler's pages exist where the storefront runs it; the thank-you page's product (the
  // entered card's, optional) must be one of the storefront's products, as on the product page.
  doubler: async (ctx) => runsDoubler(ctx.scope.store),
  doublerThanks: async (ctx) => runsDoubler(ctx.scope.store) && (!ctx.params.product || (await productExists(ctx, ctx.params.product))),
  // Only the visitor who placed the order sees its confirmation; anyone else, and any made-up id, a 404.
  confirmationOrder: async (ctx) => {
    const uuid = ctx.params.uuid ?? '';
    if (!isUuid(uuid)) return false;
    // Never issues a cookie (secure only matters for issuing one).
    const session = await sessionFromCookieHeader(ctx.db, ctx.cookie, false);
    if (!session.hash) return false;
    const scope = { storefront: ctx.scope.store, language: ctx.scope.language, country: ctx.scope.store.countryCode };
    return (await ownOrder(ctx.db, { session, scope }, uuid)) !== null;
  },
};

/**
 * Spec keys whose path names something the API does not serve yet (the business page's product,
 * redeem pages): routed, they answer 200 and their screen handles a missing one. The
 * issue that adds the entity to the API adds its check above and removes the key here.
 */
export const ENTITY_KEYS_WITHOUT_CHECK: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'business',
  'redeemInfo',
  'redeemBusinessShop',
]);

/** The route keys whose page is itself the answer "not found" (spec §2 `/404/`): served with 404. */
const NOT_FOUND_KEYS: ReadonlySet<RouteKey> = new Set<RouteKey>(['notFound']);

/** The name of the shell's HTML template: an old bookmark of it is the home page. */
const TEMPLATE_PATH = '/index.html';

/** Checks whose answer is public data (the same for every visitor): kept like public answers. */
const PUBLIC_ENTITY_KEYS: ReadonlySet<RouteKey> = new Set<RouteKey>([
  'productDetail',
  'locations',
  'location',
  'category',
  'occasion',
  'blog',
  'blogArticle',
  'landing',
  'doubler',
  'doublerThanks',
]);

export interface PageStatusOptions {
  /**
   * Where the outcome of public entity checks is kept (ADR 0017; emptied when public data changes).
   * Without it every page asks the database.
   */
  publicChecks?: PublicDataCache<boolean>;
}

export function createPageStatus(db: Database, options: PageStatusOptions = {}) {
  const { publicChecks } = options;
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

    const check = ENTITY_CHECKS[match.key];
    if (check) {
      const scope: CatalogueScope = { store: storefront.store, language: match.language };
      const run = () => check({ db, scope, path: canonical, params: match.params, cookie: request.cookie });
      const exists =
        publicChecks && PUBLIC_ENTITY_KEYS.has(match.key)
          ? await rememberPublic(publicChecks, `${storefront.store.key}|${match.language}|${match.key}|${canonical}`, run)
          : await run();
      // A missing entity is a 404 at once, rather than a redirect to a path that then answers 404.
      if (!exists) return { status: 404, match };
    }
    if (canonical !== pathname) return { status: 301, location: canonical + search };
    return { status: 200, match };
  };
}

export type PageStatusFor = ReturnType<typeof createPageStatus>;
