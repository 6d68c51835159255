/**
 * Where CDN releases may come from (issue 32): a release is code every shopper's browser runs and the
 * pages' CSP allows, so a releaser may not point the shop at any host. In production a CDN release's
 * base URL must be https and on an origin the operators listed (RELEASE_ORIGINS, comma-separated
 * origins); folder releases inside the shop are the shop's own store and always allowed. The demo
 * takes any http(s) base URL unless RELEASE_ORIGINS is set (its stand-in CDNs run on loopback).
 */
export type ReleaseOriginPolicy = { origins: string[]; httpsOnly: boolean } | 'any';

export function releaseOriginPolicyFromEnv(env: NodeJS.ProcessEnv, production: boolean): ReleaseOriginPolicy {
  const listed = (env.RELEASE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const origins = listed.map((origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new Error(`RELEASE_ORIGINS: "${origin}" is not an origin (https://cdn.example.com)`);
    }
    if (url.origin !== origin.replace(/\/+$/, '')) throw new Error(`RELEASE_ORIGINS: "${origin}" is not an origin: no path (https://cdn.example.com)`);
    if (production && url.protocol !== 'https:') throw new Error(`RELEASE_ORIGINS: "${origin}" is not https`);
    return url.origin;
  });
  if (!production && origins.length === 0) return 'any';
  return { origins, httpsOnly: production };
}

/** Why a CDN release's base URL is not allowed (null: allowed). */
export function releaseOriginProblem(url: URL, policy: ReleaseOriginPolicy): string | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'baseUrl must be http(s)';
  if (policy === 'any') return null;
  if (policy.httpsOnly && url.protocol !== 'https:') return `a release is served over https, not ${url.protocol.replace(':', '')}`;
  if (!policy.origins.includes(url.origin)) {
    return policy.origins.length === 0
      ? `${url.origin} is not an allowed release origin: no CDN origin is allowed (RELEASE_ORIGINS is empty)`
      : `${url.origin} is not an allowed release origin (RELEASE_ORIGINS: ${policy.origins.join(', ')})`;
  }
  return null;
}
