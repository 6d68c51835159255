/**
 * Jest global setup, once per run:
 * - migrates and seeds one in-memory PGlite and dumps it to a temp file; every test file then starts
 *   from a copy (`openTestDatabase`), and every API process a test starts from a copy written into its
 *   folder (`startApiProcess`), instead of opening, migrating and seeding from scratch. The dump is
 *   an uncompressed tarball (~75 MB): loading it takes half the time of the gzipped one (~1.5 s
 *   against ~3 s per copy), and a run loads it a few hundred times;
 * - starts one throwaway PostgreSQL server with a migrated and seeded template database; each
 *   PostgreSQL suite gets a copy of it as a database of its own (`startPostgresServer`).
 * The seed itself is still tested from scratch (seed.test.ts, postgres.test.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { startSharedPostgresServer } from './postgres-server';
import { TEST_DB_TEMPLATE_ENV } from './db-template';
import { openFreshTestDatabase } from './test-server';

/** Read by the global teardown (Jest runs both in the same process). */
declare global {
  var shopTestStopPostgres: (() => void) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const [pglite, stopPostgres] = await Promise.all([pgliteTemplate(), startSharedPostgresServer()]);
  globalThis.shopTestStopPostgres = stopPostgres;
  // Workers start after the global setup and inherit the environment.
  if (pglite) process.env[TEST_DB_TEMPLATE_ENV] = pglite;
}

async function pgliteTemplate(): Promise<string | undefined> {
  const handle = await openFreshTestDatabase();
  try {
    // A checkpoint first: a copy then starts from it instead of replaying the migrations' and the
    // seed's write-ahead log, on each of the few hundred opens of a run.
    await handle.db.execute(sql`CHECKPOINT`);
    const dump = await handle.dumpDataDir?.('none');
    if (!dump) return undefined;
    const file = join(mkdtempSync(join(tmpdir(), 'shop-test-db-')), 'seeded.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}
