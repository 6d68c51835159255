/**
 * Orders on invoice (issue 7): the operator marks the bank transfer arrived; the payment completes
 * like a provider's authorisation, audited, and the cards are issued after commit.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { payments } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { fail, runRules } from '../common/rule-errors';
import { isUuid, lockCart } from '../cart/cart-store';
import { type AuditSource, writeAudit } from '../operator/audit';
import { type ChangeResult, type NotificationContext, ORDER_MESSAGES, mailContext } from './order-shared';
import { latestPayment } from './order-payments';
import { completePayment } from './payment-notifications';
import { issueOrderCards } from './card-issuing';

/** Operator: the bank transfer of an invoice order arrived. */
export async function markOrderPaid(ctx: NotificationContext, orderUuid: string, audit: AuditSource): Promise<ChangeResult> {
  const mail = await mailContext(ctx);
  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        if (!isUuid(orderUuid)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const [found] = await tx.select().from(orders).where(eq(orders.id, orderUuid.toLowerCase()));
        if (found?.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const order = await lockCart(tx, found.id);
        const payment = await latestPayment(tx, order.id);
        if (payment?.method !== 'invoice' || payment.status !== 'PENDING') throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.notInvoice, 'orderUuid');
        await completePayment(tx, mail, order, payment, ctx.activation.delayMs);
        // The operator's change and its audit row commit together (issue 19).
        const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
        const [paid] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
        await writeAudit(tx, audit, {
          action: 'order.mark-paid',
          targetKind: 'order',
          targetId: order.id,
          before: { status: order.status, payment: { id: payment.id, method: payment.method, status: payment.status } },
          after: { status: after?.status ?? null, payment: { id: payment.id, method: payment.method, status: paid?.status ?? null } },
        });
        return { orderId: order.id, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  ).then(async (result) => {
    if (result.orderId) await issueOrderCards(ctx, result.orderId);
    return result;
  });
}
