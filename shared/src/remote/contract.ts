import type { Client } from '@urql/core';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { DeclaredRoute } from '../routes/release-declaration';
import type { PageMeta } from '../seo/page-meta';
import type { RouteKey } from '../routes/route-keys';

import type { RemoteName } from './remote-names';

export { REMOTE_NAMES, REMOTES, type RemoteDefinition, type RemoteName } from './remote-names';

/** What every page receives from the shell: the route it was matched on. */
export interface RemotePageProps {
  routeKey: RouteKey;
  params: Readonly<Record<string, string | undefined>>;
}

export interface RemoteRoute {
  /** Lazy so that a remote's first load costs only its routes map, not every page. */
  component: LazyExoticComponent<ComponentType<RemotePageProps>> | ComponentType<RemotePageProps>;
  /** Document title key or literal; the page may refine it. */
  title?: string;
  /**
   * The webpack chunk of the page (its `webpackChunkName`): the server preloads its scripts and puts
   * its stylesheets into the server-rendered page's head, read from the release's `shop-assets.json`.
   */
  chunk?: string;
  /**
   * The page shows this visitor's own data (basket, checkout, account). The server renders it with
   * the visitor's session and it is never cached; every other page is rendered without the session
   * (the same HTML for every visitor, so a CDN may keep it briefly).
   */
  perVisitor?: boolean;
  /**
   * The page's loader (issue 34): looks up what the page shows, once, before the page renders: on the
   * server before the document streams (its status is the HTTP status; React Router's static handler
   * runs it). It queries through `client` exactly as the page's own `useQuery` does (same
   * document, same variables), so the answer is in the GraphQL cache (and, on the server, in the data
   * inlined into the page) and the page reads it without asking again. A route without a loader is
   * 200 whenever it is routed. Only the server render runs loaders (ADR 0048): a loader imports its
   * query module when it runs (`await import('./product-query')`), so browsers, which load every route
   * module of a remote with its `./routes`, never download it.
   */
  loader?: (args: RouteLoaderArgs) => Promise<RouteLoaderResult>;
}

export interface RouteLoaderArgs {
  /** The route's parameters, as the page receives them. */
  params: Readonly<Record<string, string | undefined>>;
  /** The page's path, with its trailing slash (what a page that looks itself up by path sends). */
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  /** The page's language (from its path). */
  language: string;
  /** The shop's GraphQL client of this render (server) or this browser. */
  client: Client;
}

export interface RouteLoaderResult {
  /** 404: what the path names does not exist; the server answers 404 and the page shows its not-found state. */
  status: 200 | 404;
  /**
   * The page's head as its lookup knows it: title (without the storefront's name, which the shell
   * adds), description, keywords, robots, structured data. The server renders it into the document's
   * head, so a crawler reads the page's own title and not the storefront's generic one; what the page
   * itself declares later (usePageMeta) wins, and the API's page metadata fills what neither says.
   */
  meta?: PageMeta;
}

/**
 * One screen, in one file its team owns (issue 34): the route key, its paths (for a key spec §2 does
 * not name), the component and its chunk, and what the shell and the API must know about it before
 * any of its code runs: the header it sits under, whether it needs a login, the toggle that switches
 * it on, its JavaScript budget. The build generates the release declaration (`dist/shop-release.json`)
 * from a remote's route modules (shared/build/release-declaration.cjs), so what the registry, the API
 * and the shell read is what the code says; there is no second list to keep equal.
 */
export interface RouteModule extends RemoteRoute, Omit<DeclaredRoute, 'key'> {
  key: RouteKey;
}

/** One route module (a file `<feature>/<key>.route.ts`): typed, returned as written. */
export function defineRoute(route: RouteModule): RouteModule {
  return route;
}

/**
 * The contract between the shell and a remote: every remote exposes `./routes` whose default export
 * is a RemoteModule. Its `routes` are the remote's route modules by key, and its release declaration
 * is generated from them at build (declaredRoutesOf); the shell routes a path to a remote only for
 * keys the storefront config says its current release implements. A team can release its remote on
 * its own as long as it keeps this shape and builds against a compatible contract version
 * (SHOP_CONTRACT_VERSION).
 */
export interface RemoteModule {
  remote: RemoteName;
  // Keyed by route key (RouteKey): a plain string record, since a release may add keys.
  routes: Readonly<Record<string, RemoteRoute>>;
}

/** A remote's `./routes`: its route modules, keyed by their keys (a key written twice is a mistake). */
export function defineRemoteModule(module: { remote: RemoteName; routes: readonly RouteModule[] }): RemoteModule {
  const routes: Record<string, RouteModule> = {};
  for (const route of module.routes) {
    if (routes[route.key]) throw new Error(`route key "${route.key}" is defined twice in the ${module.remote} remote`);
    routes[route.key] = route;
  }
  return { remote: module.remote, routes };
}

/**
 * The declaration facets of a remote's routes, as its release declaration lists them: only what the
 * route modules say (an absent facet stays absent, so the declaration is as short as the code).
 */
export function declaredRoutesOf(module: RemoteModule): DeclaredRoute[] {
  return Object.entries(module.routes).map(([key, route]) => {
    const facets = route as Partial<RouteModule>;
    const declared: DeclaredRoute = { key };
    if (facets.patterns !== undefined) declared.patterns = facets.patterns;
    if (facets.maxJsGzipBytes !== undefined) declared.maxJsGzipBytes = facets.maxJsGzipBytes;
    if (facets.header !== undefined) declared.header = facets.header;
    if (facets.requiresLogin !== undefined) declared.requiresLogin = facets.requiresLogin;
    if (facets.toggle !== undefined) declared.toggle = facets.toggle;
    return declared;
  });
}

/**
 * Fragments: pieces of a remote that the shell mounts outside the remote's pages. The catalogue
 * exposes `./SearchOverlay`, whose default export takes these props: the whole header search (input
 * and overlay). The shell shows its own plain search form until the fragment has loaded (on the first
 * focus or key press), then hands over what was typed.
 */
export interface SearchFragmentProps {
  initialQuery: string;
  autoFocus: boolean;
}

export const SEARCH_FRAGMENT_MODULE = 'catalogue/SearchOverlay';
