/**
 * PostgreSQL for the tests that must run on the database production runs: concurrency (PGlite runs
 * one transaction at a time and hides every race) and SQL differences.
 *
 * One throwaway server (Debian's initdb/pg_ctl, 15 here) per Jest run, started by the global setup in
 * a temp folder on a free port, run as the `postgres` user when root (initdb refuses root). It holds a
 * migrated and seeded template database; each suite gets a database of its own on that server
 * (`CREATE DATABASE … TEMPLATE`, a file copy of a few hundred milliseconds instead of an initdb, a
 * start, migrations and a seed of several seconds per file). Outside Jest's global setup (a single
 * file run by hand with its own environment) a suite starts a server of its own, as before.
 * `postgresUnavailableReason()` says whether the binaries are here; suites skip loudly without them.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateDatabase } from '../db/migrate';
import { ensureSeeded } from '../db/seed';
import { shopPaths } from '../paths';
import { freePort } from './api-process';
import { repoRoot } from './test-server';

/** A PostgreSQL server binary: /usr/local/bin, /usr/bin, else the newest Debian install's. */
export function findBinary(name: string): string | undefined {
  const candidates = [`/usr/local/bin/${name}`, `/usr/bin/${name}`];
  try {
    const versions = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null || true']).toString();
    for (const dir of versions.split('\n').filter(Boolean).reverse()) candidates.push(join(dir, name));
  } catch {
    /* no Debian layout */
  }
  return candidates.find((path) => existsSync(path));
}

function hasPostgresUser(): boolean {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const initdb = findBinary('initdb');
const pgCtl = findBinary('pg_ctl');
const psql = findBinary('psql');

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  if (!initdb || !pgCtl || !psql) return 'initdb, pg_ctl or psql not found';
  if (process.getuid?.() === 0 && !hasPostgresUser()) return 'running as root and there is no postgres user to run initdb';
  return null;
}

/** describe or describe.skip, with a loud banner when skipping. */
export function describeOnPostgres(what: string): jest.Describe {
  const reason = postgresUnavailableReason();
  if (reason) {
    console.warn(
      `\n${'!'.repeat(78)}\n!! SKIPPING the PostgreSQL tests (${what}): ${reason}\n` +
        `!! Install the server (Debian: apt-get install postgresql) to run them.\n${'!'.repeat(78)}\n`,
    );
    return describe.skip;
  }
  return describe;
}

/** initdb refuses to run as root: run the server binaries as the postgres user then. */
export function runAsServerUser(file: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** The environment variable through which the global setup hands its server to the test files. */
export const TEST_POSTGRES_ENV = 'SHOP_TEST_POSTGRES';
/** The migrated and seeded database every suite's database is copied from. */
const TEMPLATE_DATABASE = 'shop_template';

interface SharedServer {
  /** `postgres://postgres@127.0.0.1:<port>` (no database). */
  base: string;
  dataDir: string;
}

export interface PostgresServer {
  /** The suite's own database. */
  url: string;
  dataDir: string;
  /** A new pool on the suite's database (the caller closes it); empty unless openPrepared made it. */
  open(options?: { poolMax?: number }): Promise<DatabaseHandle>;
  /** Opens the database migrated and seeded (a copy of the run's template; later calls only open). */
  openPrepared(options?: { poolMax?: number }): Promise<DatabaseHandle>;
  /** Drops the suite's database (and stops the server when the suite started its own). */
  stop(): void;
}

/** A server of its own in a temp folder; `stop` stops it and removes the folder. */
async function startThrowawayServer(): Promise<SharedServer & { stop(): void }> {
  const reason = postgresUnavailableReason();
  if (reason) throw new Error(`PostgreSQL is not available: ${reason}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  runAsServerUser(initdb as string, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  runAsServerUser(pgCtl as string, [
    '-D',
    dataDir,
    '-l',
    join(dataDir, 'server.log'),
    '-o',
    // Suites run side by side on one server: each has pools and API processes of its own.
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=500 -c fsync=off`,
    '-w',
    'start',
  ]);
  let stopped = false;
  return {
    base: `postgres://postgres@127.0.0.1:${port}`,
    dataDir,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAsServerUser(pgCtl as string, ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs one SQL statement as the server's superuser (psql, synchronously: `stop` is synchronous). */
function adminSql(server: SharedServer, statement: string): void {
  execFileSync(psql as string, [`${server.base}/postgres`, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], { stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs an SQL file with psql (`-v name=value` for each variable), stopping at its first error; returns psql's output. */
export function psqlFile(url: string, file: string, variables: Record<string, string> = {}): string {
  const vars = Object.entries(variables).flatMap(([name, value]) => ['-v', `${name}=${value}`]);
  return execFileSync(psql as string, [url, '-v', 'ON_ERROR_STOP=1', '-q', ...vars, '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

const openOn = (url: string, poolMax = 10) => openDatabase({ url, env: { ...process.env, PG_POOL_MAX: String(poolMax) } });

/**
 * Jest's global setup: starts the run's server with its template database. Returns the server's stop
 * (for the global teardown), or undefined when PostgreSQL is not available here.
 */
export async function startSharedPostgresServer(): Promise<(() => void) | undefined> {
  if (postgresUnavailableReason()) return undefined;
  const server = await startThrowawayServer();
  try {
    adminSql(server, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
    const handle = await openOn(`${server.base}/${TEMPLATE_DATABASE}`, 2);
    try {
      await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
      await ensureSeeded(handle.db);
    } finally {
      await handle.close();
    }
  } catch (error) {
    server.stop();
    throw error;
  }
  process.env[TEST_POSTGRES_ENV] = JSON.stringify({ base: server.base, dataDir: server.dataDir } satisfies SharedServer);
  return () => server.stop();
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const handedOver = process.env[TEST_POSTGRES_ENV];
  const own = handedOver ? undefined : await startThrowawayServer();
  const server: SharedServer = own ?? (JSON.parse(handedOver as string) as SharedServer);
  // Unique across the run's workers and the suites of one worker.
  const database = `shop_${process.pid}_${randomBytes(6).toString('hex')}`;
  const url = `${server.base}/${database}`;
  let created: 'no' | 'empty' | 'prepared' = 'no';
  let stopped = false;
  return {
    url,
    dataDir: server.dataDir,
    async open({ poolMax }: { poolMax?: number } = {}) {
      if (created === 'no') {
        adminSql(server, `CREATE DATABASE ${database} TEMPLATE template0`);
        created = 'empty';
      }
      return openOn(url, poolMax);
    },
    async openPrepared({ poolMax }: { poolMax?: number } = {}) {
      if (created === 'no') {
        adminSql(server, `CREATE DATABASE ${database} TEMPLATE ${own ? 'template0' : TEMPLATE_DATABASE}`);
        created = own ? 'empty' : 'prepared';
      }
      const handle = await openOn(url, poolMax);
      if (created === 'empty') {
        await handle.withStartupLock(async () => {
          await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
          await ensureSeeded(handle.db);
        });
        created = 'prepared';
      }
      return handle;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (own) return own.stop();
      if (created === 'no') return;
      try {
        adminSql(server, `DROP DATABASE IF EXISTS ${database}`);
      } catch {
        // Still in use (a hook that timed out is still seeding, a pool left open): ending those
        // connections would crash the worker with an unhandled 'error' and hide the real failure. The
        // database goes with the server at the end of the run.
      }
    },
  };
}
