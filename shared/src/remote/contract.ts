import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteKey } from '../routes/route-keys';

/** The five remotes the shell can load. The names are the Module Federation container names. */
export const REMOTE_NAMES = ['catalogue', 'basketCheckout', 'redeem', 'account', 'content'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
}

/**
 * The contract between the shell and a remote: every remote exposes `./routes` whose default export
 * is a RemoteModule. Its `routes` are exactly the keys the remote's release declares
 * (`src/release.json`, checked by a unit test in each remote); the shell routes a path to a remote
 * only for keys the storefront config says its current release implements. A team can release its
 * remote on its own as long as it keeps this shape and builds against a compatible contract version
 * (SHOP_CONTRACT_VERSION).
 */
export interface RemoteModule {
  remote: RemoteName;
  // Keyed by route key (RouteKey): a plain string record, since a release may add keys.
  routes: Readonly<Record<string, RemoteRoute>>;
}

export function defineRemoteModule(module: RemoteModule): RemoteModule {
  return module;
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
