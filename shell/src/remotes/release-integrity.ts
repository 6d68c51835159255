/**
 * Subresource Integrity for remote releases (ADR 0040): the browser runs a release's files only as
 * they were when the release was registered. The chain of trust starts at the boot config (the
 * registry, through this shop's own API):
 *
 * - `integrity.manifest`, the SHA-384 of the release's mf-manifest.json: the federation runtime's
 *   manifest fetch carries it (`fetch(url, { integrity })`);
 * - `integrity.filesUrl`, this server's list of the SHA-384 of every file of the release, fetched at
 *   the same time: the remote entry's <script> (created by the runtime's `createScript` hook here) and
 *   every chunk the remote's own webpack runtime loads later (a <script> or a <link rel=stylesheet>:
 *   the remote build asks `self.shopFileIntegrity(url)`, see shared/build/webpack.cjs) carry theirs.
 *
 * A file of a checked release without a recorded hash gets an integrity that matches nothing: it is
 * refused, never run unchecked. A file that fails its check fails its load like any other failure:
 * the region's fallback, one retry, the browser's health report (ADR 0037). Releases registered
 * without hashes, dev servers and local overrides (integrity null) load as before.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteConfig } from '@shop/shared';

/** Well-formed (48 bytes), so the browser does check it, and no file hashes to it: the load fails. */
export const REFUSED_INTEGRITY = `sha384-${'A'.repeat(64)}`;
/** What a remote's build calls for each chunk it loads (shared/build/webpack.cjs, `FileIntegrityPlugin`). */
export const FILE_INTEGRITY_GLOBAL = 'shopFileIntegrity';

interface CheckedRelease {
  /** Absolute URL of the release's folder (its manifest's), ending in `/`. */
  base: string;
  manifestUrl: string;
  manifest: string;
  filesUrl: string;
  /** The release's file hashes once fetched (by path inside the release). */
  files?: Readonly<Record<string, string>>;
  loading?: Promise<Readonly<Record<string, string>>>;
}

let releases = new Map<string, CheckedRelease>();

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** Called with the storefront's remotes (configureRemotes): from now on, their files are checked. */
export function configureReleaseIntegrity(remotes: readonly RemoteConfig[]): void {
  releases = new Map();
  for (const remote of remotes) {
    if (!remote.enabled || !remote.manifestUrl || !remote.integrity || remote.localOverride) continue;
    const manifestUrl = absolute(remote.manifestUrl);
    releases.set(remote.name, {
      base: manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1),
      manifestUrl,
      manifest: remote.integrity.manifest,
      filesUrl: remote.integrity.filesUrl,
    });
  }
  (globalThis as Record<string, unknown>)[FILE_INTEGRITY_GLOBAL] = integrityOf;
}

function isStringMap(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** The release's file hashes, fetched once (again after a failure). */
function filesOf(release: CheckedRelease): Promise<Readonly<Record<string, string>>> {
  release.loading ??= fetch(release.filesUrl, { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`the file hashes of the release are not available (${response.status})`);
      const files = ((await response.json()) as { files?: unknown }).files;
      if (!isStringMap(files)) throw new Error('the file hashes of the release are malformed');
      release.files = files;
      return files;
    })
    .catch((error: unknown) => {
      release.loading = undefined;
      throw error;
    });
  return release.loading;
}

function releaseOfUrl(url: string): CheckedRelease | undefined {
  let href: string;
  try {
    href = absolute(url);
  } catch {
    return undefined;
  }
  for (const release of releases.values()) if (href.startsWith(release.base)) return release;
  return undefined;
}

/**
 * The integrity a file at `url` must load with: its recorded hash when it belongs to a checked
 * release, REFUSED_INTEGRITY when it does but has none (or the hashes are not there yet), undefined
 * for any other URL.
 */
export function integrityOf(url: string): string | undefined {
  const release = releaseOfUrl(url);
  if (!release) return undefined;
  const path = absolute(url).slice(release.base.length).split(/[?#]/)[0] as string;
  let file = path;
  try {
    file = decodeURIComponent(path);
  } catch {
    return REFUSED_INTEGRITY;
  }
  return release.files?.[file] ?? REFUSED_INTEGRITY;
}

/** CORS mode for another origin's file, as webpack's runtime does it (`output.crossOriginLoading`). */
function isCrossOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin !== window.location.origin;
}

export const releaseIntegrityPlugin: ModuleFederationRuntimePlugin = {
  name: 'shop-release-integrity',
  // The manifest, checked against the boot config's hash; the file hashes fetched alongside, so the
  // entry and the chunks (loaded after the manifest) find theirs.
  fetch(url) {
    const href = absolute(url);
    const release = [...releases.values()].find((r) => r.manifestUrl === href);
    if (!release) return undefined;
    return Promise.all([fetch(href, { integrity: release.manifest, credentials: 'same-origin' }), filesOf(release)]).then(([response]) => response);
  },
  // The runtime creates scripts for remote entries (its <link> preloads are for preloadRemote, unused).
  createScript({ url }) {
    const integrity = integrityOf(url);
    if (integrity === undefined) return undefined;
    const script = document.createElement('script');
    script.integrity = integrity;
    if (isCrossOrigin(url)) script.crossOrigin = 'anonymous';
    script.src = url;
    return script;
  },
};
