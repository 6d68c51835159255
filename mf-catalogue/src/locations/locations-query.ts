import { IMAGE_FRAGMENT } from '../common/fragments';
import type { ImageData } from '../common/types';

export interface LocationData {
  id: string;
  slug: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  administrativeArea: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

export interface LocationsProductData {
  id: string;
  title: string;
  slug: string;
  path: string;
  backgroundColor: string;
  showShadow: boolean;
  hasLocations: boolean;
  image: ImageData;
  brand: { id: string; name: string } | null;
}

const LOCATION_FIELDS = 'id slug name street houseNumber postcode city administrativeArea countryCode latitude longitude';

/** Spec §9: page sizes for locations are capped at 100 by the API; the map shows one page of markers. */
export const LOCATIONS_PER_REQUEST = 100;

export const LOCATIONS_QUERY = /* GraphQL */ `
  query CatalogueLocations($product: String!, $latmin: Float, $latmax: Float, $lonmin: Float, $lonmax: Float, $paging: PagingInput!) {
    product(path: $product) {
      id title slug path backgroundColor showShadow hasLocations
      image { ...CatalogueImage }
      brand { id name }
    }
    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: $paging) {
      total pageCount
      items { ${LOCATION_FIELDS} }
    }
  }
  ${IMAGE_FRAGMENT}
`;

export interface LocationsQueryData {
  product: LocationsProductData | null;
  locations: { total: number; pageCount: number; items: LocationData[] };
}

export const LOCATION_QUERY = /* GraphQL */ `
  query CatalogueLocation($product: String!, $slug: String!) {
    product(path: $product) {
      id title slug path backgroundColor showShadow hasLocations
      image { ...CatalogueImage }
      brand { id name }
    }
    location(product: $product, slug: $slug) { ${LOCATION_FIELDS} }
  }
  ${IMAGE_FRAGMENT}
`;

export interface LocationQueryData {
  product: LocationsProductData | null;
  location: LocationData | null;
}

export const NEARBY_QUERY = /* GraphQL */ `
  query CatalogueNearbyLocations($product: String!, $latmin: Float!, $latmax: Float!, $lonmin: Float!, $lonmax: Float!) {
    locations(filters: { product: $product, latmin: $latmin, latmax: $latmax, lonmin: $lonmin, lonmax: $lonmax }, paging: { itemsPerPage: 6, pageNumber: 1 }) {
      items { ${LOCATION_FIELDS} }
    }
  }
`;

export interface NearbyQueryData {
  locations: { items: LocationData[] };
}

export const ADDRESS_SUGGESTIONS_QUERY = /* GraphQL */ `
  query CatalogueLocationSuggestions($inputText: String!, $product: String) {
    getLocationAddressSuggestions(filters: { inputText: $inputText, product: $product }, paging: { itemsPerPage: 8, pageNumber: 1 }) {
      label countryCode administrativeArea locality latitude longitude locationCount
    }
  }
`;

export interface LocationSuggestionData {
  label: string;
  countryCode: string;
  administrativeArea: string;
  locality: string;
  latitude: number;
  longitude: number;
  locationCount: number;
}
