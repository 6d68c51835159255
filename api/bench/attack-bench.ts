/**
 * `pnpm bench:attack` (issue 31): does the shop stay up for shoppers while someone attacks it?
 *
 * As in production: one API process (the production build's shell, on PostgreSQL: BENCH_DATABASE_URL
 * or a throwaway server of the installed binaries; BENCH_DATABASE=pglite for PGlite in a temp folder;
 * `SHOP_MODE=demo` for the test payment service) behind Debian's nginx with the shipped configuration
 * (deploy/nginx/shop.conf, testing/nginx.ts), the shop trusting it (TRUST_PROXY=127.0.0.1). Every
 * client has an address of its own on loopback (127.0.0.x as the source address): each shopper one,
 * the attacker another (127.0.0.66; the PIN guesser ten), so nginx and the shop see them apart as they
 * would see visitors. Without nginx installed the bench says so and stops.
 *
 * Shopper traffic: BENCH_SHOPPERS virtual shoppers (default 6), each in a loop: the home page, a list
 * page, a product page (server-rendered), a card into the basket (GraphQL, with the session cookie) and
 * a balance check of the demo test card (captcha solved, right PIN). First alone (the baseline), then
 * once beside each attack, every phase BENCH_DURATION seconds (default 10, at most 60). For every
 * attack: shopper p99 within 2x of the baseline and no failed shopper request; the attacker's requests
 * refused or slowed, never the shop. Everything stays on loopback; the attacks are bounded in count
 * and time (BENCH_FLOOD_RATE requests a second at most, default 300). Prints a table (and the same as
 * JSON with BENCH_JSON=1); BENCH_ONLY=<text> runs the attacks whose name has it, BENCH_VERBOSE=1 adds
 * each attack's p99 by step and its slowest requests with their start time.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type ApiProcess, startApiProcess } from '../src/testing/api-process';
import { GERMAN_PRODUCT_PATH } from '../src/testing/checkout';
import { type RunningNginx, nginxInstalled, startNginx } from '../src/testing/nginx';
import { type PostgresServer, postgresUnavailableReason, startPostgresServer } from '../src/testing/postgres-server';
import { CHALLENGE, CHECK_BALANCE, solveCaptcha } from '../src/testing/redeem';

const bounded = (value: string | undefined, fallback: number, max: number) => Math.min(Math.max(Number(value) || fallback, 1), max);
const DURATION_MS = bounded(process.env.BENCH_DURATION, 10, 60) * 1000;
const SHOPPERS = bounded(process.env.BENCH_SHOPPERS, 6, 50);
const TEST_CARD = { cardNumber: '6037060999999999945', pin: '444444' };
/** The client-rendered page's empty root (shell/dist/index.html); a server-rendered page fills it. */
const CLIENT_RENDERED = '<div id=root></div>';
const STORE_HEADERS = { 'x-store': '60', 'x-lang': 'de', 'x-country': 'DE' };

interface Sample {
  /** When it started (performance.now()). */
  at: number;
  ms: number;
  ok: boolean;
  what: string;
}

interface AttackTally {
  sent: number;
  refused: number;
  /** Answers that did work for the attacker (what the attack was after). */
  served: number;
  /** Attack requests that got no answer at all (closed, reset): the server shed them. */
  dropped: number;
}

let server: ApiProcess;
let edge: RunningNginx;
let postgres: PostgresServer | undefined;
let databaseName = 'PGlite';
let productId = '';
let variationId = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  text: string;
  setCookie: string | null;
}

/** A visitor: its own loopback address and its own kept-alive connections, as a browser has. */
class Client {
  private readonly agent: Agent;

  constructor(readonly address: string) {
    this.agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress: address });
  }

  send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${edge.base}${path}`, { method, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) }, agent: this.agent, timeout: 30_000 }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), setCookie: res.headers['set-cookie']?.[0]?.split(';')[0] ?? null }));
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(body);
    });
  }

  async graphql(body: unknown, cookie?: string | null): Promise<{ status: number; json: { data?: Record<string, unknown>; errors?: { extensions?: { code?: number } }[] }; cookie: string | null }> {
    const answer = await this.send('POST', '/graphql', { 'content-type': 'application/json', accept: 'application/json', ...STORE_HEADERS, ...(cookie ? { cookie } : {}) }, JSON.stringify(body));
    let json = {};
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = { errors: [{ extensions: { code: answer.status } }] };
    }
    return { status: answer.status, json, cookie: answer.setCookie };
  }

  close(): void {
    this.agent.destroy();
  }
}

// ─── shoppers ───────────────────────────────────────────────────────────────────────────────────

async function timed(samples: Sample[], what: string, work: () => Promise<boolean>): Promise<void> {
  const start = performance.now();
  let ok = false;
  try {
    ok = await work();
  } catch {
    ok = false;
  }
  samples.push({ at: start, ms: performance.now() - start, ok, what });
}

async function shopper(index: number, until: number, samples: Sample[]): Promise<void> {
  const client = new Client(`127.0.0.${10 + index}`);
  let cookie: string | null = null;
  const page = (path: string) => async () => (await client.send('GET', path, { 'accept-encoding': 'br' })).status === 200;
  try {
    while (Date.now() < until) {
      await timed(samples, 'home', page('/'));
      await timed(samples, 'list', page('/geschenkkarten/'));
      await timed(samples, 'product', page(GERMAN_PRODUCT_PATH));
      await timed(samples, 'add to basket', async () => {
        const answer = await client.graphql(
          {
            query: 'mutation A($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }',
            variables: { input: { productId, variationId, variationType: 'DIGITAL', amountCents: 2_500, quantity: 1, giftPacking: false } },
          },
          cookie,
        );
        cookie ??= answer.cookie;
        const payload = answer.json.data?.addGiftCardPackage as { errors: unknown[] } | undefined;
        // A full basket (the card limit) is an answer too; only a server fault or a refusal counts as failed.
        return answer.status === 200 && !answer.json.errors && (payload?.errors.length === 0 || JSON.stringify(payload?.errors).includes('2030'));
      });
      await timed(samples, 'balance check', async () => {
        const challenge = await client.graphql({ query: CHALLENGE });
        const captchaToken = await solveCaptcha((challenge.json.data as { captchaChallenge: string }).captchaChallenge);
        const answer = await client.graphql({ query: CHECK_BALANCE, variables: { input: { ...TEST_CARD, captchaToken } } });
        // The demo's test card shows its balance (and says it cannot be redeemed: 2048).
        const checked = answer.json.data?.checkGiftCardBalance as { card: { balance: { cents: number } } | null } | undefined;
        const ok = answer.status === 200 && typeof checked?.card?.balance.cents === 'number';
        if (!ok && process.env.BENCH_VERBOSE) console.log(`  balance check failed: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
        return ok;
      });
    }
  } finally {
    client.close();
  }
}

// ─── attacks ────────────────────────────────────────────────────────────────────────────────────

type Attack = (until: number, tally: AttackTally) => Promise<void>;

/**
 * The most requests a second a flood sends. The attacker runs on this machine's two cores too: an
 * unbounded flood (5,000 a second, almost all refused by nginx at once) spends a core of the
 * attacker's own and measures that, not the shop. 300 a second is still ten times what nginx lets
 * one client through (30 a second on /graphql).
 */
const FLOOD_PER_SECOND = bounded(process.env.BENCH_FLOOD_RATE, 300, 5_000);
/** BENCH_ONLY=<text>: only the attacks whose name contains it (the baseline always runs). */
const ONLY = process.env.BENCH_ONLY?.toLowerCase() ?? '';

const attacker = new Client('127.0.0.66');
const guessers = Array.from({ length: 10 }, (_, i) => new Client(`127.0.0.${100 + i}`));
const randomText = () => randomBytes(6).toString('hex');

/** `workers` loops of `request` until the phase ends (at most `perSecond` requests a second in all, when given). */
function flood(workers: number, request: (tally: AttackTally) => Promise<void>, perSecond?: number): Attack {
  return async (until, tally) => {
    const gap = perSecond ? (1000 * workers) / perSecond : 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (Date.now() < until) {
          tally.sent += 1;
          try {
            await request(tally);
          } catch {
            tally.dropped += 1;
          }
          if (gap) await sleep(gap);
        }
      }),
    );
  };
}

/** Counts a GraphQL answer: refused (an error or a payload error), or served. */
function countAnswer(tally: AttackTally, answer: Awaited<ReturnType<Client['graphql']>>, payloadField?: string): void {
  const payloadErrors = payloadField ? (answer.json.data?.[payloadField] as { errors?: unknown[] } | null | undefined)?.errors : undefined;
  if (answer.status >= 400 || answer.json.errors?.length || (payloadErrors && payloadErrors.length > 0)) tally.refused += 1;
  else tally.served += 1;
}

const ATTACKS: Array<{ name: string; attack: Attack }> = [
  {
    name: '21 aliased resetPassword per request (8 at once)',
    attack: flood(8, async (tally) => {
      const aliases = Array.from({ length: 21 }, (_, i) => `a${i}: resetPassword(input: $i) { status }`).join(' ');
      const input = { token: randomText().padEnd(43, 'x'), password: 'a long and unusual passphrase 42', passwordConfirmation: 'a long and unusual passphrase 42' };
      countAnswer(tally, await attacker.graphql({ query: `mutation R($i: ResetPasswordInput!) { ${aliases} }`, variables: { i: input } }));
    }, FLOOD_PER_SECOND),
  },
  {
    name: 'resetPassword with random tokens (8 at once)',
    attack: flood(8, async (tally) => {
      const input = { token: randomText().padEnd(43, 'x'), password: 'a long and unusual passphrase 42', passwordConfirmation: 'a long and unusual passphrase 42' };
      countAnswer(tally, await attacker.graphql({ query: 'mutation R($i: ResetPasswordInput!) { resetPassword(input: $i) { status errors { code } } }', variables: { i: input } }), 'resetPassword');
    }, FLOOD_PER_SECOND),
  },
  {
    name: 'refused operator mutations, 10 a second (cache flush)',
    attack: flood(
      2,
      async (tally) => {
        countAnswer(tally, await attacker.graphql({ query: 'mutation { operatorSetRemote(store: "CBDE", remote: content, enabled: true) { errors { code } } }' }), 'operatorSetRemote');
      },
      10,
    ),
  },
  {
    name: 'half-sent requests from one client (slowloris, 2,000 sockets)',
    attack: async (until, tally) => {
      const open = new Set<Socket>();
      const { port } = new URL(edge.base);
      const openOne = () => {
        tally.sent += 1;
        const socket = connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.2' }, () => {
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
        });
        open.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => {
          open.delete(socket);
          tally.dropped += 1;
        });
      };
      while (Date.now() < until) {
        while (open.size < 2_000 && Date.now() < until) openOne();
        await sleep(200);
      }
      for (const socket of open) socket.destroy();
    },
  },
  {
    name: 'PIN guessing at the card a shopper checks (10 addresses)',
    attack: flood(4, async (tally) => {
      const from = guessers[Math.floor(Math.random() * guessers.length)] as Client;
      const challenge = await from.graphql({ query: CHALLENGE });
      const captchaToken = await solveCaptcha((challenge.json.data as { captchaChallenge: string }).captchaChallenge);
      const pin = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
      const answer = await from.graphql({ query: CHECK_BALANCE, variables: { input: { cardNumber: TEST_CARD.cardNumber, pin, captchaToken } } });
      // A guess that shows the balance found the PIN; anything else was refused.
      if ((answer.json.data?.checkGiftCardBalance as { card: unknown } | undefined)?.card) tally.served += 1;
      else tally.refused += 1;
    }),
  },
  {
    name: 'searches with a new text each time (16 at once)',
    attack: flood(16, async (tally) => {
      countAnswer(tally, await attacker.graphql({ query: 'query S($t: String!) { search_v1(inputText: $t) { matchMode } }', variables: { t: `x${randomText()}` } }));
    }, FLOOD_PER_SECOND),
  },
  {
    name: '20 aliased product lists with new paging (8 at once)',
    attack: flood(8, async (tally) => {
      const page = Math.floor(Math.random() * 1e6);
      const aliases = Array.from({ length: 20 }, (_, i) => `p${i}: products(paging: { itemsPerPage: 100, pageNumber: ${page + i} }) { total }`).join(' ');
      countAnswer(tally, await attacker.graphql({ query: `{ ${aliases} }` }));
    }, FLOOD_PER_SECOND),
  },
  {
    name: 'operator login guessing at the demo admin (10 addresses)',
    attack: flood(4, async (tally) => {
      const from = guessers[Math.floor(Math.random() * guessers.length)] as Client;
      const answer = await from.graphql({
        query: 'mutation L($p: String!) { operatorLogin(email: "operator@shop.localhost", password: $p, totpCode: "000000") { status errors { code } } }',
        variables: { p: `guess ${randomText()}` },
      });
      countAnswer(tally, answer, 'operatorLogin');
      // 100 a second from ten addresses (ten a second each, a third of nginx's allowance per address):
      // ten times more guesses than the account's threshold lets through in an hour. Unbounded, the
      // ten addresses push ~220 a second past nginx, and the row measures this machine's two cores
      // answering small requests (the bench runs on them too), not the login.
    }, 100),
  },
  {
    name: 'server renders with a random search in the query (8 at once)',
    attack: flood(8, async (tally) => {
      // A parameter the pages read (`s`): made-up ones are not rendered at all (http/render-query.ts).
      const res = await attacker.send('GET', `/?s=${randomText()}`);
      // Past the budget the page is the client-rendered shell (no server render): refused work.
      if (res.status === 200 && !res.text.includes(CLIENT_RENDERED)) tally.served += 1;
      else tally.refused += 1;
    }, FLOOD_PER_SECOND),
  },
  {
    name: 'new carts, no cookie (8 at once)',
    attack: flood(8, async (tally) => {
      countAnswer(
        tally,
        await attacker.graphql({
          query: 'mutation A($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }',
          variables: { input: { productId, variationId, variationType: 'DIGITAL', amountCents: 2_500, quantity: 1, giftPacking: false } },
        }),
        'addGiftCardPackage',
      );
    }, FLOOD_PER_SECOND),
  },
  {
    name: 'withdrawal mails to typed addresses (4 at once)',
    attack: flood(4, async (tally) => {
      const input = { name: 'Visit https://evil.example', orderNumber: '60-000000-SPAM', email: `victim+${randomText()}@example.com`, captchaToken: 'none' };
      countAnswer(tally, await attacker.graphql({ query: 'mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status errors { code } } }', variables: { input } }), 'withdrawContract');
    }, FLOOD_PER_SECOND),
  },
];

// ─── the run ────────────────────────────────────────────────────────────────────────────────────

function p99(samples: Sample[]): number {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] as number) : Number.NaN;
}

async function phase(attack?: Attack): Promise<{ samples: Sample[]; tally: AttackTally }> {
  const until = Date.now() + DURATION_MS;
  const samples: Sample[] = [];
  const tally: AttackTally = { sent: 0, refused: 0, served: 0, dropped: 0 };
  await Promise.all([...Array.from({ length: SHOPPERS }, (_, i) => shopper(i, until, samples)), attack?.(until, tally)]);
  return { samples, tally };
}

async function main(): Promise<void> {
  if (!nginxInstalled()) {
    console.error('nginx is not installed: apt-get install -y nginx (the shop is measured behind deploy/nginx/shop.conf, as it runs in production)');
    process.exitCode = 1;
    return;
  }
  // PostgreSQL, what production runs: BENCH_DATABASE_URL, or a throwaway server where the binaries are
  // installed. PGlite with BENCH_DATABASE=pglite (or without PostgreSQL): the demo's database runs inside
  // the API process, on its event loop, so every statement of an attacker's request is the shop's CPU.
  let databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  const unavailable = postgresUnavailableReason();
  if (!databaseUrl && process.env.BENCH_DATABASE !== 'pglite' && unavailable) console.log(`note: on PGlite, no PostgreSQL here (${unavailable})`);
  if (!databaseUrl && process.env.BENCH_DATABASE !== 'pglite' && !unavailable) {
    postgres = await startPostgresServer();
    // The database made, migrated and seeded; the API opens its own pool.
    await (await postgres.openPrepared()).close();
    databaseUrl = postgres.url;
  }
  if (databaseUrl) databaseName = 'PostgreSQL';
  server = await startApiProcess({
    env: {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: '127.0.0.1',
      // The shoppers' captcha is solved in this process too: cheap, as in the journeys.
      CAPTCHA_COST: '10',
      CAPTCHA_COUNTER_MIN: '100',
      CAPTCHA_COUNTER_MAX: '400',
    },
  });
  edge = await startNginx(server.port);
  try {
    const setup = new Client('127.0.0.9');
    const product = await setup.graphql({ query: 'query P($p: String!) { product(path: $p) { id variations { id variationType } } }', variables: { p: GERMAN_PRODUCT_PATH } });
    const found = product.json.data?.product as { id: string; variations: { id: string; variationType: string }[] };
    productId = found.id;
    variationId = found.variations.find((v) => v.variationType === 'DIGITAL')?.id as string;
    if ((await setup.send('GET', '/')).text.includes(CLIENT_RENDERED)) console.log('note: the home page is not server-rendered (run `pnpm build` first for the full shop)');
    setup.close();

    await phase(); // warm-up
    const baseline = await phase();
    const base99 = p99(baseline.samples);
    if (process.env.BENCH_VERBOSE) console.log(`  baseline: slowest ${slowest(baseline.samples)}`);
    const rows: Array<Record<string, string | number | boolean>> = [
      { attack: 'none (baseline)', shopperRequests: baseline.samples.length, shopperP99Ms: Math.round(base99), ratio: '1.00', shopperFailed: baseline.samples.filter((s) => !s.ok).length, attackSent: 0, attackRefused: 0, attackServed: 0, attackDropped: 0, withinTarget: baseline.samples.every((s) => s.ok) },
    ];
    for (const { name, attack } of ATTACKS.filter((a) => a.name.toLowerCase().includes(ONLY))) {
      const { samples, tally } = await phase(attack);
      const worst = p99(samples);
      const failed = samples.filter((s) => !s.ok);
      rows.push({
        attack: name,
        shopperRequests: samples.length,
        shopperP99Ms: Math.round(worst),
        ratio: (worst / base99).toFixed(2),
        shopperFailed: failed.length,
        attackSent: tally.sent,
        attackRefused: tally.refused,
        attackServed: tally.served,
        attackDropped: tally.dropped,
        withinTarget: worst <= 2 * base99 && failed.length === 0,
      });
      if (process.env.BENCH_VERBOSE) console.log(`  ${name}: p99 by step ${stepP99s(samples)} (baseline ${stepP99s(baseline.samples)}); slowest ${slowest(samples)}`);
      if (failed.length) console.log(`  ${name}: failed shopper requests: ${[...new Set(failed.map((f) => f.what))].join(', ')}`);
      // Let the server settle (sockets closing, queues draining) before the next phase.
      await sleep(2_000);
    }
    printTable(rows);
    if (process.env.BENCH_JSON) console.log(JSON.stringify(rows, null, 2));
    if (!rows.every((row) => row.withinTarget)) process.exitCode = 1;
  } finally {
    attacker.close();
    for (const guesser of guessers) guesser.close();
    await edge?.stop();
    await server.stop();
    postgres?.stop();
  }
}

/** The slowest samples as "step@start:ms" (start in ms from the phase's first request): when the cost landed. */
function slowest(samples: Sample[], n = 8): string {
  const start = Math.min(...samples.map((s) => s.at));
  return [...samples]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, n)
    .map((s) => `${s.what}@${Math.round(s.at - start)}:${Math.round(s.ms)}`)
    .join(' ');
}

/** p99 of each shopper step ("home 120 ms, list 90 ms, …"): where an attack's cost lands. */
function stepP99s(samples: Sample[]): string {
  const steps = [...new Set(samples.map((s) => s.what))];
  return steps.map((step) => `${step} ${Math.round(p99(samples.filter((s) => s.what === step)))} ms`).join(', ');
}

function printTable(rows: Array<Record<string, string | number | boolean>>): void {
  const columns = ['attack', 'shopperRequests', 'shopperP99Ms', 'ratio', 'shopperFailed', 'attackSent', 'attackRefused', 'attackServed', 'attackDropped', 'withinTarget'];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(`\nshoppers: ${SHOPPERS}, ${DURATION_MS / 1000} s per phase, floods at ${FLOOD_PER_SECOND} requests/s, behind nginx, on ${databaseName}; target: p99 ≤ 2× baseline and 0 failed shopper requests\n`);
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
