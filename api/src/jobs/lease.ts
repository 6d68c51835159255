/**
 * Database leases for scheduled jobs, so that with several API processes on one database each
 * round of a job runs in one process only (ARCHITECTURE: "every scheduled job takes a database
 * lease"). A lease is one row per job name; taking it is a single conditional upsert, so two
 * processes racing for it cannot both win. A holder that dies loses the lease when it expires.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { log } from '../observability/log';
import { jobFailures, jobInterval, jobRuns } from '../observability/metrics';

/** This process's identity as a lease holder. */
export const PROCESS_HOLDER = `${process.pid}-${randomUUID().slice(0, 8)}`;

/**
 * Takes (or renews) the lease `name` for `ttlMs` when it is free, expired or already ours.
 * Resolves true when this holder has it now.
 */
export async function acquireLease(db: Database, name: string, ttlMs: number, holder = PROCESS_HOLDER): Promise<boolean> {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const result = (await db.execute(sql`
    insert into job_leases (name, holder, expires_at, rounds, last_run_at)
    values (${name}, ${holder}, now() + make_interval(secs => ${seconds}), 1, now())
    on conflict (name) do update
      set holder = excluded.holder, expires_at = excluded.expires_at,
          rounds = job_leases.rounds + 1, last_run_at = now()
      where job_leases.holder = excluded.holder or job_leases.expires_at < now()
    returning holder`)) as unknown as { rows: { holder: string }[] };
  return result.rows[0]?.holder === holder;
}

/** Gives the lease up early (a clean shutdown), so another process need not wait for it to expire. */
export async function releaseLease(db: Database, name: string, holder = PROCESS_HOLDER): Promise<void> {
  await db.execute(sql`update job_leases set expires_at = now() where name = ${name} and holder = ${holder}`);
}

/** Records that the holder's round of `name` finished without failing (the job watchdog reads it). */
export async function recordJobSuccess(db: Database, name: string, holder = PROCESS_HOLDER): Promise<void> {
  await db.execute(sql`update job_leases set last_success_at = now() where name = ${name} and holder = ${holder}`);
}

/** The jobs started in this process: name → interval and how many are running (tests start several). */
const scheduled = new Map<string, { intervalMs: number; running: number }>();

/** The scheduled jobs of this process and their intervals (the job watchdog compares each one's last success with it). */
export function scheduledJobIntervals(): ReadonlyMap<string, number> {
  return new Map([...scheduled].map(([name, job]) => [name, job.intervalMs]));
}

export interface PeriodicJob {
  /** Runs one round now (if the lease is ours); resolves with the round's result or undefined. */
  runOnce(): Promise<unknown>;
  stop(): Promise<void>;
}

export interface PeriodicJobOptions<T> {
  db: Database;
  /** Lease and log name, e.g. `payments:reconcile`. */
  name: string;
  intervalMs: number;
  /**
   * One round; must finish well within the lease (the lease is 3 intervals, at least 30 s). A round
   * of many items asks `stopping()` between them: a process shutting down (a deploy) waits for the
   * item under way, not for the rest of the round.
   */
  round: (job: { stopping(): boolean }) => Promise<T>;
  holder?: string;
}

/**
 * Runs `round` every `intervalMs` in whichever process holds the lease. The timer never keeps the
 * process alive; `stop` waits for a round in progress.
 */
export function startPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob {
  const { db, name, intervalMs, round } = options;
  const holder = options.holder ?? PROCESS_HOLDER;
  const ttlMs = Math.max(30_000, intervalMs * 3);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const known = scheduled.get(name);
  scheduled.set(name, { intervalMs, running: (known?.running ?? 0) + 1 });
  jobInterval.labels(name).set(intervalMs / 1000);

  async function runOnce(): Promise<T | undefined> {
    if (!(await acquireLease(db, name, ttlMs, holder))) return undefined;
    jobRuns.labels(name).inc();
    let result: T;
    try {
      result = await round({ stopping: () => stopped });
    } catch (error) {
      jobFailures.labels(name).inc();
      throw error;
    }
    // The round's work is done: failing to note it must not turn it into a failed round.
    await recordJobSuccess(db, name, holder).catch((error: unknown) => log.warn({ job: name, err: error }, `[${name}] could not record the round's success`));
    return result;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce()
        .catch((error: unknown) => log.error({ job: name, err: error }, `[${name}] round failed`))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      if (!stopped) {
        const job = scheduled.get(name);
        if (job && job.running > 1) job.running -= 1;
        else {
          scheduled.delete(name);
          jobInterval.remove(name);
        }
      }
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await releaseLease(db, name, holder).catch(() => undefined);
    },
  };
}
