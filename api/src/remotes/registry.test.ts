import type { DatabaseHandle } from '../db';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import { openTestDatabase } from '../testing/test-server';
import { and, eq } from 'drizzle-orm';
import { devManifestUrl, manifestUrlFor, resolveStorefrontRemotes, toStoredSourceDir } from './registry';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
  const at = (s: string) => new Date(`2026-01-0${s}T00:00:00Z`);
  await handle.db.insert(remoteReleases).values([
    { remote: 'catalogue', version: '1.0.0', sourceDir: 'mf-catalogue/dist', createdAt: at('1') },
    { remote: 'catalogue', version: '1.2.0', sourceDir: '.data/releases/catalogue/1.2.0', createdAt: at('3') },
    { remote: 'catalogue', version: '1.1.0', baseUrl: 'https://cdn.example.com/cat/1.1.0', createdAt: at('2') },
    { remote: 'account', version: '0.9.0', sourceDir: 'mf-account/dist', createdAt: at('1') },
  ]);
});

afterAll(async () => {
  await handle?.close();
});

const local = { publicRemotesBase: '', devRemotes: false };

describe('resolveStorefrontRemotes', () => {
  it('loads the newest release of each remote (null where none exists)', async () => {
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', local);
    expect(remotes).toEqual([
      {
        name: 'catalogue',
        enabled: true,
        pinnedVersion: null,
        version: '1.2.0',
        manifestUrl: '/remotes/catalogue/1.2.0/mf-manifest.json',
      },
      { name: 'basketCheckout', enabled: true, pinnedVersion: null, version: null, manifestUrl: null },
      { name: 'redeem', enabled: true, pinnedVersion: null, version: null, manifestUrl: null },
      {
        name: 'account',
        enabled: true,
        pinnedVersion: null,
        version: '0.9.0',
        manifestUrl: '/remotes/account/0.9.0/mf-manifest.json',
      },
      { name: 'content', enabled: true, pinnedVersion: null, version: null, manifestUrl: null },
    ]);
  });

  it('follows a pin, also to a CDN release, for that storefront only', async () => {
    await handle.db
      .update(storefrontRemotes)
      .set({ pinnedVersion: '1.1.0' })
      .where(and(eq(storefrontRemotes.storefrontKey, 'CB'), eq(storefrontRemotes.remote, 'catalogue')));
    const [cb] = await resolveStorefrontRemotes(handle.db, 'CB', local);
    expect(cb).toMatchObject({ version: '1.1.0', pinnedVersion: '1.1.0', manifestUrl: 'https://cdn.example.com/cat/1.1.0/mf-manifest.json' });
    const [cbde] = await resolveStorefrontRemotes(handle.db, 'CBDE', local);
    expect(cbde?.version).toBe('1.2.0');
  });

  it('prefixes local manifests with PUBLIC_REMOTES_BASE', async () => {
    const [catalogue] = await resolveStorefrontRemotes(handle.db, 'CBDE', {
      publicRemotesBase: 'https://static.example.com/',
      devRemotes: false,
    });
    expect(catalogue?.manifestUrl).toBe('https://static.example.com/remotes/catalogue/1.2.0/mf-manifest.json');
  });

  it('points every remote at its dev server with MF_DEV_REMOTES', async () => {
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', { publicRemotesBase: '', devRemotes: true });
    expect(remotes.map((r) => r.manifestUrl)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3003/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
      'http://localhost:3005/mf-manifest.json',
    ]);
    expect(devManifestUrl('content')).toBe('http://localhost:3005/mf-manifest.json');
  });
});

describe('helpers', () => {
  it('encodes versions in manifest URLs', () => {
    expect(manifestUrlFor({ remote: 'catalogue', version: '1.0.0+build 7', baseUrl: null }, local)).toBe(
      '/remotes/catalogue/1.0.0%2Bbuild%207/mf-manifest.json',
    );
  });

  it('stores folders inside the repo relative to it', () => {
    expect(toStoredSourceDir('/repo', '/repo/mf-catalogue/dist')).toBe('mf-catalogue/dist');
    expect(toStoredSourceDir('/repo', '/elsewhere/build')).toBe('/elsewhere/build');
  });
});
