/**
 * Reorder (spec §2 /nachbestellen/, /nabestellen/; issue 16): the cards of one of the account's
 * placed orders back into the basket. `reorderView` shows them as they can be ordered today (a
 * product no longer sold, or out of stock, is named and cannot be chosen); `reorderPackages` puts the
 * chosen ones in the visitor's cart with the amounts, quantities and digital receivers the shopper
 * may have changed, through the cart's own rules: amounts, stock, options and every cart limit are
 * checked again in the cart's transaction, and nothing is added when one fails.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { digitalReceiverSchema } from '@shop/shared/validation';
import { orderPackages, orderShipments, orders } from '../../db/cart-schema';
import { orderPlacements } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import {
  CART_MESSAGES,
  type CartChangeResult,
  changeCart,
  checkAmount,
  checkInStock,
  checkMessage,
  checkOptions,
  checkQuantity,
  createShipment,
  nextPosition,
  sharedPhysicalShipment,
} from '../cart/cart-service';
import { CartRuleError, entry, fail } from '../common/rule-errors';
import { type CatalogueInfo, isUuid, loadCatalogueInfo } from '../cart/cart-store';
import { issueEntries } from '../common/input-errors';
import type { RequestInputs } from '../common/request-inputs';
import { USER_MESSAGES } from '../user/user-service';

type ReorderContext = Pick<RequestInputs, 'db' | 'scope' | 'session' | 'now'>;
type Queryable = ReorderContext['db'];

export const REORDER_MESSAGES = {
  unknownOrder: 'This order is not in your account',
  unavailable: 'This card is no longer sold',
  nothingChosen: 'Please choose at least one card',
} as const;

export interface ReorderPackageModel {
  id: string;
  productId: string;
  variationType: 'DIGITAL' | 'PHYSICAL';
  amount: { cents: number; currency: string };
  quantity: number;
  personalMessage: string | null;
  receiver: { firstName: string | null; lastName: string | null; email: string | null; addressLine: string | null } | null;
  /** Sold today (not retired, in stock): only these can be chosen. */
  available: boolean;
  /** How the amount may change: one of the fixed values, or a whole amount in the range. */
  amountRule: { fixedCents: number[] | null; minCents: number; maxCents: number } | null;
}

export interface ReorderModel {
  orderUuid: string;
  orderNumber: string;
  packages: ReorderPackageModel[];
}

export interface ReorderPackageInput {
  packageId: string;
  amountCents: number;
  quantity: number;
  receiver?: { firstName: string; lastName: string; email: string } | null;
}

const notLoggedIn = (): ErrorEntry => entry(ErrorCode.NOT_LOGGED_IN, USER_MESSAGES.notLoggedIn, null);
const unknownOrder = (): ErrorEntry => entry(ErrorCode.UNKNOWN_CART_ITEM, REORDER_MESSAGES.unknownOrder, 'orderUuid');

/** The account's placed order in this storefront, with its packages and their receivers; null when it is not the account's. */
async function ownPlacedOrder(db: Queryable, userId: string, storefrontKey: string, orderUuid: string) {
  if (!isUuid(orderUuid)) return null;
  const [order] = await db
    .select({ id: orders.id, currency: orders.currency, orderNumber: orderPlacements.orderNumber })
    .from(orders)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id))
    .where(and(eq(orders.id, orderUuid.toLowerCase()), eq(orders.userId, userId), eq(orders.storefrontKey, storefrontKey), ne(orders.status, 'CART'), ne(orders.kind, 'ACTIVATION')));
  // An activation loaded an amount onto one particular card: nothing to order again.
  if (!order) return null;
  const lines = await db
    .select({ pkg: orderPackages, shipment: orderShipments })
    .from(orderPackages)
    .innerJoin(orderShipments, eq(orderShipments.id, orderPackages.shipmentId))
    .where(eq(orderPackages.orderId, order.id))
    .orderBy(asc(orderShipments.position), asc(orderPackages.position));
  return { ...order, lines };
}

function addressLine(address: Record<string, string | undefined> | null): string | null {
  if (!address) return null;
  const house = [address.houseNumber, address.suffix].filter(Boolean).join(' ');
  return [[address.street, house].filter(Boolean).join(' '), [address.postCode, address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;
}

const sold = (info: CatalogueInfo | undefined): info is CatalogueInfo => Boolean(info && !info.retired && info.inStock);

export async function reorderView(ctx: ReorderContext, orderUuid: string): Promise<{ data: ReorderModel | null; errors: ErrorEntry[] }> {
  const userId = ctx.session.userId;
  if (!userId) return { data: null, errors: [notLoggedIn()] };
  const order = await ownPlacedOrder(ctx.db, userId, ctx.scope.storefront.key, orderUuid);
  if (!order) return { data: null, errors: [unknownOrder()] };
  const info = await loadCatalogueInfo(
    ctx.db,
    ctx.scope.storefront.key,
    order.lines.map((line) => line.pkg.variationId),
  );
  return {
    data: {
      orderUuid: order.id,
      orderNumber: order.orderNumber,
      packages: order.lines.map(({ pkg, shipment }) => {
        const card = info.get(pkg.variationId);
        return {
          id: pkg.id,
          productId: pkg.productId,
          variationType: shipment.deliveryType,
          amount: { cents: pkg.amountCents, currency: order.currency },
          quantity: pkg.quantity,
          personalMessage: pkg.personalMessage,
          receiver:
            shipment.firstName || shipment.email || shipment.address
              ? { firstName: shipment.firstName, lastName: shipment.lastName, email: shipment.email, addressLine: addressLine(shipment.address as Record<string, string | undefined> | null) }
              : null,
          available: sold(card),
          amountRule: card ? { fixedCents: card.hasFixedPrices ? card.pricesToShowCents : null, minCents: card.minPriceCents, maxCents: card.maxPriceCents } : null,
        };
      }),
    },
    errors: [],
  };
}

/**
 * The chosen cards into the visitor's cart. Each receiver of the old order gets a receiver of its
 * own again (digital: the name and address the shopper confirmed; physical: the old address, or the
 * cart's physical receiver when the cards travel together), with no delivery date (it is past).
 */
export async function reorderPackages(ctx: ReorderContext, orderUuid: string, chosen: readonly ReorderPackageInput[]): Promise<CartChangeResult> {
  const userId = ctx.session.userId;
  const refuse = (errors: ErrorEntry[]): CartChangeResult => ({ orderId: null, errors });
  if (!userId) return refuse([notLoggedIn()]);
  if (chosen.length === 0) return refuse([entry(ErrorCode.INVALID_CART_INPUT, REORDER_MESSAGES.nothingChosen, 'input.packages')]);
  const order = await ownPlacedOrder(ctx.db, userId, ctx.scope.storefront.key, orderUuid);
  if (!order) return refuse([unknownOrder()]);
  const byId = new Map(order.lines.map((line) => [line.pkg.id, line]));
  const info = await loadCatalogueInfo(
    ctx.db,
    ctx.scope.storefront.key,
    order.lines.map((line) => line.pkg.variationId),
  );

  // Everything that needs no cart is checked first, package by package (the field names its index).
  const plan: { line: NonNullable<ReturnType<typeof byId.get>>; card: CatalogueInfo; input: ReorderPackageInput; message: string | null }[] = [];
  try {
    const seen = new Set<string>();
    chosen.forEach((input, index) => {
      const at = `input.packages.${index}`;
      const line = byId.get(input.packageId);
      if (!line || seen.has(input.packageId)) throw fail(ErrorCode.UNKNOWN_CART_ITEM, CART_MESSAGES.unknownPackage, `${at}.packageId`);
      seen.add(input.packageId);
      const card = info.get(line.pkg.variationId);
      if (!card || card.retired) throw fail(ErrorCode.UNKNOWN_PRODUCT, REORDER_MESSAGES.unavailable, `${at}.packageId`);
      checkInStock(card, `${at}.packageId`);
      checkQuantity(input.quantity, `${at}.quantity`);
      checkAmount(card, input.amountCents, `${at}.amountCents`);
      checkOptions(card, { giftPacking: line.pkg.giftPacking, wrapper: line.pkg.wrapper ?? null }, { giftPacking: `${at}.packageId`, wrapper: `${at}.packageId` });
      const message = line.pkg.personalMessage ? checkMessage(line.pkg.personalMessage, `${at}.packageId`) : null;
      if (input.receiver && card.variationType === 'DIGITAL') {
        const receiver = v.safeParse(digitalReceiverSchema, input.receiver);
        if (!receiver.success) throw new CartRuleError(issueEntries(receiver.issues, ErrorCode.INVALID_CART_INPUT, `${at}.receiver`));
        plan.push({ line, card, input: { ...input, receiver: { ...receiver.output, email: receiver.output.email.toLowerCase() } }, message });
      } else {
        plan.push({ line, card, input: { ...input, receiver: null }, message });
      }
    });
  } catch (error) {
    if (!(error instanceof CartRuleError)) throw error;
    return refuse(error.entries);
  }

  return changeCart(ctx, { create: true, limitsParameter: 'input.packages' }, async (tx, cart) => {
    // Spec §3 order type REORDER: the cart (and the order it becomes) was filled from this order.
    await tx.update(orders).set({ reorderOf: order.id }).where(eq(orders.id, cart.id));
    const receivers = new Map<string, string>();
    let physical = await sharedPhysicalShipment(tx, cart);
    for (const { line, card, input, message } of plan) {
      const old = line.shipment;
      // Digital cards the shopper re-addressed get a receiver of their own; the others share their old receiver's.
      const key = input.receiver ? `${old.id}:${input.receiver.email}:${input.receiver.firstName}:${input.receiver.lastName}` : old.id;
      let shipmentId = receivers.get(key);
      if (!shipmentId) {
        if (card.variationType === 'PHYSICAL' && physical) {
          shipmentId = physical.id;
          if (!physical.address && old.address) {
            await tx.update(orderShipments).set({ firstName: old.firstName, lastName: old.lastName, address: old.address }).where(eq(orderShipments.id, physical.id));
          }
        } else {
          const copy = { ...old, ...(input.receiver ?? {}), scheduledAt: null };
          const created = await createShipment(tx, cart.id, card.variationType, copy);
          shipmentId = created.id;
          if (card.variationType === 'PHYSICAL' && cart.deliveryMode !== 'SPLIT') physical = created;
        }
        receivers.set(key, shipmentId);
      }
      await tx.insert(orderPackages).values({
        id: crypto.randomUUID(),
        orderId: cart.id,
        shipmentId,
        productId: card.productId,
        variationId: card.variationId,
        amountCents: input.amountCents,
        quantity: input.quantity,
        giftPacking: line.pkg.giftPacking,
        wrapper: line.pkg.wrapper ?? null,
        personalMessage: message,
        position: await nextPosition(tx, cart.id, orderPackages),
      });
    }
  });
}

