import { ShopRouter, type RouteMatch, type StorefrontConfig } from '@shop/shared';
import { routesInVariant } from '@shop/shared/routes';
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
    for (const other of combinations) {
      if (other.isCurrent) continue;
      const defaultLanguage = other.languagesCombinations.find((l) => l.isDefault)?.languageCode ?? other.languagesCombinations[0]?.languageCode;
      if (!defaultLanguage) continue;
      const otherRouter = new ShopRouter({
        routes: routesInVariant(config.routes, other.pathVariant),
        defaultLanguage,
        languages: other.languagesCombinations.map((l) => l.languageCode),
      });
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
