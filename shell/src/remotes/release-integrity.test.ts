import type { RemoteConfig } from '@shop/shared';
import { configureReleaseIntegrity, FILE_INTEGRITY_GLOBAL, integrityOf, REFUSED_INTEGRITY, releaseIntegrityPlugin } from './release-integrity';

const MANIFEST_SRI = `sha384-${'m'.repeat(64)}`;
const ENTRY_SRI = `sha384-${'e'.repeat(64)}`;
const CHUNK_SRI = `sha384-${'c'.repeat(64)}`;

const checked: RemoteConfig = {
  name: 'redeem',
  enabled: true,
  version: '1.2.0',
  manifestUrl: '/remotes/redeem/1.2.0/mf-manifest.json',
  contractVersion: '1.2.0',
  localOverride: false,
  integrity: { manifest: MANIFEST_SRI, filesUrl: '/release-integrity/redeem/1.2.0.json' },
};
const unchecked: RemoteConfig = {
  name: 'content',
  enabled: true,
  version: '0.9.0',
  manifestUrl: 'https://cdn.example/content/0.9.0/mf-manifest.json',
  contractVersion: '1.2.0',
  localOverride: false,
  integrity: null,
};

const fetchMock = jest.fn();
/** What the hook reads of a response (jsdom has no Response). */
const respond = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('/release-integrity/redeem/1.2.0.json')
      ? respond({ files: { 'mf-manifest.json': MANIFEST_SRI, 'remoteEntry.js': ENTRY_SRI, 'redeem-shop.abc.js': CHUNK_SRI } })
      : respond({}),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  configureReleaseIntegrity([checked, unchecked]);
});

/** The manifest fetch as the federation runtime makes it (through the plugin's hook). */
function manifestFetch(url: string) {
  return (releaseIntegrityPlugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});
}

describe('release integrity in the browser (ADR 0040)', () => {
  it('fetches a checked release manifest with its registered hash, and the file hashes with it', async () => {
    await manifestFetch(`${window.location.origin}/remotes/redeem/1.2.0/mf-manifest.json`);
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/remotes/redeem/1.2.0/mf-manifest.json`, expect.objectContaining({ integrity: MANIFEST_SRI }));
    expect(fetchMock).toHaveBeenCalledWith('/release-integrity/redeem/1.2.0.json', expect.anything());
  });

  it('leaves the manifest of a release without hashes to the runtime', () => {
    expect(manifestFetch('https://cdn.example/content/0.9.0/mf-manifest.json')).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives each file of a checked release its hash, and a refusing one to a file without', async () => {
    const base = `${window.location.origin}/remotes/redeem/1.2.0/`;
    // Before the hashes are there, nothing of the release is let through.
    expect(integrityOf(`${base}remoteEntry.js`)).toBe(REFUSED_INTEGRITY);
    await manifestFetch(`${base}mf-manifest.json`);
    expect(integrityOf(`${base}remoteEntry.js`)).toBe(ENTRY_SRI);
    expect(integrityOf('/remotes/redeem/1.2.0/redeem-shop.abc.js')).toBe(CHUNK_SRI);
    expect(integrityOf(`${base}injected.js`)).toBe(REFUSED_INTEGRITY);
    // Another release's files, and files of a release without hashes, are not this check's.
    expect(integrityOf('/remotes/redeem/1.1.0/remoteEntry.js')).toBeUndefined();
    expect(integrityOf('https://cdn.example/content/0.9.0/remoteEntry.js')).toBeUndefined();
    // What the remotes' builds call for their chunks (shared/build/webpack.cjs).
    expect((globalThis as Record<string, unknown>)[FILE_INTEGRITY_GLOBAL]).toBe(integrityOf);
  });

  it('creates the entry script with its integrity (CORS mode only for another origin)', async () => {
    await manifestFetch(`${window.location.origin}/remotes/redeem/1.2.0/mf-manifest.json`);
    const createScript = releaseIntegrityPlugin.createScript as (args: { url: string; attrs?: Record<string, unknown> }) => HTMLScriptElement | undefined;
    const script = createScript({ url: `${window.location.origin}/remotes/redeem/1.2.0/remoteEntry.js`, attrs: {} });
    expect(script?.integrity).toBe(ENTRY_SRI);
    expect(script?.crossOrigin).toBeNull();
    expect(script?.src).toBe(`${window.location.origin}/remotes/redeem/1.2.0/remoteEntry.js`);
    expect(createScript({ url: 'https://cdn.example/content/0.9.0/remoteEntry.js', attrs: {} })).toBeUndefined();
  });

  it('fails the manifest fetch when the file hashes cannot be had, and tries them again next time', async () => {
    fetchMock.mockImplementation(async (url: string) => (url.startsWith('/release-integrity/') ? respond('gone', 404) : respond({})));
    const manifestUrl = `${window.location.origin}/remotes/redeem/1.2.0/mf-manifest.json`;
    await expect(manifestFetch(manifestUrl)).rejects.toThrow(/file hashes of the release are not available \(404\)/);
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/release-integrity/') ? respond({ files: { 'remoteEntry.js': ENTRY_SRI } }) : respond({}),
    );
    await manifestFetch(manifestUrl);
    expect(integrityOf(`${window.location.origin}/remotes/redeem/1.2.0/remoteEntry.js`)).toBe(ENTRY_SRI);
  });

  it('does not check a local override (a dev server), whatever the release had', () => {
    configureReleaseIntegrity([{ ...checked, localOverride: true, manifestUrl: 'http://localhost:3004/mf-manifest.json' }]);
    expect(integrityOf('http://localhost:3004/remoteEntry.js')).toBeUndefined();
  });
});
