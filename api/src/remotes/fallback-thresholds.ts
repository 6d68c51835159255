/**
 * When the health job calls a release failing on a storefront (ADR 0029), read from the environment
 * with the server's other settings (config/mode.ts): all three must hold over the last hour.
 *
 *   REMOTE_FALLBACK_MIN_FAILURES  at least this many failed loads (default 20)
 *   REMOTE_FALLBACK_RATE          failures / weighted loads at least this (default 0.2, i.e. 20 %)
 *   REMOTE_FALLBACK_MIN_CLIENTS   from at least this many distinct browsers (default 5)
 *   REMOTE_HEALTH_INTERVAL_MS     how often the job evaluates (default 60 000)
 *   REMOTE_REPORTS_PER_CLIENT     report beacons counted per client address in 10 minutes (default 60;
 *                                 more are dropped). An end-to-end run whose browsers all come from
 *                                 loopback may raise it.
 */
export interface FallbackThresholds {
  minFailures: number;
  /** 0 < rate ≤ 1. */
  rate: number;
  minClients: number;
}

export interface RemoteHealthSettings extends FallbackThresholds {
  intervalMs: number;
  /** Report beacons counted per client address per window of LIMITS.remoteReportsPerIp (10 minutes). */
  reportsPerClient: number;
}

export const DEFAULT_REMOTE_HEALTH: RemoteHealthSettings = { minFailures: 20, rate: 0.2, minClients: 5, intervalMs: 60_000, reportsPerClient: 60 };

/** The settings, or one message per bad variable (the server refuses to start on any). */
export function parseRemoteHealthSettings(env: NodeJS.ProcessEnv): { settings: RemoteHealthSettings; errors: string[] } {
  const errors: string[] = [];
  const read = (name: string, fallback: number, valid: (value: number) => boolean, what: string): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || !valid(value)) {
      errors.push(`${name} must be ${what} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const whole = (min: number, max: number) => (value: number) => Number.isInteger(value) && value >= min && value <= max;
  const settings: RemoteHealthSettings = {
    // At least 1: a threshold of 0 failures would fall back from every release that has no reports.
    minFailures: read('REMOTE_FALLBACK_MIN_FAILURES', DEFAULT_REMOTE_HEALTH.minFailures, whole(1, 1_000_000), 'a whole number from 1 to 1000000'),
    rate: read('REMOTE_FALLBACK_RATE', DEFAULT_REMOTE_HEALTH.rate, (v) => v > 0 && v <= 1, 'a fraction above 0 and at most 1 (0.2 = 20 %)'),
    minClients: read('REMOTE_FALLBACK_MIN_CLIENTS', DEFAULT_REMOTE_HEALTH.minClients, whole(1, 1_000_000), 'a whole number from 1 to 1000000'),
    intervalMs: read('REMOTE_HEALTH_INTERVAL_MS', DEFAULT_REMOTE_HEALTH.intervalMs, whole(1_000, 3_600_000), 'a whole number of milliseconds from 1000 to 3600000'),
    reportsPerClient: read('REMOTE_REPORTS_PER_CLIENT', DEFAULT_REMOTE_HEALTH.reportsPerClient, whole(1, 100_000), 'a whole number from 1 to 100000'),
  };
  return { settings, errors };
}
