import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteConfig, RemoteModule, RemoteName } from '@shop/shared';

/** A remote that takes longer than this to answer shows the fallback instead of a blank page. */
export const REMOTE_LOAD_TIMEOUT_MS = 12_000;
const RETRY_DELAY_MS = 400;

/** The marker module `errorLoadRemote` hands back; exported for the fragment loader. */
export const UNAVAILABLE = Symbol.for('shop.remote-unavailable');

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * Second of three layers against a failing remote: when the runtime cannot fetch a manifest, entry or
 * chunk, it hands back a marker module instead of rejecting deep inside the runtime; the loader turns
 * the marker into a RemoteUnavailableError that the page's fallback shows (with a retry button).
 */
const fallbackPlugin: ModuleFederationRuntimePlugin = {
  name: 'shop-remote-fallback',
  errorLoadRemote({ id, error }) {
    console.warn(`[remotes] ${id} failed to load`, error);
    return { [UNAVAILABLE]: true, error };
  },
};

let configured: RemoteConfig[] = [];
const cache = new Map<RemoteName, Promise<RemoteModule>>();

/**
 * Registers the storefront's enabled remotes with the federation runtime. Nothing is fetched here:
 * a remote's manifest and entry load when one of its routes is first rendered.
 */
export function configureRemotes(remotes: RemoteConfig[]): void {
  configured = remotes.filter((r) => r.enabled && r.manifestUrl);
  registerPlugins([fallbackPlugin]);
  registerRemotes(configured.map((r) => ({ name: r.name, entry: r.manifestUrl as string })));
}

/** Rejects with RemoteUnavailableError when `promise` has not settled after `ms` (pages and fragments). */
export function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteName): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, `timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function loadOnce(remote: RemoteName): Promise<RemoteModule> {
  const loaded = await withTimeout(loadRemote<{ default: RemoteModule } & Record<symbol, unknown>>(`${remote}/routes`), REMOTE_LOAD_TIMEOUT_MS, remote);
  if (!loaded || loaded[UNAVAILABLE]) {
    throw new RemoteUnavailableError(remote, loaded ? (loaded as Record<string, unknown>).error : 'empty module');
  }
  const module = loaded.default;
  if (!module || module.remote !== remote || typeof module.routes !== 'object') {
    throw new RemoteUnavailableError(remote, 'its ./routes does not keep the RemoteModule contract');
  }
  return module;
}

/** Forgets a failed remote so the next attempt fetches its manifest and entry again. */
function reset(remote: RemoteName): void {
  cache.delete(remote);
  const config = configured.find((r) => r.name === remote);
  if (config?.manifestUrl) registerRemotes([{ name: remote, entry: config.manifestUrl }], { force: true });
}

/** First layer: one automatic retry after a short pause, for a flaky network. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteModule> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadOnce(remote).catch(async () => {
      reset(remote);
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return loadOnce(remote);
    });
    pending.catch(() => cache.delete(remote));
    cache.set(remote, pending);
  }
  return pending;
}

/** Used by the fallback's retry button. */
export function retryRemote(remote: RemoteName): Promise<RemoteModule> {
  reset(remote);
  return loadRemoteRoutes(remote);
}
