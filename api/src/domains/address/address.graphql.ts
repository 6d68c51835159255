/** The postcode lookup (issue 35 item 8, ADR 0050). */
export const addressTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Street and city of an address from its postcode and house number, in a country with a postcode
    lookup (NL): address null when there is no such address (the shopper types them). Caller mistakes
    answer 2001 at the argument; limited per IP and per session (2036); 2075 when the lookup cannot
    answer now.
    """
    addressLookup(countryCode: String!, postCode: String!, houseNumber: String!, suffix: String): AddressLookupPayload!
  }

  type AddressLookupPayload {
    address: LookedUpAddress
    errors: [ErrorEntry!]!
  }

  "An address the lookup found: the question as the post writes it, with its street and city."
  type LookedUpAddress {
    countryCode: String!
    "As the post writes it: '1012 JS'."
    postCode: String!
    houseNumber: String!
    suffix: String
    street: String!
    city: String!
  }
`;
