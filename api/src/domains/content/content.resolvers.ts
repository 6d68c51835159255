import type { Resolvers } from '../../generated/graphql';
import { legalPage } from './legal-pages';
import { withdrawContract } from './withdrawal';
import { sendContactRequest } from './contact';

export const contentResolvers: Resolvers = {
  Query: {
    legalPage: async (_root, { key }, ctx) => ({ data: await legalPage(ctx.db, ctx.scope.storefront.key, ctx.scope.language, key), errors: [] }),
  },
  Mutation: {
    withdrawContract: (_root, { input }, ctx) => withdrawContract(ctx, input),
    sendContactRequest: (_root, { input }, ctx) => sendContactRequest(ctx, { ...input, orderNumber: input.orderNumber ?? null }),
  },
};
