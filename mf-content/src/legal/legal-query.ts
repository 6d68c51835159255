import { graphql } from '../graphql/__generated__';

/** A legal page of the storefront (issue 17): sanitised HTML from the API. */
export const LEGAL_PAGE_QUERY = graphql(/* GraphQL */ `
  query ContentLegalPage($key: String!) {
    legalPage(key: $key) {
      data { key title bodyHtml language updatedAt }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();
