/** Types several domains share: links, images, money, paging, taxonomy filters. */
export const commonTypeDefs = /* GraphQL */ `
  "Spec §3: a path is relative (inside the shop) or absolute (another site)."
  enum LinkType {
    relative
    absolute
  }

  type Link {
    href: String!
    type: LinkType!
  }

  "A picture served by the API, cached forever: a generated SVG (GET /media/<kind>/<slug>.svg?v=…) or artwork an operator uploaded for a brand or product (GET /media/upload/<sha256>.<png|jpg|webp>, ADR 0054); width and height are its own."
  type Image {
    url: Link!
    alt: String!
    width: Int!
    height: Int!
  }

  "Money is stored as integer cents; value is the same amount in currency units (2 decimals)."
  type Money {
    "ISO 4217"
    currency: String!
    value: Float!
    cents: Int!
  }

  "1-based page number; itemsPerPage is capped (100 for products and locations)."
  input PagingInput {
    itemsPerPage: Int
    pageNumber: Int
  }

  "The taxonomies of spec §3 (cb_api_{product}_… with {product} = giftcard)."
  enum TaxonomyCollection {
    cb_api_giftcard_categories
    cb_api_giftcard_types
    cb_api_giftcard_promotions
  }

  "Products carrying any of the terms (terms of one collection are OR-ed, several filters AND-ed)."
  input TaxonomyFilterInput {
    collection: TaxonomyCollection!
    terms: [String!]!
  }
`;
