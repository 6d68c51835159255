import { STOREFRONT_CONFIG_QUERY, type StorefrontConfig } from '@shop/shared';

declare global {
  interface Window {
    /** Inlined by the server that delivers index.html, saving one round trip before the first paint. */
    __SHOP_BOOT__?: { storefrontConfig?: StorefrontConfig };
  }
}

export const GRAPHQL_URL = '/graphql';

/** The storefront config for this host: inlined into the page when the server could, else fetched. */
export async function readStorefrontConfig(): Promise<StorefrontConfig> {
  const inlined = window.__SHOP_BOOT__?.storefrontConfig;
  if (inlined) return inlined;
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: STOREFRONT_CONFIG_QUERY }),
  });
  const body = (await response.json()) as { data?: { storefrontConfig?: StorefrontConfig } };
  const config = body.data?.storefrontConfig;
  if (!config) throw new Error(`Storefront config unavailable (HTTP ${response.status})`);
  return config;
}
