/**
 * Placed orders, payments, issued gift cards and outgoing mail (issue 7). A placed order is the cart's
 * `orders` row with status PENDING (awaiting payment), then COMPLETED (paid, cards issued) or
 * CANCELED. Gift card balances are ledger entries; mail leaves through an outbox a worker drains.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderPackages, orders } from './cart-schema';
import { storefronts } from './schema';
import { products } from './catalogue-schema';

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;

/** The payment methods; the wallets (Apple Pay, Google Pay) and Klarna since migration 0042 (ADR 0051). */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'card', 'paypal', 'blik', 'eps', 'invoice', 'applepay', 'googlepay', 'klarna'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * CREATED → REDIRECTED → (PENDING →) AUTHORISED | REFUSED | CANCELLED | ERROR; DUPLICATE: authorised
 * for an order another payment had paid already, refunded automatically (migration 0033).
 */
export const PAYMENT_STATUSES = ['CREATED', 'REDIRECTED', 'PENDING', 'AUTHORISED', 'REFUSED', 'CANCELLED', 'ERROR', 'DUPLICATE'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** A payment in one of these holds the order: no second one may start (unique index). */
export const ACTIVE_PAYMENT_STATUSES = ['CREATED', 'REDIRECTED', 'PENDING', 'AUTHORISED'] as const satisfies readonly PaymentStatus[];
/** Not decided yet: the reconciliation job asks the provider about these. */
export const OPEN_PAYMENT_STATUSES = ['CREATED', 'REDIRECTED', 'PENDING'] as const satisfies readonly PaymentStatus[];

/** What the shopper entered in checkout, kept with the order (spec §3 CustomerProfile + billing). */
export interface OrderCustomer {
  customerType: 'PRIVATE' | 'BUSINESS';
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
  companyName?: string;
  kvkNumber?: string;
  vatNumber?: string;
  referenceNumber?: string;
  invoiceEmail?: string;
  address?: {
    countryCode: string;
    postCode: string;
    houseNumber: string;
    suffix?: string;
    street: string;
    city: string;
  };
  createAccount: boolean;
  newsletter?: boolean;
}

export const REVIEW_STATES = ['HELD', 'RELEASED', 'REFUSED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Placing-related columns of an order, one row per placed order. */
export const orderPlacements = pgTable(
  'order_placements',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Human-readable order number shown to the shopper and in mails (e.g. 60-2611-000123). */
    orderNumber: text('order_number').notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    /** The totals at the moment of placing (what the shopper agreed to pay). */
    grandTotalCents: integer('grand_total_cents').notNull(),
    currency: text('currency').notNull(),
    /** Refused or failed payment attempts (spec §8 2036 after too many). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Paid by gift cards (a redeem): the payment provider is asked only for the rest. */
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    /** Set once the gift cards are issued: issuing happens exactly once. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Why issuing was stopped (paid amount ≠ frozen total …): an operator must look. */
    issueProblem: text('issue_problem'),
    /**
     * Fraud review (migration 0036, ADR 0043): null when screening let it through (or never screened
     * it); HELD waits for a reviewer and is not issued; RELEASED was let through by one; REFUSED is
     * never issued and its payment refunded.
     */
    reviewState: text('review_state').$type<ReviewState>(),
    /** When a reviewer (or screening, for an automatic refusal) decided. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Who decided: an operator's audit actor, or the system. */
    reviewedBy: jsonb('reviewed_by'),
    reviewReason: text('review_reason'),
  },
  (t) => [
    uniqueIndex('order_placements_number_key').on(t.orderNumber),
    check('order_placements_total_check', sql`${t.grandTotalCents} >= 0`),
    check(
      'order_placements_review_check',
      sql`(${t.reviewState} is null or (${inList(t.reviewState, REVIEW_STATES)} and ((${t.reviewState} = 'HELD') = (${t.reviewedAt} is null))))
        and (${t.reviewReason} is null or length(${t.reviewReason}) between 1 and 500)
        and (${t.issuedAt} is null or ${t.reviewState} is null or ${t.reviewState} = 'RELEASED')`,
    ),
    index('order_placements_held_idx').on(t.placedAt).where(sql`${t.reviewState} = 'HELD'`),
  ],
);

export const SCREENING_OUTCOMES = ['ISSUE', 'HOLD', 'REFUSE'] as const;

/** One rule's hit as the reviewer reads it (domains/fraud/rules.ts). */
export interface ScreeningHit {
  rule: string;
  points: number;
  detail: string;
}

/** The card facts a screening saw (no full number ever reaches the shop). */
export interface ScreeningCard {
  issuerCountry: string | null;
  threeDSecure: boolean;
  bin: string | null;
  lastFour: string | null;
  fundingSource: string | null;
}

/**
 * Fraud screening of an order (migration 0036, ADR 0043): the keyed signals recorded when it was
 * placed (e-mail, device, address, IPv6 /64) and, once paid, the card's fingerprint and the decision
 * (score, rule hits, outcome). Velocity counts read these rows through the (key, time) indexes.
 */
export const orderScreenings = pgTable(
  'order_screenings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storefrontKey: text('storefront_key').notNull(),
    emailKey: text('email_key').notNull(),
    deviceKey: text('device_key'),
    ipKey: text('ip_key'),
    ipv6PrefixKey: text('ipv6_prefix_key'),
    cardKey: text('card_key'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    score: integer('score'),
    outcome: text('outcome').$type<(typeof SCREENING_OUTCOMES)[number]>(),
    hits: jsonb('hits').$type<ScreeningHit[]>().notNull().default([]),
    card: jsonb('card').$type<ScreeningCard>(),
  },
  (t) => [
    // Paid orders only (migration 0038): a stranger can place unpaid orders under anyone's e-mail address.
    index('order_screenings_email_idx').on(t.emailKey, t.screenedAt).where(sql`${t.screenedAt} is not null`),
    index('order_screenings_device_idx').on(t.deviceKey, t.placedAt).where(sql`${t.deviceKey} is not null`),
    index('order_screenings_ip_idx').on(t.ipKey, t.placedAt).where(sql`${t.ipKey} is not null`),
    index('order_screenings_ipv6_prefix_idx').on(t.ipv6PrefixKey, t.placedAt).where(sql`${t.ipv6PrefixKey} is not null`),
    index('order_screenings_card_idx').on(t.cardKey, t.screenedAt).where(sql`${t.cardKey} is not null`),
    check(
      'order_screenings_outcome_check',
      sql`(${t.outcome} is null or ${inList(t.outcome, SCREENING_OUTCOMES)}) and ((${t.outcome} is null) = (${t.screenedAt} is null)) and ((${t.outcome} is null) = (${t.score} is null)) and (${t.score} is null or ${t.score} >= 0)`,
    ),
  ],
);
export type OrderScreeningRow = typeof orderScreenings.$inferSelect;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The provider that handles it ('test' is the embedded test payment service). */
    provider: text('provider').notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    /** iDEAL / EPS bank. */
    issuer: text('issuer'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('CREATED'),
    /** The provider's reference (Adyen: pspReference). */
    pspReference: text('psp_reference'),
    /** Last refusal reason from the provider. */
    refusalReason: text('refusal_reason'),
    /** Where the provider sent the shopper (a repeated click on "pay" goes there again). */
    actionUrl: text('action_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_psp_reference_key').on(t.provider, t.pspReference),
    // At most one active payment per order (a double click never charges twice).
    uniqueIndex('payments_one_active_per_order').on(t.orderId).where(inList(t.status, ACTIVE_PAYMENT_STATUSES)),
    index('payments_open_idx').on(t.status, t.updatedAt).where(inList(t.status, OPEN_PAYMENT_STATUSES)),
    check('payments_method_check', inList(t.method, PAYMENT_METHODS)),
    check('payments_status_check', inList(t.status, PAYMENT_STATUSES)),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** Every provider notification we accepted, by its event id: a replay finds its row and changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    pspReference: text('psp_reference').notNull(),
    eventCode: text('event_code').notNull(),
    success: boolean('success').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** APPLIED, or MISMATCH: amount, currency, merchant or reference differ from the payment (nothing applied). */
    outcome: text('outcome').$type<'APPLIED' | 'MISMATCH'>().notNull().default('APPLIED'),
    problem: text('problem'),
  },
  (t) => [uniqueIndex('payment_notifications_event_key').on(t.provider, t.eventId)],
);

export const GIFT_CARD_STATUSES = ['ACTIVE', 'BLOCKED', 'NOT_ACTIVATED'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * Ledger kinds: ISSUE (+), HOLD (− by a placed redeem), REDEEM (its hold captured), RELEASE (+ a hold
 * given back), REFUND (+), DOUBLER (+ the balance doubler's prize, migration 0022); migration 0033:
 * REFUND_OUT (− taken for a refund to the buyer), REFUND_BACK (+ a failed refund gives it back),
 * FREEZE (− a chargeback freezes the unspent value), UNFREEZE (+ the chargeback reversed); migration
 * 0037: REISSUE_OUT (− a blocked card's balance moved to its replacement), REISSUE_IN (+ on the
 * replacement), each once per card, referencing the other card.
 */
export const LEDGER_KINDS = ['ISSUE', 'HOLD', 'REDEEM', 'RELEASE', 'REFUND', 'DOUBLER', 'REFUND_OUT', 'REFUND_BACK', 'FREEZE', 'UNFREEZE', 'REISSUE_OUT', 'REISSUE_IN'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** An issued gift card. The PIN is stored only as a salted scrypt hash. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey(),
    /** 19 digits: prefix, body, Luhn check digit. */
    number: text('number').notNull(),
    pinHash: text('pin_hash').notNull(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key),
    /** The order that bought it (null for blank cards and the demo's sample cards). */
    orderId: uuid('order_id').references(() => orders.id),
    packageId: uuid('package_id').references(() => orderPackages.id),
    /** 1..quantity within the package: (package, sequence) is issued once. */
    sequence: integer('sequence'),
    productId: text('product_id').notNull(),
    variationType: text('variation_type').notNull(),
    currency: text('currency').notNull(),
    /**
     * The sum of the card's ledger, kept by the database (trigger gift_card_ledger_apply, migration
     * 0012): never written by the code, and never below 0 (CHECK), so no redeem can overspend.
     */
    balanceCents: integer('balance_cents').notNull().default(0),
    status: text('status').$type<GiftCardStatus>().notNull().default('ACTIVE'),
    /** The end of the card's validity, the storefront's rule (domains/orders/gift-card-validity.ts); null for a blank card until it is activated. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A test card: its balance can be checked, never spent (spec §8). */
    isTest: boolean('is_test').notNull().default(false),
    /** The dispute (chargeback) that blocked the card: its reversal unblocks exactly these (migration 0033). */
    blockedByDispute: uuid('blocked_by_dispute'),
    /** The lost card this one replaces (the service desk's block and reissue, migration 0037); at most one replacement per card. */
    reissuedFrom: uuid('reissued_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_number_key').on(t.number),
    uniqueIndex('gift_cards_reissued_from_key').on(t.reissuedFrom).where(sql`${t.reissuedFrom} is not null`),
    // The service desk's search by a card's last digits (migration 0037).
    index('gift_cards_last4_idx').on(sql`right(${t.number}, 4)`),
    uniqueIndex('gift_cards_package_sequence_key').on(t.packageId, t.sequence),
    index('gift_cards_order_idx').on(t.orderId),
    check('gift_cards_number_check', sql`${t.number} ~ '^[0-9]{19}$'`),
    check('gift_cards_balance_check', sql`${t.balanceCents} >= 0`),
    check('gift_cards_status_check', inList(t.status, GIFT_CARD_STATUSES)),
  ],
);

/** Balance changes of a gift card; the balance is their sum. */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: uuid('id').primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** What took the value (REFUND_OUT: the refund id; FREEZE: dispute and event) — once per card (migration 0033). */
    reference: text('reference'),
    /** REFUND_BACK / UNFREEZE: the entry given back; each entry is given back at most once. */
    reverses: uuid('reverses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.giftCardId),
    uniqueIndex('gift_card_ledger_one_reversal').on(t.reverses).where(sql`${t.reverses} is not null`),
    uniqueIndex('gift_card_ledger_one_taking').on(t.giftCardId, t.kind, t.reference).where(sql`${t.kind} in ('REFUND_OUT', 'FREEZE')`),
    // One issue entry per card, whatever happens.
    uniqueIndex('gift_card_ledger_single_issue').on(t.giftCardId).where(sql`${t.kind} = 'ISSUE'`),
    // A redeem order holds a card once and gives it back at most once.
    uniqueIndex('gift_card_ledger_one_hold').on(t.giftCardId, t.orderId).where(sql`${t.kind} in ('HOLD', 'REDEEM')`),
    uniqueIndex('gift_card_ledger_one_release').on(t.giftCardId, t.orderId).where(sql`${t.kind} = 'RELEASE'`),
    index('gift_card_ledger_order_idx').on(t.orderId),
    uniqueIndex('gift_card_ledger_one_reissue').on(t.giftCardId, t.kind).where(sql`${t.kind} in ('REISSUE_OUT', 'REISSUE_IN')`),
  ],
);

export const REFUND_ORIGINS = ['SHOP', 'PROVIDER', 'DUPLICATE'] as const;
export type RefundOrigin = (typeof REFUND_ORIGINS)[number];
/** REQUESTED (value taken, provider asked) → REFUNDED → REVERSED; REQUESTED | REFUNDED → FAILED (value given back). */
export const REFUND_STATUSES = ['REQUESTED', 'REFUNDED', 'FAILED', 'REVERSED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Refunds (migration 0033, ADR 0041). The value a refund pays out is taken from the cards (ledger
 * REFUND_OUT, reference = the refund's id) in the transaction that records it; a trigger keeps the
 * standing refunds of a payment within its amount.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** A single card's refund; null for an order's. */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    origin: text('origin').$type<RefundOrigin>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('REQUESTED'),
    reason: text('reason').notNull(),
    /** Who asked (an operator's audit actor; null for the provider and the system). */
    actor: jsonb('actor'),
    /** The provider's reference of the refund (Adyen: the modification's pspReference). */
    pspReference: text('psp_reference'),
    /** Why it failed, or what did not fit. */
    problem: text('problem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_psp_reference_key').on(t.provider, t.pspReference).where(sql`${t.pspReference} is not null`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_open_idx').on(t.updatedAt).where(sql`${t.status} = 'REQUESTED' and ${t.pspReference} is null`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_origin_check', inList(t.origin, REFUND_ORIGINS)),
    check('refunds_status_check', inList(t.status, REFUND_STATUSES)),
    check('refunds_reason_check', sql`length(${t.reason}) between 1 and 500`),
  ],
);

export const DISPUTE_STATUSES = ['INQUIRY', 'FRAUD_REPORTED', 'NOTIFIED', 'CHARGED_BACK', 'CAPTURE_FAILED', 'REVERSED'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * Disputes and failed captures of a payment (migration 0033), one row per dispute reference. Its state
 * follows the newest event by the provider's event date; while `frozen` the order's unspent card
 * value is held by FREEZE entries and the cards are BLOCKED; `lostCents` is what could not be frozen.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    disputeReference: text('dispute_reference').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status').$type<DisputeStatus>().notNull(),
    lastEventCode: text('last_event_code').notNull(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    frozen: boolean('frozen').notNull().default(false),
    frozenCents: integer('frozen_cents').notNull().default(0),
    spentCents: integer('spent_cents').notNull().default(0),
    lostCents: integer('lost_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_disputes_reference_key').on(t.provider, t.disputeReference),
    index('payment_disputes_order_idx').on(t.orderId),
    check('payment_disputes_status_check', inList(t.status, DISPUTE_STATUSES)),
    check('payment_disputes_money_check', sql`${t.amountCents} >= 0 and ${t.frozenCents} >= 0 and ${t.spentCents} >= 0 and ${t.lostCents} >= 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type PaymentDisputeRow = typeof paymentDisputes.$inferSelect;

export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Outgoing mail: written in the same transaction as the change it reports, sent by the worker. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    /** 'order-confirmation' | 'gift-card' | 'quote-request' … */
    kind: text('kind').notNull(),
    /** Enqueueing the same thing twice is a no-op (e.g. `gift-card:<cardId>`). */
    dedupeKey: text('dedupe_key').notNull(),
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    recipient: text('recipient').notNull(),
    /** Everything the template needs except secrets. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Secrets of the mail (a PIN), encrypted with SECRETS_KEY (security/secret-box.ts); null once sent. */
    sealedSecrets: text('sealed_secrets'),
    status: text('status').$type<MailStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Where the file transport put it (`.data/outbox/…`), or the SMTP message id. */
    deliveredTo: text('delivered_to'),
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key').on(t.dedupeKey),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', inList(t.status, MAIL_STATUSES)),
  ],
);

/** Business quote requests (spec §6 business buyer). */
export const quoteRequests = pgTable('quote_requests', {
  id: uuid('id').primaryKey(),
  storefrontKey: text('storefront_key')
    .notNull()
    .references(() => storefronts.key),
  companyName: text('company_name').notNull(),
  contactName: text('contact_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  cardCount: integer('card_count').notNull(),
  amountPerCardCents: integer('amount_per_card_cents'),
  message: text('message'),
  /** The whole budget, when the buyer named one (migration 0019). */
  budgetCents: integer('budget_cents'),
  deliveryWishes: text('delivery_wishes'),
  language: text('language'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** From quote_request_number_seq (migration 0041): the request's number people read, Q-YYMMDD-XXXXXX (quoteRequestNumber). */
  numberValue: bigint('number_value', { mode: 'number' })
    .notNull()
    .unique('quote_requests_number_value_key')
    .default(sql`nextval('quote_request_number_seq')`),
});

/** The cards a quote asks for: product, number of cards and the amount on each. */
export const quoteRequestLines = pgTable(
  'quote_request_lines',
  {
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    amountPerCardCents: integer('amount_per_card_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.quoteRequestId, t.position] })],
);

/** The business page's volume prices (migration 0019): the service fee per card from a number of cards on. */
export const businessVolumePrices = pgTable(
  'business_volume_prices',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.minQuantity] }),
    check('business_volume_prices_quantity_check', sql`${t.minQuantity} between 1 and 100000`),
    check('business_volume_prices_fee_check', sql`${t.serviceFeeCents} between 0 and 100000`),
  ],
);

export type BusinessVolumePriceRow = typeof businessVolumePrices.$inferInsert;

export type OrderPlacementRow = typeof orderPlacements.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** The profile fields of spec §3 CustomerProfile besides the names and the login e-mail. */
export interface UserProfile {
  invoiceEmail?: string | null;
  phoneNumber?: string | null;
  vatNumber?: string | null;
  companyName?: string | null;
  postCode?: string | null;
  houseNumber?: string | null;
  suffix?: string | null;
  street?: string | null;
  city?: string | null;
  administrativeArea?: string | null;
}

/**
 * Accounts (issue 16; the first ones came from checkout's "create an account"). The e-mail is kept in
 * lower case; it logs in only once confirmed (double opt-in). Password: salted scrypt at OWASP's
 * parameters (orders/gift-card-codes.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Where the account was made: its mails' storefront and language. */
    storefrontKey: text('storefront_key'),
    language: text('language').notNull().default('de'),
    subscribed: boolean('subscribed').notNull().default(false),
    profile: jsonb('profile').$type<UserProfile>().notNull().default({}),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** An account's address book (issue 16): receivers offered in the basket and in checkout. */
export const savedReceivers = pgTable(
  'saved_receivers',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    companyName: text('company_name'),
    countryCode: text('country_code'),
    postCode: text('post_code'),
    houseNumber: text('house_number'),
    suffix: text('suffix'),
    street: text('street'),
    city: text('city'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_receivers_user_idx').on(t.userId, t.createdAt)],
);

export type SavedReceiverRow = typeof savedReceivers.$inferSelect;

/**
 * The embedded test payment service's own records (it stands in for an external provider such as
 * Adyen; the shop never reads this table, only the provider module does).
 */
export const testPspPayments = pgTable('test_psp_payments', {
  pspReference: text('psp_reference').primaryKey(),
  merchantReference: text('merchant_reference').notNull(),
  method: text('method').notNull(),
  issuer: text('issuer'),
  blikCode: text('blik_code'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  shopperEmail: text('shopper_email'),
  returnUrl: text('return_url').notNull(),
  notificationUrl: text('notification_url').notNull(),
  /** OPEN → AUTHORISED | REFUSED | PENDING | CANCELLED */
  status: text('status').notNull().default('OPEN'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The shop's idempotency key of the attempt: a repeated start returns the same payment. */
  idempotencyKey: text('idempotency_key').unique('test_psp_payments_idempotency_key'),
  merchantAccount: text('merchant_account').notNull().default('ShopTestMerchant'),
  /** A card payment's card facts as its notification reports them (additionalData; migration 0036, ADR 0043). */
  cardData: jsonb('card_data').$type<Record<string, string>>(),
});

/** Notifications the test payment service still has to deliver (they survive a restart). */
export const testPspNotifications = pgTable(
  'test_psp_notifications',
  {
    id: uuid('id').primaryKey(),
    pspReference: text('psp_reference').notNull(),
    url: text('url').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_psp_notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`)],
);

/** The test payment service's refunds (migration 0033). */
export const testPspRefunds = pgTable(
  'test_psp_refunds',
  {
    pspReference: text('psp_reference').primaryKey(),
    paymentPspReference: text('payment_psp_reference')
      .notNull()
      .references(() => testPspPayments.pspReference),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_psp_refunds_idempotency_key').on(t.idempotencyKey),
    index('test_psp_refunds_payment_idx').on(t.paymentPspReference),
    check('test_psp_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * The last invoice number given per storefront and calendar year (migration 0034, ADR 0042): bumped by
 * an upsert in the transaction that records the invoice, so numbers are gapless (a SEQUENCE is not).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storefrontKey: text('storefront_key').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'invoice_counters_pkey', columns: [t.storefrontKey, t.year] }), check('invoice_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

/** The invoice of a paid order: its gapless number per storefront and year, given once. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    storefrontKey: text('storefront_key').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: <store id>-<year>-<sequence, 6 digits>, e.g. 60-2026-000001. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_sequence_key').on(t.storefrontKey, t.year, t.sequence),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_sequence_check', sql`${t.sequence} > 0`),
    foreignKey({ name: 'invoices_counter_fk', columns: [t.storefrontKey, t.year], foreignColumns: [invoiceCounters.storefrontKey, invoiceCounters.year] }),
  ],
);

/** The source of order numbers' codes (order-number.ts): never the same value twice. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export type InvoiceRow = typeof invoices.$inferSelect;

export type UserRow = typeof users.$inferSelect;
export type TestPspPaymentRow = typeof testPspPayments.$inferSelect;
