/**
 * A deploy's migration step runs with PG_LOCK_TIMEOUT_MS (docs/operations.md, ADR 0064): a migration
 * that cannot get its table's lock (a long transaction holds it) fails within that time, changing
 * nothing, instead of waiting in the lock queue with every request on that table behind it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { shopPaths } from '../paths';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { repoRoot } from '../testing/test-server';
import { type DatabaseHandle, openDatabase } from './index';
import { migrateDatabase } from './migrate';

describeOnPostgres('a migration that waits for a lock')('a migration step with a lock timeout', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;
  let migrations: string;

  beforeAll(async () => {
    server = await startPostgresServer();
    handle = await server.openPrepared({ poolMax: 2 });
    // The repository's migrations and one more: an expand step on the orders table.
    migrations = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    cpSync(shopPaths(repoRoot()).migrationsDir, migrations, { recursive: true });
    const journalFile = join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1) as { idx: number; when: number };
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 100_000, tag: '0999_lock_probe' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(migrations, '0999_lock_probe.sql'), 'ALTER TABLE "orders" ADD COLUMN "lock_probe" text;');
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    server?.stop();
    if (migrations) rmSync(migrations, { recursive: true, force: true });
  });

  const probeColumn = async () =>
    (
      (await handle.db.execute(sql`select 1 from information_schema.columns where table_name = 'orders' and column_name = 'lock_probe'`)) as unknown as {
        rows: unknown[];
      }
    ).rows.length;

  it('gives up within the timeout while a transaction holds the table, and applies once it is free', async () => {
    const migrator = await openDatabase({ url: server.url, env: { ...process.env, PG_POOL_MAX: '1', PG_LOCK_TIMEOUT_MS: '300' } });
    try {
      // A long transaction that has read the orders table holds its ACCESS SHARE lock until it ends.
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from orders`);
        const started = Date.now();
        const failed = (await migrateDatabase(migrator, migrations).then(
          () => null,
          (error: Error & { cause?: Error }) => error,
        )) as (Error & { cause?: Error }) | null;
        expect(`${failed?.message} ${failed?.cause?.message}`).toMatch(/lock timeout/);
        // Failed on its own timeout (300 ms), far from the statement timeout (30 s).
        expect(Date.now() - started).toBeLessThan(15_000);
      });
      expect(await probeColumn()).toBe(0);
      await migrateDatabase(migrator, migrations);
      expect(await probeColumn()).toBe(1);
    } finally {
      await migrator.close();
    }
  }, 60_000);
});
