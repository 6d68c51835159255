/**
 * Gift card numbers and PINs (spec §5, §9): 19 digits with a known prefix and a Luhn check digit,
 * 6-digit PINs stored only as peppered, salted scrypt hashes. A 6-digit PIN has only a million
 * values, so a salt alone cannot protect a stolen hash: the pepper (a server secret outside the
 * database) makes the hashes useless without it. Hash outside database transactions: scrypt takes
 * tens of milliseconds.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type HashLane, hashPool } from '../../security/hash-pool';

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

/** The first 7 digits of a store's card numbers: the issuer prefix and the store id (3 digits). */
export function storeCardPrefix(storeId: number): string {
  return `${GIFT_CARD_PREFIX}${String(storeId % 1000).padStart(3, '0')}`;
}

/** A new card number for a store: prefix, store id, 11 random digits, check digit. */
export function newGiftCardNumber(storeId: number): string {
  const prefix = storeCardPrefix(storeId);
  let body = '';
  for (let i = 0; i < GIFT_CARD_NUMBER_LENGTH - prefix.length - 1; i += 1) body += String(randomInt(10));
  const partial = `${prefix}${body}`;
  return partial + luhnCheckDigit(partial);
}

export function newPin(): string {
  return String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const PRODUCTION_SCRYPT = {
  /** PINs: the pepper carries the strength; scrypt keeps each guess costly on top. */
  pin: { N: 16_384, r: 8, p: 1 },
  /** Passwords: OWASP's scrypt minimum (N=2^17, r=8, p=1) in its equal-work form with half the memory (64 MiB). */
  password: { N: 65_536, r: 8, p: 2 },
} as const satisfies Record<string, ScryptCost>;

/**
 * Inside Jest's workers (and only there: JEST_WORKER_ID is Jest's own) hashes are made at scrypt's low
 * cost, as Rails (`SecurePassword.min_cost`) and Django (a fast test hasher) do in their tests: the API
 * suite spent a third of its time in scrypt, a login costing a third of a second. The parameters travel
 * with every hash, so verifying is the same code either way; every server process, including the ones
 * the tests start (testing/api-process.ts), hashes at the production cost, which
 * gift-card-codes.test.ts asserts.
 */
export function scryptCostFor(env: NodeJS.ProcessEnv): { pin: ScryptCost; password: ScryptCost } {
  if (env.JEST_WORKER_ID !== undefined && env.NODE_ENV === 'test') return { pin: { N: 1_024, r: 8, p: 1 }, password: { N: 1_024, r: 8, p: 1 } };
  return PRODUCTION_SCRYPT;
}

const COST = scryptCostFor(process.env);

function peppered(pin: string, pepper: string): Buffer {
  return createHmac('sha256', pepper).update(pin, 'utf8').digest();
}

/**
 * Every hash runs in the process's bounded hash pool (security/hash-pool.ts), never on libuv's shared
 * threads: a request's hash ("interactive") is refused with "busy" when the queue is full, the shop's
 * own work ("background": issuing, seeding) waits its turn.
 */
async function scryptHash(scheme: string, secret: string | Buffer, params: ScryptCost, lane: HashLane): Promise<string> {
  const salt = randomBytes(16);
  const hash = await hashPool().scrypt(secret, salt, 32, params, lane);
  return `${scheme}$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function scryptVerify(secret: string | Buffer, stored: string, expectedScheme: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== expectedScheme || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await hashPool().scrypt(secret, Buffer.from(salt, 'base64url'), expected.length, params);
  return timingSafeEqual(actual, expected);
}

/** `scrypt-hmac$N$r$p$salt$hash` over HMAC-SHA256(pepper, pin): the parameters travel with the hash. */
export async function hashPin(pin: string, pepper: string, cost: ScryptCost = COST.pin, lane: HashLane = 'interactive'): Promise<string> {
  if (!pepper) throw new Error('hashPin: a pepper is required');
  return scryptHash('scrypt-hmac', peppered(pin, pepper), cost, lane);
}

export function verifyPin(pin: string, stored: string, pepper: string): Promise<boolean> {
  return scryptVerify(peppered(pin, pepper), stored, 'scrypt-hmac');
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export function hashPassword(password: string, cost: ScryptCost = COST.password, lane: HashLane = 'interactive'): Promise<string> {
  return scryptHash('scrypt', password, cost, lane);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return scryptVerify(password, stored, 'scrypt');
}
