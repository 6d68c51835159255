/**
 * What the release health round (fallback.ts) and the auto-promote policy (auto-promote.ts) both
 * use: their dependencies, the system's audit source, the page-load sample of a release, the absolute
 * failure rule and sending an alert. In a module of its own so that the two need not import each
 * other (the round runs the policy).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { type AuditSource, SYSTEM_ACTOR } from '../domains/operator/audit';
import { StorefrontDirectory } from '../domains/storefront/directory';
import type { Alert, AlertSender } from './alerts';
import { countAlert, mailAlert } from '../observability/alerts';
import { remoteFallbacks, remoteRolloutEvents } from '../observability/metrics';
import type { Sample } from './canary-stats';
import type { FallbackThresholds } from './fallback-thresholds';
import type { OperatorDeps } from './operations';
import type { RegistryOptions } from './registry';

/** What a transaction or the database offers alike (drizzle's transaction is a database). */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The system as the actor of an audit row (a fallback, an automatic promotion). */
export const SYSTEM_SOURCE: AuditSource = { actor: SYSTEM_ACTOR, requestId: null, ipHash: null };

/** What was counted about one served version on one storefront in the window. */
export interface FailureFigures {
  storefrontKey: string;
  remote: string;
  version: string;
  failures: number;
  /** Page loads (each verified report event once, failed ones included; server render failures too). */
  loads: number;
  /** Distinct browsers (keyed hashes of addresses) that reported a failure: shown, never a threshold. */
  clients: number;
  /** The window starts at the version's latest fallback on the storefront (less than an hour ago), not an hour ago. */
  sinceFallback: boolean;
  /** Where the window starts. */
  since: Date;
}

/** Page loads and failures of one release on one storefront since a moment (the same window for a canary and its base). */
export async function sampleSince(db: Queryable, storefrontKey: string, remote: string, version: string, since: Date): Promise<Sample> {
  const [row] = rowsOf<{ loads: number | null; failures: number | null }>(
    await db.execute(sql`
      select sum(loads)::int as loads, sum(failures)::int as failures from remote_load_counts
       where storefront_key = ${storefrontKey} and remote = ${remote} and version = ${version}
         and minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)`),
  );
  return { loads: Number(row?.loads ?? 0), failures: Number(row?.failures ?? 0) };
}

/** The absolute thresholds hold (at the threshold counts: "at least"): enough failures at a high enough rate. */
export function isFailing(figures: Pick<FailureFigures, 'failures' | 'loads'>, thresholds: Pick<FallbackThresholds, 'minFailures' | 'rate'>): boolean {
  if (figures.loads <= 0) return false;
  // Compared without division, so 20 of 100 at a rate of 0.2 is exactly at the threshold.
  return figures.failures >= thresholds.minFailures && figures.failures >= thresholds.rate * figures.loads - 1e-9;
}

export interface HealthJobDeps {
  db: Database;
  registry: RegistryOptions;
  /** The storefronts (default: a directory of its own on `db`). */
  directory?: StorefrontDirectory;
  /** Where alerts go (default: ALERT_WEBHOOK_URL of the settings; none: off). */
  alerts?: AlertSender;
}

const directories = new WeakMap<Database, StorefrontDirectory>();
export function operatorDepsOf(deps: HealthJobDeps): OperatorDeps {
  let directory = deps.directory ?? directories.get(deps.db);
  if (!directory) {
    directory = new StorefrontDirectory(deps.db);
    directories.set(deps.db, directory);
  }
  return { db: deps.db, directory, registry: deps.registry, root: deps.registry.root ?? process.cwd() };
}

const ROLLOUT_EVENTS: Partial<Record<Alert['kind'], string>> = { 'remote.rollout-end': 'ended', 'release.pulled': 'pulled', 'release.auto-promote': 'promoted' };

/**
 * Counts what the health job did (shop_alerts_total, shop_remote_fallbacks_total,
 * shop_remote_rollout_events_total) and sends the alert in the background: the round never waits for
 * the webhook.
 */
export function raise(alerts: AlertSender, alert: Alert): void {
  countAlert(alert.kind);
  if (alert.kind === 'remote.fallback') remoteFallbacks.labels(alert.remote).inc();
  const event = ROLLOUT_EVENTS[alert.kind];
  if (event) remoteRolloutEvents.labels(alert.remote, event).inc();
  alerts.notify(alert).catch(() => undefined);
  // The operators' mailbox too (ALERT_MAIL_TO): the release alerts carry no sentence of their own.
  const where = alert.storefronts.includes('*') ? 'every storefront' : `storefronts ${alert.storefronts.join(', ')}`;
  const instead = alert.toVersion ? `; now serving ${alert.toVersion}` : '';
  void mailAlert({ ...alert, message: `${alert.remote} ${alert.version} on ${where}: ${alert.reason}${instead}` });
}
