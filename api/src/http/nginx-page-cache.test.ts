/**
 * A rollout behind the shipped nginx's page cache (deploy/nginx/shop.conf, issue 32 item 5): public
 * pages are kept and served from the cache, but while a rollout runs a page depends on the visitor's
 * rollout cookie, so nginx never hands one side's HTML to the other (or to a visitor without a side).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteReleases } from '../db/schema';
import { request } from '../testing/http';
import { type RunningNginx, startNginx } from '../testing/nginx';
import { testDeclaration } from '../testing/release-builds';
import { renderedCatalogue, writeVersionEchoingShell } from '../testing/version-renderer';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { ROLLOUT_COOKIE, newRolloutVisitorId, rolloutBucket } from '../remotes/visitor-remotes';
import { parseTrustProxy } from './client-address';

const GERMAN = 'localhost';
const DUTCH = 'cb.localhost';

let tmp: string;
let shop: TestServer;
let nginx: RunningNginx;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-page-cache-'));
  const shellDist = writeVersionEchoingShell(tmp);
  shop = await startTestServer({ shellDist, trustProxy: parseTrustProxy('127.0.0.1') });
  await shop.handle.db.insert(remoteReleases).values([
    { remote: 'catalogue', version: '1.0.0', baseUrl: 'https://cdn.example/catalogue/1.0.0', createdAt: new Date('2026-01-01T00:00:00Z'), declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) },
    { remote: 'catalogue', version: '2.0.0', baseUrl: 'https://cdn.example/catalogue/2.0.0', createdAt: new Date('2026-01-02T00:00:00Z'), declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) },
  ]);
  await operator('mutation { r: operatorSetRemote(allStores: true, remote: catalogue, pinnedVersion: "1.0.0") { errors { code } } }');
  nginx = await startNginx(Number(new URL(shop.url).port));
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await shop?.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function operator(query: string): Promise<void> {
  const { body } = await shop.graphql<Record<string, { errors: unknown[] }>>(query, { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
  expect(body.errors).toBeUndefined();
  expect(Object.values(body.data ?? {}).flatMap((result) => result.errors)).toEqual([]);
}

async function throughNginx(host: string, cookie?: string) {
  const res = await request(`${nginx.base}/`, { headers: { host, ...(cookie ? { cookie } : {}) } });
  expect(res.status).toBe(200);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).join('; ');
  return {
    catalogue: renderedCatalogue(res.text),
    cache: String(res.headers['x-cache-status']),
    cacheControl: res.headers['cache-control'],
    issuedVisitor: new RegExp(`${ROLLOUT_COOKIE}=([^;]+)`).exec(setCookie)?.[1],
  };
}

/** A visitor id on the given side of a rollout of `percent` %. */
function visitorOn(side: 'new' | 'old', percent: number): string {
  for (;;) {
    const id = newRolloutVisitorId();
    if ((rolloutBucket('catalogue', id) < percent) === (side === 'new')) return id;
  }
}

describe('a rollout behind the shipped nginx page cache', () => {
  it('keeps a public page in the cache: the second visitor gets it from nginx', async () => {
    const first = await throughNginx(GERMAN);
    const second = await throughNginx(GERMAN, `${ROLLOUT_COOKIE}=${visitorOn('new', 50)}`);
    expect(first.cacheControl).toMatch(/^public, .*s-maxage=30/);
    expect(first.catalogue).toBe('1.0.0');
    expect(second).toMatchObject({ catalogue: '1.0.0', cache: 'HIT' });
  });

  it('never hands one side’s page to the other while a rollout runs (issue 32)', async () => {
    await operator('mutation { r: operatorStartRollout(store: "CB", remote: catalogue, version: "2.0.0", percent: 50) { errors { code } } }');
    const onNew = `${ROLLOUT_COOKIE}=${visitorOn('new', 50)}`;
    const onOld = `${ROLLOUT_COOKIE}=${visitorOn('old', 50)}`;
    const seen: Array<{ who: string; catalogue?: string; cache?: string }> = [];
    // Alternating, several rounds: whoever came first, nginx must not keep their page for the next.
    for (let round = 0; round < 3; round += 1) {
      for (const [who, cookie] of [['new', onNew], ['old', onOld], ['without a side', undefined]] as const) {
        const page = await throughNginx(DUTCH, cookie);
        expect(page.cacheControl).toBe('private, no-cache');
        expect(page.cache).not.toBe('HIT');
        const side = cookie ?? `${ROLLOUT_COOKIE}=${page.issuedVisitor}`;
        expect(page.catalogue).toBe(rolloutBucket('catalogue', side.split('=')[1] as string) < 50 ? '2.0.0' : '1.0.0');
        seen.push({ who, catalogue: page.catalogue, cache: page.cache });
      }
    }
    expect(new Set(seen.filter((page) => page.who === 'new').map((page) => page.catalogue))).toEqual(new Set(['2.0.0']));
    expect(new Set(seen.filter((page) => page.who === 'old').map((page) => page.catalogue))).toEqual(new Set(['1.0.0']));
  });
});
