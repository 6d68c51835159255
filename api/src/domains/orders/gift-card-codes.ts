/**
 * Gift card numbers and PINs (spec §5, §9): 19 digits with a known prefix and a Luhn check digit,
 * 6-digit PINs stored only as salted scrypt hashes.
 */
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: { N: number; r: number; p: number }) => Promise<Buffer>;

/** Our cards start with this issuer prefix, then the store id (3 digits). */
export const GIFT_CARD_PREFIX = '6037';
export const GIFT_CARD_NUMBER_LENGTH = 19;
export const PIN_LENGTH = 6;

/** The Luhn check digit of a digit string. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, every second digit (starting with the one next to the check digit) doubles.
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isValidGiftCardNumber(number: string): boolean {
  return (
    new RegExp(`^${GIFT_CARD_PREFIX}\\d{${GIFT_CARD_NUMBER_LENGTH - GIFT_CARD_PREFIX.length}}$`).test(number) &&
    luhnCheckDigit(number.slice(0, -1)) === number.slice(-1)
  );
}

/** A new card number for a store: prefix, store id, 11 random digits, check digit. */
export function newGiftCardNumber(storeId: number): string {
  const store = String(storeId % 1000).padStart(3, '0');
  let body = '';
  for (let i = 0; i < GIFT_CARD_NUMBER_LENGTH - GIFT_CARD_PREFIX.length - store.length - 1; i += 1) body += String(randomInt(10));
  const partial = `${GIFT_CARD_PREFIX}${store}${body}`;
  return partial + luhnCheckDigit(partial);
}

export function newPin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

const SCRYPT = { N: 16_384, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(pin, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(pin, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(actual, expected);
}

/** Passwords use the same scheme (accounts created on order). */
export const hashPassword = hashPin;
export const verifyPassword = verifyPin;
