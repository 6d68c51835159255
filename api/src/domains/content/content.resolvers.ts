import type { Resolvers } from '../../generated/graphql';
import { type ErrorEntry, payloadOrErrors } from '../../errors';
import { blogArticle, blogList } from './blog';
import { helpdesk } from './helpdesk';
import { landingPage } from './landing-pages';
import { legalPage } from './legal-pages';
import { withdrawContract } from './withdrawal';
import { sendContactRequest } from './contact';
import { approveWithdrawal, rejectWithdrawal, withdrawalQueue } from './withdrawal-queue';
import { ShopError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import type { AuditSource } from '../operator/audit';
import { requireCapability } from '../operator/roles';
import { checkReason } from '../operator/audit-reason';

/** The service desk's audit source (support and admins; ADR 0044), or the refusal as an error entry (spec §8). */
function admin(ctx: GraphQLContext): AuditSource | ErrorEntry {
  try {
    return requireCapability(ctx, 'support');
  } catch (error) {
    if (error instanceof ShopError) return error.toEntry();
    throw error;
  }
}
const refused = (a: AuditSource | ErrorEntry): a is ErrorEntry => 'code' in a;

/** The operator's reason when given (the service desk's rules, ADR 0044), null when not, or its refusal. */
function optionalReason(reason: string | null | undefined): string | null | ErrorEntry {
  if (reason == null) return null;
  const checked = checkReason(reason);
  return checked.reason ?? checked.error;
}

/** `{ data, errors }`: a caller's mistake is an error entry (spec §8), whatever else goes up as usual. */
/** A content answer: its data, or data null with the caller's mistake in `errors`. */
const answer = <T>(load: () => Promise<T | null>) => payloadOrErrors<{ data: T | null; errors: ErrorEntry[] }>({ data: null, errors: [] }, async () => ({ data: await load(), errors: [] }));

export const contentResolvers: Resolvers = {
  Query: {
    legalPage: async (_root, { key }, ctx) => ({ data: await legalPage(ctx.db, ctx.scope.storefront.key, ctx.scope.language, key), errors: [] }),
    blog: (_root, { category, page }, ctx) => answer(() => blogList(ctx.db, ctx.scope.storefront, ctx.scope.language, category, page)),
    blogArticle: (_root, { path }, ctx) => answer(() => blogArticle(ctx, path)),
    landingPage: (_root, { path }, ctx) => answer(() => landingPage(ctx, path)),
    helpdesk: (_root, { search }, ctx) => answer(() => helpdesk(ctx.db, ctx.scope.storefront, ctx.scope.language, search)),
    operatorWithdrawalRequests: async (_root, { status, limit }, ctx) => {
      const audit = admin(ctx);
      if (refused(audit)) return { items: [], errors: [audit] };
      return { items: await withdrawalQueue(ctx.db, { status: status ?? 'OPEN', limit: limit ?? 50 }), errors: [] };
    },
  },
  Mutation: {
    withdrawContract: (_root, { input }, ctx) => withdrawContract(ctx, input),
    sendContactRequest: (_root, { input }, ctx) => sendContactRequest(ctx, { ...input, orderNumber: input.orderNumber ?? null }),
    operatorApproveWithdrawal: async (_root, { id, reason }, ctx) => {
      const audit = admin(ctx);
      if (refused(audit)) return { request: null, errors: [audit] };
      const note = optionalReason(reason);
      if (typeof note !== 'string' && note !== null) return { request: null, errors: [note] };
      return approveWithdrawal(ctx, id, audit, note);
    },
    operatorRejectWithdrawal: async (_root, { id, reason }, ctx) => {
      const audit = admin(ctx);
      if (refused(audit)) return { request: null, errors: [audit] };
      const note = optionalReason(reason);
      if (typeof note !== 'string' && note !== null) return { request: null, errors: [note] };
      return rejectWithdrawal(ctx, id, audit, note);
    },
  },
};
