import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { TEST_POSTGRES_ENV } from './postgres-server';
import { TEST_DB_TEMPLATE_ENV } from './db-template';

export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEST_DB_TEMPLATE_ENV];
  if (file) rmSync(dirname(file), { recursive: true, force: true });
  globalThis.shopTestStopPostgres?.();
  delete process.env[TEST_POSTGRES_ENV];
}
