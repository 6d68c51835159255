/**
 * Cross-site request forgery defences of the operator console (ADR 0027). Every state-changing
 * request is a form POST that must pass two independent checks:
 *
 *  1. Where it comes from: `Sec-Fetch-Site: same-origin` and/or an `Origin` equal to the console's
 *     own origin. At least one of the two must be present (every browser that can run the console
 *     sends them on a POST) and neither may say otherwise. `SameSite=Strict` on the session cookie is
 *     not enough on its own: the storefronts' hosts (`cb.localhost`, `ck.localhost`, …) are the same
 *     *site* as the console's, so a script on any storefront page (a remote's bug) would have the
 *     browser send the operator cookie along. `same-site` is therefore refused, only `same-origin`
 *     passes.
 *  2. A token in a hidden field, bound to the session: an HMAC of the session id's hash under the
 *     server's secret, so it needs no storage, holds across API processes, changes with every login
 *     and is worthless once the session ends. The login form, before there is a session, binds its
 *     token to a short-lived cookie of its own (a "pre-session"), against login CSRF (an attacker
 *     logging the operator's browser into an account of the attacker's).
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parse as parseCookie } from 'cookie';
import type { ClientInfo } from '../http/client-address';
import type { LimitKeyHasher } from '../security/rate-limit';
import { isWellFormedSessionToken, newSessionToken, sessionCookieHeader } from '../security/session-token';

/** The hidden field every console form carries. */
export const CSRF_FIELD = 'csrf';

/** The login form's pre-session cookie: sent only to the login path, gone after an hour or a login. */
export const LOGIN_COOKIE = 'shop_operator_login';
export const LOGIN_PATH = '/operator/login';
const LOGIN_COOKIE_SECONDS = 60 * 60;

/** The token of an operator session (its id's sha256, as the session row keeps it). */
export function sessionCsrfToken(limitKey: LimitKeyHasher, sessionHash: string): string {
  // limitKey is the server's keyed HMAC; the purpose prefix keeps these tokens apart from its other uses.
  return limitKey(`operator-console-csrf|${sessionHash}`);
}

/** The token of the login form, bound to the pre-session cookie's value. */
export function loginCsrfToken(limitKey: LimitKeyHasher, loginCookie: string): string {
  return limitKey(`operator-console-login-csrf|${loginCookie}`);
}

/** Constant-time comparison of a submitted token with the expected one. */
export function sameToken(submitted: string | null | undefined, expected: string): boolean {
  if (typeof submitted !== 'string' || submitted.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(submitted), Buffer.from(expected));
}

/** The login pre-session cookie's value when it is one we could have issued. */
export function loginCookieOf(req: IncomingMessage): string | null {
  const value = parseCookie(req.headers.cookie ?? '')[LOGIN_COOKIE];
  return isWellFormedSessionToken(value) ? value : null;
}

export function newLoginCookie(): string {
  return newSessionToken();
}

export function loginCookieHeader(value: string | null, secure: boolean): string {
  return sessionCookieHeader(LOGIN_COOKIE, value, { secure, sameSite: 'strict', path: LOGIN_PATH, maxAgeSeconds: LOGIN_COOKIE_SECONDS });
}

/** Did the client reach us over https (directly, or as the trusted proxy says)? Decides the cookies' Secure flag. */
export function isSecureRequest(req: IncomingMessage, client: ClientInfo): boolean {
  return Boolean((req.socket as TLSSocket | undefined)?.encrypted) || client.forwardedProto === 'https';
}

/** The console's own origin as the browser sees it: scheme and host (of the trusted proxy, if any). */
export function ownOrigin(req: IncomingMessage, client: ClientInfo): string | null {
  const host = client.forwardedHost ?? req.headers.host;
  if (!host) return null;
  return `${isSecureRequest(req, client) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Check 1: the request was sent by a page of the console's own origin. Returns the reason for a
 * refusal, or null when the request may proceed.
 */
export function crossOriginProblem(req: IncomingMessage, client: ClientInfo): string | null {
  const fetchSite = single(req.headers['sec-fetch-site'])?.toLowerCase();
  const origin = single(req.headers.origin);
  if (fetchSite === undefined && origin === undefined) return 'the request names neither its origin nor its site';
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return `the request came from another site (${fetchSite.slice(0, 20)})`;
  if (origin !== undefined) {
    const expected = ownOrigin(req, client);
    // "null" (sandboxed frames, some redirects) never matches.
    if (!expected || origin.toLowerCase() !== expected) return 'the request came from another origin';
  }
  return null;
}
