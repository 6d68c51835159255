/**
 * The health of releases for operators (issue 19 part 2, ADR 0029), one service for the console, the
 * GraphQL operator API and the CLI:
 *
 * - files: the release's mf-manifest.json and the remote entry it names exist and parse (a folder
 *   release: read from disk; a CDN release: fetched with a 2 s timeout). Remembered for a minute in
 *   this process, checked a few at a time, and a page never waits more than a few seconds for them
 *   (what is not known yet says so, and is known at the next load);
 * - contract: the release's stored declaration against the contract this server's shell provides;
 * - per storefront: the error rate of the last hour (failed page loads of all page loads, from signed
 *   browser reports and the server's own render failures; from how many browsers) and the latest
 *   fallback with its reason.
 *
 * And what the server renderer reports itself: `recordServerRenderFailure` (ADR 0037).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, isAbsolute } from 'node:path';
import { and, desc, inArray } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFallbacks } from '../db/health-schema';
import type { RemoteReleaseRow } from '../db/schema';
import { type ErrorEntry, payloadOrErrors } from '../errors';
import { addToCounters } from './load-counts';
import { providedContract, releaseProblems } from './declarations';
import { type FallbackModel, failureFigures } from './fallback';
import { type OperatorDeps, listStorefrontRemotes } from './operations';
import { type RegistryOptions, listReleases, manifestUrlFor, resolveSourceDir } from './registry';
import { type RemoteName, isRemoteName } from './remote-names';
import { log } from '../observability/log';

export type CheckState = 'ok' | 'failed' | 'pending';

export interface CheckResult {
  state: CheckState;
  /** Why it failed, or what is still being checked; null when ok. */
  problem: string | null;
}

export interface ReleaseHealthModel {
  remote: string;
  version: string;
  manifest: CheckResult;
  entry: CheckResult;
  contract: CheckResult;
}

export interface ErrorRateModel {
  failures: number;
  /** Page loads (each signed report's page once, failed ones included; server render failures too). */
  loads: number;
  /** Distinct browsers that reported a failure. */
  clients: number;
}

const FETCH_TIMEOUT_MS = 2_000;
const CACHE_MS = 60_000;
const MAX_CACHED = 500;
const CONCURRENCY = 4;
/** A page waits at most this long for file checks; the rest shows as pending. */
const PAGE_DEADLINE_MS = 3_000;

interface FileChecks {
  manifest: CheckResult;
  entry: CheckResult;
}

const OK: CheckResult = { state: 'ok', problem: null };
const failed = (problem: string): CheckResult => ({ state: 'failed', problem });
const PENDING: FileChecks = {
  manifest: { state: 'pending', problem: 'still being checked' },
  entry: { state: 'pending', problem: 'still being checked' },
};

/** The remote entry a manifest names (Module Federation 2: metaData.remoteEntry {path, name}), or a problem. */
export function manifestEntry(manifest: unknown): { path: string } | { problem: string } {
  const entry = (manifest as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } } | null)?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string' || !entry.name) return { problem: 'the manifest names no remote entry (metaData.remoteEntry)' };
  const dir = typeof entry.path === 'string' ? entry.path.replace(/^\/+|\/+$/g, '') : '';
  return { path: dir ? `${dir}/${entry.name}` : entry.name };
}

function checkFolder(root: string, release: RemoteReleaseRow): FileChecks {
  const dir = resolveSourceDir(root, release.sourceDir ?? '');
  const manifestFile = join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { manifest: failed(`${manifestFile} is missing`), entry: failed('no manifest') };
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    return { manifest: failed('mf-manifest.json is not JSON'), entry: failed('no manifest') };
  }
  const entry = manifestEntry(manifest);
  if ('problem' in entry) return { manifest: OK, entry: failed(entry.problem) };
  const file = resolve(dir, entry.path);
  const inside = relative(dir, file);
  // The manifest's text decides the path: it may not lead out of the release's folder.
  if (!inside || inside.startsWith('..') || isAbsolute(inside)) return { manifest: OK, entry: failed(`the remote entry ${entry.path} lies outside the release`) };
  return { manifest: OK, entry: existsSync(file) ? OK : failed(`the remote entry ${entry.path} is missing`) };
}

async function fetchCheck(url: string, method: 'GET' | 'HEAD'): Promise<{ ok: true; text: string } | { ok: false; problem: string }> {
  try {
    // No redirects: an operator named this host, not whatever it points on to.
    const response = await fetch(url, { method, redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, problem: `${url} answered HTTP ${response.status}` };
    }
    return { ok: true, text: method === 'GET' ? await response.text() : '' };
  } catch (error) {
    const name = (error as Error).name;
    return { ok: false, problem: `${url}: ${name === 'TimeoutError' ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s` : 'unreachable'}` };
  }
}

async function checkCdn(release: RemoteReleaseRow, registry: RegistryOptions): Promise<FileChecks> {
  const manifestUrl = manifestUrlFor(release, registry);
  const got = await fetchCheck(manifestUrl, 'GET');
  if (!got.ok) return { manifest: failed(got.problem), entry: failed('no manifest') };
  let manifest: unknown;
  try {
    manifest = JSON.parse(got.text);
  } catch {
    return { manifest: failed(`${manifestUrl} is not JSON`), entry: failed('no manifest') };
  }
  const entry = manifestEntry(manifest);
  if ('problem' in entry) return { manifest: OK, entry: failed(entry.problem) };
  const entryUrl = new URL(entry.path, manifestUrl).toString();
  const head = await fetchCheck(entryUrl, 'HEAD');
  return { manifest: OK, entry: head.ok ? OK : failed(head.problem) };
}

/** Remembers file checks for a minute and runs at most CONCURRENCY at once (per process). */
export function createFileChecker(options: { root: string; registry: RegistryOptions; now?: () => number }) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { result: FileChecks; expires: number }>();
  const running = new Map<string, Promise<FileChecks>>();
  const queue: Array<() => void> = [];
  let active = 0;

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= CONCURRENCY) await new Promise<void>((resume) => queue.push(resume));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      queue.shift()?.();
    }
  }

  function check(release: RemoteReleaseRow): Promise<FileChecks> {
    const key = `${release.remote}@${release.version}|${release.sourceDir ?? ''}|${release.baseUrl ?? ''}`;
    const cached = cache.get(key);
    if (cached && cached.expires > now()) return Promise.resolve(cached.result);
    const inFlight = running.get(key);
    if (inFlight) return inFlight;
    const work = slot(async () => (release.baseUrl ? checkCdn(release, options.registry) : checkFolder(options.root, release)))
      .catch((error: unknown): FileChecks => ({ manifest: failed(`check failed: ${(error as Error).message}`), entry: failed('not checked') }))
      .then((result) => {
        cache.set(key, { result, expires: now() + CACHE_MS });
        if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
        running.delete(key);
        return result;
      });
    running.set(key, work);
    return work;
  }

  /** The checks of these releases, each pending when it takes longer than the page may wait. */
  async function checkAll(releases: RemoteReleaseRow[], deadlineMs = PAGE_DEADLINE_MS): Promise<Map<string, FileChecks>> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'late'>((done) => {
      timer = setTimeout(() => done('late'), deadlineMs);
      timer.unref();
    });
    const results = await Promise.all(releases.map(async (release) => [`${release.remote}@${release.version}`, await Promise.race([check(release), deadline])] as const));
    clearTimeout(timer);
    return new Map(results.map(([key, result]) => [key, result === 'late' ? PENDING : result]));
  }

  return { check, checkAll };
}

export type FileChecker = ReturnType<typeof createFileChecker>;

/**
 * Whether the release was built for the contract this server's shell provides. ONE function, so the
 * headless release check (a stored result on remote_releases, later) can add its verdict here.
 */
export function contractCheck(release: RemoteReleaseRow, registry: RegistryOptions, root: string): CheckResult {
  if (!release.declaration) return failed('no declaration (registered before declarations existed)');
  if (!isRemoteName(release.remote)) return failed(`unknown remote ${release.remote}`);
  const problems = releaseProblems(release.declaration, release.remote, providedContract(registry.shellDist ?? join(root, 'shell', 'dist')));
  if (problems.length) return failed(problems.join('; '));
  // The headless check (ADR 0030) loaded its ./routes before it was registered; releases registered
  // before that check existed only have their declaration checked, and say so.
  return release.checkedAt ? OK : failed('registered before the headless release check: its ./routes was never loaded');
}

/** Manifest, entry and contract of each release (file checks bounded in time, see FileChecker). */
export async function releasesHealth(
  checker: FileChecker,
  releases: RemoteReleaseRow[],
  registry: RegistryOptions,
  root: string,
): Promise<ReleaseHealthModel[]> {
  const files = await checker.checkAll(releases);
  return releases.map((release) => {
    const checked = files.get(`${release.remote}@${release.version}`) ?? PENDING;
    return { remote: release.remote, version: release.version, ...checked, contract: contractCheck(release, registry, root) };
  });
}

/** Error rates of the last hour by `storefront/remote@version`. */
export async function errorRates(db: Database): Promise<Map<string, ErrorRateModel>> {
  const figures = await failureFigures(db, { sinceLastFallback: false });
  return new Map(figures.map((f) => [`${f.storefrontKey}/${f.remote}@${f.version}`, { failures: f.failures, loads: f.loads, clients: f.clients }]));
}

/** The latest fallback per `storefront/remote` (one row each). */
export async function latestFallbacks(db: Database, storefrontKeys?: string[]): Promise<Map<string, FallbackModel>> {
  if (storefrontKeys && storefrontKeys.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([remoteFallbacks.storefrontKey, remoteFallbacks.remote])
    .from(remoteFallbacks)
    .where(and(storefrontKeys ? inArray(remoteFallbacks.storefrontKey, storefrontKeys) : undefined))
    .orderBy(remoteFallbacks.storefrontKey, remoteFallbacks.remote, desc(remoteFallbacks.at), desc(remoteFallbacks.id));
  return new Map(
    rows.map((row) => [
      `${row.storefrontKey}/${row.remote}`,
      {
        id: String(row.id),
        storefrontKey: row.storefrontKey,
        remote: row.remote,
        fromVersion: row.fromVersion,
        toVersion: row.toVersion,
        failures: row.failures,
        loads: row.loads,
        clients: row.clients,
        reason: row.reason,
        at: row.at.toISOString(),
      },
    ]),
  );
}

/** "0 % errors (0/61)", "3 % errors (2/61) from 2 browsers", "no reports in the last hour". */
export function errorRateText(rate: ErrorRateModel | undefined): string {
  if (!rate || rate.loads === 0) return 'no reports in the last hour';
  const share = Math.round((rate.failures / rate.loads) * 1000) / 10;
  if (rate.failures === 0) return `no errors (0/${rate.loads})`;
  return `${share} % errors (${rate.failures}/${rate.loads}) from ${rate.clients} browser${rate.clients === 1 ? '' : 's'}`;
}


/**
 * A region of a page the server could not render with a release (server-render.ts logs "[ssr] a region
 * is rendered in the browser"): one failed page load of that release on that storefront, counted with
 * the browsers' reports, so a release that throws only on the server fails its canary and falls back
 * like one that throws in browsers (ADR 0037). The server is its own witness: no token. Never throws
 * (a page must not fail because its failure could not be counted); resolves when counted or given up.
 */
export async function recordServerRenderFailure(db: Database, failure: { store: string; remote: string; version: string | null | undefined }): Promise<void> {
  if (!failure.version || !isRemoteName(failure.remote)) return;
  try {
    await addToCounters(db, failure.store, [{ remote: failure.remote, version: failure.version, loads: 1, failures: 1 }]);
  } catch (error) {
    log.warn({ remote: failure.remote, version: failure.version, storefront: failure.store, err: error }, `[remotes:health] a server render failure of ${failure.remote} ${failure.version} on ${failure.store} was not counted: ${(error as Error).message}`);
  }
}

/** One checker per server (its registry options): the console, the API and the CLI share its memory. */
const checkers = new WeakMap<RegistryOptions, FileChecker>();
export function fileCheckerFor(deps: Pick<OperatorDeps, 'registry' | 'root'>): FileChecker {
  let checker = checkers.get(deps.registry);
  if (!checker) {
    checker = createFileChecker({ root: deps.root, registry: deps.registry });
    checkers.set(deps.registry, checker);
  }
  return checker;
}

export interface StorefrontRemoteHealth {
  storefrontKey: string;
  storeId: number;
  remote: RemoteName;
  enabled: boolean;
  pinnedVersion: string | null;
  /** The served version (null: no release). */
  version: string | null;
  /** Manifest, entry and contract of the served release (null: no release). */
  release: ReleaseHealthModel | null;
  /** Reports of the last hour about the served version (zeros: none). */
  errorRate: ErrorRateModel;
  /** The latest fallback of this remote on this storefront, if any. */
  latestFallback: FallbackModel | null;
  /** One line for people: "healthy (0/61)", "3 % errors (2/61) …", "fallback 14:02 UTC …". */
  summary: string;
}

export interface RemoteHealthResult {
  health: StorefrontRemoteHealth[];
  /** Each release of the asked remote (every served release when no remote is asked). */
  releases: ReleaseHealthModel[];
  errors: ErrorEntry[];
}

/** A recent fallback is part of the one-line summary (older ones stay in the fallbacks list). */
const RECENT_FALLBACK_MS = 24 * 60 * 60_000;

function checkProblem(release: ReleaseHealthModel | null): string | null {
  if (!release) return null;
  for (const [name, check] of [['manifest', release.manifest], ['entry', release.entry], ['contract', release.contract]] as const) {
    if (check.state === 'failed') return `${name} failed: ${check.problem}`;
  }
  return null;
}

export function healthSummary(entry: Omit<StorefrontRemoteHealth, 'summary'>, now = Date.now()): string {
  if (!entry.version) return 'no release';
  const parts: string[] = [];
  const problem = checkProblem(entry.release);
  if (problem) parts.push(problem);
  const rate = entry.errorRate;
  if (rate.failures > 0) parts.push(errorRateText(rate));
  else if (!problem) {
    const pending = entry.release && [entry.release.manifest, entry.release.entry].some((c) => c.state === 'pending');
    const files = !entry.release ? '' : pending ? 'files still being checked; ' : 'files ok; ';
    parts.push(rate.loads > 0 ? `healthy (0/${rate.loads})` : `${files}no reports in the last hour`);
  }
  const fallback = entry.latestFallback;
  if (fallback && now - Date.parse(fallback.at) < RECENT_FALLBACK_MS) {
    parts.push(`fallback ${fallback.at.slice(11, 16)} UTC: ${fallback.reason}`);
  }
  return parts.join('; ');
}

/**
 * The health of what each storefront serves of each remote (one storefront and/or one remote, or
 * all), with the manifest, entry and contract checks of the releases concerned.
 */
export async function remoteHealth(deps: OperatorDeps, input: { store?: string | null; remote?: string | null }): Promise<RemoteHealthResult> {
  return payloadOrErrors<RemoteHealthResult>({ health: [], releases: [], errors: [] }, async () => {
    const remote = input.remote ?? null;
    const states = await listStorefrontRemotes(deps, input.store ?? null);
    if (states.errors.length) return { health: [], releases: [], errors: states.errors };
    const wanted = states.remotes.filter((s) => !remote || s.remote === remote);
    const keys = [...new Set(wanted.map((s) => s.storefrontKey))];
    const [allReleases, rates, fallbacks] = await Promise.all([listReleases(deps.db), errorRates(deps.db), latestFallbacks(deps.db, keys)]);
    const served = new Set(wanted.map((s) => `${s.remote}@${s.version}`));
    const concerned = allReleases.filter((r) => served.has(`${r.remote}@${r.version}`) || r.remote === remote);
    const releases = await releasesHealth(fileCheckerFor(deps), concerned, deps.registry, deps.root);
    const byRelease = new Map(releases.map((r) => [`${r.remote}@${r.version}`, r]));
    const health = wanted.map((state) => {
      const entry = {
        storefrontKey: state.storefrontKey,
        storeId: state.storeId,
        remote: state.remote,
        enabled: state.enabled,
        pinnedVersion: state.pinnedVersion,
        version: state.version,
        release: state.version ? (byRelease.get(`${state.remote}@${state.version}`) ?? null) : null,
        errorRate: rates.get(`${state.storefrontKey}/${state.remote}@${state.version}`) ?? { failures: 0, loads: 0, clients: 0 },
        latestFallback: fallbacks.get(`${state.storefrontKey}/${state.remote}`) ?? null,
      };
      return { ...entry, summary: healthSummary(entry) };
    });
    return { health, releases: releases.filter((r) => !remote || r.remote === remote), errors: [] };
  });
}
