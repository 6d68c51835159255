import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { applyLocalOverride } from '../../remotes/local-override';
import { applyReleasePreview } from '../../remotes/release-preview';
import type { ResolvedRemote } from '../../remotes/registry';
import { timeZoneForCountry } from '../cart/delivery/delivery-dates';
import { storefrontRoutes } from './config-json';
import { requireCapability } from '../operator/roles';
import { type StorefrontSettingsModel, capabilityFor, listStorefrontSettings, parseChanges, parseReset, setStorefrontSettings } from './storefront-settings';
import { ShopError } from '../../errors';
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

/** An operator's view of a storefront's settings, flat as the GraphQL type has them. */
const settingsView = (m: StorefrontSettingsModel) => ({ storefrontKey: m.storefrontKey, storeId: m.storeId, name: m.name, ...m.settings, switched: m.switched });

export const storefrontResolvers: Resolvers = {
  Query: {
    storefrontConfig: (_parent, _args, ctx) => ctx.scope.storefront,
    operatorStorefrontSettings: async (_parent, { store }, ctx) => {
      requireCapability(ctx, 'read');
      return (await listStorefrontSettings(ctx, store ?? null)).map(settingsView);
    },
  },
  Mutation: {
    operatorSetStorefrontSettings: async (_parent, args, ctx) => {
      // An operator at all, then one whose role may switch these settings (storefront-settings.ts).
      requireCapability(ctx, 'read');
      const changes = { ...(args.settings ?? {}) } as Record<string, unknown>;
      let needed: ReturnType<typeof capabilityFor>;
      try {
        needed = capabilityFor([...(Object.keys(parseChanges(changes)) as Parameters<typeof capabilityFor>[0]), ...parseReset(args.reset)]);
      } catch (error) {
        if (error instanceof ShopError) return { storefronts: [], errors: [error.toEntry()] };
        throw error;
      }
      const audit = requireCapability(ctx, needed);
      const result = await setStorefrontSettings(ctx, { store: args.store, allStores: args.allStores, changes, reset: args.reset }, audit);
      return { storefronts: result.storefronts.map(settingsView), errors: result.errors };
    },
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
