/**
 * Search (spec §3 "Search result", §7 search_v1, "Popular search results"): full text in Postgres
 * with the language's stemming, prefix matching while typing, a typo-tolerant trigram fallback.
 */
export const searchTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Live search. Problems with the input (empty, longer than 100 characters) come back in errors,
    with an empty body; no results is an empty body without errors.
    """
    search_v1(inputText: String!): SearchResponse!
    "What the search overlay shows before the shopper types (spec §3 Popular search results)."
    popularSearchResults: PopularSearchResults!
  }

  enum SearchGroupType {
    "Gift cards (all product types): the direct hits and the cards of an occasion the search names."
    GIFT_CARDS
    "Giving-moments pages: those the search names (title, its start or a typo of it) first."
    GIVING_MOMENTS
  }

  "How the results were found: stemmed full text (with prefix on the last word) or the typo-tolerant fallback."
  enum SearchMatchMode {
    FULL_TEXT
    TYPO_TOLERANT
    NONE
  }

  """
  Spec §3 search result item: every item has id and path (the page it leads to), so a client can
  select them without knowing the item's kind; the fields both kinds share are here too. A {product}
  product item adds showShadow and productType (... on Product), a giving-moments page item is an
  Occasion (heroTitle, backgroundColor, image).
  """
  interface SearchResultItem {
    id: ID!
    "Full path in this storefront and language, with trailing slash."
    path: String!
    title: String!
    heroTitle: String!
    backgroundColor: String!
    image: Image!
  }

  extend type Product implements SearchResultItem
  extend type Occasion implements SearchResultItem

  type SearchGroup {
    groupType: SearchGroupType!
    items: [SearchResultItem!]!
  }

  type SearchResponse {
    body: [SearchGroup!]!
    errors: [ErrorEntry!]!
    matchMode: SearchMatchMode!
  }

  type PopularSearchTerm {
    title: String!
    url: Link!
  }

  type PopularSearchResults {
    terms: [PopularSearchTerm!]!
    "Popular coupons: products."
    entities: [Product!]!
    highlightedBlocks: [ContentBlock!]!
  }
`;
