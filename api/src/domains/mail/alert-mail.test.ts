/**
 * Alerts to the operators' mailbox (issue 38 item 4, ADR 0062), over real HTTP and the real outbox:
 * with ALERT_MAIL_TO set, an alert the shop raises (a payment notification that does not fit, a
 * release fallback) becomes an 'operator-alert' mail to each address, its kind in the subject and its
 * sentence and fields in the text, sent by the mail worker like any mail; unset, no mail; a storm of
 * the same alert is one mail per window, and a storm of different ones of a kind is bounded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { mailOutbox, payments } from '../../db/order-schema';
import { raiseAlert } from '../../observability/alerts';
import { createAlertSender } from '../../remotes/alerts';
import { raise } from '../../remotes/health-job';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { removeDataDir, runApiProcessToExit, startApiProcess } from '../../testing/api-process';
import { CHALLENGE, CHECK_BALANCE, solveCaptcha, unissuedNumber } from '../../testing/redeem';
import { eventually } from '../../testing/eventually';
import { type CapturedLogs, captureLogs, logLinesOf } from '../../testing/log-capture';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { buildNotification } from '../payments/test-psp/test-psp-provider';
import { startMailWorker } from './mail-worker';
import { createMailTransport } from './transport';

const KEY = 'a1e27ba1'.repeat(8);
const RECIPIENTS = ['ops@example.com', 'oncall@example.org'];
// One window for the whole file: the bounds are per window, and no test may straddle two.
const NOW = new Date();
const MAX_PER_KIND = 3;

let logs: CapturedLogs;
beforeAll(() => {
  // The alerts these tests raise on purpose are error lines: captured, not written.
  logs = captureLogs();
});
afterAll(() => logs.restore());

/** Waits for a background step (no fixed sleep): `eventually` with a generous deadline for a busy machine. */
const until = (what: string, ready: () => boolean | Promise<boolean>) => eventually(ready, what, 30_000, 20);

/** A payment notification that does not fit its payment (1 cent instead of the order's total), over HTTP. */
async function mismatchedNotification(shop: TestServer): Promise<string> {
  const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  const shopper = new Shopper(shop);
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId);
  expect((await checkout.pay(shopper, cartId, 'card')).errors).toEqual([]);
  const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
  const event = { pspReference: payment?.pspReference as string, merchantReference: placed.orderNumber, amountCents: 1, currency: 'EUR', eventCode: 'AUTHORISATION' as const, success: true };
  const res = await shop.request('/payments/notifications/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildNotification(event, KEY)) });
  expect(res.text).toBe('[accepted]');
  return placed.orderNumber;
}

const alertMails = (shop: TestServer, kind: string) =>
  shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'operator-alert'), like(mailOutbox.dedupeKey, `alert-mail:${kind}:%`)));

describe('without ALERT_MAIL_TO', () => {
  let shop: TestServer;
  beforeAll(async () => {
    shop = await startTestServer({ paymentHmacKeyHex: KEY });
  }, 120_000);
  afterAll(() => shop?.close());

  it('mails no alert: the alert is logged (and would go to the webhook), the outbox gets nothing', async () => {
    const orderNumber = await mismatchedNotification(shop);
    // Raised while the notification was handled: its line is there once the answer is.
    expect(logs.lines).toContainEqual(expect.objectContaining({ alert: 'payment.mismatch', msg: expect.stringContaining(orderNumber) }));
    expect(await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'operator-alert'))).toEqual([]);
  });
});

describe('with ALERT_MAIL_TO', () => {
  let shop: TestServer;
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'shop-alert-mail-'));
    shop = await startTestServer({ paymentHmacKeyHex: KEY, alertMail: { recipients: RECIPIENTS, maxPerKind: MAX_PER_KIND, now: () => NOW } });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('mails a payment mismatch to every address: the kind in the subject, the sentence in the text, sent like any mail', async () => {
    const orderNumber = await mismatchedNotification(shop);
    await until('the alert mails', async () => (await alertMails(shop, 'payment.mismatch')).length === RECIPIENTS.length);
    const rows = await alertMails(shop, 'payment.mismatch');
    expect(rows.map((row) => row.recipient).sort()).toEqual([...RECIPIENTS].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', language: 'en', storefrontKey: 'operations', sealedSecrets: null });
      expect(row.payload).toMatchObject({ alertKind: 'payment.mismatch', message: expect.stringContaining(orderNumber) });
    }

    // The mail worker sends them (files here, SMTP in production) with the subject the mail names.
    const worker = startMailWorker({ db: shop.handle.db, transport: createMailTransport({ outboxDir, from: 'shop@example.com' }), intervalMs: 3_600_000 });
    try {
      expect(await worker.drainOnce()).toBeGreaterThanOrEqual(RECIPIENTS.length);
    } finally {
      await worker.stop();
    }
    for (const row of await alertMails(shop, 'payment.mismatch')) {
      expect(row.status).toBe('SENT');
      expect(row.subject).toMatch(/^\[shop alert\] payment\.mismatch: /);
      expect(row.subject).toContain(orderNumber);
      const eml = readFileSync(row.deliveredTo as string, 'utf8');
      expect(eml).toContain(`To: ${row.recipient}`);
      expect(eml).toContain('Kind: payment.mismatch');
      expect(eml).toContain(orderNumber);
    }
  });

  it('mails a release fallback with its fields: remote, version, storefronts, what is served instead', async () => {
    // The health job's way (countAlert + the webhook sender): the mail sink gets it too.
    raise(createAlertSender({ url: null }), {
      kind: 'remote.fallback',
      remote: 'mf-catalogue',
      version: '2.4.0',
      storefronts: ['CBDE', 'CBAT'],
      toVersion: '2.3.9',
      reason: '41 of 120 loads failed (34 %)',
    });
    await until('the fallback mails', async () => (await alertMails(shop, 'remote.fallback')).length === RECIPIENTS.length);
    const [row] = await alertMails(shop, 'remote.fallback');
    const payload = (row?.payload ?? {}) as { message?: string; fields?: Array<[string, string]> };
    expect(payload.message).toBe('mf-catalogue 2.4.0 on storefronts CBDE, CBAT: 41 of 120 loads failed (34 %); now serving 2.3.9');
    expect(payload.fields).toEqual([
      ['remote', 'mf-catalogue'],
      ['version', '2.4.0'],
      ['storefronts', 'CBDE, CBAT'],
      ['toVersion', '2.3.9'],
      ['reason', '41 of 120 loads failed (34 %)'],
    ]);
  });

  it('mails the same alert once per window however often it is raised', async () => {
    const message = 'order 50-000000-0001: captured 10.00 EUR, the provider says 9.00 EUR';
    const repeatsBefore = logs.messages('debug').filter((msg) => msg.includes('"capture.failed" was mailed this window already')).length;
    for (let i = 0; i < 20; i += 1) void raiseAlert({ kind: 'capture.failed', message, orderNumber: '50-000000-0001', amountCents: 1000 });
    // Every one of the 20 either enqueued its mails or found them there: 19 say so.
    await until('the 20 alerts handled', () => logs.messages('debug').filter((msg) => msg.includes('"capture.failed" was mailed this window already')).length - repeatsBefore === 19);
    const rows = await alertMails(shop, 'capture.failed');
    expect(rows.map((row) => row.recipient).sort()).toEqual([...RECIPIENTS].sort());
    expect(rows.map((row) => row.payload.fields)).toEqual(RECIPIENTS.map(() => [['orderNumber', '50-000000-0001'], ['amountCents', '1000']]));
  });

  it('bounds a storm of different alerts of one kind per window; other kinds still get through', async () => {
    const refused = () => logs.lines.filter((line) => line.level === 'warn' && line.alert === 'refund.failed').length;
    for (let i = 0; i < MAX_PER_KIND + 4; i += 1) {
      void raiseAlert({ kind: 'refund.failed', message: `order 50-000000-01${String(i).padStart(2, '0')}: the refund was refused` });
      // One at a time, so the bound's count sees each before the next (processes side by side may let one more through).
      if (i < MAX_PER_KIND) await until(`alert ${i} mailed`, async () => (await alertMails(shop, 'refund.failed')).length === (i + 1) * RECIPIENTS.length);
      else await until(`alert ${i} refused`, () => refused() === i + 1 - MAX_PER_KIND);
    }
    expect(await alertMails(shop, 'refund.failed')).toHaveLength(MAX_PER_KIND * RECIPIENTS.length);
    expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'warn', alert: 'refund.failed', msg: `[alerts] "refund.failed": ${MAX_PER_KIND} alert mails this window already; this one is logged, not mailed` }));
    void raiseAlert({ kind: 'dispute.opened', message: 'order 50-000000-0200: a dispute was opened' });
    await until('another kind mailed', async () => (await alertMails(shop, 'dispute.opened')).length === RECIPIENTS.length);
  });
});

describe('a bad ALERT_MAIL_TO', () => {
  it('refuses the start with one clear line (alerts must not silently miss part of the team)', async () => {
    const { code, output } = await runApiProcessToExit({ ALERT_MAIL_TO: 'ops@shop.example, oncall' });
    expect(code).not.toBe(0);
    expect(logLinesOf(output).filter((line) => line.msg.includes('refusing to start'))).toEqual([
      expect.objectContaining({ level: 'error', msg: '[api] refusing to start: ALERT_MAIL_TO must be e-mail addresses separated by commas (not an address: "oncall")' }),
    ]);
    expect(output).not.toContain('listening on');
  }, 90_000);
});

describe('the demo, as `pnpm start` runs it', () => {
  it('mails a rise in failed PIN checks to ALERT_MAIL_TO and shows it on /dev/outbox', async () => {
    const api = await startApiProcess({ env: { ALERT_MAIL_TO: 'ops@shop.example', PIN_ANOMALY_THRESHOLD: '1', CAPTCHA_COST: '1', CAPTCHA_COUNTER_MIN: '1', CAPTCHA_COUNTER_MAX: '30' } });
    try {
      expect(logLinesOf(api.log())).toContainEqual(expect.objectContaining({ msg: '[api] alert mails: every alert also to 1 address(es) of ALERT_MAIL_TO' }));
      const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
        const res = await fetch(`${api.base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-store': '60' }, body: JSON.stringify({ query, variables }) });
        return ((await res.json()) as { data: T }).data;
      };
      // One wrong PIN over HTTP reaches the threshold of 1: the storefront's PIN rise alert.
      const { captchaChallenge } = await graphql<{ captchaChallenge: string }>(CHALLENGE);
      const captchaToken = await solveCaptcha(captchaChallenge);
      const checked = await graphql<{ checkGiftCardBalance: { errors: Array<{ code: number }> } }>(CHECK_BALANCE, { input: { cardNumber: unissuedNumber(60), pin: '123456', captchaToken } });
      expect(checked.checkGiftCardBalance.errors).not.toEqual([]);
      // The mail worker sends it within a round or two; the demo's outbox page lists it.
      const listed = async () => (await (await fetch(`${api.base}/dev/outbox`)).text()).includes('[shop alert] pin.failures-rise: storefront CBDE');
      await until('the alert mail on /dev/outbox', listed);
      const page = await (await fetch(`${api.base}/dev/outbox`)).text();
      expect(page).toContain('operator-alert');
      expect(page).toContain('ops@shop.example');
    } finally {
      await api.stop();
      removeDataDir(api.dataDir);
    }
  }, 240_000);
});
