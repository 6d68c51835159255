/**
 * What the console shows of a release's health beyond the served release of each storefront
 * (remotes/health.ts): per release the loads and failures browsers reported over the day the minute
 * counters are kept (`remote_load_counts`, deleted after a day by the health job), the same per hour
 * for a release's error history, the storefronts it is marked failed on (`remote_failed_releases`)
 * and the automatic fallbacks away from it (`remote_fallbacks`). Read-only, grouped in the database.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailedReleases, remoteFallbacks } from '../db/health-schema';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How far back the minute counters go (the health job deletes older ones); the queries say '24 hours'. */
export const HISTORY_HOURS = 24;

export interface LoadFigures {
  /** Page loads, failed ones included (remote_load_counts.loads since migration 0030, as failureFigures counts). */
  loads: number;
  failures: number;
}

/** Loads and failures of every release over the last HISTORY_HOURS, by `remote@version` (one storefront, or all). */
export async function releaseLoadTotals(db: Database, store: string | null): Promise<Map<string, LoadFigures>> {
  const rows = rowsOf<{ remote: string; version: string; loads: number; failures: number }>(
    await db.execute(sql`
      select remote, version, sum(loads)::int as loads, sum(failures)::int as failures
        from remote_load_counts
       where minute >= now() - interval '24 hours'${store === null ? sql`` : sql` and storefront_key = ${store}`}
       group by remote, version`),
  );
  return new Map(rows.map((r) => [`${r.remote}@${r.version}`, { loads: Number(r.loads), failures: Number(r.failures) }]));
}

export interface HourFigures extends LoadFigures {
  /** The hour's start (ISO 8601, UTC). */
  hour: string;
}

/** One release's loads and failures per hour, oldest first; hours without reports are absent. */
export async function releaseHistory(db: Database, remote: string, version: string, store: string | null): Promise<HourFigures[]> {
  const rows = rowsOf<{ hour: Date | string; loads: number; failures: number }>(
    await db.execute(sql`
      select date_trunc('hour', minute) as hour, sum(loads)::int as loads, sum(failures)::int as failures
        from remote_load_counts
       where remote = ${remote} and version = ${version}
         and minute >= now() - interval '24 hours'${store === null ? sql`` : sql` and storefront_key = ${store}`}
       group by 1
       order by 1`),
  );
  return rows.map((r) => ({ hour: new Date(r.hour).toISOString(), loads: Number(r.loads), failures: Number(r.failures) }));
}

/** The storefronts each release is marked failed on, by `remote@version`. */
export async function failedMarks(db: Database): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ storefrontKey: remoteFailedReleases.storefrontKey, remote: remoteFailedReleases.remote, version: remoteFailedReleases.version })
    .from(remoteFailedReleases);
  const marks = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.remote}@${row.version}`;
    const stores = marks.get(key) ?? new Set<string>();
    stores.add(row.storefrontKey);
    marks.set(key, stores);
  }
  return marks;
}

export interface ReleaseFallback {
  at: string;
  storefrontKey: string;
  toVersion: string | null;
  reason: string;
}

/** The newest automatic fallbacks away from one release (all time: the table keeps them). */
export async function fallbacksFrom(db: Database, remote: string, version: string, limit = 20): Promise<ReleaseFallback[]> {
  const rows = await db
    .select()
    .from(remoteFallbacks)
    .where(and(eq(remoteFallbacks.remote, remote), eq(remoteFallbacks.fromVersion, version)))
    .orderBy(desc(remoteFallbacks.at), desc(remoteFallbacks.id))
    .limit(limit);
  return rows.map((r) => ({ at: r.at.toISOString(), storefrontKey: r.storefrontKey, toVersion: r.toVersion, reason: r.reason }));
}
