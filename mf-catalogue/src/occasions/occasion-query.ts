import { type ListSort, sortVariable } from '../common/product-list/list-params';
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
  query CatalogueOccasion($path: String!, $limit: Int!, $sort: ProductSort) {
    occasion(path: $path) {
      ...CatalogueOccasionCard
      products(limit: $limit, sort: $sort) { ...CatalogueProductCard }
      metadata { ...CataloguePageMetadata }
    }
    occasions { id title slug }
  }
`).toString();

/**
 * OCCASION_QUERY's variables for the occasion page of `slug` (the path's `{product}` parameter) in the
 * order of the page's `?sort`. The page and the route's loader both build them here: the loader's
 * answer is only the page's if the variables are the same.
 */
export function occasionPageVariables(slug: string, sort: ListSort = 'relevance'): CatalogueOccasionQueryVariables {
  return { path: slug, limit: OCCASION_PRODUCT_LIMIT, ...sortVariable(sort) };
}
