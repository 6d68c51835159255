#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile profile: Moto G Power emulation, slow 4G, 4x CPU throttling)
// on the production build served by the real API, for the home, list and product pages of the German
// storefront. Needs `pnpm build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2eRequire = createRequire(join(root, 'e2e/package.json'));
const port = Number(process.env.LH_PORT ?? 3300);
const base = `http://localhost:${port}`;

async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const server = spawn('node', [join(root, 'api/dist/main.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), NODE_ENV: 'production', SHOP_MODE: 'demo', PGLITE_DIR: mkdtempSync(join(tmpdir(), 'shop-lh-db-')) },
  stdio: 'ignore',
});
try {
  await waitFor(`${base}/healthz`);
  const body = await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(paging: { itemsPerPage: 1 }) { items { path } } }' }),
    })
  ).json();
  const productPath = body.data.products.items[0].path;
  const { default: lighthouse } = await import(pathToFileURL(e2eRequire.resolve('lighthouse')).href);
  // chrome-launcher comes with lighthouse (pnpm keeps it private to lighthouse's folder).
  const lighthouseRequire = createRequire(e2eRequire.resolve('lighthouse'));
  const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
  const pages = [
    ['home', '/'],
    ['list', '/geschenkkarten/'],
    ['product', productPath],
  ];
  console.log('\n## Lighthouse, mobile profile (German storefront, production build)\n');
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | JS transferred |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [label, path] of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    try {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
      const js = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      console.log(
        `| ${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${audits['cumulative-layout-shift'].displayValue} | ${(js / 1024).toFixed(1)} kB |`,
      );
    } finally {
      await chrome.kill();
    }
  }
} finally {
  server.kill('SIGTERM');
}
