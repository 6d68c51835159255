/**
 * The payment provider interface (an Adyen-like flow). The shop starts a payment and gets back what
 * the browser must do; the provider later reports the outcome with signed notifications, which the
 * shop verifies and applies exactly once (by event id). The embedded default is the test payment
 * service in ./test-psp; a live provider implements the same interface.
 */
import type { PaymentMethod } from '../../db/order-schema';

export interface StartPaymentRequest {
  /** Our payment id: also the idempotency key of this attempt (a repeated start returns the same payment). */
  paymentId: string;
  /** The order number (Adyen: merchantReference). */
  merchantReference: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** iDEAL / EPS bank id. */
  issuer: string | null;
  /** BLIK: the 6-digit code. */
  blikCode: string | null;
  shopperEmail: string;
  /** Absolute URL the provider sends the browser back to (payment processing page). */
  returnUrl: string;
  /** Absolute URL the provider posts its notifications to. */
  notificationUrl: string;
}

export type PaymentStartAction = { type: 'REDIRECT'; url: string } | { type: 'AWAIT' };

export interface StartPaymentResult {
  pspReference: string;
  action: PaymentStartAction;
}

export type NotificationEventCode = 'AUTHORISATION' | 'CANCELLATION' | 'PENDING';

/** One verified notification item. */
export interface PaymentNotification {
  /** Unique per event: a replay carries the same id. */
  eventId: string;
  eventCode: NotificationEventCode;
  pspReference: string;
  merchantReference: string;
  /** The merchant account the provider booked it on (must be ours). */
  merchantAccountCode: string;
  success: boolean;
  amountCents: number;
  currency: string;
  reason: string | null;
  /** The item as received (stored for audit). */
  raw: unknown;
}

export class NotificationSignatureError extends Error {
  constructor(message = 'notification signature is invalid') {
    super(message);
    this.name = 'NotificationSignatureError';
  }
}

/** What the provider knows of a payment, for reconciliation. */
export type ProviderPaymentState =
  /** The provider has no payment for this attempt (it never started). */
  | { state: 'UNKNOWN' }
  /** Started, not decided yet. */
  | { state: 'OPEN' | 'PENDING'; pspReference: string }
  /** Decided: the notification it stands for (same event id as the provider's own notification). */
  | { state: 'DECIDED'; pspReference: string; notification: PaymentNotification }
  /** This provider cannot be asked (it relies on its own notification retries). */
  | { state: 'UNSUPPORTED' };

export interface PaymentProvider {
  /** Stored with each payment ('test', 'adyen'). */
  readonly name: string;
  /** Our merchant account at the provider: a notification for another account is not ours. */
  readonly merchantAccount: string;
  /** Methods the provider takes for a storefront's country and currency (display order). */
  paymentMethods(countryCode: string, currency: string): PaymentMethod[];
  startPayment(request: StartPaymentRequest): Promise<StartPaymentResult>;
  /** Reconciliation: the state of an attempt, by its pspReference or, when none was stored, its payment id. */
  lookupPayment(ref: { pspReference: string | null; paymentId: string }): Promise<ProviderPaymentState>;
  /** Cancels an undecided payment (the shopper chose another method); true when it was still open and is now cancelled. */
  cancelPayment(pspReference: string): Promise<boolean>;
  /**
   * Parses and verifies a notification request body (HMAC per item). Throws
   * NotificationSignatureError when any item's signature does not match.
   */
  verifyNotification(body: unknown): PaymentNotification[];
  /** Stops timers and background work (server shutdown, tests). */
  close(): void;
}

/** Where a provider posts its notifications on this server (the route and the URL we hand out). */
export function notificationPath(provider: Pick<PaymentProvider, 'name'>): string {
  return `/payments/notifications/${provider.name}`;
}
