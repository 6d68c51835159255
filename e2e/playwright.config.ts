import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const OPERATOR_TOKEN = 'e2e-operator-token';
const root = join(__dirname, '..');

/**
 * Journeys against the production build, served by the real API on a fresh embedded database,
 * in Debian's Chromium (Playwright's own browser download cannot work on our machines).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: `node ${join(root, 'api/dist/main.mjs')}`,
    cwd: root,
    url: `http://localhost:${E2E_PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      NODE_ENV: 'production',
      // The demo: the journeys pay on the test payment service and read /dev/outbox (from loopback).
      SHOP_MODE: 'demo',
      PGLITE_DIR: mkdtempSync(join(tmpdir(), 'shop-e2e-db-')),
      OPERATOR_TOKEN,
      // Mail goes to files in a temp folder, listed on /dev/outbox (the checkout journey reads it).
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'shop-e2e-outbox-')),
      // Release health (ADR 0029) at a journey's scale: every browser here is one client (loopback),
      // the job looks every second, and a handful of failed loads is enough to fall back.
      REMOTE_HEALTH_INTERVAL_MS: '1000',
      REMOTE_FALLBACK_MIN_FAILURES: '4',
      REMOTE_FALLBACK_RATE: '0.5',
      REMOTE_FALLBACK_MIN_CLIENTS: '1',
      REMOTE_REPORTS_PER_CLIENT: '100000',
    },
  },
});
