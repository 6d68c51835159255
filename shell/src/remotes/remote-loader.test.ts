import { SHOP_CONTRACT_VERSION, type RemoteConfig } from '@shop/shared';

const runtime = {
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
};
// Jest hoists jest.mock above the imports: the factory must only reach `runtime` lazily.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => runtime.loadRemote(...args),
  registerRemotes: (...args: unknown[]) => runtime.registerRemotes(...args),
  registerPlugins: (...args: unknown[]) => runtime.registerPlugins(...args),
}));

// Imported after the mock so the loader talks to the fake runtime.
import { configureRemotes, loadRemoteRoutes, REMOTE_LOAD_TIMEOUT_MS, RemoteUnavailableError, retryRemote } from './remote-loader';

import { loadFragment } from './fragment-loader';
import { flushRemoteReports, resetRemoteReports } from './health-reports';

/** The remote reports sent so far (health-reports.ts), as the API would read them. */
function reportsSent(beacon: jest.Mock): unknown[] {
  flushRemoteReports();
  return beacon.mock.calls.flatMap(([, body]) => JSON.parse(body as string).reports);
}

const remotes: RemoteConfig[] = [
  { name: 'catalogue', enabled: true, version: '1.0.0', manifestUrl: '/remotes/catalogue/1.0.0/mf-manifest.json', contractVersion: SHOP_CONTRACT_VERSION, localOverride: null, integrity: null },
  { name: 'redeem', enabled: false, version: '1.0.0', manifestUrl: '/remotes/redeem/1.0.0/mf-manifest.json', contractVersion: SHOP_CONTRACT_VERSION, localOverride: null, integrity: null },
  { name: 'account', enabled: true, version: null, manifestUrl: null, contractVersion: null, localOverride: null, integrity: null },
];
const catalogueModule = { default: { remote: 'catalogue', routes: { home: { component: () => null } } } };

beforeEach(() => {
  jest.useRealTimers();
  for (const fn of Object.values(runtime)) fn.mockReset();
  configureRemotes(remotes);
});

describe('remote loader', () => {
  it('registers only enabled remotes that have a release, without fetching anything', () => {
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'catalogue', entry: '/remotes/catalogue/1.0.0/mf-manifest.json' }]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(runtime.registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ errorLoadRemote: expect.any(Function) }),
      expect.objectContaining({ name: 'shop-release-integrity', fetch: expect.any(Function), createScript: expect.any(Function) }),
    ]);
  });

  it('loads a remote routes module once and caches it', async () => {
    runtime.loadRemote.mockResolvedValue(catalogueModule);
    const first = await retryRemote('catalogue');
    const second = await loadRemoteRoutes('catalogue');
    expect(first).toBe(catalogueModule.default);
    expect(second).toBe(first);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalogue/routes');
  });

  it('retries once after a failure, re-registering the remote to drop the failed entry', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(catalogueModule);
    await expect(retryRemote('catalogue')).resolves.toBe(catalogueModule.default);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalogue', entry: '/remotes/catalogue/1.0.0/mf-manifest.json' }], { force: true });
  });

  it('turns the runtime fallback marker into RemoteUnavailableError', async () => {
    const plugin = runtime.registerPlugins.mock.calls[0][0][0];
    const marker = plugin.errorLoadRemote({ id: 'catalogue/routes', error: new Error('404') });
    runtime.loadRemote.mockResolvedValue(marker);
    await expect(retryRemote('catalogue')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });

  it('rejects a module that breaks the RemoteModule contract', async () => {
    runtime.loadRemote.mockResolvedValue({ default: { remote: 'content', routes: {} } });
    await expect(retryRemote('catalogue')).rejects.toThrow(/does not keep the RemoteModule contract/);
    runtime.loadRemote.mockResolvedValue({ default: { remote: 'catalogue', routes: null } });
    await expect(retryRemote('catalogue')).rejects.toThrow(/does not keep the RemoteModule contract/);
  });

  it('never registers nor loads a release built for a contract this shell does not provide', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    runtime.registerRemotes.mockReset();
    configureRemotes(
      [
        { ...(remotes[0] as RemoteConfig), contractVersion: '2.0.0', localOverride: null, integrity: null },
        { name: 'content', enabled: true, version: '0.1.0', manifestUrl: '/remotes/content/0.1.0/mf-manifest.json', contractVersion: null, localOverride: null, integrity: null },
      ],
      '1.3.0',
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith([]);
    await expect(loadRemoteRoutes('catalogue')).rejects.toThrow(
      'Remote "catalogue" could not be loaded: release 1.0.0 cannot run here: it was built for the @shop/shared contract 2.0.0 (needs ^2.0.0), the shell provides 1.3.0',
    );
    await expect(retryRemote('content')).rejects.toThrow(/declares no contract version/);
    await expect(loadFragment('catalogue/SearchOverlay')).resolves.toBeNull();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('loads a release built for an older minor of the same contract', async () => {
    configureRemotes([{ ...(remotes[0] as RemoteConfig), contractVersion: '1.0.0', localOverride: null, integrity: null }], '1.3.0');
    runtime.loadRemote.mockResolvedValue(catalogueModule);
    await expect(retryRemote('catalogue')).resolves.toBe(catalogueModule.default);
  });

  it('reports a remote that failed after its retry, and a refused release, once each; a retry that worked is no failure', async () => {
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    // The report token the server signed into the page (ADR 0037): without one nothing is reported.
    (window as unknown as { __SHOP_BOOT__?: object }).__SHOP_BOOT__ = { reportToken: 'v1.page.signature' };
    resetRemoteReports();
    beacon.mockClear();
    runtime.loadRemote.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(catalogueModule);
    await retryRemote('catalogue');
    expect(reportsSent(beacon)).toEqual([]);

    runtime.loadRemote.mockRejectedValue(new Error('ChunkLoadError'));
    await expect(retryRemote('catalogue')).rejects.toThrow();
    await expect(retryRemote('catalogue')).rejects.toThrow();
    expect(reportsSent(beacon)).toEqual([{ remote: 'catalogue', version: '1.0.0', outcome: 'failed' }]);

    jest.spyOn(console, 'error').mockImplementation(() => {});
    resetRemoteReports();
    beacon.mockClear();
    configureRemotes([{ ...(remotes[0] as RemoteConfig), version: '3.0.0', contractVersion: '2.0.0', localOverride: null, integrity: null }], '1.3.0');
    await expect(loadRemoteRoutes('catalogue')).rejects.toThrow();
    expect(reportsSent(beacon)).toEqual([{ remote: 'catalogue', version: '3.0.0', outcome: 'failed' }]);
    (window as unknown as { __SHOP_BOOT__?: object }).__SHOP_BOOT__ = undefined;
  });

  it('gives up on a remote that does not answer in time', async () => {
    jest.useFakeTimers();
    runtime.loadRemote.mockReturnValue(new Promise(() => {}));
    const result = retryRemote('catalogue');
    const assertion = expect(result).rejects.toThrow(/timed out/);
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS * 2 + 1000);
    await assertion;
  });
});
