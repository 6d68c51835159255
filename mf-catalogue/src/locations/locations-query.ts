import { graphql } from '../graphql/__generated__';
import type { CatalogueLocationFragment, CatalogueLocationSuggestionsQuery } from '../graphql/__generated__/graphql';

export type LocationData = CatalogueLocationFragment;
export type LocationSuggestionData = CatalogueLocationSuggestionsQuery['getLocationAddressSuggestions'][number];

export const LOCATION_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueLocation on Location { id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude }
`);

/** The card whose shops a locations page shows. */
export const LOCATIONS_PRODUCT_FRAGMENT = graphql(/* GraphQL */ `
  fragment CatalogueLocationsProduct on Product {
    id title slug path backgroundColor showShadow hasLocations
    image { ...CatalogueImage }
    brand { id name }
  }
`);

/** Spec §9: page sizes for locations are capped at 100 by the API; the map shows one page of markers. */
export const LOCATIONS_PER_REQUEST = 100;

export const LOCATIONS_QUERY = graphql(/* GraphQL */ `
  query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {
    product(path: $product) { ...CatalogueLocationsProduct }
    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: $paging) {
      total pageCount
      items { ...CatalogueLocation }
    }
  }
`).toString();

export const LOCATION_QUERY = graphql(/* GraphQL */ `
  query CatalogueLocation($product: String!, $slug: String!) {
    product(path: $product) { ...CatalogueLocationsProduct }
    location(product: $product, slug: $slug) { ...CatalogueLocation }
  }
`).toString();

export const NEARBY_QUERY = graphql(/* GraphQL */ `
  query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {
    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: { itemsPerPage: 6, pageNumber: 1 }) {
      items { ...CatalogueLocation }
    }
  }
`).toString();

export const ADDRESS_SUGGESTIONS_QUERY = graphql(/* GraphQL */ `
  query CatalogueLocationSuggestions($inputText: String!, $product: String) {
    getLocationAddressSuggestions(filters: { inputText: $inputText, product: $product }, paging: { itemsPerPage: 8, pageNumber: 1 }) {
      label countryCode administrativeArea locality latitude longitude locationCount
    }
  }
`).toString();
