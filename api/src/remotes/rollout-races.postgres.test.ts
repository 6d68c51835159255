/**
 * Percentage rollouts under races, on PostgreSQL with two API servers (PGlite runs one transaction at
 * a time and would hide them; ADR 0028): two operators promote the same rollout at the same moment.
 * Exactly one promotes (the storefront is pinned to the rollout's release, the rollout cleared, one
 * audit row); the other is told nothing runs any more and writes nothing. The same for a promote
 * racing a stop: one of them wins, never a pin and a half-cleared rollout.
 */
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import { ErrorCode } from '../errors';
import { testDeclaration } from '../testing/release-builds';
import { describeOnPostgres } from '../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../testing/servers-on-postgres';
import { TEST_OPERATOR_TOKEN, type TestServer } from '../testing/test-server';

const ROUNDS = 4;
type Payload = { remotes: Array<{ rolloutVersion: string | null }>; errors: Array<{ code: number }> };

describeOnPostgres('rollout races')('percentage rollouts on PostgreSQL with two API servers', () => {
  let setup: ServersOnPostgres | undefined;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    setup = await startServersOnPostgres(2);
    [first, second] = setup.servers as [TestServer, TestServer];
    const declaration = testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }] });
    await first.handle.db.insert(remoteReleases).values([
      { remote: 'content', version: '1.0.0', baseUrl: 'https://cdn.example/content/1.0.0', createdAt: new Date('2026-03-01T00:00:00Z'), promotedAt: new Date('2026-03-01T00:00:00Z'), declaration },
      { remote: 'content', version: '2.0.0', baseUrl: 'https://cdn.example/content/2.0.0', createdAt: new Date('2026-03-02T00:00:00Z'), promotedAt: new Date('2026-03-02T00:00:00Z'), declaration },
    ]);
  }, 120_000);

  afterAll(async () => {
    await setup?.stop();
  });

  const call = async (server: TestServer, mutation: string): Promise<Payload> => {
    const { body } = await server.graphql<Record<string, Payload>>(mutation, { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } });
    expect(body.errors).toBeUndefined();
    return body.data?.r as Payload;
  };
  const start = (server: TestServer) =>
    call(server, 'mutation { r: operatorStartRollout(store: "CB", remote: content, version: "1.0.0", percent: 40) { remotes { rolloutVersion } errors { code } } }');
  const promote = (server: TestServer) => call(server, 'mutation { r: operatorPromoteRollout(store: "CB", remote: content) { remotes { rolloutVersion } errors { code } } }');
  const end = (server: TestServer) => call(server, 'mutation { r: operatorEndRollout(store: "CB", remote: content) { remotes { rolloutVersion } errors { code } } }');
  const rowOfCB = async () =>
    (await first.handle.db.select().from(storefrontRemotes).where(and(eq(storefrontRemotes.storefrontKey, 'CB'), eq(storefrontRemotes.remote, 'content'))))[0];
  const auditCount = async (action: string) => (await first.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, action))).length;

  it('lets exactly one of two simultaneous promotes through, with one audit row', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await call(first, 'mutation { r: operatorSetRemote(store: "CB", remote: content, unpin: true) { remotes { rolloutVersion } errors { code } } }');
      expect((await start(first)).errors).toEqual([]);
      const before = await auditCount('remote.promote');
      const answers = await Promise.all([promote(first), promote(second)]);
      expect(answers.map((a) => a.errors[0]?.code ?? 'ok').sort()).toEqual([ErrorCode.RELEASE_CONFLICT, 'ok']);
      expect(await rowOfCB()).toMatchObject({ pinnedVersion: '1.0.0', rolloutVersion: null, rolloutPercent: null });
      expect(await auditCount('remote.promote')).toBe(before + 1);
    }
  }, 120_000);

  it('lets a promote and a stop at the same moment end in one consistent state', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      await call(first, 'mutation { r: operatorSetRemote(store: "CB", remote: content, unpin: true) { remotes { rolloutVersion } errors { code } } }');
      expect((await start(first)).errors).toEqual([]);
      const [promoted, ended] = await Promise.all([promote(first), end(second)]);
      const row = await rowOfCB();
      expect(row).toMatchObject({ rolloutVersion: null, rolloutPercent: null });
      // Whoever came second found nothing to do.
      expect([promoted.errors.length, ended.errors.length].sort()).toEqual([0, 1]);
      expect(row?.pinnedVersion).toBe(promoted.errors.length === 0 ? '1.0.0' : null);
    }
  }, 120_000);
});
