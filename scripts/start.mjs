#!/usr/bin/env node
// `pnpm start`: serves the built shop on PORT (default 3000), building first when something is not built.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtMarkers = [
  'api/dist/main.mjs',
  'shell/dist/index.html',
  ...['mf-catalogue', 'mf-basket-checkout', 'mf-redeem', 'mf-account', 'mf-content'].map((r) => `${r}/dist/mf-manifest.json`),
];
const missing = builtMarkers.filter((file) => !existsSync(join(root, file)));

if (missing.length > 0) {
  console.log(`[start] not built yet (${missing.join(', ')}): running pnpm build`);
  const build = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = process.env.PORT ?? '3000';
console.log(`[start] the shop: http://localhost:${port}/ (German storefront), http://cb.localhost:${port}/ (Dutch storefront)`);
const server = spawnSync('node', [join(root, 'api/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // Without SMTP_URL the mail lands in files: show them on /dev/outbox on this local start.
    DEV_OUTBOX: process.env.DEV_OUTBOX ?? (process.env.SMTP_URL ? '0' : '1'),
  },
});
process.exit(server.status ?? 0);
