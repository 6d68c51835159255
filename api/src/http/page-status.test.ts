/**
 * Honest HTTP for page paths (issue 12, ADR 0014), over real HTTP in the German (Host localhost) and
 * the Dutch storefront (Host cb.localhost): the routes are those the registered releases declare, the
 * entities the seeded catalogue's. Routing only: whether an entity exists is its page loader's answer
 * in the server render (issue 34, e2e/tests/entity-status.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeclaredRoute } from '@shop/shared/routes';
import { and, eq } from 'drizzle-orm';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import type { TestResponse } from '../testing/http';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { MAX_PAGE_PATH_LENGTH } from './page-status';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

/** What the releases in this test declare: today's remotes, and a content release that also ships contact. */
const RELEASES: Array<{ remote: string; routes: DeclaredRoute[] }> = [
  {
    remote: 'catalogue',
    routes: ['home', 'productList', 'productDetail', 'allInOneCard', 'locations', 'location', 'categoryAll', 'category', 'occasions', 'occasion'].map(
      (key) => ({ key }),
    ),
  },
  { remote: 'basketCheckout', routes: ['basket', 'checkout', 'paymentProcessing', 'confirmation', 'confirmationOrder'].map((key) => ({ key })) },
  { remote: 'content', routes: [{ key: 'notFound' }, { key: 'contact' }] },
];

interface Storefront {
  name: string;
  host: string;
  /** GraphQL headers that pick the same storefront. */
  headers: Record<string, string>;
  /** A language of the storefront that is a path prefix. */
  prefixLanguage: string;
  paths: {
    productList: string;
    missingProduct: string;
    confirmation: (uuid: string) => string;
    notRouted: string;
  };
  orderAddress?: Record<string, string>;
  productPath: string;
}

const STOREFRONTS: Storefront[] = [
  {
    name: 'German',
    host: 'localhost',
    headers: { host: 'localhost' },
    prefixLanguage: 'en',
    paths: {
      productList: '/geschenkkarten/',
      missingProduct: '/geschenkkarten/gibt-es-nicht-geschenkkarte/',
      confirmation: (uuid) => `/kasse/danke/${uuid}/`,
      // The blog is a spec key no release implements yet.
      notRouted: '/blog/',
    },
    productPath: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
  },
  {
    name: 'Dutch',
    host: 'cb.localhost',
    headers: { host: 'cb.localhost' },
    prefixLanguage: 'en',
    paths: {
      productList: '/cadeaubonnen/',
      missingProduct: '/cadeaubonnen/bestaat-niet-cadeaukaart/',
      confirmation: (uuid) => `/bestellen/${uuid}/`,
      notRouted: '/blog/',
    },
    orderAddress: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
    productPath: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
  },
];

let tmp: string;
let shop: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-page-status-'));
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

const page = (store: Storefront, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  shop.request(path, { method, headers: { host: store.host, ...headers } });

const robotsOf = (res: TestResponse) => /<meta data-shop-ssr name="robots" content="([^"]+)">/.exec(res.text)?.[1];

function expectPage(res: TestResponse, path: string) {
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.text).toContain('<div id="root"></div>');
}

/** A 404 that is still the shell (its not-found screen renders in the layout), for nobody to index or keep. */
function expectNotFound(res: TestResponse, path: string) {
  expect({ path, status: res.status }).toEqual({ path, status: 404 });
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.text).toContain('<div id="root"></div>');
  expect(res.text).toMatch(/window\.__SHOP_BOOT__=\{"storefrontConfig":/);
  expect(robotsOf(res)).toMatch(/^noindex, /);
  expect(res.text).not.toContain('rel="canonical"');
  expect(res.text).not.toContain('rel="alternate"');
}

function expectRedirect(res: TestResponse, location: string) {
  expect({ status: res.status, location: res.headers.location }).toEqual({ status: 301, location });
  expect(res.headers['cache-control']).toBe('no-cache');
}

interface Entities {
  product: { slug: string; path: string };
  location: { slug: string };
  category: { slug: string; path: string };
  occasion: { slug: string; path: string };
}

/** Real entities of a storefront, read through its own API (a product with shops, one of its shops …). */
async function entitiesOf(store: Storefront): Promise<Entities> {
  const { body } = await shop.graphql<{
    products: { items: Array<{ slug: string; path: string; hasLocations: boolean }> };
    categories: Array<{ slug: string; path: string }>;
    occasions: Array<{ slug: string; path: string }>;
  }>('{ products(paging: { itemsPerPage: 100 }) { items { slug path hasLocations } } categories { slug path } occasions { slug path } }', {
    headers: store.headers,
  });
  const product = body.data?.products.items.find((p) => p.hasLocations);
  const category = body.data?.categories[0];
  const occasion = body.data?.occasions[0];
  if (!product || !category || !occasion) throw new Error(`the ${store.name} seed lacks a product with shops, a category or an occasion`);
  const shops = await shop.graphql<{ locations: { items: Array<{ slug: string }> } }>(
    'query ($product: String!) { locations(filters: { product: $product }, paging: { itemsPerPage: 1 }) { items { slug } } }',
    { variables: { product: product.slug }, headers: store.headers },
  );
  const location = shops.body.data?.locations.items[0];
  if (!location) throw new Error(`${product.slug} has no shop`);
  return { product, location, category, occasion };
}

describe.each(STOREFRONTS)('$name storefront', (store) => {
  let entities: Entities;
  let locationsPath: string;
  let locationPath: string;

  beforeAll(async () => {
    entities = await entitiesOf(store);
    // The patterns of this storefront's variant, as its config carries them.
    locationsPath = `${entities.product.path}${store.name === 'German' ? 'standorte' : 'locaties'}/`;
    locationPath = `${locationsPath}${entities.location.slug}/`;
  });

  it('answers 200 for the pages and entities that exist', async () => {
    for (const path of ['/', store.paths.productList, entities.product.path, locationsPath, locationPath, entities.category.path, entities.occasion.path]) {
      expectPage(await page(store, path), path);
    }
    // The language prefix is part of the path: the same product in English.
    const english = `/${store.prefixLanguage}${store.paths.productList}`;
    expectPage(await page(store, english), english);
    // An existing product is for search engines, with its canonical.
    const product = await page(store, entities.product.path);
    expect(robotsOf(product)).toBe('index, follow');
    expect(product.text).toMatch(new RegExp(`rel="canonical" href="http://[^"/]+${entities.product.path}"`));
  });

  // Whether an entity a routed path names exists is its page loader's answer in the server render
  // (issue 34): e2e/tests/entity-status.spec.ts, against the production build. Here: routing alone.
  it('answers 404 with the shell and noindex for paths no route takes, keys no release implements and the 404 page itself', async () => {
    for (const path of ['/a/b/c/d/e/', store.paths.notRouted, '/404/', `/${store.prefixLanguage}/a/b/c/d/e/`]) {
      expectNotFound(await page(store, path), path);
    }
  });

  it('redirects with 301 to the trailing slash, keeping the language prefix and the query', async () => {
    const list = store.paths.productList.slice(0, -1);
    expectRedirect(await page(store, list), store.paths.productList);
    expectRedirect(await page(store, `${list}?s=rest&page=2`), `${store.paths.productList}?s=rest&page=2`);
    expectRedirect(await page(store, `/${store.prefixLanguage}${list}?s=1`), `/${store.prefixLanguage}${store.paths.productList}?s=1`);
    expectRedirect(await page(store, entities.product.path.slice(0, -1)), entities.product.path);
    expectRedirect(await page(store, '/index.html?x=1'), '/?x=1');
    // Whether the product exists is its page loader's answer at the slashed path (issue 34).
    expectRedirect(await page(store, store.paths.missingProduct.slice(0, -1)), store.paths.missingProduct);
    // A path no route takes is no redirect to a path that answers 404: the 404 comes at once.
    expectNotFound(await page(store, '/a/b/c/d/e'), 'unknown path without slash');
  });

  it('answers HEAD like GET, without a body', async () => {
    for (const path of ['/', store.paths.missingProduct, store.paths.productList.slice(0, -1)]) {
      const [get, head] = await Promise.all([page(store, path), page(store, path, {}, 'HEAD')]);
      expect({ path, status: head.status, location: head.headers.location, cache: head.headers['cache-control'] }).toEqual({
        path,
        status: get.status,
        location: get.headers.location,
        cache: get.headers['cache-control'],
      });
      expect(head.body.length).toBe(0);
    }
  });

  it('answers 404, never 500, for encoded garbage, path tricks and huge paths', async () => {
    const garbage = [`/a/b/c/d/e/%E0%A4%A/`, '/a/b/c/d/%ZZ/', `/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}/`, `/${'x/'.repeat(2000)}`];
    for (const path of garbage) expectNotFound(await page(store, path), path.slice(0, 80));
    // Garbage in an entity's place is routed to its page, whose loader answers 404 in the server render
    // (e2e/tests/entity-status.spec.ts); without a renderer it is the client-rendered page, never a 500.
    const routedGarbage = [
      '/%E0%A4%A/',
      '/%ZZ/',
      `${store.paths.productList}%00/`,
      `${store.paths.productList}%C0%AF/`,
      `${store.paths.productList}..%2F..%2Fetc%2Fpasswd/`,
      `${store.paths.productList}${'%F0%9F%92%A9'.repeat(20)}/`,
      store.paths.confirmation('%00'),
    ];
    for (const path of routedGarbage) {
      const { status } = await page(store, path);
      expect([200, 404]).toContain(status);
    }
    // A path that starts with two slashes is no redirect to another host.
    for (const path of ['//evil.example/', '//evil.example']) {
      const res = await page(store, path);
      expect({ path, status: res.status, location: res.headers.location }).toEqual({ path, status: 404, location: undefined });
    }
  });
});

describe('forwarding routes', () => {
  const german = STOREFRONTS[0] as Storefront;
  const dutch = STOREFRONTS[1] as Storefront;

  it('sends the German helpdesk to contact with a 301 (language prefix and query kept, with or without the slash)', async () => {
    expectRedirect(await page(german, '/helpdesk/'), '/kontakt/');
    expectRedirect(await page(german, '/helpdesk'), '/kontakt/');
    expectRedirect(await page(german, '/en/helpdesk/?topic=order'), '/en/kontakt/?topic=order');
    expectPage(await page(german, '/kontakt/'), '/kontakt/');
  });

  it('has no forwarding where the path variant has none: the Dutch helpdesk is a key no release implements', async () => {
    expectNotFound(await page(dutch, '/helpdesk/'), '/helpdesk/');
    expectPage(await page(dutch, '/klantenservice/contact/'), '/klantenservice/contact/');
  });
});

describe('a remote switched off', () => {
  it("takes its keys with it: the Austrian catalogue off, its pages answer 404 while the basket's still answer 200", async () => {
    const austria = { ...(STOREFRONTS[0] as Storefront), name: 'Austrian', host: 'cbat.localhost' };
    expectPage(await page(austria, '/geschenkkarten/'), 'before');
    await shop.handle.db
      .update(storefrontRemotes)
      .set({ enabled: false })
      .where(and(eq(storefrontRemotes.storefrontKey, 'CBAT'), eq(storefrontRemotes.remote, 'catalogue')));
    expectNotFound(await page(austria, '/geschenkkarten/'), '/geschenkkarten/');
    expectNotFound(await page(austria, '/'), '/');
    expectPage(await page(austria, '/warenkorb/'), '/warenkorb/');
  });
});
