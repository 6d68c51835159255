import {
  CATEGORY_FRAGMENT,
  CONTENT_BLOCK_FRAGMENT,
  IMAGE_FRAGMENT,
  OCCASION_CARD_FRAGMENT,
  PAGE_METADATA_FRAGMENT,
  PRODUCT_CARD_FRAGMENT,
} from '../common/fragments';
import type {
  BlocksQueueData,
  CategoryData,
  ImageData,
  LinkData,
  OccasionCardData,
  PageMetadataData,
} from '../common/types';

/** Seeded queue ids (api/README "Seeded queue ids"). */
export const HOME_QUEUES = {
  mostChosen: 'home-most-chosen',
  usps: 'home-usps',
  promotions: 'home-promotions',
} as const;

export const HOME_QUERY = /* GraphQL */ `
  query CatalogueHome($path: String!, $v2: Boolean!) {
    mostChosen: queue(queueID: "home-most-chosen") { queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock } }
    usps: queue(queueID: "home-usps") { queueID title items { __typename ...CatalogueContentBlock } }
    promotions: queue(queueID: "home-promotions") @include(if: $v2) {
      queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock }
    }
    categories { ...CatalogueCategory }
    occasions { ...CatalogueOccasionCard }
    catalogueSize: products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total }
    storeData @include(if: $v2) { featuredBlock { image { ...CatalogueImage } link { href type } } }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${CONTENT_BLOCK_FRAGMENT}
  ${CATEGORY_FRAGMENT}
  ${OCCASION_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${PAGE_METADATA_FRAGMENT}
`;

export interface HomeQueryData {
  mostChosen: BlocksQueueData | null;
  usps: BlocksQueueData | null;
  promotions?: BlocksQueueData | null;
  categories: CategoryData[];
  occasions: OccasionCardData[];
  catalogueSize: { total: number };
  storeData?: { featuredBlock: { image: ImageData; link: LinkData } };
  pageMetadata: PageMetadataData | null;
}
