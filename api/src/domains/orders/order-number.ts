/**
 * Order numbers (issue 33 item 5, ADR 0042): store id, date, six unambiguous characters
 * (60-261125-ABC234). The six characters come from the database sequence `order_number_seq`, scrambled
 * by a bijection of 0…2³⁰−1 (a multiply by an odd number and xor-shifts, each invertible modulo 2³⁰),
 * so two draws never give the same code (below 2³⁰ orders) and consecutive orders do not look
 * consecutive. The unique index on order_placements.order_number is still the last word: a number
 * taken anyway is skipped and the next one drawn (`insertOrderPlacement`), never a 500.
 */
import { sql } from 'drizzle-orm';
import { orderPlacements } from '../../db/order-schema';
import type { Transaction } from '../cart/cart-store';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const MASK = 2 ** 30 - 1;

/** The six characters of draw `value`: a bijection of value mod 2³⁰ onto 32⁶ codes. */
export function orderCode(value: number | bigint): string {
  let v = Number(BigInt(value) & BigInt(MASK));
  v = Math.imul(v, 0x2c1b3c6d | 1) & MASK;
  v ^= v >>> 15;
  v = Math.imul(v, 0x297a2d39 | 1) & MASK;
  v ^= v >>> 12;
  let code = '';
  for (let i = 0; i < 6; i += 1) {
    code += ALPHABET[v & 31];
    v >>>= 5;
  }
  return code;
}

/** The order number of draw `value` for a store on a day (Germany's calendar day is not needed: UTC date, as before). */
export function orderNumber(storeId: number, now: Date, value: number | bigint, prefix = ''): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `${storeId}-${date}-${prefix}${orderCode(value)}`;
}

/** The next value of the order number sequence (not transactional: a rolled-back draw is a harmless gap). */
export async function drawOrderNumberValue(tx: Transaction): Promise<bigint> {
  const result = await tx.execute<{ value: string | number }>(sql`select nextval('order_number_seq') as value`);
  const rows = (result as unknown as { rows: { value: string | number }[] }).rows;
  return BigInt(rows[0]?.value ?? 0);
}

/** Draws tried before giving up (a sequence cannot repeat, so more than one is already a surprise). */
const ATTEMPTS = 8;

/**
 * Inserts the placement of an order under a fresh order number. A number already taken (the unique
 * index answers ON CONFLICT DO NOTHING, which keeps the transaction usable) is skipped and the next
 * drawn. Returns the number given.
 */
export async function insertOrderPlacement(
  tx: Transaction,
  values: Omit<typeof orderPlacements.$inferInsert, 'orderNumber'>,
  numbering: { storeId: number; now: Date; prefix?: string },
): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const number = orderNumber(numbering.storeId, numbering.now, await drawOrderNumberValue(tx), numbering.prefix);
    const inserted = await tx
      .insert(orderPlacements)
      .values({ ...values, orderNumber: number })
      .onConflictDoNothing({ target: orderPlacements.orderNumber })
      .returning({ orderNumber: orderPlacements.orderNumber });
    if (inserted.length > 0) return number;
  }
  throw new Error(`no free order number after ${ATTEMPTS} draws for store ${numbering.storeId}`);
}
