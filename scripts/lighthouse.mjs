#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile profile: Moto G Power emulation, slow 4G, simulated
// throttling) on the production build served by the real API, measured honestly for this host:
//
// 1. Calibration: three Lighthouse runs of a tiny page give the host's benchmarkIndex (median of 3);
//    Lighthouse's CPU throttling calculator (docs/throttling.md) turns it into the slowdown that makes
//    this host a mid-range phone (800 → 2×, 1300 → 3×, +1 per 233 above; lighthouse-stats.mjs).
// 2. Every page is measured with that calibrated slowdown AND with Lighthouse's default 4×, LH_RUNS
//    times each (default 3, alternating, so a change of the host hits both alike); the table shows
//    each figure's median with its range over the runs: performance score, LCP, TBT, CLS, FCP.
// 3. Three closing calibration runs. The bench REFUSES to report (exit 2) when the host's index moved
//    more than 20 % during the run: the closing median, or the median index of any page's runs,
//    against the starting median. A busy machine measures the machine, not the shop.
//
// Pages by default: the targets of issue 37, home, list, product, balance check, blog article and
// checkout (with a card in the basket: the cart is made through the API and its session cookie is
// sent by Lighthouse) of the German and the Dutch storefront, and the two references of the floor
// (lighthouse-floor.mjs: the German home with no JavaScript, and with React alone). `LH_PAGES=all`
// measures every page the bench knows (account, content pages, landing pages …),
// `LH_PAGES=de-home,nl-list` those.
// `LH_CPU=calibrated`, `LH_CPU=4` or `LH_CPU=2.5,4`: other throttlings (the calibration runs anyway).
// Each page is requested twice before it is measured: a production server is warm (remote server
// builds evaluated, catalogues loaded), the first request after a start is not what shoppers see.
// Results, every run's figures included, go to bench-results/lighthouse-<time>.json (LH_OUT: another
// file; git-ignored), refused runs too (marked), so a note can cite them. `LH_LHR_DIR=<folder>` also
// keeps each run's whole Lighthouse report there (LCP element and breakdown, main-thread breakdown).
// Needs `pnpm build` first and Debian's Chromium (CHROME_PATH, default /usr/bin/chromium).
// `node scripts/lighthouse.mjs --dry-run`: starts the server, makes the baskets, checks that every page
// answers 200 and lists what it would measure, without Chromium.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { basketCookie, CHROME_FLAGS, graphqlAs, provenance, startShopServer, warm } from './bench-server.mjs';
import { FLOOR_PAGES, startFloorServer } from './lighthouse-floor.mjs';
import {
  calibratedMultiplier,
  indexDrift,
  MAX_INDEX_CHANGE,
  median,
  metricsOf,
  parseThrottlings,
  renderTable,
  selectPages,
  summarize,
  throttlingName,
} from './lighthouse-stats.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2eRequire = createRequire(join(root, 'e2e/package.json'));
const port = Number(process.env.LH_PORT ?? 3300);
const RUNS = Math.min(Math.max(Number(process.env.LH_RUNS) || 3, 1), 9);
const CALIBRATION_RUNS = 3;
const base = `http://localhost:${port}`;
const nlBase = `http://cb.localhost:${port}`;
const throttlings = parseThrottlings(process.env.LH_CPU);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const startedAt = new Date();
const outFile = process.env.LH_OUT ?? join(root, 'bench-results', `lighthouse-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
/**
 * The pages of the targets (issue 37) and the two references of the floor (lighthouse-floor.mjs: the
 * German home with no JavaScript, and with React alone): measured when LH_PAGES does not say otherwise.
 */
const TARGET_PAGES = [
  ...['home', 'list', 'product', 'balance-check', 'blog-article', 'checkout'].flatMap((page) => [`de-${page}`, `nl-${page}`]),
  FLOOR_PAGES.noJs,
  FLOOR_PAGES.reactOnly,
];

/** The production server (bench-server.mjs: demo mode, a fresh runtime folder, /readyz). */
let server = null;
/** The references' server (lighthouse-floor.mjs), in front of the production server. */
let floor = null;
/** The calibration page: a tiny document of its own (Lighthouse measures the host before it loads it). */
const calibrationServer = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>calibration</title><p>calibration</p></html>');
});
let exitCode = 0;
try {
  await new Promise((resolve) => calibrationServer.listen(0, '127.0.0.1', resolve));
  const calibrationUrl = `http://127.0.0.1:${calibrationServer.address().port}/`;
  server = await startShopServer({ root, port, name: 'lh' });
  floor = await startFloorServer({ root, shopOrigin: base });
  const firstProduct = async (origin) => (await graphqlAs(origin, '{ products(paging: { itemsPerPage: 1 }) { items { path } } }')).data.products.items[0].path;
  const firstArticle = async (origin) => (await graphqlAs(origin, '{ blog { data { articles { path } } } }')).data.blog.data.articles[0].path;
  const [deProduct, nlProduct, deArticle, nlArticle] = await Promise.all([firstProduct(base), firstProduct(nlBase), firstArticle(base), firstArticle(nlBase)]);
  const page = (label, origin, path, extra = {}) => ({ label, origin, path, ...extra });
  const all = [
    page('de-home', base, '/'),
    page('de-list', base, '/geschenkkarten/'),
    page('de-product', base, deProduct),
    page('de-balance-check', base, '/guthaben-pruefen/'),
    page('de-blog-article', base, deArticle),
    page('de-checkout', base, '/kasse/', { basket: deProduct }),
    page('nl-home', nlBase, '/'),
    page('nl-list', nlBase, '/cadeaubonnen/'),
    page('nl-product', nlBase, nlProduct),
    page('nl-balance-check', nlBase, '/saldocheck/'),
    page('nl-blog-article', nlBase, nlArticle),
    page('nl-checkout', nlBase, '/bestellen/', { basket: nlProduct }),
    page(FLOOR_PAGES.noJs, floor.origin, `/${FLOOR_PAGES.noJs}`),
    page(FLOOR_PAGES.reactOnly, floor.origin, `/${FLOOR_PAGES.reactOnly}`),
    page('de-basket', base, '/warenkorb/', { basket: deProduct }),
    page('nl-basket', nlBase, '/winkelmandje/', { basket: nlProduct }),
    page('de-account', base, '/account/'),
    page('nl-account', nlBase, '/account/'),
    page('de-imprint', base, '/impressum/'),
    page('nl-terms', nlBase, '/algemene-voorwaarden/'),
    page('de-contact', base, '/kontakt/'),
    page('nl-withdrawal', nlBase, '/overeenkomst-herroepen/'),
    page('de-withdrawal', base, '/vertrag-widerrufen/'),
    page('nl-contact', nlBase, '/klantenservice/contact/'),
    page('de-blog', base, '/blog/'),
    page('nl-landing', nlBase, '/kerst/'),
    page('de-landing', base, '/weihnachten/'),
    page('nl-helpdesk', nlBase, '/helpdesk/'),
    page('de-business', base, '/unternehmen/'),
    page('nl-business', nlBase, '/zakelijk/'),
    page('de-activation', base, '/aktivieren/'),
    page('nl-activation', nlBase, '/activeren/'),
    page('de-doubler', base, '/verdoppler/'),
    page('nl-doubler', nlBase, '/verdubbelaar/'),
  ];
  const pages = selectPages(all, process.env.LH_PAGES, TARGET_PAGES);
  for (const p of pages) {
    if (p.basket) {
      p.cookie = await basketCookie(p.origin, p.basket);
      const { data } = await graphqlAs(p.origin, '{ cartQuantity { cardQty } }', {}, p.cookie);
      if (!(data.cartQuantity?.cardQty > 0)) throw new Error(`${p.label}: the basket made for it is empty`);
    }
    await warm(p.origin, p.path, { cookie: p.cookie, label: p.label });
  }
  if (process.argv.includes('--dry-run')) {
    // What would be measured, without Chromium: the pages answer, the baskets are there.
    for (const p of pages) console.log(`${p.label}: ${p.origin}${p.path}${p.cookie ? ' (with a card in the basket)' : ''}`);
    console.log(`throttlings: ${throttlings.map((t) => throttlingName(t, 'N')).join(', ')}; ${RUNS} runs each; results would go to ${relative(root, outFile)}`);
    await floor.stop();
    await server.stop();
    calibrationServer.close();
    process.exit(0);
  }

  const { default: lighthouse } = await import(pathToFileURL(e2eRequire.resolve('lighthouse')).href);
  // chrome-launcher comes with lighthouse (pnpm keeps it private to lighthouse's folder).
  const lighthouseRequire = createRequire(e2eRequire.resolve('lighthouse'));
  const chromeLauncher = await import(pathToFileURL(lighthouseRequire.resolve('chrome-launcher')).href);
  const { computeMedianRun } = await import(pathToFileURL(join(dirname(e2eRequire.resolve('lighthouse/package.json')), 'core/lib/median-run.js')).href);
  const lighthouseVersion = e2eRequire('lighthouse/package.json').version;

  /** Lighthouse's benchmarkIndex, CALIBRATION_RUNS times, on the tiny page. */
  async function calibrate(when) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const indices = [];
      for (let i = 0; i < CALIBRATION_RUNS; i += 1) {
        const { lhr } = await lighthouse(calibrationUrl, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'] });
        indices.push(Math.round(lhr.environment.benchmarkIndex));
      }
      console.log(`calibration (${when}): benchmarkIndex ${indices.join(', ')}, median ${median(indices)}`);
      return indices;
    } finally {
      await chrome.kill();
    }
  }

  const startIndices = await calibrate('start');
  const calibrated = calibratedMultiplier(median(startIndices));
  const plans = throttlings.map((t) => ({ name: throttlingName(t, calibrated), multiplier: t.kind === 'calibrated' ? calibrated : t.multiplier }));
  console.log(
    `CPU throttling: ${plans.map((p) => p.name).join(' and ')} (the calibrated one by Lighthouse's calculator for ${median(startIndices)}); ${pages.length} pages, ${RUNS} runs each per throttling\n`,
  );

  /** Audits that kept a page under 100 in accessibility, best practices or SEO. */
  const problems = [];
  const measured = [];
  for (const p of pages) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const url = `${p.origin}${p.path}`;
    const runs = new Map(plans.map((plan) => [plan.name, []]));
    try {
      for (let run = 0; run < RUNS; run += 1) {
        for (const plan of plans) {
          const { lhr } = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            throttling: { cpuSlowdownMultiplier: plan.multiplier },
            ...(p.cookie ? { extraHeaders: { Cookie: p.cookie } } : {}),
          });
          // LH_LHR_DIR keeps each run's whole report (its trace-derived audits) to see where the time goes.
          if (process.env.LH_LHR_DIR) {
            mkdirSync(process.env.LH_LHR_DIR, { recursive: true });
            writeFileSync(join(process.env.LH_LHR_DIR, `${p.label}-${plan.multiplier}x-${run + 1}.json`), JSON.stringify(lhr));
          }
          const metrics = metricsOf(lhr);
          // Checkout that lost its basket goes back to the basket: that is not the checkout measured.
          const endedOn = metrics.finalUrl ? new URL(metrics.finalUrl).pathname : p.path;
          if (endedOn !== p.path) {
            if (p.basket && !metrics.error) metrics.error = `ENDED_ON ${endedOn}`;
            else metrics.endedOn = endedOn;
          }
          runs.get(plan.name).push({ metrics, lhr });
          console.log(
            `${p.label} ${plan.name} run ${run + 1}/${RUNS}: ${metrics.error ? `FAILED ${metrics.error}` : `${metrics.score}, LCP ${(metrics.lcp / 1000).toFixed(1)} s, TBT ${Math.round(metrics.tbt)} ms`} (benchmarkIndex ${Math.round(metrics.index)})`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
    const results = plans.map((plan) => ({ name: plan.name, multiplier: plan.multiplier, summary: summarize(runs.get(plan.name).map((r) => r.metrics)), runs: runs.get(plan.name).map((r) => r.metrics) }));
    // Accessibility, best practices, SEO and the JavaScript bytes do not depend on the CPU: from the
    // median run (Lighthouse's own choice, lighthouse/core/lib/median-run.js) of the first throttling.
    const good = runs.get(plans[0].name).filter((r) => !r.metrics.error);
    let other = null;
    if (good.length > 0) {
      const { categories, audits } = computeMedianRun(good.map((r) => r.lhr));
      const score = (c) => Math.round((categories[c]?.score ?? 0) * 100);
      const scripts = (audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
      other = {
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        jsTransferredBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      };
      for (const category of ['accessibility', 'best-practices', 'seo']) {
        for (const ref of categories[category]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
            const items = (audit.details?.items ?? []).map((item) => item.node?.snippet ?? item.url ?? '').filter(Boolean);
            problems.push(`${p.label} ${category}: ${ref.id} ${items.slice(0, 3).join(' | ')}`);
          }
        }
      }
    }
    measured.push({ label: p.label, url, withBasket: Boolean(p.cookie), results, other });
  }

  const endIndices = await calibrate('end');
  const drift = indexDrift({
    start: startIndices,
    end: endIndices,
    groups: measured.flatMap((m) => m.results.map((r) => ({ label: `${m.label} ${r.name}`, indices: r.runs.filter((x) => !x.error).map((x) => x.index) }))),
  });
  const percent = (x) => `${x > 0 ? '+' : ''}${Math.round(x * 100)} %`;
  const indexLine = `benchmarkIndex: start ${drift.startMedian} (${startIndices.join(', ')}), end ${drift.endMedian} (${endIndices.join(', ')}); single runs ${Math.round(drift.min)}–${Math.round(drift.max)}; largest change of a median against the start: ${drift.worst ? `${percent(drift.worst.change)} (${drift.worst.label}, ${Math.round(drift.worst.median)})` : 'none'}`;
  const refused = drift.ok
    ? null
    : `the host's benchmarkIndex moved more than ${MAX_INDEX_CHANGE * 100} % during the run (${drift.worst ? `${drift.worst.label}: ${Math.round(drift.worst.median)} against ${drift.startMedian} at the start` : 'no calibration'}): the machine was busier or faster than it was calibrated as, so these figures measure the machine, not the shop`;

  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(
    outFile,
    `${JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        endedAt: new Date().toISOString(),
        ...provenance(root),
        lighthouse: lighthouseVersion,
        runsPerPage: RUNS,
        refused,
        index: { start: startIndices, end: endIndices, startMedian: drift.startMedian, endMedian: drift.endMedian, min: drift.min, max: drift.max, worst: drift.worst, maxChange: MAX_INDEX_CHANGE },
        throttlings: plans,
        pages: measured.map(({ label, url, withBasket, results, other }) => ({ label, url, withBasket, other, results })),
        problems,
      },
      null,
      2,
    )}\n`,
  );
  const saved = relative(root, outFile).startsWith('..') ? outFile : relative(root, outFile);

  console.log(`\n${indexLine}`);
  if (refused) {
    console.error(`\nREFUSED: ${refused}. No table; the runs are in ${saved} (marked refused). Run again on a quiet machine.`);
    exitCode = 2;
  } else {
    const names = plans.map((p) => p.name);
    console.log(
      `\n## Lighthouse ${lighthouseVersion}, mobile, ${names.join(' and ')} CPU (production build, server-rendered; median (range) of ${RUNS} runs; index ${drift.startMedian} → ${drift.endMedian})\n`,
    );
    console.log(renderTable(measured, names));
    if (measured.some((m) => Object.values(FLOOR_PAGES).includes(m.label))) {
      console.log(
        `\n${FLOOR_PAGES.noJs} and ${FLOOR_PAGES.reactOnly} are references, not shop pages: the German home's own HTML with no JavaScript, and with React DOM alone hydrating one element (${(floor.scriptBytes / 1024).toFixed(1)} kB gzip; lighthouse-floor.mjs, ADR 0067).`,
      );
    }
    console.log('\n| page | accessibility | best practices | SEO | JS transferred |');
    console.log('|---|---:|---:|---:|---:|');
    for (const m of measured) {
      const o = m.other;
      console.log(o ? `| ${m.label} | ${o.accessibility} | ${o.bestPractices} | ${o.seo} | ${(o.jsTransferredBytes / 1024).toFixed(1)} kB |` : `| ${m.label} | – | – | – | – |`);
    }
    const failed = measured.flatMap((m) => m.results.flatMap((r) => r.runs.filter((x) => x.error).map((x) => `${m.label} ${r.name}: ${x.error}`)));
    if (failed.length > 0) console.log(`\nFailed runs (left out of the medians):\n${failed.map((f) => `- ${f}`).join('\n')}`);
    if (problems.length > 0) console.log(`\nBelow 100:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    console.log(`\nResults: ${saved}`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await floor?.stop();
  await server?.stop();
  calibrationServer.close();
}
process.exit(exitCode);
