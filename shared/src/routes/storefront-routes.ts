import type { RemoteName } from '../remote/contract';
import { compareSpecificity, compilePattern } from './path-pattern';
import type { DeclaredRoute } from './release-declaration';
import { isSpecRouteKey, type RouteKey } from './route-keys';
import { SPEC_ROUTE_TABLES, type PathVariant } from './route-tables';

/**
 * One route of a storefront, as the storefront config carries it (`config.routes`): the key, the
 * remote whose current release implements it, its pattern in this storefront's path variant, and for
 * a route that only forwards (the German helpdesk) the key it forwards to.
 */
export interface StorefrontRoute {
  key: RouteKey;
  remote: RemoteName;
  pattern: string;
  redirectTo: RouteKey | null;
}

/** What the routes are built from: an enabled remote and the routes its current release declares. */
export interface RemoteRoutesSource {
  remote: RemoteName;
  routes: readonly DeclaredRoute[];
}

/**
 * The routes of a storefront from the declarations of its enabled remotes' current releases: a spec
 * key takes its pattern from the spec table of the path variant (a key the variant's table lacks, the
 * Dutch imprint say, is not routed there), a new key the pattern its release declares. A spec route
 * that only forwards (German helpdesk → contact) exists when its target does. A key no source
 * declares is absent: no route, no link, 404. When two remotes declare one key (the registry refuses
 * that at release, a pin can still bring it about) the first source wins: callers pass the remotes in
 * their fixed order. The result is ranked by specificity, the order in which paths are matched.
 *
 * The API builds the storefront config with this function and `testStorefront()` builds the test
 * fixtures with it, so component tests see the routes a real storefront would.
 */
export function buildStorefrontRoutes(variant: PathVariant, sources: readonly RemoteRoutesSource[]): StorefrontRoute[] {
  const table = SPEC_ROUTE_TABLES[variant];
  const owners = new Map<RouteKey, RemoteName>();
  const routes: StorefrontRoute[] = [];
  for (const source of sources) {
    for (const declared of source.routes) {
      if (owners.has(declared.key)) continue;
      owners.set(declared.key, source.remote);
      if (isSpecRouteKey(declared.key)) {
        const entry = table.find((e) => e.key === declared.key);
        // Forwarding entries are added below, once every implemented key is known.
        if (entry && !entry.redirectTo) routes.push({ key: entry.key, remote: source.remote, pattern: entry.pattern, redirectTo: null });
      } else {
        const pattern = declared.patterns?.[variant];
        if (pattern) routes.push({ key: declared.key, remote: source.remote, pattern, redirectTo: null });
      }
    }
  }
  for (const entry of table) {
    if (!entry.redirectTo) continue;
    const target = routes.find((route) => route.key === entry.redirectTo);
    if (target) routes.push({ key: entry.key, remote: target.remote, pattern: entry.pattern, redirectTo: entry.redirectTo });
  }
  return rankRoutes(routes);
}

/** Routes in match order: most specific first (stable for routes of equal rank). */
export function rankRoutes<T extends { pattern: string }>(routes: readonly T[]): T[] {
  const compiled = routes.map((route) => ({ route, pattern: compilePattern(route.pattern) }));
  compiled.sort((a, b) => compareSpecificity(a.pattern, b.pattern));
  return compiled.map(({ route }) => route);
}

/**
 * This storefront's routes as another storefront of the path variant `variant` would have them, for
 * hreflang alternates and the country switch: the same keys, with that variant's spec patterns. A key
 * a release added has no pattern of another variant in this storefront's config, so it is left out
 * (no alternate, the switch goes to the target's home page).
 */
export function routesInVariant(routes: readonly StorefrontRoute[], variant: PathVariant): StorefrontRoute[] {
  const table = SPEC_ROUTE_TABLES[variant];
  const result: StorefrontRoute[] = [];
  for (const route of routes) {
    const entry = table.find((e) => e.key === route.key);
    if (entry) result.push({ key: entry.key, remote: route.remote, pattern: entry.pattern, redirectTo: entry.redirectTo ?? null });
  }
  return rankRoutes(result);
}
