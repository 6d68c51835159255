/**
 * Refunds from the order service's side (after-sale.ts does the work, ADR 0041): the context the
 * refund code needs, and the operator's and service desk's refund.
 */
import { type RefundContext, type RefundOrderInput, type RefundOrderResult, refundOrder as refundOrderOnce } from './after-sale';
import type { RefundRow } from '../../db/order-schema';
import type { MailContext } from './order-mails';
import { type NotificationContext, mailContext } from './order-shared';

/** What the refund code needs of a notification's context. */
export function refundContext(ctx: NotificationContext, mail?: MailContext): RefundContext {
  return { db: ctx.db, payments: ctx.payments, mail: async () => mail ?? (await mailContext(ctx)) };
}

/**
 * Refunds (part of) an order's or one card's unredeemed value (after-sale.ts `refundOrder`): for the
 * operator mutation and, later, the service desk. Audited with its reason.
 */
export async function refundOrder(ctx: NotificationContext, input: RefundOrderInput): Promise<RefundOrderResult> {
  return refundOrderOnce(refundContext(ctx), input);
}

/** A refund as the operator API answers it (`operatorRefund` and the service desk's `deskRefund`). */
export function refundAnswer(refund: RefundRow) {
  return {
    id: refund.id,
    orderId: refund.orderId,
    cardId: refund.giftCardId,
    status: refund.status,
    origin: refund.origin,
    amountCents: refund.amountCents,
    currency: refund.currency,
    reason: refund.reason,
    pspReference: refund.pspReference,
    problem: refund.problem,
  };
}
