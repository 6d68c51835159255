/**
 * Leaving checkout after a failed payment (issue 7): the order is canceled; a shop order's cards go
 * back into a basket, an activation fails, a redeem ends.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { orderPlacements, payments } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { fail, runRules } from '../common/rule-errors';
import { ensureCart, loadCartRows, lockCart } from '../cart/cart-store';
import { redeems } from '../../db/redeem-schema';
import { releaseRedeemHolds } from '../redeem/redeem-service';
import { failActivation } from '../activation/activation-store';
import { type ChangeResult, ORDER_MESSAGES, type OrderContext } from './order-shared';
import { ownOrder } from './order-placing';
import { latestPayment } from './order-payments';

// ─── leaving, operator ───────────────────────────────────────────────────────────────────────────

/** Leaving checkout after a failed payment: the order is canceled, its cards go back into a basket. */
export async function discardOrder(ctx: OrderContext, orderUuid: string): Promise<ChangeResult> {
  // A payment page left open (REDIRECTED) is cancelled at the provider first, if it is still undecided:
  // then the order may be left; a paid one may not.
  const open = await ownOrder(ctx.db, ctx, orderUuid);
  const openPayment = open ? await latestPayment(ctx.db, open.id) : null;
  if (openPayment?.status === 'REDIRECTED' && openPayment.pspReference && (await ctx.payments.cancelPayment(openPayment.pspReference).catch(() => false))) {
    await ctx.db
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(and(eq(payments.id, openPayment.id), eq(payments.status, 'REDIRECTED')));
  }
  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const order = await ownOrder(tx, ctx, orderUuid);
        if (order?.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        await lockCart(tx, order.id);
        const payment = await latestPayment(tx, order.id);
        if (payment && ['AUTHORISED', 'PENDING', 'REDIRECTED'].includes(payment.status) && payment.method !== 'invoice') {
          throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'orderUuid');
        }
        await tx.update(orders).set({ status: 'CANCELED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
        await tx.update(orderPlacements).set({ canceledAt: ctx.now }).where(eq(orderPlacements.orderId, order.id));
        if (payment && payment.status === 'PENDING') await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));
        // An activation left after a failed payment: it fails, the card may be activated again.
        if (order.kind === 'ACTIVATION') {
          await failActivation(tx, order.id, ctx.now);
          return { orderId: null, errors: [] };
        }
        // A redeem left after a failed top-up: its cards get their balance back, the redeem ends
        // (its cards can be checked and redeemed again); nothing goes into the shop's basket.
        if (order.kind === 'REDEEM') {
          await releaseRedeemHolds(tx, order.id);
          await tx.update(redeems).set({ status: 'ENDED' }).where(eq(redeems.orderId, order.id));
          return { orderId: null, errors: [] };
        }

        // Back into a basket: the visitor's open cart (or a new one) gets copies of the receivers and cards.
        const sessionHash = ctx.session.hash as string;
        const cartId = await ensureCart(tx, { storefrontKey: ctx.scope.storefront.key, sessionHash }, { language: order.language, currency: order.currency, userId: ctx.session.userId });
        const cart = await lockCart(tx, cartId);
        const rows = await loadCartRows(tx, order.id);
        let number = cart.nextShipmentNumber;
        const [positions] = await tx.select({ max: sql<number>`coalesce(max(${orderShipments.position}), -1)` }).from(orderShipments).where(eq(orderShipments.orderId, cartId));
        let position = (positions?.max ?? -1) + 1;
        for (const shipment of rows?.shipments ?? []) {
          const id = randomUUID();
          await tx.insert(orderShipments).values({ ...shipment, id, orderId: cartId, tag: `r${number}`, position });
          number += 1;
          position += 1;
          for (const pkg of (rows?.packages ?? []).filter((p) => p.shipmentId === shipment.id)) {
            await tx.insert(orderPackages).values({ ...pkg, id: randomUUID(), orderId: cartId, shipmentId: id, createdAt: new Date() });
          }
        }
        await tx.update(orders).set({ nextShipmentNumber: number, deliveryMode: order.deliveryMode, updatedAt: sql`now()` }).where(eq(orders.id, cartId));
        return { orderId: cartId, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
}
