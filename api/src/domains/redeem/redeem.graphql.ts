/**
 * Balance check and redeem (spec §1 "Balance check and redeem", §3 RedeemOrder, redeem package and
 * redeem product, §4 redeem flow, §7 redeemOrder and the redeem token, §8 card errors). The redeem
 * token travels base64-encoded in `userData.redeemToken` (spec §7); the API keeps only its hash.
 */
export const redeemTypeDefs = /* GraphQL */ `
  extend type Query {
    "A proof-of-work challenge for the captcha widget (ALTCHA), as the widget reads it (JSON)."
    captchaChallenge: String!
    "The redeem of the request's token: its cards, the chosen cards and the totals; errors 2050 when none is open."
    redeemBasket: RedeemBasketResponse!
    "Cards to redeem into: the storefront's redeem shop, or a company's curated page (pageId)."
    redeemProducts(pageId: String, search: String, filterByTaxonomy: [TaxonomyFilterInput!], paging: PagingInput): RedeemProductList!
    "A company's redeem page (the business shop's header, the info page); null when unknown."
    redeemPage(pageId: String!): RedeemPage
    """
    Spec §7 redeemOrder(uuid): a placed redeem of this visitor; data null for anyone else's. While its
    top-up is unpaid, errors say why the last payment failed, as checkGiftCardPayment's do: 2035
    refused, 2037 refused as suspected fraud (spec §8: use another payment method), 2036 no attempts left.
    """
    redeemOrder(uuid: String!): RedeemOrderResponse!
  }

  extend type Mutation {
    """
    Balance check (captcha-protected): the card's balance, currency and validity, and the card joins
    the request's redeem (a new one, whose token is answered once, when there is none). A wrong number
    and a wrong PIN answer the same (2040); the card's state (2041-2047) only after a right PIN; 2036
    after too many wrong PINs per card or per IP; 2048 for a test card; 2049 when the captcha failed.
    """
    checkGiftCardBalance(input: CheckGiftCardBalanceInput!): GiftCardBalancePayload!
    "add or update redeem package: a chosen card (packageId: change that one). Values over 150 are split."
    addOrUpdateRedeemPackage(input: RedeemPackageInput!): RedeemBasketPayload!
    removeRedeemPackage(packageId: ID!): RedeemBasketPayload!
    "Reset (spec §4): the redeem ends; its cards keep their balance."
    resetRedeem: ResetRedeemPayload!
    """
    Places the redeem: the cards' balances are held and, when they cover the total, the order completes
    and its cards are issued at once; otherwise amountToPay is the top-up, paid with addGiftCardPayment.
    The same idempotencyKey again answers the same order.
    """
    placeRedeemOrder(input: PlaceRedeemOrderInput!): PlaceRedeemOrderPayload!
  }

  input CheckGiftCardBalanceInput {
    "19 digits (spaces allowed), starting with the shop's prefix."
    cardNumber: String!
    "6 digits."
    pin: String!
    "The captcha widget's payload (base64)."
    captchaToken: String!
  }

  "A checked card: shown only after its PIN was right."
  type GiftCardBalance {
    id: ID!
    "The last four digits (•••• 1234)."
    maskedNumber: String!
    balance: Money!
    "ISO date-time the card expires; null when it does not."
    validUntil: String
    "The last day the card is valid on (YYYY-MM-DD, the storefront's calendar): the day its mails print. Show it as a date, never shifted to another time zone; null when it does not expire."
    lastValidDay: String
    "The card's state now: a card of the redeem can be blocked (reported lost, a dispute) while the redeem is open."
    status: GiftCardStatus!
    "The validity has passed (since the check): its balance can no longer be spent."
    expired: Boolean!
  }

  type GiftCardBalancePayload {
    "The new redeem's token (once, when this check opened a redeem); the client sends it with every request."
    redeemToken: String
    card: GiftCardBalance
    basket: RedeemBasket
    "With 2047 (a card of another store, after its right PIN): the store it belongs to, where to check and redeem it."
    cardStorefront: CardStorefront
    errors: [ErrorEntry!]!
  }

  "The storefront a card belongs to."
  type CardStorefront {
    name: String!
    "That storefront's balance check (absolute), in the request's language where the storefront has it."
    balanceCheckUrl: String!
  }

  type RedeemBasket {
    id: ID!
    cards: [RedeemCardUse!]!
    "Spec §3 redeem packages: the chosen cards."
    packages: [RedeemPackage!]!
    totals: RedeemTotals!
    "When the redeem ends unless it is used again."
    expiresAt: String!
    "When the chosen cards by post arrive if placed now (the cart's rule: same-day dispatch before 17:00 on a working day, 2-4 working days); null when none goes by post."
    physicalDelivery: RedeemPhysicalDelivery
  }

  "Cards by post (spec §1, §9), as the checkout's shipments give it: calendar days YYYY-MM-DD of the storefront's country."
  type RedeemPhysicalDelivery {
    "The working day they leave."
    dispatchDate: String!
    "The window they arrive in."
    from: String!
    to: String!
  }

  type RedeemCardUse {
    card: GiftCardBalance!
    "What the chosen cards take from this card (cards are spent in the order they were added)."
    used: Money!
  }

  type RedeemTotals {
    "The chosen cards together, with shipping for cards by post."
    total: Money!
    "Shipping of the cards by post (0 without)."
    shipping: Money!
    "The balance of the redeem's cards."
    balance: Money!
    balanceUsed: Money!
    "What stays on the cards."
    remainingBalance: Money!
    "Spec §5: total minus the cards' balance, never below 0 (the top-up)."
    priceToPay: Money!
  }

  "Spec §3 redeem package: a chosen card; items are the cards it becomes (split over 150)."
  type RedeemPackage {
    id: ID!
    mainProduct: RedeemProduct!
    mainProductType: ProductType!
    items: [RedeemPackageItem!]!
    packageTotals: RedeemPackageTotals!
  }

  type RedeemPackageItem {
    qty: Int!
    variation: RedeemVariation!
  }

  type RedeemVariation {
    id: ID!
    sku: String!
    price: Money!
    title: String!
    variationType: VariationType!
  }

  type RedeemPackageTotals {
    mainItemAmount: Money!
    mainItemEditable: Boolean!
    promotionAmount: Money
  }

  "Spec §3 redeemData."
  type RedeemData {
    title: String!
    description: String!
    minimumRemainingBalance: Money!
    minimumAvailableCustomAmount: Money!
    maximumAvailableCustomAmount: Money!
  }

  """
  Spec §3 redeem product. Its kinds are the spec's types (ADR 0059): GiftCardProduct (a gift card),
  DonationProduct (a donation) and TopProduct (a gift card among the storefront's top gift cards, as
  the redeem shop lists it). A package's mainProduct is a GiftCardProduct or a DonationProduct.
  """
  interface RedeemProduct {
    id: ID!
    title: String!
    description: String!
    image: Image!
    backgroundColor: String!
    foregroundColor: String!
    productType: ProductType!
    redeemData: RedeemData!
    "Empty for a custom amount."
    fixedValues: [Money!]!
    "The amounts by post, when the card can be sent by post (donations never are)."
    physical: RedeemPhysicalOffer
    "The card's brand; its web shop when it redeems on its own site."
    brand: RedeemBrand
    showHand: Boolean!
    showShadow: Boolean!
    path: String!
  }

  "Spec §3 {product}Product: a gift card to redeem into."
  type GiftCardProduct implements RedeemProduct {
    id: ID!
    title: String!
    description: String!
    image: Image!
    backgroundColor: String!
    foregroundColor: String!
    productType: ProductType!
    redeemData: RedeemData!
    "Empty for a custom amount."
    fixedValues: [Money!]!
    "The amounts by post, when the card can be sent by post (donations never are)."
    physical: RedeemPhysicalOffer
    "The card's brand; its web shop when it redeems on its own site."
    brand: RedeemBrand
    showHand: Boolean!
    showShadow: Boolean!
    path: String!
    "Spec §3 {product}Brand of a {product} product: the same as brand."
    giftCardBrand: RedeemBrand
  }

  "Spec §3 DonationProduct: a donation to redeem into (sent by e-mail only, no brand)."
  type DonationProduct implements RedeemProduct {
    id: ID!
    title: String!
    description: String!
    image: Image!
    backgroundColor: String!
    foregroundColor: String!
    productType: ProductType!
    redeemData: RedeemData!
    "Empty for a custom amount."
    fixedValues: [Money!]!
    "The amounts by post, when the card can be sent by post (donations never are)."
    physical: RedeemPhysicalOffer
    "The card's brand; its web shop when it redeems on its own site."
    brand: RedeemBrand
    showHand: Boolean!
    showShadow: Boolean!
    path: String!
  }

  "Spec §3 TopProduct: a gift card of the storefront's top gift cards (its top-products list), in the redeem shop's list."
  type TopProduct implements RedeemProduct {
    id: ID!
    title: String!
    description: String!
    image: Image!
    backgroundColor: String!
    foregroundColor: String!
    productType: ProductType!
    redeemData: RedeemData!
    "Empty for a custom amount."
    fixedValues: [Money!]!
    "The amounts by post, when the card can be sent by post (donations never are)."
    physical: RedeemPhysicalOffer
    "The card's brand; its web shop when it redeems on its own site."
    brand: RedeemBrand
    showHand: Boolean!
    showShadow: Boolean!
    path: String!
    "Spec §3 {product}Brand of a {product} product: the same as brand."
    giftCardBrand: RedeemBrand
  }

  "Spec §3 {product}Brand. The web-shop fields are null unless the brand redeems on its own site."
  type RedeemBrand {
    id: ID!
    name: String!
    "The brand's web shop as the redeem shop's shop iframe modal shows it (https)."
    iframeUrl: String
    "Where the shopper is handed over to the brand's web shop (https)."
    redirectLink: String
    "Seconds the hand-over counts down before it leaves the shop."
    redirectTime: Int!
    productExternalLink: ExternalLink
  }

  type ExternalLink {
    title: String!
    url: String!
  }

  type RedeemPhysicalOffer {
    fixedValues: [Money!]!
    minimumAvailableCustomAmount: Money!
    maximumAvailableCustomAmount: Money!
  }

  type RedeemProductList {
    items: [RedeemProduct!]!
    total: Int!
    pageNumber: Int!
    itemsPerPage: Int!
  }

  type RedeemPage {
    pageId: ID!
    companyName: String!
    logo: Image!
    title: String!
    intro: String!
    info: String!
  }

  input RedeemPackageInput {
    "The chosen card to change; absent: a new one."
    packageId: ID
    productId: ID!
    "The value in cents (custom amounts: whole currency units)."
    amountCents: Int!
    "By e-mail (default) or by post."
    variationType: VariationType
  }

  type RedeemBasketResponse {
    data: RedeemBasket
    errors: [ErrorEntry!]!
  }

  type RedeemBasketPayload {
    basket: RedeemBasket
    errors: [ErrorEntry!]!
  }

  type ResetRedeemPayload {
    errors: [ErrorEntry!]!
  }

  input PlaceRedeemOrderInput {
    firstName: String!
    lastName: String!
    email: String!
    emailConfirmation: String!
    termsAccepted: Boolean!
    "A uuid the checkout made once: a repeated submit places one order."
    idempotencyKey: String!
    "Spec §4 delivery date: send the new cards at this moment (ISO 8601 with an offset, within a year); absent: at once."
    scheduledAt: String
    "Where cards by post go: required when a chosen card is physical."
    address: ReceiverAddressInput
  }

  type PlaceRedeemOrderPayload {
    order: RedeemOrder
    "The top-up still to pay (0: the order is complete)."
    amountToPay: Money
    errors: [ErrorEntry!]!
  }

  "Spec §3 RedeemOrder."
  type RedeemOrder {
    id: ID!
    orderNumber: String!
    status: OrderStatus!
    shipments: [RedeemShipment!]!
    billingAddress: BillingAddress!
    totals: RedeemOrderTotals!
    "What is left on the redeem's cards now."
    remainingBalance: Money!
    "The cards it was paid with."
    giftCardPayments: [RedeemCardUse!]!
    payment: PaymentInfo
    "A new top-up payment may be started."
    canRetry: Boolean!
  }

  type RedeemShipment {
    id: ID!
    packages: [RedeemPackage!]!
    "ISO date the new cards are sent (digital: within the hour)."
    deliveryDate: String!
    formattedDeliveryDate: String!
    deliveryAddress: BillingAddress!
  }

  type RedeemOrderTotals {
    total: Money!
    paidWithGiftCards: Money!
    "The top-up (spec §5 price to pay)."
    priceToPay: Money!
  }

  type RedeemOrderResponse {
    data: RedeemOrder
    "With data: why the top-up's last payment failed (2035, 2036, 2037), while it is unpaid. Without: 2003, the order is unknown."
    errors: [ErrorEntry!]!
  }
`;
