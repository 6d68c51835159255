import type { Resolvers } from '../../generated/graphql';
import { legalPage } from './legal-pages';
import { withdrawContract } from './withdrawal';

export const contentResolvers: Resolvers = {
  Query: {
    legalPage: async (_root, { key }, ctx) => ({ data: await legalPage(ctx.db, ctx.scope.storefront.key, ctx.scope.language, key), errors: [] }),
  },
  Mutation: {
    withdrawContract: (_root, { input }, ctx) => withdrawContract(ctx, input),
  },
};
