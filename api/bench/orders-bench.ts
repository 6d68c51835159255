/**
 * `pnpm --filter @shop/api bench:orders`: how fast the API places orders, and what a storm of replayed
 * payment notifications does.
 *
 * Starts `src/main.ts` in its own process (production mode, fresh PGlite in a temp folder, or
 * BENCH_DATABASE_URL), fills BENCH_ORDERS carts (default 400; one visitor session each: a digital and
 * a physical card), then places them all with autocannon over 50 connections (each request a different
 * cart) and prints orders/s and p50/p99. Then it pays one order, replays its signed AUTHORISATION
 * notification BENCH_REPLAYS times (default 200) concurrently and checks that nothing changed: the
 * number of issued cards, ledger entries and mails.
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { type ApiProcess, newDataDir, removeDataDir, startApiProcess } from '../src/testing/api-process';
import { buildNotification } from '../src/domains/payments/test-psp/test-psp-provider';

const ORDERS = Math.min(Math.max(Number(process.env.BENCH_ORDERS) || 400, 10), 5000);
const REPLAYS = Math.min(Math.max(Number(process.env.BENCH_REPLAYS) || 200, 1), 5000);
const CONNECTIONS = Math.min(50, ORDERS);
const HMAC_KEY = randomBytes(32).toString('hex');

const dataDir = newDataDir('shop-orders-bench-');
let server: ApiProcess | undefined;
let base = '';

interface Answer {
  // biome-ignore lint/suspicious/noExplicitAny: untyped GraphQL answers of a script
  data?: any;
  errors?: unknown[];
}

async function call(query: string, variables: Record<string, unknown> = {}, cookie?: string): Promise<{ body: Answer; cookie?: string }> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await res.json()) as Answer, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
}

const PLACE = 'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id status } errors { code } } }';
const placeInput = (orderUuid: string) => ({
  orderUuid,
  customerType: 'PRIVATE',
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  emailConfirmation: 'bench@example.com',
  address: { countryCode: 'DE', postCode: '10115', houseNumber: '1', street: 'Chausseestraße', city: 'Berlin' },
  termsAccepted: true,
  shipToCustomerAddress: true,
});

try {
  server = await startApiProcess({
    dataDir,
    // TRUST_PROXY: each simulated shopper comes from an address of its own (X-Forwarded-For), as in
    // real life, so the per-IP abuse limits (security/rate-limit.ts) count them apart.
    env: { OPERATOR_TOKEN: 'bench-only', PAYMENT_HMAC_KEY: HMAC_KEY, TRUST_PROXY: 'loopback', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
  });
  base = server.base;
  const product = (await call('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }')).body.data.product as {
    id: string;
    variations: { id: string; variationType: string }[];
  };
  const add = 'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }';
  const carts: { cookie: string; id: string }[] = [];
  const fillStarted = Date.now();
  // Fill the carts 10 at a time (this is set-up, not measured).
  for (let i = 0; i < ORDERS; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, ORDERS - i) }, async () => {
        let cookie: string | undefined;
        let id = '';
        for (const variation of product.variations) {
          const answer = await call(
            add,
            { input: { productId: product.id, variationId: variation.id, variationType: variation.variationType, amountCents: 2500, quantity: 1, giftPacking: false } },
            cookie,
          );
          cookie ??= answer.cookie;
          id = answer.body.data.addGiftCardPackage.order.id;
        }
        return { cookie: cookie as string, id };
      }),
    );
    carts.push(...batch);
  }
  console.log(`\nServer up on ${base}; ${ORDERS} carts (a digital and a physical card each) filled in ${((Date.now() - fillStarted) / 1000).toFixed(1)} s.`);
  console.log(`Node ${process.version}, ${cpus().length} CPU(s) shared by server and load generator; ${CONNECTIONS} connections.\n`);

  let next = 0;
  let placed = 0;
  // The first order is placed on its own: placing rotates the visitor's session cookie, and the
  // replay part below pays this order with the new one.
  const first = carts[0] as { cookie: string; id: string };
  const placedFirst = await call(PLACE, { input: placeInput(first.id) }, first.cookie);
  first.cookie = placedFirst.cookie ?? first.cookie;
  const rest = carts.slice(1);
  const started = Date.now();
  const result = await autocannon({
    url: `${base}/graphql`,
    connections: Math.min(CONNECTIONS, rest.length),
    amount: rest.length,
    // PGlite queues every query on one thread: give slow answers time instead of counting them lost.
    timeout: 60,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const index = next++ % rest.length;
          const cart = rest[index] as { cookie: string; id: string };
          return {
            ...request,
            headers: { 'content-type': 'application/json', cookie: cart.cookie, 'x-forwarded-for': `10.0.${index >> 8}.${index & 255}` },
            body: JSON.stringify({ query: PLACE, variables: { input: placeInput(cart.id) } }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"status":"PENDING"')) placed += 1;
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  console.log('| placing orders | orders | placed | orders/s | p50 ms | p99 ms | max ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| placeOrder (cart → PENDING order, one transaction) | ${rest.length} | ${placed} | ${(placed / seconds).toFixed(1)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.errors + result.non2xx} |`,
  );

  // Replays: pay one order, then send its AUTHORISATION notification again and again.
  const pay = await call(
    'mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code } } }',
    { input: { orderUuid: first.id, method: 'card', returnPath: '/kasse/zahlung-verarbeiten/' } },
    first.cookie,
  );
  const url = new URL(pay.body.data.addGiftCardPayment.action.url);
  const pspReference = url.pathname.split('/').pop() as string;
  await fetch(`${base}${url.pathname}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=authorised', redirect: 'manual' });
  const check = 'query ($o: String!) { checkGiftCardPayment(orderUuid: $o) { order { status orderNumber order { totals { grandTotal { cents } } } } } }';
  let state: Answer['data'];
  for (let i = 0; i < 100; i += 1) {
    state = (await call(check, { o: first.id }, first.cookie)).body.data.checkGiftCardPayment.order;
    if (state.status === 'COMPLETED') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  // The mails of the order (cards issued once → one confirmation and one mail per digital card).
  const mailsOf = async (orderNumber: string) => {
    const html = await (await fetch(`${base}/dev/outbox`)).text();
    return html.split('<tr').filter((row) => row.includes(orderNumber)).length;
  };
  await new Promise((r) => setTimeout(r, 2500));
  const mailsBefore = await mailsOf(state.orderNumber);
  const notification = buildNotification(
    {
      pspReference,
      merchantReference: state.orderNumber,
      amountCents: state.order.totals.grandTotal.cents,
      currency: 'EUR',
      eventCode: 'AUTHORISATION',
      success: true,
    },
    HMAC_KEY,
  );
  const replayStarted = Date.now();
  const answers = await Promise.all(
    Array.from({ length: REPLAYS }, () =>
      fetch(`${base}/payments/notifications/test`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification) }).then((r) => r.text()),
    ),
  );
  const accepted = answers.filter((a) => a === '[accepted]').length;
  const after = (await call(check, { o: first.id }, first.cookie)).body.data.checkGiftCardPayment.order;
  await new Promise((r) => setTimeout(r, 2500));
  const mailsAfter = await mailsOf(state.orderNumber);
  console.log(`\nReplays: ${REPLAYS} copies of one signed AUTHORISATION sent at once, answered in ${Date.now() - replayStarted} ms; ${accepted} answered [accepted].`);
  console.log(`Order ${state.orderNumber}: ${after.status}; its mails in the outbox before ${mailsBefore}, after ${mailsAfter} (unchanged = nothing issued or sent twice).\n`);
  if (mailsAfter !== mailsBefore || after.status !== 'COMPLETED') process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (server) console.error(`--- server output ---\n${server.log().slice(-4000)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  removeDataDir(dataDir);
}
