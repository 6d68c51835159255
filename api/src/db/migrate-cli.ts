/** `pnpm --filter @shop/api db:migrate`: apply pending migrations (and seed an empty database). */
import { resolveRepoRoot, shopPaths } from '../paths';
import { openPreparedDatabase } from '../startup';
import { logToStderr } from '../observability/log';

// What the shared code logs goes to stderr: stdout is this tool's answer.
logToStderr();

const paths = shopPaths(resolveRepoRoot(import.meta.dirname));
const { handle, seeded } = await openPreparedDatabase(paths, { role: 'cli' });
console.log(`Migrated ${handle.kind} database (${handle.location})${seeded ? ' and seeded it' : ''}.`);
await handle.close();
