import { fetchStorefrontConfig, type PageMeta, type StorefrontConfig } from '@shop/shared';

declare global {
  interface Window {
    /** Inlined by the server that delivers index.html, saving one round trip before the first paint. */
    __SHOP_BOOT__?: {
      storefrontConfig?: StorefrontConfig;
      serverRendered?: boolean;
      pageStatus?: number;
      pageMeta?: PageMeta;
      /** The page's signed token for its remote reports (remotes/health-reports.ts). */
      reportToken?: unknown;
      /** The id of the request that served the page (the API's logs, ADR 0061). */
      requestId?: unknown;
    };
  }
}

export const GRAPHQL_URL = '/graphql';

/** The storefront config for this host: inlined into the page when the server could, else fetched. */
export function readStorefrontConfig(): Promise<StorefrontConfig> {
  const inlined = window.__SHOP_BOOT__?.storefrontConfig;
  return inlined ? Promise.resolve(inlined) : fetchStorefrontConfig(GRAPHQL_URL);
}
