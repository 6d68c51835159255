/**
 * The reconciliation job's round (issue 7): open payments asked about, open refunds retried, and the
 * cards of completed orders a crash left unissued issued.
 */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { OPEN_PAYMENT_STATUSES, orderPlacements, payments } from '../../db/order-schema';
import { retryOpenRefunds } from './after-sale';
import { type NotificationContext, UnknownPaymentError } from './order-shared';
import { refundContext } from './order-refunds';
import { applyNotification } from './payment-notifications';
import { issueOrderCards } from './card-issuing';
import { LRUCache } from 'lru-cache';
import { reconciliationFixes, reconciliationRuns } from '../../observability/metrics';
import { raiseAlert } from '../../observability/alerts';

// ─── reconciliation ──────────────────────────────────────────────────────────────────────────────

/** A hosted payment page expires after an hour (adyen-provider.ts); twice that, nobody can pay on it. */
const PAYMENT_PAGE_EXPIRY_MS = 2 * 60 * 60_000;

/**
 * An open payment older than this is stuck (issue 38): the reconciliation should have settled it (or
 * freed its expired page, after two hours) long before; something is wrong with the provider, its
 * notifications or the job. Default 3 hours; PAYMENT_STUCK_MINUTES.
 */
export const DEFAULT_PAYMENT_STUCK_MS = 3 * 60 * 60_000;

export function paymentStuckAfterMsFromEnv(env: NodeJS.ProcessEnv): number {
  const minutes = Number(env.PAYMENT_STUCK_MINUTES);
  return Number.isFinite(minutes) && minutes > 0 ? minutes * 60_000 : DEFAULT_PAYMENT_STUCK_MS;
}

export interface ReconcileOptions {
  /** Payments not updated for this long are asked about; default 60 s. */
  staleAfterMs?: number;
  /** Open payments not updated for this long are alerted as stuck (payment.stuck); default DEFAULT_PAYMENT_STUCK_MS. */
  stuckAfterMs?: number;
  /** A CREATED payment the provider does not know after this long never started; default 120 s. */
  abandonCreatedAfterMs?: number;
  /** True once the process is shutting down: the round ends after the payment under way (the next process's round takes the rest). */
  stopping?: () => boolean;
}

export interface ReconcileResult {
  asked: number;
  settled: number;
  abandoned: number;
  issued: number;
}

/**
 * One round of the reconciliation job: asks the provider about every payment left open (a crash
 * lost the provider's answer, a notification never came) and applies what it says exactly as the
 * notification would have been applied (same event id, so the real one later is a replay); marks
 * attempts the provider never saw as ERROR (the shopper may pay again); and issues the cards of
 * completed orders a crash left unissued.
 */
export async function reconcilePayments(ctx: NotificationContext, options: ReconcileOptions = {}): Promise<ReconcileResult> {
  const staleSeconds = Math.round((options.staleAfterMs ?? 60_000) / 1000);
  const abandonMs = options.abandonCreatedAfterMs ?? 120_000;
  const result: ReconcileResult = { asked: 0, settled: 0, abandoned: 0, issued: 0 };
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.provider, ctx.payments.name),
        sql`${payments.updatedAt} <= now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(100);
  for (const payment of open) {
    if (options.stopping?.()) break;
    result.asked += 1;
    const state = await ctx.payments.lookupPayment({ pspReference: payment.pspReference, paymentId: payment.id });
    if (state.state === 'UNSUPPORTED') {
      // The provider cannot be asked (it retries its notifications itself). A page nobody could have
      // paid on is freed: an attempt that never got its page, or one whose page has expired.
      const age = Date.now() - payment.updatedAt.getTime();
      const expired = (payment.status === 'CREATED' && age >= abandonMs) || (payment.status === 'REDIRECTED' && age >= PAYMENT_PAGE_EXPIRY_MS);
      if (expired) {
        await ctx.db
          .update(payments)
          .set({ status: payment.status === 'CREATED' ? 'ERROR' : 'CANCELLED', updatedAt: sql`now()` })
          .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)));
        result.abandoned += 1;
      }
      continue;
    }
    if (state.state === 'UNKNOWN') {
      if (payment.status === 'CREATED' && Date.now() - payment.createdAt.getTime() >= abandonMs) {
        await ctx.db.update(payments).set({ status: 'ERROR', updatedAt: sql`now()` }).where(and(eq(payments.id, payment.id), eq(payments.status, 'CREATED')));
        result.abandoned += 1;
      }
      continue;
    }
    if (!payment.pspReference) {
      // The process died between the provider's answer and storing it: store it now.
      await ctx.db
        .update(payments)
        .set({ pspReference: state.pspReference, status: state.state === 'PENDING' ? 'PENDING' : 'REDIRECTED', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'CREATED')));
    }
    if (state.state === 'DECIDED') {
      try {
        if (await applyNotification({ ...ctx, now: new Date() }, state.notification)) result.settled += 1;
      } catch (error) {
        if (!(error instanceof UnknownPaymentError)) throw error;
      }
    }
  }
  // Refunds still without a clear answer from the provider: asked again with the same idempotency key.
  await retryOpenRefunds(refundContext(ctx));
  const unissued = await ctx.db
    .select({ orderId: orderPlacements.orderId })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(
      and(
        eq(orders.status, 'COMPLETED'),
        ne(orders.kind, 'ACTIVATION'),
        isNull(orderPlacements.issuedAt),
        isNull(orderPlacements.issueProblem),
        // Held or refused orders wait for a reviewer (ADR 0043): never issued here, nor taking the round's places.
        or(isNull(orderPlacements.reviewState), eq(orderPlacements.reviewState, 'RELEASED')),
      ),
    )
    .limit(50);
  for (const { orderId } of unissued) {
    if (options.stopping?.()) break;
    if ((await issueOrderCards({ ...ctx, now: new Date() }, orderId)) > 0) result.issued += 1;
  }
  reconciliationRuns.inc();
  if (result.settled > 0) reconciliationFixes.labels('settled').inc(result.settled);
  if (result.abandoned > 0) reconciliationFixes.labels('abandoned').inc(result.abandoned);
  if (result.issued > 0) reconciliationFixes.labels('issued').inc(result.issued);
  // A process shutting down leaves the stuck payments to the next round (of whichever process).
  if (!options.stopping?.()) await alertStuckPayments(ctx, options.stuckAfterMs ?? DEFAULT_PAYMENT_STUCK_MS);
  return result;
}

// ─── stuck payments ──────────────────────────────────────────────────────────────────────────────

/** Open payments (any provider) not updated for `stuckAfterMs`: the shop_payments_stuck gauge. One index range (payments_open_idx). */
export async function countStuckPayments(db: NotificationContext['db'], stuckAfterMs: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), sql`${payments.updatedAt} <= now() - make_interval(secs => ${Math.round(stuckAfterMs / 1000)})`));
  return Number(row?.count ?? 0);
}

/** Stuck payments already alerted (in this process): each is alerted once, not every round. */
const alertedStuck = new LRUCache<string, true>({ max: 10_000 });

/**
 * Alerts (payment.stuck) the open payments that are stuck and were not alerted yet, naming their
 * orders by number (at most 10 in the message) and how long they have been open.
 */
async function alertStuckPayments(ctx: NotificationContext, stuckAfterMs: number): Promise<void> {
  const stuck = await ctx.db
    .select({ id: payments.id, orderNumber: orderPlacements.orderNumber, provider: payments.provider, method: payments.method, status: payments.status, updatedAt: payments.updatedAt })
    .from(payments)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, payments.orderId))
    .where(and(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), sql`${payments.updatedAt} <= now() - make_interval(secs => ${Math.round(stuckAfterMs / 1000)})`))
    .orderBy(payments.updatedAt)
    .limit(100);
  const fresh = stuck.filter((payment) => !alertedStuck.has(payment.id));
  if (fresh.length === 0) return;
  for (const payment of fresh) alertedStuck.set(payment.id, true);
  const minutes = (at: Date) => Math.round((Date.now() - at.getTime()) / 60_000);
  const named = fresh
    .slice(0, 10)
    .map((p) => `order ${p.orderNumber} (${p.provider} ${p.method}, ${p.status.toLowerCase()} for ${minutes(p.updatedAt)} min)`)
    .join(', ');
  void raiseAlert({
    kind: 'payment.stuck',
    message: `${fresh.length} payment(s) open for more than ${Math.round(stuckAfterMs / 60_000)} min: ${named}${fresh.length > 10 ? ', …' : ''}`,
    count: fresh.length,
    orderNumbers: fresh.slice(0, 10).map((p) => p.orderNumber),
  }, { area: 'payments' });
}
