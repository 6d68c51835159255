import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { serverRequest, setRemoteEnabled, storeUrl } from './helpers';

/** The @shop/shared contract version the shell provides (ADR 0013). */
const CONTRACT_VERSION = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'shared', 'package.json'), 'utf8')) as { version: string }).version;

const germanScreens = [
  { remote: 'catalogue', path: '/', heading: 'Die Geschenkkarte für jeden Anlass' },
  { remote: 'basketCheckout', path: '/warenkorb/', heading: 'Dein Warenkorb' },
  { remote: 'redeem', path: '/guthaben-pruefen/', heading: 'Guthaben prüfen & einlösen' },
  { remote: 'account', path: '/account/', heading: 'Mein Konto' },
  { remote: 'content', path: '/404/', heading: 'Hoppla, diese Seite gibt es nicht' },
];

test.describe('every remote renders through the shell', () => {
  for (const screen of germanScreens) {
    test(`German storefront: ${screen.remote} at ${screen.path}`, async ({ page }) => {
      await page.goto(storeUrl(null, screen.path));
      const root = page.locator(`[data-boundary="${screen.remote}"]`);
      await expect(root.getByRole('heading', { level: 1 })).toHaveText(screen.heading);
      await expect(page.locator('header.shell-header')).toBeVisible();
      await expect(page.locator('footer.shell-footer')).toContainText(String(new Date().getFullYear()));
    });
  }

  test('Dutch storefront: home and basket on their Dutch paths', async ({ page }) => {
    await page.goto(storeUrl('CB', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De cadeaubon voor elk moment');
    await page.getByRole('link', { name: /Winkelmandje/ }).click();
    await expect(page).toHaveURL(storeUrl('CB', '/winkelmandje/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je winkelmandje');
  });

  // One test per storefront and link group, and each link checked by the server's answer, not by a
  // page load in the browser: the server renders every screen and answers 404 with the not-found page
  // for a path without one (honest-http.spec.ts), so its first HTML is what the link leads to. A crawl
  // of every link in the browser inside one test's time was a race against the machine's speed.
  for (const store of [null, 'CB'] as const) {
    for (const group of ['header', 'footer'] as const) {
      test(`${store ?? 'CBDE'}: the ${group} links only to screens that exist`, async ({ page }) => {
        await page.goto(storeUrl(store, '/'));
        await expect(page.locator('footer.shell-footer')).toBeVisible();
        await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();
        const paths = await page.locator(`${group} a[href^="/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') as string));
        expect(paths.length).toBeGreaterThan(group === 'header' ? 1 : 3);
        for (const path of new Set(paths)) {
          let response = await serverRequest(page.request, store, path);
          // A page that forwards (the German helpdesk to contact) leads to a screen of this storefront.
          if ([301, 302, 307, 308].includes(response.status())) {
            const target = new URL(response.headers().location ?? '', storeUrl(store, path));
            expect(target.host, `${store ?? 'CBDE'} links to ${path}, forwarded to ${target}`).toBe(new URL(storeUrl(store, '/')).host);
            response = await serverRequest(page.request, store, target.pathname + target.search);
          }
          const html = await response.text();
          expect(response.status(), `${store ?? 'CBDE'} links to ${path}`).toBe(200);
          // A screen of a remote, never the not-found page.
          expect(html, `${store ?? 'CBDE'} links to ${path}`).toMatch(/<main[^>]*>[\s\S]*data-boundary="/);
          expect(html, `${store ?? 'CBDE'} links to ${path}`).not.toMatch(/class="[^"]*\b(content|shell)-not-found\b/);
        }
      });
    }
  }

  test('an unknown path shows the 404 page of the content remote', async ({ page }) => {
    await page.goto(storeUrl(null, '/gibt/es/wirklich/nicht/'));
    await expect(page.locator('[data-boundary="content"]').getByRole('heading', { level: 1 })).toHaveText('Hoppla, diese Seite gibt es nicht');
  });
});

test('remotes load at runtime, only when one of their routes is needed', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    const m = /\/remotes\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (m) remoteRequests.push(m[1] as string);
  });
  await page.goto(storeUrl(null, '/'));
  await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();
  expect(new Set(remoteRequests)).toEqual(new Set(['catalogue']));
  await page.getByRole('link', { name: /Warenkorb/ }).click();
  await expect(page.locator('[data-boundary="basketCheckout"]')).toBeVisible();
  expect(new Set(remoteRequests)).toEqual(new Set(['catalogue', 'basketCheckout']));
});

test('React and the shared runtime are downloaded once and shared by shell and remotes', async ({ page }) => {
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    // Downloaded files only (the locale worker's blob is the page's own inline script, ADR 0068).
    if (response.request().resourceType() === 'script' && /^https?:/.test(response.url())) pending.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(storeUrl(null, '/'));
  await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();
  // Client-side navigation through all five remotes (the balance check last: its redeem header has no
  // basket or account links).
  for (const [link, remote] of [[/Warenkorb/, 'basketCheckout'], ['Konto', 'account'], ['Guthaben prüfen', 'redeem']] as const) {
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.locator(`[data-boundary="${remote}"]`)).toBeVisible();
  }
  // The redeem flow's header, because the redeem release declares it for the balance check (ADR 0045).
  await expect(page.locator('header.shell-header-redeem')).toBeVisible();
  // No link leads to a path without a screen: go to one the way the router does on back/forward.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/gibt-es-nicht/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('[data-boundary="content"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);

  // React DOM's fiber key marker exists once in its bundle: a second copy would mean a second React.
  const reactDomCopies = scripts.filter((s) => s.body.includes('__reactFiber$'));
  expect(reactDomCopies.map((s) => s.url)).toHaveLength(1);
  expect(reactDomCopies[0]?.url).not.toContain('/remotes/');

  // Every remote runs with the shell's instance of @shop/shared (one store, one event bus).
  const shellInstance = await page.locator('.shell-layout').getAttribute('data-shared-instance');
  expect(shellInstance).toBeTruthy();
  const remoteInstance = await page.locator('[data-boundary="content"]').getAttribute('data-shared-instance');
  expect(remoteInstance).toBe(shellInstance);
});

test("an event fired inside a remote updates the shell's basket badge", async ({ page }) => {
  await page.goto(storeUrl(null, '/'));
  await expect(page.getByTestId('basket-badge')).toHaveText('0');
  // Another tab puts two cards in this visitor's cart (same cookie jar): this tab's badge cannot know yet.
  const product = await page.request.post(storeUrl(null, '/graphql'), {
    data: { query: '{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }' },
  });
  const { id, variations } = (await product.json()).data.product as { id: string; variations: { id: string; variationType: string }[] };
  const digital = variations.find((v) => v.variationType === 'DIGITAL');
  const added = await page.request.post(storeUrl(null, '/graphql'), {
    data: {
      query: 'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { errors { code } } }',
      variables: { input: { productId: id, variationId: digital?.id, variationType: 'DIGITAL', amountCents: 2500, quantity: 2, giftPacking: false } },
    },
  });
  expect((await added.json()).data.addGiftCardPackage.errors).toEqual([]);
  await expect(page.getByTestId('basket-badge')).toHaveText('0');
  // The basket reads the cart, finds the badge out of date and emits checkout:cart-changed with the slim
  // cart of its own answer: the badge follows without reading cartQuantity again.
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = /"operationName":"(\w+)"|(?:query|mutation) (\w+)/.exec(request.postData() ?? '');
    if (request.url().endsWith('/graphql') && name) operations.push(name[1] ?? name[2] ?? '');
  });
  await page.getByRole('link', { name: /Warenkorb/ }).click();
  await expect(page.getByTestId('basket-badge')).toHaveText('2');
  expect(operations).toContain('BasketCart');
  expect(operations).not.toContain('CartQuantity');
  await expect(page.getByTestId('basket-summary')).toHaveText('2 Geschenkkarten im Warenkorb');
  const shellInstance = await page.locator('.shell-layout').getAttribute('data-shared-instance');
  await expect(page.locator('[data-boundary="basketCheckout"]')).toHaveAttribute('data-shared-instance', shellInstance ?? 'missing');
});

test("a remote whose files are unreachable shows a fallback, the rest of the shop keeps working", async ({ page }) => {
  // Its manifest and entry (what the browser needs first): the server still renders the page, the
  // browser cannot run it, so the region falls back instead of hydrating.
  const unreachable = /\/remotes\/redeem\/.*\/(mf-manifest\.json|remoteEntry\.js)$/;
  await page.route(unreachable, (route) => route.abort('connectionrefused'));
  await page.goto(storeUrl(null, '/guthaben-pruefen/'));
  const fallback = page.locator('[data-remote-fallback="redeem"]');
  await expect(fallback).toContainText('Dieser Bereich des Shops ist gerade nicht verfügbar');
  await expect(page.locator('header.shell-header')).toBeVisible();
  await expect(page.locator('footer.shell-footer')).toBeVisible();

  // Another remote still renders (the redeem header's logo leads home).
  await page.getByRole('link', { name: /Startseite$/ }).click();
  await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();

  // Once the files are reachable again, the retry button brings the page back.
  await page.goBack();
  await expect(fallback).toBeVisible();
  await page.unroute(unreachable);
  await fallback.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guthaben prüfen & einlösen');
});

test('a file that is not the registered one never runs: Subresource Integrity from the registry (ADR 0040)', async ({ page }) => {
  // The page's remote files are preloaded with the hashes recorded when the release was registered.
  await page.goto(storeUrl(null, '/guthaben-pruefen/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guthaben prüfen & einlösen');
  await expect(page.locator('link[rel="preload"][href*="/remotes/redeem/"][href$="/remoteEntry.js"]')).toHaveAttribute('integrity', /^sha384-[A-Za-z0-9+/]{64}$/);
  await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);

  // Other bytes under a registered name, as a CDN (or anyone between it and the shopper) might answer:
  // first a chunk the remote's own runtime loads, then the remote entry. Reached in the browser (no
  // server-rendered preloads: the shell's runtime checks alone), neither runs; the region falls back,
  // the rest of the shop works.
  for (const file of ['__federation_expose_routes.*.js', 'remoteEntry.js']) {
    const pattern = `**/remotes/redeem/**/${file}`;
    await page.goto(storeUrl(null, '/'));
    await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();
    await page.route(pattern, async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      // Not kept by the browser's cache: the last step loads the real files again.
      await route.fulfill({ status: response.status(), headers: { ...headers, 'cache-control': 'no-store' }, body: `${await response.text()}\n;window.__tampered = ${JSON.stringify(file)};` });
    });
    await page.locator('header').getByRole('link', { name: 'Guthaben prüfen', exact: true }).click();
    await expect(page.locator('[data-remote-fallback="redeem"]')).toContainText('Dieser Bereich des Shops ist gerade nicht verfügbar');
    expect(await page.evaluate(() => (window as { __tampered?: string }).__tampered ?? null)).toBeNull();
    await expect(page.locator('header.shell-header')).toBeVisible();
    await page.unroute(pattern);
  }
  // Untouched, the same way in works.
  await page.goto(storeUrl(null, '/'));
  await page.locator('header').getByRole('link', { name: 'Guthaben prüfen', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guthaben prüfen & einlösen');
});

test('a remote built for another @shop/shared contract does not run on this shell: its pages show the fallback', async ({ page }) => {
  // The content remote's entry as a build against the next major contract has it (and as a release
  // whose declaration does not tell, say a CDN's, would bring it): the registry and the shell's own
  // check let it through, the federation runtime's strictVersion check must stop it.
  const [major] = CONTRACT_VERSION.split('.');
  const rewrite = (original: string) =>
    original.replaceAll(`requiredVersion:"^${CONTRACT_VERSION}",strictVersion:!0`, `requiredVersion:"^${Number(major) + 1}.0.0",strictVersion:!0`);
  let rewritten = 0;
  await page.route('**/remotes/content/**/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const original = await response.text();
    const body = rewrite(original);
    if (body !== original) rewritten += 1;
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
    await route.fulfill({ status: response.status(), headers, body });
  });
  // Registered so, its recorded hashes are those of the rewritten entry: Subresource Integrity (ADR
  // 0040) lets it run, and the contract check is what must stop it.
  await page.route('**/release-integrity/content/*.json', async (route) => {
    const response = await route.fetch();
    const hashes = (await response.json()) as { files: Record<string, string> };
    const version = /\/release-integrity\/content\/(.+)\.json$/.exec(route.request().url())?.[1];
    const entry = await (await page.request.get(storeUrl(null, `/remotes/content/${version}/remoteEntry.js`))).text();
    hashes.files['remoteEntry.js'] = `sha384-${createHash('sha384').update(rewrite(entry)).digest('base64')}`;
    await route.fulfill({ response, json: hashes });
  });
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  await page.goto(storeUrl(null, '/404/'));
  await expect(page.locator('[data-remote-fallback="content"]')).toContainText('Dieser Bereich des Shops ist gerade nicht verfügbar');
  expect(rewritten).toBeGreaterThan(0);
  // Stopped by the contract check, not by anything before it.
  expect(consoleLines.some((line) => /shared singleton module @shop\/shared does not satisfy the requirement of content/.test(line))).toBe(true);
  await expect(page.locator('[data-boundary="content"]')).toHaveCount(0);
  await expect(page.locator('header.shell-header')).toBeVisible();
});

test.describe('an operator switches a remote off for one storefront', () => {
  test.afterEach(async ({ page }) => {
    await setRemoteEnabled(page, 'CB', 'redeem', true);
  });

  test('its route answers 404 and its links are gone there, other storefronts unchanged', async ({ page }) => {
    await setRemoteEnabled(page, 'CB', 'redeem', false);
    await page.goto(storeUrl('CB', '/saldocheck/'));
    await expect(page.locator('[data-boundary="content"]').getByRole('heading', { level: 1 })).toHaveText('Oeps, deze pagina bestaat niet');
    // Neither the header's key-built links nor the footer menu's data links lead there.
    await expect(page.getByRole('link', { name: /Saldo checken/ })).toHaveCount(0);

    await page.goto(storeUrl(null, '/guthaben-pruefen/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guthaben prüfen & einlösen');
    await page.goto(storeUrl(null, '/'));
    await expect(page.locator('header').getByRole('link', { name: 'Guthaben prüfen', exact: true })).toHaveCount(1);
  });
});
