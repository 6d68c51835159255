/**
 * The content team's pages (issue 17). Legal pages: per storefront, in the visitor's language (or
 * the storefront's other language when there is no translation); the body is sanitised HTML.
 */
export const contentTypeDefs = /* GraphQL */ `
  extend type Query {
    "A legal page of this storefront (imprint, terms, withdrawal, privacy, cookies, accessibility, delivery, cancelationPolicy); data null when it has none."
    legalPage(key: String!): LegalPageResponse!
    "The blog's articles, newest first, optionally of one category (its slug); 12 per page. data null for an unknown category or a page past the last."
    blog(category: String, page: Int = 1): BlogListResponse!
    "A blog article by its path (/blog/{slug}/, any language prefix) or slug; data null when there is none."
    blogArticle(path: String!): BlogArticleResponse!
    "A landing page of the catch-all /{path}/ by its path or slug; data null when there is none."
    landingPage(path: String!): LandingPageResponse!
    "The helpdesk FAQ by topic; with search, only the entries whose question or answer contain every word."
    helpdesk(search: String): HelpdeskResponse!
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

  extend type Query {
    """
    Operator (support or admin, ADR 0044: names and e-mail addresses): the withdrawal requests of a status (default OPEN,
    oldest first; others newest first), each with whether it matched its order (ADR 0042).
    """
    operatorWithdrawalRequests(status: WithdrawalRequestStatus, limit: Int): OperatorWithdrawalRequestsPayload!
  }

  extend type Mutation {
    """
    Operator (support or admin, ADR 0044): approves an open withdrawal that names an order: the
    unredeemed value of the order's cards is refunded (taken off the cards at once; the buyer gets the
    refund mail and the withdrawal-decision mail), audited with the note.
    A refund the rules refuse leaves the request open, with the refusal in errors.
    """
    operatorApproveWithdrawal(id: String!, "The operator's note (3 to 500 characters), kept in the audit log and the refund's reason." reason: String): OperatorWithdrawalDecisionPayload!
    "Operator (support or admin): rejects an open withdrawal (no such order, not the sender's, no right of withdrawal), audited with the note; the address that asked is told by mail."
    operatorRejectWithdrawal(id: String!, "The operator's note (3 to 500 characters), kept in the audit log." reason: String): OperatorWithdrawalDecisionPayload!
  }

  enum WithdrawalRequestStatus {
    OPEN
    APPROVED
    REJECTED
  }

  "MATCHED: the order exists in the storefront and the e-mail is its customer's; EMAIL_DIFFERS: the order exists, the e-mail is another; UNKNOWN: no such order."
  enum WithdrawalMatchStatus {
    MATCHED
    EMAIL_DIFFERS
    UNKNOWN
  }

  type OperatorWithdrawalRequest {
    id: String!
    storefrontKey: String!
    name: String!
    orderNumber: String!
    email: String!
    receivedAt: String!
    orderId: String
    matchStatus: WithdrawalMatchStatus!
    status: WithdrawalRequestStatus!
    decidedAt: String
    "The refund an approval made."
    refundId: String
  }

  type OperatorWithdrawalRequestsPayload {
    items: [OperatorWithdrawalRequest!]!
    errors: [ErrorEntry!]!
  }

  type OperatorWithdrawalDecisionPayload {
    request: OperatorWithdrawalRequest
    errors: [ErrorEntry!]!
  }

  input WithdrawContractInput {
    name: String!
    orderNumber: String!
    email: String!
    "The solved captcha (captchaChallenge)."
    captchaToken: String!
  }

  type WithdrawContractPayload {
    status: Boolean!
    "When the declaration was received (ISO 8601)."
    receivedAt: String
    errors: [ErrorEntry!]!
  }

  type BlogListResponse {
    data: BlogList
    errors: [ErrorEntry!]!
  }

  type BlogList {
    categories: [BlogCategory!]!
    "The category shown (null: all)."
    category: BlogCategory
    articles: [BlogArticleCard!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
    pageCount: Int!
  }

  type BlogCategory {
    key: String!
    slug: String!
    title: String!
    description: String!
  }

  "An article as lists show it."
  type BlogArticleCard {
    id: ID!
    slug: String!
    "Full path in this storefront and language (/blog/{slug}/ with the language prefix)."
    path: String!
    title: String!
    excerpt: String!
    author: String!
    "ISO 8601"
    publishedAt: String!
    readingMinutes: Int!
    category: BlogCategory!
    heroImage: Image!
  }

  type BlogArticleResponse {
    data: BlogArticle
    errors: [ErrorEntry!]!
  }

  type BlogArticle {
    id: ID!
    slug: String!
    path: String!
    language: String!
    title: String!
    excerpt: String!
    author: String!
    publishedAt: String!
    "ISO 8601: when the text last changed."
    updatedAt: String!
    readingMinutes: Int!
    category: BlogCategory!
    heroImage: Image!
    """
    The text as sanitised HTML (h2-h4, paragraphs, lists, quotes, links and figures with the shop's own
    images), in parts: the product teasers go between the first and the second part (one part: no teasers
    in the text).
    """
    bodyParts: [String!]!
    "Product teasers from the catalogue (products still sold)."
    products: [Product!]!
    "Up to three other articles: the same category first, then the newest."
    related: [BlogArticleCard!]!
  }

  type LandingPageResponse {
    data: LandingPage
    errors: [ErrorEntry!]!
  }

  type LandingPage {
    id: ID!
    slug: String!
    path: String!
    language: String!
    metaTitle: String!
    metaDescription: String!
    hero: LandingHero!
    "The blocks queue of the page, in order."
    sections: [LandingSection!]!
  }

  type LandingHero {
    title: String!
    subtitle: String!
    image: Image!
    cta: LandingCallToAction!
  }

  type LandingCallToAction {
    label: String!
    href: String!
  }

  enum LandingSectionType {
    PRODUCTS
    TEXT
    FAQ
    USPS
    TESTIMONIALS
  }

  "One block of a landing page; the fields of its type are filled, the others are empty."
  type LandingSection {
    position: Int!
    type: LandingSectionType!
    title: String!
    "TEXT: sanitised HTML."
    bodyHtml: String
    "PRODUCTS: the blocks queue of the section (spec §7)."
    queue: BlocksQueue
    faq: [FaqEntry!]!
    usps: [UspItem!]!
    testimonials: [Testimonial!]!
  }

  type FaqEntry {
    question: String!
    answer: String!
  }

  type UspItem {
    "delivery, choice, packaging, business, secure or balance"
    icon: String!
    title: String!
    text: String!
  }

  type Testimonial {
    quote: String!
    name: String!
    city: String!
    "1 to 5"
    rating: Int!
  }

  type HelpdeskResponse {
    data: Helpdesk
    errors: [ErrorEntry!]!
  }

  type Helpdesk {
    "The search as applied (trimmed), or null."
    search: String
    "Topics with the entries that match (topics without a match are left out)."
    topics: [HelpdeskTopic!]!
    "Entries that match."
    total: Int!
  }

  type HelpdeskTopic {
    key: String!
    title: String!
    entries: [HelpdeskEntry!]!
  }

  type HelpdeskEntry {
    id: ID!
    question: String!
    "Plain text."
    answer: String!
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
