import { graphql } from '../graphql/__generated__';
import type { CatalogueBlocksQueueFragment, CatalogueHomeQuery } from '../graphql/__generated__/graphql';

export type HomeQueryData = CatalogueHomeQuery;
export type BlocksQueueData = CatalogueBlocksQueueFragment;
export type QueueItemData = BlocksQueueData['items'][number];
export type QueueProductData = Extract<QueueItemData, { __typename: 'Product' }>;
export type QueueContentBlockData = Extract<QueueItemData, { __typename: 'ContentBlock' }>;

/** Seeded queue ids (api/README "Seeded queue ids"). */
export const HOME_QUEUES = {
  mostChosen: 'home-most-chosen',
  usps: 'home-usps',
  promotions: 'home-promotions',
} as const;

/** A queue of product cards and content blocks; each place picks the kind it shows. */
export const BLOCKS_QUEUE_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueBlocksQueue on BlocksQueue { queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock } }
`);

export const HOME_QUERY = graphql(/* GraphQL */ `
  query CatalogueHome($path: String!, $v2: Boolean!) {
    mostChosen: queue(queueID: "home-most-chosen") { ...CatalogueBlocksQueue }
    usps: queue(queueID: "home-usps") { ...CatalogueBlocksQueue }
    promotions: queue(queueID: "home-promotions") @include(if: $v2) { ...CatalogueBlocksQueue }
    categories { ...CatalogueCategory }
    occasions { ...CatalogueOccasionCard }
    catalogueSize: products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total }
    storeData @include(if: $v2) { featuredBlock { image { ...CatalogueImage } link { href type } } }
    pageMetadata(path: $path) { ...CataloguePageMetadata }
  }
`).toString();
