/**
 * The doubler's rules (issue 18; ADR 0025), pure, so that anyone can check a published draw with the
 * very function the draw ran:
 *
 * 1. the entries drawn from are the references (uuids) of the month's eligible entries, in lower case,
 *    sorted ascending (plain string order: they are hex digits and dashes);
 * 2. entriesHash = hex(SHA-256(the sorted references joined by '\n'));
 * 3. seed = 32 random bytes, published as 64 hex digits;
 * 4. winner index = BigInt('0x' + hex(HMAC-SHA256(key = the seed's 32 bytes, message = entriesHash as
 *    its 64 ASCII hex digits))) mod (number of entries); the winner is the entry at that index.
 *
 * The 256-bit number makes the bias of the modulo negligible for any list a month can have.
 */
import { createHash, createHmac } from 'node:crypto';

/** The largest prize of one draw: the balance is doubled up to this, in the storefront's currency (250.00). */
export const DOUBLER_MAX_PRIZE_CENTS = 25_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** The references in the order they are hashed and drawn from (lower case, ascending). */
export function drawOrder(references: readonly string[]): string[] {
  const ordered = references.map((reference) => reference.toLowerCase()).sort();
  for (const [index, reference] of ordered.entries()) {
    if (!UUID.test(reference)) throw new RangeError(`not an entry reference: ${reference}`);
    if (index > 0 && ordered[index - 1] === reference) throw new RangeError(`an entry is listed twice: ${reference}`);
  }
  return ordered;
}

/** hex(SHA-256(references in draw order joined by '\n')). */
export function entriesHash(orderedReferences: readonly string[]): string {
  return createHash('sha256').update(orderedReferences.join('\n'), 'utf8').digest('hex');
}

export interface PickedWinner {
  /** The references in draw order (what the hash covers). */
  ordered: string[];
  entriesHash: string;
  /** Position of the winner in `ordered`. */
  index: number;
  winner: string;
}

/**
 * The draw's verification rule: the winner of `references` (any order) under `seed` (64 hex digits).
 * A published draw is right when this gives its entriesHash and its winner for its published seed and
 * entry list.
 */
export function pickWinner(seed: string, references: readonly string[]): PickedWinner {
  if (!HEX64.test(seed)) throw new RangeError('the seed must be 64 lower-case hex digits (32 bytes)');
  const ordered = drawOrder(references);
  if (ordered.length === 0) throw new RangeError('no entries to draw from');
  const hash = entriesHash(ordered);
  const mac = createHmac('sha256', Buffer.from(seed, 'hex')).update(hash, 'ascii').digest('hex');
  const index = Number(BigInt(`0x${mac}`) % BigInt(ordered.length));
  return { ordered, entriesHash: hash, index, winner: ordered[index] as string };
}

/**
 * The prize rule as a spec §3 discount (ADR 0059): RELATIVE, 100 % of the winner's balance at the
 * draw, at most the cap: what doublerPrize computes.
 */
export const DOUBLER_PRIZE_DISCOUNT = { discountType: 'RELATIVE', percent: 100 } as const;

/** The prize: the card's balance at the draw (so the balance doubles), at most the cap. */
export function doublerPrize(balanceCents: number, capCents = DOUBLER_MAX_PRIZE_CENTS): number {
  return Math.max(0, Math.min(balanceCents, capCents));
}
