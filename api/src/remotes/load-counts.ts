/**
 * The per-minute page load counters of each storefront's releases (ADR 0029, ADR 0037): what the
 * browsers' signed reports (http/remote-reports.ts) and failed server renders (health.ts) add to.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteLoadCounts } from '../db/health-schema';

/** Adds page loads and failures to the minute counters of a storefront (one upsert). */
export async function addToCounters(
  db: Pick<Database, 'insert'>,
  storefrontKey: string,
  counted: Array<{ remote: string; version: string; loads: number; failures: number }>,
): Promise<void> {
  if (counted.length === 0) return;
  const minute = sql`date_trunc('minute', now())` as unknown as Date;
  await db
    .insert(remoteLoadCounts)
    .values(counted.map((c) => ({ storefrontKey, remote: c.remote, version: c.version, minute, loads: c.loads, failures: c.failures })))
    .onConflictDoUpdate({
      target: [remoteLoadCounts.storefrontKey, remoteLoadCounts.remote, remoteLoadCounts.version, remoteLoadCounts.minute],
      set: {
        loads: sql`${remoteLoadCounts.loads} + excluded.loads`,
        failures: sql`${remoteLoadCounts.failures} + excluded.failures`,
      },
    });
}
