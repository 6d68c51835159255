/**
 * The same migrations, seed and queries against a real PostgreSQL server (the one Debian ships,
 * 15 here), started in a temp folder on a free port and thrown away afterwards. Skipped, loudly,
 * on machines without the server binaries.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { shopPaths } from '../paths';
import { fold, foldSql } from '../text/fold';
import { DE, NL, PARITY_CASES, SEARCH } from '../testing/catalogue-queries';
import { freePort } from '../testing/api-process';
import { type TestServer, TEST_OPERATOR_TOKEN, repoRoot, startTestServer } from '../testing/test-server';
import { type DatabaseHandle, openDatabase } from './index';
import { migrateDatabase } from './migrate';
import { storefronts } from './schema';
import { ensureSeeded, seedDatabase, seedSummary } from './seed';

function findBinary(name: string): string | undefined {
  const candidates = [`/usr/local/bin/${name}`, `/usr/bin/${name}`];
  try {
    const versions = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true']).toString();
    for (const dir of versions.split('\n').filter(Boolean).reverse()) candidates.push(join(dir, name));
  } catch {
    /* no Debian layout */
  }
  return candidates.find((path) => existsSync(path));
}

function hasPostgresUser(): boolean {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
let available = Boolean(initdb && pgCtl);
const LOUD = (reason: string) =>
  console.warn(
    `\n${'!'.repeat(78)}\n!! SKIPPING the PostgreSQL tests (migrations, seed, catalogue and search parity): ${reason}\n` +
      `!! Install the server (Debian: apt-get install postgresql) to run them.\n${'!'.repeat(78)}\n`,
  );
if (!available) {
  LOUD('initdb not found');
} else if (process.getuid?.() === 0 && !hasPostgresUser()) {
  available = false;
  LOUD('running as root and there is no postgres user to run initdb');
}

/** initdb refuses to run as root: run the server binaries as the postgres user then. */
function runAsServerUser(file: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}


(available ? describe : describe.skip)('on a real PostgreSQL server', () => {
  let dataDir: string;
  let started = false;
  let handle: DatabaseHandle;
  let shop: TestServer;
  /** The same API on PGlite, to compare answers with. */
  let pglite: TestServer;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
      chownSync(dataDir, uid, gid);
    }
    runAsServerUser(initdb as string, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
    const port = await freePort();
    runAsServerUser(pgCtl as string, [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
      '-w',
      'start',
    ]);
    started = true;

    handle = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await handle.withStartupLock(async () => {
      await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
      await ensureSeeded(handle.db);
    });
    shop = await startTestServer({}, handle);
    pglite = await startTestServer();
  });

  afterAll(async () => {
    await pglite?.close();
    await shop?.close(); // closes the pool too
    if (started) runAsServerUser(pgCtl as string, ['-D', dataDir, '-m', 'immediate', 'stop']);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the migrations on the server version installed here', async () => {
    const result = (await handle.db.execute(sql`show server_version`)) as unknown as {
      rows: Array<{ server_version: string }>;
    };
    console.info(`PostgreSQL server ${result.rows[0]?.server_version} (throwaway, ${dataDir})`);
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
});
