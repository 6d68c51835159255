import type { Resolvers } from '../../generated/graphql';
import { legalPage } from './legal-pages';

export const contentResolvers: Resolvers = {
  Query: {
    legalPage: async (_root, { key }, ctx) => ({ data: await legalPage(ctx.db, ctx.scope.storefront.key, ctx.scope.language, key), errors: [] }),
  },
};
