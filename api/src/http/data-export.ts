/**
 * GET /account/my-data.json (issue 16): the logged-in visitor's data export (domains/user/data-export.ts)
 * as a download. A guest, or any other method: 404 like any unknown path. Counted against the
 * client's invoice budget: each answer runs several queries.
 */
import type { IncomingMessage } from 'node:http';
import { sessionFromCookieHeader } from '../domains/cart/session';
import { exportVisitorData } from '../domains/user/data-export';
import type { Database } from '../db';
import { LIMITS, consumeLimits } from '../security/rate-limit';
import type { ShopSecrets } from '../security/secret-box';
import type { PathHandler } from './routes';
import { isHttpsRequest } from './security-headers';
import { sendBody, sendText } from './send';

export function createDataExportHandler(services: { db: Database; secrets: ShopSecrets; clientIp(req: IncomingMessage): string | null }): PathHandler {
  return async function serveDataExport(req, res) {
    const limited = await consumeLimits(services.db, services.secrets.limitKey, [{ limit: LIMITS.invoicePerIp, key: services.clientIp(req) }]);
    if (!limited.allowed) {
      await sendText(req, res, 429, 'Too many requests', { 'retry-after': String(limited.retryAfterSeconds) });
      return;
    }
    const session = await sessionFromCookieHeader(services.db, req.headers.cookie, isHttpsRequest(req));
    const data = req.method === 'GET' || req.method === 'HEAD' ? await exportVisitorData(services.db, session) : null;
    if (!data) {
      await sendText(req, res, 404, 'Not found');
      return;
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
  };
}
