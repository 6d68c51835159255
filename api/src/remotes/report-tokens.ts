/**
 * Report tokens (issue 32 item 4, ADR 0037): the server signs, into every page it serves (the boot
 * value, `reportToken`), which releases that page loads on which storefront and when. A browser's
 * health report counts only with such a token, only about a remote and version the token names, only
 * while the token is young (REPORT_TOKEN_TTL_MS) and only a bounded number of times (the database
 * counts each token's events: remote-reports.ts). So a report costs a page the server really served,
 * and says nothing about a release that page did not load.
 *
 *   v1.<base64url JSON {s: storefront key, r: [[remote, version], …], t: issued at (ms), n: nonce}>.<base64url HMAC-SHA256>
 *
 * The key is derived from the abuse-limit key (which is derived from SECRETS_KEY) with a purpose of
 * its own: no new secret to configure, and a token never verifies under another purpose's key.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const REPORT_TOKEN_TTL_MS = 15 * 60_000;
/** A token issued this far "in the future" still counts (clocks of several processes differ a little). */
const CLOCK_SKEW_MS = 60_000;
const VERSION = 'v1';
/** A page names at most a handful of remotes; a token naming more is not one of ours. */
const MAX_REMOTES = 20;

export interface ReportTokenClaims {
  storefrontKey: string;
  /** The releases the page loads: remote name → version. */
  remotes: Map<string, string>;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** Random, so two pages of the same second have two tokens (their uses are counted apart). */
  nonce: string;
}

/** The token key: the abuse-limit hasher's HMAC of a purpose label (never the secrets key itself). */
export function reportTokenKey(limitKey: (key: string) => string): Buffer {
  return Buffer.from(limitKey('remote-report-tokens|signing-key'), 'hex');
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();
}

/** A remote of the page as the boot config lists it (only served releases get into a token). */
export interface TokenRemote {
  name: string;
  enabled?: boolean;
  version: string | null;
  /** A developer's own dev server (ADR 0031): nothing to report about. */
  localOverride?: boolean;
}

export function signReportToken(key: Buffer, input: { storefrontKey: string; remotes: readonly TokenRemote[]; issuedAt?: number; nonce?: string }): string {
  const remotes = input.remotes
    .filter((r) => r.enabled !== false && !r.localOverride && typeof r.version === 'string' && r.version.length > 0)
    .slice(0, MAX_REMOTES)
    .map((r) => [r.name, r.version as string]);
  const payload = Buffer.from(
    JSON.stringify({ s: input.storefrontKey, r: remotes, t: input.issuedAt ?? Date.now(), n: input.nonce ?? randomBytes(12).toString('base64url') }),
  ).toString('base64url');
  return `${VERSION}.${payload}.${mac(key, payload).toString('base64url')}`;
}

export type TokenVerdict = { ok: true; claims: ReportTokenClaims } | { ok: false; problem: 'malformed' | 'signature' | 'expired' | 'future' };

/** The claims of a token this server signed and that is still young, or why not. */
export function verifyReportToken(key: Buffer, token: string, now = Date.now()): TokenVerdict {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION || !parts[1] || !parts[2] || token.length > 2_000) return { ok: false, problem: 'malformed' };
  const [, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'signature' };
  let body: { s?: unknown; r?: unknown; t?: unknown; n?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof body.s !== 'string' || typeof body.t !== 'number' || typeof body.n !== 'string' || !Array.isArray(body.r)) return { ok: false, problem: 'malformed' };
  if (body.t > now + CLOCK_SKEW_MS) return { ok: false, problem: 'future' };
  if (now - body.t > REPORT_TOKEN_TTL_MS) return { ok: false, problem: 'expired' };
  const remotes = new Map<string, string>();
  for (const entry of body.r as unknown[]) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'string') remotes.set(entry[0], entry[1]);
  }
  return { ok: true, claims: { storefrontKey: body.s, remotes, issuedAt: body.t, nonce: body.n } };
}

/** The id under which the database counts a token's uses (its signature's hash: the token itself is not kept). */
export function reportTokenId(token: string): string {
  return createHmac('sha256', 'remote-report-token-id').update(token).digest('base64url');
}
