import { graphql } from '../graphql/__generated__';
import type { CatalogueOccasionQueryVariables } from '../graphql/__generated__/graphql';

export const OCCASIONS_QUERY = graphql(/* GraphQL */ `
  query CatalogueOccasions($path: String!) {
    occasions { ...CatalogueOccasionCard }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
`).toString();

/** How many cards an occasion page shows at most (the API allows up to 100). */
export const OCCASION_PRODUCT_LIMIT = 48;

export const OCCASION_QUERY = graphql(/* GraphQL */ `
  query CatalogueOccasion($path: String!, $limit: Int!) {
    occasion(path: $path) {
      ...CatalogueOccasionCard
      products(limit: $limit) { ...CatalogueProductCard }
      metadata { ...CataloguePageMetadata }
    }
    occasions { id title slug }
  }
`).toString();

/**
 * OCCASION_QUERY's variables for the occasion page of `slug` (the path's `{product}` parameter). The
 * page and the route's loader both build them here: the loader's answer is only the page's if the
 * variables are the same.
 */
export function occasionPageVariables(slug: string): CatalogueOccasionQueryVariables {
  return { path: slug, limit: OCCASION_PRODUCT_LIMIT };
}
