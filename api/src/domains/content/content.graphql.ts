/**
 * The content team's pages (issue 17). Legal pages: per storefront, in the visitor's language (or
 * the storefront's other language when there is no translation); the body is sanitised HTML.
 */
export const contentTypeDefs = /* GraphQL */ `
  extend type Query {
    "A legal page of this storefront (imprint, terms, withdrawal, privacy, cookies, accessibility, delivery, cancelationPolicy); data null when it has none."
    legalPage(key: String!): LegalPageResponse!
  }

  extend type Mutation {
    """
    The withdrawal button (§356a BGB): a declaration of withdrawal with name, order number and e-mail
    address, for guests and customers. status true for every valid request (whether the order exists
    is not told); the acknowledgement with content, date and time goes to the address. Limited per IP
    and per address (2036).
    """
    withdrawContract(input: WithdrawContractInput!): WithdrawContractPayload!
    "The contact form: kept and mailed to customer service; the sender gets an acknowledgement (the topic only). Captcha; limited per IP and per address."
    sendContactRequest(input: ContactRequestInput!): ContactRequestPayload!
  }

  enum ContactTopic {
    ORDER
    DELIVERY
    BALANCE
    REDEEM
    BUSINESS
    OTHER
  }

  input ContactRequestInput {
    topic: ContactTopic!
    orderNumber: String
    name: String!
    email: String!
    message: String!
    captchaToken: String!
  }

  type ContactRequestPayload {
    status: Boolean!
    errors: [ErrorEntry!]!
  }

  input WithdrawContractInput {
    name: String!
    orderNumber: String!
    email: String!
  }

  type WithdrawContractPayload {
    status: Boolean!
    "When the declaration was received (ISO 8601)."
    receivedAt: String
    errors: [ErrorEntry!]!
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
