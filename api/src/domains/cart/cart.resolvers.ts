import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import {
  type CartChangeResult,
  addGiftCardPackage,
  deleteGiftCardPackageGroup,
  resetCartReceiver,
  setCartDeliveryMode,
  setShipmentDeliveryDate,
  updateCartReceiver,
  updateGiftCardPackage,
} from './cart-service';
import { loadOwnSlimCart, loadPricing } from './cart-store';
import { loadCartView, loadOwnCartView, slimCartOf } from './cart-view';

function owner(ctx: GraphQLContext) {
  return { storefrontKey: ctx.scope.storefront.key, sessionHash: ctx.session.hash };
}

/** A change's answer: the cart as it is now (changed, or unchanged when errors is not empty). */
/** A cart change's answer: the cart as it is now, the package changed, the errors. */
export async function cartPayload(ctx: GraphQLContext, result: CartChangeResult) {
  return {
    order: result.orderId ? await loadCartView(ctx, result.orderId) : null,
    packageId: result.packageId ?? null,
    errors: result.errors,
  };
}

export const cartResolvers: Resolvers = {
  GiftCardOrder: {
    slimCart: (order) => slimCartOf(order),
  },
  GiftCardPackage: {
    // cart-pricing puts the card line first, then the extras.
    giftcard_v1: (pkg) => {
      const [card] = pkg.items;
      if (!card) throw new Error(`package ${pkg.id} has no card line`);
      return card;
    },
    message: (pkg) => pkg.items.find((item) => item.kind === 'PERSONAL_MESSAGE') ?? null,
    giftPacking: (pkg) => pkg.items.find((item) => item.kind === 'GIFT_PACKING') ?? null,
    wrapper: (pkg) => pkg.items.find((item) => item.kind === 'WRAPPER' || item.kind === 'DIGITAL_WRAPPER') ?? null,
  },
  PackageCardItem: {
    __resolveType: (item) => (item.kind === 'BLANK_GIFTCARD_PACK' ? 'EmptyGiftCardItem' : 'GiftCardItem'),
  },
  Query: {
    // The cart is read without any cache (spec §4); an unknown or foreign uuid is simply no cart.
    cartV2: async (_root, { orderUuid }, ctx) => ({ data: await loadOwnCartView(ctx, owner(ctx), orderUuid), errors: [] }),
    cartQuantity: (_root, { orderUuid }, ctx) => loadOwnSlimCart(ctx.db, owner(ctx), orderUuid),
    cartPrices: async (_root, _args, ctx) => {
      const p = await loadPricing(ctx.db, ctx.scope.storefront.key);
      const money = (cents: number) => ({ currency: p.currency, cents });
      return {
        giftPacking: money(p.giftPackingCents),
        wrapper: money(p.wrapperCents),
        digitalWrapper: money(p.digitalWrapperCents),
        personalMessage: money(p.personalMessageCents),
        serviceFee: money(p.serviceFeeCents),
        shipping: money(p.shippingCents),
        internationalShipping: money(p.internationalShippingCents),
        registeredShipping: money(p.registeredShippingCents),
        registeredThreshold: money(p.registeredThresholdCents),
      };
    },
  },
  Mutation: {
    addGiftCardPackage: async (_root, { input }, ctx) => cartPayload(ctx, await addGiftCardPackage(ctx, input)),
    updateGiftCardPackage: async (_root, { input }, ctx) => cartPayload(ctx, await updateGiftCardPackage(ctx, input)),
    deleteGiftCardPackageGroup: async (_root, { shipmentTag, packageId }, ctx) =>
      cartPayload(ctx, await deleteGiftCardPackageGroup(ctx, shipmentTag, packageId)),
    updateCartReceiver: async (_root, { input }, ctx) => cartPayload(ctx, await updateCartReceiver(ctx, input)),
    resetCartReceiver: async (_root, { shipmentTag }, ctx) => cartPayload(ctx, await resetCartReceiver(ctx, shipmentTag)),
    setShipmentDeliveryDate: async (_root, { shipmentTag, scheduledAt }, ctx) =>
      cartPayload(ctx, await setShipmentDeliveryDate(ctx, shipmentTag, scheduledAt)),
    setCartDeliveryMode: async (_root, { mode }, ctx) => cartPayload(ctx, await setCartDeliveryMode(ctx, mode)),
  },
};
