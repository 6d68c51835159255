import type { RemoteConfig } from '@shop/shared';

/**
 * What the browser reports about remote loads (issue 19; the sending is health-reports.ts, loaded only
 * when a report is due). Per page load each remote is reported at most once per outcome. A failure (its
 * `./routes` failed after the loader's retry, its release was refused by the contract check, or a page
 * or fragment crashed in an error boundary) is always reported, weight 1; a success (a page loaded and
 * rendered) one time in ten, weight 10, so the API can estimate the rate. Only the remote, the version
 * the storefront config names and the outcome are sent. The server never reports.
 */
const SAMPLE = 10;
let versions = new Map<string, string>();
const seen = new Set<string>();
let random: () => number = Math.random;

/** The versions the storefront config names (configureRemotes). */
export function setReportedVersions(remotes: readonly Pick<RemoteConfig, 'name' | 'version'>[]): void {
  versions = new Map(remotes.flatMap((r) => (r.version ? [[r.name, r.version] as [string, string]] : [])));
}

export function reportRemote(remote: string, outcome: 'loaded' | 'failed'): void {
  const version = versions.get(remote);
  const key = `${remote} ${outcome}`;
  if (typeof window === 'undefined' || !version || seen.has(key)) return;
  seen.add(key);
  if (outcome === 'loaded' && random() * SAMPLE >= 1) return;
  import(/* webpackChunkName: "shell-remote-reports" */ './health-reports').then(
    (m) => m.queueReport({ remote, version, outcome, weight: outcome === 'loaded' ? SAMPLE : 1 }),
    () => undefined,
  );
}

/** Tests: a fresh page load, with a chosen random source. */
export function resetReportedRemotes(source: () => number = Math.random): void {
  seen.clear();
  random = source;
}
