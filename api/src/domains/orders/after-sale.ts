/**
 * Money after the sale (issue 33, items 1 and 2; ADR 0041): refunds, chargebacks, disputes and failed
 * captures, applied through the provider interface for the test service and Adyen alike.
 *
 * The rules:
 * - **A refund pays out only value not yet redeemed.** `refundOrder` locks the order and its cards
 *   (`FOR UPDATE`, in id order, as a redeem does) and takes the refunded value from the cards' balances
 *   (ledger REFUND_OUT) in the same transaction that records the refund; the database's
 *   CHECK (balance_cents >= 0) and the trigger that keeps a payment's standing refunds within its
 *   amount are the last guards. Only then is the provider asked (outside the transaction, our refund id
 *   as idempotency key). A refund the provider refuses, or that fails or comes back later, gives the
 *   value back (REFUND_BACK, each entry at most once). An unclear answer (timeout, 5xx) keeps it
 *   REQUESTED: the reconciliation job asks again with the same key, never pays out twice.
 * - **A chargeback freezes the unspent value at once**: FREEZE entries take what is left on the
 *   order's cards, the cards are BLOCKED, the buyer gets a mail, the loss (what the provider takes
 *   back beyond what could be frozen) is recorded on the dispute and alerted. Its reversal gives back
 *   exactly what it froze and unblocks exactly the cards it blocked.
 * - **Every event applies once and in order**: the event id is unique in payment_notifications (a
 *   replay changes nothing), a dispute follows its newest event by the provider's event date (an older
 *   one arriving late changes nothing), a refund's failure is final (a late success does not take the
 *   value again).
 * - A payment that arrives for an order another payment already paid is refunded automatically.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import type { Database } from '../../db';
import { cardActivations } from '../../db/activation-schema';
import type { OrderRow } from '../../db/cart-schema';
import { orders } from '../../db/cart-schema';
import {
  type DisputeStatus,
  type GiftCardRow,
  type OrderPlacementRow,
  type PaymentDisputeRow,
  type PaymentRow,
  type RefundRow,
  giftCardLedger,
  giftCards,
  orderPlacements,
  paymentDisputes,
  payments,
  refunds,
} from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { fail, runRules } from '../common/rule-errors';
import { type Transaction, isUuid, lockCart } from '../cart/cart-store';
import type { MailPayloads } from '../mail/mail-types';
import { enqueueMail } from '../mail/outbox';
import { type MoneyAlertKind, moneyAlert } from '../payments/money-alerts';
import { type NotificationEventCode, type PaymentNotification, type PaymentProvider, eventKind } from '../payments/provider';
import { type AuditSource, writeAudit } from '../operator/audit';
import { REASON_MAX, REASON_MIN, reasonSchema } from '../operator/audit-reason';
import type { MailContext } from './order-mails';
import { log } from '../../observability/log';

export const REFUND_MESSAGES = {
  notFound: 'No paid order or gift card with this id',
  target: 'Name either an order or a gift card',
  reason: `A refund needs a reason (${REASON_MIN} to ${REASON_MAX} characters)`,
  amount: 'The amount must be a whole number of cents above 0',
  notRefundable: 'This order was not paid through the payment provider: refund it by bank transfer',
  nothingLeft: 'Nothing is left to refund: the value of these cards is redeemed, frozen or refunded already',
  tooMuch: (available: number, currency: string) => `At most ${available} ${currency} cents can be refunded (the value not yet redeemed)`,
  blocked: 'This gift card is blocked',
} as const;


const masked = (number: string) => `•••• ${number.slice(-4)}`;

function alert(kind: MoneyAlertKind, message: string, extra: { orderNumber?: string; amountCents?: number; currency?: string } = {}): void {
  moneyAlert({ kind, message, ...extra });
}

// ─── cards and ledger ────────────────────────────────────────────────────────────────────────────

/**
 * The cards whose value an order's payment paid for: an activation's blank card (its value was loaded
 * by that payment, issue 18), else the cards the order issued, less blank cards an activation of
 * their own has paid for.
 */
function paidCardsOf(order: Pick<OrderRow, 'id' | 'kind'>) {
  const activated = sql`select ${cardActivations.giftCardId} from ${cardActivations} where ${cardActivations.status} <> 'FAILED'`;
  return order.kind === 'ACTIVATION'
    ? sql`${giftCards.id} in (select ${cardActivations.giftCardId} from ${cardActivations} where ${cardActivations.orderId} = ${order.id} and ${cardActivations.status} <> 'FAILED')`
    : and(eq(giftCards.orderId, order.id), sql`${giftCards.id} not in (${activated})`);
}

/** The order's cards (or one of them), locked in id order: the order every money change locks them in. */
async function lockCards(tx: Transaction, order: Pick<OrderRow, 'id' | 'kind'>, cardId?: string | null): Promise<GiftCardRow[]> {
  return tx
    .select()
    .from(giftCards)
    .where(cardId ? and(paidCardsOf(order), eq(giftCards.id, cardId)) : paidCardsOf(order))
    .orderBy(asc(giftCards.id))
    .for('update');
}

/** The order whose payment paid for a card's value: its activation's (a blank card), else the order that issued it. */
async function payingOrderOf(tx: Transaction, cardId: string): Promise<string | null> {
  const [activation] = await tx
    .select({ orderId: cardActivations.orderId })
    .from(cardActivations)
    .where(and(eq(cardActivations.giftCardId, cardId), sql`${cardActivations.status} <> 'FAILED'`));
  if (activation) return activation.orderId;
  const [card] = await tx.select({ orderId: giftCards.orderId }).from(giftCards).where(eq(giftCards.id, cardId));
  return card?.orderId ?? null;
}

interface Taken {
  card: GiftCardRow;
  cents: number;
}

/** Takes `cents` from the cards' balances in id order (REFUND_OUT or FREEZE entries, once per card and reference). */
async function takeValue(
  tx: Transaction,
  cards: readonly GiftCardRow[],
  cents: number,
  kind: 'REFUND_OUT' | 'FREEZE',
  reference: string,
  orderId: string,
): Promise<Taken[]> {
  const taken: Taken[] = [];
  let left = cents;
  for (const card of cards) {
    if (left <= 0) break;
    const part = Math.min(card.balanceCents, left);
    if (part <= 0) continue;
    taken.push({ card, cents: part });
    left -= part;
  }
  if (taken.length > 0) {
    await tx
      .insert(giftCardLedger)
      .values(taken.map((t) => ({ id: randomUUID(), giftCardId: t.card.id, kind, amountCents: -t.cents, orderId, reference })));
  }
  return taken;
}

/**
 * Gives back every entry of `kind` whose reference is `reference` (or starts with it, `prefix`) and
 * that was not given back yet: one REFUND_BACK / UNFREEZE per entry (unique `reverses`). Returns the cents.
 */
async function giveBack(
  tx: Transaction,
  cardIds: readonly string[],
  taking: 'REFUND_OUT' | 'FREEZE',
  reference: string,
  backReference: string,
  prefix = false,
): Promise<number> {
  if (cardIds.length === 0) return 0;
  const reversal = alias(giftCardLedger, 'reversal');
  const open = await tx
    .select({ entry: giftCardLedger })
    .from(giftCardLedger)
    .leftJoin(reversal, eq(reversal.reverses, giftCardLedger.id))
    .where(
      and(
        inArray(giftCardLedger.giftCardId, [...cardIds]),
        eq(giftCardLedger.kind, taking),
        prefix ? like(giftCardLedger.reference, `${reference}%`) : eq(giftCardLedger.reference, reference),
        isNull(reversal.id),
      ),
    );
  if (open.length === 0) return 0;
  const back = taking === 'REFUND_OUT' ? ('REFUND_BACK' as const) : ('UNFREEZE' as const);
  const inserted = await tx
    .insert(giftCardLedger)
    .values(
      open.map(({ entry }) => ({
        id: randomUUID(),
        giftCardId: entry.giftCardId,
        kind: back,
        amountCents: -entry.amountCents,
        orderId: entry.orderId,
        reference: backReference,
        reverses: entry.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ amountCents: giftCardLedger.amountCents });
  return inserted.reduce((sum, row) => sum + row.amountCents, 0);
}

/** The cards a refund took its value from (masked numbers for its mail). */
async function refundCards(tx: Transaction, refundId: string): Promise<string[]> {
  const rows = await tx
    .select({ number: giftCards.number })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.giftCardId))
    .where(and(eq(giftCardLedger.kind, 'REFUND_OUT'), eq(giftCardLedger.reference, refundId)))
    .orderBy(asc(giftCards.id));
  return rows.map((r) => masked(r.number));
}

/** Refunds of a payment that still stand (requested or made). */
async function standingRefundCents(tx: Transaction, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['REQUESTED', 'REFUNDED'])));
  return Number(row?.cents ?? 0);
}

// ─── mails ───────────────────────────────────────────────────────────────────────────────────────

type BuyerMailFields = 'orderNumber' | 'storefrontName' | 'shopUrl' | 'customerName';

/**
 * A mail to the order's buyer about its money after the sale, in the order's language: the envelope
 * and the fields every such mail carries (order number, storefront, shop link, name), plus its own.
 */
export async function enqueueBuyerMail<K extends 'refund-issued' | 'card-blocked' | 'order-held' | 'order-refused'>(
  tx: Transaction,
  mail: MailContext,
  order: OrderRow,
  placement: OrderPlacementRow,
  message: { kind: K; dedupeKey: string; payload: Omit<MailPayloads[K], BuyerMailFields> },
): Promise<void> {
  const store = mail.stores.get(order.storefrontKey);
  if (!store) throw new Error(`unknown storefront ${order.storefrontKey}`);
  await enqueueMail(tx, {
    kind: message.kind,
    dedupeKey: message.dedupeKey,
    storefrontKey: store.key,
    language: order.language,
    recipient: placement.customer.email,
    payload: {
      orderNumber: placement.orderNumber,
      storefrontName: store.name,
      shopUrl: mail.urls.storefront(store),
      customerName: [placement.customer.firstName, placement.customer.lastName].filter(Boolean).join(' ') || null,
      ...message.payload,
    },
    // Generic spreads do not narrow to the kind's payload: the callers' payloads are checked above.
  } as unknown as Parameters<typeof enqueueMail>[1]);
}

async function enqueueRefundIssued(tx: Transaction, mail: MailContext, order: OrderRow, placement: OrderPlacementRow, refund: RefundRow): Promise<void> {
  await enqueueBuyerMail(tx, mail, order, placement, {
    kind: 'refund-issued',
    dedupeKey: `refund-issued:${refund.id}`,
    payload: { amount: { cents: refund.amountCents, currency: refund.currency }, maskedNumbers: await refundCards(tx, refund.id) },
  });
}

// ─── refunds requested by the shop ───────────────────────────────────────────────────────────────

export interface RefundOrderInput {
  /** The order to refund (its cards' unredeemed value) … */
  orderId?: string | null;
  /** … or one gift card of a paid order. */
  cardId?: string | null;
  /** Default: all that is left (the unredeemed value, within what the payment has left). */
  amountCents?: number | null;
  reason: string;
  actor: AuditSource;
  /**
   * Runs first in the refund's transaction, under the order's lock (a held order's refusal, ADR 0043:
   * the decision and its refund commit together). It may refuse with a rule failure (`fail`).
   */
  within?: (tx: Transaction, order: OrderRow, placement: OrderPlacementRow) => Promise<void>;
}

export interface RefundOrderResult {
  refund: RefundRow | null;
  errors: ErrorEntry[];
}

/** The database, the provider, and the mail context (resolved before a transaction opens: PGlite). */
export interface RefundContext {
  db: Database;
  payments: PaymentProvider;
  mail: () => Promise<MailContext>;
}

/**
 * Refunds (part of) the unredeemed value of an order's cards, or of one card: takes it from the cards
 * in the transaction that records the refund (and its audit row, with the reason), then asks the
 * provider. For an operator's service desk and the operator mutation alike.
 */
export async function refundOrder(ctx: RefundContext, input: RefundOrderInput): Promise<RefundOrderResult> {
  const checked = v.safeParse(reasonSchema, input.reason ?? '');
  const reason = checked.success ? checked.output : '';
  const none = (errors: ErrorEntry[]): RefundOrderResult => ({ refund: null, errors });
  if (!!input.orderId === !!input.cardId) return none([{ code: ErrorCode.INVALID_CART_INPUT, message: REFUND_MESSAGES.target, referencedRequestParameter: 'input.orderUuid' }]);
  if (!checked.success) return none([{ code: ErrorCode.INVALID_CART_INPUT, message: REFUND_MESSAGES.reason, referencedRequestParameter: 'input.reason' }]);
  if (input.amountCents != null && (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)) {
    return none([{ code: ErrorCode.INVALID_CART_INPUT, message: REFUND_MESSAGES.amount, referencedRequestParameter: 'input.amountCents' }]);
  }
  const targetParameter = input.cardId ? 'input.cardId' : 'input.orderUuid';
  const targetId = (input.cardId ?? input.orderId ?? '').toLowerCase();
  if (!isUuid(targetId)) return none([{ code: ErrorCode.UNKNOWN_CART_ITEM, message: REFUND_MESSAGES.notFound, referencedRequestParameter: targetParameter }]);

  const result = await runRules<RefundOrderResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        let orderId = targetId;
        if (input.cardId) {
          const paying = await payingOrderOf(tx, targetId);
          if (!paying) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REFUND_MESSAGES.notFound, targetParameter);
          orderId = paying;
        }
        const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
        if (!exists) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REFUND_MESSAGES.notFound, targetParameter);
        // The order first, then its cards in id order: the locks every money change takes.
        const order = await lockCart(tx, orderId);
        const [found] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
        if (!found || order.status !== 'COMPLETED') throw fail(ErrorCode.UNKNOWN_CART_ITEM, REFUND_MESSAGES.notFound, targetParameter);
        if (input.within) await input.within(tx, order, found);
        const [placement] = input.within ? await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id)) : [found];
        if (!placement) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REFUND_MESSAGES.notFound, targetParameter);
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'AUTHORISED')))
          .for('update');
        if (!payment || payment.method === 'invoice' || !payment.pspReference) throw fail(ErrorCode.INVALID_CART_INPUT, REFUND_MESSAGES.notRefundable, targetParameter);
        // Refused by fraud review before any card was issued (ADR 0043): no card holds its value, the
        // whole payment (less what stands refunded) goes back, and the order is never issued (the
        // database refuses issuing a REFUSED order).
        if (!placement.issuedAt && placement.reviewState === 'REFUSED' && !input.cardId) {
          const available = payment.amountCents - (await standingRefundCents(tx, payment.id));
          if (available <= 0) throw fail(ErrorCode.CARD_NO_BALANCE, REFUND_MESSAGES.nothingLeft, targetParameter);
          const amount = input.amountCents ?? available;
          if (amount > available) throw fail(ErrorCode.INVALID_CART_INPUT, REFUND_MESSAGES.tooMuch(available, payment.currency), 'input.amountCents');
          const refund = await insertShopRefund(tx, { payment, orderId: order.id, amountCents: amount, reason, actor: input.actor.actor });
          await writeAudit(tx, input.actor, {
            action: 'order.refund',
            targetKind: 'order',
            targetId: order.id,
            before: { orderNumber: placement.orderNumber, issued: false, reviewState: placement.reviewState },
            after: { refundId: refund.id, amountCents: amount, currency: payment.currency, reason, cards: [] },
          });
          return { refund, errors: [] };
        }
        const cards = await lockCards(tx, order, input.cardId ? targetId : null);
        if (input.cardId && !cards[0]) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REFUND_MESSAGES.notFound, targetParameter);
        if (input.cardId && cards[0]?.status === 'BLOCKED') throw fail(ErrorCode.CARD_BLOCKED, REFUND_MESSAGES.blocked, targetParameter);
        const spendable = cards.filter((card) => card.status === 'ACTIVE');
        const unredeemed = spendable.reduce((sum, card) => sum + card.balanceCents, 0);
        const available = Math.min(unredeemed, payment.amountCents - (await standingRefundCents(tx, payment.id)));
        if (available <= 0) throw fail(ErrorCode.CARD_NO_BALANCE, REFUND_MESSAGES.nothingLeft, targetParameter);
        const amount = input.amountCents ?? available;
        if (amount > available) throw fail(ErrorCode.INVALID_CART_INPUT, REFUND_MESSAGES.tooMuch(available, payment.currency), 'input.amountCents');

        const id = randomUUID();
        const [refund] = await tx
          .insert(refunds)
          .values({
            id,
            orderId: order.id,
            paymentId: payment.id,
            giftCardId: input.cardId ? targetId : null,
            provider: payment.provider,
            amountCents: amount,
            currency: payment.currency,
            origin: 'SHOP',
            status: 'REQUESTED',
            reason,
            actor: JSON.parse(JSON.stringify(input.actor.actor)),
          })
          .returning();
        const taken = await takeValue(tx, spendable, amount, 'REFUND_OUT', id, order.id);
        await writeAudit(tx, input.actor, {
          action: 'order.refund',
          targetKind: 'order',
          targetId: order.id,
          before: { orderNumber: placement.orderNumber, cards: spendable.map((c) => ({ id: c.id, balanceCents: c.balanceCents })) },
          after: {
            refundId: id,
            amountCents: amount,
            currency: payment.currency,
            reason,
            cards: taken.map((t) => ({ id: t.card.id, refundedCents: t.cents, balanceCents: t.card.balanceCents - t.cents })),
          },
        });
        return { refund: refund as RefundRow, errors: [] };
      }),
    none,
  );
  if (!result.refund) return result;
  return { refund: await submitRefund(ctx, result.refund.id), errors: [] };
}

/**
 * Asks the provider for a REQUESTED refund not sent yet (our refund id is the idempotency key, so a
 * retry cannot refund twice). A refusal gives the value back; an unclear answer leaves it for the
 * reconciliation job.
 */
/** A REQUESTED refund asked by the shop (an operator, or fraud screening's refusal): the row, before the provider is asked. */
async function insertShopRefund(
  tx: Transaction,
  input: { payment: PaymentRow; orderId: string; amountCents: number; reason: string; actor: AuditSource['actor'] | null; giftCardId?: string | null },
): Promise<RefundRow> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      id: randomUUID(),
      orderId: input.orderId,
      paymentId: input.payment.id,
      giftCardId: input.giftCardId ?? null,
      provider: input.payment.provider,
      amountCents: input.amountCents,
      currency: input.payment.currency,
      origin: 'SHOP',
      status: 'REQUESTED',
      reason: input.reason,
      actor: input.actor ? JSON.parse(JSON.stringify(input.actor)) : null,
    })
    .returning();
  return refund as RefundRow;
}

/**
 * Fraud screening refused a paid order before issuing it (ADR 0043): the whole payment is refunded, in
 * the transaction that refused it. Returns the refund to submit once that transaction commits (as a
 * double payment's is); an unclear answer from the provider is asked again by the reconciliation job.
 */
export async function refundRefusedOrder(tx: Transaction, payment: PaymentRow, placement: OrderPlacementRow, reason: string): Promise<string | null> {
  if (payment.method === 'invoice' || !payment.pspReference) return null;
  const available = payment.amountCents - (await standingRefundCents(tx, payment.id));
  if (available <= 0) return null;
  const refund = await insertShopRefund(tx, { payment, orderId: placement.orderId, amountCents: available, reason: reason.slice(0, 500), actor: null });
  return refund.id;
}

export async function submitRefund(ctx: RefundContext, refundId: string): Promise<RefundRow | null> {
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (refund?.status !== 'REQUESTED' || refund.pspReference || refund.provider !== ctx.payments.name) return refund ?? null;
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, refund.orderId));
  if (!payment || !placement) return refund;
  let answer: Awaited<ReturnType<typeof ctx.payments.refundPayment>>;
  try {
    answer = payment.pspReference
      ? await ctx.payments.refundPayment({
          pspReference: payment.pspReference,
          amountCents: refund.amountCents,
          currency: refund.currency,
          merchantReference: placement.orderNumber,
          idempotencyKey: refund.id,
        })
      : { outcome: 'REJECTED', reason: 'the payment has no provider reference' };
  } catch (error) {
    // Unclear: the provider may have made it. Kept REQUESTED; the job asks again with the same key.
    log.error({ refundId: refund.id, orderNumber: placement.orderNumber, err: error }, `[payments] refund ${refund.id} of order ${placement.orderNumber}: no clear answer, retried later`);
    const [waiting] = await ctx.db
      .update(refunds)
      .set({ problem: 'no clear answer from the provider yet: asked again by the reconciliation job', updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'REQUESTED')))
      .returning();
    return waiting ?? refund;
  }
  if (answer.outcome === 'RECEIVED') {
    const [updated] = await ctx.db
      .update(refunds)
      .set({ pspReference: answer.pspReference, problem: null, updatedAt: sql`now()` })
      .where(and(eq(refunds.id, refund.id), isNull(refunds.pspReference)))
      .returning();
    return updated ?? refund;
  }
  const mail = await ctx.mail();
  return ctx.db.transaction(async (tx) => {
    const order = await lockCart(tx, refund.orderId);
    const [current] = await tx.select().from(refunds).where(eq(refunds.id, refund.id)).for('update');
    if (current?.status !== 'REQUESTED') return current ?? null;
    return failRefund(tx, mail, order, placement, current, 'FAILED', `refused by the provider: ${answer.reason.slice(0, 300)}`);
  });
}

/** A refund failed or came back: FAILED / REVERSED, its value given back to the cards, alerted. */
async function failRefund(
  tx: Transaction,
  _mail: MailContext,
  _order: OrderRow,
  placement: OrderPlacementRow,
  refund: RefundRow,
  status: 'FAILED' | 'REVERSED',
  problem: string,
): Promise<RefundRow> {
  // The cards the refund took from (its REFUND_OUT entries), locked in id order.
  const taken = await tx
    .select({ id: giftCardLedger.giftCardId })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.kind, 'REFUND_OUT'), eq(giftCardLedger.reference, refund.id)));
  const cardIds = taken.length
    ? (
        await tx
          .select({ id: giftCards.id })
          .from(giftCards)
          .where(inArray(giftCards.id, [...new Set(taken.map((t) => t.id))]))
          .orderBy(asc(giftCards.id))
          .for('update')
      ).map((c) => c.id)
    : [];
  const back = await giveBack(tx, cardIds, 'REFUND_OUT', refund.id, refund.id);
  const [updated] = await tx.update(refunds).set({ status, problem, updatedAt: sql`now()` }).where(eq(refunds.id, refund.id)).returning();
  alert('refund.failed', `refund ${refund.id} of order ${placement.orderNumber} ${status === 'FAILED' ? 'failed' : 'was reversed'} (${problem}); ${back} cents given back to the cards`, {
    orderNumber: placement.orderNumber,
    amountCents: refund.amountCents,
    currency: refund.currency,
  });
  return updated as RefundRow;
}

/** One round of the reconciliation job: refunds still waiting for a clear answer are asked for again (same idempotency key). */
export async function retryOpenRefunds(ctx: RefundContext, staleAfterSeconds = 60): Promise<number> {
  const open = await ctx.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'REQUESTED'),
        isNull(refunds.pspReference),
        eq(refunds.provider, ctx.payments.name),
        sql`${refunds.updatedAt} <= now() - make_interval(secs => ${staleAfterSeconds})`,
      ),
    )
    .limit(50);
  for (const { id } of open) await submitRefund(ctx, id);
  return open.length;
}

// ─── double payments ─────────────────────────────────────────────────────────────────────────────

/**
 * A payment authorised for an order another payment had paid already (the shopper switched methods,
 * yet paid on the first page too): marked DUPLICATE and refunded in full, automatically. Returns the
 * refund to submit once the transaction commits.
 */
export async function refundDuplicatePayment(tx: Transaction, payment: PaymentRow, placement: OrderPlacementRow, paidBy: string): Promise<string> {
  await tx.update(payments).set({ status: 'DUPLICATE', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  const id = randomUUID();
  await tx.insert(refunds).values({
    id,
    orderId: payment.orderId,
    paymentId: payment.id,
    provider: payment.provider,
    amountCents: payment.amountCents,
    currency: payment.currency,
    origin: 'DUPLICATE',
    status: 'REQUESTED',
    reason: `double payment: order ${placement.orderNumber} was already paid by payment ${paidBy}`,
  });
  alert('payment.double', `order ${placement.orderNumber} paid twice: payment ${payment.id} is refunded automatically (refund ${id})`, {
    orderNumber: placement.orderNumber,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  return id;
}

// ─── provider events ─────────────────────────────────────────────────────────────────────────────

/** Thrown when an event may belong to a refund whose reference we have not stored yet: rolled back and retried. */
export class RefundInFlightError extends Error {
  constructor(pspReference: string) {
    super(`refund event ${pspReference} may belong to a refund still being requested`);
    this.name = 'RefundInFlightError';
  }
}

export interface AfterSaleEvent {
  tx: Transaction;
  mail: MailContext;
  provider: string;
  notification: PaymentNotification;
  order: OrderRow;
  payment: PaymentRow;
  placement: OrderPlacementRow;
}

/** What the caller does after the transaction commits. */
export interface AfterSaleOutcome {
  refundsToSubmit: string[];
}

/** Applies a verified refund, dispute or capture event (not a payment outcome) inside the caller's transaction, which holds the order's lock. */
export async function applyAfterSaleEvent(event: AfterSaleEvent): Promise<AfterSaleOutcome> {
  const kind = eventKind(event.notification.eventCode);
  if (kind === 'REFUND') await applyRefundEvent(event);
  else if (kind === 'LOSS' || kind === 'LOSS_REVERSED' || kind === 'DISPUTE') await applyDisputeEvent(event);
  return { refundsToSubmit: [] };
}

async function applyRefundEvent({ tx, mail, provider, notification, order, payment, placement }: AfterSaleEvent): Promise<void> {
  const code = notification.eventCode;
  const [known] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.pspReference, notification.pspReference)))
    .for('update');
  const confirms = (code === 'REFUND' || code === 'CANCEL_OR_REFUND') && notification.success;
  const failure: 'FAILED' | 'REVERSED' = code === 'REFUNDED_REVERSED' ? 'REVERSED' : 'FAILED';

  if (known) {
    if (confirms) {
      if (known.status !== 'REQUESTED') return;
      const [made] = await tx.update(refunds).set({ status: 'REFUNDED', problem: null, updatedAt: sql`now()` }).where(eq(refunds.id, known.id)).returning();
      await enqueueRefundIssued(tx, mail, order, placement, made as RefundRow);
      return;
    }
    // REFUND success=false, REFUND_FAILED, REFUNDED_REVERSED: the money did not reach the buyer (or came back).
    if (known.status === 'REQUESTED' || known.status === 'REFUNDED') {
      await failRefund(tx, mail, order, placement, known, failure, `${code}${notification.reason ? `: ${notification.reason}` : ''}`.slice(0, 500));
    }
    return;
  }

  // Not a refund we know by its reference. One of ours still waiting for its reference may be it:
  // roll back, the provider retries once we stored it.
  const [inFlight] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'REQUESTED'), isNull(refunds.pspReference)))
    .limit(1);
  if (inFlight) throw new RefundInFlightError(notification.pspReference);

  const base = {
    orderId: order.id,
    paymentId: payment.id,
    provider,
    amountCents: notification.amountCents,
    currency: notification.currency,
    origin: 'PROVIDER' as const,
    pspReference: notification.pspReference,
    reason: `${code} made at the provider`,
  };
  if (notification.amountCents <= 0) return;
  if (!confirms) {
    // A failure of a refund we never saw made: kept (final), so its late success takes nothing.
    await tx.insert(refunds).values({ id: randomUUID(), ...base, status: failure, problem: `${code} before any confirmation` });
    alert('refund.failed', `order ${placement.orderNumber}: ${code} for a refund the shop did not make (${notification.pspReference}); recorded, nothing taken`, {
      orderNumber: placement.orderNumber,
      amountCents: notification.amountCents,
      currency: notification.currency,
    });
    return;
  }
  // Refunded at the provider (its customer area, a cancel-or-refund): the buyer has the money back,
  // so the cards give up what they still hold of it now; what was spent already is a loss.
  const room = payment.amountCents - (await standingRefundCents(tx, payment.id));
  if (notification.amountCents > room) {
    alert('payment.mismatch', `order ${placement.orderNumber}: the provider refunded ${notification.amountCents} but only ${room} was left of the payment`, {
      orderNumber: placement.orderNumber,
      amountCents: notification.amountCents,
      currency: notification.currency,
    });
    return;
  }
  const id = randomUUID();
  const [made] = await tx.insert(refunds).values({ id, ...base, status: 'REFUNDED' }).returning();
  const cards = (await lockCards(tx, order)).filter((card) => card.status === 'ACTIVE');
  const taken = await takeValue(tx, cards, notification.amountCents, 'REFUND_OUT', id, order.id);
  const takenCents = taken.reduce((sum, t) => sum + t.cents, 0);
  const lost = notification.amountCents - takenCents;
  if (lost > 0) await tx.update(refunds).set({ problem: `${lost} cents of it had been spent already (a loss)` }).where(eq(refunds.id, id));
  await enqueueRefundIssued(tx, mail, order, placement, made as RefundRow);
  alert(
    lost > 0 ? 'refund.loss' : 'refund.provider',
    `order ${placement.orderNumber}: refunded ${notification.amountCents} at the provider; ${takenCents} taken from its cards${lost > 0 ? `, ${lost} already spent (a loss)` : ''}`,
    { orderNumber: placement.orderNumber, amountCents: notification.amountCents, currency: notification.currency },
  );
}

const DISPUTE_STATUS: Record<NotificationEventCode, DisputeStatus | null> = {
  AUTHORISATION: null,
  CANCELLATION: null,
  PENDING: null,
  REFUND: null,
  REFUND_FAILED: null,
  REFUNDED_REVERSED: null,
  CANCEL_OR_REFUND: null,
  CAPTURE_FAILED: 'CAPTURE_FAILED',
  NOTIFICATION_OF_CHARGEBACK: 'NOTIFIED',
  CHARGEBACK: 'CHARGED_BACK',
  SECOND_CHARGEBACK: 'CHARGED_BACK',
  PREARBITRATION_LOST: 'CHARGED_BACK',
  CHARGEBACK_REVERSED: 'REVERSED',
  PREARBITRATION_WON: 'REVERSED',
  REQUEST_FOR_INFORMATION: 'INQUIRY',
  NOTIFICATION_OF_FRAUD: 'FRAUD_REPORTED',
};

async function applyDisputeEvent({ tx, mail, provider, notification, order, payment, placement }: AfterSaleEvent): Promise<void> {
  const code = notification.eventCode;
  const kind = eventKind(code);
  const status = DISPUTE_STATUS[code] as DisputeStatus;
  const at = notification.eventDate;
  const money = { orderNumber: placement.orderNumber, amountCents: notification.amountCents, currency: notification.currency };
  let [dispute] = await tx
    .select()
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.provider, provider), eq(paymentDisputes.disputeReference, notification.pspReference)))
    .for('update');
  if (!dispute) {
    [dispute] = await tx
      .insert(paymentDisputes)
      .values({
        id: randomUUID(),
        provider,
        disputeReference: notification.pspReference,
        orderId: order.id,
        paymentId: payment.id,
        status,
        lastEventCode: code,
        lastEventAt: at,
        amountCents: notification.amountCents,
        currency: notification.currency,
      })
      .returning();
  } else {
    // An event older than the newest one applied arrives late: kept (payment_notifications), changes nothing.
    if (at && dispute.lastEventAt && at < dispute.lastEventAt) return;
    // An inquiry or fraud report after the money moved does not hide that the money moved.
    const keepStatus = kind === 'DISPUTE' && dispute.status !== 'INQUIRY' && dispute.status !== 'FRAUD_REPORTED';
    [dispute] = await tx
      .update(paymentDisputes)
      .set({
        status: keepStatus ? dispute.status : status,
        lastEventCode: code,
        lastEventAt: at ?? dispute.lastEventAt,
        ...(kind === 'LOSS' && notification.amountCents > 0 ? { amountCents: notification.amountCents } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(paymentDisputes.id, dispute.id))
      .returning();
  }
  const current = dispute as PaymentDisputeRow;
  if (!notification.success) return;
  if (kind === 'DISPUTE') {
    alert('dispute.opened', `order ${placement.orderNumber}: ${code} (${notification.pspReference}); nothing frozen yet, have a look`, money);
    return;
  }
  if (kind === 'LOSS' && !current.frozen) await freeze(tx, mail, order, placement, current, notification);
  if (kind === 'LOSS_REVERSED' && current.frozen) await unfreeze(tx, order, placement, current, notification);
}

/** The chargeback's money: what is left on the order's cards is frozen and the cards blocked; the rest is the loss. */
async function freeze(
  tx: Transaction,
  mail: MailContext,
  order: OrderRow,
  placement: OrderPlacementRow,
  dispute: PaymentDisputeRow,
  notification: PaymentNotification,
): Promise<void> {
  const cards = await lockCards(tx, order);
  const ids = cards.map((c) => c.id);
  const [spentRow] = ids.length
    ? await tx
        .select({ cents: sql<number>`coalesce(-sum(${giftCardLedger.amountCents}), 0)::int` })
        .from(giftCardLedger)
        .where(and(inArray(giftCardLedger.giftCardId, ids), inArray(giftCardLedger.kind, ['HOLD', 'REDEEM', 'RELEASE'])))
    : [{ cents: 0 }];
  const spent = Math.max(0, Number(spentRow?.cents ?? 0));
  const taken = await takeValue(
    tx,
    cards,
    cards.reduce((sum, c) => sum + c.balanceCents, 0),
    'FREEZE',
    `dispute:${dispute.id}:${notification.eventCode}`,
    order.id,
  );
  const frozen = taken.reduce((sum, t) => sum + t.cents, 0);
  const blocked = cards.filter((c) => c.status === 'ACTIVE');
  if (blocked.length) {
    await tx
      .update(giftCards)
      .set({ status: 'BLOCKED', blockedByDispute: dispute.id })
      .where(inArray(giftCards.id, blocked.map((c) => c.id)));
  }
  // An activation paid with this payment and not done yet never loads its value now.
  const stopped =
    order.kind === 'ACTIVATION'
      ? await tx
          .update(cardActivations)
          .set({ status: 'FAILED', lastError: `payment ${notification.eventCode} before the activation`, updatedAt: sql`now()` })
          .where(and(eq(cardActivations.orderId, order.id), inArray(cardActivations.status, ['PENDING_PAYMENT', 'SCHEDULED'])))
          .returning({ id: cardActivations.id })
      : [];
  const lost = Math.max(0, dispute.amountCents - frozen);
  await tx
    .update(paymentDisputes)
    .set({ frozen: true, frozenCents: dispute.frozenCents + frozen, spentCents: spent, lostCents: lost, updatedAt: sql`now()` })
    .where(eq(paymentDisputes.id, dispute.id));
  if (cards.length) {
    await enqueueBuyerMail(tx, mail, order, placement, {
      kind: 'card-blocked',
      dedupeKey: `card-blocked:${dispute.id}:${notification.eventCode}`,
      payload: { maskedNumbers: cards.map((c) => masked(c.number)), frozen: { cents: frozen, currency: dispute.currency } },
    });
  }
  alert(
    notification.eventCode === 'CAPTURE_FAILED' ? 'capture.failed' : 'dispute.chargeback',
    `order ${placement.orderNumber}: ${notification.eventCode} of ${dispute.amountCents} ${dispute.currency} cents; ${frozen} frozen on ${cards.length} card(s), ${spent} spent already, loss ${lost}${stopped.length ? '; its card activation was stopped (not restarted by a reversal)' : ''}`,
    { orderNumber: placement.orderNumber, amountCents: dispute.amountCents, currency: dispute.currency },
  );
}

/** The chargeback was reversed (won): exactly what it froze goes back, exactly the cards it blocked are unblocked. */
async function unfreeze(tx: Transaction, order: OrderRow, placement: OrderPlacementRow, dispute: PaymentDisputeRow, notification: PaymentNotification): Promise<void> {
  const cards = await lockCards(tx, order);
  const back = await giveBack(
    tx,
    cards.map((c) => c.id),
    'FREEZE',
    `dispute:${dispute.id}:`,
    `dispute:${dispute.id}:${notification.eventCode}`,
    true,
  );
  await tx.update(giftCards).set({ status: 'ACTIVE', blockedByDispute: null }).where(eq(giftCards.blockedByDispute, dispute.id));
  await tx.update(paymentDisputes).set({ frozen: false, frozenCents: 0, lostCents: 0, updatedAt: sql`now()` }).where(eq(paymentDisputes.id, dispute.id));
  alert('dispute.reversed', `order ${placement.orderNumber}: ${notification.eventCode}; ${back} cents unfrozen, cards unblocked`, {
    orderNumber: placement.orderNumber,
    amountCents: notification.amountCents,
    currency: notification.currency,
  });
}
