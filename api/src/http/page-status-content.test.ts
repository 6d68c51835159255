/**
 * Honest HTTP for the content team's editorial pages (issue 17, ADR 0014): with a content release
 * that implements the blog, its articles and the landing catch-all, the blog answers 200 where the
 * storefront has one, an article or a landing page 200 when it exists in this storefront and 404
 * otherwise, over real HTTP in the German (Host localhost), the Dutch (cb.localhost) and the Danish
 * storefront (cbdk.localhost, whose language has no editorial texts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeclaredRoute } from '@shop/shared/routes';
import { and, asc, eq } from 'drizzle-orm';
import { remoteReleases } from '../db/schema';
import { blogArticles } from '../db/content-schema';
import type { TestResponse } from '../testing/http';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

/** The catalogue as today, and a content release that ships the blog and the landing pages. */
const RELEASES: Array<{ remote: string; routes: DeclaredRoute[] }> = [
  { remote: 'catalogue', routes: ['home', 'productList', 'productDetail', 'categoryAll', 'category', 'occasions', 'occasion'].map((key) => ({ key })) },
  { remote: 'content', routes: ['notFound', 'contact', 'blog', 'blogArticle', 'landing'].map((key) => ({ key })) },
];

const GERMAN = 'localhost';
const DUTCH = 'cb.localhost';

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-page-status-content-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  shop = await startTestServer({ shellDist });
  for (const { remote, routes } of RELEASES) {
    await shop.handle.db
      .insert(remoteReleases)
      .values({ remote, version: '1.0.0', promotedAt: new Date(), baseUrl: `https://cdn.example/${remote}/1.0.0`, declaration: testDeclaration({ remote, routes }) });
  }
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const page = (host: string, path: string) => shop.request(path, { headers: { host } });

function expectStatus(res: TestResponse, host: string, path: string, status: number) {
  expect({ host, path, status: res.status }).toEqual({ host, path, status });
  if (status !== 301) expect(res.text).toContain('<div id="root"></div>');
}

/** The slug of a stored article of a storefront in a language. */
async function articleSlug(store: string, language: string): Promise<string> {
  const [row] = await shop.handle.db
    .select({ slug: blogArticles.slug })
    .from(blogArticles)
    .where(and(eq(blogArticles.storefrontKey, store), eq(blogArticles.language, language)))
    .orderBy(asc(blogArticles.slug))
    .limit(1);
  if (!row) throw new Error(`${store} has no ${language} article`);
  return row.slug;
}

describe('editorial page statuses', () => {
  it('answers 200 for the blog, its articles and the landing pages that exist', async () => {
    const germanSlug = await articleSlug('CBDE', 'de');
    const englishSlug = await articleSlug('CBDE', 'en');
    const dutchSlug = await articleSlug('CB', 'nl');
    const pages: Array<[string, string]> = [
      [GERMAN, '/blog/'],
      [GERMAN, `/blog/${germanSlug}/`],
      [GERMAN, '/en/blog/'],
      [GERMAN, `/en/blog/${englishSlug}/`],
      [GERMAN, '/weihnachten/'],
      [GERMAN, '/muttertag/'],
      [GERMAN, '/en/christmas/'],
      [DUTCH, '/blog/'],
      [DUTCH, `/blog/${dutchSlug}/`],
      [DUTCH, '/kerst/'],
      [DUTCH, '/restaurantbonnen/'],
      // The shop's own pages still win over the catch-all.
      [GERMAN, '/geschenkkarten/'],
      [GERMAN, '/kontakt/'],
      [DUTCH, '/cadeaubonnen/'],
    ];
    for (const [host, path] of pages) expectStatus(await page(host, path), host, path, 200);
  });

  // Missing articles and landing pages are 404 by their pages' loaders in the server render (issue 34):
  // e2e/tests/entity-status.spec.ts.
  it('sends a landing page without its slash to the slash, query kept', async () => {
    const res = await page(GERMAN, '/weihnachten?utm=x');
    expect({ status: res.status, location: res.headers.location }).toEqual({ status: 301, location: '/weihnachten/?utm=x' });
  });
});
