import * as v from 'valibot';

/**
 * Spec §5 custom amount: whole numbers between the product's minimum and maximum. One schema for the
 * product page's form and the API's cart mutation, so both enforce the very same rule. Messages are ids the form translates; the range values come from
 * `AMOUNT_MESSAGES` with { min, max } formatted as money.
 */
export const AMOUNT_MESSAGES = {
  required: { id: 'validation.amount.required', defaultMessage: 'Please enter an amount' },
  whole: { id: 'validation.amount.whole', defaultMessage: 'Please enter a whole amount without cents' },
  range: { id: 'validation.amount.range', defaultMessage: 'Choose an amount between {min} and {max}' },
  fixed: { id: 'validation.amount.fixed', defaultMessage: 'Please choose one of the amounts' },
} as const;

export interface AmountRange {
  /** Currency units (e.g. euros), as the API's minPrice.value / maxPrice.value. */
  min: number;
  max: number;
}

/** A custom amount in currency units: an integer within [min, max]. What the API must also enforce. */
export function customAmountSchema(range: AmountRange) {
  return v.pipe(
    v.number(AMOUNT_MESSAGES.required.id),
    v.integer(AMOUNT_MESSAGES.whole.id),
    v.minValue(range.min, AMOUNT_MESSAGES.range.id),
    v.maxValue(range.max, AMOUNT_MESSAGES.range.id),
  );
}

/**
 * The amount field's text: digits only (no decimals, signs or exponents), then the number rule above.
 * Output: the amount as a number.
 */
export function customAmountInputSchema(range: AmountRange) {
  return v.pipe(
    v.string(AMOUNT_MESSAGES.required.id),
    v.trim(),
    v.nonEmpty(AMOUNT_MESSAGES.required.id),
    v.regex(/^\d+$/, AMOUNT_MESSAGES.whole.id),
    v.transform((text) => Number.parseInt(text, 10)),
    customAmountSchema(range),
  );
}

/** A fixed-price product: the amount must be one of the offered prices. */
export function fixedAmountSchema(prices: readonly number[]) {
  return v.pipe(v.number(AMOUNT_MESSAGES.fixed.id), v.picklist([...prices], AMOUNT_MESSAGES.fixed.id));
}

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: (typeof AMOUNT_MESSAGES)[keyof typeof AMOUNT_MESSAGES] };

const BY_ID = new Map(Object.values(AMOUNT_MESSAGES).map((m) => [m.id as string, m]));

/** Validates the custom amount text; the first issue's message descriptor when invalid. */
export function checkCustomAmount(text: string, range: AmountRange): AmountCheck {
  const result = v.safeParse(customAmountInputSchema(range), text);
  if (result.success) return { ok: true, amount: result.output };
  return { ok: false, message: BY_ID.get(result.issues[0]?.message ?? '') ?? AMOUNT_MESSAGES.required };
}
