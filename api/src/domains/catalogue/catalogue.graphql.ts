/**
 * The catalogue (spec §3, §7): products and their variations, categories, taxonomies, occasions
 * ("giving moments" pages), blocks queues and page metadata. Everything is scoped to the request's
 * storefront (x-store / Host) and language (x-lang).
 */
export const catalogueTypeDefs = /* GraphQL */ `
  extend type Query {
    "The storefront's categories in display order."
    categories: [Category!]!
    "A category by its path (/kategorie/restaurants/), slug, id or term."
    category(path: String!): Category
    "Product lists (spec §7): filters, paging and order; items are product cards."
    products(filters: ProductFilters, paging: PagingInput, sort: ProductSort = RELEVANCE): ProductList!
    "A product by its path (/geschenkkarten/apple-geschenkkarte/, any language of the storefront), slug or id."
    product(path: String!): Product
    "The terms of a taxonomy with their product counts (for filter menus)."
    taxonomy(collection: TaxonomyCollection!): [TaxonomyTerm!]!
    "Giving-moments pages in display order."
    occasions: [Occasion!]!
    "A giving-moments page by its path (/anlaesse/geburtstag/), slug or id."
    occasion(path: String!): Occasion
    "A blocks queue (spec §7 queue(queueID, filters.filterByTaxonomy)); null when the storefront has none by that id."
    queue(queueID: String!, filters: QueueFilters): BlocksQueue
    """
    SEO data of a page by its path (any page kind: stored, or built from the page's data in the path's
    language); the path may carry a list's ?page= and the blog's ?category=. null for a path that
    is no page: an unknown entity, a list page past the last, a path no route takes.
    """
    pageMetadata(path: String!): PageMetadata
  }

  """
  Spec §3 product types. A product's productType is GIFT_CARD, DONATION or BLANK_CARD_PACK: a gift
  card is one product whether it is sent by e-mail, by post or both (its variations say), which no
  single one of the spec's GIFTCARD_DIGITAL / GIFTCARD_PHYSICAL can tell. filterByProductType takes
  the spec's values too (ADR 0059): GIFTCARD_DIGITAL and GIFTCARD_PHYSICAL the gift cards sold by
  e-mail or by post, GIFTCARD_BLANK the same as BLANK_CARD_PACK.
  """
  enum ProductType {
    "A gift card (spec §3 {product}), sent digitally, physically or both."
    GIFT_CARD
    DONATION
    "A pack of blank cards, activated with a value later; the spec's GIFTCARD_BLANK."
    BLANK_CARD_PACK
    "Spec §3 {product}_DIGITAL, a filter: gift cards sold by e-mail (a digital variation). Never a product's productType."
    GIFTCARD_DIGITAL
    "Spec §3 {product}_PHYSICAL, a filter: gift cards sold by post (a physical variation). Never a product's productType."
    GIFTCARD_PHYSICAL
    "Spec §3 {product}_BLANK: the same as BLANK_CARD_PACK in a filter; a product's productType says BLANK_CARD_PACK."
    GIFTCARD_BLANK
  }

  enum VariationType {
    DIGITAL
    PHYSICAL
  }

  """
  The order of a product list. Every order ends on the product's id, so the pages of one order never
  repeat or skip a product.
  """
  enum ProductSort {
    "The list's own order: the storefront's popularity rank, a category's or occasion's curated order (default)."
    RELEVANCE
    "By the lowest price (priceRange.min), cheapest first; products without a price last."
    PRICE_ASC
    "By the lowest price (priceRange.min), dearest first; products without a price last."
    PRICE_DESC
    "By title, A to Z (accents and case folded)."
    NAME_ASC
  }

  input ProductFilters {
    filterByProductType: [ProductType!]
    filterByTaxonomy: [TaxonomyFilterInput!]
    filterByPage: PageFilterInput
  }

  """
  The products a page references in one of its fields: pageType "category" (fieldName "products"
  or "topList") or "occasion" (fieldName "products"); pageId is the page's id.
  """
  input PageFilterInput {
    fieldName: String!
    pageId: ID!
    pageType: String!
  }

  type ProductList {
    items: [Product!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
    pageCount: Int!
  }

  "A product; lists select the product-card fields (spec §3 Product card)."
  type Product {
    id: ID!
    title: String!
    heroTitle: String!
    description: String!
    image: Image!
    backgroundColor: String!
    "Text colour on the card (card colours)."
    foregroundColor: String!
    "Full path in this storefront and language, with trailing slash."
    path: String!
    slug: String!
    productType: ProductType!
    showShadow: Boolean!
    showHand: Boolean!
    "The All-in-1 choice card."
    isChoiceCard: Boolean!
    "False when no variation is in stock (spec §8 code 2031)."
    inStock: Boolean!
    "Sent registered (spec §1: wine)."
    registeredShipping: Boolean!
    brand: GiftCardBrand
    "True when the brand has shops in the storefront's country (locations pages)."
    hasLocations: Boolean!
    """
    How long the product's cards are valid in this storefront: the rule of its terms, the one the API
    issues cards with (a blank card's from its activation). The page says it in its own language.
    Null for a donation, which is no card.
    """
    validity: GiftCardValidity
    """
    The prices a customer can choose (a card's "from 5 €"): over the variations in stock, or over all
    sellable ones when none is; fixed prices count their list, a custom amount its minimum and maximum.
    min equal to max: one fixed price. Null when nothing of the product is for sale.
    """
    priceRange: PriceRange
    orderLimits: OrderLimits!
    variations: [Variation!]!
    "The variations a customer can buy now (in stock)."
    variationsToShow: [Variation!]!
    digitalVariationConfig: VariationConfig
    physicalVariationConfig: VariationConfig
    categories: [Category!]!
    metadata: PageMetadata
  }

  "How long a storefront's gift cards are valid (issue 35): one rule per storefront, as its terms state it."
  type GiftCardValidity {
    kind: GiftCardValidityKind!
    "How many years: 3 for the German END_OF_YEAR rule, 5 for FROM_PURCHASE."
    years: Int!
  }

  enum GiftCardValidityKind {
    "Until 31 December of the years-th year after the year of purchase (German law, §§ 195, 199 BGB)."
    END_OF_YEAR
    "From the purchase date until the same date years later (that day included)."
    FROM_PURCHASE
  }

  type GiftCardBrand {
    id: ID!
    name: String!
    "The brand's own web shop, where its card is redeemed online; null when it has none."
    webShop: ExternalLink
  }

  type PriceRange {
    min: Money!
    max: Money!
  }

  "Per-order limits of one product (spec §8: 2030 quantity, 2015 the Apple sum)."
  type OrderLimits {
    maxQuantity: Int
    maxTotal: Money
  }

  type Variation {
    id: ID!
    title: String!
    sku: String!
    variationType: VariationType!
    "The price shown before the customer chooses."
    price: Money!
    "Fixed prices to choose from, or suggested amounts for a custom amount."
    pricesToShow: [Money!]!
    hasFixedPrices: Boolean!
    "Custom amounts: whole numbers between minPrice and maxPrice."
    minPrice: Money!
    maxPrice: Money!
    inStock: Boolean!
  }

  type VariationConfig {
    pricesToShow: [Money!]!
    hasFixedPrices: Boolean!
    minPrice: Money!
    maxPrice: Money!
  }

  type Category {
    id: ID!
    title: String!
    description: String!
    icon: Image!
    backgroundColor: String!
    path: String!
    slug: String!
    "Its term in cb_api_giftcard_categories (for filterByTaxonomy)."
    term: String!
    productCount: Int!
    "The category's most chosen products, in order."
    topList(limit: Int = 4): [Product!]!
    metadata: PageMetadata
  }

  type TaxonomyTerm {
    id: ID!
    collection: TaxonomyCollection!
    term: String!
    label: String!
    productCount: Int!
  }

  "A giving-moments page (occasion)."
  type Occasion {
    id: ID!
    title: String!
    heroTitle: String!
    description: String!
    backgroundColor: String!
    image: Image!
    path: String!
    slug: String!
    products(limit: Int = 12, sort: ProductSort = RELEVANCE): [Product!]!
    metadata: PageMetadata
  }

  input QueueFilters {
    filterByTaxonomy: [TaxonomyFilterInput!]
  }

  type BlocksQueue {
    queueID: String!
    title: String!
    items: [QueueItem!]!
  }

  union QueueItem = Product | ContentBlock

  """
  Spec §3 content block types (blog block, contact, colored, image/body, product reference,
  testimonial, title/body/image, usp image, with hand, and our usp and highlighted blocks).
  """
  enum ContentBlockType {
    BLOG_BLOCK
    CONTACT
    COLORED
    IMAGE_BODY
    PRODUCT_REFERENCE
    TESTIMONIAL
    TITLE_BODY_IMAGE
    USP
    USP_IMAGE
    WITH_HAND
    HIGHLIGHTED
  }

  "Spec §3 video providers."
  enum VideoProvider {
    VIMEO
    YOUTUBE
  }

  "A video at its provider, as a content block links to it."
  type Video {
    provider: VideoProvider!
    "The provider's id of the video."
    videoId: String!
    "The video's page at the provider."
    url: String!
    "The provider's player for an iframe (YouTube: youtube-nocookie.com)."
    embedUrl: String!
  }

  "A content block (USP, coloured block, product reference, highlighted block …)."
  type ContentBlock {
    id: ID!
    "The block's type as the editors store it (camelCase: usp, colored …); type is the same as the spec's enum."
    blockType: String!
    "Spec §3 content block type."
    type: ContentBlockType!
    "The video the block's link shows (a YouTube or Vimeo link); null otherwise."
    video: Video
    title: String!
    description: String!
    cardImage: Image
    backgroundImage: Image
    backgroundColor: String
    referencedPath: String
    link: Link
    showHand: Boolean!
    product: Product
  }

  type PageMetadata {
    path: String!
    title: String!
    description: String!
    keywords: String!
    noindex: Boolean!
    nofollow: Boolean!
    "Absolute URL of this page (STOREFRONT_URL_TEMPLATE origin + path)."
    canonical: String!
    "The same page in every language of the storefront, plus x-default."
    hreflangTags: [HreflangTag!]!
    hreflangTags_v1: [HreflangTagV1!]!
  }

  type HreflangTag {
    "e.g. de-DE, en-DE, x-default"
    hreflang: String!
    href: String!
    "Spec §3: the language of the page (the storefront's default language for x-default)."
    langCode: String!
    countryCode: String!
    "The storefront's public origin."
    origin: String!
    path: String!
    "The x-default tag (the page in the storefront's default language)."
    isDefault: Boolean!
  }

  type HreflangTagV1 {
    langCode: String!
    countryCode: String!
    origin: String!
    path: String!
    isDefault: Boolean!
  }
`;
