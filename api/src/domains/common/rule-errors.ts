/**
 * Broken rules as spec §8 error entries (message, code, the request parameter at fault), for every
 * domain's changes: a rule broken inside a transaction is thrown (`fail`), which rolls it back, and
 * `runRules` turns it into the answer's `errors`; anything else is thrown on. Used by the cart,
 * orders, redeem, activation, doubler, fraud review, service desk and user domains (issue 34: they
 * lived in cart-service.ts before).
 */
import type { ErrorEntry } from '../../errors';

/** One or more error entries; thrown inside a change, it rolls the transaction back. */
export class CartRuleError extends Error {
  constructor(readonly entries: ErrorEntry[]) {
    super(entries[0]?.message ?? 'cart rule');
    this.name = 'CartRuleError';
  }
}

/** One error entry of spec §8 (message, code, the request parameter at fault). */
export function entry(code: number, message: string, parameter: string | null): ErrorEntry {
  return { code, message, referencedRequestParameter: parameter };
}

/** A rule broken inside a change (cart, order, redeem): thrown, it rolls the transaction back. */
export function fail(code: number, message: string, parameter: string | null): CartRuleError {
  return new CartRuleError([entry(code, message, parameter)]);
}

/** Runs a change whose broken rules (CartRuleError) become the answer's `errors`; anything else is thrown on. */
export async function runRules<T>(work: () => Promise<T>, onError: (errors: ErrorEntry[]) => T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartRuleError) return onError(error.entries);
    throw error;
  }
}
