/**
 * The release check's server-render smoke test (issue 32, item 2; ADR 0039): before a release is
 * registered, every page it declares is rendered on the server of the German storefront with the
 * candidate in place of what the storefront serves, through the real renderer and the API's own data
 * (a page with a parameter gets `smoke-test` for it: the page's "not found" state, which still runs its
 * code). A page that fails on the server with the candidate, and not without it, refuses the release:
 * a release that throws only on the server no longer registers and falls back in every browser.
 */
import { randomUUID } from 'node:crypto';
import { buildPath, compilePattern } from '@shop/shared/routes';
import type { RemoteReleaseRow } from '../db/schema';
import { storefrontRoutes, toStorefrontConfigJson } from '../domains/storefront/config-json';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import { type RegistryOptions, type ResolvedRemote, manifestUrlFor } from '../remotes/registry';
import { applyReleasePreview } from '../remotes/release-preview';
import { remotesForVisitor } from '../remotes/visitor-remotes';
import type { SmokeRender } from '../remotes/release-check';
import type { ServerRemoteSource, SmokePage } from './server-render';

/** The storefront the smoke test renders on. */
export const SMOKE_STORE = 'CBDE';
/** What a page's parameters are filled with (no entity has that name: the page's "not found" state). */
const SMOKE_PARAM = 'smoke-test';

export function createReleaseSmokeTest(deps: {
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  remotesOf(storefrontKey: string): Promise<ResolvedRemote[]>;
  /** The page's GraphQL, answered by this API as an anonymous server render's. */
  graphqlFetch: typeof fetch;
  renderer: { smoke(pages: SmokePage[], candidate: { remote: string; source: ServerRemoteSource }): Promise<string[]> };
}): SmokeRender {
  return async (candidate) => {
    const store = await deps.directory.byKey(SMOKE_STORE);
    if (!store) return [];
    const served = remotesForVisitor(await deps.remotesOf(store.key), null);
    const release = { ...candidate, createdAt: new Date(), promotedAt: null } as unknown as RemoteReleaseRow;
    const withCandidate = applyReleasePreview(served, release, deps.registry);
    const storefrontConfig = toStorefrontConfigJson(store, withCandidate);
    const baselineConfig = toStorefrontConfigJson(store, served);
    const manifestUrl = manifestUrlFor(release, deps.registry);
    const source: ServerRemoteSource = {
      // Never the key of a release a shopper's page uses: the candidate is evaluated on its own.
      key: `smoke:${candidate.remote}@${candidate.version}:${randomUUID()}`,
      code: async () => candidate.serverCode,
      assets: async () => ({ base: manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1), chunks: candidate.chunks }),
    };
    const declared = new Set(candidate.declaration.routes.map((route) => route.key));
    const origin = `http://${store.primaryHost}`;
    const pages: SmokePage[] = [];
    for (const route of storefrontRoutes(store, withCandidate)) {
      if (route.remote !== candidate.remote || route.redirectTo || !declared.has(route.key)) continue;
      const compiled = compilePattern(route.pattern);
      const params = Object.fromEntries(compiled.segments.flatMap((segment) => (segment.kind === 'static' || segment.optional ? [] : [[segment.name, segment.digits ? '1' : SMOKE_PARAM]])));
      const url = buildPath(compiled, params);
      if (!url) continue;
      pages.push({
        label: `the page ${route.key}`,
        url,
        origin,
        storefrontConfig: storefrontConfig as unknown as SmokePage['storefrontConfig'],
        baselineConfig: baselineConfig as unknown as SmokePage['baselineConfig'],
        boot: { storefrontConfig },
        graphqlFetch: deps.graphqlFetch,
        requestHeaders: { host: store.primaryHost },
      });
    }
    return deps.renderer.smoke(pages, { remote: candidate.remote, source });
  };
}

