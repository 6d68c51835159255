/**
 * What the money paths count and alert (issue 38, ADR 0062), over real HTTP: a paid order's outcome
 * and its issued cards on /metrics, a notification that does not fit, and a stuck payment alerted to a
 * local webhook receiver once.
 */
import { eq, sql } from 'drizzle-orm';
import { payments } from '../../db/order-schema';
import { createDatabaseGaugeRefresher } from '../../http/metrics';
import { paymentsStuck } from '../../observability/metrics';
import { paidOrder } from '../../testing/after-sale';
import { type AlertWebhook, startAlertWebhook } from '../../testing/alert-webhook';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { silenceLogs } from '../../testing/log-capture';
import { metricSum } from '../../testing/prometheus-text';
import { buildNotification } from '../payments/test-psp/test-psp-provider';
import { reconcilePayments } from './payment-reconciliation';

const KEY = 'b0a7f00d'.repeat(8);
const TOKEN = 'money-metrics-token-0123456789abcdef0123';
let shop: TestServer;
let checkout: Checkout;
let webhook: AlertWebhook;

// The money alerts these tests cause on purpose are error lines.
silenceLogs();

beforeAll(async () => {
  webhook = await startAlertWebhook();
  process.env.ALERT_WEBHOOK_URL = webhook.url;
  shop = await startTestServer({ paymentHmacKeyHex: KEY, metrics: { token: TOKEN } });
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
}, 120_000);

afterAll(async () => {
  delete process.env.ALERT_WEBHOOK_URL;
  await shop?.close();
  await webhook?.close();
});

async function scrape(): Promise<string> {
  const res = await shop.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text;
}

async function startedPayment() {
  const shopper = new Shopper(shop);
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId);
  const started = await checkout.pay(shopper, cartId, 'card');
  expect(started.errors).toEqual([]);
  const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
  return { placed, payment: payment as typeof payments.$inferSelect };
}

it('counts a paid order by provider, method and outcome, and its issued cards', async () => {
  const before = await scrape();
  await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
  const after = await scrape();
  const diff = (name: string, labels: Record<string, string>) => metricSum(after, name, labels) - metricSum(before, name, labels);
  expect(diff('shop_payment_outcomes_total', { provider: 'test', method: 'card', outcome: 'authorised' })).toBe(1);
  expect(diff('shop_gift_cards_issued_total', { kind: 'funded' })).toBe(2);
  expect(after).not.toContain('anna@example.com');
});

it('counts a notification that does not fit its payment and alerts it', async () => {
  const { placed, payment } = await startedPayment();
  const before = await scrape();
  const event = { pspReference: payment.pspReference as string, merchantReference: placed.orderNumber, amountCents: 1, currency: 'EUR', eventCode: 'AUTHORISATION' as const, success: true };
  const res = await shop.request('/payments/notifications/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(buildNotification(event, KEY)) });
  expect(res.text).toBe('[accepted]');
  const after = await scrape();
  expect(metricSum(after, 'shop_payment_notification_mismatches_total', { provider: 'test' }) - metricSum(before, 'shop_payment_notification_mismatches_total', { provider: 'test' })).toBe(1);
  expect(metricSum(after, 'shop_alerts_total', { kind: 'payment.mismatch' }) - metricSum(before, 'shop_alerts_total', { kind: 'payment.mismatch' })).toBe(1);
  await webhook.alertOf('payment.mismatch', (alert) => String(alert.message).includes(placed.orderNumber));
});

it('alerts a payment open for longer than the threshold once, and shows it on the gauge', async () => {
  const { placed, payment } = await startedPayment();
  await shop.handle.db.execute(sql`update payments set updated_at = now() - interval '4 hours' where id = ${payment.id}`);
  const ctx = { ...shop.server.paymentServices, now: new Date() };
  // Not asked about (staleAfterMs): the test is about a payment nobody settled, not about the provider's answer.
  const options = { staleAfterMs: 24 * 60 * 60_000, stuckAfterMs: 3 * 60 * 60_000 };
  const before = await scrape();
  await reconcilePayments(ctx, options);
  const alert = await webhook.alertOf('payment.stuck', (a) => (a.orderNumbers as string[]).includes(placed.orderNumber));
  expect(alert.message).toMatch(/open for more than 180 min/);
  webhook.received.splice(0);
  await reconcilePayments(ctx, options);
  const after = await scrape();
  expect(metricSum(after, 'shop_reconciliation_runs_total', {}) - metricSum(before, 'shop_reconciliation_runs_total', {})).toBe(2);
  // Once per payment: the second round alerted nothing new about it.
  expect(webhook.received.filter((a) => a.kind === 'payment.stuck' && (a.orderNumbers as string[]).includes(placed.orderNumber))).toEqual([]);

  await createDatabaseGaugeRefresher(shop.handle.db, { stuckPaymentAfterMs: options.stuckAfterMs, cacheMs: 0 })();
  expect((await paymentsStuck.get()).values[0]?.value).toBeGreaterThanOrEqual(1);
});
