/**
 * The money races of issue 11 on a real PostgreSQL server (PGlite runs one transaction at a time and
 * would hide every one of them), over real HTTP with a connection pool:
 *
 * - a cart change sent while the order is being placed never lands in the placed order: the cards
 *   issued are exactly the frozen lines, worth what was paid for;
 * - a double (or quintuple) click on "pay" starts one provider payment;
 * - the same authorisation delivered many times at once issues the cards once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderPackages } from '../../db/cart-schema';
import type { DatabaseHandle } from '../../db';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements, payments, testPspPayments } from '../../db/order-schema';
import { ADD, Checkout, GERMAN_PRODUCT_PATH, PLACE, customer, productByPath } from '../../testing/checkout';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../../testing/postgres-server';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { buildNotification } from '../payments/test-psp/test-psp-provider';

const KEY = '5eed'.repeat(16);
const UPDATE = `mutation Update($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { order { id } errors { code } } }`;

describeOnPostgres('money races')('money races on PostgreSQL', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;
  let shop: TestServer;
  let checkout: Checkout;

  beforeAll(async () => {
    server = await startPostgresServer();
    handle = await server.openPrepared({ poolMax: 20 });
    shop = await startTestServer({ paymentHmacKeyHex: KEY }, handle);
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    await shop?.close();
    server?.stop();
  });

  /** What the frozen lines of an order are worth in cards: Σ amount × quantity. */
  const frozenCardValue = async (orderId: string) =>
    (await handle.db.select().from(orderPackages).where(eq(orderPackages.orderId, orderId))).reduce((sum, p) => sum + p.amountCents * p.quantity, 0);

  it('never lets a cart change sent during placeOrder into the placed order (10 trials)', async () => {
    const variation = checkout.product.variations.find((v) => v.variationType === 'DIGITAL')?.id;
    let landedBefore = 0;
    for (let trial = 0; trial < 10; trial += 1) {
      const shopper = new Shopper(shop);
      const add = (amountCents: number) =>
        shopper.call<{ addGiftCardPackage: { packageId: string; order: { id: string } } }>(ADD, {
          input: { productId: checkout.product.id, variationId: variation, variationType: 'DIGITAL', amountCents, quantity: 1, giftPacking: false },
        });
      const first = await add(1000);
      const cartId = first.addGiftCardPackage.order.id;
      const cookie = shopper.cookie;
      // The same browser sends the order and, at the same moment, two more €250 cards and a quantity change.
      const racer = new Shopper(shop);
      racer.cookie = cookie;
      const [placed] = await Promise.all([
        shopper.call<{ placeOrder: { order: { id: string; orderNumber: string; order: { totals: { grandTotal: { cents: number } } } } | null } }>(PLACE, {
          input: { orderUuid: cartId, ...customer() },
        }),
        racer.call(ADD, { input: { productId: checkout.product.id, variationId: variation, variationType: 'DIGITAL', amountCents: 25_000, quantity: 2, giftPacking: false } }),
        racer.call(UPDATE, { input: { packageId: first.addGiftCardPackage.packageId, quantity: 9 } }),
      ]);
      const order = placed.placeOrder.order;
      expect(order?.id).toBe(cartId);
      const [placement] = await handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, cartId));
      // What was placed is what the frozen lines cost, whichever change came first.
      expect(order?.order.totals.grandTotal.cents).toBe(placement?.grandTotalCents);
      const value = await frozenCardValue(cartId);
      if (value > 1000) landedBefore += 1;

      // Pay exactly that, and the cards issued are exactly the frozen lines.
      const started = await checkout.pay(shopper, cartId, 'card');
      expect(started.errors).toEqual([]);
      await checkout.choose(started.action?.url as string, 'authorised');
      await checkout.waitFor(shopper, cartId, (o) => o.status === 'COMPLETED');
      const ledger = await handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, cartId));
      expect(ledger.reduce((sum, l) => sum + l.amountCents, 0)).toBe(value);
      const [paid] = await handle.db.select().from(payments).where(and(eq(payments.orderId, cartId), eq(payments.status, 'AUTHORISED')));
      expect(paid?.amountCents).toBe(placement?.grandTotalCents);
      // Cards never exceed what was paid (fees are on top of the card value).
      expect(value).toBeLessThanOrEqual(paid?.amountCents ?? 0);
    }
    console.info(`cart changes that won the race (applied before placing) in ${landedBefore} of 10 trials; none after`);
  });

  it('starts one provider payment for five concurrent clicks on "pay"', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const shopper = new Shopper(shop);
      const cartId = await checkout.fill(shopper);
      const placed = await checkout.place(shopper, cartId);
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkout.pay(shopper, cartId, 'card')));
      const urls = new Set(answers.filter((a) => a.errors.length === 0).map((a) => a.action?.url));
      // Every click that got an answer got the same payment page; the others were told it is being paid.
      expect(urls.size).toBe(1);
      for (const answer of answers.filter((a) => a.errors.length > 0)) expect(answer.errors[0]?.referencedRequestParameter).toBe('input.orderUuid');
      expect(await handle.db.select().from(testPspPayments).where(eq(testPspPayments.merchantReference, placed.orderNumber))).toHaveLength(1);
      const active = await handle.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, cartId), inArray(payments.status, ['CREATED', 'REDIRECTED', 'PENDING', 'AUTHORISED'])));
      expect(active).toHaveLength(1);
    }
  });

  it('issues once when the same authorisation arrives six times at once', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    await checkout.pay(shopper, cartId, 'card');
    const [payment] = await handle.db.select().from(payments).where(eq(payments.orderId, cartId));
    const body = JSON.stringify(
      buildNotification(
        { pspReference: payment?.pspReference as string, merchantReference: placed.orderNumber, amountCents: payment?.amountCents as number, currency: 'EUR', eventCode: 'AUTHORISATION', success: true },
        KEY,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.request('/payments/notifications/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body })),
    );
    expect(answers.map((a) => a.text)).toEqual(Array(6).fill('[accepted]'));
    await checkout.waitFor(shopper, cartId, (o) => o.status === 'COMPLETED');
    expect(await checkout.countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(3);
    const cardMails = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'gift-card'), sql`${mailOutbox.payload}->>'orderNumber' = ${placed.orderNumber}`));
    expect(cardMails[0]?.n).toBe(2);
  });
});
