/**
 * The demo's outbox page over HTTP (the page and the files are domains/mail/dev-outbox-page.tsx):
 * `GET /dev/outbox` lists the newest mails, `GET /dev/outbox/files/<name>` serves a file the file
 * transport wrote, and with a `drain` function `POST /dev/outbox` sends everything due now. Never
 * cached, never indexed. Mount it only outside production (server.ts gates it to loopback or the operator).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { DEV_OUTBOX_PATH, type DevOutboxOptions, OUTBOX_FILES_PREFIX, readOutboxFile, renderOutboxPage } from '../domains/mail/dev-outbox-page';
import { htmlSecurityHeaders } from './security-headers';
import { sendBody, sendText } from './send';

export type DevOutboxHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

const NO_STORE: OutgoingHttpHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
};

function fileHeaders(name: string): OutgoingHttpHeaders {
  const ext = extname(name).toLowerCase();
  const disposition = (kind: 'inline' | 'attachment') => `${kind}; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
  if (ext === '.html') {
    return {
      'content-type': 'text/html; charset=utf-8',
      // The mail's HTML: no scripts, no forms, only its own inline styles and remote images.
      'content-security-policy': "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox allow-popups allow-popups-to-escape-sandbox",
    };
  }
  if (ext === '.eml') return { 'content-type': 'message/rfc822', 'content-disposition': disposition('attachment') };
  if (ext === '.pdf') {
    return {
      'content-type': 'application/pdf',
      'content-disposition': disposition('inline'),
      'content-security-policy': "default-src 'none'; sandbox",
    };
  }
  return { 'content-type': 'application/octet-stream', 'content-disposition': disposition('attachment') };
}

async function serveFile(req: IncomingMessage, res: ServerResponse, outboxDir: string, encoded: string): Promise<void> {
  const file = await readOutboxFile(outboxDir, encoded);
  if ('problem' in file) {
    if (file.problem === 'bad name') await sendText(req, res, 400, 'Bad file name', NO_STORE);
    else await sendText(req, res, 404, 'Not found', NO_STORE);
    return;
  }
  await sendBody(req, res, 200, { ...NO_STORE, ...fileHeaders(file.name) }, file.body);
}

/** Declines (false) any path but /dev/outbox and what is below it. */
export function createDevOutboxHandler(options: DevOutboxOptions): DevOutboxHandler {
  return async (req, res, pathname) => {
    if (pathname !== DEV_OUTBOX_PATH && !pathname.startsWith(`${DEV_OUTBOX_PATH}/`)) return false;
    const method = req.method ?? 'GET';

    if (pathname.startsWith(OUTBOX_FILES_PREFIX)) {
      if (method !== 'GET' && method !== 'HEAD') {
        await sendText(req, res, 405, 'Method not allowed', { ...NO_STORE, allow: 'GET, HEAD' });
        return true;
      }
      await serveFile(req, res, options.outboxDir, pathname.slice(OUTBOX_FILES_PREFIX.length));
      return true;
    }
    if (pathname !== DEV_OUTBOX_PATH && pathname !== `${DEV_OUTBOX_PATH}/`) {
      await sendText(req, res, 404, 'Not found', NO_STORE);
      return true;
    }
    if (method === 'POST' && options.drain) {
      const sent = await options.drain();
      res.writeHead(303, { ...NO_STORE, location: `${DEV_OUTBOX_PATH}?sent=${sent}` });
      res.end();
      return true;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { ...NO_STORE, allow: options.drain ? 'GET, HEAD, POST' : 'GET, HEAD' });
      return true;
    }
    const sentParam = new URL(req.url ?? '/', 'http://localhost').searchParams.get('sent');
    const sentNow = sentParam !== null && /^\d+$/.test(sentParam) ? sentParam : null;
    await sendBody(
      req,
      res,
      200,
      {
        ...NO_STORE,
        'content-type': 'text/html; charset=utf-8',
        ...htmlSecurityHeaders(req, {
          'default-src': ["'none'"],
          'style-src': ["'unsafe-inline'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'none'"],
        }),
      },
      await renderOutboxPage(options, sentNow),
    );
    return true;
  };
}
