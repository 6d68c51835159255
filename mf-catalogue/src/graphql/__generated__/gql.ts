/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CatalogueCategoryPage($path: String!) {\n    category(path: $path) {\n      ...CatalogueCategory\n      topList(limit: 4) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    categories { id title slug }\n  }\n": typeof types.CatalogueCategoryPageDocument,
    "\n  query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!, $sort: ProductSort) {\n    products(filters: { filterByPage: { pageType: \"category\", pageId: $pageId, fieldName: \"products\" } }, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n  }\n": typeof types.CatalogueCategoryProductsDocument,
    "\n  query CatalogueAllCategories($path: String!) {\n    categories { ...CatalogueCategory topList(limit: 3) { id title slug path } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": typeof types.CatalogueAllCategoriesDocument,
    "\n  query CatalogueRestaurantLocations($term: String!) {\n    products(\n      filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: [$term] }] }\n      paging: { itemsPerPage: 100, pageNumber: 1 }\n    ) { items { id title slug hasLocations } }\n  }\n": typeof types.CatalogueRestaurantLocationsDocument,
    "\n  fragment CatalogueImage on Image { alt width height url { href type } }\n": typeof types.CatalogueImageFragmentDoc,
    "\n  fragment CatalogueProductCard on Product {\n    id title heroTitle path slug productType showShadow backgroundColor\n    image { ...CatalogueImage }\n    priceRange { min { value currency } max { value } }\n  }\n": typeof types.CatalogueProductCardFragmentDoc,
    "\n  fragment CatalogueContentBlock on ContentBlock {\n    id blockType title description showHand referencedPath\n    blockColor: backgroundColor\n    cardImage { ...CatalogueImage }\n    backgroundImage { ...CatalogueImage }\n    link { href type }\n  }\n": typeof types.CatalogueContentBlockFragmentDoc,
    "\n  fragment CataloguePageMetadata on PageMetadata { path title description keywords noindex nofollow }\n": typeof types.CataloguePageMetadataFragmentDoc,
    "\n  fragment CatalogueCategory on Category {\n    id title description slug path term productCount backgroundColor\n    icon { ...CatalogueImage }\n  }\n": typeof types.CatalogueCategoryFragmentDoc,
    "\n  fragment CatalogueOccasionCard on Occasion {\n    id title heroTitle description backgroundColor path slug\n    image { ...CatalogueImage }\n  }\n": typeof types.CatalogueOccasionCardFragmentDoc,
    "\n  fragment CatalogueBlocksQueue on BlocksQueue { queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock } }\n": typeof types.CatalogueBlocksQueueFragmentDoc,
    "\n  query CatalogueHome($path: String!, $v2: Boolean!) {\n    mostChosen: queue(queueID: \"home-most-chosen\") { ...CatalogueBlocksQueue }\n    usps: queue(queueID: \"home-usps\") { ...CatalogueBlocksQueue }\n    promotions: queue(queueID: \"home-promotions\") @include(if: $v2) { ...CatalogueBlocksQueue }\n    categories { ...CatalogueCategory }\n    occasions { ...CatalogueOccasionCard }\n    catalogueSize: products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    storeData @include(if: $v2) { featuredBlock { image { ...CatalogueImage } link { href type } } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": typeof types.CatalogueHomeDocument,
    "\n  fragment CatalogueLocation on Location { id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude }\n": typeof types.CatalogueLocationFragmentDoc,
    "\n  fragment CatalogueLocationsProduct on Product {\n    id title slug path backgroundColor showShadow hasLocations\n    image { ...CatalogueImage }\n    brand { id name }\n  }\n": typeof types.CatalogueLocationsProductFragmentDoc,
    "\n  query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: $paging) {\n      total pageCount\n      items { ...CatalogueLocation }\n    }\n  }\n": typeof types.CatalogueLocationsDocument,
    "\n  query CatalogueLocation($product: String!, $slug: String!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    location(product: $product, slug: $slug) { ...CatalogueLocation }\n  }\n": typeof types.CatalogueLocationDocument,
    "\n  query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: { itemsPerPage: 6, pageNumber: 1 }) {\n      items { ...CatalogueLocation }\n    }\n  }\n": typeof types.CatalogueNearbyLocationsDocument,
    "\n  query CatalogueLocationSuggestions($inputText: String!, $product: String) {\n    getLocationAddressSuggestions(filters: { inputText: $inputText, product: $product }, paging: { itemsPerPage: 8, pageNumber: 1 }) {\n      label countryCode administrativeArea locality latitude longitude locationCount\n    }\n  }\n": typeof types.CatalogueLocationSuggestionsDocument,
    "\n  query CatalogueOccasions($path: String!) {\n    occasions { ...CatalogueOccasionCard }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": typeof types.CatalogueOccasionsDocument,
    "\n  query CatalogueOccasion($path: String!, $limit: Int!, $sort: ProductSort) {\n    occasion(path: $path) {\n      ...CatalogueOccasionCard\n      products(limit: $limit, sort: $sort) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    occasions { id title slug }\n  }\n": typeof types.CatalogueOccasionDocument,
    "\n  query CatalogueFilterCount($filters: ProductFilters) {\n    products(filters: $filters, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n  }\n": typeof types.CatalogueFilterCountDocument,
    "\n  fragment CatalogueTaxonomyTerm on TaxonomyTerm { id term label productCount }\n": typeof types.CatalogueTaxonomyTermFragmentDoc,
    "\n  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!, $sort: ProductSort) {\n    products(filters: $filters, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n    categoryTerms: taxonomy(collection: cb_api_giftcard_categories) { ...CatalogueTaxonomyTerm }\n    typeTerms: taxonomy(collection: cb_api_giftcard_types) { ...CatalogueTaxonomyTerm }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": typeof types.CatalogueProductListDocument,
    "\n  query CatalogueProductSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      body {\n        groupType\n        items { __typename ... on Product { ...CatalogueProductCard } ... on Occasion { ...CatalogueOccasionCard } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CatalogueProductSearchDocument,
    "\n  query CatalogueSearchNextSteps {\n    popularSearchResults { entities { ...CatalogueProductCard } }\n    occasions { ...CatalogueOccasionCard }\n  }\n": typeof types.CatalogueSearchNextStepsDocument,
    "\n  query CatalogueBlankPacks {\n    products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 12, pageNumber: 1 }) {\n      items { ...CatalogueProductCard }\n    }\n  }\n": typeof types.CatalogueBlankPacksDocument,
    "\n  query CatalogueChoiceScope {\n    giftCards: products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    categories { id }\n  }\n": typeof types.CatalogueChoiceScopeDocument,
    "\n  fragment CatalogueMoney on Money { value currency cents }\n": typeof types.CatalogueMoneyFragmentDoc,
    "\n  query CatalogueProduct($path: String!) {\n    product(path: $path) {\n      id title heroTitle description slug path productType showShadow showHand\n      backgroundColor foregroundColor isChoiceCard inStock registeredShipping hasLocations\n      validity { kind years }\n      brand { id name webShop { title url } }\n      image { ...CatalogueImage }\n      orderLimits { maxQuantity maxTotal { ...CatalogueMoney } }\n      variations {\n        id title sku variationType inStock hasFixedPrices\n        price { ...CatalogueMoney }\n        pricesToShow { ...CatalogueMoney }\n        minPrice { ...CatalogueMoney }\n        maxPrice { ...CatalogueMoney }\n      }\n      categories { id title slug topList(limit: 5) { ...CatalogueProductCard } }\n      metadata { ...CataloguePageMetadata }\n    }\n    cartPrices {\n      giftPacking { ...CatalogueMoney }\n      wrapper { ...CatalogueMoney }\n      digitalWrapper { ...CatalogueMoney }\n      personalMessage { ...CatalogueMoney }\n      registeredThreshold { ...CatalogueMoney }\n    }\n  }\n": typeof types.CatalogueProductDocument,
    "\n  mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {\n    addGiftCardPackage(input: $input) {\n      order {\n        id\n        totals { grandTotal { value currency } }\n        slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n      }\n      packageId\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.AddGiftCardPackageDocument,
    "\n  query CataloguePopularSearch {\n    popularSearchResults {\n      terms { title url { href type } }\n      entities { ...CatalogueProductCard }\n      highlightedBlocks { ...CatalogueContentBlock }\n    }\n  }\n": typeof types.CataloguePopularSearchDocument,
    "\n  query CatalogueLiveSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      matchMode\n      body {\n        groupType\n        items {\n          __typename\n          ... on Product { ...CatalogueProductCard }\n          ... on Occasion { id title heroTitle path slug backgroundColor image { ...CatalogueImage } }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.CatalogueLiveSearchDocument,
};
const documents: Documents = {
    "\n  query CatalogueCategoryPage($path: String!) {\n    category(path: $path) {\n      ...CatalogueCategory\n      topList(limit: 4) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    categories { id title slug }\n  }\n": types.CatalogueCategoryPageDocument,
    "\n  query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!, $sort: ProductSort) {\n    products(filters: { filterByPage: { pageType: \"category\", pageId: $pageId, fieldName: \"products\" } }, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n  }\n": types.CatalogueCategoryProductsDocument,
    "\n  query CatalogueAllCategories($path: String!) {\n    categories { ...CatalogueCategory topList(limit: 3) { id title slug path } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": types.CatalogueAllCategoriesDocument,
    "\n  query CatalogueRestaurantLocations($term: String!) {\n    products(\n      filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: [$term] }] }\n      paging: { itemsPerPage: 100, pageNumber: 1 }\n    ) { items { id title slug hasLocations } }\n  }\n": types.CatalogueRestaurantLocationsDocument,
    "\n  fragment CatalogueImage on Image { alt width height url { href type } }\n": types.CatalogueImageFragmentDoc,
    "\n  fragment CatalogueProductCard on Product {\n    id title heroTitle path slug productType showShadow backgroundColor\n    image { ...CatalogueImage }\n    priceRange { min { value currency } max { value } }\n  }\n": types.CatalogueProductCardFragmentDoc,
    "\n  fragment CatalogueContentBlock on ContentBlock {\n    id blockType title description showHand referencedPath\n    blockColor: backgroundColor\n    cardImage { ...CatalogueImage }\n    backgroundImage { ...CatalogueImage }\n    link { href type }\n  }\n": types.CatalogueContentBlockFragmentDoc,
    "\n  fragment CataloguePageMetadata on PageMetadata { path title description keywords noindex nofollow }\n": types.CataloguePageMetadataFragmentDoc,
    "\n  fragment CatalogueCategory on Category {\n    id title description slug path term productCount backgroundColor\n    icon { ...CatalogueImage }\n  }\n": types.CatalogueCategoryFragmentDoc,
    "\n  fragment CatalogueOccasionCard on Occasion {\n    id title heroTitle description backgroundColor path slug\n    image { ...CatalogueImage }\n  }\n": types.CatalogueOccasionCardFragmentDoc,
    "\n  fragment CatalogueBlocksQueue on BlocksQueue { queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock } }\n": types.CatalogueBlocksQueueFragmentDoc,
    "\n  query CatalogueHome($path: String!, $v2: Boolean!) {\n    mostChosen: queue(queueID: \"home-most-chosen\") { ...CatalogueBlocksQueue }\n    usps: queue(queueID: \"home-usps\") { ...CatalogueBlocksQueue }\n    promotions: queue(queueID: \"home-promotions\") @include(if: $v2) { ...CatalogueBlocksQueue }\n    categories { ...CatalogueCategory }\n    occasions { ...CatalogueOccasionCard }\n    catalogueSize: products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    storeData @include(if: $v2) { featuredBlock { image { ...CatalogueImage } link { href type } } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": types.CatalogueHomeDocument,
    "\n  fragment CatalogueLocation on Location { id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude }\n": types.CatalogueLocationFragmentDoc,
    "\n  fragment CatalogueLocationsProduct on Product {\n    id title slug path backgroundColor showShadow hasLocations\n    image { ...CatalogueImage }\n    brand { id name }\n  }\n": types.CatalogueLocationsProductFragmentDoc,
    "\n  query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: $paging) {\n      total pageCount\n      items { ...CatalogueLocation }\n    }\n  }\n": types.CatalogueLocationsDocument,
    "\n  query CatalogueLocation($product: String!, $slug: String!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    location(product: $product, slug: $slug) { ...CatalogueLocation }\n  }\n": types.CatalogueLocationDocument,
    "\n  query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: { itemsPerPage: 6, pageNumber: 1 }) {\n      items { ...CatalogueLocation }\n    }\n  }\n": types.CatalogueNearbyLocationsDocument,
    "\n  query CatalogueLocationSuggestions($inputText: String!, $product: String) {\n    getLocationAddressSuggestions(filters: { inputText: $inputText, product: $product }, paging: { itemsPerPage: 8, pageNumber: 1 }) {\n      label countryCode administrativeArea locality latitude longitude locationCount\n    }\n  }\n": types.CatalogueLocationSuggestionsDocument,
    "\n  query CatalogueOccasions($path: String!) {\n    occasions { ...CatalogueOccasionCard }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": types.CatalogueOccasionsDocument,
    "\n  query CatalogueOccasion($path: String!, $limit: Int!, $sort: ProductSort) {\n    occasion(path: $path) {\n      ...CatalogueOccasionCard\n      products(limit: $limit, sort: $sort) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    occasions { id title slug }\n  }\n": types.CatalogueOccasionDocument,
    "\n  query CatalogueFilterCount($filters: ProductFilters) {\n    products(filters: $filters, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n  }\n": types.CatalogueFilterCountDocument,
    "\n  fragment CatalogueTaxonomyTerm on TaxonomyTerm { id term label productCount }\n": types.CatalogueTaxonomyTermFragmentDoc,
    "\n  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!, $sort: ProductSort) {\n    products(filters: $filters, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n    categoryTerms: taxonomy(collection: cb_api_giftcard_categories) { ...CatalogueTaxonomyTerm }\n    typeTerms: taxonomy(collection: cb_api_giftcard_types) { ...CatalogueTaxonomyTerm }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n": types.CatalogueProductListDocument,
    "\n  query CatalogueProductSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      body {\n        groupType\n        items { __typename ... on Product { ...CatalogueProductCard } ... on Occasion { ...CatalogueOccasionCard } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CatalogueProductSearchDocument,
    "\n  query CatalogueSearchNextSteps {\n    popularSearchResults { entities { ...CatalogueProductCard } }\n    occasions { ...CatalogueOccasionCard }\n  }\n": types.CatalogueSearchNextStepsDocument,
    "\n  query CatalogueBlankPacks {\n    products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 12, pageNumber: 1 }) {\n      items { ...CatalogueProductCard }\n    }\n  }\n": types.CatalogueBlankPacksDocument,
    "\n  query CatalogueChoiceScope {\n    giftCards: products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    categories { id }\n  }\n": types.CatalogueChoiceScopeDocument,
    "\n  fragment CatalogueMoney on Money { value currency cents }\n": types.CatalogueMoneyFragmentDoc,
    "\n  query CatalogueProduct($path: String!) {\n    product(path: $path) {\n      id title heroTitle description slug path productType showShadow showHand\n      backgroundColor foregroundColor isChoiceCard inStock registeredShipping hasLocations\n      validity { kind years }\n      brand { id name webShop { title url } }\n      image { ...CatalogueImage }\n      orderLimits { maxQuantity maxTotal { ...CatalogueMoney } }\n      variations {\n        id title sku variationType inStock hasFixedPrices\n        price { ...CatalogueMoney }\n        pricesToShow { ...CatalogueMoney }\n        minPrice { ...CatalogueMoney }\n        maxPrice { ...CatalogueMoney }\n      }\n      categories { id title slug topList(limit: 5) { ...CatalogueProductCard } }\n      metadata { ...CataloguePageMetadata }\n    }\n    cartPrices {\n      giftPacking { ...CatalogueMoney }\n      wrapper { ...CatalogueMoney }\n      digitalWrapper { ...CatalogueMoney }\n      personalMessage { ...CatalogueMoney }\n      registeredThreshold { ...CatalogueMoney }\n    }\n  }\n": types.CatalogueProductDocument,
    "\n  mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {\n    addGiftCardPackage(input: $input) {\n      order {\n        id\n        totals { grandTotal { value currency } }\n        slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n      }\n      packageId\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.AddGiftCardPackageDocument,
    "\n  query CataloguePopularSearch {\n    popularSearchResults {\n      terms { title url { href type } }\n      entities { ...CatalogueProductCard }\n      highlightedBlocks { ...CatalogueContentBlock }\n    }\n  }\n": types.CataloguePopularSearchDocument,
    "\n  query CatalogueLiveSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      matchMode\n      body {\n        groupType\n        items {\n          __typename\n          ... on Product { ...CatalogueProductCard }\n          ... on Occasion { id title heroTitle path slug backgroundColor image { ...CatalogueImage } }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.CatalogueLiveSearchDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCategoryPage($path: String!) {\n    category(path: $path) {\n      ...CatalogueCategory\n      topList(limit: 4) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    categories { id title slug }\n  }\n"): typeof import('./graphql').CatalogueCategoryPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueCategoryProducts($pageId: ID!, $paging: PagingInput!, $sort: ProductSort) {\n    products(filters: { filterByPage: { pageType: \"category\", pageId: $pageId, fieldName: \"products\" } }, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n  }\n"): typeof import('./graphql').CatalogueCategoryProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueAllCategories($path: String!) {\n    categories { ...CatalogueCategory topList(limit: 3) { id title slug path } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n"): typeof import('./graphql').CatalogueAllCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueRestaurantLocations($term: String!) {\n    products(\n      filters: { filterByTaxonomy: [{ collection: cb_api_giftcard_categories, terms: [$term] }] }\n      paging: { itemsPerPage: 100, pageNumber: 1 }\n    ) { items { id title slug hasLocations } }\n  }\n"): typeof import('./graphql').CatalogueRestaurantLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueImage on Image { alt width height url { href type } }\n"): typeof import('./graphql').CatalogueImageFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueProductCard on Product {\n    id title heroTitle path slug productType showShadow backgroundColor\n    image { ...CatalogueImage }\n    priceRange { min { value currency } max { value } }\n  }\n"): typeof import('./graphql').CatalogueProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueContentBlock on ContentBlock {\n    id blockType title description showHand referencedPath\n    blockColor: backgroundColor\n    cardImage { ...CatalogueImage }\n    backgroundImage { ...CatalogueImage }\n    link { href type }\n  }\n"): typeof import('./graphql').CatalogueContentBlockFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CataloguePageMetadata on PageMetadata { path title description keywords noindex nofollow }\n"): typeof import('./graphql').CataloguePageMetadataFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueCategory on Category {\n    id title description slug path term productCount backgroundColor\n    icon { ...CatalogueImage }\n  }\n"): typeof import('./graphql').CatalogueCategoryFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueOccasionCard on Occasion {\n    id title heroTitle description backgroundColor path slug\n    image { ...CatalogueImage }\n  }\n"): typeof import('./graphql').CatalogueOccasionCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueBlocksQueue on BlocksQueue { queueID title items { __typename ...CatalogueProductCard ...CatalogueContentBlock } }\n"): typeof import('./graphql').CatalogueBlocksQueueFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueHome($path: String!, $v2: Boolean!) {\n    mostChosen: queue(queueID: \"home-most-chosen\") { ...CatalogueBlocksQueue }\n    usps: queue(queueID: \"home-usps\") { ...CatalogueBlocksQueue }\n    promotions: queue(queueID: \"home-promotions\") @include(if: $v2) { ...CatalogueBlocksQueue }\n    categories { ...CatalogueCategory }\n    occasions { ...CatalogueOccasionCard }\n    catalogueSize: products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    storeData @include(if: $v2) { featuredBlock { image { ...CatalogueImage } link { href type } } }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n"): typeof import('./graphql').CatalogueHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueLocation on Location { id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude }\n"): typeof import('./graphql').CatalogueLocationFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueLocationsProduct on Product {\n    id title slug path backgroundColor showShadow hasLocations\n    image { ...CatalogueImage }\n    brand { id name }\n  }\n"): typeof import('./graphql').CatalogueLocationsProductFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: $paging) {\n      total pageCount\n      items { ...CatalogueLocation }\n    }\n  }\n"): typeof import('./graphql').CatalogueLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLocation($product: String!, $slug: String!) {\n    product(path: $product) { ...CatalogueLocationsProduct }\n    location(product: $product, slug: $slug) { ...CatalogueLocation }\n  }\n"): typeof import('./graphql').CatalogueLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {\n    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: { itemsPerPage: 6, pageNumber: 1 }) {\n      items { ...CatalogueLocation }\n    }\n  }\n"): typeof import('./graphql').CatalogueNearbyLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLocationSuggestions($inputText: String!, $product: String) {\n    getLocationAddressSuggestions(filters: { inputText: $inputText, product: $product }, paging: { itemsPerPage: 8, pageNumber: 1 }) {\n      label countryCode administrativeArea locality latitude longitude locationCount\n    }\n  }\n"): typeof import('./graphql').CatalogueLocationSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueOccasions($path: String!) {\n    occasions { ...CatalogueOccasionCard }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n"): typeof import('./graphql').CatalogueOccasionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueOccasion($path: String!, $limit: Int!, $sort: ProductSort) {\n    occasion(path: $path) {\n      ...CatalogueOccasionCard\n      products(limit: $limit, sort: $sort) { ...CatalogueProductCard }\n      metadata { ...CataloguePageMetadata }\n    }\n    occasions { id title slug }\n  }\n"): typeof import('./graphql').CatalogueOccasionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueFilterCount($filters: ProductFilters) {\n    products(filters: $filters, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n  }\n"): typeof import('./graphql').CatalogueFilterCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueTaxonomyTerm on TaxonomyTerm { id term label productCount }\n"): typeof import('./graphql').CatalogueTaxonomyTermFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProductList($filters: ProductFilters, $paging: PagingInput!, $path: String!, $sort: ProductSort) {\n    products(filters: $filters, paging: $paging, sort: $sort) {\n      total pageNumber itemsPerPage pageCount\n      items { ...CatalogueProductCard }\n    }\n    categoryTerms: taxonomy(collection: cb_api_giftcard_categories) { ...CatalogueTaxonomyTerm }\n    typeTerms: taxonomy(collection: cb_api_giftcard_types) { ...CatalogueTaxonomyTerm }\n    pageMetadata(path: $path) { ...CataloguePageMetadata }\n  }\n"): typeof import('./graphql').CatalogueProductListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProductSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      body {\n        groupType\n        items { __typename ... on Product { ...CatalogueProductCard } ... on Occasion { ...CatalogueOccasionCard } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CatalogueProductSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueSearchNextSteps {\n    popularSearchResults { entities { ...CatalogueProductCard } }\n    occasions { ...CatalogueOccasionCard }\n  }\n"): typeof import('./graphql').CatalogueSearchNextStepsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueBlankPacks {\n    products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 12, pageNumber: 1 }) {\n      items { ...CatalogueProductCard }\n    }\n  }\n"): typeof import('./graphql').CatalogueBlankPacksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueChoiceScope {\n    giftCards: products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { total }\n    categories { id }\n  }\n"): typeof import('./graphql').CatalogueChoiceScopeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogueMoney on Money { value currency cents }\n"): typeof import('./graphql').CatalogueMoneyFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueProduct($path: String!) {\n    product(path: $path) {\n      id title heroTitle description slug path productType showShadow showHand\n      backgroundColor foregroundColor isChoiceCard inStock registeredShipping hasLocations\n      validity { kind years }\n      brand { id name webShop { title url } }\n      image { ...CatalogueImage }\n      orderLimits { maxQuantity maxTotal { ...CatalogueMoney } }\n      variations {\n        id title sku variationType inStock hasFixedPrices\n        price { ...CatalogueMoney }\n        pricesToShow { ...CatalogueMoney }\n        minPrice { ...CatalogueMoney }\n        maxPrice { ...CatalogueMoney }\n      }\n      categories { id title slug topList(limit: 5) { ...CatalogueProductCard } }\n      metadata { ...CataloguePageMetadata }\n    }\n    cartPrices {\n      giftPacking { ...CatalogueMoney }\n      wrapper { ...CatalogueMoney }\n      digitalWrapper { ...CatalogueMoney }\n      personalMessage { ...CatalogueMoney }\n      registeredThreshold { ...CatalogueMoney }\n    }\n  }\n"): typeof import('./graphql').CatalogueProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGiftCardPackage($input: AddGiftCardPackageInput!) {\n    addGiftCardPackage(input: $input) {\n      order {\n        id\n        totals { grandTotal { value currency } }\n        slimCart { id packageIds cardQty variationQty totalQuantity packagesGroups { packageIds } }\n      }\n      packageId\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').AddGiftCardPackageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CataloguePopularSearch {\n    popularSearchResults {\n      terms { title url { href type } }\n      entities { ...CatalogueProductCard }\n      highlightedBlocks { ...CatalogueContentBlock }\n    }\n  }\n"): typeof import('./graphql').CataloguePopularSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLiveSearch($inputText: String!) {\n    search_v1(inputText: $inputText) {\n      matchMode\n      body {\n        groupType\n        items {\n          __typename\n          ... on Product { ...CatalogueProductCard }\n          ... on Occasion { id title heroTitle path slug backgroundColor image { ...CatalogueImage } }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').CatalogueLiveSearchDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
