/**
 * The operators' queue of withdrawals (issue 33 item 4, ADR 0042): every request with whether it
 * matched its order, oldest open first; an approval refunds the unredeemed value of the order's cards
 * (orders' `refundOrder`: the value is taken from the cards in the refund's own transaction, so what is
 * left can no longer be spent, and the buyer gets the refund mail), a rejection only closes it. Each
 * decision is made once (a conditional claim on status OPEN) and audited with the operator's reason
 * (the service desk requires one, ADR 0044), and answered by mail (withdrawal-decision): an approval
 * to the order's buyer, a rejection to the address that asked, in their language.
 */
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { type WithdrawalMatchStatus, type WithdrawalRequestRow, type WithdrawalStatus, withdrawalRequests } from '../../db/content-schema';
import { orderPlacements } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import type { AuditSource } from '../operator/audit';
import { writeAudit } from '../operator/audit';
import { enqueueMail } from '../mail/outbox';
import type { NotificationContext } from '../orders/order-shared';
import { refundOrder } from '../orders/order-refunds';
import type { StorefrontDirectory } from '../storefront/directory';

export const WITHDRAWAL_QUEUE_MESSAGES = {
  notFound: 'No such withdrawal request',
  decided: 'This withdrawal request has already been decided',
  noOrder: 'This withdrawal request names no order of this shop: reject it or answer the sender',
};

export interface WithdrawalQueueItem {
  id: string;
  storefrontKey: string;
  name: string;
  orderNumber: string;
  email: string;
  receivedAt: string;
  orderId: string | null;
  matchStatus: WithdrawalMatchStatus;
  status: WithdrawalStatus;
  decidedAt: string | null;
  refundId: string | null;
}

function item(row: WithdrawalRequestRow): WithdrawalQueueItem {
  return {
    id: row.id,
    storefrontKey: row.storefrontKey,
    name: row.name,
    orderNumber: row.orderNumber,
    email: row.email,
    receivedAt: row.receivedAt.toISOString(),
    orderId: row.orderId,
    matchStatus: row.matchStatus,
    status: row.status,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    refundId: row.refundId,
  };
}

/** The queue: open requests oldest first (the law's clock runs), or those of another status newest first. */
export async function withdrawalQueue(db: Database, options: { status: WithdrawalStatus; limit: number }): Promise<WithdrawalQueueItem[]> {
  const rows = await db
    .select()
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.status, options.status))
    .orderBy(options.status === 'OPEN' ? asc(withdrawalRequests.receivedAt) : desc(withdrawalRequests.receivedAt))
    .limit(Math.min(Math.max(options.limit, 1), 200));
  return rows.map(item);
}

export interface WithdrawalDecision {
  request: WithdrawalQueueItem | null;
  errors: ErrorEntry[];
}

const refusal = (code: number, message: string): WithdrawalDecision => ({ request: null, errors: [{ code, message, referencedRequestParameter: 'id' }] });

/** Claims an open request for a decision (once: a second claim finds it decided). */
async function claim(db: Database, id: string, status: 'APPROVED' | 'REJECTED', audit: AuditSource, needsOrder: boolean): Promise<WithdrawalRequestRow | WithdrawalDecision> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return refusal(ErrorCode.UNKNOWN_CART_ITEM, WITHDRAWAL_QUEUE_MESSAGES.notFound);
  const [claimed] = await db
    .update(withdrawalRequests)
    .set({ status, decidedAt: sql`now()`, decidedBy: audit.actor })
    .where(and(eq(withdrawalRequests.id, id.toLowerCase()), eq(withdrawalRequests.status, 'OPEN'), needsOrder ? isNotNull(withdrawalRequests.orderId) : undefined))
    .returning();
  if (claimed) return claimed;
  const [found] = await db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, id.toLowerCase()));
  if (!found) return refusal(ErrorCode.UNKNOWN_CART_ITEM, WITHDRAWAL_QUEUE_MESSAGES.notFound);
  if (found.status !== 'OPEN') return refusal(ErrorCode.INVALID_CART_INPUT, WITHDRAWAL_QUEUE_MESSAGES.decided);
  return refusal(ErrorCode.INVALID_CART_INPUT, WITHDRAWAL_QUEUE_MESSAGES.noOrder);
}

/**
 * Approves a withdrawal: the order's unredeemed card value is refunded (and so taken off the cards)
 * with the request as the reason; the buyer is told by the refund mail. A refund the rules refuse
 * (nothing left, an order on invoice) puts the request back in the queue with the refusal.
 */
export async function approveWithdrawal(ctx: NotificationContext, id: string, audit: AuditSource, operatorReason: string | null = null): Promise<WithdrawalDecision> {
  const claimed = await claim(ctx.db, id, 'APPROVED', audit, true);
  if (!('id' in claimed)) return claimed;
  // The refund's reason names the request; the operator's note follows it (both within the 500 characters refunds keep).
  const reason = `Withdrawal ${claimed.id} (§356a BGB), received ${claimed.receivedAt.toISOString()}, order ${claimed.orderNumber}, match ${claimed.matchStatus}${operatorReason ? `: ${operatorReason}` : ''}`.slice(0, 500);
  // Resolved before the transaction: on PGlite a query outside an open transaction waits for it.
  const store = await ctx.directory.byKey(claimed.storefrontKey);
  const refunded = await refundOrder(ctx, { orderId: claimed.orderId, reason, actor: audit });
  if (!refunded.refund) {
    await ctx.db.update(withdrawalRequests).set({ status: 'OPEN', decidedAt: null, decidedBy: null }).where(eq(withdrawalRequests.id, claimed.id));
    return { request: null, errors: refunded.errors };
  }
  const refund = refunded.refund;
  const request = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(withdrawalRequests).set({ refundId: refund.id }).where(eq(withdrawalRequests.id, claimed.id)).returning();
    await writeAudit(tx, audit, {
      action: 'withdrawal.approve',
      // The audit log's target kinds are fixed by the database: the order, with the request named.
      targetKind: 'order',
      targetId: claimed.orderId,
      before: { withdrawal: claimed.id, status: 'OPEN', matchStatus: claimed.matchStatus },
      after: { withdrawal: claimed.id, status: 'APPROVED', refundId: refund.id, amountCents: refund.amountCents, reason: operatorReason },
    });
    // The buyer is told the withdrawal was carried out: at the order's address, in the order's language.
    const [buyer] = await tx
      .select({ language: orders.language, customer: orderPlacements.customer })
      .from(orders)
      .innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id))
      .where(eq(orders.id, claimed.orderId as string));
    if (buyer && store) {
      await enqueueMail(tx, {
        kind: 'withdrawal-decision',
        dedupeKey: `withdrawal-decision:${claimed.id}`,
        storefrontKey: store.key,
        language: buyer.language,
        recipient: buyer.customer.email,
        payload: {
          outcome: 'APPROVED',
          orderNumber: claimed.orderNumber,
          storefrontName: store.name,
          customerName: [buyer.customer.firstName, buyer.customer.lastName].filter(Boolean).join(' ') || null,
          amount: { cents: refund.amountCents, currency: refund.currency },
          receivedAt: claimed.receivedAt.toISOString(),
        },
      });
    }
    return row;
  });
  return { request: request ? item(request) : null, errors: [] };
}

/**
 * Rejects a withdrawal (no order, not the sender's, no right of withdrawal): closes it, audited, and
 * tells the address that asked (never the operator's reason).
 */
export async function rejectWithdrawal(
  ctx: { db: Database; directory: StorefrontDirectory },
  id: string,
  audit: AuditSource,
  operatorReason: string | null = null,
): Promise<WithdrawalDecision> {
  // Resolved before the transaction (PGlite): the request's storefront names the mail.
  const stores = new Map((await ctx.directory.all()).map((store) => [store.key, store]));
  return ctx.db.transaction(async (tx) => {
    const claimed = await claim(tx as unknown as Database, id, 'REJECTED', audit, false);
    if (!('id' in claimed)) return claimed;
    await writeAudit(tx, audit, {
      action: 'withdrawal.reject',
      targetKind: claimed.orderId ? 'order' : null,
      targetId: claimed.orderId,
      before: { withdrawal: claimed.id, status: 'OPEN', orderNumber: claimed.orderNumber, matchStatus: claimed.matchStatus },
      after: { withdrawal: claimed.id, status: 'REJECTED', reason: operatorReason },
    });
    const store = stores.get(claimed.storefrontKey);
    if (store) {
      await enqueueMail(tx, {
        kind: 'withdrawal-decision',
        dedupeKey: `withdrawal-decision:${claimed.id}`,
        storefrontKey: store.key,
        language: claimed.language,
        recipient: claimed.email,
        payload: { outcome: 'REJECTED', orderNumber: claimed.orderNumber, storefrontName: store.name, customerName: null, amount: null, receivedAt: claimed.receivedAt.toISOString() },
      });
    }
    return { request: item(claimed), errors: [] };
  });
}
