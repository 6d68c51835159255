// The production server the browser benches measure (`pnpm bench:lighthouse`, `pnpm bench:inp`), and
// what they ask it through HTTP: one way to start, wait for and warm it, shared by both.
//
// `startShopServer` runs `node api/dist/main.mjs` (needs `pnpm build`) in demo mode on a fresh runtime
// folder of its own in the temp directory (SHOP_DATA_DIR: database, outbox, release copies; removed
// when stopped), so a bench neither reads nor writes the `.data` of a colleague's `pnpm start`, and
// waits until /readyz answers (migrated, seeded). Its output goes to `server.log` in that folder,
// whose end is shown when the server does not come up.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium's flags for a bench (as the journeys' config, e2e/playwright.config.ts), *.localhost on loopback. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP cb.localhost 127.0.0.1',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request to the server on loopback as a storefront's host (`origin` names host and port; fetch
 * may not set Host, node:http may). `body`: JSON, or `form`: a urlencoded form; POST then.
 */
export function requestAs(origin, path, { body, form, cookie } = {}) {
  const url = new URL(origin);
  const payload = body ?? (form ? new URLSearchParams(form).toString() : undefined);
  const headers = {
    host: url.host,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    ...(cookie ? { cookie } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: url.port || 80, path, method: payload === undefined ? 'GET' : 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A GraphQL call as a storefront; throws on errors. Answers the data and the response's headers. */
export async function graphqlAs(origin, query, variables = {}, cookie) {
  const res = await requestAs(origin, '/graphql', { body: JSON.stringify({ query, variables }), cookie });
  const json = JSON.parse(res.text);
  if (json.errors?.length) throw new Error(`GraphQL on ${origin}: ${JSON.stringify(json.errors)}`);
  return { data: json.data, headers: res.headers };
}

/** The `shop_session=…` pair of a response's Set-Cookie, or null. */
export function sessionCookieOf(headers) {
  const setCookie = [headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('shop_session='));
  return setCookie ? setCookie.split(';')[0] : null;
}

/**
 * A basket with one card (the product's digital variation, else its first; its first amount), made
 * as a guest through the API: answers the session cookie it is in (the cart is the session's;
 * checkout without one goes back to the basket).
 */
export async function basketCookie(origin, productPath) {
  const { data } = await graphqlAs(origin, 'query ($path: String!) { product(path: $path) { id variationsToShow { id variationType pricesToShow { cents } } } }', { path: productPath });
  const variations = data.product.variationsToShow;
  const variation = variations.find((v) => v.variationType === 'DIGITAL') ?? variations[0];
  const added = await graphqlAs(
    origin,
    'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code message } } }',
    { input: { productId: data.product.id, variationId: variation.id, variationType: variation.variationType, amountCents: variation.pricesToShow[0].cents, quantity: 1, giftPacking: false } },
  );
  if (added.data.addGiftCardPackage.errors.length) throw new Error(`basket on ${origin}: ${JSON.stringify(added.data.addGiftCardPackage.errors)}`);
  const cookie = sessionCookieOf(added.headers);
  if (!cookie) throw new Error(`basket on ${origin}: no session cookie came back`);
  return cookie;
}

/**
 * A production server is warm (remote server builds evaluated, catalogues loaded); the first request
 * after a start is not what shoppers see. Requests the page twice; throws unless it answers 200.
 */
export async function warm(origin, path, { cookie, label = `${origin}${path}` } = {}) {
  for (let i = 0; i < 2; i += 1) {
    const { status } = await requestAs(origin, path, { cookie });
    if (status !== 200) throw new Error(`${label}: ${origin}${path} answered ${status}`);
  }
}

/** Where the commit and the host go into the results: what was measured, on what. */
export function provenance(root) {
  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  };
  return { commit: git('rev-parse', 'HEAD'), dirty: Boolean(git('status', '--porcelain')), cpus: availableParallelism(), cpuModel: cpus()[0]?.model ?? null };
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts the production server on `port` (demo mode, a fresh SHOP_DATA_DIR; `env`: more settings) and
 * waits for /readyz. Refuses a port something already answers on (another bench or `pnpm start`: its
 * figures would not be this build's). `stop()` ends it and removes its folder.
 * @param {{ root: string, port: number, name: string, env?: Record<string, string>, waitSeconds?: number }} options
 */
export async function startShopServer({ root, port, name, env = {}, waitSeconds = 120 }) {
  const readyz = `http://localhost:${port}/readyz`;
  if (await answers(readyz)) throw new Error(`something already answers on port ${port}: stop it, or choose another port`);
  const dataDir = mkdtempSync(join(tmpdir(), `shop-${name}-`));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const server = spawn(process.execPath, [join(root, 'api/dist/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      SHOP_MODE: 'demo',
      SHOP_DATA_DIR: dataDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exit = null;
  const exited = new Promise((resolve) => {
    server.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  const stop = async () => {
    if (!exit) {
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (!exit) server.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
  const until = Date.now() + waitSeconds * 1000;
  while (!(await answers(readyz))) {
    if (exit || Date.now() > until) {
      const why = exit ? `exited (${exit.signal ?? exit.code})` : `did not answer ${readyz} within ${waitSeconds} s`;
      const lines = tail();
      await stop();
      throw new Error(`the server ${why}; the end of its log:\n${lines}`);
    }
    await sleep(250);
  }
  return { origin: `http://localhost:${port}`, dataDir, stop };
}
