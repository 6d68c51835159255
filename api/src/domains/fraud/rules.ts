/**
 * The fraud rules, all in one place (issue 33 item 3, ADR 0043). Each rule is a small pure function of
 * what is known about a paid order (`ScreeningFacts`: counts the database gave, the payment's card
 * facts) and the settings; it answers a hit with its points and a sentence for the reviewer, or null.
 * `screen` adds the points up and decides: ISSUE now, HOLD for review, REFUSE (and refund).
 *
 * A rule whose weight is 0 is switched off: it never appears among the hits.
 */
import { type FraudSettings, type RuleWeightName, type VelocityKey, VELOCITY_KEYS } from '../../config/fraud';

export const SCREENING_OUTCOMES = ['ISSUE', 'HOLD', 'REFUSE'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];

export interface ScreeningFacts {
  /** The buyer's e-mail, lower case. */
  email: string;
  /** ISO 3166 alpha-2 of the storefront the order was placed in. */
  storefrontCountry: string;
  /** What the order costs (minor units of its currency). */
  amountCents: number;
  currency: string;
  /** Every card of the order is digital (delivered by mail at once: spendable within minutes). */
  digitalOnly: boolean;
  /** Earlier orders in the velocity window sharing the key; null when the key is unknown (no card data, no device). */
  earlierOrders: Record<VelocityKey, number | null>;
  /** Orders of this e-mail issued before (capped: only 0 or more matters). */
  issuedBefore: number;
  /** The payment: its method and what the provider said about the card. */
  payment: {
    method: string;
    /** ISO alpha-2 of the card's issuer; null when the provider did not say (or no card). */
    issuerCountry: string | null;
    /** 3-D Secure authenticated with liability shift. */
    threeDSecure: boolean;
  };
}

export interface RuleHit {
  rule: RuleWeightName;
  /** Points added (negative: taken off). */
  points: number;
  /** What the reviewer reads. */
  detail: string;
}

export type Rule = (facts: ScreeningFacts, settings: FraudSettings) => RuleHit | null;

const hit = (rule: RuleWeightName, settings: FraudSettings, detail: string, sign = 1): RuleHit | null =>
  settings.weights[rule] > 0 ? { rule, points: sign * settings.weights[rule], detail } : null;

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;

const VELOCITY_RULES: Record<VelocityKey, { rule: RuleWeightName; what: string }> = {
  email: { rule: 'velocityEmail', what: 'e-mail address' },
  card: { rule: 'velocityCard', what: 'payment card' },
  device: { rule: 'velocityDevice', what: 'device' },
  ip: { rule: 'velocityIp', what: 'IP address' },
  ipv6Prefix: { rule: 'velocityIpv6Prefix', what: 'IPv6 /64 network' },
};

/** Too many earlier orders with the same `key` in the window. */
export function velocityRule(key: VelocityKey): Rule {
  const { rule, what } = VELOCITY_RULES[key];
  return (facts, settings) => {
    const count = facts.earlierOrders[key];
    const limit = settings.velocityLimits[key];
    if (count === null || count <= limit) return null;
    return hit(rule, settings, `${count} earlier orders with this ${what} in ${settings.velocityWindowHours} h (allowed ${limit})`);
  };
}

/** A new e-mail (nothing issued to it before) starting with a large order. */
export const firstOrderValue: Rule = (facts, settings) =>
  facts.issuedBefore === 0 && facts.amountCents > settings.firstOrderCents
    ? hit('firstOrderValue', settings, `first order of this e-mail address, ${money(facts.amountCents, facts.currency)} (above ${money(settings.firstOrderCents, facts.currency)})`)
    : null;

/** The card was issued in another country than the storefront's. */
export const countryMismatch: Rule = (facts, settings) => {
  const issuer = facts.payment.issuerCountry;
  if (!issuer || issuer === facts.storefrontCountry) return null;
  return hit('countryMismatch', settings, `card issued in ${issuer}, storefront in ${facts.storefrontCountry}`);
};

/** Only digital cards (spendable within minutes of the mail), of a high value. */
export const digitalHighValue: Rule = (facts, settings) =>
  facts.digitalOnly && facts.amountCents > settings.digitalHighValueCents
    ? hit('digitalHighValue', settings, `digital cards only, ${money(facts.amountCents, facts.currency)} (above ${money(settings.digitalHighValueCents, facts.currency)})`)
    : null;

/** The e-mail is at a watched domain (or a subdomain of one). */
export const watchedEmailDomain: Rule = (facts, settings) => {
  const domain = facts.email.slice(facts.email.lastIndexOf('@') + 1);
  const watched = settings.watchedEmailDomains.find((d) => domain === d || domain.endsWith(`.${d}`));
  return watched ? hit('watchedEmailDomain', settings, `e-mail address at the watched domain ${watched}`) : null;
};

/** 3-D Secure authenticated: the issuer carries fraud chargebacks (liability shift), so points come off. */
export const threeDSecure: Rule = (facts, settings) =>
  facts.payment.threeDSecure ? hit('threeDSecure', settings, '3-D Secure authenticated (liability shift)', -1) : null;

/** Every rule, in the order the reviewer reads their hits. */
export const RULES: readonly Rule[] = [
  ...VELOCITY_KEYS.map(velocityRule),
  firstOrderValue,
  countryMismatch,
  digitalHighValue,
  watchedEmailDomain,
  threeDSecure,
];

export interface ScreeningResult {
  score: number;
  outcome: ScreeningOutcome;
  hits: RuleHit[];
}

/** The outcome of a score: at or above the refuse score REFUSE, at or above the hold score HOLD, else ISSUE. */
export function outcomeOf(score: number, settings: Pick<FraudSettings, 'holdScore' | 'refuseScore'>): ScreeningOutcome {
  if (score >= settings.refuseScore) return 'REFUSE';
  if (score >= settings.holdScore) return 'HOLD';
  return 'ISSUE';
}

/** Runs every rule: the hits, their score (never below 0) and the outcome. */
export function screen(facts: ScreeningFacts, settings: FraudSettings, rules: readonly Rule[] = RULES): ScreeningResult {
  const hits = rules.map((rule) => rule(facts, settings)).filter((h): h is RuleHit => h !== null);
  const score = Math.max(0, hits.reduce((sum, h) => sum + h.points, 0));
  return { score, outcome: outcomeOf(score, settings), hits };
}
