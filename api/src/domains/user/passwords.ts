/**
 * Password rules of the API side (ASVS 5.0 V6.2): the length rules are the shared schema's
 * (`@shop/shared/validation` account.ts); here the list of common passwords (6.2.4: at least the
 * top 3,000; we take every entry of zxcvbn-ts's common list that is long enough to pass the length
 * rule, about 18,000), compared case-insensitively. Hashing is the shop's one scrypt
 * (orders/gift-card-codes.ts, OWASP's parameters), always outside a transaction: it takes tens of
 * milliseconds and 64 MiB, no lock should wait for it.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '@shop/shared/validation';
import { hashPassword, verifyPassword } from '../orders/gift-card-codes';

let common: Set<string> | undefined;

/** Built on first use: the list is only needed by the operations that set a password. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

let decoy: Promise<string> | undefined;

/**
 * Verifies a login's password against the stored hash, or against a decoy hash when there is no such
 * account: an unknown address costs the same time as a wrong password (no enumeration by timing).
 */
export async function passwordMatches(password: string, storedHash: string | null | undefined): Promise<boolean> {
  // Made once per process, never refused (a rejected promise kept here would refuse every login after).
  decoy ??= hashPassword('decoy password, never anyone’s', undefined, 'background');
  const right = await verifyPassword(password, storedHash ?? (await decoy));
  return right && !!storedHash;
}

export { hashPassword };
