/**
 * Automatic fallback (issue 19 part 5, ADR 0029; judged against the base and acting everywhere since
 * issue 32, ADR 0037): the periodic job `remotes:health` sums the signed reports (remote-reports.ts)
 * and the server render failures per storefront, remote and served version, and
 *
 * - a **canary** (a percentage rollout's release) fails when its error rate is significantly above its
 *   base's over the same window (Fisher's exact test, canary-stats.ts, with at least
 *   `canaryMinLoads` page loads on each side), or when it crosses the absolute thresholds;
 * - a release with no base to compare with fails at the absolute thresholds (enough failures, a high
 *   enough rate);
 * - a release that fails on one storefront is **pulled everywhere it runs**: its canaries end on every
 *   storefront, a promoted release is replaced by promoting the last known good again (operations.ts
 *   `promoteRollout`), a storefront pinned to it is pinned to the last known good; each step audited
 *   as the system, and operators alerted (alerts.ts);
 * - a release with enough signed page loads and no significant errors is recorded as having verified
 *   healthy traffic (remote_release_health): the last known good is the promoted release verified
 *   healthy last;
 * - a canary healthy for the minutes a storefront's or remote's policy names is promoted (auto-promote.ts).
 *
 * Race-safe and idempotent: one process per round (the job lease), and each fallback is one
 * transaction that locks the storefront's registry row and checks again inside it that the version is
 * still served (and, where it failed itself, still failing). Failures before a version's latest
 * fallback on a storefront do not count again, so a second round, or a second process that waited for
 * the lock, changes nothing.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteFailedReleases, remoteFailingClients, remoteFallbacks, remoteLoadCounts, remoteReleaseHealth, remoteReportUses } from '../db/health-schema';
import { type RemoteReleaseRow, storefrontRemotes } from '../db/schema';
import { writeAudit } from '../domains/operator/audit';
import { type PeriodicJob, startPeriodicJob } from '../jobs/lease';
import { type AlertSender, createAlertSender } from './alerts';
import { evaluateAutoPromote } from './auto-promote';
import { type FailureFigures, type HealthJobDeps, type Queryable, SYSTEM_SOURCE, isFailing, operatorDepsOf, raise, rowsOf, sampleSince } from './health-job';
import { type Sample, compareCanary } from './canary-stats';
import type { FallbackThresholds, RemoteHealthSettings } from './fallback-thresholds';
import { promoteRollout } from './operations';
import { type RegistryOptions, type ResolvedRemote, listReleases, promotedVersion, resolveRemotesFor } from './registry';
import { type RemoteName, isRemoteName } from './remote-names';
import { servedVersions } from './served-versions';
import { log } from '../observability/log';

export interface FiguresQuery {
  /**
   * Count only reports after the version's latest fallback on the storefront (the job: a fallback
   * never acts twice on the same failures). Off: plainly the last hour (what the console shows).
   */
  sinceLastFallback: boolean;
  only?: { storefrontKey?: string; remote?: string; version?: string };
}

/**
 * Failures, page loads and distinct failing browsers per storefront, remote and version over the
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
  const rows = rowsOf<{ storefront_key: string; remote: string; version: string; failures: number; loads: number; clients: number; since_fallback: boolean; since: string | Date }>(
    await db.execute(sql`
      select c.storefront_key, c.remote, c.version,
             sum(c.failures)::int as failures, sum(c.loads)::int as loads,
             (select count(*)::int from remote_failing_clients f
               where f.storefront_key = c.storefront_key and f.remote = c.remote and f.version = c.version
                 and f.last_failed_at > w.since) as clients,
             w.since > now() - interval '1 hour' as since_fallback,
             w.since as since
        from remote_load_counts c
        cross join lateral (select ${since} as since) w
       where c.minute >= date_trunc('minute', w.since)${filters[0]}${filters[1]}${filters[2]}
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
    since: new Date(r.since),
  }));
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}`.replace(/\.0$/, '');
// Two significant digits: rounded to places, 0.000999 read "p = 0.001 < 0.001".
const pValueText = (p: number) => (p < 0.0001 ? p.toExponential(1) : `${Number(p.toPrecision(2))}`);

/** "34 of 50 loads failed (68 %) from 7 browsers in the last hour; threshold 20 %, 20 failures". */
export function fallbackReason(figures: FailureFigures, thresholds: FallbackThresholds): string {
  const browsers = `${figures.clients} browser${figures.clients === 1 ? '' : 's'}`;
  const window = figures.sinceFallback ? 'since its last fallback (within the hour)' : 'in the last hour';
  const rate = figures.loads > 0 ? percent(figures.failures / figures.loads) : '0';
  return (
    `${figures.failures} of ${figures.loads} loads failed (${rate} %) from ${browsers} ${window}; ` +
    `threshold ${percent(thresholds.rate)} %, ${thresholds.minFailures} failure${thresholds.minFailures === 1 ? '' : 's'}`
  );
}

/** "canary 6 of 20 loads failed (30 %), base 0 of 40 (0 %) over the same window: p = 1.2e-4 < 0.001 (Fisher's exact test)". */
export function canaryReason(canary: Sample, base: Sample, pValue: number, thresholds: FallbackThresholds): string {
  const share = (s: Sample) => (s.loads > 0 ? percent(s.failures / s.loads) : '0');
  return (
    `canary ${canary.failures} of ${canary.loads} loads failed (${share(canary)} %), base ${base.failures} of ${base.loads} (${share(base)} %) ` +
    `over the same window: p = ${pValueText(pValue)} < ${thresholds.canaryAlpha} (Fisher's exact test, at least ${thresholds.canaryMinLoads} loads each)`
  );
}

/** Why a served version fails on a storefront, or null: the canary rule, else the absolute thresholds. */
export async function failingVerdict(
  db: Queryable,
  figures: FailureFigures,
  state: Pick<ResolvedRemote, 'version' | 'rollout'> | undefined,
  thresholds: FallbackThresholds,
): Promise<string | null> {
  const canaryOf = state?.rollout?.version === figures.version && state.version ? state.version : null;
  if (canaryOf) {
    const canary = { loads: figures.loads, failures: figures.failures };
    const base = await sampleSince(db, figures.storefrontKey, figures.remote, canaryOf, figures.since);
    const verdict = compareCanary(canary, base, { minLoads: thresholds.canaryMinLoads, alpha: thresholds.canaryAlpha });
    if (verdict.worse) return canaryReason(canary, base, verdict.pValue, thresholds);
  }
  return isFailing(figures, thresholds) ? fallbackReason(figures, thresholds) : null;
}

/**
 * The last known good release instead of `version` (ADR 0037): of the releases promoted to every
 * storefront (a release that only ever ran in a canary or a preview was never good for everyone) that
 * are not `version`, have not failed (`failed`: anywhere, since a release that fails anywhere is pulled
 * everywhere) and have verified healthy traffic (`healthy`: version → the latest time it was verified
 * healthy), the one verified healthy last. Null when there is none, or `version` is null. The health
 * job's fallback, the console's one-click rollback and its "last known good" column all use it with
 * `lastKnownGoodEvidence`'s inputs: one rule.
 */
export function lastKnownGood<R extends Pick<RemoteReleaseRow, 'version' | 'promotedAt'>>(
  releases: readonly R[],
  version: string | null,
  failed: ReadonlySet<string>,
  healthy: ReadonlyMap<string, Date>,
): R | null {
  if (version === null) return null;
  const candidates = releases.filter((release) => release.promotedAt !== null && release.version !== version && !failed.has(release.version) && healthy.has(release.version));
  const at = (release: R) => (healthy.get(release.version) as Date).getTime();
  candidates.sort((a, b) => at(b) - at(a) || (b.promotedAt as Date).getTime() - (a.promotedAt as Date).getTime());
  return candidates[0] ?? null;
}

/** Each release of `remote` with verified healthy traffic: version → the latest time. */
export async function verifiedHealthy(db: Queryable, remote: string): Promise<Map<string, Date>> {
  const rows = await db.select().from(remoteReleaseHealth).where(eq(remoteReleaseHealth.remote, remote));
  return new Map(rows.map((row) => [row.version, row.healthyAt]));
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

/** What `lastKnownGood` weighs for a remote: its releases failed anywhere, and its verified healthy traffic. */
export interface GoodEvidence {
  failed: ReadonlySet<string>;
  healthy: ReadonlyMap<string, Date>;
}

export async function lastKnownGoodEvidence(db: Queryable, remote: string): Promise<GoodEvidence> {
  const [byStore, healthy] = await Promise.all([failedVersions(db, remote), verifiedHealthy(db, remote)]);
  return { failed: new Set([...byStore.values()].flatMap((set) => [...set])), healthy };
}

/**
 * The last known good of `remote` instead of `version`, the same for every storefront (ADR 0037):
 * what the fallback pins or promotes again and what the console's one-click rollback pins.
 */
export async function lastKnownGoodRelease(db: Queryable, remote: string, version: string | null): Promise<RemoteReleaseRow | null> {
  const evidence = await lastKnownGoodEvidence(db, remote);
  return lastKnownGood(await listReleases(db as Database, remote as RemoteName), version, evidence.failed, evidence.healthy);
}

export interface FallbackOutcome {
  storefrontKey: string;
  remote: RemoteName;
  fromVersion: string;
  /** Null: no other promoted release with verified healthy traffic that has not failed there; nothing was changed, the reason was recorded. */
  toVersion: string | null;
  reason: string;
}

interface FallbackTarget {
  storefrontKey: string;
  remote: RemoteName;
  version: string;
}

/**
 * How a fallback decides: `own`: the version failed on this storefront (checked again with fresh
 * figures once locked); `pulled`: it failed elsewhere (`reason` says where) and is pulled here.
 * `repromote`: the storefront serves the version as its remote's promoted release and the caller
 * promotes the last known good again for everyone (nothing is pinned here); else it is pinned.
 */
type FallbackMode = { kind: 'own'; thresholds: FallbackThresholds } | { kind: 'pulled'; reason: string };

/**
 * One fallback, in one transaction that locks the storefront's registry row: null when, once locked,
 * the version is no longer served there or (its own failure) no longer failing (another process, or an
 * operator, got there first).
 */
async function fallBack(db: Database, registry: RegistryOptions, target: FallbackTarget, mode: FallbackMode, repromoteTo: string | null): Promise<FallbackOutcome | null> {
  const { storefrontKey, version, remote } = target;
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
    const figures: FailureFigures = fresh ?? { storefrontKey, remote, version, failures: 0, loads: 0, clients: 0, sinceFallback: false, since: new Date() };
    let why: string;
    if (mode.kind === 'own') {
      const verdict = fresh ? await failingVerdict(tx, fresh, state, mode.thresholds) : null;
      if (!verdict) return null;
      why = verdict;
    } else {
      why = mode.reason;
    }

    await tx
      .insert(remoteFailedReleases)
      .values({ storefrontKey, remote, version })
      .onConflictDoUpdate({ target: [remoteFailedReleases.storefrontKey, remoteFailedReleases.remote, remoteFailedReleases.version], set: { markedAt: sql`now()` } });
    // A failing percentage rollout (ADR 0028) ends: every visitor is back on the base release, which
    // is not failing (else it would be the one evaluated here). A promoted release served without a pin
    // is replaced for everyone by the caller (repromoteTo). Otherwise the storefront is pinned back.
    const inRollout = row.rolloutVersion === version;
    const repromoted = !inRollout && row.pinnedVersion === null && repromoteTo !== null;
    // A release that failed anywhere is no storefront's last known good (it is pulled everywhere).
    const good = inRollout
      ? state?.version
        ? { version: state.version }
        : undefined
      : repromoted
        ? { version: repromoteTo as string }
        : await lastKnownGoodRelease(tx, remote, version);
    const reason = good
      ? inRollout
        ? `${why}. Rollout to ${row.rolloutPercent} % ended: every visitor is back on ${good.version}.`
        : repromoted
          ? `${why}. ${good.version}, the last known good release, is promoted again for every storefront.`
          : `${why}. Pinned to ${good.version}, the last known good release.`
      : `${why}. Not fallen back: no other promoted release of ${remote} with verified healthy traffic that has not failed anywhere.`;
    if (inRollout) {
      await tx
        .update(storefrontRemotes)
        .set({ rolloutVersion: null, rolloutPercent: null, updatedAt: sql`now()` as unknown as Date })
        .where(and(eq(storefrontRemotes.storefrontKey, storefrontKey), eq(storefrontRemotes.remote, remote)));
    } else if (good && !repromoted) {
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
      failures: figures.failures,
      loads: figures.loads,
      clients: figures.clients,
      reason,
    });
    // Shaped like remote.set's rows (per storefront: enabled, pinnedVersion), plus the mark and the reason.
    const pinned = inRollout || repromoted ? row.pinnedVersion : (good?.version ?? row.pinnedVersion);
    await writeAudit(tx, SYSTEM_SOURCE, {
      action: 'remote.fallback',
      targetKind: 'storefront-remote',
      targetId: `${storefrontKey}/${remote}`,
      before: { [storefrontKey]: { enabled: row.enabled, pinnedVersion: row.pinnedVersion, rolloutVersion: row.rolloutVersion, rolloutPercent: row.rolloutPercent } },
      after: {
        [storefrontKey]: {
          enabled: row.enabled,
          pinnedVersion: pinned,
          rolloutVersion: inRollout ? null : row.rolloutVersion,
          rolloutPercent: inRollout ? null : row.rolloutPercent,
          failedMark: version,
        },
        reason,
      },
    });
    return { storefrontKey, remote, fromVersion: version, toVersion: good?.version ?? null, reason, inRollout } as FallbackOutcome & { inRollout: boolean };
  });
}

/** Deletes what is no longer needed: counters older than a day, failing browsers older than an hour, expired tokens' uses. */
export async function deleteOldHealthData(db: Database): Promise<void> {
  await db.delete(remoteLoadCounts).where(sql`${remoteLoadCounts.minute} < now() - interval '1 day'`);
  await db.delete(remoteFailingClients).where(sql`${remoteFailingClients.lastFailedAt} < now() - interval '1 hour'`);
  await db.delete(remoteReportUses).where(sql`${remoteReportUses.expiresAt} < now()`);
}

type Settings = FallbackThresholds & Partial<Pick<RemoteHealthSettings, 'alertWebhookUrl'>>;

const senders = new WeakMap<object, AlertSender>();
function alertsOf(deps: HealthJobDeps, settings: Settings): AlertSender {
  if (deps.alerts) return deps.alerts;
  let sender = senders.get(settings);
  if (!sender) {
    sender = createAlertSender({ url: settings.alertWebhookUrl ?? null });
    senders.set(settings, sender);
  }
  return sender;
}

/**
 * A release failed on `origin`: pulled from every storefront it runs on (ADR 0037). Its canaries
 * end everywhere; where it is the promoted release, the last known good is promoted again for everyone
 * (operations.ts promoteRollout, audited as the system); a storefront that still serves it (a pin, or
 * the promotion was refused) is pinned to its last known good. Each storefront gets its fallback row,
 * failed mark and audit row.
 */
async function pullEverywhere(deps: HealthJobDeps, alerts: AlertSender, origin: FallbackOutcome, repromoteTo: string | null): Promise<FallbackOutcome[]> {
  const { db, registry } = deps;
  const { remote, fromVersion: version } = origin;
  const operator = operatorDepsOf(deps);
  const keys = (await operator.directory.all()).map((s) => s.key);
  const outcomes: FallbackOutcome[] = [];
  const pulled: FallbackMode = { kind: 'pulled', reason: `Pulled everywhere: ${remote} ${version} failed on ${origin.storefrontKey}` };
  const servingIt = async (which: (state: ResolvedRemote) => boolean) => {
    const resolved = await resolveRemotesFor(db, keys, registry);
    return keys.filter((key) => {
      const state = resolved.get(key)?.find((r) => r.name === remote);
      return state !== undefined && servedVersions(state).includes(version) && which(state);
    });
  };
  // First its canaries (a promotion of the last known good refuses while another release rolls out).
  for (const key of await servingIt((state) => state.rollout?.version === version)) {
    const outcome = await fallBack(db, registry, { storefrontKey: key, remote, version }, pulled, null);
    if (outcome) outcomes.push(outcome);
  }
  // Then, where it is the promoted release, the last known good is promoted again for everyone.
  let repromoted: string | null = null;
  if (repromoteTo && (await promotedVersion(db, remote)) === version) {
    const result = await promoteRollout(operator, { allStores: true, remote, version: repromoteTo }, SYSTEM_SOURCE);
    if (result.errors.length === 0) repromoted = repromoteTo;
    else log.warn({ remote, version: repromoteTo }, `[remotes:health] ${remote} ${repromoteTo} could not be promoted again: ${result.errors.map((e) => e.message).join('; ')}`);
  }
  // Whoever still serves it (a pin to it, or the promotion was refused) is pinned to its last known good.
  for (const key of await servingIt(() => true)) {
    const outcome = await fallBack(db, registry, { storefrontKey: key, remote, version }, pulled, null);
    if (outcome) outcomes.push(outcome);
  }
  if (repromoted || outcomes.length) {
    raise(alerts, {
      kind: 'release.pulled',
      remote,
      version,
      storefronts: [...(repromoted ? ['*'] : []), ...outcomes.map((o) => o.storefrontKey)],
      toVersion: repromoted ?? outcomes.find((o) => o.toVersion)?.toVersion ?? null,
      reason: `${remote} ${version} failed on ${origin.storefrontKey}: ${origin.reason}${repromoted ? ` ${repromoted} is the promoted release again.` : ''}${
        outcomes.length ? ` Also fallen back on ${outcomes.map((o) => `${o.storefrontKey} (to ${o.toVersion ?? 'nothing'})`).join(', ')}.` : ''
      }`,
    });
  }
  return outcomes;
}

interface Candidate {
  figures: FailureFigures;
  state: ResolvedRemote;
}

/**
 * One round of the job: every failing served version falls back (or records why it cannot) and is
 * pulled everywhere; releases with healthy traffic are recorded; healthy canaries are promoted where a
 * policy says so.
 */
export async function evaluateRemoteHealth(deps: HealthJobDeps, thresholds: Settings): Promise<FallbackOutcome[]> {
  const { db, registry } = deps;
  await deleteOldHealthData(db);
  // The dev servers serve "dev", which is no release to fall back from.
  if (registry.devRemotes) return [];
  const alerts = alertsOf(deps, thresholds);
  const all = await failureFigures(db, { sinceLastFallback: true });
  const resolved = await resolveRemotesFor(db, [...new Set(all.map((c) => c.storefrontKey))], registry);
  const candidates: Candidate[] = [];
  const failing = new Set<string>();
  for (const figures of all) {
    const state = resolved.get(figures.storefrontKey)?.find((r) => r.name === figures.remote);
    if (!state || !servedVersions(state).includes(figures.version)) continue;
    if (await failingVerdict(db, figures, state, thresholds)) {
      candidates.push({ figures, state });
      failing.add(`${figures.remote}@${figures.version}`);
    }
  }
  const outcomes: FallbackOutcome[] = [];
  const pulledAlready = new Set<string>();
  for (const { figures } of candidates) {
    if (!isRemoteName(figures.remote)) continue;
    const remote = figures.remote;
    const release = `${remote}@${figures.version}`;
    // Pulled everywhere by an earlier candidate of this round: its own fallback was recorded then.
    if (pulledAlready.has(release)) continue;
    const promoted = (await promotedVersion(db, remote)) === figures.version;
    const repromoteTo = promoted ? ((await lastKnownGoodRelease(db, remote, figures.version))?.version ?? null) : null;
    const outcome = await fallBack(db, registry, { storefrontKey: figures.storefrontKey, remote, version: figures.version }, { kind: 'own', thresholds }, repromoteTo);
    if (!outcome) continue;
    outcomes.push(outcome);
    log.warn({ storefront: outcome.storefrontKey, remote: outcome.remote, version: outcome.fromVersion }, `[remotes:health] ${outcome.storefrontKey} ${outcome.remote} ${outcome.fromVersion}: ${outcome.reason}`);
    const inRollout = (outcome as FallbackOutcome & { inRollout?: boolean }).inRollout === true;
    raise(alerts, {
      kind: inRollout ? 'remote.rollout-end' : 'remote.fallback',
      remote,
      version: outcome.fromVersion,
      storefronts: [outcome.storefrontKey],
      toVersion: outcome.toVersion,
      reason: outcome.reason,
    });
    pulledAlready.add(release);
    const elsewhere = await pullEverywhere(deps, alerts, outcome, repromoteTo);
    for (const other of elsewhere) log.warn({ storefront: other.storefrontKey, remote: other.remote, version: other.fromVersion }, `[remotes:health] ${other.storefrontKey} ${other.remote} ${other.fromVersion}: ${other.reason}`);
    outcomes.push(...elsewhere);
  }
  await recordHealthyTraffic(db, thresholds, failing);
  await evaluateAutoPromote(deps, thresholds, alerts);
  return outcomes.map(({ storefrontKey, remote, fromVersion, toVersion, reason }) => ({ storefrontKey, remote, fromVersion, toVersion, reason }));
}

/**
 * Releases with verified healthy traffic in the last hour (ADR 0037): at least `canaryMinLoads` signed
 * page loads over all storefronts, under the absolute thresholds, failing nowhere this round and not
 * marked failed anywhere. Their healthy_at moves to now.
 */
async function recordHealthyTraffic(db: Database, thresholds: FallbackThresholds, failing: ReadonlySet<string>): Promise<void> {
  const rows = rowsOf<{ remote: string; version: string; loads: number; failures: number }>(
    await db.execute(sql`
      select c.remote, c.version, sum(c.loads)::int as loads, sum(c.failures)::int as failures
        from remote_load_counts c
        join remote_releases r on r.remote = c.remote and r.version = c.version
       where c.minute >= now() - interval '1 hour'
         and not exists (select 1 from remote_failed_releases f where f.remote = c.remote and f.version = c.version)
       group by c.remote, c.version`),
  );
  const healthy = rows
    .map((r) => ({ remote: r.remote, version: r.version, loads: Number(r.loads), failures: Number(r.failures) }))
    .filter((r) => r.loads >= thresholds.canaryMinLoads && !failing.has(`${r.remote}@${r.version}`) && r.failures < thresholds.rate * r.loads);
  if (healthy.length === 0) return;
  await db
    .insert(remoteReleaseHealth)
    .values(healthy.map((r) => ({ ...r, healthyAt: sql`now()` as unknown as Date })))
    .onConflictDoUpdate({
      target: [remoteReleaseHealth.remote, remoteReleaseHealth.version],
      set: { healthyAt: sql`now()`, loads: sql`excluded.loads`, failures: sql`excluded.failures` },
    });
}

export function startRemoteHealthJob(deps: HealthJobDeps, settings: RemoteHealthSettings): PeriodicJob {
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
