import { runInThisContext } from 'node:vm';
import type { RemoteModule, RemoteName } from '@shop/shared';
import { RemoteUnavailableError, withTimeout } from '../remotes/remote-loader';
import type { RemoteRoutesLoader } from '../remotes/remote-loader-context';
import { requireShared } from './shared-modules';

/**
 * One remote's server build, as the registry names it for this storefront: the API resolves the
 * release (a local folder or a CDN URL) and hands this over; the renderer never guesses a version.
 */
export interface ServerRemoteSource {
  /**
   * Identifies exactly this build (remote, release and, for a local folder, the file's version):
   * what the evaluated module is cached under. A release, a rollback or a rebuilt folder is a new key.
   */
  key: string;
  /** The server build's code (`dist/server/routes.js` of the release). */
  code(): Promise<string>;
  /** The release's browser files: where they are served and its `shop-assets.json` (files per chunk). */
  assets(): Promise<ReleaseAssets>;
}

export interface ReleaseAssets {
  /** The public URL prefix of the release's browser files (its manifest's folder), ending in `/`. */
  base: string;
  chunks: Readonly<Record<string, { js: string[]; css: string[] }>>;
  /**
   * The SHA-384 recorded for each file when the release was registered (ADR 0040), by its path in the
   * release; absent for a release registered without. The page's preloads carry them, as the browser's
   * later loads do (a preload without the same integrity is not used).
   */
  integrity?: Readonly<Record<string, string>>;
}

/** Evaluated server builds, newest use last. Bounded: releases come and go while the process lives. */
const evaluated = new Map<string, Promise<RemoteModule>>();
export const MAX_EVALUATED_BUILDS = 16;
/** How long a server build that failed to load answers with its failure before it is tried again. */
export const FAILED_BUILD_RETRY_MS = 10_000;
/**
 * Reading a build (a file, or a CDN that stopped answering) that takes longer than this fails, so a
 * read that never ends is not kept as the build for good: it is tried again after the retry delay.
 */
export const BUILD_READ_TIMEOUT_MS = 30_000;

/**
 * Runs a server build as a CommonJS module, like Node's own wrapper: the build's `require` reaches
 * only the shared modules. Returns its default export (or its exports). `timeoutMs` bounds the
 * synchronous top-level code (the release check's load, which must not hang the API on a loop).
 */
function runServerBuild(filename: string, code: string, timeoutMs?: number): unknown {
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const module = { exports: {} as Record<string, unknown> };
  if (timeoutMs) {
    // The timeout of vm covers only the script itself: the call goes into it, the arguments through
    // a global slot that lives as long as the call.
    const slot = `__shopInspect${process.hrtime.bigint()}`;
    const realm = runInThisContext('globalThis') as Record<string, unknown>;
    realm[slot] = { exports: module.exports, require: requireShared, module };
    try {
      runInThisContext(`${wrapper}(globalThis.${slot}.exports, globalThis.${slot}.require, globalThis.${slot}.module, ${JSON.stringify(filename)}, '/')`, {
        filename,
        timeout: timeoutMs,
      });
    } finally {
      delete realm[slot];
    }
  } else {
    const factory = runInThisContext(wrapper, { filename }) as (
      exports: unknown,
      require: (id: string) => unknown,
      module: { exports: unknown },
      filename: string,
      dirname: string,
    ) => void;
    factory(module.exports, requireShared, module, filename, '/');
  }
  return module.exports.default ?? module.exports;
}

/**
 * The release check (API, ADR 0030) loads a server build before the release is registered, through
 * this very runtime (the shared modules of this renderer), and checks what it exports against the
 * declaration. Not cached: a check is a one-off, and a refused build must leave nothing behind.
 */
export function inspectRemoteBuild(remote: RemoteName, code: string): unknown {
  return runServerBuild(`shop-remote-check:///${remote}/server/routes.js`, code, INSPECT_TIMEOUT_MS);
}
/** How long the top-level code of a build under check may run synchronously. */
export const INSPECT_TIMEOUT_MS = 5_000;

function evaluate(remote: RemoteName, source: ServerRemoteSource, code: string): RemoteModule {
  const filename = `shop-remote:///${remote}/${encodeURIComponent(source.key)}/server/routes.js`;
  const exported = runServerBuild(filename, code) as RemoteModule;
  // `typeof null` is 'object' too: a build exporting `routes: null` does not keep the contract.
  if (!exported || exported.remote !== remote || typeof exported.routes !== 'object' || exported.routes === null) {
    throw new Error('its server build does not export the RemoteModule contract');
  }
  return exported;
}

/** The module of a remote's server build, evaluated once per build and kept while it is in use. */
export function loadServerBuild(remote: RemoteName, source: ServerRemoteSource): Promise<RemoteModule> {
  const cached = evaluated.get(source.key);
  if (cached) {
    // Most recently used goes last; the oldest is dropped first.
    evaluated.delete(source.key);
    evaluated.set(source.key, cached);
    return cached;
  }
  const pending = withTimeout(source.code(), BUILD_READ_TIMEOUT_MS, remote).then((code) => evaluate(remote, source, code));
  pending.then(
    (module) => Object.assign(pending, { status: 'fulfilled', value: module }),
    // A build that failed is not read and evaluated again on every request: for a few seconds its
    // regions render in the browser straight away, then it is tried again (a folder being copied).
    () => setTimeout(() => evaluated.get(source.key) === pending && evaluated.delete(source.key), FAILED_BUILD_RETRY_MS).unref(),
  );
  evaluated.set(source.key, pending);
  while (evaluated.size > MAX_EVALUATED_BUILDS) evaluated.delete(evaluated.keys().next().value as string);
  return pending;
}

/** How many server builds are held in memory (benchmarks and tests read it). */
export function evaluatedBuildCount(): number {
  return evaluated.size;
}

/**
 * The loader a server render uses: exactly the sources of this request's storefront, each within the
 * budget. A remote without a source (switched off, no server build) or over budget rejects: its
 * region is rendered in the browser.
 */
export function serverRemoteLoader(sources: Partial<Record<RemoteName, ServerRemoteSource>>, budgetMs: number): RemoteRoutesLoader {
  const load = (remote: RemoteName) => {
    const source = sources[remote];
    if (!source) return Promise.reject(new RemoteUnavailableError(remote, 'no server build for this storefront'));
    const pending = loadServerBuild(remote, source);
    return (pending as { status?: string }).status === 'fulfilled' ? pending : withTimeout(pending, budgetMs, remote);
  };
  return { load, retry: load };
}
