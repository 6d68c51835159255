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
 * Anyone who knows a pspReference can decide that payment: this is a test service, never mount it
 * next to a live provider.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TestPspPaymentRow } from '../db/order-schema';
import { htmlSecurityHeaders } from './security-headers';
import { sendBody, sendJson, sendText } from './send';
import { DEFAULT_TEST_CARD, RESULT_CODES, TEST_CARDS, type TestPaymentProvider, type TestPspStatus, isTestPspOutcome, testCardNumber } from '../domains/payments/test-psp/test-psp-provider';
import { escapeHtml } from '../text/escape-html';

export interface TestPspHandlerOptions {
  provider: TestPaymentProvider;
}

const PAY_PATH = /^\/test-psp\/pay\/([A-Z0-9]{16})$/;
const SETTLE_PATH = /^\/test-psp\/payments\/([A-Z0-9]{16})\/settle$/;
/** Forms and JSON bodies here are a few dozen bytes. */
const MAX_BODY_BYTES = 16 * 1024;

const METHOD_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  card: 'Card',
  paypal: 'PayPal',
  blik: 'BLIK',
  eps: 'EPS',
};

const STATUS_TEXT: Record<TestPspStatus, string> = {
  OPEN: 'Open',
  AUTHORISED: 'Authorised',
  REFUSED: 'Refused',
  PENDING: 'Pending – waiting for the bank',
  CANCELLED: 'Cancelled',
};

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

export { escapeHtml };

export function formatAmount(amountCents: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    // Minor units per currency (2 for EUR, 0 for JPY): Intl knows them from ISO 4217.
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amountCents / 10 ** digits);
  } catch {
    return `${currency} ${(amountCents / 100).toFixed(2)}`;
  }
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

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
.banner{margin:0 0 1rem;padding:.5rem .75rem;border:2px solid #92400e;border-radius:.5rem;background:#fef3c7;color:#78350f;font-weight:700}
h1{font-size:1.375rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:0}
legend{font-weight:600;margin-bottom:.5rem}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.625rem 1rem;border-radius:.5rem;border:2px solid #1f2937;background:#fff;color:#111827;cursor:pointer}
button.primary{background:#065f46;border-color:#065f46;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
a{color:#1d4ed8}
code{font-size:.875rem;overflow-wrap:anywhere}
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Test payment service</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="banner" role="note">Test payment service – no real money</p>
${content}
</main>
</body>
</html>
`;
}

function detailsList(payment: TestPspPaymentRow): string {
  const rows: Array<[string, string]> = [
    ['Merchant reference', payment.merchantReference],
    ['Amount', formatAmount(payment.amountCents, payment.currency)],
    ['Method', METHOD_LABELS[payment.method] ?? payment.method],
  ];
  if ((payment.method === 'ideal' || payment.method === 'eps') && payment.issuer) rows.push(['Bank', payment.issuer]);
  rows.push(['PSP reference', payment.pspReference]);
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/**
 * A card payment's card (fraud screening reads what the notification says of it, ADR 0043): a test
 * card, or any number typed in, and whether 3-D Secure authenticated the shopper (Adyen asks for it).
 */
function cardFields(): string {
  const options = Object.entries(TEST_CARDS)
    .map(([number, card]) => `<option value="${number}"${number === DEFAULT_TEST_CARD ? ' selected' : ''}>${escapeHtml(`${number.replace(/(\d{4})(?=\d)/g, '$1 ')} – ${card.label}`)}</option>`)
    .join('');
  return `<p><label for="card">Test card</label><br><select id="card" name="card">${options}</select></p>
<p><label><input type="checkbox" name="threeDS" value="authenticated" checked> 3-D Secure: the shopper authenticated with their bank</label></p>`;
}

function paymentPage(payment: TestPspPaymentRow): string {
  const status = payment.status as TestPspStatus;
  if (status === 'OPEN') {
    return page(
      'Pay',
      `<h1>Complete your payment</h1>
${detailsList(payment)}
<form method="post" action="/test-psp/pay/${escapeHtml(payment.pspReference)}">
${payment.method === 'card' ? cardFields() : ''}
<fieldset>
<legend>Choose the outcome of this test payment</legend>
<div class="buttons">
<button type="submit" name="outcome" value="authorised" class="primary">Authorise</button>
<button type="submit" name="outcome" value="refused">Refuse</button>
<button type="submit" name="outcome" value="pending">Leave pending</button>
<button type="submit" name="outcome" value="cancelled">Cancel</button>
</div>
</fieldset>
</form>`,
    );
  }
  const settleHint =
    status === 'PENDING'
      ? `<p>Complete it later with <code>POST /test-psp/payments/${escapeHtml(payment.pspReference)}/settle</code> and the JSON body <code>{"outcome":"authorised"}</code> or <code>{"outcome":"refused"}</code>.</p>`
      : '';
  return page(
    STATUS_TEXT[status] ?? payment.status,
    `<h1>Payment ${escapeHtml((STATUS_TEXT[status] ?? payment.status).toLowerCase())}</h1>
${detailsList(payment)}
<p>This payment is no longer open: its status is <strong>${escapeHtml(STATUS_TEXT[status] ?? payment.status)}</strong>.</p>
${settleHint}
<p><a href="${escapeHtml(returnUrlFor(payment))}">Back to the shop</a></p>`,
  );
}

function notFoundPage(): string {
  return page('Not found', '<h1>Payment not found</h1><p>There is no test payment with this reference.</p>');
}

export function createTestPspHandler(options: TestPspHandlerOptions) {
  const { provider } = options;

  async function servePayPage(req: IncomingMessage, res: ServerResponse, ref: string): Promise<void> {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const payment = await provider.getPayment(ref);
      if (!payment) return sendBody(req, res, 404, htmlHeaders(req), notFoundPage());
      return sendBody(req, res, 200, htmlHeaders(req, payment.returnUrl), paymentPage(payment));
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
    if (result.kind === 'not-found') return sendBody(req, res, 404, htmlHeaders(req), notFoundPage());
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
      await sendBody(req, res, 404, htmlHeaders(req), notFoundPage());
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      await sendText(req, res, error.status, error.message);
    }
    return true;
  };
}
