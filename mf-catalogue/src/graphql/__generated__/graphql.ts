/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddGiftCardPackageInput = {
  /** The value of one card in cents (custom amounts: whole currency units, so a multiple of 100). */
  amountCents: number;
  giftPacking: boolean;
  personalMessage?: string | null | undefined;
  productId: string;
  quantity: number;
  /** Add to this receiver; by default digital packages get a receiver of their own and physical ones join the physical receiver (SPLIT: their own). */
  shipmentTag?: string | null | undefined;
  variationId: string;
  variationType: VariationType;
  wrapper?: VariationType | null | undefined;
};

export type GiftCardValidityKind =
  /** Until 31 December of the years-th year after the year of purchase (German law, §§ 195, 199 BGB). */
  | 'END_OF_YEAR'
  /** From the purchase date until the same date years later (that day included). */
  | 'FROM_PURCHASE';

/** Spec §3: a path is relative (inside the shop) or absolute (another site). */
export type LinkType =
  | 'absolute'
  | 'relative';

/**
 * The products a page references in one of its fields: pageType "category" (fieldName "products"
 * or "topList") or "occasion" (fieldName "products"); pageId is the page's id.
 */
export type PageFilterInput = {
  fieldName: string;
  pageId: string;
  pageType: string;
};

/** 1-based page number; itemsPerPage is capped (100 for products and locations). */
export type PagingInput = {
  itemsPerPage?: number | null | undefined;
  pageNumber?: number | null | undefined;
};

export type ProductFilters = {
  filterByPage?: PageFilterInput | null | undefined;
  filterByProductType?: Array<ProductType> | null | undefined;
  filterByTaxonomy?: Array<TaxonomyFilterInput> | null | undefined;
};

/**
 * The order of a product list. Every order ends on the product's id, so the pages of one order never
 * repeat or skip a product.
 */
export type ProductSort =
  /** By title, A to Z (accents and case folded). */
  | 'NAME_ASC'
  /** By the lowest price (priceRange.min), cheapest first; products without a price last. */
  | 'PRICE_ASC'
  /** By the lowest price (priceRange.min), dearest first; products without a price last. */
  | 'PRICE_DESC'
  /** The list's own order: the storefront's popularity rank, a category's or occasion's curated order (default). */
  | 'RELEVANCE';

/**
 * Spec §3 product types. A product's productType is GIFT_CARD, DONATION or BLANK_CARD_PACK: a gift
 * card is one product whether it is sent by e-mail, by post or both (its variations say), which no
 * single one of the spec's GIFTCARD_DIGITAL / GIFTCARD_PHYSICAL can tell. filterByProductType takes
 * the spec's values too (ADR 0059): GIFTCARD_DIGITAL and GIFTCARD_PHYSICAL the gift cards sold by
 * e-mail or by post, GIFTCARD_BLANK the same as BLANK_CARD_PACK.
 */
export type ProductType =
  /** A pack of blank cards, activated with a value later; the spec's GIFTCARD_BLANK. */
  | 'BLANK_CARD_PACK'
  | 'DONATION'
  /** Spec §3 {product}_BLANK: the same as BLANK_CARD_PACK in a filter; a product's productType says BLANK_CARD_PACK. */
  | 'GIFTCARD_BLANK'
  /** Spec §3 {product}_DIGITAL, a filter: gift cards sold by e-mail (a digital variation). Never a product's productType. */
  | 'GIFTCARD_DIGITAL'
  /** Spec §3 {product}_PHYSICAL, a filter: gift cards sold by post (a physical variation). Never a product's productType. */
  | 'GIFTCARD_PHYSICAL'
  /** A gift card (spec §3 {product}), sent digitally, physically or both. */
  | 'GIFT_CARD';

export type SearchGroupType =
  /** Gift cards (all product types): the direct hits and the cards of an occasion the search names. */
  | 'GIFT_CARDS'
  /** Giving-moments pages: those the search names (title, its start or a typo of it) first. */
  | 'GIVING_MOMENTS';

/** How the results were found: stemmed full text (with prefix on the last word) or the typo-tolerant fallback. */
export type SearchMatchMode =
  | 'FULL_TEXT'
  | 'NONE'
  | 'TYPO_TOLERANT';

/** The taxonomies of spec §3 (cb_api_{product}_… with {product} = giftcard). */
export type TaxonomyCollection =
  | 'cb_api_giftcard_categories'
  | 'cb_api_giftcard_promotions'
  | 'cb_api_giftcard_types';

/** Products carrying any of the terms (terms of one collection are OR-ed, several filters AND-ed). */
export type TaxonomyFilterInput = {
  collection: TaxonomyCollection;
  terms: Array<string>;
};

export type VariationType =
  | 'DIGITAL'
  | 'PHYSICAL';

export type CatalogueCategoryPageQueryVariables = Exact<{
  path: string;
}>;


export type CatalogueCategoryPageQuery = { category: { id: string, title: string, description: string, slug: string, path: string, term: string, productCount: number, backgroundColor: string, topList: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }>, metadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null, icon: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } } | null, categories: Array<{ id: string, title: string, slug: string }> };

export type CatalogueCategoryProductsQueryVariables = Exact<{
  pageId: string;
  paging: PagingInput;
  sort?: ProductSort | null | undefined;
}>;


export type CatalogueCategoryProductsQuery = { products: { total: number, pageNumber: number, itemsPerPage: number, pageCount: number, items: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }> } };

export type CatalogueAllCategoriesQueryVariables = Exact<{
  path: string;
}>;


export type CatalogueAllCategoriesQuery = { categories: Array<{ id: string, title: string, description: string, slug: string, path: string, term: string, productCount: number, backgroundColor: string, topList: Array<{ id: string, title: string, slug: string, path: string }>, icon: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }>, pageMetadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null };

export type CatalogueRestaurantLocationsQueryVariables = Exact<{
  term: string;
}>;


export type CatalogueRestaurantLocationsQuery = { products: { items: Array<{ id: string, title: string, slug: string, hasLocations: boolean }> } };

export type CatalogueImageFragment = { alt: string, width: number, height: number, url: { href: string, type: LinkType } };

export type CatalogueProductCardFragment = { id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null };

export type CatalogueContentBlockFragment = { id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null };

export type CataloguePageMetadataFragment = { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean };

export type CatalogueCategoryFragment = { id: string, title: string, description: string, slug: string, path: string, term: string, productCount: number, backgroundColor: string, icon: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } };

export type CatalogueOccasionCardFragment = { id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } };

export type CatalogueBlocksQueueFragment = { queueID: string, title: string, items: Array<
    | { __typename: 'ContentBlock', id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null }
    | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
  > };

export type CatalogueHomeQueryVariables = Exact<{
  path: string;
  v2: boolean;
}>;


export type CatalogueHomeQuery = { mostChosen: { queueID: string, title: string, items: Array<
      | { __typename: 'ContentBlock', id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null }
      | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
    > } | null, usps: { queueID: string, title: string, items: Array<
      | { __typename: 'ContentBlock', id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null }
      | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
    > } | null, promotions?: { queueID: string, title: string, items: Array<
      | { __typename: 'ContentBlock', id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null }
      | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
    > } | null, categories: Array<{ id: string, title: string, description: string, slug: string, path: string, term: string, productCount: number, backgroundColor: string, icon: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }>, occasions: Array<{ id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }>, catalogueSize: { total: number }, storeData?: { featuredBlock: { image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, link: { href: string, type: LinkType } } }, pageMetadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null };

export type CatalogueLocationFragment = { id: string, slug: string, name: string, street: string, houseNumber: string, postcode: string, city: string, administrativeArea: string, countryCode: string, latitude: number, longitude: number };

export type CatalogueLocationsProductFragment = { id: string, title: string, slug: string, path: string, backgroundColor: string, showShadow: boolean, hasLocations: boolean, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, brand: { id: string, name: string } | null };

export type CatalogueLocationsQueryVariables = Exact<{
  product: string;
  latmin?: number | null | undefined;
  latmax?: number | null | undefined;
  lonmin?: number | null | undefined;
  lonmax?: number | null | undefined;
  paging: PagingInput;
}>;


export type CatalogueLocationsQuery = { product: { id: string, title: string, slug: string, path: string, backgroundColor: string, showShadow: boolean, hasLocations: boolean, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, brand: { id: string, name: string } | null } | null, locations: { total: number, pageCount: number, items: Array<{ id: string, slug: string, name: string, street: string, houseNumber: string, postcode: string, city: string, administrativeArea: string, countryCode: string, latitude: number, longitude: number }> } };

export type CatalogueLocationQueryVariables = Exact<{
  product: string;
  slug: string;
}>;


export type CatalogueLocationQuery = { product: { id: string, title: string, slug: string, path: string, backgroundColor: string, showShadow: boolean, hasLocations: boolean, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, brand: { id: string, name: string } | null } | null, location: { id: string, slug: string, name: string, street: string, houseNumber: string, postcode: string, city: string, administrativeArea: string, countryCode: string, latitude: number, longitude: number } | null };

export type CatalogueNearbyLocationsQueryVariables = Exact<{
  product: string;
  latmin: number;
  latmax: number;
  lonmin: number;
  lonmax: number;
}>;


export type CatalogueNearbyLocationsQuery = { locations: { items: Array<{ id: string, slug: string, name: string, street: string, houseNumber: string, postcode: string, city: string, administrativeArea: string, countryCode: string, latitude: number, longitude: number }> } };

export type CatalogueLocationSuggestionsQueryVariables = Exact<{
  inputText: string;
  product?: string | null | undefined;
}>;


export type CatalogueLocationSuggestionsQuery = { getLocationAddressSuggestions: Array<{ label: string, countryCode: string, administrativeArea: string, locality: string, latitude: number, longitude: number, locationCount: number }> };

export type CatalogueOccasionsQueryVariables = Exact<{
  path: string;
}>;


export type CatalogueOccasionsQuery = { occasions: Array<{ id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }>, pageMetadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null };

export type CatalogueOccasionQueryVariables = Exact<{
  path: string;
  limit: number;
  sort?: ProductSort | null | undefined;
}>;


export type CatalogueOccasionQuery = { occasion: { id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, products: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }>, metadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } } | null, occasions: Array<{ id: string, title: string, slug: string }> };

export type CatalogueFilterCountQueryVariables = Exact<{
  filters?: ProductFilters | null | undefined;
}>;


export type CatalogueFilterCountQuery = { products: { total: number } };

export type CatalogueTaxonomyTermFragment = { id: string, term: string, label: string, productCount: number };

export type CatalogueProductListQueryVariables = Exact<{
  filters?: ProductFilters | null | undefined;
  paging: PagingInput;
  path: string;
  sort?: ProductSort | null | undefined;
}>;


export type CatalogueProductListQuery = { products: { total: number, pageNumber: number, itemsPerPage: number, pageCount: number, items: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }> }, categoryTerms: Array<{ id: string, term: string, label: string, productCount: number }>, typeTerms: Array<{ id: string, term: string, label: string, productCount: number }>, pageMetadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null };

export type CatalogueProductSearchQueryVariables = Exact<{
  inputText: string;
}>;


export type CatalogueProductSearchQuery = { search_v1: { body: Array<{ groupType: SearchGroupType, items: Array<
        | { __typename: 'Occasion', id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }
        | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
      > }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CatalogueSearchNextStepsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSearchNextStepsQuery = { popularSearchResults: { entities: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }> }, occasions: Array<{ id: string, title: string, heroTitle: string, description: string, backgroundColor: string, path: string, slug: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }> };

export type CatalogueBlankPacksQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueBlankPacksQuery = { products: { items: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }> } };

export type CatalogueChoiceScopeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueChoiceScopeQuery = { giftCards: { total: number }, categories: Array<{ id: string }> };

export type CatalogueMoneyFragment = { value: number, currency: string, cents: number };

export type CatalogueProductQueryVariables = Exact<{
  path: string;
}>;


export type CatalogueProductQuery = { product: { id: string, title: string, heroTitle: string, description: string, slug: string, path: string, productType: ProductType, showShadow: boolean, showHand: boolean, backgroundColor: string, foregroundColor: string, isChoiceCard: boolean, inStock: boolean, registeredShipping: boolean, hasLocations: boolean, validity: { kind: GiftCardValidityKind, years: number } | null, brand: { id: string, name: string, webShop: { title: string, url: string } | null } | null, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, orderLimits: { maxQuantity: number | null, maxTotal: { value: number, currency: string, cents: number } | null }, variations: Array<{ id: string, title: string, sku: string, variationType: VariationType, inStock: boolean, hasFixedPrices: boolean, price: { value: number, currency: string, cents: number }, pricesToShow: Array<{ value: number, currency: string, cents: number }>, minPrice: { value: number, currency: string, cents: number }, maxPrice: { value: number, currency: string, cents: number } }>, categories: Array<{ id: string, title: string, slug: string, topList: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }> }>, metadata: { path: string, title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean } | null } | null, cartPrices: { giftPacking: { value: number, currency: string, cents: number }, wrapper: { value: number, currency: string, cents: number }, digitalWrapper: { value: number, currency: string, cents: number }, personalMessage: { value: number, currency: string, cents: number }, registeredThreshold: { value: number, currency: string, cents: number } } };

export type AddGiftCardPackageMutationVariables = Exact<{
  input: AddGiftCardPackageInput;
}>;


export type AddGiftCardPackageMutation = { addGiftCardPackage: { packageId: string | null, order: { id: string, totals: { grandTotal: { value: number, currency: string } }, slimCart: { id: string, packageIds: Array<string>, cardQty: number, variationQty: number, totalQuantity: number, packagesGroups: Array<{ packageIds: Array<string> }> } } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type CataloguePopularSearchQueryVariables = Exact<{ [key: string]: never; }>;


export type CataloguePopularSearchQuery = { popularSearchResults: { terms: Array<{ title: string, url: { href: string, type: LinkType } }>, entities: Array<{ id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }>, highlightedBlocks: Array<{ id: string, blockType: string, title: string, description: string, showHand: boolean, referencedPath: string | null, blockColor: string | null, cardImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, backgroundImage: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, link: { href: string, type: LinkType } | null }> } };

export type CatalogueLiveSearchQueryVariables = Exact<{
  inputText: string;
}>;


export type CatalogueLiveSearchQuery = { search_v1: { matchMode: SearchMatchMode, body: Array<{ groupType: SearchGroupType, items: Array<
        | { __typename: 'Occasion', id: string, title: string, heroTitle: string, path: string, slug: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } }
        | { __typename: 'Product', id: string, title: string, heroTitle: string, path: string, slug: string, productType: ProductType, showShadow: boolean, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, priceRange: { min: { value: number, currency: string }, max: { value: number } } | null }
      > }>, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const CataloguePageMetadataFragmentDoc = new TypedDocumentString(`
    fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
    `, {"fragmentName":"CataloguePageMetadata"}) as unknown as TypedDocumentString<CataloguePageMetadataFragment, unknown>;
export const CatalogueImageFragmentDoc = new TypedDocumentString(`
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
    `, {"fragmentName":"CatalogueImage"}) as unknown as TypedDocumentString<CatalogueImageFragment, unknown>;
export const CatalogueCategoryFragmentDoc = new TypedDocumentString(`
    fragment CatalogueCategory on Category {
  id
  title
  description
  slug
  path
  term
  productCount
  backgroundColor
  icon {
    ...CatalogueImage
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`, {"fragmentName":"CatalogueCategory"}) as unknown as TypedDocumentString<CatalogueCategoryFragment, unknown>;
export const CatalogueOccasionCardFragmentDoc = new TypedDocumentString(`
    fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`, {"fragmentName":"CatalogueOccasionCard"}) as unknown as TypedDocumentString<CatalogueOccasionCardFragment, unknown>;
export const CatalogueProductCardFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`, {"fragmentName":"CatalogueProductCard"}) as unknown as TypedDocumentString<CatalogueProductCardFragment, unknown>;
export const CatalogueContentBlockFragmentDoc = new TypedDocumentString(`
    fragment CatalogueContentBlock on ContentBlock {
  id
  blockType
  title
  description
  showHand
  referencedPath
  blockColor: backgroundColor
  cardImage {
    ...CatalogueImage
  }
  backgroundImage {
    ...CatalogueImage
  }
  link {
    href
    type
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`, {"fragmentName":"CatalogueContentBlock"}) as unknown as TypedDocumentString<CatalogueContentBlockFragment, unknown>;
export const CatalogueBlocksQueueFragmentDoc = new TypedDocumentString(`
    fragment CatalogueBlocksQueue on BlocksQueue {
  queueID
  title
  items {
    __typename
    ...CatalogueProductCard
    ...CatalogueContentBlock
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CatalogueContentBlock on ContentBlock {
  id
  blockType
  title
  description
  showHand
  referencedPath
  blockColor: backgroundColor
  cardImage {
    ...CatalogueImage
  }
  backgroundImage {
    ...CatalogueImage
  }
  link {
    href
    type
  }
}`, {"fragmentName":"CatalogueBlocksQueue"}) as unknown as TypedDocumentString<CatalogueBlocksQueueFragment, unknown>;
export const CatalogueLocationFragmentDoc = new TypedDocumentString(`
    fragment CatalogueLocation on Location {
  id
  slug
  name
  street
  houseNumber
  postcode
  city
  administrativeArea
  countryCode
  latitude
  longitude
}
    `, {"fragmentName":"CatalogueLocation"}) as unknown as TypedDocumentString<CatalogueLocationFragment, unknown>;
export const CatalogueLocationsProductFragmentDoc = new TypedDocumentString(`
    fragment CatalogueLocationsProduct on Product {
  id
  title
  slug
  path
  backgroundColor
  showShadow
  hasLocations
  image {
    ...CatalogueImage
  }
  brand {
    id
    name
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`, {"fragmentName":"CatalogueLocationsProduct"}) as unknown as TypedDocumentString<CatalogueLocationsProductFragment, unknown>;
export const CatalogueTaxonomyTermFragmentDoc = new TypedDocumentString(`
    fragment CatalogueTaxonomyTerm on TaxonomyTerm {
  id
  term
  label
  productCount
}
    `, {"fragmentName":"CatalogueTaxonomyTerm"}) as unknown as TypedDocumentString<CatalogueTaxonomyTermFragment, unknown>;
export const CatalogueMoneyFragmentDoc = new TypedDocumentString(`
    fragment CatalogueMoney on Money {
  value
  currency
  cents
}
    `, {"fragmentName":"CatalogueMoney"}) as unknown as TypedDocumentString<CatalogueMoneyFragment, unknown>;
export const CatalogueCategoryPageDocument = new TypedDocumentString(`
    query CatalogueCategoryPage($path: String!) {
  category(path: $path) {
    ...CatalogueCategory
    topList(limit: 4) {
      ...CatalogueProductCard
    }
    metadata {
      ...CataloguePageMetadata
    }
  }
  categories {
    id
    title
    slug
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueCategory on Category {
  id
  title
  description
  slug
  path
  term
  productCount
  backgroundColor
  icon {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueCategoryPageQuery, CatalogueCategoryPageQueryVariables>;
export const CatalogueCategoryProductsDocument = new TypedDocumentString(`
    query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!, $sort: ProductSort) {
  products(
    filters: {filterByPage: {pageType: "category", pageId: $pageId, fieldName: "products"}}
    paging: $paging
    sort: $sort
  ) {
    total
    pageNumber
    itemsPerPage
    pageCount
    items {
      ...CatalogueProductCard
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}`) as unknown as TypedDocumentString<CatalogueCategoryProductsQuery, CatalogueCategoryProductsQueryVariables>;
export const CatalogueAllCategoriesDocument = new TypedDocumentString(`
    query CatalogueAllCategories($path: String!) {
  categories {
    ...CatalogueCategory
    topList(limit: 3) {
      id
      title
      slug
      path
    }
  }
  pageMetadata(path: $path) {
    ...CataloguePageMetadata
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueCategory on Category {
  id
  title
  description
  slug
  path
  term
  productCount
  backgroundColor
  icon {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueAllCategoriesQuery, CatalogueAllCategoriesQueryVariables>;
export const CatalogueRestaurantLocationsDocument = new TypedDocumentString(`
    query CatalogueRestaurantLocations($term: String!) {
  products(
    filters: {filterByTaxonomy: [{collection: cb_api_giftcard_categories, terms: [$term]}]}
    paging: {itemsPerPage: 100, pageNumber: 1}
  ) {
    items {
      id
      title
      slug
      hasLocations
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueRestaurantLocationsQuery, CatalogueRestaurantLocationsQueryVariables>;
export const CatalogueHomeDocument = new TypedDocumentString(`
    query CatalogueHome($path: String!, $v2: Boolean!) {
  mostChosen: queue(queueID: "home-most-chosen") {
    ...CatalogueBlocksQueue
  }
  usps: queue(queueID: "home-usps") {
    ...CatalogueBlocksQueue
  }
  promotions: queue(queueID: "home-promotions") @include(if: $v2) {
    ...CatalogueBlocksQueue
  }
  categories {
    ...CatalogueCategory
  }
  occasions {
    ...CatalogueOccasionCard
  }
  catalogueSize: products(paging: {itemsPerPage: 1, pageNumber: 1}) {
    total
  }
  storeData @include(if: $v2) {
    featuredBlock {
      image {
        ...CatalogueImage
      }
      link {
        href
        type
      }
    }
  }
  pageMetadata(path: $path) {
    ...CataloguePageMetadata
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CatalogueContentBlock on ContentBlock {
  id
  blockType
  title
  description
  showHand
  referencedPath
  blockColor: backgroundColor
  cardImage {
    ...CatalogueImage
  }
  backgroundImage {
    ...CatalogueImage
  }
  link {
    href
    type
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueCategory on Category {
  id
  title
  description
  slug
  path
  term
  productCount
  backgroundColor
  icon {
    ...CatalogueImage
  }
}
fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}
fragment CatalogueBlocksQueue on BlocksQueue {
  queueID
  title
  items {
    __typename
    ...CatalogueProductCard
    ...CatalogueContentBlock
  }
}`) as unknown as TypedDocumentString<CatalogueHomeQuery, CatalogueHomeQueryVariables>;
export const CatalogueLocationsDocument = new TypedDocumentString(`
    query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {
  product(path: $product) {
    ...CatalogueLocationsProduct
  }
  locations(
    filters: {product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax}
    paging: $paging
  ) {
    total
    pageCount
    items {
      ...CatalogueLocation
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueLocation on Location {
  id
  slug
  name
  street
  houseNumber
  postcode
  city
  administrativeArea
  countryCode
  latitude
  longitude
}
fragment CatalogueLocationsProduct on Product {
  id
  title
  slug
  path
  backgroundColor
  showShadow
  hasLocations
  image {
    ...CatalogueImage
  }
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<CatalogueLocationsQuery, CatalogueLocationsQueryVariables>;
export const CatalogueLocationDocument = new TypedDocumentString(`
    query CatalogueLocation($product: String!, $slug: String!) {
  product(path: $product) {
    ...CatalogueLocationsProduct
  }
  location(product: $product, slug: $slug) {
    ...CatalogueLocation
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueLocation on Location {
  id
  slug
  name
  street
  houseNumber
  postcode
  city
  administrativeArea
  countryCode
  latitude
  longitude
}
fragment CatalogueLocationsProduct on Product {
  id
  title
  slug
  path
  backgroundColor
  showShadow
  hasLocations
  image {
    ...CatalogueImage
  }
  brand {
    id
    name
  }
}`) as unknown as TypedDocumentString<CatalogueLocationQuery, CatalogueLocationQueryVariables>;
export const CatalogueNearbyLocationsDocument = new TypedDocumentString(`
    query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {
  locations(
    filters: {product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax}
    paging: {itemsPerPage: 6, pageNumber: 1}
  ) {
    items {
      ...CatalogueLocation
    }
  }
}
    fragment CatalogueLocation on Location {
  id
  slug
  name
  street
  houseNumber
  postcode
  city
  administrativeArea
  countryCode
  latitude
  longitude
}`) as unknown as TypedDocumentString<CatalogueNearbyLocationsQuery, CatalogueNearbyLocationsQueryVariables>;
export const CatalogueLocationSuggestionsDocument = new TypedDocumentString(`
    query CatalogueLocationSuggestions($inputText: String!, $product: String) {
  getLocationAddressSuggestions(
    filters: {inputText: $inputText, product: $product}
    paging: {itemsPerPage: 8, pageNumber: 1}
  ) {
    label
    countryCode
    administrativeArea
    locality
    latitude
    longitude
    locationCount
  }
}
    `) as unknown as TypedDocumentString<CatalogueLocationSuggestionsQuery, CatalogueLocationSuggestionsQueryVariables>;
export const CatalogueOccasionsDocument = new TypedDocumentString(`
    query CatalogueOccasions($path: String!) {
  occasions {
    ...CatalogueOccasionCard
  }
  pageMetadata(path: $path) {
    ...CataloguePageMetadata
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueOccasionsQuery, CatalogueOccasionsQueryVariables>;
export const CatalogueOccasionDocument = new TypedDocumentString(`
    query CatalogueOccasion($path: String!, $limit: Int!, $sort: ProductSort) {
  occasion(path: $path) {
    ...CatalogueOccasionCard
    products(limit: $limit, sort: $sort) {
      ...CatalogueProductCard
    }
    metadata {
      ...CataloguePageMetadata
    }
  }
  occasions {
    id
    title
    slug
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueOccasionQuery, CatalogueOccasionQueryVariables>;
export const CatalogueFilterCountDocument = new TypedDocumentString(`
    query CatalogueFilterCount($filters: ProductFilters) {
  products(filters: $filters, paging: {itemsPerPage: 1, pageNumber: 1}) {
    total
  }
}
    `) as unknown as TypedDocumentString<CatalogueFilterCountQuery, CatalogueFilterCountQueryVariables>;
export const CatalogueProductListDocument = new TypedDocumentString(`
    query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!, $sort: ProductSort) {
  products(filters: $filters, paging: $paging, sort: $sort) {
    total
    pageNumber
    itemsPerPage
    pageCount
    items {
      ...CatalogueProductCard
    }
  }
  categoryTerms: taxonomy(collection: cb_api_giftcard_categories) {
    ...CatalogueTaxonomyTerm
  }
  typeTerms: taxonomy(collection: cb_api_giftcard_types) {
    ...CatalogueTaxonomyTerm
  }
  pageMetadata(path: $path) {
    ...CataloguePageMetadata
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueTaxonomyTerm on TaxonomyTerm {
  id
  term
  label
  productCount
}`) as unknown as TypedDocumentString<CatalogueProductListQuery, CatalogueProductListQueryVariables>;
export const CatalogueProductSearchDocument = new TypedDocumentString(`
    query CatalogueProductSearch($inputText: String!) {
  search_v1(inputText: $inputText) {
    body {
      groupType
      items {
        __typename
        ... on Product {
          ...CatalogueProductCard
        }
        ... on Occasion {
          ...CatalogueOccasionCard
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueProductSearchQuery, CatalogueProductSearchQueryVariables>;
export const CatalogueSearchNextStepsDocument = new TypedDocumentString(`
    query CatalogueSearchNextSteps {
  popularSearchResults {
    entities {
      ...CatalogueProductCard
    }
  }
  occasions {
    ...CatalogueOccasionCard
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CatalogueOccasionCard on Occasion {
  id
  title
  heroTitle
  description
  backgroundColor
  path
  slug
  image {
    ...CatalogueImage
  }
}`) as unknown as TypedDocumentString<CatalogueSearchNextStepsQuery, CatalogueSearchNextStepsQueryVariables>;
export const CatalogueBlankPacksDocument = new TypedDocumentString(`
    query CatalogueBlankPacks {
  products(
    filters: {filterByProductType: [BLANK_CARD_PACK]}
    paging: {itemsPerPage: 12, pageNumber: 1}
  ) {
    items {
      ...CatalogueProductCard
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}`) as unknown as TypedDocumentString<CatalogueBlankPacksQuery, CatalogueBlankPacksQueryVariables>;
export const CatalogueChoiceScopeDocument = new TypedDocumentString(`
    query CatalogueChoiceScope {
  giftCards: products(
    filters: {filterByProductType: [GIFT_CARD]}
    paging: {itemsPerPage: 1, pageNumber: 1}
  ) {
    total
  }
  categories {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogueChoiceScopeQuery, CatalogueChoiceScopeQueryVariables>;
export const CatalogueProductDocument = new TypedDocumentString(`
    query CatalogueProduct($path: String!) {
  product(path: $path) {
    id
    title
    heroTitle
    description
    slug
    path
    productType
    showShadow
    showHand
    backgroundColor
    foregroundColor
    isChoiceCard
    inStock
    registeredShipping
    hasLocations
    validity {
      kind
      years
    }
    brand {
      id
      name
      webShop {
        title
        url
      }
    }
    image {
      ...CatalogueImage
    }
    orderLimits {
      maxQuantity
      maxTotal {
        ...CatalogueMoney
      }
    }
    variations {
      id
      title
      sku
      variationType
      inStock
      hasFixedPrices
      price {
        ...CatalogueMoney
      }
      pricesToShow {
        ...CatalogueMoney
      }
      minPrice {
        ...CatalogueMoney
      }
      maxPrice {
        ...CatalogueMoney
      }
    }
    categories {
      id
      title
      slug
      topList(limit: 5) {
        ...CatalogueProductCard
      }
    }
    metadata {
      ...CataloguePageMetadata
    }
  }
  cartPrices {
    giftPacking {
      ...CatalogueMoney
    }
    wrapper {
      ...CatalogueMoney
    }
    digitalWrapper {
      ...CatalogueMoney
    }
    personalMessage {
      ...CatalogueMoney
    }
    registeredThreshold {
      ...CatalogueMoney
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CataloguePageMetadata on PageMetadata {
  path
  title
  description
  keywords
  noindex
  nofollow
}
fragment CatalogueMoney on Money {
  value
  currency
  cents
}`) as unknown as TypedDocumentString<CatalogueProductQuery, CatalogueProductQueryVariables>;
export const AddGiftCardPackageDocument = new TypedDocumentString(`
    mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {
  addGiftCardPackage(input: $input) {
    order {
      id
      totals {
        grandTotal {
          value
          currency
        }
      }
      slimCart {
        id
        packageIds
        cardQty
        variationQty
        totalQuantity
        packagesGroups {
          packageIds
        }
      }
    }
    packageId
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<AddGiftCardPackageMutation, AddGiftCardPackageMutationVariables>;
export const CataloguePopularSearchDocument = new TypedDocumentString(`
    query CataloguePopularSearch {
  popularSearchResults {
    terms {
      title
      url {
        href
        type
      }
    }
    entities {
      ...CatalogueProductCard
    }
    highlightedBlocks {
      ...CatalogueContentBlock
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}
fragment CatalogueContentBlock on ContentBlock {
  id
  blockType
  title
  description
  showHand
  referencedPath
  blockColor: backgroundColor
  cardImage {
    ...CatalogueImage
  }
  backgroundImage {
    ...CatalogueImage
  }
  link {
    href
    type
  }
}`) as unknown as TypedDocumentString<CataloguePopularSearchQuery, CataloguePopularSearchQueryVariables>;
export const CatalogueLiveSearchDocument = new TypedDocumentString(`
    query CatalogueLiveSearch($inputText: String!) {
  search_v1(inputText: $inputText) {
    matchMode
    body {
      groupType
      items {
        __typename
        ... on Product {
          ...CatalogueProductCard
        }
        ... on Occasion {
          id
          title
          heroTitle
          path
          slug
          backgroundColor
          image {
            ...CatalogueImage
          }
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment CatalogueImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
fragment CatalogueProductCard on Product {
  id
  title
  heroTitle
  path
  slug
  productType
  showShadow
  backgroundColor
  image {
    ...CatalogueImage
  }
  priceRange {
    min {
      value
      currency
    }
    max {
      value
    }
  }
}`) as unknown as TypedDocumentString<CatalogueLiveSearchQuery, CatalogueLiveSearchQueryVariables>;