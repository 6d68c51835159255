#!/usr/bin/env node
// `pnpm start`: serves the built shop on PORT (default 3000), and says what it does on the way, each
// step with its time:
//   1. dependencies: node_modules against pnpm-lock.yaml (`pnpm install --frozen-lockfile` when they
//      differ or are missing);
//   2. builds: the API, the shell and each remote that is not built or older than its sources, as
//      many at once as the machine allows (os.availableParallelism(), memory), heaviest first; each
//      build's output goes to .data/build-logs/<package>.log and is shown when it fails;
//   3. the database: the server migrates it when a migration is pending and seeds it when empty;
//   4. the URL, printed only once the server answers /readyz (migrated, database reachable).
// `pnpm start --no-rebuild` builds only what is missing (serves builds older than their sources as
// they are); `pnpm start --dry-run` prints the plan and runs nothing. START_BUILD_CONCURRENCY sets
// the builds at once, START_WAIT_SECONDS the wait for the server (default 180).
// It runs the DEMO (SHOP_MODE=demo, ADR 0009): test payment service, mail in files. Production is
// `SHOP_MODE=production node api/dist/main.mjs` with its settings (README "Production").
// Ctrl-C (SIGINT) and SIGTERM reach the server (and running builds), which shuts down cleanly.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildConcurrency,
  buildTargets,
  dependencyState,
  formatDuration,
  inspectTargets,
  planBuilds,
  readOrNull,
  runPool,
  waitUntilAnswering,
} from './start-plan.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const dryRun = args.has('--dry-run');
const rebuildChanged = !args.has('--no-rebuild');
const port = process.env.PORT ?? '3000';
const STEPS = 4;
const startedAt = Date.now();
const log = (text) => console.log(`[start] ${text}`);
const since = (t) => formatDuration(Date.now() - t);

/** Child processes running now (install, builds, the server): a signal is passed on to them. */
const children = new Set();
let stopSignal = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopSignal) return;
    stopSignal = signal;
    if (children.size === 0) process.exit(signal === 'SIGINT' ? 130 : 143);
    log(`${signal}: stopping ${[...children].map((c) => c.label).join(', ')}`);
    for (const child of children) child.kill(signal);
  });
}

function track(child, label) {
  child.label = label;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Runs a command to its end; resolves with its exit code (a signal counts as failure). */
function run(command, argv, { cwd = root, label, logFile } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? createWriteStream(logFile) : null;
    const child = track(spawn(command, argv, { cwd, stdio: out ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } }), label);
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    let ended = false;
    const end = (code) => {
      if (ended) return;
      ended = true;
      if (out) out.end(() => resolve(code ?? 1));
      else resolve(code ?? 1);
    };
    child.on('error', (error) => {
      if (out) out.write(`\n${error.message}\n`);
      else console.error(error.message);
      end(1);
    });
    child.on('close', end);
  });
}

function stopIfSignalled() {
  if (stopSignal) process.exit(stopSignal === 'SIGINT' ? 130 : 143);
}

// ---- 1. dependencies ----
let t = Date.now();
const deps = dependencyState({
  nodeModules: existsSync(join(root, 'node_modules')),
  installedLock: readOrNull(join(root, 'node_modules/.pnpm/lock.yaml')),
  lockfile: readOrNull(join(root, 'pnpm-lock.yaml')),
});
if (deps.ok) {
  log(`1/${STEPS} dependencies ok: ${deps.reason} (${since(t)})`);
} else if (dryRun) {
  log(`1/${STEPS} dependencies: ${deps.reason}: would run pnpm install --frozen-lockfile`);
} else {
  log(`1/${STEPS} dependencies: ${deps.reason}: running pnpm install --frozen-lockfile (the lockfile stays as it is)`);
  const code = await run('pnpm', ['install', '--frozen-lockfile'], { label: 'pnpm install' });
  stopIfSignalled();
  if (code !== 0) {
    log(`pnpm install --frozen-lockfile failed (exit ${code}) after ${since(t)}: see its output above, then run \`pnpm install\` and \`pnpm start\` again`);
    process.exit(code);
  }
  log(`1/${STEPS} dependencies installed in ${since(t)}`);
}

// ---- 2. builds ----
t = Date.now();
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')));
const plan = planBuilds(inspectTargets(root, buildTargets(remotes)), { rebuildChanged });
if (plan.length === 0) {
  log(`2/${STEPS} builds up to date: api, shell, ${remotes.join(', ')} (${since(t)})`);
} else {
  const concurrency = buildConcurrency({ cpus: availableParallelism(), totalMemory: totalmem(), builds: plan.length, override: process.env.START_BUILD_CONCURRENCY });
  log(`2/${STEPS} building ${plan.map((b) => b.name).join(', ')} (${concurrency} at a time on ${availableParallelism()} cores):`);
  for (const build of plan) log(`  ${build.name}: ${build.reason}`);
  if (!rebuildChanged) log('  (--no-rebuild: builds older than their sources are served as they are)');
  if (dryRun) {
    log('--dry-run: nothing run');
    process.exit(0);
  }
  const logDir = join(root, '.data/build-logs');
  mkdirSync(logDir, { recursive: true });
  const results = await runPool(plan, concurrency, async (build) => {
    if (stopSignal) return false;
    const began = Date.now();
    const logFile = join(logDir, `${build.name}.log`);
    log(`  started ${build.name}`);
    const code = await run('pnpm', ['run', 'build'], { cwd: join(root, build.dir), label: `build of ${build.name}`, logFile });
    if (code === 0) {
      log(`  built ${build.name} in ${since(began)}`);
      return true;
    }
    if (stopSignal) return false;
    const lines = (readOrNull(logFile) ?? '').trimEnd().split('\n');
    log(`  build of ${build.name} FAILED (exit ${code}) after ${since(began)}; the end of ${relative(root, logFile)}:`);
    console.log(lines.slice(-40).join('\n'));
    return false;
  });
  stopIfSignalled();
  const failed = results.filter((r) => r.ok === false).map((r) => r.name);
  if (failed.length > 0) {
    const skipped = results.filter((r) => r.ok === null).map((r) => r.name);
    log(`builds failed: ${failed.join(', ')}${skipped.length ? ` (not started: ${skipped.join(', ')})` : ''}. Fix them, or run \`pnpm --filter @shop/<package> build\` to see one build's output.`);
    process.exit(1);
  }
  log(`2/${STEPS} builds done in ${since(t)}`);
}
if (dryRun) {
  log('--dry-run: nothing run');
  process.exit(0);
}

// ---- 3. and 4. the server: database, then the URL once it answers ----
const host = (() => {
  const configured = process.env.HOST?.trim();
  return !configured || configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured;
})();
const readyz = `http://${host.includes(':') ? `[${host}]` : host}:${port}/readyz`;
const answers = async () => {
  try {
    return (await fetch(readyz, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};
// Another server on the port would answer for ours (which then fails to listen).
if (await answers()) {
  log(`something already answers on ${readyz} (another \`pnpm start\`?): stop it, or choose another port with PORT=<port>`);
  process.exit(1);
}

t = Date.now();
/** A path as the reader finds it: inside the checkout relative to it, elsewhere whole. */
const shown = (path) => (relative(root, path).startsWith('..') ? path : relative(root, path));
const dataDir = process.env.SHOP_DATA_DIR ? resolve(process.env.SHOP_DATA_DIR) : join(root, '.data');
const database = process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${shown(process.env.PGLITE_DIR ? resolve(process.env.PGLITE_DIR) : join(dataDir, 'pglite'))}`;
log(
  `3/${STEPS} starting the server: it opens the database (${database}), migrates it when a migration is pending, seeds it when empty, and registers the local builds (its lines are JSON, their messages start with [api])`,
);
let exitCode = null;
const server = track(
  spawn('node', [join(root, 'api/dist/main.mjs')], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: port,
      // The production build of the code, run as the demo.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      SHOP_MODE: 'demo',
    },
  }),
  'the server',
);
// 'close', not 'exit': its last lines are through by then.
server.on('close', (code, signal) => {
  exitCode = code ?? (signal === 'SIGINT' ? 130 : 143);
});
/** A server line's message: its log lines are JSON with `msg` (api/src/observability/log.ts, ADR 0061). */
function messageOf(line) {
  if (!line.startsWith('{')) return line;
  try {
    const parsed = JSON.parse(line);
    return typeof parsed.msg === 'string' ? parsed.msg : line;
  } catch {
    return line;
  }
}
// The server's lines pass through as they are; the one that says the database is ready is timed.
let databaseSeen = false;
for (const [stream, target] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  let pending = '';
  stream.on('data', (chunk) => {
    target.write(chunk);
    if (databaseSeen) return;
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const message = messageOf(line);
      if (message.startsWith('[api] database:')) {
        databaseSeen = true;
        log(`3/${STEPS} database ready after ${since(t)}${message.endsWith(', seeded') ? ' (created and seeded: a first start)' : ''}`);
      }
    }
  });
}

const waitSeconds = Number(process.env.START_WAIT_SECONDS) > 0 ? Number(process.env.START_WAIT_SECONDS) : 180;
const waited = await waitUntilAnswering({
  probe: answers,
  exited: () => exitCode !== null || stopSignal !== null,
  timeoutMs: waitSeconds * 1000,
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  onWaiting: (ms) => log(`  waiting for the server to answer ${readyz} (${formatDuration(ms)})`),
});
if (!waited.ok) {
  if (stopSignal) {
    await new Promise((r) => (exitCode !== null ? r() : server.on('close', r)));
    process.exit(exitCode ?? 130);
  }
  if (waited.why === 'exited') {
    log(`the server exited (code ${exitCode}) after ${formatDuration(waited.afterMs)} before it answered: its lines above say why`);
    process.exit(exitCode || 1);
  }
  log(`the server did not answer ${readyz} within ${waitSeconds} s (START_WAIT_SECONDS): stopping it`);
  server.kill('SIGTERM');
  await Promise.race([new Promise((r) => (exitCode !== null ? r() : server.on('close', r))), new Promise((r) => setTimeout(r, 15_000).unref())]);
  process.exit(1);
}

log(
  `4/${STEPS} server answering after ${formatDuration(waited.afterMs)}: http://localhost:${port}/ (German storefront), http://cb.localhost:${port}/ (Dutch storefront); the whole start took ${since(startedAt)}`,
);
console.log(
  [
    `[start] this is the DEMO: payments go to the embedded test payment service, mails are written to ${shown(process.env.MAIL_OUTBOX_DIR ? resolve(process.env.MAIL_OUTBOX_DIR) : join(dataDir, 'outbox'))} and`,
    `[start] shown on http://localhost:${port}/dev/outbox (both answer on this machine only). Not for real customers:`,
    '[start] production is SHOP_MODE=production with a payment provider, SMTP_URL and secrets (see README).',
    '[start] Ctrl-C stops the server.',
  ].join('\n'),
);
if (exitCode === null) await new Promise((r) => server.on('close', r));
process.exit(exitCode ?? 0);
