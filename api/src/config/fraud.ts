/**
 * The settings of fraud screening before issuing (issue 33 item 3, ADR 0043): thresholds, weights and
 * velocity limits, read from the environment with real protections as defaults. Gift cards are what
 * fraudsters buy first with stolen cards (spendable in minutes, the chargeback weeks later), so the
 * defaults hold what a careful seller would look at: production and the demo use them unless the
 * environment says otherwise.
 *
 * The test server and the browser journeys buy hundreds of cards from the same addresses and e-mails:
 * they set the generous `LENIENT_FRAUD_SETTINGS` (test-server.ts) or the FRAUD_* values of the e2e
 * configuration explicitly, instead of the defaults being weakened for them.
 *
 * - FRAUD_HOLD_SCORE (default 50), FRAUD_REFUSE_SCORE (default 100, above the hold score): a score at
 *   or above the hold score holds the order for review, at or above the refuse score refuses it.
 * - FRAUD_VELOCITY_WINDOW_HOURS (default 24): how far back earlier orders count.
 * - FRAUD_VELOCITY_LIMITS: `email=3,card=3,device=3,ip=5,ipv6Prefix=10`, earlier orders in the window
 *   allowed before the rule hits (a partial list changes only the named ones).
 * - FRAUD_WEIGHTS: `velocityEmail=30,…` points per rule (names as `RULE_WEIGHT_NAMES`; partial list);
 *   `threeDSecure` is subtracted when the payment was 3-D Secure authenticated (liability shift).
 * - FRAUD_FIRST_ORDER_CENTS (default 15000): a new e-mail's first order above this value hits.
 * - FRAUD_DIGITAL_HIGH_VALUE_CENTS (default 25000): a digital-only order above this value hits.
 * - FRAUD_WATCHED_EMAIL_DOMAINS: `risky.example,mailinator.com` (default none): e-mail domains that
 *   add `watchedEmailDomain` points (disposable mail services; the tests' deterministic risky order).
 */
import * as v from 'valibot';
import { readWholeNumberSetting, wholeNumber } from './whole-number-setting';

export const VELOCITY_KEYS = ['email', 'card', 'device', 'ip', 'ipv6Prefix'] as const;
export type VelocityKey = (typeof VELOCITY_KEYS)[number];

export const RULE_WEIGHT_NAMES = [
  'velocityEmail',
  'velocityCard',
  'velocityDevice',
  'velocityIp',
  'velocityIpv6Prefix',
  'firstOrderValue',
  'countryMismatch',
  'digitalHighValue',
  'watchedEmailDomain',
  'threeDSecure',
] as const;
export type RuleWeightName = (typeof RULE_WEIGHT_NAMES)[number];

export interface FraudSettings {
  holdScore: number;
  refuseScore: number;
  velocityWindowHours: number;
  /** Earlier orders in the window allowed per key before its velocity rule hits. */
  velocityLimits: Record<VelocityKey, number>;
  /** Points per rule hit; threeDSecure is subtracted for a 3-D Secure authenticated payment. */
  weights: Record<RuleWeightName, number>;
  firstOrderCents: number;
  digitalHighValueCents: number;
  /** Lower-case domains (no '@'). */
  watchedEmailDomains: readonly string[];
}

/** The real protections (production and the demo). */
export const DEFAULT_FRAUD_SETTINGS: FraudSettings = {
  holdScore: 50,
  refuseScore: 100,
  velocityWindowHours: 24,
  velocityLimits: { email: 3, card: 3, device: 3, ip: 5, ipv6Prefix: 10 },
  weights: {
    // Many orders on one card in a day is the classic pattern of a stolen card being cashed out.
    velocityEmail: 30,
    velocityCard: 45,
    velocityDevice: 30,
    velocityIp: 25,
    velocityIpv6Prefix: 20,
    firstOrderValue: 25,
    countryMismatch: 20,
    digitalHighValue: 25,
    // Enough to hold on its own: a watched domain is a decision someone made on purpose.
    watchedEmailDomain: 60,
    threeDSecure: 30,
  },
  firstOrderCents: 15_000,
  digitalHighValueCents: 25_000,
  watchedEmailDomains: [],
};

/**
 * For the test suites (test-server.ts, api-process.ts, the e2e configuration mirrors it in env): the
 * suites buy many cards from one address and e-mail, so velocity and value rules are out of reach;
 * thresholds and weights stay the real ones, so a test makes an order risky with a watched e-mail
 * domain (or by lowering a limit) and gets the real decision.
 */
export const LENIENT_FRAUD_SETTINGS: FraudSettings = {
  ...DEFAULT_FRAUD_SETTINGS,
  velocityLimits: { email: 1_000_000, card: 1_000_000, device: 1_000_000, ip: 1_000_000, ipv6Prefix: 1_000_000 },
  firstOrderCents: 1_000_000_000,
  digitalHighValueCents: 1_000_000_000,
  watchedEmailDomains: ['risky.example'],
};

/** The env of LENIENT_FRAUD_SETTINGS (API processes the tests start, the browser journeys' servers). */
export const LENIENT_FRAUD_ENV: Record<string, string> = {
  FRAUD_VELOCITY_LIMITS: VELOCITY_KEYS.map((key) => `${key}=${LENIENT_FRAUD_SETTINGS.velocityLimits[key]}`).join(','),
  FRAUD_FIRST_ORDER_CENTS: String(LENIENT_FRAUD_SETTINGS.firstOrderCents),
  FRAUD_DIGITAL_HIGH_VALUE_CENTS: String(LENIENT_FRAUD_SETTINGS.digitalHighValueCents),
  FRAUD_WATCHED_EMAIL_DOMAINS: LENIENT_FRAUD_SETTINGS.watchedEmailDomains.join(','),
};

const MAX_SETTING = 1_000_000_000;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** `name=number,…` with names from `names`: the named entries, or the problem. */
function namedNumbers<N extends string>(raw: string, names: readonly N[], setting: string, min: number): { values: Partial<Record<N, number>>; error?: string } {
  const values: Partial<Record<N, number>> = {};
  for (const part of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [name, value] = part.split('=').map((s) => s.trim());
    if (!name || !(names as readonly string[]).includes(name)) return { values, error: `${setting}: unknown name "${name ?? ''}" (known: ${names.join(', ')})` };
    const parsed = v.safeParse(wholeNumber(min, MAX_SETTING), value ?? '');
    if (!parsed.success) return { values, error: `${setting}: ${name} must be a whole number from ${min} to ${MAX_SETTING} (got "${value ?? ''}")` };
    values[name as N] = parsed.output;
  }
  return { values };
}

/** The settings the environment asks for (unset: the defaults), or one line per problem. */
export function parseFraudSettings(env: NodeJS.ProcessEnv): { settings: FraudSettings; errors: string[] } {
  const errors: string[] = [];
  const settings: FraudSettings = {
    ...DEFAULT_FRAUD_SETTINGS,
    velocityLimits: { ...DEFAULT_FRAUD_SETTINGS.velocityLimits },
    weights: { ...DEFAULT_FRAUD_SETTINGS.weights },
  };
  const number = (name: string, min: number, max = MAX_SETTING): number | undefined => {
    const { value, error } = readWholeNumberSetting(env, name, { min, max });
    if (error) errors.push(error);
    return value;
  };
  settings.holdScore = number('FRAUD_HOLD_SCORE', 1) ?? settings.holdScore;
  settings.refuseScore = number('FRAUD_REFUSE_SCORE', 1) ?? settings.refuseScore;
  if (settings.refuseScore <= settings.holdScore) errors.push(`FRAUD_REFUSE_SCORE (${settings.refuseScore}) must be above FRAUD_HOLD_SCORE (${settings.holdScore})`);
  // A week at most: the velocity queries read an index range of this length.
  settings.velocityWindowHours = number('FRAUD_VELOCITY_WINDOW_HOURS', 1, 24 * 7) ?? settings.velocityWindowHours;
  settings.firstOrderCents = number('FRAUD_FIRST_ORDER_CENTS', 0) ?? settings.firstOrderCents;
  settings.digitalHighValueCents = number('FRAUD_DIGITAL_HIGH_VALUE_CENTS', 0) ?? settings.digitalHighValueCents;
  const limits = namedNumbers(env.FRAUD_VELOCITY_LIMITS ?? '', VELOCITY_KEYS, 'FRAUD_VELOCITY_LIMITS', 0);
  if (limits.error) errors.push(limits.error);
  Object.assign(settings.velocityLimits, limits.values);
  const weights = namedNumbers(env.FRAUD_WEIGHTS ?? '', RULE_WEIGHT_NAMES, 'FRAUD_WEIGHTS', 0);
  if (weights.error) errors.push(weights.error);
  Object.assign(settings.weights, weights.values);
  const domains = (env.FRAUD_WATCHED_EMAIL_DOMAINS ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  const wrong = domains.filter((d) => !DOMAIN.test(d));
  if (wrong.length) errors.push(`FRAUD_WATCHED_EMAIL_DOMAINS: not a domain: ${wrong.join(', ')}`);
  else if (domains.length) settings.watchedEmailDomains = domains;
  return { settings, errors };
}
