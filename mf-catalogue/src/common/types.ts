/** Shapes of the API answers the catalogue reads (SDL: api/src/domains/catalogue, search, locations). */

export interface LinkData {
  href: string;
  type?: 'relative' | 'absolute';
}

export interface ImageData {
  alt: string;
  width: number;
  height: number;
  url: LinkData;
}

export interface Money {
  value: number;
  currency: string;
  cents: number;
}

export type ProductType = 'GIFT_CARD' | 'DONATION' | 'BLANK_CARD_PACK';
export type VariationType = 'DIGITAL' | 'PHYSICAL';

/** Spec §3 "Product card". */
export interface ProductCardData {
  id: string;
  title: string;
  heroTitle: string;
  path: string;
  slug: string;
  productType: ProductType;
  showShadow: boolean;
  backgroundColor: string;
  image: ImageData;
}

export interface PageMetadataData {
  path: string;
  title: string;
  description: string;
  keywords: string;
  noindex: boolean;
  nofollow: boolean;
}

export interface ProductListData {
  items: ProductCardData[];
  total: number;
  pageNumber: number;
  itemsPerPage: number;
  pageCount: number;
}

export interface ContentBlockData {
  __typename: 'ContentBlock';
  id: string;
  blockType: string;
  title: string;
  description: string;
  cardImage: ImageData | null;
  backgroundImage: ImageData | null;
  blockColor: string | null;
  referencedPath: string | null;
  link: LinkData | null;
  showHand: boolean;
}

export type QueueItemData = ({ __typename: 'Product' } & ProductCardData) | ContentBlockData;

export interface BlocksQueueData {
  queueID: string;
  title: string;
  items: QueueItemData[];
}

export interface CategoryData {
  id: string;
  title: string;
  description: string;
  slug: string;
  path: string;
  term: string;
  productCount: number;
  backgroundColor: string;
  icon: ImageData;
}

export interface OccasionCardData {
  id: string;
  title: string;
  heroTitle: string;
  description: string;
  backgroundColor: string;
  path: string;
  slug: string;
  image: ImageData;
}
