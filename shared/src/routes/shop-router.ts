import type { RemoteName } from '../remote/contract';
import { buildPath, compilePattern, matchPattern, type CompiledPattern } from './path-pattern';
import type { RouteKey } from './route-keys';
import { rankRoutes, type StorefrontRoute } from './storefront-routes';

export type RouteParams = Record<string, string | undefined>;
export type HrefParams = Record<string, string | number | undefined>;

/** A route the router matches: the storefront config's route (key, owning remote, pattern, redirect). */
export type RouteEntry = StorefrontRoute;

export interface RouteMatch {
  key: RouteKey;
  params: RouteParams;
  /** The language of the path: the storefront default when the path has no prefix. */
  language: string;
  entry: RouteEntry;
}

export interface ShopRouterOptions {
  /** The storefront's routes (`config.routes`); ranked by specificity here, whatever their order. */
  routes: readonly RouteEntry[];
  defaultLanguage: string;
  /** All languages of the storefront; the non-default ones are path prefixes (`/en/…`). */
  languages: readonly string[];
}

/**
 * Matches paths to route keys and builds paths from keys, for one storefront. Pure: the shell,
 * every remote, the server and the tests use the same logic, so a link and its route can never
 * disagree. It knows only the routes it is given: a key no enabled remote implements has no path.
 */
export class ShopRouter {
  readonly defaultLanguage: string;
  private readonly prefixLanguages: Set<string>;
  private readonly routes: readonly RouteEntry[];
  private ranked: { entry: RouteEntry; pattern: CompiledPattern }[] | undefined;
  private keyed: Map<RouteKey, { entry: RouteEntry; pattern: CompiledPattern }> | undefined;

  // The routes are ranked when the first path is matched, not here: a router that only builds links
  // (the hreflang alternates build one for each of the brand's 33 storefronts while the page
  // hydrates) never pays for the sort (issue 37).
  constructor(options: ShopRouterOptions) {
    this.defaultLanguage = options.defaultLanguage;
    this.prefixLanguages = new Set(options.languages.filter((l) => l !== options.defaultLanguage));
    this.routes = options.routes;
  }

  /** The routes in match order: most specific first. */
  private get compiled(): { entry: RouteEntry; pattern: CompiledPattern }[] {
    this.ranked ??= rankRoutes(this.routes).map((entry) => ({ entry, pattern: compilePattern(entry.pattern) }));
    return this.ranked;
  }

  /** Each key's route: of a key listed twice, the one a path would match first. */
  private get byKey(): Map<RouteKey, { entry: RouteEntry; pattern: CompiledPattern }> {
    if (!this.keyed) {
      const keyed = new Map<RouteKey, { entry: RouteEntry; pattern: CompiledPattern }>();
      const counts = new Map<RouteKey, number>();
      for (const entry of this.routes) counts.set(entry.key, (counts.get(entry.key) ?? 0) + 1);
      if ([...counts.values()].some((count) => count > 1)) {
        for (const route of this.compiled) if (!keyed.has(route.entry.key)) keyed.set(route.entry.key, route);
      } else {
        for (const entry of this.routes) keyed.set(entry.key, { entry, pattern: compilePattern(entry.pattern) });
      }
      this.keyed = keyed;
    }
    return this.keyed;
  }

  has(key: RouteKey): boolean {
    return this.byKey.has(key);
  }

  keys(): RouteKey[] {
    return [...this.byKey.keys()];
  }

  /** The remote that implements a routed key (null: no such route here). */
  remoteOf(key: RouteKey): RemoteName | null {
    return this.byKey.get(key)?.entry.remote ?? null;
  }

  /** Splits an optional two-letter language prefix off the path. */
  splitLanguage(pathname: string): { language: string; rest: string } {
    const m = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
    if (m && this.prefixLanguages.has(m[1] as string)) {
      return { language: m[1] as string, rest: m[2] ?? '/' };
    }
    return { language: this.defaultLanguage, rest: pathname };
  }

  match(pathname: string): RouteMatch | null {
    const { language, rest } = this.splitLanguage(pathname);
    for (const { entry, pattern } of this.compiled) {
      const params = matchPattern(pattern, rest);
      if (params) return { key: entry.key, params, language, entry };
    }
    return null;
  }

  /**
   * The path of a route key in a language, or null when no enabled remote implements the key in this
   * storefront (callers hide the link) or a required parameter is missing.
   */
  href(key: RouteKey, params: HrefParams = {}, language: string = this.defaultLanguage): string | null {
    const route = this.byKey.get(key);
    if (!route) return null;
    const path = buildPath(route.pattern, params);
    if (path === null) return null;
    const prefix = language !== this.defaultLanguage && this.prefixLanguages.has(language) ? `/${language}` : '';
    return prefix + path;
  }
}

/** The router of a storefront config: its routes, default language and language prefixes. */
export function createShopRouter(config: {
  routes: readonly RouteEntry[];
  defaultLanguage: string;
  languages: readonly { code: string }[];
}): ShopRouter {
  return new ShopRouter({
    routes: config.routes,
    defaultLanguage: config.defaultLanguage,
    languages: config.languages.map((l) => l.code),
  });
}
