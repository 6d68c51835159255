/**
 * Backups that restore (issue 38, ADR 0063): `pnpm operator backup` and `restore`.
 *
 * PostgreSQL (DATABASE_URL): a logical dump with pg_dump in its custom format, taken in ONE snapshot
 * that this module exports from a REPEATABLE READ transaction and hands to pg_dump (`--snapshot`). The
 * manifest's checks (row counts of the money and audit tables, the sums of balances and ledger, the
 * audit chain's last row, the migration level) are read in that very transaction, so they describe
 * exactly what the dump holds while the shop keeps writing. A restore goes into a NEW, empty database,
 * all or nothing (`--single-transaction`), and reads the same checks back.
 *
 * PGlite (the demo folder): PGlite allows one process per folder, so a backup opens the folder itself
 * under its lock (refused while the server has it) and stores the data folder as a tarball
 * (`dumpDataDir`); a restore writes it into an empty folder.
 *
 * Files are written atomically: each to a temporary name in the target folder, flushed, then renamed;
 * the manifest last. A backup is whole exactly when its manifest exists and the dump's SHA-256 is the
 * manifest's. The database password never reaches a command line (the process list shows arguments to
 * every user): the tools get it from a temporary password file only they are told about.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, closeSync, createReadStream, existsSync, fsyncSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DirLockedError } from './dir-lock';
import { type DatabaseHandle, openDatabase } from './index';

export const BACKUP_FORMAT = 'shop-backup/1';
const MANIFEST_SUFFIX = '.manifest.json';
const POSTGRES_SUFFIX = '.pgdump';
const PGLITE_SUFFIX = '.pglite.tar.gz';

/**
 * The tables whose row counts a restore must find again: money (orders, payments, cards and their
 * ledger, refunds, disputes, invoices, redeems), who did what (operator accounts and the audit log),
 * customers and what was promised to them (mail). Counting every table would read the rate-limit and
 * report counters too, which are large and prove nothing.
 */
export const CHECKED_TABLES = [
  'orders',
  'order_placements',
  'payments',
  'payment_notifications',
  'gift_cards',
  'gift_card_ledger',
  'refunds',
  'payment_disputes',
  'invoices',
  'redeems',
  'card_activations',
  'users',
  'operator_accounts',
  'operator_audit_log',
  'mail_outbox',
  'uploaded_images',
] as const;

/** What a backup holds, read in the backup's own snapshot; a restore must read the same. */
export interface DatabaseChecks {
  /** drizzle's record of applied migrations: how many, and the newest (its journal tag when known). */
  migrations: { applied: number; newestWhen: number | null; newestTag: string | null };
  /** Rows per checked table (a table the schema does not have yet is left out). */
  rowCounts: Record<string, number>;
  /** Sum of every card's balance and of every ledger entry, in cents (text: they may pass 2^53). */
  giftCardBalanceCents: string;
  ledgerCents: string;
  /** Cards whose balance is not the sum of their ledger entries (0 in a sound database). */
  cardsOffLedger: number;
  /** The audit log's last row and its chain hash (ADR 0035). */
  auditLog: { lastId: string | null; lastHash: string | null };
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  kind: 'postgres' | 'pglite';
  /** When the command started, when the snapshot was taken (the backup's point in time), when it ended. */
  startedAt: string;
  snapshotAt: string;
  finishedAt: string;
  /** Where it came from, without credentials: host and database, or the PGlite folder. */
  source: string;
  database: string | null;
  serverVersion: string;
  /** The tool that wrote the dump (pg_dump's version line), or PGlite's dumpDataDir. */
  tool: string;
  /** The dump file's name (beside the manifest), size and SHA-256. */
  file: string;
  bytes: number;
  sha256: string;
  checks: DatabaseChecks;
}

/** A problem the operator must act on (the CLI prints the message and exits with 1). */
export class BackupError extends Error {
  override name = 'BackupError';
}

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/** Reads the checks with `query` (inside one transaction or snapshot, so they agree with each other). */
export async function readDatabaseChecks(query: Query, migrationsDir: string): Promise<DatabaseChecks> {
  const present = new Set(
    (await query(`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')`)).map((row) => String(row.name)),
  );
  const counted = CHECKED_TABLES.filter((table) => present.has(table));
  const rowCounts: Record<string, number> = {};
  if (counted.length) {
    const [row] = await query(`select ${counted.map((table) => `(select count(*) from public.${table})::text as ${table}`).join(', ')}`);
    for (const table of counted) rowCounts[table] = Number(row?.[table]);
  }
  const sum = async (table: string, column: string) =>
    present.has(table) ? String((await query(`select coalesce(sum(${column}), 0)::text as total from public.${table}`))[0]?.total ?? '0') : '0';
  const [offLedger] =
    present.has('gift_cards') && present.has('gift_card_ledger')
      ? await query(`select count(*)::int as cards from public.gift_cards g
          left join (select gift_card_id, sum(amount_cents) as cents from public.gift_card_ledger group by gift_card_id) l on l.gift_card_id = g.id
          where g.balance_cents <> coalesce(l.cents, 0)`)
      : [];
  const [last] = present.has('operator_audit_log')
    ? // Named apart from the column: ORDER BY would sort by an output column called id, as text ('9' after '48').
      await query('select id::text as last_id, row_hash from public.operator_audit_log order by id desc limit 1')
    : [];
  return {
    migrations: await readMigrationLevel(query, migrationsDir),
    rowCounts,
    giftCardBalanceCents: await sum('gift_cards', 'balance_cents'),
    ledgerCents: await sum('gift_card_ledger', 'amount_cents'),
    cardsOffLedger: Number(offLedger?.cards ?? 0),
    auditLog: { lastId: last ? String(last.last_id) : null, lastHash: last?.row_hash ? String(last.row_hash) : null },
  };
}

async function readMigrationLevel(query: Query, migrationsDir: string): Promise<DatabaseChecks['migrations']> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { applied: 0, newestWhen: null, newestTag: null };
  const [row] = await query('select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations');
  const newestWhen = row?.newest == null ? null : Number(row.newest);
  return { applied: Number(row?.applied ?? 0), newestWhen, newestTag: newestWhen === null ? null : migrationTag(migrationsDir, newestWhen) };
}

/** The journal's tag of the migration created at `when` (null: a migration this code does not know). */
function migrationTag(migrationsDir: string, when: number): string | null {
  try {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number; tag: string }> };
    return journal.entries.find((entry) => entry.when === when)?.tag ?? null;
  } catch {
    return null;
  }
}

/** Differences between what a backup promised and what a restored database holds (empty: it matches). */
export function compareChecks(expected: DatabaseChecks, actual: DatabaseChecks): string[] {
  const problems: string[] = [];
  const { migrations: a, auditLog: audit } = actual;
  const { migrations: e } = expected;
  if (a.applied !== e.applied || a.newestWhen !== e.newestWhen) {
    problems.push(`migration level: ${a.applied} applied, newest ${a.newestTag ?? a.newestWhen} (the backup: ${e.applied}, newest ${e.newestTag ?? e.newestWhen})`);
  }
  for (const [table, rows] of Object.entries(expected.rowCounts)) {
    if (actual.rowCounts[table] !== rows) problems.push(`${table}: ${actual.rowCounts[table] ?? 'missing'} rows (the backup: ${rows})`);
  }
  if (actual.giftCardBalanceCents !== expected.giftCardBalanceCents) problems.push(`sum of card balances: ${actual.giftCardBalanceCents} (the backup: ${expected.giftCardBalanceCents})`);
  if (actual.ledgerCents !== expected.ledgerCents) problems.push(`sum of the card ledger: ${actual.ledgerCents} (the backup: ${expected.ledgerCents})`);
  if (actual.cardsOffLedger !== 0) problems.push(`${actual.cardsOffLedger} cards whose balance is not the sum of their ledger`);
  if (audit.lastId !== expected.auditLog.lastId || audit.lastHash !== expected.auditLog.lastHash) {
    problems.push(`audit log ends at row ${audit.lastId} ${audit.lastHash} (the backup: row ${expected.auditLog.lastId} ${expected.auditLog.lastHash})`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Files

/** `2026-11-29T15:04:05.123Z` → `20261129T150405Z` (sorts by time, safe in any file system). */
function stamp(date: Date): string {
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
}

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A temporary name in the same folder (so the rename is atomic), not a backup's name. */
const partialName = (file: string) => join(dirname(file), `.${basename(file)}.partial-${process.pid}`);

/** Moves a finished temporary file to its name, durably: the data first, then the folder entry. */
function commitFile(partial: string, file: string): void {
  fsyncPath(partial);
  renameSync(partial, file);
  fsyncPath(dirname(file));
}

function writeFileAtomically(file: string, text: string): void {
  const partial = partialName(file);
  writeFileSync(partial, text, { mode: 0o600 });
  commitFile(partial, file);
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export interface BackupFiles {
  manifestFile: string;
  dumpFile: string;
  manifest: BackupManifest;
}

/**
 * The backup a path names (its dump or its manifest), checked whole: the manifest exists and is ours,
 * the dump has the manifest's size and SHA-256.
 */
export async function openBackup(path: string): Promise<BackupFiles> {
  const given = resolve(path);
  const manifestFile = given.endsWith(MANIFEST_SUFFIX)
    ? given
    : `${given.replace(new RegExp(`(${POSTGRES_SUFFIX.replace('.', '\\.')}|${PGLITE_SUFFIX.replace(/\./g, '\\.')})$`), '')}${MANIFEST_SUFFIX}`;
  if (!existsSync(manifestFile)) {
    throw new BackupError(`No manifest ${manifestFile}: a backup is whole only with its manifest (written last); this one is missing or unfinished`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(`The manifest ${manifestFile} is not readable JSON (${(error as Error).message})`);
  }
  if (manifest.format !== BACKUP_FORMAT || (manifest.kind !== 'postgres' && manifest.kind !== 'pglite') || !manifest.file || !manifest.sha256) {
    throw new BackupError(`${manifestFile} is not a manifest of this shop's backups (format ${BACKUP_FORMAT})`);
  }
  const dumpFile = join(dirname(manifestFile), basename(manifest.file));
  if (!existsSync(dumpFile)) throw new BackupError(`The dump ${dumpFile} the manifest names is missing`);
  const bytes = statSync(dumpFile).size;
  if (bytes !== manifest.bytes) throw new BackupError(`The dump ${dumpFile} has ${bytes} bytes, the manifest says ${manifest.bytes}: it is damaged or unfinished`);
  const sha256 = await sha256OfFile(dumpFile);
  if (sha256 !== manifest.sha256) throw new BackupError(`The dump ${dumpFile} has SHA-256 ${sha256}, the manifest says ${manifest.sha256}: it is damaged`);
  return { manifestFile, dumpFile, manifest };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: pg_dump / pg_restore

/**
 * A PostgreSQL client tool: from PG_BIN_DIR when set, else the newest Debian/Ubuntu install
 * (/usr/lib/postgresql/<major>/bin), else the PATH. pg_dump refuses a server newer than itself, so
 * the newest one is the one that can dump them all.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  const binDir = env.PG_BIN_DIR?.trim();
  if (binDir) {
    const file = join(binDir, name);
    if (!existsSync(file)) throw new BackupError(`PG_BIN_DIR=${binDir} has no ${name}`);
    return file;
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((entry) => /^\d+$/.test(entry) && existsSync(join(debian, entry, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return join(debian, majors[0], 'bin', name);
  }
  return name;
}

interface ConnectionForTools {
  /** The URL without its password: safe as an argument. */
  url: string;
  database: string;
  /** host:port/database, for people. */
  location: string;
  /** Environment for the child: PGPASSFILE pointing at a private temporary file, when there is a password. */
  env: NodeJS.ProcessEnv;
  cleanUp(): void;
}

/** `:` and `\` are the password file's separators and escape. */
const pgpassField = (value: string) => value.replace(/\\/g, '\\\\').replace(/:/g, '\\:');

function connectionForTools(url: string, env: NodeJS.ProcessEnv): ConnectionForTools {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new BackupError('DATABASE_URL is not a postgres:// URL');
  }
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || decodeURIComponent(parsed.username) || 'postgres';
  const childEnv: NodeJS.ProcessEnv = { ...env };
  // The tools must use exactly the URL given, not a password or service from the caller's environment.
  for (const name of ['PGPASSWORD', 'PGPASSFILE', 'PGSERVICE', 'PGSERVICEFILE']) delete childEnv[name];
  let folder: string | undefined;
  if (password) {
    folder = mkdtempSync(join(tmpdir(), 'shop-pgpass-'));
    const file = join(folder, 'pgpass');
    // Wildcards: the file lives as long as one tool run and is read by it alone (mode 0600 in a 0700 folder).
    writeFileSync(file, `*:*:*:${pgpassField(decodeURIComponent(parsed.username))}:${pgpassField(password)}\n`, { mode: 0o600 });
    childEnv.PGPASSFILE = file;
  }
  return {
    url: parsed.toString(),
    database,
    location: `${parsed.hostname || 'localhost'}${parsed.port ? `:${parsed.port}` : ''}/${database}`,
    env: childEnv,
    cleanUp: () => {
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Runs a tool to its end; its standard error (the reason it failed) becomes the error's message. */
function runTool(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => reject(new BackupError(`Cannot run ${file}: ${error.message} (set PG_BIN_DIR to the PostgreSQL client tools' folder)`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new BackupError(`${basename(file)} failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-6).join('\n') || 'no message'}`));
    });
  });
}

export interface BackupProgress {
  /** The snapshot is taken: everything committed before is in the backup, nothing committed after. */
  snapshot(at: string): void | Promise<void>;
}

export interface PostgresBackupOptions {
  url: string;
  /** The folder the backup goes into (created when missing). */
  dir: string;
  migrationsDir: string;
  env?: NodeJS.ProcessEnv;
  progress?: BackupProgress;
}

/** A consistent logical backup of a PostgreSQL database: dump and manifest in `dir`. */
export async function backupPostgres(options: PostgresBackupOptions): Promise<BackupFiles> {
  const env = options.env ?? process.env;
  const startedAt = new Date();
  const pgDump = postgresTool('pg_dump', env);
  const tools = connectionForTools(options.url, env);
  const base = `shop-${tools.database.replace(/[^A-Za-z0-9_-]/g, '_')}-${stamp(startedAt)}`;
  const dumpFile = join(options.dir, `${base}${POSTGRES_SUFFIX}`);
  const manifestFile = join(options.dir, `${base}${MANIFEST_SUFFIX}`);
  const partial = partialName(dumpFile);
  // The snapshot's own connection: it must stay in its transaction until pg_dump has read everything.
  const client = new pg.Client({ connectionString: options.url, application_name: 'shop-backup' });
  client.on('error', () => undefined);
  try {
    // Backups hold customers' data: a new folder is the operator's alone, every file mode 600.
    mkdirSync(options.dir, { recursive: true, mode: 0o700 });
    if (existsSync(manifestFile) || existsSync(dumpFile)) throw new BackupError(`${dumpFile} exists already`);
    const tool = (await runTool(pgDump, ['--version'], tools.env)).trim();
    await client.connect();
    // A long dump must not be ended by the server's timeouts for idle transactions or slow statements.
    await client.query('set statement_timeout = 0; set idle_in_transaction_session_timeout = 0');
    await client.query('begin isolation level repeatable read read only');
    const [snapshot] = (await client.query<{ id: string; at: string; version: string }>(
      `select pg_export_snapshot() as id, to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, current_setting('server_version') as version`,
    )).rows;
    if (!snapshot) throw new BackupError('The server exported no snapshot');
    const checks = await readDatabaseChecks(async (text) => (await client.query(text)).rows, options.migrationsDir);
    await options.progress?.snapshot(snapshot.at);
    await runTool(pgDump, ['--format=custom', '--no-password', `--snapshot=${snapshot.id}`, `--file=${partial}`, `--dbname=${tools.url}`], tools.env).catch((error: Error) => {
      // The runtime role of roles.sql reads the shop's rows, but not everything a dump reads (drizzle's sequence).
      if (/permission denied/.test(error.message)) throw new BackupError(`${error.message}\nBack up as the schema's owner: set MIGRATION_DATABASE_URL (deploy/postgres/roles.sql)`);
      throw error;
    });
    await client.query('commit');
    chmodSync(partial, 0o600);
    const bytes = statSync(partial).size;
    const sha256 = await sha256OfFile(partial);
    commitFile(partial, dumpFile);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      kind: 'postgres',
      startedAt: startedAt.toISOString(),
      snapshotAt: snapshot.at,
      finishedAt: new Date().toISOString(),
      source: tools.location,
      database: tools.database,
      serverVersion: snapshot.version,
      tool,
      file: basename(dumpFile),
      bytes,
      sha256,
      checks,
    };
    writeFileAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    return { manifestFile, dumpFile, manifest };
  } finally {
    rmSync(partial, { force: true });
    tools.cleanUp();
    await client.end().catch(() => undefined);
  }
}

/** Why a database may not be restored into (null: it is empty), read with `query`. */
async function nonEmptyReason(query: Query): Promise<string | null> {
  const relations = await query(`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_%' order by 1 limit 3`);
  if (relations.length) return `it holds tables (${relations.map((r) => String(r.name)).join(', ')}${relations.length === 3 ? ', …' : ''})`;
  const schemas = await query(`select nspname::text as name from pg_namespace
    where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%' order by 1 limit 3`);
  if (schemas.length) return `it has the schema ${schemas.map((r) => String(r.name)).join(', ')} (created by deploy/postgres/roles.sql? run that after the restore)`;
  return null;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Where it went, without credentials. */
  target: string;
  /** What the restored database holds. */
  checks: DatabaseChecks;
  /** Differences from the manifest (empty: it matches). */
  problems: string[];
}

export interface PostgresRestoreOptions {
  backup: BackupFiles;
  /** The database to restore into: it must exist and be empty. */
  url: string;
  migrationsDir: string;
  /**
   * Leave out the dump's owners and grants (another server without its roles): everything then belongs
   * to the restoring role; run deploy/postgres/roles.sql afterwards.
   */
  noOwner?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Restores a PostgreSQL backup into an empty database and checks it against the manifest. */
export async function restorePostgres(options: PostgresRestoreOptions): Promise<RestoreReport> {
  const { manifest, dumpFile } = options.backup;
  if (manifest.kind !== 'postgres') throw new BackupError(`${dumpFile} is a backup of the PGlite demo folder: restore it into a folder (without DATABASE_URL)`);
  const env = options.env ?? process.env;
  const tools = connectionForTools(options.url, env);
  const client = new pg.Client({ connectionString: options.url, application_name: 'shop-restore' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const query: Query = async (text) => (await client.query(text)).rows;
    const reason = await nonEmptyReason(query);
    if (reason) throw new BackupError(`Refusing to restore into ${tools.location}: ${reason}. Restore into a new, empty database (createdb), never over one in use`);
    const args = ['--exit-on-error', '--single-transaction', '--no-password', `--dbname=${tools.url}`];
    if (options.noOwner) args.push('--no-owner', '--no-privileges');
    await runTool(postgresTool('pg_restore', env), [...args, dumpFile], tools.env);
    await client.query('begin isolation level repeatable read read only');
    const checks = await readDatabaseChecks(query, options.migrationsDir);
    await client.query('commit');
    return { manifest, target: tools.location, checks, problems: compareChecks(manifest.checks, checks) };
  } finally {
    tools.cleanUp();
    await client.end().catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------
// PGlite: the demo folder

const handleQuery = (handle: DatabaseHandle): Query => async (text) =>
  ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** Opens the folder under its lock; a running server holds it, and the message says what to do. */
async function openFolder(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  try {
    return await openDatabase({ dataDir, loadDataDir, role: 'cli' });
  } catch (error) {
    if (error instanceof DirLockedError) {
      throw new BackupError(
        `${error.message}\nPGlite's folder can be copied consistently only while no server has it open: stop the server ` +
          '(Ctrl-C on pnpm start) and run the command again; for backups while the shop runs, use PostgreSQL (DATABASE_URL).',
      );
    }
    throw error;
  }
}

export interface PgliteBackupOptions {
  dataDir: string;
  dir: string;
  migrationsDir: string;
}

/** A backup of the PGlite folder (the server must be stopped): its data folder as a tarball, and a manifest. */
export async function backupPglite(options: PgliteBackupOptions): Promise<BackupFiles> {
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) throw new BackupError(`${options.dataDir} holds no PGlite database`);
  const startedAt = new Date();
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  const base = `shop-pglite-${stamp(startedAt)}`;
  const dumpFile = join(options.dir, `${base}${PGLITE_SUFFIX}`);
  const manifestFile = join(options.dir, `${base}${MANIFEST_SUFFIX}`);
  if (existsSync(manifestFile) || existsSync(dumpFile)) throw new BackupError(`${dumpFile} exists already`);
  const partial = partialName(dumpFile);
  const handle = await openFolder(options.dataDir);
  try {
    const query = handleQuery(handle);
    // Written to the data files, so a restore does not depend on replaying the write-ahead log.
    await query('checkpoint');
    const [info] = await query(`select to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, current_setting('server_version') as version`);
    const checks = await readDatabaseChecks(query, options.migrationsDir);
    const tarball = await (handle.dumpDataDir as NonNullable<DatabaseHandle['dumpDataDir']>)();
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    const bytes = statSync(partial).size;
    const sha256 = await sha256OfFile(partial);
    commitFile(partial, dumpFile);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      kind: 'pglite',
      startedAt: startedAt.toISOString(),
      snapshotAt: String(info?.at),
      finishedAt: new Date().toISOString(),
      source: options.dataDir,
      database: null,
      serverVersion: String(info?.version),
      tool: 'PGlite dumpDataDir (gzip)',
      file: basename(dumpFile),
      bytes,
      sha256,
      checks,
    };
    writeFileAtomically(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    return { manifestFile, dumpFile, manifest };
  } finally {
    rmSync(partial, { force: true });
    await handle.close();
  }
}

export interface PgliteRestoreOptions {
  backup: BackupFiles;
  /** The folder to restore into: missing or empty. */
  dataDir: string;
  migrationsDir: string;
}

/** Restores a PGlite backup into an empty folder and checks it against the manifest. */
export async function restorePglite(options: PgliteRestoreOptions): Promise<RestoreReport> {
  const { manifest, dumpFile } = options.backup;
  if (manifest.kind !== 'pglite') throw new BackupError(`${dumpFile} is a PostgreSQL backup: set DATABASE_URL to a new, empty database to restore it`);
  if (existsSync(options.dataDir) && readdirSync(options.dataDir).length > 0) {
    throw new BackupError(`Refusing to restore into ${options.dataDir}: the folder is not empty. Restore into a new folder (PGLITE_DIR or --to DIR) and switch to it`);
  }
  const handle = await openFolder(options.dataDir, new Blob([readFileSync(dumpFile)]));
  try {
    const checks = await readDatabaseChecks(handleQuery(handle), options.migrationsDir);
    return { manifest, target: options.dataDir, checks, problems: compareChecks(manifest.checks, checks) };
  } finally {
    await handle.close();
  }
}
