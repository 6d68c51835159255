/**
 * Taking an order's payment (issue 7): whether a payment may start, the one transaction that decides
 * what a click does, and the provider's call outside it (the payment id is the idempotency key).
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { blikCodeSchema } from '@shop/shared/validation';
import { isUniqueViolation } from '../../db/pg-errors';
import type { OrderRow } from '../../db/cart-schema';
import { ACTIVE_PAYMENT_STATUSES, type PaymentMethod, type PaymentRow, orderPlacements, payments } from '../../db/order-schema';
import { type ErrorEntry, ErrorCode } from '../../errors';
import { entry, fail, runRules } from '../common/rule-errors';
import { DEMO_BANK_ACCOUNT } from '../../config/invoice-bank';
import { type Transaction, lockCart } from '../cart/cart-store';
import { notificationPath } from '../payments/provider';
import { isFraudRefusal } from '../payments/refusal-reasons';
import { type MailContext, enqueueOrderConfirmation } from './order-mails';
import { describePaymentMethods, shopMethodIds } from './payment-methods';
import { priceToPay } from '../redeem/redeem-rules';
import { MAX_PAYMENT_ATTEMPTS, ORDER_MESSAGES, type OrderContext } from './order-shared';
import { ownOrder } from './order-placing';
import { log } from '../../observability/log';

/** A payment to start for a placed order (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface AddPaymentInput {
  orderUuid: string;
  method: PaymentMethod;
  /** iDEAL / EPS bank id. */
  issuer?: string | null;
  /** BLIK: the 6-digit code from the banking app. */
  blikCode?: string | null;
  /** Where the provider sends the browser back: a path of this shop (the payment processing page). */
  returnPath: string;
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
      countryCode: ctx.scope.storefront.countryCode,
      shopperLocale: `${ctx.scope.language}-${ctx.scope.storefront.countryCode}`,
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
    log.error({ err: error }, '[payments] starting a payment failed');
    await ctx.db.update(payments).set({ status: 'ERROR', updatedAt: sql`now()` }).where(and(eq(payments.id, paymentId), eq(payments.status, 'CREATED')));
    return none([entry(2035, ORDER_MESSAGES.refused, 'input.method')], order.id);
  }
}

/**
 * The order's state for checkGiftCardPayment: 2035 after a refusal, 2037 after a refusal as suspected
 * fraud (spec §8 fraud: use another payment method), 2036 when no attempts are left.
 */
export async function paymentErrors(ctx: Pick<OrderContext, 'db'>, orderId: string): Promise<ErrorEntry[]> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const payment = await latestPayment(ctx.db, orderId);
  if (!placement || !payment) return [];
  if (placement.failedAttempts >= MAX_PAYMENT_ATTEMPTS) return [entry(2036, ORDER_MESSAGES.tooManyAttempts, 'orderUuid')];
  if (payment.status === 'REFUSED' && isFraudRefusal(payment.refusalReason)) return [entry(ErrorCode.PAYMENT_FRAUD, ORDER_MESSAGES.fraud, 'orderUuid')];
  if (payment.status === 'REFUSED' || payment.status === 'ERROR') return [entry(2035, ORDER_MESSAGES.refused, 'orderUuid')];
  return [];
}
