/**
 * The cart (spec §3 "{product}Order (cart)", §7 cartV2 / cartQuantity / delete{product}PackageGroup).
 * A cart is an order in the database that is not placed yet, bound to the visitor's session cookie
 * (and later to the account). Totals are never stored: every answer computes them from the lines,
 * so they always equal the sum of their lines. Every mutation answers the updated order and an
 * `errors` list (spec §8); a caller mistake never throws.
 */
export const cartTypeDefs = /* GraphQL */ `
  extend type Query {
    "The visitor's cart in this storefront (spec §7 cartV2); data is null when there is none (or the uuid is not the visitor's)."
    cartV2(orderUuid: String): CartResponse!
    "The slim cart behind the basket badge (spec §3); null when this visitor has no cart."
    cartQuantity(orderUuid: String): SlimCart
    "What this storefront charges besides the cards (the product page shows option prices)."
    cartPrices: CartPrices!
  }

  extend type Mutation {
    "Adds a package (cards of one product variation and amount, with options) from the product page."
    addGiftCardPackage(input: AddGiftCardPackageInput!): CartPackagePayload!
    "Changes a package: quantity, amount, options, or the receiver it goes to. Omitted fields stay; null removes an option."
    updateGiftCardPackage(input: UpdateGiftCardPackageInput!): CartPackagePayload!
    "Deletes one package of a receiver, or the receiver with all its packages when packageId is omitted (spec §7)."
    deleteGiftCardPackageGroup(shipmentTag: String!, packageId: ID): CartPayload!
    "Sets who receives a shipment: name and e-mail (digital) or name and address (physical)."
    updateCartReceiver(input: CartReceiverInput!): CartPayload!
    "Forgets a shipment's receiver details (the reset receiver confirmation)."
    resetCartReceiver(shipmentTag: String!): CartPayload!
    "Digital shipments: send at a chosen moment (ISO 8601 with offset), or as soon as possible with null."
    setShipmentDeliveryDate(shipmentTag: String!, scheduledAt: String): CartPayload!
    "Physical cards to one address (SINGLE) or each package to its own receiver (SPLIT)."
    setCartDeliveryMode(mode: DeliveryMode!): CartPayload!
  }

  "Spec §3 delivery mode. DEFAULT: not chosen yet, physical packages travel together like SINGLE."
  enum DeliveryMode {
    DEFAULT
    SINGLE
    SPLIT
  }

  "Spec §3 delivery type of a shipment."
  enum DeliveryType {
    DIGITAL
    PHYSICAL
  }

  "Spec §3 customer type."
  enum CustomerType {
    BUSINESS
    PRIVATE
  }

  """
  Spec §3 basket item kinds, as the spec spells them ({product} = giftcard): GIFTCARD,
  BLANK_GIFTCARD_PACK, DONATION, WRAPPER, DIGITAL_WRAPPER, GIFT_PACKING, PERSONAL_MESSAGE. The API
  answers these; the two older spellings stay for the deployed remotes (ADR 0059) and are never answered.
  """
  enum BasketItemKind {
    "A gift card (spec §3 {product})."
    GIFTCARD
    "A pack of blank cards, activated with a value later (spec §3 BLANK_{product}_PACK)."
    BLANK_GIFTCARD_PACK
    GIFT_CARD @deprecated(reason: "The spec's spelling is GIFTCARD (ADR 0059); never answered.")
    BLANK_GIFT_CARD_PACK @deprecated(reason: "The spec's spelling is BLANK_GIFTCARD_PACK (ADR 0059); never answered.")
    DONATION
    WRAPPER
    DIGITAL_WRAPPER
    GIFT_PACKING
    PERSONAL_MESSAGE
    "Spec §3 line kind activation: the amount an activation order loads onto a blank card."
    ACTIVATION
  }

  """
  Spec §3 order line kinds: how a line is fulfilled. DIGITAL and PHYSICAL: a card line (gift card,
  donation, blank card pack) sent by e-mail or by post; ADDITIONAL: an extra of a package (gift packing,
  a wrapper, a personal message); ACTIVATION: the amount an activation order loads onto a blank card.
  """
  enum LineKind {
    ACTIVATION
    ADDITIONAL
    DIGITAL
    PHYSICAL
  }

  enum AdjustmentType {
    SHIPPING
    REGISTERED_SHIPPING
    SERVICE_FEE
  }

  type CartResponse {
    data: GiftCardOrder
    errors: [ErrorEntry!]!
  }

  type CartPayload {
    "The cart after the change (unchanged when errors is not empty)."
    order: GiftCardOrder
    errors: [ErrorEntry!]!
  }

  type CartPackagePayload {
    order: GiftCardOrder
    "The package added or changed."
    packageId: ID
    errors: [ErrorEntry!]!
  }

  "Spec §3 {product}Order (cart)."
  type GiftCardOrder {
    "The order uuid."
    id: ID!
    currency: String!
    deliveryMode: DeliveryMode!
    shipments: [Shipment!]!
    groupedTotals: GroupedTotals!
    totals: OrderTotals!
    "Set in checkout."
    billingAddress: BillingAddress
    "One entry per package, in basket order, grouped by receiver through tag."
    packagesGroups: [PackagesGroup!]!
    limits: CartLimits!
    "What the basket badge shows, so a mutation's answer updates the badge without another request."
    slimCart: SlimCart!
  }

  "Prices per card for the options, and the fees per order or shipment (spec §9)."
  type CartPrices {
    giftPacking: Money!
    wrapper: Money!
    digitalWrapper: Money!
    personalMessage: Money!
    serviceFee: Money!
    shipping: Money!
    internationalShipping: Money!
    registeredShipping: Money!
    "Physical shipments worth more than this go registered."
    registeredThreshold: Money!
  }

  type CartLimits {
    "Cards one order may hold in all (spec §8 2030)."
    maxCardsPerOrder: Int!
    "Cards one package may hold."
    maxQuantityPerPackage: Int!
  }

  "A receiver: where and when a group of packages goes."
  type Shipment {
    id: ID!
    "Stable name of the receiver in this cart (r1, r2, …)."
    tag: String!
    deliveryType: DeliveryType!
    """
    Spec §3 deliveryDate, a value: when the shipment arrives at the latest, as the redeem order's
    shipments answer it. Digital: an ISO date-time, one hour after it is sent (at the scheduled moment,
    or now); physical: the last day of the 2-4 working days window (YYYY-MM-DD). The whole window is
    delivery (ADR 0059: this field was that object until issue 36).
    """
    deliveryDate: String!
    "When the shipment leaves and arrives: the window deliveryDate ends (the basket's and confirmation's texts)."
    delivery: ShipmentDelivery!
    "Null until the shopper tells who receives it."
    deliveryAddress: Address
    "Physical: sent registered (value over the limit or a product that must go registered, spec §9)."
    registered: Boolean!
    packages: [GiftCardPackage!]!
  }

  """
  When a shipment arrives. Digital: from/to are date-times (sent at the scheduled moment, or within
  the hour). Physical: dispatchDate is the working day it leaves (same day before 17:00), from/to the
  window of 2-4 working days after it (dates, YYYY-MM-DD).
  """
  type ShipmentDelivery {
    from: String!
    to: String!
    dispatchDate: String
    "Digital: the moment the shopper chose; null = as soon as possible."
    scheduledAt: String
  }

  "Spec §3 address (receivers and billing)."
  type Address {
    firstName: String
    lastName: String
    customerType: CustomerType
    companyName: String
    countryCode: String
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    email: String
    invoiceEmail: String
    phoneNumber: String
    addressLine1: String
    addressLine2: String
  }

  type BillingAddress {
    firstName: String
    lastName: String
    customerType: CustomerType
    companyName: String
    countryCode: String
    postCode: String
    houseNumber: String
    suffix: String
    street: String
    city: String
    email: String
    invoiceEmail: String
    phoneNumber: String
    addressLine1: String
    addressLine2: String
    referenceNumber: String
    kvkNumber: String
  }

  "Spec §3 package: the cards of one product variation and amount, with their options."
  type GiftCardPackage {
    id: ID!
    shipmentTag: String!
    "GIFTCARD, DONATION or BLANK_GIFTCARD_PACK (ACTIVATION on an activation order)."
    kind: BasketItemKind!
    product: Product!
    variationId: ID!
    variationType: VariationType!
    "The value of one card."
    amount: Money!
    qty: Int!
    "Spec §3 giftPacking: the gift packing line (qty, variation); null when the cards are not gift-packed."
    giftPacking: PackageItem
    """
    Spec §3 wrapper: the wrapper line, physical (kind WRAPPER, around the card) or digital (kind
    DIGITAL_WRAPPER, the e-mail design), with qty and variation; null when the package has none.
    """
    wrapper: PackageItem
    personalMessage: String
    "The lines of the package (the card item and its extras), spec §3 package kinds."
    items: [PackageItem!]!
    total: Money!
    """
    Spec §3 {product}_v1 (product = giftcard): the package's card line, a card item (a gift card or a
    donation) or an empty card item (blank cards, activated later), each with qty and variation.
    """
    giftcard_v1: PackageCardItem!
    "Spec §3 message: the personal message line (qty, text, variation); null when the package carries none."
    message: PackageItem
  }

  "The card line of a package (spec §3 {product}_v1); __typename tells a card item from an empty card item."
  interface PackageCardItem {
    "GIFTCARD, DONATION or BLANK_GIFTCARD_PACK."
    kind: BasketItemKind!
    "Spec §3 line kind: DIGITAL or PHYSICAL (ACTIVATION on an activation order)."
    lineKind: LineKind!
    "Cards in the package."
    qty: Int!
    "The variation bought; price is the value of one card."
    variation: PackageItemVariation!
    total: Money!
  }

  "A card with a value: a gift card or a donation."
  type GiftCardItem implements PackageCardItem {
    kind: BasketItemKind!
    lineKind: LineKind!
    qty: Int!
    variation: PackageItemVariation!
    total: Money!
  }

  "An empty card: a blank card pack, whose cards are activated with a value later (spec §1 activation)."
  type EmptyGiftCardItem implements PackageCardItem {
    kind: BasketItemKind!
    lineKind: LineKind!
    qty: Int!
    variation: PackageItemVariation!
    total: Money!
  }

  type PackageItem {
    kind: BasketItemKind!
    "Spec §3 line kind: the card line DIGITAL or PHYSICAL, an extra ADDITIONAL, an activation ACTIVATION."
    lineKind: LineKind!
    qty: Int!
    variation: PackageItemVariation!
    "PERSONAL_MESSAGE only."
    text: String
    total: Money!
  }

  "Spec §3 variation of a basket line; price is the unit price in this cart."
  type PackageItemVariation {
    id: ID!
    title: String!
    sku: String!
    variationType: VariationType!
    price: Money!
    """
    The catalogue product of a card line (spec §3 variation.product: id, title, productType, variations,
    variationsToShow, the variation configs); null on extras (packing, wrappers, messages), which are
    not catalogue products.
    """
    product: Product
  }

  type GroupedTotals {
    digitalTotal: QtyTotal!
    physicalTotal: QtyTotal!
    "Gift packing, wrappers and messages."
    extra: QtyTotal!
  }

  type QtyTotal {
    qty: Int!
    price: Money!
  }

  type OrderTotals {
    "The lines: cards and extras."
    subTotal: Money!
    grandTotalWithoutTax: Money!
    "The VAT included in grandTotal (gift cards carry none; extras and fees do)."
    tax: Money!
    "subTotal plus every adjustment."
    grandTotal: Money!
    adjustments: [Adjustment!]!
  }

  type Adjustment {
    title: String!
    adjustmentType: AdjustmentType!
    price: Money!
  }

  "Spec §3 packagesGroups: a package with its receiver, for the basket and the order overview."
  type PackagesGroup {
    tag: String!
    packageId: ID!
    "The receiver's name; null while unknown."
    receiverTitle: String
    "The receiver's e-mail or one-line address; null while unknown."
    receiverDescription: String
    cardsPreviews: [CardPreview!]!
    totalPrice: Money!
  }

  type CardPreview {
    image: Image!
    color: CardPreviewColor!
    productLabel: String!
  }

  type CardPreviewColor {
    color: String!
    opacity: Float!
  }

  "Slim cart for the badge (spec §3): order id, package ids, card and variation qty, packagesGroups packageIds."
  type SlimCart {
    id: ID!
    packageIds: [ID!]!
    "Cards in the cart."
    cardQty: Int!
    "Packages (distinct variation and amount lines) in the cart."
    variationQty: Int!
    packagesGroups: [SlimPackagesGroup!]!
    "What the badge shows: the number of cards."
    totalQuantity: Int!
  }

  type SlimPackagesGroup {
    tag: String!
    packageIds: [ID!]!
  }

  input AddGiftCardPackageInput {
    productId: ID!
    variationId: ID!
    variationType: VariationType!
    "The value of one card in cents (custom amounts: whole currency units, so a multiple of 100)."
    amountCents: Int!
    quantity: Int!
    giftPacking: Boolean!
    wrapper: VariationType
    personalMessage: String
    "Add to this receiver; by default digital packages get a receiver of their own and physical ones join the physical receiver (SPLIT: their own)."
    shipmentTag: String
  }

  input UpdateGiftCardPackageInput {
    packageId: ID!
    quantity: Int
    amountCents: Int
    giftPacking: Boolean
    "null removes the wrapper."
    wrapper: VariationType
    "null removes the message."
    personalMessage: String
    "Move the package to this receiver (same delivery type)."
    shipmentTag: String
  }

  input CartReceiverInput {
    shipmentTag: String!
    firstName: String!
    lastName: String!
    "Digital shipments."
    email: String
    "Physical shipments."
    address: ReceiverAddressInput
  }

  input ReceiverAddressInput {
    countryCode: String!
    postCode: String!
    houseNumber: String!
    suffix: String
    street: String!
    city: String!
    companyName: String
    addressLine1: String
    addressLine2: String
  }
`;
