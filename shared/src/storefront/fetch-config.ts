import { STOREFRONT_CONFIG_QUERY, type StorefrontConfig } from './types';

/**
 * The storefront config for this host, before any GraphQL client exists (the client needs the store id
 * it contains). The shell uses the copy the server inlined when there is one; the standalone dev pages
 * always ask.
 */
export async function fetchStorefrontConfig(graphqlUrl: string): Promise<StorefrontConfig> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: STOREFRONT_CONFIG_QUERY }),
  });
  const body = (await response.json()) as { data?: { storefrontConfig?: StorefrontConfig } };
  const config = body.data?.storefrontConfig;
  if (!config) throw new Error(`Storefront config unavailable from ${graphqlUrl} (HTTP ${response.status})`);
  return config;
}
