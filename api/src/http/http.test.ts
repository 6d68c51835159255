import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { remoteReleases } from '../db/schema';
import { registerLocalBuilds } from '../remotes/local-builds';
import { testDeclaration, writeRemoteBuild } from '../testing/release-builds';
import { type TestServer, openTestDatabase, startTestServer } from '../testing/test-server';
import { injectBoot, NOT_BUILT_MESSAGE } from './shell';

const FULL_CONFIG_QUERY = `{ storefrontConfig {
  key storeId brand name countryCode timeZone locale defaultLanguage currency pathVariant
  languages { code isDefault currency } hosts
  featureToggles { languageSwitcher iconLabels footerLogos cookiesFooterLink searchAnalytics headerVersion identifyModal hasChoiceCard businessMenu redeemDelayWarning businessPageVersion balanceDoubler }
  remotes { name enabled version manifestUrl contractVersion localOverride integrity { manifest filesUrl } }
  routes { key remote pattern redirectTo header requiresLogin }
  localOverrideSwitch
} }`;

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';
const HASHED_CHUNK = '412.3f9a1c0b7d2e.js';

let shop: TestServer;
let notBuilt: TestServer;
let tmp: string;
let releaseDir: string;

/** window.__SHOP_BOOT__.storefrontConfig of a served page (checking the boot value holds nothing more). */
function bootOf(html: string): unknown {
  const match = /<script(?: nonce="[^"]+")?>window\.__SHOP_BOOT__=(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no boot script in ${html}`);
  const boot = JSON.parse(match[1]) as { storefrontConfig?: unknown; reportToken?: unknown; requestId?: unknown };
  // The storefront, the page's signed token for its health reports (ADR 0037) and the id of the
  // request that served it (its reports name it, ADR 0061): nothing else.
  expect(Object.keys(boot)).toEqual(['storefrontConfig', 'reportToken', 'requestId']);
  expect(boot.reportToken).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  expect(boot.requestId).toMatch(/^[0-9a-f-]{36}$/);
  return boot.storefrontConfig;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-http-'));

  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, 'main.js'), 'console.log("shell entry")');
  writeFileSync(join(shellDist, HASHED_CHUNK), 'console.log("chunk")'.repeat(100));
  writeFileSync(join(shellDist, `${HASHED_CHUNK}.br`), brotliCompressSync('console.log("chunk")'.repeat(100)));

  releaseDir = join(tmp, 'releases', 'catalogue', '2.0.0-abc');
  mkdirSync(releaseDir, { recursive: true });
  writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"id":"catalogue","metaData":{}}');
  writeFileSync(join(releaseDir, 'remoteEntry.js'), 'var catalogue;');
  writeFileSync(join(releaseDir, '123.0a1b2c3d4e5f.js'), 'chunk();');

  shop = await startTestServer({ shellDist });
  // The releases declare the keys they implement: only those paths are pages (the rest answer 404).
  const catalogueRoutes = ['home', 'productList', 'productDetail'].map((key) => ({ key }));
  await shop.handle.db
    .insert(remoteReleases)
    .values({ remote: 'catalogue', version: '2.0.0-abc', promotedAt: new Date(), sourceDir: releaseDir, declaration: testDeclaration({ remote: 'catalogue', routes: catalogueRoutes }) });
  await shop.handle.db.insert(remoteReleases).values({
    remote: 'content',
    version: '3.0.0',
    promotedAt: new Date(),
    baseUrl: 'https://cdn.example.com/content/3.0.0',
    declaration: testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }] }),
  });
  await shop.handle.db.insert(remoteReleases).values({
    remote: 'basketCheckout',
    version: '1.0.0',
    promotedAt: new Date(),
    baseUrl: 'https://cdn.example.com/basketCheckout/1.0.0',
    declaration: testDeclaration({ remote: 'basketCheckout', routes: [{ key: 'basket' }] }),
  });

  notBuilt = await startTestServer({ shellDist: join(tmp, 'missing-dist') });
});

afterAll(async () => {
  await shop?.close();
  await notBuilt?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('GET /ip', () => {
  it('returns the CDN viewer country', async () => {
    for (const header of ['cloudfront-viewer-country', 'cf-ipcountry', 'x-country-code']) {
      const res = await shop.request('/ip', { headers: { [header]: 'nl' } });
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ country_code: 'NL' });
    }
  });

  it('returns null without a viewer-country header (or with an unknown one)', async () => {
    expect((await shop.request('/ip')).json()).toEqual({ country_code: null });
    expect((await shop.request('/ip', { headers: { 'cf-ipcountry': 'XX' } })).json()).toEqual({ country_code: null });
  });
});

describe('GET /healthz and /readyz', () => {
  it('healthz: the process answers', async () => {
    const res = await shop.request('/healthz');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', service: '@shop/api' });
  });

  it('readyz: ready with the database reachable and every migration applied', async () => {
    const res = await shop.request('/readyz');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', service: '@shop/api' });
  });

  it('readyz: not ready while a migration of this build is missing, or without the database', async () => {
    // A build with one migration more than this database has.
    const migrations = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    mkdirSync(join(migrations, 'meta'));
    const journal = JSON.parse(readFileSync(join(shop.root, 'api', 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
    journal.entries.push({ ...journal.entries.at(-1), when: Math.max(...journal.entries.map((e) => e.when)) + 1 } as { when: number });
    writeFileSync(join(migrations, 'meta', '_journal.json'), JSON.stringify(journal));
    const newer = await startTestServer({ migrationsDir: migrations });
    try {
      const pending = await newer.request('/readyz');
      expect(pending.status).toBe(503);
      expect(pending.json()).toEqual({ status: 'migrations pending', service: '@shop/api' });
      // The process itself is fine.
      expect((await newer.request('/healthz')).status).toBe(200);
    } finally {
      await newer.close();
      rmSync(migrations, { recursive: true, force: true });
    }

    const handle = await openTestDatabase();
    const unreachable = await startTestServer({}, handle);
    try {
      expect((await unreachable.request('/readyz')).status).toBe(200);
      await handle.close();
      const down = await unreachable.request('/readyz');
      expect(down.status).toBe(503);
      expect(down.json()).toEqual({ status: 'database unavailable', service: '@shop/api' });
      expect((await unreachable.request('/healthz')).status).toBe(200);
    } finally {
      unreachable.server.closeAllConnections();
      await new Promise<void>((resolve) => unreachable.server.close(() => resolve()));
    }
  });
});

describe('/remotes/<remote>/<version>/<file>', () => {
  it('serves the manifest and remote entry revalidated, with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await shop.request(`/remotes/catalogue/2.0.0-abc/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const manifest = await shop.request('/remotes/catalogue/2.0.0-abc/mf-manifest.json');
    expect(manifest.json()).toEqual({ id: 'catalogue', metaData: {} });
    expect(manifest.headers['content-type']).toMatch(/json/);
  });

  it('serves hashed chunks as immutable', async () => {
    const res = await shop.request('/remotes/catalogue/2.0.0-abc/123.0a1b2c3d4e5f.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('chunk();');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for unknown releases, files and path tricks', async () => {
    expect((await shop.request('/remotes/catalogue/9.9.9/mf-manifest.json')).status).toBe(404);
    expect((await shop.request('/remotes/catalogue/2.0.0-abc/nope.js')).status).toBe(404);
    expect((await shop.request('/remotes/catalogue/2.0.0-abc/%2e%2e/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });

  it('redirects to the CDN for a release with a base URL', async () => {
    const res = await shop.request('/remotes/content/3.0.0/remoteEntry.js');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/content/3.0.0/remoteEntry.js');
  });

  it('is what storefrontConfig points the shell to', async () => {
    const { body } = await shop.graphql<{ storefrontConfig: { remotes: Array<{ name: string; manifestUrl: string | null }> } }>(
      '{ storefrontConfig { remotes { name manifestUrl } } }',
    );
    const catalogue = body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue');
    expect(catalogue?.manifestUrl).toBe('/remotes/catalogue/2.0.0-abc/mf-manifest.json');
    expect((await shop.request(catalogue?.manifestUrl as string)).status).toBe(200);
  });
});

describe('the shell', () => {
  it('inlines the storefront of the Host into index.html for SPA navigations', async () => {
    const de = await shop.request('/geschenkkarten/2/', { headers: { host: 'localhost:3000' } });
    expect(de.status).toBe(200);
    expect(de.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(de.headers['cache-control']).toBe('no-cache');
    expect(de.text).not.toContain('<!--SHOP_BOOT-->');
    expect(bootOf(de.text)).toMatchObject({ key: 'CBDE', storeId: 60 });

    const nl = await shop.request('/cadeaubonnen/', { headers: { host: 'cb.localhost:3000' } });
    expect(bootOf(nl.text)).toMatchObject({ key: 'CB', storeId: 10, pathVariant: 'nl' });

    const root = await shop.request('/', { headers: { host: 'cbpl.localhost' } });
    expect(bootOf(root.text)).toMatchObject({ key: 'CBPL', currency: 'PLN' });

    // A path no release routes is still the shell (its not-found screen), under a 404.
    const unknown = await shop.request('/kontakt/', { headers: { host: 'localhost' } });
    expect(unknown.status).toBe(404);
    expect(bootOf(unknown.text)).toMatchObject({ key: 'CBDE' });
  });

  it("puts the page's SEO head into the HTML: title, robots, canonical, hreflang and organization data", async () => {
    const { body } = await shop.graphql<{ products: { items: { path: string; title: string }[] } }>(
      '{ products(paging: { itemsPerPage: 1 }) { items { path title } } }',
      { headers: { host: 'localhost' } },
    );
    const product = body.data?.products.items[0];
    expect(product).toBeDefined();
    const page = await shop.request(product?.path as string, { headers: { host: 'localhost:3000' } });
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toMatch(new RegExp(`<title data-shop-ssr>[^<]*${product?.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head).toContain('<meta data-shop-ssr name="robots" content="index, follow">');
    expect(head).toMatch(/<link data-shop-ssr rel="canonical" href="http:\/\/localhost[^"]*\/geschenkkarten\/[^"]+\/">/);
    expect(head).toMatch(/hreflang="x-default"/);
    expect(head).toMatch(/hreflang="de-DE"/);
    const jsonLd = /<script data-shop-ssr type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('Organization');
  });

  it('gives pages without metadata the storefront name and a canonical of their own path', async () => {
    // A product that does not exist has no head (its loader's 404 is the server render's, ADR 0048).
    const page = await shop.request('/geschenkkarten/gibt-es-nicht-geschenkkarte/', { headers: { host: 'localhost' } });
    expect(page.text).toContain('<title data-shop-ssr>CardBon Deutschland</title>');
    expect(page.text).toContain('<link data-shop-ssr rel="canonical" href="http://localhost/geschenkkarten/gibt-es-nicht-geschenkkarte/">');
    // A list's second page is a page of its own (issue 36): its title says which, its canonical URL is its own.
    const second = await shop.request('/geschenkkarten/2/', { headers: { host: 'localhost' } });
    expect(second.text).toContain('<title data-shop-ssr>Alle Geschenkkarten – Seite 2 | CardBon Deutschland</title>');
    expect(second.text).toContain('<link data-shop-ssr rel="canonical" href="http://localhost:3000/geschenkkarten/2/">');
    // The basket has metadata of its own: not for search engines.
    const basket = await shop.request('/warenkorb/', { headers: { host: 'localhost' } });
    expect(basket.text).toContain('<meta data-shop-ssr name="robots" content="noindex, nofollow">');
  });

  it('sends a page asked for on another of the storefront\'s hosts to its one address, path and query kept; the API answers on every host', async () => {
    const moved = await shop.request('/cadeaubonnen/?sort=price&utm_source=x', { headers: { host: 'cbnl.localhost:3000' } });
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toMatch(/^http:\/\/cb\.localhost:\d+\/cadeaubonnen\/\?sort=price&utm_source=x$/);
    expect((await shop.request('/', { headers: { host: 'cbde.localhost' } })).headers.location).toMatch(/^http:\/\/localhost:\d+\/$/);
    // Already there, a numeric loopback address, or a host no storefront lists: the page itself.
    expect((await shop.request('/cadeaubonnen/', { headers: { host: 'cb.localhost:3000' } })).status).toBe(200);
    expect((await shop.request('/', { headers: { host: '127.0.0.1' } })).status).toBe(200);
    expect((await shop.request('/', { headers: { host: 'unknown.example' } })).status).toBe(200);
    const { body } = await shop.graphql<{ storefrontConfig: { key: string } }>('{ storefrontConfig { key } }', { headers: { host: 'cbnl.localhost' } });
    expect(body.data?.storefrontConfig.key).toBe('CB');
  });

  it('inlines exactly what the storefrontConfig query returns', async () => {
    const html = await shop.request('/', { headers: { host: 'cb.localhost' } });
    const { body } = await shop.graphql(FULL_CONFIG_QUERY, { headers: { host: 'cb.localhost' } });
    expect(body.errors ?? []).toEqual([]);
    expect(bootOf(html.text)).toEqual(body.data?.storefrontConfig);
  });

  it('compresses the HTML for clients that accept it', async () => {
    const res = await shop.request('/', { headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(bootOf(res.text)).toMatchObject({ key: 'CBDE' });
  });

  it('serves static files: hashed ones immutable, precompressed when accepted; others revalidated', async () => {
    const chunk = await shop.request(`/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(chunk.status).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.text).toBe('console.log("chunk")'.repeat(100));

    const entry = await shop.request('/main.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.text).toBe('console.log("shell entry")');
  });

  it('answers 404 (not the app) for a missing file', async () => {
    const res = await shop.request('/missing.js');
    expect(res.status).toBe(404);
  });

  it('answers 503 "Shop not built" when shell/dist is missing, while /graphql keeps working', async () => {
    for (const path of ['/', '/geschenkkarten/']) {
      const res = await notBuilt.request(path);
      expect(res.status).toBe(503);
      expect(res.text).toBe(NOT_BUILT_MESSAGE);
    }
    expect((await notBuilt.graphql('{ ping }')).body).toEqual({ data: { ping: 'pong' } });
  });
});

describe('injectBoot', () => {
  it('escapes < so the config cannot close the script tag', () => {
    const html = injectBoot('<head><!--SHOP_BOOT--></head>', { name: '</script><script>alert(1)</script>' });
    expect(html).toBe(
      '<head><script>window.__SHOP_BOOT__={"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script></head>',
    );
  });

  it('falls back to the end of <head> when the placeholder is missing (minified HTML)', () => {
    expect(injectBoot('<html><head><title>x</title></head></html>', { a: 1 })).toBe(
      '<html><head><title>x</title><script>window.__SHOP_BOOT__={"a":1}</script></head></html>',
    );
  });
});

describe('registerLocalBuilds', () => {
  it('registers and promotes each built remote folder as <package version>, keeping both times on restart', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shop-root-'));
    const handle = await openTestDatabase();
    try {
      mkdirSync(join(root, 'mf-redeem', 'dist'), { recursive: true });
      writeFileSync(join(root, 'mf-redeem', 'package.json'), '{"name":"@shop/mf-redeem","version":"1.4.2"}');
      writeRemoteBuild(join(root, 'mf-redeem', 'dist'), { remote: 'redeem', routes: [{ key: 'balanceCheck' }] });
      // A remote without a build is skipped.
      mkdirSync(join(root, 'mf-content'));
      writeFileSync(join(root, 'mf-content', 'package.json'), '{"version":"0.0.1"}');

      // A refusal says why (the check's problems), not only that nothing was registered.
      const refused: string[] = [];
      const onRefused = (remote: string, problems: string[]) => refused.push(`${remote}: ${problems.join('; ')}`);
      expect({ registered: await registerLocalBuilds(handle.db, root, { onRefused }), refused }).toEqual({
        registered: [{ remote: 'redeem', version: '1.4.2', sourceDir: expect.stringMatching(/^\.data\/releases\/redeem\/1\.4\.2-[0-9a-f]{10}$/), created: true }],
        refused: [],
      });
      const [before] = await handle.db.select().from(remoteReleases);
      expect({ registered: await registerLocalBuilds(handle.db, root, { onRefused }), refused }).toEqual({
        registered: [expect.objectContaining({ version: '1.4.2', created: false })],
        refused: [],
      });
      const after = await handle.db.select().from(remoteReleases);
      expect(after).toHaveLength(1);
      expect(after[0]?.createdAt.getTime()).toBe(before?.createdAt.getTime());
      // The demo promotes a new local build (ADR 0036), once: a restart promotes nothing again.
      expect(before?.promotedAt).toBeInstanceOf(Date);
      expect(after[0]?.promotedAt?.getTime()).toBe(before?.promotedAt?.getTime());
    } finally {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
