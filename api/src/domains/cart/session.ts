/**
 * The visitor session behind a guest's cart: a random token in an HttpOnly cookie. The database only
 * keeps its sha256, so a leaked database cannot be replayed as cookies. The cookie is issued lazily,
 * the first time a visitor puts something in a cart; reading never creates one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';

export const SESSION_COOKIE = 'shop_session';
/** 90 days: a basket is still there when the shopper comes back next month. */
export const SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

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

  /** The key, issuing a new session (and its cookie) when the visitor has none. */
  ensureHash(): string {
    if (!this.token) {
      this.token = randomBytes(32).toString('base64url');
      this.issuedToken = this.token;
    }
    return hashSessionToken(this.token);
  }

  /** The Set-Cookie header this response must carry, if a session was issued. */
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
 * `secure`: the visitor reached us over https (directly, or through a trusted proxy: the caller
 * decides with http/client-address.ts, never from a header anyone can send).
 */
export function sessionFromRequest(request: Request, secure: boolean): VisitorSession {
  const cookies = parseCookie(request.headers.get('cookie') ?? '');
  const token = cookies[SESSION_COOKIE];
  // A malformed cookie is treated as none (and replaced when the visitor adds to a cart).
  return new VisitorSession(token && TOKEN_PATTERN.test(token) ? token : null, secure);
}
