/**
 * Fraud review in the operator API (ADR 0043): the queue and the two decisions, for the service desk
 * (the support capability: support and admin roles, ADR 0044).
 * A refusal of the caller's role comes back in `errors` (spec §8), like the withdrawal queue's.
 */
import { ErrorCode, type ErrorEntry, ShopError } from '../../errors';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { AuditSource } from '../operator/audit';
import { requireCapability } from '../operator/roles';
import { type ReviewDecision, listHeldOrders, refuseHeldOrder, releaseHeldOrder } from './review';

/** The reviewer's audit source, or the refusal as an error entry. */
function reviewer(ctx: GraphQLContext): AuditSource | ErrorEntry {
  try {
    return requireCapability(ctx, 'support');
  } catch (error) {
    if (error instanceof ShopError) return error.toEntry();
    throw error;
  }
}
const refused = (a: AuditSource | ErrorEntry): a is ErrorEntry => 'code' in a;

const decisionPayload = (decision: ReviewDecision) => ({
  orderUuid: decision.orderId,
  reviewState: decision.reviewState,
  cardsIssued: decision.cardsIssued,
  refundId: decision.refundId,
  errors: decision.errors,
});

const none = (error: ErrorEntry) => ({ orderUuid: null, reviewState: null, cardsIssued: 0, refundId: null, errors: [error] });

export const fraudResolvers: Resolvers = {
  Query: {
    operatorReviewQueue: async (_root, { limit, store }, ctx) => {
      const audit = reviewer(ctx);
      if (refused(audit)) return { items: [], errors: [audit] };
      if (limit != null && (!Number.isInteger(limit) || limit < 1 || limit > 200)) {
        return { items: [], errors: [{ code: ErrorCode.INVALID_ARGUMENT, message: 'limit must be a whole number from 1 to 200', referencedRequestParameter: 'limit' }] };
      }
      const items = await listHeldOrders(ctx.db, { limit: limit ?? 50, storefrontKey: store ?? null });
      return {
        items: items.map((item) => ({
          orderUuid: item.orderId,
          orderNumber: item.orderNumber,
          email: item.email,
          storefront: item.storefrontKey,
          amount: { cents: item.amountCents, currency: item.currency },
          placedAt: item.placedAt,
          screenedAt: item.screenedAt,
          score: item.score,
          hits: item.hits,
          card: item.card,
          paymentMethod: item.paymentMethod,
        })),
        errors: [],
      };
    },
  },
  Mutation: {
    operatorReleaseHeldOrder: async (_root, { orderUuid, reason }, ctx) => {
      const audit = reviewer(ctx);
      if (refused(audit)) return none(audit);
      return decisionPayload(await releaseHeldOrder({ ...ctx, now: new Date() }, orderUuid, reason, audit));
    },
    operatorRefuseHeldOrder: async (_root, { orderUuid, reason }, ctx) => {
      const audit = reviewer(ctx);
      if (refused(audit)) return none(audit);
      return decisionPayload(await refuseHeldOrder({ ...ctx, now: new Date() }, orderUuid, reason, audit));
    },
  },
};
