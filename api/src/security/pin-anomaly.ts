/**
 * The storefront-wide guard against PIN guessing from many addresses at once (issue 31). The PIN
 * limits count per card and client and per client (security/rate-limit.ts), so a stranger cannot lock
 * an owner out; a botnet spreading guesses over thousands of addresses gets past both. What it cannot
 * hide is the rise in failed PIN checks of the storefront: every failure is counted per storefront and
 * hour (in the database, across processes), and past the threshold
 *  - every captcha challenge the storefront hands out costs `RAISED_CAPTCHA_FACTOR` times the work
 *    (each guess needs a solved captcha, so each guess gets that much dearer), and
 *  - operators are alerted, once per window (exactly one failure sees the count reach the threshold).
 * Nobody is refused by it: an owner's right PIN still passes, only after a slower captcha.
 */
import type { Database } from '../db';
import { type LimitDefinition, type LimitKeyHasher, countEvent, currentCount } from './rate-limit';
import { log } from '../observability/log';

/** A storefront's failed PIN checks per hour that count as an attack (a normal hour has a handful). */
export const DEFAULT_PIN_ANOMALY_THRESHOLD = 200;
/** How much dearer a captcha is while the guard is raised. */
export const RAISED_CAPTCHA_FACTOR = 8;

export function pinAnomalyThresholdFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.PIN_ANOMALY_THRESHOLD);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PIN_ANOMALY_THRESHOLD;
}

const THRESHOLD = pinAnomalyThresholdFromEnv(process.env);

const failuresPerStorefront = (threshold: number): LimitDefinition => ({ bucket: 'pin-failure:storefront', limit: threshold, windowSeconds: 60 * 60 });

export type Alert = (message: string) => void;

const alertOperators: Alert = (message) => log.error({ alert: 'pin-anomaly' }, `[security] ALERT: ${message}`);

/** Counts one failed PIN check of `storefrontKey`; alerts when this one makes the count reach the threshold. */
export async function recordFailedPinCheck(
  db: Database,
  hashLimitKey: LimitKeyHasher,
  storefrontKey: string,
  options: { threshold?: number; alert?: Alert } = {},
): Promise<void> {
  const threshold = options.threshold ?? THRESHOLD;
  const count = await countEvent(db, hashLimitKey, failuresPerStorefront(threshold), storefrontKey);
  if (count === threshold) {
    (options.alert ?? alertOperators)(
      `storefront ${storefrontKey}: ${count} failed PIN checks within the hour (threshold ${threshold}); captchas now cost ${RAISED_CAPTCHA_FACTOR}× until the hour ends`,
    );
  }
}

/** Whether the storefront's captchas are raised now (its failed PIN checks this hour reached the threshold). */
export async function pinAnomalyRaised(db: Database, hashLimitKey: LimitKeyHasher, storefrontKey: string, threshold = THRESHOLD): Promise<boolean> {
  return (await currentCount(db, hashLimitKey, failuresPerStorefront(threshold), storefrontKey)) >= threshold;
}
