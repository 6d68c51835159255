/**
 * Honest HTTP for the balance doubler's pages (issue 18, ADR 0014 and 0025): with a redeem release
 * that implements them, /verdoppler/ and /verdubbelaar/ answer 200 where the storefront runs the
 * doubler (German and Dutch storefronts) and 404 where it does not (Austria, same German paths); the
 * thank-you page answers 200 without a product or with one of the storefront's products, 404 with an
 * unknown one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { productTranslations } from '../db/catalogue-schema';
import { remoteReleases } from '../db/schema';
import type { TestResponse } from '../testing/http';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

const GERMAN = 'localhost';
const DUTCH = 'cb.localhost';
const AUSTRIAN = 'cbat.localhost';

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-page-status-doubler-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  shop = await startTestServer({ shellDist });
  await shop.handle.db.insert(remoteReleases).values({
    remote: 'redeem',
    version: '1.0.0',
    promotedAt: new Date(),
    baseUrl: 'https://cdn.example/redeem/1.0.0',
    // As the redeem team's route modules declare them: the doubler's pages exist where its toggle is on.
    declaration: testDeclaration({ remote: 'redeem', routes: [{ key: 'balanceCheck' }, { key: 'doubler', toggle: 'balanceDoubler' }, { key: 'doublerThanks', toggle: 'balanceDoubler' }] }),
  });
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const page = (host: string, path: string) => shop.request(path, { headers: { host } });

function expectStatus(res: TestResponse, host: string, path: string, status: number) {
  expect({ host, path, status: res.status }).toEqual({ host, path, status });
}

/** A product slug of a storefront in a language. */
async function productSlug(store: string, language: string): Promise<string> {
  const [row] = await shop.handle.db
    .select({ slug: productTranslations.slug })
    .from(productTranslations)
    .where(and(eq(productTranslations.storefrontKey, store), eq(productTranslations.language, language)))
    .orderBy(asc(productTranslations.slug))
    .limit(1);
  if (!row) throw new Error(`${store} has no ${language} product`);
  return row.slug;
}

describe('balance doubler page statuses', () => {
  it('answers 200 where the storefront runs the doubler, with or without a known product', async () => {
    const german = await productSlug('CBDE', 'de');
    const dutch = await productSlug('CB', 'nl');
    const pages: Array<[string, string]> = [
      [GERMAN, '/verdoppler/'],
      [GERMAN, '/verdoppler/danke/'],
      [GERMAN, `/verdoppler/danke/${german}/`],
      [GERMAN, '/en/verdoppler/'],
      [DUTCH, '/verdubbelaar/'],
      [DUTCH, '/verdubbelaar/bedankt/'],
      [DUTCH, `/verdubbelaar/bedankt/${dutch}/`],
    ];
    for (const [host, path] of pages) expectStatus(await page(host, path), host, path, 200);
  });

  // An unknown product is 404 by the thank-you page's loader in the server render (issue 34):
  // e2e/tests/entity-status.spec.ts. Where the doubler does not run, its pages are not routed at all.
  it('answers 404 where the doubler does not run', async () => {
    const german = await productSlug('CBDE', 'de');
    const missing: Array<[string, string]> = [
      // Austria has the German paths but no doubler.
      [AUSTRIAN, '/verdoppler/'],
      [AUSTRIAN, '/verdoppler/danke/'],
      [AUSTRIAN, `/verdoppler/danke/${german}/`],
    ];
    for (const [host, path] of missing) expectStatus(await page(host, path), host, path, 404);
  });
});
