import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../../testing/postgres-server';
import { openTestDatabase } from '../../testing/test-server';
import { deleteAbandonedCarts, startCartCleanup } from './cart-cleanup';
import { SESSION_MAX_AGE_SECONDS } from './session';
import { visitorSessions } from '../../db/ops-schema';

/** The same tests on PGlite and on PostgreSQL (where `for update skip locked` really locks). */
function cleanupTests(open: () => Promise<DatabaseHandle>, close: () => void = () => undefined) {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    close();
  });

  /** An order with one receiver and one package, last changed `ageSeconds` ago. */
  async function order(status: 'CART' | 'PENDING', ageSeconds: number): Promise<string> {
    const id = randomUUID();
    const shipmentId = randomUUID();
    const at = sql`now() - make_interval(secs => ${ageSeconds})`;
    // Lines go into a cart; a placed order gets its status afterwards (its lines are frozen then).
    await handle.db.insert(orders).values({ id, storefrontKey: 'CBDE', status: 'CART', sessionHash: randomUUID(), language: 'de', currency: 'EUR', createdAt: at, updatedAt: at });
    await handle.db.insert(orderShipments).values({ id: shipmentId, orderId: id, tag: 'r1', deliveryType: 'DIGITAL', position: 0 });
    await handle.db.insert(orderPackages).values({
      id: randomUUID(),
      orderId: id,
      shipmentId,
      productId: 'cbde-apple',
      variationId: 'cbde-apple-digital',
      amountCents: 2500,
      quantity: 1,
      position: 0,
    });
    if (status !== 'CART') await handle.db.update(orders).set({ status, updatedAt: at }).where(eq(orders.id, id));
    return id;
  }

  const remaining = async (ids: string[]) => (await handle.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids))).map((r) => r.id).sort();

  it('deletes carts untouched for the session lifetime with their receivers and packages, keeps fresh carts and placed orders', async () => {
    const old = await order('CART', SESSION_MAX_AGE_SECONDS + 60);
    const fresh = await order('CART', SESSION_MAX_AGE_SECONDS - 3600);
    const placed = await order('PENDING', SESSION_MAX_AGE_SECONDS + 60);

    expect(await deleteAbandonedCarts(handle.db)).toBe(1);
    expect(await remaining([old, fresh, placed])).toEqual([fresh, placed].sort());
    expect(await handle.db.select().from(orderShipments).where(eq(orderShipments.orderId, old))).toEqual([]);
    expect(await handle.db.select().from(orderPackages).where(eq(orderPackages.orderId, old))).toEqual([]);
    expect(await handle.db.select().from(orderPackages).where(eq(orderPackages.orderId, placed))).toHaveLength(1);
  });

  it('works in batches, and as a job under its lease', async () => {
    const old = await Promise.all([1, 2, 3, 4, 5].map(() => order('CART', SESSION_MAX_AGE_SECONDS + 60)));
    expect(await deleteAbandonedCarts(handle.db, { batchSize: 2, maxBatches: 2 })).toBe(4);
    expect(await remaining(old)).toHaveLength(1);
    const expired = randomUUID();
    await handle.db.insert(visitorSessions).values({ tokenHash: expired, expiresAt: new Date(Date.now() - 1000) });
    const job = startCartCleanup(handle.db);
    try {
      expect(await job.runOnce()).toBe(1);
    } finally {
      await job.stop();
    }
    expect(await remaining(old)).toEqual([]);
    // Expired sessions go with the carts.
    expect(await handle.db.select().from(visitorSessions).where(eq(visitorSessions.tokenHash, expired))).toEqual([]);
  });
}

describe('the abandoned cart clean-up (PGlite)', () => cleanupTests(openTestDatabase));

describeOnPostgres('the abandoned cart clean-up')('the abandoned cart clean-up (PostgreSQL)', () => {
  let server: PostgresServer | undefined;
  cleanupTests(
    async () => {
      server = await startPostgresServer();
      return server.openPrepared();
    },
    () => server?.stop(),
  );
});
