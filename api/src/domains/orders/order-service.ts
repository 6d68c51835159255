/**
 * Placing orders, paying them and issuing their gift cards (issue 7). Every state change is one
 * transaction that locks the order row. Provider notifications are recorded by event id first, so a
 * replay finds its row and changes nothing; cards are issued once per (package, sequence) and only
 * while the order has not been issued yet.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { blikCodeSchema, checkoutDetailsSchema } from '@shop/shared/validation';
import { issueEntries } from '../common/input-errors';
import { type OrderRow, orderPackages, orderShipments, orders } from '../../db/cart-schema';
import {
  type OrderCustomer,
  type PaymentMethod,
  type PaymentRow,
  giftCardLedger,
  giftCards,
  orderPlacements,
  paymentNotifications,
  payments,
  users,
} from '../../db/order-schema';
import { type ErrorEntry, ErrorCode } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { AddPaymentInput, PlaceOrderInput } from '../../generated/graphql';
import { priceCart } from '../cart/cart-pricing';
import { CartRuleError } from '../cart/cart-service';
import { type Transaction, ensureCart, isUuid, findCartId, loadCartRows, loadCatalogueInfo, loadPricing, lockCart } from '../cart/cart-store';
import { type PaymentNotification, notificationPath } from '../payments/provider';
import { hashPassword, hashPin, newGiftCardNumber, newPin } from './gift-card-codes';
import { type MailContext, enqueueGiftCardMails, enqueueOrderConfirmation } from './order-mails';
import { paymentMethodsFor } from './payment-methods';
import { addressCountry } from '@shop/shared/validation';
import { crashPointEnabled } from '../../config/mode';

export type OrderContext = Pick<GraphQLContext, 'db' | 'scope' | 'session' | 'now' | 'payments' | 'selfUrl' | 'urls' | 'request' | 'directory'>;

/** Spec §8 2036: refused attempts after which the order takes no more payments. */
export const MAX_PAYMENT_ATTEMPTS = 3;

export const ORDER_MESSAGES = {
  notFound: 'This order is not (or no longer) open for payment',
  emptyCart: 'Your basket is empty',
  receiverAddress: 'A receiver of cards by post needs an address, or send them to your own address',
  accountExists: 'An account with this e-mail address exists: log in, or order without creating an account',
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

const entry = (code: number, message: string, parameter: string | null): ErrorEntry => ({ code, message, referencedRequestParameter: parameter });
const fail = (code: number, message: string, parameter: string | null) => new CartRuleError([entry(code, message, parameter)]);

function orderNumber(storeId: number, now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 6; i += 1) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return `${storeId}-${date}-${code}`;
}

/** The visitor's placed order (any status but CART), locked when `tx` is given. */
async function ownOrder(db: Transaction | OrderContext['db'], ctx: OrderContext, orderUuid: string): Promise<OrderRow | null> {
  const sessionHash = ctx.session.hash;
  if (!sessionHash || !isUuid(orderUuid)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderUuid.toLowerCase()),
        eq(orders.sessionHash, sessionHash),
        eq(orders.storefrontKey, ctx.scope.storefront.key),
        ne(orders.status, 'CART'),
      ),
    );
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

async function run<T>(work: () => Promise<T>, onError: (errors: ErrorEntry[]) => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartRuleError) return onError(error.entries);
    throw error;
  }
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

  return run<ChangeResult>(
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

        let userId: string | null = null;
        if (details.createAccount && details.password) {
          const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${details.email.toLowerCase()}`);
          if (existing) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.accountExists, 'input.email');
          userId = randomUUID();
          await tx.insert(users).values({ id: userId, email: details.email.toLowerCase(), passwordHash: await hashPassword(details.password), ...customerName });
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
          createAccount: !!userId,
          newsletter: !!details.newsletter,
        };
        await tx.insert(orderPlacements).values({
          orderId: cartId,
          orderNumber: orderNumber(store.storeId, ctx.now),
          customer,
          grandTotalCents: priced.grandTotalCents,
          currency: priced.currency,
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
        // Crash drill for the "a killed API leaves no half order" test: die inside the transaction.
        if (crashPointEnabled('place-order')) process.kill(process.pid, 'SIGKILL');
        return { orderId: cartId, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
}

// ─── payments ────────────────────────────────────────────────────────────────────────────────────

export async function latestPayment(db: OrderContext['db'] | Transaction, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

/** A new payment may start: the order waits for one and nothing is paid or in progress. */
export function canStartPayment(order: OrderRow, payment: PaymentRow | null, failedAttempts: number): boolean {
  if (order.status !== 'PENDING' || failedAttempts >= MAX_PAYMENT_ATTEMPTS) return false;
  return !payment || ['REFUSED', 'CANCELLED', 'ERROR', 'CREATED'].includes(payment.status);
}

export interface AddPaymentResult {
  orderId: string | null;
  paymentId: string | null;
  action: { type: 'REDIRECT' | 'AWAIT' | 'NONE'; url: string | null } | null;
  errors: ErrorEntry[];
}

function requestOrigin(ctx: OrderContext): string {
  const url = new URL(ctx.request.url);
  const host = ctx.request.headers.get('x-forwarded-host') ?? ctx.request.headers.get('host') ?? url.host;
  const proto = ctx.request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export async function addPayment(ctx: OrderContext, input: AddPaymentInput): Promise<AddPaymentResult> {
  const none = (errors: ErrorEntry[], orderId: string | null = null): AddPaymentResult => ({ orderId, paymentId: null, action: null, errors });
  const method = input.method as PaymentMethod;
  if (!/^\/(?!\/)[^\s\\]*$/.test(input.returnPath)) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.returnPath, 'input.returnPath')]);

  type Prepared = { order: OrderRow; placement: typeof orderPlacements.$inferSelect; paymentId: string };
  const mail: MailContext = { urls: ctx.urls, now: ctx.now, stores: new Map([[ctx.scope.storefront.key, ctx.scope.storefront]]) };
  const prepared = await run<Prepared | ErrorEntry[]>(
    () =>
      ctx.db.transaction(async (tx) => {
        const order = await ownOrder(tx, ctx, input.orderUuid);
        if (!order) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'input.orderUuid');
        await lockCart(tx, order.id);
        const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
        if (!placement) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'input.orderUuid');
        if (placement.failedAttempts >= MAX_PAYMENT_ATTEMPTS) throw fail(2036, ORDER_MESSAGES.tooManyAttempts, 'input.orderUuid');
        const current = await latestPayment(tx, order.id);
        if (!canStartPayment(order, current, placement.failedAttempts)) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'input.orderUuid');

        const offered = paymentMethodsFor(ctx.scope.storefront.countryCode, placement.customer.customerType);
        const option = offered.find((m) => m.id === method);
        if (!option) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.method, 'input.method');
        if (option.banks.length && !option.banks.some((b) => b.id === input.issuer)) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.issuer, 'input.issuer');
        if (method === 'blik' && !v.safeParse(blikCodeSchema, input.blikCode ?? '').success) throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.blik, 'input.blikCode');

        const paymentId = randomUUID();
        await tx.insert(payments).values({
          id: paymentId,
          orderId: order.id,
          provider: method === 'invoice' ? 'invoice' : ctx.payments.name,
          method,
          issuer: option.banks.length ? (input.issuer ?? null) : null,
          amountCents: placement.grandTotalCents,
          currency: placement.currency,
          // Invoice: nothing to do online; the bank transfer is awaited.
          status: method === 'invoice' ? 'PENDING' : 'CREATED',
        });
        if (method === 'invoice') await enqueueOrderConfirmation(tx, mail, order.id, 'PENDING');
        return { order, placement, paymentId };
      }),
    (errors) => errors,
  );
  if (Array.isArray(prepared)) return none(prepared);
  const { order, placement, paymentId } = prepared;
  if (method === 'invoice') return { orderId: order.id, paymentId, action: { type: 'NONE', url: null }, errors: [] };

  // The provider is called outside the transaction: it is a remote service.
  const origin = requestOrigin(ctx);
  try {
    const started = await ctx.payments.startPayment({
      paymentId,
      merchantReference: placement.orderNumber,
      amountCents: placement.grandTotalCents,
      currency: placement.currency,
      method,
      issuer: input.issuer ?? null,
      blikCode: input.blikCode ?? null,
      shopperEmail: placement.customer.email,
      returnUrl: `${origin}${input.returnPath}`,
      notificationUrl: `${ctx.selfUrl()}${notificationPath(ctx.payments)}`,
    });
    await ctx.db
      .update(payments)
      .set({ pspReference: started.pspReference, status: started.action.type === 'AWAIT' ? 'PENDING' : 'REDIRECTED', updatedAt: sql`now()` })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'CREATED')));
    const url = started.action.type === 'REDIRECT' ? new URL(started.action.url, origin).toString() : null;
    return { orderId: order.id, paymentId, action: { type: started.action.type, url }, errors: [] };
  } catch (error) {
    console.error('[payments] starting a payment failed:', error);
    await ctx.db.update(payments).set({ status: 'ERROR', updatedAt: sql`now()` }).where(eq(payments.id, paymentId));
    return none([entry(2035, ORDER_MESSAGES.refused, 'input.method')], order.id);
  }
}

// ─── notifications and issuing ───────────────────────────────────────────────────────────────────

export type NotificationContext = Pick<OrderContext, 'db' | 'urls' | 'directory'> & { now: Date };

/** What the mail code needs, resolved before a transaction opens (see MailContext). */
async function mailContext(ctx: NotificationContext): Promise<MailContext> {
  return { urls: ctx.urls, now: ctx.now, stores: new Map((await ctx.directory.all()).map((store) => [store.key, store])) };
}

/**
 * Applies one verified provider notification. Returns false for a replay (the event id is known):
 * nothing changes then.
 */
export async function applyNotification(ctx: NotificationContext, provider: string, notification: PaymentNotification): Promise<boolean> {
  const mail = await mailContext(ctx);
  return ctx.db.transaction(async (tx) => {
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
    if (inserted.length === 0) return false;

    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.pspReference, notification.pspReference)));
    // Not (yet) ours: the shop may not have stored the reference when a fast provider answers. Roll
    // back (the event id too) so the provider's retry is applied, not taken for a replay.
    if (!payment) throw new UnknownPaymentError(notification.pspReference);
    const order = await lockCart(tx, payment.orderId);
    if (notification.eventCode === 'AUTHORISATION' && notification.success) {
      await completePayment(tx, mail, order, payment);
    } else if (notification.eventCode === 'AUTHORISATION') {
      if (payment.status !== 'AUTHORISED') {
        await tx.update(payments).set({ status: 'REFUSED', refusalReason: notification.reason, updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
        await tx
          .update(orderPlacements)
          .set({ failedAttempts: sql`${orderPlacements.failedAttempts} + 1` })
          .where(eq(orderPlacements.orderId, order.id));
      }
    } else if (notification.eventCode === 'CANCELLATION') {
      if (payment.status !== 'AUTHORISED') await tx.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
    } else if (notification.eventCode === 'PENDING') {
      if (!['AUTHORISED', 'REFUSED', 'CANCELLED'].includes(payment.status)) {
        await tx.update(payments).set({ status: 'PENDING', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
      }
    }
    return true;
  });
}

/** The money is in: the payment is authorised, the order completed, its cards issued and mailed. */
async function completePayment(tx: Transaction, ctx: MailContext, order: OrderRow, payment: PaymentRow): Promise<void> {
  await tx.update(payments).set({ status: 'AUTHORISED', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
  // A canceled order whose payment still arrives is completed: the shopper paid for these cards.
  if (order.status !== 'COMPLETED') {
    await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
    await tx.update(orderPlacements).set({ paidAt: ctx.now, canceledAt: null }).where(eq(orderPlacements.orderId, order.id));
  }
  await issueGiftCards(tx, ctx, order);
  await enqueueOrderConfirmation(tx, ctx, order.id, 'COMPLETED');
}

/** Issues every card of the order once: (package, sequence) is unique and issuedAt guards the order. */
export async function issueGiftCards(tx: Transaction, ctx: MailContext, order: OrderRow): Promise<number> {
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.id));
  if (!placement || placement.issuedAt) return 0;
  const [store] = await tx.execute(sql`select store_id from storefronts where key = ${order.storefrontKey}`).then((r) => (r as unknown as { rows: { store_id: number }[] }).rows);
  const packages = await tx
    .select({ pkg: orderPackages, variationType: orderShipments.deliveryType })
    .from(orderPackages)
    .innerJoin(orderShipments, eq(orderShipments.id, orderPackages.shipmentId))
    .where(eq(orderPackages.orderId, order.id));
  const issued: { cardId: string; packageId: string; pin: string; number: string }[] = [];
  for (const { pkg, variationType } of packages) {
    for (let sequence = 1; sequence <= pkg.quantity; sequence += 1) {
      const pin = newPin();
      const cardId = randomUUID();
      let number = newGiftCardNumber(store?.store_id ?? 0);
      // A number collision is astronomically rare; the unique index would reject it, so draw again.
      for (let tries = 0; tries < 3; tries += 1) {
        const [taken] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.number, number));
        if (!taken) break;
        number = newGiftCardNumber(store?.store_id ?? 0);
      }
      const inserted = await tx
        .insert(giftCards)
        .values({
          id: cardId,
          number,
          pinHash: await hashPin(pin),
          storefrontKey: order.storefrontKey,
          orderId: order.id,
          packageId: pkg.id,
          sequence,
          productId: pkg.productId,
          variationType,
          currency: order.currency,
        })
        .onConflictDoNothing()
        .returning({ id: giftCards.id });
      if (inserted.length === 0) continue;
      await tx.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: cardId, kind: 'ISSUE', amountCents: pkg.amountCents, orderId: order.id });
      issued.push({ cardId, packageId: pkg.id, pin, number });
    }
  }
  await tx.update(orderPlacements).set({ issuedAt: ctx.now }).where(eq(orderPlacements.orderId, order.id));
  await enqueueGiftCardMails(tx, ctx, order.id, issued);
  return issued.length;
}

// ─── leaving, operator ───────────────────────────────────────────────────────────────────────────

/** Leaving checkout after a failed payment: the order is canceled, its cards go back into a basket. */
export async function discardOrder(ctx: OrderContext, orderUuid: string): Promise<ChangeResult> {
  return run<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const order = await ownOrder(tx, ctx, orderUuid);
        if (!order || order.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        await lockCart(tx, order.id);
        const payment = await latestPayment(tx, order.id);
        if (payment && ['AUTHORISED', 'PENDING', 'REDIRECTED'].includes(payment.status) && payment.method !== 'invoice') {
          throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.alreadyPaying, 'orderUuid');
        }
        await tx.update(orders).set({ status: 'CANCELED', updatedAt: sql`now()` }).where(eq(orders.id, order.id));
        await tx.update(orderPlacements).set({ canceledAt: ctx.now }).where(eq(orderPlacements.orderId, order.id));
        if (payment && payment.status === 'PENDING') await tx.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, payment.id));

        // Back into a basket: the visitor's open cart (or a new one) gets copies of the receivers and cards.
        const sessionHash = ctx.session.hash as string;
        const cartId = await ensureCart(tx, { storefrontKey: ctx.scope.storefront.key, sessionHash }, { language: order.language, currency: order.currency });
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
export async function markOrderPaid(ctx: NotificationContext, orderUuid: string): Promise<ChangeResult> {
  const mail = await mailContext(ctx);
  return run<ChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        if (!isUuid(orderUuid)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const [found] = await tx.select().from(orders).where(eq(orders.id, orderUuid.toLowerCase()));
        if (!found || found.status !== 'PENDING') throw fail(ErrorCode.UNKNOWN_CART_ITEM, ORDER_MESSAGES.notFound, 'orderUuid');
        const order = await lockCart(tx, found.id);
        const payment = await latestPayment(tx, order.id);
        if (!payment || payment.method !== 'invoice' || payment.status !== 'PENDING') throw fail(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.notInvoice, 'orderUuid');
        await completePayment(tx, mail, order, payment);
        return { orderId: order.id, errors: [] };
      }),
    (errors) => ({ orderId: null, errors }),
  );
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
