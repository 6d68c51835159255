/**
 * robots.txt and the sitemaps as HTTP answers (issue 36, ADR 0056): content types, compression made
 * once, ETag and 304, HEAD, one address per storefront, a sitemap index past the URLs a file may hold,
 * and the sitemap built once and kept: a thousand requests cost one build, a change of public data one
 * more (served from the kept one meanwhile). The pages they list are crawl.test.ts's.
 */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storefrontUrlBuilder } from '../domains/storefront/storefront-url';
import { resolveStorefrontRemotes } from '../remotes/registry';
import { eventually } from '../testing/eventually';
import { request } from '../testing/http';
import { registerShopReleases } from '../testing/shop-releases';
import { startTestServer, type TestServer } from '../testing/test-server';
import { createSearchEngineFiles } from './search-engines';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-search-engines-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  shop = await startTestServer({ shellDist });
  await registerShopReleases(shop.handle.db);
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const get = (host: string, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  shop.request(path, { method, headers: { host, ...headers } });

const urlsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);

describe('the shop server', () => {
  it('serves the sitemap compressed (made once), with an ETag that answers 304, and HEAD without a body', async () => {
    const plain = await get('localhost', '/sitemap.xml', { 'accept-encoding': 'identity' });
    const br = await get('localhost', '/sitemap.xml', { 'accept-encoding': 'br, gzip' });
    const gzip = await get('localhost', '/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.text).toBe(plain.text);
    expect(gzip.text).toBe(plain.text);
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(plain.headers).toMatchObject({ 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300', vary: 'Accept-Encoding', 'x-robots-tag': 'noindex' });
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.etag).toBe(etag);
    const again = await get('localhost', '/sitemap.xml', { 'if-none-match': etag });
    expect({ status: again.status, body: again.body.length }).toEqual({ status: 304, body: 0 });
    const head = await get('localhost', '/sitemap.xml', { 'accept-encoding': 'identity' }, 'HEAD');
    expect({ status: head.status, body: head.body.length, length: head.headers['content-length'] }).toEqual({ status: 200, body: 0, length: String(plain.body.length) });
    // Each storefront its own, on its own origin.
    expect(urlsOf((await get('cb.localhost', '/sitemap.xml')).text).every((url) => url.startsWith('http://cb.localhost:3000/'))).toBe(true);
  });

  it('sends robots.txt and the sitemap asked on another host of the storefront to its one address', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const moved = await get('cbnl.localhost', path);
      expect({ path, status: moved.status, location: moved.headers.location }).toEqual({ path, status: 301, location: `http://cb.localhost:3000${path}` });
    }
  });

  it('leaves other methods and other /sitemap-… paths to the shell', async () => {
    expect((await get('localhost', '/robots.txt', {}, 'POST')).status).toBe(405);
    expect((await get('localhost', '/sitemap.xml', {}, 'DELETE')).status).toBe(405);
    // Not a sitemap file's name: a page path (here the landing catch-all's).
    const page = await get('localhost', '/sitemap-ideen/');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // A part that does not exist (the German sitemap is one file).
    expect((await get('localhost', '/sitemap-1.xml')).status).toBe(404);
  });

  it('marks the visitor’s own pages noindex in the head and in X-Robots-Tag, and leaves the others indexable', async () => {
    for (const [host, path] of [
      ['localhost', '/account/login/'],
      ['localhost', '/account/'],
      ['localhost', '/en/account/login/'],
      ['localhost', '/warenkorb/'],
      ['localhost', '/kasse/'],
      ['localhost', '/guthaben-pruefen/kasse/'],
      ['localhost', '/guthaben-pruefen/ergebnisse/'],
      ['cb.localhost', '/account/login/'],
      ['cb.localhost', '/bestellen/'],
      ['cb.localhost', '/saldocheck/checkout/'],
    ] as const) {
      const page = await get(host, path);
      const robots = /<meta data-shop-ssr name="robots" content="([^"]+)">/.exec(page.text)?.[1];
      expect({ host, path, status: page.status, header: page.headers['x-robots-tag'], robots }).toEqual({ host, path, status: 200, header: 'noindex', robots: 'noindex, nofollow' });
    }
    for (const [host, path] of [
      ['localhost', '/'],
      ['localhost', '/geschenkkarten/'],
      ['localhost', '/guthaben-pruefen/'],
      ['localhost', '/kontakt/'],
      ['cb.localhost', '/saldocheck/'],
    ] as const) {
      const page = await get(host, path);
      const robots = /<meta data-shop-ssr name="robots" content="([^"]+)">/.exec(page.text)?.[1];
      expect({ host, path, status: page.status, header: page.headers['x-robots-tag'], robots }).toEqual({ host, path, status: 200, header: undefined, robots: 'index, follow' });
    }
  });

  it('lists no page past a list’s end, no unknown entity and no All-in-1 card where it is not sold: none of them has a head', async () => {
    const missing: Array<[string, string]> = [
      ['localhost', '/geschenkkarten/999/'],
      ['localhost', '/kategorie/restaurants/99/'],
      ['localhost', '/blog/?page=99'],
      ['gcsde.localhost', '/geschenkkarten/all-in-1-geschenkkarte/'],
    ];
    for (const [host, path] of missing) {
      const listed = urlsOf((await get(host, '/sitemap.xml')).text).map((url) => url.replace(/^http:\/\/[^/]+/, '').replace(/&amp;/g, '&'));
      const page = await get(host, path);
      const title = /<title data-shop-ssr>([^<]*)<\/title>/.exec(page.text)?.[1];
      expect({ host, path, listed: listed.includes(path), ownTitle: !/^[^|]+$/.test(title ?? '') }).toEqual({ host, path, listed: false, ownTitle: false });
      expect(page.text).not.toContain('name="description"');
    }
    // The storefronts that sell the All-in-1 card list it.
    expect(urlsOf((await get('localhost', '/sitemap.xml')).text)).toContain('http://localhost:3000/geschenkkarten/all-in-1-geschenkkarte/');
  });
});

describe('the sitemap handler', () => {
  let server: Server;
  let origin: string;
  let builds: number;
  let files: ReturnType<typeof createSearchEngineFiles>;

  beforeAll(async () => {
    builds = 0;
    const db = shop.handle.db;
    files = createSearchEngineFiles({
      db,
      directory: shop.server.directory,
      urls: { storefront: storefrontUrlBuilder(undefined, 3000) },
      remotesOf: (key) => {
        builds += 1;
        return resolveStorefrontRemotes(db, key, shop.server.registry);
      },
      // Small files, to see the index; rebuilt as soon as data changes.
      maxUrls: 500,
      minRebuildMs: 0,
    });
    server = createServer((req, res) => {
      void files.sitemap(req, res, new URL(req.url ?? '/', 'http://x').pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const ask = (path: string) => request(origin + path, { headers: { host: 'localhost' } });

  it('names its files in a sitemap index past the URLs one file may hold, each file within the limit', async () => {
    const index = await ask('/sitemap.xml');
    expect(index.text).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const parts = urlsOf(index.text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts[0]).toBe('http://localhost:3000/sitemap-1.xml');
    const all: string[] = [];
    for (const part of parts) {
      const file = await ask(new URL(part).pathname);
      expect(file.status).toBe(200);
      const urls = urlsOf(file.text);
      expect(urls.length).toBeLessThanOrEqual(500);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('http://localhost:3000/kontakt/');
    expect((await ask(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
  });

  it('is built once for many requests, and once more after public data changed, serving the kept one meanwhile', async () => {
    const before = builds;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('/sitemap-1.xml')));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(builds).toBe(before);
    files.clear();
    // The next request is answered at once with what was kept, and starts the one build.
    expect((await ask('/sitemap-1.xml')).text).toBe(answers[0]?.text);
    await Promise.all(Array.from({ length: 5 }, () => ask('/sitemap-1.xml')));
    await eventually(() => builds > before, 'the build after the change');
    // One build, however many asked meanwhile; then the new sitemap is served, and nothing is built again.
    await Promise.all(Array.from({ length: 5 }, () => ask('/sitemap-1.xml')));
    expect(builds).toBe(before + 1);
  });
});
