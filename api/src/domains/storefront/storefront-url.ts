/**
 * The public URL of a storefront (countriesCombinations.url, hreflang origins, canonical URLs).
 * Locally every storefront answers on `<key>.localhost` (CBDE also on `localhost`, CB on
 * `cbnl.localhost`); in production a template names the real origins:
 *
 *   STOREFRONT_URL_TEMPLATE='https://{key}.shop.example'        # cbde.shop.example, cb.shop.example
 *   STOREFRONT_URL_TEMPLATE='https://shop.example/{country}'     # shop.example/de …
 *
 * Placeholders: {host} the storefront's primary host, {key} its key in lower case, {country} its
 * country code in lower case, {port} the server's port. Default: `http://{host}:{port}`.
 */
import type { StorefrontModel } from './directory';

export const DEFAULT_STOREFRONT_URL_TEMPLATE = 'http://{host}:{port}';

export type StorefrontUrl = (store: StorefrontModel) => string;

export function storefrontUrlBuilder(template: string = DEFAULT_STOREFRONT_URL_TEMPLATE, port: number | string = 3000): StorefrontUrl {
  const values = (store: StorefrontModel): Record<string, string> => ({
    host: store.primaryHost,
    key: store.key.toLowerCase(),
    country: store.countryCode.toLowerCase(),
    port: String(port),
  });
  return (store) => template.replace(/\{(host|key|country|port)\}/g, (_, name: string) => values(store)[name] ?? '').replace(/\/+$/, '');
}

/** How public URLs are built (media files, storefront origins). */
export interface PublicUrls {
  /** Prefix of media URLs: '' (same origin, relative links) or an absolute origin (PUBLIC_MEDIA_BASE). */
  mediaBase: string;
  /** The origin of a storefront (STOREFRONT_URL_TEMPLATE). */
  storefront: StorefrontUrl;
}

/**
 * Where a page asked for on another of its storefront's hosts belongs (issue 35: the Dutch shop lived
 * on cb.localhost and cbnl.localhost at once, with a cookie consent and a login per host): the same
 * path and query on the storefront's public origin, for a permanent redirect. Null when the request is
 * already there, or is for a host the storefront does not list (the default storefront's fallback), a
 * numeric loopback address (health checks, benchmarks), or when the public URL has a path of its own
 * (`https://shop.example/{country}`: paths do not map one to one).
 */
export function canonicalPageUrl(store: StorefrontModel, storefrontUrl: StorefrontUrl, hostname: string | undefined, pathAndSearch: string): string | null {
  if (!hostname || !store.hosts.includes(hostname)) return null;
  if (hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)) return null;
  let canonical: URL;
  try {
    canonical = new URL(storefrontUrl(store));
  } catch {
    return null;
  }
  if (canonical.pathname !== '/' || canonical.hostname === hostname) return null;
  return `${canonical.origin}${pathAndSearch.startsWith('/') ? pathAndSearch : `/${pathAndSearch}`}`;
}
