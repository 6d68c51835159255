/**
 * Fraud review in the operator API (issue 33 item 3, ADR 0043): the queue of orders screening held,
 * and the two decisions on one. For the service desk: the support capability (support and admin roles, ADR 0044).
 * Every decision takes a reason (1 to 500 characters), is audited, and is made once.
 */
export const fraudTypeDefs = /* GraphQL */ `
  extend type Query {
    "Orders held by fraud screening, oldest first (limit 1 to 200, default 50; store: one storefront's)."
    operatorReviewQueue(limit: Int, store: String): OperatorReviewQueuePayload!
  }

  extend type Mutation {
    "Releases a held order: its cards are issued now through the normal issuing path and mailed as usual; audited with the reason."
    operatorReleaseHeldOrder(orderUuid: String!, reason: String!): OperatorReviewDecisionPayload!
    "Refuses a held order: the whole payment is refunded (no card was issued), the buyer is mailed; audited with the reason."
    operatorRefuseHeldOrder(orderUuid: String!, reason: String!): OperatorReviewDecisionPayload!
  }

  "One rule that counted towards a held order's score (negative points: 3-D Secure authenticated)."
  type ScreeningHit {
    rule: String!
    points: Int!
    detail: String!
  }

  "What the payment provider said of the card (no full number ever reaches the shop)."
  type ScreeningCard {
    issuerCountry: String
    threeDSecure: Boolean!
    bin: String
    lastFour: String
    fundingSource: String
  }

  type HeldOrder {
    orderUuid: String!
    orderNumber: String!
    email: String!
    storefront: String!
    amount: Money!
    placedAt: String!
    screenedAt: String
    score: Int!
    hits: [ScreeningHit!]!
    card: ScreeningCard
    paymentMethod: String
  }

  type OperatorReviewQueuePayload {
    items: [HeldOrder!]!
    errors: [ErrorEntry!]!
  }

  enum ReviewState {
    RELEASED
    REFUSED
  }

  type OperatorReviewDecisionPayload {
    orderUuid: String
    reviewState: ReviewState
    "Cards issued by a release."
    cardsIssued: Int!
    "The refund a refusal asked of the provider."
    refundId: String
    errors: [ErrorEntry!]!
  }
`;
