/**
 * HTTP front of the embedded test payment service (see test-psp-provider.ts):
 *
 * - `GET  /test-psp/pay/<ref>`: the hosted payment page (what Adyen's hosted page is for a redirect
 *   method): the payment's details and the outcomes as buttons.
 * - `POST /test-psp/pay/<ref>` (form, `outcome=authorised|refused|pending|cancelled`; a card payment
 *   also `card=<number>` and `threeDS=authenticated|not-authenticated`, default the first test card,
 *   authenticated): records the outcome (only from OPEN), starts the notification, 303 back to the
 *   shop's returnUrl with `pspReference` and `resultCode`.
 * - `POST /test-psp/payments/<ref>/settle` (JSON `{"outcome":"authorised"|"refused"}`): completes a
 *   PENDING payment (the bank transfer arrived, the app confirmed).
 *
 * The pages' markup is test-psp-page.tsx (JSX, ADR 0046). Anyone who knows a pspReference can decide
 * that payment: this is a test service, never mount it next to a live provider.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TestPspPaymentRow } from '../db/order-schema';
import { htmlSecurityHeaders } from './security-headers';
import { sendBody, sendJson, sendText } from './send';
import { DEFAULT_TEST_CARD, RESULT_CODES, type TestPaymentProvider, type TestPspStatus, isTestPspOutcome, testCardNumber } from '../domains/payments/test-psp/test-psp-provider';
import { renderNotFoundPage, renderPaymentPage } from './test-psp-page';

export interface TestPspHandlerOptions {
  provider: TestPaymentProvider;
}

const PAY_PATH = /^\/test-psp\/pay\/([A-Z0-9]{16})$/;
const SETTLE_PATH = /^\/test-psp\/payments\/([A-Z0-9]{16})\/settle$/;
/** Forms and JSON bodies here are a few dozen bytes. */
const MAX_BODY_BYTES = 16 * 1024;

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyError(413, 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** returnUrl with `pspReference` and `resultCode` set (keeps its own query and fragment). */
export function returnUrlFor(payment: TestPspPaymentRow): string {
  const url = new URL(payment.returnUrl);
  url.searchParams.set('pspReference', payment.pspReference);
  url.searchParams.set('resultCode', RESULT_CODES[payment.status as TestPspStatus] ?? payment.status);
  return url.toString();
}

function htmlHeaders(req: IncomingMessage, formTarget?: string): OutgoingHttpHeaders {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...htmlSecurityHeaders(req, {
      'default-src': ["'none'"],
      'style-src': ["'unsafe-inline'"],
      // The form's 303 goes to the shop's returnUrl, which browsers check against form-action too.
      'form-action': ["'self'", ...(formTarget ? [new URL(formTarget).origin] : [])],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
    }),
  };
}

export function createTestPspHandler(options: TestPspHandlerOptions) {
  const { provider } = options;

  async function servePayPage(req: IncomingMessage, res: ServerResponse, ref: string): Promise<void> {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const payment = await provider.getPayment(ref);
      if (!payment) return sendBody(req, res, 404, htmlHeaders(req), renderNotFoundPage());
      return sendBody(req, res, 200, htmlHeaders(req, payment.returnUrl), renderPaymentPage(payment, returnUrlFor(payment)));
    }
    if (req.method !== 'POST') return sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD, POST' });

    const type = req.headers['content-type'] ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return sendText(req, res, 415, 'Expected a form');
    const form = new URLSearchParams(await readBody(req));
    const outcome = form.get('outcome');
    if (!isTestPspOutcome(outcome)) return sendText(req, res, 400, 'Unknown outcome');
    // The card fields are optional: a form without them pays with the default test card, 3-D Secure
    // authenticated (a browser sends an unticked checkbox as nothing, so it counts only with a card).
    const card = form.has('card') ? testCardNumber(form.get('card')) : null;
    if (form.has('card') && !card) return sendText(req, res, 400, 'The card number must have 12 to 19 digits');
    const threeDSecure = card ? form.get('threeDS') === 'authenticated' : form.get('threeDS') !== 'not-authenticated';

    const result = await provider.decide(ref, outcome, 'OPEN', { number: card ?? DEFAULT_TEST_CARD, threeDSecure });
    if (result.kind === 'not-found') return sendBody(req, res, 404, htmlHeaders(req), renderNotFoundPage());
    // A second submit (back button, double click) changes nothing: it lands on the shop with the
    // outcome actually recorded, which is what the shop's processing page needs to show.
    res.writeHead(303, { location: returnUrlFor(result.payment), 'cache-control': 'no-store', 'content-length': 0 });
    res.end();
  }

  async function serveSettle(req: IncomingMessage, res: ServerResponse, ref: string): Promise<void> {
    if (req.method !== 'POST') return sendJson(req, res, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    let outcome: unknown;
    try {
      outcome = (JSON.parse(await readBody(req)) as { outcome?: unknown } | null)?.outcome;
    } catch (error) {
      if (error instanceof BodyError) throw error;
      return sendJson(req, res, 400, { error: 'Expected a JSON body {"outcome":"authorised"|"refused"}' });
    }
    if (outcome !== 'authorised' && outcome !== 'refused') {
      return sendJson(req, res, 400, { error: 'outcome must be "authorised" or "refused"' });
    }
    const result = await provider.decide(ref, outcome, 'PENDING');
    if (result.kind === 'not-found') return sendJson(req, res, 404, { error: 'Unknown payment' });
    if (result.kind === 'conflict') {
      return sendJson(req, res, 409, { error: 'Payment is not pending', pspReference: ref, status: result.payment.status });
    }
    return sendJson(req, res, 200, { pspReference: ref, status: result.payment.status });
  }

  return async function serveTestPsp(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (pathname !== '/test-psp' && !pathname.startsWith('/test-psp/')) return false;
    try {
      const pay = PAY_PATH.exec(pathname);
      if (pay) {
        await servePayPage(req, res, pay[1] as string);
        return true;
      }
      const settle = SETTLE_PATH.exec(pathname);
      if (settle) {
        await serveSettle(req, res, settle[1] as string);
        return true;
      }
      await sendBody(req, res, 404, htmlHeaders(req), renderNotFoundPage());
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      await sendText(req, res, error.status, error.message);
    }
    return true;
  };
}
