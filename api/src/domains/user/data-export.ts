/**
 * "Download my data" (issue 16, GDPR Art. 15 and 20): GET /account/my-data.json gives the logged-in
 * account everything the shop keeps about it, as JSON: the account and its profile, its placed orders
 * with the details given at checkout and the cards bought, and how many devices are logged in. No
 * secrets (password hash, tokens, card PINs). Nothing for a guest: 404 like any unknown path.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MY_DATA_PATH } from '@shop/shared/routes';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db';
import { orderPackages, orders } from '../../db/cart-schema';
import { visitorSessions } from '../../db/ops-schema';
import { orderPlacements, users } from '../../db/order-schema';
import { isHttpsRequest } from '../../http/security-headers';
import { sendBody, sendText } from '../../http/send';
import { LIMITS, consumeLimits } from '../../security/rate-limit';
import type { ShopSecrets } from '../../security/secret-box';
import { sessionFromCookieHeader } from '../cart/session';


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

export function createDataExportHandler(services: { db: Database; secrets: ShopSecrets; clientIp(req: IncomingMessage): string | null }) {
  return async function serveDataExport(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== MY_DATA_PATH) return false;
    const limited = await consumeLimits(services.db, services.secrets.limitKey, [{ limit: LIMITS.invoicePerIp, key: services.clientIp(req) }]);
    if (!limited.allowed) {
      await sendText(req, res, 429, 'Too many requests', { 'retry-after': String(limited.retryAfterSeconds) });
      return true;
    }
    const session = await sessionFromCookieHeader(services.db, req.headers.cookie, isHttpsRequest(req));
    const data = session.userId && (req.method === 'GET' || req.method === 'HEAD') ? await exportAccountData(services.db, session.userId) : null;
    if (!data) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    await sendBody(
      req,
      res,
      200,
      {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="my-data.json"',
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
      `${JSON.stringify(data, null, 2)}\n`,
    );
    return true;
  };
}
