import { graphql } from '../graphql/__generated__';
import type { CatalogueTaxonomyTermFragment } from '../graphql/__generated__/graphql';

export type TaxonomyTermData = CatalogueTaxonomyTermFragment;

export const TAXONOMY_TERM_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueTaxonomyTerm on TaxonomyTerm { id term label productCount }
`);

export const PRODUCT_LIST_QUERY = graphql(/* GraphQL */ `
  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!) {
    products(filters: $filters, paging: $paging) {
      total pageNumber itemsPerPage pageCount
      items { ...CatalogueProductCard }
    }
    categoryTerms: taxonomy(collection: cb_api_giftcard_categories) { ...CatalogueTaxonomyTerm }
    typeTerms: taxonomy(collection: cb_api_giftcard_types) { ...CatalogueTaxonomyTerm }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
`).toString();

/**
 * The list filtered by a search term. The API has no search filter on `products` yet, so the list
 * uses the live search's gift-card group (at most 12 hits, one page).
 */
export const PRODUCT_SEARCH_QUERY = graphql(/* GraphQL */ `
  query CatalogueProductSearch($inputText: String!) {
    search_v1(inputText: $inputText) {
      body { groupType items { __typename ... on Product { ...CatalogueProductCard } } }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();
