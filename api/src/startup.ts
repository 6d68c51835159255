/** What every process that opens the database does first (server, db CLIs, operator CLI). */
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase } from './db';
import { migrateDatabase } from './db/migrate';
import { ensureSeeded } from './db/seed';
import type { ShopPaths } from './paths';

/** DATABASE_URL → PostgreSQL; otherwise PGlite in `paths.pgliteDir` (PGLITE_DIR). */
export function databaseOptionsFromEnv(paths: ShopPaths, env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim();
  return url ? { url, env } : { dataDir: paths.pgliteDir, env };
}

/** Opens, migrates and (when empty) seeds the database. */
export async function openPreparedDatabase(
  paths: ShopPaths,
  options: Partial<OpenDatabaseOptions> = {},
): Promise<{ handle: DatabaseHandle; seeded: boolean }> {
  const handle = await openDatabase({ ...databaseOptionsFromEnv(paths), ...options });
  try {
    const seeded = await handle.withStartupLock(async () => {
      await migrateDatabase(handle, paths.migrationsDir);
      return ensureSeeded(handle.db);
    });
    return { handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
