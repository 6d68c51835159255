/**
 * Checkout, orders and payments (spec §2 checkout steps, §4 order payment, §7 "place order",
 * "add/check {product} payment", §8 2035/2036). Placing turns the visitor's cart into a PENDING order
 * in one transaction; a payment goes through a provider (the embedded test payment service by
 * default); the provider's signed notification completes the order and issues its gift cards.
 */
export const ordersTypeDefs = /* GraphQL */ `
  extend type Query {
    "The payment methods of this storefront; invoice only for business customers."
    paymentMethods(customerType: CustomerType): [PaymentMethodOption!]!
    "A placed order of this visitor (confirmation, payment processing, retry); data null when unknown."
    placedOrder(orderUuid: String!): PlacedOrderResponse!
    "check {product} payment: the order and its latest payment; errors carry 2035 (refused) or 2036 (too many attempts)."
    checkGiftCardPayment(orderUuid: String!): PaymentCheckResponse!
    "The logged-in account's orders in this storefront, newest first (issue 16); 2064 for a guest."
    customerOrders(paging: PagingInput): CustomerOrdersResponse!
    "Reorder: the cards of one of the account's placed orders as they can be ordered today (issue 16); 2064 for a guest."
    reorderOrder(orderUuid: String!): ReorderOrderResponse!
    "The business page's service fee per card by number of cards, fewest cards first (in the storefront's currency)."
    businessVolumePrices: [VolumePrice!]!
  }

  type ReorderOrderResponse {
    data: ReorderOrder
    errors: [ErrorEntry!]!
  }

  type ReorderOrder {
    orderUuid: String!
    orderNumber: String!
    packages: [ReorderPackage!]!
  }

  "A package of the old order. available is false for a card no longer sold (or out of stock): named, not chosen."
  type ReorderPackage {
    id: ID!
    "null when the product left the catalogue."
    product: Product
    variationType: VariationType!
    amount: Money!
    quantity: Int!
    personalMessage: String
    receiver: ReorderReceiver
    available: Boolean!
    amountRule: ReorderAmountRule
  }

  type ReorderReceiver {
    firstName: String
    lastName: String
    email: String
    "Physical cards: the postal address on one line."
    addressLine: String
  }

  "How a card's amount may change: one of fixedCents, or a whole amount from minCents to maxCents."
  type ReorderAmountRule {
    fixedCents: [Int!]
    minCents: Int!
    maxCents: Int!
  }

  type CustomerOrdersResponse {
    data: CustomerOrderList
    errors: [ErrorEntry!]!
  }

  type CustomerOrderList {
    items: [CustomerOrder!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
  }

  "One order of the account's order history; its details come from placedOrder(orderUuid)."
  type CustomerOrder {
    id: ID!
    orderNumber: String!
    placedAt: String!
    status: OrderStatus!
    kind: OrderKind!
    "Spec §3 order type: what kind tells, and whether a regular order was a reorder or went to several addresses."
    orderType: OrderType!
    grandTotal: Money!
    cardCount: Int!
    "The invoice PDF (GET, the visitor's session); null until the order is paid, and for redeems."
    invoiceUrl: String
    "A business order's paid invoice as an EN 16931 electronic invoice (UN/CEFACT CII XML); null otherwise."
    eInvoiceUrl: String
    "Paid, and held by fraud screening until the shop has checked it (ADR 0043): the cards are not issued yet."
    underReview: Boolean!
    "Paid, and refused by fraud screening or its review (ADR 0043): no card is issued, the payment is refunded (refundStatus)."
    refused: Boolean!
    "The newest refund of the order (not of a double payment): REQUESTED until the provider confirms it; null when nothing was refunded."
    refundStatus: RefundStatus
  }

  "REGULAR: bought; REDEEM: gift cards exchanged for others; ACTIVATION: an amount loaded onto a blank card (spec §3 order type activation)."
  enum OrderKind {
    REGULAR
    REDEEM
    ACTIVATION
  }

  """
  Spec §3 order types (activation, regular, reorder; the German texts also name multi-address and
  redeem). One per order: ACTIVATION and REDEEM are what kind says; a regular order is REORDER when it
  was filled from an earlier order (reorderPackages), else MULTI_ADDRESS when its cards by post go to
  more than one postal address, else REGULAR.
  """
  enum OrderType {
    ACTIVATION
    REGULAR
    REORDER
    MULTI_ADDRESS
    REDEEM
  }

  extend type Mutation {
    "Reorder: the chosen packages of one of the account's placed orders into the visitor's cart, every cart rule checked again."
    reorderPackages(input: ReorderInput!): CartPayload!
    "place order: the visitor's cart becomes a PENDING order with these customer details."
    placeOrder(input: PlaceOrderInput!): PlaceOrderPayload!
    "add {product} payment: starts a payment for a PENDING order and says what the browser does next."
    addGiftCardPayment(input: AddPaymentInput!): AddPaymentPayload!
    "Leaving checkout after a failed payment: the order is canceled and its cards go back into a basket."
    discardOrder(orderUuid: String!): CartPayload!
    "A business quote request behind the captcha: stored, mailed to the business sales team, acknowledged to the requester (cards and total only)."
    requestBusinessQuote(input: QuoteRequestInput!): QuoteRequestPayload!
    "Operator: a business order paid on invoice (bank transfer received); issues its cards."
    operatorMarkOrderPaid(orderUuid: String!): PlaceOrderPayload!
    "Operator (admin): refunds the unredeemed value of a paid order, or of one of its gift cards, through the payment provider; audited with its reason (ADR 0041)."
    operatorRefund(input: OperatorRefundInput!): OperatorRefundPayload!
  }

  "What to refund: an order (all its cards' unredeemed value, or amountCents of it) or one gift card."
  input OperatorRefundInput {
    orderUuid: String
    cardId: String
    "Cents; default: everything not redeemed yet (within what the payment has left)."
    amountCents: Int
    "Why: kept with the refund and in the audit log (1 to 500 characters)."
    reason: String!
  }

  "REQUESTED: value taken from the cards, provider asked; REFUNDED: confirmed; FAILED / REVERSED: the value went back to the cards."
  enum RefundStatus {
    REQUESTED
    REFUNDED
    FAILED
    REVERSED
  }

  "SHOP: asked by an operator; PROVIDER: made at the provider; DUPLICATE: a double payment, refunded automatically."
  enum RefundOrigin {
    SHOP
    PROVIDER
    DUPLICATE
  }

  type OperatorRefund {
    id: ID!
    orderId: String!
    cardId: String
    status: RefundStatus!
    origin: RefundOrigin!
    amountCents: Int!
    currency: String!
    reason: String!
    pspReference: String
    problem: String
  }

  type OperatorRefundPayload {
    refund: OperatorRefund
    errors: [ErrorEntry!]!
  }

  enum OrderStatus {
    CART
    PENDING
    COMPLETED
    CANCELED
  }

  enum PaymentMethodId {
    ideal
    bancontact
    card
    paypal
    blik
    eps
    invoice
    "Apple Pay (a card in the shopper's Apple wallet); the front end offers it only where the browser can pay with it."
    applepay
    "Google Pay (a card in the shopper's Google wallet)."
    googlepay
    "Klarna, pay later (in Klarna's markets)."
    klarna
  }

  enum PaymentStatus {
    CREATED
    REDIRECTED
    PENDING
    AUTHORISED
    REFUSED
    CANCELLED
    ERROR
    "Paid for an order another payment had paid already: refunded automatically."
    DUPLICATE
  }

  "Spec §3 payment methods: id, banks (id, issuer), adyenRawData."
  type PaymentMethodOption {
    id: PaymentMethodId!
    name: String!
    banks: [PaymentBank!]!
    "App payments (BLIK, Bancontact mobile) end on the processing wait screen instead of a redirect back."
    isApp: Boolean!
    "The provider's raw method description (JSON), as Adyen's /paymentMethods answers it."
    adyenRawData: String!
  }

  type PaymentBank {
    id: ID!
    issuer: String!
  }

  "A placed order (spec §3 Order: id, shipments, totals, billingAddress.email, customerEmail) and its state."
  type PlacedOrder {
    id: ID!
    orderNumber: String!
    status: OrderStatus!
    customerEmail: String!
    customerType: CustomerType!
    placedAt: String!
    "Spec §3 order type: regular, reorder, multi-address, redeem or activation."
    orderType: OrderType!
    "The cart as it was placed (shipments, packages, totals …)."
    order: GiftCardOrder!
    "Spec §3 Order shipments: the receivers and their packages as placed (the same as order.shipments)."
    shipments: [Shipment!]!
    "Spec §3 Order totals (the same as order.totals)."
    totals: OrderTotals!
    "The customer's details given at checkout; email is where the order mails go."
    billingAddress: BillingAddress!
    payment: PaymentInfo
    failedAttempts: Int!
    "A new payment may be started (PENDING, nothing authorised or pending, attempts left)."
    canRetry: Boolean!
    "Paid, and held by fraud screening until the shop has checked it (ADR 0043): the cards are not issued yet; the shopper hears by mail."
    underReview: Boolean!
    "Paid, and refused by fraud screening or its review (ADR 0043): no card is issued, the whole payment is refunded (refundStatus); the shopper hears by mail."
    refused: Boolean!
    "The newest refund of the order (not of a double payment): REQUESTED until the provider confirms it; null when nothing was refunded."
    refundStatus: RefundStatus
  }

  type PaymentInfo {
    id: ID!
    method: PaymentMethodId!
    status: PaymentStatus!
    pspReference: String
  }

  type PlacedOrderResponse {
    data: PlacedOrder
    errors: [ErrorEntry!]!
  }

  type PaymentCheckResponse {
    order: PlacedOrder
    errors: [ErrorEntry!]!
  }

  type PlaceOrderPayload {
    order: PlacedOrder
    errors: [ErrorEntry!]!
  }

  enum PaymentActionType {
    "Send the browser to url (the provider's hosted payment page)."
    REDIRECT
    "Wait on the payment processing screen and poll checkGiftCardPayment (app payments)."
    AWAIT
    "Nothing to pay online (invoice): go to the confirmation."
    NONE
  }

  type PaymentAction {
    type: PaymentActionType!
    url: String
  }

  type AddPaymentPayload {
    action: PaymentAction
    payment: PaymentInfo
    order: PlacedOrder
    errors: [ErrorEntry!]!
  }

  input PhoneInput {
    "Dialling code with +, e.g. +49."
    dialCode: String!
    "The number without the dialling code, digits only."
    number: String!
  }

  input CheckoutAddressInput {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String
    street: String!
    city: String!
  }

  input PlaceOrderInput {
    "The cart to place (the visitor's)."
    orderUuid: String!
    customerType: CustomerType!
    firstName: String!
    lastName: String!
    email: String!
    emailConfirmation: String!
    phone: PhoneInput
    address: CheckoutAddressInput!
    "Business customers."
    companyName: String
    kvkNumber: String
    vatNumber: String
    referenceNumber: String
    invoiceEmail: String
    termsAccepted: Boolean!
    newsletter: Boolean
    "Guests: create an account with this order (password required then)."
    createAccount: Boolean
    password: String
    "Physical receivers without an address get the customer's address."
    shipToCustomerAddress: Boolean
  }

  input AddPaymentInput {
    orderUuid: String!
    method: PaymentMethodId!
    "iDEAL / EPS bank id."
    issuer: String
    "BLIK: the 6-digit code from the banking app."
    blikCode: String
    "Where the provider sends the browser back: a path of this shop (the payment processing page)."
    returnPath: String!
  }

  "The business page's quote form (issue 17): who asks, which gift cards, and the captcha's solution."
  input QuoteRequestInput {
    companyName: String!
    contactName: String!
    email: String!
    phone: PhoneInput
    "1 to 20 lines; the number of cards of the request is their sum."
    lines: [QuoteLineInput!]!
    "The whole budget in cents (whole currency units, 1 to 1,000,000 units)."
    budgetCents: Int
    "Desired delivery date, packaging, personalisation … (at most 500 characters)."
    deliveryWishes: String
    "At most 2000 characters."
    message: String
    "The solved captcha (captchaChallenge)."
    captchaToken: String!
  }

  "Cards of one gift card product: a product of this storefront that is sold and in stock."
  input QuoteLineInput {
    productId: String!
    "1 to 10000 cards."
    quantity: Int!
    "The amount on each card in cents, whole currency units: within the storefront's business range (Poland: 50 to 2000 zloty), else the product's own range."
    amountPerCardCents: Int!
  }

  "From minQuantity cards on, the service fee per card is serviceFee."
  type VolumePrice {
    minQuantity: Int!
    serviceFee: Money!
  }

  type QuoteRequestPayload {
    id: ID
    "The request's number to show the buyer and to quote: Q, the day (YYMMDD) and six characters (Q-260514-K7M2QX)."
    number: String
    errors: [ErrorEntry!]!
  }

  input ReorderInput {
    orderUuid: String!
    packages: [ReorderPackageInput!]!
  }

  input ReorderPackageInput {
    "A package id of the old order."
    packageId: ID!
    amountCents: Int!
    quantity: Int!
    "Digital cards: who receives them this time (by default the old receiver)."
    receiver: ReorderReceiverInput
  }

  input ReorderReceiverInput {
    firstName: String!
    lastName: String!
    email: String!
  }
`;
