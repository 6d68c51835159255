import type { Resolvers } from '../../generated/graphql';
import { ErrorCode, type ErrorEntry, ShopError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { LIMITS, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { approveWithdrawal, rejectWithdrawal } from '../content/withdrawal-queue';
import type { AuditSource } from '../operator/audit';
import { requireCapability } from '../operator/roles';
import { refundAnswer, refundOrder } from '../orders/order-refunds';
import { blockAndReissueCard, resendCardMail } from './card-actions';
import { type DeskCardHit, type DeskOrderHit, DESK_MESSAGES, deskCardDetail, deskOrderDetail, searchDesk } from './desk';
import { checkReason } from '../operator/audit-reason';

/** The caller's audit source when it has the support capability, else the refusal as an entry (spec §8). */
function support(ctx: GraphQLContext): AuditSource | ErrorEntry {
  try {
    return requireCapability(ctx, 'support');
  } catch (error) {
    if (error instanceof ShopError) return error.toEntry();
    throw error;
  }
}
const refused = (a: AuditSource | ErrorEntry): a is ErrorEntry => 'code' in a;

/** What the searches are counted by: the operator account, or the CLI's token as one caller. */
const searcherKey = (ctx: GraphQLContext) => (ctx.operator?.kind === 'token' ? 'cli-token' : (ctx.operator?.accountId ?? null));

const orderHitView = ({ orderId, ...rest }: DeskOrderHit) => ({ orderUuid: orderId, ...rest });
const cardHitView = ({ orderId, ...rest }: DeskCardHit) => ({ orderUuid: orderId, ...rest });

export const serviceDeskResolvers: Resolvers = {
  Query: {
    deskSearch: async (_root, { query, page }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { kind: null, orders: [], cards: [], hasMore: false, errors: [audit] };
      const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, [{ limit: LIMITS.deskSearchPerOperator, key: searcherKey(ctx) }]);
      if (!limited.allowed) return { kind: null, orders: [], cards: [], hasMore: false, errors: [tooManyAttemptsEntry('query')] };
      const result = await searchDesk(ctx.db, query.slice(0, 300), page ?? 1);
      return { kind: result.query?.kind ?? null, orders: result.orders.map(orderHitView), cards: result.cards.map(cardHitView), hasMore: result.hasMore, errors: result.errors };
    },
    deskOrder: async (_root, { orderUuid }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { order: null, errors: [audit] };
      const detail = await deskOrderDetail(ctx.db, orderUuid);
      if (!detail) return { order: null, errors: [{ code: ErrorCode.UNKNOWN_CART_ITEM, message: DESK_MESSAGES.noOrder, referencedRequestParameter: 'orderUuid' }] };
      const { order, ...rest } = detail;
      return {
        order: {
          ...rest,
          order: orderHitView(order),
          language: order.language,
          paidAt: order.paidAt,
          issuedAt: order.issuedAt,
          issueProblem: order.issueProblem,
          cards: rest.cards.map(cardHitView),
        },
        errors: [],
      };
    },
    deskCard: async (_root, { cardId }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { card: null, errors: [audit] };
      const detail = await deskCardDetail(ctx.db, cardId);
      if (!detail) return { card: null, errors: [{ code: ErrorCode.CARD_UNKNOWN, message: DESK_MESSAGES.noCard, referencedRequestParameter: 'cardId' }] };
      const { card, ...rest } = detail;
      return {
        card: {
          ...rest,
          card: cardHitView(card),
          variationType: card.variationType,
          expiresAt: card.expiresAt,
          isTest: card.isTest,
          reissuedFromId: card.reissuedFromId,
          reissuedToId: card.reissuedToId,
          ledger: rest.ledger.map(({ orderId, ...entry }) => ({ ...entry, orderUuid: orderId })),
        },
        errors: [],
      };
    },
  },
  Mutation: {
    deskResendCardMail: async (_root, { cardId, reason }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { mailId: null, errors: [audit] };
      return resendCardMail(ctx, { cardId, reason }, audit);
    },
    deskBlockAndReissueCard: async (_root, { cardId, reason }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { card: null, movedCents: 0, errors: [audit] };
      const result = await blockAndReissueCard(ctx, { cardId, reason }, audit);
      return { card: result.card ? cardHitView(result.card) : null, movedCents: result.movedCents, errors: result.errors };
    },
    deskRefund: async (_root, args, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { refund: null, errors: [audit] };
      const reason = checkReason(args.reason);
      if (reason.error) return { refund: null, errors: [reason.error] };
      const result = await refundOrder(ctx, { orderId: args.orderUuid ?? null, cardId: args.cardId ?? null, amountCents: args.amountCents ?? null, reason: reason.reason, actor: audit });
      const refund = result.refund;
      return {
        refund: refund ? refundAnswer(refund) : null,
        errors: result.errors,
      };
    },
    deskApproveWithdrawal: async (_root, { id, reason }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { request: null, errors: [audit] };
      const checked = checkReason(reason);
      if (checked.error) return { request: null, errors: [checked.error] };
      return approveWithdrawal(ctx, id, audit, checked.reason);
    },
    deskRejectWithdrawal: async (_root, { id, reason }, ctx) => {
      const audit = support(ctx);
      if (refused(audit)) return { request: null, errors: [audit] };
      const checked = checkReason(reason);
      if (checked.error) return { request: null, errors: [checked.error] };
      return rejectWithdrawal(ctx, id, audit, checked.reason);
    },
  },
};
