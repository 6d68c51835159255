/**
 * Release health in API tests (ADR 0029, ADR 0037): folder releases registered through the operator
 * API, and load reports posted the way the shell's beacon posts them, with the report token a page of
 * that storefront would carry (signed with the test server's key), from a client address of the test's
 * choosing (the server must trust loopback as a proxy) to a storefront's host.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResponse } from './http';
import { asToken, promoteEverywhere } from './operators';
import { reportTokenKey, signReportToken } from '../remotes/report-tokens';
import { writeRemoteBuild } from './release-builds';
import type { TestServer } from './test-server';

const REGISTER = `mutation R($remote: RemoteName!, $version: String!, $sourceDir: String) {
  operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir) { created errors { code message } }
}`;

/** Registers folder releases of the catalogue (its one route key, home), oldest first, each promoted in turn. */
export async function registerCatalogueReleases(shop: TestServer, root: string, versions: string[]): Promise<void> {
  for (const version of versions) {
    const dir = join(root, '.data', 'releases', 'catalogue', version);
    mkdirSync(dir, { recursive: true });
    writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }], entry: `var catalogue = "${version}";` });
    const result = await asToken<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(shop, REGISTER, { remote: 'catalogue', version, sourceDir: dir });
    const answer = result.data?.operatorRegisterRelease;
    if (!answer?.created || answer.errors.length) throw new Error(`could not register catalogue ${version}: ${JSON.stringify(result)}`);
    // Promoted in turn (issue 32): the last one is served, the ones before were.
    await promoteEverywhere(shop, 'catalogue', version);
  }
}

export interface ReportItem {
  remote?: string;
  version: string;
  outcome: 'loaded' | 'failed';
  /** What an old or forged client claims; the API ignores it (ADR 0037). */
  weight?: number;
}

/** The storefront key of a test host: cbat.localhost → CBAT. */
export const storeOfHost = (host: string) => (host.split('.')[0] as string).toUpperCase();

/** The report token a page of `storefrontKey` loading these releases carries (signed with the server's key). */
export function pageToken(shop: TestServer, storefrontKey: string, remotes: Array<{ name: string; version: string }>, issuedAt?: number): string {
  return signReportToken(reportTokenKey(shop.secrets.limitKey), { storefrontKey, remotes, issuedAt });
}

/**
 * One beacon: the body as sendBeacon sends a string (text/plain), to `host` from `ip`. By default with a
 * new page's token naming the reported releases (one page load); `token` gives another, null none.
 */
export function sendReports(shop: TestServer, host: string, ip: string, reports: ReportItem[], options: { token?: string | null } = {}): Promise<TestResponse> {
  const items = reports.map((r) => ({ remote: r.remote ?? 'catalogue', version: r.version, outcome: r.outcome, ...(r.weight === undefined ? {} : { weight: r.weight }) }));
  const token =
    options.token === undefined
      ? pageToken(shop, storeOfHost(host), [...new Map(items.map((r) => [r.remote, { name: r.remote, version: r.version }])).values()])
      : options.token;
  return postReportBody(shop, host, ip, JSON.stringify({ ...(token === null ? {} : { token }), reports: items }));
}

/** `count` page loads of one release on a storefront, `failed` of them failing: one beacon each, from one address. */
export async function sendPageLoads(shop: TestServer, host: string, ip: string, version: string, count: number, failed = 0, remote = 'catalogue'): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await sendReports(shop, host, ip, [{ remote, version, outcome: i < failed ? 'failed' : 'loaded' }]);
    if (res.status !== 204) throw new Error(`report answered ${res.status}: ${res.text}`);
  }
}

export function postReportBody(shop: TestServer, host: string, ip: string, body: string, contentType = 'text/plain;charset=UTF-8'): Promise<TestResponse> {
  return shop.request('/remote-reports', { method: 'POST', headers: { host, 'x-forwarded-for': ip, 'content-type': contentType }, body });
}
