import { IMAGE_FRAGMENT, OCCASION_CARD_FRAGMENT, PAGE_METADATA_FRAGMENT, PRODUCT_CARD_FRAGMENT } from '../common/fragments';
import type { OccasionCardData, PageMetadataData, ProductCardData } from '../common/types';

export const OCCASIONS_QUERY = /* GraphQL */ `
  query CatalogueOccasions($path: String!) {
    occasions { ...CatalogueOccasionCard }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
  ${OCCASION_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface OccasionsQueryData {
  occasions: OccasionCardData[];
  pageMetadata: PageMetadataData | null;
}

/** How many cards an occasion page shows at most (the API allows up to 100). */
export const OCCASION_PRODUCT_LIMIT = 48;

export const OCCASION_QUERY = /* GraphQL */ `
  query CatalogueOccasion($path: String!, $limit: Int!) {
    occasion(path: $path) {
      ...CatalogueOccasionCard
      products(limit: $limit) { ...CatalogueProductCard }
      metadata { ...CataloguePageMetadata }
    }
    occasions { id title slug }
  }
  ${OCCASION_CARD_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface OccasionQueryData {
  occasion: (OccasionCardData & { products: ProductCardData[]; metadata: PageMetadataData | null }) | null;
  occasions: { id: string; title: string; slug: string }[];
}
