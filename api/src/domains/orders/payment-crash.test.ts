/**
 * `kill -9` during a payment: the real server (src/main.ts, demo mode, on-disk PGlite) is killed
 * after the shopper authorised the payment at the test payment service but before the shop applied
 * its notification. Restarted on the same folder, the order completes on its own: the test payment
 * service's undelivered notification is kept in the database and delivered again, and the
 * reconciliation job asks about the open payment. The cards are issued exactly once.
 */
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db';
import { giftCards } from '../../db/order-schema';
import { type ApiProcess, cookieClient, freePort, newDataDir, removeDataDir, startApiProcess } from '../../testing/api-process';
import { customer } from '../../testing/checkout';

describe('a killed API during a payment', () => {
  const dataDir = newDataDir('shop-pay-crash-');
  let running: ApiProcess | undefined;

  afterAll(async () => {
    await running?.stop();
    removeDataDir(dataDir);
  });

  it('completes the authorised order after a restart, issuing its cards once', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const call = cookieClient(`http://127.0.0.1:${port}`);
    const CHECK = 'query ($o: String!) { checkGiftCardPayment(orderUuid: $o) { order { status payment { status } } } }';

    running = await startApiProcess({ dataDir, port, env: { SHOP_CRASH_POINT: 'payment-notification' } });
    const product = (await call('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }')).data.product;
    const digital = product.variations.find((v: { variationType: string }) => v.variationType === 'DIGITAL');
    const add = await call('mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }', {
      input: { productId: product.id, variationId: digital.id, variationType: 'DIGITAL', amountCents: 5000, quantity: 2, giftPacking: false },
    });
    const cartId = add.data.addGiftCardPackage.order.id as string;
    const placed = await call('mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } errors { code message } } }', {
      input: { orderUuid: cartId, ...customer() },
    });
    expect(placed.data.placeOrder.errors).toEqual([]);
    const paid = await call('mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { type url } errors { code } } }', {
      input: { orderUuid: cartId, method: 'card', returnPath: `/kasse/zahlung-verarbeiten/?order=${cartId}` },
    });
    const payPath = new URL(paid.data.addGiftCardPayment.action.url).pathname;

    // The shopper authorises; the provider's notification reaches the shop, which dies before applying it.
    const decided = await fetch(`${base}${payPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=authorised',
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(await running.exited()).toBe('SIGKILL');

    // Restarted (no drill), with a quick reconciliation: the order completes without the shopper.
    running = await startApiProcess({ dataDir, port, env: { RECONCILE_INTERVAL_MS: '500', RECONCILE_STALE_MS: '1000' } });
    let status = '';
    for (let i = 0; i < 240 && status !== 'COMPLETED'; i += 1) {
      status = (await call(CHECK, { o: cartId })).data.checkGiftCardPayment.order?.status ?? '';
      if (status !== 'COMPLETED') await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe('COMPLETED');
    // Stop, then count the cards in the folder's database: exactly the two paid for.
    await running.stop();
    const handle = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      expect(await handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId))).toHaveLength(2);
    } finally {
      await handle.close();
    }
    running = undefined;
  }, 300_000);
});
