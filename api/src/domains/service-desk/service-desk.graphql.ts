/**
 * The service desk through the operator API (issue 33 item 6, ADR 0044): the same service functions
 * as the console's desk pages. Every field needs the support capability (support and admin roles).
 */
export const serviceDeskTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    Operator (support): orders and cards found by an order number (exact), a buyer's e-mail address
    (exact) or a card's last digits (4 to 19). A page of 20, pages 1 to 10; limited per operator.
    """
    deskSearch(query: String!, page: Int): DeskSearchPayload!
    "Operator (support): everything about one order: lines, cards, payments, notifications, refunds, disputes, mails, withdrawals, audit rows."
    deskOrder(orderUuid: String!): DeskOrderPayload!
    "Operator (support): a gift card (masked) and every movement of its balance."
    deskCard(cardId: String!): DeskCardPayload!
  }

  extend type Mutation {
    "Operator (support): sends a card's mail again with a new PIN (the earlier mail's PIN stops working); at most 3 a day per card; audited with the reason."
    deskResendCardMail(cardId: String!, reason: String!): DeskResendPayload!
    "Operator (support): blocks a lost card and moves its balance to a new card mailed to the buyer, in one transaction; audited with the reason."
    deskBlockAndReissueCard(cardId: String!, reason: String!): DeskReissuePayload!
    "Operator (support): refunds an order's (or one card's) unredeemed value, as operatorRefund; the reason is required (3 to 500 characters)."
    deskRefund(orderUuid: String, cardId: String, amountCents: Int, reason: String!): OperatorRefundPayload!
    "Operator (support): approves an open withdrawal (operatorApproveWithdrawal) with the operator's reason."
    deskApproveWithdrawal(id: String!, reason: String!): OperatorWithdrawalDecisionPayload!
    "Operator (support): rejects an open withdrawal (operatorRejectWithdrawal) with the operator's reason."
    deskRejectWithdrawal(id: String!, reason: String!): OperatorWithdrawalDecisionPayload!
  }

  "ORDER_NUMBER, EMAIL or CARD_DIGITS: what the typed text was taken for."
  enum DeskQueryKind {
    ORDER_NUMBER
    EMAIL
    CARD_DIGITS
  }

  type DeskSearchPayload {
    kind: DeskQueryKind
    orders: [DeskOrderHit!]!
    cards: [DeskCardHit!]!
    hasMore: Boolean!
    errors: [ErrorEntry!]!
  }

  type DeskOrderHit {
    orderUuid: String!
    orderNumber: String!
    storefrontKey: String!
    status: String!
    kind: String!
    email: String!
    customerName: String!
    grandTotalCents: Int!
    currency: String!
    placedAt: String!
  }

  type DeskCardHit {
    cardId: String!
    "The last four digits only: •••• 1234."
    maskedNumber: String!
    status: String!
    balanceCents: Int!
    currency: String!
    storefrontKey: String!
    orderUuid: String
    orderNumber: String
    createdAt: String!
  }

  type DeskOrderPayload {
    order: DeskOrder
    errors: [ErrorEntry!]!
  }

  type DeskOrder {
    order: DeskOrderHit!
    language: String!
    paidAt: String
    issuedAt: String
    issueProblem: String
    lines: [DeskOrderLine!]!
    cards: [DeskCardHit!]!
    payments: [DeskPayment!]!
    notifications: [DeskNotification!]!
    refunds: [DeskRefund!]!
    disputes: [DeskDispute!]!
    mails: [DeskMail!]!
    withdrawals: [DeskWithdrawal!]!
    audit: [DeskAuditRow!]!
  }

  type DeskOrderLine {
    productId: String!
    deliveryType: String!
    amountCents: Int!
    quantity: Int!
  }

  type DeskPayment {
    id: ID!
    provider: String!
    method: String!
    status: String!
    amountCents: Int!
    currency: String!
    pspReference: String
    refusalReason: String
    createdAt: String!
  }

  type DeskNotification {
    eventCode: String!
    success: Boolean!
    pspReference: String!
    outcome: String!
    problem: String
    receivedAt: String!
  }

  type DeskRefund {
    id: ID!
    cardId: String
    amountCents: Int!
    currency: String!
    origin: String!
    status: String!
    reason: String!
    problem: String
    createdAt: String!
  }

  type DeskDispute {
    id: ID!
    status: String!
    lastEventCode: String!
    amountCents: Int!
    frozenCents: Int!
    spentCents: Int!
    lostCents: Int!
    currency: String!
    updatedAt: String!
  }

  "A mail of the outbox about the order (never its content: card mails carry numbers)."
  type DeskMail {
    id: ID!
    kind: String!
    recipient: String!
    status: String!
    subject: String
    attempts: Int!
    createdAt: String!
    sentAt: String
  }

  type DeskWithdrawal {
    id: ID!
    email: String!
    matchStatus: String!
    status: String!
    receivedAt: String!
    decidedAt: String
    refundId: String
  }

  type DeskAuditRow {
    id: ID!
    at: String!
    action: String!
    actor: String!
    targetKind: String
    targetId: String
    "JSON text of the state after."
    after: String
  }

  type DeskCardPayload {
    card: DeskCard
    errors: [ErrorEntry!]!
  }

  type DeskCard {
    card: DeskCardHit!
    variationType: String!
    expiresAt: String
    isTest: Boolean!
    "The lost card this one replaces, and the card that replaced this one."
    reissuedFromId: String
    reissuedToId: String
    ledger: [DeskLedgerEntry!]!
    ledgerTruncated: Boolean!
    audit: [DeskAuditRow!]!
  }

  type DeskLedgerEntry {
    id: ID!
    kind: String!
    amountCents: Int!
    orderUuid: String
    reference: String
    createdAt: String!
  }

  type DeskResendPayload {
    mailId: String
    errors: [ErrorEntry!]!
  }

  type DeskReissuePayload {
    card: DeskCardHit
    movedCents: Int!
    errors: [ErrorEntry!]!
  }
`;
