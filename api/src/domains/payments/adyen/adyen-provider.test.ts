/**
 * The live provider (Adyen hosted checkout) against a stand-in of Adyen's Checkout API on loopback:
 * the session request carries our merchant account, amount, order number, return URL, the method
 * and the payment id as idempotency key; a production shop redirects to Adyen's page, applies the
 * live, signed notification (matched by order number, since a session has no pspReference yet) and
 * issues the cards; a test notification is refused by a live shop. And the real server starts in
 * production with it, answering 404 on the demo's pages.
 */
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/cart-schema';
import { giftCards, payments } from '../../../db/order-schema';
import { type ApiProcess, startApiProcess } from '../../../testing/api-process';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../../testing/checkout';
import { Shopper } from '../../../testing/shopper';
import { TEST_BANK_ACCOUNT, type TestServer, startTestServer } from '../../../testing/test-server';
import { buildNotification } from '../test-psp/test-psp-provider';
import { createAdyenProvider } from './adyen-provider';

const KEY = 'adeadbee'.repeat(8);
const MERCHANT = 'GiftShopECOM';

interface SessionCall {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

describe('Adyen, the live provider', () => {
  let adyen: Server;
  let adyenUrl: string;
  const calls: SessionCall[] = [];
  let shop: TestServer;
  let checkout: Checkout;

  beforeAll(async () => {
    adyen = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        calls.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: `CS${String(calls.length).padStart(14, '0')}`, url: `https://checkoutshopper-test.adyen.com/checkoutshopper/pay/${calls.length}` }));
      });
    });
    await new Promise<void>((resolve) => adyen.listen(0, '127.0.0.1', resolve));
    adyenUrl = `http://127.0.0.1:${(adyen.address() as AddressInfo).port}/v71`;
    const provider = createAdyenProvider({ apiKey: 'AQE-secret', merchantAccount: MERCHANT, hmacKeyHex: KEY, checkoutUrl: adyenUrl, live: true });
    shop = await startTestServer({ mode: 'production', payments: provider });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    await shop?.close();
    await new Promise<void>((resolve) => adyen.close(() => resolve()));
  });

  it('pays an order through a hosted session and applies the live notification', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    const started = await checkout.pay(shopper, cartId, 'card');
    expect(started.errors).toEqual([]);
    expect(started.action).toEqual({ type: 'REDIRECT', url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/pay/1' });
    const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
    expect(calls[0]?.headers['x-api-key']).toBe('AQE-secret');
    expect(calls[0]?.headers['idempotency-key']).toBe(payment?.id);
    expect(calls[0]?.body).toMatchObject({
      merchantAccount: MERCHANT,
      amount: { value: 13_085, currency: 'EUR' },
      reference: placed.orderNumber,
      mode: 'hosted',
      allowedPaymentMethods: ['scheme'],
      shopperEmail: 'anna@example.com',
      // A card payment always asks for 3-D Secure (ADR 0043).
      authenticationData: { attemptAuthentication: 'always', threeDSRequestData: { nativeThreeDS: 'preferred' } },
    });
    expect(String(calls[0]?.body.returnUrl)).toMatch(/\/kasse\/zahlung-verarbeiten\/\?order=/);

    // Adyen's live notification: the payment's own pspReference, our order number.
    const event = { pspReference: 'V4HZ4RBFJGXXGN82', merchantReference: placed.orderNumber, merchantAccountCode: MERCHANT, amountCents: 13_085, currency: 'EUR', eventCode: 'AUTHORISATION' as const, success: true };
    const testNotification = buildNotification(event, KEY);
    expect((await shop.request('/payments/notifications/adyen', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(testNotification) })).status).toBe(401);
    const live = { ...testNotification, live: 'true' };
    const res = await shop.request('/payments/notifications/adyen', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(live) });
    expect(res.text).toBe('[accepted]');
    expect((await shop.handle.db.select().from(orders).where(eq(orders.id, cartId)))[0]?.status).toBe('COMPLETED');
    expect((await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId)))[0]?.pspReference).toBe('V4HZ4RBFJGXXGN82');
    expect(await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId))).toHaveLength(3);
    // No test payment pages next to a live provider.
    expect((await shop.request('/test-psp/pay/XXXXXXXXXXXXXXXX')).status).toBe(404);
  });

  it('asks Adyen for Klarna with the shopper\'s market and the order as one VAT-free line, and for the wallets by their types (ADR 0051)', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    const before = calls.length;
    expect((await checkout.pay(shopper, cartId, 'klarna')).errors).toEqual([]);
    expect(calls[before]?.body).toMatchObject({
      allowedPaymentMethods: ['klarna'],
      countryCode: 'DE',
      shopperLocale: 'de-DE',
      lineItems: [{ id: placed.orderNumber, quantity: 1, amountIncludingTax: 13_085, amountExcludingTax: 13_085, taxAmount: 0, taxPercentage: 0 }],
    });
    expect(calls[before]?.body).not.toHaveProperty('authenticationData');

    // The wallets by Adyen's types (Google Pay under its older name too), without Klarna's lines.
    for (const [method, types] of [['applepay', ['applepay']], ['googlepay', ['googlepay', 'paywithgoogle']]] as const) {
      const other = new Shopper(shop);
      const otherCart = await checkout.fill(other);
      await checkout.place(other, otherCart);
      const index = calls.length;
      expect((await checkout.pay(other, otherCart, method)).errors).toEqual([]);
      expect(calls[index]?.body).toMatchObject({ allowedPaymentMethods: types });
      expect(calls[index]?.body).not.toHaveProperty('lineItems');
    }
  });

  it('starts the real server in production with Adyen: /dev/outbox and the test payment pages are not there', async () => {
    let running: ApiProcess | undefined;
    try {
      running = await startApiProcess({
        env: {
          SHOP_MODE: 'production',
          PAYMENT_PROVIDER: 'adyen',
          ADYEN_API_KEY: 'AQE-secret',
          ADYEN_MERCHANT_ACCOUNT: MERCHANT,
          ADYEN_CHECKOUT_URL: adyenUrl,
          SMTP_URL: 'smtp://127.0.0.1:2525',
          PAYMENT_HMAC_KEY: KEY,
          SECRETS_KEY: 'cd'.repeat(32),
          PIN_PEPPER: 'p'.repeat(40),
          // Production names the account invoice orders are paid to (ADR 0042).
          INVOICE_BANK_IBAN: TEST_BANK_ACCOUNT.iban,
          INVOICE_BANK_HOLDER: TEST_BANK_ACCOUNT.accountHolder,
        },
      });
      for (const path of ['/dev/outbox', '/test-psp/pay/XXXXXXXXXXXXXXXX']) expect((await fetch(`${running.base}${path}`)).status).toBe(404);
      expect(running.log()).toContain('[api] mode: production (payment provider adyen)');
      expect(running.log()).not.toContain('AQE-secret');
    } finally {
      await running?.stop();
    }
  }, 240_000);
});
