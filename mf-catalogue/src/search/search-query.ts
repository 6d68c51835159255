import { graphql } from '../graphql/__generated__';

export const POPULAR_SEARCH_QUERY = graphql(/* GraphQL */ `
  query CataloguePopularSearch {
    popularSearchResults {
      terms { title url { href type } }
      entities { ...CatalogueProductCard }
      highlightedBlocks { ...CatalogueContentBlock }
    }
  }
`).toString();

export const LIVE_SEARCH_QUERY = graphql(/* GraphQL */ `
  query CatalogueLiveSearch($inputText: String!) {
    search_v1(inputText: $inputText) {
      matchMode
      body {
        groupType
        items {
          __typename
          ... on Product { ...CatalogueProductCard }
          ... on Occasion { id title heroTitle path slug backgroundColor image { ...CatalogueImage } }
        }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();
