import { customAmountInputSchema, digitalReceiverSchema, fixedAmountSchema } from '@shop/shared/validation';
import * as v from 'valibot';

/** The number of cards: this form's own rule (the API's cart rule is the same: a whole number from 1). */
export const QUANTITY_INVALID = { id: 'account.reorder.quantityInvalid', defaultMessage: 'Please enter a quantity of at least 1' };

/** The amount rule of a card as the API tells it (cents): one of the fixed values, or a whole amount in the range. */
export interface ReorderAmountRule {
  fixedCents: readonly number[] | null;
  minCents: number;
  maxCents: number;
}

/**
 * The reorder product details modal (issue 16): the amount (the product's rule, as on its page and
 * in the cart), the number of cards, and for digital cards who receives them. Built from the shared schemas (amounts,
 * receivers); the API checks the same rules in the cart's transaction.
 */
export function reorderPackageSchema(rule: ReorderAmountRule, digital: boolean) {
  const amount = rule.fixedCents
    ? v.pipe(v.string(), v.transform((text) => Number(text)), fixedAmountSchema(rule.fixedCents.map((cents) => cents / 100)))
    : customAmountInputSchema({ min: rule.minCents / 100, max: rule.maxCents / 100 });
  return v.object({
    amount,
    quantity: v.pipe(
      v.string(QUANTITY_INVALID.id),
      v.trim(),
      v.regex(/^\d{1,4}$/, QUANTITY_INVALID.id),
      v.transform((text) => Number.parseInt(text, 10)),
      v.minValue(1, QUANTITY_INVALID.id),
    ),
    receiver: digital ? digitalReceiverSchema : v.optional(v.null()),
  });
}
