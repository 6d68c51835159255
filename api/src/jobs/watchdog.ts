/**
 * The job watchdog (issue 38, ADR 0062): a job that stopped running is alerted (job.stale). Each
 * scheduled job notes its last successful round in its lease row (lease.ts, any process); the
 * watchdog, itself a job that runs in one process at a time, compares that with the job's interval.
 * A job is stale when it has not succeeded for 5 intervals, and at least 5 minutes (a round every 2 s
 * that misses a few is not news). Not fewer: when the lease holder dies, its lease (3 intervals) must
 * expire before another process takes the job at its next round, up to 4 intervals after the last
 * success, and that is a failover, not a job that stopped. Each stale job is alerted once, and again only after it recovered.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { raiseAlert } from '../observability/alerts';
import { type PeriodicJob, scheduledJobIntervals, startPeriodicJob } from './lease';

export const WATCHDOG_JOB = 'jobs:watchdog';

/** How long a job with this interval may go without a successful round. */
export function staleAfterMs(intervalMs: number): number {
  return Math.max(5 * intervalMs, 5 * 60_000);
}

export interface StaleJob {
  name: string;
  intervalMs: number;
  /** Its last successful round, or null when none is recorded. */
  lastSuccess: Date | null;
}

/**
 * The jobs of `intervals` that are stale at `now`. A job without a recorded success counts from
 * `since` (when the watchdog started): a fresh database, or a job that has never succeeded anywhere.
 */
export async function staleJobs(db: Database, intervals: ReadonlyMap<string, number>, now: Date, since: Date): Promise<StaleJob[]> {
  const result = (await db.execute(sql`select name, last_success_at from job_leases`)) as unknown as { rows: { name: string; last_success_at: string | Date | null }[] };
  const lastSuccess = new Map(result.rows.map((row) => [row.name, row.last_success_at === null ? null : new Date(row.last_success_at)]));
  const stale: StaleJob[] = [];
  for (const [name, intervalMs] of intervals) {
    if (name === WATCHDOG_JOB) continue;
    const last = lastSuccess.get(name) ?? null;
    if (now.getTime() - (last ?? since).getTime() > staleAfterMs(intervalMs)) stale.push({ name, intervalMs, lastSuccess: last });
  }
  return stale;
}

export interface WatchdogOptions {
  db: Database;
  /** How often it looks; default 60 s. */
  intervalMs?: number;
  /** The jobs and intervals to watch; default the jobs this process started (lease.ts). */
  intervals?: () => ReadonlyMap<string, number>;
  now?: () => Date;
}

/** One look: alerts the jobs that became stale since the last look; returns the stale ones' names. */
export function createWatchdogRound(options: WatchdogOptions): () => Promise<string[]> {
  const now = options.now ?? (() => new Date());
  const since = now();
  const alerted = new Set<string>();
  const intervals = options.intervals ?? scheduledJobIntervals;
  return async () => {
    const stale = await staleJobs(options.db, intervals(), now(), since);
    const names = new Set(stale.map((job) => job.name));
    // Recovered: alerted again should it stop once more.
    for (const name of alerted) if (!names.has(name)) alerted.delete(name);
    for (const job of stale) {
      if (alerted.has(job.name)) continue;
      alerted.add(job.name);
      const last = job.lastSuccess ? `last success ${job.lastSuccess.toISOString()}` : 'no success recorded';
      void raiseAlert({
        kind: 'job.stale',
        message: `job ${job.name} has not run successfully for over ${Math.round(staleAfterMs(job.intervalMs) / 60_000)} min (every ${job.intervalMs / 1000} s; ${last})`,
        job: job.name,
        intervalSeconds: job.intervalMs / 1000,
        lastSuccess: job.lastSuccess?.toISOString() ?? null,
      }, { area: 'jobs' });
    }
    return [...names];
  };
}

export function startJobWatchdog(options: WatchdogOptions): PeriodicJob {
  return startPeriodicJob({ db: options.db, name: WATCHDOG_JOB, intervalMs: options.intervalMs ?? 60_000, round: createWatchdogRound(options) });
}
