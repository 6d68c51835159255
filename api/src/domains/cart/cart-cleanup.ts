/**
 * Abandoned carts are deleted: a cart not changed for as long as its session cookie lives can no
 * longer be reached by anyone (the cookie is issued before the cart and never renewed), so it only
 * grows the tables. Placed orders (any status but CART) are never touched. Runs under a job lease,
 * so with several API processes one of them does each round.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type PeriodicJob, startPeriodicJob } from '../../jobs/lease';
import { SESSION_MAX_AGE_SECONDS } from './session';
import { log } from '../../observability/log';

export const CART_CLEANUP_JOB = 'carts:cleanup';

export interface CartCleanupOptions {
  /** Carts whose last change is older than this go (default: the session cookie's lifetime). */
  maxAgeSeconds?: number;
  /** Carts per DELETE: short transactions, no long lock on the tables. */
  batchSize?: number;
  /** At most this many batches per round; the rest waits for the next round. */
  maxBatches?: number;
}

/** Deletes abandoned carts (their receivers and packages by cascade) in batches; resolves how many. */
export async function deleteAbandonedCarts(db: Database, options: CartCleanupOptions = {}): Promise<number> {
  const { maxAgeSeconds = SESSION_MAX_AGE_SECONDS, batchSize = 500, maxBatches = 100 } = options;
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    // `skip locked`: a cart being changed right now (locked by its change) is left to a later round.
    const result = (await db.execute(sql`
      delete from orders where id in (
        select id from orders
        where status = 'CART' and updated_at < now() - make_interval(secs => ${maxAgeSeconds})
        order by updated_at
        limit ${batchSize}
        for update skip locked)
      returning id`)) as unknown as { rows: { id: string }[] };
    deleted += result.rows.length;
    if (result.rows.length < batchSize) break;
  }
  return deleted;
}

/** Hourly, in whichever process holds the lease. */
export function startCartCleanup(db: Database, intervalMs = 60 * 60 * 1000): PeriodicJob {
  return startPeriodicJob({
    db,
    name: CART_CLEANUP_JOB,
    intervalMs,
    round: async () => {
      const deleted = await deleteAbandonedCarts(db);
      if (deleted > 0) log.info({ job: CART_CLEANUP_JOB, deleted }, `[${CART_CLEANUP_JOB}] deleted ${deleted} abandoned carts`);
      // Sessions past their cookie's lifetime are no sessions any more (session.ts checks expires_at).
      await db.execute(sql`delete from visitor_sessions where expires_at < now()`);
      return deleted;
    },
  });
}
