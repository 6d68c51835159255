/**
 * Release health in API tests (ADR 0029): folder releases registered through the operator API, and
 * load reports posted the way the shell's beacon posts them, from a client address of the test's
 * choosing (the server must trust loopback as a proxy) to a storefront's host.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestResponse } from './http';
import { asToken, promoteEverywhere } from './operators';
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
  weight?: number;
}

/** One beacon: the body as sendBeacon sends a string (text/plain), to `host` from `ip`. */
export function sendReports(shop: TestServer, host: string, ip: string, reports: ReportItem[]): Promise<TestResponse> {
  return postReportBody(
    shop,
    host,
    ip,
    JSON.stringify({ reports: reports.map((r) => ({ remote: r.remote ?? 'catalogue', version: r.version, outcome: r.outcome, weight: r.weight ?? 1 })) }),
  );
}

export function postReportBody(shop: TestServer, host: string, ip: string, body: string, contentType = 'text/plain;charset=UTF-8'): Promise<TestResponse> {
  return shop.request('/remote-reports', { method: 'POST', headers: { host, 'x-forwarded-for': ip, 'content-type': contentType }, body });
}
