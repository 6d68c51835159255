/**
 * Money safety (issue 11) over real HTTP on PGlite: a notification is applied only when it fits the
 * payment it names; one active payment per order; a placed order's lines are frozen; sessions are
 * server-issued and rotated at order placement; reconciliation settles what a lost notification or a
 * crash left open, and issuing refuses a paid amount that is not the frozen total. The races behind
 * these rules are proven on PostgreSQL in money-races.postgres.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { orderPackages, orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, orderPlacements, paymentNotifications, payments, testPspPayments } from '../../db/order-schema';
import { Checkout, GERMAN_PRODUCT_PATH, type Placed, productByPath } from '../../testing/checkout';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { SESSION_COOKIE } from '../cart/session';
import { TEST_PSP_MERCHANT_ACCOUNT, buildNotification } from '../payments/test-psp/test-psp-provider';
import { reconcilePayments } from './payment-reconciliation';
import { type CapturedLogs, captureLogs } from '../../testing/log-capture';

const KEY = 'c0ffee42'.repeat(8);

describe('money safety', () => {
  let shop: TestServer;
  let checkout: Checkout;
  // The alerts this file causes on purpose (error lines), kept to check them.
  let logs: CapturedLogs;
  const alerts = () => logs.messages('error');

  beforeAll(async () => {
    shop = await startTestServer({ paymentHmacKeyHex: KEY });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    logs = captureLogs('warn');
  });

  afterAll(async () => {
    logs.restore();
    await shop?.close();
  });

  /** A placed order (130,85 €: 2 × 50 digital, 25 physical packed) with a started card payment. */
  async function placedWithPayment(): Promise<{ shopper: Shopper; placed: Placed; pspReference: string; url: string }> {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    const started = await checkout.pay(shopper, cartId, 'card');
    expect(started.errors).toEqual([]);
    const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
    return { shopper, placed, pspReference: payment?.pspReference as string, url: started.action?.url as string };
  }

  const notify = (body: unknown) =>
    shop.request('/payments/notifications/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const orderStatus = async (orderId: string) => (await shop.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

  it('stores and alerts a correctly signed notification that does not fit its payment, and issues nothing', async () => {
    const { placed, pspReference } = await placedWithPayment();
    const base = { pspReference, merchantReference: placed.orderNumber, amountCents: 13_085, currency: 'EUR', eventCode: 'AUTHORISATION' as const, success: true };
    const tampered = [
      { ...base, amountCents: 1 },
      { ...base, currency: 'PLN' },
      { ...base, merchantAccountCode: 'SomeoneElsesMerchant' },
      { ...base, merchantReference: '60-000000-AAAAAA' },
    ];
    for (const event of tampered) {
      const res = await notify(buildNotification(event, KEY));
      // Accepted (the provider stops retrying), but not applied.
      expect(res.text).toBe('[accepted]');
    }
    expect(await orderStatus(placed.id)).toBe('PENDING');
    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, placed.id))).toBe(0);
    const stored = await shop.handle.db.select().from(paymentNotifications).where(eq(paymentNotifications.pspReference, pspReference));
    expect(stored.map((n) => n.outcome)).toEqual(['MISMATCH', 'MISMATCH', 'MISMATCH', 'MISMATCH']);
    expect(stored.map((n) => n.problem)).toEqual([
      expect.stringContaining('amount 1 instead of 13085'),
      expect.stringContaining('currency PLN instead of EUR'),
      expect.stringContaining('merchant account SomeoneElsesMerchant'),
      expect.stringContaining('merchant reference 60-000000-AAAAAA'),
    ]);
    expect(alerts().filter((a) => a.includes('ALERT') && a.includes(placed.orderNumber))).toHaveLength(4);

    // The real notification still applies afterwards: a mismatch does not use up the event id.
    expect((await notify(buildNotification({ ...base, merchantAccountCode: TEST_PSP_MERCHANT_ACCOUNT }, KEY))).text).toBe('[accepted]');
    expect(await orderStatus(placed.id)).toBe('COMPLETED');
    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, placed.id))).toBe(3);
  });

  it('keeps at most one active payment per order: a second click answers the same page, another method cancels the first', async () => {
    const { shopper, placed, url } = await placedWithPayment();
    const again = await checkout.pay(shopper, placed.id, 'card');
    expect(again.errors).toEqual([]);
    expect(again.action?.url).toBe(url);
    expect(await shop.handle.db.select().from(testPspPayments).where(eq(testPspPayments.merchantReference, placed.orderNumber))).toHaveLength(1);

    const paypal = await checkout.pay(shopper, placed.id, 'paypal');
    expect(paypal.errors).toEqual([]);
    expect(paypal.action?.url).not.toBe(url);
    const rows = await shop.handle.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(rows.map((p) => [p.method, p.status]).sort()).toEqual([
      ['card', 'CANCELLED'],
      ['paypal', 'REDIRECTED'],
    ]);
    // The first payment page no longer takes money.
    const first = await shop.request(new URL(url).pathname, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=authorised' });
    expect(String(first.headers.location)).toContain('resultCode=Cancelled');
    expect((await shop.handle.db.select().from(testPspPayments).where(eq(testPspPayments.merchantReference, placed.orderNumber))).map((p) => p.status).sort()).toEqual([
      'CANCELLED',
      'OPEN',
    ]);

    // The database refuses a second active payment whatever the code does.
    await expect(
      shop.handle.db.insert(payments).values({ id: randomUUID(), orderId: placed.id, provider: 'test', method: 'card', amountCents: 13_085, currency: 'EUR', status: 'CREATED' }),
    ).rejects.toThrow();
  });

  it('never sends the payment page or the return URL to a host the request names', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    await checkout.place(shopper, cartId);
    const PAY = `mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code } } }`;
    const answer = await shopper.call<{ addGiftCardPayment: { action: { url: string } } }>(
      PAY,
      { input: { orderUuid: cartId, method: 'card', returnPath: '/kasse/zahlung-verarbeiten/' } },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(new URL(answer.addGiftCardPayment.action.url).hostname).not.toBe('evil.example');
    const [psp] = await shop.handle.db.select().from(testPspPayments).where(eq(testPspPayments.idempotencyKey, (await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId)))[0]?.id as string));
    expect(new URL(psp?.returnUrl as string).hostname).toBe('localhost');
  });

  it("freezes a placed order's lines in the database", async () => {
    const { placed } = await placedWithPayment();
    const [line] = await shop.handle.db.select().from(orderPackages).where(eq(orderPackages.orderId, placed.id));
    await expect(shop.handle.db.update(orderPackages).set({ amountCents: 25_000 }).where(eq(orderPackages.id, line?.id as string))).rejects.toThrow();
    await expect(shop.handle.db.insert(orderPackages).values({ ...(line as typeof orderPackages.$inferSelect), id: randomUUID(), position: 9 })).rejects.toThrow();
    await expect(shop.handle.db.delete(orderPackages).where(eq(orderPackages.id, line?.id as string))).rejects.toThrow();
  });

  it('accepts only server-issued sessions and rotates the session when an order is placed', async () => {
    // A cookie value the client made up is no session: the server issues its own.
    const forged = 'A'.repeat(43);
    const forger = new Shopper(shop);
    forger.cookie = forged;
    expect((await forger.call<{ cartQuantity: unknown }>('{ cartQuantity { id } }')).cartQuantity).toBeNull();
    await checkout.fill(forger);
    expect(forger.cookie).not.toBe(forged);

    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const before = shopper.cookie;
    await checkout.place(shopper, cartId);
    expect(shopper.cookie).not.toBe(before);
    // The old session id no longer reaches the order; the new one does.
    const stale = new Shopper(shop);
    stale.cookie = before;
    const ORDER = 'query ($o: String!) { placedOrder(orderUuid: $o) { data { id } } }';
    expect((await stale.call<{ placedOrder: { data: unknown } }>(ORDER, { o: cartId })).placedOrder.data).toBeNull();
    expect((await shopper.call<{ placedOrder: { data: { id: string } } }>(ORDER, { o: cartId })).placedOrder.data?.id).toBe(cartId);
    expect(SESSION_COOKIE).toBe('shop_session');
  });

  it('reconciles a payment whose notification never came, and abandons an attempt the provider never saw', async () => {
    const services = { ...shop.server.paymentServices, now: new Date() };
    // Authorised at the provider, but the notification was lost.
    const lost = await placedWithPayment();
    await shop.handle.db.update(testPspPayments).set({ status: 'AUTHORISED' }).where(eq(testPspPayments.pspReference, lost.pspReference));
    // A crash right after our payment row was written, before the provider was called.
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    const crashedId = randomUUID();
    await shop.handle.db.insert(payments).values({ id: crashedId, orderId: placed.id, provider: 'test', method: 'card', amountCents: placed.order.totals.grandTotal.cents, currency: 'EUR', status: 'CREATED' });
    // The shopper cannot start another payment while that one holds the order.
    expect((await checkout.pay(shopper, placed.id, 'card')).errors).toEqual([expect.objectContaining({ referencedRequestParameter: 'input.orderUuid' })]);

    const result = await reconcilePayments(services, { staleAfterMs: 0, abandonCreatedAfterMs: 0 });
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(lost.placed.id)).toBe('COMPLETED');
    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, lost.placed.id))).toBe(3);
    expect((await shop.handle.db.select().from(payments).where(eq(payments.id, crashedId)))[0]?.status).toBe('ERROR');
    // Now the shopper can pay.
    expect((await checkout.pay(shopper, placed.id, 'card')).errors).toEqual([]);
    // When the real notification arrives after all, it is a replay: nothing is issued twice.
    expect(await shop.handle.db.select().from(paymentNotifications).where(like(paymentNotifications.eventId, `${lost.pspReference}:%`))).toHaveLength(1);
  });

  it('ends a round after the payment under way when its process shuts down; the next round settles the rest', async () => {
    const services = { ...shop.server.paymentServices, now: new Date() };
    // Two payments authorised at the provider whose notifications were lost.
    const lost = [await placedWithPayment(), await placedWithPayment()];
    for (const { pspReference } of lost) await shop.handle.db.update(testPspPayments).set({ status: 'AUTHORISED' }).where(eq(testPspPayments.pspReference, pspReference));
    // The shutdown (a deploy) comes while the round asks about its first payment.
    let asked = 0;
    const stopped = await reconcilePayments(services, { staleAfterMs: 0, stopping: () => asked++ > 0 });
    expect(stopped.asked).toBe(1);
    const statuses = async () => Promise.all(lost.map(({ placed }) => orderStatus(placed.id)));
    expect(await statuses()).toContain('PENDING');
    await reconcilePayments({ ...services, now: new Date() }, { staleAfterMs: 0 });
    expect(await statuses()).toEqual(['COMPLETED', 'COMPLETED']);
  });

  it('issues the cards of a paid order a crash left unissued, and never when the paid amount is not the frozen total', async () => {
    const services = { ...shop.server.paymentServices, now: new Date() };
    const paidButUnissued = await placedWithPayment();
    const underpaid = await placedWithPayment();
    // As the payment's transaction leaves them, before the issuing transaction ran.
    for (const { placed, amount } of [
      { placed: paidButUnissued.placed, amount: 13_085 },
      { placed: underpaid.placed, amount: 1_085 },
    ]) {
      await shop.handle.db.update(payments).set({ status: 'AUTHORISED', amountCents: amount }).where(eq(payments.orderId, placed.id));
      await shop.handle.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, placed.id));
    }
    await reconcilePayments(services, { staleAfterMs: 0 });
    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, paidButUnissued.placed.id))).toBe(3);
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, paidButUnissued.placed.id));
    expect(ledger.reduce((sum, l) => sum + l.amountCents, 0)).toBe(12_500);

    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, underpaid.placed.id))).toBe(0);
    const [placement] = await shop.handle.db.select().from(orderPlacements).where(and(eq(orderPlacements.orderId, underpaid.placed.id)));
    expect(placement?.issueProblem).toContain('paid 1085 EUR for a total of 13085 EUR');
    expect(alerts().some((a) => a.includes(`order ${underpaid.placed.orderNumber}: no cards issued`))).toBe(true);
  });
});
