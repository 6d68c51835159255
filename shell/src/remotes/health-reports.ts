/**
 * Browser reports of remote loads (issue 19), the part that sends: loaded lazily by report-remote.ts
 * (which decides what is reported) only when there is something to send, so the pages do not carry it.
 * Protocol (the API's `POST /remote-reports`, same origin, text/plain, at most 10 reports):
 *   {"reports":[{"remote":"catalogue","version":"0.1.0","outcome":"loaded"|"failed","weight":1}]}
 * Reports wait a moment and go out together (usually one request per page load), at once when the
 * page is hidden or left: a beacon, else a keepalive fetch. Nothing here ever throws into the page.
 */
export interface RemoteReport {
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed';
  /** How many page loads the report stands for: 1, or 10 for a sampled success. */
  weight: number;
}

export const REPORTS_ENDPOINT = '/remote-reports';
const MAX_REPORTS = 10;
const FLUSH_DELAY_MS = 2_000;

let queue: RemoteReport[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Sends what is queued now. */
export function flushRemoteReports(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) {
    const body = JSON.stringify({ reports: queue.slice(0, MAX_REPORTS) });
    queue = queue.slice(MAX_REPORTS);
    try {
      // A string body is sent as text/plain: no CORS preflight, and a beacon may carry it.
      if (navigator.sendBeacon?.(REPORTS_ENDPOINT, body)) continue;
    } catch {
      // Refused (size, policy): the fetch below.
    }
    try {
      fetch(REPORTS_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
    } catch {
      // Reporting must never break the page.
    }
  }
}

export function queueReport(report: RemoteReport): void {
  queue.push(report);
  if (!listening) {
    listening = true;
    // Hidden is the last moment a mobile browser surely runs code; pagehide covers the rest.
    addEventListener('pagehide', flushRemoteReports);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushRemoteReports();
    });
  }
  timer ??= setTimeout(flushRemoteReports, FLUSH_DELAY_MS);
}
