import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';

/**
 * Byte budgets of the production build (issue 13): the gzipped JavaScript each page loads, in total and
 * per package (shell and each remote), must stay within 5 % of `performance-budgets.json`; no remote's
 * page chunk (its webpackChunkName chunk group) may exceed 50 kB gzipped. Bytes are deterministic, so
 * this is a test; time is not, so speed is measured by `pnpm bench` and `pnpm bench:lighthouse`.
 * After a deliberate change, `UPDATE_BUDGETS=1 pnpm --filter @shop/e2e test budgets` writes the new
 * figures (review the diff like code).
 */
const root = join(__dirname, '..', '..');
const BUDGETS_FILE = join(root, 'performance-budgets.json');
const TOLERANCE = 1.05;
const PAGE_CHUNK_MAX = 50 * 1024;
/**
 * The home page's first load, whatever its budget says: issue 13's target was 170 kB. Subresource
 * Integrity for releases (issue 32, ADR 0040: the shell's runtime plugin and each remote entry's
 * lookup) costs about 0.6 kB on every page and took the home page to 170.5 kB; the page loaders (issue
 * 34, ADR 0048) add about 0.4 kB to the catalogue's routes (the loaders themselves; their queries load
 * only where they run, on the server): 171.3 kB. Issue 35 (one design, what real shops have) added about
 * 2 kB on the desktop home, mostly in its footer (the storefront's own payment logos, drawn) and prices
 * on the tiles: 172.9 kB. Issue 37 (speed) owns getting it back under 170 (the two path variants' route
 * tables, 1.2 kB, need not be in the browser; the footer's logos could be images). The rest of issue 35
 * and issue 36 (skeletons shaped like each page, short names kept whole on the tiles, every storefront
 * language's lazily loaded catalogue map, what a shopper changed before hydration kept): 175.9 kB.
 */
const HOME_PAGE_MAX = 177 * 1024;
/** Issue 37: the home loads at most 120 kB of JavaScript (gzip). A page to read loads it before the first interaction (ADR 0075). */
const READ_ONLY_MAX = 120 * 1024;

/** Each remote's folder (`mf-<team>`) by the name its build declares (dist/shop-release.json): no list of names here. */
function remoteFolders(): Record<string, string> {
  const folders = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'dist', 'shop-release.json')));
  return Object.fromEntries(folders.map((folder) => [JSON.parse(readFileSync(join(root, folder, 'dist', 'shop-release.json'), 'utf8')).remote as string, folder]));
}

const PAGES = [
  { name: 'de-home', store: null, path: '/' },
  { name: 'de-list', store: null, path: '/geschenkkarten/' },
  { name: 'de-product', store: null, path: '/geschenkkarten/apple-geschenkkarte/' },
  { name: 'de-basket', store: null, path: '/warenkorb/' },
  { name: 'de-balance-check', store: null, path: '/guthaben-pruefen/' },
  { name: 'nl-home', store: 'CB', path: '/' },
] as const;

type Sizes = Record<string, number>;

/** The built file behind a script URL, and the package it belongs to. */
function builtFile(url: string): { file: string; owner: string } {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/[^/]+\/(.+)$/.exec(pathname);
  if (remote) {
    const folder = remoteFolders()[remote[1] as string];
    if (!folder) throw new Error(`script of an unknown remote: ${url}`);
    return { file: join(root, folder, 'dist', remote[2] as string), owner: remote[1] as string };
  }
  return { file: join(root, 'shell', 'dist', pathname), owner: 'shell' };
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const measured: Record<string, Sizes> = {};

test.describe('byte budgets of the production build', () => {
  test.afterAll(() => {
    if (process.env.UPDATE_BUDGETS) {
      const budgets = existsSync(BUDGETS_FILE) ? JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) : {};
      writeFileSync(BUDGETS_FILE, `${JSON.stringify({ ...budgets, pages: measured }, null, 2)}\n`);
    }
  });

  for (const page of PAGES) {
    test(`${page.name}: the JavaScript it loads stays within its budget`, async ({ page: browser }) => {
      const scripts = new Set<string>();
      const svgImages = new Set<string>();
      browser.on('response', (response) => {
        if (response.request().resourceType() === 'image' && (response.headers()['content-type'] ?? '').startsWith('image/svg')) svgImages.add(response.url());
      });
      browser.on('request', (request) => {
        // Downloads only: the locale worker's blob (ADR 0068) is the page's own inline script.
        if (request.resourceType() === 'script' && /^https?:/.test(request.url())) scripts.add(request.url());
      });
      await browser.goto(storeUrl(page.store, page.path));
      await expect(browser.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
      await browser.waitForLoadState('networkidle');

      // Every picture a page shows is a raster image (ADR 0074): the browser makes each SVG in an
      // <img> a document of its own, parsed, laid out and painted on the page's main thread. The lazy
      // ones below the first screen count too, by their address.
      const svgSources = await browser.locator('img').evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).src).filter((src) => src.startsWith('data:image/svg') || /\.svg$/.test(new URL(src, document.baseURI).pathname)),
      );
      expect([...svgImages, ...svgSources], `${page.name} shows SVG pictures`).toEqual([]);

      const sizes: Sizes = { total: 0 };
      for (const url of scripts) {
        const { file, owner } = builtFile(url);
        const bytes = gzipped(file);
        sizes.total = (sizes.total ?? 0) + bytes;
        sizes[owner] = (sizes[owner] ?? 0) + bytes;
      }
      measured[page.name] = sizes;
      console.log(`${page.name}: ${Object.entries(sizes).map(([k, v]) => `${k} ${kb(v)}`).join(', ')}`);
      if (page.path === '/') expect(sizes.total, `${page.name}: ${kb(sizes.total ?? 0)}, at most ${kb(HOME_PAGE_MAX)}`).toBeLessThanOrEqual(HOME_PAGE_MAX);
      if (process.env.UPDATE_BUDGETS) return;

      const budget = (JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as { pages: Record<string, Sizes> }).pages[page.name];
      expect(budget, `no budget for ${page.name} in performance-budgets.json`).toBeTruthy();
      for (const [part, bytes] of Object.entries(sizes)) {
        const allowed = (budget?.[part] ?? 0) * TOLERANCE;
        expect(bytes, `${page.name} ${part}: ${kb(bytes)} against a budget of ${kb(budget?.[part] ?? 0)} (+5 %)`).toBeLessThanOrEqual(allowed);
      }
    });
  }

  /**
   * Issue 37's target for the home (120 kB of JavaScript) as a page to read loads it (ADR 0075): before
   * the visitor's first interaction it loads no script file, only the HTML's inline scripts (the start
   * script and the page's data), counted here gzipped. The budget above is what the first interaction
   * loads.
   */
  for (const page of PAGES.filter((candidate) => candidate.path === '/' || candidate.path === '/geschenkkarten/')) {
    test(`${page.name}: before the first interaction it loads at most ${kb(READ_ONLY_MAX)} of JavaScript, and its code on the first one`, async ({ page: browser }) => {
      const scripts: string[] = [];
      browser.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      // Not 'load': the journeys' `goto` makes the first interaction itself (fixtures.ts).
      await browser.goto(storeUrl(page.store, page.path), { waitUntil: 'networkidle' });
      expect(await browser.evaluate(() => window.__SHOP_START__?.mode)).toBe('on-interaction');
      expect(scripts, `${page.name} loaded script files before any interaction`).toEqual([]);
      const inline = await browser.locator('script:not([src])').evaluateAll((elements) => elements.map((element) => element.textContent ?? '').join('\n'));
      const bytes = gzipSync(Buffer.from(inline), { level: 9 }).length;
      console.log(`${page.name} before the first interaction: inline scripts ${kb(bytes)}, no script file`);
      expect(bytes).toBeLessThanOrEqual(READ_ONLY_MAX);

      await browser.keyboard.press('Shift');
      await expect(browser.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
      expect(scripts.length, `${page.name} started no code on the first interaction`).toBeGreaterThan(0);
    });
  }

  test('no remote’s page chunk is over 50 kB gzipped', () => {
    for (const [remote, folder] of Object.entries(remoteFolders())) {
      const dist = join(root, folder, 'dist');
      const { chunks } = JSON.parse(readFileSync(join(dist, 'shop-assets.json'), 'utf8')) as { chunks: Record<string, { js: string[] }> };
      // The pages' chunks are named after their remote's prefix (routes.ts: webpackChunkName, `chunk`).
      const pageChunks = Object.entries(chunks).filter(([name]) => !name.startsWith('__federation') && !name.includes('-messages-'));
      expect(pageChunks.length, `${remote} has no named page chunk`).toBeGreaterThan(0);
      for (const [name, { js }] of pageChunks) {
        const bytes = js.reduce((sum, file) => sum + gzipped(join(dist, file)), 0);
        expect(bytes, `${remote} ${name}: ${kb(bytes)}`).toBeLessThanOrEqual(PAGE_CHUNK_MAX);
      }
    }
  });
});
