/**
 * The balance doubler (issue 18; spec §1 "a monthly promotion, a winner is drawn every first Monday of
 * the month", §2 /verdoppler/ and /verdoppler/danke/{product?}/, §9 the draw day). ADR 0025.
 */
export const doublerTypeDefs = /* GraphQL */ `
  extend type Query {
    """
    The balance doubler of the request's storefront this month: the dates (in the storefront's time
    zone), the prize rule and the last published draw. data is null where the storefront does not run
    the doubler (its pages answer 404). How many entered is not public.
    """
    doublerPromotion: DoublerPromotionResponse!
    """
    The published result of a month's draw (month: YYYY-MM): seed, entries hash, winner (reference and
    last four digits) and prize. data is null while the month has no published draw; errors for a month
    that is not YYYY-MM.
    """
    doublerDraw(month: String!): DoublerDrawResponse!
    "The storefront's published draws, newest month first (limit 1 to 24, default 12)."
    doublerDraws(limit: Int): DoublerDrawsResponse!
    """
    The entry references a published draw drew from, in the hashed order, page by page (itemsPerPage up
    to 1000, default 1000): with the seed, anyone can recompute the entries hash and the winner (ADR 0025).
    """
    doublerDrawEntries(month: String!, paging: PagingInput): DoublerDrawEntriesResponse!
    "Operator: the balance doubler's draws of every status (one storefront by key or store id, or all), newest first."
    operatorDoublerDraws(store: String, limit: Int = 50): [OperatorDoublerDraw!]!
  }

  extend type Mutation {
    """
    Enters a card in this month's balance doubler (captcha-protected): an active card of this storefront
    with balance, its PIN, the e-mail the prize mail goes to, the conditions accepted. One entry per card
    per month. Errors: 2001 (spec §5 rules, the conditions not accepted), 2049 captcha, 2040/2036 as the
    balance check, 2047 another store's card, 2041 blocked, 2043 not activated, 2042 expired, 2046 not
    a gift card of this shop, 2044 no balance, 2048 a test card, 2072 this card has been entered this
    month already, 2073 the storefront does not run the doubler (or this month's draw has taken place).
    """
    enterDoubler(input: EnterDoublerInput!): EnterDoublerPayload!
    """
    Operator: runs a month's draw now (store: key or store id; month: YYYY-MM). Refused (2074) unless the
    month is over and has no draw or only failed ones; early (the demo only) draws the running month.
    """
    operatorRunDoublerDraw(store: String!, month: String!, early: Boolean = false): OperatorRunDoublerDrawPayload!
  }

  input EnterDoublerInput {
    "19 digits (spaces allowed)."
    cardNumber: String!
    "6 digits."
    pin: String!
    "Where the prize mail goes if the card wins; never published."
    email: String!
    "The conditions of the doubler are accepted: must be true."
    acceptConditions: Boolean!
    "The captcha widget's payload (base64)."
    captchaToken: String!
  }

  "An entry in this month's draw."
  type DoublerEntry {
    "The entry's reference: the same as in the draw's published entry list."
    reference: ID!
    "The entry's number to show and quote: D, the month (YYMM) and six characters (D-2611-K7M2QX)."
    number: String!
    "YYYY-MM: the month whose draw the card takes part in."
    month: String!
    "The last four digits of the card (•••• 1234)."
    maskedNumber: String!
    "The card's product (slug in the request's language) for /verdoppler/danke/{product}/; null when unknown."
    productSlug: String
    "ISO date the month's entries are drawn (the first Monday of the next month)."
    drawDate: String!
  }

  type EnterDoublerPayload {
    entry: DoublerEntry
    errors: [ErrorEntry!]!
    "With 2047 (a card of another store, after its right PIN): the store it belongs to, where to check it."
    cardStorefront: CardStorefront
  }

  "Spec §3 discount types: a promotion gives an amount (ABSOLUTE) or a share of a base in percent (RELATIVE)."
  enum DiscountType {
    ABSOLUTE
    RELATIVE
  }

  "What a promotion gives (spec §3 discount type)."
  type PromotionDiscount {
    discountType: DiscountType!
    "ABSOLUTE: the amount in the storefront's currency; RELATIVE: percent of the base."
    value: Float!
    "The most a RELATIVE discount gives; null: no cap."
    max: Money
  }

  "This month's promotion (spec §1 balance doubler)."
  type DoublerPromotion {
    "YYYY-MM: the month entries count for now, in the storefront's time zone."
    month: String!
    "The storefront's IANA time zone, in which the month and the draw day are reckoned."
    timeZone: String!
    "ISO date-time of the last moment of the month: entries until then take part in this month's draw."
    entryDeadline: String!
    "ISO date of this month's draw: the first Monday of the next month."
    nextDrawDate: String!
    "The prize rule: the winner's balance at the draw is doubled, by at most this amount."
    maxPrize: Money!
    "The prize rule as a spec §3 discount: RELATIVE 100 (percent of the winner's balance at the draw), at most maxPrize."
    prizeDiscount: PromotionDiscount!
    "The last published draw, if any."
    lastDraw: DoublerDrawResult
  }

  type DoublerPromotionResponse {
    data: DoublerPromotion
    errors: [ErrorEntry!]!
  }

  type DoublerWinner {
    "The winning entry's reference (its place in the published entry list)."
    reference: ID!
    "The winning entry's number, as its entrant was shown it (D-2611-K7M2QX)."
    number: String!
    "The last four digits of the winning card (•••• 1234)."
    maskedNumber: String!
  }

  "A published draw: everything needed to check it (ADR 0025); never an e-mail or a whole card number."
  type DoublerDrawResult {
    "YYYY-MM: the month whose entries were drawn."
    month: String!
    "ISO date-time of the draw."
    drawnAt: String!
    "How many entries were drawn from (the month's entries whose card was still active, valid and with balance)."
    entryCount: Int!
    "hex(SHA-256(the entry references, sorted, joined by a newline))."
    entriesHash: String!
    "The draw's 32 random bytes, hex: the HMAC key of the pick."
    seed: String!
    winner: DoublerWinner!
    "What was added to the winning card: its balance at the draw, at most the maximum prize."
    prize: Money!
  }

  type DoublerDrawResponse {
    data: DoublerDrawResult
    errors: [ErrorEntry!]!
  }

  type DoublerDrawsResponse {
    data: [DoublerDrawResult!]!
    errors: [ErrorEntry!]!
  }

  "A page of a published draw's entry list."
  type DoublerDrawEntries {
    month: String!
    entryCount: Int!
    entriesHash: String!
    pageNumber: Int!
    itemsPerPage: Int!
    "Entry references in the hashed order: positions (pageNumber − 1) × itemsPerPage onwards."
    references: [ID!]!
  }

  type DoublerDrawEntriesResponse {
    data: DoublerDrawEntries
    errors: [ErrorEntry!]!
  }

  enum DoublerDrawStatus {
    "Being drawn (exists only inside the drawing transaction)."
    RUNNING
    DONE
    "The draw failed and was rolled back; reason says why. The month may be drawn again."
    FAILED
    "No entry of the month was eligible any more."
    NO_ENTRIES
  }

  "Operator: a draw of any status."
  type OperatorDoublerDraw {
    id: ID!
    storefrontKey: String!
    month: String!
    status: DoublerDrawStatus!
    attempt: Int!
    "JOB or OPERATOR."
    startedBy: String!
    entryCount: Int
    prize: Money
    winnerMaskedNumber: String
    failureReason: String
    createdAt: String!
    drawnAt: String
  }

  type OperatorRunDoublerDrawPayload {
    draw: OperatorDoublerDraw
    errors: [ErrorEntry!]!
  }
`;
