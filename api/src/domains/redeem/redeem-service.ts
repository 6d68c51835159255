/**
 * Balance check and redeem (issue 15; ADR 0019). The money rules:
 * - a card's balance is its ledger; `gift_cards.balance_cents` is that sum kept by the database
 *   (trigger), with CHECK (balance_cents >= 0): no code path can take more than is left;
 * - placing a redeem locks its cards (FOR UPDATE, in id order so two redeems cannot deadlock) and
 *   HOLDs what it spends in the same transaction; completing captures the holds (REDEEM), discarding
 *   or expiring releases them (RELEASE);
 * - the placement carries an idempotency key: the same key again answers the same order.
 * And the abuse rules: a wrong number and a wrong PIN get the same answer; a card's state shows only
 * after its PIN is right; every guess costs a captcha solution; wrong PINs are limited per card
 * number and per IP in the database (the hit is taken before the PIN is checked and given back when
 * it was right, so racing guesses cannot get past the limit).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  REDEEM_MESSAGES as REDEEM_VALIDATION,
  balanceCheckSchema,
  customAmountSchema,
  leavesMinimumRemaining,
  postalAddressSchema,
  redeemCheckoutSchema,
  validationText,
} from '@shop/shared/validation';
import { addressCountry } from '@shop/shared/validation';
import { type OrderRow, type ShipmentAddress, orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { type GiftCardRow, giftCardLedger, giftCards, orderPlacements, payments } from '../../db/order-schema';
import { products, productVariations } from '../../db/catalogue-schema';
import { type RedeemRow, redeemCards, redeems } from '../../db/redeem-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { LIMITS, attemptWithinLimits, perSubjectAndClient, tooManyAttemptsEntry } from '../../security/rate-limit';
import { recordFailedPinCheck } from '../../security/pin-anomaly';
import { priceCart } from '../cart/cart-pricing';
import { CART_MESSAGES, enforceProductLimits } from '../cart/cart-service';
import { entry, fail, runRules } from '../common/rule-errors';
import type { RequestInputs } from '../common/request-inputs';
import { insertOrderPlacement } from '../orders/order-number';
import { checkScheduledAt, parseScheduledAt } from '../cart/delivery/delivery-dates';
import { type Transaction, loadCartRows, loadCatalogueInfo, loadPricing, lockCart, takeShipmentTag } from '../cart/cart-store';
import { hashPin, storeCardPrefix, verifyPin } from '../orders/gift-card-codes';
import { type MailContext, enqueueOrderConfirmation } from '../orders/order-mails';
import { paymentErrors } from '../orders/order-payments';
import type { OrderContext } from '../orders/order-shared';
import { ACTIVE_PAYMENT_STATUSES } from '../../db/order-schema';
import { REDEEM_SPLIT_LIMIT_CENTS, allocateBalances, requiredRemainingCents, splitRedeemAmount } from './redeem-rules';
import { hashRedeemToken, newRedeemToken } from './redeem-token';
import { log } from '../../observability/log';

export type RedeemContext = Pick<RequestInputs, 'db' | 'scope' | 'session' | 'now' | 'secrets' | 'captcha' | 'clientIp' | 'urls' | 'directory'> & {
  /** The redeem token of the request (spec §7: `userData.redeemToken`), decoded; null when absent or malformed. */
  redeemToken: string | null;
};

/** A redeem not used for this long ends; every use moves it. */
export const REDEEM_IDLE_MINUTES = 60;
/** A placed redeem whose top-up payment never started (or failed for good) gives its holds back after this. */
export const REDEEM_HOLD_MINUTES = 30;
/** Bounds of one redeem: chosen cards and their total value. */
export const REDEEM_MAX_PACKAGES = 20;
export const REDEEM_MAX_TOTAL_CENTS = 500_000;
/** The largest value of one chosen custom-amount card (it is split into cards of at most 150). */
export const REDEEM_MAX_PACKAGE_CENTS = 100_000;

export const REDEEM_MESSAGES = {
  unknown: 'This card number and PIN do not match a gift card',
  blocked: 'This gift card is blocked',
  expired: 'This gift card has expired',
  notActivated: 'This gift card has not been activated yet',
  noBalance: 'There is no balance left on this gift card',
  alreadyAdded: 'This gift card has already been added',
  notAllowed: 'This gift card cannot be redeemed here',
  otherStore: 'This gift card belongs to another store',
  prefixMismatch: 'This card number does not belong to this shop: please check it, or use the shop the card is from',
  testCard: 'A test card cannot be added to the cart',
  captcha: 'The captcha could not be verified, please try again',
  pinAttempts: 'The maximum number of attempts has been reached, please try again later',
  unavailable: 'Your redeem has expired or ended: please check your card balance again',
  product: 'This gift card cannot be chosen here',
  amount: 'Choose one of the amounts of this card, or an amount within its range',
  minimumRemaining: 'The remaining balance is too low for this gift card',
  tooMany: 'Exceeding of gift card limit in the order',
  empty: 'Choose at least one gift card',
  alreadyPlaced: 'This redeem has already been placed',
  address: 'Cards by post need an address',
} as const;



/** A hash for unknown numbers, so that an unknown number costs the same time as a wrong PIN. */
let decoyHash: Promise<string> | undefined;
function decoyPinHash(pepper: string): Promise<string> {
  // Made once per process, never refused (a rejected promise kept here would refuse every check after).
  decoyHash ??= hashPin('000000', pepper, undefined, 'background');
  return decoyHash;
}

// ─── the redeem of the request ───────────────────────────────────────────────────────────────────

/** The request's open redeem (by its token, in this storefront, not expired), locked when `tx` is given. */
export async function currentRedeem(db: Transaction | RedeemContext['db'], ctx: Pick<RedeemContext, 'redeemToken' | 'scope' | 'now'>, lock = false): Promise<RedeemRow | null> {
  if (!ctx.redeemToken) return null;
  const query = db
    .select()
    .from(redeems)
    .where(and(eq(redeems.tokenHash, hashRedeemToken(ctx.redeemToken)), eq(redeems.storefrontKey, ctx.scope.storefront.key)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.expiresAt <= ctx.now) return null;
  return row;
}

async function touchRedeem(tx: Transaction, redeem: RedeemRow, now: Date): Promise<void> {
  await tx
    .update(redeems)
    .set({ expiresAt: new Date(now.getTime() + REDEEM_IDLE_MINUTES * 60_000) })
    .where(eq(redeems.id, redeem.id));
}

export interface RedeemCardState {
  card: GiftCardRow;
  position: number;
}

/** The redeem's cards in the order they were added. */
export async function redeemCardsOf(db: Transaction | RedeemContext['db'], redeemId: string, lock = false): Promise<RedeemCardState[]> {
  const rows = await db
    .select({ card: giftCards, position: redeemCards.position })
    .from(redeemCards)
    .innerJoin(giftCards, eq(giftCards.id, redeemCards.giftCardId))
    .where(eq(redeemCards.redeemId, redeemId))
    .orderBy(asc(redeemCards.position));
  if (lock && rows.length > 0) {
    // Row locks in id order (never in position order): two redeems sharing cards lock them alike.
    const ids = rows.map((r) => r.card.id).sort();
    const locked = await db.select().from(giftCards).where(inArray(giftCards.id, ids)).orderBy(asc(giftCards.id)).for('update');
    const byId = new Map(locked.map((card) => [card.id, card]));
    return rows.map((r) => ({ card: byId.get(r.card.id) ?? r.card, position: r.position }));
  }
  return rows;
}

// ─── balance check ───────────────────────────────────────────────────────────────────────────────

export interface BalanceCheckResult {
  /** Set when this check opened a new redeem: the browser keeps it and sends it with every request. */
  redeemToken: string | null;
  card: GiftCardRow | null;
  errors: ErrorEntry[];
  /** The storefront a card of another store (2047) belongs to: known only after its right PIN. */
  otherStorefrontKey?: string | null;
}

/** The state of a card whose PIN was right, or null when it can be redeemed here. */
export function cardProblem(card: GiftCardRow, productType: string | null, ctx: Pick<RedeemContext, 'scope' | 'now'>): ErrorEntry | null {
  const store = ctx.scope.storefront;
  if (card.storefrontKey !== store.key) return entry(ErrorCode.CARD_OTHER_STORE, REDEEM_MESSAGES.otherStore, 'input.cardNumber');
  if (card.status === 'BLOCKED') return entry(ErrorCode.CARD_BLOCKED, REDEEM_MESSAGES.blocked, 'input.cardNumber');
  if (card.status === 'NOT_ACTIVATED') return entry(ErrorCode.CARD_NOT_ACTIVATED, REDEEM_MESSAGES.notActivated, 'input.cardNumber');
  if (card.expiresAt && card.expiresAt <= ctx.now) return entry(ErrorCode.CARD_EXPIRED, REDEEM_MESSAGES.expired, 'input.cardNumber');
  // A blank card of a pack is a gift card once activated (issue 18).
  if ((productType !== 'GIFT_CARD' && productType !== 'BLANK_CARD_PACK') || card.currency !== ctx.scope.storefront.currency) return entry(ErrorCode.CARD_NOT_ALLOWED, REDEEM_MESSAGES.notAllowed, 'input.cardNumber');
  if (card.balanceCents <= 0) return entry(ErrorCode.CARD_NO_BALANCE, REDEEM_MESSAGES.noBalance, 'input.cardNumber');
  return null;
}

export interface CardLookupInput {
  cardNumber: string;
  pin: string;
  captchaToken: string;
}

export type CardLookup = { card: GiftCardRow; productType: string | null; errors: [] } | { card: null; productType: null; errors: ErrorEntry[] };

/**
 * The one way a card number and PIN are checked (the balance check, the card data page, the
 * activation): the shared schema (19 digits with the shop's prefix, a 6-digit PIN), the captcha,
 * optionally this storefront's own number prefix (spec §8 card prefix mismatch), then the PIN limits
 * per card number and per IP, taken before the PIN is looked at and given back when it was right; a
 * wrong number and a wrong PIN get the same answer (2040) in the same (scrypt) time. The card's
 * state is the caller's to judge, after this said the PIN was right.
 */
export async function lookUpCard(
  ctx: Pick<RedeemContext, 'db' | 'secrets' | 'captcha' | 'clientIp' | 'scope'>,
  input: CardLookupInput,
  options: { parameterPrefix?: string; storePrefix?: boolean } = {},
): Promise<CardLookup> {
  const param = (name: string) => `${options.parameterPrefix ?? 'input.'}${name}`;
  const none = (errors: ErrorEntry[]): CardLookup => ({ card: null, productType: null, errors });
  const parsed = v.safeParse(balanceCheckSchema, input);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const key = issue?.path?.[0]?.key;
    // The English text of the shared message (never its id: a client shows or translates the text).
    return none([entry(ErrorCode.INVALID_CART_INPUT, validationText(issue?.message ?? REDEEM_VALIDATION.numberRequired.id), param(typeof key === 'string' ? key : 'cardNumber'))]);
  }
  const { cardNumber, pin, captchaToken } = parsed.output;
  const verdict = await ctx.captcha.verify(ctx.db, captchaToken);
  if (verdict !== 'verified') return none([entry(ErrorCode.CAPTCHA_FAILED, REDEEM_MESSAGES.captcha, param('captchaToken'))]);
  // The prefix is public (every card of the storefront starts with it): it tells a guesser nothing.
  if (options.storePrefix && !cardNumber.startsWith(storeCardPrefix(ctx.scope.storefront.storeId))) {
    return none([entry(ErrorCode.CARD_PREFIX_MISMATCH, REDEEM_MESSAGES.prefixMismatch, param('cardNumber'))]);
  }

  // The guess is counted before the PIN is looked at (one atomic statement per limit), and given back
  // below when the PIN was right: racing guesses cannot slip past the limit.
  const limits = [
    { limit: LIMITS.pinFailuresPerCardAndClient, key: perSubjectAndClient(cardNumber, ctx.clientIp) },
    { limit: LIMITS.pinFailuresPerIp, key: ctx.clientIp },
  ];
  let found: { card: GiftCardRow; productType: string | null } | undefined;
  const attempt = await attemptWithinLimits(ctx.db, ctx.secrets.limitKey, limits, async () => {
    [found] = await ctx.db
      .select({ card: giftCards, productType: products.productType })
      .from(giftCards)
      .leftJoin(products, eq(products.id, giftCards.productId))
      .where(eq(giftCards.number, cardNumber));
    const pinRight = await verifyPin(pin, found?.card.pinHash ?? (await decoyPinHash(ctx.secrets.pinPepper)), ctx.secrets.pinPepper);
    return pinRight && found !== undefined;
  });
  if (attempt.outcome === 'limited') return none([{ ...tooManyAttemptsEntry(param('pin')), message: REDEEM_MESSAGES.pinAttempts }]);
  if (attempt.outcome === 'failed' || !found) {
    await recordFailedPinCheck(ctx.db, ctx.secrets.limitKey, ctx.scope.storefront.key);
    return none([entry(ErrorCode.CARD_UNKNOWN, REDEEM_MESSAGES.unknown, param('cardNumber'))]);
  }
  return { card: found.card, productType: found.productType, errors: [] };
}

export async function checkGiftCardBalance(
  ctx: RedeemContext,
  input: { cardNumber: string; pin: string; captchaToken: string },
): Promise<BalanceCheckResult> {
  const none = (errors: ErrorEntry[], card: GiftCardRow | null = null): BalanceCheckResult => ({ redeemToken: null, card, errors });
  const found = await lookUpCard(ctx, input);
  if (!found.card) return none(found.errors);

  const card = found.card;
  const problem = cardProblem(card, found.productType, ctx);
  if (problem) return { ...none([problem]), otherStorefrontKey: problem.code === ErrorCode.CARD_OTHER_STORE ? card.storefrontKey : null };
  if (card.isTest) return none([entry(ErrorCode.TEST_CARD, REDEEM_MESSAGES.testCard, 'input.cardNumber')], card);

  return runRules<BalanceCheckResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        let redeem = await currentRedeem(tx, ctx, true);
        let token: string | null = null;
        if (redeem && redeem.status !== 'OPEN') redeem = null;
        if (!redeem) {
          token = newRedeemToken();
          const orderId = randomUUID();
          await tx.insert(orders).values({
            id: orderId,
            kind: 'REDEEM',
            storefrontKey: ctx.scope.storefront.key,
            language: ctx.scope.language,
            currency: ctx.scope.storefront.currency,
          });
          const [created] = await tx
            .insert(redeems)
            .values({
              id: randomUUID(),
              tokenHash: hashRedeemToken(token),
              storefrontKey: ctx.scope.storefront.key,
              orderId,
              expiresAt: new Date(ctx.now.getTime() + REDEEM_IDLE_MINUTES * 60_000),
            })
            .returning();
          redeem = created as RedeemRow;
        }
        const cards = await redeemCardsOf(tx, redeem.id);
        if (cards.some((c) => c.card.id === card.id)) throw fail(ErrorCode.CARD_ALREADY_ADDED, REDEEM_MESSAGES.alreadyAdded, 'input.cardNumber');
        if (cards.length >= 10) throw fail(ErrorCode.CARD_LIMIT, REDEEM_MESSAGES.tooMany, 'input.cardNumber');
        await tx.insert(redeemCards).values({ redeemId: redeem.id, giftCardId: card.id, position: cards.length });
        await touchRedeem(tx, redeem, ctx.now);
        return { redeemToken: token, card, errors: [] };
      }),
    (errors) => none(errors, card),
  );
}

// ─── the redeem basket ───────────────────────────────────────────────────────────────────────────

export interface RedeemChangeResult {
  redeem: RedeemRow | null;
  errors: ErrorEntry[];
}

const unavailable = () => fail(ErrorCode.REDEEM_UNAVAILABLE, REDEEM_MESSAGES.unavailable, 'userData.redeemToken');

/** The request's open redeem, locked with its basket, or the spec's "redeem data unavailable". */
async function openRedeem(tx: Transaction, ctx: RedeemContext): Promise<{ redeem: RedeemRow; basket: OrderRow }> {
  const redeem = await currentRedeem(tx, ctx, true);
  if (redeem?.status !== 'OPEN') throw unavailable();
  const basket = await lockCart(tx, redeem.orderId);
  if (basket.status !== 'CART') throw unavailable();
  return { redeem, basket };
}

/** The minimum remaining balances (spec §3 redeemData.minimumRemainingBalance) of these products. */
async function minimumRemainingOf(tx: Transaction, productIds: readonly string[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const rows = await tx
    .select({ cents: products.redeemMinRemainingCents })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]));
  return rows.map((row) => row.cents);
}

const minimumRemainingFailure = (minimumCents: number, currency: string, parameter: string) =>
  fail(ErrorCode.REDEEM_RULE, `${REDEEM_MESSAGES.minimumRemaining}: at least ${(minimumCents / 100).toFixed(2)} ${currency} must remain on your gift cards`, parameter);

/**
 * Spec §5 "the remaining balance may not drop below a minimum": the basket as it would be (shipping
 * included, priced as placing prices it) against the usable balance of the redeem's cards.
 */
async function enforceMinimumRemaining(tx: Transaction, ctx: RedeemContext, redeemId: string, rows: NonNullable<Awaited<ReturnType<typeof loadCartRows>>>, parameter: string): Promise<void> {
  const minimumCents = requiredRemainingCents(await minimumRemainingOf(tx, rows.packages.map((p) => p.productId)));
  if (minimumCents === 0) return;
  const store = ctx.scope.storefront;
  const info = await loadCatalogueInfo(
    tx,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const priced = priceCart(rows, info, await loadPricing(tx, store.key), addressCountry(store.countryCode));
  const cards = await redeemCardsOf(tx, redeemId);
  const balanceCents = cards.filter(({ card }) => !cardProblem(card, 'GIFT_CARD', ctx) && !card.isTest).reduce((sum, { card }) => sum + card.balanceCents, 0);
  if (!leavesMinimumRemaining(balanceCents, priced.grandTotalCents, minimumCents)) throw minimumRemainingFailure(minimumCents, priced.currency, parameter);
}

/** The amounts one variation (digital or physical) of a product can be redeemed for. */
export interface RedeemVariationOffer {
  variationId: string;
  hasFixedPrices: boolean;
  fixedValuesCents: number[];
  minimumCents: number;
  maximumCents: number;
}

/** What a product offers in a redeem: its digital variation (the redeem data of spec §3), and a physical one when it has it. */
export interface RedeemOffer extends RedeemVariationOffer {
  productId: string;
  productType: string;
  currency: string;
  minimumRemainingCents: number;
  /** Sent by post (an address at the checkout, shipping in the total); null when only digital. */
  physical: RedeemVariationOffer | null;
}

function variationOffer(row: { variationId: string; hasFixedPrices: boolean; pricesToShowCents: number[]; minPriceCents: number }): RedeemVariationOffer {
  return {
    variationId: row.variationId,
    hasFixedPrices: row.hasFixedPrices,
    fixedValuesCents: row.hasFixedPrices ? row.pricesToShowCents : [],
    minimumCents: row.minPriceCents,
    maximumCents: row.hasFixedPrices ? Math.max(...row.pricesToShowCents) : REDEEM_MAX_PACKAGE_CENTS,
  };
}

/** Redeemable products of the storefront (gift cards and donations with a digital variation, not the choice card itself), by id. */
export async function redeemOffers(db: Transaction | RedeemContext['db'], storefrontKey: string, productIds: readonly string[]): Promise<Map<string, RedeemOffer>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      productType: products.productType,
      variationId: productVariations.id,
      variationType: productVariations.variationType,
      currency: productVariations.currency,
      hasFixedPrices: productVariations.hasFixedPrices,
      pricesToShowCents: productVariations.pricesToShowCents,
      minPriceCents: productVariations.minPriceCents,
      minimumRemainingCents: products.redeemMinRemainingCents,
    })
    .from(products)
    .innerJoin(productVariations, eq(productVariations.productId, products.id))
    .where(
      and(
        inArray(products.id, [...new Set(productIds)]),
        eq(products.storefrontKey, storefrontKey),
        inArray(products.productType, ['GIFT_CARD', 'DONATION']),
        eq(products.isChoiceCard, false),
        eq(products.isListed, true),
        sql`${products.retiredAt} is null and ${productVariations.retiredAt} is null`,
        eq(productVariations.inStock, true),
      ),
    );
  const offers = new Map<string, RedeemOffer>();
  for (const row of rows.filter((r) => r.variationType === 'DIGITAL')) {
    offers.set(row.productId, {
      ...variationOffer(row),
      productId: row.productId,
      productType: row.productType,
      currency: row.currency,
      minimumRemainingCents: row.minimumRemainingCents,
      physical: null,
    });
  }
  for (const row of rows.filter((r) => r.variationType === 'PHYSICAL')) {
    const offer = offers.get(row.productId);
    // Donations are never sent by post (spec §4: "donations count as digital").
    if (offer && row.productType !== 'DONATION' && row.currency === offer.currency) offer.physical = variationOffer(row);
  }
  return offers;
}

/** Does a chosen value fit the variation: one of its fixed values, or a whole amount within its range. */
export function offerAllows(offer: RedeemVariationOffer, amountCents: number): boolean {
  if (!Number.isInteger(amountCents) || amountCents <= 0) return false;
  if (offer.hasFixedPrices) return offer.fixedValuesCents.includes(amountCents);
  // The rule of the shop's amount field (spec §5: whole amounts within the range), as the form runs it.
  return v.safeParse(customAmountSchema({ min: offer.minimumCents / 100, max: offer.maximumCents / 100 }), amountCents / 100).success;
}

/** The total of the cards the basket holds (redeem orders carry no fees: digital cards only). */
function basketTotalCents(rows: NonNullable<Awaited<ReturnType<typeof loadCartRows>>>, except?: string | null): number {
  return rows.packages.filter((p) => !except || p.redeemGroup !== except).reduce((sum, p) => sum + p.amountCents * p.quantity, 0);
}

/** The redeem basket's receiver of a delivery type: one by e-mail, one by post (created on first use). */
async function redeemShipment(tx: Transaction, orderId: string, deliveryType: 'DIGITAL' | 'PHYSICAL'): Promise<string> {
  const [existing] = await tx
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.deliveryType, deliveryType)))
    .limit(1);
  if (existing) return existing.id;
  const id = randomUUID();
  const tag = await takeShipmentTag(tx, orderId);
  await tx.insert(orderShipments).values({ id, orderId, tag, deliveryType, position: deliveryType === 'DIGITAL' ? 0 : 1 });
  return id;
}

/**
 * Adds a chosen card to the redeem basket, or changes one (`packageId`: the chosen card's group).
 * Its value is split into cards of at most 150 (spec §9), visibly: each becomes a row of the group.
 */
export async function addOrUpdateRedeemPackage(
  ctx: RedeemContext,
  input: { packageId?: string | null; productId: string; amountCents: number; variationType?: 'DIGITAL' | 'PHYSICAL' | null },
): Promise<RedeemChangeResult> {
  const deliveryType = input.variationType ?? 'DIGITAL';
  return runRules<RedeemChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const { redeem, basket } = await openRedeem(tx, ctx);
        const offer = (await redeemOffers(tx, ctx.scope.storefront.key, [input.productId])).get(input.productId);
        if (!offer || offer.currency !== basket.currency) throw fail(ErrorCode.UNKNOWN_PRODUCT, REDEEM_MESSAGES.product, 'input.productId');
        const variation = deliveryType === 'PHYSICAL' ? offer.physical : offer;
        if (!variation) throw fail(ErrorCode.UNKNOWN_PRODUCT, REDEEM_MESSAGES.product, 'input.variationType');
        if (!offerAllows(variation, input.amountCents)) throw fail(ErrorCode.REDEEM_RULE, REDEEM_MESSAGES.amount, 'input.amountCents');
        const rows = await loadCartRows(tx, basket.id);
        if (!rows) throw unavailable();
        const group = input.packageId ?? null;
        if (group && !rows.packages.some((p) => p.redeemGroup === group)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REDEEM_MESSAGES.product, 'input.packageId');
        const others = basketTotalCents(rows, group);
        const groups = new Set(rows.packages.filter((p) => p.redeemGroup !== group).map((p) => p.redeemGroup));
        if (groups.size >= REDEEM_MAX_PACKAGES || others + input.amountCents > REDEEM_MAX_TOTAL_CENTS) {
          throw fail(ErrorCode.CARD_LIMIT, REDEEM_MESSAGES.tooMany, 'input.amountCents');
        }
        const position = group
          ? (rows.packages.find((p) => p.redeemGroup === group)?.position ?? 0)
          : rows.packages.reduce((max, p) => Math.max(max, p.position + 1), 0);
        if (group) await tx.delete(orderPackages).where(and(eq(orderPackages.orderId, basket.id), eq(orderPackages.redeemGroup, group)));
        const shipmentId = await redeemShipment(tx, basket.id, deliveryType);
        const redeemGroup = group ?? randomUUID();
        const pieces = splitRedeemAmount(input.amountCents, Math.min(variation.minimumCents, REDEEM_SPLIT_LIMIT_CENTS));
        await tx.insert(orderPackages).values(
          pieces.map((amountCents, index) => ({
            id: randomUUID(),
            orderId: basket.id,
            shipmentId,
            productId: offer.productId,
            variationId: variation.variationId,
            amountCents,
            quantity: 1,
            position,
            redeemGroup,
            // Keeps the pieces in order within the group.
            createdAt: new Date(ctx.now.getTime() + index),
          })),
        );
        // The product's own limits per order hold here as in the cart (the transaction undoes the insert).
        const after = await loadCartRows(tx, basket.id);
        if (after) {
          await enforceProductLimits(tx, ctx.scope.storefront.key, after.packages, 'input.amountCents');
          // Spec §5: the balance that remains AFTER this choice must reach the minimum of every chosen card.
          await enforceMinimumRemaining(tx, ctx, redeem.id, after, 'input.productId');
        }
        await tx.update(orders).set({ updatedAt: sql`now()`, revision: sql`${orders.revision} + 1` }).where(eq(orders.id, basket.id));
        await touchRedeem(tx, redeem, ctx.now);
        return { redeem, errors: [] };
      }),
    (errors) => ({ redeem: null, errors }),
  );
}

export async function removeRedeemPackage(ctx: RedeemContext, packageId: string): Promise<RedeemChangeResult> {
  return runRules<RedeemChangeResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const { redeem, basket } = await openRedeem(tx, ctx);
        if (!/^[0-9a-f-]{36}$/i.test(packageId)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REDEEM_MESSAGES.product, 'packageId');
        const removed = await tx
          .delete(orderPackages)
          .where(and(eq(orderPackages.orderId, basket.id), eq(orderPackages.redeemGroup, packageId.toLowerCase())))
          .returning({ id: orderPackages.id });
        if (removed.length === 0) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REDEEM_MESSAGES.product, 'packageId');
        await tx.update(orders).set({ updatedAt: sql`now()`, revision: sql`${orders.revision} + 1` }).where(eq(orders.id, basket.id));
        await touchRedeem(tx, redeem, ctx.now);
        return { redeem, errors: [] };
      }),
    (errors) => ({ redeem: null, errors }),
  );
}

/** Reset (spec §4 "reset with confirmation"): the redeem ends; its cards keep their balance. */
export async function resetRedeem(ctx: RedeemContext): Promise<ErrorEntry[]> {
  return runRules<ErrorEntry[]>(
    () =>
      ctx.db.transaction(async (tx) => {
        const redeem = await currentRedeem(tx, ctx, true);
        if (!redeem) throw unavailable();
        // A placed redeem is the order's now: only its payment or its discard ends it.
        if (redeem.status === 'OPEN') await tx.update(redeems).set({ status: 'ENDED' }).where(eq(redeems.id, redeem.id));
        return [];
      }),
    (errors) => errors,
  );
}

// ─── placing ─────────────────────────────────────────────────────────────────────────────────────

export interface PlaceRedeemResult {
  orderId: string | null;
  /** What the payment provider must still be asked for (the top-up), in cents. */
  amountToPayCents: number;
  errors: ErrorEntry[];
}


/**
 * Places the redeem: locks its basket and cards, HOLDs what the cards cover, and either completes
 * the order at once (nothing to pay) or leaves it PENDING for the top-up payment. The cards are
 * issued after the transaction (`issue`), like a paid order's.
 */
export async function placeRedeemOrder(
  ctx: RedeemContext,
  input: {
    firstName: string;
    lastName: string;
    email: string;
    emailConfirmation: string;
    termsAccepted: boolean;
    idempotencyKey: string;
    /** Spec §4 delivery date: send the new cards at this moment (ISO with an offset) instead of at once. */
    scheduledAt?: string | null;
    /** Where cards by post go (spec §4 redeem flow entry: required when a chosen card is physical). */
    address?: { countryCode: string; postCode: string; houseNumber: string; suffix?: string | null; street: string; city: string } | null;
  },
  mail: MailContext,
): Promise<PlaceRedeemResult> {
  const none = (errors: ErrorEntry[]): PlaceRedeemResult => ({ orderId: null, amountToPayCents: 0, errors });
  let scheduledAt: Date | null = null;
  if (input.scheduledAt != null) {
    // The rules of the basket's delivery date (cart-service.ts): a real moment, not past, within a year.
    scheduledAt = parseScheduledAt(input.scheduledAt);
    if (!scheduledAt) return none([entry(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtInvalid, 'input.scheduledAt')]);
    const problem = checkScheduledAt(ctx.now, scheduledAt);
    if (problem === 'past') return none([entry(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtPast, 'input.scheduledAt')]);
    if (problem === 'too-far') return none([entry(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtTooFar, 'input.scheduledAt')]);
  }
  const { scheduledAt: _scheduledAt, address: _address, ...checkoutDetails } = input;
  const parsed = v.safeParse(redeemCheckoutSchema, checkoutDetails);
  if (!parsed.success) {
    return none(
      parsed.issues.map((issue) => {
        const key = issue.path?.[0]?.key;
        return entry(ErrorCode.INVALID_CART_INPUT, validationText(issue.message), `input.${typeof key === 'string' ? key : 'idempotencyKey'}`);
      }),
    );
  }
  const details = parsed.output;
  const store = ctx.scope.storefront;
  // The address, when one is given, by the rules of the shop's address forms (spec §5 postcodes).
  let address: v.InferOutput<typeof postalAddressSchema> | null = null;
  if (input.address) {
    const checked = v.safeParse(postalAddressSchema, { ...input.address, suffix: input.address.suffix ?? undefined });
    if (!checked.success) {
      return none(
        checked.issues.map((issue) => {
          const key = issue.path?.[0]?.key;
          return entry(ErrorCode.INVALID_CART_INPUT, validationText(issue.message), `input.address.${typeof key === 'string' ? key : 'postCode'}`);
        }),
      );
    }
    address = checked.output;
  }
  return runRules<PlaceRedeemResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const redeem = await currentRedeem(tx, ctx, true);
        if (!redeem || redeem.status === 'ENDED') throw unavailable();
        if (redeem.status === 'PLACED') {
          // The same submit again (a double click, a retried request): the same order.
          if (redeem.placementKey === details.idempotencyKey.toLowerCase()) {
            const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, redeem.orderId));
            return { orderId: redeem.orderId, amountToPayCents: placement ? placement.grandTotalCents - placement.giftCardCents : 0, errors: [] };
          }
          throw fail(ErrorCode.INVALID_CART_INPUT, REDEEM_MESSAGES.alreadyPlaced, 'input.idempotencyKey');
        }
        const basket = await lockCart(tx, redeem.orderId);
        const chosen = await loadCartRows(tx, basket.id);
        if (!chosen || chosen.packages.length === 0) throw fail(ErrorCode.UNKNOWN_CART_ITEM, REDEEM_MESSAGES.empty, 'input.idempotencyKey');
        const name = { firstName: details.firstName, lastName: details.lastName };
        const byPost = chosen.shipments.some((s) => s.deliveryType === 'PHYSICAL' && chosen.packages.some((p) => p.shipmentId === s.id));
        if (byPost && !address) throw fail(ErrorCode.INVALID_CART_INPUT, REDEEM_MESSAGES.address, 'input.address');
        // The receivers first (an address abroad costs other shipping), then the price.
        await tx
          .update(orderShipments)
          .set({ ...name, email: details.email.toLowerCase(), scheduledAt })
          .where(and(eq(orderShipments.orderId, basket.id), eq(orderShipments.deliveryType, 'DIGITAL')));
        if (address) {
          await tx
            .update(orderShipments)
            .set({ ...name, address: { ...address, suffix: address.suffix || undefined } as ShipmentAddress })
            .where(and(eq(orderShipments.orderId, basket.id), eq(orderShipments.deliveryType, 'PHYSICAL')));
        }
        const rows = (await loadCartRows(tx, basket.id)) ?? chosen;
        const info = await loadCatalogueInfo(
          tx,
          store.key,
          rows.packages.map((p) => p.variationId),
        );
        if (rows.packages.some((p) => !info.get(p.variationId)?.inStock || info.get(p.variationId)?.retired)) {
          throw fail(ErrorCode.OUT_OF_STOCK, 'Not possible to continue with this gift card because currently it is out the stock.', 'input.idempotencyKey');
        }
        const priced = priceCart(rows, info, await loadPricing(tx, store.key), addressCountry(store.countryCode));

        // The cards, locked: from here no other redeem can spend them until this transaction ends.
        const cards = await redeemCardsOf(tx, redeem.id, true);
        const spendable = cards.filter(({ card }) => !cardProblem(card, 'GIFT_CARD', ctx) && !card.isTest);
        const { allocations, usedCents, topUpCents } = allocateBalances(
          spendable.map(({ card }) => ({ id: card.id, availableCents: card.balanceCents })),
          priced.grandTotalCents,
        );
        if (usedCents === 0) throw fail(ErrorCode.CARD_NO_BALANCE, REDEEM_MESSAGES.noBalance, 'input.idempotencyKey');
        // Spec §5 once more, under the cards' locks: another redeem of the same card may have spent from it
        // since this one was chosen, so what remains is judged on the balance as it is now.
        const balanceCents = spendable.reduce((sum, { card }) => sum + card.balanceCents, 0);
        const minimumCents = requiredRemainingCents(await minimumRemainingOf(tx, rows.packages.map((p) => p.productId)));
        if (!leavesMinimumRemaining(balanceCents, priced.grandTotalCents, minimumCents)) throw minimumRemainingFailure(minimumCents, priced.currency, 'input.idempotencyKey');
        // The holds: each takes from the card's balance (trigger) under CHECK (balance_cents >= 0).
        await tx.insert(giftCardLedger).values(
          allocations.map((a) => ({ id: randomUUID(), giftCardId: a.cardId, kind: 'HOLD' as const, amountCents: -a.cents, orderId: basket.id })),
        );

        const sessionHash = await ctx.session.ensureHash(tx);
        await insertOrderPlacement(tx, {
          orderId: basket.id,
          customer: { customerType: 'PRIVATE', ...name, email: details.email.toLowerCase(), createAccount: false },
          grandTotalCents: priced.grandTotalCents,
          giftCardCents: usedCents,
          currency: priced.currency,
        }, { storeId: store.storeId, now: ctx.now, prefix: 'R' });
        await tx
          .update(orders)
          .set({
            status: 'PENDING',
            sessionHash,
            billingAddress: {
              firstName: details.firstName,
              lastName: details.lastName,
              customerType: 'PRIVATE',
              email: details.email.toLowerCase(),
            },
            updatedAt: sql`now()`,
            revision: sql`${orders.revision} + 1`,
          })
          .where(eq(orders.id, basket.id));
        await tx.update(redeems).set({ status: 'PLACED', placementKey: details.idempotencyKey.toLowerCase() }).where(eq(redeems.id, redeem.id));
        // A new session id once the visitor has an order (as checkout does, OWASP: rotate at a privilege
        // change): a session id planted before cannot follow the redeem's payment.
        await ctx.session.rotate(tx);
        if (topUpCents === 0) await completeRedeemOrder(tx, mail, basket.id);
        return { orderId: basket.id, amountToPayCents: topUpCents, errors: [] };
      }),
    none,
  );
}

/**
 * Why the top-up of a placed redeem was not paid, told the way checkout's checkGiftCardPayment tells
 * it (the same entries): 2035 refused, 2037 refused as suspected fraud (spec §8 fraud: use another
 * payment method), 2036 no attempts left. Only while the order still waits for its top-up; a paid or
 * cancelled redeem has nothing to explain. The caller has checked the order is the visitor's (ownOrder).
 */
export async function topUpPaymentErrors(ctx: Pick<OrderContext, 'db'>, order: Pick<OrderRow, 'id' | 'status'>): Promise<ErrorEntry[]> {
  return order.status === 'PENDING' ? paymentErrors(ctx, order.id) : [];
}

// ─── completing, discarding, expiring ────────────────────────────────────────────────────────────

/**
 * The redeem is paid (by its cards alone, or with its top-up): its holds are captured and the order
 * completed, in the caller's transaction (which holds the order's lock). A redeem whose holds were
 * already released (paid after it expired) is completed but flagged: an operator must refund the
 * top-up or settle the balance by hand; no cards are issued for it.
 */
export async function completeRedeemOrder(tx: Transaction, mail: MailContext, orderId: string): Promise<void> {
  const released = await tx
    .select({ id: giftCardLedger.id })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'RELEASE')))
    .limit(1);
  await tx
    .update(giftCardLedger)
    .set({ kind: 'REDEEM' })
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'HOLD')));
  await tx.update(orders).set({ status: 'COMPLETED', updatedAt: sql`now()` }).where(eq(orders.id, orderId));
  await tx
    .update(orderPlacements)
    .set({
      paidAt: mail.now,
      canceledAt: null,
      ...(released.length > 0 ? { issueProblem: 'paid after its gift card holds were released: refund the top-up or settle by hand' } : {}),
    })
    .where(eq(orderPlacements.orderId, orderId));
  if (released.length > 0) log.error({ alert: 'redeem-paid-after-release', orderId }, `[redeem] ALERT: redeem order ${orderId} paid after its holds were released`);
  await enqueueOrderConfirmation(tx, mail, orderId, 'COMPLETED');
}

/** Gives a redeem order's holds back (discard, expiry), once: RELEASE entries are unique per card and order. */
export async function releaseRedeemHolds(tx: Transaction, orderId: string): Promise<number> {
  const holds = await tx
    .select()
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), eq(giftCardLedger.kind, 'HOLD')));
  if (holds.length === 0) return 0;
  const released = await tx
    .insert(giftCardLedger)
    .values(holds.map((hold) => ({ id: randomUUID(), giftCardId: hold.giftCardId, kind: 'RELEASE' as const, amountCents: -hold.amountCents, orderId })))
    .onConflictDoNothing()
    .returning({ id: giftCardLedger.id });
  return released.length;
}

/**
 * One round of the hold expiry job: placed redeems whose top-up payment never started, or whose
 * payments all ended without success, are canceled after REDEEM_HOLD_MINUTES and their holds
 * released. A redeem with a payment still open waits for it (the reconciliation job settles those).
 */
export async function expireRedeemHolds(db: RedeemContext['db'], now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REDEEM_HOLD_MINUTES * 60_000);
  const candidates = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id))
    .where(
      and(
        eq(orders.kind, 'REDEEM'),
        eq(orders.status, 'PENDING'),
        sql`${orderPlacements.placedAt} < ${cutoff}`,
        sql`not exists (select 1 from ${payments} p where p.order_id = ${orders.id} and p.status in (${sql.join(
          ACTIVE_PAYMENT_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )}))`,
      ),
    )
    .limit(100);
  let expired = 0;
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const order = await lockCart(tx, id);
      if (order.status !== 'PENDING') return;
      const [active] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, id), inArray(payments.status, [...ACTIVE_PAYMENT_STATUSES])))
        .limit(1);
      if (active) return;
      await tx.update(orders).set({ status: 'CANCELED', updatedAt: sql`now()` }).where(eq(orders.id, id));
      await tx.update(orderPlacements).set({ canceledAt: now }).where(eq(orderPlacements.orderId, id));
      await tx.update(redeems).set({ status: 'ENDED' }).where(eq(redeems.orderId, id));
      await releaseRedeemHolds(tx, id);
      expired += 1;
    });
  }
  return expired;
}
