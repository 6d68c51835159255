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
  /**
   * The storefront's country and language (Adyen: countryCode, shopperLocale): Klarna needs both to
   * show its own page in the shopper's market (ADR 0051); absent where a caller does not know them.
   */
  countryCode?: string;
  shopperLocale?: string;
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

/**
 * The event codes the shop applies (Adyen's standard notification eventCodes; the test payment
 * service sends the same). Payment outcomes; refunds (ours and the provider's own); cancel-or-refund;
 * capture failures; and the dispute cycle (an inquiry, a fraud report, the chargeback and its
 * reversal, a second chargeback, pre-arbitration). Anything else is verified and skipped.
 */
export const NOTIFICATION_EVENT_CODES = [
  'AUTHORISATION',
  'CANCELLATION',
  'PENDING',
  'REFUND',
  'REFUND_FAILED',
  'REFUNDED_REVERSED',
  'CANCEL_OR_REFUND',
  'CAPTURE_FAILED',
  'NOTIFICATION_OF_CHARGEBACK',
  'CHARGEBACK',
  'CHARGEBACK_REVERSED',
  'SECOND_CHARGEBACK',
  'PREARBITRATION_WON',
  'PREARBITRATION_LOST',
  'REQUEST_FOR_INFORMATION',
  'NOTIFICATION_OF_FRAUD',
] as const;
export type NotificationEventCode = (typeof NOTIFICATION_EVENT_CODES)[number];

/** What an event does to the shop's money (see `eventKind`). */
export type NotificationEventKind =
  /** The outcome of a payment the shop started. */
  | 'PAYMENT'
  /** A refund (ours or the provider's own) was made, failed, or came back. */
  | 'REFUND'
  /** The money is being taken back (chargeback, capture failure): unspent card value is frozen. */
  | 'LOSS'
  /** A chargeback was won back: the frozen value is given back. */
  | 'LOSS_REVERSED'
  /** A dispute without money moving yet (an inquiry, a fraud report): recorded and alerted. */
  | 'DISPUTE';

const EVENT_KINDS: Record<NotificationEventCode, NotificationEventKind> = {
  AUTHORISATION: 'PAYMENT',
  CANCELLATION: 'PAYMENT',
  PENDING: 'PAYMENT',
  REFUND: 'REFUND',
  REFUND_FAILED: 'REFUND',
  REFUNDED_REVERSED: 'REFUND',
  CANCEL_OR_REFUND: 'REFUND',
  CAPTURE_FAILED: 'LOSS',
  NOTIFICATION_OF_CHARGEBACK: 'LOSS',
  CHARGEBACK: 'LOSS',
  SECOND_CHARGEBACK: 'LOSS',
  PREARBITRATION_LOST: 'LOSS',
  CHARGEBACK_REVERSED: 'LOSS_REVERSED',
  PREARBITRATION_WON: 'LOSS_REVERSED',
  REQUEST_FOR_INFORMATION: 'DISPUTE',
  NOTIFICATION_OF_FRAUD: 'DISPUTE',
};

export function eventKind(code: NotificationEventCode): NotificationEventKind {
  return EVENT_KINDS[code];
}

export function isNotificationEventCode(value: unknown): value is NotificationEventCode {
  return typeof value === 'string' && Object.hasOwn(EVENT_KINDS, value);
}

/** One verified notification item. */
export interface PaymentNotification {
  /** Unique per event: a replay carries the same id. */
  eventId: string;
  eventCode: NotificationEventCode;
  /** The event's own reference: the payment's, or for a refund, capture or dispute the modification's / dispute's. */
  pspReference: string;
  /** The payment a refund, capture or dispute event is about (Adyen: originalReference); null for payment events. */
  originalReference: string | null;
  merchantReference: string;
  /** When the provider says it happened (orders the events of one dispute); null when it did not say. */
  eventDate: Date | null;
  /** The merchant account the provider booked it on (must be ours). */
  merchantAccountCode: string;
  success: boolean;
  amountCents: number;
  currency: string;
  reason: string | null;
  /**
   * The item's additionalData without its signature (Adyen: cardBin, cardSummary, issuerCountry,
   * threeDAuthenticated, liabilityShift, alias …): what fraud screening knows of the card (ADR 0043).
   * Not covered by the signature in Adyen's scheme, so screening may use it to hold, never to trust more
   * than the signed fields say. Absent in notifications built by hand.
   */
  additionalData?: Record<string, string>;
  /** The item as received (stored for audit). */
  raw: unknown;
}

export class NotificationSignatureError extends Error {
  constructor(message = 'notification signature is invalid') {
    super(message);
    this.name = 'NotificationSignatureError';
  }
}

export interface RefundRequest {
  /** The payment's pspReference. */
  pspReference: string;
  amountCents: number;
  currency: string;
  /** Our order number (Adyen: the modification's reference, echoed as merchantReference). */
  merchantReference: string;
  /** Our refund id: a retried request never refunds twice. */
  idempotencyKey: string;
}

export type RefundResult = { outcome: 'RECEIVED'; pspReference: string } | { outcome: 'REJECTED'; reason: string };

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
   * Asks the provider to refund (part of) an authorised payment. Answers RECEIVED with the refund's
   * own reference (its REFUND notification follows) or REJECTED when the provider refused it for
   * good; throws when the answer is unknown (a timeout, a 5xx): the refund may have been made, so the
   * caller retries with the same idempotency key instead of giving the value back.
   */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
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
