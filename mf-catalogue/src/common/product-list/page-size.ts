import { DESKTOP_SMALL_QUERY, useMediaQuery } from '@shop/shared';

/** Spec §9: top products per page: 4 on desktop large, 2 elsewhere (home and category pages). */
export const TOP_PRODUCTS_DESKTOP_LARGE = 4;

/** Spec §9: 16 products per page, 17 on desktop small (1024–1279 px). */
export const PRODUCTS_PER_PAGE = 16;
export const PRODUCTS_PER_PAGE_DESKTOP_SMALL = 17;

export function useProductsPerPage(): number {
  return useMediaQuery(DESKTOP_SMALL_QUERY) ? PRODUCTS_PER_PAGE_DESKTOP_SMALL : PRODUCTS_PER_PAGE;
}
