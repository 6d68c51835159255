/**
 * The health job over real HTTP on PGlite (ADR 0029, ADR 0037): signed reports posted to
 * /remote-reports, a round of `evaluateRemoteHealth`, then the registry, the fallback rows, the audit
 * log and the alerts a local webhook receives.
 *
 * Forged reports change nothing; real failures from ONE address fail a canary whose error rate is
 * significantly above its base's (Fisher's exact test), and not below that; the failing canary ends on
 * every storefront it runs on, audited as the system, with an alert; a promoted release that fails is
 * replaced for everyone by the last release with verified healthy traffic (not the one promoted last),
 * and a storefront pinned to it is pinned back; server render failures count; auto-promote is off by
 * default and promotes a canary healthy for its policy's minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { remoteFailedReleases, remoteFallbacks, remoteLoadCounts, remoteReleaseHealth } from '../db/health-schema';
import { storefrontRemotes } from '../db/schema';
import { parseTrustProxy } from '../http/client-address';
import { AUDIT, type AuditEntryView, asToken, promoteEverywhere } from '../testing/operators';
import { postReportBody, registerCatalogueReleases, sendPageLoads } from '../testing/remote-reports';
import { type TestServer, startTestServer } from '../testing/test-server';
import { createAlertSender } from './alerts';
import { setAutoPromote } from './auto-promote';
import { evaluateRemoteHealth } from './fallback';
import { SYSTEM_SOURCE, operatorDepsOf } from './health-job';
import type { FallbackThresholds } from './fallback-thresholds';
import { recordServerRenderFailure } from './health';
import { promotedVersion } from './registry';
import { remoteRolloutEvents } from '../observability/metrics';

/** Absolute: 5 failures at 50 %; canaries: 10 loads each side, p < 0.001. */
const THRESHOLDS: FallbackThresholds = { minFailures: 5, rate: 0.5, canaryMinLoads: 10, canaryAlpha: 0.001 };
const ONE_ADDRESS = '198.18.7.7';

let shop: TestServer;
let root: string;
let webhook: Server;
const received: Array<Record<string, unknown>> = [];
let webhookCalls = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-fallback-root-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback'), remoteReportsPerClient: 100_000 });
  await registerCatalogueReleases(shop, root, ['1.0.0', '1.1.0', '1.2.0', '1.3.0']);
  // 1.2.0 is what every storefront serves; 1.3.0 was promoted once (before), then 1.2.0 again.
  await promoteEverywhere(shop, 'catalogue', '1.2.0');
  // A webhook that refuses its first call (the sender tries again) and keeps what it receives.
  webhook = createServer((req, res) => {
    webhookCalls += 1;
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (webhookCalls === 1) {
        res.writeHead(503).end();
        return;
      }
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await shop?.close();
  await new Promise((resolve) => webhook?.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const alerts = () => createAlertSender({ url: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/hooks/secret-path`, retryDelayMs: 20 });
const deps = () => ({ db: shop.handle.db, registry: shop.server.registry, directory: shop.server.directory, alerts: senderOnce });
let senderOnce: ReturnType<typeof createAlertSender>;
const round = () => evaluateRemoteHealth(deps(), THRESHOLDS);

async function waitFor<T>(what: () => T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = what();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function switchOf(store: string) {
  const [row] = await shop.handle.db
    .select({ pinnedVersion: storefrontRemotes.pinnedVersion, rolloutVersion: storefrontRemotes.rolloutVersion, rolloutPercent: storefrontRemotes.rolloutPercent })
    .from(storefrontRemotes)
    .where(and(eq(storefrontRemotes.storefrontKey, store), eq(storefrontRemotes.remote, 'catalogue')));
  return row ?? { pinnedVersion: null, rolloutVersion: null, rolloutPercent: null };
}

async function auditRows(action: string): Promise<AuditEntryView[]> {
  return (await asToken<{ operatorAuditLog: { entries: AuditEntryView[] } }>(shop, AUDIT, { action, limit: 200 })).data?.operatorAuditLog.entries ?? [];
}

async function startCanary(store: string, version: string, percent: number) {
  const result = await asToken(
    shop,
    'mutation S($s: String, $v: String!, $p: Int!) { operatorStartRollout(store: $s, remote: catalogue, version: $v, percent: $p) { errors { code message } } }',
    { s: store, v: version, p: percent },
  );
  expect(result.data).toEqual({ operatorStartRollout: { errors: [] } });
}

beforeEach(() => {
  senderOnce = alerts();
});

describe('forged reports', () => {
  it('from many addresses, without a token or with a forged one, change nothing', async () => {
    await startCanary('CBNO', '1.3.0', 10);
    for (let i = 1; i <= 30; i++) {
      const forged = JSON.stringify({ token: `v1.${Buffer.from('{"s":"CBNO"}').toString('base64url')}.AAAA`, reports: [{ remote: 'catalogue', version: '1.3.0', outcome: 'failed', weight: 100 }] });
      expect((await postReportBody(shop, 'cbno.localhost', `198.51.100.${i}`, forged)).status).toBe(204);
      const none = JSON.stringify({ reports: [{ remote: 'catalogue', version: '1.3.0', outcome: 'failed' }] });
      expect((await postReportBody(shop, 'cbno.localhost', `198.51.100.${i}`, none)).status).toBe(400);
    }
    expect(await round()).toEqual([]);
    expect(await switchOf('CBNO')).toEqual({ pinnedVersion: null, rolloutVersion: '1.3.0', rolloutPercent: 10 });
    expect(await shop.handle.db.select().from(remoteLoadCounts).where(eq(remoteLoadCounts.storefrontKey, 'CBNO'))).toEqual([]);
  });
});

describe('a failing canary', () => {
  it('from one address: nothing while not significant; ended on every storefront it runs on once it is, with an alert', async () => {
    await startCanary('CBPL', '1.3.0', 30);
    await startCanary('CBAT', '1.3.0', 10);
    // The base loads fine on CBPL: 40 page loads; the canary: 20, 2 of them failed (p ≈ 0.1: no verdict).
    await sendPageLoads(shop, 'cbpl.localhost', ONE_ADDRESS, '1.2.0', 40);
    await sendPageLoads(shop, 'cbpl.localhost', ONE_ADDRESS, '1.3.0', 20, 2);
    expect(await round()).toEqual([]);
    expect((await switchOf('CBPL')).rolloutVersion).toBe('1.3.0');

    // 6 more failed page loads (8 of 26 against 0 of 40): significant, below the absolute 50 %.
    await sendPageLoads(shop, 'cbpl.localhost', ONE_ADDRESS, '1.3.0', 6, 6);
    const rolloutEvents = async () =>
      Object.fromEntries((await remoteRolloutEvents.get()).values.filter((v) => v.labels.remote === 'catalogue').map((v) => [v.labels.event, v.value]));
    const eventsBefore = await rolloutEvents();
    const outcomes = await round();
    expect(outcomes.map((o) => `${o.storefrontKey} ${o.fromVersion}→${o.toVersion}`).sort()).toEqual(['CBAT 1.3.0→1.2.0', 'CBNO 1.3.0→1.2.0', 'CBPL 1.3.0→1.2.0']);
    const own = outcomes.find((o) => o.storefrontKey === 'CBPL');
    expect(own?.reason).toMatch(/^canary 8 of 26 loads failed \(30\.8 %\), base 0 of 40 \(0 %\) over the same window: p = [0-9.e-]+ < 0\.001 \(Fisher's exact test, at least 10 loads each\)\. Rollout to 30 % ended: every visitor is back on 1\.2\.0\.$/);
    expect(outcomes.find((o) => o.storefrontKey === 'CBAT')?.reason).toBe('Pulled everywhere: catalogue 1.3.0 failed on CBPL. Rollout to 10 % ended: every visitor is back on 1.2.0.');
    for (const store of ['CBPL', 'CBAT', 'CBNO']) expect(await switchOf(store)).toMatchObject({ rolloutVersion: null, rolloutPercent: null });
    const fallbackAudits = await auditRows('remote.fallback');
    expect(fallbackAudits.map((a) => a.targetId).sort()).toEqual(['CBAT/catalogue', 'CBNO/catalogue', 'CBPL/catalogue']);
    expect(fallbackAudits.every((a) => a.actor === 'system')).toBe(true);

    // The webhook (after one refused try) got the ended canary and the pull, with nothing secret.
    await waitFor(() => (received.length >= 2 ? true : undefined));
    expect(received.map((a) => a.kind).sort()).toEqual(['release.pulled', 'remote.rollout-end']);
    expect(received.find((a) => a.kind === 'remote.rollout-end')).toMatchObject({ remote: 'catalogue', version: '1.3.0', storefronts: ['CBPL'], toVersion: '1.2.0' });
    expect(received.find((a) => a.kind === 'release.pulled')).toMatchObject({ storefronts: ['CBAT', 'CBNO'] });
    expect(webhookCalls).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(received)).not.toMatch(/secret-path|198\.18|limitKey|v1\./);
    // Counted as metrics too (issue 38): one ended rollout, one pulled release.
    const eventsAfter = await rolloutEvents();
    expect([(eventsAfter.ended ?? 0) - (eventsBefore.ended ?? 0), (eventsAfter.pulled ?? 0) - (eventsBefore.pulled ?? 0)]).toEqual([1, 1]);

    // A second round changes nothing.
    expect(await round()).toEqual([]);
    // The base had enough loads without errors: verified healthy traffic.
    const [health] = await shop.handle.db.select().from(remoteReleaseHealth).where(eq(remoteReleaseHealth.version, '1.2.0'));
    expect(health).toMatchObject({ remote: 'catalogue', loads: 40, failures: 0 });
  });
});

describe('a failing promoted release', () => {
  it('is replaced for every storefront by the last release with verified healthy traffic, and pins to it are moved back', async () => {
    // 1.1.0 was promoted after 1.0.0 but never verified healthy; 1.0.0 was.
    await shop.handle.db.insert(remoteReleaseHealth).values({ remote: 'catalogue', version: '1.0.0', healthyAt: new Date(Date.now() - 3_600_000), loads: 500, failures: 1 });
    const pin = await asToken(shop, 'mutation { operatorSetRemote(store: "CBDK", remote: catalogue, pinnedVersion: "1.2.0") { errors { code } } }');
    expect(pin.data).toEqual({ operatorSetRemote: { errors: [] } });
    // 6 of 10 page loads fail on CBES, from one address (absolute: at least 5 and 50 %).
    await sendPageLoads(shop, 'cbes.localhost', ONE_ADDRESS, '1.2.0', 10, 6);
    const outcomes = await round();
    expect(outcomes.map((o) => `${o.storefrontKey} ${o.fromVersion}→${o.toVersion}`).sort()).toEqual(['CBDK 1.2.0→1.0.0', 'CBES 1.2.0→1.0.0']);
    expect(outcomes.find((o) => o.storefrontKey === 'CBES')?.reason).toBe(
      '6 of 10 loads failed (60 %) from 1 browser in the last hour; threshold 50 %, 5 failures. 1.0.0, the last known good release, is promoted again for every storefront.',
    );
    expect(await promotedVersion(shop.handle.db, 'catalogue')).toBe('1.0.0');
    expect(await switchOf('CBES')).toMatchObject({ pinnedVersion: null });
    expect(await switchOf('CBDK')).toMatchObject({ pinnedVersion: '1.0.0' });
    const [promote] = await auditRows('release.promote');
    expect(promote).toMatchObject({ actor: 'system', targetId: 'catalogue@1.0.0' });
    const marks = await shop.handle.db.select().from(remoteFailedReleases).where(eq(remoteFailedReleases.version, '1.2.0'));
    expect(marks.map((m) => m.storefrontKey).sort()).toEqual(['CBDK', 'CBES']);
    await waitFor(() => received.find((a) => a.kind === 'release.pulled' && a.version === '1.2.0'));
  });

  it('counts server render failures as failed page loads of the release', async () => {
    for (let i = 0; i < 3; i++) await recordServerRenderFailure(shop.handle.db, { store: 'CBIT', remote: 'catalogue', version: '1.0.0' });
    // An unknown storefront or remote is not counted, and does not throw.
    await recordServerRenderFailure(shop.handle.db, { store: 'NOPE', remote: 'catalogue', version: '1.0.0' });
    await recordServerRenderFailure(shop.handle.db, { store: 'CBIT', remote: 'nope', version: '1.0.0' });
    const [row] = await shop.handle.db
      .select({ loads: sql<number>`sum(${remoteLoadCounts.loads})::int`, failures: sql<number>`sum(${remoteLoadCounts.failures})::int` })
      .from(remoteLoadCounts)
      .where(and(eq(remoteLoadCounts.storefrontKey, 'CBIT'), eq(remoteLoadCounts.version, '1.0.0')));
    expect(row).toEqual({ loads: 3, failures: 3 });
  });
});

describe('auto-promote', () => {
  it('is off by default, and promotes a canary healthy for the minutes of its policy (audited, alerted)', async () => {
    await startCanary('CBFR', '1.1.0', 50);
    await sendPageLoads(shop, 'cbfr.localhost', ONE_ADDRESS, '1.0.0', 12);
    await sendPageLoads(shop, 'cbfr.localhost', ONE_ADDRESS, '1.1.0', 12);
    // No policy: a healthy canary stays a canary.
    expect(await round()).toEqual([]);
    expect(await switchOf('CBFR')).toMatchObject({ rolloutVersion: '1.1.0', pinnedVersion: null });

    const set = await setAutoPromote(operatorDepsOf(deps()), { remote: 'catalogue', store: 'CBFR', minutes: 5 }, SYSTEM_SOURCE);
    expect(set).toEqual({ policy: { remote: 'catalogue', scope: 'CBFR', afterMinutes: 5, setAt: expect.any(String) }, errors: [] });
    const [policyAudit] = await auditRows('remote.set');
    expect(JSON.parse(policyAudit?.after ?? 'null')).toEqual({ CBFR: { autoPromoteMinutes: 5 } });
    // Healthy, but not for 5 minutes yet.
    await round();
    expect(await switchOf('CBFR')).toMatchObject({ rolloutVersion: '1.1.0' });

    // Six minutes later (the start moved back, the trigger that keeps it held off for a moment).
    await shop.handle.db.execute(sql`alter table storefront_remotes disable trigger storefront_remotes_rollout_started`);
    await shop.handle.db.execute(sql`update storefront_remotes set rollout_started_at = now() - interval '6 minutes' where storefront_key = 'CBFR' and remote = 'catalogue'`);
    await shop.handle.db.execute(sql`alter table storefront_remotes enable trigger storefront_remotes_rollout_started`);
    await round();
    expect(await switchOf('CBFR')).toEqual({ pinnedVersion: '1.1.0', rolloutVersion: null, rolloutPercent: null });
    const [promote] = await auditRows('remote.promote');
    expect(promote).toMatchObject({ actor: 'system', targetId: 'CBFR/catalogue' });
    const alert = await waitFor(() => received.find((a) => a.kind === 'release.auto-promote'));
    expect(alert).toMatchObject({ remote: 'catalogue', version: '1.1.0', storefronts: ['CBFR'] });

    // Switched off again: audited, and the next canary stays one.
    expect((await setAutoPromote(operatorDepsOf(deps()), { remote: 'catalogue', store: 'CBFR', minutes: null }, SYSTEM_SOURCE)).policy).toBeNull();
    expect((await setAutoPromote(operatorDepsOf(deps()), { remote: 'catalogue', store: null, minutes: 0 }, SYSTEM_SOURCE)).errors[0]?.referencedRequestParameter).toBe('minutes');
  });

  it('the database keeps when a canary started: set when its release changes, kept when only its percentage does', async () => {
    await startCanary('CBCH', '1.1.0', 10);
    const started = async () =>
      ((await shop.handle.db.execute(sql`select rollout_started_at from storefront_remotes where storefront_key = 'CBCH' and remote = 'catalogue'`)) as unknown as { rows: Array<{ rollout_started_at: unknown }> }).rows[0]
        ?.rollout_started_at;
    const first = await started();
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await startCanary('CBCH', '1.1.0', 20);
    expect(await started()).toEqual(first);
    const end = await asToken(shop, 'mutation { operatorEndRollout(store: "CBCH", remote: catalogue) { errors { code } } }');
    expect(end.data).toEqual({ operatorEndRollout: { errors: [] } });
    expect(await started()).toBeNull();
  });
});

describe('the fallback rows', () => {
  it('record each fallback once', async () => {
    const rows = await shop.handle.db.select().from(remoteFallbacks);
    const keys = rows.map((r) => `${r.storefrontKey} ${r.fromVersion}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
