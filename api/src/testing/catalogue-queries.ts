/**
 * Catalogue queries the PGlite and the PostgreSQL tests both run: the PostgreSQL test asserts that
 * both engines give byte-identical answers (search ranking, list order, rectangles, suggestions).
 */
export const DE = { 'x-store': '60' } as const;
export const NL = { host: 'cbnl.localhost' } as const;

export const PRODUCT_CARD = /* GraphQL */ `
  fragment Card on Product {
    id title heroTitle image { url { href type } alt width height } backgroundColor path productType showShadow description
  }
`;

export const SEARCH = /* GraphQL */ `
  query Search($inputText: String!) {
    search_v1(inputText: $inputText) {
      matchMode
      errors { message code referencedRequestParameter }
      body {
        groupType
        items {
          __typename
          ... on Product { id path title backgroundColor image { url { href } } showShadow productType }
          ... on Occasion { id path backgroundColor heroTitle image { url { href } } }
        }
      }
    }
  }
`;

export const PRODUCTS = /* GraphQL */ `
  query Products($filters: ProductFilters, $paging: PagingInput) {
    products(filters: $filters, paging: $paging) {
      total pageNumber itemsPerPage pageCount
      items { ...Card }
    }
  }
  ${PRODUCT_CARD}
`;

export const LOCATIONS = /* GraphQL */ `
  query Locations($filters: LocationFilters, $paging: PagingInput) {
    locations(filters: $filters, paging: $paging) {
      total pageNumber itemsPerPage pageCount
      items { id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude brand { id name } }
    }
  }
`;

export const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($paging: PagingInput, $filters: LocationSuggestionFilters!) {
    getLocationAddressSuggestions(paging: $paging, filters: $filters) {
      label countryCode administrativeArea locality latitude longitude locationCount
    }
  }
`;

export interface ParityCase {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  headers: Record<string, string>;
}

export const BERLIN = { latmin: 52.3, latmax: 52.7, lonmin: 13.0, lonmax: 13.8 };

/** Queries whose answers must be identical on PGlite and PostgreSQL. */
/** A product list in an order (issue 35: the lists' sort), with what the orders go by. */
export const SORTED_PRODUCTS = /* GraphQL */ `
  query SortedProducts($filters: ProductFilters, $paging: PagingInput, $sort: ProductSort) {
    products(filters: $filters, paging: $paging, sort: $sort) {
      total pageCount
      items { id title priceRange { min { cents currency } max { cents } } }
    }
  }
`;

export const PARITY_CASES: readonly ParityCase[] = [
  { name: 'search Restaurants (DE, stemming)', query: SEARCH, variables: { inputText: 'Restaurants' }, headers: DE },
  { name: 'search resta (DE, prefix)', query: SEARCH, variables: { inputText: 'resta' }, headers: DE },
  { name: 'search restuarant (DE, typo)', query: SEARCH, variables: { inputText: 'restuarant' }, headers: DE },
  { name: 'search Weine (DE, stemming)', query: SEARCH, variables: { inputText: 'Weine' }, headers: DE },
  { name: 'search Bücher (DE, umlaut)', query: SEARCH, variables: { inputText: 'Bücher' }, headers: DE },
  { name: 'search geburtstag (DE, occasions)', query: SEARCH, variables: { inputText: 'geburtstag' }, headers: DE },
  { name: 'search gift card (DE, English)', query: SEARCH, variables: { inputText: 'wine gift' }, headers: { ...DE, 'x-lang': 'en' } },
  { name: 'search wijnen (NL, stemming)', query: SEARCH, variables: { inputText: 'wijnen' }, headers: NL },
  { name: 'search pannenk (NL, prefix)', query: SEARCH, variables: { inputText: 'pannenk' }, headers: NL },
  { name: 'search restuarant (NL, typo)', query: SEARCH, variables: { inputText: 'restuarant' }, headers: NL },
  { name: 'products page 2 (DE)', query: PRODUCTS, variables: { paging: { itemsPerPage: 16, pageNumber: 2 } }, headers: DE },
  {
    name: 'products by taxonomy (DE)',
    query: PRODUCTS,
    variables: {
      filters: { filterByTaxonomy: [{ collection: 'cb_api_giftcard_categories', terms: ['restaurants', 'wine'] }] },
      paging: { itemsPerPage: 50 },
    },
    headers: DE,
  },
  { name: 'products (NL)', query: PRODUCTS, variables: { paging: { itemsPerPage: 100 } }, headers: NL },
  { name: 'products by price, page 2 (DE)', query: SORTED_PRODUCTS, variables: { paging: { itemsPerPage: 16, pageNumber: 2 }, sort: 'PRICE_ASC' }, headers: DE },
  { name: 'products by price, dearest first (NL)', query: SORTED_PRODUCTS, variables: { paging: { itemsPerPage: 50 }, sort: 'PRICE_DESC' }, headers: NL },
  { name: 'products by name (DE)', query: SORTED_PRODUCTS, variables: { paging: { itemsPerPage: 100, pageNumber: 2 }, sort: 'NAME_ASC' }, headers: DE },
  { name: 'locations in Berlin', query: LOCATIONS, variables: { filters: BERLIN, paging: { itemsPerPage: 25 } }, headers: DE },
  {
    name: 'locations of a product in Germany',
    query: LOCATIONS,
    variables: { filters: { product: '/geschenkkarten/burgerwerk-geschenkkarte/' }, paging: { itemsPerPage: 100 } },
    headers: DE,
  },
  { name: 'suggestions münch', query: SUGGESTIONS, variables: { filters: { inputText: 'münch' } }, headers: DE },
  { name: 'suggestions postcode 10', query: SUGGESTIONS, variables: { filters: { inputText: '10' } }, headers: DE },
  { name: 'suggestions typo Dusseldrof', query: SUGGESTIONS, variables: { filters: { inputText: 'Dusseldrof' } }, headers: DE },
  { name: 'suggestions NL', query: SUGGESTIONS, variables: { filters: { inputText: 'amst' } }, headers: NL },
];
