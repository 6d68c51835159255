/**
 * The audit log's hash chain under concurrent writers (ADR 0035), on PostgreSQL with two API servers
 * (PGlite runs one transaction at a time and would hide the race): rows written at the same moment
 * through both processes' pools, some in transactions that go on after their row (holding the chain's
 * head), still form one chain in id order that `audit-verify` finds intact — no two rows after the same
 * row, no row chained after a later one.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { describeOnPostgres } from '../../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import { verifyAuditChain } from './audit-chain';
import { type AuditSource, SYSTEM_ACTOR, writeAudit } from './audit';

const WRITES = 40;

describeOnPostgres('audit chain race')('the audit log hash chain on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;

  beforeAll(async () => {
    setup = await startServersOnPostgres(2);
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
  });

  it(`stays one intact chain when ${WRITES} rows are written at once through both`, async () => {
    const [first, second] = (setup as ServersOnPostgres).servers;
    const dbs = [first?.handle.db, second?.handle.db] as Database[];
    const source: AuditSource = { actor: SYSTEM_ACTOR, requestId: null, ipHash: null };
    const before = await verifyAuditChain(dbs[0] as Database);
    expect(before.intact).toBe(true);

    const write = async (i: number) => {
      const db = dbs[i % 2] as Database;
      const event = { action: 'remote.set' as const, targetKind: 'storefront-remote' as const, targetId: `race/${i}`, after: { i } };
      if (i % 3 === 0) return writeAudit(db, source, event);
      // A change that goes on after its audit row: the next writer waits for its commit.
      await db.transaction(async (tx) => {
        await writeAudit(tx, source, event);
        await tx.execute(sql`select pg_sleep(${(i % 5) / 200})`);
      });
    };
    await Promise.all(Array.from({ length: WRITES }, (_, i) => write(i)));

    const report = await verifyAuditChain(dbs[1] as Database);
    expect(report).toMatchObject({ intact: true, broken: null, rows: before.rows + WRITES });
    const written = (await dbs[0]?.execute(sql`select count(distinct target_id)::int as n from operator_audit_log where target_id like 'race/%'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(written.rows[0]?.n).toBe(WRITES);
  }, 60_000);
});
