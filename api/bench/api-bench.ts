/**
 * `pnpm --filter @shop/api bench`: requests per second and p50/p99 latency of the catalogue and cart
 * queries against the real server, side by side with a trivial query on the same server. The cart
 * scenarios read a real cart (two receivers, one with gift packing, wrapper and message) through
 * its session cookie.
 *
 * Starts `src/main.ts` in its own process (production mode) on a free port of 127.0.0.1 with a
 * fresh PGlite database in a temp folder (seeded on start), checks every query answers without
 * errors, then drives each for BENCH_DURATION seconds (default 10, at most 60) with
 * BENCH_CONNECTIONS concurrent connections (default 50, at most 200) using autocannon, after a
 * short warm-up. Nothing leaves the machine.
 *
 * BENCH_DATABASE_URL=postgres://… runs the same against a PostgreSQL server instead of PGlite (the
 * server migrates and seeds it on start, like any start).
 */
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from '../src/testing/api-process';

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
}

const CARD = 'id title heroTitle image { url { href } alt } backgroundColor path productType showShadow description';
const SCENARIOS: Scenario[] = [
  { name: 'trivial `{ ping }`', query: '{ ping }' },
  {
    name: 'product list (16 cards, page 2)',
    query: `query ($paging: PagingInput) { products(paging: $paging) { total pageCount items { ${CARD} } } }`,
    variables: { paging: { itemsPerPage: 16, pageNumber: 2 } },
  },
  {
    name: 'product page (variations, categories, metadata)',
    query: `query ($path: String!) { product(path: $path) { ${CARD} inStock registeredShipping brand { name }
      orderLimits { maxQuantity maxTotal { value } }
      variations { id title sku variationType price { currency value } pricesToShow { value } hasFixedPrices minPrice { value } maxPrice { value } }
      categories { title path } metadata { title description hreflangTags { hreflang href } } } }`,
    variables: { path: '/geschenkkarten/apple-geschenkkarte/' },
  },
  {
    name: 'search_v1 "resta" (full text, prefix)',
    query: `query ($inputText: String!) { search_v1(inputText: $inputText) { matchMode errors { code }
      body { groupType items { ... on Product { id path title image { url { href } } } ... on Occasion { id path heroTitle } } } } }`,
    variables: { inputText: 'resta' },
  },
  {
    name: 'search_v1 "restuarant" (typo fallback)',
    query: `query ($inputText: String!) { search_v1(inputText: $inputText) { matchMode
      body { groupType items { ... on Product { id path title } ... on Occasion { id path } } } } }`,
    variables: { inputText: 'restuarant' },
  },
  {
    name: 'cartV2 (2 receivers, 2 packages, all fields)',
    withCart: true,
    query: `{ cartV2 { errors { code } data { id currency deliveryMode limits { maxCardsPerOrder }
      shipments { tag deliveryType registered deliveryDate { from to dispatchDate scheduledAt }
        deliveryAddress { firstName lastName email postCode city }
        packages { id kind variationType qty giftPacking { qty } wrapper { kind } personalMessage amount { value currency } total { value }
          product { id title path image { url { href } } backgroundColor digitalVariationConfig { minPrice { value } maxPrice { value } } }
          items { kind qty text variation { title sku price { value } } total { value } } } }
      groupedTotals { digitalTotal { qty price { value } } physicalTotal { qty price { value } } extra { qty price { value } } }
      totals { subTotal { value } grandTotal { value } grandTotalWithoutTax { value } tax { value } adjustments { title adjustmentType price { value } } }
      packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { value }
        cardsPreviews { productLabel color { color opacity } image { url { href } alt } } } } } }`,
  },
  {
    name: 'cartQuantity (the badge)',
    withCart: true,
    query: '{ cartQuantity { id cardQty variationQty totalQuantity packageIds packagesGroups { tag packageIds } } }',
  },
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
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { errors?: unknown[]; data?: unknown };
  if (!res.ok || body.errors || !body.data) throw new Error(`${scenario.name} failed: ${text.slice(0, 300)}`);
  return text.length;
}

function run(base: string, scenario: Scenario, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    headers: headersFor(scenario),
    body: JSON.stringify({ query: scenario.query, variables: scenario.variables }),
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
  });
}

const started = Date.now();
const dataDir = newDataDir('shop-api-bench-');
let server: ApiProcess | undefined;
try {
  server = await startApiProcess({ dataDir, env: { OPERATOR_TOKEN: 'bench-only', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' } });
  const base = server.base;
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'fresh PGlite';
  console.log(`\nServer up on ${base} (${database}, migrated and seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  cartCookie = await prepareCart(base);
  const sizes = new Map<string, number>();
  for (const scenario of SCENARIOS) sizes.set(scenario.name, await check(base, scenario));
  console.log(
    `Each query: ${WARMUP} s warm-up, then ${DURATION} s with ${CONNECTIONS} connections (POST /graphql, x-store 60, accept-encoding br). ` +
      `Node ${process.version}, ${cpus().length} CPU(s) shared by server and load generator.\n`,
  );
  const rows: string[] = [];
  for (const scenario of SCENARIOS) {
    await run(base, scenario, WARMUP);
    const result = await run(base, scenario, DURATION);
    const failed = result.errors + result.timeouts + result.non2xx;
    rows.push(
      `| ${scenario.name} | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total.toLocaleString('en')} | ${failed} | ${((sizes.get(scenario.name) ?? 0) / 1024).toFixed(1)} kB |`,
    );
  }
  console.log('| query | req/s | p50 ms | p99 ms | requests | errors | JSON size |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log('');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (server) console.error(`--- server output ---\n${server.log().slice(-4000)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  removeDataDir(dataDir);
}
