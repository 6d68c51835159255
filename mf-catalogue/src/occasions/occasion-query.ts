import { graphql } from '../graphql/__generated__';

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
