import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys against the production build, served by the real API on a fresh embedded database,
 * in Debian's Chromium (Playwright's own browser download cannot work on our machines).
 *
 * Two workers on two cores, each with a server of its own (port `E2E_PORT + worker`, its own
 * database, outbox and release copies): journeys that change what every visitor sees (an operator
 * switching a remote off, a rollout, an early doubler draw) cannot meet a journey of the other worker.
 * A spec file runs in one worker from top to bottom, as before. `E2E_WORKERS=1` runs them one by one.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const OPERATOR_TOKEN = 'e2e-operator-token';
const root = join(__dirname, '..');

/**
 * One folder per run holding each server's runtime state (SHOP_DATA_DIR: database, outbox, release
 * copies), inside the shop root (the operator API registers release folders only there). Made by the
 * runner when it reads this file, after removing the last runs' folders; its workers inherit the
 * variable and so agree.
 */
function newRunDir(): string {
  const runs = join(root, '.data', 'e2e');
  rmSync(runs, { recursive: true, force: true });
  mkdirSync(runs, { recursive: true });
  return mkdtempSync(join(runs, 'run-'));
}
process.env.E2E_RUN_DIR ??= newRunDir();
const RUN_DIR = process.env.E2E_RUN_DIR;
const serverDataDir = (index: number) => join(RUN_DIR, `server-${index}`);

/** The worker's own server (Playwright sets TEST_PARALLEL_INDEX in each worker; 0 outside them). */
const SERVER_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_PORT = BASE_PORT + SERVER_INDEX;
/** Where the worker's server sends operator alerts (ALERT_WEBHOOK_URL): a journey listens there while it expects one. */
const alertPort = (index: number) => BASE_PORT + 50 + index;
export const E2E_ALERT_PORT = alertPort(SERVER_INDEX);
/** The runtime state of the worker's server: its release copies are in `releases/`. */
export const E2E_DATA_DIR = serverDataDir(SERVER_INDEX);

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell: the same Blink and V8 without
 * the desktop browser around them, what Playwright itself runs headless): a page load costs it 40 % of
 * the CPU the full browser spends in headless mode (measured on these machines, ADR 0032). The full
 * browser (package chromium) when the shell is not installed; CHROMIUM_PATH chooses another.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The environment of worker `index`'s server. */
function serverEnv(index: number): Record<string, string> {
  const dataDir = serverDataDir(index);
  mkdirSync(dataDir, { recursive: true });
  return {
    PORT: String(BASE_PORT + index),
    NODE_ENV: 'production',
    // The demo: the journeys pay on the test payment service and read /dev/outbox (from loopback).
    SHOP_MODE: 'demo',
    SHOP_DATA_DIR: dataDir,
    PGLITE_DIR: join(dataDir, 'pglite'),
    OPERATOR_TOKEN,
    // Mail goes to files, listed on /dev/outbox (the checkout journey reads it).
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    // Release health (ADR 0029, ADR 0037) at a journey's scale: the job looks every second, a handful
    // of failed loads is enough to fall back, and a few healthy page loads verify a release (the
    // last known good a fallback may return to).
    REMOTE_HEALTH_INTERVAL_MS: '1000',
    REMOTE_FALLBACK_MIN_FAILURES: '4',
    REMOTE_FALLBACK_RATE: '0.5',
    REMOTE_CANARY_MIN_LOADS: '3',
    REMOTE_REPORTS_PER_CLIENT: '100000',
    // Fallbacks and ended canaries are POSTed here (ADR 0037); nobody listens unless a journey does.
    ALERT_WEBHOOK_URL: `http://127.0.0.1:${alertPort(index)}/alerts`,
    // Every browser here is one client too, on a cache as cold as a new server's: the budget of
    // public cache misses per client (issue 31, 60 in 10 s) is for one shopper, not for all of them.
    PUBLIC_MISSES_PER_CLIENT: '100000',
    // The captcha's proof of work at a journey's scale (the API's tests lower it likewise): the same
    // signed challenge, widget and verification, a few thousand hashes instead of millions per form.
    CAPTCHA_COST: '10',
    CAPTCHA_COUNTER_MIN: '100',
    CAPTCHA_COUNTER_MAX: '400',
    // Fraud screening (ADR 0043) at a journey's scale: the journeys buy many cards from one address,
    // device and e-mail, so velocity and value limits are out of reach (api/src/config/fraud.ts,
    // LENIENT_FRAUD_ENV); thresholds and weights stay the real ones. A journey makes its order risky
    // with an e-mail at the watched domain risky.example: that order is held for review.
    FRAUD_VELOCITY_LIMITS: 'email=1000000,card=1000000,device=1000000,ip=1000000,ipv6Prefix=1000000',
    FRAUD_FIRST_ORDER_CENTS: '1000000000',
    FRAUD_DIGITAL_HIGH_VALUE_CENTS: '1000000000',
    FRAUD_WATCHED_EMAIL_DOMAINS: 'risky.example',
  };
}

export default defineConfig({
  testDir: './tests',
  // A journey's own limit is sized for a busy machine; long flows set theirs (test.setTimeout).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // The list for people; JSON (when PLAYWRIGHT_JSON_OUTPUT_NAME names a file) for the timings
  // `pnpm test` prints.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // A click, fill or page load that cannot happen fails at that step, named, rather than waiting out a
    // long journey's whole limit (Playwright's defaults are none): generous for a busy machine.
    actionTimeout: 45_000,
    navigationTimeout: 90_000,
    // Recording a trace costs the browser more CPU than the journey itself (+70 % measured on these
    // machines, ADR 0032): only on the retry of a failed journey, which CI makes.
    trace: 'on-first-retry',
    // Skeletons, spinners and transitions honour it (as for a shopper who asks for less motion): the
    // browser does not paint animation frames no journey looks at, on a machine it shares.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  // One entry that starts every worker's server side by side (e2e/start-servers.mjs): Playwright starts
  // its webServer entries one after another, and each server seeds a new database first (~20 s of CPU),
  // so two took ~40 s in a row before the first journey.
  webServer: {
    command: `node ${join(__dirname, 'start-servers.mjs')}`,
    cwd: root,
    wait: { stdout: /^e2e: \d+ servers answering$/m },
    timeout: 180_000,
    env: {
      E2E_SERVERS: JSON.stringify(
        Array.from({ length: WORKERS }, (_, index) => ({ entry: join(root, 'api/dist/main.mjs'), port: BASE_PORT + index, env: serverEnv(index) })),
      ),
    },
  },
});
