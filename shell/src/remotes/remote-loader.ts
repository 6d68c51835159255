import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractMismatch, SHOP_CONTRACT_VERSION, type RemoteConfig, type RemoteModule, type RemoteName } from '@shop/shared';
import { reportRemote, setReportedVersions } from './health-reports';
import { configureReleaseIntegrity, releaseIntegrityPlugin } from './release-integrity';
import { adoptServerStylesheets } from './server-stylesheets';

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
/** Enabled remotes whose release this shell cannot run, with the reason (shown in the console). */
let refused = new Map<RemoteName, string>();
const cache = new Map<RemoteName, Promise<RemoteModule>>();

/**
 * Why this shell must not load a release (null: it may). The registry refuses incompatible releases
 * at release time; one can still reach the page (a pin set in the database, a shell released with a
 * new major contract after the remote): it gets the fallback rather than running on a contract it was
 * not built for. The federation runtime's strictVersion check on @shop/shared is the second guard,
 * for a release whose declaration does not tell the truth.
 */
export function contractProblem(remote: RemoteConfig, providedContract: string): string | null {
  if (!remote.contractVersion) return 'its release declares no contract version';
  return contractMismatch(providedContract, remote.contractVersion);
}

/**
 * Registers the storefront's enabled remotes with the federation runtime. Nothing is fetched here:
 * a remote's manifest and entry load when one of its routes is first rendered, checked against the
 * hashes the registry recorded (release-integrity.ts). A release built for
 * another contract is not registered at all: its pages show the fallback, its fragments the shell's.
 */
export function configureRemotes(remotes: RemoteConfig[], providedContract: string = SHOP_CONTRACT_VERSION): void {
  configured = [];
  refused = new Map();
  setReportedVersions(remotes);
  for (const remote of remotes.filter((r) => r.enabled && r.manifestUrl)) {
    const problem = contractProblem(remote, providedContract);
    if (problem) {
      refused.set(remote.name, `release ${remote.version ?? '?'} cannot run here: ${problem}`);
      console.error(`[remotes] ${remote.name} release ${remote.version ?? '?'} is not loaded: ${problem}`);
    } else {
      configured.push(remote);
    }
  }
  configureReleaseIntegrity(configured);
  adoptServerStylesheets();
  registerPlugins([fallbackPlugin, releaseIntegrityPlugin]);
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
  if (!module || module.remote !== remote || typeof module.routes !== 'object' || module.routes === null) {
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

/** Why an enabled remote is not loaded on this page (null: it is loadable, or not enabled at all). */
export function remoteRefusal(remote: string): string | null {
  return refused.get(remote as RemoteName) ?? null;
}

/** First layer: one automatic retry after a short pause, for a flaky network. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteModule> {
  const refusal = refused.get(remote);
  // No retry: an incompatible release stays incompatible until the registry serves another one.
  if (refusal) {
    reportRemote(remote, 'failed');
    return Promise.reject(new RemoteUnavailableError(remote, refusal));
  }
  let pending = cache.get(remote);
  if (!pending) {
    pending = loadOnce(remote).catch(async () => {
      reset(remote);
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      return loadOnce(remote).catch((error: unknown) => {
        reportRemote(remote, 'failed');
        throw error;
      });
    });
    pending.catch(() => cache.delete(remote));
    // React's use() reads these fields: a remote loaded before hydration renders without suspending.
    pending.then((module) => Object.assign(pending as object, { status: 'fulfilled', value: module }), () => undefined);
    cache.set(remote, pending);
  }
  return pending;
}

/** Used by the fallback's retry button. */
export function retryRemote(remote: RemoteName): Promise<RemoteModule> {
  reset(remote);
  return loadRemoteRoutes(remote);
}
