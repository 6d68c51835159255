/**
 * Where the server reads a CDN release's server build (`server/routes.js`) from (issue 31, ADR 0033).
 * A release folder's is read from disk. A CDN release's must not be public: a visitor has no use for
 * it, and it is code the server runs. So it comes from an internal origin that serves the CDN's files
 * under the same paths (REMOTE_SERVER_BUILDS_BASE, e.g. the bucket behind the CDN), while browsers get
 * the rest from the CDN. Without one, the demo reads it from the release's own base URL (a local
 * stand-in CDN); production refuses CDN releases (their check and their server render need it).
 */

/** An internal base URL, the release's own base (demo), or none (production without one). */
export type ServerBuildSource = { internalBase: string } | 'release-base' | null;

export function serverBuildSourceFromEnv(env: NodeJS.ProcessEnv, production: boolean): ServerBuildSource {
  const base = env.REMOTE_SERVER_BUILDS_BASE?.trim();
  if (base) {
    if (!/^https?:\/\//i.test(base)) throw new Error(`REMOTE_SERVER_BUILDS_BASE must be an http(s) URL, not "${base}"`);
    return { internalBase: base.endsWith('/') ? base : `${base}/` };
  }
  return production ? null : 'release-base';
}

/** The base URL below which a CDN release's `server/` folder is read; null: none may be read. */
export function serverBuildBase(releaseBaseUrl: string, source: ServerBuildSource): string | null {
  const release = releaseBaseUrl.endsWith('/') ? releaseBaseUrl : `${releaseBaseUrl}/`;
  if (source === null) return null;
  if (source === 'release-base') return release;
  // The same path on the internal origin: https://cdn.example/remotes/catalogue/1.2.0/ → <internal>/remotes/catalogue/1.2.0/
  return new URL(new URL(release).pathname.replace(/^\/+/, ''), source.internalBase).href;
}

export const NO_SERVER_BUILD_SOURCE =
  "a CDN release's server build is read from an internal origin, never the public CDN: set REMOTE_SERVER_BUILDS_BASE (README, Production)";
