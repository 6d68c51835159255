/** Shops where a gift card is accepted (spec §2 locations pages, §3 Location suggestion). */
export const locationsTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Locations in the storefront's country, of one product's brand (filters.product: id, slug or path)
    or of every brand the storefront sells; inside a latitude/longitude rectangle when all four bounds
    are given (five decimals; nearest to the rectangle's centre first).
    """
    locations(filters: LocationFilters, paging: PagingInput): LocationList!
    "One location page (/geschenkkarten/{product}/standorte/{location}/)."
    location(product: String!, slug: String!): Location
    "Places (localities and postcodes) with shops, for the locations search box."
    getLocationAddressSuggestions(paging: PagingInput, filters: LocationSuggestionFilters!): [LocationSuggestion!]!
  }

  input LocationFilters {
    product: String
    latmin: Float
    latmax: Float
    lonmin: Float
    lonmax: Float
  }

  type LocationList {
    items: [Location!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
    pageCount: Int!
  }

  type Location {
    id: ID!
    slug: String!
    name: String!
    street: String!
    houseNumber: String!
    postcode: String!
    city: String!
    administrativeArea: String!
    countryCode: String!
    "Five decimals."
    latitude: Float!
    longitude: Float!
    brand: GiftCardBrand!
  }

  input LocationSuggestionFilters {
    "The start of a place name or postcode (typos in place names are tolerated)."
    inputText: String!
    "Only places with shops of this product's brand (id, slug or path)."
    product: String
  }

  type LocationSuggestion {
    "e.g. 'München, Bayern' or '80331 München'"
    label: String!
    countryCode: String!
    administrativeArea: String!
    locality: String!
    "Centre of the shops there (five decimals), to move the map."
    latitude: Float!
    longitude: Float!
    locationCount: Int!
  }
`;
