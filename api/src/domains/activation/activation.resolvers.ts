import type { Resolvers } from '../../generated/graphql';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { ErrorCode } from '../../errors';
import { ACTIVATION_MESSAGES, activateCard, activationView, cardData, ownActivation } from './activation-service';
import { recentActivations } from './activation-store';
import { cardStorefront } from '../redeem/card-storefront';
import { requireCapability as requireOperator } from '../operator/roles';

export const activationResolvers: Resolvers = {
  Query: {
    activation: async (_root, { orderUuid }, ctx) => {
      const data = await ownActivation(ctx, orderUuid);
      return data ? { data, errors: [] } : { data: null, errors: [{ code: ErrorCode.UNKNOWN_CART_ITEM, message: ACTIVATION_MESSAGES.unknown, referencedRequestParameter: 'orderUuid' }] };
    },
    cardData: async (_root, args, ctx) => {
      const { otherStorefrontKey, ...answer } = await cardData(ctx, args);
      return { ...answer, cardStorefront: await cardStorefront(ctx, otherStorefrontKey) };
    },
    operatorActivations: (_root, { limit }, ctx) => {
      requireOperator(ctx, 'read');
      return recentActivations(ctx.db, Math.min(Math.max(limit ?? 20, 1), 200));
    },
  },
  Mutation: {
    activateCard: async (_root, { input }, ctx) => {
      // An activation places an order: the limits of placing one, besides the PIN limits of the lookup.
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [
        { limit: LIMITS.placeOrderPerIp, key: ctx.clientIp },
        { limit: LIMITS.placeOrderPerSession, key: ctx.session.hash },
      ]);
      if (!limited.allowed) return { action: null, payment: null, activation: null, errors: [tooManyAttemptsEntry('input.cardNumber')] };
      const result = await activateCard(ctx, input);
      const activation = result.orderId ? await activationView(ctx, result.orderId) : null;
      return { action: result.action, payment: activation?.payment ?? null, activation, errors: result.errors };
    },
  },
};
