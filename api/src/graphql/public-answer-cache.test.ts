/**
 * The cache of public answers (public-answer-cache.ts): what it keeps, what it never keeps, and
 * that a change of public data reaches every API process, on PGlite and on PostgreSQL.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { parse } from 'graphql';
import { remoteReleases } from '../db/schema';
import { DE, NL, PRODUCTS } from '../testing/catalogue-queries';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { testDeclaration } from '../testing/release-builds';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { createPublicAnswerCache, isPublicQuery } from './public-answer-cache';
import { captureLogs } from '../testing/log-capture';

const answer = { data: { ping: 'pong' } };

describe('the store of public answers', () => {
  it('keeps an answer looked up and computed within one generation', () => {
    const cache = createPublicAnswerCache();
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', answer, [], 60_000);
    expect(cache.get('k')).toBe(answer);
    expect(cache.size).toBe(1);
  });

  it('forgets everything on clear()', () => {
    const cache = createPublicAnswerCache();
    cache.get('k');
    cache.set('k', answer, [], 60_000);
    cache.clear();
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer computed from data read before a change', () => {
    const cache = createPublicAnswerCache();
    cache.get('k'); // a request misses and starts reading the old data …
    cache.clear(); // … the data changes …
    cache.get('k'); // … a second request misses too, reading the new data
    cache.set('k', answer, [], 60_000); // the first one finishes: its answer is old
    expect(cache.get('k')).toBeUndefined();
  });

  it('keeps nothing that was never looked up (no answer stored without a lookup before it)', () => {
    const cache = createPublicAnswerCache();
    cache.set('k', answer, [], 60_000);
    expect(cache.get('k')).toBeUndefined();
  });

  it('lets answers expire after their time to live', () => {
    let now = 5_000;
    const cache = createPublicAnswerCache({ ttlMs: 1_000, clock: { now: () => now } });
    cache.get('k');
    cache.set('k', answer, [], Number.POSITIVE_INFINITY);
    now = 5_999;
    expect(cache.get('k')).toBe(answer);
    now = 6_001;
    expect(cache.get('k')).toBeUndefined();
  });
});

describe('which operations are public', () => {
  const publicQuery = (source: string, operationName?: string) => isPublicQuery(parse(source), operationName);

  it('accepts queries of public root fields only, aliases and __typename included', () => {
    expect(publicQuery('{ products { total } storeData { storeId } }')).toBe(true);
    expect(publicQuery('query P { list: products { total } __typename }')).toBe(true);
  });

  it('refuses per-visitor and operator fields, also next to public ones', () => {
    expect(publicQuery('{ cartQuantity }')).toBe(false);
    expect(publicQuery('{ products { total } cartV2 { id } }')).toBe(false);
    expect(publicQuery('{ operatorRemotes { name } }')).toBe(false);
  });

  it('refuses mutations, fragments and directives other than @include/@skip at the root', () => {
    expect(publicQuery('mutation { userLogout }')).toBe(false);
    expect(publicQuery('query { ...Q } fragment Q on Query { products { total } }')).toBe(false);
    expect(publicQuery('query($x: Boolean!) { products @include(if: $x) { total } storeData @skip(if: $x) { storeId } }')).toBe(true);
    expect(publicQuery('query { products @live { total } }')).toBe(false);
  });

  it('looks at the operation that runs', () => {
    const source = 'query A { products { total } } query B { cartQuantity }';
    expect(publicQuery(source, 'A')).toBe(true);
    expect(publicQuery(source, 'B')).toBe(false);
  });
});

interface ProductsAnswer {
  data?: { products: { items: Array<{ id: string; title: string }> } };
}

const firstProduct = async (shop: TestServer, headers: Record<string, string> = DE) => {
  const { body } = await shop.graphql<ProductsAnswer['data']>(PRODUCTS, { headers, variables: { paging: { pageNumber: 1 } } });
  const item = body.data?.products.items[0];
  if (!item) throw new Error('no product on page 1');
  return item;
};

/** Changes a title without firing the change triggers: only a cached answer can still show the old one. */
const renameSilently = (shop: TestServer, id: string, from: string, to: string) =>
  shop.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await rename(tx, id, from, to);
  });

/** Renames a product where it has the title `from` (the German storefront's translation). */
async function rename(db: Pick<TestServer['handle']['db'], 'execute'>, id: string, from: string, to: string) {
  const result = (await db.execute(
    sql`update product_translations set title = ${to} where product_id = ${id} and title = ${from}`,
  )) as unknown as { rowCount?: number | null; affectedRows?: number };
  // Make sure the test changes something (else the assertions after it prove nothing).
  expect(result.rowCount ?? result.affectedRows).toBeGreaterThan(0);
}

describe('public answers over HTTP (PGlite)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('answers a public query again from the cache, until the data changes', async () => {
    const product = await firstProduct(shop);
    await renameSilently(shop, product.id, product.title, 'Silently renamed');
    expect((await firstProduct(shop)).title).toBe(product.title);

    // A change through the triggers (any process, any tool) empties the cache at commit.
    await rename(shop.handle.db, product.id, 'Silently renamed', 'Renamed for everyone');
    expect((await firstProduct(shop)).title).toBe('Renamed for everyone');

    await rename(shop.handle.db, product.id, 'Renamed for everyone', product.title);
    expect((await firstProduct(shop)).title).toBe(product.title);
  });

  it('keeps answers apart per storefront', async () => {
    const german = await firstProduct(shop, DE);
    const dutch = await firstProduct(shop, NL);
    expect((await firstProduct(shop, DE)).title).toBe(german.title);
    expect((await firstProduct(shop, NL)).title).toBe(dutch.title);
    expect(dutch.title).not.toBe(german.title);
  });

  it('never serves a per-visitor answer from the cache', async () => {
    const query = `query Mixed { products(paging: { pageNumber: 1 }) { total } cartQuantity { cardQty } }`;
    const sizeBefore = shop.publicAnswers?.size;
    const answer = (await shop.graphql(query, { headers: DE })).body;
    expect(answer.errors).toBeUndefined();
    await shop.graphql('{ cartQuantity { cardQty } }', { headers: DE });
    expect(shop.publicAnswers?.size).toBe(sizeBefore);
    // While a public query is kept.
    await shop.graphql('{ storeData { storeId } }', { headers: DE });
    expect(shop.publicAnswers?.size).toBe((sizeBefore ?? 0) + 1);
  });

  it('counts a public answer with errors instead of logging a line for each (issue 31)', async () => {
    const warn = captureLogs();
    try {
      const before = shop.publicAnswers?.uncachedErrors ?? 0;
      for (let i = 0; i < 3; i += 1) {
        const answer = await shop.graphql(`{ products(paging: { pageNumber: 1, itemsPerPage: ${10_000 + i} }) { total } }`, { headers: DE });
        expect(answer.body.errors?.length).toBeGreaterThan(0);
      }
      expect(shop.publicAnswers?.uncachedErrors).toBe(before + 3);
      expect(warn.messages('warn').filter((line) => line.includes('Failed to cache'))).toEqual([]);
    } finally {
      warn.restore();
    }
  });

  it('is not emptied by a refused operator mutation (issue 31: anyone could flush it)', async () => {
    await shop.graphql('{ storeData { storeId } }', { headers: DE });
    const kept = shop.publicAnswers?.size ?? 0;
    expect(kept).toBeGreaterThan(0);
    const setRemote = 'mutation { operatorSetRemote(store: "CBDE", remote: content, enabled: true) { errors { code } } }';
    // No credentials, then a wrong token: both refused, the cache stays.
    const anonymous = await shop.graphql(setRemote, { headers: DE });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: 1401 });
    const forged = await shop.graphql(setRemote, { headers: { ...DE, authorization: 'Bearer not-the-token' } });
    expect(forged.body.errors?.[0]?.extensions).toMatchObject({ code: 1401 });
    expect(shop.publicAnswers?.size).toBe(kept);
    // The operator's own change still empties it at once.
    const done = await shop.graphql<{ operatorSetRemote: { errors: unknown[] } }>(setRemote, { headers: { ...DE, authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data?.operatorSetRemote.errors).toEqual([]);
    expect(shop.publicAnswers?.size).toBe(0);
  });
});

describeOnPostgres('public answers on PostgreSQL')('with two API processes on one PostgreSQL server', () => {
  let pg: PostgresServer;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    pg = await startPostgresServer();
    first = await startTestServer({}, await pg.openPrepared());
    second = await startTestServer({}, await pg.open());
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    pg?.stop();
  });

  it('a change committed through one process is seen by the other', async () => {
    const product = await firstProduct(second);
    // Both processes keep the answer now.
    await firstProduct(first);
    await renameSilently(first, product.id, product.title, 'Silently renamed');
    expect((await firstProduct(second)).title).toBe(product.title);

    await rename(first.handle.db, product.id, 'Silently renamed', 'Renamed on the server');
    // The notification travels over the second process's listening connection: ask until it has.
    const deadline = Date.now() + 30_000;
    let seen = (await firstProduct(second)).title;
    while (seen !== 'Renamed on the server' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await firstProduct(second)).title;
    }
    expect(seen).toBe('Renamed on the server');
  });
});

describe('the boot config of a page (PGlite)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    const shellDist = mkdtempSync(join(tmpdir(), 'shop-boot-'));
    writeFileSync(join(shellDist, 'index.html'), '<!doctype html><html><head><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>');
    shop = await startTestServer({ shellDist });
    // A catalogue release that routes the product page.
    await shop.handle.db.insert(remoteReleases).values({
      remote: 'catalogue',
      version: '2.0.0',
      promotedAt: new Date(),
      sourceDir: join(shellDist, 'catalogue-release'),
      declaration: testDeclaration({ remote: 'catalogue', routes: ['home', 'productList', 'productDetail'].map((key) => ({ key })) }),
    });
  });

  afterAll(async () => {
    await shop?.close();
  });

  const bootRemotes = async () => {
    const html = (await shop.request('/', { headers: { host: 'localhost' } })).text;
    const boot = /window\.__SHOP_BOOT__=(.*?)<\/script>/.exec(html)?.[1];
    if (!boot) throw new Error('no boot config in the page');
    return (JSON.parse(boot) as { storefrontConfig: { remotes: Array<{ name: string; enabled: boolean }> } }).storefrontConfig.remotes;
  };

  it('follows a change of the remotes switched on for the storefront at the next page', async () => {
    expect((await bootRemotes()).find((r) => r.name === 'content')?.enabled).toBe(true);
    const switchContent = (enabled: boolean) =>
      shop.handle.db.execute(sql`insert into storefront_remotes (storefront_key, remote, enabled) values ((select key from storefronts where store_id = 60), 'content', ${enabled})
        on conflict (storefront_key, remote) do update set enabled = excluded.enabled`);
    await switchContent(false);
    expect((await bootRemotes()).find((r) => r.name === 'content')?.enabled).toBe(false);
    await switchContent(true);
    expect((await bootRemotes()).find((r) => r.name === 'content')?.enabled).toBe(true);
  });
});
