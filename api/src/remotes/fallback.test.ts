/**
 * The health job's evaluation and what operators see of it, over real HTTP on PGlite (ADR 0029), with
 * fixed thresholds (3 failures, 50 %, 2 browsers): browsers' reports posted to /remote-reports, a
 * round of `evaluateRemoteHealth`, then the registry, the fallback rows, the audit log, the console,
 * the GraphQL operator API and the CLI.
 *
 * A fallback happens exactly at the thresholds and not below any of them; it pins the last known good
 * release (skipping one that failed there before); it records its reason and an audit row as the
 * system; a second round does nothing; with no good release left it changes nothing and records why;
 * an operator's explicit pin clears the failed mark (audited), and old failures do not fall back again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { remoteFailedReleases, remoteFallbacks } from '../db/health-schema';
import { storefrontRemotes } from '../db/schema';
import { parseTrustProxy } from '../http/client-address';
import { DatabaseBackend, HttpBackend } from '../operator/backends';
import { type CliIo, parseCommand, runCommand } from '../operator/commands';
import { shopPaths } from '../paths';
import { ConsoleBrowser } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, asToken, createOperator } from '../testing/operators';
import { registerCatalogueReleases, sendReports } from '../testing/remote-reports';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { evaluateRemoteHealth } from './fallback';
import type { FallbackThresholds } from './fallback-thresholds';

const THRESHOLDS: FallbackThresholds = { minFailures: 3, rate: 0.5, minClients: 2 };

let shop: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-fallback-root-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
  await registerCatalogueReleases(shop, root, ['1.0.0', '1.1.0', '1.2.0']);
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

const round = () => evaluateRemoteHealth({ db: shop.handle.db, registry: shop.server.registry }, THRESHOLDS);

async function served(store: string) {
  const result = await asToken<{ operatorRemotes: { remotes: Array<{ remote: string; version: string | null; pinnedVersion: string | null }> } }>(
    shop,
    'query ($s: String) { operatorRemotes(store: $s) { remotes { remote version pinnedVersion } } }',
    { s: store },
  );
  return result.data?.operatorRemotes.remotes.find((r) => r.remote === 'catalogue');
}

async function fallbacksOf(store: string) {
  return shop.handle.db.select().from(remoteFallbacks).where(eq(remoteFallbacks.storefrontKey, store));
}

async function marks(store: string) {
  const rows = await shop.handle.db
    .select({ version: remoteFailedReleases.version })
    .from(remoteFailedReleases)
    .where(and(eq(remoteFailedReleases.storefrontKey, store), eq(remoteFailedReleases.remote, 'catalogue')));
  return rows.map((r) => r.version).sort();
}

async function auditRows(action: string): Promise<AuditEntryView[]> {
  return (await asToken<{ operatorAuditLog: { entries: AuditEntryView[] } }>(shop, AUDIT, { action, limit: 200 })).data?.operatorAuditLog.entries ?? [];
}

describe('the remotes:health round', () => {
  it('does nothing below any threshold, and falls back exactly at them to the last known good release', async () => {
    // CBAT had 1.1.0 fail before: it may not be the last known good release.
    await shop.handle.db.insert(remoteFailedReleases).values({ storefrontKey: 'CBAT', remote: 'catalogue', version: '1.1.0' });
    // Below the failures: 2 of 5 loads from 2 browsers.
    await sendReports(shop, 'cbat.localhost', '198.18.0.1', [{ version: '1.2.0', outcome: 'loaded', weight: 3 }, { version: '1.2.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbat.localhost', '198.18.0.2', [{ version: '1.2.0', outcome: 'failed' }]);
    // Below the rate elsewhere: 3 of 7 loads from 2 browsers.
    await sendReports(shop, 'cbch.localhost', '198.18.0.3', [{ version: '1.2.0', outcome: 'loaded', weight: 4 }, { version: '1.2.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbch.localhost', '198.18.0.3', [{ version: '1.2.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbch.localhost', '198.18.0.4', [{ version: '1.2.0', outcome: 'failed' }]);
    // Below the browsers: 3 of 3 loads, all from one browser.
    for (let i = 0; i < 3; i++) await sendReports(shop, 'cbdk.localhost', '198.18.0.5', [{ version: '1.2.0', outcome: 'failed' }]);
    expect(await round()).toEqual([]);
    expect(await served('CBAT')).toEqual({ remote: 'catalogue', version: '1.2.0', pinnedVersion: null });

    // The third failure: 3 of 6 loads (exactly 50 %) from exactly 2 browsers.
    await sendReports(shop, 'cbat.localhost', '198.18.0.1', [{ version: '1.2.0', outcome: 'failed' }]);
    const reason = '3 of 6 loads failed (50 %) from 2 browsers in the last hour; threshold 50 %, 3 failures, 2 browsers. Pinned to 1.0.0, the last known good release.';
    expect(await round()).toEqual([{ storefrontKey: 'CBAT', remote: 'catalogue', fromVersion: '1.2.0', toVersion: '1.0.0', reason }]);
    expect(await served('CBAT')).toEqual({ remote: 'catalogue', version: '1.0.0', pinnedVersion: '1.0.0' });
    expect(await served('CBCH')).toEqual({ remote: 'catalogue', version: '1.2.0', pinnedVersion: null });
    expect(await served('CBDK')).toEqual({ remote: 'catalogue', version: '1.2.0', pinnedVersion: null });
    expect(await marks('CBAT')).toEqual(['1.1.0', '1.2.0']);

    const [row, ...more] = await fallbacksOf('CBAT');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ remote: 'catalogue', fromVersion: '1.2.0', toVersion: '1.0.0', failures: 3, loads: 6, clients: 2, reason });

    const [audit] = await auditRows('remote.fallback');
    expect(audit).toMatchObject({ actor: 'system', actorEmail: null, action: 'remote.fallback', targetKind: 'storefront-remote', targetId: 'CBAT/catalogue', ipHash: null });
    expect(JSON.parse(audit?.before ?? 'null')).toEqual({ CBAT: { enabled: true, pinnedVersion: null, rolloutVersion: null, rolloutPercent: null } });
    expect(JSON.parse(audit?.after ?? 'null')).toEqual({
      CBAT: { enabled: true, pinnedVersion: '1.0.0', rolloutVersion: null, rolloutPercent: null, failedMark: '1.2.0' },
      reason,
    });

    // A second round, and more reports about the release no longer served there: nothing.
    await sendReports(shop, 'cbat.localhost', '198.18.0.6', [{ version: '1.2.0', outcome: 'failed' }]);
    expect(await round()).toEqual([]);
    expect(await fallbacksOf('CBAT')).toHaveLength(1);
    expect(await auditRows('remote.fallback')).toHaveLength(1);
  });

  it('with no good release left, changes nothing and records why, once', async () => {
    // The releases promoted after 1.0.0 failed on CBES before: none is left to fall back to.
    await shop.handle.db.insert(remoteFailedReleases).values(['1.1.0', '1.2.0'].map((version) => ({ storefrontKey: 'CBES', remote: 'catalogue', version })));
    const pin = await asToken(shop, 'mutation { operatorSetRemote(store: "CBES", remote: catalogue, pinnedVersion: "1.0.0") { errors { code } } }');
    expect(pin.data).toEqual({ operatorSetRemote: { errors: [] } });
    for (const ip of ['198.18.1.1', '198.18.1.2', '198.18.1.3']) await sendReports(shop, 'cbes.localhost', ip, [{ version: '1.0.0', outcome: 'failed' }]);
    const [outcome, ...others] = await round();
    expect(others).toEqual([]);
    expect(outcome).toMatchObject({ storefrontKey: 'CBES', fromVersion: '1.0.0', toVersion: null });
    expect(outcome?.reason).toBe(
      '3 of 3 loads failed (100 %) from 3 browsers in the last hour; threshold 50 %, 3 failures, 2 browsers. Not fallen back: no other promoted release of catalogue that has not failed on CBES.',
    );
    expect(await served('CBES')).toEqual({ remote: 'catalogue', version: '1.0.0', pinnedVersion: '1.0.0' });
    expect(await round()).toEqual([]);
    expect(await fallbacksOf('CBES')).toHaveLength(1);
  });

  it("clears a failed mark when an operator pins that release again, and old failures do not fall back again", async () => {
    const pin = await asToken(shop, 'mutation { operatorSetRemote(store: "CBAT", remote: catalogue, pinnedVersion: "1.2.0") { errors { code } } }');
    expect(pin.data).toEqual({ operatorSetRemote: { errors: [] } });
    expect(await marks('CBAT')).toEqual(['1.1.0']);
    const [audit] = await auditRows('remote.set');
    expect(audit?.targetId).toBe('CBAT/catalogue');
    expect(JSON.parse(audit?.before ?? 'null')).toEqual({ CBAT: { enabled: true, pinnedVersion: '1.0.0', rolloutVersion: null, rolloutPercent: null, failedMark: '1.2.0' } });
    expect(JSON.parse(audit?.after ?? 'null')).toEqual({ CBAT: { enabled: true, pinnedVersion: '1.2.0', rolloutVersion: null, rolloutPercent: null, failedMark: null } });
    // The failures that caused the fallback were counted once.
    expect(await round()).toEqual([]);
    expect(await served('CBAT')).toEqual({ remote: 'catalogue', version: '1.2.0', pinnedVersion: '1.2.0' });
  });
});

describe('a failing percentage rollout', () => {
  it('ends the rollout (everyone back on the base release) instead of pinning, and counts reports of both versions', async () => {
    const start = await asToken(
      shop,
      'mutation { operatorStartRollout(store: "CBPL", remote: catalogue, version: "1.1.0", percent: 50) { errors { code message } } }',
    );
    expect(start.data).toEqual({ operatorStartRollout: { errors: [] } });
    // The base (1.2.0, the newest) loads fine; the rollout release fails in three browsers.
    await sendReports(shop, 'cbpl.localhost', '198.18.2.1', [{ version: '1.2.0', outcome: 'loaded', weight: 10 }, { version: '1.1.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbpl.localhost', '198.18.2.2', [{ version: '1.1.0', outcome: 'failed' }]);
    await sendReports(shop, 'cbpl.localhost', '198.18.2.3', [{ version: '1.1.0', outcome: 'failed' }]);

    const [outcome, ...others] = await round();
    expect(others).toEqual([]);
    expect(outcome).toMatchObject({ storefrontKey: 'CBPL', fromVersion: '1.1.0', toVersion: '1.2.0' });
    expect(outcome?.reason).toMatch(/^3 of 3 loads failed \(100 %\) from 3 browsers in the last hour; .*\. Rollout to 50 % ended: every visitor is back on 1\.2\.0\.$/);
    const [row] = await shop.handle.db
      .select()
      .from(storefrontRemotes)
      .where(and(eq(storefrontRemotes.storefrontKey, 'CBPL'), eq(storefrontRemotes.remote, 'catalogue')));
    expect(row).toMatchObject({ pinnedVersion: null, rolloutVersion: null, rolloutPercent: null });
    expect(await marks('CBPL')).toEqual(['1.1.0']);
    const [audit] = await auditRows('remote.fallback');
    expect(audit?.targetId).toBe('CBPL/catalogue');
    expect(JSON.parse(audit?.before ?? 'null')).toEqual({ CBPL: { enabled: true, pinnedVersion: null, rolloutVersion: '1.1.0', rolloutPercent: 50 } });
    expect(await round()).toEqual([]);
  });
});

describe('what operators see', () => {
  it('the console shows the health in words and why a storefront fell back', async () => {
    const account = await createOperator(shop, 'health-viewer', 'viewer');
    const browser = new ConsoleBrowser(shop);
    expect((await browser.login(account.email)).status).toBe(303);
    const matrix = await browser.get('/operator/');
    expect(matrix.status).toBe(200);
    // CBES: its failures, and the fallback that could not be made, with the reason.
    expect(matrix.text).toMatch(/<p class="op-health"><span class="op-warn">Health:<\/span> 100 % errors \(3\/3\) from 3 browsers; fallback \d\d:\d\d UTC: 3 of 3 loads failed \(100 %\)[^<]*Not fallen back: no other promoted release of catalogue that has not failed on CBES\.<\/p>/);
    // CBCH: failures below the thresholds are still shown.
    expect(matrix.text).toContain('42.9 % errors (3/7) from 2 browsers');
    // A storefront without reports.
    expect(matrix.text).toContain('<p class="op-health">Health: files ok; no reports in the last hour</p>');

    const releases = await browser.get('/operator/releases/catalogue');
    expect(releases.status).toBe(200);
    expect(releases.text).toContain('<th scope="col">Manifest</th><th scope="col">Remote entry</th><th scope="col">Contract check</th>');
    // CBAT serves 1.2.0 again; its last known good release skips 1.1.0, which failed there.
    const cbat = /<tr><th scope="row">CBAT<br>[\s\S]*?<\/tr>/.exec(releases.text)?.[0] ?? '';
    expect(cbat).toMatch(/Pinned to 1\.0\.0, the last known good release\./);
    expect(cbat).toMatch(/<td>1\.0\.0<\/td>$|<td>1\.0\.0<\/td><\/tr>/);
    // CBES still serves 1.0.0, which failed there (no release to fall back to).
    const cbes = /<tr><th scope="row">CBES<br>[\s\S]*?<\/tr>/.exec(releases.text)?.[0] ?? '';
    expect(cbes).toContain('1.0.0 <span class="op-warn">(marked failed here)</span>');
    expect(cbat).not.toContain('marked failed here');
    const cbch = /<tr><th scope="row">CBCH<br>[\s\S]*?<\/tr>/.exec(releases.text)?.[0] ?? '';
    expect(cbch).toContain('<td>42.9 % errors (3/7) from 2 browsers</td>');
    expect(cbch).toContain('<td>1.1.0</td>');
  });

  it('the GraphQL operator API and the CLI give the same health and fallbacks', async () => {
    const result = await asToken<{
      operatorRemoteHealth: { health: Array<Record<string, unknown>>; releases: Array<Record<string, unknown>>; errors: unknown[] };
    }>(
      shop,
      `{ operatorRemoteHealth(store: "CBCH", remote: catalogue) {
          health { storefrontKey remote version failures loads failingClients errorRate summary release { manifest { state } entry { state } contract { state } } latestFallback { id } }
          releases { version manifest { state problem } }
          errors { code } } }`,
    );
    expect(result.data?.operatorRemoteHealth).toEqual({
      health: [
        {
          storefrontKey: 'CBCH',
          remote: 'catalogue',
          version: '1.2.0',
          failures: 3,
          loads: 7,
          failingClients: 2,
          errorRate: 3 / 7,
          summary: '42.9 % errors (3/7) from 2 browsers',
          release: { manifest: { state: 'ok' }, entry: { state: 'ok' }, contract: { state: 'ok' } },
          latestFallback: null,
        },
      ],
      releases: ['1.2.0', '1.1.0', '1.0.0'].map((version) => ({ version, manifest: { state: 'ok', problem: null } })),
      errors: [],
    });

    const paths = shopPaths(root, {});
    let output: string[] = [];
    const io: CliIo = { out: (line) => output.push(line), err: () => {}, cwd: '/' };
    const run = async (argv: string, backend: DatabaseBackend | HttpBackend) => {
      output = [];
      await runCommand(parseCommand(argv.split(' ')), backend, paths, io);
      return output.join('\n');
    };
    // The backend on the test server's own database (never closed here: the server owns it).
    const direct = new DatabaseBackend(shop.handle, root, shop.server.registry);
    const http = new HttpBackend(shop.url, TEST_OPERATOR_TOKEN);
    for (const backend of [direct, http]) {
      const health = (await run('health --store CBCH --remote catalogue', backend)).split('\n');
      expect(health[0]).toMatch(/^STORE\s+REMOTE\s+VERSION\s+MANIFEST\s+ENTRY\s+CONTRACT\s+FAILED\s+LOADS\s+BROWSERS\s+HEALTH$/);
      expect(health[1]).toMatch(/^CBCH\s+catalogue\s+1\.2\.0\s+ok\s+ok\s+ok\s+3\s+7\s+2\s+42\.9 % errors \(3\/7\) from 2 browsers$/);
      expect(health).toHaveLength(2);

      const fallbacks = (await run('fallbacks --remote catalogue', backend)).split('\n');
      expect(fallbacks[0]).toMatch(/^AT\s+STORE\s+REMOTE\s+FROM\s+TO\s+REASON$/);
      // Newest first: the ended rollout, the fallback that could not be made, the first fallback.
      expect(fallbacks[1]).toMatch(/^\S+Z\s+CBPL\s+catalogue\s+1\.1\.0\s+1\.2\.0\s+3 of 3 loads failed \(100 %\).*Rollout to 50 % ended/);
      expect(fallbacks[2]).toMatch(/^\S+Z\s+CBES\s+catalogue\s+1\.0\.0\s+\(none\)\s+3 of 3 loads failed \(100 %\)/);
      expect(fallbacks[3]).toMatch(/^\S+Z\s+CBAT\s+catalogue\s+1\.2\.0\s+1\.0\.0\s+3 of 6 loads failed \(50 %\)/);
      expect(fallbacks).toHaveLength(4);
      expect(await run('fallbacks --store CBCH', backend)).toBe('No automatic fallbacks.');
    }
  });
});
