import type { RemoteConfig } from '@shop/shared';

/**
 * Browser reports of remote loads (issue 19; signed since issue 32, ADR 0037): the API learns how often
 * each remote's release fails in visitors' browsers. Per page load each remote is reported at most once
 * per outcome: a failure (its `./routes` failed after the loader's retry, its release was refused by the
 * contract check, or a page or fragment crashed in its error boundary) and a success (a page loaded and
 * rendered). Every page load reports (no sampling, no weights: the API counts one event per page load,
 * bounded by the page's token). Protocol (the API's `POST /remote-reports`, same origin, text/plain, at
 * most 10 reports a request), with the report token the server signed into this page
 * (window.__SHOP_BOOT__.reportToken: the storefront and the releases of this page):
 *   {"token":"v1.…","requestId":"…","reports":[{"remote":"catalogue","version":"0.1.0","outcome":"loaded"|"failed"}]}
 * requestId: the id of the request that served the page (window.__SHOP_BOOT__.requestId), so the API's
 * log line of a failure leads to that page's server lines. A page without a token (its boot value could
 * not be built) reports nothing: the API would drop it.
 * Only the remote, the version the storefront config names and the outcome are sent: no URL, no
 * visitor data. Reports wait a moment and go out together (usually one request per page load), at once
 * when the page is hidden or left. The server never reports. Kept small on purpose: every page loads it.
 */
export const REPORTS_ENDPOINT = '/remote-reports';

let versions: readonly Pick<RemoteConfig, 'name' | 'version'>[] = [];
const seen = new Set<string>();
const queue: object[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** A text of the page's boot value (the server wrote it); undefined when missing or not text. */
function bootText(key: 'reportToken' | 'requestId'): string | undefined {
  const value = window.__SHOP_BOOT__?.[key];
  return typeof value === 'string' && value ? value : undefined;
}

/** The page's report token, signed by the server into its boot value; undefined: none. */
const reportToken = () => bootText('reportToken');

/** The id of the request that served this page (boot value): the API logs the reports under it. */
const pageRequestId = () => bootText('requestId');

/** The versions the storefront config names (configureRemotes). */
export function setReportedVersions(remotes: readonly Pick<RemoteConfig, 'name' | 'version'>[]): void {
  versions = remotes;
}

/** Sends what is queued: a beacon (a string body is text/plain: no preflight), else a keepalive fetch. Never throws. */
export function flushRemoteReports(): void {
  clearTimeout(timer);
  timer = undefined;
  const token = typeof window === 'undefined' ? undefined : reportToken();
  if (!token) queue.length = 0;
  while (queue.length) {
    const body = JSON.stringify({ token, requestId: pageRequestId(), reports: queue.splice(0, 10) });
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
  if (typeof window === 'undefined' || !version || seen.has(key) || !reportToken()) return;
  seen.add(key);
  queue.push({ remote, version, outcome });
  if (!timer) {
    timer = setTimeout(flushRemoteReports, 2_000);
    // Hidden is the last moment a mobile browser surely runs code; pagehide covers the rest.
    addEventListener('pagehide', flushRemoteReports, { once: true });
    document.addEventListener('visibilitychange', flushRemoteReports, { once: true });
  }
}

/** Tests: a fresh page load. */
export function resetRemoteReports(): void {
  flushRemoteReports();
  seen.clear();
}
