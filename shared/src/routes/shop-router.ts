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
  private readonly compiled: { entry: RouteEntry; pattern: CompiledPattern }[];
  private readonly byKey: Map<RouteKey, { entry: RouteEntry; pattern: CompiledPattern }>;

  constructor(options: ShopRouterOptions) {
    this.defaultLanguage = options.defaultLanguage;
    this.prefixLanguages = new Set(options.languages.filter((l) => l !== options.defaultLanguage));
    this.compiled = rankRoutes(options.routes).map((entry) => ({ entry, pattern: compilePattern(entry.pattern) }));
    this.byKey = new Map();
    for (const route of this.compiled) if (!this.byKey.has(route.entry.key)) this.byKey.set(route.entry.key, route);
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
