/**
 * `pnpm bench:attack` (issue 31): does the shop stay up for shoppers while someone attacks it?
 *
 * One API process (the production build's shell, PGlite in a temp folder, `SHOP_MODE=demo` for the test
 * payment service) on a free port of 127.0.0.1, behind a "proxy" the server trusts (TRUST_PROXY=
 * 127.0.0.1): shoppers come through it, each with an address of its own (X-Forwarded-For), as visitors
 * do behind nginx. Attackers come from their own addresses: through the proxy with one address of
 * their own, or straight at the socket from 127.0.0.2 (the half-sent requests), which the server does
 * not trust, so its per-client caps apply.
 *
 * Shopper traffic: BENCH_SHOPPERS virtual shoppers (default 6), each in a loop: the home page, a list
 * page, a product page (server-rendered), a card into the basket (GraphQL, with the session cookie) and
 * a balance check of the demo test card (captcha solved, right PIN). First alone (the baseline), then
 * once beside each attack, every phase BENCH_DURATION seconds (default 10, at most 60). For every
 * attack: shopper p99 within 2x of the baseline and no failed shopper request; the attacker's requests
 * refused or slowed, never the shop. Everything stays on loopback; the attacks are bounded in count
 * and time. Prints a table (and the same as JSON with BENCH_JSON=1).
 */
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { type ApiProcess, startApiProcess } from '../src/testing/api-process';
import { GERMAN_PRODUCT_PATH } from '../src/testing/checkout';
import { CHALLENGE, CHECK_BALANCE, solveCaptcha } from '../src/testing/redeem';

const bounded = (value: string | undefined, fallback: number, max: number) => Math.min(Math.max(Number(value) || fallback, 1), max);
const DURATION_MS = bounded(process.env.BENCH_DURATION, 10, 60) * 1000;
const SHOPPERS = bounded(process.env.BENCH_SHOPPERS, 6, 50);
const TEST_CARD = { cardNumber: '6037060999999999945', pin: '444444' };
/** The client-rendered page's empty root (shell/dist/index.html); a server-rendered page fills it. */
const CLIENT_RENDERED = '<div id=root></div>';
const STORE_HEADERS = { 'x-store': '60', 'x-lang': 'de', 'x-country': 'DE' };

interface Sample {
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
let productId = '';
let variationId = '';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function graphql(body: unknown, headers: Record<string, string>): Promise<{ status: number; json: { data?: Record<string, unknown>; errors?: { extensions?: { code?: number } }[] }; cookie: string | null }> {
  const res = await fetch(`${server.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...STORE_HEADERS, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? null;
  return { status: res.status, json: (await res.json()) as never, cookie };
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
  samples.push({ ms: performance.now() - start, ok, what });
}

async function shopper(index: number, until: number, samples: Sample[]): Promise<void> {
  const address = { 'x-forwarded-for': `203.0.113.${10 + index}` };
  let cookie: string | null = null;
  const page = (path: string) => async () => {
    const res = await fetch(`${server.base}${path}`, { headers: { ...address, 'accept-encoding': 'br' }, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return res.status === 200;
  };
  while (Date.now() < until) {
    await timed(samples, 'home', page('/'));
    await timed(samples, 'list', page('/geschenkkarten/'));
    await timed(samples, 'product', page(GERMAN_PRODUCT_PATH));
    await timed(samples, 'add to basket', async () => {
      const answer = await graphql(
        {
          query: 'mutation A($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }',
          variables: { input: { productId, variationId, variationType: 'DIGITAL', amountCents: 2_500, quantity: 1, giftPacking: false } },
        },
        { ...address, ...(cookie ? { cookie } : {}) },
      );
      cookie ??= answer.cookie;
      const payload = answer.json.data?.addGiftCardPackage as { errors: unknown[] } | undefined;
      // A full basket (the card limit) is an answer too; only a server fault or a refusal counts as failed.
      return answer.status === 200 && !answer.json.errors && (payload?.errors.length === 0 || JSON.stringify(payload?.errors).includes('2030'));
    });
    await timed(samples, 'balance check', async () => {
      const challenge = await graphql({ query: CHALLENGE }, address);
      const captchaToken = await solveCaptcha((challenge.json.data as { captchaChallenge: string }).captchaChallenge);
      const answer = await graphql({ query: CHECK_BALANCE, variables: { input: { ...TEST_CARD, captchaToken } } }, address);
      return answer.status === 200 && (answer.json.data?.checkGiftCardBalance as { errors: unknown[] } | undefined)?.errors.length === 0;
    });
  }
}

// ─── attacks ────────────────────────────────────────────────────────────────────────────────────

type Attack = (until: number, tally: AttackTally) => Promise<void>;

const ATTACKER = { 'x-forwarded-for': '198.51.100.66' };
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
function countAnswer(tally: AttackTally, answer: Awaited<ReturnType<typeof graphql>>, payloadField?: string): void {
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
      countAnswer(tally, await graphql({ query: `mutation R($i: ResetPasswordInput!) { ${aliases} }`, variables: { i: input } }, ATTACKER));
    }),
  },
  {
    name: 'resetPassword with random tokens (8 at once)',
    attack: flood(8, async (tally) => {
      const input = { token: randomText().padEnd(43, 'x'), password: 'a long and unusual passphrase 42', passwordConfirmation: 'a long and unusual passphrase 42' };
      countAnswer(tally, await graphql({ query: 'mutation R($i: ResetPasswordInput!) { resetPassword(input: $i) { status errors { code } } }', variables: { i: input } }, ATTACKER), 'resetPassword');
    }),
  },
  {
    name: 'refused operator mutations, 10 a second (cache flush)',
    attack: flood(
      2,
      async (tally) => {
        countAnswer(tally, await graphql({ query: 'mutation { operatorSetRemote(store: "CBDE", remote: content, enabled: true) { errors { code } } }' }, ATTACKER), 'operatorSetRemote');
      },
      10,
    ),
  },
  {
    name: 'half-sent requests from one client (slowloris, 2,000 sockets)',
    attack: async (until, tally) => {
      const open = new Set<Socket>();
      const { port } = new URL(server.base);
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
      const from = { 'x-forwarded-for': `198.51.100.${100 + Math.floor(Math.random() * 10)}` };
      const challenge = await graphql({ query: CHALLENGE }, from);
      const captchaToken = await solveCaptcha((challenge.json.data as { captchaChallenge: string }).captchaChallenge);
      const pin = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
      countAnswer(tally, await graphql({ query: CHECK_BALANCE, variables: { input: { cardNumber: TEST_CARD.cardNumber, pin, captchaToken } } }, from), 'checkGiftCardBalance');
    }),
  },
  {
    name: 'searches with a new text each time (16 at once)',
    attack: flood(16, async (tally) => {
      countAnswer(tally, await graphql({ query: 'query S($t: String!) { search_v1(inputText: $t) { matchMode } }', variables: { t: `x${randomText()}` } }, ATTACKER));
    }),
  },
  {
    name: 'server renders with random query strings (8 at once)',
    attack: flood(8, async (tally) => {
      const res = await fetch(`${server.base}/?utm=${randomText()}`, { headers: ATTACKER, signal: AbortSignal.timeout(30_000) });
      const html = await res.text();
      // Past the budget the page is the client-rendered shell (no server render): refused work.
      if (res.status === 200 && !html.includes(CLIENT_RENDERED)) tally.served += 1;
      else tally.refused += 1;
    }),
  },
  {
    name: 'new carts, no cookie (8 at once)',
    attack: flood(8, async (tally) => {
      countAnswer(
        tally,
        await graphql(
          {
            query: 'mutation A($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code } } }',
            variables: { input: { productId, variationId, variationType: 'DIGITAL', amountCents: 2_500, quantity: 1, giftPacking: false } },
          },
          ATTACKER,
        ),
        'addGiftCardPackage',
      );
    }),
  },
  {
    name: 'withdrawal mails to typed addresses (4 at once)',
    attack: flood(4, async (tally) => {
      const input = { name: 'Visit https://evil.example', orderNumber: '60-000000-SPAM', email: `victim+${randomText()}@example.com`, captchaToken: 'none' };
      countAnswer(tally, await graphql({ query: 'mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status errors { code } } }', variables: { input } }, ATTACKER), 'withdrawContract');
    }),
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
  server = await startApiProcess({
    env: {
      TRUST_PROXY: '127.0.0.1',
      // The shoppers' captcha is solved in this process too: cheap, as in the journeys.
      CAPTCHA_COST: '10',
      CAPTCHA_COUNTER_MIN: '100',
      CAPTCHA_COUNTER_MAX: '400',
    },
  });
  try {
    const product = await graphql({ query: 'query P($p: String!) { product(path: $p) { id variations { id variationType } } }', variables: { p: GERMAN_PRODUCT_PATH } }, {});
    const found = product.json.data?.product as { id: string; variations: { id: string; variationType: string }[] };
    productId = found.id;
    variationId = found.variations.find((v) => v.variationType === 'DIGITAL')?.id as string;
    const home = await (await fetch(`${server.base}/`)).text();
    if (home.includes(CLIENT_RENDERED)) console.log('note: the home page is not server-rendered (run `pnpm build` first for the full shop)');

    await phase(); // warm-up
    const baseline = await phase();
    const base99 = p99(baseline.samples);
    const rows: Array<Record<string, string | number | boolean>> = [
      { attack: 'none (baseline)', shopperRequests: baseline.samples.length, shopperP99Ms: Math.round(base99), ratio: '1.00', shopperFailed: baseline.samples.filter((s) => !s.ok).length, attackSent: 0, attackRefused: 0, attackServed: 0, attackDropped: 0, withinTarget: baseline.samples.every((s) => s.ok) },
    ];
    for (const { name, attack } of ATTACKS) {
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
      if (failed.length) console.log(`  ${name}: failed shopper requests: ${[...new Set(failed.map((f) => f.what))].join(', ')}`);
      // Let the server settle (sockets closing, queues draining) before the next phase.
      await sleep(2_000);
    }
    printTable(rows);
    if (process.env.BENCH_JSON) console.log(JSON.stringify(rows, null, 2));
    if (!rows.every((row) => row.withinTarget)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

function printTable(rows: Array<Record<string, string | number | boolean>>): void {
  const columns = ['attack', 'shopperRequests', 'shopperP99Ms', 'ratio', 'shopperFailed', 'attackSent', 'attackRefused', 'attackServed', 'attackDropped', 'withinTarget'];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(`\nshoppers: ${SHOPPERS}, ${DURATION_MS / 1000} s per phase; target: p99 ≤ 2× baseline and 0 failed shopper requests\n`);
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
