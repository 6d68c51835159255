/**
 * Puts a limit's counter where a test needs it (its window starting now), so a test of "the next one
 * is refused" sends the last few requests only, and does not depend on sending hundreds within the
 * limit's window on a busy machine.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type LimitDefinition, type LimitKeyHasher, counterKey } from '../security/rate-limit';

export async function spendLimit(db: Database, hashLimitKey: LimitKeyHasher, limit: LimitDefinition, key: string, hits: number): Promise<void> {
  const keyHash = hashLimitKey(counterKey({ limit, key }));
  await db.execute(sql`
    insert into rate_limit_counters (bucket, key_hash, window_start, window_end, hits)
    values (${limit.bucket}, ${keyHash}, now(), now() + make_interval(secs => ${limit.windowSeconds}), ${hits})
    on conflict (bucket, key_hash) do update set hits = excluded.hits, window_start = excluded.window_start, window_end = excluded.window_end`);
}
