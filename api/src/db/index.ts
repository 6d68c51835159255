/**
 * Opens the database: a real PostgreSQL server through node-postgres when a URL is given
 * (`DATABASE_URL`), otherwise embedded PGlite in a folder (default `<repo>/.data/pglite`), or in
 * memory for tests. The rest of the code only sees `Database`, whatever the driver.
 */
import { withoutPassword } from '../security/redact';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Client as PgClient } from 'pg';
import { resolveRepoRoot, shopPaths } from '../paths';
import { DirLock, type LockInfo } from './dir-lock';
import { SESSION_OPTIONS, SESSION_SETTINGS_SQL } from './session-settings';
import { statementLogger } from './statement-log';
import { tracingActive } from '../observability/tracing';
import { tracedPgClient, tracedPglite } from '../observability/tracing-sql';
import * as schema from './schema';
import { log } from '../observability/log';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenDatabaseOptions {
  /** postgres:// URL; defaults to env DATABASE_URL unless `memory` or `dataDir` is given. */
  url?: string;
  /** PGlite folder; defaults to env PGLITE_DIR, else `<repo>/.data/pglite`. */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * PGlite starting from a dump (`DatabaseHandle.dumpDataDir`): in memory (e.g. a seeded template for
   * tests), or with `dataDir` written into that folder, which must hold no database yet (a restore).
   */
  loadDataDir?: Blob;
  /** Who holds the folder lock (shown to a second process that tries to open it). */
  role?: LockInfo['role'];
  env?: NodeJS.ProcessEnv;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Human-readable location for logs, without credentials. */
  location: string;
  /** The lock on the PGlite folder, when a folder is used. */
  lock?: DirLock;
  /**
   * Runs `fn` while holding a database-wide lock, so several API instances starting at once do not
   * migrate or seed concurrently (PostgreSQL advisory lock; PGlite has a single process anyway).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` after every committed change of public data (channel `public_data_changed`,
   * migration 0010), whichever process or tool made it, and whenever the listening connection was
   * lost or is back (changes may have been missed meanwhile). Resolves once listening; the function
   * it returns stops listening.
   */
  onPublicDataChange(onChange: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole database as a tarball, gzipped unless `compression` is 'none' (see
   * OpenDatabaseOptions.loadDataDir, which reads either); taken while no query runs.
   */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Postgres extensions PGlite must load before the migrations can `CREATE EXTENSION` them (on a
 * PostgreSQL server they come with the server package).
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Arbitrary constant identifying the "migrate and seed" advisory lock. */
const STARTUP_LOCK_KEY = 4_207_060;

/** The channel migration 0010's triggers notify on. */
export const PUBLIC_DATA_CHANNEL = 'public_data_changed';

/** How long a lost PostgreSQL listener waits before connecting again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * node-postgres and drizzle's driver for it, loaded on first use: only a PostgreSQL database
 * (DATABASE_URL) needs them, and importing them cost ~0.1–0.2 s of CPU in every process start and every
 * API test file on PGlite, the default.
 */
async function loadNodePostgres() {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  return { pg, drizzle };
}

/**
 * LISTEN on its own connection (a pooled one would be handed to queries), connected again when lost.
 */
async function listenOnPostgres(url: string, onChange: () => void): Promise<() => Promise<void>> {
  const { pg } = await loadNodePostgres();
  let current: PgClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const relistenLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(onChange, (error: Error) => {
        log.error({ err: error.message }, `[db] public data listener: ${error.message}; trying again in ${RELISTEN_DELAY_MS} ms`);
        relistenLater();
      });
    }, RELISTEN_DELAY_MS);
    retry.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    const lost = (reason: string) => {
      if (stopped || current !== client) return;
      current = undefined;
      log.error(`[db] public data listener lost (${reason}); listening again in ${RELISTEN_DELAY_MS} ms`);
      client.end().catch(() => undefined);
      onChange();
      relistenLater();
    };
    client.on('notification', (message) => {
      if (message.channel === PUBLIC_DATA_CHANNEL) onChange();
    });
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${PUBLIC_DATA_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    current = client;
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

async function listenOnPglite(client: PGlite, onChange: () => void): Promise<() => Promise<void>> {
  const unlisten = await client.listen(PUBLIC_DATA_CHANNEL, () => onChange());
  return async () => {
    if (!client.closed) await unlisten();
  };
}

const runDirectly = <T>(fn: () => Promise<T>): Promise<T> => fn();


/** A millisecond setting from the environment; 0 turns a timeout off. */
function numberSetting(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value?.trim() && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const env = options.env ?? process.env;
  const url = options.url ?? (options.memory || options.loadDataDir || options.dataDir ? undefined : env.DATABASE_URL || undefined);

  if (url) {
    const { pg, drizzle: drizzleNodePg } = await loadNodePostgres();
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(env.PG_POOL_MAX) || 10,
      // Session settings go in the startup packet: every connection has them before its first query.
      options: SESSION_OPTIONS,
      // A statement that runs away (a bad plan, a lock wait) fails instead of holding its connection
      // and its locks; a transaction left open by a stuck process is ended by the server.
      statement_timeout: numberSetting(env.PG_STATEMENT_TIMEOUT_MS, 30_000),
      idle_in_transaction_session_timeout: numberSetting(env.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
      // Off unless set: a deploy's migration step sets it (docs/operations.md), so a migration that
      // waits for a table's lock behind a long transaction gives up instead of queueing every
      // request on that table behind itself.
      lock_timeout: numberSetting(env.PG_LOCK_TIMEOUT_MS, 0),
      // Waiting longer for a free connection than this is an error, not a hung request.
      connectionTimeoutMillis: numberSetting(env.PG_CONNECT_TIMEOUT_MS, 10_000),
      // A span per statement while tracing is on (observability/tracing-sql.ts); pg's own client otherwise.
      ...(tracingActive() ? { Client: tracedPgClient(pg.Client) } : {}),
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => log.error({ err: error.message }, '[db] idle PostgreSQL client error'));
    const db = drizzleNodePg({ client: pool, schema, logger: statementLogger });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      location: withoutPassword(url, 'postgres (unparsable DATABASE_URL)'),
      withStartupLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      onPublicDataChange: (onChange) => listenOnPostgres(url, onChange),
      close: () => pool.end(),
    };
  }

  if (options.memory || (options.loadDataDir && !options.dataDir)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
    await client.exec(SESSION_SETTINGS_SQL);
    const db = drizzlePglite({ client: tracingActive() ? tracedPglite(client) : client, schema, logger: statementLogger });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: 'memory',
      withStartupLock: runDirectly,
      onPublicDataChange: (onChange) => listenOnPglite(client, onChange),
      dumpDataDir: async (compression = 'gzip') => (await client.dumpDataDir(compression)) as Blob,
      close: async () => {
        if (!client.closed) await client.close();
      },
    };
  }

  const dataDir = options.dataDir ?? shopPaths(resolveRepoRoot(undefined, env), env).pgliteDir;
  mkdirSync(dataDir, { recursive: true });
  const lock = DirLock.acquire(dataDir, options.role ?? 'server');
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
    await client.exec(SESSION_SETTINGS_SQL);
    const db = drizzlePglite({ client: tracingActive() ? tracedPglite(client) : client, schema, logger: statementLogger });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      location: dataDir,
      lock,
      withStartupLock: runDirectly,
      onPublicDataChange: (onChange) => listenOnPglite(client, onChange),
      dumpDataDir: async (compression = 'gzip') => (await client.dumpDataDir(compression)) as Blob,
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

export { schema };
