/**
 * `POST /remote-reports` (issue 19 part 5, ADR 0029): browsers report whether the remotes of a page
 * loaded and rendered, sampled, with nothing personal in them. The shell sends them with
 * navigator.sendBeacon on the storefront's own host (the storefront is the Host's, as for pages):
 *
 *   {"reports":[{"remote":"catalogue","version":"0.1.0","outcome":"loaded"|"failed","weight":1}]}
 *
 * text/plain (what sendBeacon sends for a string) or application/json, at most 4 kB and 10 reports,
 * weight a whole number from 1 to 100 (a load sampled at 1/10 carries 10; failures are sent unsampled).
 *
 * Answers: 204 for every well-formed body, whether its reports were counted or dropped; 400 in the spec
 * error format for a malformed one, 413 for a body over 4 kB, 405 for any other method. Dropped without
 * a word: reports about a remote or version the storefront does not serve (nobody can poison a release
 * it does not serve), and every report of a client past its rate limit.
 *
 * Defences against a faked failure wave: a failure counts 1 whatever weight it claims, at most one
 * failure per remote and version per beacon, a DB-backed rate limit per client address, and the
 * fallback also needs failures from several distinct browsers (fallback.ts). Privacy: no cookie is
 * read, nothing of the body but the counts is kept, and the client's address only as a keyed HMAC
 * (with a purpose of its own), deleted an hour after its last failure.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailingClients, remoteLoadCounts } from '../db/health-schema';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import { storefrontForHost } from '../domains/storefront/request-scope';
import { ErrorCode } from '../errors';
import type { ResolvedRemote } from '../remotes/registry';
import { servedVersions } from '../remotes/served-versions';
import { LIMITS, type LimitKeyHasher, consumeLimits } from '../security/rate-limit';
import { BodyTooLargeError, readCappedBody, refuseTooLarge } from './graphql-request';
import { sendJson } from './send';

export const REMOTE_REPORTS_PATH = '/remote-reports';
export const MAX_REPORT_BYTES = 4 * 1024;
export const MAX_REPORTS = 10;
const MAX_WEIGHT = 100;
/** A remote's name as the registry spells it (basketCheckout); an unknown but well-formed one is dropped, not refused. */
const REMOTE_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,39}$/;
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export interface RemoteReport {
  remote: string;
  version: string;
  outcome: 'loaded' | 'failed';
  weight: number;
}

class MalformedReport extends Error {
  constructor(
    message: string,
    readonly parameter: string | null,
  ) {
    super(message);
  }
}

/** The reports of a body, or MalformedReport naming what is wrong. Unknown fields are ignored. */
export function parseReports(text: string): RemoteReport[] {
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
  return reports.map((item: unknown, index) => {
    const at = (field: string) => `reports[${index}].${field}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw new MalformedReport('A report must be an object', `reports[${index}]`);
    const { remote, version, outcome, weight } = item as Record<string, unknown>;
    if (typeof remote !== 'string' || !REMOTE_PATTERN.test(remote)) throw new MalformedReport('remote must be a remote name', at('remote'));
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) throw new MalformedReport('version must be a release version', at('version'));
    if (outcome !== 'loaded' && outcome !== 'failed') throw new MalformedReport('outcome must be "loaded" or "failed"', at('outcome'));
    if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 1 || weight > MAX_WEIGHT) {
      throw new MalformedReport(`weight must be a whole number from 1 to ${MAX_WEIGHT}`, at('weight'));
    }
    return { remote, version, outcome, weight };
  });
}

/** Per remote and version: weighted loads, and whether it failed (at most one failure per beacon). */
export function tally(reports: RemoteReport[]): Array<{ remote: string; version: string; loads: number; failures: number }> {
  const byRelease = new Map<string, { remote: string; version: string; loads: number; failures: number }>();
  for (const report of reports) {
    const key = `${report.remote}@${report.version}`;
    const entry = byRelease.get(key) ?? { remote: report.remote, version: report.version, loads: 0, failures: 0 };
    // A failure counts once, whatever weight it claims: failures are never sampled.
    if (report.outcome === 'failed') entry.failures = 1;
    else entry.loads += report.weight;
    byRelease.set(key, entry);
  }
  return [...byRelease.values()];
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
    let reports: RemoteReport[];
    try {
      reports = parseReports(text);
    } catch (error) {
      if (!(error instanceof MalformedReport)) throw error;
      await refuse(req, res, 400, error.message, error.parameter);
      return true;
    }

    // Only what this storefront serves right now counts; the rest is dropped without a word.
    const store = await storefrontForHost(options.directory, req.headers.host);
    const served = new Set((await options.remotesOf(store.key)).flatMap((r) => servedVersions(r).map((v) => `${r.name}@${v}`)));
    const counted = tally(reports.filter((r) => served.has(`${r.remote}@${r.version}`)));
    if (counted.length === 0) {
      noContent(res);
      return true;
    }
    const ip = options.clientIp(req);
    const verdict = await consumeLimits(db, options.limitKey, [{ limit: perClient, key: ip }]);
    if (!verdict.allowed) {
      noContent(res);
      return true;
    }

    const minute = sql`date_trunc('minute', now())` as unknown as Date;
    // One statement per table, in a fixed order (remote, version), so concurrent beacons cannot deadlock.
    counted.sort((a, b) => (a.remote === b.remote ? (a.version < b.version ? -1 : 1) : a.remote < b.remote ? -1 : 1));
    await db
      .insert(remoteLoadCounts)
      .values(counted.map((c) => ({ storefrontKey: store.key, remote: c.remote, version: c.version, minute, loads: c.loads, failures: c.failures })))
      .onConflictDoUpdate({
        target: [remoteLoadCounts.storefrontKey, remoteLoadCounts.remote, remoteLoadCounts.version, remoteLoadCounts.minute],
        set: {
          loads: sql`${remoteLoadCounts.loads} + excluded.loads`,
          failures: sql`${remoteLoadCounts.failures} + excluded.failures`,
        },
      });
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
