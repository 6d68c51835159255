import type { Resolvers } from '../../generated/graphql';
import { resolveStorefrontRemotes } from '../../remotes/registry';

export const storefrontResolvers: Resolvers = {
  Query: {
    storefrontConfig: (_parent, _args, ctx) => ctx.scope.storefront,
  },
  StorefrontConfig: {
    // Read fresh on every request: an operator switch must show on the next page load.
    remotes: async (store, _args, ctx) =>
      (await resolveStorefrontRemotes(ctx.db, store.key, ctx.registry)).map(({ name, enabled, version, manifestUrl }) => ({
        name,
        enabled,
        version,
        manifestUrl,
      })),
  },
};
