/**
 * GET /invoices/<order uuid>.pdf, and .xml for a business order (its EN 16931 electronic invoice):
 * the invoice of the visitor's paid order (domains/orders/account-orders.ts), as a download. Not the
 * visitor's, not paid, not an order at all, or no such format for this order: 404 alike. Never
 * cached by anyone but the browser.
 */
import type { IncomingMessage } from 'node:http';
import { isUuid } from '../domains/cart/cart-store';
import { sessionFromCookieHeader } from '../domains/cart/session';
import { type InvoiceServices, visitorInvoiceFile } from '../domains/orders/account-orders';
import { storefrontForHost } from '../domains/storefront/request-scope';
import { LIMITS, consumeLimits } from '../security/rate-limit';
import type { ShopSecrets } from '../security/secret-box';
import type { PathHandler } from './routes';
import { isHttpsRequest } from './security-headers';
import { sendBody, sendText } from './send';

const INVOICE_PATH = /^\/invoices\/([0-9a-fA-F-]{36})\.(pdf|xml)$/;

export function createInvoiceHandler(
  services: InvoiceServices & {
    secrets: ShopSecrets;
    /** The client's address (TRUST_PROXY decides whether X-Forwarded-For counts). */
    clientIp(req: IncomingMessage): string | null;
  },
): PathHandler {
  return async function serveInvoice(req, res, pathname) {
    const notFound = () => sendText(req, res, 404, 'Not found');
    const [, id, extension] = INVOICE_PATH.exec(pathname) ?? [];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !id || !isUuid(id) || (extension !== 'pdf' && extension !== 'xml')) {
      await notFound();
      return;
    }
    const limited = await consumeLimits(services.db, services.secrets.limitKey, [{ limit: LIMITS.invoicePerIp, key: services.clientIp(req) }]);
    if (!limited.allowed) {
      await sendText(req, res, 429, 'Too many requests', { 'retry-after': String(limited.retryAfterSeconds) });
      return;
    }
    const session = await sessionFromCookieHeader(services.db, req.headers.cookie, isHttpsRequest(req));
    const store = await storefrontForHost(services.directory, req.headers.host);
    const file = await visitorInvoiceFile(services, { session, storefrontKey: store.key }, id, extension);
    if (!file) {
      await notFound();
      return;
    }
    await sendBody(
      req,
      res,
      200,
      {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.fileName}"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
      file.body,
    );
  };
}
