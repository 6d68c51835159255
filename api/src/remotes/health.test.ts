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
