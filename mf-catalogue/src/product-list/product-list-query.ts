import { type ListParams, sortVariable, toTaxonomyFilter } from '../common/product-list/list-params';
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
 * PRODUCT_LIST_QUERY's variables for the list in `state` at `perPage` cards a page (`basePath`: the list's
 * first page, whose metadata the page shows). The page and the route's loader (which checks that a page
 * after the first exists) ask alike, so the page reads the loader's answer.
 */
export function productListVariables(state: ListParams, perPage: number, basePath: string) {
  const searching = state.search !== '';
  const taxonomy = toTaxonomyFilter(state.filters);
  return {
    filters: taxonomy.length ? { filterByTaxonomy: taxonomy } : null,
    // While searching only the vocabularies and the page's metadata are needed from this query.
    paging: searching ? { itemsPerPage: 1, pageNumber: 1 } : { itemsPerPage: perPage, pageNumber: state.page },
    path: basePath,
    ...(searching ? {} : sortVariable(state.sort)),
  };
}

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
