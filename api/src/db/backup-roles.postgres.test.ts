/**
 * A backup of production's set-up (deploy/postgres/roles.sql, ADR 0035: an owner role owns the tables,
 * the processes run as a runtime role) restores onto another database WITHOUT a superuser: the owner
 * restores into an empty database it owns, the dump's owners and grants come back, and the runtime
 * role can serve it at once but still cannot rewrite the audit log (ADR 0063).
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './index';
import { shopPaths } from '../paths';
import { type CliIo, parseCommand, runBackupCommand } from '../operator/commands';
import { openPreparedDatabase } from '../startup';
import { type PostgresServer, describeOnPostgres, psqlFile, startPostgresServer } from '../testing/postgres-server';
import { repoRoot } from '../testing/test-server';
import { SYSTEM_ACTOR, writeAudit } from '../domains/operator/audit';

const ROLES_SQL = join(repoRoot(), 'deploy', 'postgres', 'roles.sql');

describeOnPostgres('backups under the owner and runtime roles')('backups under the owner and runtime roles', () => {
  let source: PostgresServer;
  let target: PostgresServer;
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `shop_owner_${suffix}`;
  const runtimeRole = `shop_runtime_${suffix}`;
  const as = (url: string, role: string) => {
    const parsed = new URL(url);
    parsed.username = role;
    return parsed.toString();
  };
  const paths = shopPaths(repoRoot());
  let work: string;
  let runtime: DatabaseHandle | undefined;
  let restored: DatabaseHandle | undefined;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'shop-backup-roles-'));
    source = await startPostgresServer();
    target = await startPostgresServer();
    await (await source.open({ poolMax: 1 })).close();
    psqlFile(source.url, ROLES_SQL, { owner_role: ownerRole, runtime_role: runtimeRole });
    // Production's start: migrated as the owner, seeded and served as the runtime role.
    ({ handle: runtime } = await openPreparedDatabase(paths, {
      url: as(source.url, runtimeRole),
      env: { ...process.env, DATABASE_URL: as(source.url, runtimeRole), MIGRATION_DATABASE_URL: as(source.url, ownerRole) },
    }));
    // Audit rows written as the runtime role (chained by the owner's trigger).
    for (const action of ['login', 'remote.set'] as const) await writeAudit((runtime as DatabaseHandle).db, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, { action });
    // The new host's empty database, created by an administrator for the owner (createdb -O).
    await (await target.open({ poolMax: 1 })).close();
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${new URL(target.url).pathname.slice(1)}" OWNER TO "${ownerRole}"`);
    } finally {
      await admin.end();
    }
  }, 180_000);

  afterAll(async () => {
    await runtime?.close();
    await restored?.close();
    target?.stop();
    source?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up as the owner (the runtime role is told so), restores as the owner with owners and grants; the runtime role serves it and cannot rewrite the audit log', async () => {
    const lines: string[] = [];
    const io: CliIo = { out: (line) => lines.push(line), err: (line) => lines.push(line), cwd: work };
    // The runtime role may not read all a dump reads: the command says to use the owner.
    const backup = (env: NodeJS.ProcessEnv) => runBackupCommand(parseCommand(['backup', '--to', 'backups', '--json']), paths, { ...process.env, ...env }, io);
    await expect(backup({ DATABASE_URL: as(source.url, runtimeRole), MIGRATION_DATABASE_URL: '' })).rejects.toThrow(
      /pg_dump failed \(exit 1\): .*permission denied[\s\S]*Back up as the schema's owner: set MIGRATION_DATABASE_URL/,
    );
    expect(lines).toEqual([]);
    await backup({ DATABASE_URL: as(source.url, runtimeRole), MIGRATION_DATABASE_URL: as(source.url, ownerRole) });
    const { manifestFile, manifest } = JSON.parse(lines.join('\n')) as { manifestFile: string; manifest: { checks: { rowCounts: Record<string, number> } } };
    expect(manifest.checks.rowCounts.operator_audit_log).toBe(2);

    lines.length = 0;
    await runBackupCommand(parseCommand(['restore', '--from', manifestFile]), paths, { ...process.env, DATABASE_URL: '', MIGRATION_DATABASE_URL: as(target.url, ownerRole) }, io);
    expect(lines.join('\n')).toContain('It matches the backup');

    restored = await openDatabase({ url: as(target.url, runtimeRole) });
    const owners = (await restored.db.execute(sql`select distinct tableowner from pg_tables where schemaname = 'public'`)) as unknown as { rows: { tableowner: string }[] };
    expect(owners.rows).toEqual([{ tableowner: ownerRole }]);
    const storefronts = (await restored.db.execute(sql`select count(*)::int as n from storefronts`)) as unknown as { rows: { n: number }[] };
    expect(storefronts.rows[0]?.n).toBeGreaterThan(0);
    // Its grants came back: it may write the shop's rows (FOR UPDATE needs UPDATE), but not rewrite the audit log.
    await restored.db.execute(sql`select 1 from orders limit 1 for update`);
    await expect(restored.db.execute(sql`delete from operator_audit_log`)).rejects.toMatchObject({ cause: expect.objectContaining({ code: '42501' }) });
  }, 120_000);
});
