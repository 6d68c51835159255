/**
 * Percentage rollouts over HTTP (issue 19 part 3, ADR 0028): the operator API starts, promotes and
 * ends them; pages and the GraphQL storefrontConfig give each visitor (the `shop_rollout` cookie) the
 * same side every time, pages of a storefront with a rollout are private to the visitor, and the
 * public answer cache never serves one visitor's side to another.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import { testDeclaration } from '../testing/release-builds';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { ROLLOUT_COOKIE, newRolloutVisitorId, rolloutBucket } from './visitor-remotes';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';
const GERMAN = 'localhost';
const DUTCH = 'cb.localhost';
const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const STATE = 'remotes { storefrontKey remote pinnedVersion version rolloutVersion rolloutPercent } errors { code message }';

let tmp: string;
let shop: TestServer;

interface Boot {
  storefrontConfig: { remotes: Array<{ name: string; version: string | null }>; routes: Array<{ key: string }> };
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-rollouts-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  shop = await startTestServer({ shellDist });
  // 1.0.0 routes the home page; 2.0.0 also the product list (its routes must follow the visitor's side).
  await shop.handle.db.insert(remoteReleases).values([
    { remote: 'catalogue', version: '1.0.0', baseUrl: 'https://cdn.example/catalogue/1.0.0', createdAt: new Date('2026-01-01T00:00:00Z'), declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) },
    {
      remote: 'catalogue',
      version: '2.0.0',
      baseUrl: 'https://cdn.example/catalogue/2.0.0',
      createdAt: new Date('2026-01-02T00:00:00Z'),
      declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productList' }] }),
    },
  ]);
  await operator('mutation { operatorSetRemote(allStores: true, remote: catalogue, pinnedVersion: "1.0.0") { errors { code } } }');
});

afterAll(async () => {
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function operator<T = Record<string, { remotes: Array<Record<string, unknown>>; errors: Array<{ code: number; message: string }> }>>(query: string) {
  const { body } = await shop.graphql<T>(query, { headers: OPERATOR });
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

const startRollout = (store: string, version: string, percent: number) =>
  operator(`mutation { r: operatorStartRollout(store: "${store}", remote: catalogue, version: "${version}", percent: ${percent}) { ${STATE} } }`);

async function page(host: string, cookie?: string, status = 200) {
  const res = await shop.request('/', { headers: { host, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(status);
  const boot = JSON.parse(/window\.__SHOP_BOOT__=(.*?)<\/script>/.exec(res.text)?.[1] ?? 'null') as Boot;
  return { res, boot, catalogue: boot.storefrontConfig.remotes.find((r) => r.name === 'catalogue')?.version, routes: boot.storefrontConfig.routes.map((r) => r.key) };
}

async function configOf(cookie: string | null) {
  const { body } = await shop.graphql<{ storefrontConfig: { remotes: Array<{ name: string; version: string }>; routes: Array<{ key: string }> } }>(
    '{ storefrontConfig { remotes { name version } routes { key } } }',
    { headers: { host: GERMAN, ...(cookie ? { cookie } : {}) } },
  );
  return { version: body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue')?.version, routes: body.data?.storefrontConfig.routes.map((r) => r.key) };
}

const cookieOf = (id: string) => `other=1; ${ROLLOUT_COOKIE}=${id}`;
const expected = (id: string, percent: number) => (rolloutBucket('catalogue', id) < percent ? '2.0.0' : '1.0.0');

describe('percentage rollouts', () => {
  it('refuses a rollout that is no rollout', async () => {
    const codes = async (query: string) => (await operator(query)).r?.errors.map((e) => e.code);
    expect(await codes('mutation { r: operatorStartRollout(store: "CBDE", remote: catalogue, version: "2.0.0", percent: 100) { errors { code message } remotes { remote } } }')).toEqual([1504]);
    expect(await codes('mutation { r: operatorStartRollout(store: "CBDE", remote: catalogue, version: "2.0.0", percent: 0) { errors { code message } remotes { remote } } }')).toEqual([1504]);
    // The release the storefront serves anyway, and one that does not exist.
    expect(await codes('mutation { r: operatorStartRollout(store: "CBDE", remote: catalogue, version: "1.0.0", percent: 10) { errors { code message } remotes { remote } } }')).toEqual([1504]);
    expect(await codes('mutation { r: operatorStartRollout(store: "CBDE", remote: catalogue, version: "9.9.9", percent: 10) { errors { code message } remotes { remote } } }')).toEqual([1502]);
    expect(await codes('mutation { r: operatorPromoteRollout(store: "CBDE", remote: catalogue) { errors { code message } remotes { remote } } }')).toEqual([1503]);
    const { body } = await shop.graphql('mutation { operatorStartRollout(store: "CBDE", remote: catalogue, version: "2.0.0", percent: 10) { errors { code } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe(1401);
  });

  it('splits visitors at 50 %, each always on the same side, in pages and in storefrontConfig', async () => {
    const started = await startRollout('CBDE', '2.0.0', 50);
    expect(started.r?.remotes).toEqual([
      { storefrontKey: 'CBDE', remote: 'catalogue', pinnedVersion: '1.0.0', version: '1.0.0', rolloutVersion: '2.0.0', rolloutPercent: 50 },
    ]);
    const ids = Array.from({ length: 24 }, () => newRolloutVisitorId());
    const seen = new Set<string | null | undefined>();
    for (const id of ids) {
      const first = await page(GERMAN, cookieOf(id));
      expect(first.catalogue).toBe(expected(id, 50));
      // The routes follow the visitor's release.
      expect(first.routes.includes('productList')).toBe(first.catalogue === '2.0.0');
      // A known visitor gets no new cookie; no shared cache may keep their page.
      expect(first.res.headers['set-cookie']).toBeUndefined();
      expect(first.res.headers['cache-control']).toBe('private, no-cache');
      seen.add(first.catalogue);
    }
    expect(seen).toEqual(new Set(['1.0.0', '2.0.0']));

    // Repeated page loads and API calls, alternating visitors of both sides (the public answer cache
    // must not hand one visitor's answer to the other).
    const inside = ids.find((id) => expected(id, 50) === '2.0.0') as string;
    const outside = ids.find((id) => expected(id, 50) === '1.0.0') as string;
    for (let round = 0; round < 3; round++) {
      for (const id of [inside, outside]) {
        expect((await page(GERMAN, cookieOf(id))).catalogue).toBe(expected(id, 50));
        const config = await configOf(cookieOf(id));
        expect(config.version).toBe(expected(id, 50));
        expect(config.routes?.includes('productList')).toBe(expected(id, 50) === '2.0.0');
      }
    }
    // Without a cookie the API answers the storefront's own release.
    expect((await configOf(null)).version).toBe('1.0.0');
  });

  it('gives a page without a (valid) cookie a new visitor id, used for that very page', async () => {
    for (const cookie of [undefined, `${ROLLOUT_COOKIE}=not-one-of-ours`, `${ROLLOUT_COOKIE}=${'x'.repeat(200)}`]) {
      const { res, catalogue } = await page(GERMAN, cookie);
      const [setCookie] = res.headers['set-cookie'] as string[];
      const id = new RegExp(`^${ROLLOUT_COOKIE}=([A-Za-z0-9_-]{22}); Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax$`).exec(setCookie ?? '')?.[1];
      expect(id).toBeDefined();
      expect(catalogue).toBe(expected(id as string, 50));
      expect((await page(GERMAN, cookieOf(id as string))).catalogue).toBe(catalogue);
    }
  });

  it('leaves storefronts without a rollout public and cookie-free', async () => {
    const { res, catalogue } = await page(DUTCH);
    expect(catalogue).toBe('1.0.0');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('raising the percentage keeps the visitors already in', async () => {
    const ids = Array.from({ length: 40 }, () => newRolloutVisitorId());
    await startRollout('CBDE', '2.0.0', 10);
    const atTen = await Promise.all(ids.map(async (id) => (await page(GERMAN, cookieOf(id))).catalogue));
    await startRollout('CBDE', '2.0.0', 60);
    const atSixty = await Promise.all(ids.map(async (id) => (await page(GERMAN, cookieOf(id))).catalogue));
    ids.forEach((id, index) => {
      expect(atTen[index]).toBe(expected(id, 10));
      expect(atSixty[index]).toBe(expected(id, 60));
      if (atTen[index] === '2.0.0') expect(atSixty[index]).toBe('2.0.0');
    });
  });

  it('promotes the rollout to every visitor: pinned, rollout cleared, audited with before and after', async () => {
    // A stale expectation promotes nothing.
    const stale = await operator('mutation { r: operatorPromoteRollout(store: "CBDE", remote: catalogue, version: "1.0.0") { errors { code } remotes { remote } } }');
    expect(stale.r?.errors.map((e) => e.code)).toEqual([1503]);
    const promoted = await operator(`mutation { r: operatorPromoteRollout(store: "CBDE", remote: catalogue, version: "2.0.0") { ${STATE} } }`);
    expect(promoted.r?.remotes).toEqual([
      { storefrontKey: 'CBDE', remote: 'catalogue', pinnedVersion: '2.0.0', version: '2.0.0', rolloutVersion: null, rolloutPercent: null },
    ]);
    const { res, catalogue } = await page(GERMAN);
    expect(catalogue).toBe('2.0.0');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    const [row] = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'remote.promote'));
    expect(row?.before).toEqual({ CBDE: { enabled: true, pinnedVersion: '1.0.0', rolloutVersion: '2.0.0', rolloutPercent: 60 } });
    expect(row?.after).toEqual({ CBDE: { enabled: true, pinnedVersion: '2.0.0', rolloutVersion: null, rolloutPercent: null } });
  });

  it('ends a rollout, and a pin (a roll back) ends one too; a disabled remote keeps it but serves nothing', async () => {
    await startRollout('CBDE', '1.0.0', 30);
    const ended = await operator(`mutation { r: operatorEndRollout(store: "CBDE", remote: catalogue) { ${STATE} } }`);
    expect(ended.r?.remotes[0]).toMatchObject({ version: '2.0.0', rolloutVersion: null, rolloutPercent: null });
    expect((await operator('mutation { r: operatorEndRollout(store: "CBDE", remote: catalogue) { errors { code } remotes { remote } } }')).r?.errors.map((e) => e.code)).toEqual([1503]);

    await startRollout('CBDE', '1.0.0', 30);
    await operator('mutation { r: operatorSetRemote(store: "CBDE", remote: catalogue, enabled: false) { errors { code } remotes { remote } } }');
    const [kept] = await shop.handle.db
      .select()
      .from(storefrontRemotes)
      .where(and(eq(storefrontRemotes.storefrontKey, 'CBDE'), eq(storefrontRemotes.remote, 'catalogue')));
    expect(kept).toMatchObject({ enabled: false, rolloutVersion: '1.0.0', rolloutPercent: 30 });
    // Disabled: the catalogue serves nothing (its home page is gone), and nothing differs per visitor.
    const off = await page(GERMAN, undefined, 404);
    expect(off.catalogue).toBe('2.0.0');
    expect(off.routes).toEqual([]);
    expect(off.res.headers['set-cookie']).toBeUndefined();
    await operator('mutation { r: operatorSetRemote(store: "CBDE", remote: catalogue, enabled: true) { errors { code } remotes { remote } } }');
    expect((await page(GERMAN)).res.headers['cache-control']).toBe('private, no-cache');

    const pinned = await operator(`mutation { r: operatorSetRemote(store: "CBDE", remote: catalogue, pinnedVersion: "1.0.0") { ${STATE} } }`);
    expect(pinned.r?.remotes[0]).toMatchObject({ version: '1.0.0', rolloutVersion: null, rolloutPercent: null });
  });

  it('rolls out to all storefronts at once', async () => {
    const all = await operator(`mutation { r: operatorStartRollout(allStores: true, remote: catalogue, version: "2.0.0", percent: 20) { ${STATE} } }`);
    expect(all.r?.errors).toEqual([]);
    expect(all.r?.remotes.every((r) => r.rolloutVersion === '2.0.0' && r.rolloutPercent === 20)).toBe(true);
    const { res } = await page(DUTCH);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const ended = await operator(`mutation { r: operatorEndRollout(allStores: true, remote: catalogue) { ${STATE} } }`);
    expect(ended.r?.remotes.every((r) => r.rolloutVersion === null)).toBe(true);
  });
});
