/**
 * The content team's pages (issue 17). Legal pages: per storefront, in the visitor's language (or
 * the storefront's other language when there is no translation); the body is sanitised HTML.
 */
export const contentTypeDefs = /* GraphQL */ `
  extend type Query {
    "A legal page of this storefront (imprint, terms, withdrawal, privacy, cookies, accessibility, delivery, cancelationPolicy); data null when it has none."
    legalPage(key: String!): LegalPageResponse!
  }

  type LegalPageResponse {
    data: LegalPage
    errors: [ErrorEntry!]!
  }

  type LegalPage {
    key: String!
    title: String!
    "Sanitised HTML: headings from h2, paragraphs, lists, tables, addresses and links only."
    bodyHtml: String!
    language: String!
    updatedAt: String!
  }
`;
