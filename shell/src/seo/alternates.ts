import { routesInVariant, ShopRouter, type RouteMatch, type StorefrontConfig } from '@shop/shared';
import type { CountryCombination } from '../store-data/store-data-query';

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates of the current page (spec §3 hreflangTags): every language of this storefront,
 * and the other storefronts of the brand for pages without parameters (their product and category
 * slugs differ, so only fixed pages are known to be equivalent), plus x-default. Another storefront
 * is assumed to run the same releases, at its own path variant's spec paths (routesInVariant): a key
 * a release added has no alternate there.
 */
/**
 * Routers of the other storefronts, shared between pages: the server renders every page with the
 * alternates of all 33 storefronts, and ranking their routes each time is measurable.
 */
const variantRouters = new Map<string, ShopRouter>();
const MAX_VARIANT_ROUTERS = 500;

function variantRouter(
  routes: StorefrontConfig['routes'],
  routesKey: string,
  pathVariant: CountryCombination['pathVariant'],
  defaultLanguage: string,
  languages: string[],
): ShopRouter {
  const key = `${routesKey}|${pathVariant}|${defaultLanguage}|${languages.join()}`;
  let router = variantRouters.get(key);
  if (!router) {
    if (variantRouters.size >= MAX_VARIANT_ROUTERS) variantRouters.clear();
    router = new ShopRouter({ routes: routesInVariant(routes, pathVariant), defaultLanguage, languages });
    variantRouters.set(key, router);
  }
  return router;
}

export function alternatesFor(
  match: RouteMatch | null,
  config: StorefrontConfig,
  router: ShopRouter,
  origin: string,
  combinations: CountryCombination[],
): Alternate[] {
  if (!match || match.key === 'notFound') return [];
  const result: Alternate[] = [];
  for (const language of config.languages) {
    const path = router.href(match.key, match.params, language.code);
    if (path) result.push({ hreflang: `${language.code}-${config.countryCode}`, href: origin + path });
  }
  const parameterless = Object.values(match.params).every((value) => value === undefined);
  if (parameterless && match.key !== 'landing') {
    const routesKey = config.routes.map((route) => `${route.key} ${route.remote}`).join();
    for (const other of combinations) {
      if (other.isCurrent) continue;
      const defaultLanguage = other.languagesCombinations.find((l) => l.isDefault)?.languageCode ?? other.languagesCombinations[0]?.languageCode;
      if (!defaultLanguage) continue;
      const languages = other.languagesCombinations.map((l) => l.languageCode);
      const otherRouter = variantRouter(config.routes, routesKey, other.pathVariant, defaultLanguage, languages);
      for (const language of other.languagesCombinations) {
        const path = otherRouter.href(match.key, {}, language.languageCode);
        if (path) result.push({ hreflang: `${language.languageCode}-${other.country}`, href: other.url.replace(/\/$/, '') + path });
      }
    }
  }
  const defaultPath = router.href(match.key, match.params, config.defaultLanguage);
  if (defaultPath) result.push({ hreflang: 'x-default', href: origin + defaultPath });
  return result;
}
