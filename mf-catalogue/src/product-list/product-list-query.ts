import { IMAGE_FRAGMENT, PAGE_METADATA_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../common/fragments';
import type { PageMetadataData, ProductCardData, ProductListData } from '../common/types';

export interface TaxonomyTermData {
  id: string;
  term: string;
  label: string;
  productCount: number;
}

export const PRODUCT_LIST_QUERY = /* GraphQL */ `
  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!) {
    products(filters: $filters, paging: $paging) {
      total pageNumber itemsPerPage pageCount
      items { ...CatalogueProductCard }
    }
    categoryTerms: taxonomy(collection: cb_api_giftcard_categories) { id term label productCount }
    typeTerms: taxonomy(collection: cb_api_giftcard_types) { id term label productCount }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface ProductListQueryData {
  products: ProductListData;
  categoryTerms: TaxonomyTermData[];
  typeTerms: TaxonomyTermData[];
  pageMetadata: PageMetadataData | null;
}

/**
 * The list filtered by a search term. The API has no search filter on `products` yet, so the list
 * uses the live search's gift-card group (at most 12 hits, one page).
 */
export const PRODUCT_SEARCH_QUERY = /* GraphQL */ `
  query CatalogueProductSearch($inputText: String!) {
    search_v1(inputText: $inputText) {
      body { groupType items { __typename ... on Product { ...CatalogueProductCard } } }
      errors { message code referencedRequestParameter }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export interface ProductSearchQueryData {
  search_v1: {
    body: { groupType: 'GIFT_CARDS' | 'GIVING_MOMENTS'; items: ({ __typename: 'Product' } & ProductCardData | { __typename: 'Occasion' })[] }[];
    errors: { message: string; code: number; referencedRequestParameter: string | null }[];
  };
}
