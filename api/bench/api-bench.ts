/**
 * `pnpm --filter @shop/api bench`: requests per second and p50/p99 latency of the API's hot queries
 * (src/testing/hot-queries.ts) against the real server, side by side with a trivial query on the same
 * server, on PGlite and on PostgreSQL, with issue 14's targets checked. The cart scenarios read a real
 * cart (two receivers, one with gift packing, wrapper and message) through its session cookie.
 *
 * For each database it starts `src/main.ts` in its own process (production mode) on a free port of
 * 127.0.0.1: PGlite in a temp folder; PostgreSQL from BENCH_DATABASE_URL, or else a throwaway server
 * (src/testing/postgres-server.ts) where PostgreSQL is installed (skipped with the reason where it
 * is not). The server migrates and seeds on start. It checks every query answers without errors,
 * then drives each for BENCH_DURATION seconds (default 10, at most 60) with BENCH_CONNECTIONS
 * concurrent connections (default 50, at most 200) using autocannon, after a short warm-up.
 * BENCH_DATABASES=pglite (or postgres) runs one of them. Nothing leaves the machine.
 *
 * Public answers (catalogue, search) are cached until the data changes (ADR 0017): a repeated query
 * is served from the cache, so "search, a new input each time" sends a different text with every
 * request, the cost of a search nobody asked before.
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from '../src/testing/api-process';
import { HOT_QUERIES } from '../src/testing/hot-queries';
import { type PostgresServer, postgresUnavailableReason, startPostgresServer } from '../src/testing/postgres-server';

const bounded = (value: string | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Number(value) || fallback, 1), max);
const DURATION = bounded(process.env.BENCH_DURATION, 10, 60);
const CONNECTIONS = bounded(process.env.BENCH_CONNECTIONS, 50, 200);
const WARMUP = 2;

interface Scenario {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** Sends the cart cookie made by `prepareCart`. */
  withCart?: boolean;
  /** Variables made anew for every request (defeats the cache of public answers). */
  freshVariables?: () => Record<string, unknown>;
  /** Issue 14: at least this share of `{ ping }`'s requests per second. */
  minShareOfPing?: number;
}

/** A word no shopper typed before: letters only, so it goes through full text and then the typo fallback. */
function unseenWord(): string {
  const letters = 'abcdefghiklmnoprstuvw';
  let word = '';
  for (let i = 0; i < 8; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

const SCENARIOS: Scenario[] = [
  { name: 'trivial `{ ping }`', query: '{ ping }' },
  { name: 'product list (16 cards, page 2)', ...HOT_QUERIES.productList, minShareOfPing: 0.4 },
  { name: 'product page (variations, categories, metadata)', ...HOT_QUERIES.productPage, minShareOfPing: 0.4 },
  { name: 'search_v1 "resta" (full text, prefix)', ...HOT_QUERIES.search, minShareOfPing: 0.4 },
  { name: 'search_v1 "restuarant" (typo fallback)', ...HOT_QUERIES.searchTypo, minShareOfPing: 0.4 },
  { name: 'search_v1, a new input each time (never cached)', query: HOT_QUERIES.searchTypo.query, freshVariables: () => ({ inputText: unseenWord() }) },
  { name: 'cartV2 (2 receivers, 2 packages, all fields)', ...HOT_QUERIES.cartV2, minShareOfPing: 0.25 },
  { name: 'cartQuantity (the badge)', ...HOT_QUERIES.cartQuantity },
];

const HEADERS = {
  'content-type': 'application/json',
  accept: 'application/json',
  'accept-encoding': 'br, gzip',
  'x-store': '60',
  'x-lang': 'de',
  'x-country': 'DE',
};

/** Puts an Apple card for two receivers into a new cart; returns its cookie. */
async function prepareCart(base: string): Promise<string> {
  const post = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...HEADERS, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      res,
      body: (await res.json()) as {
        data?: {
          product?: { id: string; variations: { id: string; variationType: string }[] };
          addGiftCardPackage?: { errors: unknown[] };
        };
        errors?: unknown[];
      },
    };
  };
  const { body: product } = await post('query ($path: String!) { product(path: $path) { id variations { id variationType } } }', {
    path: '/geschenkkarten/apple-geschenkkarte/',
  });
  if (!product.data?.product) throw new Error('the Apple card is missing from the seed');
  const { id, variations } = product.data.product;
  const add = 'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { errors { message } } }';
  let cookie: string | undefined;
  for (const variation of variations) {
    const physical = variation.variationType === 'PHYSICAL';
    const { res, body } = await post(
      add,
      {
        input: {
          productId: id,
          variationId: variation.id,
          variationType: variation.variationType,
          amountCents: 5000,
          quantity: 2,
          giftPacking: physical,
          wrapper: physical ? 'PHYSICAL' : null,
          personalMessage: physical ? 'Alles Gute!' : null,
        },
      },
      cookie,
    );
    if (body.errors || body.data?.addGiftCardPackage?.errors.length) throw new Error(`preparing the cart failed: ${JSON.stringify(body)}`);
    cookie ??= res.headers.getSetCookie()[0]?.split(';')[0];
  }
  if (!cookie) throw new Error('no cart cookie was issued');
  return cookie;
}

let cartCookie = '';
const headersFor = (scenario: Scenario): Record<string, string> => (scenario.withCart ? { ...HEADERS, cookie: cartCookie } : HEADERS);

async function check(base: string, scenario: Scenario): Promise<number> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { ...headersFor(scenario), 'accept-encoding': 'identity' },
    body: JSON.stringify({ query: scenario.query, variables: scenario.freshVariables?.() ?? scenario.variables }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { errors?: unknown[]; data?: unknown };
  if (!res.ok || body.errors || !body.data) throw new Error(`${scenario.name} failed: ${text.slice(0, 300)}`);
  return text.length;
}

function run(base: string, scenario: Scenario, duration: number): Promise<autocannon.Result> {
  const body = JSON.stringify({ query: scenario.query, variables: scenario.variables });
  const fresh = scenario.freshVariables;
  return autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    headers: headersFor(scenario),
    body,
    ...(fresh ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: scenario.query, variables: fresh() }) }) }] } : {}),
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
  });
}

interface Row {
  scenario: Scenario;
  result: autocannon.Result;
  size: number;
}

/** Issue 14's targets for one database, as lines to print; empty when all are met. */
function missedTargets(rows: Row[], p99Max: number): string[] {
  const missed: string[] = [];
  const ping = rows[0]?.result.requests.average ?? 0;
  for (const { scenario, result } of rows) {
    const failed = result.errors + result.timeouts + result.non2xx;
    if (failed) missed.push(`${scenario.name}: ${failed} errors`);
    if (!scenario.minShareOfPing) continue;
    const share = result.requests.average / ping;
    if (share < scenario.minShareOfPing) missed.push(`${scenario.name}: ${(share * 100).toFixed(1)} % of ping, target ${scenario.minShareOfPing * 100} %`);
    if (result.latency.p99 > p99Max) missed.push(`${scenario.name}: p99 ${result.latency.p99} ms, target ${p99Max} ms`);
  }
  const prefix = rows.find((row) => row.scenario.name.includes('prefix'))?.result.latency.p50 ?? 0;
  const typo = rows.find((row) => row.scenario.name.includes('typo'))?.result.latency.p50 ?? 0;
  if (typo > 2 * Math.max(prefix, 1)) missed.push(`typo search p50 ${typo} ms, more than twice the prefix search's ${prefix} ms`);
  return missed;
}

async function benchOne(database: 'PGlite' | 'PostgreSQL', databaseUrl: string | undefined, p99Max: number): Promise<boolean> {
  const started = Date.now();
  const dataDir = newDataDir('shop-api-bench-');
  let server: ApiProcess | undefined;
  try {
    server = await startApiProcess({ dataDir, env: { OPERATOR_TOKEN: 'bench-only', DATABASE_URL: databaseUrl ?? '' } });
    const base = server.base;
    console.log(`\n### ${database}\n\nServer up on ${base} (${database}, migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    cartCookie = await prepareCart(base);
    const sizes = new Map<string, number>();
    for (const scenario of SCENARIOS) sizes.set(scenario.name, await check(base, scenario));
    console.log(
      `Each query: ${WARMUP} s warm-up, then ${DURATION} s with ${CONNECTIONS} connections (POST /graphql, x-store 60, accept-encoding br). ` +
        `Node ${process.version}, ${cpus().length} CPU(s) shared by server, database and load generator.\n`,
    );
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      await run(base, scenario, WARMUP);
      rows.push({ scenario, result: await run(base, scenario, DURATION), size: sizes.get(scenario.name) ?? 0 });
    }
    const ping = rows[0]?.result.requests.average ?? 1;
    console.log('| query | req/s | share of `{ ping }` | p50 ms | p99 ms | requests | errors | JSON size |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const { scenario, result, size } of rows) {
      const failed = result.errors + result.timeouts + result.non2xx;
      const share = `${((result.requests.average / ping) * 100).toFixed(1)} %${scenario.minShareOfPing ? ` (≥ ${scenario.minShareOfPing * 100} %)` : ''}`;
      console.log(
        `| ${scenario.name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${share} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total.toLocaleString('en')} | ${failed} | ${(size / 1024).toFixed(1)} kB |`,
      );
    }
    const missed = missedTargets(rows, p99Max);
    console.log(missed.length ? `\nTargets missed on ${database} (p99 ≤ ${p99Max} ms):\n${missed.map((m) => `- ${m}`).join('\n')}` : `\nAll targets met on ${database} (p99 ≤ ${p99Max} ms).`);
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    if (server) console.error(`--- server output ---\n${server.log().slice(-4000)}`);
    return false;
  } finally {
    await server?.stop();
    removeDataDir(dataDir);
  }
}

const only = process.env.BENCH_DATABASES;
let ok = true;
if (!only || only === 'pglite') ok = (await benchOne('PGlite', undefined, 300)) && ok;
if (!only || only === 'postgres') {
  let postgres: PostgresServer | undefined;
  const unavailable = process.env.BENCH_DATABASE_URL ? null : postgresUnavailableReason();
  if (unavailable) {
    console.log(`\n### PostgreSQL\n\nSkipped: ${unavailable} (or set BENCH_DATABASE_URL).`);
  } else {
    try {
      let url = process.env.BENCH_DATABASE_URL;
      if (!url) {
        postgres = await startPostgresServer();
        url = postgres.url;
      }
      ok = (await benchOne('PostgreSQL', url, 100)) && ok;
    } finally {
      postgres?.stop();
    }
  }
}
console.log('');
if (!ok) process.exitCode = 1;
