import type { StorefrontConfig } from '@shop/shared';
import { TOP_PRODUCTS_DESKTOP_LARGE } from '../common/product-list/page-size';
import type { ProductCardData } from '../common/types';
import type { QueueItemData, QueueProductData } from './home-query';


/**
 * Spec §9 most-chosen block: featured products from the top of the queue; on a large desktop all of
 * them, otherwise only the first and the last.
 */
export function featuredProducts(items: readonly QueueItemData[], largeDesktop: boolean): ProductCardData[] {
  const products = items.filter((item): item is QueueProductData => item.__typename === 'Product');
  const top = products.slice(0, TOP_PRODUCTS_DESKTOP_LARGE);
  if (largeDesktop || top.length <= 2) return top;
  return [top[0], top[top.length - 1]].filter((p): p is (typeof top)[number] => p !== undefined);
}

/** Spec §1: the claimed catalogue size per storefront ("more than 30, 50, … 300"). */
export const CATALOGUE_CLAIMS = [30, 50, 60, 70, 150, 160, 200, 300] as const;

/** The largest claim the storefront's real catalogue size supports (220 cards → "200+"), or null. */
export function catalogueClaim(total: number): number | null {
  let claim: number | null = null;
  for (const step of CATALOGUE_CLAIMS) if (total >= step) claim = step;
  return claim;
}

/**
 * The storefront config has no home-version toggle; the home page follows the header generation:
 * header 1 → the classic home (v1), headers 2 and 3 → the newer home (v2).
 */
export function homeVersion(config: StorefrontConfig): 1 | 2 {
  const toggles = config.featureToggles as StorefrontConfig['featureToggles'] & { homeVersion?: number };
  if (toggles.homeVersion === 1 || toggles.homeVersion === 2) return toggles.homeVersion;
  return toggles.headerVersion >= 2 ? 2 : 1;
}
