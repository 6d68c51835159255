/**
 * "Promote automatically after a healthy canary of N minutes" (issue 32 item 1 and 4, ADR 0037): an
 * explicit policy per remote, for one storefront (scope = its key) or for all (scope '*'); without a
 * policy (the default) promotion stays an operator's act.
 *
 * The health job checks it every round: a canary (a percentage rollout) whose release changed last
 * at least N minutes ago (storefront_remotes.rollout_started_at, kept by the database) is promoted when
 * it is healthy over its whole run: at least `canaryMinLoads` signed page loads on each side, not
 * significantly worse than its base (canary-stats.ts), under the absolute thresholds, and not marked
 * failed. A storefront's policy promotes there (the canary is pinned, operations.ts promoteRollout); the
 * remote-wide policy ('*') promotes the release for every storefront once every storefront running that
 * canary under it is healthy. Each promotion is the existing promote (audited, as the system) and alerts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { remoteAutoPromote, remoteFailedReleases } from '../db/health-schema';
import type { AuditSource } from '../domains/operator/audit';
import { writeAudit } from '../domains/operator/audit';
import { ErrorCode, type ErrorEntry, ShopError, payloadOrErrors } from '../errors';
import type { AlertSender } from './alerts';
import { compareCanary } from './canary-stats';
import { type HealthJobDeps, SYSTEM_SOURCE, isFailing, operatorDepsOf, raise, sampleSince } from './health-job';
import type { FallbackThresholds } from './fallback-thresholds';
import { type OperatorDeps, findStore, promoteRollout, scopedRemote } from './operations';
import { resolveRemotesFor } from './registry';
import { REMOTE_NAMES, type RemoteName, isRemoteName } from './remote-names';
import { log } from '../observability/log';

export const ALL_STOREFRONTS = '*';
export const MAX_AUTO_PROMOTE_MINUTES = 7 * 24 * 60;

export interface AutoPromotePolicy {
  remote: string;
  /** A storefront key, or '*' for every storefront. */
  scope: string;
  afterMinutes: number;
}

/** A policy as operators read it (GraphQL operatorAutoPromotePolicies, the CLI, the console). */
export interface AutoPromotePolicyModel extends Omit<AutoPromotePolicy, 'remote'> {
  remote: RemoteName;
  /** When it was set last (ISO 8601). */
  setAt: string;
}

export async function autoPromotePolicies(db: Database): Promise<AutoPromotePolicy[]> {
  return db.select({ remote: remoteAutoPromote.remote, scope: remoteAutoPromote.scope, afterMinutes: remoteAutoPromote.afterMinutes }).from(remoteAutoPromote);
}

/** The policies (one remote's, or all), by remote, the remote-wide one ('*') before the storefronts'. */
export async function listAutoPromotePolicies(db: Database, remote?: string | null): Promise<AutoPromotePolicyModel[]> {
  const rows = await db
    .select()
    .from(remoteAutoPromote)
    .where(remote ? eq(remoteAutoPromote.remote, remote) : undefined);
  return rows
    .flatMap((row) => (isRemoteName(row.remote) ? [{ ...row, remote: row.remote }] : []))
    .map((row) => ({ remote: row.remote, scope: row.scope, afterMinutes: row.afterMinutes, setAt: row.setAt.toISOString() }))
    .sort((a, b) => a.remote.localeCompare(b.remote) || (a.scope === ALL_STOREFRONTS ? -1 : b.scope === ALL_STOREFRONTS ? 1 : a.scope.localeCompare(b.scope)));
}

export interface SetAutoPromoteInput {
  remote: string;
  /** A storefront (key or id); null: every storefront. */
  store: string | null;
  /**
   * The caller's explicit choice of every storefront (GraphQL, the CLI, the console): true with a
   * store, or false without one, is refused. Absent: `store` alone decides.
   */
  allStores?: boolean | null;
  /** Minutes of healthy canary before the promotion; null: off (the default). */
  minutes: number | null;
}

export interface SetAutoPromoteResult {
  /** The policy now in force for that scope (null: none, promotion stays an operator's act). */
  policy: AutoPromotePolicyModel | null;
  errors: ErrorEntry[];
}

/**
 * Sets or clears a policy, audited (remote.set, before and after `autoPromoteMinutes`). Like every
 * other remote operation (ADR 0038) a releaser scoped to other remotes is refused (1403 on remote,
 * audited remote.refuse) before anything is read.
 */
export async function setAutoPromote(deps: OperatorDeps, input: SetAutoPromoteInput, audit: AuditSource): Promise<SetAutoPromoteResult> {
  return payloadOrErrors<SetAutoPromoteResult>({ policy: null, errors: [] }, async () => {
    if (!isRemoteName(input.remote)) {
      throw new ShopError(`Unknown remote "${input.remote}" (known: ${REMOTE_NAMES.join(', ')})`, ErrorCode.UNKNOWN_REMOTE, 'remote');
    }
    const remote = await scopedRemote(deps, audit, { remote: input.remote, store: input.store }, 'auto-promote');
    if (input.minutes !== null && (!Number.isInteger(input.minutes) || input.minutes < 1 || input.minutes > MAX_AUTO_PROMOTE_MINUTES)) {
      throw new ShopError(`minutes must be a whole number from 1 to ${MAX_AUTO_PROMOTE_MINUTES}, or none to switch it off`, ErrorCode.INVALID_ARGUMENT, 'minutes');
    }
    if (input.allStores === true && input.store) throw new ShopError('Give either a storefront or allStores, not both', ErrorCode.INVALID_ARGUMENT, 'store');
    if (input.allStores === false && !input.store) throw new ShopError('Give a storefront, or allStores for every storefront', ErrorCode.INVALID_ARGUMENT, 'store');
    const scope = input.store ? (await findStore(deps.directory, input.store)).key : ALL_STOREFRONTS;
    return deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(remoteAutoPromote)
        .where(and(eq(remoteAutoPromote.remote, remote), eq(remoteAutoPromote.scope, scope)))
        .for('update');
      let policy: AutoPromotePolicyModel | null = null;
      if (input.minutes === null) {
        await tx.delete(remoteAutoPromote).where(and(eq(remoteAutoPromote.remote, remote), eq(remoteAutoPromote.scope, scope)));
      } else {
        const [row] = await tx
          .insert(remoteAutoPromote)
          .values({ remote, scope, afterMinutes: input.minutes })
          .onConflictDoUpdate({ target: [remoteAutoPromote.remote, remoteAutoPromote.scope], set: { afterMinutes: input.minutes, setAt: sql`now()` } })
          .returning();
        policy = { remote, scope, afterMinutes: input.minutes, setAt: (row?.setAt ?? new Date()).toISOString() };
      }
      await writeAudit(tx, audit, {
        action: 'remote.set',
        targetKind: 'storefront-remote',
        targetId: `${scope}/${remote}`,
        before: { [scope]: { autoPromoteMinutes: before?.afterMinutes ?? null } },
        after: { [scope]: { autoPromoteMinutes: input.minutes } },
      });
      return { policy, errors: [] };
    });
  });
}

export interface AutoPromotion {
  remote: string;
  version: string;
  /** The storefront pinned to the canary, or '*' (promoted for every storefront). */
  scope: string;
  reason: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

interface RunningCanary {
  storefrontKey: string;
  remote: string;
  version: string;
  startedAt: Date;
  minutes: number;
}

/** Is this canary healthy over its whole run, and for how long has it run? Null: healthy; else why not. */
async function canaryProblem(db: Database, canary: RunningCanary, base: string | null, thresholds: FallbackThresholds, afterMinutes: number): Promise<string | null> {
  if (canary.minutes < afterMinutes) return `runs ${Math.floor(canary.minutes)} of ${afterMinutes} minutes`;
  if (!base) return 'no base release to compare with';
  const [mark] = await db
    .select()
    .from(remoteFailedReleases)
    .where(and(eq(remoteFailedReleases.storefrontKey, canary.storefrontKey), eq(remoteFailedReleases.remote, canary.remote), eq(remoteFailedReleases.version, canary.version)));
  if (mark) return 'marked failed';
  const canarySample = await sampleSince(db, canary.storefrontKey, canary.remote, canary.version, canary.startedAt);
  const baseSample = await sampleSince(db, canary.storefrontKey, canary.remote, base, canary.startedAt);
  const verdict = compareCanary(canarySample, baseSample, { minLoads: thresholds.canaryMinLoads, alpha: thresholds.canaryAlpha });
  if (!verdict.judged) return `too few page loads (${canarySample.loads} canary, ${baseSample.loads} base; ${thresholds.canaryMinLoads} each needed)`;
  if (verdict.worse || isFailing(canarySample, thresholds)) return 'not healthy';
  return null;
}

/** One round: every running canary under a policy that has been healthy long enough is promoted. */
export async function evaluateAutoPromote(deps: HealthJobDeps, thresholds: FallbackThresholds, alerts: AlertSender): Promise<AutoPromotion[]> {
  const { db } = deps;
  const policies = await autoPromotePolicies(db);
  if (policies.length === 0) return [];
  const policyOf = new Map(policies.map((p) => [`${p.remote}/${p.scope}`, p]));
  const running = rowsOf<{ storefront_key: string; remote: string; rollout_version: string; rollout_started_at: string | Date; minutes: number }>(
    await db.execute(sql`
      select storefront_key, remote, rollout_version, rollout_started_at,
             extract(epoch from now() - rollout_started_at) / 60 as minutes
        from storefront_remotes
       where rollout_version is not null and rollout_started_at is not null and enabled
       order by remote, storefront_key`),
  ).map(
    (r): RunningCanary => ({ storefrontKey: r.storefront_key, remote: r.remote, version: r.rollout_version, startedAt: new Date(r.rollout_started_at), minutes: Number(r.minutes) }),
  );
  if (running.length === 0) return [];
  const resolved = await resolveRemotesFor(db, [...new Set(running.map((r) => r.storefrontKey))], deps.registry);
  const operator = operatorDepsOf(deps);
  const promotions: AutoPromotion[] = [];
  const everywhere = new Map<string, { policy: AutoPromotePolicy; canaries: RunningCanary[]; problems: string[] }>();
  for (const canary of running) {
    const own = policyOf.get(`${canary.remote}/${canary.storefrontKey}`);
    const policy = own ?? policyOf.get(`${canary.remote}/${ALL_STOREFRONTS}`);
    if (!policy) continue;
    const base = resolved.get(canary.storefrontKey)?.find((r) => r.name === canary.remote)?.version ?? null;
    const problem = await canaryProblem(db, canary, base, thresholds, policy.afterMinutes);
    if (own) {
      if (problem) continue;
      const reason = `${canary.remote} ${canary.version} ran a healthy canary on ${canary.storefrontKey} for ${Math.floor(canary.minutes)} minutes (policy: ${policy.afterMinutes})`;
      const result = await promoteRollout(operator, { store: canary.storefrontKey, remote: canary.remote, version: canary.version }, SYSTEM_SOURCE);
      if (result.errors.length) continue;
      promotions.push({ remote: canary.remote, version: canary.version, scope: canary.storefrontKey, reason });
      continue;
    }
    const key = `${canary.remote}@${canary.version}`;
    const group = everywhere.get(key) ?? { policy, canaries: [], problems: [] };
    group.canaries.push(canary);
    if (problem) group.problems.push(`${canary.storefrontKey}: ${problem}`);
    everywhere.set(key, group);
  }
  for (const { policy, canaries, problems } of everywhere.values()) {
    const first = canaries[0];
    if (!first || problems.length) continue;
    const reason = `${first.remote} ${first.version} ran a healthy canary on ${canaries.map((c) => c.storefrontKey).join(', ')} for at least ${policy.afterMinutes} minutes (policy for every storefront)`;
    const result = await promoteRollout(operator, { allStores: true, remote: first.remote, version: first.version }, SYSTEM_SOURCE);
    if (result.errors.length) {
      log.warn({ remote: first.remote, version: first.version }, `[remotes:health] auto-promote of ${first.remote} ${first.version} refused: ${result.errors.map((e) => e.message).join('; ')}`);
      continue;
    }
    promotions.push({ remote: first.remote, version: first.version, scope: ALL_STOREFRONTS, reason });
  }
  for (const promotion of promotions) {
    log.warn(`[remotes:health] auto-promote: ${promotion.reason}`);
    raise(alerts, { kind: 'release.auto-promote', remote: promotion.remote, version: promotion.version, storefronts: [promotion.scope], toVersion: promotion.version, reason: promotion.reason });
  }
  return promotions;
}
