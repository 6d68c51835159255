/** The fraud rules one by one, and how their points decide (ADR 0043). */
import { DEFAULT_FRAUD_SETTINGS, type FraudSettings } from '../../config/fraud';
import {
  type ScreeningFacts,
  countryMismatch,
  digitalHighValue,
  firstOrderValue,
  outcomeOf,
  screen,
  threeDSecure,
  velocityRule,
  watchedEmailDomain,
} from './rules';

const settings: FraudSettings = { ...DEFAULT_FRAUD_SETTINGS, watchedEmailDomains: ['risky.example'] };

/** An ordinary order: an e-mail that bought before, a small mixed order, a German card on the German shop. */
const facts = (change: Partial<ScreeningFacts> = {}): ScreeningFacts => ({
  email: 'anna@example.com',
  storefrontCountry: 'DE',
  amountCents: 5_000,
  currency: 'EUR',
  digitalOnly: false,
  earlierOrders: { email: 0, card: 0, device: 0, ip: 0, ipv6Prefix: 0 },
  issuedBefore: 1,
  payment: { method: 'card', issuerCountry: 'DE', threeDSecure: false },
  ...change,
});

describe('velocity rules', () => {
  it.each([
    ['email', 'velocityEmail', 3, 30],
    ['card', 'velocityCard', 3, 45],
    ['device', 'velocityDevice', 3, 30],
    ['ip', 'velocityIp', 5, 25],
    ['ipv6Prefix', 'velocityIpv6Prefix', 10, 20],
  ] as const)('%s: hits only above its limit of earlier orders', (key, rule, limit, points) => {
    const at = (count: number | null) => velocityRule(key)(facts({ earlierOrders: { ...facts().earlierOrders, [key]: count } }), settings);
    expect(at(limit)).toBeNull();
    expect(at(null)).toBeNull();
    const hit = at(limit + 1);
    expect(hit).toMatchObject({ rule, points });
    expect(hit?.detail).toContain(`${limit + 1} earlier orders`);
  });

  it('follows the configured limit', () => {
    const strict = { ...settings, velocityLimits: { ...settings.velocityLimits, email: 0 } };
    expect(velocityRule('email')(facts({ earlierOrders: { ...facts().earlierOrders, email: 1 } }), strict)?.rule).toBe('velocityEmail');
  });
});

describe('value and origin rules', () => {
  it('first order value: a new e-mail above the limit, not a returning one, not at the limit', () => {
    expect(firstOrderValue(facts({ issuedBefore: 0, amountCents: 15_001 }), settings)).toMatchObject({ rule: 'firstOrderValue', points: 25 });
    expect(firstOrderValue(facts({ issuedBefore: 0, amountCents: 15_000 }), settings)).toBeNull();
    expect(firstOrderValue(facts({ issuedBefore: 1, amountCents: 90_000 }), settings)).toBeNull();
  });

  it('country of payment: an issuer abroad hits, the same country or an unknown one does not', () => {
    expect(countryMismatch(facts({ payment: { method: 'card', issuerCountry: 'US', threeDSecure: false } }), settings)).toMatchObject({
      rule: 'countryMismatch',
      detail: 'card issued in US, storefront in DE',
    });
    expect(countryMismatch(facts(), settings)).toBeNull();
    expect(countryMismatch(facts({ payment: { method: 'ideal', issuerCountry: null, threeDSecure: false } }), settings)).toBeNull();
  });

  it('digital-only high value: only when every card is digital and the total is above the limit', () => {
    expect(digitalHighValue(facts({ digitalOnly: true, amountCents: 25_001 }), settings)).toMatchObject({ rule: 'digitalHighValue', points: 25 });
    expect(digitalHighValue(facts({ digitalOnly: false, amountCents: 90_000 }), settings)).toBeNull();
    expect(digitalHighValue(facts({ digitalOnly: true, amountCents: 25_000 }), settings)).toBeNull();
  });

  it('watched e-mail domains: the domain and its subdomains, not a look-alike', () => {
    expect(watchedEmailDomain(facts({ email: 'x@risky.example' }), settings)).toMatchObject({ rule: 'watchedEmailDomain', points: 60 });
    expect(watchedEmailDomain(facts({ email: 'x@mail.risky.example' }), settings)?.rule).toBe('watchedEmailDomain');
    expect(watchedEmailDomain(facts({ email: 'x@notrisky.example' }), settings)).toBeNull();
  });

  it('3-D Secure takes points off', () => {
    expect(threeDSecure(facts({ payment: { method: 'card', issuerCountry: 'DE', threeDSecure: true } }), settings)).toMatchObject({ rule: 'threeDSecure', points: -30 });
    expect(threeDSecure(facts(), settings)).toBeNull();
  });

  it('a rule weighted 0 is off', () => {
    const off = { ...settings, weights: { ...settings.weights, watchedEmailDomain: 0 } };
    expect(watchedEmailDomain(facts({ email: 'x@risky.example' }), off)).toBeNull();
  });
});

describe('the score and its outcome', () => {
  it('issues an ordinary order with no hits', () => {
    expect(screen(facts(), settings)).toEqual({ score: 0, outcome: 'ISSUE', hits: [] });
  });

  it('holds at the hold score and refuses at the refuse score', () => {
    expect(outcomeOf(49, settings)).toBe('ISSUE');
    expect(outcomeOf(50, settings)).toBe('HOLD');
    expect(outcomeOf(99, settings)).toBe('HOLD');
    expect(outcomeOf(100, settings)).toBe('REFUSE');
  });

  it('adds the points of every hit: a new e-mail buying many digital cards on a foreign card is refused', () => {
    const result = screen(
      facts({
        issuedBefore: 0,
        digitalOnly: true,
        amountCents: 50_000,
        earlierOrders: { email: 0, card: 4, device: 0, ip: 0, ipv6Prefix: 0 },
        payment: { method: 'card', issuerCountry: 'US', threeDSecure: false },
      }),
      settings,
    );
    expect(result.hits.map((h) => h.rule)).toEqual(['velocityCard', 'firstOrderValue', 'countryMismatch', 'digitalHighValue']);
    expect(result).toMatchObject({ score: 45 + 25 + 20 + 25, outcome: 'REFUSE' });
  });

  it('3-D Secure turns a hold into an issue, and the score never goes below 0', () => {
    const risky = facts({ issuedBefore: 0, digitalOnly: true, amountCents: 30_000 });
    expect(screen(risky, settings)).toMatchObject({ score: 50, outcome: 'HOLD' });
    const authenticated = screen({ ...risky, payment: { method: 'card', issuerCountry: 'DE', threeDSecure: true } }, settings);
    expect(authenticated).toMatchObject({ score: 20, outcome: 'ISSUE' });
    expect(screen(facts({ payment: { method: 'card', issuerCountry: 'DE', threeDSecure: true } }), settings).score).toBe(0);
  });
});
