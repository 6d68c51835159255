/**
 * The real API (`src/main.ts`, or a built `api/dist/main.mjs`) in a child process on a free loopback
 * port, with its data in a folder of its own: for the benchmarks and the tests that must kill, restart
 * or replace the server.
 */
import { LENIENT_FRAUD_ENV } from '../config/fraud';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '../domains/cart/session';
import { resolveRepoRoot } from '../paths';
import { testDatabaseTemplate } from './db-template';

const HOST = '127.0.0.1';
const apiDir = () => join(resolveRepoRoot(), 'api');

export function freePort(host = HOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  base: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed (for error messages). */
  log(): string;
  /** Resolves with the signal or exit code once the process has ended. */
  exited(): Promise<NodeJS.Signals | number | null>;
  /** SIGTERM (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** Reuse a folder (a restart); default: a new temp folder, removed by `removeDataDir`. */
  dataDir?: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** A built entry (`<release>/api/dist/main.mjs`) run with plain node; default: `src/main.ts` through tsx. */
  script?: string;
}

export function newDataDir(prefix = 'shop-api-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the API as `pnpm start` does (NODE_ENV=production builds, SHOP_MODE=demo: the test payment
 * service and file mail) on PGlite in `dataDir` (or BENCH_DATABASE_URL via env) and waits for /healthz.
 * Pass `env: { SHOP_MODE: 'production', … }` for a production start (`runApiProcessToExit` for one
 * that is expected to refuse).
 */
function apiProcessEnv(dataDir: string, port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: '',
    PORT: String(port),
    HOST,
    // Its own runtime state (release copies, demo secrets): processes of files running side by side
    // must not share <repo>/.data.
    SHOP_DATA_DIR: dataDir,
    PGLITE_DIR: join(dataDir, 'pglite'),
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    NODE_ENV: 'production',
    SHOP_MODE: 'demo',
    // The demo's shared token (ADR 0038): a production start refuses one unless the test gives it on purpose.
    OPERATOR_TOKEN: 'api-process',
    DATABASE_URL: '',
    // Fraud screening with the test suites' generous limits (config/fraud.ts): a test may override them.
    ...LENIENT_FRAUD_ENV,
    ...env,
  };
  if (merged.SHOP_MODE === 'production' && !('OPERATOR_TOKEN' in env)) delete merged.OPERATOR_TOKEN;
  return merged;
}

/** `src/main.ts` (or a built `script`) in a child process whose output is collected (for error messages and assertions). */
function spawnApi(dataDir: string, port: number, env: Record<string, string> | undefined, script?: string) {
  const child = spawn(process.execPath, script ? [script] : ['--import', 'tsx', join(apiDir(), 'src', 'main.ts')], {
    cwd: apiDir(),
    env: apiProcessEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Runs the API with `env` until it exits by itself (a start that must be refused): its code and output. */
export async function runApiProcessToExit(env: Record<string, string>, timeoutMs = 60_000): Promise<{ code: number | null; output: string }> {
  const dataDir = newDataDir('shop-api-refused-');
  try {
    const { child, output } = spawnApi(dataDir, await freePort(), env);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    // 'close' (not 'exit'): all output has been read by then.
    const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
    clearTimeout(timer);
    return { code, output: output() };
  } finally {
    removeDataDir(dataDir);
  }
}

/**
 * In a Jest run, a new process's PGlite folder starts as a copy of the run's migrated and seeded
 * template (db-template.ts): the process finds nothing to migrate or seed and is up in a few seconds
 * instead of running initdb, every migration and the seed first. Not on PostgreSQL, not for a folder
 * that holds a database already (a restart), and not outside Jest (the benchmarks start from scratch).
 */
async function startFromTemplate(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const pgliteDir = env.PGLITE_DIR ?? join(dataDir, 'pglite');
  if (env.DATABASE_URL || existsSync(pgliteDir)) return;
  const template = testDatabaseTemplate();
  if (!template) return;
  // Loaded here only: the benchmarks start processes without loading the database driver.
  const { openDatabase } = await import('../db');
  const handle = await openDatabase({ dataDir: pgliteDir, loadDataDir: template });
  await handle.close();
}

export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? newDataDir();
  await startFromTemplate(dataDir, options.env);
  const port = options.port ?? (await freePort());
  const base = `http://${HOST}:${port}`;
  const { child, output } = spawnApi(dataDir, port, options.env, options.script);
  const exited = () =>
    new Promise<NodeJS.Signals | number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
      else child.once('exit', (code, signal) => resolve(signal ?? code));
    });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited();
    clearTimeout(force);
  };

  const end = Date.now() + (options.timeoutMs ?? 180_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}:\n${output().slice(-4000)}`);
    if (Date.now() > end) {
      child.kill('SIGKILL');
      throw new Error(`${base} did not become healthy:\n${output().slice(-4000)}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, port, dataDir, child, log: output, exited, stop };
}

/**
 * GraphQL over HTTP against a server in a child process, keeping the session cookie like a browser
 * (the crash tests). Answers are untyped.
 */
export function cookieClient(base: string) {
  let cookie = '';
  return async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const fresh = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (fresh) cookie = fresh.split(';')[0] as string;
    // biome-ignore lint/suspicious/noExplicitAny: untyped GraphQL answers of a test
    return (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
  };
}
