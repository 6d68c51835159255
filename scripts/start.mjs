#!/usr/bin/env node
// `pnpm start`: serves the built shop on PORT (default 3000), building first when something is not built.
// It runs the DEMO (SHOP_MODE=demo, ADR 0009): test payment service, mail in files. Production is
// `SHOP_MODE=production node api/dist/main.mjs` with its settings (README "Production").
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
console.log(
  [
    '[start] this is the DEMO: payments go to the embedded test payment service, mails are written to .data/outbox and',
    `[start] shown on http://localhost:${port}/dev/outbox (both answer on this machine only). Not for real customers:`,
    '[start] production is SHOP_MODE=production with a payment provider, SMTP_URL and secrets (see README).',
  ].join('\n'),
);
const server = spawnSync('node', [join(root, 'api/dist/main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    // The production build of the code, run as the demo.
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    SHOP_MODE: 'demo',
  },
});
process.exit(server.status ?? 0);
