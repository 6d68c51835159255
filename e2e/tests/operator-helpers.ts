import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_DATA_DIR, E2E_PORT, OPERATOR_TOKEN } from '../playwright.config';
import { expect } from './fixtures';

/** What the journeys of operators and releasing teams share: the operator API, the CLI, the console's login, release copies. */
const run = promisify(execFile);
export const ROOT = join(__dirname, '..', '..');
export const CONSOLE = `http://localhost:${E2E_PORT}/operator/`;
/** The release copies of this worker's server (its SHOP_DATA_DIR). */
export const RELEASES_DIR = join(E2E_DATA_DIR, 'releases');
/** The demo's operator (SHOP_MODE=demo creates it): an admin, with the README's authenticator secret. */
export const DEMO_OPERATOR = { email: 'operator@shop.localhost', password: 'demo operator password', totpSecret: 'GIFTCARDSHOPDEMOOPERATORSECRETAA' };

/** The time step of the last code this worker used per account: the server takes a code once. */
const usedSteps = new Map<string, number>();

/**
 * The next unused code of an authenticator app, as the operator's phone shows it: the current step's,
 * else the next one's (the server accepts one step of drift); only when both are spent (a third login
 * of one account within a minute) does it wait for the clock to move on.
 */
export async function authenticatorCode(email: string, secret: string): Promise<string> {
  const stepNow = () => Math.floor(Date.now() / 30_000);
  let step = Math.max(stepNow(), (usedSteps.get(email) ?? 0) + 1);
  if (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 50));
    step = Math.max(stepNow(), (usedSteps.get(email) ?? 0) + 1);
  }
  usedSteps.set(email, step);
  return generateSync({ secret, epoch: step * 30 });
}

/** The operator GraphQL API with the bearer token; throws on any error. */
export async function operatorApi(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post(`http://localhost:${E2E_PORT}/graphql`, {
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    data: { query, variables },
  });
  const body = await response.json();
  if (!response.ok() || body.errors?.length) throw new Error(`operator API failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** The release of `remote` a storefront serves now (its base release: a rollout's share not counted). */
export async function servedVersion(request: APIRequestContext, store: string, remote: string): Promise<string> {
  const data = await operatorApi(request, `{ operatorRemotes(store: "${store}") { remotes { remote version } } }`);
  const version = (data.operatorRemotes.remotes as Array<{ remote: string; version: string | null }>).find((r) => r.remote === remote)?.version;
  if (!version) throw new Error(`${store} serves no ${remote}`);
  return version;
}

/** `pnpm operator …` against the journey's server; rejects (with its stderr in the message) when it exits non-zero. */
export async function operatorCli(...args: string[]): Promise<string> {
  const { stdout } = await run('node', [join(ROOT, 'api', 'dist', 'operator.mjs'), ...args], {
    cwd: ROOT,
    // The worker's server and its data folder: the CLI copies the build among that server's releases.
    env: { ...process.env, SHOP_URL: `http://localhost:${E2E_PORT}`, SHOP_DATA_DIR: E2E_DATA_DIR, OPERATOR_TOKEN },
  });
  return stdout;
}

/** Releases a build folder of a remote with the CLI; the registered version (`<version>-<hash>`). */
export async function releaseWithCli(remote: string, from: string, version: string): Promise<string> {
  const out = await operatorCli('release', '--remote', remote, '--from', from, '--version', version);
  const released = new RegExp(`Released ${remote} (\\S+)`).exec(out)?.[1];
  if (!released) throw new Error(`unexpected operator output: ${out}`);
  return released;
}

/** Logs in on the console's form; `totpSecret`: the account's authenticator app (releasers and admins). */
export async function logIn(page: Page, email: string, password: string, totpSecret?: string) {
  await page.goto(CONSOLE);
  // Without a session every console page leads to the login.
  await expect(page).toHaveURL(/\/operator\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operator login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  if (totpSecret) await page.getByLabel('Authenticator code').fill(await authenticatorCode(email, totpSecret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storefronts × remotes');
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A copy of a remote's production build in a temp folder, edited as a journey needs; precompressed
 * siblings dropped (they would be stale). The caller removes it (`rmSync(dir, { recursive: true })`).
 */
export function buildCopy(folder: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), `shop-e2e-${folder}-`));
  cpSync(join(ROOT, folder, 'dist'), dir, { recursive: true });
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(br|gz)$/.test(name)) rmSync(path);
    }
  };
  walk(dir);
  edit(dir);
  return dir;
}

/** Loads a page; the versions of `remote` whose files it fetched (once the network is quiet). */
export async function remoteVersionsLoaded(page: Page, remote: string, url: string): Promise<string[]> {
  const versions = new Set<string>();
  const onRequest = (request: { url(): string }) => {
    const m = new RegExp(`/remotes/${remote}/([^/]+)/`).exec(request.url());
    if (m) versions.add(m[1] as string);
  };
  page.on('request', onRequest);
  try {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  return [...versions].sort();
}
