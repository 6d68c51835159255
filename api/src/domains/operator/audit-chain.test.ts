/**
 * The audit log's hash chain on PGlite (migration 0029, ADR 0035): every row written chains to the one
 * before it, the hash computed here matches the database's, `audit-verify` finds the chain intact, and
 * a row the owner rewrote (append-only trigger switched off), a row removed in the middle or at the
 * end, or a rewritten row rehashed on its own, is reported as the first broken row. The migration
 * chains the rows written before it. The race between processes is audit-chain.postgres.test.ts's.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseHandle, openDatabase } from '../../db';
import { migrateDatabase } from '../../db/migrate';
import { operatorAccounts } from '../../db/operator-schema';
import { ErrorCode } from '../../errors';
import { parseTrustProxy } from '../../http/client-address';
import { shopPaths } from '../../paths';
import { DatabaseBackend, HttpBackend } from '../../operator/backends';
import { type CliIo, UsageError, parseCommand, runCommand } from '../../operator/commands';
import { errorCodes, loggedInOperator } from '../../testing/operators';
import { TEST_OPERATOR_TOKEN, type TestServer, openTestDatabase, repoRoot, startTestServer } from '../../testing/test-server';
import { AUDIT_CHAIN_START, type AuditChainRow, auditRowContent, auditRowHash, verifyAuditChain } from './audit-chain';
import { ANONYMOUS_ACTOR, SYSTEM_ACTOR, writeAudit } from './audit';

const MIGRATIONS = shopPaths(repoRoot()).migrationsDir;

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Rows of every shape: an account, strings JSON must escape, nested and empty values, no values. */
async function writeSampleRows(db: Database): Promise<void> {
  const accountId = randomUUID();
  await db.insert(operatorAccounts).values({ id: accountId, email: `chain.${accountId.slice(0, 8)}@example.com`, passwordHash: 'scrypt$test', role: 'admin' });
  const account = { actor: { kind: 'account' as const, accountId, email: `chain.${accountId.slice(0, 8)}@example.com` }, requestId: 'req-1', ipHash: 'a'.repeat(64) };
  await writeAudit(db, account, { action: 'account.create', targetKind: 'operator-account', targetId: accountId, before: null, after: { email: 'x', role: 'admin', n: 1.5, big: 12345678901234 } });
  await writeAudit(db, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, {
    action: 'remote.set',
    targetKind: 'storefront-remote',
    targetId: 'CB/catalogue "quoted" \\ back\tslash',
    before: { CB: { enabled: true, pinnedVersion: null } },
    after: { CB: { enabled: false, text: 'Grüße 🎁 \u0001 \u2028 </script>', list: [1, 'two', { three: [] }], empty: {} } },
  });
  await writeAudit(db, { actor: ANONYMOUS_ACTOR, requestId: 'req-2', ipHash: null }, { action: 'login.failed' });
  await writeAudit(db, account, { action: 'logout', targetKind: 'operator-account', targetId: accountId });
}

/**
 * The same rows on a log as it was before migration 0029 (and 0031, whose columns the code now
 * writes): plain SQL of that schema.
 */
async function writeLegacySampleRows(db: Database): Promise<void> {
  const accountId = randomUUID();
  const email = `chain.${accountId.slice(0, 8)}@example.com`;
  await db.execute(sql`insert into operator_accounts (id, email, password_hash, role) values (${accountId}, ${email}, 'scrypt$test', 'admin')`);
  const row = (kind: string, account: string | null, action: string, target: [string, string] | null, before: unknown, after: unknown, requestId: string | null, ipHash: string | null) =>
    db.execute(sql`insert into operator_audit_log (actor_kind, actor_account_id, actor_email, action, target_kind, target_id, before, after, request_id, ip_hash)
      values (${kind}, ${account}, ${account ? email : null}, ${action}, ${target?.[0] ?? null}, ${target?.[1] ?? null},
              ${before === null ? null : JSON.stringify(before)}::jsonb, ${after === null ? null : JSON.stringify(after)}::jsonb, ${requestId}, ${ipHash})`);
  await row('account', accountId, 'account.create', ['operator-account', accountId], null, { email: 'x', role: 'admin', n: 1.5, big: 12345678901234 }, 'req-1', 'a'.repeat(64));
  await row('system', null, 'remote.set', ['storefront-remote', 'CB/catalogue "quoted" \\ back\tslash'], { CB: { enabled: true } }, { CB: { text: 'Grüße 🎁 \u2028 </script>' } }, null, null);
  await row('anonymous', null, 'login.failed', null, null, null, 'req-2', null);
  await row('account', accountId, 'logout', ['operator-account', accountId], null, null, 'req-1', 'a'.repeat(64));
}

async function chainRows(db: Database): Promise<Array<{ id: string; prev_hash: string; row_hash: string; content: string }>> {
  return rowsOf(db, sql`select id::text as id, prev_hash, row_hash, operator_audit_log_content(l) as content from operator_audit_log l order by l.id`);
}

/** The owner's rewrite: the append-only trigger (and the chain's) off, a change, the triggers on. */
async function asOwner(db: Database, statement: string): Promise<void> {
  await db.execute(sql.raw('alter table operator_audit_log disable trigger user'));
  try {
    await db.execute(sql.raw(statement));
  } finally {
    await db.execute(sql.raw('alter table operator_audit_log enable trigger user'));
  }
}

/**
 * Puts the log and its head back as they were before the test's tampering (the owner can do that too:
 * which is why a hash kept outside the database matters), so the tests share one database.
 */
async function restoringTheLog(db: Database, test: () => Promise<void>): Promise<void> {
  await db.execute(sql`create temp table saved_log as select * from operator_audit_log`);
  await db.execute(sql`create temp table saved_head as select * from operator_audit_chain`);
  try {
    await test();
  } finally {
    await asOwner(db, 'delete from operator_audit_log');
    await asOwner(db, 'insert into operator_audit_log overriding system value select * from saved_log');
    await db.execute(sql`update operator_audit_chain h set last_id = s.last_id, last_hash = s.last_hash from saved_head s`);
    await db.execute(sql`drop table saved_log, saved_head`);
  }
}

describe('the audit log hash chain (PGlite)', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let ids: string[];

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    await writeSampleRows(db);
  });

  beforeEach(async () => {
    ids = (await chainRows(db)).map((row) => row.id);
  });

  afterEach(async () => {
    expect((await verifyAuditChain(db)).intact).toBe(true);
  });

  afterAll(async () => {
    await handle.close();
  });

  it('chains every row to the one before it, from 64 zeros, with the hash the verifier computes', async () => {
    const rows = await chainRows(db);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows[0]?.prev_hash).toBe(AUDIT_CHAIN_START);
    const read = await rowsOf<AuditChainRow>(
      db,
      sql`select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, actor_kind, actor_account_id::text as actor_account_id,
                 actor_email, action, target_kind, target_id, before::text as before, after::text as after, request_id, ip_hash, prev_hash, row_hash
          from operator_audit_log l order by l.id`,
    );
    let prev = AUDIT_CHAIN_START;
    rows.forEach((row, i) => {
      expect(row.prev_hash).toBe(prev);
      // The text the database hashed is the text built here, and so is the hash.
      expect(auditRowContent(read[i] as AuditChainRow)).toBe(row.content);
      expect(auditRowHash(prev, row.content)).toBe(row.row_hash);
      prev = row.row_hash;
    });
    expect(JSON.parse(rows.at(-1)?.content ?? '')).toMatchObject({ action: 'logout', actor_kind: 'account', request_id: 'req-1', after: null });

    const report = await verifyAuditChain(db, 2);
    expect(report).toEqual({ rows: rows.length, intact: true, lastId: rows.at(-1)?.id, lastHash: prev, broken: null });
  });

  it('chooses the hashes itself, whatever a writer gives', async () => {
    const [row] = await rowsOf<{ prev_hash: string; row_hash: string }>(
      db,
      sql`insert into operator_audit_log (actor_kind, action, prev_hash, row_hash) values ('system', 'login', ${'f'.repeat(64)}, ${'f'.repeat(64)}) returning prev_hash, row_hash`,
    );
    expect(row?.prev_hash).toBe((await chainRows(db)).at(-2)?.row_hash);
    expect(row?.row_hash).not.toBe('f'.repeat(64));
    expect((await verifyAuditChain(db)).intact).toBe(true);
  });

  it('reports a row the owner rewrote', async () => {
    await restoringTheLog(db, async () => {
      const target = ids.at(-3) as string;
      await asOwner(db, `update operator_audit_log set after = '{"CB": {"enabled": true}}' where id = ${target}`);
      const report = await verifyAuditChain(db);
      expect(report.intact).toBe(false);
      expect(report.broken?.id).toBe(target);
      expect(report.broken?.problem).toMatch(/content does not match its row_hash .*changed after it was written/);
      expect(report.rows).toBe(ids.length - 2);
    });
  });

  it('reports the row after one rewritten and rehashed on its own', async () => {
    await restoringTheLog(db, async () => {
      const target = ids.at(-3) as string;
      await asOwner(db, `update operator_audit_log set action = 'login' where id = ${target}`);
      await asOwner(db, `update operator_audit_log l set row_hash = operator_audit_log_hash(prev_hash, operator_audit_log_content(l)) where id = ${target}`);
      const report = await verifyAuditChain(db);
      expect(report.broken?.id).toBe(ids.at(-2));
      expect(report.broken?.problem).toMatch(new RegExp(`is not row ${target}'s hash`));
    });
  });

  it('reports the row after one removed, and rows removed at the end', async () => {
    await restoringTheLog(db, async () => {
      await asOwner(db, `delete from operator_audit_log where id = ${ids.at(-3)}`);
      expect((await verifyAuditChain(db)).broken?.id).toBe(ids.at(-2));
    });
    await restoringTheLog(db, async () => {
      const last = ids.at(-1) as string;
      await asOwner(db, `delete from operator_audit_log where id = ${last}`);
      const report = await verifyAuditChain(db);
      expect(report.broken?.id).toBe(last);
      expect(report.broken?.problem).toMatch(/rows at its end were removed/);
    });
  });

  it('cannot tell a log the owner rechained to its end: only the last hash kept outside changes', async () => {
    await restoringTheLog(db, async () => {
      const kept = (await verifyAuditChain(db)).lastHash;
      await asOwner(db, `update operator_audit_log set action = 'login' where id = ${ids.at(-3)}`);
      // Rechained from the rewritten row on, in id order, the head along with it.
      await asOwner(
        db,
        `do $$ declare r operator_audit_log; prev text := repeat('0', 64); begin
           for r in select * from operator_audit_log order by id loop
             update operator_audit_log set prev_hash = prev, row_hash = operator_audit_log_hash(prev, operator_audit_log_content(r)) where id = r.id returning row_hash into prev;
           end loop;
           update operator_audit_chain set last_hash = prev;
         end $$`,
      );
      const report = await verifyAuditChain(db);
      expect(report.intact).toBe(true);
      expect(report.lastHash).not.toBe(kept);
    });
  });
});

describe('pnpm operator audit-verify', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
    await writeSampleRows(shop.handle.db);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('prints the rows and the last hash, or fails naming the broken row (on the database and through the server)', async () => {
    const db = shop.handle.db;
    const output: string[] = [];
    const io: CliIo = { out: (line) => output.push(line), err: () => {}, cwd: '/' };
    const paths = shopPaths(repoRoot(), {});
    const backend = new DatabaseBackend(shop.handle, repoRoot(), { publicRemotesBase: '', devRemotes: false });
    const http = new HttpBackend(shop.url, TEST_OPERATOR_TOKEN);
    const { lastHash, lastId, rows } = await verifyAuditChain(db);
    await runCommand(parseCommand(['audit-verify']), backend, paths, io);
    expect(output).toEqual([`${rows} rows, chain intact (last hash ${lastHash}, row ${lastId})`]);
    output.length = 0;
    await runCommand(parseCommand(['audit-verify', '--json']), http, paths, io);
    expect(JSON.parse(output.join('\n'))).toEqual({ rows, intact: true, lastId, lastHash, broken: null });

    await asOwner(db, `update operator_audit_log set target_id = 'elsewhere' where id = ${lastId}`);
    for (const via of [http, backend]) {
      await expect(runCommand(parseCommand(['audit-verify']), via, paths, io)).rejects.toThrow(UsageError);
      await expect(runCommand(parseCommand(['audit-verify']), via, paths, io)).rejects.toThrow(
        new RegExp(`^Audit log chain BROKEN at row ${lastId} \\(${rows} rows checked\\): its content does not match`),
      );
    }
  });

  it('is for admins only: a viewer is refused (1403), a stranger too (1401)', async () => {
    const { browser } = await loggedInOperator(shop, 'chain-viewer', 'viewer');
    expect(errorCodes(await browser.call('{ operatorAuditVerify { intact } }'))).toEqual([ErrorCode.FORBIDDEN]);
    expect(errorCodes((await shop.graphql('{ operatorAuditVerify { intact } }')).body)).toEqual([ErrorCode.UNAUTHORIZED]);
  });
});

describe('migration 0029 on a log with rows', () => {
  let folder: string;

  beforeAll(() => {
    // The migrations up to 0028, then all of them: the rows written before 0029 get their chain.
    folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0029');
    writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('chains the rows in id order and the next row after them', async () => {
    const handle = await openDatabase({ memory: true });
    try {
      await migrateDatabase(handle, folder);
      await writeLegacySampleRows(handle.db);
      await migrateDatabase(handle, MIGRATIONS);
      await writeAudit(handle.db, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, { action: 'login' });
      const rows = await chainRows(handle.db);
      expect(rows).toHaveLength(5);
      expect(rows[0]?.prev_hash).toBe(AUDIT_CHAIN_START);
      const report = await verifyAuditChain(handle.db);
      expect(report).toMatchObject({ rows: 5, intact: true, lastId: rows[4]?.id, lastHash: rows[4]?.row_hash });
    } finally {
      await handle.close();
    }
  });
});
