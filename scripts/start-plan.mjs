// What `pnpm start` (scripts/start.mjs) decides before it runs anything: whether the installed
// dependencies match the lockfile, what to build and in which order, how many builds run at once,
// and when the server answers. The decisions are pure functions (scripts/start-plan.test.mjs); the
// file-system look-ups that feed them are at the end.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The installed dependencies against the lockfile. pnpm keeps a copy of the lockfile it installed
 * from in node_modules/.pnpm/lock.yaml: the same text means node_modules is what pnpm-lock.yaml
 * says; another text (a pull that changed the lockfile) or none (a fresh clone) means an install.
 * @param {{ nodeModules: boolean, installedLock: string | null, lockfile: string | null }} state
 * @returns {{ ok: boolean, reason: string }}
 */
export function dependencyState({ nodeModules, installedLock, lockfile }) {
  if (!nodeModules) return { ok: false, reason: 'node_modules is missing (a fresh clone)' };
  if (installedLock === null) return { ok: false, reason: 'node_modules was not installed by pnpm (no node_modules/.pnpm/lock.yaml)' };
  if (lockfile !== null && installedLock !== lockfile) return { ok: false, reason: 'node_modules does not match pnpm-lock.yaml (the lockfile changed since the last install)' };
  return { ok: true, reason: 'node_modules matches pnpm-lock.yaml' };
}

/**
 * The builds `pnpm start` may run. None needs another's output: the shell is a host built with no
 * remotes (it registers them at runtime, from the server's storefront config), the generated GraphQL
 * code is committed (`pnpm codegen`), and @shop/shared has no build (its TypeScript is bundled into
 * each package). So any order is correct, and the plan only orders them for speed. `after` still
 * says it, should a build ever need another's output.
 * `sources`: what the build reads (test files aside); a build older than any of them is stale.
 * `tool`: esbuild takes seconds, webpack (a browser and a server build each) tens of seconds.
 * @typedef {{ name: string, dir: string, output: string, tool: 'esbuild' | 'webpack', sources: string[], after?: string[] }} BuildTarget
 */

const SHARED_FOR_BUNDLES = ['shared/src', 'shared/package.json'];

/**
 * @param {string[]} remotes the remotes' folders (mf-*)
 * @returns {BuildTarget[]}
 */
export function buildTargets(remotes) {
  const webpack = (dir, output) => ({
    name: dir,
    dir,
    output,
    tool: 'webpack',
    sources: [`${dir}/src`, `${dir}/package.json`, `${dir}/webpack.config.cjs`, ...SHARED_FOR_BUNDLES, 'shared/build'],
  });
  return [
    { name: 'api', dir: 'api', output: 'api/dist/main.mjs', tool: 'esbuild', sources: ['api/src', 'api/build.mjs', 'api/package.json', ...SHARED_FOR_BUNDLES] },
    webpack('shell', 'shell/dist/index.html'),
    ...[...remotes].sort().map((remote) => webpack(remote, `${remote}/dist/mf-manifest.json`)),
  ];
}

/**
 * Which builds to run, and why, heaviest first (with builds running side by side, starting the long
 * ones first ends the soonest; the API's esbuild bundle fills a gap at the end), never before a build
 * it comes `after`.
 * @param {Array<BuildTarget & { builtAt: number | null, newestSource: { file: string, mtimeMs: number } | null, sourceBytes: number }>} targets
 * @param {{ rebuildChanged: boolean }} options rebuildChanged: also rebuild what is older than its sources
 * @returns {Array<{ name: string, dir: string, reason: string, after: string[] }>}
 */
export function planBuilds(targets, { rebuildChanged }) {
  const chosen = [];
  for (const target of targets) {
    let reason = null;
    if (target.builtAt === null) reason = 'not built';
    else if (rebuildChanged && target.newestSource && target.newestSource.mtimeMs > target.builtAt) reason = `${target.newestSource.file} changed since its build`;
    if (reason) chosen.push({ target, reason });
  }
  const weight = ({ target }) => target.sourceBytes * (target.tool === 'esbuild' ? 0.05 : 1);
  chosen.sort((a, b) => weight(b) - weight(a) || a.target.name.localeCompare(b.target.name));
  // Anything a chosen build comes after and that is itself chosen goes first (a stable topological order).
  const names = new Set(chosen.map(({ target }) => target.name));
  const ordered = [];
  const placed = new Set();
  const place = (entry, path) => {
    if (placed.has(entry.target.name)) return;
    if (path.includes(entry.target.name)) throw new Error(`build order cycle: ${[...path, entry.target.name].join(' → ')}`);
    for (const before of entry.target.after ?? []) {
      if (names.has(before)) place(chosen.find(({ target }) => target.name === before), [...path, entry.target.name]);
    }
    placed.add(entry.target.name);
    ordered.push({ name: entry.target.name, dir: entry.target.dir, reason: entry.reason, after: (entry.target.after ?? []).filter((n) => names.has(n)) });
  };
  for (const entry of chosen) place(entry, []);
  return ordered;
}

/** One webpack build holds about a gigabyte at its peak; more at once than memory allows only swaps. */
const MEMORY_PER_BUILD = 1.5 * 1024 ** 3;

/**
 * How many builds run at once: one per core the process may use (os.availableParallelism()), as
 * many as memory allows, never more than there are builds; START_BUILD_CONCURRENCY overrides.
 * @param {{ cpus: number, totalMemory: number, builds: number, override?: string }} machine
 */
export function buildConcurrency({ cpus, totalMemory, builds, override }) {
  const asked = Number(override);
  const fits = Number.isInteger(asked) && asked > 0 ? asked : Math.min(cpus, Math.floor(totalMemory / MEMORY_PER_BUILD));
  return Math.max(1, Math.min(fits, builds));
}

/**
 * Runs `work(item)` for every item, at most `concurrency` at a time, in the plan's order; an item
 * starts only when those it comes `after` succeeded. After a failure nothing new starts (the running
 * ones end). Resolves with each item's outcome.
 * @template T
 * @param {Array<T & { name: string, after?: string[] }>} items
 * @param {number} concurrency
 * @param {(item: T) => Promise<boolean>} work resolves true on success
 * @returns {Promise<Array<{ name: string, ok: boolean | null }>>} ok null: not started
 */
export function runPool(items, concurrency, work) {
  return new Promise((resolve) => {
    const outcome = new Map(items.map((item) => [item.name, null]));
    const waiting = [...items];
    let running = 0;
    let failed = false;
    const finish = () => resolve(items.map((item) => ({ name: item.name, ok: outcome.get(item.name) })));
    const next = () => {
      if (!failed) {
        while (running < concurrency) {
          const index = waiting.findIndex((item) => (item.after ?? []).every((name) => !outcome.has(name) || outcome.get(name) === true));
          if (index < 0) break;
          const [item] = waiting.splice(index, 1);
          running += 1;
          Promise.resolve()
            .then(() => work(item))
            .catch(() => false)
            .then((ok) => {
              outcome.set(item.name, ok === true);
              if (ok !== true) failed = true;
              running -= 1;
              next();
            });
        }
      }
      if (running === 0) finish();
    };
    next();
  });
}

/**
 * Waits until the server answers `probe()` with true, at most `timeoutMs`; gives up at once when the
 * server process ended. `sleep` and `now` are the clock (a test passes its own).
 * @returns {Promise<{ ok: true, afterMs: number } | { ok: false, afterMs: number, why: 'exited' | 'timeout' }>}
 */
export async function waitUntilAnswering({ probe, exited, timeoutMs, intervalMs = 250, sleep, now = Date.now, onWaiting }) {
  const started = now();
  let reported = started;
  for (;;) {
    if (exited()) return { ok: false, afterMs: now() - started, why: 'exited' };
    if (await probe()) return { ok: true, afterMs: now() - started };
    if (exited()) return { ok: false, afterMs: now() - started, why: 'exited' };
    if (now() - started >= timeoutMs) return { ok: false, afterMs: now() - started, why: 'timeout' };
    if (onWaiting && now() - reported >= 15_000) {
      reported = now();
      onWaiting(reported - started);
    }
    await sleep(intervalMs);
  }
}

/** "0.4 s", "38.2 s", "2 min 05 s". */
export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return s === 60 ? `${m + 1} min 00 s` : `${m} min ${String(s).padStart(2, '0')} s`;
}

// ---- Look-ups on disk (not pure) ----

const TEST_FILE = /\.test\.[cm]?[jt]sx?$|[\\/]__snapshots__[\\/]/;

/** The newest file (by mtime) under `paths` and their bytes, test files aside. */
export function scanSources(root, paths, cache = new Map()) {
  let newest = null;
  let bytes = 0;
  for (const path of paths) {
    if (!cache.has(path)) cache.set(path, scanOne(root, path));
    const found = cache.get(path);
    bytes += found.bytes;
    if (found.newest && (!newest || found.newest.mtimeMs > newest.mtimeMs)) newest = found.newest;
  }
  return { newest, bytes };
}

function scanOne(root, path) {
  const result = { newest: null, bytes: 0 };
  const visit = (full) => {
    let stat;
    try {
      stat = statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of readdirSync(full)) if (name !== 'node_modules' && name !== 'dist') visit(join(full, name));
      return;
    }
    if (TEST_FILE.test(full)) return;
    result.bytes += stat.size;
    if (!result.newest || stat.mtimeMs > result.newest.mtimeMs) result.newest = { file: relative(root, full), mtimeMs: stat.mtimeMs };
  };
  visit(join(root, path));
  return result;
}

/** Each target with when it was built (its output's mtime, null when absent) and its sources' newest file. */
export function inspectTargets(root, targets) {
  const cache = new Map();
  return targets.map((target) => {
    let builtAt = null;
    try {
      builtAt = statSync(join(root, target.output)).mtimeMs;
    } catch {}
    const { newest, bytes } = scanSources(root, target.sources, cache);
    return { ...target, builtAt, newestSource: newest, sourceBytes: bytes };
  });
}

/** The text of a file, or null when it is absent. */
export function readOrNull(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
