/**
 * "Download my data" (issue 16, GDPR Art. 15 and 20): everything the shop keeps about the logged-in
 * account, as JSON: the account and its profile, its placed orders with the details given at checkout
 * and the cards bought, and how many devices are logged in. No secrets (password hash, tokens, card
 * PINs). Nothing for a guest. Served as GET /account/my-data.json by http/data-export.ts.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db';
import { orderPackages, orders } from '../../db/cart-schema';
import { visitorSessions } from '../../db/ops-schema';
import { orderPlacements, users } from '../../db/order-schema';
import type { VisitorSession } from '../cart/session';


export async function exportAccountData(db: Database, userId: string, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const placed = await db
    .select({ id: orders.id, storefrontKey: orders.storefrontKey, status: orders.status, kind: orders.kind, placement: orderPlacements })
    .from(orders)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id))
    .where(and(eq(orders.userId, userId), ne(orders.status, 'CART')))
    .orderBy(asc(orderPlacements.placedAt));
  const packages = placed.length
    ? await db
        .select({ orderId: orderPackages.orderId, productId: orderPackages.productId, amountCents: orderPackages.amountCents, quantity: orderPackages.quantity })
        .from(orderPackages)
        .innerJoin(orders, eq(orders.id, orderPackages.orderId))
        .where(and(eq(orders.userId, userId), ne(orders.status, 'CART')))
    : [];
  const [sessions] = await db.select({ n: count() }).from(visitorSessions).where(eq(visitorSessions.userId, userId));
  return {
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      language: user.language,
      newsletter: user.subscribed,
      profile: user.profile,
      createdAt: user.createdAt.toISOString(),
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      passwordChangedAt: user.passwordChangedAt?.toISOString() ?? null,
      devicesLoggedIn: Number(sessions?.n ?? 0),
    },
    orders: placed.map((order) => ({
      orderNumber: order.placement.orderNumber,
      storefront: order.storefrontKey,
      status: order.status,
      kind: order.kind,
      placedAt: order.placement.placedAt.toISOString(),
      paidAt: order.placement.paidAt?.toISOString() ?? null,
      total: { cents: order.placement.grandTotalCents, currency: order.placement.currency },
      customer: order.placement.customer,
      cards: packages
        .filter((p) => p.orderId === order.id)
        .map((p) => ({ product: p.productId, amount: { cents: p.amountCents, currency: order.placement.currency }, quantity: p.quantity })),
    })),
  };
}

/** The visitor's own data: the logged-in account's export, null for a guest (or an account gone since). */
export async function exportVisitorData(db: Database, session: Pick<VisitorSession, 'userId'>, now = new Date()) {
  return session.userId ? exportAccountData(db, session.userId, now) : null;
}
