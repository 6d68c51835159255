/**
 * Release previews (issue 32, the lifecycle's "previewable" step; ADR 0036): a team looks at a
 * registered release on a real storefront before anyone else gets it. A releaser asks for a link
 * (`pnpm operator release:preview`, operatorReleasePreviewLink); the link carries a signed token
 *
 *   base64url(JSON {remote, version, exp}) "." HMAC-SHA256
 *
 * (the server's keyed hash `ShopSecrets.limitKey` with a purpose prefix of its own, as the local
 * override's cookie: nothing stored, valid across API processes, unforgeable, and it names one release
 * exactly). Opening it sets the token as a cookie for that browser; its pages then load that release of
 * that remote, rendered on the server with its server build. Such a page is `private, no-store` and
 * `noindex`, and its GraphQL answers never enter the public answer cache: nobody but the holder of the
 * link sees the release, and no cache or search engine keeps it. A token past its `exp`, or naming a
 * release that is no longer registered, counts for nothing.
 */
import { parse as parseCookie } from 'cookie';
import type { LimitKeyHasher } from '../security/rate-limit';
import { sessionCookieHeader } from '../security/session-token';
import { signPayload, verifyPayload } from '../security/signed-payload';
import type { RemoteReleaseRow } from '../db/schema';
import { type RegistryOptions, type ResolvedRemote, integrityFor, manifestUrlFor } from './registry';
import { type RemoteName, isRemoteName } from './remote-names';

export const PREVIEW_COOKIE = 'shop_release_preview';
/** Where a preview link opens (`/preview/<token>`) and where a preview is ended (`/preview/end`). */
export const PREVIEW_PATH = '/preview/';
export const PREVIEW_END_PATH = '/preview/end';
/** A link lives a day unless the releaser asks for less or more; never more than a week. */
export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 7 * 24;
/** Release versions as operations.ts accepts them (no colon, no slash). */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export interface ReleasePreview {
  remote: RemoteName;
  version: string;
  /** Unix seconds after which the preview no longer counts. */
  exp: number;
}

/** The purpose of a preview token's signature (security/signed-payload.ts). */
const PURPOSE = 'release-preview';

export function signPreview(limitKey: LimitKeyHasher, preview: ReleasePreview): string {
  return signPayload(limitKey, PURPOSE, { remote: preview.remote, version: preview.version, exp: preview.exp });
}

/** The preview a token names, or null when this server did not issue it or it has expired. */
export function verifyPreview(limitKey: LimitKeyHasher, value: string | null | undefined, nowMs: number = Date.now()): ReleasePreview | null {
  const parsed = verifyPayload(limitKey, PURPOSE, value, 1_024);
  const { remote, version, exp } = (parsed ?? {}) as { remote?: unknown; version?: unknown; exp?: unknown };
  if (typeof remote !== 'string' || !isRemoteName(remote)) return null;
  if (typeof version !== 'string' || !VERSION.test(version)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp * 1000 <= nowMs) return null;
  return { remote, version, exp };
}

/** The preview of a request's Cookie header (null: none, or one that does not count). */
export function previewOfCookieHeader(limitKey: LimitKeyHasher, cookieHeader: string | null | undefined, nowMs: number = Date.now()): ReleasePreview | null {
  if (!cookieHeader?.includes(PREVIEW_COOKIE)) return null;
  return verifyPreview(limitKey, parseCookie(cookieHeader)[PREVIEW_COOKIE], nowMs);
}

/** Set-Cookie for a preview (until its `exp`), or with null the header that ends it. */
export function previewCookieHeader(value: string | null, preview: ReleasePreview | null, secure: boolean, nowMs: number = Date.now()): string {
  const maxAgeSeconds = preview ? Math.max(1, Math.floor(preview.exp - nowMs / 1000)) : 0;
  // Lax: the link is opened from a chat or a ticket, a navigation from another site.
  return sessionCookieHeader(PREVIEW_COOKIE, value, { secure, sameSite: 'lax', path: '/', maxAgeSeconds });
}

/** A preview valid for `hours` from now (bounded). */
export function previewFor(remote: RemoteName, version: string, hours: number = PREVIEW_DEFAULT_HOURS, nowMs: number = Date.now()): ReleasePreview {
  const bounded = Math.min(Math.max(hours, 1 / 60), PREVIEW_MAX_HOURS);
  return { remote, version, exp: Math.floor(nowMs / 1000 + bounded * 3600) };
}

/** Where a preview link sends the browser after it set the cookie: a path of this shop, else home. */
export function previewTarget(to: string | null): string {
  if (!to?.startsWith('/') || to.startsWith('//') || to.includes('\\') || to.length > 500) return '/';
  return to;
}

/**
 * The remotes of one request with the previewed release in place of what the storefront serves
 * (pure; after every cache). The operator's switch still counts: a disabled remote stays disabled.
 */
export function applyReleasePreview(resolved: readonly ResolvedRemote[], release: RemoteReleaseRow | null, options: RegistryOptions): ResolvedRemote[] {
  if (!release) return [...resolved];
  return resolved.map((remote) =>
    remote.name !== release.remote
      ? remote
      : {
          ...remote,
          version: release.version,
          manifestUrl: manifestUrlFor(release, options),
          contractVersion: release.declaration?.contractVersion ?? null,
          declaration: release.declaration ?? null,
          integrity: integrityFor(release),
          rollout: null,
        },
  );
}
