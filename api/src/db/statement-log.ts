/**
 * Which SQL statements a piece of work runs: the drizzle logger of every database handle reports to
 * the recording that is active in the current async context (none outside tests and benchmarks, where
 * a statement costs one lookup). Issue 14: each hot query runs a small, fixed number of statements
 * whatever the page size (`statement-counts.test.ts`), none of them scanning a growing table
 * (`hot-query-plans.postgres.test.ts`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

const recording = new AsyncLocalStorage<RecordedStatement[]>();

export const statementLogger: Logger = {
  logQuery(sql, params) {
    recording.getStore()?.push({ sql, params });
  },
};

/** Runs `work` and returns its result with each statement it ran, in order. */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }> {
  const statements: RecordedStatement[] = [];
  const result = await recording.run(statements, work);
  return { result, statements };
}
