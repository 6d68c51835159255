/**
 * What a provider's refusal reason (Adyen's `refusalReason`, the `reason` of a refused AUTHORISATION
 * notification, stored as `payments.refusal_reason`) says about the shopper's next step. Adyen's
 * reasons of suspected fraud: `FRAUD` and `FRAUD-CANCELLED` (its risk rules), `Acquirer Fraud`,
 * `Issuer Suspected Fraud`; a raw acquirer answer may carry the word too. Such a payment will not go
 * through with the same card however often it is tried: the shopper needs another payment method
 * (spec §8 fraud, code 2037). The reason itself is never shown (the provider asks not to tell it).
 */
const FRAUD = /\bfraud\b/i;

export function isFraudRefusal(reason: string | null | undefined): boolean {
  return typeof reason === 'string' && FRAUD.test(reason);
}
