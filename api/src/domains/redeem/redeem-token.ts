/**
 * The redeem token (spec §6, §7): a random secret issued by a successful balance check. The browser
 * keeps it and sends it base64-encoded as `userData.redeemToken` with every request; the database
 * keeps only its sha256, so a database reader cannot take over anyone's redeem.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isRedeemToken } from '@shop/shared/validation';

/** 256 random bits, base64url (43 characters). */
export function newRedeemToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRedeemToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}


/** The token of a request's `userData` variable (base64 of the token), or null when absent or not one of ours. */
export function redeemTokenOf(variables: unknown): string | null {
  const userData = (variables as { userData?: { redeemToken?: unknown } } | null | undefined)?.userData;
  const encoded = userData?.redeemToken;
  if (typeof encoded !== 'string' || encoded.length === 0 || encoded.length > 100) return null;
  const token = Buffer.from(encoded, 'base64').toString('utf8');
  return isRedeemToken(token) ? token : null;
}
