/**
 * A small value the server signs and a browser carries (a cookie, a link): nothing stored, valid across
 * API processes, worthless to anyone who cannot compute the signature.
 *
 *   base64url(JSON value) "." HMAC-SHA256 (hex)
 *
 * The HMAC is the server's keyed hash (`ShopSecrets.limitKey`) with a purpose prefix of each use's own
 * (the local override's cookie, a release preview link), so a value signed for one use never verifies
 * for another. The caller checks what the value says (expiry, names) after the signature.
 */
import { timingSafeEqual } from 'node:crypto';
import type { LimitKeyHasher } from './rate-limit';

const SIGNATURE = /^[0-9a-f]{64}$/;

const signatureOf = (limitKey: LimitKeyHasher, purpose: string, payload: string) => limitKey(`${purpose}|${payload}`);

export function signPayload(limitKey: LimitKeyHasher, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
  return `${payload}.${signatureOf(limitKey, purpose, payload)}`;
}

/** The JSON value of a signed text this server issued for `purpose`; null for anything else. */
export function verifyPayload(limitKey: LimitKeyHasher, purpose: string, text: string | null | undefined, maxLength: number): unknown {
  if (typeof text !== 'string' || text.length > maxLength) return null;
  const dot = text.indexOf('.');
  if (dot <= 0) return null;
  const payload = text.slice(0, dot);
  const signature = text.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  if (!timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(limitKey, purpose, payload)))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}
