import { buildPath, compilePattern, matchPattern, type CompiledPattern } from './path-pattern';
import type { RouteKey } from './route-keys';
import { ROUTE_TABLES, type PathVariant, type RouteEntry } from './route-tables';

export type RouteParams = Record<string, string | undefined>;
export type HrefParams = Record<string, string | number | undefined>;

export interface RouteMatch {
  key: RouteKey;
  params: RouteParams;
  /** The language of the path: the storefront default when the path has no prefix. */
  language: string;
  entry: RouteEntry;
}

export interface ShopRouterOptions {
  variant: PathVariant;
  defaultLanguage: string;
  /** All languages of the storefront; the non-default ones are path prefixes (`/en/…`). */
  languages: readonly string[];
}

/**
 * Matches paths to route keys and builds paths from keys, for one storefront. Pure: the shell,
 * every remote and the tests use the same instance logic, so a link and its route can never disagree.
 */
export class ShopRouter {
  readonly variant: PathVariant;
  readonly defaultLanguage: string;
  private readonly prefixLanguages: Set<string>;
  private readonly compiled: { entry: RouteEntry; pattern: CompiledPattern }[];
  private readonly byKey: Map<RouteKey, CompiledPattern>;

  constructor(options: ShopRouterOptions) {
    this.variant = options.variant;
    this.defaultLanguage = options.defaultLanguage;
    this.prefixLanguages = new Set(options.languages.filter((l) => l !== options.defaultLanguage));
    this.compiled = ROUTE_TABLES[options.variant].map((entry) => ({ entry, pattern: compilePattern(entry.pattern) }));
    this.byKey = new Map(this.compiled.map(({ entry, pattern }) => [entry.key, pattern]));
  }

  has(key: RouteKey): boolean {
    return this.byKey.has(key);
  }

  keys(): RouteKey[] {
    return [...this.byKey.keys()];
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
   * The path of a route key in a language, or null when this storefront's table has no such route
   * (callers hide the link) or a required parameter is missing.
   */
  href(key: RouteKey, params: HrefParams = {}, language: string = this.defaultLanguage): string | null {
    const pattern = this.byKey.get(key);
    if (!pattern) return null;
    const path = buildPath(pattern, params);
    if (path === null) return null;
    const prefix = language !== this.defaultLanguage && this.prefixLanguages.has(language) ? `/${language}` : '';
    return prefix + path;
  }
}
