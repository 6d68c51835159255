/** What every process that opens the database does first (server, db CLIs, operator CLI). */
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './db';
import { migrateDatabase } from './db/migrate';
import { migrationsApplied, newestMigration } from './db/migration-status';
import { isInsufficientPrivilege } from './db/pg-errors';
import { ensureSeeded } from './db/seed';
import type { ShopPaths } from './paths';

/** DATABASE_URL → PostgreSQL; otherwise PGlite in `paths.pgliteDir` (PGLITE_DIR). */
export function databaseOptionsFromEnv(paths: ShopPaths, env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  return url ? { url, env } : { dataDir: paths.pgliteDir, env };
}

/**
 * Opens, migrates (when a migration is pending) and (when empty) seeds the database. On PostgreSQL
 * with MIGRATION_DATABASE_URL the migrations run through that URL, as the role that owns the tables,
 * on a connection closed right after; the handle is DATABASE_URL's runtime role, which alters no
 * table and may only read and append to the audit log (deploy/postgres/roles.sql, ADR 0035). The seed
 * is ordinary rows, written as the runtime role.
 */
export async function openPreparedDatabase(
  paths: ShopPaths,
  options: Partial<OpenDatabaseOptions> = {},
): Promise<{ handle: DatabaseHandle; seeded: boolean }> {
  const env = options.env ?? process.env;
  const handle = await openDatabase({ ...databaseOptionsFromEnv(paths, env), ...options });
  const migrationUrl = handle.kind === 'postgres' ? env.MIGRATION_DATABASE_URL?.trim() : undefined;
  try {
    const seeded = await handle.withStartupLock(async () => {
      // Nothing to apply: no migrator at all (it creates its schema "if not exists", which a role
      // without CREATE on the database is refused even when the schema is there).
      if (await migrationsPending(handle, paths.migrationsDir)) {
        if (migrationUrl) await migrateAsOwner(migrationUrl, env, paths.migrationsDir);
        else await migrateDatabase(handle, paths.migrationsDir).catch(explainMissingOwner);
      }
      return ensureSeeded(handle.db);
    });
    return { handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function migrationsPending(handle: DatabaseHandle, migrationsDir: string): Promise<boolean> {
  // A database never migrated has no drizzle.__drizzle_migrations yet.
  return !(await migrationsApplied(handle.db, newestMigration(migrationsDir)).catch(() => false));
}

function explainMissingOwner(error: unknown): never {
  if (!isInsufficientPrivilege(error)) throw error;
  throw new Error(
    `Migrations are pending and DATABASE_URL's role may not apply them (${(error as Error).message}): set MIGRATION_DATABASE_URL to the owner role (deploy/postgres/roles.sql), or run db:migrate with it`,
    { cause: error },
  );
}

/** Migrates through a connection of its own as the owner (one connection; the runtime pool holds the startup lock). */
async function migrateAsOwner(url: string, env: NodeJS.ProcessEnv, migrationsDir: string): Promise<void> {
  const owner = await openDatabase({ url, env: { ...env, PG_POOL_MAX: '1' } });
  try {
    await migrateDatabase(owner, migrationsDir);
  } finally {
    await owner.close();
  }
}
