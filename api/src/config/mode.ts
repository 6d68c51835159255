/**
 * The two ways the shop runs (ADR 0009), and every setting that depends on it, read from the
 * environment in one place:
 *
 * - `demo` (`pnpm start`, development, tests): the embedded test payment service, mail written to
 *   files and listed on /dev/outbox, secrets generated into `.data/`, listening on loopback only.
 * - `production`: a real payment provider and SMTP are required, secrets must be given, and the test
 *   payment pages, /dev/outbox and crash hooks are not mounted at all. A missing or unsafe setting
 *   stops the start with one line per problem, instead of a shop that quietly takes fake payments.
 *
 * `SHOP_MODE=demo|production`; unset: `production` when NODE_ENV=production, else `demo`.
 * `parseModeConfig` is a pure function of the environment; `withDemoSecrets` fills the secrets the
 * demo may generate.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from '../domains/payments/select-provider';
import { TEST_PSP_PROVIDER_NAME } from '../domains/payments/test-psp/test-psp-provider';
import { type TrustProxy, TRUST_NOBODY, parseTrustProxy } from '../http/client-address';
import { readOrCreateSecretFile } from '../operator/token';
import { type RemoteHealthSettings, parseRemoteHealthSettings } from '../remotes/fallback-thresholds';
import { LIMITS } from '../security/rate-limit';
import type { MailBankAccount } from '../domains/mail/mail-types';
import { parseInvoiceBankAccount } from './invoice-bank';
import { parseAlertMailTo } from '../observability/alerts';
import { logLevelProblem } from '../observability/log';
import { type FraudSettings, parseFraudSettings } from './fraud';
import { readWholeNumberSetting } from './whole-number-setting';

export const SHOP_MODES = ['demo', 'production'] as const;
export type ShopMode = (typeof SHOP_MODES)[number];

export interface ModeConfig {
  mode: ShopMode;
  port: number;
  /** Listen address: 127.0.0.1 in the demo (its test pages must not face a network), 0.0.0.0 in production. */
  host: string;
  paymentProvider: PaymentProviderName;
  /** Unset only in the demo: mail is then written to files. */
  smtpUrl: string | undefined;
  trustProxy: TrustProxy;
  /** GraphQL introspection and GraphiQL. */
  introspection: boolean;
  /** Test-only crash drill (`SHOP_CRASH_POINT`); always undefined in production. */
  crashPoint: string | undefined;
  /** 64 hex: HMAC key of payment notifications. Undefined = generate (demo only). */
  paymentHmacKeyHex: string | undefined;
  /** 64 hex: key that encrypts stored secrets. Undefined = generate (demo only). */
  secretsKeyHex: string | undefined;
  /** ≥ 32 characters: pepper of the gift-card PIN hashes. Undefined = generate (demo only). */
  pinPepper: string | undefined;
  /**
   * How long after its payment a blank card is activated (ACTIVATION_DELAY_MINUTES, 0 to 1380): 0 in
   * the demo unless set, DEFAULT_ACTIVATION_DELAY_MINUTES in production (spec §9: within 24 hours).
   */
  activationDelayMs: number;
  /** The release health job and its fallback thresholds (REMOTE_FALLBACK_*, REMOTE_HEALTH_INTERVAL_MS; ADR 0029). */
  remoteHealth: RemoteHealthSettings;
  /**
   * Queries for public data the public answer cache did not answer, per client address in the window
   * of `LIMITS.publicAnswerMissesPerIp` (10 s; PUBLIC_MISSES_PER_CLIENT, default that limit's, issue 31).
   */
  publicMissesPerClient: number;
  /**
   * How long a page's server render may take before it goes out in pieces (SSR_COMPLETE_WITHIN_MS,
   * 0 to 4000); undefined: server-render.ts's COMPLETE_WITHIN_MS. A shorter hold streams more pages,
   * as a busy server does: how the journeys are run to find what only a streamed page gets wrong.
   */
  renderCompleteWithinMs: number | undefined;
  /** The account invoice orders are paid to (INVOICE_BANK_*); undefined only in the demo (its demo account is used). */
  invoiceBankAccount: MailBankAccount | undefined;
  /** Fraud screening before issuing (FRAUD_*, config/fraud.ts; ADR 0043): the real protections unless set. */
  fraud: FraudSettings;
  /** ALERT_MAIL_TO: where every alert is also mailed (issue 38, ADR 0062); empty: no alert mails. */
  alertMailTo: string[];
}

/** The config with every secret present (after `withDemoSecrets`). */
export type CompleteModeConfig = ModeConfig & { paymentHmacKeyHex: string; secretsKeyHex: string; pinPepper: string };

export type ModeConfigResult = { ok: true; config: ModeConfig } | { ok: false; errors: string[] };

const HEX_64 = /^[0-9a-fA-F]{64}$/;

/**
 * Production's activation delay: time to see a payment's fraud signals before value goes onto a card
 * that can be spent at once. The spec promises activation within 24 hours; the job runs every minute,
 * so at most 23 hours may be configured.
 */
export const DEFAULT_ACTIVATION_DELAY_MINUTES = 60;
export const MAX_ACTIVATION_DELAY_MINUTES = 23 * 60;
const MIN_PEPPER_LENGTH = 32;

/** The mode the environment asks for (an unknown SHOP_MODE counts as production: the safe side). */
export function resolveMode(env: NodeJS.ProcessEnv = process.env): ShopMode {
  const explicit = env.SHOP_MODE?.trim();
  if (explicit) return explicit === 'demo' ? 'demo' : 'production';
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

/**
 * True when the crash drill `point` is armed: only in the demo, so a stray SHOP_CRASH_POINT can never
 * kill a production process.
 */
export function crashPointEnabled(point: string, env: NodeJS.ProcessEnv = process.env): boolean {
  return resolveMode(env) === 'demo' && env.SHOP_CRASH_POINT === point;
}

export function parseModeConfig(env: NodeJS.ProcessEnv): ModeConfigResult {
  const errors: string[] = [];
  const rawMode = env.SHOP_MODE?.trim();
  if (rawMode && !(SHOP_MODES as readonly string[]).includes(rawMode)) {
    errors.push(`SHOP_MODE must be demo or production (got "${rawMode}")`);
  }
  const mode = resolveMode(env);
  const production = mode === 'production';
  const blank = (name: string) => !env[name]?.trim();

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`PORT must be a port number (got "${env.PORT}")`);

  const providerName = env.PAYMENT_PROVIDER?.trim() || (production ? '' : TEST_PSP_PROVIDER_NAME);
  if (!providerName) {
    errors.push(`PAYMENT_PROVIDER is required in production (one of: ${liveProviders().join(', ') || 'none yet'})`);
  } else if (!(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(providerName)) {
    errors.push(`PAYMENT_PROVIDER "${providerName}" is unknown (known: ${PAYMENT_PROVIDER_NAMES.join(', ')})`);
  } else if (production && providerName === TEST_PSP_PROVIDER_NAME) {
    errors.push('PAYMENT_PROVIDER=test is the demo payment service and is refused in production: configure a live provider');
  }

  if (providerName === 'adyen') {
    for (const name of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT']) if (blank(name)) errors.push(`${name} is required with PAYMENT_PROVIDER=adyen`);
  }

  // LOG_LEVEL (observability/log.ts reads it itself, before this runs): a typo is refused, not ignored.
  const logLevel = logLevelProblem(env.LOG_LEVEL);
  if (logLevel) errors.push(logLevel);
  if (production && blank('SMTP_URL')) errors.push('SMTP_URL is required in production (no file mail outside the demo)');

  const secret = (name: string, valid: (value: string) => boolean, what: string): string | undefined => {
    const value = env[name]?.trim();
    if (!value) {
      if (production) errors.push(`${name} is required in production (${what})`);
      return undefined;
    }
    if (!valid(value)) errors.push(`${name} must be ${what}`);
    return value;
  };
  const paymentHmacKeyHex = secret('PAYMENT_HMAC_KEY', (v) => HEX_64.test(v), '64 hex characters');
  const secretsKeyHex = secret('SECRETS_KEY', (v) => HEX_64.test(v), '64 hex characters');
  const pinPepper = secret('PIN_PEPPER', (v) => v.length >= MIN_PEPPER_LENGTH, `at least ${MIN_PEPPER_LENGTH} characters`);

  const activationDelay = readWholeNumberSetting(env, 'ACTIVATION_DELAY_MINUTES', { min: 0, max: MAX_ACTIVATION_DELAY_MINUTES, unit: 'minutes', why: 'spec: activation within 24 hours' });
  if (activationDelay.error) errors.push(activationDelay.error);
  const activationDelayMinutes = activationDelay.value ?? (production ? DEFAULT_ACTIVATION_DELAY_MINUTES : 0);

  // One token for every operator was audited as nobody in particular (issue 32): production has
  // personal tokens only (ADR 0038); the shared one stays a demo convenience.
  if (production && !blank('OPERATOR_TOKEN')) {
    errors.push('OPERATOR_TOKEN is a shared operator token and is refused in production: each operator creates a personal token (pnpm operator token:create), audited as themselves');
  }
  if (production && !blank('SHOP_CRASH_POINT')) errors.push('SHOP_CRASH_POINT is a test drill and is refused in production');
  if (production && !blank('DEV_OUTBOX')) errors.push('DEV_OUTBOX is no longer supported: /dev/outbox exists only in the demo');

  const invoiceBank = parseInvoiceBankAccount(env, production);
  errors.push(...invoiceBank.errors);

  const fraud = parseFraudSettings(env);
  errors.push(...fraud.errors);

  const remoteHealth = parseRemoteHealthSettings(env);
  errors.push(...remoteHealth.errors);

  const alertMail = parseAlertMailTo(env.ALERT_MAIL_TO);
  if (alertMail.problem) errors.push(alertMail.problem);

  const publicMisses = readWholeNumberSetting(env, 'PUBLIC_MISSES_PER_CLIENT', { min: 1, max: 1_000_000 });
  if (publicMisses.error) errors.push(publicMisses.error);
  const publicMissesPerClient = publicMisses.value ?? LIMITS.publicAnswerMissesPerIp.limit;

  const renderHold = readWholeNumberSetting(env, 'SSR_COMPLETE_WITHIN_MS', { min: 0, max: 4_000, unit: 'milliseconds' });
  if (renderHold.error) errors.push(renderHold.error);
  const renderCompleteWithinMs = renderHold.value;

  let trustProxy: TrustProxy = TRUST_NOBODY;
  try {
    trustProxy = parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    errors.push((error as Error).message);
  }

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      mode,
      port,
      host: env.HOST?.trim() || (production ? '0.0.0.0' : '127.0.0.1'),
      paymentProvider: providerName as PaymentProviderName,
      smtpUrl: env.SMTP_URL?.trim() || undefined,
      trustProxy,
      introspection: (!production && env.NODE_ENV !== 'production') || Boolean(env.ALLOW_INTROSPECTION),
      crashPoint: production ? undefined : env.SHOP_CRASH_POINT?.trim() || undefined,
      paymentHmacKeyHex,
      secretsKeyHex,
      pinPepper,
      activationDelayMs: activationDelayMinutes * 60_000,
      remoteHealth: remoteHealth.settings,
      publicMissesPerClient,
      renderCompleteWithinMs,
      invoiceBankAccount: invoiceBank.account,
      fraud: fraud.settings,
      alertMailTo: alertMail.recipients,
    },
  };
}

function liveProviders(): string[] {
  return PAYMENT_PROVIDER_NAMES.filter((name) => name !== TEST_PSP_PROVIDER_NAME);
}

/**
 * The secrets the environment did not give, generated once and kept in `dataDir` (mode 600) so a
 * restart keeps them. Production never gets here with one missing (parseModeConfig refuses).
 */
export function withDemoSecrets(config: ModeConfig, dataDir: string): CompleteModeConfig {
  const hex64 = () => randomBytes(32).toString('hex');
  const keep = (value: string | undefined, file: string, create: () => string) => {
    if (value) return value;
    if (config.mode === 'production') throw new Error(`${file}: production secrets must come from the environment`);
    return readOrCreateSecretFile(join(dataDir, file), create);
  };
  return {
    ...config,
    paymentHmacKeyHex: keep(config.paymentHmacKeyHex, 'payment-hmac-key', hex64),
    secretsKeyHex: keep(config.secretsKeyHex, 'secrets-key', hex64),
    pinPepper: keep(config.pinPepper, 'pin-pepper', () => randomBytes(32).toString('base64url')),
  };
}
