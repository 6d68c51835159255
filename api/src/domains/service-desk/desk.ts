/**
 * The service desk's reads (issue 33 item 6, ADR 0044): find orders and cards, an order's whole story,
 * a card's ledger. For operators with the support capability; every answer is bounded and every lookup
 * is an index lookup (migration 0037), never a scan of orders or cards:
 *  - an order number: exact (order_placements_number_key);
 *  - an e-mail address: exact, case-insensitive (order_placements_email_idx on lower(customer->>'email'));
 *  - a card's last digits (4 to 19): the last four through gift_cards_last4_idx, the rest checked on
 *    those rows only; all 19 digits through gift_cards_number_key.
 * Card numbers leave this module masked (the last four digits); PINs are never read.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { withdrawalRequests } from '../../db/content-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements, paymentDisputes, paymentNotifications, payments, refunds } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';

/** Results per page, and the deepest page: a search is for finding one case, not for exporting. */
export const DESK_PAGE_SIZE = 20;
export const DESK_MAX_PAGE = 10;
/** How much of an order's or a card's history one page shows (newest kept when there is more). */
const HISTORY_LIMIT = 200;

export const DESK_MESSAGES = {
  query:
    'Search by an order number (e.g. 60-261126-ABC234), a buyer’s e-mail address, or the last digits of a card (4 to 19 digits)',
  page: `Pages 1 to ${DESK_MAX_PAGE}: narrow the search instead`,
  noOrder: 'No such order',
  noCard: 'No such gift card',
} as const;

/** '•••• 1234': all the desk ever shows of a card number. */
export const maskCard = (number: string) => `•••• ${number.slice(-4)}`;

export type DeskQuery = { kind: 'ORDER_NUMBER'; value: string } | { kind: 'EMAIL'; value: string } | { kind: 'CARD_DIGITS'; value: string };

/** What the typed text searches for, or null when it is none of the three. */
export function parseDeskQuery(text: string): DeskQuery | null {
  const typed = text.trim();
  if (typed.length === 0 || typed.length > 254) return null;
  if (typed.includes('@')) {
    const email = typed.toLowerCase();
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { kind: 'EMAIL', value: email } : null;
  }
  // Card numbers are read out in groups ("6037 0601 …"): spaces and dashes between digits are dropped.
  const digits = typed.replace(/[\s-]/g, '');
  if (/^[0-9]{4,19}$/.test(digits) && !/[A-Za-z]/.test(typed)) return { kind: 'CARD_DIGITS', value: digits };
  // Order numbers: storefront id, date, code (60-261126-ABC234; redeems R…); letters and digits in dashed groups.
  if (/^[A-Za-z0-9]{1,12}(-[A-Za-z0-9]{1,12}){1,4}$/.test(typed)) return { kind: 'ORDER_NUMBER', value: typed.toUpperCase() };
  return null;
}

export interface DeskOrderHit {
  orderId: string;
  orderNumber: string;
  storefrontKey: string;
  status: string;
  kind: string;
  email: string;
  customerName: string;
  grandTotalCents: number;
  currency: string;
  placedAt: string;
}

export interface DeskCardHit {
  cardId: string;
  maskedNumber: string;
  status: string;
  balanceCents: number;
  currency: string;
  storefrontKey: string;
  orderId: string | null;
  orderNumber: string | null;
  createdAt: string;
}

export interface DeskSearchResult {
  query: DeskQuery | null;
  orders: DeskOrderHit[];
  cards: DeskCardHit[];
  hasMore: boolean;
  errors: ErrorEntry[];
}

const orderHitColumns = {
  orderId: orders.id,
  orderNumber: orderPlacements.orderNumber,
  storefrontKey: orders.storefrontKey,
  status: orders.status,
  kind: orders.kind,
  customer: orderPlacements.customer,
  grandTotalCents: orderPlacements.grandTotalCents,
  currency: orderPlacements.currency,
  placedAt: orderPlacements.placedAt,
};

type OrderHitRow = { orderId: string; orderNumber: string; storefrontKey: string; status: string; kind: string; customer: { email: string; firstName: string; lastName: string }; grandTotalCents: number; currency: string; placedAt: Date };

const orderHit = (r: OrderHitRow): DeskOrderHit => ({
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  storefrontKey: r.storefrontKey,
  status: r.status,
  kind: r.kind,
  email: r.customer.email,
  customerName: [r.customer.firstName, r.customer.lastName].filter(Boolean).join(' '),
  grandTotalCents: r.grandTotalCents,
  currency: r.currency,
  placedAt: r.placedAt.toISOString(),
});

const cardHitColumns = {
  id: giftCards.id,
  number: giftCards.number,
  status: giftCards.status,
  balanceCents: giftCards.balanceCents,
  currency: giftCards.currency,
  storefrontKey: giftCards.storefrontKey,
  orderId: giftCards.orderId,
  orderNumber: orderPlacements.orderNumber,
  createdAt: giftCards.createdAt,
};

type CardHitRow = { id: string; number: string; status: string; balanceCents: number; currency: string; storefrontKey: string; orderId: string | null; orderNumber: string | null; createdAt: Date };

const cardHit = (r: CardHitRow): DeskCardHit => ({
  cardId: r.id,
  maskedNumber: maskCard(r.number),
  status: r.status,
  balanceCents: r.balanceCents,
  currency: r.currency,
  storefrontKey: r.storefrontKey,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  createdAt: r.createdAt.toISOString(),
});

/** One page of orders and cards that match the typed text (see the module's comment for the indexes). */
export async function searchDesk(db: Database, text: string, page = 1): Promise<DeskSearchResult> {
  const query = parseDeskQuery(text);
  const none = (error: ErrorEntry): DeskSearchResult => ({ query, orders: [], cards: [], hasMore: false, errors: [error] });
  if (!query) return none({ code: ErrorCode.INVALID_SEARCH_INPUT, message: DESK_MESSAGES.query, referencedRequestParameter: 'query' });
  if (!Number.isInteger(page) || page < 1 || page > DESK_MAX_PAGE) return none({ code: ErrorCode.INVALID_PAGING, message: DESK_MESSAGES.page, referencedRequestParameter: 'page' });
  const offset = (page - 1) * DESK_PAGE_SIZE;
  // One row more than a page tells whether there is a next one.
  const take = DESK_PAGE_SIZE + 1;

  if (query.kind === 'CARD_DIGITS') {
    const lastFour = query.value.slice(-4);
    const rows = await db
      .select(cardHitColumns)
      .from(giftCards)
      .leftJoin(orderPlacements, eq(orderPlacements.orderId, giftCards.orderId))
      .where(
        query.value.length === 19
          ? eq(giftCards.number, query.value)
          : // The expression of gift_cards_last4_idx, then the longer suffix on its rows only (digits: no wildcard can be in it).
            and(sql`right(${giftCards.number}, 4) = ${lastFour}`, sql`${giftCards.number} like ${`%${query.value}`}`),
      )
      .orderBy(desc(giftCards.createdAt), asc(giftCards.id))
      .limit(take)
      .offset(offset);
    return { query, orders: [], cards: rows.slice(0, DESK_PAGE_SIZE).map(cardHit), hasMore: rows.length > DESK_PAGE_SIZE, errors: [] };
  }

  const rows = await db
    .select(orderHitColumns)
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(query.kind === 'EMAIL' ? sql`lower(${orderPlacements.customer}->>'email') = ${query.value}` : eq(orderPlacements.orderNumber, query.value))
    .orderBy(desc(orderPlacements.placedAt), asc(orderPlacements.orderId))
    .limit(take)
    .offset(offset);
  const found = rows.slice(0, DESK_PAGE_SIZE).map((r) => orderHit(r as OrderHitRow));
  // An order number finds one order: its cards are what the operator looks for next.
  const cards =
    query.kind === 'ORDER_NUMBER' && found[0]
      ? (
          await db
            .select(cardHitColumns)
            .from(giftCards)
            .leftJoin(orderPlacements, eq(orderPlacements.orderId, giftCards.orderId))
            .where(eq(giftCards.orderId, found[0].orderId))
            .orderBy(asc(giftCards.createdAt), asc(giftCards.id))
            .limit(HISTORY_LIMIT)
        ).map(cardHit)
      : [];
  return { query, orders: found, cards, hasMore: rows.length > DESK_PAGE_SIZE, errors: [] };
}

// ─── an order's detail ───────────────────────────────────────────────────────────────────────────

export interface DeskOrderDetail {
  order: DeskOrderHit & { language: string; paidAt: string | null; issuedAt: string | null; issueProblem: string | null; giftCardCents: number };
  lines: Array<{ productId: string; deliveryType: string; amountCents: number; quantity: number }>;
  cards: DeskCardHit[];
  payments: Array<{ id: string; provider: string; method: string; status: string; amountCents: number; currency: string; pspReference: string | null; refusalReason: string | null; createdAt: string }>;
  notifications: Array<{ eventCode: string; success: boolean; pspReference: string; outcome: string; problem: string | null; receivedAt: string }>;
  refunds: Array<{ id: string; cardId: string | null; amountCents: number; currency: string; origin: string; status: string; reason: string; problem: string | null; createdAt: string }>;
  disputes: Array<{ id: string; status: string; lastEventCode: string; amountCents: number; frozenCents: number; spentCents: number; lostCents: number; currency: string; updatedAt: string }>;
  mails: Array<{ id: string; kind: string; recipient: string; status: string; subject: string | null; attempts: number; createdAt: string; sentAt: string | null }>;
  withdrawals: Array<{ id: string; email: string; matchStatus: string; status: string; receivedAt: string; decidedAt: string | null; refundId: string | null }>;
  audit: DeskAuditRow[];
}

export interface DeskAuditRow {
  id: string;
  at: string;
  action: string;
  actor: string;
  targetKind: string | null;
  targetId: string | null;
  after: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function auditOf(db: Database, targets: Array<{ kind: 'order' | 'gift-card'; id: string }>): Promise<DeskAuditRow[]> {
  if (targets.length === 0) return [];
  const rows = await db
    .select()
    .from(operatorAuditLog)
    .where(or(...targets.map((t) => and(eq(operatorAuditLog.targetKind, t.kind), eq(operatorAuditLog.targetId, t.id)))))
    .orderBy(desc(operatorAuditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({
    id: String(r.id),
    at: r.at.toISOString(),
    action: r.action,
    actor: r.actorEmail ?? r.actorKind,
    targetKind: r.targetKind,
    targetId: r.targetId,
    after: r.after === null ? null : JSON.stringify(r.after),
  }));
}

/** Everything the desk knows about one order (null: no placed order with this id). */
export async function deskOrderDetail(db: Database, orderId: string): Promise<DeskOrderDetail | null> {
  if (!UUID.test(orderId)) return null;
  const id = orderId.toLowerCase();
  const [row] = await db
    .select({ ...orderHitColumns, language: orders.language, paidAt: orderPlacements.paidAt, issuedAt: orderPlacements.issuedAt, issueProblem: orderPlacements.issueProblem, giftCardCents: orderPlacements.giftCardCents })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(eq(orderPlacements.orderId, id));
  if (!row) return null;
  const [lines, cards, paymentRows, refundRows, disputes, mails, withdrawals] = await Promise.all([
    db
      .select({ productId: orderPackages.productId, deliveryType: orderShipments.deliveryType, amountCents: orderPackages.amountCents, quantity: orderPackages.quantity })
      .from(orderPackages)
      .innerJoin(orderShipments, eq(orderShipments.id, orderPackages.shipmentId))
      .where(eq(orderPackages.orderId, id))
      .orderBy(asc(orderPackages.position), asc(orderPackages.createdAt))
      .limit(HISTORY_LIMIT),
    db
      .select(cardHitColumns)
      .from(giftCards)
      .leftJoin(orderPlacements, eq(orderPlacements.orderId, giftCards.orderId))
      .where(eq(giftCards.orderId, id))
      .orderBy(asc(giftCards.createdAt), asc(giftCards.id))
      .limit(HISTORY_LIMIT),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.createdAt)).limit(HISTORY_LIMIT),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt)).limit(HISTORY_LIMIT),
    db.select().from(paymentDisputes).where(eq(paymentDisputes.orderId, id)).orderBy(asc(paymentDisputes.createdAt)).limit(HISTORY_LIMIT),
    db
      .select({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient, status: mailOutbox.status, subject: mailOutbox.subject, attempts: mailOutbox.attempts, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      // The expression of mail_outbox_order_number_idx: every mail about an order carries its number.
      .where(sql`${mailOutbox.payload}->>'orderNumber' = ${row.orderNumber}`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(HISTORY_LIMIT),
    db.select().from(withdrawalRequests).where(eq(withdrawalRequests.orderId, id)).orderBy(asc(withdrawalRequests.receivedAt)).limit(HISTORY_LIMIT),
  ]);
  const references = [...paymentRows.map((p) => p.pspReference), ...refundRows.map((r) => r.pspReference)].filter((r): r is string => !!r);
  const notifications = references.length
    ? await db
        .select()
        .from(paymentNotifications)
        .where(or(inArray(paymentNotifications.pspReference, references), inArray(sql`${paymentNotifications.payload}->>'originalReference'`, references)))
        .orderBy(asc(paymentNotifications.receivedAt))
        .limit(HISTORY_LIMIT)
    : [];
  const audit = await auditOf(db, [{ kind: 'order', id }, ...cards.map((c) => ({ kind: 'gift-card' as const, id: c.id }))]);
  return {
    order: {
      ...orderHit(row as OrderHitRow),
      language: row.language,
      paidAt: row.paidAt?.toISOString() ?? null,
      issuedAt: row.issuedAt?.toISOString() ?? null,
      issueProblem: row.issueProblem,
      giftCardCents: row.giftCardCents,
    },
    lines,
    cards: cards.map(cardHit),
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amountCents: p.amountCents,
      currency: p.currency,
      pspReference: p.pspReference,
      refusalReason: p.refusalReason,
      createdAt: p.createdAt.toISOString(),
    })),
    notifications: notifications.map((n) => ({ eventCode: n.eventCode, success: n.success, pspReference: n.pspReference, outcome: n.outcome, problem: n.problem, receivedAt: n.receivedAt.toISOString() })),
    refunds: refundRows.map((r) => ({
      id: r.id,
      cardId: r.giftCardId,
      amountCents: r.amountCents,
      currency: r.currency,
      origin: r.origin,
      status: r.status,
      reason: r.reason,
      problem: r.problem,
      createdAt: r.createdAt.toISOString(),
    })),
    disputes: disputes.map((d) => ({
      id: d.id,
      status: d.status,
      lastEventCode: d.lastEventCode,
      amountCents: d.amountCents,
      frozenCents: d.frozenCents,
      spentCents: d.spentCents,
      lostCents: d.lostCents,
      currency: d.currency,
      updatedAt: d.updatedAt.toISOString(),
    })),
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    withdrawals: withdrawals.map((w) => ({
      id: w.id,
      email: w.email,
      matchStatus: w.matchStatus,
      status: w.status,
      receivedAt: w.receivedAt.toISOString(),
      decidedAt: w.decidedAt?.toISOString() ?? null,
      refundId: w.refundId,
    })),
    audit,
  };
}

// ─── a card's ledger ─────────────────────────────────────────────────────────────────────────────

export interface DeskCardDetail {
  card: DeskCardHit & { expiresAt: string | null; isTest: boolean; reissuedFromId: string | null; reissuedToId: string | null; variationType: string };
  ledger: Array<{ id: string; kind: string; amountCents: number; orderId: string | null; reference: string | null; createdAt: string }>;
  /** Whether the ledger has more entries than shown (the oldest are shown first). */
  ledgerTruncated: boolean;
  audit: DeskAuditRow[];
}

/** A card with every balance movement (null: no such card). */
export async function deskCardDetail(db: Database, cardId: string): Promise<DeskCardDetail | null> {
  if (!UUID.test(cardId)) return null;
  const id = cardId.toLowerCase();
  const [row] = await db
    .select({ ...cardHitColumns, expiresAt: giftCards.expiresAt, isTest: giftCards.isTest, reissuedFrom: giftCards.reissuedFrom, variationType: giftCards.variationType })
    .from(giftCards)
    .leftJoin(orderPlacements, eq(orderPlacements.orderId, giftCards.orderId))
    .where(eq(giftCards.id, id));
  if (!row) return null;
  const [ledger, [replacement], audit] = await Promise.all([
    db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, id)).orderBy(asc(giftCardLedger.createdAt), asc(giftCardLedger.id)).limit(HISTORY_LIMIT + 1),
    db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.reissuedFrom, id)),
    auditOf(db, [{ kind: 'gift-card', id }]),
  ]);
  return {
    card: {
      ...cardHit(row),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      isTest: row.isTest,
      reissuedFromId: row.reissuedFrom,
      reissuedToId: replacement?.id ?? null,
      variationType: row.variationType,
    },
    ledger: ledger.slice(0, HISTORY_LIMIT).map((e) => ({ id: e.id, kind: e.kind, amountCents: e.amountCents, orderId: e.orderId, reference: e.reference, createdAt: e.createdAt.toISOString() })),
    ledgerTruncated: ledger.length > HISTORY_LIMIT,
    audit,
  };
}
