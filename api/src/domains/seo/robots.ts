/**
 * A storefront's robots.txt (issue 36, ADR 0056): crawlers stay out of the visitor's own pages (basket,
 * checkout, account and login, the redeem flow after the balance check; page-kinds.ts) in every
 * language of the storefront, out of search results (`?s=`) and out of the API's own paths; the
 * sitemap is named with the storefront's public origin. The pages' scripts, styles and pictures
 * (/remotes/, /media/, the shell's files) stay open: a crawler needs them to render a page.
 */
import { compilePattern, type StorefrontRoute } from '@shop/shared/routes';
import type { StorefrontModel } from '../storefront/directory';
import { isPrivateRoute } from './page-kinds';

/** The API's and the demo's own paths: nothing for a search engine. */
const API_PATHS = ['/graphql', '/operator/', '/invoices/', '/remote-reports', '/release-integrity/', '/dev/', '/test-psp/', '/ip', '/healthz', '/readyz'];

/** The fixed beginning of a route's pattern, up to its first parameter (`/kasse/danke/:uuid/` → `/kasse/danke/`). */
function staticPrefix(pattern: string): string {
  const segments = compilePattern(pattern).segments;
  let prefix = '/';
  for (const segment of segments) {
    if (segment.kind !== 'static') break;
    prefix += `${segment.value}/`;
  }
  return prefix;
}

export function robotsTxt(origin: string, store: Pick<StorefrontModel, 'defaultLanguage' | 'languages'>, routes: readonly StorefrontRoute[]): string {
  const prefixes = new Set<string>();
  for (const route of routes) {
    if (!isPrivateRoute(route) || route.key === 'notFound') continue;
    const path = staticPrefix(route.pattern);
    // A private page whose path starts with a parameter cannot be told from other pages by its beginning.
    if (path === '/') continue;
    for (const { code } of store.languages) prefixes.add(code === store.defaultLanguage ? path : `/${code}${path}`);
  }
  // A path below another one listed is covered by it.
  const sorted = [...prefixes].sort();
  const disallowed = sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other)));
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    // Search results: the product list with a search term (`?s=`), wherever the term is in the query.
    'Disallow: /*?s=',
    'Disallow: /*&s=',
    ...API_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
