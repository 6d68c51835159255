#!/usr/bin/env node
// `pnpm bench`: performance figures, printed as tables (benchmarks, not timed tests).
//  1. bundle sizes per package (raw and gzip of every emitted JS/CSS file)
//  2. the JavaScript a visitor downloads for the home page (and the basket page), measured in Chromium
//     against the production build served by the real API.
//  3. server-rendered pages per second and p50/p99 under 50 connections (home, list, product).
//  4. API requests/s and p50/p99 latency under 50 connections (api/bench/api-bench.ts).
//  5. 100 redeems of one card at once on two API processes (api/bench/redeem-race-bench.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROME_FLAGS, startShopServer } from './bench-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-')).sort()];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function bundleSizes() {
  console.log('\n## Bundle sizes (production build, all emitted JS and CSS)\n');
  console.log('| package | files | raw | gzip |');
  console.log('|---|---:|---:|---:|');
  for (const pkg of packages) {
    const dist = join(root, pkg, 'dist');
    let files = 0;
    let raw = 0;
    let gz = 0;
    for (const name of readdirSync(dist)) {
      if (!/\.(js|css)$/.test(name)) continue;
      const body = readFileSync(join(dist, name));
      files += 1;
      raw += statSync(join(dist, name)).size;
      gz += gzipSync(body, { level: 9 }).length;
    }
    console.log(`| ${pkg} | ${files} | ${kb(raw)} | ${kb(gz)} |`);
  }
}

async function pageWeights() {
  const port = 3200;
  // A fresh database, outbox and log folder of its own, removed at the end (bench-server.mjs).
  const server = await startShopServer({ root, port, name: 'bench-weights' });
  try {
    const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROME_FLAGS,
    });
    console.log('\n## JavaScript downloaded per page (Chromium, cold cache, production build)\n');
    console.log('| page | scripts | raw | gzip -9 of the bodies | bytes on the wire (br) |');
    console.log('|---|---:|---:|---:|---:|');
    for (const [label, path] of [['home (DE)', '/'], ['basket (DE)', '/warenkorb/'], ['home (NL)', '/']]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        // Downloaded files only (the locale worker's blob is the page's own inline script, ADR 0068).
        if (response.request().resourceType() === 'script' && /^https?:/.test(response.url())) scripts.push(response);
      });
      const host = label.includes('NL') ? 'cb.localhost' : 'localhost';
      await page.goto(`http://${host}:${port}${path}`, { waitUntil: 'networkidle' });
      let raw = 0;
      let gz = 0;
      let wire = 0;
      for (const response of scripts) {
        const body = await response.body();
        raw += body.length;
        gz += gzipSync(body, { level: 9 }).length;
        wire += (await response.request().sizes()).responseBodySize;
      }
      console.log(`| ${label} | ${scripts.length} | ${kb(raw)} | ${kb(gz)} | ${kb(wire)} |`);
      await context.close();
    }
    await browser.close();
  } finally {
    await server.stop();
  }
}

/**
 * Server rendering under load: each page for SSR_BENCH_DURATION seconds (default 10) at 50 connections,
 * as browsers ask (brotli), after a warm-up, against the production build on a fresh database.
 */
async function serverRenderedPages() {
  const port = 3201;
  const duration = Number(process.env.SSR_BENCH_DURATION ?? 10);
  const autocannon = createRequire(join(root, 'api/package.json'))('autocannon');
  const server = await startShopServer({ root, port, name: 'bench-ssr' });
  try {
    console.log(`\n## Server-rendered pages (50 connections, ${duration} s each, brotli, production build)\n`);
    console.log('| page | pages/s | p50 | p99 | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const [label, path, mustHold] of [
      ['home', '/', '200+'],
      ['list', '/geschenkkarten/', 'catalogue-card-title'],
      ['product', '/geschenkkarten/apple-geschenkkarte/', 'application/ld+json'],
    ]) {
      const url = `http://127.0.0.1:${port}${path}`;
      // The page must be the server-rendered one (the remote's server build evaluated, catalogues loaded).
      for (let i = 0; i < 5; i += 1) {
        const html = await (await fetch(url)).text();
        if (!html.includes(mustHold)) throw new Error(`${path} is not the server-rendered page (no "${mustHold}")`);
      }
      // Warm-up under the same load, not counted: the JIT has compiled the render path, caches are full.
      await autocannon({ url, connections: 50, duration: 3, headers: { 'accept-encoding': 'br' } });
      const result = await autocannon({ url, connections: 50, duration, headers: { 'accept-encoding': 'br' } });
      console.log(
        `| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      );
    }
  } finally {
    await server.stop();
  }
}

function apiBench() {
  console.log('\n## API throughput and latency (pnpm --filter @shop/api bench)\n');
  const run = spawnSync('pnpm', ['--filter', '@shop/api', 'bench'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}

/** Issue 15: 100 redeems of one card at once on two API processes, one PostgreSQL (no overspend). */
function redeemRace() {
  const run = spawnSync('pnpm', ['--filter', '@shop/api', 'bench:redeem'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}

bundleSizes();
await pageWeights();
if (!process.argv.includes('--no-ssr')) await serverRenderedPages();
if (!process.argv.includes('--no-api')) apiBench();
if (!process.argv.includes('--no-redeem')) redeemRace();
