import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { type ResolvedRemote, resolveStorefrontRemotes } from '../../remotes/registry';
import { storefrontRoutes } from './config-json';

/** One registry read per request and storefront, shared by the `remotes` and `routes` fields. */
const perRequest = new WeakMap<GraphQLContext, Map<string, Promise<ResolvedRemote[]>>>();

function remotesOf(ctx: GraphQLContext, storefrontKey: string): Promise<ResolvedRemote[]> {
  let byStore = perRequest.get(ctx);
  if (!byStore) {
    byStore = new Map();
    perRequest.set(ctx, byStore);
  }
  let pending = byStore.get(storefrontKey);
  if (!pending) {
    pending = resolveStorefrontRemotes(ctx.db, storefrontKey, ctx.registry);
    byStore.set(storefrontKey, pending);
  }
  return pending;
}

export const storefrontResolvers: Resolvers = {
  Query: {
    storefrontConfig: (_parent, _args, ctx) => ctx.scope.storefront,
  },
  StorefrontConfig: {
    // Read fresh on every request: an operator switch or a release must show on the next page load.
    remotes: async (store, _args, ctx) =>
      (await remotesOf(ctx, store.key)).map(({ name, enabled, version, manifestUrl, contractVersion }) => ({
        name,
        enabled,
        version,
        manifestUrl,
        contractVersion,
      })),
    routes: async (store, _args, ctx) => storefrontRoutes(store, await remotesOf(ctx, store.key)),
  },
};
