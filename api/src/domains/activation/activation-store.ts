/**
 * What the payment path does to an activation (issue 18; ADR 0024), in the caller's transaction, which
 * holds the activation order's row lock (`lockCart`): the payment is authorised → the activation is
 * SCHEDULED, due after the configured delay; the payment is refused, cancelled or abandoned → the
 * activation FAILED and its order CANCELED (the card stays NOT_ACTIVATED, a new activation may start).
 * Kept apart from the order service (payment-notifications.ts and order-discard.ts call these) so that neither imports the other's module.
 * Also the operator's list of recent activation orders (`operator activations`).
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { type CardActivationRow, cardActivations } from '../../db/activation-schema';
import { giftCards, orderPlacements } from '../../db/order-schema';
import type { Transaction } from '../cart/cart-store';
import { maskCardNumber } from '../redeem/redeem-rules';
import { log } from '../../observability/log';

/** Raised loudly: money arrived for an activation that can no longer happen (a refund is due). */
function alert(message: string): void {
  log.error({ alert: 'activation' }, `[activation] ALERT: ${message}`);
}

/**
 * The activation order's payment is authorised: its activation becomes SCHEDULED, due `delayMs` from
 * now (the database's clock, which the job compares with). A replay changes nothing. A payment that
 * arrives after the activation FAILED (the page was given up, then paid after all) schedules it again
 * when the card is still waiting and no other activation of it is under way; otherwise the order is
 * flagged for a refund. Returns the problem, or null.
 */
export async function scheduleActivation(tx: Transaction, orderId: string, delayMs: number): Promise<string | null> {
  const [activation] = await tx.select().from(cardActivations).where(eq(cardActivations.orderId, orderId)).for('update');
  if (!activation) return 'the order has no activation';
  const seconds = Math.max(0, Math.round(delayMs / 1000));
  const schedule = () =>
    tx
      .update(cardActivations)
      .set({ status: 'SCHEDULED', dueAt: sql`now() + make_interval(secs => ${seconds})`, updatedAt: sql`now()` })
      .where(eq(cardActivations.id, activation.id));
  if (activation.status === 'PENDING_PAYMENT') {
    await schedule();
    return null;
  }
  if (activation.status !== 'FAILED') return null;
  // Paid after it failed: the card's lock decides whether it can still happen (activateCard takes it too).
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, activation.giftCardId)).for('update');
  const [other] = await tx
    .select({ id: cardActivations.id })
    .from(cardActivations)
    .where(and(eq(cardActivations.giftCardId, activation.giftCardId), ne(cardActivations.status, 'FAILED')))
    .limit(1);
  if (card?.status === 'NOT_ACTIVATED' && !other) {
    await schedule();
    return null;
  }
  const problem = 'paid after its activation failed and the card was activated otherwise: refund the payment';
  alert(`activation order ${orderId}: ${problem}`);
  return problem;
}

/**
 * The activation order's payment failed for good (refused, cancelled, never started, given up): the
 * activation FAILED and the order CANCELED, unless it was paid meanwhile. Returns true when it failed
 * it now.
 */
export async function failActivation(tx: Transaction, orderId: string, now: Date): Promise<boolean> {
  const failed = await tx
    .update(cardActivations)
    .set({ status: 'FAILED', updatedAt: sql`now()` })
    .where(and(eq(cardActivations.orderId, orderId), eq(cardActivations.status, 'PENDING_PAYMENT')))
    .returning({ id: cardActivations.id });
  if (failed.length === 0) return false;
  await tx.update(orders).set({ status: 'CANCELED', updatedAt: sql`now()` }).where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')));
  await tx.update(orderPlacements).set({ canceledAt: now }).where(eq(orderPlacements.orderId, orderId));
  return true;
}

export interface OperatorActivationModel {
  orderNumber: string;
  storefrontKey: string;
  status: CardActivationRow['status'];
  amount: { cents: number; currency: string };
  maskedNumber: string;
  createdAt: string;
  dueAt: string | null;
  doneAt: string | null;
  attempts: number;
  lastError: string | null;
}

/** The most recent activation orders for the operator (`operator activations`), newest first. */
export async function recentActivations(db: Database, limit: number): Promise<OperatorActivationModel[]> {
  const rows = await db
    .select({ activation: cardActivations, orderNumber: orderPlacements.orderNumber, storefrontKey: orders.storefrontKey, number: giftCards.number })
    .from(cardActivations)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, cardActivations.orderId))
    .innerJoin(orders, eq(orders.id, cardActivations.orderId))
    .innerJoin(giftCards, eq(giftCards.id, cardActivations.giftCardId))
    .orderBy(desc(cardActivations.createdAt))
    .limit(limit);
  return rows.map(({ activation, orderNumber, storefrontKey, number }) => ({
    orderNumber,
    storefrontKey,
    status: activation.status,
    amount: { cents: activation.amountCents, currency: activation.currency },
    maskedNumber: maskCardNumber(number),
    createdAt: activation.createdAt.toISOString(),
    dueAt: activation.dueAt?.toISOString() ?? null,
    doneAt: activation.doneAt?.toISOString() ?? null,
    attempts: activation.attempts,
    lastError: activation.lastError,
  }));
}
