import { type CentsRange, QUOTE_AMOUNT, QUOTE_LINES_MAX, QUOTE_MESSAGES, QUOTE_QUANTITY_MAX, type QuoteLine, quoteLineSchema, quoteLineRanges, widestWholeRange, withinRanges } from '@shop/shared/validation';
import * as v from 'valibot';
import type { ContentBusinessPageQuery } from '../graphql/__generated__/graphql';

/**
 * The quote's lines as the form holds them (texts as typed) and the rules a line must meet before it
 * is sent: the shared line schema (the API runs it too) and the amount range the API checks each line
 * against — the storefront's business range (Poland: 50–2000 zł), else the range of one of the
 * product's variations (digital or physical).
 */
export type BusinessProduct = ContentBusinessPageQuery['products']['items'][number];

/** Whole currency units. */
export interface AmountRange {
  min: number;
  max: number;
}

/** One line of the form: the texts of its fields. */
export interface DraftLine {
  key: string;
  productId: string;
  amount: string;
  quantity: string;
}

export type LineField = 'productId' | 'quantity' | 'amountPerCardCents';

/** A message of the shared catalogue; an amount message names the product's range. */
export interface LineIssue {
  id: string;
  range?: AmountRange;
}

/** The ranges (cents) one card of the product may take: the shared rule the API decides with. */
export function amountRanges(product: BusinessProduct, storefrontKey: string): CentsRange[] {
  const variations = [product.digitalVariationConfig, product.physicalVariationConfig].flatMap((config) =>
    config ? [{ min: Math.round(config.minPrice.value * 100), max: Math.round(config.maxPrice.value * 100) }] : [],
  );
  return quoteLineRanges(storefrontKey, variations);
}


/** The products a company can request here: gift cards in stock with an amount range. */
export function requestableProducts(products: readonly BusinessProduct[], storefrontKey: string): BusinessProduct[] {
  return products.filter((product) => product.inStock && amountRanges(product, storefrontKey).length > 0);
}

/** A whole number as typed (digits, spaces allowed); NaN for anything else, so the schema refuses it. */
export function wholeNumber(text: string): number {
  const digits = text.replace(/\s/g, '');
  return /^\d{1,9}$/.test(digits) ? Number.parseInt(digits, 10) : Number.NaN;
}

export type LineCheck = { ok: true; line: QuoteLine } | { ok: false; issues: Partial<Record<LineField, LineIssue>> };

/**
 * One line against the shared schema and the product's amount range. An amount issue always names the
 * product's range (the schema's own bounds are wider than any product's).
 */
export function checkLine(draft: Pick<DraftLine, 'productId' | 'amount' | 'quantity'>, product: BusinessProduct | undefined, storefrontKey: string): LineCheck {
  const amount = wholeNumber(draft.amount);
  const parsed = v.safeParse(quoteLineSchema, { productId: draft.productId, quantity: wholeNumber(draft.quantity), amountPerCardCents: amount * 100 });
  const ranges = product ? amountRanges(product, storefrontKey) : [];
  const range = widestWholeRange(ranges) ?? QUOTE_AMOUNT;
  const issues: Partial<Record<LineField, LineIssue>> = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue) as LineField | null;
      if (field && !issues[field]) issues[field] = field === 'amountPerCardCents' ? { id: QUOTE_MESSAGES.amountInvalid.id, range } : { id: issue.message };
    }
  }
  if (!issues.productId && draft.productId.trim() && (!product || ranges.length === 0)) issues.productId = { id: QUOTE_MESSAGES.productUnavailable.id };
  if (!issues.amountPerCardCents && product && !withinRanges(amount * 100, ranges)) {
    issues.amountPerCardCents = { id: QUOTE_MESSAGES.amountInvalid.id, range };
  }
  if (parsed.success && Object.keys(issues).length === 0) return { ok: true, line: parsed.output };
  return { ok: false, issues };
}

let nextKey = 0;
/** A new line's key (React's list key; lines are removed from the middle). */
export function lineKey(): string {
  nextKey += 1;
  return `line-${nextKey}`;
}

export type AddResult = { ok: true; lines: DraftLine[] } | { ok: false; issue: LineIssue };

/**
 * Adds a checked line: cards of the same product and amount join the line there is (while it stays
 * within the number of cards a line may have); else a new line, up to the lines a request may have.
 */
export function addLine(lines: readonly DraftLine[], line: QuoteLine): AddResult {
  const units = line.amountPerCardCents / 100;
  const same = lines.findIndex(
    (l) => l.productId === line.productId && wholeNumber(l.amount) === units && wholeNumber(l.quantity) + line.quantity <= QUOTE_QUANTITY_MAX,
  );
  if (same >= 0) {
    return { ok: true, lines: lines.map((l, i) => (i === same ? { ...l, quantity: String(wholeNumber(l.quantity) + line.quantity) } : l)) };
  }
  if (lines.length >= QUOTE_LINES_MAX) return { ok: false, issue: { id: QUOTE_MESSAGES.linesTooMany.id } };
  return { ok: true, lines: [...lines, { key: lineKey(), productId: line.productId, amount: String(units), quantity: String(line.quantity) }] };
}

/** The form's field names of the lines, in the order of the page (the first invalid one gets the focus). */
export function lineFields(count: number): string[] {
  return Array.from({ length: count }, (_, i) => [`lines.${i}.productId`, `lines.${i}.amountPerCardCents`, `lines.${i}.quantity`]).flat();
}
