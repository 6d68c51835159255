/**
 * The review of orders fraud screening held (issue 33 item 3, ADR 0043), for the operator API and the
 * service desk alike:
 *
 * - `listHeldOrders`: the queue, oldest first (the buyer is waiting), with what screening found.
 * - `releaseHeldOrder`: the order is issued through the normal issuing path (cards, card mails).
 * - `refuseHeldOrder`: the whole payment is refunded through `refundOrder` (no card was ever issued),
 *   the buyer is told by mail; the order is never issued.
 *
 * Each decision takes a reason, is audited, and is made once: it locks the order row and moves
 * `review_state` from HELD with a conditional update, so a release and a refusal of the same order at
 * the same moment do exactly one thing (the other is told the order is no longer held).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { type ScreeningCard, type ScreeningHit, orderPlacements, orderScreenings, payments } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { fail, runRules } from '../common/rule-errors';
import { isUuid, lockCart } from '../cart/cart-store';
import { type AuditSource, writeAudit } from '../operator/audit';
import { REASON_MAX, REASON_MIN, reasonSchema } from '../operator/audit-reason';
import { enqueueBuyerMail } from '../orders/after-sale';
import type { NotificationContext } from '../orders/order-shared';
import { issueOrderCards } from '../orders/card-issuing';
import { refundOrder } from '../orders/order-refunds';

export const REVIEW_MESSAGES = {
  notFound: 'No order with this id',
  notHeld: 'This order is not held for review (it was released or refused already, or never held)',
  reason: `A review decision needs a reason (${REASON_MIN} to ${REASON_MAX} characters)`,
} as const;

export interface HeldOrder {
  orderId: string;
  orderNumber: string;
  email: string;
  storefrontKey: string;
  amountCents: number;
  currency: string;
  placedAt: string;
  screenedAt: string | null;
  score: number;
  hits: ScreeningHit[];
  /** What the provider said of the card (null for other payment methods). */
  card: ScreeningCard | null;
  paymentMethod: string | null;
}

/** The queue of held orders, oldest first (at most `limit`, 1 to 200), through the held-orders index. */
export async function listHeldOrders(db: Database, options: { limit?: number; storefrontKey?: string | null } = {}): Promise<HeldOrder[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  const rows = await db
    .select({ placement: orderPlacements, screening: orderScreenings, storefrontKey: orders.storefrontKey })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .leftJoin(orderScreenings, eq(orderScreenings.orderId, orderPlacements.orderId))
    .where(and(eq(orderPlacements.reviewState, 'HELD'), options.storefrontKey ? eq(orders.storefrontKey, options.storefrontKey) : undefined))
    .orderBy(asc(orderPlacements.placedAt))
    .limit(limit);
  const paid = rows.length
    ? await db
        .select({ orderId: payments.orderId, method: payments.method, amountCents: payments.amountCents, currency: payments.currency })
        .from(payments)
        .where(and(inArray(payments.orderId, rows.map((r) => r.placement.orderId)), eq(payments.status, 'AUTHORISED')))
    : [];
  return rows.map(({ placement, screening, storefrontKey }) => {
    const payment = paid.find((p) => p.orderId === placement.orderId);
    return {
      orderId: placement.orderId,
      orderNumber: placement.orderNumber,
      email: placement.customer.email,
      storefrontKey,
      amountCents: payment?.amountCents ?? placement.grandTotalCents,
      currency: payment?.currency ?? placement.currency,
      placedAt: placement.placedAt.toISOString(),
      screenedAt: screening?.screenedAt?.toISOString() ?? null,
      score: screening?.score ?? 0,
      hits: (screening?.hits ?? []) as ScreeningHit[],
      card: (screening?.card ?? null) as ScreeningCard | null,
      paymentMethod: payment?.method ?? null,
    };
  });
}

export interface ReviewDecision {
  /** The order's id once decided; null with errors. */
  orderId: string | null;
  /** RELEASED: cards issued now; REFUSED: the refund asked of the provider. */
  reviewState: 'RELEASED' | 'REFUSED' | null;
  cardsIssued: number;
  refundId: string | null;
  errors: ErrorEntry[];
}

function refusal(code: number, message: string, parameter: string): ReviewDecision {
  return { orderId: null, reviewState: null, cardsIssued: 0, refundId: null, errors: [{ code, message, referencedRequestParameter: parameter }] };
}

/** The input both decisions check first: a well-formed order id and a reason. */
function checkInput(orderUuid: string, reason: string): { orderId: string; reason: string } | ReviewDecision {
  const parsed = v.safeParse(reasonSchema, reason ?? '');
  if (!parsed.success) return refusal(ErrorCode.INVALID_CART_INPUT, REVIEW_MESSAGES.reason, 'reason');
  if (!isUuid(orderUuid)) return refusal(ErrorCode.UNKNOWN_CART_ITEM, REVIEW_MESSAGES.notFound, 'orderUuid');
  return { orderId: orderUuid.toLowerCase(), reason: parsed.output };
}

/**
 * Releases a held order: HELD → RELEASED (once, under the order's lock, audited with the reason), then
 * its cards are issued through the normal path (issueOrderCards: cards, ledger, card mails, dispatch
 * documents). A crash between the two leaves a RELEASED unissued order, which the reconciliation job
 * issues.
 */
export async function releaseHeldOrder(ctx: NotificationContext, orderUuid: string, reason: string, audit: AuditSource): Promise<ReviewDecision> {
  const input = checkInput(orderUuid, reason);
  if ('errors' in input) return input;
  const decided = await runRules<ReviewDecision>(
    () =>
      ctx.db.transaction(async (tx) => {
        const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId));
        if (!exists) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REVIEW_MESSAGES.notFound, 'orderUuid');
        await lockCart(tx, input.orderId);
        const [released] = await tx
          .update(orderPlacements)
          .set({ reviewState: 'RELEASED', reviewedAt: ctx.now, reviewedBy: JSON.parse(JSON.stringify(audit.actor)), reviewReason: input.reason })
          .where(and(eq(orderPlacements.orderId, input.orderId), eq(orderPlacements.reviewState, 'HELD')))
          .returning();
        if (!released) throw fail(ErrorCode.INVALID_CART_INPUT, REVIEW_MESSAGES.notHeld, 'orderUuid');
        await writeAudit(tx, audit, {
          action: 'order.review-release',
          targetKind: 'order',
          targetId: input.orderId,
          before: { orderNumber: released.orderNumber, reviewState: 'HELD' },
          after: { reviewState: 'RELEASED', reason: input.reason },
        });
        return { orderId: input.orderId, reviewState: 'RELEASED', cardsIssued: 0, refundId: null, errors: [] };
      }),
    (errors) => ({ orderId: null, reviewState: null, cardsIssued: 0, refundId: null, errors }),
  );
  if (!decided.orderId) return decided;
  return { ...decided, cardsIssued: await issueOrderCards(ctx, decided.orderId) };
}

/**
 * Refuses a held order: HELD → REFUSED, audited with the reason, the buyer's mail, and the refund of the
 * whole payment (refundOrder: its own audit row, then the provider is asked) — all in the refund's
 * transaction, so there is no refused order without its refund. The order is never issued.
 */
export async function refuseHeldOrder(ctx: NotificationContext, orderUuid: string, reason: string, audit: AuditSource): Promise<ReviewDecision> {
  const input = checkInput(orderUuid, reason);
  if ('errors' in input) return input;
  const mail = {
    urls: ctx.urls,
    now: ctx.now,
    stores: new Map((await ctx.directory.all()).map((store) => [store.key, store])),
    secrets: ctx.secrets.box,
  };
  const refunded = await refundOrder(ctx, {
    orderId: input.orderId,
    reason: `fraud review: ${input.reason}`.slice(0, 500),
    actor: audit,
    within: async (tx, order, placement) => {
      const [refused] = await tx
        .update(orderPlacements)
        .set({ reviewState: 'REFUSED', reviewedAt: ctx.now, reviewedBy: JSON.parse(JSON.stringify(audit.actor)), reviewReason: input.reason })
        .where(and(eq(orderPlacements.orderId, order.id), eq(orderPlacements.reviewState, 'HELD')))
        .returning();
      if (!refused) throw fail(ErrorCode.INVALID_CART_INPUT, REVIEW_MESSAGES.notHeld, 'orderUuid');
      const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'AUTHORISED')));
      await writeAudit(tx, audit, {
        action: 'order.review-refuse',
        targetKind: 'order',
        targetId: order.id,
        before: { orderNumber: placement.orderNumber, reviewState: 'HELD' },
        after: { reviewState: 'REFUSED', reason: input.reason },
      });
      await enqueueBuyerMail(tx, mail, order, placement, {
        kind: 'order-refused',
        dedupeKey: `order-refused:${order.id}`,
        payload: { amount: { cents: payment?.amountCents ?? placement.grandTotalCents, currency: payment?.currency ?? placement.currency } },
      });
    },
  });
  if (!refunded.refund) {
    // refundOrder names its own input (input.orderUuid); this decision's parameter is orderUuid.
    const errors = refunded.errors.map((e) => (e.referencedRequestParameter === 'input.orderUuid' ? { ...e, referencedRequestParameter: 'orderUuid' } : e));
    return { orderId: null, reviewState: null, cardsIssued: 0, refundId: null, errors };
  }
  return { orderId: input.orderId, reviewState: 'REFUSED', cardsIssued: 0, refundId: refunded.refund.id, errors: [] };
}
