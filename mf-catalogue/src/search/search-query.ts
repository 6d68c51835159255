import { CONTENT_BLOCK_FRAGMENT, IMAGE_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../common/fragments';
import type { ContentBlockData, ImageData, LinkData, ProductCardData } from '../common/types';

export const POPULAR_SEARCH_QUERY = /* GraphQL */ `
  query CataloguePopularSearch {
    popularSearchResults {
      terms { title url { href type } }
      entities { ...CatalogueProductCard }
      highlightedBlocks { ...CatalogueContentBlock }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${CONTENT_BLOCK_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export interface PopularSearchData {
  popularSearchResults: {
    terms: { title: string; url: LinkData }[];
    entities: ProductCardData[];
    highlightedBlocks: Omit<ContentBlockData, '__typename'>[];
  };
}

export const LIVE_SEARCH_QUERY = /* GraphQL */ `
  query CatalogueLiveSearch($inputText: String!) {
    search_v1(inputText: $inputText) {
      matchMode
      body {
        groupType
        items {
          __typename
          ... on Product { ...CatalogueProductCard }
          ... on Occasion { id title heroTitle path slug backgroundColor image { ...CatalogueImage } }
        }
      }
      errors { message code referencedRequestParameter }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
`;

export type SearchGroupType = 'GIFT_CARDS' | 'GIVING_MOMENTS';

export type SearchItemData =
  | ({ __typename: 'Product' } & ProductCardData)
  | { __typename: 'Occasion'; id: string; title: string; heroTitle: string; path: string; slug: string; backgroundColor: string; image: ImageData };

export interface LiveSearchData {
  search_v1: {
    matchMode: 'FULL_TEXT' | 'TYPO_TOLERANT' | 'NONE';
    body: { groupType: SearchGroupType; items: SearchItemData[] }[];
    errors: { message: string; code: number; referencedRequestParameter: string | null }[];
  };
}
