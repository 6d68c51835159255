import type { ShopOperationContext } from '@shop/shared';
import { graphql } from '../graphql/__generated__';
import type {
  CatalogueLocationFragment,
  CatalogueLocationQueryVariables,
  CatalogueLocationsQueryVariables,
  CatalogueLocationSuggestionsQuery,
} from '../graphql/__generated__/graphql';
import { readBounds } from './map-bounds';

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

/**
 * LOCATIONS_QUERY's variables for a product's locations page: one page of markers, inside the map
 * rectangle of the page's query string (`search`) when it names one. The page and the route's loader
 * both build them here: the loader's answer is only the page's if the variables are the same.
 */
export function locationsPageVariables(product: string, search: string): CatalogueLocationsQueryVariables {
  return { product, ...(readBounds(search) ?? {}), paging: { itemsPerPage: LOCATIONS_PER_REQUEST, pageNumber: 1 } };
}

/**
 * The page reads LOCATIONS_QUERY's errors itself: an unknown product is "does not exist" there (the
 * server answered 404), any other error goes to the general error modal as the shared middleware would
 * send it. The loader asks with the same context, so it puts up no modal of its own.
 */
export const LOCATIONS_QUERY_CONTEXT: ShopOperationContext = { handleErrors: false };

export const LOCATION_QUERY = graphql(/* GraphQL */ `
  query CatalogueLocation($product: String!, $slug: String!) {
    product(path: $product) { ...CatalogueLocationsProduct }
    location(product: $product, slug: $slug) { ...CatalogueLocation }
  }
`).toString();

/** LOCATION_QUERY's variables: built here for the page and the route's loader alike. */
export function locationPageVariables(product: string, slug: string): CatalogueLocationQueryVariables {
  return { product, slug };
}

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
