/**
 * `POST /remote-reports` (issue 19 part 5, ADR 0029; signed since issue 32, ADR 0037): browsers report
 * whether the remotes of a page loaded and rendered, with nothing personal in them. The shell sends
 * them with navigator.sendBeacon on the storefront's own host, with the report token the server signed
 * into that page (remotes/report-tokens.ts):
 *
 *   {"token":"v1.…","requestId":"…","reports":[{"remote":"catalogue","version":"0.1.0","outcome":"loaded"|"failed"}]}
 *
 * `requestId` (optional, issue 38) is the page's request id from its boot value: the log line of a
 * counted beacon names it as `pageRequestId`. text/plain (what sendBeacon sends for a string) or application/json, at most 4 kB and 10 reports.
 * The client states no weights: one page load is one event (a `weight`, like any unknown field, is
 * ignored).
 *
 * Answers: 204 for every well-formed body, whether its reports were counted or dropped; 400 in the spec
 * error format for a malformed one (a missing token included), 413 for a body over 4 kB, 405 for any
 * other method. Dropped without a word (no signal to tune a forgery against): a token that is not this
 * server's, is older than 15 minutes, or is another storefront's; reports about a remote or version the
 * token does not name, or the storefront does not serve now; every report of a client past its rate
 * limit; and every event a token already had (remote_report_uses: per token, each remote and version of
 * the page counts once as a load, and may turn failed once, across all processes).
 *
 * Privacy: no cookie is read, nothing of the body but the counts is kept, the token only as a hash
 * until it expires, and the client's address only as a keyed HMAC (with a purpose of its own, for the
 * console's "from N browsers"), deleted an hour after its last failure.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailingClients, remoteReportUses } from '../db/health-schema';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import { storefrontForHost } from '../domains/storefront/request-scope';
import { ErrorCode } from '../errors';
import type { ResolvedRemote } from '../remotes/registry';
import { REPORT_TOKEN_TTL_MS, reportTokenId, verifyReportToken } from '../remotes/report-tokens';
import { servedVersions } from '../remotes/served-versions';
import { LIMITS, type LimitKeyHasher, consumeLimits } from '../security/rate-limit';
import { BodyTooLargeError, readCappedBody, refuseTooLarge } from './graphql-request';
import { sendJson } from './send';
import { isSafeRequestId } from './request-context';
import { log, noteRequest } from '../observability/log';
import { addToCounters } from '../remotes/load-counts';
import { remoteLoadFailures, remoteLoads } from '../observability/metrics';
import { isOverrideVersion } from '../remotes/local-override';

export const REMOTE_REPORTS_PATH = '/remote-reports';
export const MAX_REPORT_BYTES = 4 * 1024;
export const MAX_REPORTS = 10;
const MAX_TOKEN_LENGTH = 2_000;
/** A remote's name as the registry spells it (basketCheckout); an unknown but well-formed one is dropped, not refused. */
const REMOTE_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export interface RemoteReport {
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed';
}

export interface ReportBeacon {
  token: string;
  reports: RemoteReport[];
  /** The id of the request that served the page (its boot value's), when the shell sent one. */
  requestId?: string;
}

class MalformedReport extends Error {
  constructor(
    message: string,
    readonly parameter: string | null,
  ) {
    super(message);
  }
}

/** The token and reports of a body, or MalformedReport naming what is wrong. Unknown fields (a weight) are ignored. */
export function parseReports(text: string): ReportBeacon {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new MalformedReport('The body is not JSON', null);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new MalformedReport('The body must be a JSON object with "reports"', null);
  const reports = (body as { reports?: unknown }).reports;
  if (!Array.isArray(reports)) throw new MalformedReport('"reports" must be a list', 'reports');
  if (reports.length > MAX_REPORTS) throw new MalformedReport(`At most ${MAX_REPORTS} reports per request`, 'reports');
  const token = (body as { token?: unknown }).token;
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new MalformedReport('"token" must be the report token of the page (window.__SHOP_BOOT__.reportToken)', 'token');
  }
  const parsed = reports.flatMap((item: unknown, index): RemoteReport[] => {
    const at = (field: string) => `reports[${index}].${field}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new MalformedReport('A report must be an object', `reports[${index}]`);
    const { remote, version, outcome } = item as Record<string, unknown>;
    if (typeof remote !== 'string' || !REMOTE_PATTERN.test(remote)) throw new MalformedReport('remote must be a remote name', at('remote'));
    if (outcome !== 'loaded' && outcome !== 'failed') throw new MalformedReport('outcome must be "loaded" or "failed"', at('outcome'));
    // A developer's local override (ADR 0031) is no release: its report is dropped, the page's others count.
    if (isOverrideVersion(version as string)) return [];
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) throw new MalformedReport('version must be a release version', at('version'));
    return [{ remote, version, outcome }];
  });
  // The page's request id (window.__SHOP_BOOT__.requestId), for the log only; one not as the server
  // makes them is left out, not refused (the reports still count).
  const requestId = (body as { requestId?: unknown }).requestId;
  return { token, reports: parsed, ...(isSafeRequestId(requestId) ? { requestId } : {}) };
}

/** Per remote and version of a beacon: one event, failed when any of its reports says so. */
export function tally(reports: RemoteReport[]): Array<{ remote: string; version: string; failed: boolean }> {
  const byRelease = new Map<string, { remote: string; version: string; failed: boolean }>();
  for (const report of reports) {
    const key = `${report.remote}@${report.version}`;
    const entry = byRelease.get(key) ?? { remote: report.remote, version: report.version, failed: false };
    if (report.outcome === 'failed') entry.failed = true;
    byRelease.set(key, entry);
  }
  return [...byRelease.values()];
}

type Event = { remote: string; version: string; failed: boolean };

/**
 * What the token has not reported yet (one statement per step, so concurrent beacons with one token,
 * on any process, count each event once): each remote and version of its page is a load once, and
 * turns failed once. Returns the counter increments.
 */
async function newEvents(db: Database, tokenId: string, events: Event[]): Promise<Array<{ remote: string; version: string; loads: number; failures: number }>> {
  const expiresAt = sql`now() + ${`${Math.ceil(REPORT_TOKEN_TTL_MS / 1000)} seconds`}::interval` as unknown as Date;
  const inserted = await db
    .insert(remoteReportUses)
    .values(events.map((e) => ({ tokenId, remote: e.remote, version: e.version, failed: e.failed, expiresAt })))
    .onConflictDoNothing()
    .returning({ remote: remoteReportUses.remote, version: remoteReportUses.version, failed: remoteReportUses.failed });
  const key = (e: { remote: string; version: string }) => `${e.remote}@${e.version}`;
  const fresh = new Set(inserted.map(key));
  const turned: Array<{ remote: string; version: string }> = [];
  for (const event of events) {
    if (!event.failed || fresh.has(key(event))) continue;
    // A page that loaded a remote and then failed with it: the same load, now failed (once).
    const rows = await db
      .update(remoteReportUses)
      .set({ failed: true })
      .where(
        and(
          eq(remoteReportUses.tokenId, tokenId),
          eq(remoteReportUses.remote, event.remote),
          eq(remoteReportUses.version, event.version),
          eq(remoteReportUses.failed, false),
        ),
      )
      .returning({ remote: remoteReportUses.remote, version: remoteReportUses.version });
    turned.push(...rows);
  }
  return [
    ...inserted.map((e) => ({ remote: e.remote, version: e.version, loads: 1, failures: e.failed ? 1 : 0 })),
    ...turned.map((e) => ({ remote: e.remote, version: e.version, loads: 0, failures: 1 })),
  ];
}

/** The client's address as this table keeps it: a keyed HMAC with a purpose of its own. */
export function reporterHash(limitKey: LimitKeyHasher, clientIp: string): string {
  return limitKey(`remote-report-client|${clientIp}`);
}

export interface RemoteReportsOptions {
  db: Database;
  directory: StorefrontDirectory;
  /** What the storefront serves (the boot config's cached resolution). */
  remotesOf(storefrontKey: string): Promise<ResolvedRemote[]>;
  limitKey: LimitKeyHasher;
  /** The key report tokens are signed with (report-tokens.ts reportTokenKey). */
  tokenKey: Buffer;
  clientIp(req: IncomingMessage): string | null;
  /** Beacons counted per client address in the limit's window; default LIMITS.remoteReportsPerIp's. */
  perClientLimit?: number;
}

function refuse(req: IncomingMessage, res: ServerResponse, status: number, message: string, parameter: string | null, headers: Record<string, string> = {}) {
  return sendJson(req, res, status, { errors: [{ message, extensions: { code: ErrorCode.INVALID_REQUEST, referencedRequestParameter: parameter } }] }, headers);
}

function noContent(res: ServerResponse): void {
  res.writeHead(204, { 'cache-control': 'no-store' });
  res.end();
}

export function createRemoteReportsHandler(options: RemoteReportsOptions) {
  const { db } = options;
  const perClient = { ...LIMITS.remoteReportsPerIp, limit: options.perClientLimit ?? LIMITS.remoteReportsPerIp.limit };
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname !== REMOTE_REPORTS_PATH) return false;
    if (req.method !== 'POST') {
      await refuse(req, res, 405, 'Send reports with POST', null, { allow: 'POST' });
      return true;
    }
    const type = String(req.headers['content-type'] ?? '').toLowerCase();
    if (!/^(text\/plain|application\/json)\s*(;|$)/.test(type)) {
      await refuse(req, res, 400, 'The body must be text/plain or application/json', null);
      return true;
    }
    let text: string;
    try {
      text = (await readCappedBody(req, MAX_REPORT_BYTES)).toString('utf8');
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        await refuseTooLarge(req, res, `Request body too large: at most ${MAX_REPORT_BYTES} bytes`);
        return true;
      }
      throw error;
    }
    let beacon: ReportBeacon;
    try {
      beacon = parseReports(text);
    } catch (error) {
      if (!(error instanceof MalformedReport)) throw error;
      await refuse(req, res, 400, error.message, error.parameter);
      return true;
    }

    // Only a token this server signed, young, for this storefront; only what it names and what the
    // storefront serves right now. The rest is dropped without a word.
    const verdict = verifyReportToken(options.tokenKey, beacon.token);
    if (!verdict.ok || beacon.reports.length === 0) {
      noContent(res);
      return true;
    }
    const claims = verdict.claims;
    const store = await storefrontForHost(options.directory, req.headers.host);
    noteRequest({ storefront: store.key });
    if (claims.storefrontKey !== store.key) {
      noContent(res);
      return true;
    }
    const served = new Set((await options.remotesOf(store.key)).flatMap((r) => servedVersions(r).map((v) => `${r.name}@${v}`)));
    const events = tally(beacon.reports.filter((r) => claims.remotes.get(r.remote) === r.version && served.has(`${r.remote}@${r.version}`)));
    if (events.length === 0) {
      noContent(res);
      return true;
    }
    const ip = options.clientIp(req);
    const limited = await consumeLimits(db, options.limitKey, [{ limit: perClient, key: ip }]);
    if (!limited.allowed) {
      noContent(res);
      return true;
    }
    // In the log with the id of the page that sent it (its boot value's requestId, ADR 0061): a failure
    // in a browser leads to that page's server lines. A load that went well is only worth a debug line.
    const failures = events.filter((e) => e.failed).map((e) => `${e.remote}@${e.version}`);
    const fields = { event: 'remote-report', pageRequestId: beacon.requestId, failed: failures, loaded: events.filter((e) => !e.failed).map((e) => `${e.remote}@${e.version}`) };
    if (failures.length > 0) log.warn(fields, `[remotes] a browser reports a remote that failed: ${failures.join(', ')}`);
    else log.debug(fields, '[remotes] a browser reports its remotes loaded');
    // One statement per step, in a fixed order (remote, version), so concurrent beacons cannot deadlock.
    events.sort((a, b) => (a.remote === b.remote ? (a.version < b.version ? -1 : 1) : a.remote < b.remote ? -1 : 1));
    const counted = await newEvents(db, reportTokenId(beacon.token), events);
    if (counted.length === 0) {
      noContent(res);
      return true;
    }

    await addToCounters(db, store.key, counted);
    // Remote and version are what this storefront serves (checked above): a bounded set of label values.
    for (const event of counted) {
      if (event.loads > 0) remoteLoads.labels(event.remote, event.version).inc(event.loads);
      if (event.failures > 0) remoteLoadFailures.labels(event.remote, event.version).inc(event.failures);
    }
    const failed = counted.filter((c) => c.failures > 0);
    // In process (no socket address) there is no browser to count.
    if (failed.length > 0 && ip) {
      const clientHash = reporterHash(options.limitKey, ip);
      await db
        .insert(remoteFailingClients)
        .values(failed.map((c) => ({ storefrontKey: store.key, remote: c.remote, version: c.version, clientHash, lastFailedAt: sql`now()` as unknown as Date })))
        .onConflictDoUpdate({
          target: [remoteFailingClients.storefrontKey, remoteFailingClients.remote, remoteFailingClients.version, remoteFailingClients.clientHash],
          set: { lastFailedAt: sql`now()` },
        });
    }
    noContent(res);
    return true;
  };
}
