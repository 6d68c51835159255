import { graphql } from '../graphql/__generated__';
import type { CatalogueTaxonomyTermFragment } from '../graphql/__generated__/graphql';

export type TaxonomyTermData = CatalogueTaxonomyTermFragment;

export const TAXONOMY_TERM_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueTaxonomyTerm on TaxonomyTerm { id term label productCount }
`);

export const PRODUCT_LIST_QUERY = graphql(/* GraphQL */ `
  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!, $sort: ProductSort) {
    products(filters: $filters, paging: $paging, sort: $sort) {
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
 * uses the live search's gift-card group (at most 12 hits, one page, with the cards of an occasion the
 * term names) and shows its giving-moments group (the occasions the term names first).
 */
export const PRODUCT_SEARCH_QUERY = graphql(/* GraphQL */ `
  query CatalogueProductSearch($inputText: String!) {
    search_v1(inputText: $inputText) {
      body {
        groupType
        items { __typename ... on Product { ...CatalogueProductCard } ... on Occasion { ...CatalogueOccasionCard } }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

/** What a search without results offers instead: the storefront's popular cards and its occasions. */
export const SEARCH_NEXT_STEPS_QUERY = graphql(/* GraphQL */ `
  query CatalogueSearchNextSteps {
    popularSearchResults { entities { ...CatalogueProductCard } }
    occasions { ...CatalogueOccasionCard }
  }
`).toString();
