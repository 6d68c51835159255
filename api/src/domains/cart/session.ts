/**
 * The visitor session behind a guest's cart: a random token (256 bits) in an HttpOnly cookie. Only
 * the server issues tokens, and the database keeps only their sha256 (`visitor_sessions`): a cookie
 * whose hash is not there is no session, so a client cannot pick its own id (session fixation), and
 * a leaked database cannot be replayed as cookies. The cookie is issued lazily, the first time a
 * visitor puts something in a cart (reading never creates one), replaced by a new one when an
 * order is placed (`rotate`; later also at login), and ended at logout (`end`).
 */
import { parse as parseCookie } from 'cookie';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { visitorSessions } from '../../db/ops-schema';
import type { Transaction } from './cart-store';
import { hashSessionToken, isWellFormedSessionToken, newSessionToken, sessionCookieHeader } from '../../security/session-token';

export { hashSessionToken };

export const SESSION_COOKIE = 'shop_session';
/** 90 days: a basket is still there when the shopper comes back next month. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const newToken = newSessionToken;
const expiry = () => new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);

export class VisitorSession {
  private issuedToken: string | null = null;
  /** Set by `end`: the response tells the browser to drop its cookie. */
  private ended = false;

  constructor(
    private token: string | null,
    private readonly secure: boolean,
    /** The account this session is logged in to (issue 16); null for a guest. */
    private loggedInUser: string | null = null,
  ) {}

  /** The logged-in user's id; null for a guest. */
  get userId(): string | null {
    return this.token ? this.loggedInUser : null;
  }

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
      this.ended = false;
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
    // A logged-in session stays logged in on its new id (a login sets the user afterwards itself).
    const [previous] = await tx
      .select({ userId: visitorSessions.userId, authenticatedAt: visitorSessions.authenticatedAt })
      .from(visitorSessions)
      .where(eq(visitorSessions.tokenHash, old));
    await tx.insert(visitorSessions).values({ tokenHash: hash, expiresAt: expiry(), userId: previous?.userId ?? null, authenticatedAt: previous?.authenticatedAt ?? null });
    await tx.update(orders).set({ sessionHash: hash }).where(eq(orders.sessionHash, old));
    await tx.delete(visitorSessions).where(eq(visitorSessions.tokenHash, old));
    this.token = token;
    this.issuedToken = token;
    return hash;
  }

  /**
   * Logs the session in to an account (ASVS 7.2.4: a new session id at login): a guest without a
   * session gets one, a guest's session is rotated (its basket moves along), and the new session
   * belongs to the user. Inside the caller's transaction.
   */
  async logIn(tx: Transaction, userId: string): Promise<string> {
    const hash = this.token ? await this.rotate(tx) : await this.ensureHash(tx);
    if (!hash) throw new Error('logIn: no session');
    await tx.update(visitorSessions).set({ userId, authenticatedAt: new Date() }).where(eq(visitorSessions.tokenHash, hash));
    this.loggedInUser = userId;
    return hash;
  }

  /**
   * Ends the session (logout, spec §4: the user, prefill data, orders and cart go), inside the
   * caller's transaction: its open carts are deleted (receivers' names and addresses included, which
   * nobody could reach any more), the session row goes, so the old cookie is no session from now on
   * (also for a copy of it elsewhere), and the response expires the cookie. Placed orders stay: they
   * are the shop's records of a sale, only no longer visible to this browser. A cart that belongs to
   * an account (user_id) stays with the account. A visitor without a session has nothing to end; the
   * cookie is still expired, in case the browser holds a stale one.
   */
  async end(tx: Transaction): Promise<void> {
    const hash = this.hash;
    this.token = null;
    this.issuedToken = null;
    this.ended = true;
    this.loggedInUser = null;
    if (!hash) return;
    await tx.delete(orders).where(and(eq(orders.sessionHash, hash), eq(orders.status, 'CART'), isNull(orders.userId)));
    await tx.delete(visitorSessions).where(eq(visitorSessions.tokenHash, hash));
  }

  /** The Set-Cookie header this response must carry, if a session was issued, rotated or ended. */
  setCookieHeader(): string | null {
    // Lax: a shopper following a link to the shop arrives with their basket (ADR 0020).
    const options = { secure: this.secure, sameSite: 'lax', path: '/', maxAgeSeconds: SESSION_MAX_AGE_SECONDS } as const;
    if (this.issuedToken) return sessionCookieHeader(SESSION_COOKIE, this.issuedToken, options);
    if (this.ended) return sessionCookieHeader(SESSION_COOKIE, null, options);
    return null;
  }
}

/**
 * The request's session: its cookie counts only when the server issued it and it has not expired.
 * `secure`: the visitor reached us over https (directly, or through a trusted proxy: the caller
 * decides with http/client-address.ts, never from a header anyone can send).
 */
/**
 * The session check runs before every request of a visitor with a cookie: built once per database
 * (a prepared statement, planned once per connection on PostgreSQL) instead of for each request.
 */
const sessionLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
function prepareSessionLookup(db: Database) {
  return db
    .select({ tokenHash: visitorSessions.tokenHash, userId: visitorSessions.userId })
    .from(visitorSessions)
    .where(sql`${visitorSessions.tokenHash} = ${sql.placeholder('hash')} and ${visitorSessions.expiresAt} > now()`)
    .prepare('visitor_session_lookup');
}
function sessionLookup(db: Database) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

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
  if (!isWellFormedSessionToken(token)) return new VisitorSession(null, secure);
  const [known] = await sessionLookup(db).execute({ hash: hashSessionToken(token) });
  // An unknown or expired cookie is treated as none (and replaced when the visitor adds to a cart).
  return new VisitorSession(known ? token : null, secure, known?.userId ?? null);
}

/**
 * Ends every session of a user but the one kept (a password change when the shopper asks for it,
 * ASVS 7.4.3), or all of them (`keep` null: a deleted account, a password reset by mail).
 */
export async function endSessionsOf(tx: Transaction, userId: string, keepHash: string | null): Promise<number> {
  const ended = await tx
    .delete(visitorSessions)
    .where(keepHash ? and(eq(visitorSessions.userId, userId), sql`${visitorSessions.tokenHash} <> ${keepHash}`) : eq(visitorSessions.userId, userId))
    .returning({ tokenHash: visitorSessions.tokenHash });
  return ended.length;
}
