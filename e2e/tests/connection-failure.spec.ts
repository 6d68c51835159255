import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PORT } from '../playwright.config';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';

const ROOT = join(__dirname, '..', '..');

/**
 * Issue 36, spec §8 connection failure: when the API cannot be reached in the middle of a page (the
 * network is gone, or a gateway answers 502/503/504 in front of it), the general error modal says "Oh
 * oh, es gibt eine Störung" / "Oh oh, er is een storing", not "something went wrong" and not nothing.
 * The page loads normally; then the API goes away and the shopper opens the gift-card menu, whose
 * categories are read from the API at that moment.
 */
const STOREFRONTS = [
  { key: null, label: 'German', menu: 'Geschenkkarten', failure: 'network', text: /^Oh oh, es gibt eine Störung\./, generic: /schiefgelaufen/ },
  { key: 'CB', label: 'Dutch', menu: 'Cadeaubonnen', failure: 'gateway', text: /^Oh oh, er is een storing\./, generic: /ging iets mis/ },
] as const;

for (const store of STOREFRONTS) {
  test(`${store.label}: the API stops mid-page (${store.failure}) and the modal says there is a disruption`, async ({ page }) => {
    await page.goto(storeUrl(store.key, '/'));
    await expect(page.locator('[data-boundary="catalogue"]').first()).toBeVisible();
    // The page is interactive (its buttons no longer wait for the client).
    const menu = page.locator('header.shell-header').getByRole('button', { name: store.menu }).first();
    await expect(menu).toBeEnabled();
    // The page's own requests (the visitor's basket and login) are answered before the API goes away.
    await page.waitForLoadState('networkidle');

    await page.route('**/graphql', (route) =>
      store.failure === 'network' ? route.abort('internetdisconnected') : route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await menu.click();

    const modal = page.getByTestId('error-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.locator('[data-error-code]')).toHaveText(store.text);
    await expect(modal).not.toContainText(store.generic);
  });
}

/**
 * The same, with the API process itself stopped (issue 36's done-when): a shop server of this spec's
 * own (the production build in demo mode on a fresh database, so no other journey loses its server)
 * serves a German and a Dutch page; then the process is killed and each shopper opens the gift-card
 * menu. Nothing answers on the port any more: the browser's request fails as a network failure does.
 */
test.describe('the API process stopped mid-page', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';
  let output = '';
  const port = E2E_PORT + 60;

  test.beforeAll(async () => {
    // A fresh database is migrated and seeded first: tens of seconds on a busy two-core machine.
    test.setTimeout(240_000);
    dataDir = mkdtempSync(join(process.env.E2E_RUN_DIR ?? ROOT, 'stopped-api-'));
    server = spawn(process.execPath, [join(ROOT, 'api/dist/main.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), NODE_ENV: 'production', SHOP_MODE: 'demo', SHOP_DATA_DIR: dataDir, PGLITE_DIR: join(dataDir, 'pglite'), MAIL_OUTBOX_DIR: join(dataDir, 'outbox') },
    });
    for (const stream of [server.stdout, server.stderr]) stream?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
    const deadline = Date.now() + 220_000;
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null) throw new Error(`the shop server exited:\n${output}`);
      if ((await fetch(`http://localhost:${port}/readyz`).catch(() => undefined))?.ok) break;
      if (Date.now() > deadline) throw new Error(`the shop server was not ready after 220 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('German and Dutch pages say there is a disruption once the API process is gone', async ({ browser }) => {
    test.setTimeout(120_000);
    const shoppers = [];
    for (const store of STOREFRONTS) {
      const context = await browser.newContext();
      const host = store.key ? `${store.key.toLowerCase()}.localhost` : 'localhost';
      await context.addCookies([{ name: 'cookie_consent', value: 'v1.s1.m1', url: `http://${host}:${port}/` }]);
      const page = usableOnLoad(await context.newPage());
      await page.goto(`http://${host}:${port}/`);
      await expect(page.locator('[data-boundary="catalogue"]').first()).toBeVisible();
      const menu = page.locator('header.shell-header').getByRole('button', { name: store.menu }).first();
      await expect(menu).toBeEnabled();
      // The menu's code comes with the pointer over its button (as a shopper's does): once the process
      // is gone, no file of the shop can load any more, only what the page already has can run.
      await menu.hover();
      await page.waitForLoadState('networkidle');
      shoppers.push({ store, page, menu, context });
    }

    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server?.kill('SIGKILL');
    await exited;

    for (const { store, page, menu, context } of shoppers) {
      await menu.click();
      const modal = page.getByTestId('error-modal');
      await expect(modal).toBeVisible({ timeout: 20_000 });
      await expect(modal.locator('[data-error-code]')).toHaveText(store.text);
      await expect(modal).not.toContainText(store.generic);
      await context.close();
    }
  });
});
