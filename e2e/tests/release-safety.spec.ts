import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, usableOnLoad } from './fixtures';
import { E2E_ALERT_PORT, E2E_PORT } from '../playwright.config';
import { storeUrl } from './helpers';
import {
  buildCopy,
  CONSOLE,
  DEMO_OPERATOR,
  expectNoSeriousA11yViolations,
  logIn,
  RELEASES_DIR,
  operatorApi,
  operatorCli,
  releaseWithCli,
  remoteVersionsLoaded,
  ROOT,
  servedVersion,
} from './operator-helpers';

/**
 * Releases that cannot break the shop (issue 19, ADRs 0028–0030, 0036), against the production build:
 * - the team previews a new catalogue release through a signed link (one browser only); an operator promotes a new catalogue release to 50 % of the Dutch visitors in the console: two
 *   browsers see two versions, each stable across reloads; then to all visitors, then rolls it back in
 *   one click, and stops a second rollout; every action is in the audit log;
 * - a release whose `./routes` breaks the contract, one built for another contract and one with
 *   missing files are refused by `pnpm operator release`, each with its reason, and one declaring an
 *   unknown route key by the console's register form; none is registered;
 * - a release whose page chunk fails in the browser is taken off the German storefront automatically
 *   once the browsers' reports pass the threshold (playwright.config: 4 failures, 50 %): the next page
 *   load serves the previous release, and the console shows why;
 * - a canary that fails in browsers on one storefront is ended on every storefront it ran on (also
 *   where nobody loaded it), and the operators' webhook is told.
 * Every storefront starts pinned to the catalogue it served, so a new release reaches nobody until an
 * operator promotes it; the journeys leave it that way and remove their release folders.
 */
const HOME_HEADING = { CBDE: 'Die Geschenkkarte für jeden Anlass', CB: 'De cadeaubon voor elk moment' } as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const copies: string[] = [];
const releasedVersions: string[] = [];
let original = '';

async function pinEverywhere(request: APIRequestContext, version: string): Promise<void> {
  const data = await operatorApi(
    request,
    `mutation { operatorSetRemote(allStores: true, remote: catalogue, pinnedVersion: "${version}") { errors { code message } } }`,
  );
  expect(data.operatorSetRemote.errors).toEqual([]);
}

function catalogueCopy(edit: (dir: string) => void): string {
  const dir = buildCopy('mf-catalogue', edit);
  copies.push(dir);
  return dir;
}

/** The catalogue versions a visitor's home page load fetched, once the catalogue's page is shown. */
async function homeVersions(page: Page, store: keyof typeof HOME_HEADING): Promise<string[]> {
  const versions = await remoteVersionsLoaded(page, 'catalogue', storeUrl(store === 'CBDE' ? null : store, '/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING[store]);
  return versions;
}

/** New visitors (each a browser of its own, at a phone's width) until one got each of `versions`. */
async function oneVisitorPerVersion(browser: Browser, versions: string[]): Promise<Map<string, Page>> {
  const found = new Map<string, Page>();
  const others: BrowserContext[] = [];
  // At 50 % a visitor misses one side with probability 1/2: 40 visitors all on one side is 2^-39.
  for (let visitor = 0; visitor < 40 && found.size < versions.length; visitor += 1) {
    const context = await browser.newContext({ viewport: PHONE });
    const page = usableOnLoad(await context.newPage());
    const loaded = await homeVersions(page, 'CB');
    expect(loaded).toHaveLength(1);
    const [version] = loaded as [string];
    if (found.has(version)) others.push(context);
    else found.set(version, page);
  }
  await Promise.all(others.map((context) => context.close()));
  return found;
}

test.describe('releases that cannot break the shop', () => {
  test.describe.configure({ timeout: 5 * 60_000 });

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    try {
      original = await servedVersion(request, 'CBDE', 'catalogue');
      // The release promoted last (issue 32): the last known good one of the rollback and the fallback.
      const promoted = await operatorApi(request, `mutation { operatorPromoteRollout(allStores: true, remote: catalogue, version: "${original}") { errors { code message } } }`);
      expect(promoted.operatorPromoteRollout.errors).toEqual([]);
      await pinEverywhere(request, original);
    } finally {
      await request.dispose();
    }
  });

  test.afterAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    try {
      // Back on the release the journeys started with (a pin also ends any rollout), then the copies go.
      if (original) await pinEverywhere(request, original);
    } finally {
      await request.dispose();
    }
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
    for (const version of releasedVersions) rmSync(join(RELEASES_DIR, 'catalogue', version), { recursive: true, force: true });
  });

  test('an operator promotes a catalogue release to half of the Dutch visitors, then to all, rolls it back in one click, and finds it all in the audit log', async ({
    page,
    browser,
  }, testInfo) => {
    // The catalogue team's next release (a copy of the build): registered, served to nobody yet.
    const next = await releaseWithCli('catalogue', join(ROOT, 'mf-catalogue', 'dist'), '0.9.8');
    releasedVersions.push(next);
    expect(await servedVersion(page.request, 'CB', 'catalogue')).toBe(original);

    // 0. The team previews it first (issue 32's lifecycle): a signed link for one browser only, its pages
    // never kept by a cache nor indexed; every other shopper keeps the original.
    const link = /^ {2}(http\S+)$/m.exec(await operatorCli('release:preview', '--remote', 'catalogue', '--version', next, '--store', 'CB'))?.[1];
    expect(link).toMatch(/\/preview\/[\w-]+\.[0-9a-f]{64}$/);
    const previewer = await browser.newContext({ viewport: PHONE });
    const previewPage = usableOnLoad(await previewer.newPage());
    // The link sets the preview for this browser and leads to the storefront's home.
    const previewed = await previewPage.goto(storeUrl('CB', new URL(link as string).pathname));
    expect(previewed?.url()).toBe(storeUrl('CB', '/'));
    expect(previewed?.headers()['cache-control']).toBe('private, no-store');
    expect(previewed?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await homeVersions(previewPage, 'CB')).toEqual([next]);
    expect(await homeVersions(page, 'CB')).toEqual([original]);
    await previewPage.goto(storeUrl('CB', '/preview/end'));
    expect(await homeVersions(previewPage, 'CB')).toEqual([original]);
    await previewer.close();

    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_OPERATOR.email, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret);
    await page.goto(`${CONSOLE}releases/catalogue`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases of catalogue');
    // The release list: the new release with its figures, above the one every storefront serves.
    await expect(page.locator('tbody th', { hasText: next }).first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-release-list.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    // 1. Promote to 50 % of the Dutch storefront's visitors.
    const rollout = page.getByRole('form', { name: 'Promote catalogue to a percentage of visitors' });
    await rollout.getByLabel('Storefront').selectOption('CB');
    await rollout.getByLabel('Release').selectOption(next);
    await rollout.getByLabel('Share of visitors (%)').fill('50');
    await rollout.getByRole('button', { name: 'Start rollout of catalogue' }).click();
    await expect(page.getByRole('status')).toHaveText(`catalogue ${next} goes to 50 % of the visitors of CB. It takes effect at the next page load.`);
    await page.goto(CONSOLE);
    const dutchRow = page.locator('tbody tr', { has: page.locator('th', { hasText: 'CardBon Nederland · store 10' }) });
    await expect(dutchRow).toContainText(`serves ${original} · ${next} to 50 % of visitors`);
    await page.screenshot({ path: testInfo.outputPath('console-matrix-rollout.png'), fullPage: true });

    // Two visitors, two versions; each stays on its side from one page load to the next.
    const visitors = await oneVisitorPerVersion(browser, [original, next]);
    expect([...visitors.keys()].sort()).toEqual([original, next].sort());
    for (const [version, visitor] of visitors) {
      for (let reload = 0; reload < 3; reload += 1) expect(await homeVersions(visitor, 'CB')).toEqual([version]);
      await visitor.screenshot({ path: testInfo.outputPath(`dutch-home-375-${version}.png`) });
    }
    // The German storefront is not part of the rollout.
    expect(await homeVersions(page, 'CBDE')).toEqual([original]);

    // 2. Promote to all visitors: both see the new release.
    await page.goto(`${CONSOLE}releases/catalogue`);
    await page.getByRole('button', { name: `Promote to all visitors catalogue ${next} for CB`, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`catalogue ${next} goes to every visitor of CB (pinned). It takes effect at the next page load.`);
    for (const visitor of visitors.values()) expect(await homeVersions(visitor, 'CB')).toEqual([next]);

    // 3. Roll back in one click: the last known good release, for every visitor.
    await page.goto(`${CONSOLE}releases/catalogue`);
    await page.getByRole('button', { name: `Roll back CB from ${next} to ${original}`, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(`Rolled catalogue back to ${original} for CB. It takes effect at the next page load.`);
    for (const visitor of visitors.values()) expect(await homeVersions(visitor, 'CB')).toEqual([original]);

    // 4. A second rollout, stopped: nobody keeps the new release.
    await page.goto(`${CONSOLE}releases/catalogue`);
    await rollout.getByLabel('Storefront').selectOption('CB');
    await rollout.getByLabel('Release').selectOption(next);
    await rollout.getByLabel('Share of visitors (%)').fill('99');
    await rollout.getByRole('button', { name: 'Start rollout of catalogue' }).click();
    await expect(page.getByRole('status')).toHaveText(`catalogue ${next} goes to 99 % of the visitors of CB. It takes effect at the next page load.`);
    await page.getByRole('button', { name: `Stop rollout catalogue ${next} for CB`, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Stopped the rollout of catalogue for CB. It takes effect at the next page load.');
    for (const visitor of visitors.values()) expect(await homeVersions(visitor, 'CB')).toEqual([original]);
    await Promise.all([...visitors.values()].map((visitor) => visitor.context().close()));

    // 5. Each action in the audit log: who, what, before and after.
    await page.goto(`${CONSOLE}audit`);
    const rows = page.locator('tbody tr').filter({ hasText: DEMO_OPERATOR.email }).filter({ hasText: 'CB/catalogue' });
    await expect(rows.filter({ hasText: 'remote.rollout' }).filter({ hasText: `CB.rolloutVersion: null → "${next}"` }).filter({ hasText: 'CB.rolloutPercent: null → 50' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'remote.promote' }).filter({ hasText: `CB.pinnedVersion: "${original}" → "${next}"` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'remote.set' }).filter({ hasText: `CB.pinnedVersion: "${next}" → "${original}"` })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'remote.rollout-end' }).filter({ hasText: 'CB.rolloutPercent: 99 → null' })).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('console-audit-rollout.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);
  });

  test('a release that breaks the contract, is built for another contract, declares an unknown route key or misses files is refused with its reason', async ({ page }, testInfo) => {
    const before = (await operatorApi(page.request, '{ operatorReleases(remote: catalogue) { version } }')).operatorReleases as Array<{ version: string }>;

    // The team renamed a route key in its ./routes but still declares the old one.
    const renamed = catalogueCopy((dir) => {
      const file = join(dir, 'server', 'routes.js');
      const text = readFileSync(file, 'utf8');
      // The route module's key, as the server build carries it (locations/locations.route.ts).
      expect(text).toContain("    key: 'locations',\n");
      writeFileSync(file, text.replace("    key: 'locations',\n", "    key: 'storeLocations',\n"));
    });
    await expect(operatorCli('release', '--remote', 'catalogue', '--from', renamed, '--version', '0.9.7')).rejects.toThrow(
      /Release catalogue 0\.9\.7-\w+ refused: .*route key "locations" is declared but its \.\/routes does not implement it.*its \.\/routes implements route key "storeLocations", which the declaration does not declare/,
    );

    // Built against the next major version of the contract.
    let futureContract = '';
    const future = catalogueCopy((dir) => {
      const file = join(dir, 'shop-release.json');
      const declaration = JSON.parse(readFileSync(file, 'utf8')) as { contractVersion: string };
      futureContract = `${Number(declaration.contractVersion.split('.')[0]) + 1}.0.0`;
      writeFileSync(file, JSON.stringify({ ...declaration, contractVersion: futureContract }));
    });
    await expect(operatorCli('release', '--remote', 'catalogue', '--from', future, '--version', '0.9.7')).rejects.toThrow(
      new RegExp(`refused: .*${futureContract.replace(/\./g, '\\.')}`),
    );

    // Built for the next major contract, its declaration edited to claim this shell's: its federation
    // config (mf-manifest.json) still requires the other one.
    const disguised = catalogueCopy((dir) => {
      const file = join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
      for (const shared of manifest.shared) if (shared.name === '@shop/shared') shared.requiredVersion = `^${futureContract}`;
      writeFileSync(file, JSON.stringify(manifest));
    });
    await expect(operatorCli('release', '--remote', 'catalogue', '--from', disguised, '--version', '0.9.7')).rejects.toThrow(
      new RegExp(`refused: .*mf-manifest\\.json requires @shop/shared "\\^${futureContract.replace(/\./g, '\\.')}", but the declaration says it was built for`),
    );

    // A copy cut short: the home page's chunk is missing.
    const incomplete = catalogueCopy((dir) => {
      for (const name of readdirSync(dir).filter((n) => /^catalogue-home\.\w+\.js$/.test(n))) rmSync(join(dir, name));
    });
    await expect(operatorCli('release', '--remote', 'catalogue', '--from', incomplete, '--version', '0.9.7')).rejects.toThrow(/refused: .*catalogue-home\.\w+\.js .*is missing/);

    // The console refuses the same way, on its page: a CDN release declaring a route key nobody knows.
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_OPERATOR.email, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret);
    await page.goto(`${CONSOLE}releases/catalogue`);
    const register = page.getByRole('form', { name: 'Register a release of catalogue' });
    const declaration = JSON.parse(readFileSync(join(ROOT, 'mf-catalogue', 'dist', 'shop-release.json'), 'utf8')) as { routes: Array<{ key: string }> };
    declaration.routes.push({ key: 'giftIdeas' });
    await register.getByLabel('Version').fill('0.9.7');
    await register.getByLabel('Or a CDN base URL').fill(`http://localhost:${E2E_PORT}/remotes/catalogue/${original}`);
    await register.getByLabel('Declaration of a CDN release').fill(JSON.stringify(declaration));
    await register.getByRole('button', { name: 'Check and register a release of catalogue' }).click();
    await expect(page.getByRole('alert')).toContainText(/^Release catalogue 0\.9\.7 refused: unknown route key "giftIdeas": not a spec §2 screen/);
    // What the operator typed is still there to correct.
    await expect(register.getByLabel('Version')).toHaveValue('0.9.7');
    await expect(register.getByLabel('Declaration of a CDN release')).toHaveValue(JSON.stringify(declaration));
    await page.screenshot({ path: testInfo.outputPath('console-register-refused.png'), fullPage: false });
    await expectNoSeriousA11yViolations(page);

    // Nothing registered, no folder left behind.
    const after = (await operatorApi(page.request, '{ operatorReleases(remote: catalogue) { version } }')).operatorReleases as Array<{ version: string }>;
    expect(after).toEqual(before);
    expect(readdirSync(join(RELEASES_DIR, 'catalogue')).filter((name) => name.startsWith('0.9.7'))).toEqual([]);
  });

  test('a release whose page chunk fails in the browser is taken off the German storefront automatically; the console shows why', async ({ page }, testInfo) => {
    // Passes every check before registration (its files are complete and compile), fails in browsers.
    const broken = catalogueCopy((dir) => {
      const chunks = readdirSync(dir).filter((n) => /^catalogue-home\.\w+\.js$/.test(n));
      expect(chunks).toHaveLength(1);
      writeFileSync(join(dir, chunks[0] as string), "throw new Error('this catalogue chunk is broken on purpose');\n");
    });
    const brokenVersion = await releaseWithCli('catalogue', broken, '0.9.6');
    releasedVersions.push(brokenVersion);
    // The last known good release: the promoted one with verified healthy traffic (ADR 0037): a few
    // shoppers' page loads of the journeys' original, reported by their browsers with the page's token.
    const previous = original;
    for (let load = 0; load < 3; load += 1) {
      expect(await remoteVersionsLoaded(page, 'catalogue', storeUrl('CB', '/'))).toEqual([previous]);
      // Leaving the page sends its report at once.
      await page.goto('about:blank');
    }
    await operatorCli('remote:pin', '--store', 'CBDE', '--remote', 'catalogue', '--version', brokenVersion);

    // German shoppers get the page's fallback; each page load's browser reports the failure.
    await page.setViewportSize(PHONE);
    await page.goto(storeUrl(null, '/'));
    await expect(page.locator('[data-remote-fallback="catalogue"]')).toContainText('Dieser Bereich des Shops ist gerade nicht verfügbar');
    await expect(page.locator('header.shell-header')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('german-home-broken-release-375.png') });

    // Past the threshold the registry serves the previous release: a later page load works again.
    await expect
      .poll(
        async () => {
          const versions = await remoteVersionsLoaded(page, 'catalogue', storeUrl(null, '/'));
          const fallback = await page.locator('[data-remote-fallback="catalogue"]').count();
          return { versions, fallback };
        },
        { timeout: 90_000 },
      )
      .toEqual({ versions: [previous], fallback: 0 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING.CBDE);
    await page.screenshot({ path: testInfo.outputPath('german-home-after-fallback-375.png') });
    // The Dutch storefront was never on the broken release.
    expect(await homeVersions(page, 'CB')).toEqual([original]);

    // The console: the matrix's health line and the releases page say what happened and why.
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_OPERATOR.email, DEMO_OPERATOR.password, DEMO_OPERATOR.totpSecret);
    const germanRow = page.locator('tbody tr', { has: page.locator('th', { hasText: /^CBDE/ }) });
    await expect(germanRow).toContainText(`serves ${previous}`);
    await expect(germanRow).toContainText(/fallback \d\d:\d\d UTC: \d+ of \d+ loads failed \(100 %\)/);
    await page.screenshot({ path: testInfo.outputPath('console-matrix-fallback.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${CONSOLE}releases/catalogue`);
    const germanState = page.locator('tbody tr', { has: page.locator('th', { hasText: /^CBDE/ }) });
    await expect(germanState).toContainText(`Pinned to ${previous}, the last known good release.`);
    await expect(germanState).toContainText(/\d+ of \d+ loads failed/);
    await page.screenshot({ path: testInfo.outputPath('console-release-list-fallback.png'), fullPage: true });

    // The audit log names the system as the actor, with the state before and after.
    await page.goto(`${CONSOLE}audit?action=remote.fallback`);
    const fallbackRow = page.locator('tbody tr').filter({ hasText: 'CBDE/catalogue' }).filter({ hasText: `CBDE.pinnedVersion: "${brokenVersion}" → "${previous}"` });
    await expect(fallbackRow).toHaveCount(1);
    await expect(fallbackRow).toContainText('system');
    await page.screenshot({ path: testInfo.outputPath('console-audit-fallback.png'), fullPage: true });
  });
  test('a canary that fails in browsers is ended on every storefront it ran on, and the operators are alerted', async ({ browser, playwright }) => {
    // The operators' webhook (ALERT_WEBHOOK_URL of the journey's server, playwright.config).
    const alerts: Array<{ kind: string; remote: string; version: string; storefronts: string[]; toVersion: string | null; reason: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        alerts.push(JSON.parse(body));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((listening) => receiver.listen(E2E_ALERT_PORT, '127.0.0.1', listening));
    const request = await playwright.request.newContext();
    try {
      const broken = catalogueCopy((dir) => {
        const chunks = readdirSync(dir).filter((n) => /^catalogue-home\.\w+\.js$/.test(n));
        writeFileSync(join(dir, chunks[0] as string), "throw new Error('this catalogue canary is broken on purpose');\n");
      });
      const canary = await releaseWithCli('catalogue', broken, '0.9.5');
      releasedVersions.push(canary);
      // A canary at 50 % on the German and the Austrian storefront.
      for (const store of ['CBDE', 'CBAT']) await operatorCli('remote:rollout', '--store', store, '--remote', 'catalogue', '--version', canary, '--percent', '50');
      const rollouts = async () => {
        const data = await operatorApi(request, '{ a: operatorRemotes(store: "CBDE") { remotes { remote rolloutVersion } } b: operatorRemotes(store: "CBAT") { remotes { remote rolloutVersion } } }');
        return [data.a, data.b].map((state: { remotes: Array<{ remote: string; rolloutVersion: string | null }> }) => state.remotes.find((r) => r.remote === 'catalogue')?.rolloutVersion ?? null);
      };
      expect(await rollouts()).toEqual([canary, canary]);

      // German shoppers only, each a new visitor: those on the canary's side get the fallback, and each
      // browser reports its page load when it leaves the page. Nobody visits the Austrian storefront.
      await expect
        .poll(
          async () => {
            const context = await browser.newContext({ viewport: PHONE });
            const page = usableOnLoad(await context.newPage());
            await remoteVersionsLoaded(page, 'catalogue', storeUrl(null, '/'));
            await page.goto('about:blank');
            await context.close();
            return rollouts();
          },
          { timeout: 180_000, intervals: [0] },
        )
        .toEqual([null, null]);
      // Every German and Austrian visitor is back on the release they had.
      expect(await servedVersion(request, 'CBDE', 'catalogue')).toBe(original);
      expect(await servedVersion(request, 'CBAT', 'catalogue')).toBe(original);

      // The operators were told: the canary ended where it failed, and was pulled from the other storefront.
      await expect.poll(() => alerts.map((alert) => alert.kind).sort(), { timeout: 30_000 }).toEqual(['release.pulled', 'remote.rollout-end']);
      const ended = alerts.find((alert) => alert.kind === 'remote.rollout-end');
      expect(ended).toMatchObject({ remote: 'catalogue', version: canary, storefronts: ['CBDE'], toVersion: original });
      expect(ended?.reason).toMatch(/Rollout to 50 % ended/);
      const pulled = alerts.find((alert) => alert.kind === 'release.pulled');
      expect(pulled).toMatchObject({ remote: 'catalogue', version: canary });
      expect(pulled?.storefronts).toContain('CBAT');
      expect(pulled?.reason).toContain('failed on CBDE');
    } finally {
      await request.dispose();
      await new Promise((closed) => receiver.close(closed));
    }
  });
});
