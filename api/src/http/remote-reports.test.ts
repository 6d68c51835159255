/**
 * POST /remote-reports over real HTTP on PGlite (ADR 0029): the beacon's shape and its limits, the
 * storefront from the Host header, reports about releases the storefront does not serve dropped
 * silently, a failure counting once whatever its weight, the per-client rate limit (reports dropped,
 * still 204), and the client's address never stored in clear.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { remoteFailingClients, remoteLoadCounts } from '../db/health-schema';
import { parseTrustProxy } from './client-address';
import { postReportBody, registerCatalogueReleases, sendReports } from '../testing/remote-reports';
import { type TestServer, startTestServer } from '../testing/test-server';
import { LIMITS } from '../security/rate-limit';
import { asToken } from '../testing/operators';

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

describe('POST /remote-reports', () => {
  it('counts weighted loads and failures of the served release for the storefront of the Host', async () => {
    const res = await sendReports(shop, 'cbat.localhost', '203.0.113.1', [
      { version: '1.1.0', outcome: 'loaded', weight: 10 },
      { version: '1.1.0', outcome: 'loaded', weight: 1 },
      { version: '1.1.0', outcome: 'failed' },
    ]);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 11, failures: 1 });
    // Another storefront's counters are untouched.
    expect(await counts('CBCH', '1.1.0')).toEqual({ loads: 0, failures: 0 });
    // application/json is accepted as well.
    const json = await postReportBody(shop, 'cbat.localhost', '203.0.113.1', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: 5 }] }), 'application/json');
    expect(json.status).toBe(204);
    expect(await counts('CBAT', '1.1.0')).toEqual({ loads: 16, failures: 1 });
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
    await sendReports(shop, 'cbbe.localhost', '203.0.113.2', [{ version: '1.0.0', outcome: 'failed' }, { version: '1.1.0', outcome: 'failed' }]);
    expect(await counts('CBBE', '1.0.0')).toEqual({ loads: 0, failures: 1 });
    expect(await counts('CBBE', '1.1.0')).toEqual({ loads: 0, failures: 0 });
  });

  it('counts a failure once, whatever weight it claims, and once per release per beacon', async () => {
    await sendReports(shop, 'cbdk.localhost', '203.0.113.3', [
      { version: '1.1.0', outcome: 'failed', weight: 100 },
      { version: '1.1.0', outcome: 'failed', weight: 100 },
      { version: '1.1.0', outcome: 'failed', weight: 1 },
    ]);
    expect(await counts('CBDK', '1.1.0')).toEqual({ loads: 0, failures: 1 });
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
    await sendReports(shop, 'cbfr.localhost', '203.0.113.45', [{ version: '1.1.0', outcome: 'loaded', weight: 10 }]);
    expect(await shop.handle.db.select().from(remoteFailingClients).where(eq(remoteFailingClients.storefrontKey, 'CBFR'))).toEqual([]);
  });

  it.each([
    ['not JSON', '{"reports": [', null],
    ['not an object', '[1, 2]', null],
    ['reports missing', '{}', 'reports'],
    ['too many reports', JSON.stringify({ reports: Array.from({ length: 11 }, () => ({ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: 1 })) }), 'reports'],
    ['weight 0', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: 0 }] }), 'reports[0].weight'],
    ['weight 101', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: 101 }] }), 'reports[0].weight'],
    ['weight 1.5', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: 1.5 }] }), 'reports[0].weight'],
    ['weight as text', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'loaded', weight: '1' }] }), 'reports[0].weight'],
    ['unknown outcome', JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.1.0', outcome: 'crashed', weight: 1 }] }), 'reports[0].outcome'],
    ['a bad version', JSON.stringify({ reports: [{ remote: 'catalogue', version: '../../etc', outcome: 'failed', weight: 1 }] }), 'reports[0].version'],
    ['a bad remote', JSON.stringify({ reports: [{ remote: 'Cata logue', version: '1.1.0', outcome: 'failed', weight: 1 }] }), 'reports[0].remote'],
    ['a report not an object', JSON.stringify({ reports: ['catalogue'] }), 'reports[0]'],
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
    const png = await postReportBody(shop, 'cbit.localhost', '203.0.113.5', '{"reports":[]}', 'image/png');
    expect(png.status).toBe(400);
    const big = await postReportBody(shop, 'cbit.localhost', '203.0.113.5', JSON.stringify({ reports: [], pad: 'x'.repeat(4_100) }));
    expect(big.status).toBe(413);
    expect(errorOf(big.text)?.message).toMatch(/4096 bytes/);
    const get = await shop.request('/remote-reports', { headers: { host: 'cbit.localhost' } });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(errorOf(get.text)?.extensions.code).toBe(1000);
    // A well-formed empty list is accepted (and counts nothing).
    expect((await postReportBody(shop, 'cbit.localhost', '203.0.113.5', '{"reports":[]}')).status).toBe(204);
  });

  it(`drops every report of a client past ${LIMITS.remoteReportsPerIp.limit} beacons in its window (still 204)`, async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < LIMITS.remoteReportsPerIp.limit + 5; i++) {
      const res = await sendReports(shop, 'cbno.localhost', ip, [{ version: '1.1.0', outcome: 'failed' }]);
      expect(res.status).toBe(204);
    }
    expect(await counts('CBNO', '1.1.0')).toEqual({ loads: 0, failures: LIMITS.remoteReportsPerIp.limit });
    // Another browser is not affected.
    await sendReports(shop, 'cbno.localhost', '203.0.113.98', [{ version: '1.1.0', outcome: 'failed' }]);
    expect(await counts('CBNO', '1.1.0')).toEqual({ loads: 0, failures: LIMITS.remoteReportsPerIp.limit + 1 });
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
