/** Fraud screening's settings from the environment (ADR 0043). */
import { DEFAULT_FRAUD_SETTINGS, LENIENT_FRAUD_ENV, LENIENT_FRAUD_SETTINGS, parseFraudSettings } from './fraud';

describe('fraud settings', () => {
  it('are the real protections when nothing is set', () => {
    expect(parseFraudSettings({})).toEqual({ settings: DEFAULT_FRAUD_SETTINGS, errors: [] });
    expect(DEFAULT_FRAUD_SETTINGS.velocityLimits.email).toBeLessThan(10);
    expect(DEFAULT_FRAUD_SETTINGS.watchedEmailDomains).toEqual([]);
  });

  it('read thresholds, partial limit and weight lists, and watched domains', () => {
    const { settings, errors } = parseFraudSettings({
      FRAUD_HOLD_SCORE: '40',
      FRAUD_REFUSE_SCORE: '90',
      FRAUD_VELOCITY_WINDOW_HOURS: '48',
      FRAUD_VELOCITY_LIMITS: 'email=1, card=2',
      FRAUD_WEIGHTS: 'countryMismatch=0,threeDSecure=40',
      FRAUD_FIRST_ORDER_CENTS: '5000',
      FRAUD_WATCHED_EMAIL_DOMAINS: '@Mailinator.com, risky.example',
    });
    expect(errors).toEqual([]);
    expect(settings).toMatchObject({ holdScore: 40, refuseScore: 90, velocityWindowHours: 48, firstOrderCents: 5000, watchedEmailDomains: ['mailinator.com', 'risky.example'] });
    expect(settings.velocityLimits).toEqual({ ...DEFAULT_FRAUD_SETTINGS.velocityLimits, email: 1, card: 2 });
    expect(settings.weights).toMatchObject({ countryMismatch: 0, threeDSecure: 40, velocityCard: DEFAULT_FRAUD_SETTINGS.weights.velocityCard });
  });

  it('refuse what is wrong, one line each', () => {
    const { errors } = parseFraudSettings({
      FRAUD_HOLD_SCORE: 'fifty',
      FRAUD_REFUSE_SCORE: '10',
      FRAUD_VELOCITY_WINDOW_HOURS: '1000',
      FRAUD_VELOCITY_LIMITS: 'phone=3',
      FRAUD_WEIGHTS: 'velocityCard=-5',
      FRAUD_WATCHED_EMAIL_DOMAINS: 'not a domain',
    });
    expect(errors).toEqual([
      'FRAUD_HOLD_SCORE must be a whole number from 1 to 1000000000 (got "fifty")',
      'FRAUD_REFUSE_SCORE (10) must be above FRAUD_HOLD_SCORE (50)',
      'FRAUD_VELOCITY_WINDOW_HOURS must be a whole number from 1 to 168 (got "1000")',
      'FRAUD_VELOCITY_LIMITS: unknown name "phone" (known: email, card, device, ip, ipv6Prefix)',
      'FRAUD_WEIGHTS: velocityCard must be a whole number from 0 to 1000000000 (got "-5")',
      'FRAUD_WATCHED_EMAIL_DOMAINS: not a domain: not a domain',
    ]);
  });

  it('the tests’ env reads back as the tests’ settings', () => {
    expect(parseFraudSettings(LENIENT_FRAUD_ENV)).toEqual({ settings: LENIENT_FRAUD_SETTINGS, errors: [] });
  });
});
