import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';
import { authenticatorCode, CONSOLE, DEMO_OPERATOR, expectNoSeriousA11yViolations, logIn, operatorApi, releaseWithCli, RELEASES_DIR, remoteVersionsLoaded, ROOT } from './operator-helpers';
import { solveCaptcha } from './shop-steps';

/**
 * The operator console's target journey (issue 19 part 2, ADR 0027), in the browser: the demo operator
 * logs in, disables redeem for the Dutch storefront (its links disappear and its routes answer 404
 * there, the German storefront is unchanged), enables it again, rolls a new redeem release back with
 * one click, and finds each action in the audit log; a viewer (created through the operator API with
 * the bearer token) finds no form to change anything. No JavaScript is involved on the console's side:
 * every step is a plain form.
 */
const VIEWER_PASSWORD = 'a long viewer passphrase';

const releasedVersions: string[] = [];

/** The redeem versions whose files a page load fetched, once its region is on the page. */
async function redeemVersionsLoaded(page: Page, url: string): Promise<string[]> {
  const versions = await remoteVersionsLoaded(page, 'redeem', url);
  await expect(page.locator('[data-boundary="redeem"]')).toBeVisible();
  return versions;
}

/** CB back to the default for redeem: enabled, following the newest release. */
async function resetDutchRedeem(request: APIRequestContext) {
  await operatorApi(
    request,
    'mutation { operatorSetRemote(store: "CB", remote: redeem, enabled: true, unpin: true) { errors { code message } } }',
  );
}

test.describe('the operator console', () => {
  test.describe.configure({ timeout: 3 * 60_000 });

  // The hooks use a request context of their own (the worker-scoped `playwright` fixture).
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await resetDutchRedeem(request);
    await request.dispose();
  });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    try {
      // Leave redeem as the other journeys expect it: on, on the release the server started with
      // (pinned everywhere, like the catalogue journey does, since the copy's files go).
      await resetDutchRedeem(request);
      const releases = (await operatorApi(request, '{ operatorReleases(remote: redeem) { version } }')).operatorReleases as Array<{ version: string }>;
      const original = releases.find((r) => !releasedVersions.includes(r.version));
      if (releasedVersions.length && original) {
        // The promoted release again (the copy's files go), and every storefront held on it.
        await operatorApi(request, `mutation { operatorPromoteRollout(allStores: true, remote: redeem, version: "${original.version}") { errors { code } } }`);
        await operatorApi(request, `mutation { operatorSetRemote(allStores: true, remote: redeem, pinnedVersion: "${original.version}") { errors { code } } }`);
      }
      for (const version of releasedVersions) rmSync(join(RELEASES_DIR, 'redeem', version), { recursive: true, force: true });
    } finally {
      await request.dispose();
    }
  });

  test('an operator switches redeem off and on for the Dutch storefront, rolls a release back in one click, and finds it all in the audit log', async ({ page }, testInfo) => {
    await logIn(page, DEMO_OPERATOR.email, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret);
    await expect(page.getByText('Signed in as operator@shop.localhost (admin)')).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('console-matrix-1440.png'), fullPage: false });
    await expectNoSeriousA11yViolations(page);

    // 1. Disable redeem for CB.
    await page.getByRole('button', { name: 'Disable redeem for CB', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Disabled redeem for CB. It takes effect at the next page load.');
    await expect(page.getByRole('button', { name: 'Enable redeem for CB', exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-disabled-redeem-cb.png') });

    // The Dutch storefront: the balance check answers 404 and no link leads there any more (the
    // switch reaches every process's cache within a second: ADR 0017).
    await expect.poll(async () => (await page.goto(storeUrl('CB', '/saldocheck/')))?.status()).toBe(404);
    await expect(page.locator('[data-boundary="content"]').getByRole('heading', { level: 1 })).toHaveText('Oeps, deze pagina bestaat niet');
    await expect(page.getByRole('link', { name: /Saldo checken/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('dutch-saldocheck-404.png') });
    // The German storefront is unchanged.
    const german = await page.goto(storeUrl(null, '/guthaben-pruefen/'));
    expect(german?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guthaben prüfen & einlösen');
    await page.goto(storeUrl(null, '/'));
    await expect(page.locator('header').getByRole('link', { name: 'Guthaben prüfen', exact: true })).toHaveCount(1);

    // 2. Enable it again.
    await page.goto(CONSOLE);
    await page.getByRole('button', { name: 'Enable redeem for CB', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Enabled redeem for CB. It takes effect at the next page load.');
    await expect.poll(async () => (await page.goto(storeUrl('CB', '/saldocheck/')))?.status()).toBe(200);
    await expect(page.locator('[data-boundary="redeem"]')).toBeVisible();

    // 3. A new redeem release (a copy of the build, as a team would release it): registered, it serves
    // nobody (issue 32) until the operator promotes it to all storefronts on its releases page.
    const servedBefore = await redeemVersionsLoaded(page, storeUrl('CB', '/saldocheck/'));
    // What a roll back returns to is the last release with verified healthy traffic (ADR 0037): a few
    // shoppers' page loads of the one served now, each reported by its browser as it leaves the page,
    // whatever other journeys this server ran before.
    for (let load = 0; load < 3; load += 1) {
      expect(await redeemVersionsLoaded(page, storeUrl('CB', '/saldocheck/'))).toEqual(servedBefore);
      await page.goto('about:blank');
    }
    const released = await releaseWithCli('redeem', join(ROOT, 'mf-redeem', 'dist'), '0.9.9');
    releasedVersions.push(released);
    expect(await redeemVersionsLoaded(page, storeUrl('CB', '/saldocheck/'))).toEqual(servedBefore);
    await page.goto(`${CONSOLE}releases/redeem`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases of redeem');
    await expect(page.locator('tbody th', { hasText: released }).first()).toContainText('(never promoted)');
    await page.getByLabel(`Storefront to promote redeem ${released} to`).selectOption('*');
    await page.getByRole('button', { name: `Promote redeem ${released}`, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`Promoted redeem ${released}: every storefront without a pin serves it. It takes effect at the next page load.`);
    await expect.poll(async () => await redeemVersionsLoaded(page, storeUrl('CB', '/saldocheck/'))).toEqual([released]);

    // Roll back CB in one click on the remote's releases page (offered once the health job, every
    // second here, has recorded the earlier release's healthy loads).
    const rollback = page.getByRole('button', { name: new RegExp(`^Roll back CB from ${released.replace(/[.+]/g, '\\$&')} to `) });
    await expect
      .poll(
        async () => {
          await page.goto(`${CONSOLE}releases/redeem`);
          return rollback.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect(page.locator('tbody th', { hasText: released }).first()).toContainText('(promoted)');
    const name = (await rollback.textContent()) ?? '';
    const previous = /to (\S+)$/.exec(name.trim())?.[1];
    if (!previous) throw new Error(`no previous release in "${name}"`);
    // At a phone's width (issue 32 item 8): CB's roll back sits beside the sticky storefront column, on screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await rollback.scrollIntoViewIfNeeded();
    await expect(rollback).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('console-releases-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await rollback.click();
    await expect(page.getByRole('status')).toHaveText(`Rolled redeem back to ${previous} for CB. It takes effect at the next page load.`);
    await page.screenshot({ path: testInfo.outputPath('console-rolled-back.png'), fullPage: true });
    // The next page load of the Dutch storefront runs the previous release; the German one the new one.
    await expect.poll(async () => await redeemVersionsLoaded(page, storeUrl('CB', '/saldocheck/'))).toEqual([previous]);
    expect(await redeemVersionsLoaded(page, storeUrl(null, '/guthaben-pruefen/'))).toEqual([released]);

    // 4. Each action in the audit log, filtered by action with the page's own form.
    await page.goto(`${CONSOLE}audit`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
    await page.getByLabel('Action').selectOption('remote.set');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/operator\/audit\?action=remote\.set/);
    const rows = page.locator('tbody tr').filter({ hasText: 'operator@shop.localhost' }).filter({ hasText: 'CB/redeem' });
    await expect(rows.filter({ hasText: 'CB.enabled: true → false' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: 'CB.enabled: false → true' }).first()).toBeVisible();
    await expect(rows.filter({ hasText: `CB.pinnedVersion: null → "${previous}"` }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-audit.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // The console at a phone's width: the matrix scrolls inside its own region, the page does not.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(CONSOLE);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await page.screenshot({ path: testInfo.outputPath('console-matrix-375.png') });

    // 5. Log out: the console is closed again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are logged out.');
    await page.goto(CONSOLE);
    await expect(page).toHaveURL(/\/operator\/login$/);
  });

  test('a viewer sees the matrix, the releases and the audit log, and finds no form to change anything', async ({ browser, request }, testInfo) => {
    const email = `viewer.${Date.now()}@operators.example.com`;
    const created = await operatorApi(
      request,
      'mutation C($email: String!, $password: String!) { operatorCreateAccount(email: $email, role: viewer, password: $password) { account { id role } errors { code message } } }',
      { email, password: VIEWER_PASSWORD },
    );
    expect(created.operatorCreateAccount.errors).toEqual([]);

    // A browser of its own (its own cookies), as another person would have.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = usableOnLoad(await context.newPage());
    try {
      await logIn(page, email, VIEWER_PASSWORD);
      await expect(page.getByText(`Signed in as ${email} (viewer)`)).toBeVisible();
      const dutchRow = page.locator('tbody tr', { has: page.locator('th', { hasText: 'CardBon Nederland · store 10' }) });
      await expect(dutchRow).toContainText('Enabled');
      // The only form is the logout; no button switches, pins, promotes or rolls back anything.
      await expect(page.locator('form[method="post"]:not([action="/operator/logout"])')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Disable|Enable|Apply)/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Accounts' })).toHaveCount(0);
      await page.screenshot({ path: testInfo.outputPath('console-viewer-matrix.png') });

      await page.goto(`${CONSOLE}releases/redeem`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases of redeem');
      await expect(page.getByRole('button', { name: /^(Promote|Roll back)/ })).toHaveCount(0);
      await expect(page.locator('form[method="post"]:not([action="/operator/logout"])')).toHaveCount(0);

      await page.goto(`${CONSOLE}audit`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');

      // Accounts are for admins: refused, not just unlinked.
      const accounts = await page.goto(`${CONSOLE}accounts`);
      expect(accounts?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    } finally {
      await context.close();
    }
  });

  test('a releaser sets up an authenticator app at the first login; an account under attack asks for the captcha (issue 31)', async ({ browser, request }, testInfo) => {
    const releaser = `releaser.${Date.now()}@operators.example.com`;
    const viewer = `guessed.${Date.now()}@operators.example.com`;
    for (const [email, role] of [[releaser, 'releaser'], [viewer, 'viewer']]) {
      const created = await operatorApi(
        request,
        'mutation C($email: String!, $role: OperatorRole!, $password: String!) { operatorCreateAccount(email: $email, role: $role, password: $password) { account { id } errors { code message } } }',
        { email, role, password: VIEWER_PASSWORD },
      );
      expect(created.operatorCreateAccount.errors).toEqual([]);
    }

    // On a phone: the first login leads to the set-up, and nothing else opens before it is done.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = usableOnLoad(await phone.newPage());
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    try {
      await page.goto(CONSOLE);
      await page.getByLabel('E-mail address').fill(releaser);
      await page.getByLabel('Password').fill(VIEWER_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your authenticator app');
      await expect(page.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: testInfo.outputPath('console-second-factor-375.png'), fullPage: true });
      await page.goto(`${CONSOLE}releases`);
      await expect(page).toHaveURL(/\/operator\/second-factor$/);
      // The key as the phone's app takes it, and its current code.
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
      await page.getByLabel('Authenticator code').fill(await authenticatorCode(releaser, secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('status')).toHaveText('Your authenticator app is set up: the login asks for its code from now on.');
      await expect(page.getByText(`Signed in as ${releaser} (releaser)`)).toBeVisible();

      // Next login: the code of the app, and the console opens.
      await page.getByRole('button', { name: 'Log out' }).click();
      await logIn(page, releaser, VIEWER_PASSWORD, secret);

      // A wrong password for another account from anywhere: for an hour its login carries the captcha.
      for (let i = 0; i < 1; i += 1) {
        const answer = await request.post(`${CONSOLE}graphql`, {
          headers: { 'content-type': 'application/json' },
          data: { query: `mutation { operatorLogin(email: "${viewer}", password: "wrong guess ${i}") { status errors { code } } }` },
        });
        expect((await answer.json()).data.operatorLogin.errors).toEqual([{ code: 2062 }]);
      }
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByLabel('E-mail address').fill(viewer);
      await page.getByLabel('Password').fill(VIEWER_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please confirm that you are not a robot');
      await solveCaptcha(page);
      await page.getByLabel('Password').fill(VIEWER_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText(`Signed in as ${viewer} (viewer)`)).toBeVisible();
      // The widget ran under the login page's own policy: nothing was refused.
      expect(violations).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

