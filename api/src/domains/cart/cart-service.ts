/**
 * Cart changes and their rules (spec §5, §8, §9). Input is checked with the shared valibot schemas
 * the basket and product forms use; each change runs in one transaction that locks the cart, applies
 * the change, re-checks the order limits against the whole cart and rolls back when they break.
 * Caller mistakes come back as error entries, never as exceptions.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, max } from 'drizzle-orm';
import * as v from 'valibot';
import {
  AMOUNT_MESSAGES,
  checkPersonalMessage,
  customAmountSchema,
  digitalReceiverSchema,
  fixedAmountSchema,
  physicalReceiverSchema,
  SCHEDULE_MESSAGES,
  validationText,
} from '@shop/shared/validation';
import { type DeliveryMode, type OrderRow, type ShipmentRow, orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { type ErrorEntry, ErrorCode } from '../../errors';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { CartRuleError, entry, fail } from '../common/rule-errors';
import { OneAtATime } from '../../security/one-at-a-time';
import { LIMITS, type LimitCheck, consumeLimits, counterKey, refusalRemembered, tooManyAttemptsEntry } from '../../security/rate-limit';
import {
  type CatalogueInfo,
  type Transaction,
  ensureCart,
  findCartId,
  isUuid,
  loadCartRows,
  loadCatalogueInfo,
  loadPricing,
  lockCart,
  takeShipmentTag,
  touchCart,
} from './cart-store';
import { checkScheduledAt, parseScheduledAt } from './delivery/delivery-dates';

/** `secrets` and `clientIp` come with a visitor's request; in-process callers (jobs, tools) have none and no limit. */
export type CartContext = Pick<RequestInputs, 'db' | 'scope' | 'session' | 'now'> & Partial<Pick<RequestInputs, 'secrets' | 'clientIp'>>;

export type VariationType = 'DIGITAL' | 'PHYSICAL';

/** A package to add to the visitor's cart (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface AddGiftCardPackageInput {
  productId: string;
  variationId: string;
  variationType: VariationType;
  /** The value of one card in cents (custom amounts: whole currency units, so a multiple of 100). */
  amountCents: number;
  quantity: number;
  giftPacking: boolean;
  wrapper?: VariationType | null;
  personalMessage?: string | null;
  /** Add to this receiver; by default digital packages get a receiver of their own and physical ones join the physical receiver (SPLIT: their own). */
  shipmentTag?: string | null;
}

/** A change of a package in the cart (the GraphQL input of the same name satisfies it; a resolver passes `args.input`); absent fields stay. */
export interface UpdateGiftCardPackageInput {
  packageId: string;
  quantity?: number | null;
  amountCents?: number | null;
  giftPacking?: boolean | null;
  /** null removes the wrapper. */
  wrapper?: VariationType | null;
  /** null removes the message. */
  personalMessage?: string | null;
  /** Move the package to this receiver (same delivery type). */
  shipmentTag?: string | null;
}

/** A receiver of a shipment in the cart (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface CartReceiverInput {
  shipmentTag: string;
  firstName: string;
  lastName: string;
  /** Digital shipments. */
  email?: string | null;
  /** Physical shipments. */
  address?: {
    countryCode: string;
    postCode: string;
    houseNumber: string;
    suffix?: string | null;
    street: string;
    city: string;
    companyName?: string | null;
    addressLine1?: string | null;
    addressLine2?: string | null;
  } | null;
}

export interface CartChangeResult {
  /** The cart to answer with (null when the visitor has none). */
  orderId: string | null;
  packageId?: string | null;
  errors: ErrorEntry[];
}

/** Spec §8 texts with {product} = gift card. */
export const CART_MESSAGES = {
  outOfStock: 'Not possible to continue with this gift card because currently it is out the stock.',
  cardLimit: 'Exceeding of gift card limit in the order',
  sumLimit: (brand: string | null, max: string) =>
    `Exceeded the ${brand ? `${brand} ` : ''}gift card sum limit in the order (${max} per order)`,
  unknownProduct: 'This gift card is not sold in this shop',
  unknownPackage: 'This card is no longer in your basket',
  unknownReceiver: 'This receiver is no longer in your basket',
  noCart: 'Your basket is empty',
  quantity: 'Please choose at least one card',
  variationType: 'The delivery type does not match the chosen variation',
  wrapper: 'This wrapper does not fit the card: physical cards get a physical wrapper, digital cards a digital one',
  giftPacking: 'Only physical cards can be gift packed',
  donationOptions: 'Donations come without packing or wrapper',
  receiverType: 'This receiver gets cards of another delivery type',
  // Shared with the forms (they find the text's id back): the basket's and the redeem checkout's rule.
  scheduledAtInvalid: SCHEDULE_MESSAGES.invalid.defaultMessage,
  scheduledAtPast: SCHEDULE_MESSAGES.past.defaultMessage,
  scheduledAtTooFar: SCHEDULE_MESSAGES.tooFar.defaultMessage,
  scheduledAtPhysical: 'Only digital cards can be scheduled',
  deliveryMode: 'Choose SINGLE or SPLIT',
} as const;

function formatMoney(cents: number, currency: string): string {
  const units = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${units} ${currency}`;
}


// ─── Input rules ─────────────────────────────────────────────────────────────────────────────────

/** The amount of one card: a listed price, or a whole custom amount in the variation's range. */
export function checkAmount(info: CatalogueInfo, amountCents: number, parameter: string): void {
  if (info.hasFixedPrices) {
    const fixed = info.pricesToShowCents.map((c) => c / 100);
    if (!v.safeParse(fixedAmountSchema(fixed), amountCents / 100).success) {
      throw fail(ErrorCode.INVALID_CART_INPUT, AMOUNT_MESSAGES.fixed.defaultMessage, parameter);
    }
    return;
  }
  const range = { min: info.minPriceCents / 100, max: info.maxPriceCents / 100 };
  const result = v.safeParse(customAmountSchema(range), amountCents / 100);
  if (!result.success) {
    throw fail(
      ErrorCode.INVALID_CART_INPUT,
      validationText(result.issues[0]?.message ?? AMOUNT_MESSAGES.range.id, {
        min: formatMoney(info.minPriceCents, info.currency),
        max: formatMoney(info.maxPriceCents, info.currency),
      }),
      parameter,
    );
  }
}

export function checkQuantity(quantity: number, parameter: string): void {
  if (!Number.isInteger(quantity) || quantity < 1) throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.quantity, parameter);
}

export function checkMessage(text: string, parameter: string): string {
  const problem = checkPersonalMessage(text);
  if (problem) throw fail(ErrorCode.INVALID_CART_INPUT, validationText(problem.id), parameter);
  return text.trim();
}

export function checkOptions(
  info: CatalogueInfo,
  options: { giftPacking: boolean; wrapper: VariationType | null },
  parameters: { giftPacking: string; wrapper: string },
): void {
  if (info.productType === 'DONATION' && (options.giftPacking || options.wrapper)) {
    throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.donationOptions, options.giftPacking ? parameters.giftPacking : parameters.wrapper);
  }
  if (options.giftPacking && info.variationType !== 'PHYSICAL') {
    throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.giftPacking, parameters.giftPacking);
  }
  if (options.wrapper && options.wrapper !== info.variationType) {
    throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.wrapper, parameters.wrapper);
  }
}

export function checkInStock(info: CatalogueInfo, parameter: string): void {
  if (!info.inStock) throw fail(ErrorCode.OUT_OF_STOCK, CART_MESSAGES.outOfStock, parameter);
}

// ─── Limits over the whole cart ──────────────────────────────────────────────────────────────────

/** Spec §8 2030 / 2015 against everything now in the cart (inside the change's transaction). */
export async function enforceLimits(tx: Transaction, ctx: CartContext, orderId: string, parameter: string): Promise<void> {
  const rows = await loadCartRows(tx, orderId);
  if (!rows) return;
  const pricing = await loadPricing(tx, ctx.scope.storefront.key);
  if (rows.packages.length > pricing.maxPackagesPerOrder) throw fail(ErrorCode.CARD_LIMIT, CART_MESSAGES.cardLimit, parameter);
  let cards = 0;
  for (const pkg of rows.packages) {
    if (pkg.quantity > pricing.maxQuantityPerPackage) throw fail(ErrorCode.CARD_LIMIT, CART_MESSAGES.cardLimit, parameter);
    cards += pkg.quantity;
  }
  if (cards > pricing.maxCardsPerOrder) throw fail(ErrorCode.CARD_LIMIT, CART_MESSAGES.cardLimit, parameter);
  await enforceProductLimits(tx, ctx.scope.storefront.key, rows.packages, parameter);
}

/**
 * A product's own limits per order (cards, and the sum: spec §8 2030 and 2015, e.g. Apple at €500):
 * the cart's and the redeem basket's alike (issue 31: a redeem basket once took €1,301 of a card
 * limited to €500 per order).
 */
export async function enforceProductLimits(
  tx: Transaction,
  storefrontKey: string,
  packages: ReadonlyArray<{ productId: string; variationId: string; quantity: number; amountCents: number }>,
  parameter: string,
): Promise<void> {
  const info = await loadCatalogueInfo(
    tx,
    storefrontKey,
    packages.map((p) => p.variationId),
  );
  const perProduct = new Map<string, { qty: number; cents: number; info: CatalogueInfo }>();
  for (const pkg of packages) {
    const details = info.get(pkg.variationId);
    if (!details) continue;
    const sum = perProduct.get(pkg.productId) ?? { qty: 0, cents: 0, info: details };
    sum.qty += pkg.quantity;
    sum.cents += pkg.quantity * pkg.amountCents;
    perProduct.set(pkg.productId, sum);
  }
  for (const { qty, cents, info: details } of perProduct.values()) {
    if (details.maxQuantityPerOrder !== null && qty > details.maxQuantityPerOrder) {
      throw fail(ErrorCode.CARD_LIMIT, CART_MESSAGES.cardLimit, parameter);
    }
    if (details.maxTotalPerOrderCents !== null && cents > details.maxTotalPerOrderCents) {
      throw fail(
        ErrorCode.SUM_LIMIT,
        CART_MESSAGES.sumLimit(details.brandName, formatMoney(details.maxTotalPerOrderCents, details.currency)),
        parameter,
      );
    }
  }
}

// ─── The transaction frame ───────────────────────────────────────────────────────────────────────

interface ChangeOptions {
  /** Create the cart (and the session) when the visitor has none: only adding does. */
  create: boolean;
  /** The parameter a broken limit is reported on; null when the change cannot break one. */
  limitsParameter: string | null;
}

/** The limits a change that makes a new cart counts; null when it makes none (the visitor has a session). */
function newCartChecks(ctx: CartContext, options: Pick<ChangeOptions, 'create'>): LimitCheck[] | null {
  if (!options.create || ctx.session.hash || !ctx.clientIp) return null;
  return [
    { limit: LIMITS.newCartsPerIp, key: ctx.clientIp },
    { limit: LIMITS.newCartsPerIpAndHour, key: ctx.clientIp },
  ];
}

/**
 * A client this process refused a new cart a moment ago is answered before any reading (issue 31's
 * bench: a flood of cookie-less adds each read the catalogue first, shoppers' p99 2.2×).
 */
function newCartRefusedAlready(ctx: CartContext, parameter: string): CartChangeResult | null {
  const checks = newCartChecks(ctx, { create: true });
  if (!checks || !ctx.secrets || !refusalRemembered(ctx.secrets.limitKey, checks)) return null;
  return { orderId: null, errors: [tooManyAttemptsEntry(parameter)] };
}

/**
 * New carts of one client are made one at a time in this process (at most 8 more waiting): a burst
 * of cookie-less adds holds one transaction, not eight, ahead of other shoppers' statements.
 */
const newCartsOfAClient = new OneAtATime(8);

export async function changeCart<T>(
  ctx: CartContext,
  options: ChangeOptions,
  change: (tx: Transaction, order: OrderRow) => Promise<T>,
): Promise<{ orderId: string | null; value?: T; errors: ErrorEntry[] }> {
  // A visitor without a session gets a new cart: counted per client (issue 31: one address made 183
  // carts in 15 s), before the session and the cart rows are made.
  const newCart = newCartChecks(ctx, options);
  if (!newCart || !ctx.secrets) return changeCartNow(ctx, options, change);
  const secrets = ctx.secrets;
  // In line per client as the limit counts it (an IPv6 client per /64).
  const inLine = await newCartsOfAClient.run(counterKey(newCart[0] as LimitCheck), async () => {
    const counted = await consumeLimits(ctx.db, secrets.limitKey, newCart);
    if (!counted.allowed) return { orderId: null, errors: [tooManyAttemptsEntry(options.limitsParameter)] };
    return changeCartNow(ctx, options, change);
  });
  return inLine?.value ?? { orderId: null, errors: [tooManyAttemptsEntry(options.limitsParameter)] };
}

async function changeCartNow<T>(
  ctx: CartContext,
  options: ChangeOptions,
  change: (tx: Transaction, order: OrderRow) => Promise<T>,
): Promise<{ orderId: string | null; value?: T; errors: ErrorEntry[] }> {
  const storefrontKey = ctx.scope.storefront.key;
  const sessionHash = options.create ? await ctx.session.ensureHash(ctx.db) : ctx.session.hash;
  const owner = { storefrontKey, sessionHash };
  try {
    return await ctx.db.transaction(async (tx) => {
      const orderId =
        options.create && sessionHash
          ? await ensureCart(tx, { storefrontKey, sessionHash }, { language: ctx.scope.language, currency: ctx.scope.storefront.currency, userId: ctx.session.userId })
          : await findCartId(tx, owner);
      if (!orderId) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.noCart, null);
      const order = await lockCart(tx, orderId);
      // The cart may have been placed while this change waited for the lock: a placed order's lines
      // are frozen (the database refuses them too), so the change finds no cart.
      if (order.status !== 'CART') throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.noCart, null);
      const value = await change(tx, order);
      if (options.limitsParameter) await enforceLimits(tx, ctx, orderId, options.limitsParameter);
      await touchCart(tx, orderId);
      return { orderId, value, errors: [] };
    });
  } catch (error) {
    if (!(error instanceof CartRuleError)) throw error;
    // The change is rolled back; answer the cart as it is.
    return { orderId: await findCartId(ctx.db, owner), errors: error.entries };
  }
}

async function shipmentByTag(tx: Transaction, orderId: string, tag: string, parameter: string): Promise<ShipmentRow> {
  const [shipment] = await tx
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.tag, tag)));
  if (!shipment) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownReceiver, parameter);
  return shipment;
}

export async function nextPosition(tx: Transaction, orderId: string, table: typeof orderShipments | typeof orderPackages): Promise<number> {
  const [row] = await tx.select({ value: max(table.position) }).from(table).where(eq(table.orderId, orderId));
  return (row?.value ?? -1) + 1;
}

export async function createShipment(tx: Transaction, orderId: string, deliveryType: VariationType, copyFrom?: ShipmentRow): Promise<ShipmentRow> {
  const [shipment] = await tx
    .insert(orderShipments)
    .values({
      id: randomUUID(),
      orderId,
      tag: await takeShipmentTag(tx, orderId),
      deliveryType,
      position: await nextPosition(tx, orderId, orderShipments),
      firstName: copyFrom?.firstName ?? null,
      lastName: copyFrom?.lastName ?? null,
      email: copyFrom?.email ?? null,
      address: copyFrom?.address ?? null,
      scheduledAt: copyFrom?.scheduledAt ?? null,
    })
    .returning();
  if (!shipment) throw new Error('shipment insert returned nothing');
  return shipment;
}

/**
 * The receiver new physical cards join: physical cards travel together to one address unless the
 * shopper split them (SPLIT: each gets its own). Undefined when they get a new receiver.
 */
export async function sharedPhysicalShipment(tx: Transaction, cart: OrderRow): Promise<ShipmentRow | undefined> {
  if (cart.deliveryMode === 'SPLIT') return undefined;
  const [shipment] = await tx
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, cart.id), eq(orderShipments.deliveryType, 'PHYSICAL')))
    .orderBy(orderShipments.position)
    .limit(1);
  return shipment;
}

/** Receivers without packages disappear (deleting or moving the last package). */
async function dropEmptyShipments(tx: Transaction, orderId: string): Promise<void> {
  const used = tx.select({ id: orderPackages.shipmentId }).from(orderPackages).where(eq(orderPackages.orderId, orderId));
  const shipments = await tx.select({ id: orderShipments.id }).from(orderShipments).where(eq(orderShipments.orderId, orderId));
  const usedIds = new Set((await used).map((row) => row.id));
  const empty = shipments.map((s) => s.id).filter((id) => !usedIds.has(id));
  if (empty.length) await tx.delete(orderShipments).where(inArray(orderShipments.id, empty));
}

// ─── Mutations ───────────────────────────────────────────────────────────────────────────────────

export async function addGiftCardPackage(ctx: CartContext, input: AddGiftCardPackageInput): Promise<CartChangeResult> {
  const refusedAlready = newCartRefusedAlready(ctx, 'input.quantity');
  if (refusedAlready) return refusedAlready;
  // Everything that needs no cart is checked before one (and its cookie) is created.
  let info: CatalogueInfo | undefined;
  let message: string | null = null;
  try {
    checkQuantity(input.quantity, 'input.quantity');
    info = (await loadCatalogueInfo(ctx.db, ctx.scope.storefront.key, [input.variationId])).get(input.variationId);
    // A retired product answers like an unknown one (its lines in existing carts stay).
    if (!info || info.retired || info.productId !== input.productId) {
      throw fail(ErrorCode.UNKNOWN_PRODUCT, CART_MESSAGES.unknownProduct, info ? 'input.productId' : 'input.variationId');
    }
    if (info.variationType !== input.variationType) throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.variationType, 'input.variationType');
    checkInStock(info, 'input.variationId');
    checkAmount(info, input.amountCents, 'input.amountCents');
    checkOptions(info, { giftPacking: input.giftPacking, wrapper: input.wrapper ?? null }, { giftPacking: 'input.giftPacking', wrapper: 'input.wrapper' });
    if (input.personalMessage != null) message = checkMessage(input.personalMessage, 'input.personalMessage');
  } catch (error) {
    if (!(error instanceof CartRuleError)) throw error;
    return { orderId: await findCartId(ctx.db, { storefrontKey: ctx.scope.storefront.key, sessionHash: ctx.session.hash }), errors: error.entries };
  }
  const card = info;

  const result = await changeCart(ctx, { create: true, limitsParameter: 'input.quantity' }, async (tx, order) => {
    let shipment: ShipmentRow | undefined;
    if (input.shipmentTag) {
      shipment = await shipmentByTag(tx, order.id, input.shipmentTag, 'input.shipmentTag');
      if (shipment.deliveryType !== card.variationType) throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.receiverType, 'input.shipmentTag');
    } else if (card.variationType === 'PHYSICAL') {
      shipment = await sharedPhysicalShipment(tx, order);
    }
    shipment ??= await createShipment(tx, order.id, card.variationType);

    // The same card with the same options for the same receiver: one package with more cards.
    const same = await tx
      .select()
      .from(orderPackages)
      .where(
        and(
          eq(orderPackages.shipmentId, shipment.id),
          eq(orderPackages.variationId, card.variationId),
          eq(orderPackages.amountCents, input.amountCents),
          eq(orderPackages.giftPacking, input.giftPacking),
        ),
      );
    const twin = same.find((p) => (p.wrapper ?? null) === (input.wrapper ?? null) && (p.personalMessage ?? null) === message);
    if (twin) {
      await tx.update(orderPackages).set({ quantity: twin.quantity + input.quantity }).where(eq(orderPackages.id, twin.id));
      return twin.id;
    }
    const id = randomUUID();
    await tx.insert(orderPackages).values({
      id,
      orderId: order.id,
      shipmentId: shipment.id,
      productId: card.productId,
      variationId: card.variationId,
      amountCents: input.amountCents,
      quantity: input.quantity,
      giftPacking: input.giftPacking,
      wrapper: input.wrapper ?? null,
      personalMessage: message,
      position: await nextPosition(tx, order.id, orderPackages),
    });
    return id;
  });
  return { orderId: result.orderId, packageId: result.value ?? null, errors: result.errors };
}

export async function updateGiftCardPackage(ctx: CartContext, input: UpdateGiftCardPackageInput): Promise<CartChangeResult> {
  const result = await changeCart(ctx, { create: false, limitsParameter: input.amountCents != null ? 'input.amountCents' : 'input.quantity' }, async (tx, order) => {
    // Package ids are uuids: anything else is unknown (PostgreSQL would refuse it in the uuid column).
    if (!isUuid(input.packageId)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownPackage, 'input.packageId');
    const [pkg] = await tx
      .select()
      .from(orderPackages)
      .where(and(eq(orderPackages.orderId, order.id), eq(orderPackages.id, input.packageId)));
    if (!pkg) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownPackage, 'input.packageId');
    const info = (await loadCatalogueInfo(tx, ctx.scope.storefront.key, [pkg.variationId])).get(pkg.variationId);
    if (!info) throw fail(ErrorCode.UNKNOWN_PRODUCT, CART_MESSAGES.unknownProduct, 'input.packageId');

    const patch: Partial<typeof orderPackages.$inferInsert> = {};
    if (input.quantity != null) {
      checkQuantity(input.quantity, 'input.quantity');
      // More of a card that is out of stock is refused; fewer is always fine.
      if (input.quantity > pkg.quantity) checkInStock(info, 'input.quantity');
      patch.quantity = input.quantity;
    }
    if (input.amountCents != null) {
      checkAmount(info, input.amountCents, 'input.amountCents');
      if (input.amountCents !== pkg.amountCents) checkInStock(info, 'input.amountCents');
      patch.amountCents = input.amountCents;
    }
    const giftPacking = input.giftPacking ?? pkg.giftPacking;
    const wrapper = input.wrapper === undefined ? (pkg.wrapper ?? null) : input.wrapper;
    checkOptions(info, { giftPacking, wrapper }, { giftPacking: 'input.giftPacking', wrapper: 'input.wrapper' });
    patch.giftPacking = giftPacking;
    patch.wrapper = wrapper;
    if (input.personalMessage !== undefined) {
      patch.personalMessage = input.personalMessage === null ? null : checkMessage(input.personalMessage, 'input.personalMessage');
    }
    if (input.shipmentTag != null) {
      const target = await shipmentByTag(tx, order.id, input.shipmentTag, 'input.shipmentTag');
      if (target.deliveryType !== info.variationType) throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.receiverType, 'input.shipmentTag');
      patch.shipmentId = target.id;
    }
    await tx.update(orderPackages).set(patch).where(eq(orderPackages.id, pkg.id));
    if (patch.shipmentId) await dropEmptyShipments(tx, order.id);
    return pkg.id;
  });
  return { orderId: result.orderId, packageId: result.value ?? null, errors: result.errors };
}

export async function deleteGiftCardPackageGroup(ctx: CartContext, shipmentTag: string, packageId?: string | null): Promise<CartChangeResult> {
  return changeCart(ctx, { create: false, limitsParameter: null }, async (tx, order) => {
    const shipment = await shipmentByTag(tx, order.id, shipmentTag, 'shipmentTag');
    if (packageId != null) {
      if (!isUuid(packageId)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownPackage, 'packageId');
      const deleted = await tx
        .delete(orderPackages)
        .where(and(eq(orderPackages.shipmentId, shipment.id), eq(orderPackages.id, packageId)))
        .returning({ id: orderPackages.id });
      if (deleted.length === 0) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownPackage, 'packageId');
      await dropEmptyShipments(tx, order.id);
    } else {
      await tx.delete(orderShipments).where(eq(orderShipments.id, shipment.id));
    }
  });
}

export async function updateCartReceiver(ctx: CartContext, input: CartReceiverInput): Promise<CartChangeResult> {
  return changeCart(ctx, { create: false, limitsParameter: null }, async (tx, order) => {
    const shipment = await shipmentByTag(tx, order.id, input.shipmentTag, 'input.shipmentTag');
    if (shipment.deliveryType === 'DIGITAL') {
      const result = v.safeParse(digitalReceiverSchema, { firstName: input.firstName, lastName: input.lastName, email: input.email ?? '' });
      if (!result.success) throw new CartRuleError(issueEntries(result.issues, ErrorCode.INVALID_CART_INPUT));
      await tx
        .update(orderShipments)
        .set({ firstName: result.output.firstName, lastName: result.output.lastName, email: result.output.email.toLowerCase() })
        .where(eq(orderShipments.id, shipment.id));
      return;
    }
    const result = v.safeParse(physicalReceiverSchema, { firstName: input.firstName, lastName: input.lastName, address: input.address ?? undefined });
    if (!result.success) throw new CartRuleError(issueEntries(result.issues, ErrorCode.INVALID_CART_INPUT));
    const { address } = result.output;
    // Keep only what is set: the stored address has no empty fields.
    const stored = Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined)) as typeof address;
    await tx
      .update(orderShipments)
      .set({ firstName: result.output.firstName, lastName: result.output.lastName, address: stored })
      .where(eq(orderShipments.id, shipment.id));
  });
}

export async function resetCartReceiver(ctx: CartContext, shipmentTag: string): Promise<CartChangeResult> {
  return changeCart(ctx, { create: false, limitsParameter: null }, async (tx, order) => {
    const shipment = await shipmentByTag(tx, order.id, shipmentTag, 'shipmentTag');
    await tx
      .update(orderShipments)
      .set({ firstName: null, lastName: null, email: null, address: null })
      .where(eq(orderShipments.id, shipment.id));
  });
}

export async function setShipmentDeliveryDate(ctx: CartContext, shipmentTag: string, scheduledAt: string | null | undefined): Promise<CartChangeResult> {
  let moment: Date | null = null;
  if (scheduledAt != null) {
    const parsed = parseScheduledAt(scheduledAt);
    if (!parsed) {
      return { orderId: await findCartId(ctx.db, { storefrontKey: ctx.scope.storefront.key, sessionHash: ctx.session.hash }), errors: [entry(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtInvalid, 'scheduledAt')] };
    }
    moment = parsed;
  }
  return changeCart(ctx, { create: false, limitsParameter: null }, async (tx, order) => {
    const shipment = await shipmentByTag(tx, order.id, shipmentTag, 'shipmentTag');
    if (shipment.deliveryType !== 'DIGITAL') throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtPhysical, 'shipmentTag');
    if (moment) {
      const problem = checkScheduledAt(ctx.now, moment);
      if (problem === 'past') throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtPast, 'scheduledAt');
      if (problem === 'too-far') throw fail(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.scheduledAtTooFar, 'scheduledAt');
    }
    await tx.update(orderShipments).set({ scheduledAt: moment }).where(eq(orderShipments.id, shipment.id));
  });
}

/**
 * SINGLE: every physical package goes to the first physical receiver (its address is kept, the
 * others are dropped — the basket asks first). SPLIT: every physical package gets a receiver of
 * its own, starting with a copy of the address it had.
 */
export async function setCartDeliveryMode(ctx: CartContext, mode: DeliveryMode): Promise<CartChangeResult> {
  if (mode === 'DEFAULT') {
    return {
      orderId: await findCartId(ctx.db, { storefrontKey: ctx.scope.storefront.key, sessionHash: ctx.session.hash }),
      errors: [entry(ErrorCode.INVALID_CART_INPUT, CART_MESSAGES.deliveryMode, 'mode')],
    };
  }
  return changeCart(ctx, { create: false, limitsParameter: null }, async (tx, order) => {
    const rows = await loadCartRows(tx, order.id);
    const physical = (rows?.shipments ?? []).filter((s) => s.deliveryType === 'PHYSICAL');
    const packages = (rows?.packages ?? []).filter((p) => physical.some((s) => s.id === p.shipmentId));
    if (mode === 'SINGLE' && physical.length > 1) {
      const [first] = physical;
      if (first) {
        await tx.update(orderPackages).set({ shipmentId: first.id }).where(inArray(orderPackages.id, packages.map((p) => p.id)));
        await dropEmptyShipments(tx, order.id);
      }
    }
    if (mode === 'SPLIT') {
      for (const shipment of physical) {
        const own = packages.filter((p) => p.shipmentId === shipment.id);
        for (const pkg of own.slice(1)) {
          const created = await createShipment(tx, order.id, 'PHYSICAL', shipment);
          await tx.update(orderPackages).set({ shipmentId: created.id }).where(eq(orderPackages.id, pkg.id));
        }
      }
    }
    await tx.update(orders).set({ deliveryMode: mode }).where(eq(orders.id, order.id));
  });
}

// ─── Login ───────────────────────────────────────────────────────────────────────────────────────

/**
 * At login (issue 16): the account's basket from an earlier visit joins the basket the visitor filled
 * as a guest. Its receivers and cards are copied into the guest's basket (physical cards travel
 * with the basket's physical receiver unless it is split), then every cart limit is checked again.
 * When together they break a limit, nothing moves: the guest's basket stays as it was and the earlier
 * one stays with the account for later. Answers whether the two were merged. Runs in the login's
 * transaction; the savepoint keeps a refused merge from undoing the login.
 */
export async function mergeEarlierBasket(tx: Transaction, ctx: CartContext, intoId: string, fromId: string): Promise<boolean> {
  try {
    await tx.transaction(async (merge) => {
      const into = await lockCart(merge, intoId);
      await lockCart(merge, fromId);
      const shipments = await merge.select().from(orderShipments).where(eq(orderShipments.orderId, fromId)).orderBy(orderShipments.position);
      const packages = await merge.select().from(orderPackages).where(eq(orderPackages.orderId, fromId)).orderBy(orderPackages.position);
      let physical = await sharedPhysicalShipment(merge, into);
      const moved = new Map<string, string>();
      for (const shipment of shipments) {
        if (shipment.deliveryType === 'PHYSICAL' && physical) {
          moved.set(shipment.id, physical.id);
          continue;
        }
        const copy = await createShipment(merge, intoId, shipment.deliveryType, shipment);
        if (shipment.deliveryType === 'PHYSICAL' && into.deliveryMode !== 'SPLIT') physical = copy;
        moved.set(shipment.id, copy.id);
      }
      for (const pkg of packages) {
        const shipmentId = moved.get(pkg.shipmentId);
        if (!shipmentId) continue;
        await merge.insert(orderPackages).values({ ...pkg, id: randomUUID(), orderId: intoId, shipmentId, position: await nextPosition(merge, intoId, orderPackages) });
      }
      await enforceLimits(merge, ctx, intoId, 'basket');
      await merge.delete(orders).where(eq(orders.id, fromId));
      await touchCart(merge, intoId);
    });
    return true;
  } catch (error) {
    if (error instanceof CartRuleError) return false;
    throw error;
  }
}
