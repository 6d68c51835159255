import type { RemoteConfig } from '@shop/shared';

/**
 * Browser reports of remote loads (issue 19): the API learns how often each remote's release fails in
 * visitors' browsers. Per page load each remote is reported at most once per outcome. A failure (its
 * `./routes` failed after the loader's retry, its release was refused by the contract check, or a page
 * or fragment crashed in its error boundary) is always reported, weight 1; a success (a page loaded and
 * rendered) one time in ten, weight 10, so the API can estimate the rate. Protocol (the API's
 * `POST /remote-reports`, same origin, text/plain, at most 10 reports a request):
 *   {"reports":[{"remote":"catalogue","version":"0.1.0","outcome":"loaded"|"failed","weight":1}]}
 * Only the remote, the version the storefront config names and the outcome are sent: no URL, no
 * visitor data. Reports wait a moment and go out together (usually one request per page load), at once
 * when the page is hidden or left. The server never reports. Kept small on purpose: every page loads it.
 */
export const REPORTS_ENDPOINT = '/remote-reports';
const SAMPLE = 10;

let versions: readonly Pick<RemoteConfig, 'name' | 'version'>[] = [];
const seen = new Set<string>();
const queue: object[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let random = Math.random;

/** The versions the storefront config names (configureRemotes). */
export function setReportedVersions(remotes: readonly Pick<RemoteConfig, 'name' | 'version'>[]): void {
  versions = remotes;
}

/** Sends what is queued: a beacon (a string body is text/plain: no preflight), else a keepalive fetch. Never throws. */
export function flushRemoteReports(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ reports: queue.splice(0, 10) });
    let sent = false;
    try {
      sent = navigator.sendBeacon(REPORTS_ENDPOINT, body);
    } catch {
      // Refused (size, policy): the fetch below.
    }
    try {
      if (!sent) fetch(REPORTS_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined);
    } catch {
      // Reporting must never break the page.
    }
  }
}

export function reportRemote(remote: string, outcome: 'loaded' | 'failed'): void {
  const version = versions.find((r) => r.name === remote)?.version;
  const key = `${remote} ${outcome}`;
  if (typeof window === 'undefined' || !version || seen.has(key)) return;
  seen.add(key);
  if (outcome === 'loaded' && random() * SAMPLE >= 1) return;
  queue.push({ remote, version, outcome, weight: outcome === 'loaded' ? SAMPLE : 1 });
  if (!timer) {
    timer = setTimeout(flushRemoteReports, 2_000);
    // Hidden is the last moment a mobile browser surely runs code; pagehide covers the rest.
    addEventListener('pagehide', flushRemoteReports, { once: true });
    document.addEventListener('visibilitychange', flushRemoteReports, { once: true });
  }
}

/** Tests: a fresh page load, with a chosen random source. */
export function resetRemoteReports(source: () => number = Math.random): void {
  flushRemoteReports();
  seen.clear();
  random = source;
}
