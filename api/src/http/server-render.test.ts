/**
 * The API's side of server rendering over real HTTP (the renderer here is a stand-in module with the
 * renderer's interface; the real one renders in the e2e journeys): what the renderer is given, the
 * streamed and compressed answer, cache headers, and the client-rendered page whenever rendering fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { remoteLoadCounts } from '../db/health-schema';
import { remoteReleases } from '../db/schema';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { cacheControlFor, RENDERER_FILE } from './server-render';
import { eventually } from '../testing/eventually';
import { OVERRIDE_COOKIE, signOverride, withRemote } from '../remotes/local-override';
import { LIMITS, currentCount } from '../security/rate-limit';
import { spendLimit } from '../testing/limits';
import { parseTrustProxy } from './client-address';

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
          catalogue: catalogue ? { key: catalogue.key, code: await catalogue.code(), assets: await catalogue.assets() } : null,
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
  catalogue: { key: string; code: string; assets: { base: string; chunks: Record<string, unknown> } } | null;
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
      },
    }),
  );

  releaseDir = join(tmp, 'releases', 'catalogue', '2.0.0');
  mkdirSync(join(releaseDir, 'server'), { recursive: true });
  writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"id":"catalogue","metaData":{}}');
  writeFileSync(join(releaseDir, 'remoteEntry.js'), 'var catalogue;');
  writeFileSync(join(releaseDir, 'server', 'routes.js'), 'module.exports = "catalogue 2.0.0 server build";');
  writeFileSync(join(releaseDir, 'shop-assets.json'), JSON.stringify({ chunks: { 'catalogue-list': { js: ['catalogue-list.aa.js'], css: [] } } }));

  shop = await startTestServer({ shellDist });
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
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await shop.request('/?s=region-fails');
      expect(res.status).toBe(200);
      await eventually(async () => (await failures()).includes('catalogue@2.0.0 1/1'), 'the failure counted');
    } finally {
      spy.mockRestore();
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
