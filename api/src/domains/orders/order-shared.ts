/**
 * Placing orders, paying them and issuing their gift cards (issue 7). Every state change is one
 * transaction that locks the order row. Provider notifications are recorded by event id first, so a
 * replay finds its row and changes nothing; cards are issued once per (package, sequence) and only
 * while the order has not been issued yet.
 *
 * The order service is split by job (issue 34): order-placing.ts (placeOrder, ownOrder),
 * order-payments.ts (addPayment and what decides whether a payment may start), payment-notifications.ts
 * (a provider's notifications, completing a payment), card-issuing.ts (issueOrderCards),
 * payment-reconciliation.ts (the reconciliation job's round), order-refunds.ts, order-discard.ts and
 * invoice-payments.ts. This file holds what several of them need: the contexts, the messages, the
 * result shape and the mail context.
 */
import type { PaymentMethod, PaymentStatus, RefundStatus } from '../../db/order-schema';
import type { ErrorEntry } from '../../errors';
import type { FraudSettings } from '../../config/fraud';
import type { RequestInputs } from '../common/request-inputs';
import type { MailBankAccount } from '../mail/mail-types';
import { type MoneyAlertKind, moneyAlert } from '../payments/money-alerts';
import type { PaymentProvider } from '../payments/provider';
import type { MailContext } from './order-mails';

export interface InvoicingSettings {
  /** INVOICE_BANK_* in production (config/invoice-bank.ts); the demo's marked account otherwise. */
  bankAccount: MailBankAccount;
}

export interface ActivationSettings {
  /** ACTIVATION_DELAY_MINUTES: 0 in the demo (at once), else what config/mode.ts read (spec §9: within 24 hours). */
  delayMs: number;
}

export type OrderContext = Pick<RequestInputs, 'db' | 'scope' | 'session' | 'now' | 'urls' | 'directory' | 'secrets'> & {
  /** The payment provider (the embedded test payment service unless a live one is configured). */
  payments: PaymentProvider;
  /** This server's own base URL (http://127.0.0.1:<port>): where providers post notifications. */
  selfUrl(): string;
  /** The URL and Host header the visitor used (the origin of return URLs, order-payments.ts). */
  request: Pick<Request, 'url' | 'headers'>;
  /** X-Forwarded-Host / X-Forwarded-Proto of a trusted proxy, else null. */
  forwardedHost: string | null;
  forwardedProto: 'http' | 'https' | null;
  /** Activation of blank cards (issue 18): how long after the payment a card is activated. */
  activation: ActivationSettings;
  /** Invoice orders (ADR 0042): the account they are paid to; absent only in tests (then the demo account). */
  invoicing?: InvoicingSettings;
  /** Fraud screening before issuing (ADR 0043): thresholds, weights, velocity limits (config/fraud.ts). */
  fraud: FraudSettings;
  // The shopper's address and browser id, which fraud screening counts orders by (ADR 0043); absent
  // (null) for contexts built outside a request.
  clientIp?: string | null;
  rolloutVisitor?: string | null;
};

/** The PlacedOrder answer of an order (orders.resolvers.ts builds it; the GraphQL type's mapper). */
export interface PlacedOrderModel {
  id: string;
  orderNumber: string;
  status: 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';
  customerEmail: string;
  customerType: 'PRIVATE' | 'BUSINESS';
  placedAt: string;
  /** Spec §3 order type (account-orders.ts orderTypeOf). */
  orderType: 'ACTIVATION' | 'REGULAR' | 'REORDER' | 'MULTI_ADDRESS' | 'REDEEM';
  payment: { id: string; method: PaymentMethod; status: PaymentStatus; pspReference: string | null } | null;
  failedAttempts: number;
  canRetry: boolean;
  /** Paid, and held by fraud screening until a reviewer decides (ADR 0043): its cards are not issued yet. */
  underReview: boolean;
  /** Paid, and refused by fraud screening or its review (ADR 0043): nothing issued, the payment refunded. */
  refused: boolean;
  /** The order's newest refund (account-orders.ts orderRefundStatus); null when none. */
  refundStatus: RefundStatus | null;
}

/** Spec §8 2036: refused attempts after which the order takes no more payments. */
export const MAX_PAYMENT_ATTEMPTS = 3;

export const ORDER_MESSAGES = {
  notFound: 'This order is not (or no longer) open for payment',
  emptyCart: 'Your basket is empty',
  receiverAddress: 'A receiver of cards by post needs an address, or send them to your own address',
  refused: 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
  tooManyAttempts: 'Too many attempts have been made. Please try again later or use a different payment method.',
  /** Spec §8 fraud: no word about why (the provider asks not to tell a refusal's reason). */
  fraud: 'We cannot accept this payment. Please use another payment method.',
  alreadyPaying: 'This order is already paid or its payment is still being processed',
  method: 'This payment method is not available here',
  issuer: 'Please choose your bank',
  blik: 'Please enter the 6-digit BLIK code',
  returnPath: 'The return path must be a path of this shop',
  outOfStock: 'Not possible to continue with this gift card because currently it is out the stock.',
  operator: 'Only an operator may do this',
  notInvoice: 'Only orders on invoice are marked paid by hand',
} as const;

export class UnknownPaymentError extends Error {
  constructor(pspReference: string) {
    super(`notification for unknown payment ${pspReference}`);
    this.name = 'UnknownPaymentError';
  }
}

export interface ChangeResult {
  orderId: string | null;
  errors: ErrorEntry[];
}

export type NotificationContext = Pick<OrderContext, 'db' | 'urls' | 'directory' | 'secrets' | 'payments' | 'activation'> & {
  now: Date;
  /** Fraud screening's settings (the server's); absent: the real protections, DEFAULT_FRAUD_SETTINGS (the safe side). */
  fraud?: FraudSettings;
};

/** What the mail code needs, resolved before a transaction opens (see MailContext). */
export async function mailContext(ctx: NotificationContext): Promise<MailContext> {
  return {
    urls: ctx.urls,
    now: ctx.now,
    stores: new Map((await ctx.directory.all()).map((store) => [store.key, store])),
    secrets: ctx.secrets.box,
  };
}

/** Raised loudly (log and alert webhook): money arrived that does not fit what we asked for, or cards were not issued. */
export function alert(message: string, kind: MoneyAlertKind = 'payment.issue-problem'): void {
  moneyAlert({ kind, message });
}
