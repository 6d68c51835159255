import { DEMO_BANK_ACCOUNT, validIban } from './invoice-bank';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '../security/rate-limit';
import { crashPointEnabled, parseModeConfig, resolveMode, withDemoSecrets } from './mode';

const HEX = 'ab'.repeat(32);
/** Everything production needs, except a live payment provider (none exists in the factory yet). */
const productionEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  SHOP_MODE: 'production',
  SMTP_URL: 'smtp://mail.example:25',
  PAYMENT_HMAC_KEY: HEX,
  SECRETS_KEY: HEX,
  PIN_PEPPER: 'p'.repeat(32),
  INVOICE_BANK_IBAN: 'DE75 5121 0800 1245 1261 99',
  INVOICE_BANK_BIC: 'SOGEDEFFXXX',
  INVOICE_BANK_HOLDER: 'Geschenkkarten GmbH',
  ...extra,
});
const errorsOf = (env: NodeJS.ProcessEnv) => {
  const result = parseModeConfig(env);
  return result.ok ? [] : result.errors;
};

/** The configuration of a good environment (a bad one fails the test with its sentences). */
const configOf = (env: NodeJS.ProcessEnv) => {
  const result = parseModeConfig(env);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.config;
};

describe('the mode', () => {
  it('is SHOP_MODE, else production under NODE_ENV=production, else the demo', () => {
    expect(resolveMode({})).toBe('demo');
    expect(resolveMode({ NODE_ENV: 'development' })).toBe('demo');
    expect(resolveMode({ NODE_ENV: 'production' })).toBe('production');
    expect(resolveMode({ NODE_ENV: 'production', SHOP_MODE: 'demo' })).toBe('demo');
    expect(resolveMode({ SHOP_MODE: 'production' })).toBe('production');
    // A typo is not a way into the demo.
    expect(resolveMode({ SHOP_MODE: 'dmeo' })).toBe('production');
    expect(errorsOf({ SHOP_MODE: 'dmeo' })).toContain('SHOP_MODE must be demo or production (got "dmeo")');
  });

  it('demo: the test payment service, file mail, generated secrets, loopback only', () => {
    const result = parseModeConfig({});
    expect(result).toEqual({
      ok: true,
      config: expect.objectContaining({
        mode: 'demo',
        host: '127.0.0.1',
        port: 3000,
        paymentProvider: 'test',
        smtpUrl: undefined,
        trustProxy: { kind: 'none' },
        paymentHmacKeyHex: undefined,
        secretsKeyHex: undefined,
        pinPepper: undefined,
      }),
    });
    expect(parseModeConfig({ HOST: '0.0.0.0', PORT: '4000' })).toMatchObject({ ok: true, config: { host: '0.0.0.0', port: 4000 } });
  });

  it('production refuses the test payment service, a missing provider, file mail and missing secrets, one line each', () => {
    expect(errorsOf({ SHOP_MODE: 'production' })).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER is required in production/),
      'SMTP_URL is required in production (no file mail outside the demo)',
      'PAYMENT_HMAC_KEY is required in production (64 hex characters)',
      'SECRETS_KEY is required in production (64 hex characters)',
      'PIN_PEPPER is required in production (at least 32 characters)',
      expect.stringMatching(/^INVOICE_BANK_IBAN and INVOICE_BANK_HOLDER are required in production/),
    ]);
    expect(errorsOf(productionEnv({ PAYMENT_PROVIDER: 'test' }))).toEqual([
      'PAYMENT_PROVIDER=test is the demo payment service and is refused in production: configure a live provider',
    ]);
    expect(errorsOf(productionEnv({ PAYMENT_PROVIDER: 'paypa1' }))).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER "paypa1" is unknown/)]);
    expect(errorsOf(productionEnv({ PAYMENT_PROVIDER: 'test', SECRETS_KEY: 'short', PIN_PEPPER: 'short' }))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=test/),
      'SECRETS_KEY must be 64 hex characters',
      'PIN_PEPPER must be at least 32 characters',
    ]);
    expect(errorsOf(productionEnv({ PAYMENT_PROVIDER: 'test', SHOP_CRASH_POINT: 'place-order', DEV_OUTBOX: '1' }))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=test/),
      'SHOP_CRASH_POINT is a test drill and is refused in production',
      'DEV_OUTBOX is no longer supported: /dev/outbox exists only in the demo',
    ]);
  });

  it('production refuses a shared operator token (personal tokens only, ADR 0038); the demo keeps it', () => {
    expect(errorsOf(productionEnv({ PAYMENT_PROVIDER: 'test', OPERATOR_TOKEN: 'shared' }))).toEqual([
      expect.stringMatching(/^PAYMENT_PROVIDER=test/),
      'OPERATOR_TOKEN is a shared operator token and is refused in production: each operator creates a personal token (pnpm operator token:create), audited as themselves',
    ]);
    expect(errorsOf({ OPERATOR_TOKEN: 'shared' })).toEqual([]);
  });

  it('checks secrets given in the demo too, and TRUST_PROXY in both modes', () => {
    expect(errorsOf({ PAYMENT_HMAC_KEY: 'xyz' })).toEqual(['PAYMENT_HMAC_KEY must be 64 hex characters']);
    expect(errorsOf({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([expect.stringMatching(/^TRUST_PROXY: "10.0.0.0\/33"/)]);
    expect(errorsOf({ TRUST_PROXY: '2' })).toEqual([expect.stringMatching(/^TRUST_PROXY: "2" is a hop count/)]);
  });

  it('reads the activation delay: 0 in the demo, an hour in production, at most 23 hours (spec: within 24 hours)', () => {
    const adyen = productionEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'key', ADYEN_MERCHANT_ACCOUNT: 'Shop' });
    expect(parseModeConfig({})).toMatchObject({ ok: true, config: { activationDelayMs: 0 } });
    expect(parseModeConfig(adyen)).toMatchObject({ ok: true, config: { activationDelayMs: 60 * 60_000 } });
    expect(parseModeConfig({ ...adyen, ACTIVATION_DELAY_MINUTES: '0' })).toMatchObject({ ok: true, config: { activationDelayMs: 0 } });
    expect(parseModeConfig({ ACTIVATION_DELAY_MINUTES: ' 15 ' })).toMatchObject({ ok: true, config: { activationDelayMs: 15 * 60_000 } });
    for (const bad of ['1381', '-5', '1.5', 'soon']) {
      expect(errorsOf({ ACTIVATION_DELAY_MINUTES: bad })).toEqual([expect.stringMatching(/^ACTIVATION_DELAY_MINUTES must be a whole number of minutes from 0 to 1380/)]);
    }
  });

  it('arms a crash point only in the demo', () => {
    expect(crashPointEnabled('place-order', { SHOP_CRASH_POINT: 'place-order' })).toBe(true);
    expect(crashPointEnabled('place-order', { SHOP_CRASH_POINT: 'place-order', SHOP_MODE: 'production' })).toBe(false);
    expect(crashPointEnabled('place-order', { SHOP_CRASH_POINT: 'place-order', NODE_ENV: 'production' })).toBe(false);
    expect(crashPointEnabled('place-order', {})).toBe(false);
  });

  it('generates the demo secrets once into the data folder and keeps given ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-mode-'));
    try {
      const parsed = parseModeConfig({ SECRETS_KEY: HEX });
      if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
      const first = withDemoSecrets(parsed.config, dir);
      expect(first.secretsKeyHex).toBe(HEX);
      expect(first.paymentHmacKeyHex).toMatch(/^[0-9a-f]{64}$/);
      expect(first.pinPepper.length).toBeGreaterThanOrEqual(32);
      expect(existsSync(join(dir, 'secrets-key'))).toBe(false);
      expect(readFileSync(join(dir, 'pin-pepper'), 'utf8').trim()).toBe(first.pinPepper);
      expect(withDemoSecrets(parsed.config, dir)).toEqual(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the release health settings (ADR 0029, ADR 0037)', () => {
  const healthOf = (env: NodeJS.ProcessEnv) => configOf(env).remoteHealth;

  it('default to 20 failures at 20 %, canaries judged from 50 loads at p < 0.001, every minute, no alerts', () => {
    expect(healthOf({})).toEqual({
      minFailures: 20,
      rate: 0.2,
      canaryMinLoads: 50,
      canaryAlpha: 0.001,
      intervalMs: 60_000,
      reportsPerClient: 60,
      alertWebhookUrl: null,
    });
  });

  it('are read from the environment (what the end-to-end journey sets)', () => {
    expect(
      healthOf({
        REMOTE_FALLBACK_MIN_FAILURES: '3',
        REMOTE_FALLBACK_RATE: '0.5',
        REMOTE_CANARY_MIN_LOADS: '10',
        REMOTE_CANARY_ALPHA: '0.01',
        REMOTE_HEALTH_INTERVAL_MS: '1000',
        REMOTE_REPORTS_PER_CLIENT: '5000',
        ALERT_WEBHOOK_URL: 'https://hooks.example/T0/abc',
      }),
    ).toEqual({ minFailures: 3, rate: 0.5, canaryMinLoads: 10, canaryAlpha: 0.01, intervalMs: 1_000, reportsPerClient: 5_000, alertWebhookUrl: 'https://hooks.example/T0/abc' });
  });

  it('refuse to start on a bad value, one line each', () => {
    expect(
      errorsOf({ REMOTE_FALLBACK_MIN_FAILURES: '0', REMOTE_FALLBACK_RATE: '20%', REMOTE_CANARY_ALPHA: '0.5', REMOTE_HEALTH_INTERVAL_MS: '10', ALERT_WEBHOOK_URL: 'ftp://x' }),
    ).toEqual([
      'ALERT_WEBHOOK_URL must be an http(s) URL',
      'REMOTE_FALLBACK_MIN_FAILURES must be a whole number from 1 to 1000000 (got "0")',
      'REMOTE_FALLBACK_RATE must be a fraction above 0 and at most 1 (0.2 = 20 %) (got "20%")',
      'REMOTE_CANARY_ALPHA must be a probability above 0 and below 0.5 (0.001) (got "0.5")',
      'REMOTE_HEALTH_INTERVAL_MS must be a whole number of milliseconds from 1000 to 3600000 (got "10")',
    ]);
    expect(errorsOf({ REMOTE_FALLBACK_RATE: '1.5' })).toEqual(['REMOTE_FALLBACK_RATE must be a fraction above 0 and at most 1 (0.2 = 20 %) (got "1.5")']);
  });
});

describe('the operators\' alert mail addresses, ALERT_MAIL_TO (issue 38, ADR 0062)', () => {
  const recipientsOf = (env: NodeJS.ProcessEnv) => configOf(env).alertMailTo;

  it('is off unless set, and takes one or more addresses separated by commas', () => {
    expect(recipientsOf({})).toEqual([]);
    expect(recipientsOf({ ALERT_MAIL_TO: '  ' })).toEqual([]);
    expect(recipientsOf({ ALERT_MAIL_TO: 'ops@shop.example' })).toEqual(['ops@shop.example']);
    expect(recipientsOf({ ALERT_MAIL_TO: ' ops@shop.example, On-Call+pager@Example.org ,ops@shop.example' })).toEqual(['ops@shop.example', 'on-call+pager@example.org']);
    expect(recipientsOf({ ALERT_MAIL_TO: 'root@localhost' })).toEqual(['root@localhost']);
  });

  it('refuses to start on anything that is not a list of addresses, naming what is wrong', () => {
    const problem = (shown: string) => [`ALERT_MAIL_TO must be e-mail addresses separated by commas (not an address: ${shown})`];
    expect(errorsOf({ ALERT_MAIL_TO: 'ops' })).toEqual(problem('"ops"'));
    expect(errorsOf({ ALERT_MAIL_TO: 'ops@shop.example; oncall@shop.example' })).toEqual(problem('"ops@shop.example; oncall@shop.example"'));
    expect(errorsOf({ ALERT_MAIL_TO: 'ops@shop.example,,oncall@shop' })).toEqual(problem('an empty entry, "oncall@shop"'));
    expect(errorsOf({ ALERT_MAIL_TO: 'Ops <ops@shop.example>' })).toEqual(problem('"Ops <ops@shop.example>"'));
    expect(errorsOf({ ALERT_MAIL_TO: 'ops@shop.example\r\nBcc: x@evil.example' })).toEqual(problem('"ops@shop.example\r\nBcc: x@evil.example"'));
  });
});

describe('how long a server render may take before the page streams', () => {
  const holdOf = (env: NodeJS.ProcessEnv) => configOf(env).renderCompleteWithinMs;

  it('is the renderer’s own unless SSR_COMPLETE_WITHIN_MS says otherwise (1: nearly every page streams)', () => {
    expect(holdOf({})).toBeUndefined();
    expect(holdOf({ SSR_COMPLETE_WITHIN_MS: '1' })).toBe(1);
    expect(holdOf({ SSR_COMPLETE_WITHIN_MS: '0' })).toBe(0);
    expect(holdOf({ SSR_COMPLETE_WITHIN_MS: '4000' })).toBe(4000);
  });

  it('refuses to start on a bad value', () => {
    for (const bad of ['-1', '2.5', 'soon', '4001']) {
      expect(errorsOf({ SSR_COMPLETE_WITHIN_MS: bad })).toEqual([`SSR_COMPLETE_WITHIN_MS must be a whole number of milliseconds from 0 to 4000 (got "${bad}")`]);
    }
  });
});

describe('the budget of public cache misses per client (issue 31)', () => {
  const missesOf = (env: NodeJS.ProcessEnv) => configOf(env).publicMissesPerClient;

  it('defaults to the limit’s own, and is read from PUBLIC_MISSES_PER_CLIENT (what the end-to-end journeys raise)', () => {
    expect(missesOf({})).toBe(LIMITS.publicAnswerMissesPerIp.limit);
    expect(missesOf({ PUBLIC_MISSES_PER_CLIENT: '100000' })).toBe(100_000);
  });

  it('refuses to start on a bad value', () => {
    for (const bad of ['0', '-5', '2.5', 'many', '1000001']) {
      expect(errorsOf({ PUBLIC_MISSES_PER_CLIENT: bad })).toEqual([`PUBLIC_MISSES_PER_CLIENT must be a whole number from 1 to 1000000 (got "${bad}")`]);
    }
  });

  it('production refuses to start without a real bank account for invoice payment (issue 33 item 5)', () => {
    const live = (extra: NodeJS.ProcessEnv) => errorsOf(productionEnv({ PAYMENT_PROVIDER: 'test', ...extra })).filter((e) => e.startsWith('INVOICE_BANK'));
    expect(live({})).toEqual([]);
    expect(live({ INVOICE_BANK_IBAN: '', INVOICE_BANK_BIC: '', INVOICE_BANK_HOLDER: '' })).toEqual([expect.stringMatching(/^INVOICE_BANK_IBAN and INVOICE_BANK_HOLDER are required in production/)]);
    // The old placeholder and a typo fail the checksum; the demo's account is refused as such.
    expect(live({ INVOICE_BANK_IBAN: 'DE00 0000 0000 0000 0000 00' })).toEqual([expect.stringMatching(/^INVOICE_BANK_IBAN is not a valid IBAN/)]);
    expect(live({ INVOICE_BANK_IBAN: 'DE75 5121 0800 1245 1261 98' })).toEqual([expect.stringMatching(/^INVOICE_BANK_IBAN is not a valid IBAN/)]);
    expect(live({ INVOICE_BANK_IBAN: 'DE89 3704 0044 0532 0130 00' })).toEqual(['INVOICE_BANK_IBAN is the demo account and is refused in production']);
    expect(live({ INVOICE_BANK_HOLDER: '' })).toEqual([expect.stringMatching(/^INVOICE_BANK_HOLDER is required/)]);
    expect(live({ INVOICE_BANK_BIC: 'NOPE' })).toEqual([expect.stringMatching(/^INVOICE_BANK_BIC must be a BIC/)]);
    const ok = parseModeConfig({ ...productionEnv({ INVOICE_BANK_IBAN: 'nl91abna0417164300' }), PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'k', ADYEN_MERCHANT_ACCOUNT: 'm' });
    expect(ok.ok && ok.config.invoiceBankAccount).toEqual({ accountHolder: 'Geschenkkarten GmbH', iban: 'NL91 ABNA 0417 1643 00', bic: 'SOGEDEFFXXX' });
  });

  it('the demo uses its marked demo account unless one is given', () => {
    const demo = parseModeConfig({ SHOP_MODE: 'demo' });
    expect(demo.ok && demo.config.invoiceBankAccount).toBeUndefined();
    expect(DEMO_BANK_ACCOUNT.accountHolder).toMatch(/DEMO/);
    expect(validIban(DEMO_BANK_ACCOUNT.iban)).toBe(true);
    expect(errorsOf({ SHOP_MODE: 'demo', INVOICE_BANK_IBAN: 'DE00 0000 0000 0000 0000 00', INVOICE_BANK_HOLDER: 'x' })).toEqual([expect.stringMatching(/not a valid IBAN/)]);
  });
});
