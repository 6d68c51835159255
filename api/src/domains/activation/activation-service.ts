/**
 * Activating a blank card (issue 18; ADR 0024). The card is checked the way the balance check checks
 * it (redeem-service.ts `lookUpCard`: captcha, the storefront's prefix, the PIN limits in the
 * database, one answer for a wrong number and a wrong PIN); the activation is an order of kind
 * ACTIVATION, placed in one transaction that locks the card, and paid through the payment machinery
 * checkout uses (`addPayment`: the provider interface, one active payment per order, notifications
 * applied once, reconciliation). The database refuses a second activation of a card that is not
 * FAILED (partial unique index), whatever the code does.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/pg-errors';
import * as v from 'valibot';
import { activationSchema, blikCodeSchema } from '@shop/shared/validation';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { type CardActivationRow, cardActivations } from '../../db/activation-schema';
import { type GiftCardRow, type PaymentMethod, type PaymentStatus, giftCards, orderPlacements } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { issueEntries } from '../common/input-errors';
import { entry, fail, runRules } from '../common/rule-errors';
import { lockCart } from '../cart/cart-store';
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import { productsByIds } from '../catalogue/queries';
import { type OrderContext, ORDER_MESSAGES } from '../orders/order-shared';
import { ownOrder } from '../orders/order-placing';
import { type AddPaymentResult, addPayment, latestPayment } from '../orders/order-payments';
import { insertOrderPlacement } from '../orders/order-number';
import { describePaymentMethods, shopMethodIds } from '../orders/payment-methods';
import { REDEEM_MESSAGES, type RedeemContext, cardProblem, lookUpCard } from '../redeem/redeem-service';
import { maskCardNumber } from '../redeem/redeem-rules';
import { cardLastValidDay } from '../orders/gift-card-validity';
import { failActivation } from './activation-store';

export type ActivationContext = OrderContext & RedeemContext;

/** A blank card to activate and load (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface ActivateCardInput {
  /** 19 digits (spaces allowed), this storefront's prefix. */
  cardNumber: string;
  /** 6 digits, from under the card's scratch field. */
  pin: string;
  /** The amount to load onto the card in cents: whole currency units from 10 to 500. */
  amountCents: number;
  /** Where the activation's confirmation goes (spec §3 customerEmail of activation orders). */
  email: string;
  /** The captcha widget's payload (base64). */
  captchaToken: string;
  paymentMethod: PaymentMethod;
  /** iDEAL / EPS bank id. */
  issuer?: string | null;
  /** BLIK: the 6-digit code from the banking app. */
  blikCode?: string | null;
  /** Where the provider sends the browser back: a path of this shop; default the activation success page with ?order=<uuid>. */
  returnPath?: string | null;
}

export const ACTIVATION_MESSAGES = {
  notBlank: 'This card cannot be activated: only a blank card that has not been activated yet can be',
  alreadyActive: 'This card has been activated already',
  underWay: 'An activation of this card is already under way',
  testCard: 'A test card cannot be activated',
  unknown: 'This activation is unknown',
} as const;

export interface CardActivationModel {
  orderUuid: string;
  orderNumber: string;
  status: CardActivationRow['status'];
  amount: { cents: number; currency: string };
  maskedNumber: string;
  customerEmail: string;
  dueAt: string | null;
  activatedAt: string | null;
  validUntil: string | null;
  lastValidDay: string | null;
  payment: { id: string; method: PaymentMethod; status: PaymentStatus; pspReference: string | null } | null;
  orderStatus: 'CART' | 'PENDING' | 'COMPLETED' | 'CANCELED';
}

export interface ActivateCardResult {
  orderId: string | null;
  action: AddPaymentResult['action'];
  errors: ErrorEntry[];
}

const none = (errors: ErrorEntry[], orderId: string | null = null): ActivateCardResult => ({ orderId, action: null, errors });

/** The error a checked card answers for an activation, or null when it is a blank card waiting for one. */
function activationProblem(card: GiftCardRow, productType: string | null, ctx: Pick<ActivationContext, 'scope' | 'now'>): ErrorEntry | null {
  if (card.storefrontKey !== ctx.scope.storefront.key) return entry(ErrorCode.CARD_OTHER_STORE, REDEEM_MESSAGES.otherStore, 'input.cardNumber');
  if (card.status === 'BLOCKED') return entry(ErrorCode.CARD_BLOCKED, REDEEM_MESSAGES.blocked, 'input.cardNumber');
  if (card.status === 'ACTIVE') return entry(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.alreadyActive, 'input.cardNumber');
  if (card.isTest) return entry(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.testCard, 'input.cardNumber');
  // Only the blank cards of packs: no balance, no ledger yet (their one ISSUE entry is the activation's).
  if (productType !== 'BLANK_CARD_PACK' || card.balanceCents !== 0 || !card.packageId || card.currency !== ctx.scope.storefront.currency) {
    return entry(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.notBlank, 'input.cardNumber');
  }
  return null;
}

/** The activation success page of the storefront, in the visitor's language, for this order. */
function successPath(ctx: ActivationContext, orderId: string): string {
  const store = ctx.scope.storefront;
  const pages = CATALOGUE_ROUTES[store.pathVariant].pages;
  const path = pages.activationSuccess ?? pages.activation ?? '/';
  return `${localizePath(path, ctx.scope.language, store.defaultLanguage)}?order=${orderId}`;
}

/**
 * create activation order: checks the input (the shared schema), the payment method, the card (as the
 * balance check does, plus the storefront's prefix), places the activation order under the card's
 * lock, and starts its payment as addGiftCardPayment does.
 */
export async function activateCard(ctx: ActivationContext, input: ActivateCardInput): Promise<ActivateCardResult> {
  const parsed = v.safeParse(activationSchema, {
    cardNumber: input.cardNumber,
    pin: input.pin,
    amount: input.amountCents / 100,
    email: input.email,
    captchaToken: input.captchaToken,
  });
  if (!parsed.success) {
    return none(
      issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT).map((e) =>
        e.referencedRequestParameter === 'input.amount' ? { ...e, referencedRequestParameter: 'input.amountCents' } : e,
      ),
    );
  }
  const { email } = parsed.output;
  // The schema took whole euros only (amountWhole), so the cents asked for are the cents charged.
  const amountCents = input.amountCents;
  const store = ctx.scope.storefront;

  // The payment choice is checked before anything is created (addPayment checks it again).
  const method = input.paymentMethod as PaymentMethod;
  if (!shopMethodIds(ctx.payments.paymentMethods(store.countryCode, store.currency), 'PRIVATE').includes(method)) {
    return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.method, 'input.paymentMethod')]);
  }
  const banks = describePaymentMethods([method])[0]?.banks ?? [];
  if (banks.length && !banks.some((b) => b.id === input.issuer)) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.issuer, 'input.issuer')]);
  if (method === 'blik' && !v.safeParse(blikCodeSchema, input.blikCode ?? '').success) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.blik, 'input.blikCode')]);
  if (input.returnPath != null && !/^\/(?!\/)[^\s\\]*$/.test(input.returnPath)) return none([entry(ErrorCode.INVALID_CART_INPUT, ORDER_MESSAGES.returnPath, 'input.returnPath')]);

  const found = await lookUpCard(ctx, { cardNumber: input.cardNumber, pin: input.pin, captchaToken: input.captchaToken }, { storePrefix: true });
  if (!found.card) return none(found.errors);
  const problem = activationProblem(found.card, found.productType, ctx);
  if (problem) return none([problem]);
  const cardId = found.card.id;

  const placed = await runRules<{ orderId: string } | ErrorEntry[]>(
    () =>
      ctx.db.transaction(async (tx) => {
        // The card's lock: two activations of one card are placed one after the other, and the second
        // sees the first (the partial unique index refuses it even if this check were missing).
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
        if (!card) throw fail(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.notBlank, 'input.cardNumber');
        const again = activationProblem(card, found.productType, ctx);
        if (again) throw fail(again.code, again.message, again.referencedRequestParameter);
        const [open] = await tx
          .select({ id: cardActivations.id })
          .from(cardActivations)
          .where(and(eq(cardActivations.giftCardId, card.id), ne(cardActivations.status, 'FAILED')))
          .limit(1);
        if (open) throw fail(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.underWay, 'input.cardNumber');
        const [issuing] = await tx.select({ variationId: orderPackages.variationId }).from(orderPackages).where(eq(orderPackages.id, card.packageId as string));
        if (!issuing) throw fail(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.notBlank, 'input.cardNumber');

        // The order is written as a cart (its lines are frozen once it is placed: trigger), without an
        // owner (a visitor's one open cart is unique), then placed: PENDING, the visitor's, in one go.
        const orderId = randomUUID();
        const shipmentId = randomUUID();
        await tx.insert(orders).values({
          id: orderId,
          kind: 'ACTIVATION',
          storefrontKey: store.key,
          language: ctx.scope.language,
          currency: store.currency,
          userId: ctx.session.userId,
          nextShipmentNumber: 2,
        });
        await tx.insert(orderShipments).values({ id: shipmentId, orderId, tag: 'r1', deliveryType: 'DIGITAL', email: email.toLowerCase(), position: 0 });
        await tx.insert(orderPackages).values({
          id: randomUUID(),
          orderId,
          shipmentId,
          productId: card.productId,
          variationId: issuing.variationId,
          amountCents,
          quantity: 1,
          position: 0,
          lineKind: 'ACTIVATION',
        });
        await insertOrderPlacement(tx, {
          orderId,
          customer: { customerType: 'PRIVATE', firstName: '', lastName: '', email: email.toLowerCase(), createAccount: false },
          grandTotalCents: amountCents,
          currency: store.currency,
        }, { storeId: store.storeId, now: ctx.now, prefix: 'A' });
        const sessionHash = await ctx.session.ensureHash(tx);
        await tx
          .update(orders)
          .set({
            status: 'PENDING',
            sessionHash,
            billingAddress: { customerType: 'PRIVATE', email: email.toLowerCase(), firstName: null, lastName: null },
          })
          .where(eq(orders.id, orderId));
        await tx.insert(cardActivations).values({ id: randomUUID(), giftCardId: card.id, orderId, amountCents, currency: store.currency });
        // A new session id once the visitor has an order (as checkout does): a planted id cannot follow it.
        await ctx.session.rotate(tx);
        return { orderId };
      }),
    (errors) => errors,
  ).catch((error: unknown) => {
    // The partial unique index is the last guard: another activation of this card won the race.
    if (isUniqueViolation(error)) return [entry(ErrorCode.ACTIVATION_FAILED, ACTIVATION_MESSAGES.underWay, 'input.cardNumber')];
    throw error;
  });
  if (Array.isArray(placed)) return none(placed);

  const paid = await addPayment(ctx, {
    orderUuid: placed.orderId,
    method: input.paymentMethod,
    issuer: input.issuer,
    blikCode: input.blikCode,
    returnPath: input.returnPath ?? successPath(ctx, placed.orderId),
  });
  if (paid.errors.length > 0 || !paid.action) {
    // The payment did not start: the activation is given up at once, so the card may be tried again.
    await ctx.db.transaction(async (tx) => {
      await lockCart(tx, placed.orderId);
      await failActivation(tx, placed.orderId, ctx.now);
    });
    return none(paid.errors, placed.orderId);
  }
  return { orderId: placed.orderId, action: paid.action, errors: [] };
}

/** The activation of an order (callers check that it is the visitor's, and so of the request's storefront). */
export async function activationView(ctx: Pick<ActivationContext, 'db' | 'scope'>, orderId: string): Promise<CardActivationModel | null> {
  const [row] = await ctx.db
    .select({ activation: cardActivations, card: giftCards, placement: orderPlacements, orderStatus: orders.status })
    .from(cardActivations)
    .innerJoin(giftCards, eq(giftCards.id, cardActivations.giftCardId))
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, cardActivations.orderId))
    .innerJoin(orders, eq(orders.id, cardActivations.orderId))
    .where(eq(cardActivations.orderId, orderId));
  if (!row) return null;
  const payment = await latestPayment(ctx.db, orderId);
  const { activation, card, placement } = row;
  return {
    orderUuid: orderId,
    orderNumber: placement.orderNumber,
    status: activation.status,
    amount: { cents: activation.amountCents, currency: activation.currency },
    maskedNumber: maskCardNumber(card.number),
    customerEmail: placement.customer.email,
    dueAt: activation.dueAt?.toISOString() ?? null,
    activatedAt: activation.doneAt?.toISOString() ?? null,
    validUntil: activation.status === 'DONE' ? (card.expiresAt?.toISOString() ?? null) : null,
    lastValidDay: activation.status === 'DONE' ? cardLastValidDay(card.expiresAt, ctx.scope.storefront.countryCode) : null,
    payment: payment ? { id: payment.id, method: payment.method, status: payment.status, pspReference: payment.pspReference } : null,
    orderStatus: row.orderStatus,
  };
}

/** The visitor's own activation (the order confirmation's ownership rule: its session or its account). */
export async function ownActivation(ctx: ActivationContext, orderUuid: string): Promise<CardActivationModel | null> {
  const order = await ownOrder(ctx.db, ctx, orderUuid);
  return order?.kind === 'ACTIVATION' ? activationView(ctx, order.id) : null;
}

export interface CardDataModel {
  maskedNumber: string;
  status: GiftCardRow['status'];
  balance: { cents: number; currency: string };
  validUntil: string | null;
  lastValidDay: string | null;
  expired: boolean;
  productTitle: string;
}

/**
 * {product} info query (the /kartendaten/ page): an activated card's balance, validity and product,
 * with the balance check's lookup and limits. A card not activated yet answers 2043.
 */
export async function cardData(
  ctx: ActivationContext,
  args: { cardNumber: string; pin: string; captchaToken: string },
): Promise<{ data: CardDataModel | null; errors: ErrorEntry[]; otherStorefrontKey?: string | null }> {
  const found = await lookUpCard(ctx, args, { parameterPrefix: '' });
  if (!found.card) return { data: null, errors: found.errors };
  const card = found.card;
  // The balance check's judgement, less what only matters for spending (no balance left, expired).
  const problem = cardProblem({ ...card, balanceCents: Math.max(card.balanceCents, 1), expiresAt: null }, found.productType, ctx);
  if (problem && problem.code !== ErrorCode.CARD_NOT_ALLOWED) {
    return {
      data: null,
      errors: [{ ...problem, referencedRequestParameter: 'cardNumber' }],
      otherStorefrontKey: problem.code === ErrorCode.CARD_OTHER_STORE ? card.storefrontKey : null,
    };
  }
  const titles = await productsByIds(ctx.db, { store: ctx.scope.storefront, language: ctx.scope.language }, [card.productId]);
  return {
    data: {
      maskedNumber: maskCardNumber(card.number),
      status: card.status,
      balance: { cents: card.balanceCents, currency: card.currency },
      validUntil: card.expiresAt?.toISOString() ?? null,
      lastValidDay: cardLastValidDay(card.expiresAt, ctx.scope.storefront.countryCode),
      expired: !!card.expiresAt && card.expiresAt <= ctx.now,
      productTitle: titles.get(card.productId)?.title ?? 'Gift card',
    },
    errors: [],
  };
}
