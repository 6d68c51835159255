import * as v from 'valibot';
import { ADDRESS_MESSAGES, emailSchema, NAME_MAX } from './address';
import { CHECKOUT_MESSAGES, phoneSchema } from './checkout';
import { captchaTokenSchema } from './redeem';

/**
 * The business page's quote form (spec §6 business buyer, issue 17): who asks, which gift cards in
 * which numbers and amounts (1–20 lines), an optional budget, delivery wishes and message, and the
 * captcha's solution. The form and the API's requestBusinessQuote run this schema; the API then
 * checks each line against the storefront's catalogue (the product is sold here and in stock, the
 * amount within `businessCardRange` or else the product's own range).
 */
export const QUOTE_MESSAGES = {
  contactRequired: { id: 'validation.contactName.required', defaultMessage: 'Contact person is a required field' },
  /** The number of cards of one line. */
  cardCountInvalid: { id: 'validation.cardCount.invalid', defaultMessage: 'Please enter a number of cards between 1 and {max}' },
  amountInvalid: { id: 'validation.quoteAmount.invalid', defaultMessage: 'Please enter an amount per card between {min} and {max}' },
  linesRequired: { id: 'validation.quoteLines.required', defaultMessage: 'Please add at least one gift card' },
  linesTooMany: { id: 'validation.quoteLines.tooMany', defaultMessage: 'Please request at most {max} different lines' },
  productRequired: { id: 'validation.quoteProduct.required', defaultMessage: 'Please choose a gift card' },
  /** The API's answer for a product that is not sold (or not in stock) in the storefront. */
  productUnavailable: { id: 'validation.quoteProduct.unavailable', defaultMessage: 'This gift card cannot be requested here' },
  budgetInvalid: { id: 'validation.quoteBudget.invalid', defaultMessage: 'Please enter a budget between {min} and {max}' },
} as const;

export const QUOTE_LINES_MAX = 20;
/** Cards of one line. */
export const QUOTE_QUANTITY_MAX = 10_000;
/** @deprecated the old single-count form; a line holds at most QUOTE_QUANTITY_MAX cards. */
export const QUOTE_CARD_COUNT_MAX = QUOTE_QUANTITY_MAX;
/** Amount per card in currency units (whole numbers): the outer bounds; the API checks the product's range. */
export const QUOTE_AMOUNT = { min: 1, max: 10_000 } as const;
/** The whole budget in currency units. */
export const QUOTE_BUDGET = { min: 1, max: 1_000_000 } as const;
export const QUOTE_PRODUCT_ID_MAX = 200;
export const QUOTE_TEXT_MAX = 2000;
export const QUOTE_DELIVERY_WISHES_MAX = 500;

/**
 * The per-card amount range of business orders of a storefront, in currency units (spec §9: the
 * Polish storefront 50 to 2000 zloty); null where the product's own range applies.
 */
export function businessCardRange(storefrontKey: string): { min: number; max: number } | null {
  return storefrontKey === 'CBPL' ? { min: 50, max: 2000 } : null;
}

/** An amount range in cents (a product variation's, or the storefront's business range). */
export interface CentsRange {
  min: number;
  max: number;
}

/**
 * The per-card amount ranges (cents) a quote line of a product may take: the storefront's business
 * range where it has one, else the ranges of the product's variations. The form and the API's
 * requestBusinessQuote decide with this one rule.
 */
export function quoteLineRanges(storefrontKey: string, variationRanges: readonly CentsRange[]): CentsRange[] {
  const business = businessCardRange(storefrontKey);
  if (business) return [{ min: business.min * 100, max: business.max * 100 }];
  return variationRanges.filter((range) => range.min <= range.max);
}

/** Whether an amount (cents) lies within one of the ranges. */
export function withinRanges(cents: number, ranges: readonly CentsRange[]): boolean {
  return ranges.some((range) => cents >= range.min && cents <= range.max);
}

/**
 * The widest range, in whole currency units as forms show it and messages name it: from the lowest
 * minimum (rounded up) to the highest maximum (rounded down); null without ranges.
 */
export function widestWholeRange(ranges: readonly CentsRange[]): { min: number; max: number } | null {
  if (ranges.length === 0) return null;
  return { min: Math.ceil(Math.min(...ranges.map((r) => r.min)) / 100), max: Math.floor(Math.max(...ranges.map((r) => r.max)) / 100) };
}

/** Cents that are whole currency units between min and max units. */
const wholeUnits = (message: string, range: { min: number; max: number }) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.check((cents) => cents % 100 === 0 && cents >= range.min * 100 && cents <= range.max * 100, message),
  );

/** Optional text: trimmed, empty becomes null. */
const optionalText = (max: number) =>
  v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((text) => text?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(max, ADDRESS_MESSAGES.textTooLong.id))),
    ),
    null,
  );

export const quoteLineSchema = v.object({
  productId: v.pipe(
    v.string(QUOTE_MESSAGES.productRequired.id),
    v.trim(),
    v.nonEmpty(QUOTE_MESSAGES.productRequired.id),
    v.maxLength(QUOTE_PRODUCT_ID_MAX, QUOTE_MESSAGES.productRequired.id),
  ),
  quantity: v.pipe(
    v.number(QUOTE_MESSAGES.cardCountInvalid.id),
    v.integer(QUOTE_MESSAGES.cardCountInvalid.id),
    v.minValue(1, QUOTE_MESSAGES.cardCountInvalid.id),
    v.maxValue(QUOTE_QUANTITY_MAX, QUOTE_MESSAGES.cardCountInvalid.id),
  ),
  /** Cents, whole currency units. */
  amountPerCardCents: wholeUnits(QUOTE_MESSAGES.amountInvalid.id, QUOTE_AMOUNT),
});

export const quoteRequestSchema = v.object({
  companyName: v.pipe(
    v.string(CHECKOUT_MESSAGES.companyRequired.id),
    v.trim(),
    v.nonEmpty(CHECKOUT_MESSAGES.companyRequired.id),
    v.maxLength(NAME_MAX, ADDRESS_MESSAGES.nameTooLong.id),
  ),
  contactName: v.pipe(
    v.string(QUOTE_MESSAGES.contactRequired.id),
    v.trim(),
    v.nonEmpty(QUOTE_MESSAGES.contactRequired.id),
    v.maxLength(NAME_MAX * 2, ADDRESS_MESSAGES.nameTooLong.id),
  ),
  email: emailSchema,
  phone: v.optional(v.nullable(phoneSchema)),
  lines: v.pipe(
    v.array(quoteLineSchema, QUOTE_MESSAGES.linesRequired.id),
    v.minLength(1, QUOTE_MESSAGES.linesRequired.id),
    v.maxLength(QUOTE_LINES_MAX, QUOTE_MESSAGES.linesTooMany.id),
  ),
  /** The whole budget in cents, whole currency units. */
  budgetCents: v.optional(v.nullable(wholeUnits(QUOTE_MESSAGES.budgetInvalid.id, QUOTE_BUDGET)), null),
  /** Desired date, packaging, personalisation … */
  deliveryWishes: optionalText(QUOTE_DELIVERY_WISHES_MAX),
  message: optionalText(QUOTE_TEXT_MAX),
  captchaToken: captchaTokenSchema,
});

export type QuoteRequestInput = v.InferInput<typeof quoteRequestSchema>;
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;
export type QuoteLine = v.InferOutput<typeof quoteLineSchema>;

/** The message values of a too long free text of the quote form (the shared text message says {max}). */
export const QUOTE_TEXT_LIMITS: Readonly<Record<'deliveryWishes' | 'message', number>> = {
  deliveryWishes: QUOTE_DELIVERY_WISHES_MAX,
  message: QUOTE_TEXT_MAX,
};
