/**
 * The automatic fallback is race-safe (ADR 0029, ADR 0037): two API servers, each with its own pool on
 * ONE real PostgreSQL server, evaluate the same failing release at the same moment, several times over
 * (as if the job lease had been lost between them). A storefront pinned to it falls back exactly once:
 * one pin, one fallback row, one audit row; the release is pulled everywhere (the last release with
 * verified healthy traffic is promoted again). PGlite runs one transaction at a time and could not
 * show the race.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { remoteFallbacks, remoteReleaseHealth } from '../db/health-schema';
import { storefrontRemotes } from '../db/schema';
import { describeOnPostgres } from '../testing/postgres-server';
import { registerCatalogueReleases, sendReports } from '../testing/remote-reports';
import { type ServersOnPostgres, startServersOnPostgres } from '../testing/servers-on-postgres';
import type { TestServer } from '../testing/test-server';
import { evaluateRemoteHealth } from './fallback';
import { promotedVersion } from './registry';
import { asToken } from '../testing/operators';

const THRESHOLDS = { minFailures: 3, rate: 0.5, canaryMinLoads: 10, canaryAlpha: 0.001 };

describeOnPostgres('automatic fallback across two API servers')('automatic fallback on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;
  let servers: TestServer[] = [];
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'shop-fallback-pg-'));
    setup = await startServersOnPostgres(2, { root, publicRemotesBase: '' });
    servers = setup.servers;
    await registerCatalogueReleases(servers[0] as TestServer, root, ['1.0.0', '1.1.0']);
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('falls back once when both servers evaluate the same failing release at once', async () => {
    const first = servers[0] as TestServer;
    // 1.0.0 had verified healthy traffic; CBAT and CBCH are pinned to 1.1.0 (the promoted release too).
    await first.handle.db.insert(remoteReleaseHealth).values({ remote: 'catalogue', version: '1.0.0', healthyAt: new Date(), loads: 100, failures: 0 });
    for (const store of ['CBAT', 'CBCH']) {
      const pin = await asToken(first, `mutation { operatorSetRemote(store: "${store}", remote: catalogue, pinnedVersion: "1.1.0") { errors { code } } }`);
      expect(pin.data).toEqual({ operatorSetRemote: { errors: [] } });
    }
    // Failures through both servers, for two storefronts.
    for (const [i, store] of ['cbat', 'cbat', 'cbat', 'cbat', 'cbch', 'cbch', 'cbch'].entries()) {
      const res = await sendReports(servers[i % 2] as TestServer, `${store}.localhost`, `198.18.2.${i + 1}`, [{ version: '1.1.0', outcome: 'failed' }]);
      expect(res.status).toBe(204);
    }
    const rounds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => {
        const server = servers[i % 2] as TestServer;
        return evaluateRemoteHealth({ db: server.handle.db, registry: server.server.registry }, THRESHOLDS);
      }),
    );
    const outcomes = rounds.flat();
    expect(outcomes.filter((o) => o.storefrontKey === 'CBAT' || o.storefrontKey === 'CBCH').map((o) => `${o.storefrontKey} ${o.fromVersion}→${o.toVersion}`).sort()).toEqual([
      'CBAT 1.1.0→1.0.0',
      'CBCH 1.1.0→1.0.0',
    ]);
    const db = first.handle.db;
    expect(await promotedVersion(db, 'catalogue')).toBe('1.0.0');

    for (const store of ['CBAT', 'CBCH']) {
      const fallbacks = await db.select().from(remoteFallbacks).where(eq(remoteFallbacks.storefrontKey, store));
      expect(fallbacks).toHaveLength(1);
      const audits = await db
        .select()
        .from(operatorAuditLog)
        .where(and(eq(operatorAuditLog.action, 'remote.fallback'), eq(operatorAuditLog.targetId, `${store}/catalogue`)));
      expect(audits).toHaveLength(1);
      const [row] = await db
        .select({ pinnedVersion: storefrontRemotes.pinnedVersion })
        .from(storefrontRemotes)
        .where(and(eq(storefrontRemotes.storefrontKey, store), eq(storefrontRemotes.remote, 'catalogue')));
      expect(row?.pinnedVersion).toBe('1.0.0');
    }
  });
});
