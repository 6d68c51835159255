/**
 * Opening a release preview link (remotes/release-preview.ts): `GET /preview/<token>[?to=/path]` sets
 * the preview cookie for this browser and sends it on to the storefront (303), `GET /preview/end` ends
 * the preview. Never cached, never indexed, never passed on as a Referer. A token that is not valid
 * (forged, expired, or its release is gone) is answered 410 and sets nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db';
import { findRelease } from '../remotes/registry';
import { PREVIEW_END_PATH, PREVIEW_PATH, previewCookieHeader, previewTarget, verifyPreview } from '../remotes/release-preview';
import type { LimitKeyHasher } from '../security/rate-limit';
import { requestUrl } from './request-url';
import { sendText } from './send';

const PRIVATE = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' } as const;

export function createPreviewLinkHandler(options: { db: Database; limitKey: LimitKeyHasher; isSecure(req: IncomingMessage): boolean }) {
  return async function servePreviewLink(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith(PREVIEW_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const secure = options.isSecure(req);
    if (pathname === PREVIEW_END_PATH || pathname === `${PREVIEW_END_PATH}/`) {
      res.writeHead(303, { ...PRIVATE, location: '/', 'set-cookie': previewCookieHeader(null, null, secure), 'content-length': 0 });
      res.end();
      return true;
    }
    // Taken as it stands: a token is base64url and hex (nothing percent-encoded), and decoding a
    // stranger's malformed escape would throw (a 500 instead of the 410 below).
    const token = pathname.slice(PREVIEW_PATH.length).replace(/\/$/, '');
    const preview = verifyPreview(options.limitKey, token);
    const release = preview ? await findRelease(options.db, preview.remote, preview.version) : undefined;
    if (!preview || !release) {
      await sendText(req, res, 410, 'This preview link is not valid (it has expired, or its release is gone). Ask the team for a new one.', PRIVATE);
      return true;
    }
    const location = previewTarget(requestUrl(req.url).searchParams.get('to'));
    res.writeHead(303, { ...PRIVATE, location, 'set-cookie': previewCookieHeader(token, preview, secure), 'content-length': 0 });
    res.end();
    return true;
  };
}
