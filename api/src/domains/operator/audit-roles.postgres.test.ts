/**
 * The two database roles of deploy/postgres/roles.sql (ADR 0035) on a real PostgreSQL server: the
 * owner migrates (MIGRATION_DATABASE_URL), the API runs as the runtime role (DATABASE_URL) and does its
 * work — seeding, an operator change with its audit row — but may not UPDATE, DELETE or TRUNCATE the
 * audit log, switch its triggers off, drop or replace them, or move the chain's head (42501 each). What
 * is left, the owner rewriting a row with the triggers off, `audit-verify` reports with that row.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../db';
import { migrationsApplied, newestMigration } from '../../db/migration-status';
import { shopPaths } from '../../paths';
import { DatabaseBackend } from '../../operator/backends';
import { type CliIo, parseCommand, runCommand } from '../../operator/commands';
import { openPreparedDatabase } from '../../startup';
import { type PostgresServer, describeOnPostgres, psqlFile, startPostgresServer } from '../../testing/postgres-server';
import { TEST_OPERATOR_TOKEN, type TestServer, repoRoot, startTestServer } from '../../testing/test-server';
import { verifyAuditChain } from './audit-chain';
import { SYSTEM_ACTOR, writeAudit } from './audit';

const ROLES_SQL = join(repoRoot(), 'deploy', 'postgres', 'roles.sql');

/** The PostgreSQL error code along drizzle's `cause` chain; 'ok' when the statement went through. */
async function outcome(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'ok';
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
}

describeOnPostgres('audit log roles')('the audit log under the owner and runtime roles', () => {
  let postgres: PostgresServer;
  // Roles belong to the whole server, which other suites share: names of this run's own.
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `shop_owner_${suffix}`;
  const runtimeRole = `shop_runtime_${suffix}`;
  let ownerUrl: string;
  let runtimeUrl: string;
  let runtime: DatabaseHandle | undefined;
  let owner: DatabaseHandle | undefined;
  let shop: TestServer | undefined;
  const paths = shopPaths(repoRoot());

  beforeAll(async () => {
    postgres = await startPostgresServer();
    // An empty database, as an administrator creates it; roles.sql hands it to the owner.
    await (await postgres.open({ poolMax: 1 })).close();
    psqlFile(postgres.url, ROLES_SQL, { owner_role: ownerRole, runtime_role: runtimeRole, owner_password: 'owner secret', runtime_password: 'runtime secret' });
    const url = new URL(postgres.url);
    url.username = ownerRole;
    ownerUrl = url.toString();
    url.username = runtimeRole;
    runtimeUrl = url.toString();
    // The API's start with both URLs: migrated as the owner, seeded and served as the runtime role.
    ({ handle: runtime } = await openPreparedDatabase(paths, { url: runtimeUrl, env: { ...process.env, DATABASE_URL: runtimeUrl, MIGRATION_DATABASE_URL: ownerUrl } }));
    owner = await openDatabase({ url: ownerUrl });
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
    await runtime?.close();
    await owner?.close();
    postgres?.stop();
  });

  it('migrates as the owner and runs as the runtime role: seeded, ready, an operator change audited', async () => {
    const db = runtime?.db as DatabaseHandle['db'];
    const tables = (await owner?.db.execute(sql`select tableowner from pg_tables where tablename in ('operator_audit_log', 'orders', 'storefronts')`)) as unknown as {
      rows: { tableowner: string }[];
    };
    expect(tables.rows.map((row) => row.tableowner)).toEqual([ownerRole, ownerRole, ownerRole]);
    expect(await migrationsApplied(db, newestMigration(paths.migrationsDir))).toBe(true);
    // A second start finds nothing to migrate and needs no owner; one that finds a migration pending
    // without the owner's URL refuses to start, saying why.
    const runtimeOnly = { url: runtimeUrl, env: { ...process.env, DATABASE_URL: runtimeUrl, MIGRATION_DATABASE_URL: '' } };
    const again = await openPreparedDatabase(paths, runtimeOnly);
    await again.handle.close();
    const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    try {
      cpSync(paths.migrationsDir, folder, { recursive: true });
      const journalFile = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ idx: number; version: string; when: number; tag: string; breakpoints: boolean }> };
      const last = journal.entries.at(-1) as (typeof journal.entries)[number];
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_pending' });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(join(folder, '9999_pending.sql'), 'CREATE TABLE "pending_example" ("id" bigint);');
      await expect(openPreparedDatabase({ ...paths, migrationsDir: folder }, runtimeOnly)).rejects.toThrow(/Migrations are pending and DATABASE_URL's role may not apply them/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    shop = await startTestServer({}, await openDatabase({ url: runtimeUrl }));
    const answer = await shop.graphql<{ operatorSetRemote: { errors: unknown[] } }>(
      'mutation { operatorSetRemote(store: "CB", remote: account, enabled: false) { errors { message code } } }',
      { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } },
    );
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.operatorSetRemote.errors).toEqual([]);
    expect(await outcome(writeAudit(db, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, { action: 'login' }))).toBe('ok');
    const report = await verifyAuditChain(db);
    expect(report).toMatchObject({ intact: true, rows: 2 });
  });

  it('refuses the runtime role every change of the audit log but appending (42501)', async () => {
    const db = runtime?.db as DatabaseHandle['db'];
    const attempts = {
      update: sql`update operator_audit_log set action = 'login'`,
      delete: sql`delete from operator_audit_log`,
      truncate: sql`truncate operator_audit_log`,
      disableTriggers: sql`alter table operator_audit_log disable trigger user`,
      dropTrigger: sql`drop trigger operator_audit_log_append_only on operator_audit_log`,
      replaceChainFunction: sql`create or replace function operator_audit_log_chain() returns trigger language plpgsql as $$ begin return new; end $$`,
      moveChainHead: sql`update operator_audit_chain set last_hash = repeat('0', 64)`,
      createTable: sql`create table audit_copy (id bigint)`,
    };
    const outcomes: Record<string, string> = {};
    for (const [name, statement] of Object.entries(attempts)) outcomes[name] = await outcome(db.execute(statement));
    expect(outcomes).toEqual(Object.fromEntries(Object.keys(attempts).map((name) => [name, '42501'])));
    expect((await verifyAuditChain(db)).intact).toBe(true);
  });

  it('reports the row the owner rewrote with the triggers off (verified as the runtime role)', async () => {
    const ownerDb = owner?.db as DatabaseHandle['db'];
    const rows = (await ownerDb.execute(sql`select id::text as id from operator_audit_log l order by l.id`)) as unknown as { rows: { id: string }[] };
    const target = rows.rows[0]?.id as string;
    // One connection, so the three statements run on the same session and in order.
    await ownerDb.transaction(async (tx) => {
      await tx.execute(sql`alter table operator_audit_log disable trigger user`);
      await tx.execute(sql`update operator_audit_log set after = '{"harmless": true}' where id = ${target}::bigint`);
      await tx.execute(sql`alter table operator_audit_log enable trigger user`);
    });

    const report = await verifyAuditChain(runtime?.db as DatabaseHandle['db']);
    expect(report.broken?.id).toBe(target);
    const io: CliIo = { out: () => {}, err: () => {}, cwd: '/' };
    const backend = new DatabaseBackend(runtime as DatabaseHandle, repoRoot(), { publicRemotesBase: '', devRemotes: false });
    await expect(runCommand(parseCommand(['audit-verify']), backend, paths, io)).rejects.toThrow(
      new RegExp(`^Audit log chain BROKEN at row ${target} .*its content does not match its row_hash`),
    );
  });
});
