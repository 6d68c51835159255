/**
 * What catalogue resolvers hand around (codegen mappers point at these). Each carries a `kind`
 * so unions (queue items, search results) can resolve their GraphQL type.
 */
import type { LinkType, ProductType, TaxonomyCollection, VariationType } from '../../db/catalogue-schema';
import type { ImageModel } from '../../media/urls';

export interface ProductModel {
  kind: 'product';
  id: string;
  storefrontKey: string;
  /** The language of the texts (the request's, or the language of the path it was found by). */
  language: string;
  productType: ProductType;
  brandId: string | null;
  brandName: string | null;
  backgroundColor: string;
  foregroundColor: string;
  showShadow: boolean;
  showHand: boolean;
  registeredShipping: boolean;
  isChoiceCard: boolean;
  position: number;
  popularity: number;
  maxQuantityPerOrder: number | null;
  maxTotalPerOrderCents: number | null;
  title: string;
  heroTitle: string;
  description: string;
  slug: string;
  path: string;
  image: ImageModel;
  inStock: boolean;
  hasLocations: boolean;
  /** The brand's web shop (where its card is redeemed online), when it has one. */
  brandWebShop: { title: string; url: string } | null;
  /** Product.priceRange in cents; null when nothing of the product is for sale. */
  priceRange: { minCents: number; maxCents: number } | null;
}

export interface VariationModel {
  id: string;
  productId: string;
  /** The language the title is shown in (the product's). */
  language: string;
  /** Fallback language for the title. */
  defaultLanguage: string;
  variationType: VariationType;
  sku: string;
  titles: Record<string, string>;
  currency: string;
  hasFixedPrices: boolean;
  pricesToShowCents: number[];
  minPriceCents: number;
  maxPriceCents: number;
  defaultPriceCents: number;
  inStock: boolean;
  /** Left the catalogue (still shown on the cart and order lines that hold it, never sold). */
  retired: boolean;
}

export interface MoneyModel {
  currency: string;
  cents: number;
}

export interface CategoryModel {
  kind: 'category';
  id: string;
  language: string;
  term: string;
  title: string;
  description: string;
  slug: string;
  path: string;
  backgroundColor: string;
  icon: ImageModel;
}

export interface OccasionModel {
  kind: 'occasion';
  id: string;
  language: string;
  occasionKey: string;
  title: string;
  heroTitle: string;
  description: string;
  slug: string;
  path: string;
  backgroundColor: string;
  image: ImageModel;
}

export interface TaxonomyTermModel {
  id: string;
  collection: TaxonomyCollection;
  term: string;
  label: string;
  productCount: number;
}

export interface ContentBlockModel {
  kind: 'block';
  id: string;
  blockType: string;
  title: string;
  description: string;
  cardImage: ImageModel | null;
  backgroundImage: ImageModel | null;
  backgroundColor: string | null;
  referencedPath: string | null;
  linkType: LinkType;
  showHand: boolean;
  productId: string | null;
}

export type QueueItemModel = ProductModel | ContentBlockModel;

export interface QueueModel {
  queueID: string;
  title: string;
  items: QueueItemModel[];
}

export interface PageMetadataModel {
  storefrontKey: string;
  language: string;
  path: string;
  pageKey: string;
  title: string;
  description: string;
  keywords: string;
  noindex: boolean;
  nofollow: boolean;
  /** The canonical path with its query (`/blog/?page=2`, issue 36); absent: `path`. */
  canonicalPath?: string;
  /** The same page in the storefront's languages, for a head built from the page's data; absent: the stored rows of `pageKey`. */
  alternates?: Array<{ language: string; path: string }>;
}

export interface BrandModel {
  id: string;
  name: string;
}

export interface ListModel<T> {
  items: T[];
  total: number;
  pageNumber: number;
  itemsPerPage: number;
}

export type ProductListModel = ListModel<ProductModel>;

export interface OrderLimitsModel {
  maxQuantity: number | null;
  maxTotal: MoneyModel | null;
}
