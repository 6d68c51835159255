/**
 * A provider's notifications (issue 7, ADR 0041, ADR 0043): recorded by event id first, so a replay
 * finds its row and changes nothing; checked against the payment they name; a successful
 * authorisation completes the payment, screens the order and issues its cards after commit.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type OrderRow, orders } from '../../db/cart-schema';
import { ACTIVE_PAYMENT_STATUSES, type PaymentRow, orderPlacements, paymentNotifications, payments } from '../../db/order-schema';
import { issueInvoice } from './invoice-numbers';
import type { Transaction } from '../cart/cart-store';
import { lockCart } from '../cart/cart-store';
import { type PaymentNotification, eventKind } from '../payments/provider';
import { type MailContext, enqueueOrderConfirmation } from './order-mails';
import { completeRedeemOrder } from '../redeem/redeem-service';
import { failActivation, scheduleActivation } from '../activation/activation-store';
import { runDueActivations } from '../activation/activation-job';
import { SYSTEM_ACTOR, writeAudit } from '../operator/audit';
import { RefundInFlightError, applyAfterSaleEvent, enqueueBuyerMail, refundDuplicatePayment, refundRefusedOrder, submitRefund } from './after-sale';
import { screenPaidOrder } from '../fraud/screening';
import { DEFAULT_FRAUD_SETTINGS } from '../../config/fraud';
import { type NotificationContext, UnknownPaymentError, alert, mailContext } from './order-shared';
import { refundContext } from './order-refunds';
import { issueOrderCards } from './card-issuing';
import { paymentNotificationMismatches, paymentOutcomes } from '../../observability/metrics';

/**
 * Why a verified notification does not belong to the payment it names, or null when it does:
 * another merchant account, another order number, and (for a successful authorisation) another
 * amount or currency than the payment asked for.
 */
function mismatchOf(notification: PaymentNotification, payment: PaymentRow, orderNumber: string, merchantAccount: string): string | null {
  if (notification.merchantAccountCode !== merchantAccount) return `merchant account ${notification.merchantAccountCode} is not ours`;
  if (eventKind(notification.eventCode) !== 'PAYMENT') {
    // A refund, capture or dispute names its payment by originalReference (a reference only the
    // provider and we know); its merchant reference is the payment's (our order number) or empty.
    if (notification.merchantReference !== orderNumber && notification.merchantReference !== '') return `merchant reference ${notification.merchantReference} is not order ${orderNumber}`;
    if (notification.currency !== payment.currency) return `currency ${notification.currency} instead of ${payment.currency}`;
    if (notification.amountCents > payment.amountCents) return `amount ${notification.amountCents} is more than the payment's ${payment.amountCents} (${payment.currency} cents)`;
    return null;
  }
  if (notification.merchantReference !== orderNumber) return `merchant reference ${notification.merchantReference} is not order ${orderNumber}`;
  if (notification.eventCode === 'AUTHORISATION' && notification.success) {
    if (notification.currency !== payment.currency) return `currency ${notification.currency} instead of ${payment.currency}`;
    if (notification.amountCents !== payment.amountCents) return `amount ${notification.amountCents} instead of ${payment.amountCents} (${payment.currency} cents)`;
  }
  return null;
}

/**
 * Applies one verified provider notification. Returns false for a replay (the event id is known) and
 * for a mismatch (stored with its problem and alerted): nothing changes then. After a successful
 * authorisation the order's cards are issued, outside the transaction (see issueOrderCards).
 */
export async function applyNotification(ctx: NotificationContext, notification: PaymentNotification): Promise<boolean> {
  const mail = await mailContext(ctx);
  const provider = ctx.payments.name;
  const kind = eventKind(notification.eventCode);
  let activationPaid = false;
  const refundsToSubmit: string[] = [];
  // What the notification did to its payment, counted once the transaction has committed.
  let counted: { method: string; outcome: 'authorised' | 'duplicate' | 'refused' | 'cancelled' | 'pending' | 'mismatch' } | null = null;
  const applied = await ctx.db.transaction(async (tx) => {
    counted = null;
    const inserted = await tx
      .insert(paymentNotifications)
      .values({
        provider,
        eventId: notification.eventId,
        pspReference: notification.pspReference,
        eventCode: notification.eventCode,
        success: notification.success,
        payload: notification.raw as object,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (inserted.length === 0) return null;

    // A payment outcome names the payment by its pspReference; a refund, capture or dispute by originalReference.
    const paymentReference = kind === 'PAYMENT' ? notification.pspReference : (notification.originalReference ?? notification.pspReference);
    const [byReference] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.pspReference, paymentReference)));
    // A hosted session (Adyen) gets its pspReference only with its first notification: that one is
    // matched by our order number to the order's open payment of this provider, and the reference kept.
    const found = byReference ?? (kind === 'PAYMENT' ? await openPaymentOfOrderNumber(tx, provider, notification.merchantReference) : null);
    // Not (yet) ours: the shop may not have stored the reference when a fast provider answers. Roll
    // back (the event id too) so the provider's retry is applied, not taken for a replay.
    if (!found) throw new UnknownPaymentError(notification.pspReference);
    if (!byReference) await tx.update(payments).set({ pspReference: notification.pspReference }).where(eq(payments.id, found.id));
    const order = await lockCart(tx, found.orderId);
    // Re-read under the order's lock: a concurrent notification may have changed it.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id));
    const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
    if (!payment || !placement) throw new UnknownPaymentError(notification.pspReference);

    const problem = mismatchOf(notification, payment, placement.orderNumber, ctx.payments.merchantAccount);
    if (problem) {
      // Kept for the record under an id of its own, so it does not pass for the real event later.
      await tx
        .update(paymentNotifications)
        .set({ outcome: 'MISMATCH', problem, eventId: `${notification.eventId}#mismatch:${randomUUID()}` })
        .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, notification.eventId)));
      alert(`notification ${notification.eventId} for order ${placement.orderNumber} ignored: ${problem}`, 'payment.mismatch');
      counted = { method: payment.method, outcome: 'mismatch' };
      return null;
    }

    if (kind !== 'PAYMENT') {
      // Refunds, chargebacks, disputes, failed captures (after-sale.ts, ADR 0041).
      const outcome = await applyAfterSaleEvent({ tx, mail, provider, notification, order, payment, placement }).catch((error: unknown) => {
        if (error instanceof RefundInFlightError) throw new UnknownPaymentError(notification.pspReference);
        throw error;
      });
      refundsToSubmit.push(...outcome.refundsToSubmit);
      return false;
    }

    if (notification.eventCode === 'AUTHORISATION' && notification.success) {
      if (payment.status === 'AUTHORISED' || payment.status === 'DUPLICATE') return null;
      // Another payment of this order holds it (the shopper switched methods, yet the first one was paid too).
      const [other] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), ne(payments.id, payment.id), inArray(payments.status, [...ACTIVE_PAYMENT_STATUSES])));
      if (other?.status === 'AUTHORISED') {
        await tx
          .update(paymentNotifications)
          .set({ outcome: 'MISMATCH', problem: `order already paid by payment ${other.id}: refund ${payment.id}` })
          .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, notification.eventId)));
        // Paid twice: the second payment is refunded in full, automatically (ADR 0041).
        refundsToSubmit.push(await refundDuplicatePayment(tx, payment, placement, other.id));
        counted = { method: payment.method, outcome: 'duplicate' };
        return false;
      }
      if (other) await tx.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(payments.id, other.id));
      await completePayment(tx, mail, order, payment, ctx.activation.delayMs);
      // Fraud screening before issuing (ADR 0043), in this transaction: a held or refused order is
      // never issued (issueOrderCards and the database obey review_state).
      if (order.kind === 'REGULAR') refundsToSubmit.push(...(await screenBeforeIssuing(tx, ctx, mail, order, payment, notification)));
      activationPaid = order.kind === 'ACTIVATION';
      counted = { method: payment.method, outcome: 'authorised' };
      return order.id;
    }
    if (notification.eventCode === 'AUTHORISATION') {
      if (payment.status !== 'AUTHORISED' && payment.status !== 'REFUSED') {
        await tx.update(payments).set({ status: 'REFUSED', refusalReason: notification.reason, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        await tx
          .update(orderPlacements)
          .set({ failedAttempts: sql`${orderPlacements.failedAttempts} + 1` })
          .where(eq(orderPlacements.orderId, order.id));
        // An activation is not paid again on the same order: it fails, the card may be activated anew.
        if (order.kind === 'ACTIVATION') await failActivation(tx, order.id, ctx.now);
        counted = { method: payment.method, outcome: 'refused' };
      }
    } else if (notification.eventCode === 'CANCELLATION') {
      if (payment.status !== 'AUTHORISED') {
        await tx.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        if (order.kind === 'ACTIVATION') await failActivation(tx, order.id, ctx.now);
        counted = { method: payment.method, outcome: 'cancelled' };
      }
    } else if (notification.eventCode === 'PENDING') {
      if (payment.status === 'CREATED' || payment.status === 'REDIRECTED') {
        await tx.update(payments).set({ status: 'PENDING', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        counted = { method: payment.method, outcome: 'pending' };
      }
    }
    return false;
  });
  countPaymentOutcome(provider, counted);
  for (const refundId of refundsToSubmit) await submitRefund(refundContext(ctx, mail), refundId);
  if (applied === null) return false;
  if (applied) await issueOrderCards(ctx, applied);
  // An activation due at once (the demo's delay is 0) is done now rather than at the job's next round.
  if (applied && activationPaid) await runDueActivations(ctx, { orderId: applied });
  return true;
}

/** shop_payment_outcomes_total, and shop_payment_notification_mismatches_total for a mismatch. */
function countPaymentOutcome(provider: string, counted: { method: string; outcome: string } | null): void {
  if (!counted) return;
  if (counted.outcome === 'mismatch') paymentNotificationMismatches.labels(provider).inc();
  else paymentOutcomes.labels(provider, counted.method, counted.outcome).inc();
}

/**
 * Screens a paid order (domains/fraud): ISSUE changes nothing; HOLD mails the buyer that the order is
 * being checked; REFUSE records the refund of the whole payment (returned, to submit after commit),
 * mails the buyer and audits the system's decision.
 */
async function screenBeforeIssuing(tx: Transaction, ctx: NotificationContext, mail: MailContext, order: OrderRow, payment: PaymentRow, notification: PaymentNotification): Promise<string[]> {
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
  const store = mail.stores.get(order.storefrontKey);
  if (!placement || !store) return [];
  const decision = await screenPaidOrder(tx, { settings: ctx.fraud ?? DEFAULT_FRAUD_SETTINGS, hash: ctx.secrets.limitKey, now: ctx.now }, { order, placement, payment, notification, storefrontCountry: store.countryCode });
  if (decision.outcome === 'ISSUE') return [];
  const amount = { cents: payment.amountCents, currency: payment.currency };
  if (decision.outcome === 'HOLD') {
    await enqueueBuyerMail(tx, mail, order, placement, { kind: 'order-held', dedupeKey: `order-held:${order.id}`, payload: { amount } });
    return [];
  }
  const reason = `refused by fraud screening: score ${decision.score} (${decision.hits.map((h) => h.rule).join(', ')})`;
  const refundId = await refundRefusedOrder(tx, payment, placement, reason);
  await enqueueBuyerMail(tx, mail, order, placement, { kind: 'order-refused', dedupeKey: `order-refused:${order.id}`, payload: { amount } });
  await writeAudit(tx, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, {
    action: 'order.review-refuse',
    targetKind: 'order',
    targetId: order.id,
    before: { orderNumber: placement.orderNumber, reviewState: null },
    after: { reviewState: 'REFUSED', score: decision.score, hits: decision.hits, refundId },
  });
  alert(`order ${placement.orderNumber} refused by fraud screening (score ${decision.score}); its payment is refunded`, 'payment.issue-problem');
  return refundId ? [refundId] : [];
}

async function openPaymentOfOrderNumber(tx: Transaction, provider: string, orderNumber: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, payments.orderId))
    .where(and(eq(orderPlacements.orderNumber, orderNumber), eq(payments.provider, provider), inArray(payments.status, ['REDIRECTED', 'PENDING'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.payment ?? null;
}

/**
 * The money is in: the payment is authorised and the order completed (its cards are issued next; an
 * activation is scheduled `activationDelayMs` from now, for the activation job).
 */
export async function completePayment(tx: Transaction, ctx: MailContext, order: OrderRow, payment: PaymentRow, activationDelayMs: number): Promise<void> {
  await tx.update(payments).set({ status: 'AUTHORISED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  // An activation (issue 18): no cards to issue and no order confirmation; the activation job mails
  // the buyer once the card is activated. Paid after it failed, and it cannot happen: flagged for a refund.
  if (order.kind === 'ACTIVATION') {
    if (order.status !== 'COMPLETED') {
      await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      await tx.update(orderPlacements).set({ paidAt: ctx.now, canceledAt: null }).where(eq(orderPlacements.orderId, order.id));
    }
    const problem = await scheduleActivation(tx, order.id, activationDelayMs);
    if (problem) await tx.update(orderPlacements).set({ issueProblem: problem }).where(eq(orderPlacements.orderId, order.id));
    return;
  }
  // A redeem's top-up: the cards' holds are captured with it (redeem-service.ts).
  if (order.kind === 'REDEEM') {
    if (order.status !== 'COMPLETED') await completeRedeemOrder(tx, ctx, order.id);
    return;
  }
  // A canceled order whose payment still arrives is completed: the shopper paid for these cards.
  if (order.status !== 'COMPLETED') {
    await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await tx.update(orderPlacements).set({ paidAt: ctx.now, canceledAt: null }).where(eq(orderPlacements.orderId, order.id));
  }
  // Its invoice is numbered now, in this transaction: gapless per storefront and year (ADR 0042).
  if (order.kind === 'REGULAR') {
    const store = ctx.stores.get(order.storefrontKey);
    if (!store) throw new Error(`unknown storefront ${order.storefrontKey}`);
    await issueInvoice(tx, { orderId: order.id, storefrontKey: store.key, storeId: store.storeId, at: ctx.now });
  }
  await enqueueOrderConfirmation(tx, ctx, order.id, 'COMPLETED');
}
