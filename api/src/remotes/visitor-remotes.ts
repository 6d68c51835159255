/**
 * Percentage rollouts, sticky per visitor (issue 19 part 3, ADR 0028). A storefront may serve a second
 * release of a remote (its rollout) to `percent` % of its visitors. Which visitors: those whose bucket
 * for that remote is below the percentage, the bucket being a number 0-99 derived from the visitor's
 * `shop_rollout` cookie (16 random bytes the server issues; no personal data, nothing stored).
 *
 * - The bucket hashes the remote with the visitor id, so the rollouts of two remotes pick independent
 *   visitors (not always the same unlucky 10 %).
 * - It does not hash the version or the percentage: raising 10 % to 50 % keeps the first 10 % in, and a
 *   visitor stays on the same side from one page load to the next (sticky).
 * - The cookie is not trusted beyond the bucket: a visitor who writes their own value only chooses
 *   which of the two releases they get, which they could as well by clearing the cookie until lucky.
 *   A value the server could not have issued counts as no cookie.
 *
 * Everything here is pure: the registry's result (cached for all visitors) goes in, the visitor's own
 * choice comes out, so the caches of registry state stay shared.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookie } from 'cookie';
import { sessionCookieHeader } from '../security/session-token';
import type { ResolvedRemote } from './registry';

export const ROLLOUT_COOKIE = 'shop_rollout';
/** 180 days: a visitor keeps their side of a rollout for as long as one runs. */
export const ROLLOUT_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** 16 random bytes, base64url without padding: 22 characters. */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newRolloutVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/** The visitor id of a Cookie header; null when there is none or it is not one the server could issue. */
export function rolloutVisitorOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  let value: string | undefined;
  try {
    value = parseCookie(cookieHeader)[ROLLOUT_COOKIE];
  } catch {
    return null;
  }
  return value && VISITOR_ID_PATTERN.test(value) ? value : null;
}

/** Set-Cookie for a new visitor id: HttpOnly (no script needs it), Lax (sent on the first navigation in). */
export function rolloutCookieHeader(visitorId: string, secure: boolean): string {
  return sessionCookieHeader(ROLLOUT_COOKIE, visitorId, { secure, sameSite: 'lax', path: '/', maxAgeSeconds: ROLLOUT_COOKIE_MAX_AGE_SECONDS });
}

/** The visitor's bucket for a remote, 0 to 99: the first 4 bytes of sha256(`remote:visitorId`) mod 100. */
export function rolloutBucket(remote: string, visitorId: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** True when one of the storefront's remotes is being rolled out (its pages then differ per visitor). */
export function hasActiveRollout(resolved: readonly ResolvedRemote[]): boolean {
  return resolved.some((remote) => remote.enabled && remote.rollout !== null);
}

/**
 * The releases this visitor gets: per remote with a rollout, the rollout's release when the visitor's
 * bucket is below its percentage, else the base. A visitor without an id gets the base everywhere.
 * The result has no rollouts left (`rollout: null`): it is what the shell and the server renderer load.
 */
export function remotesForVisitor(resolved: readonly ResolvedRemote[], visitorId: string | null): ResolvedRemote[] {
  return resolved.map((remote) => {
    const { rollout } = remote;
    if (!rollout) return remote;
    if (visitorId === null || rolloutBucket(remote.name, visitorId) >= rollout.percent) return { ...remote, rollout: null };
    return {
      ...remote,
      version: rollout.version,
      manifestUrl: rollout.manifestUrl,
      contractVersion: rollout.contractVersion,
      declaration: rollout.declaration,
      integrity: rollout.integrity ?? null,
      rollout: null,
    };
  });
}

/**
 * What the visitor's choice looks like to a cache: '' without any rollout, else the chosen version per
 * rolled-out remote. Two visitors with the same signature get the same storefront config.
 */
export function rolloutSignature(resolved: readonly ResolvedRemote[], visitorId: string | null): string {
  if (!resolved.some((remote) => remote.rollout !== null)) return '';
  return remotesForVisitor(resolved, visitorId)
    .filter((_, index) => resolved[index]?.rollout)
    .map((remote) => `${remote.name}@${remote.version}`)
    .join(',');
}
