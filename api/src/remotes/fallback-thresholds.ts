/**
 * When the health job calls a release failing on a storefront (ADR 0029, ADR 0037), read from the
 * environment with the server's other settings (config/mode.ts):
 *
 *   REMOTE_FALLBACK_MIN_FAILURES  a release with no base to compare with fails with at least this many
 *                                 failed page loads in the window (default 20) …
 *   REMOTE_FALLBACK_RATE          … that are at least this share of its page loads (default 0.2, 20 %)
 *   REMOTE_CANARY_MIN_LOADS       a canary is compared with its base once each side has at least this
 *                                 many page loads in the window (default 50); also the page loads a
 *                                 release needs for "verified healthy traffic"
 *   REMOTE_CANARY_ALPHA           a canary fails when its error rate is above its base's with a one-sided
 *                                 Fisher exact p-value below this (default 0.001)
 *   REMOTE_HEALTH_INTERVAL_MS     how often the job evaluates (default 60 000)
 *   REMOTE_REPORTS_PER_CLIENT     report beacons counted per client address in 10 minutes (default 60;
 *                                 more are dropped). An end-to-end run whose browsers all come from
 *                                 loopback may raise it.
 *   ALERT_WEBHOOK_URL             where fallbacks, ended canaries and pulled or promoted releases are
 *                                 POSTed as JSON (alerts.ts); unset: no alerts
 *
 * REMOTE_FALLBACK_MIN_CLIENTS is gone (ADR 0037): reports are signed per page, so one browser (or many
 * behind one NAT) with real failures counts, and addresses prove nothing.
 */
import { alertWebhookProblem } from './alerts';

export interface FallbackThresholds {
  minFailures: number;
  /** 0 < rate ≤ 1. */
  rate: number;
  /** Page loads each side needs before a canary is judged against its base. */
  canaryMinLoads: number;
  /** The significance level of the canary test (0 < alpha < 0.5). */
  canaryAlpha: number;
}

export interface RemoteHealthSettings extends FallbackThresholds {
  intervalMs: number;
  /** Report beacons counted per client address per window of LIMITS.remoteReportsPerIp (10 minutes). */
  reportsPerClient: number;
  /** ALERT_WEBHOOK_URL; null: alerts are off. */
  alertWebhookUrl: string | null;
}

export const DEFAULT_REMOTE_HEALTH: RemoteHealthSettings = {
  minFailures: 20,
  rate: 0.2,
  canaryMinLoads: 50,
  canaryAlpha: 0.001,
  intervalMs: 60_000,
  reportsPerClient: 60,
  alertWebhookUrl: null,
};

/** The settings, or one message per bad variable (the server refuses to start on any). */
export function parseRemoteHealthSettings(env: NodeJS.ProcessEnv): { settings: RemoteHealthSettings; errors: string[] } {
  const errors: string[] = [];
  const read = (name: string, fallback: number, valid: (value: number) => boolean, what: string): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?(e-?\d+)?$/i.test(raw) || !valid(value)) {
      errors.push(`${name} must be ${what} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const whole = (min: number, max: number) => (value: number) => Number.isInteger(value) && value >= min && value <= max;
  const webhook = env.ALERT_WEBHOOK_URL?.trim() || null;
  const webhookProblem = alertWebhookProblem(webhook ?? undefined);
  if (webhookProblem) errors.push(webhookProblem);
  const settings: RemoteHealthSettings = {
    // At least 1: a threshold of 0 failures would fall back from every release that has no reports.
    minFailures: read('REMOTE_FALLBACK_MIN_FAILURES', DEFAULT_REMOTE_HEALTH.minFailures, whole(1, 1_000_000), 'a whole number from 1 to 1000000'),
    rate: read('REMOTE_FALLBACK_RATE', DEFAULT_REMOTE_HEALTH.rate, (v) => v > 0 && v <= 1, 'a fraction above 0 and at most 1 (0.2 = 20 %)'),
    canaryMinLoads: read('REMOTE_CANARY_MIN_LOADS', DEFAULT_REMOTE_HEALTH.canaryMinLoads, whole(1, 1_000_000), 'a whole number from 1 to 1000000'),
    canaryAlpha: read('REMOTE_CANARY_ALPHA', DEFAULT_REMOTE_HEALTH.canaryAlpha, (v) => v > 0 && v < 0.5, 'a probability above 0 and below 0.5 (0.001)'),
    intervalMs: read('REMOTE_HEALTH_INTERVAL_MS', DEFAULT_REMOTE_HEALTH.intervalMs, whole(1_000, 3_600_000), 'a whole number of milliseconds from 1000 to 3600000'),
    reportsPerClient: read('REMOTE_REPORTS_PER_CLIENT', DEFAULT_REMOTE_HEALTH.reportsPerClient, whole(1, 100_000), 'a whole number from 1 to 100000'),
    alertWebhookUrl: webhookProblem ? null : webhook,
  };
  return { settings, errors };
}
