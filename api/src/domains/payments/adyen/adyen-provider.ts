/**
 * Adyen, the live payment provider (`PAYMENT_PROVIDER=adyen`), behind the same `PaymentProvider`
 * interface as the demo's test service. A payment is an Adyen hosted checkout session
 * (Checkout API `POST /sessions` with `mode: "hosted"`): the shopper is redirected to Adyen's page,
 * which takes every method (cards with 3-D Secure, always requested: ADR 0043; iDEAL, Bancontact, EPS, BLIK, PayPal) without card
 * data ever touching the shop (PCI DSS SAQ A). Outcomes arrive as HMAC-signed standard notifications,
 * the same wire format the test service sends (verified with the same neutral code,
 * ../notification-signature.ts). Refunds and cancels are Checkout API modifications
 * (`POST /payments/{pspReference}/refunds`, `/cancels`), answered `received` and confirmed later by
 * their REFUND / CANCELLATION notifications (ADR 0041).
 *
 * A session has no pspReference yet: the session id is stored in its place, and the first
 * notification (which carries the payment's pspReference and our order number as merchantReference)
 * is matched by the order number (see applyNotification). Adyen keeps and retries undelivered
 * notifications for days, and has no status API for sessions: `lookupPayment` answers UNSUPPORTED.
 */
import type { PaymentMethod } from '../../../db/order-schema';
import { providerMethodIds } from '../../orders/payment-methods';
import type { PaymentProvider, ProviderPaymentState, RefundRequest, RefundResult, StartPaymentRequest, StartPaymentResult } from '../provider';
import { verifyStandardNotification } from '../notification-signature';

export const ADYEN_PROVIDER_NAME = 'adyen';

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** 64 hex characters: the HMAC key of the notification webhook. */
  hmacKeyHex: string;
  /** Checkout API base, e.g. https://checkout-test.adyen.com/v71 or the live prefix URL. */
  checkoutUrl: string;
  /** Live notifications carry live=true; test ones live=false. */
  live: boolean;
  /** Timeout of one API call; default 15 s. */
  timeoutMs?: number;
}

/** Adyen's payment method types for ours. */
const ADYEN_TYPES: Record<PaymentMethod, string[]> = {
  card: ['scheme'],
  ideal: ['ideal'],
  bancontact: ['bcmc', 'bcmc_mobile'],
  eps: ['eps'],
  blik: ['blik'],
  paypal: ['paypal'],
  invoice: [],
  applepay: ['applepay'],
  googlepay: ['googlepay', 'paywithgoogle'],
  // Pay later (Klarna's "Pay in 30 days"); Pay now and instalments are other Klarna methods.
  klarna: ['klarna'],
};

/**
 * What Klarna's session needs besides the amount (ADR 0051): the shopper's market and the order as
 * lines. A gift card is a multi-purpose voucher, sold without VAT: the order is one line at 0 %.
 */
function klarnaFields(request: StartPaymentRequest) {
  return {
    ...(request.countryCode ? { countryCode: request.countryCode } : {}),
    ...(request.shopperLocale ? { shopperLocale: request.shopperLocale } : {}),
    lineItems: [
      {
        id: request.merchantReference,
        description: `Order ${request.merchantReference}`,
        quantity: 1,
        amountIncludingTax: request.amountCents,
        amountExcludingTax: request.amountCents,
        taxAmount: 0,
        taxPercentage: 0,
      },
    ],
  };
}

/** The settings of `PAYMENT_PROVIDER=adyen`, or the problems with them. */
export function adyenConfigFromEnv(env: NodeJS.ProcessEnv, hmacKeyHex: string): AdyenConfig {
  const missing = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT'].filter((name) => !env[name]?.trim());
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=adyen needs ${missing.join(' and ')}`);
  return {
    apiKey: env.ADYEN_API_KEY?.trim() as string,
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT?.trim() as string,
    hmacKeyHex,
    checkoutUrl: (env.ADYEN_CHECKOUT_URL?.trim() || 'https://checkout-test.adyen.com/v71').replace(/\/+$/, ''),
    live: env.ADYEN_LIVE === 'true',
  };
}

/** Adyen refused a request for good (a 4xx answer other than 401/403/429): retrying the same request cannot help. */
export class AdyenRejection extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(`Adyen answered ${status}: ${detail}`);
    this.name = 'AdyenRejection';
  }
}

/** A modification's pspReference in the URL path: Adyen's are 16 alphanumerics; nothing else may reach the path. */
const PSP_REFERENCE = /^[A-Za-z0-9]{1,64}$/;

export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  async function post<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
    const res = await fetch(`${config.checkoutUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey, 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    // Adyen's error bodies name the problem (errorCode, message) and never carry our secrets.
    // A validation error (400, 422) is final; authentication, rate limits and 5xx may pass on a retry.
    if (!res.ok && res.status >= 400 && res.status < 500 && ![401, 403, 408, 429].includes(res.status)) throw new AdyenRejection(res.status, text.slice(0, 300));
    if (!res.ok) throw new Error(`Adyen ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }

  return {
    name: ADYEN_PROVIDER_NAME,
    merchantAccount: config.merchantAccount,

    paymentMethods: (countryCode, currency) => providerMethodIds(countryCode, currency),

    async startPayment(request: StartPaymentRequest): Promise<StartPaymentResult> {
      if (request.method === 'invoice') throw new Error('Adyen: invoice payments are handled by the shop');
      const session = await post<{ id: string; url?: string }>(
        '/sessions',
        {
          merchantAccount: config.merchantAccount,
          amount: { value: request.amountCents, currency: request.currency },
          reference: request.merchantReference,
          returnUrl: request.returnUrl,
          shopperEmail: request.shopperEmail,
          mode: 'hosted',
          allowedPaymentMethods: ADYEN_TYPES[request.method],
          ...(request.issuer ? { paymentMethod: { issuer: request.issuer } } : {}),
          // Cards always with 3-D Secure (ADR 0043): a gift card is spendable in minutes, a fraud
          // chargeback comes weeks later; an authenticated payment moves that liability to the issuer,
          // and its notification says so (threeDAuthenticated, liabilityShift), which lowers the score.
          ...(request.method === 'klarna' ? klarnaFields(request) : {}),
          ...(request.method === 'card' ? { authenticationData: { attemptAuthentication: 'always', threeDSRequestData: { nativeThreeDS: 'preferred' } } } : {}),
          // An abandoned page expires; reconciliation then frees the order for another attempt.
          expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
        },
        request.paymentId,
      );
      if (!session.id || !session.url) throw new Error('Adyen /sessions answered without a session id or url');
      return { pspReference: session.id, action: { type: 'REDIRECT', url: session.url } };
    },

    verifyNotification: (body) => verifyStandardNotification(body, config.hmacKeyHex, { live: config.live }),

    async lookupPayment(): Promise<ProviderPaymentState> {
      return { state: 'UNSUPPORTED' };
    },

    /**
     * A payment with a pspReference (a notification told us) is cancelled at Adyen:
     * `POST /payments/{pspReference}/cancels`, answered `received`; its CANCELLATION notification
     * follows. A hosted session (its id, "CS…", stands in for the reference until then) has no payment
     * to cancel and cannot be cancelled, only left to expire: the shop stops offering it, and a payment
     * still made on the old page is refunded automatically when the order was paid otherwise
     * (applyNotification, ADR 0041). False when Adyen refused the cancel (already captured, refunded …).
     */
    async cancelPayment(pspReference: string): Promise<boolean> {
      if (pspReference.startsWith('CS')) return true;
      if (!PSP_REFERENCE.test(pspReference)) return false;
      try {
        const answer = await post<{ status?: string }>(
          `/payments/${pspReference}/cancels`,
          { merchantAccount: config.merchantAccount, reference: `cancel-${pspReference}` },
          `cancel-${pspReference}`,
        );
        return answer.status === 'received';
      } catch (error) {
        if (error instanceof AdyenRejection) return false;
        throw error;
      }
    },

    /** `POST /payments/{pspReference}/refunds`: received now, confirmed (or failed) by its REFUND notification. */
    async refundPayment(request: RefundRequest): Promise<RefundResult> {
      if (!PSP_REFERENCE.test(request.pspReference)) return { outcome: 'REJECTED', reason: 'the payment has no pspReference to refund' };
      try {
        const answer = await post<{ pspReference?: string; status?: string }>(
          `/payments/${request.pspReference}/refunds`,
          {
            merchantAccount: config.merchantAccount,
            amount: { value: request.amountCents, currency: request.currency },
            reference: request.merchantReference,
          },
          request.idempotencyKey,
        );
        if (answer.status !== 'received' || !answer.pspReference) throw new Error(`Adyen refund answered ${JSON.stringify(answer).slice(0, 200)}`);
        return { outcome: 'RECEIVED', pspReference: answer.pspReference };
      } catch (error) {
        if (error instanceof AdyenRejection) return { outcome: 'REJECTED', reason: error.message };
        throw error;
      }
    },

    close() {},
  };
}
