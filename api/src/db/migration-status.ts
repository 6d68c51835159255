/**
 * Whether this database has every migration of `api/drizzle` applied: what `/readyz` reports. drizzle
 * keeps the applied ones in drizzle.__drizzle_migrations (created_at is the journal's `when` of each).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './index';

/** The `when` of the newest migration in the folder (its journal). */
export function newestMigration(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Throws when the database cannot be reached; false when a migration is missing. */
export async function migrationsApplied(db: Database, newest: number): Promise<boolean> {
  const result = (await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { newest: string | null }[];
  };
  return Number(result.rows[0]?.newest ?? 0) >= newest;
}
