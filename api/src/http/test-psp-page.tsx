/**
 * The markup of the embedded test payment service (the handler is test-psp-pages.ts): the hosted
 * payment page (the payment's details, the card fields of a card payment, the outcomes as buttons),
 * the page of a payment that is no longer open, and "not found". JSX rendered to static HTML
 * (ADR 0046): every text and attribute value is escaped by construction; no script reaches the page.
 */
import type { ReactNode } from 'react';
import { PageHead, renderDocument } from '../text/html-document';
import type { TestPspPaymentRow } from '../db/order-schema';
import { DEFAULT_TEST_CARD, TEST_CARDS, type TestPspStatus } from '../domains/payments/test-psp/test-psp-provider';
import { CARD_BEARING_METHODS } from '../domains/orders/payment-methods';

const METHOD_LABELS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  card: 'Card',
  paypal: 'PayPal',
  blik: 'BLIK',
  eps: 'EPS',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
  klarna: 'Klarna – Pay later',
};

/**
 * What the shopper does on the provider's side for a wallet or Klarna (ADR 0051): the real page shows
 * the wallet's sheet or Klarna's own flow; the test page says so and takes the outcome like any other.
 */
const METHOD_NOTES: Record<string, string> = {
  applepay: 'Apple Pay: the shopper confirms with Face ID, Touch ID or the device passcode; the card in the wallet pays.',
  googlepay: 'Google Pay: the shopper chooses a card saved in their Google account and confirms.',
  klarna: 'Klarna: the shopper logs in to Klarna and chooses to pay in 30 days; Klarna pays the shop now and takes the risk.',
};

const STATUS_TEXT: Record<TestPspStatus, string> = {
  OPEN: 'Open',
  AUTHORISED: 'Authorised',
  REFUSED: 'Refused',
  PENDING: 'Pending – waiting for the bank',
  CANCELLED: 'Cancelled',
};

/** The page's one stylesheet: a constant, inline (the CSP allows inline styles and nothing else). */
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

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="en">
      <PageHead title={`${title} – Test payment service`}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the constant stylesheet above, never data. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </PageHead>
      <body>
        <main>
          <p className="banner" role="note">
            Test payment service – no real money
          </p>
          {children}
        </main>
      </body>
    </html>
  );
}

function DetailsList({ payment }: { payment: TestPspPaymentRow }) {
  const rows: Array<[string, string]> = [
    ['Merchant reference', payment.merchantReference],
    ['Amount', formatAmount(payment.amountCents, payment.currency)],
    ['Method', METHOD_LABELS[payment.method] ?? payment.method],
  ];
  if ((payment.method === 'ideal' || payment.method === 'eps') && payment.issuer) rows.push(['Bank', payment.issuer]);
  rows.push(['PSP reference', payment.pspReference]);
  return (
    <dl>
      {rows.map(([term, value]) => [<dt key={`${term}:dt`}>{term}</dt>, <dd key={`${term}:dd`}>{value}</dd>])}
    </dl>
  );
}

/**
 * A card payment's card, or the card in the wallet (fraud screening reads what the notification says
 * of it, ADR 0043 and 0051): a test card, or any number typed in, and whether 3-D Secure authenticated the shopper (Adyen asks for it).
 */
function CardFields() {
  return (
    <>
      <p>
        <label htmlFor="card">Test card</label>
        <br />
        <select id="card" name="card" defaultValue={DEFAULT_TEST_CARD}>
          {Object.entries(TEST_CARDS).map(([number, card]) => (
            <option key={number} value={number}>
              {`${number.replace(/(\d{4})(?=\d)/g, '$1 ')} – ${card.label}`}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label>
          <input type="checkbox" name="threeDS" value="authenticated" defaultChecked /> 3-D Secure: the shopper authenticated with their bank
        </label>
      </p>
    </>
  );
}

function OpenPayment({ payment }: { payment: TestPspPaymentRow }) {
  return (
    <Page title="Pay">
      <h1>Complete your payment</h1>
      <DetailsList payment={payment} />
      {METHOD_NOTES[payment.method] ? <p data-method-note={payment.method}>{METHOD_NOTES[payment.method]}</p> : null}
      <form method="post" action={`/test-psp/pay/${payment.pspReference}`}>
        {CARD_BEARING_METHODS.has(payment.method) ? <CardFields /> : null}
        <fieldset>
          <legend>Choose the outcome of this test payment</legend>
          <div className="buttons">
            <button type="submit" name="outcome" value="authorised" className="primary">
              Authorise
            </button>
            <button type="submit" name="outcome" value="refused">
              Refuse
            </button>
            <button type="submit" name="outcome" value="pending">
              Leave pending
            </button>
            <button type="submit" name="outcome" value="cancelled">
              Cancel
            </button>
          </div>
        </fieldset>
      </form>
    </Page>
  );
}

/** A payment no longer open: its status, how to settle it if pending, and the way back to the shop. */
function DecidedPayment({ payment, backHref }: { payment: TestPspPaymentRow; backHref: string }) {
  const status = payment.status as TestPspStatus;
  const statusText = STATUS_TEXT[status] ?? payment.status;
  return (
    <Page title={statusText}>
      <h1>{`Payment ${statusText.toLowerCase()}`}</h1>
      <DetailsList payment={payment} />
      <p>
        This payment is no longer open: its status is <strong>{statusText}</strong>.
      </p>
      {status === 'PENDING' ? (
        <p>
          Complete it later with <code>{`POST /test-psp/payments/${payment.pspReference}/settle`}</code> and the JSON body <code>{'{"outcome":"authorised"}'}</code> or{' '}
          <code>{'{"outcome":"refused"}'}</code>.
        </p>
      ) : null}
      <p>
        <a href={backHref}>Back to the shop</a>
      </p>
    </Page>
  );
}

/** The hosted page of a payment: the form while it is open, its state after; `backHref` is its returnUrl with the result. */
export function renderPaymentPage(payment: TestPspPaymentRow, backHref: string): string {
  return renderDocument(payment.status === 'OPEN' ? <OpenPayment payment={payment} /> : <DecidedPayment payment={payment} backHref={backHref} />);
}

export function renderNotFoundPage(): string {
  return renderDocument(
    <Page title="Not found">
      <h1>Payment not found</h1>
      <p>There is no test payment with this reference.</p>
    </Page>,
  );
}
