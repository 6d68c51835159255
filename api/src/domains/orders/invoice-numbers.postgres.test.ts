/**
 * Gapless invoice numbers under concurrency on a real PostgreSQL server (issue 33 item 5, ADR 0042;
 * PGlite runs one transaction at a time and would hide the race): many invoices numbered at once, some
 * of their transactions rolled back after taking a number, give distinct numbers 1…n without a gap,
 * per storefront and year.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import type { DatabaseHandle } from '../../db';
import { invoiceCounters, invoices } from '../../db/order-schema';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../../testing/postgres-server';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { issueInvoice } from './invoice-numbers';

describeOnPostgres('gapless invoice numbers')('invoice numbers on PostgreSQL', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;
  let shop: TestServer;

  beforeAll(async () => {
    server = await startPostgresServer();
    handle = await server.openPrepared({ poolMax: 20 });
    shop = await startTestServer({}, handle);
  });

  afterAll(async () => {
    await shop?.close();
    server?.stop();
  });

  it('numbers 24 invoices at once, 6 of them rolled back after taking a number: 18 distinct numbers 1…18, no gap', async () => {
    // Bare order rows (what numbering needs is the row to lock); placing 24 through the API would meet the new-cart limit.
    const orderIds: string[] = Array.from({ length: 24 }, () => randomUUID());
    await handle.db.insert(orders).values(orderIds.map((id) => ({ id, storefrontKey: 'CBDE', status: 'COMPLETED' as const, language: 'de', currency: 'EUR' })));
    const at = new Date('2031-03-01T12:00:00Z');
    const rolledBack = new Set(orderIds.filter((_, i) => i % 4 === 3));
    const results = await Promise.allSettled(
      orderIds.map((orderId, i) =>
        handle.db.transaction(async (tx) => {
          // Spread the starts so the upserts really queue on the counter row.
          await tx.execute(sql`select pg_sleep(${(i % 3) / 100})`);
          const invoice = await issueInvoice(tx, { orderId, storefrontKey: 'CBDE', storeId: 60, at });
          // Hold the counter's lock a little, as a transaction doing more work would.
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (rolledBack.has(orderId)) throw new Error(`rolled back after taking ${invoice.number}`);
          return invoice;
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(rolledBack.size);
    const rows = await handle.db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
    expect(rows).toHaveLength(orderIds.length - rolledBack.size);
    expect(rows.some((r) => rolledBack.has(r.orderId))).toBe(false);
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    expect(rows.every((r) => r.year === 2031 && r.number === `60-2031-${String(r.sequence).padStart(6, '0')}`)).toBe(true);
    const [counter] = await handle.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2031));
    expect(counter).toEqual({ storefrontKey: 'CBDE', year: 2031, lastNumber: rows.length });

    // The orders rolled back get the next numbers when numbered again, still without a gap; and an
    // order already numbered keeps its number, even asked twice at once.
    const again = [...rolledBack];
    await Promise.all(
      [...again, ...again].map((orderId) => handle.db.transaction((tx) => issueInvoice(tx, { orderId, storefrontKey: 'CBDE', storeId: 60, at }))),
    );
    const all = await handle.db.select().from(invoices).where(inArray(invoices.orderId, orderIds));
    expect(all.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: orderIds.length }, (_, i) => i + 1));
  }, 120_000);
});
