/**
 * Session ids and their cookies, one implementation for every kind of session the shop issues (the
 * visitors' `shop_session`, domains/cart/session.ts, and the operators' `shop_operator_session`,
 * domains/operator/sessions.ts). The rules (ADR 0020, ASVS 5.0 V7):
 *  - only the server issues ids: 256 random bits, base64url (43 characters);
 *  - the database keeps only their sha256, so a client cannot pick its own id (fixation) and a copy of
 *    the table cannot be replayed as cookies;
 *  - a cookie that is not 43 base64url characters is no session at all (nothing is looked up);
 *  - cookies are HttpOnly, Secure when the client reached us over https (directly or through a
 *    trusted proxy, never decided by a header anyone can send), with a SameSite policy and a path.
 */
import { createHash, randomBytes } from 'node:crypto';
import { serialize as serializeCookie } from 'cookie';

/** 256 random bits, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a session id: its sha256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A value we could have issued (anything else is not looked up). */
export function isWellFormedSessionToken(token: string | undefined | null): token is string {
  return !!token && TOKEN_PATTERN.test(token);
}

export interface SessionCookieOptions {
  /** The client reached us over https. */
  secure: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  maxAgeSeconds: number;
}

/** Set-Cookie for a session id (issued or rotated), or, with `null`, the header that drops the cookie. */
export function sessionCookieHeader(name: string, token: string | null, options: SessionCookieOptions): string {
  const attributes = { httpOnly: true, sameSite: options.sameSite, secure: options.secure, path: options.path } as const;
  if (token) return serializeCookie(name, token, { ...attributes, maxAge: options.maxAgeSeconds });
  // Max-Age=0 plus a past Expires: every browser drops the cookie at once.
  return serializeCookie(name, '', { ...attributes, maxAge: 0, expires: new Date(0) });
}
