/**
 * The release file checks of the operators' health view (ADR 0029): a folder release's manifest and
 * the remote entry it names (never outside the release), a CDN release's over HTTP with a 2 s timeout
 * and no redirects, remembered for a minute, and a page that waits at most its deadline (pending).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RemoteReleaseRow } from '../db/schema';
import { writeRemoteBuild } from '../testing/release-builds';
import { createFileChecker, manifestEntry } from './health';
import { remoteFailingClients, remoteFallbacks, remoteLoadCounts } from '../db/health-schema';
import { asToken } from '../testing/operators';
import { registerCatalogueReleases } from '../testing/remote-reports';
import { type TestServer, startTestServer } from '../testing/test-server';

const MANIFEST = JSON.stringify({ id: 'catalogue', metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'js', type: 'global' } } });

let root: string;
let cdn: Server;
let cdnUrl: string;
const hits: string[] = [];
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/ok/mf-manifest.json': (_req, res) => res.end(MANIFEST),
  '/ok/js/remoteEntry.js': (_req, res) => res.end('var catalogue;'),
  '/no-entry/mf-manifest.json': (_req, res) => res.end(MANIFEST),
  '/garbled/mf-manifest.json': (_req, res) => res.end('<html>'),
  '/moved/mf-manifest.json': (_req, res) => {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' });
    res.end();
  },
  // Never answers: the check gives up after 2 s.
  '/slow/mf-manifest.json': () => {},
};

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-health-'));
  cdn = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const route = routes[req.url ?? ''];
    if (route) route(req, res);
    else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  cdn.closeAllConnections();
  await new Promise((resolve) => cdn.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const release = (fields: Partial<RemoteReleaseRow>): RemoteReleaseRow => ({
  remote: 'catalogue',
  version: '1.0.0',
  sourceDir: null,
  baseUrl: null,
  declaration: null,
  createdAt: new Date(),
  builtAt: null,
  gitCommit: null,
  pageJsGzip: null,
  checkedAt: null,
  promotedAt: null,
  gitDirty: null,
  builder: null,
  fileHashes: null,
  ...fields,
});

const registry = { publicRemotesBase: '', devRemotes: false };

describe('manifestEntry', () => {
  it('is the remote entry Module Federation names, with its folder', () => {
    expect(manifestEntry(JSON.parse(MANIFEST))).toEqual({ path: 'js/remoteEntry.js' });
    expect(manifestEntry({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toEqual({ path: 'remoteEntry.js' });
    expect(manifestEntry({ id: 'x' })).toEqual({ problem: 'the manifest names no remote entry (metaData.remoteEntry)' });
    expect(manifestEntry(null)).toHaveProperty('problem');
  });
});

describe('folder releases', () => {
  it('are ok with their manifest and entry, and say what is missing otherwise', async () => {
    const checker = createFileChecker({ root, registry });
    writeRemoteBuild(join(root, 'good'), { remote: 'catalogue' });
    expect(await checker.check(release({ version: 'good', sourceDir: 'good' }))).toEqual({
      manifest: { state: 'ok', problem: null },
      entry: { state: 'ok', problem: null },
    });

    mkdirSync(join(root, 'empty'));
    const empty = await checker.check(release({ version: 'empty', sourceDir: 'empty' }));
    expect(empty.manifest.state).toBe('failed');
    expect(empty.manifest.problem).toMatch(/mf-manifest\.json is missing$/);

    writeRemoteBuild(join(root, 'no-entry'), { remote: 'catalogue' });
    rmSync(join(root, 'no-entry', 'remoteEntry.js'));
    expect(await checker.check(release({ version: 'no-entry', sourceDir: 'no-entry' }))).toEqual({
      manifest: { state: 'ok', problem: null },
      entry: { state: 'failed', problem: 'the remote entry remoteEntry.js is missing' },
    });

    // The manifest's text may not lead the check out of the release's folder.
    mkdirSync(join(root, 'escape'));
    writeFileSync(join(root, 'escape', 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'passwd', path: '../../../../etc' } } }));
    expect((await checker.check(release({ version: 'escape', sourceDir: 'escape' }))).entry).toEqual({
      state: 'failed',
      problem: 'the remote entry ../../../../etc/passwd lies outside the release',
    });
  });
});

describe('CDN releases', () => {
  it('fetch the manifest and ask for the entry it names, remembered for a minute', async () => {
    let now = 0;
    const checker = createFileChecker({ root, registry, now: () => now });
    const ok = release({ version: 'ok', baseUrl: `${cdnUrl}/ok` });
    hits.length = 0;
    expect(await checker.check(ok)).toEqual({ manifest: { state: 'ok', problem: null }, entry: { state: 'ok', problem: null } });
    expect(hits).toEqual(['GET /ok/mf-manifest.json', 'HEAD /ok/js/remoteEntry.js']);
    await checker.check(ok);
    expect(hits).toHaveLength(2);
    now += 61_000;
    await checker.check(ok);
    expect(hits).toHaveLength(4);

    expect(await checker.check(release({ version: 'no-entry', baseUrl: `${cdnUrl}/no-entry` }))).toEqual({
      manifest: { state: 'ok', problem: null },
      entry: { state: 'failed', problem: `${cdnUrl}/no-entry/js/remoteEntry.js answered HTTP 404` },
    });
    expect((await checker.check(release({ version: 'garbled', baseUrl: `${cdnUrl}/garbled` }))).manifest).toEqual({
      state: 'failed',
      problem: `${cdnUrl}/garbled/mf-manifest.json is not JSON`,
    });
    expect((await checker.check(release({ version: 'gone', baseUrl: `${cdnUrl}/gone` }))).manifest.problem).toBe(`${cdnUrl}/gone/mf-manifest.json answered HTTP 404`);
    // A redirect is not followed (the operator named this host, not where it points).
    expect((await checker.check(release({ version: 'moved', baseUrl: `${cdnUrl}/moved` }))).manifest.state).toBe('failed');
    expect(hits.filter((hit) => hit.includes('169.254'))).toEqual([]);
  });

  it('give up after 2 s, and a page waits only its deadline (pending, known at the next load)', async () => {
    const checker = createFileChecker({ root, registry });
    const slow = release({ version: 'slow', baseUrl: `${cdnUrl}/slow` });
    const ok = release({ version: 'ok', baseUrl: `${cdnUrl}/ok` });
    const page = await checker.checkAll([slow, ok], 300);
    expect(page.get('catalogue@slow')?.manifest.state).toBe('pending');
    expect(page.get('catalogue@ok')?.manifest.state).toBe('ok');
    // The check still running is the one a later page gets (not a second request).
    const later = await checker.check(slow);
    expect(later.manifest).toEqual({ state: 'failed', problem: `${cdnUrl}/slow/mf-manifest.json: no answer within 2 s` });
    expect(hits.filter((hit) => hit === 'GET /slow/mf-manifest.json')).toHaveLength(1);
  });
});

describe('the operator API\'s health views (operatorRemoteHealth, operatorRemoteFallbacks)', () => {
  let shop: TestServer;
  let shopRoot: string;

  beforeAll(async () => {
    shopRoot = mkdtempSync(join(tmpdir(), 'shop-health-api-'));
    shop = await startTestServer({ root: shopRoot, publicRemotesBase: '' });
    await registerCatalogueReleases(shop, shopRoot, ['1.0.0', '1.1.0', '1.2.0']);
    const db = shop.handle.db;
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await db.insert(remoteLoadCounts).values({ storefrontKey: 'CBCH', remote: 'catalogue', version: '1.2.0', minute, loads: 7, failures: 3 });
    await db.insert(remoteFailingClients).values(['a', 'b'].map((c) => ({ storefrontKey: 'CBCH', remote: 'catalogue', version: '1.2.0', clientHash: c.repeat(64), lastFailedAt: new Date() })));
    await db.insert(remoteFallbacks).values({
      storefrontKey: 'CBAT', remote: 'catalogue', fromVersion: '1.1.0', toVersion: '1.0.0', failures: 3, loads: 6, clients: 2, at: new Date(Date.now() - 120_000),
      reason: '3 of 6 loads failed (50 %) from 2 browsers in the last hour; threshold 20 %, 3 failures. Pinned to 1.0.0, the last known good release.',
    });
    await db.insert(remoteFallbacks).values({
      storefrontKey: 'CBCH', remote: 'catalogue', fromVersion: '1.2.0', toVersion: null, failures: 3, loads: 3, clients: 3, at: new Date(Date.now() - 60_000),
      reason: 'Pulled everywhere: catalogue 1.2.0 failed on CBAT. Not fallen back: no other promoted release of catalogue with verified healthy traffic that has not failed anywhere.',
    });
  });

  afterAll(async () => {
    await shop?.close();
    rmSync(shopRoot, { recursive: true, force: true });
  });

  it('gives a storefront\'s errors of the last hour, its checks and its latest fallback in words', async () => {
    const result = await asToken<{ operatorRemoteHealth: { health: Array<Record<string, unknown>>; releases: Array<Record<string, unknown>>; errors: unknown[] } }>(
      shop,
      `{ operatorRemoteHealth(store: "CBCH", remote: catalogue) {
          health { storefrontKey remote version failures loads failingClients errorRate summary release { manifest { state } entry { state } contract { state } } latestFallback { storefrontKey fromVersion toVersion reason } }
          releases { version manifest { state problem } }
          errors { code } } }`,
    );
    const [entry, ...more] = result.data?.operatorRemoteHealth.health ?? [];
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      storefrontKey: 'CBCH',
      remote: 'catalogue',
      version: '1.2.0',
      failures: 3,
      loads: 7,
      failingClients: 2,
      errorRate: 3 / 7,
      release: { manifest: { state: 'ok' }, entry: { state: 'ok' }, contract: { state: 'ok' } },
      latestFallback: { storefrontKey: 'CBCH', fromVersion: '1.2.0', toVersion: null, reason: expect.stringMatching(/^Pulled everywhere: catalogue 1\.2\.0 failed on CBAT\. Not fallen back: /) },
    });
    expect(entry?.summary).toMatch(/^42\.9 % errors \(3\/7\) from 2 browsers; fallback \d\d:\d\d UTC: Pulled everywhere: catalogue 1\.2\.0 failed on CBAT\. Not fallen back: no other promoted release/);
    // The checks of every release of the asked remote.
    expect(result.data?.operatorRemoteHealth.releases).toEqual(['1.2.0', '1.1.0', '1.0.0'].map((version) => ({ version, manifest: { state: 'ok', problem: null } })));
    expect(result.data?.operatorRemoteHealth.errors).toEqual([]);

    // A storefront without reports or fallbacks says so.
    const quiet = await asToken<{ operatorRemoteHealth: { health: Array<{ summary: string; latestFallback: unknown }> } }>(
      shop,
      '{ operatorRemoteHealth(store: "CBDE", remote: catalogue) { health { summary latestFallback { id } } } }',
    );
    expect(quiet.data?.operatorRemoteHealth.health).toEqual([{ summary: 'files ok; no reports in the last hour', latestFallback: null }]);
  });

  it('lists the fallbacks newest first with their reasons, by storefront and remote, and refuses an unknown storefront', async () => {
    const query = `query F($store: String, $remote: RemoteName, $limit: Int) { operatorRemoteFallbacks(store: $store, remote: $remote, limit: $limit) {
      fallbacks { storefrontKey remote fromVersion toVersion failures loads clients reason at } errors { code referencedRequestParameter } } }`;
    type Page = { operatorRemoteFallbacks: { fallbacks: Array<Record<string, unknown>>; errors: Array<Record<string, unknown>> } };
    const all = (await asToken<Page>(shop, query, { remote: 'catalogue' })).data?.operatorRemoteFallbacks;
    expect(all?.errors).toEqual([]);
    expect(all?.fallbacks.map((f) => [f.storefrontKey, f.fromVersion, f.toVersion])).toEqual([
      ['CBCH', '1.2.0', null],
      ['CBAT', '1.1.0', '1.0.0'],
    ]);
    expect(all?.fallbacks[1]).toMatchObject({ failures: 3, loads: 6, clients: 2, reason: expect.stringMatching(/Pinned to 1\.0\.0, the last known good release\.$/), at: expect.stringMatching(/Z$/) });
    expect((await asToken<Page>(shop, query, { store: 'CBAT' })).data?.operatorRemoteFallbacks.fallbacks).toHaveLength(1);
    expect((await asToken<Page>(shop, query, { remote: 'catalogue', limit: 1 })).data?.operatorRemoteFallbacks.fallbacks).toHaveLength(1);
    expect((await asToken<Page>(shop, query, { store: 'CBDE' })).data?.operatorRemoteFallbacks.fallbacks).toEqual([]);
    expect((await asToken<Page>(shop, query, { store: 'NOPE' })).data?.operatorRemoteFallbacks).toEqual({ fallbacks: [], errors: [{ code: expect.any(Number), referencedRequestParameter: 'store' }] });
    // Operators only.
    const anonymous = await shop.graphql<Page>('{ operatorRemoteFallbacks { fallbacks { reason } } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe(1401);
  });
});

