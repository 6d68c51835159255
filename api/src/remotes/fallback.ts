/**
 * Automatic fallback (issue 19 part 5, ADR 0029): the periodic job `remotes:health` sums what browsers
 * reported (health-reports.ts) per storefront, remote and served version over the last hour, and when
 * a version fails there (FallbackThresholds: enough failures, a high enough rate, from enough distinct
 * browsers) pins that storefront to the last known good release, records why, and writes an audit row
 * as the system.
 *
 * Race-safe and idempotent: one process per round (the job lease), and each fallback is one
 * transaction that locks the storefront's registry row and checks again inside it that the version is
 * still served and still failing. Failures before a version's latest fallback on a storefront do not
 * count again, so a second round, or a second process that waited for the lock, changes nothing.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailedReleases, remoteFailingClients, remoteFallbacks, remoteLoadCounts } from '../db/health-schema';
import { type RemoteReleaseRow, storefrontRemotes } from '../db/schema';
import { type AuditSource, SYSTEM_ACTOR, writeAudit } from '../domains/operator/audit';
import { type PeriodicJob, startPeriodicJob } from '../jobs/lease';
import type { FallbackThresholds } from './fallback-thresholds';
import { type RegistryOptions, listReleases, resolveRemotesFor } from './registry';
import { type RemoteName, isRemoteName } from './remote-names';
import { servedVersions } from './served-versions';

/** What a transaction or the database offers alike (drizzle's transaction is a database). */
type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

const SYSTEM_SOURCE: AuditSource = { actor: SYSTEM_ACTOR, requestId: null, ipHash: null };

/** What browsers reported about one served version on one storefront in the window. */
export interface FailureFigures {
  storefrontKey: string;
  remote: string;
  version: string;
  failures: number;
  /** Weighted loads: successful loads by their sampling weight, plus the failures. */
  loads: number;
  /** Distinct browsers (keyed hashes of addresses) that reported a failure. */
  clients: number;
  /** The window starts at the version's latest fallback on the storefront (less than an hour ago), not an hour ago. */
  sinceFallback: boolean;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface FiguresQuery {
  /**
   * Count only reports after the version's latest fallback on the storefront (the job: a fallback
   * never acts twice on the same failures). Off: plainly the last hour (what the console shows).
   */
  sinceLastFallback: boolean;
  only?: { storefrontKey?: string; remote?: string; version?: string };
}

/**
 * Failures, weighted loads and distinct failing browsers per storefront, remote and version over the
 * last hour (one grouped query over the minute counters). A version without any report is absent.
 */
export async function failureFigures(db: Queryable, query: FiguresQuery): Promise<FailureFigures[]> {
  const since = query.sinceLastFallback
    ? sql`greatest(now() - interval '1 hour', coalesce((select max(b.at) from remote_fallbacks b
        where b.storefront_key = c.storefront_key and b.remote = c.remote and b.from_version = c.version), '-infinity'::timestamptz))`
    : sql`now() - interval '1 hour'`;
  const only = query.only ?? {};
  const filters = [
    only.storefrontKey === undefined ? sql`` : sql` and c.storefront_key = ${only.storefrontKey}`,
    only.remote === undefined ? sql`` : sql` and c.remote = ${only.remote}`,
    only.version === undefined ? sql`` : sql` and c.version = ${only.version}`,
  ];
  const rows = rowsOf<{ storefront_key: string; remote: string; version: string; failures: number; loads: number; clients: number; since_fallback: boolean }>(
    await db.execute(sql`
      select c.storefront_key, c.remote, c.version,
             sum(c.failures)::int as failures, sum(c.loads + c.failures)::int as loads,
             (select count(*)::int from remote_failing_clients f
               where f.storefront_key = c.storefront_key and f.remote = c.remote and f.version = c.version
                 and f.last_failed_at > w.since) as clients,
             w.since > now() - interval '1 hour' as since_fallback
        from remote_load_counts c
        cross join lateral (select ${since} as since) w
       where c.minute >= w.since${filters[0]}${filters[1]}${filters[2]}
       group by c.storefront_key, c.remote, c.version, w.since
       order by c.storefront_key, c.remote, c.version`),
  );
  return rows.map((r) => ({
    storefrontKey: r.storefront_key,
    remote: r.remote,
    version: r.version,
    failures: Number(r.failures),
    loads: Number(r.loads),
    clients: Number(r.clients),
    sinceFallback: Boolean(r.since_fallback),
  }));
}

/** All three thresholds hold (at the threshold counts: "at least"). */
export function isFailing(figures: Pick<FailureFigures, 'failures' | 'loads' | 'clients'>, thresholds: FallbackThresholds): boolean {
  if (figures.loads <= 0) return false;
  // Compared without division, so 20 of 100 at a rate of 0.2 is exactly at the threshold.
  return (
    figures.failures >= thresholds.minFailures &&
    figures.clients >= thresholds.minClients &&
    figures.failures >= thresholds.rate * figures.loads - 1e-9
  );
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}`.replace(/\.0$/, '');

/** "34 of 50 loads failed (68 %) from 7 browsers in the last hour; threshold 20 %, 20 failures, 5 browsers". */
export function fallbackReason(figures: FailureFigures, thresholds: FallbackThresholds): string {
  const browsers = `${figures.clients} browser${figures.clients === 1 ? '' : 's'}`;
  const window = figures.sinceFallback ? 'since its last fallback (within the hour)' : 'in the last hour';
  return (
    `${figures.failures} of ${figures.loads} loads failed (${percent(figures.failures / figures.loads)} %) from ${browsers} ${window}; ` +
    `threshold ${percent(thresholds.rate)} %, ${thresholds.minFailures} failure${thresholds.minFailures === 1 ? '' : 's'}, ${thresholds.minClients} browser${thresholds.minClients === 1 ? '' : 's'}`
  );
}

/**
 * The last known good release instead of `version` on a storefront: of the releases promoted to every
 * storefront (issue 32: a release that only ever ran in a canary or a preview was never good for
 * everyone), the one promoted last that is not `version` and has not failed there. Null when there is
 * none, or `version` is null. The console's one-click rollback and the fallback use it alike.
 */
export function lastKnownGood<R extends Pick<RemoteReleaseRow, 'version' | 'promotedAt'>>(
  releases: readonly R[],
  version: string | null,
  failed: ReadonlySet<string> = new Set(),
): R | null {
  if (version === null) return null;
  const candidates = releases.filter((release) => release.promotedAt !== null && release.version !== version && !failed.has(release.version));
  candidates.sort((a, b) => (b.promotedAt as Date).getTime() - (a.promotedAt as Date).getTime());
  return candidates[0] ?? null;
}

/** The versions of `remote` marked failed per storefront (storefront key → versions). */
export async function failedVersions(db: Queryable, remote: string, storefrontKeys?: string[]): Promise<Map<string, Set<string>>> {
  if (storefrontKeys && storefrontKeys.length === 0) return new Map();
  const rows = await db
    .select({ storefrontKey: remoteFailedReleases.storefrontKey, version: remoteFailedReleases.version })
    .from(remoteFailedReleases)
    .where(and(eq(remoteFailedReleases.remote, remote), storefrontKeys ? inArray(remoteFailedReleases.storefrontKey, storefrontKeys) : undefined));
  const result = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = result.get(row.storefrontKey) ?? new Set<string>();
    set.add(row.version);
    result.set(row.storefrontKey, set);
  }
  return result;
}

export interface FallbackOutcome {
  storefrontKey: string;
  remote: RemoteName;
  fromVersion: string;
  /** Null: no other promoted release that has not failed there; nothing was changed, the reason was recorded. */
  toVersion: string | null;
  reason: string;
}

/**
 * One fallback, in one transaction that locks the storefront's registry row: null when, once locked,
 * the version is no longer served there or no longer failing (another process, or an operator, got
 * there first).
 */
async function fallBack(db: Database, registry: RegistryOptions, candidate: FailureFigures, thresholds: FallbackThresholds): Promise<FallbackOutcome | null> {
  const { storefrontKey, version } = candidate;
  if (!isRemoteName(candidate.remote)) return null;
  const remote = candidate.remote;
  return db.transaction(async (tx) => {
    // A storefront without a row has the defaults (enabled, no pin): give it its row, so there is a row to lock.
    await tx.insert(storefrontRemotes).values({ storefrontKey, remote }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(storefrontRemotes)
      .where(and(eq(storefrontRemotes.storefrontKey, storefrontKey), eq(storefrontRemotes.remote, remote)))
      .for('update');
    if (!row) return null;
    const state = (await resolveRemotesFor(tx, [storefrontKey], registry)).get(storefrontKey)?.find((r) => r.name === remote);
    if (!servedVersions(state).includes(version)) return null;
    const [fresh] = await failureFigures(tx, { sinceLastFallback: true, only: { storefrontKey, remote, version } });
    if (!fresh || !isFailing(fresh, thresholds)) return null;

    await tx
      .insert(remoteFailedReleases)
      .values({ storefrontKey, remote, version })
      .onConflictDoUpdate({ target: [remoteFailedReleases.storefrontKey, remoteFailedReleases.remote, remoteFailedReleases.version], set: { markedAt: sql`now()` } });
    // A failing percentage rollout (ADR 0028) ends: every visitor is back on the base release, which
    // is not failing (else it would be the one evaluated here). Otherwise the base is pinned back.
    const inRollout = row.rolloutVersion === version;
    const failed = (await failedVersions(tx, remote, [storefrontKey])).get(storefrontKey) ?? new Set<string>();
    const good = inRollout
      ? state?.version
        ? { version: state.version }
        : undefined
      : lastKnownGood(await listReleases(tx, remote), version, failed);
    const figures = fallbackReason(fresh, thresholds);
    const reason = good
      ? inRollout
        ? `${figures}. Rollout to ${row.rolloutPercent} % ended: every visitor is back on ${good.version}.`
        : `${figures}. Pinned to ${good.version}, the last known good release.`
      : `${figures}. Not fallen back: no other promoted release of ${remote} that has not failed on ${storefrontKey}.`;
    if (inRollout) {
      await tx
        .update(storefrontRemotes)
        .set({ rolloutVersion: null, rolloutPercent: null, updatedAt: sql`now()` as unknown as Date })
        .where(and(eq(storefrontRemotes.storefrontKey, storefrontKey), eq(storefrontRemotes.remote, remote)));
    } else if (good) {
      await tx
        .update(storefrontRemotes)
        .set({ pinnedVersion: good.version, updatedAt: sql`now()` as unknown as Date })
        .where(and(eq(storefrontRemotes.storefrontKey, storefrontKey), eq(storefrontRemotes.remote, remote)));
    }
    await tx.insert(remoteFallbacks).values({
      storefrontKey,
      remote,
      fromVersion: version,
      toVersion: good?.version ?? null,
      failures: fresh.failures,
      loads: fresh.loads,
      clients: fresh.clients,
      reason,
    });
    // Shaped like remote.set's rows (per storefront: enabled, pinnedVersion), plus the mark and the reason.
    await writeAudit(tx, SYSTEM_SOURCE, {
      action: 'remote.fallback',
      targetKind: 'storefront-remote',
      targetId: `${storefrontKey}/${remote}`,
      before: { [storefrontKey]: { enabled: row.enabled, pinnedVersion: row.pinnedVersion, rolloutVersion: row.rolloutVersion, rolloutPercent: row.rolloutPercent } },
      after: {
        [storefrontKey]: {
          enabled: row.enabled,
          pinnedVersion: inRollout ? row.pinnedVersion : (good?.version ?? row.pinnedVersion),
          rolloutVersion: inRollout ? null : row.rolloutVersion,
          rolloutPercent: inRollout ? null : row.rolloutPercent,
          failedMark: version,
        },
        reason,
      },
    });
    return { storefrontKey, remote, fromVersion: version, toVersion: good?.version ?? null, reason };
  });
}

/** Deletes what is no longer needed: counters older than a day, failing browsers older than an hour. */
export async function deleteOldHealthData(db: Database): Promise<void> {
  await db.delete(remoteLoadCounts).where(sql`${remoteLoadCounts.minute} < now() - interval '1 day'`);
  await db.delete(remoteFailingClients).where(sql`${remoteFailingClients.lastFailedAt} < now() - interval '1 hour'`);
}

export interface HealthJobDeps {
  db: Database;
  registry: RegistryOptions;
}

/** One round of the job: every failing served version falls back (or records why it cannot). */
export async function evaluateRemoteHealth(deps: HealthJobDeps, thresholds: FallbackThresholds): Promise<FallbackOutcome[]> {
  const { db, registry } = deps;
  await deleteOldHealthData(db);
  // The dev servers serve "dev", which is no release to fall back from.
  if (registry.devRemotes) return [];
  const candidates = (await failureFigures(db, { sinceLastFallback: true })).filter((figures) => isFailing(figures, thresholds));
  if (candidates.length === 0) return [];
  const resolved = await resolveRemotesFor(db, [...new Set(candidates.map((c) => c.storefrontKey))], registry);
  const outcomes: FallbackOutcome[] = [];
  for (const candidate of candidates) {
    const state = resolved.get(candidate.storefrontKey)?.find((r) => r.name === candidate.remote);
    if (!servedVersions(state).includes(candidate.version)) continue;
    const outcome = await fallBack(db, registry, candidate, thresholds);
    if (outcome) {
      outcomes.push(outcome);
      console.warn(`[remotes:health] ${outcome.storefrontKey} ${outcome.remote} ${outcome.fromVersion}: ${outcome.reason}`);
    }
  }
  return outcomes;
}

export function startRemoteHealthJob(deps: HealthJobDeps, settings: FallbackThresholds & { intervalMs: number }): PeriodicJob {
  return startPeriodicJob({ db: deps.db, name: 'remotes:health', intervalMs: settings.intervalMs, round: () => evaluateRemoteHealth(deps, settings) });
}

export interface FallbackModel {
  id: string;
  storefrontKey: string;
  remote: string;
  fromVersion: string;
  toVersion: string | null;
  failures: number;
  loads: number;
  clients: number;
  reason: string;
  /** ISO 8601. */
  at: string;
}

/** Recorded fallbacks, newest first. */
export async function listFallbacks(db: Database, query: { storefrontKey?: string | null; remote?: string | null; limit: number }): Promise<FallbackModel[]> {
  const rows = await db
    .select()
    .from(remoteFallbacks)
    .where(
      and(
        query.storefrontKey ? eq(remoteFallbacks.storefrontKey, query.storefrontKey) : undefined,
        query.remote ? eq(remoteFallbacks.remote, query.remote) : undefined,
      ),
    )
    .orderBy(desc(remoteFallbacks.id))
    .limit(query.limit);
  return rows.map((row) => ({
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
  }));
}
