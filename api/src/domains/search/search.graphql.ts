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
    "Gift cards (all product types)."
    GIFT_CARDS
    "Giving-moments pages."
    GIVING_MOMENTS
  }

  "How the results were found: stemmed full text (with prefix on the last word) or the typo-tolerant fallback."
  enum SearchMatchMode {
    FULL_TEXT
    TYPO_TOLERANT
    NONE
  }

  union SearchResultItem = Product | Occasion

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
