/**
 * The same migrations, seed and queries against a real PostgreSQL server (the one Debian ships,
 * 15 here), started in a temp folder on a free port and thrown away afterwards. Skipped, loudly,
 * on machines without the server binaries.
 */
import { count, sql } from 'drizzle-orm';
import { shopPaths } from '../paths';
import { fold, foldSql } from '../text/fold';
import { DE, NL, PARITY_CASES, SEARCH } from '../testing/catalogue-queries';
import { expectCartReadsAlike } from '../testing/cart-rows-parity';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../testing/postgres-server';
import { type TestServer, TEST_OPERATOR_TOKEN, repoRoot, startTestServer } from '../testing/test-server';
import { type DatabaseHandle, openDatabase } from './index';
import { migrateDatabase } from './migrate';
import { storefronts } from './schema';
import { ensureSeeded, seedDatabase, seedSummary } from './seed';

describeOnPostgres('migrations, seed, catalogue and search parity')('on a real PostgreSQL server', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;
  let shop: TestServer;
  /** The same API on PGlite, to compare answers with. */
  let pglite: TestServer;

  beforeAll(async () => {
    server = await startPostgresServer();
    handle = await server.open();
    await handle.withStartupLock(async () => {
      await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
      await ensureSeeded(handle.db);
    });
    shop = await startTestServer({}, handle);
    pglite = await startTestServer();
    // Migrating and seeding from an empty database takes tens of seconds when the machine is busy.
  }, 240_000);

  afterAll(async () => {
    await pglite?.close();
    await shop?.close(); // closes the pool too
    server?.stop();
  });

  it('runs the migrations on the server version installed here', async () => {
    const result = (await handle.db.execute(sql`show server_version`)) as unknown as {
      rows: Array<{ server_version: string }>;
    };
    console.info(`PostgreSQL server ${result.rows[0]?.server_version} (throwaway, ${server.dataDir})`);
    expect(result.rows[0]?.server_version).toMatch(/^\d+/);
    // Running them again is a no-op.
    await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
  });

  it('seeds the 33 storefronts, idempotently', async () => {
    expect(await ensureSeeded(handle.db)).toBe(false);
    await seedDatabase(handle.db);
    const [row] = await handle.db.select({ n: count() }).from(storefronts);
    expect(row?.n).toBe(33);
  });

  it('answers storefrontConfig through the pg driver', async () => {
    const { body } = await shop.graphql<{ storefrontConfig: Record<string, unknown> }>(
      '{ storefrontConfig { key storeId locale languages { code isDefault } featureToggles { headerVersion identifyModal } remotes { name enabled manifestUrl } } }',
      { headers: { host: 'cbnl.localhost' } },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.storefrontConfig).toMatchObject({
      key: 'CB',
      storeId: 10,
      locale: 'nl-nl',
      languages: [
        { code: 'nl', isDefault: true },
        { code: 'en', isDefault: false },
      ],
      featureToggles: { headerVersion: 2, identifyModal: 'login' },
    });
  });

  it('enforces the pin foreign key and runs operator writes', async () => {
    const { body } = await shop.graphql<{ operatorSetRemote: { errors: Array<{ code: number }> } }>(
      'mutation { operatorSetRemote(store: "CBDE", remote: catalogue, pinnedVersion: "0.0.0-nope") { errors { code } } }',
      { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } },
    );
    expect(body.data?.operatorSetRemote.errors[0]?.code).toBe(1502);
    await expect(
      handle.db.execute(sql`update storefront_remotes set pinned_version = 'nope' where storefront_key = 'CBDE'`),
    ).rejects.toThrow();
  });

  it('holds the same catalogue as PGlite, storefront by storefront', async () => {
    const onPostgres = await seedSummary(handle.db);
    expect(onPostgres).toEqual(await seedSummary(pglite.handle.db));
    expect(onPostgres.find((s) => s.key === 'CBDE')?.giftCards).toBeGreaterThan(200);
  });

  it('has pg_trgm and folds text like TypeScript in a C-locale database', async () => {
    const sample = 'Ärzte Öl Über Straße Æble Œuvre Çà Łódź Zürich';
    const result = (await handle.db.execute(
      sql`select ${foldSql(sql`${sample}::text`)} as folded, similarity('restaurant', 'restuarant') > 0.4 as trgm`,
    )) as unknown as { rows: Array<{ folded: string; trgm: boolean }> };
    expect(result.rows[0]).toEqual({ folded: fold(sample), trgm: true });
  });

  it('searches with stemming, prefixes and typos (German and Dutch)', async () => {
    const mode = async (inputText: string, headers: Record<string, string>) =>
      (await shop.graphql<{ search_v1: { matchMode: string; body: unknown[] } }>(SEARCH, { variables: { inputText }, headers })).body.data
        ?.search_v1;
    expect((await mode('Restaurants', DE))?.matchMode).toBe('FULL_TEXT');
    expect((await mode('resta', DE))?.matchMode).toBe('FULL_TEXT');
    expect((await mode('restuarant', DE))?.matchMode).toBe('TYPO_TOLERANT');
    expect((await mode('wijnen', NL))?.body.length).toBeGreaterThan(0);
  });

  it.each(PARITY_CASES.map((c) => [c.name, c] as const))('answers "%s" exactly like PGlite', async (_name, c) => {
    const [onPostgres, onPglite] = await Promise.all([
      shop.graphql(c.query, { variables: c.variables, headers: c.headers }),
      pglite.graphql(c.query, { variables: c.variables, headers: c.headers }),
    ]);
    expect(onPostgres.body.errors).toBeUndefined();
    expect(JSON.stringify(onPostgres.body.data).length).toBeGreaterThan(40);
    expect(onPostgres.body).toEqual(onPglite.body);
  });

  it('serialises concurrent cart changes over several connections (row lock), totals stay the sum of their lines', async () => {
    const { body } = await shop.graphql<{ product: { id: string; variations: { id: string; variationType: string }[] } }>(
      '{ product(path: "/geschenkkarten/apple-geschenkkarte/") { id variations { id variationType } } }',
    );
    const product = body.data?.product;
    const digital = product?.variations.find((v) => v.variationType === 'DIGITAL');
    const add = `mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) {
      errors { code } order { totals { subTotal { cents } } shipments { packages { qty total { cents } } } } } }`;
    const input = { productId: product?.id, variationId: digital?.id, variationType: 'DIGITAL', amountCents: 1000, quantity: 1, giftPacking: false };
    const first = await shop.graphql(add, { variables: { input } });
    const cookie = ([] as string[]).concat(first.headers['set-cookie'] ?? [])[0]?.split(';')[0] as string;
    expect(cookie).toMatch(/^shop_session=/);
    // 30 adds at once over the pool: 24 fit the Apple card's limit of 25 cards, 6 are refused.
    type AddResult = { addGiftCardPackage: { errors: { code: number }[] } };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => shop.graphql<AddResult>(add, { variables: { input }, headers: { cookie } })),
    );
    const codes = results.map((r) => r.body.data?.addGiftCardPackage.errors[0]?.code ?? 0);
    expect(codes.filter((c) => c === 0)).toHaveLength(24);
    expect(codes.filter((c) => c === 2030)).toHaveLength(6);
    const cart = await shop.graphql<{ cartV2: { data: { totals: { subTotal: { cents: number } }; shipments: { packages: { qty: number }[] }[] } } }>(
      '{ cartV2 { data { totals { subTotal { cents } } shipments { packages { qty } } } } }',
      { headers: { cookie } },
    );
    const data = cart.body.data?.cartV2.data;
    // Each digital add is a receiver of its own: 25 receivers of one card.
    expect(data?.shipments.flatMap((s) => s.packages.map((p) => p.qty))).toEqual(Array(25).fill(1));
    expect(data?.totals.subTotal.cents).toBe(25 * 1000);
  });

  it('runs every pooled connection with the session settings and the timeouts of the environment', async () => {
    const limited = await openDatabase({ url: server.url, env: { ...process.env, PG_STATEMENT_TIMEOUT_MS: '300', PG_POOL_MAX: '2' } });
    try {
      const shown = async (setting: string) =>
        Object.values(((await limited.db.execute(sql.raw(`show ${setting}`))) as unknown as { rows: Record<string, string>[] }).rows[0] ?? {})[0];
      expect(await shown('pg_trgm.word_similarity_threshold')).toBe('0.4');
      expect(await shown('statement_timeout')).toBe('300ms');
      expect(await shown('idle_in_transaction_session_timeout')).toBe('1min');
      await expect(limited.db.execute(sql`select pg_sleep(2)`)).rejects.toMatchObject({ cause: { message: expect.stringMatching(/statement timeout/) } });
    } finally {
      await limited.close();
    }
  });

  it('reads a cart in one statement exactly as step by step', async () => {
    await expectCartReadsAlike(shop);
  });
});
