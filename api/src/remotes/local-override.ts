/**
 * Local remote overrides (issue 19 part 6, ADR 0031): a developer points one remote of the running
 * shop at their own dev server, for their own browser only. The override lives in a signed cookie:
 *
 *   shop_remote_override = base64url(JSON {remotes: {name: manifestUrl}, exp}) "." HMAC-SHA256
 *
 * The HMAC is the server's keyed hash (`ShopSecrets.limitKey`) with a purpose prefix of its own, the
 * same construction as the console's CSRF tokens: nothing to store, valid across API processes, and
 * worthless to anyone who cannot compute it (a visitor cannot forge one, nor edit the URL in one). A
 * cookie with a bad signature, past its `exp`, naming an unknown remote or a URL the rules below
 * refuse is ignored as a whole.
 *
 * Where a cookie comes from: in the demo, the query switch `?remote-override=<remote>@<url>` on any
 * storefront page (local dev servers only: a link someone sends can only point the victim's browser
 * at the victim's own machine); in production, only the operator console's /operator/overrides.
 *
 * Its effect (applyLocalOverride) is applied per request AFTER every shared cache: the page carrying
 * it is `private, no-store`, and its GraphQL answer never enters the public answer cache.
 */
import { SHOP_CONTRACT_VERSION } from '@shop/shared/routes';
import { parse as parseCookie } from 'cookie';
import type { LimitKeyHasher } from '../security/rate-limit';
import { sessionCookieHeader } from '../security/session-token';
import { signPayload, verifyPayload } from '../security/signed-payload';
import type { ResolvedRemote } from './registry';
import { type RemoteName, isRemoteName } from './remote-names';

export const OVERRIDE_COOKIE = 'shop_remote_override';
/** The demo's query switch; `reset` drops the cookie. */
export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_RESET = 'reset';
/** A working day: an override forgotten in a browser does not outlive it for long. */
export const OVERRIDE_MAX_AGE_SECONDS = 8 * 60 * 60;
/** Where the shell tells the visitor to manage the override: the query switch (demo) or the console. */
export type OverrideSwitch = 'query' | 'console';
/** Long enough for any real manifest URL; keeps the cookie (5 remotes at most) far below 4 kB. */
const MAX_URL_LENGTH = 300;
const MANIFEST_FILE = '/mf-manifest.json';
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface LocalOverride {
  /** The manifest URL each overridden remote loads from. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Unix seconds after which the override no longer counts (the cookie's Max-Age says the same). */
  exp: number;
}

/** The override of a request, with where it is managed (what the shell's notice links to). */
export interface ActiveOverride extends LocalOverride {
  switch: OverrideSwitch;
}

function parseManifestUrl(url: string): URL | null {
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // No credentials, query or fragment: nothing in the URL but where the manifest is.
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username || parsed.password || parsed.search || parsed.hash) return null;
  if (!parsed.pathname.endsWith(MANIFEST_FILE)) return null;
  // The URL as given must be the URL as parsed (no `\`, no dot segments, no odd encodings to hide in).
  if (parsed.href !== url) return null;
  return parsed;
}

/**
 * Why the demo's query switch refuses a manifest URL (null: allowed): only a dev server on the
 * visitor's own machine (http(s)://localhost|127.0.0.1|[::1]:<port>/…/mf-manifest.json).
 */
export function localManifestProblem(url: string): string | null {
  const parsed = parseManifestUrl(url);
  if (!parsed) return `the URL must be an http(s) URL of at most ${MAX_URL_LENGTH} characters ending in ${MANIFEST_FILE}, without credentials, query or fragment`;
  if (!LOCAL_HOSTS.has(parsed.hostname) || !parsed.port) return 'only a dev server on your own machine (localhost, 127.0.0.1 or [::1] with a port) may be named here';
  return null;
}

/** Why the operator console refuses a manifest URL (null: allowed): https anywhere, or a local dev server. */
export function consoleManifestProblem(url: string): string | null {
  const parsed = parseManifestUrl(url);
  if (!parsed) return `the URL must be an http(s) URL of at most ${MAX_URL_LENGTH} characters ending in ${MANIFEST_FILE}, without credentials, query or fragment`;
  if (parsed.protocol === 'https:') return null;
  return localManifestProblem(url) ? 'plain http is allowed only for a dev server on your own machine (localhost, 127.0.0.1 or [::1] with a port)' : null;
}

/** The purpose of the override cookie's signature (security/signed-payload.ts). */
const PURPOSE = 'remote-override';

/** The cookie value of an override. */
export function signOverride(limitKey: LimitKeyHasher, override: LocalOverride): string {
  const remotes = Object.fromEntries(Object.entries(override.remotes).filter(([name, url]) => isRemoteName(name) && typeof url === 'string'));
  return signPayload(limitKey, PURPOSE, { remotes, exp: override.exp });
}

/** The override a cookie value carries, or null when it is not one this server issued and still valid. */
export function verifyOverride(limitKey: LimitKeyHasher, value: string | undefined | null, nowMs: number = Date.now()): LocalOverride | null {
  const parsed = verifyPayload(limitKey, PURPOSE, value, 4_096);
  if (!parsed || typeof parsed !== 'object') return null;
  const { remotes, exp } = parsed as { remotes?: unknown; exp?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= nowMs) return null;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return null;
  const entries = Object.entries(remotes as Record<string, unknown>);
  if (entries.length === 0) return null;
  const result: Partial<Record<RemoteName, string>> = {};
  for (const [name, url] of entries) {
    // Signed by us, but checked again: a remote removed since, or a rule tightened since, voids it.
    if (!isRemoteName(name) || typeof url !== 'string' || consoleManifestProblem(url)) return null;
    result[name] = url;
  }
  return { remotes: result, exp };
}

/** The override of a request's Cookie header (null: none, or one that does not count). */
export function overrideOfCookieHeader(limitKey: LimitKeyHasher, cookieHeader: string | undefined | null, nowMs: number = Date.now()): LocalOverride | null {
  if (!cookieHeader?.includes(OVERRIDE_COOKIE)) return null;
  return verifyOverride(limitKey, parseCookie(cookieHeader)[OVERRIDE_COOKIE], nowMs);
}

/** Set-Cookie for an override (issued or extended), or with null the header that drops it. */
export function overrideCookieHeader(value: string | null, secure: boolean): string {
  // Lax, not Strict: the override must hold on a page reached from a link (the dev's own bookmark).
  return sessionCookieHeader(OVERRIDE_COOKIE, value, { secure, sameSite: 'lax', path: '/', maxAgeSeconds: OVERRIDE_MAX_AGE_SECONDS });
}

/** An override with `remote` pointed at `url` (added to the current one, if any), valid for 8 hours from now. */
export function withRemote(current: LocalOverride | null, remote: RemoteName, url: string, nowMs: number = Date.now()): LocalOverride {
  return { remotes: { ...(current?.remotes ?? {}), [remote]: url }, exp: Math.floor(nowMs / 1000) + OVERRIDE_MAX_AGE_SECONDS };
}

/** The override without `remote`; null when nothing is left. */
export function withoutRemote(current: LocalOverride | null, remote: RemoteName): LocalOverride | null {
  if (!current) return null;
  const remotes = { ...current.remotes };
  delete remotes[remote];
  return Object.keys(remotes).length ? { remotes, exp: current.exp } : null;
}

/** The demo's query switch: a reset, an override to set, or why the value is refused. */
export type QuerySwitch = { reset: true } | { reset: false; remote: RemoteName; url: string } | { problem: string };

export function parseQuerySwitch(value: string): QuerySwitch {
  if (value === OVERRIDE_RESET) return { reset: true };
  const at = value.indexOf('@');
  const remote = at > 0 ? value.slice(0, at) : '';
  if (!isRemoteName(remote)) return { problem: 'name a remote: ?remote-override=<remote>@<manifest URL> (or =reset)' };
  const url = value.slice(at + 1);
  const problem = localManifestProblem(url);
  return problem ? { problem } : { reset: false, remote, url };
}

/**
 * The version an overridden remote reports: never a registry release. Release versions cannot hold
 * a colon (operations.ts VERSION_PATTERN), so this can never name a release (nor a file path of one).
 */
export function overrideVersion(url: string): string {
  return `override:${new URL(url).host}`;
}

export function isOverrideVersion(version: string | null | undefined): boolean {
  return typeof version === 'string' && version.startsWith('override');
}

/**
 * The remotes of one request with its override applied (pure; after every cache). An overridden
 * remote loads from the dev server's manifest under a version of its own, flagged for the shell's
 * notice. Its routes stay those of the release the storefront serves (the declaration is kept), and
 * it is taken to be built for this server's contract: a dev server builds from the checkout. The
 * operator's switch still counts: a disabled remote stays disabled.
 */
export function applyLocalOverride(
  resolved: readonly ResolvedRemote[],
  override: LocalOverride | null,
  contractVersion: string = SHOP_CONTRACT_VERSION,
): ResolvedRemote[] {
  if (!override) return [...resolved];
  return resolved.map((remote) => {
    const url = override.remotes[remote.name];
    if (!url) return remote;
    // A developer's dev server: rebuilt on every change, nothing to check its files against.
    return { ...remote, manifestUrl: url, version: overrideVersion(url), contractVersion, integrity: null, localOverride: true };
  });
}
