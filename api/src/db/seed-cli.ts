/**
 * `pnpm --filter @shop/api db:seed`: (re)apply the deterministic seed. Storefront definitions are
 * upserted; operator switches (enabled remotes, pins) are kept.
 */
import { resolveRepoRoot, shopPaths } from '../paths';
import { openPreparedDatabase } from '../startup';
import { seedDatabase } from './seed';

const paths = shopPaths(resolveRepoRoot(import.meta.dirname));
const { handle } = await openPreparedDatabase(paths, { role: 'cli' });
try {
  const result = await seedDatabase(handle.db);
  console.log(`Seeded ${result.storefronts} storefronts into ${handle.kind} (${handle.location}).`);
} finally {
  await handle.close();
}
