/**
 * POST /remote-reports over real HTTP on PGlite (ADR 0029, ADR 0037): the beacon's shape and its
 * limits, the storefront from the Host header, and what cannot be forged: a report counts only with a
 * token this server signed into a page of that storefront, within 15 minutes, about a release the token
 * names, once per page load whatever weight it claims and however often it is replayed; reports about
 * releases the storefront does not serve are dropped silently; the per-client rate limit (reports
 * dropped, still 204); the client's address never stored in clear.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { remoteFailingClients, remoteLoadCounts, remoteReportUses } from '../db/health-schema';
import { parseTrustProxy } from './client-address';
import { REPORT_TOKEN_TTL_MS, reportTokenId, signReportToken } from '../remotes/report-tokens';
import { pageToken, postReportBody, registerCatalogueReleases, sendReports } from '../testing/remote-reports';
import { type TestServer, startTestServer } from '../testing/test-server';
import { LIMITS } from '../security/rate-limit';
import { asToken } from '../testing/operators';
import { remoteLoadFailures, remoteLoads } from '../observability/metrics';

let shop: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-reports-root-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
  await registerCatalogueReleases(shop, root, ['1.0.0', '1.1.0']);
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

async function counts(storefrontKey: string, version: string) {
  const [row] = await shop.handle.db
    .select({ loads: sql<number>`coalesce(sum(${remoteLoadCounts.loads}), 0)::int`, failures: sql<number>`coalesce(sum(${remoteLoadCounts.failures}), 0)::int` })
    .from(remoteLoadCounts)
    .where(and(eq(remoteLoadCounts.storefrontKey, storefrontKey), eq(remoteLoadCounts.remote, 'catalogue'), eq(remoteLoadCounts.version, version)));
  return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) };
}

function errorOf(text: string) {
  return (JSON.parse(text) as { errors: Array<{ message: string; extensions: { code: number; referencedRequestParameter: string | null } }> }).errors[0];
}

const catalogue = (version: string) => [{ name: 'catalogue', version }];
const body = (token: string | undefined, reports: object[]) => JSON.stringify({ ...(token === undefined ? {} : { token }), reports });

describe('POST /remote-reports', () => {
  it('counts the verified loads and failures as metrics by remote and version, forged ones not (issue 38)', async () => {
    const value = async (metric: typeof remoteLoads) => (await metric.get()).values.find((v) => v.labels.remote === 'catalogue' && v.labels.version === '1.1.0')?.value ?? 0;
    const [loads, failures] = [await value(remoteLoads), await value(remoteLoadFailures)];
    // A storefront no other test here counts on.
    const token = pageToken(shop, 'CBMX', catalogue('1.1.0'));
    await sendReports(shop, 'cbmx.localhost', '203.0.113.77', [{ version: '1.1.0', outcome: 'loaded' }], { token });
    await sendReports(shop, 'cbmx.localhost', '203.0.113.77', [{ version: '1.1.0', outcome: 'failed' }], { token });
    // Without this server's token: dropped, not counted.
    await sendReports(shop, 'cbmx.localhost', '203.0.113.78', [{ version: '1.1.0', outcome: 'failed' }], { token: 'v1.forged' });
    expect([(await value(remoteLoads)) - loads, (await value(remoteLoadFailures)) - failures]).toEqual([1, 1]);
  });

  it('counts each page load once (a failed one as a load that failed) for the storefront of the Host', async () => {
    // One page: loaded, then a fragment failed: one load, one failure.
    const token = pageToken(shop, 'CBAT', catalogue('1.1.0'));
    const res = await sendReports(shop, 'cbat.localhost', '203.0.113.1', [{ version: '1.1.0', outcome: 'loaded' }], { token });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 1, failures: 0 });
    await sendReports(shop, 'cbat.localhost', '203.0.113.1', [{ version: '1.1.0', outcome: 'failed' }], { token });
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 1, failures: 1 });
    // Another page that failed at once: a load that failed.
    await sendReports(shop, 'cbat.localhost', '203.0.113.1', [{ version: '1.1.0', outcome: 'failed' }]);
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 2, failures: 2 });
    // Another storefront's counters are untouched.
    expect(await counts('CBCH', '1.1.0')).toEqual({ loads: 0, failures: 0 });
    // application/json is accepted as well.
    const json = await postReportBody(
      shop,
      'cbat.localhost',
      '203.0.113.1',
      body(pageToken(shop, 'CBAT', catalogue('1.1.0')), [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded' }]),
      'application/json',
    );
    expect(json.status).toBe(204);
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 3, failures: 2 });
    // The token is kept only as a hash, until it expires.
    const uses = JSON.stringify((await shop.handle.db.execute(sql`select * from remote_report_uses`)) as unknown);
    expect(uses).not.toContain(token);
  });

  describe('forged reports change nothing', () => {
    it('without a token (400 in the spec format), from any number of addresses', async () => {
      for (let i = 1; i <= 25; i++) {
        const res = await postReportBody(shop, 'cbde.localhost', `198.51.100.${i}`, body(undefined, [{ remote: 'catalogue', version: '1.1.0', outcome: 'failed' }]));
        expect(res.status).toBe(400);
        expect(errorOf(res.text)?.extensions).toEqual({ code: 1000, referencedRequestParameter: 'token' });
      }
      expect(await counts('CBDE', '1.1.0')).toEqual({ loads: 0, failures: 0 });
    });

    it('with a token this server did not sign, an expired one, or one from the future (204, nothing counted)', async () => {
      const [version, payload] = pageToken(shop, 'CBDE', catalogue('1.1.0')).split('.');
      const forgedSignature = `${version}.${payload}.${Buffer.alloc(32, 7).toString('base64url')}`;
      const otherKey = signReportToken(Buffer.alloc(32, 1), { storefrontKey: 'CBDE', remotes: catalogue('1.1.0') });
      const expired = pageToken(shop, 'CBDE', catalogue('1.1.0'), Date.now() - REPORT_TOKEN_TTL_MS - 1_000);
      const future = pageToken(shop, 'CBDE', catalogue('1.1.0'), Date.now() + 10 * 60_000);
      for (const token of [forgedSignature, otherKey, expired, future, 'v1.x.y', 'garbage']) {
        for (let i = 1; i <= 5; i++) {
          const res = await sendReports(shop, 'cbde.localhost', `198.51.100.${i}`, [{ version: '1.1.0', outcome: 'failed' }], { token });
          expect(res.status).toBe(204);
        }
      }
      expect(await counts('CBDE', '1.1.0')).toEqual({ loads: 0, failures: 0 });
      // A token just within its 15 minutes counts.
      await sendReports(shop, 'cbde.localhost', '198.51.100.1', [{ version: '1.1.0', outcome: 'failed' }], {
        token: pageToken(shop, 'CBDE', catalogue('1.1.0'), Date.now() - REPORT_TOKEN_TTL_MS + 30_000),
      });
      expect(await counts('CBDE', '1.1.0')).toEqual({ loads: 1, failures: 1 });
    });

    it("with another storefront's token, or about a release or remote the token does not name", async () => {
      await sendReports(shop, 'cbdk.localhost', '198.51.100.9', [{ version: '1.1.0', outcome: 'failed' }], { token: pageToken(shop, 'CBAT', catalogue('1.1.0')) });
      // A token for 1.0.0 says nothing about 1.1.0, nor about the redeem remote.
      const token = pageToken(shop, 'CBDK', catalogue('1.0.0'));
      await sendReports(shop, 'cbdk.localhost', '198.51.100.9', [{ version: '1.1.0', outcome: 'failed' }, { remote: 'redeem', version: '1.1.0', outcome: 'failed' }], { token });
      expect(await counts('CBDK', '1.1.0')).toEqual({ loads: 0, failures: 0 });
      expect(await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CBDK'))).toEqual([]);
    });

    it('claiming weights: one report is one event, and a token replayed from many addresses counts once', async () => {
      const token = pageToken(shop, 'CBCH', catalogue('1.1.0'));
      for (let i = 1; i <= 10; i++) {
        const res = await sendReports(shop, 'cbch.localhost', `198.51.100.${i}`, [{ version: '1.1.0', outcome: 'loaded', weight: 100 }], { token });
        expect(res.status).toBe(204);
      }
      expect(await counts('CBCH', '1.1.0')).toEqual({ loads: 1, failures: 0 });
      // Failures of real pages are not masked: 5 pages that failed against the one "weighty" load.
      for (let i = 0; i < 5; i++) await sendReports(shop, 'cbch.localhost', '198.51.100.20', [{ version: '1.1.0', outcome: 'failed', weight: 100 }]);
      expect(await counts('CBCH', '1.1.0')).toEqual({ loads: 6, failures: 5 });
      // A replayed failure of one page counts once too, and its token's uses stay bounded (one row per release of the page).
      const failing = pageToken(shop, 'CBCH', catalogue('1.1.0'));
      for (let i = 1; i <= 10; i++) await sendReports(shop, 'cbch.localhost', `198.51.100.${30 + i}`, [{ version: '1.1.0', outcome: 'failed' }], { token: failing });
      expect(await counts('CBCH', '1.1.0')).toEqual({ loads: 7, failures: 6 });
      expect(await shop.handle.db.select().from(remoteReportUses).where(eq(remoteReportUses.tokenId, reportTokenId(failing)))).toMatchObject([
        { remote: 'catalogue', version: '1.1.0', failed: true },
      ]);
    });
  });

  it('drops reports about releases the storefront does not serve, and remotes it does not know', async () => {
    const res = await sendReports(shop, 'cbbe.localhost', '203.0.113.2', [
      { version: '1.0.0', outcome: 'failed' },
      { version: '9.9.9', outcome: 'failed' },
      { remote: 'nope', version: '1.1.0', outcome: 'failed' },
    ]);
    expect(res.status).toBe(204);
    expect(await counts('CBBE', '1.0.0')).toEqual({ loads: 0, failures: 0 });
    expect(await counts('CBBE', '9.9.9')).toEqual({ loads: 0, failures: 0 });
    const rows = await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CBBE'));
    expect(rows).toEqual([]);
    // Every remote name is well-formed (camelCase too): a remote without a release there is simply dropped.
    expect((await sendReports(shop, 'cbbe.localhost', '203.0.113.2', [{ remote: 'basketCheckout', version: '1.1.0', outcome: 'failed' }])).status).toBe(204);
    // Once CBBE is pinned to 1.0.0, that is what it serves, and what counts there.
    const pin = await asToken(shop, 'mutation { operatorSetRemote(store: "CBBE", remote: catalogue, pinnedVersion: "1.0.0") { errors { code } } }');
    expect(pin.data).toEqual({ operatorSetRemote: { errors: [] } });
    await sendReports(shop, 'cbbe.localhost', '203.0.113.2', [{ version: '1.0.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbbe.localhost', '203.0.113.2', [{ version: '1.1.0', outcome: 'failed' }]);
    expect(await counts('CBBE', '1.0.0')).toEqual({ loads: 1, failures: 1 });
    expect(await counts('CBBE', '1.1.0')).toEqual({ loads: 0, failures: 0 });
    // A page with a developer's local override (ADR 0031) reports that remote as override:<host>: that
    // report is dropped, the page's other reports still count (no 400 for the whole beacon).
    const withOverride = await sendReports(shop, 'cbbe.localhost', '203.0.113.3', [
      { remote: 'content', version: 'override:localhost:3005', outcome: 'loaded' },
      { version: '1.0.0', outcome: 'loaded' },
    ]);
    expect(withOverride.status).toBe(204);
    expect(await counts('CBBE', '1.0.0')).toEqual({ loads: 2, failures: 1 });
  });

  it('counts a failure once, whatever weight it claims, and once per release per beacon', async () => {
    await sendReports(shop, 'cbfr.localhost', '203.0.113.3', [
      { version: '1.1.0', outcome: 'failed', weight: 100 },
      { version: '1.1.0', outcome: 'failed', weight: 100 },
      { version: '1.1.0', outcome: 'failed', weight: 1 },
    ]);
    expect(await counts('CBFR', '1.1.0')).toEqual({ loads: 1, failures: 1 });
  });

  it('keeps the reporting browser only as a keyed hash, never its address', async () => {
    await sendReports(shop, 'cbes.localhost', '203.0.113.44', [{ version: '1.1.0', outcome: 'failed' }]);
    const rows = await shop.handle.db.select().from(remoteFailingClients).where(eq(remoteFailingClients.storefrontKey, 'CBES'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clientHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify((await shop.handle.db.execute(sql`select * from remote_failing_clients`)) as unknown);
    expect(everything).not.toContain('203.0.113.44');
    const counters = JSON.stringify((await shop.handle.db.execute(sql`select * from remote_load_counts`)) as unknown);
    expect(counters).not.toContain('203.0.113');
    // A loaded report records no browser at all.
    await sendReports(shop, 'cbpl.localhost', '203.0.113.45', [{ version: '1.1.0', outcome: 'loaded' }]);
    expect(await shop.handle.db.select().from(remoteFailingClients).where(eq(remoteFailingClients.storefrontKey, 'CBPL'))).toEqual([]);
  });

  const T = 'v1.a.b';
  it.each([
    ['not JSON', '{"reports": [', null],
    ['not an object', '[1, 2]', null],
    ['reports missing', '{}', 'reports'],
    ['too many reports', JSON.stringify({ token: T, reports: Array.from({ length: 11 }, () => ({ remote: 'catalogue', version: '1.1.0', outcome: 'loaded' })) }), 'reports'],
    ['token missing', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded' }] }), 'token'],
    ['token not text', JSON.stringify({ token: 42, reports: [] }), 'token'],
    ['token empty', JSON.stringify({ token: '', reports: [] }), 'token'],
    ['unknown outcome', JSON.stringify({ token: T, reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'crashed' }] }), 'reports[0].outcome'],
    ['a bad version', JSON.stringify({ token: T, reports: [{ remote: 'catalogue', version: '../../etc', outcome: 'failed' }] }), 'reports[0].version'],
    ['a bad remote', JSON.stringify({ token: T, reports: [{ remote: 'Cata logue', version: '1.1.0', outcome: 'failed' }] }), 'reports[0].remote'],
    ['a report not an object', JSON.stringify({ token: T, reports: ['catalogue'] }), 'reports[0]'],
  ])('answers 400 in the spec format for a malformed body: %s', async (_name, body, parameter) => {
    const res = await postReportBody(shop, 'cbit.localhost', '203.0.113.5', body);
    expect(res.status).toBe(400);
    const error = errorOf(res.text);
    expect(error?.extensions.code).toBe(1000);
    expect(error?.extensions.referencedRequestParameter).toBe(parameter);
    expect(typeof error?.message).toBe('string');
    expect(await counts('CBIT', '1.1.0')).toEqual({ loads: 0, failures: 0 });
  });

  it('refuses other content types (400), bodies over 4 kB (413) and other methods (405)', async () => {
    const png = await postReportBody(shop, 'cbit.localhost', '203.0.113.5', '{"token":"v1.a.b","reports":[]}', 'image/png');
    expect(png.status).toBe(400);
    const big = await postReportBody(shop, 'cbit.localhost', '203.0.113.5', JSON.stringify({ reports: [], pad: 'x'.repeat(4_100) }));
    expect(big.status).toBe(413);
    expect(errorOf(big.text)?.message).toMatch(/4096 bytes/);
    const get = await shop.request('/remote-reports', { headers: { host: 'cbit.localhost' } });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(errorOf(get.text)?.extensions.code).toBe(1000);
    // A well-formed empty list is accepted (and counts nothing).
    expect((await postReportBody(shop, 'cbit.localhost', '203.0.113.5', body(pageToken(shop, 'CBIT', catalogue('1.1.0')), []))).status).toBe(204);
  });

  it(`drops every report of a client past ${LIMITS.remoteReportsPerIp.limit} beacons in its window (still 204)`, async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < LIMITS.remoteReportsPerIp.limit + 5; i++) {
      const res = await sendReports(shop, 'cbno.localhost', ip, [{ version: '1.1.0', outcome: 'failed' }]);
      expect(res.status).toBe(204);
    }
    expect(await counts('CBNO', '1.1.0')).toEqual({ loads: LIMITS.remoteReportsPerIp.limit, failures: LIMITS.remoteReportsPerIp.limit });
    // Another browser is not affected.
    await sendReports(shop, 'cbno.localhost', '203.0.113.98', [{ version: '1.1.0', outcome: 'failed' }]);
    expect(await counts('CBNO', '1.1.0')).toEqual({ loads: LIMITS.remoteReportsPerIp.limit + 1, failures: LIMITS.remoteReportsPerIp.limit + 1 });
  });
});

describe('POST /remote-reports with REMOTE_REPORTS_PER_CLIENT', () => {
  it('counts as many beacons per client as the server is told', async () => {
    const other = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback'), remoteReportsPerClient: 2 });
    try {
      await registerCatalogueReleases(other, root, ['1.1.0']);
      for (let i = 0; i < 4; i++) expect((await sendReports(other, 'cbpl.localhost', '203.0.113.77', [{ version: '1.1.0', outcome: 'failed' }])).status).toBe(204);
      const [row] = await other.handle.db
        .select({ failures: sql<number>`coalesce(sum(${remoteLoadCounts.failures}), 0)::int` })
        .from(remoteLoadCounts)
        .where(eq(remoteLoadCounts.storefrontKey, 'CBPL'));
      expect(Number(row?.failures)).toBe(2);
    } finally {
      await other.close();
    }
  });
});
