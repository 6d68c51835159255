import type { RemoteName } from '../remote/contract';
import { compareSpecificity, compilePattern } from './path-pattern';
import type { DeclaredRoute, RouteHeader, RouteToggle } from './release-declaration';
import { isSpecRouteKey, type RouteKey } from './route-keys';
import { SPEC_ROUTE_TABLES, type PathVariant } from './route-tables';

/**
 * One route of a storefront, as the storefront config carries it (`config.routes`): the key, the
 * remote whose current release implements it, its pattern in this storefront's path variant, for
 * a route that only forwards (the German helpdesk) the key it forwards to, and what the page's
 * release declares about it: the header the shell shows and whether it needs a logged-in customer.
 */
export interface StorefrontRoute {
  key: RouteKey;
  remote: RemoteName;
  pattern: string;
  redirectTo: RouteKey | null;
  header: RouteHeader;
  requiresLogin: boolean;
}

/** What the routes are built from: an enabled remote and the routes its current release declares. */
export interface RemoteRoutesSource {
  remote: RemoteName;
  routes: readonly DeclaredRoute[];
}

/** The storefront's feature toggles a page can depend on (`toggle` in its declaration); absent ones count as off. */
export type RouteToggles = Partial<Record<RouteToggle, boolean>>;

/**
 * The routes of a storefront from the declarations of its enabled remotes' current releases: a spec
 * key takes its pattern from the spec table of the path variant (a key the variant's table lacks, the
 * Dutch imprint say, is not routed there), a new key the pattern its release declares. A spec route
 * that only forwards (German helpdesk → contact) exists when its target does. A key no source
 * declares is absent: no route, no link, 404; so is a page whose declared `toggle` is off in `toggles`
 * (without `toggles`, every toggled page is in: a component test's storefront). When two remotes declare one key (the registry refuses
 * that at release, a pin can still bring it about) the first source wins: callers pass the remotes in
 * their fixed order. The result is ranked by specificity, the order in which paths are matched.
 *
 * The API builds the storefront config with this function and `testStorefront()` builds the test
 * fixtures with it, so component tests see the routes a real storefront would.
 */
export function buildStorefrontRoutes(variant: PathVariant, sources: readonly RemoteRoutesSource[], toggles?: RouteToggles): StorefrontRoute[] {
  const table = SPEC_ROUTE_TABLES[variant];
  const owners = new Map<RouteKey, RemoteName>();
  const routes: StorefrontRoute[] = [];
  for (const source of sources) {
    for (const declared of source.routes) {
      if (owners.has(declared.key)) continue;
      owners.set(declared.key, source.remote);
      // A promotion the storefront does not run has no pages there: nothing links to them (their paths answer 404).
      if (toggles && declared.toggle && toggles[declared.toggle] !== true) continue;
      const facets = { remote: source.remote, redirectTo: null, header: declared.header ?? 'shop', requiresLogin: declared.requiresLogin === true };
      if (isSpecRouteKey(declared.key)) {
        const entry = table.find((e) => e.key === declared.key);
        // Forwarding entries are added below, once every implemented key is known.
        if (entry && !entry.redirectTo) routes.push({ key: entry.key, pattern: entry.pattern, ...facets });
      } else {
        const pattern = declared.patterns?.[variant];
        if (pattern) routes.push({ key: declared.key, pattern, ...facets });
      }
    }
  }
  for (const entry of table) {
    if (!entry.redirectTo) continue;
    const target = routes.find((route) => route.key === entry.redirectTo);
    if (target) routes.push({ ...target, key: entry.key, pattern: entry.pattern, redirectTo: entry.redirectTo });
  }
  return rankRoutes(routes);
}

/** Routes in match order: most specific first (stable for routes of equal rank). */
export function rankRoutes<T extends { pattern: string }>(routes: readonly T[]): T[] {
  const compiled = routes.map((route) => ({ route, pattern: compilePattern(route.pattern) }));
  compiled.sort((a, b) => compareSpecificity(a.pattern, b.pattern));
  return compiled.map(({ route }) => route);
}

const tablesByKey = new Map<PathVariant, Map<string, (typeof SPEC_ROUTE_TABLES)[PathVariant][number]>>();

/** A variant's spec table by key (its first entry of each key), made once. */
function specTableByKey(variant: PathVariant) {
  let table = tablesByKey.get(variant);
  if (!table) {
    table = new Map();
    for (const entry of SPEC_ROUTE_TABLES[variant]) if (!table.has(entry.key)) table.set(entry.key, entry);
    tablesByKey.set(variant, table);
  }
  return table;
}

/**
 * This storefront's routes as another storefront of the path variant `variant` would have them, for
 * hreflang alternates and the country switch: the same keys, with that variant's spec patterns. A key
 * a release added has no pattern of another variant in this storefront's config, so it is left out
 * (no alternate, the switch goes to the target's home page).
 */
export function routesInVariant(routes: readonly StorefrontRoute[], variant: PathVariant): StorefrontRoute[] {
  const table = specTableByKey(variant);
  const result: StorefrontRoute[] = [];
  for (const route of routes) {
    const entry = table.get(route.key);
    if (entry) result.push({ ...route, key: entry.key, pattern: entry.pattern, redirectTo: entry.redirectTo ?? null });
  }
  // In this storefront's order: a ShopRouter made of them ranks them when it first matches a path.
  return result;
}
