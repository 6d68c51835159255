/**
 * The run's database template: one PGlite migrated and seeded by the Jest global setup
 * (global-setup.ts) and dumped to an uncompressed tarball, named by SHOP_TEST_DB_TEMPLATE. Test
 * servers start from a copy of it in memory (test-server.ts), API processes from a copy written into
 * their folder (api-process.ts). Outside a Jest run (the benchmarks) there is none.
 */
import { existsSync, readFileSync } from 'node:fs';

export const TEST_DB_TEMPLATE_ENV = 'SHOP_TEST_DB_TEMPLATE';

/** The template's tarball, or undefined outside a Jest run. */
export function testDatabaseTemplate(): Blob | undefined {
  const file = process.env[TEST_DB_TEMPLATE_ENV];
  return file && existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
