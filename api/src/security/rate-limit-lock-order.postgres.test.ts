/**
 * Counting and giving back hits lock the same counter rows in one order, so they cannot deadlock on
 * PostgreSQL. A right PIN counts on two counters (per card and client, per address) and gives both
 * back; when one statement took the rows in their sorted order and the other in the order the
 * planner met them, two balance checks of one card at once could each hold one row and wait for the
 * other. PostgreSQL then aborts one (40P01) and the shopper got the generic server error (seen once
 * in the redeem race's preparation). PGlite runs one statement at a time and cannot show it.
 */
import type { DatabaseHandle } from '../db';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { LIMITS, attemptWithinLimits, consumeLimits, currentCount, perSubjectAndClient, refundLimits } from './rate-limit';
import { limitKeyHasher } from './secret-box';

const hashLimitKey = limitKeyHasher('ab'.repeat(32));

describeOnPostgres('rate limit lock order')('counting and giving back hits on PostgreSQL', () => {
  let postgres: PostgresServer;
  const pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    // Two pools: two API processes.
    pools.push(await postgres.openPrepared({ poolMax: 12 }));
    pools.push(await postgres.open({ poolMax: 12 }));
  }, 120_000);

  afterAll(async () => {
    for (const pool of pools) await pool.close();
    postgres?.stop();
  });

  it('right PINs of one card checked 300 at once over two pools: no deadlock, every hit given back', async () => {
    const client = '203.0.113.77';
    const cardKey = perSubjectAndClient('6000000000000000001', client);
    // Listed against their sorted order (a caller may list its limits in any order).
    const checks = [
      { limit: LIMITS.pinFailuresPerIp, key: client },
      { limit: LIMITS.pinFailuresPerCardAndClient, key: cardKey },
    ];
    const [first, second] = pools as [DatabaseHandle, DatabaseHandle];
    // The per-address row first, as when the address checked another card before: the rows then lie
    // in the table in another order than the sorted one (and every update moves a row again).
    await consumeLimits(first.db, hashLimitKey, [checks[0] as (typeof checks)[number]], { rememberRefusals: false });
    await consumeLimits(first.db, hashLimitKey, [checks[1] as (typeof checks)[number]], { rememberRefusals: false });
    await refundLimits(first.db, hashLimitKey, checks);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 300 }, (_, i) => attemptWithinLimits((i % 2 ? second : first).db, hashLimitKey, checks, async () => true)),
    );
    const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
    expect(failures).toEqual([]);
    // Each allowed attempt gave its hits back, and a refused one never kept any.
    expect(await currentCount(first.db, hashLimitKey, LIMITS.pinFailuresPerCardAndClient, cardKey)).toBe(0);
    expect(await currentCount(first.db, hashLimitKey, LIMITS.pinFailuresPerIp, client)).toBe(0);
  }, 120_000);
});
