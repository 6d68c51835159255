/**
 * Activation of blank cards (issue 18; spec §1 activation, §2 /aktivieren/, /aktivieren/erfolgreich/,
 * /kartendaten/, §3 order type and line kind activation with customerEmail, §5 amount 10 to 500, §7
 * "create activation order" and "{product} info query" behind the captcha, §8 activation failed and
 * card prefix mismatch, §9 activation within 24 hours). ADR 0024.
 */
export const activationTypeDefs = /* GraphQL */ `
  extend type Query {
    "The activation of an order this visitor placed (the success page); data null for anyone else's."
    activation(orderUuid: String!): CardActivationResponse!
    """
    {product} info query (captcha-protected, spec §2 /kartendaten/): an activated card's balance,
    validity and product. The limits and answers of the balance check: 2040 for an unknown number or a
    wrong PIN, 2036 after too many wrong PINs, 2049 when the captcha failed; 2043 for a card not
    activated yet, 2041 blocked, 2047 another store's card.
    """
    cardData(cardNumber: String!, pin: String!, captchaToken: String!): CardDataResponse!
    "Operator: the most recent activation orders (limit 1 to 200, default 20), newest first."
    operatorActivations(limit: Int = 20): [OperatorActivation!]!
  }

  extend type Mutation {
    """
    create activation order (captcha-protected): a blank card of this storefront (NOT_ACTIVATED, not in
    an activation already) gets a whole amount of 10 to 500 loaded onto it. Creates an order of kind
    ACTIVATION (customerEmail = email) with one line of kind ACTIVATION and starts its payment like
    addGiftCardPayment: action says what the browser does next. The card is activated within the
    configured delay after the payment (at once in the demo) and the buyer gets a mail. Errors: 2001
    (spec §5 rules), 2049 captcha, 2053 the number is not this storefront's (prefix), 2040/2036 as the
    balance check, 2041 blocked, 2047 another store's card, 2052 the card cannot be activated (not a
    blank card, already activated, or an activation of it is under way), 2035 the payment did not start.
    """
    activateCard(input: ActivateCardInput!): ActivateCardPayload!
  }

  input ActivateCardInput {
    "19 digits (spaces allowed), this storefront's prefix."
    cardNumber: String!
    "6 digits, from under the card's scratch field."
    pin: String!
    "The amount to load onto the card in cents: whole currency units from 10 to 500."
    amountCents: Int!
    "Where the activation's confirmation goes (spec §3 customerEmail of activation orders)."
    email: String!
    "The captcha widget's payload (base64)."
    captchaToken: String!
    paymentMethod: PaymentMethodId!
    "iDEAL / EPS bank id."
    issuer: String
    "BLIK: the 6-digit code from the banking app."
    blikCode: String
    "Where the provider sends the browser back: a path of this shop; default the activation success page with ?order=<uuid>."
    returnPath: String
  }

  enum CardActivationStatus {
    "Waiting for its payment."
    PENDING_PAYMENT
    "Paid: the card is activated at dueAt."
    SCHEDULED
    "The card is activated: its balance is the amount."
    DONE
    "The payment failed or was given up: the card stays not activated and may be activated again."
    FAILED
  }

  "An activation (spec §3 order type activation): what the success page shows."
  type CardActivation {
    "The activation order's uuid."
    orderUuid: ID!
    orderNumber: String!
    status: CardActivationStatus!
    "The amount loaded onto the card."
    amount: Money!
    "The last four digits of the card (•••• 1234)."
    maskedNumber: String!
    "Spec §3 customerEmail for activation orders: where the confirmation goes."
    customerEmail: String!
    "ISO date-time the card is (to be) activated; null until paid."
    dueAt: String
    "ISO date-time the card was activated."
    activatedAt: String
    "ISO date-time the card is valid until, once activated."
    validUntil: String
    "The last day the card is valid on (YYYY-MM-DD, the storefront's calendar), once activated: the day the activation mail prints."
    lastValidDay: String
    payment: PaymentInfo
    "The activation order's state (spec §3 Order)."
    orderStatus: OrderStatus!
  }

  "Operator: an activation order at a glance (never the whole card number)."
  type OperatorActivation {
    orderNumber: String!
    storefrontKey: String!
    status: CardActivationStatus!
    amount: Money!
    "The last four digits of the card (•••• 1234)."
    maskedNumber: String!
    "ISO date-time the activation was ordered."
    createdAt: String!
    "ISO date-time it is (was) due; null until paid."
    dueAt: String
    "ISO date-time the card was activated."
    doneAt: String
    "Rounds of the job that could not activate it, and why the last one could not."
    attempts: Int!
    lastError: String
  }

  type CardActivationResponse {
    data: CardActivation
    errors: [ErrorEntry!]!
  }

  type ActivateCardPayload {
    "What the browser does next, as addGiftCardPayment answers it (REDIRECT to the payment page, AWAIT for app payments)."
    action: PaymentAction
    payment: PaymentInfo
    activation: CardActivation
    errors: [ErrorEntry!]!
  }

  "An activated card's data (the /kartendaten/ page): shown only after its PIN was right."
  type CardData {
    "The last four digits (•••• 1234)."
    maskedNumber: String!
    status: GiftCardStatus!
    balance: Money!
    "ISO date-time the card is valid until; null when it does not expire."
    validUntil: String
    "The last day the card is valid on (YYYY-MM-DD, the storefront's calendar): the day its mails print; null when it does not expire."
    lastValidDay: String
    "The validity has passed: the balance can no longer be spent."
    expired: Boolean!
    productTitle: String!
  }

  enum GiftCardStatus {
    ACTIVE
    BLOCKED
    NOT_ACTIVATED
  }

  type CardDataResponse {
    data: CardData
    errors: [ErrorEntry!]!
    "With 2047 (a card of another store, after its right PIN): the store it belongs to, where to check it."
    cardStorefront: CardStorefront
  }
`;
