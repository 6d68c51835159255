#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile profile: Moto G Power emulation, slow 4G, 4x CPU throttling)
// on the production build served by the real API, for the home, list, product and balance check pages,
// the account's first page and the content pages (legal, contact, withdrawal)
// of the German and the Dutch storefront (the blog article joins once the content remote has one).
// Each page is requested twice before it is measured: a production server is warm (remote server
// builds evaluated, catalogues loaded), the first request after a start is not what shoppers see.
// Needs `pnpm build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// `LH_PAGES=de-home,nl-list` measures only those. Each page is measured LH_RUNS times (default 3) and
// the table shows Lighthouse's median run (lighthouse/core/lib/median-run.js, as its docs advise
// against one run's variance), with the range of TBT over the runs.
// CPU throttling: Lighthouse's default 4x, or `LH_CPU=<multiplier>`, or `LH_CPU=calibrated`: the
// multiplier Lighthouse's CPU throttling calculator gives for this host's benchmarkIndex (measured by a
// first Lighthouse run: 800 → 2x, 1300 → 3x, +1 per 233 above; below 800, 1 + (index − 150) / 650),
// so a slower host is not throttled as if it were a fast desktop. The table prints the multiplier and
// the benchmarkIndex of each page's median run.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2eRequire = createRequire(join(root, 'e2e/package.json'));
const port = Number(process.env.LH_PORT ?? 3300);
const RUNS = Math.min(Math.max(Number(process.env.LH_RUNS) || 3, 1), 9);
const base = `http://localhost:${port}`;

/** Lighthouse's CPU throttling calculator (docs/throttling.md): the multiplier for a benchmarkIndex. */
export function calibratedMultiplier(benchmarkIndex) {
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/** A request to this server as another storefront's host (fetch may not set Host; node:http may). */
function requestAs(host, path, body) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: body ? 'POST' : 'GET', headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

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
  // The Dutch storefront answers on its own host; Chromium resolves *.localhost to loopback, Node does not.
  const nlBase = `http://cb.localhost:${port}`;
  const nlProduct = JSON.parse(await requestAs(`cb.localhost:${port}`, '/graphql', JSON.stringify({ query: '{ products(paging: { itemsPerPage: 1 }) { items { path } } }' })));
  const { default: lighthouse } = await import(pathToFileURL(e2eRequire.resolve('lighthouse')).href);
  // chrome-launcher comes with lighthouse (pnpm keeps it private to lighthouse's folder).
  const lighthouseRequire = createRequire(e2eRequire.resolve('lighthouse'));
  const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
  const { computeMedianRun } = await import(pathToFileURL(join(dirname(e2eRequire.resolve('lighthouse/package.json')), 'core/lib/median-run.js')).href);
  const all = [
    ['de-home', base, '/'],
    ['de-list', base, '/geschenkkarten/'],
    ['de-product', base, productPath],
    ['de-balance-check', base, '/guthaben-pruefen/'],
    ['nl-home', nlBase, '/'],
    ['nl-list', nlBase, '/cadeaubonnen/'],
    ['nl-product', nlBase, nlProduct.data.products.items[0].path],
    ['nl-balance-check', nlBase, '/saldocheck/'],
    ['de-account', base, '/account/'],
    ['nl-account', nlBase, '/account/'],
    ['de-imprint', base, '/impressum/'],
    ['nl-terms', nlBase, '/algemene-voorwaarden/'],
    ['de-contact', base, '/kontakt/'],
    ['nl-withdrawal', nlBase, '/overeenkomst-herroepen/'],
    ['de-withdrawal', base, '/vertrag-widerrufen/'],
    ['nl-contact', nlBase, '/klantenservice/contact/'],
    ['de-blog', base, '/blog/'],
    ['nl-landing', nlBase, '/kerst/'],
    ['de-landing', base, '/weihnachten/'],
    ['nl-helpdesk', nlBase, '/helpdesk/'],
    ['de-business', base, '/unternehmen/'],
    ['nl-business', nlBase, '/zakelijk/'],
    ['de-activation', base, '/aktivieren/'],
    ['nl-activation', nlBase, '/activeren/'],
    ['de-doubler', base, '/verdoppler/'],
    ['nl-doubler', nlBase, '/verdubbelaar/'],
  ];
  const only = process.env.LH_PAGES?.split(',');
  const pages = only ? all.filter(([label]) => only.includes(label)) : all;
  for (const [, origin, path] of pages) {
    for (let i = 0; i < 2; i += 1) await requestAs(new URL(origin).host, path);
  }
  let cpuSlowdownMultiplier = 4;
  if (process.env.LH_CPU === 'calibrated') {
    const probe = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const index = (await lighthouse(`${base}/`, { port: probe.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })).lhr.environment.benchmarkIndex;
      cpuSlowdownMultiplier = calibratedMultiplier(index);
      console.log(`benchmarkIndex ${index}: CPU throttling ${cpuSlowdownMultiplier}x (Lighthouse's calculator)`);
    } finally {
      await probe.kill();
    }
  } else if (Number(process.env.LH_CPU) > 0) {
    cpuSlowdownMultiplier = Number(process.env.LH_CPU);
  }
  console.log(`\n## Lighthouse, mobile profile, CPU ${cpuSlowdownMultiplier}x (production build, server-rendered; median of ${RUNS} runs)\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | TBT | TBT over the runs | CLS | JS transferred | benchmarkIndex |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  /** Audits that kept a page under 100 in accessibility, best practices or SEO. */
  const problems = [];
  for (const [label, origin, path] of pages) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        `--host-resolver-rules=MAP cb.localhost 127.0.0.1`,
      ],
    });
    try {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push((await lighthouse(`${origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', throttling: { cpuSlowdownMultiplier } })).lhr);
      }
      const lhr = computeMedianRun(runs);
      const { categories, audits } = lhr;
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
      const js = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const tbts = runs.map((r) => Math.round(r.audits['total-blocking-time'].numericValue));
      console.log(
        `| ${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['largest-contentful-paint'].displayValue} | ${audits['total-blocking-time'].displayValue} | ${Math.min(...tbts)}–${Math.max(...tbts)} ms | ${audits['cumulative-layout-shift'].displayValue} | ${(js / 1024).toFixed(1)} kB | ${Math.round(lhr.environment.benchmarkIndex)} |`,
      );
      // What kept accessibility, best practices or SEO under 100, listed under the table.
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const items = (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.url ?? '').filter(Boolean);
            problems.push(`${label} ${category}: ${ref.id} ${items.slice(0, 3).join(' | ')}`);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  }
  if (problems.length > 0) console.log(`\nBelow 100:\n${problems.map((p) => `- ${p}`).join('\n')}`);
} finally {
  server.kill('SIGTERM');
}
