/**
 * Which payment provider the shop talks to, by configuration (`PAYMENT_PROVIDER`). Every provider
 * sits behind the same `PaymentProvider` interface. The embedded test service is for the demo and
 * the tests only: production refuses to start with it (see config/mode.ts).
 */
import type { Database } from '../../db';
import { ADYEN_PROVIDER_NAME, adyenConfigFromEnv, createAdyenProvider } from './adyen/adyen-provider';
import type { PaymentProvider } from './provider';
import { TEST_PSP_PROVIDER_NAME, type TestPaymentProvider, createTestPaymentProvider } from './test-psp/test-psp-provider';

export const PAYMENT_PROVIDER_NAMES = [TEST_PSP_PROVIDER_NAME, ADYEN_PROVIDER_NAME] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface PaymentProviderConfig {
  name: PaymentProviderName;
  db: Database;
  /** 64 hex characters: the HMAC key notifications are signed with. */
  hmacKeyHex: string;
  env?: NodeJS.ProcessEnv;
}

export function isTestPaymentProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === TEST_PSP_PROVIDER_NAME;
}

export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  switch (config.name) {
    case TEST_PSP_PROVIDER_NAME:
      return createTestPaymentProvider({ db: config.db, hmacKeyHex: config.hmacKeyHex });
    case ADYEN_PROVIDER_NAME:
      return createAdyenProvider(adyenConfigFromEnv(config.env ?? process.env, config.hmacKeyHex));
    default:
      throw new Error(`unknown payment provider ${String(config.name)}`);
  }
}
