import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { applyLocalOverride } from '../../remotes/local-override';
import { applyReleasePreview } from '../../remotes/release-preview';
import type { ResolvedRemote } from '../../remotes/registry';
import { timeZoneForCountry } from '../cart/delivery/delivery-dates';
import { storefrontRoutes } from './config-json';
import { visitorRemotesOf } from './visitor-remotes-of';

/**
 * One registry read per request and storefront, shared by the `remotes` and `routes` fields: the
 * releases of this visitor's side of any percentage rollout (ADR 0028), so both fields agree.
 */
const perRequest = new WeakMap<GraphQLContext, Map<string, Promise<ResolvedRemote[]>>>();

function remotesOf(ctx: GraphQLContext, storefrontKey: string): Promise<ResolvedRemote[]> {
  let byStore = perRequest.get(ctx);
  if (!byStore) {
    byStore = new Map();
    perRequest.set(ctx, byStore);
  }
  let pending = byStore.get(storefrontKey);
  if (!pending) {
    // The visitor's side of any rollout, then the browser's own override and preview last (ADR 0028, 0031, 0036).
    pending = visitorRemotesOf(ctx, storefrontKey).then((remotes) => applyReleasePreview(applyLocalOverride(remotes, ctx.remoteOverride), ctx.releasePreview ?? null, ctx.registry));
    byStore.set(storefrontKey, pending);
  }
  return pending;
}

export const storefrontResolvers: Resolvers = {
  Query: {
    storefrontConfig: (_parent, _args, ctx) => ctx.scope.storefront,
  },
  StorefrontConfig: {
    timeZone: (store) => timeZoneForCountry(store.countryCode),
    // Kept only until public data changes (a switch, a release, a rollout): it shows on the next page load.
    remotes: async (store, _args, ctx) =>
      (await remotesOf(ctx, store.key)).map(({ name, enabled, version, manifestUrl, contractVersion, localOverride, integrity }) => ({
        name,
        enabled,
        version,
        manifestUrl,
        contractVersion,
        localOverride: localOverride === true,
        integrity: integrity ?? null,
      })),
    localOverrideSwitch: (_store, _args, ctx) => ctx.remoteOverride?.switch ?? null,
    routes: async (store, _args, ctx) => storefrontRoutes(store, await remotesOf(ctx, store.key)),
  },
};
