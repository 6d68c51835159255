/**
 * A throwaway PostgreSQL server (Debian's initdb/pg_ctl, 15 here) in a temp folder on a free port,
 * for the tests that must run on the database production runs: concurrency (PGlite runs one
 * transaction at a time and hides every race) and SQL differences. Run as the `postgres` user when
 * root (initdb refuses root). `postgresAvailable()` says whether the binaries are here; suites skip
 * loudly without them.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db';
import { migrateDatabase } from '../db/migrate';
import { ensureSeeded } from '../db/seed';
import { shopPaths } from '../paths';
import { freePort } from './api-process';
import { repoRoot } from './test-server';

function findBinary(name: string): string | undefined {
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

/** Why PostgreSQL tests cannot run here, or null when they can. */
export function postgresUnavailableReason(): string | null {
  if (!initdb || !pgCtl) return 'initdb not found';
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
function runAsServerUser(file: string, args: string[]): string {
  const asRoot = process.getuid?.() === 0;
  const [cmd, cmdArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

export interface PostgresServer {
  url: string;
  dataDir: string;
  /** A new pool on the server (the caller closes it). */
  open(options?: { poolMax?: number }): Promise<DatabaseHandle>;
  /** Opens, migrates and seeds (once per server; later calls only open). */
  openPrepared(options?: { poolMax?: number }): Promise<DatabaseHandle>;
  stop(): void;
}

export async function startPostgresServer(): Promise<PostgresServer> {
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
    `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    '-w',
    'start',
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let stopped = false;
  let prepared = false;
  const open = ({ poolMax }: { poolMax?: number } = {}) =>
    openDatabase({ url, env: { ...process.env, PG_POOL_MAX: String(poolMax ?? 10) } });
  return {
    url,
    dataDir,
    open,
    async openPrepared(options) {
      const handle = await open(options);
      if (!prepared) {
        await handle.withStartupLock(async () => {
          await migrateDatabase(handle, shopPaths(repoRoot()).migrationsDir);
          await ensureSeeded(handle.db);
        });
        prepared = true;
      }
      return handle;
    },
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
