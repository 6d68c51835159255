/**
 * Which SQL statements a piece of work runs: the drizzle logger of every database handle reports to
 * the recording that is active in the current async context (none outside tests and benchmarks, where
 * a statement costs one lookup). Issue 14: each hot query runs a small, fixed number of statements
 * whatever the page size; `statement-counts.test.ts` holds them to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const recording = new AsyncLocalStorage<string[]>();

export const statementLogger: Logger = {
  logQuery(query) {
    recording.getStore()?.push(query);
  },
};

/** Runs `work` and returns its result with the SQL text of each statement it ran, in order. */
export async function recordStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await recording.run(statements, work);
  return { result, statements };
}
