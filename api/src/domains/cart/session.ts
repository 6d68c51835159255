/**
 * The visitor session behind a guest's cart: a random token (256 bits) in an HttpOnly cookie. Only
 * the server issues tokens, and the database keeps only their sha256 (`visitor_sessions`): a cookie
 * whose hash is not there is no session, so a client cannot pick its own id (session fixation), and
 * a leaked database cannot be replayed as cookies. The cookie is issued lazily, the first time a
 * visitor puts something in a cart (reading never creates one), and replaced by a new one when an
 * order is placed (`rotate`; later also at login).
 */
import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { visitorSessions } from '../../db/ops-schema';
import type { Transaction } from './cart-store';

export const SESSION_COOKIE = 'shop_session';
/** 90 days: a basket is still there when the shopper comes back next month. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');
const expiry = () => new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);

export class VisitorSession {
  private issuedToken: string | null = null;

  constructor(
    private token: string | null,
    private readonly secure: boolean,
  ) {}

  /** The session's key in the database; null while the visitor has no session. */
  get hash(): string | null {
    return this.token ? hashSessionToken(this.token) : null;
  }

  /** The key, issuing (and storing) a new session when the visitor has none. */
  async ensureHash(db: Database | Transaction): Promise<string> {
    if (!this.token) {
      const token = newToken();
      await db.insert(visitorSessions).values({ tokenHash: hashSessionToken(token), expiresAt: expiry() });
      this.token = token;
      this.issuedToken = token;
    }
    return hashSessionToken(this.token);
  }

  /**
   * Replaces the session id by a new one (order placement, login), inside the caller's transaction:
   * the session's carts and orders move to the new key and the old cookie stops working. Returns the
   * new key; the response carries the new cookie.
   */
  async rotate(tx: Transaction): Promise<string | null> {
    const old = this.hash;
    if (!old) return null;
    const token = newToken();
    const hash = hashSessionToken(token);
    await tx.insert(visitorSessions).values({ tokenHash: hash, expiresAt: expiry() });
    await tx.update(orders).set({ sessionHash: hash }).where(eq(orders.sessionHash, old));
    await tx.delete(visitorSessions).where(eq(visitorSessions.tokenHash, old));
    this.token = token;
    this.issuedToken = token;
    return hash;
  }

  /** The Set-Cookie header this response must carry, if a session was issued or rotated. */
  setCookieHeader(): string | null {
    if (!this.issuedToken) return null;
    return serializeCookie(SESSION_COOKIE, this.issuedToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
      path: '/',
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
  }
}

/**
 * The request's session: its cookie counts only when the server issued it and it has not expired.
 * `secure`: the visitor reached us over https (directly, or through a trusted proxy: the caller
 * decides with http/client-address.ts, never from a header anyone can send).
 */
export async function sessionFromRequest(db: Database, request: Request, secure: boolean): Promise<VisitorSession> {
  return sessionFromCookieHeader(db, request.headers.get('cookie'), secure);
}

/**
 * The session of a Cookie header, for callers without a fetch Request (the page status of a page
 * request, http/page-status.ts): the same check, so a page and its GraphQL calls see one visitor.
 */
export async function sessionFromCookieHeader(db: Database, cookieHeader: string | null | undefined, secure: boolean): Promise<VisitorSession> {
  const cookies = parseCookie(cookieHeader ?? '');
  const token = cookies[SESSION_COOKIE];
  if (!token || !TOKEN_PATTERN.test(token)) return new VisitorSession(null, secure);
  const [known] = await db
    .select({ tokenHash: visitorSessions.tokenHash })
    .from(visitorSessions)
    .where(sql`${visitorSessions.tokenHash} = ${hashSessionToken(token)} and ${visitorSessions.expiresAt} > now()`);
  // An unknown or expired cookie is treated as none (and replaced when the visitor adds to a cart).
  return new VisitorSession(known ? token : null, secure);
}
