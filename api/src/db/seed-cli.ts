/**
 * `pnpm --filter @shop/api db:seed`: (re)apply the deterministic seed. Storefront definitions and the
 * catalogue are upserted; operator switches (enabled remotes, pins) are kept. Prints what each
 * storefront holds afterwards.
 */
import { resolveRepoRoot, shopPaths } from '../paths';
import { openPreparedDatabase } from '../startup';
import { seedDatabase, seedSummary } from './seed';
import { logToStderr } from '../observability/log';

// What the shared code logs goes to stderr: stdout is this tool's answer.
logToStderr();

const paths = shopPaths(resolveRepoRoot(import.meta.dirname));
const { handle } = await openPreparedDatabase(paths, { role: 'cli' });
try {
  const result = await seedDatabase(handle.db);
  console.log(
    `Seeded ${result.storefronts} storefronts, ${result.products} products and ${result.locations} locations into ${handle.kind} (${handle.location}) in ${result.milliseconds} ms.\n`,
  );
  console.log('| storefront | store id | languages | products | gift cards | categories | occasions | locations |');
  console.log('|---|---:|---|---:|---:|---:|---:|---:|');
  for (const row of await seedSummary(handle.db)) {
    console.log(
      `| ${row.key} | ${row.storeId} | ${row.languages} | ${row.products} | ${row.giftCards} | ${row.categories} | ${row.occasions} | ${row.locations} |`,
    );
  }
} finally {
  await handle.close();
}
