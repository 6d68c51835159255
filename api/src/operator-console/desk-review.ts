/**
 * The review queue of the service desk (ADR 0044) on fraud review's service (domains/fraud/review.ts,
 * ADR 0043): the console calls the same functions as operatorReviewQueue, operatorReleaseHeldOrder and
 * operatorRefuseHeldOrder.
 */
import type { Database } from '../db';
import { listHeldOrders, refuseHeldOrder, releaseHeldOrder } from '../domains/fraud/review';
import type { AuditSource } from '../domains/operator/audit';
import type { NotificationContext } from '../domains/orders/order-shared';
import type { ErrorEntry } from '../errors';
import type { HeldOrderItem } from './desk-pages';

export async function reviewQueue(db: Database): Promise<HeldOrderItem[]> {
  const held = await listHeldOrders(db, { limit: 100 });
  return held.map((h) => ({
    orderId: h.orderId,
    orderNumber: h.orderNumber,
    email: h.email,
    amountCents: h.amountCents,
    currency: h.currency,
    placedAt: h.placedAt,
    score: h.score,
    hits: h.hits.map((hit) => `${hit.rule} (${hit.points}): ${hit.detail}`),
  }));
}

/** Releases (issues) or refuses (refunds) a held order; the errors of the service when refused. */
export async function decideHeldOrder(ctx: NotificationContext, decision: 'release' | 'refuse', orderId: string, reason: string, audit: AuditSource): Promise<ErrorEntry[]> {
  const result = decision === 'release' ? await releaseHeldOrder(ctx, orderId, reason, audit) : await refuseHeldOrder(ctx, orderId, reason, audit);
  return result.errors;
}
