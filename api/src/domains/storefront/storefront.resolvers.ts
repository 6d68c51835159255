import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { applyLocalOverride } from '../../remotes/local-override';
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
    // The browser's own override last: the registry's answer is the same for everyone.
    pending = resolveStorefrontRemotes(ctx.db, storefrontKey, ctx.registry).then((remotes) => applyLocalOverride(remotes, ctx.remoteOverride));
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
      (await remotesOf(ctx, store.key)).map(({ name, enabled, version, manifestUrl, contractVersion, localOverride }) => ({
        name,
        enabled,
        version,
        manifestUrl,
        contractVersion,
        localOverride: localOverride === true,
      })),
    localOverrideSwitch: (_store, _args, ctx) => ctx.remoteOverride?.switch ?? null,
    routes: async (store, _args, ctx) => storefrontRoutes(store, await remotesOf(ctx, store.key)),
  },
};
