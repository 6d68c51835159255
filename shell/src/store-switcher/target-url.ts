import { ShopRouter, type RouteMatch } from '@shop/shared';
import { routesInVariant, type StorefrontRoute } from '@shop/shared';
import type { CountryCombination } from '../store-data/store-data-query';

/**
 * Where Apply in the country/language form goes (spec §4): the same route in the target storefront and
 * language when that route exists there, else the target's home page in that language. Routes with
 * parameters (a product, a category) are not carried over: their slugs differ between storefronts.
 * `routes` are this storefront's (config.routes): another storefront is assumed to run the same
 * releases, with its own path variant's spec paths (routesInVariant).
 */
export function targetUrl(match: RouteMatch | null, target: CountryCombination, language: string, routes: readonly StorefrontRoute[]): string {
  const defaultLanguage = target.languagesCombinations.find((l) => l.isDefault)?.languageCode ?? target.languagesCombinations[0]?.languageCode ?? language;
  const router = new ShopRouter({
    routes: target.isCurrent ? routes : routesInVariant(routes, target.pathVariant),
    defaultLanguage,
    languages: target.languagesCombinations.map((l) => l.languageCode),
  });
  const hasParams = match ? Object.values(match.params).some((value) => value !== undefined) : false;
  const samePage = match && !hasParams && match.key !== 'notFound' && match.key !== 'landing' ? router.href(match.key, {}, language) : null;
  const path = samePage ?? router.href('home', {}, language) ?? '/';
  return target.isCurrent ? path : `${target.url.replace(/\/$/, '')}${path}`;
}
