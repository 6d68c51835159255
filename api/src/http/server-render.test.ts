/**
 * The API's side of server rendering over real HTTP (the renderer here is a stand-in module with the
 * renderer's interface; the real one renders in the e2e journeys): what the renderer is given, the
 * streamed and compressed answer, cache headers, and the client-rendered page whenever rendering fails.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { remoteLoadCounts } from '../db/health-schema';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import { sriOf } from '../remotes/file-integrity';
import { brotliCompressSync } from 'node:zlib';
import { startTestCdn, testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { RENDERER_FILE } from '../paths';
import { cacheControlFor } from './server-render';
import { eventually } from '../testing/eventually';
import { OVERRIDE_COOKIE, signOverride, withRemote } from '../remotes/local-override';
import { LIMITS, currentCount } from '../security/rate-limit';
import { spendLimit } from '../testing/limits';
import { parseTrustProxy } from './client-address';
import { captureLogs } from '../testing/log-capture';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

/**
 * A renderer module: streams a document that echoes what it was given (as JSON in a <pre>), in two
 * pieces with a flush between them. The URL decides the outcome: `?s=shell-fails` fails the shell,
 * `?s=five-queries-<n>` asks five public queries (lists of page n) through the render's GraphQL, as a
 * page does, and echoes their answers, /warenkorb/ is a page of the visitor's own.
 */
const FAKE_RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.evaluatedBuildCount = () => 0;
exports.renderShellPage = async (input, callbacks) => {
  if (input.url.includes('shell-fails')) {
    setImmediate(() => callbacks.onShellError(new Error('shell broke')));
    return { pipe() {}, abort() {} };
  }
  if (input.url.includes('region-fails')) {
    // A release that throws on the server only, and a remote that was merely slow: only the first is the release's fault.
    input.onError(new Error('boom, on the server only'));
    const slow = new Error('Remote "basketCheckout" could not be loaded: timed out after 1500 ms');
    slow.name = 'RemoteUnavailableError';
    input.onError(slow);
  }
  const policy = input.url.startsWith('/warenkorb/') ? 'private' : 'public';
  setImmediate(() => callbacks.onShellReady(policy));
  return {
    abort() {},
    pipe(destination) {
      (async () => {
        const catalogue = input.remotes.catalogue;
        const ask = (n) =>
          input.graphqlFetch('http://shop.internal/graphql', {
            method: 'POST',
            headers: { ...input.requestHeaders, 'content-type': 'application/json', accept: 'application/json', 'x-store': '60' },
            body: JSON.stringify({ query: '{ products(paging: { itemsPerPage: ' + n + ', pageNumber: ' + listPage + ' }) { total } }' }),
          }).then((res) => res.json());
        const listPage = Number(/five-queries-([0-9]+)/.exec(input.url)?.[1] ?? 0);
        const queries = listPage ? await Promise.all([1, 2, 3, 4, 5].map(ask)) : null;
        const echo = {
          url: input.url,
          origin: input.origin,
          nonce: input.nonce,
          requestHeaders: input.requestHeaders,
          visitorHeaders: input.visitorHeaders,
          assets: input.assets,
          remotes: Object.keys(input.remotes),
          // A build the API refuses rejects: like the real renderer, the region fails (onError) and renders in the browser.
          catalogue: catalogue
            ? {
                key: catalogue.key,
                code: await catalogue.code().catch((error) => (input.onError(error), 'refused: ' + error.message)),
                assets: await catalogue.assets().catch((error) => 'refused: ' + error.message),
              }
            : null,
          queries,
        };
        destination.write('<!DOCTYPE html><html><head><title>first piece</title></head><body>');
        destination.flush && destination.flush();
        destination.write('<pre>' + JSON.stringify(echo) + '</pre></body></html>');
        destination.end();
      })();
    },
  };
};
`;

let shop: TestServer;
let tmp: string;
let shellDist: string;
let releaseDir: string;

interface Echo {
  url: string;
  origin: string;
  nonce: string;
  requestHeaders: Record<string, string>;
  visitorHeaders: Record<string, string>;
  assets: { bootstrapScripts: string[]; stylesheets: string[]; scripts: string[] };
  remotes: string[];
  catalogue: { key: string; code: string; assets: { base: string; chunks: Record<string, unknown> } | string } | null;
  queries: Array<{ data?: unknown; errors?: Array<{ extensions?: { code?: number } }> }> | null;
}

function echoOf(html: string): Echo {
  const match = /<pre>(.*)<\/pre>/.exec(html);
  if (!match?.[1]) throw new Error(`not server-rendered: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]) as Echo;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-ssr-'));
  shellDist = join(tmp, 'shell-dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, RENDERER_FILE), FAKE_RENDERER);
  writeFileSync(
    join(shellDist, 'shop-assets.json'),
    JSON.stringify({
      chunks: {
        main: { js: ['main.js'], css: [] },
        'shell-bootstrap': { js: ['shell-bootstrap.1234abcd.js'], css: ['shell-bootstrap.5678abcd.css'] },
        'shell-messages-de': { js: ['shell-messages-de.1a.js'], css: [] },
        'shared-messages-de': { js: ['shared-messages-de.2b.js'], css: [] },
        'shell-messages-nl': { js: ['shell-messages-nl.3c.js'], css: [] },
      },
      // The shell's own copies of its shared modules, as the build records them (the entry's and the
      // bootstrap's files are preloaded already).
      providedShared: { js: ['3262.aa.js', '3231.bb.js', 'shell-bootstrap.1234abcd.js'], css: [] },
    }),
  );


  releaseDir = join(tmp, 'releases', 'catalogue', '2.0.0');
  mkdirSync(join(releaseDir, 'server'), { recursive: true });
  writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"id":"catalogue","metaData":{}}');
  writeFileSync(join(releaseDir, 'remoteEntry.js'), 'var catalogue;');
  writeFileSync(join(releaseDir, 'server', 'routes.js'), 'module.exports = "catalogue 2.0.0 server build";');
  writeFileSync(join(releaseDir, 'shop-assets.json'), JSON.stringify({ chunks: { 'catalogue-list': { js: ['catalogue-list.aa.js'], css: [] } } }));

  // Release files and registry rows are looked at again on every page (production: after 5 s), so a
  // file rewritten in place is seen by the next page.
  shop = await startTestServer({ shellDist, cacheMs: 0 });
  const catalogueRoutes = ['home', 'productList', 'productDetail'].map((key) => ({ key }));
  await shop.handle.db
    .insert(remoteReleases)
    .values({ remote: 'catalogue', version: '2.0.0', promotedAt: new Date(), sourceDir: releaseDir, declaration: testDeclaration({ remote: 'catalogue', routes: catalogueRoutes }) });
  await shop.handle.db.insert(remoteReleases).values({
    remote: 'basketCheckout',
    version: '1.0.0',
    promotedAt: new Date(),
    sourceDir: join(tmp, 'releases', 'basketCheckout-without-server-build'),
    declaration: testDeclaration({ remote: 'basketCheckout', routes: [{ key: 'basket' }] }),
  });
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('streams the renderer’s document with the page’s status, CSP nonce and a public cache policy', async () => {
    const res = await fetch(`${shop.url}/geschenkkarten/?page=2`, { headers: { 'accept-encoding': 'br', cookie: 'shop_session=abc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html><html><head><title>first piece</title>')).toBe(true);
    const echo = echoOf(html);
    expect(echo.url).toBe('/geschenkkarten/?page=2');
    expect(echo.origin).toBe(new URL(shop.url).origin);
    // The nonce the renderer puts on its scripts is the one the page's CSP allows.
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${echo.nonce}'`);
    // Public pages render as an anonymous visitor: the cookie is handed over separately, for pages
    // that declare themselves per visitor, never on every query.
    expect(echo.requestHeaders.cookie).toBeUndefined();
    expect(echo.visitorHeaders).toEqual({ cookie: 'shop_session=abc' });
  });

  it('hands the renderer the server build of the release the registry names, and the shell’s files', async () => {
    const echo = echoOf(await (await fetch(`${shop.url}/`)).text());
    expect(echo.assets).toEqual({
      bootstrapScripts: ['/main.js'],
      stylesheets: ['/shell-bootstrap.5678abcd.css'],
      scripts: ['/shell-bootstrap.1234abcd.js'],
      sharedScripts: ['/3262.aa.js', '/3231.bb.js'],
      messageScripts: { de: ['/shell-messages-de.1a.js', '/shared-messages-de.2b.js'], nl: ['/shell-messages-nl.3c.js'] },
    });
    // The basket's release has no server build: its pages render in the browser.
    expect(echo.remotes).toEqual(['catalogue']);
    expect(echo.catalogue?.key).toMatch(/^catalogue@2\.0\.0:/);
    expect(echo.catalogue?.code).toBe('module.exports = "catalogue 2.0.0 server build";');
    expect(echo.catalogue?.assets).toEqual({
      base: '/remotes/catalogue/2.0.0/',
      chunks: { 'catalogue-list': { js: ['catalogue-list.aa.js'], css: [] } },
    });
  });

  it('never loads a local override’s remote on the server, and keeps its page private', async () => {
    const cookie = `${OVERRIDE_COOKIE}=${signOverride(shop.secrets.limitKey, withRemote(null, 'catalogue', 'http://localhost:3101/mf-manifest.json'))}`;
    const res = await fetch(`${shop.url}/`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // The renderer gets no server build for catalogue: its region renders in the browser, from the dev server.
    expect(echoOf(await res.text()).remotes).toEqual([]);
  });

  it('keeps a page with the visitor’s own data out of every cache', async () => {
    const res = await fetch(`${shop.url}/warenkorb/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    echoOf(await res.text());
  });

  it('renders the 404 page under 404, never cached', async () => {
    const res = await fetch(`${shop.url}/gibt-es-nicht/`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(echoOf(await res.text()).url).toBe('/gibt-es-nicht/');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await fetch(`${shop.url}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('');
  });

  it('counts a region that failed on the server against the page’s release, not a remote that was only slow (ADR 0037)', async () => {
    const failures = async () =>
      (await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CBDE'))).map((row) => `${row.remote}@${row.version} ${row.failures}/${row.loads}`);
    const before = await failures();
    const spy = captureLogs();
    try {
      const res = await shop.request('/?s=region-fails');
      expect(res.status).toBe(200);
      await eventually(async () => (await failures()).includes('catalogue@2.0.0 1/1'), 'the failure counted');
    } finally {
      spy.restore();
    }
    expect(before).toEqual([]);
    expect(await failures()).toEqual(['catalogue@2.0.0 1/1']);
  });

  it('serves the client-rendered page when the shell fails on the server', async () => {
    const res = await fetch(`${shop.url}/?s=shell-fails`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('window.__SHOP_BOOT__=');
    expect(html).not.toContain('<pre>');
  });
});

describe('release files verified against the hashes recorded at registration (ADR 0040)', () => {
  const DUTCH = { host: 'cb.localhost' };
  let dir: string;
  const FILES = ['mf-manifest.json', 'remoteEntry.js', 'server/routes.js', 'shop-assets.json'];

  beforeAll(async () => {
    // catalogue 2.1.0, registered with its files' hashes, pinned on the Dutch storefront only.
    dir = join(tmp, 'releases', 'catalogue', '2.1.0');
    mkdirSync(join(dir, 'server'), { recursive: true });
    writeFileSync(join(dir, 'mf-manifest.json'), '{"id":"catalogue","metaData":{}}');
    writeFileSync(join(dir, 'remoteEntry.js'), 'var catalogue = "2.1.0";');
    writeFileSync(join(dir, 'remoteEntry.js.br'), brotliCompressSync(Buffer.from('var catalogue = "2.1.0";')));
    writeFileSync(join(dir, 'server', 'routes.js'), 'module.exports = "catalogue 2.1.0 server build";');
    writeFileSync(join(dir, 'shop-assets.json'), JSON.stringify({ chunks: { 'catalogue-list': { js: ['catalogue-list.bb.js'], css: [] } } }));
    const fileHashes = Object.fromEntries(FILES.map((file) => [file, sriOf(readFileSync(join(dir, file)))]));
    const catalogueRoutes = ['home', 'productList', 'productDetail'].map((key) => ({ key }));
    await shop.handle.db
      .insert(remoteReleases)
      .values({ remote: 'catalogue', version: '2.1.0', sourceDir: dir, fileHashes, declaration: testDeclaration({ remote: 'catalogue', routes: catalogueRoutes }) });
    await shop.handle.db
      .insert(storefrontRemotes)
      .values({ storefrontKey: 'CB', remote: 'catalogue', pinnedVersion: '2.1.0' })
      .onConflictDoUpdate({ target: [storefrontRemotes.storefrontKey, storefrontRemotes.remote], set: { enabled: true, pinnedVersion: '2.1.0' } });
  });

  const failures = async () =>
    (await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CB'))).map((row) => `${row.remote}@${row.version} ${row.failures}/${row.loads}`);

  it("tells the browser the release's hashes: the manifest's in the boot config, every file's at its filesUrl (immutable)", async () => {
    const hashes = Object.fromEntries(FILES.map((file) => [file, sriOf(readFileSync(join(dir, file)))]));
    const QUERY = '{ storefrontConfig { remotes { name version integrity { manifest filesUrl } } } }';
    type Remotes = { storefrontConfig: { remotes: Array<{ name: string; version: string; integrity: { manifest: string; filesUrl: string } | null }> } };
    const dutch = (await shop.graphql<Remotes>(QUERY, { headers: DUTCH })).body.data?.storefrontConfig.remotes;
    expect(dutch?.find((r) => r.name === 'catalogue')).toEqual({
      name: 'catalogue',
      version: '2.1.0',
      integrity: { manifest: hashes['mf-manifest.json'], filesUrl: '/release-integrity/catalogue/2.1.0.json' },
    });
    // A release registered before hashes were recorded (the German storefront's 2.0.0) has none.
    const german = (await shop.graphql<Remotes>(QUERY)).body.data?.storefrontConfig.remotes;
    expect(german?.find((r) => r.name === 'catalogue')?.integrity).toBeNull();

    const files = await shop.request('/release-integrity/catalogue/2.1.0.json');
    expect(files.status).toBe(200);
    expect(files.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(JSON.parse(files.text)).toEqual({ remote: 'catalogue', version: '2.1.0', files: hashes });
    // No hashes, no release, nonsense: a 404 nothing keeps (a version registered later must not find it cached).
    for (const path of ['/release-integrity/catalogue/2.0.0.json', '/release-integrity/catalogue/9.9.9.json', '/release-integrity/catalogue/%E0%A4%A.json', '/release-integrity/x']) {
      const missing = await shop.request(path);
      expect([path, missing.status, missing.headers['cache-control']]).toEqual([path, 404, 'no-store']);
    }
    expect((await shop.request('/release-integrity/catalogue/2.1.0.json', { method: 'POST' })).status).toBe(405);
  });

  it('hands the renderer a server build whose bytes match; one changed after registration is never evaluated, logged once and counted as a server render failure', async () => {
    const matching = echoOf((await shop.request('/', { headers: DUTCH })).text).catalogue;
    expect(matching?.code).toBe('module.exports = "catalogue 2.1.0 server build";');
    // With the recorded hashes: the page's preloads carry them (ADR 0040).
    expect(matching?.assets).toEqual({
      base: '/remotes/catalogue/2.1.0/',
      chunks: { 'catalogue-list': { js: ['catalogue-list.bb.js'], css: [] } },
      integrity: Object.fromEntries(FILES.map((file) => [file, sriOf(readFileSync(join(dir, file)))])),
    });
    expect(await failures()).toEqual([]);

    // Someone rewrites the registered release's server build (and its chunk list) in place.
    writeFileSync(join(dir, 'server', 'routes.js'), 'module.exports = "evil"; require("child_process");');
    writeFileSync(join(dir, 'shop-assets.json'), JSON.stringify({ chunks: { 'catalogue-list': { js: ['https://evil.example/x.js'], css: [] } } }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'server', 'routes.js'), later, later);
    const errors = captureLogs();
    try {
      const pages = [echoOf((await shop.request('/', { headers: DUTCH })).text), echoOf((await shop.request('/', { headers: DUTCH })).text)];
      for (const page of pages) {
        // Refused before the render host gets it: its code never reaches the renderer.
        expect(page.catalogue?.code).toBe(
          'refused: Remote "catalogue" could not be loaded: the server build of catalogue 2.1.0 does not match its registered hash (server/routes.js): not used, its regions render in the browser',
        );
        expect(page.catalogue?.assets).toMatch(/^refused: .*the shop-assets\.json of catalogue 2\.1\.0 does not match its registered hash/);
        expect(JSON.stringify(page)).not.toContain('evil');
      }
      // Each page's failed region counts against the release (ADR 0037): two pages, two failures.
      await eventually(async () => (await failures()).includes('catalogue@2.1.0 2/2'), 'both failures counted');
      // Logged once per build, not once per page.
      const logged = errors.messages('error').filter((line) => line.includes('does not match its registered hash'));
      expect(logged).toEqual([
        '[ssr] the server build of catalogue 2.1.0 does not match its registered hash (server/routes.js): not used, its regions render in the browser',
        '[ssr] the shop-assets.json of catalogue 2.1.0 does not match its registered hash (shop-assets.json): not used, its regions render in the browser',
      ]);
    } finally {
      errors.restore();
    }
    // The German storefront's release was registered before hashes were recorded: served as before.
    expect(echoOf((await shop.request('/')).text).catalogue?.code).toBe('module.exports = "catalogue 2.0.0 server build";');
  });

  it('verifies a CDN release’s server build and chunk list as fetched, before the renderer gets them', async () => {
    const cdnRoot = join(tmp, 'cdn');
    const cdnDir = join(cdnRoot, 'catalogue', '2.2.0');
    mkdirSync(join(cdnDir, 'server'), { recursive: true });
    writeFileSync(join(cdnDir, 'server', 'routes.js'), 'module.exports = "catalogue 2.2.0 from the CDN";');
    writeFileSync(join(cdnDir, 'shop-assets.json'), JSON.stringify({ chunks: { 'catalogue-list': { js: ['catalogue-list.cc.js'], css: [] } } }));
    const cdn = await startTestCdn(cdnRoot);
    try {
      const fileHashes = Object.fromEntries(['server/routes.js', 'shop-assets.json'].map((file) => [file, sriOf(readFileSync(join(cdnDir, file)))]));
      const catalogueRoutes = ['home', 'productList', 'productDetail'].map((key) => ({ key }));
      await shop.handle.db
        .insert(remoteReleases)
        .values({ remote: 'catalogue', version: '2.2.0', baseUrl: `${cdn.base}/catalogue/2.2.0`, fileHashes, declaration: testDeclaration({ remote: 'catalogue', routes: catalogueRoutes }) });
      await shop.handle.db
        .insert(storefrontRemotes)
        .values({ storefrontKey: 'CBAT', remote: 'catalogue', pinnedVersion: '2.2.0' })
        .onConflictDoUpdate({ target: [storefrontRemotes.storefrontKey, storefrontRemotes.remote], set: { enabled: true, pinnedVersion: '2.2.0' } });
      const AUSTRIAN = { host: 'cbat.localhost' };
      const served = echoOf((await shop.request('/', { headers: AUSTRIAN })).text).catalogue;
      expect(served?.code).toBe('module.exports = "catalogue 2.2.0 from the CDN";');
      expect(served?.assets).toMatchObject({ chunks: { 'catalogue-list': { js: ['catalogue-list.cc.js'], css: [] } } });

      // The CDN (or whoever controls it) now answers other bytes under the registered version.
      writeFileSync(join(cdnDir, 'server', 'routes.js'), 'module.exports = "evil from the CDN";');
      const errors = captureLogs();
      try {
        const refused = echoOf((await shop.request('/', { headers: AUSTRIAN })).text);
        expect(refused.catalogue?.code).toMatch(/^refused: .*the server build of catalogue 2\.2\.0 does not match its registered hash/);
        expect(JSON.stringify(refused)).not.toContain('evil');
        expect(errors.messages('error').filter((line) => line.includes('registered hash'))).toEqual([
          '[ssr] the server build of catalogue 2.2.0 does not match its registered hash (server/routes.js): not used, its regions render in the browser',
        ]);
      } finally {
        errors.restore();
      }
      await eventually(
        async () => (await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CBAT'))).some((row) => row.version === '2.2.0' && row.failures === 1),
        'the failure counted',
      );
    } finally {
      await cdn.close();
    }
  });

  it('serves a browser file of a folder release only while it matches its registered hash, whichever encoding is sent', async () => {
    const file = (path: string, encoding = 'identity') => fetch(`${shop.url}/remotes/catalogue/2.1.0/${path}`, { headers: { 'accept-encoding': encoding } });
    const plain = await file('remoteEntry.js');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe('var catalogue = "2.1.0";');
    const brotli = await file('remoteEntry.js', 'br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('var catalogue = "2.1.0";');

    const errors = captureLogs();
    try {
      // The precompressed copy changed: the file is refused, also to a browser that would get the plain one.
      writeFileSync(join(dir, 'remoteEntry.js.br'), brotliCompressSync(Buffer.from('var catalogue = "evil";')));
      for (const encoding of ['br', 'identity']) {
        const refused = await file('remoteEntry.js', encoding);
        expect(refused.status).toBe(409);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        expect(await refused.text()).toBe('This file of catalogue 2.1.0 no longer matches the release as registered');
      }
      rmSync(join(dir, 'remoteEntry.js.br'));
      expect((await file('remoteEntry.js', 'br')).status).toBe(200);
      // The file itself changed: refused.
      writeFileSync(join(dir, 'remoteEntry.js'), 'var catalogue = "evil";');
      expect((await file('remoteEntry.js')).status).toBe(409);
      expect((await file('remoteEntry.js')).status).toBe(409);
      const logged = errors.messages('error');
      expect(logged).toEqual([
        '[remotes] catalogue 2.1.0: remoteEntry.js.br (served in its place) does not decompress to the registered remoteEntry.js; not served (409)',
        '[remotes] catalogue 2.1.0: remoteEntry.js does not match its registered hash; not served (409)',
      ]);
    } finally {
      errors.restore();
    }
    // A file the release check did not hash is served as before; so is every file of a release without hashes.
    expect((await fetch(`${shop.url}/remotes/catalogue/2.0.0/remoteEntry.js`)).status).toBe(200);
  });
});

/**
 * A renderer whose pages finish only when the test says so: it runs in the render host (another
 * process), so the test says so with a file beside it (`go`, the one folder the host may read). Each
 * page ends with the most pages the renderer had at once.
 */
const HELD_RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.evaluatedBuildCount = () => 0;
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const held = { rendering: 0, most: 0 };
exports.renderShellPage = async (input, callbacks) => {
  held.rendering += 1;
  held.most = Math.max(held.most, held.rendering);
  setImmediate(() => callbacks.onShellReady('public'));
  return {
    abort() {},
    pipe(destination) {
      destination.write('<!DOCTYPE html><html><body><pre>' + JSON.stringify({ url: input.url }) + '</pre>');
      const wait = setInterval(() => {
        if (!existsSync(join(__dirname, 'go'))) return;
        clearInterval(wait);
        held.rendering -= 1;
        destination.end('<i>' + held.most + '</i></body></html>');
      }, 10);
    },
  };
};
`;

describe('pages rendered a few at a time', () => {
  let held: TestServer;
  let heldTmp: string;
  let dist: string;

  beforeAll(async () => {
    heldTmp = mkdtempSync(join(tmpdir(), 'shop-ssr-held-'));
    dist = join(heldTmp, 'shell-dist');
    mkdirSync(join(dist, 'server'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, RENDERER_FILE), HELD_RENDERER);
    writeFileSync(join(dist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
    held = await startTestServer({ shellDist: dist, renderConcurrency: 2, renderQueueMax: 2 });
  });

  afterAll(async () => {
    writeFileSync(join(dist, 'server', 'go'), '');
    await held?.close();
    rmSync(heldTmp, { recursive: true, force: true });
  });

  it('renders at most the concurrency at once, queues a few, and serves the rest client-rendered at once', async () => {
    // (Generous: a busy machine; the test waits for events, never for time.)
    const pages = Array.from({ length: 6 }, (_, i) => held.request(`/?page=${i}`).then((res) => res.text));
    const settled: string[] = [];
    for (const page of pages) page.then((html) => settled.push(html));

    // Two render, two wait; the other two get the client-rendered page without waiting.
    const load = () => held.server.serverRenders.load;
    await eventually(() => load().rendering === 2 && load().waiting === 2 && settled.length === 2, 'two pages rendering, two waiting and two served at once');
    expect(settled.every((html) => html.includes('<div id="root"></div>') && !html.includes('<pre>'))).toBe(true);

    // Let them finish: each page that finishes lets the next one waiting start, never more than two.
    writeFileSync(join(dist, 'server', 'go'), '');
    const html = await Promise.all(pages);
    const rendered = html.filter((page) => page.includes('<pre>'));
    expect(rendered).toHaveLength(4);
    expect(Math.max(...rendered.map((page) => Number(/<i>(\d+)<\/i>/.exec(page)?.[1])))).toBe(2);
  }, 60_000);
});

describe('cacheControlFor', () => {
  it('renders pages with a query string within a budget per client, then in the browser (issue 31)', async () => {
    // A server that believes X-Forwarded-For, on the same database: the budget is the client's, not the socket's.
    const proxied = await startTestServer({ shellDist, trustProxy: parseTrustProxy('loopback') }, shop.handle);
    try {
      const page = (client: string, query: string) => fetch(`${proxied.url}/geschenkkarten/?${query}`, { headers: { 'x-forwarded-for': client } }).then((res) => res.text());
      // All but one of the minute's renders spent; the next is the last one rendered on the server.
      await spendLimit(shop.handle.db, proxied.secrets.limitKey, LIMITS.queryRendersPerIp, '203.0.113.44', LIMITS.queryRendersPerIp.limit - 1);
      expect(await page('203.0.113.44', 's=last')).toContain('<pre>');
      // Past it: the client-rendered page (no render), still a working page.
      const after = await page('203.0.113.44', 's=past');
      expect(after).not.toContain('<pre>');
      expect(after).toContain('<div id="root">');
      // Another client, and the same client without a query string, are rendered as ever.
      expect(await page('203.0.113.45', 's=1')).toContain('<pre>');
      const plain = await fetch(`${proxied.url}/geschenkkarten/`, { headers: { 'x-forwarded-for': '203.0.113.44' } });
      expect(await plain.text()).toContain('<pre>');
    } finally {
      await proxied.server.drain();
    }
  });

  it('renders only the query parameters the pages read: tracking and made-up ones are not rendered and spend no budget (issue 31)', async () => {
    const proxied = await startTestServer({ shellDist, trustProxy: parseTrustProxy('loopback') }, shop.handle);
    const renders = (client: string) => currentCount(shop.handle.db, proxied.secrets.limitKey, LIMITS.queryRendersPerIp, client);
    try {
      const page = (client: string, query: string) => fetch(`${proxied.url}/geschenkkarten/?${query}`, { headers: { 'x-forwarded-for': client } }).then((res) => res.text());
      // A client whose budget of query renders is spent still gets a newsletter link rendered on the
      // server: as the page without its parameters, and without counting it.
      await spendLimit(shop.handle.db, proxied.secrets.limitKey, LIMITS.queryRendersPerIp, '203.0.113.46', LIMITS.queryRendersPerIp.limit);
      const tracked = await page('203.0.113.46', 'utm_source=newsletter&utm_campaign=spring&fbclid=fb4711&x=made-up');
      expect(echoOf(tracked).url).toBe('/geschenkkarten/');
      expect(tracked).not.toMatch(/utm_|newsletter|spring|fbclid|fb4711|made-up/);
      expect(await renders('203.0.113.46')).toBe(LIMITS.queryRendersPerIp.limit);
      // A parameter the page reads still counts (past the budget: rendered in the browser).
      expect(await page('203.0.113.46', 'utm_source=newsletter&page=2')).not.toContain('<pre>');
      // Beside unknown ones, the known parameters are rendered alone, in one order, and counted once.
      const mixed = echoOf(await page('203.0.113.47', 'fbclid=fb4711&s=wein&utm_source=newsletter&page=2'));
      expect(mixed.url).toBe('/geschenkkarten/?page=2&s=wein');
      expect(await renders('203.0.113.47')).toBe(1);
    } finally {
      await proxied.server.drain();
    }
  });

  it('runs a page’s public queries as its visitor: they spend its budget of cache misses but are never refused; past it, the page is rendered in the browser (issue 31)', async () => {
    const proxied = await startTestServer({ shellDist, trustProxy: parseTrustProxy('loopback') }, shop.handle);
    const misses = (client: string) => currentCount(shop.handle.db, proxied.secrets.limitKey, LIMITS.publicAnswerMissesPerIp, client);
    const answered = (queries: Echo['queries']) => queries?.length === 5 && queries.every((answer) => answer.data && answer.errors === undefined);
    try {
      const page = (client: string, listPage: number) =>
        fetch(`${proxied.url}/geschenkkarten/?s=five-queries-${listPage}`, { headers: { 'x-forwarded-for': client } }).then((res) => res.text());
      // Five new queries: answered, and counted to the visitor.
      const first = echoOf(await page('203.0.113.48', 2)).queries;
      expect(answered(first)).toBe(true);
      expect(await misses('203.0.113.48')).toBe(5);
      // The same page again: its answers come from the cache, at no cost.
      expect(echoOf(await page('203.0.113.48', 2)).queries).toEqual(first);
      expect(await misses('203.0.113.48')).toBe(5);
      // A visitor with two misses left: the render's five new queries are all answered (a refused one
      // could end up in a page a CDN keeps for everyone); the count stops at the limit.
      await spendLimit(shop.handle.db, proxied.secrets.limitKey, LIMITS.publicAnswerMissesPerIp, '203.0.113.49', LIMITS.publicAnswerMissesPerIp.limit - 2);
      expect(answered(echoOf(await page('203.0.113.49', 3)).queries)).toBe(true);
      expect(await misses('203.0.113.49')).toBe(LIMITS.publicAnswerMissesPerIp.limit);
      // Its budget spent: the next page is rendered in the browser, whose own queries are refused there.
      const past = await page('203.0.113.49', 4);
      expect(past).not.toContain('<pre>');
      expect(past).toContain('<div id="root">');
    } finally {
      await proxied.server.drain();
    }
  });

  it('caches only complete anonymous 200 pages', () => {
    expect(cacheControlFor(200, 'public')).toMatch(/^public, .*s-maxage=30/);
    // A page whose body follows the visitor's rollout cookie: never a shared cache's (issue 32).
    expect(cacheControlFor(200, 'public', true)).toBe('private, no-cache');
    expect(cacheControlFor(200, 'private', true)).toBe('private, no-store');
    expect(cacheControlFor(200, 'private')).toBe('private, no-store');
    expect(cacheControlFor(200, 'none')).toBe('no-cache');
    expect(cacheControlFor(404, 'public')).toBe('no-store');
  });
});
