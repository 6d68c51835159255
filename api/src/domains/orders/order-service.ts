/**
 * Placing orders, paying them and issuing their gift cards (issue 7). Every state change is one
 * transaction that locks the order row. Provider notifications are recorded by event id first, so a
 * replay finds its row and changes nothing; cards are issued once per (package, sequence) and only
 * while the order has not been issued yet.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-errors';
import * as v from 'valibot';
import { blikCodeSchema, checkoutDetailsSchema } from '@shop/shared/validation';
import { issueEntries } from '../common/input-errors';
import { type OrderRow, orderPackages, orderShipments, orders } from '../../db/cart-schema';
import {
  ACTIVE_PAYMENT_STATUSES,
  OPEN_PAYMENT_STATUSES,
  type OrderCustomer,
  type PaymentMethod,
  type PaymentRow,
  giftCardLedger,
  giftCards,
  orderPlacements,
  paymentNotifications,
  payments,
} from '../../db/order-schema';
import { type ErrorEntry, ErrorCode } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { AddPaymentInput, PlaceOrderInput } from '../../generated/graphql';
import { priceCart } from '../cart/cart-pricing';
import { entry, fail, runRules } from '../common/rule-errors';
import { insertOrderPlacement } from './order-number';
import { issueInvoice } from './invoice-numbers';
import { DEMO_BANK_ACCOUNT } from '../../config/invoice-bank';
import { type Transaction, ensureCart, isUuid, findCartId, loadCartRows, loadCatalogueInfo, loadPricing, lockCart } from '../cart/cart-store';
import { type PaymentNotification, notificationPath } from '../payments/provider';
import { giftCardExpiry, hashPin, newGiftCardNumber, newPin } from './gift-card-codes';
import { hashPassword, isCommonPassword } from '../user/passwords';
import { USER_MESSAGES, loadStores, registerOrTell } from '../user/user-service';
import { type MailContext, enqueueDispatchDocuments, enqueueGiftCardMails, enqueueOrderConfirmation } from './order-mails';
import { describePaymentMethods, shopMethodIds } from './payment-methods';
import { addressCountry } from '@shop/shared/validation';
import { crashPointEnabled } from '../../config/mode';
import { redactArg } from '../../security/redact';
import { redeems } from '../../db/redeem-schema';
import { completeRedeemOrder, releaseRedeemHolds } from '../redeem/redeem-service';
import { priceToPay } from '../redeem/redeem-rules';
import { visitorOwns } from './account-orders';
import { failActivation, scheduleActivation } from '../activation/activation-store';
import { runDueActivations } from '../activation/activation-job';
import { type AuditSource, writeAudit } from '../operator/audit';
import { eventKind } from '../payments/provider';
import { type MoneyAlertKind, moneyAlert } from '../payments/money-alerts';
import {
  type RefundContext,
  type RefundOrderInput,
  type RefundOrderResult,
  RefundInFlightError,
  applyAfterSaleEvent,
  refundDuplicatePayment,
  enqueueBuyerMail,
  refundOrder as refundOrderOnce,
  refundRefusedOrder,
  retryOpenRefunds,
  submitRefund,
} from './after-sale';
import { SYSTEM_ACTOR } from '../operator/audit';
import { recordPlacementSignals, screenPaidOrder } from '../fraud/screening';
import { DEFAULT_FRAUD_SETTINGS, type FraudSettings } from '../../config/fraud';

/** Three years from the end of the year of purchase (§195 BGB with §199: the period starts at year end). */
export { giftCardExpiry };

export type OrderContext = Pick<
  GraphQLContext,
  'db' | 'scope' | 'session' | 'now' | 'payments' | 'selfUrl' | 'urls' | 'request' | 'directory' | 'secrets' | 'forwardedHost' | 'forwardedProto' | 'activation' | 'invoicing' | 'fraud'
> &
  // The shopper's address and browser id, which fraud screening counts orders by (ADR 0043); absent
  // (null) for contexts built outside a request.
  Partial<Pick<GraphQLContext, 'clientIp' | 'rolloutVisitor'>>;

/** Spec §8 2036: refused attempts after which the order takes no more payments. */
export const MAX_PAYMENT_ATTEMPTS = 3;

export const ORDER_MESSAGES = {
  notFound: 'This order is not (or no longer) open for payment',
  emptyCart: 'Your basket is empty',
  receiverAddress: 'A receiver of cards by post needs an address, or send them to your own address',
  refused: 'We were unable to process your payment. Please try a different payment method or contact your bank for more information.',
  tooManyAttempts: 'Too many attempts have been made. Please try again later or use a different payment method.',
  alreadyPaying: 'This order is already paid or its payment is still being processed',
  method: 'This payment method is not available here',
  issuer: 'Please choose your bank',
  blik: 'Please enter the 6-digit BLIK code',
  returnPath: 'The return path must be a path of this shop',
  outOfStock: 'Not possible to continue with this gift card because currently it is out the stock.',
  operator: 'Only an operator may do this',
  notInvoice: 'Only orders on invoice are marked paid by hand',
} as const;



/**
 * The visitor's placed order (any status but CART) in this storefront: placed by this session or the
 * logged-in account's (account-orders.ts `visitorOwns`); null
 * for another visitor's order, an unknown id or a malformed one (checked before any query). The
 * confirmation page's status (http/page-status.ts) asks this too, so the server's 404 and the
 * `placedOrder` answer cannot disagree.
 */
async function ownOrder(
  db: Transaction | OrderContext['db'],
  ctx: Pick<OrderContext, 'session' | 'scope'>,
  orderUuid: string,
): Promise<OrderRow | null> {
  const owned = visitorOwns(ctx.session);
  if (!owned || !isUuid(orderUuid)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderUuid.toLowerCase()), owned, eq(orders.storefrontKey, ctx.scope.storefront.key), ne(orders.status, 'CART')));
  return row ?? null;
}

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


// ─── place order ─────────────────────────────────────────────────────────────────────────────────

export async function placeOrder(ctx: OrderContext, input: PlaceOrderInput): Promise<ChangeResult> {
  const parsed = v.safeParse(checkoutDetailsSchema, {
    customerType: input.customerType,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    emailConfirmation: input.emailConfirmation,
    phone: input.phone ?? null,
    address: input.address,
    companyName: input.companyName,
    kvkNumber: input.kvkNumber,
    vatNumber: input.vatNumber,
    referenceNumber: input.referenceNumber,
    invoiceEmail: input.invoiceEmail,
    termsAccepted: input.termsAccepted,
    newsletter: input.newsletter ?? null,
    createAccount: input.createAccount ?? null,
    password: input.password ?? null,
  });
  if (!parsed.success) return { orderId: null, errors: issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT) };
  const details = parsed.output;
  const store = ctx.scope.storefront;
  const owner = { storefrontKey: store.key, sessionHash: ctx.session.hash };
  // "Create an account with this order" (a guest only): the password rules of registering, and the
  // hashing (slow on purpose) never while the cart's row is locked.
  const newAccount = details.createAccount && details.password && !ctx.session.userId ? details.password : null;
  if (newAccount && isCommonPassword(newAccount)) return { orderId: null, errors: [entry(ErrorCode.COMMON_PASSWORD, USER_MESSAGES.commonPassword, 'input.password')] };
  const passwordHash = newAccount ? await hashPassword(newAccount) : null;
  const stores = passwordHash ? await loadStores(ctx) : null;

  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const cartId = await findCartId(tx, owner, input.orderUuid);
        if (!cartId) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.emptyCart, 'input.orderUuid');
        const order = await lockCart(tx, cartId);
        const rows = await loadCartRows(tx, cartId);
        if (!rows || order.status !== 'CART' || rows.packages.length === 0) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.emptyCart, 'input.orderUuid');
        const info = await loadCatalogueInfo(
          tx,
          store.key,
          rows.packages.map((p) => p.variationId),
        );
        if (rows.packages.some((p) => !info.get(p.variationId)?.inStock)) throw fail(ErrorCode.OUT_OF_STOCK, ORDER_MESSAGES.outOfStock, 'input.orderUuid');

        const customerName = { firstName: details.firstName, lastName: details.lastName };
        const address = details.address;
        // Receivers the shopper did not name: digital cards go to the customer, cards by post to the
        // customer's address when the shopper chose so.
        for (const shipment of rows.shipments) {
          if (shipment.deliveryType === 'DIGITAL' && !shipment.email) {
            await tx
              .update(orderShipments)
              .set({ ...customerName, email: details.email.toLowerCase() })
              .where(eq(orderShipments.id, shipment.id));
          }
          if (shipment.deliveryType === 'PHYSICAL' && !shipment.address) {
            if (!input.shipToCustomerAddress) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.receiverAddress, 'input.shipToCustomerAddress');
            await tx
              .update(orderShipments)
              .set({
                ...customerName,
                address: {
                  countryCode: address.countryCode,
                  postCode: address.postCode,
                  houseNumber: address.houseNumber,
                  street: address.street,
                  city: address.city,
                  ...(address.suffix ? { suffix: address.suffix } : {}),
                  ...('companyName' in details && details.companyName ? { companyName: details.companyName } : {}),
                },
              })
              .where(eq(orderShipments.id, shipment.id));
          }
        }

        // A logged-in customer's order is the account's. A new account is registered like any other
        // (issue 16): unconfirmed, with the confirmation mail, or a mail to the owner of a known
        // address; the answer never says which. This order joins it once the address is confirmed.
        const userId: string | null = ctx.session.userId;
        if (passwordHash && stores) {
          await registerOrTell(
            ctx,
            stores,
            { email: details.email.toLowerCase(), passwordHash, ...customerName, subscribed: !!details.newsletter },
            tx,
          );
        }

        const refreshed = await loadCartRows(tx, cartId);
        const pricing = await loadPricing(tx, store.key);
        const priced = priceCart(refreshed ?? rows, info, pricing, addressCountry(store.countryCode));
        const customer: OrderCustomer = {
          customerType: details.customerType,
          ...customerName,
          email: details.email.toLowerCase(),
          ...(details.phone ? { phoneNumber: `${details.phone.dialCode} ${details.phone.number}` } : {}),
          ...(details.customerType === 'BUSINESS'
            ? {
                companyName: details.companyName,
                ...(details.kvkNumber ? { kvkNumber: details.kvkNumber } : {}),
                ...(details.vatNumber ? { vatNumber: details.vatNumber } : {}),
                ...(details.referenceNumber ? { referenceNumber: details.referenceNumber } : {}),
                ...(details.invoiceEmail ? { invoiceEmail: details.invoiceEmail.toLowerCase() } : {}),
              }
            : {}),
          address: {
            countryCode: address.countryCode,
            postCode: address.postCode,
            houseNumber: address.houseNumber,
            street: address.street,
            city: address.city,
            ...(address.suffix ? { suffix: address.suffix } : {}),
          },
          createAccount: !!passwordHash,
          newsletter: !!details.newsletter,
        };
        await insertOrderPlacement(tx, {
          orderId: cartId,
          customer,
          grandTotalCents: priced.grandTotalCents,
          currency: priced.currency,
        }, { storeId: store.storeId, now: ctx.now });
        // What fraud screening will count this order by (ADR 0043), before the session id rotates: the
        // browser's long-lived id (else this session), the address and its /64, the e-mail.
        await recordPlacementSignals(tx, ctx.secrets.limitKey, {
          orderId: cartId,
          storefrontKey: store.key,
          email: customer.email,
          clientIp: ctx.clientIp ?? null,
          deviceId: ctx.rolloutVisitor ?? null,
          sessionHash: ctx.session.hash,
          at: ctx.now,
        });
        await tx
          .update(orders)
          .set({
            status: 'PENDING',
            userId,
            billingAddress: {
              firstName: customer.firstName,
              lastName: customer.lastName,
              customerType: customer.customerType,
              companyName: customer.companyName ?? null,
              countryCode: address.countryCode,
              postCode: address.postCode,
              houseNumber: address.houseNumber,
              suffix: address.suffix ?? null,
              street: address.street,
              city: address.city,
              email: customer.email,
              invoiceEmail: customer.invoiceEmail ?? null,
              phoneNumber: customer.phoneNumber ?? null,
              referenceNumber: customer.referenceNumber ?? null,
              kvkNumber: customer.kvkNumber ?? null,
            },
            updatedAt: sql`now()`,
            revision: sql`${orders.revision} + 1`,
          })
          .where(eq(orders.id, cartId));
        // A new session id once the visitor has an order (OWASP: rotate at privilege change): a
        // session id seen before placing cannot follow the order's payment and cards.
        await ctx.session.rotate(tx);
        // Crash drill for the "a killed API leaves no half order" test: die inside the transaction.
        if (crashPointEnabled('place-order')) process.kill(process.pid, 'SIGKILL');
        return { orderId: cartId, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
}

// ─── payments ────────────────────────────────────────────────────────────────────────────────────

/** What the payment provider is asked for: the total less what gift cards paid (a redeem's top-up). */
export function amountDue(placement: Pick<typeof orderPlacements.$inferSelect, 'grandTotalCents' | 'giftCardCents'>): number {
  return priceToPay(placement.grandTotalCents, placement.giftCardCents);
}

export async function latestPayment(db: OrderContext['db'] | Transaction, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

const isActive = (payment: PaymentRow | null) => !!payment && (ACTIVE_PAYMENT_STATUSES as readonly string[]).includes(payment.status);

/**
 * A new payment may start: the order waits for one, attempts are left and no payment holds the
 * order (CREATED, REDIRECTED, PENDING and AUTHORISED do: at most one active payment per order, which
 * the database enforces too). A REDIRECTED one may be replaced (addPayment cancels it first).
 */
export function canStartPayment(order: Pick<OrderRow, 'status'>, payment: PaymentRow | null, failedAttempts: number): boolean {
  if (order.status !== 'PENDING' || failedAttempts >= MAX_PAYMENT_ATTEMPTS) return false;
  return !isActive(payment) || payment?.status === 'REDIRECTED';
}

export interface AddPaymentResult {
  orderId: string | null;
  paymentId: string | null;
  action: { type: 'REDIRECT' | 'AWAIT' | 'NONE'; url: string | null } | null;
  errors: ErrorEntry[];
}

/**
 * The shop's public origin for this request: the Host the visitor used when it is one of the
 * storefront's hosts (or loopback), else the storefront's configured origin. Forwarded headers count
 * only from a trusted proxy (`forwardedHost`/`forwardedProto`), so nobody can send a shopper's
 * payment page or return URL to another host.
 */
function requestOrigin(ctx: OrderContext): string {
  const store = ctx.scope.storefront;
  const url = new URL(ctx.request.url);
  const host = (ctx.forwardedHost ?? ctx.request.headers.get('host') ?? url.host).toLowerCase();
  const proto = ctx.forwardedProto ?? url.protocol.replace(':', '');
  const hostname = host.replace(/:\d+$/, '');
  const known = store.hosts.includes(hostname) || hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
  return known && /^https?$/.test(proto) ? `${proto}://${host}` : ctx.urls.storefront(store);
}

type PaymentPlan =
  | { kind: 'start'; order: OrderRow; placement: typeof orderPlacements.$inferSelect; paymentId: string; method: PaymentMethod }
  | { kind: 'repeat'; order: OrderRow; payment: PaymentRow }
  | { kind: 'replace'; payment: PaymentRow }
  | { kind: 'invoice'; order: OrderRow; paymentId: string };

export async function addPayment(ctx: OrderContext, input: AddPaymentInput): Promise<AddPaymentResult> {
  const none = (errors: ErrorEntry[], orderId: string | null = null): AddPaymentResult => ({ orderId, paymentId: null, action: null, errors });
  const method = input.method as PaymentMethod;
  if (!/^\/(?!\/)[^\s\\]*$/.test(input.returnPath)) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.returnPath, 'input.returnPath')]);
  const mail: MailContext = {
    urls: ctx.urls,
    now: ctx.now,
    stores: new Map([[ctx.scope.storefront.key, ctx.scope.storefront]]),
    bankAccount: ctx.invoicing?.bankAccount ?? DEMO_BANK_ACCOUNT,
  };

  /** One transaction holding the order's lock: decides what this click does. */
  const plan = (): Promise<PaymentPlan | ErrorEntry[]> =>
    runRules<PaymentPlan | ErrorEntry[]>(
      () =>
        ctx.db.transaction(async (tx) => {
          const found = await ownOrder(tx, ctx, input.orderUuid);
          if (!found) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'input.orderUuid');
          const order = await lockCart(tx, found.id);
          const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
          if (!placement) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'input.orderUuid');
          if (placement.failedAttempts >= MAX_PAYMENT_ATTEMPTS) throw fail(2036, ORDER_MESSAGES.tooManyAttempts, 'input.orderUuid');
          const current = await latestPayment(tx, order.id);
          if (!canStartPayment(order, current, placement.failedAttempts)) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'input.orderUuid');

          const offered = shopMethodIds(ctx.payments.paymentMethods(ctx.scope.storefront.countryCode, placement.currency), placement.customer.customerType);
          if (!offered.includes(method)) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.method, 'input.method');
          const [option] = describePaymentMethods([method]);
          const banks = option?.banks ?? [];
          if (banks.length && !banks.some((b) => b.id === input.issuer)) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.issuer, 'input.issuer');
          if (method === 'blik' && !v.safeParse(blikCodeSchema, input.blikCode ?? '').success) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.blik, 'input.blikCode');

          if (current?.status === 'REDIRECTED') {
            // A second click (or a return from the payment page) with the same choice: the same payment page again.
            if (current.method === method && (current.issuer ?? null) === (banks.length ? (input.issuer ?? null) : null) && current.actionUrl) {
              return { kind: 'repeat', order, payment: current } as const;
            }
            return { kind: 'replace', payment: current } as const;
          }

          const paymentId = randomUUID();
          await tx.insert(payments).values({
            id: paymentId,
            orderId: order.id,
            provider: method === 'invoice' ? 'invoice' : ctx.payments.name,
            method,
            issuer: banks.length ? (input.issuer ?? null) : null,
            amountCents: amountDue(placement),
            currency: placement.currency,
            // Invoice: nothing to do online; the bank transfer is awaited.
            status: method === 'invoice' ? 'PENDING' : 'CREATED',
          });
          if (method === 'invoice') {
            await enqueueOrderConfirmation(tx, mail, order.id, 'PENDING');
            return { kind: 'invoice', order, paymentId } as const;
          }
          return { kind: 'start', order, placement, paymentId, method } as const;
        }),
      (errors) => errors,
    ).catch((error: unknown) => {
      // The unique index on active payments is the last guard: a concurrent click lost the race.
      if (isUniqueViolation(error)) return [entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'input.orderUuid')];
      throw error;
    });

  let decided = await plan();
  if (!Array.isArray(decided) && decided.kind === 'replace') {
    // The shopper chose another method while the first payment page was open: cancel that payment at
    // the provider first (outside the transaction: a remote call). Only if it was still undecided.
    const previous = decided.payment;
    const cancelled = previous.pspReference ? await ctx.payments.cancelPayment(previous.pspReference).catch(() => false) : false;
    if (!cancelled) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'input.orderUuid')], previous.orderId);
    await ctx.db
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(and(eq(payments.id, previous.id), eq(payments.status, 'REDIRECTED')));
    decided = await plan();
  }
  if (Array.isArray(decided)) return none(decided);
  if (decided.kind === 'replace') return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'input.orderUuid')], decided.payment.orderId);
  if (decided.kind === 'invoice') return { orderId: decided.order.id, paymentId: decided.paymentId, action: { type: 'NONE', url: null }, errors: [] };
  const origin = requestOrigin(ctx);
  if (decided.kind === 'repeat') {
    const { order, payment } = decided;
    return { orderId: order.id, paymentId: payment.id, action: { type: 'REDIRECT', url: new URL(payment.actionUrl as string, origin).toString() }, errors: [] };
  }

  // The provider is called outside the transaction (a remote service); the payment id is the
  // idempotency key, so a retried call can never start a second charge. If this process dies here,
  // the reconciliation job finds the CREATED payment and asks the provider about it.
  const { order, placement, paymentId } = decided;
  try {
    const started = await ctx.payments.startPayment({
      paymentId,
      merchantReference: placement.orderNumber,
      amountCents: amountDue(placement),
      currency: placement.currency,
      method,
      issuer: input.issuer ?? null,
      blikCode: input.blikCode ?? null,
      shopperEmail: placement.customer.email,
      returnUrl: `${origin}${input.returnPath}`,
      notificationUrl: `${ctx.selfUrl()}${notificationPath(ctx.payments)}`,
    });
    const actionUrl = started.action.type === 'REDIRECT' ? started.action.url : null;
    await ctx.db
      .update(payments)
      .set({ pspReference: started.pspReference, actionUrl, status: started.action.type === 'AWAIT' ? 'PENDING' : 'REDIRECTED', updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'CREATED')));
    const url = actionUrl ? new URL(actionUrl, origin).toString() : null;
    return { orderId: order.id, paymentId, action: { type: started.action.type, url }, errors: [] };
  } catch (error) {
    console.error('[payments] starting a payment failed:', redactArg(error));
    await ctx.db.update(payments).set({ status: 'ERROR', updatedAt: sql`now()` }).where(and(eq(payments.id, paymentId), eq(payments.status, 'CREATED')));
    return none([entry(2035, ORDER_MESSAGES.refused, 'input.method')], order.id);
  }
}

// ─── notifications and issuing ───────────────────────────────────────────────────────────────────

export type NotificationContext = Pick<OrderContext, 'db' | 'urls' | 'directory' | 'secrets' | 'payments' | 'activation'> & {
  now: Date;
  /** Fraud screening's settings (the server's); absent: the real protections, DEFAULT_FRAUD_SETTINGS (the safe side). */
  fraud?: FraudSettings;
};

/** What the mail code needs, resolved before a transaction opens (see MailContext). */
async function mailContext(ctx: NotificationContext): Promise<MailContext> {
  return {
    urls: ctx.urls,
    now: ctx.now,
    stores: new Map((await ctx.directory.all()).map((store) => [store.key, store])),
    secrets: ctx.secrets.box,
  };
}

/** Raised loudly (log and alert webhook): money arrived that does not fit what we asked for, or cards were not issued. */
function alert(message: string, kind: MoneyAlertKind = 'payment.issue-problem'): void {
  moneyAlert({ kind, message });
}

/**
 * Why a verified notification does not belong to the payment it names, or null when it does:
 * another merchant account, another order number, and (for a successful authorisation) another
 * amount or currency than the payment asked for.
 */
function mismatchOf(notification: PaymentNotification, payment: PaymentRow, orderNumber: string, merchantAccount: string): string | null {
  if (notification.merchantAccountCode !== merchantAccount) return `merchant account ${notification.merchantAccountCode} is not ours`;
  if (eventKind(notification.eventCode) !== 'PAYMENT') {
    // A refund, capture or dispute names its payment by originalReference (a reference only the
    // provider and we know); its merchant reference is the payment's (our order number) or empty.
    if (notification.merchantReference !== orderNumber && notification.merchantReference !== '') return `merchant reference ${notification.merchantReference} is not order ${orderNumber}`;
    if (notification.currency !== payment.currency) return `currency ${notification.currency} instead of ${payment.currency}`;
    if (notification.amountCents > payment.amountCents) return `amount ${notification.amountCents} is more than the payment's ${payment.amountCents} (${payment.currency} cents)`;
    return null;
  }
  if (notification.merchantReference !== orderNumber) return `merchant reference ${notification.merchantReference} is not order ${orderNumber}`;
  if (notification.eventCode === 'AUTHORISATION' && notification.success) {
    if (notification.currency !== payment.currency) return `currency ${notification.currency} instead of ${payment.currency}`;
    if (notification.amountCents !== payment.amountCents) return `amount ${notification.amountCents} instead of ${payment.amountCents} (${payment.currency} cents)`;
  }
  return null;
}

/**
 * Applies one verified provider notification. Returns false for a replay (the event id is known) and
 * for a mismatch (stored with its problem and alerted): nothing changes then. After a successful
 * authorisation the order's cards are issued, outside the transaction (see issueOrderCards).
 */
export async function applyNotification(ctx: NotificationContext, notification: PaymentNotification): Promise<boolean> {
  const mail = await mailContext(ctx);
  const provider = ctx.payments.name;
  const kind = eventKind(notification.eventCode);
  let activationPaid = false;
  const refundsToSubmit: string[] = [];
  const applied = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentNotifications)
      .values({
        provider,
        eventId: notification.eventId,
        pspReference: notification.pspReference,
        eventCode: notification.eventCode,
        success: notification.success,
        payload: notification.raw as object,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (inserted.length === 0) return null;

    // A payment outcome names the payment by its pspReference; a refund, capture or dispute by originalReference.
    const paymentReference = kind === 'PAYMENT' ? notification.pspReference : (notification.originalReference ?? notification.pspReference);
    const [byReference] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.pspReference, paymentReference)));
    // A hosted session (Adyen) gets its pspReference only with its first notification: that one is
    // matched by our order number to the order's open payment of this provider, and the reference kept.
    const found = byReference ?? (kind === 'PAYMENT' ? await openPaymentOfOrderNumber(tx, provider, notification.merchantReference) : null);
    // Not (yet) ours: the shop may not have stored the reference when a fast provider answers. Roll
    // back (the event id too) so the provider's retry is applied, not taken for a replay.
    if (!found) throw new UnknownPaymentError(notification.pspReference);
    if (!byReference) await tx.update(payments).set({ pspReference: notification.pspReference }).where(eq(payments.id, found.id));
    const order = await lockCart(tx, found.orderId);
    // Re-read under the order's lock: a concurrent notification may have changed it.
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id));
    const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
    if (!payment || !placement) throw new UnknownPaymentError(notification.pspReference);

    const problem = mismatchOf(notification, payment, placement.orderNumber, ctx.payments.merchantAccount);
    if (problem) {
      // Kept for the record under an id of its own, so it does not pass for the real event later.
      await tx
        .update(paymentNotifications)
        .set({ outcome: 'MISMATCH', problem, eventId: `${notification.eventId}#mismatch:${randomUUID()}` })
        .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, notification.eventId)));
      alert(`notification ${notification.eventId} for order ${placement.orderNumber} ignored: ${problem}`, 'payment.mismatch');
      return null;
    }

    if (kind !== 'PAYMENT') {
      // Refunds, chargebacks, disputes, failed captures (after-sale.ts, ADR 0041).
      const outcome = await applyAfterSaleEvent({ tx, mail, provider, notification, order, payment, placement }).catch((error: unknown) => {
        if (error instanceof RefundInFlightError) throw new UnknownPaymentError(notification.pspReference);
        throw error;
      });
      refundsToSubmit.push(...outcome.refundsToSubmit);
      return false;
    }

    if (notification.eventCode === 'AUTHORISATION' && notification.success) {
      if (payment.status === 'AUTHORISED' || payment.status === 'DUPLICATE') return null;
      // Another payment of this order holds it (the shopper switched methods, yet the first one was paid too).
      const [other] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), ne(payments.id, payment.id), inArray(payments.status, [...ACTIVE_PAYMENT_STATUSES])));
      if (other?.status === 'AUTHORISED') {
        await tx
          .update(paymentNotifications)
          .set({ outcome: 'MISMATCH', problem: `order already paid by payment ${other.id}: refund ${payment.id}` })
          .where(and(eq(paymentNotifications.provider, provider), eq(paymentNotifications.eventId, notification.eventId)));
        // Paid twice: the second payment is refunded in full, automatically (ADR 0041).
        refundsToSubmit.push(await refundDuplicatePayment(tx, payment, placement, other.id));
        return false;
      }
      if (other) await tx.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(payments.id, other.id));
      await completePayment(tx, mail, order, payment, ctx.activation.delayMs);
      // Fraud screening before issuing (ADR 0043), in this transaction: a held or refused order is
      // never issued (issueOrderCards and the database obey review_state).
      if (order.kind === 'REGULAR') refundsToSubmit.push(...(await screenBeforeIssuing(tx, ctx, mail, order, payment, notification)));
      activationPaid = order.kind === 'ACTIVATION';
      return order.id;
    }
    if (notification.eventCode === 'AUTHORISATION') {
      if (payment.status !== 'AUTHORISED' && payment.status !== 'REFUSED') {
        await tx.update(payments).set({ status: 'REFUSED', refusalReason: notification.reason, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        await tx
          .update(orderPlacements)
          .set({ failedAttempts: sql`${orderPlacements.failedAttempts} + 1` })
          .where(eq(orderPlacements.orderId, order.id));
        // An activation is not paid again on the same order: it fails, the card may be activated anew.
        if (order.kind === 'ACTIVATION') await failActivation(tx, order.id, ctx.now);
      }
    } else if (notification.eventCode === 'CANCELLATION') {
      if (payment.status !== 'AUTHORISED') {
        await tx.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        if (order.kind === 'ACTIVATION') await failActivation(tx, order.id, ctx.now);
      }
    } else if (notification.eventCode === 'PENDING') {
      if (payment.status === 'CREATED' || payment.status === 'REDIRECTED') {
        await tx.update(payments).set({ status: 'PENDING', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
      }
    }
    return false;
  });
  for (const refundId of refundsToSubmit) await submitRefund(refundContext(ctx, mail), refundId);
  if (applied === null) return false;
  if (applied) await issueOrderCards(ctx, applied);
  // An activation due at once (the demo's delay is 0) is done now rather than at the job's next round.
  if (applied && activationPaid) await runDueActivations(ctx, { orderId: applied });
  return true;
}

/**
 * Screens a paid order (domains/fraud): ISSUE changes nothing; HOLD mails the buyer that the order is
 * being checked; REFUSE records the refund of the whole payment (returned, to submit after commit),
 * mails the buyer and audits the system's decision.
 */
async function screenBeforeIssuing(tx: Transaction, ctx: NotificationContext, mail: MailContext, order: OrderRow, payment: PaymentRow, notification: PaymentNotification): Promise<string[]> {
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
  const store = mail.stores.get(order.storefrontKey);
  if (!placement || !store) return [];
  const decision = await screenPaidOrder(tx, { settings: ctx.fraud ?? DEFAULT_FRAUD_SETTINGS, hash: ctx.secrets.limitKey, now: ctx.now }, { order, placement, payment, notification, storefrontCountry: store.countryCode });
  if (decision.outcome === 'ISSUE') return [];
  const amount = { cents: payment.amountCents, currency: payment.currency };
  if (decision.outcome === 'HOLD') {
    await enqueueBuyerMail(tx, mail, order, placement, { kind: 'order-held', dedupeKey: `order-held:${order.id}`, payload: { amount } });
    return [];
  }
  const reason = `refused by fraud screening: score ${decision.score} (${decision.hits.map((h) => h.rule).join(', ')})`;
  const refundId = await refundRefusedOrder(tx, payment, placement, reason);
  await enqueueBuyerMail(tx, mail, order, placement, { kind: 'order-refused', dedupeKey: `order-refused:${order.id}`, payload: { amount } });
  await writeAudit(tx, { actor: SYSTEM_ACTOR, requestId: null, ipHash: null }, {
    action: 'order.review-refuse',
    targetKind: 'order',
    targetId: order.id,
    before: { orderNumber: placement.orderNumber, reviewState: null },
    after: { reviewState: 'REFUSED', score: decision.score, hits: decision.hits, refundId },
  });
  alert(`order ${placement.orderNumber} refused by fraud screening (score ${decision.score}); its payment is refunded`, 'payment.issue-problem');
  return refundId ? [refundId] : [];
}

/** What the refund code needs of a notification's context. */
function refundContext(ctx: NotificationContext, mail?: MailContext): RefundContext {
  return { db: ctx.db, payments: ctx.payments, mail: async () => mail ?? (await mailContext(ctx)) };
}

/**
 * Refunds (part of) an order's or one card's unredeemed value (after-sale.ts `refundOrder`): for the
 * operator mutation and, later, the service desk. Audited with its reason.
 */
export async function refundOrder(ctx: NotificationContext, input: RefundOrderInput): Promise<RefundOrderResult> {
  return refundOrderOnce(refundContext(ctx), input);
}

async function openPaymentOfOrderNumber(tx: Transaction, provider: string, orderNumber: string): Promise<PaymentRow | null> {
  const [row] = await tx
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, payments.orderId))
    .where(and(eq(orderPlacements.orderNumber, orderNumber), eq(payments.provider, provider), inArray(payments.status, ['REDIRECTED', 'PENDING'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.payment ?? null;
}

/**
 * The money is in: the payment is authorised and the order completed (its cards are issued next; an
 * activation is scheduled `activationDelayMs` from now, for the activation job).
 */
async function completePayment(tx: Transaction, ctx: MailContext, order: OrderRow, payment: PaymentRow, activationDelayMs: number): Promise<void> {
  await tx.update(payments).set({ status: 'AUTHORISED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  // An activation (issue 18): no cards to issue and no order confirmation; the activation job mails
  // the buyer once the card is activated. Paid after it failed, and it cannot happen: flagged for a refund.
  if (order.kind === 'ACTIVATION') {
    if (order.status !== 'COMPLETED') {
      await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
      await tx.update(orderPlacements).set({ paidAt: ctx.now, canceledAt: null }).where(eq(orderPlacements.orderId, order.id));
    }
    const problem = await scheduleActivation(tx, order.id, activationDelayMs);
    if (problem) await tx.update(orderPlacements).set({ issueProblem: problem }).where(eq(orderPlacements.orderId, order.id));
    return;
  }
  // A redeem's top-up: the cards' holds are captured with it (redeem-service.ts).
  if (order.kind === 'REDEEM') {
    if (order.status !== 'COMPLETED') await completeRedeemOrder(tx, ctx, order.id);
    return;
  }
  // A canceled order whose payment still arrives is completed: the shopper paid for these cards.
  if (order.status !== 'COMPLETED') {
    await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await tx.update(orderPlacements).set({ paidAt: ctx.now, canceledAt: null }).where(eq(orderPlacements.orderId, order.id));
  }
  // Its invoice is numbered now, in this transaction: gapless per storefront and year (ADR 0042).
  if (order.kind === 'REGULAR') {
    const store = ctx.stores.get(order.storefrontKey);
    if (!store) throw new Error(`unknown storefront ${order.storefrontKey}`);
    await issueInvoice(tx, { orderId: order.id, storefrontKey: store.key, storeId: store.storeId, at: ctx.now });
  }
  await enqueueOrderConfirmation(tx, ctx, order.id, 'COMPLETED');
}

/** Cards written per INSERT statement when issuing. */
const ISSUE_CHUNK = 1_000;

/** A card drawn before the issuing transaction: scrypt is slow, so it never runs while rows are locked. */
interface DrawnCard {
  cardId: string;
  packageId: string;
  sequence: number;
  productId: string;
  variationType: string;
  /** The balance it is issued with (0 for a blank card). */
  amountCents: number;
  /** A blank card of a pack: issued 'NOT_ACTIVATED', without balance or expiry (issue 18). */
  blank: boolean;
  number: string;
  pin: string;
  pinHash: string;
}

/**
 * Issues the cards of a completed order, exactly once. The order's lines are frozen once placed, so
 * the cards are drawn (numbers, PINs, peppered hashes) from them outside any transaction; the short
 * issuing transaction then locks the order, checks it is still unissued and that what was paid is
 * the frozen total, and writes cards, ledger, card mails, dispatch documents and `issued_at`
 * together. Runs after the authorisation, and again from the reconciliation job for an order a crash
 * left unissued.
 *
 * Gift cards are issued with their amount as balance (ledger ISSUE). The physical cards of a blank
 * card pack (issue 18) are issued as cards too, `quantity × cardsPerPack` of them, 'NOT_ACTIVATED'
 * with no balance, no ledger entry and no expiry (their validity starts at activation). The PINs of
 * cards by post go only into the dispatch documents to the storefront's fulfilment address.
 */
export async function issueOrderCards(ctx: NotificationContext, orderId: string): Promise<number> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!placement || !order || placement.issuedAt || placement.issueProblem || order.status !== 'COMPLETED') return 0;
  // Held for fraud review, or refused (ADR 0043): only a reviewer's release lets it be issued.
  if (placement.reviewState === 'HELD' || placement.reviewState === 'REFUSED') return 0;
  // An activation issues no card: the activation job loads its amount onto the blank card.
  if (order.kind === 'ACTIVATION') return 0;

  const rows = await loadCartRows(ctx.db, orderId);
  if (!rows) return 0;
  const [paid] = await ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['AUTHORISED', 'PENDING'])));
  const store = (await ctx.directory.all()).find((s) => s.key === order.storefrontKey);
  if (!store) return 0;
  const info = await loadCatalogueInfo(
    ctx.db,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const frozenTotal = priceCart(rows, info, await loadPricing(ctx.db, store.key), addressCountry(store.countryCode)).grandTotalCents;
  // What the provider had to collect: the total, less what gift cards paid (a redeem); nothing at all
  // for a redeem its cards covered.
  const due = amountDue(placement);
  const paidCents = due === 0 ? 0 : paid && (paid.status === 'AUTHORISED' || paid.method === 'invoice') ? paid.amountCents : null;
  const problem =
    frozenTotal !== placement.grandTotalCents
      ? `the lines total ${frozenTotal} but the order was placed for ${placement.grandTotalCents}`
      : paidCents !== due || (due > 0 && paid?.currency !== placement.currency)
        ? `paid ${paidCents ?? 'nothing'} ${paid?.currency ?? ''} for a total of ${placement.grandTotalCents} ${placement.currency}${placement.giftCardCents > 0 ? ` (${placement.giftCardCents} paid by gift cards)` : ''}`
        : null;
  if (problem) {
    await ctx.db.update(orderPlacements).set({ issueProblem: problem }).where(and(eq(orderPlacements.orderId, orderId), isNull(orderPlacements.issuedAt)));
    alert(`order ${placement.orderNumber}: no cards issued, ${problem}`);
    return 0;
  }

  const shipmentType = new Map(rows.shipments.map((s) => [s.id, s.deliveryType]));
  const cards: DrawnCard[] = [];
  const draw = (card: Omit<DrawnCard, 'cardId' | 'number' | 'pin' | 'pinHash'>) =>
    cards.push({ ...card, cardId: randomUUID(), number: newGiftCardNumber(store.storeId), pin: newPin(), pinHash: '' });
  // Only gift cards become spendable cards. A donation is passed on, not a balance. A blank card pack
  // is plastic that gets its value at activation (issue 18): its cards are issued, but not activated
  // and without balance; issuing them with the price as balance would hand out money never paid.
  for (const pkg of rows.packages) {
    const product = info.get(pkg.variationId);
    if (product?.productType === 'GIFT_CARD') {
      for (let sequence = 1; sequence <= pkg.quantity; sequence += 1) {
        draw({
          packageId: pkg.id,
          sequence,
          productId: pkg.productId,
          variationType: shipmentType.get(pkg.shipmentId) ?? 'DIGITAL',
          amountCents: pkg.amountCents,
          blank: false,
        });
      }
    } else if (product?.productType === 'BLANK_CARD_PACK') {
      const perPack = product.cardsPerPack ?? 0;
      if (perPack < 1) alert(`order ${placement.orderNumber}: blank card pack ${pkg.productId} has no card count, no cards issued for it`);
      // Numbered 1..quantity × cardsPerPack within the package: (package, sequence) is issued once.
      for (let sequence = 1; sequence <= pkg.quantity * perPack; sequence += 1) {
        draw({ packageId: pkg.id, sequence, productId: pkg.productId, variationType: 'PHYSICAL', amountCents: 0, blank: true });
      }
    }
  }
  await Promise.all(cards.map(async (card) => Object.assign(card, { pinHash: await hashPin(card.pin, ctx.secrets.pinPepper, undefined, 'background') })));

  const mail = await mailContext(ctx);
  const issued = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, orderId);
    const [current] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
    // Re-read under the order's lock: a screening or a reviewer may have held or refused it meanwhile.
    if (!current || current.issuedAt || current.reviewState === 'HELD' || current.reviewState === 'REFUSED') return 0;
    if (cards.length > 0) {
      // A number already taken (astronomically rare) fails the unique index: the whole issuing rolls
      // back and the reconciliation job draws new numbers.
      // In chunks: a large pack order stays far below the 65,535 parameters of one statement.
      for (let start = 0; start < cards.length; start += ISSUE_CHUNK) {
        await tx.insert(giftCards).values(
          cards.slice(start, start + ISSUE_CHUNK).map((card) => ({
            id: card.cardId,
            number: card.number,
            pinHash: card.pinHash,
            storefrontKey: order.storefrontKey,
            orderId,
            packageId: card.packageId,
            sequence: card.sequence,
            productId: card.productId,
            variationType: card.variationType,
            currency: order.currency,
            // A blank card is valid from its activation on: no expiry and no balance until then.
            status: card.blank ? ('NOT_ACTIVATED' as const) : ('ACTIVE' as const),
            expiresAt: card.blank ? null : giftCardExpiry(ctx.now),
          })),
        );
      }
      const funded = cards.filter((card) => !card.blank);
      if (funded.length > 0) {
        await tx
          .insert(giftCardLedger)
          .values(funded.map((card) => ({ id: randomUUID(), giftCardId: card.cardId, kind: 'ISSUE' as const, amountCents: card.amountCents, orderId })));
      }
    }
    await tx.update(orderPlacements).set({ issuedAt: ctx.now }).where(eq(orderPlacements.orderId, orderId));
    // Digital gift cards get their mail; blank cards never (their PINs are only on the dispatch document).
    await enqueueGiftCardMails(
      tx,
      mail,
      orderId,
      cards.filter((card) => !card.blank),
    );
    await enqueueDispatchDocuments(tx, mail, orderId, cards);
    return cards.length;
  });
  return issued;
}

// ─── reconciliation ──────────────────────────────────────────────────────────────────────────────

/** A hosted payment page expires after an hour (adyen-provider.ts); twice that, nobody can pay on it. */
const PAYMENT_PAGE_EXPIRY_MS = 2 * 60 * 60_000;

export interface ReconcileOptions {
  /** Payments not updated for this long are asked about; default 60 s. */
  staleAfterMs?: number;
  /** A CREATED payment the provider does not know after this long never started; default 120 s. */
  abandonCreatedAfterMs?: number;
}

export interface ReconcileResult {
  asked: number;
  settled: number;
  abandoned: number;
  issued: number;
}

/**
 * One round of the reconciliation job: asks the provider about every payment left open (a crash
 * lost the provider's answer, a notification never came) and applies what it says exactly as the
 * notification would have been applied (same event id, so the real one later is a replay); marks
 * attempts the provider never saw as ERROR (the shopper may pay again); and issues the cards of
 * completed orders a crash left unissued.
 */
export async function reconcilePayments(ctx: NotificationContext, options: ReconcileOptions = {}): Promise<ReconcileResult> {
  const staleSeconds = Math.round((options.staleAfterMs ?? 60_000) / 1000);
  const abandonMs = options.abandonCreatedAfterMs ?? 120_000;
  const result: ReconcileResult = { asked: 0, settled: 0, abandoned: 0, issued: 0 };
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.provider, ctx.payments.name),
        sql`${payments.updatedAt} <= now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(100);
  for (const payment of open) {
    result.asked += 1;
    const state = await ctx.payments.lookupPayment({ pspReference: payment.pspReference, paymentId: payment.id });
    if (state.state === 'UNSUPPORTED') {
      // The provider cannot be asked (it retries its notifications itself). A page nobody could have
      // paid on is freed: an attempt that never got its page, or one whose page has expired.
      const age = Date.now() - payment.updatedAt.getTime();
      const expired = (payment.status === 'CREATED' && age >= abandonMs) || (payment.status === 'REDIRECTED' && age >= PAYMENT_PAGE_EXPIRY_MS);
      if (expired) {
        await ctx.db
          .update(payments)
          .set({ status: payment.status === 'CREATED' ? 'ERROR' : 'CANCELLED', updatedAt: sql`now()` })
          .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)));
        result.abandoned += 1;
      }
      continue;
    }
    if (state.state === 'UNKNOWN') {
      if (payment.status === 'CREATED' && Date.now() - payment.createdAt.getTime() >= abandonMs) {
        await ctx.db.update(payments).set({ status: 'ERROR', updatedAt: sql`now()` }).where(and(eq(payments.id, payment.id), eq(payments.status, 'CREATED')));
        result.abandoned += 1;
      }
      continue;
    }
    if (!payment.pspReference) {
      // The process died between the provider's answer and storing it: store it now.
      await ctx.db
        .update(payments)
        .set({ pspReference: state.pspReference, status: state.state === 'PENDING' ? 'PENDING' : 'REDIRECTED', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'CREATED')));
    }
    if (state.state === 'DECIDED') {
      try {
        if (await applyNotification({ ...ctx, now: new Date() }, state.notification)) result.settled += 1;
      } catch (error) {
        if (!(error instanceof UnknownPaymentError)) throw error;
      }
    }
  }
  // Refunds still without a clear answer from the provider: asked again with the same idempotency key.
  await retryOpenRefunds(refundContext(ctx));
  const unissued = await ctx.db
    .select({ orderId: orderPlacements.orderId })
    .from(orderPlacements)
    .innerJoin(orders, eq(orders.id, orderPlacements.orderId))
    .where(
      and(
        eq(orders.status, 'COMPLETED'),
        ne(orders.kind, 'ACTIVATION'),
        isNull(orderPlacements.issuedAt),
        isNull(orderPlacements.issueProblem),
        // Held or refused orders wait for a reviewer (ADR 0043): never issued here, nor taking the round's places.
        or(isNull(orderPlacements.reviewState), eq(orderPlacements.reviewState, 'RELEASED')),
      ),
    )
    .limit(50);
  for (const { orderId } of unissued) {
    if ((await issueOrderCards({ ...ctx, now: new Date() }, orderId)) > 0) result.issued += 1;
  }
  return result;
}

// ─── leaving, operator ───────────────────────────────────────────────────────────────────────────

/** Leaving checkout after a failed payment: the order is canceled, its cards go back into a basket. */
export async function discardOrder(ctx: OrderContext, orderUuid: string): Promise<ChangeResult> {
  // A payment page left open (REDIRECTED) is cancelled at the provider first, if it is still undecided:
  // then the order may be left; a paid one may not.
  const open = await ownOrder(ctx.db, ctx, orderUuid);
  const openPayment = open ? await latestPayment(ctx.db, open.id) : null;
  if (openPayment?.status === 'REDIRECTED' && openPayment.pspReference && (await ctx.payments.cancelPayment(openPayment.pspReference).catch(() => false))) {
    await ctx.db
      .update(payments)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(and(eq(payments.id, openPayment.id), eq(payments.status, 'REDIRECTED')));
  }
  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const order = await ownOrder(tx, ctx, orderUuid);
        if (order?.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        await lockCart(tx, order.id);
        const payment = await latestPayment(tx, order.id);
        if (payment && ['AUTHORISED', 'PENDING', 'REDIRECTED'].includes(payment.status) && payment.method !== 'invoice') {
          throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'orderUuid');
        }
        await tx.update(orders).set({ status: 'CANCELED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
        await tx.update(orderPlacements).set({ canceledAt: ctx.now }).where(eq(orderPlacements.orderId, order.id));
        if (payment && payment.status === 'PENDING') await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));
        // An activation left after a failed payment: it fails, the card may be activated again.
        if (order.kind === 'ACTIVATION') {
          await failActivation(tx, order.id, ctx.now);
          return { orderId: null, errors: [] };
        }
        // A redeem left after a failed top-up: its cards get their balance back, the redeem ends
        // (its cards can be checked and redeemed again); nothing goes into the shop's basket.
        if (order.kind === 'REDEEM') {
          await releaseRedeemHolds(tx, order.id);
          await tx.update(redeems).set({ status: 'ENDED' }).where(eq(redeems.orderId, order.id));
          return { orderId: null, errors: [] };
        }

        // Back into a basket: the visitor's open cart (or a new one) gets copies of the receivers and cards.
        const sessionHash = ctx.session.hash as string;
        const cartId = await ensureCart(tx, { storefrontKey: ctx.scope.storefront.key, sessionHash }, { language: order.language, currency: order.currency, userId: ctx.session.userId });
        const cart = await lockCart(tx, cartId);
        const rows = await loadCartRows(tx, order.id);
        let number = cart.nextShipmentNumber;
        const [positions] = await tx.select({ max: sql<number>`coalesce(max(${orderShipments.position}), -1)` }).from(orderShipments).where(eq(orderShipments.orderId, cartId));
        let position = (positions?.max ?? -1) + 1;
        for (const shipment of rows?.shipments ?? []) {
          const id = randomUUID();
          await tx.insert(orderShipments).values({ ...shipment, id, orderId: cartId, tag: `r${number}`, position });
          number += 1;
          position += 1;
          for (const pkg of (rows?.packages ?? []).filter((p) => p.shipmentId === shipment.id)) {
            await tx.insert(orderPackages).values({ ...pkg, id: randomUUID(), orderId: cartId, shipmentId: id, createdAt: new Date() });
          }
        }
        await tx.update(orders).set({ nextShipmentNumber: number, deliveryMode: order.deliveryMode, updatedAt: sql`now()` }).where(eq(orders.id, cartId));
        return { orderId: cartId, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
}

/** Operator: the bank transfer of an invoice order arrived. */
export async function markOrderPaid(ctx: NotificationContext, orderUuid: string, audit: AuditSource): Promise<ChangeResult> {
  const mail = await mailContext(ctx);
  return runRules<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        if (!isUuid(orderUuid)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const [found] = await tx.select().from(orders).where(eq(orders.id, orderUuid.toLowerCase()));
        if (found?.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const order = await lockCart(tx, found.id);
        const payment = await latestPayment(tx, order.id);
        if (payment?.method !== 'invoice' || payment.status !== 'PENDING') throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.notInvoice, 'orderUuid');
        await completePayment(tx, mail, order, payment, ctx.activation.delayMs);
        // The operator's change and its audit row commit together (issue 19).
        const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
        const [paid] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
        await writeAudit(tx, audit, {
          action: 'order.mark-paid',
          targetKind: 'order',
          targetId: order.id,
          before: { status: order.status, payment: { id: payment.id, method: payment.method, status: payment.status } },
          after: { status: after?.status ?? null, payment: { id: payment.id, method: payment.method, status: paid?.status ?? null } },
        });
        return { orderId: order.id, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  ).then(async (result) => {
    if (result.orderId) await issueOrderCards(ctx, result.orderId);
    return result;
  });
}

/** The order's state for checkGiftCardPayment: 2035 after a refusal, 2036 when no attempts are left. */
export async function paymentErrors(ctx: OrderContext, orderId: string): Promise<ErrorEntry[]> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const payment = await latestPayment(ctx.db, orderId);
  if (!placement || !payment) return [];
  if (placement.failedAttempts >= MAX_PAYMENT_ATTEMPTS) return [entry(2036, ORDER_MESSAGES.tooManyAttempts, 'orderUuid')];
  if (payment.status === 'REFUSED' || payment.status === 'ERROR') return [entry(2035, ORDER_MESSAGES.refused, 'orderUuid')];
  return [];
}

export { ownOrder };
