/**
 * A scheduled job's rounds are counted and its last success is noted in its lease row, for the
 * watchdog and the metrics of every process (issue 38, ADR 0062).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db';
import { jobFailures, jobInterval, jobRuns } from '../observability/metrics';
import { openTestDatabase } from '../testing/test-server';
import { scheduledJobIntervals, startPeriodicJob } from './lease';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
}, 120_000);
afterAll(async () => {
  await handle?.close();
});

const countOf = async (metric: typeof jobRuns, job: string) => (await metric.get()).values.find((v) => v.labels.job === job)?.value ?? 0;
const lastSuccess = async (name: string) => {
  const result = (await handle.db.execute(sql`select last_success_at from job_leases where name = ${name}`)) as unknown as { rows: { last_success_at: string | Date | null }[] };
  const value = result.rows[0]?.last_success_at;
  return value ? new Date(value) : null;
};

it('counts rounds and failures, and notes the last success in the lease row', async () => {
  let fail = false;
  const job = startPeriodicJob({
    db: handle.db,
    name: 'test:counted',
    // Never due on its own: the test runs the rounds.
    intervalMs: 60 * 60_000,
    round: async () => {
      if (fail) throw new Error('round failed');
      return 'done';
    },
  });
  try {
    expect(scheduledJobIntervals().get('test:counted')).toBe(60 * 60_000);
    expect((await jobInterval.get()).values.find((v) => v.labels.job === 'test:counted')?.value).toBe(3600);
    await expect(job.runOnce()).resolves.toBe('done');
    const first = await lastSuccess('test:counted');
    expect(first).not.toBeNull();
    fail = true;
    await expect(job.runOnce()).rejects.toThrow('round failed');
    expect(await lastSuccess('test:counted')).toEqual(first);
    expect(await countOf(jobRuns, 'test:counted')).toBe(2);
    expect(await countOf(jobFailures, 'test:counted')).toBe(1);
  } finally {
    await job.stop();
  }
  expect(scheduledJobIntervals().has('test:counted')).toBe(false);
});
