import type { ProductData, VariationData } from './product-query';

/** Spec §8 codes the product page shows itself before the basket would refuse. */
export const OUT_OF_STOCK = 2031;
export const ORDER_CARD_LIMIT = 2030;
export const SUM_LIMIT = 2015;

/** Without a limit from the API the quantity field still stops somewhere sensible (the basket's cards per line). */
export const DEFAULT_MAX_QUANTITY = 99;

/** The most cards of the product one order takes: its own limit, else the default. */
export function maxQuantityOf(product: ProductData): number {
  return product.orderLimits.maxQuantity ?? DEFAULT_MAX_QUANTITY;
}

export interface OrderCheck {
  /** The spec §8 code that blocks the order, or null. */
  code: typeof OUT_OF_STOCK | typeof ORDER_CARD_LIMIT | typeof SUM_LIMIT | null;
}

/**
 * The rules the basket enforces (issue 6) checked early: out of stock (2031), more cards than the
 * product allows per order, or than a basket line takes (2030), the sum limit per order (2015, e.g.
 * Apple 500 euro).
 */
export function checkOrder(product: ProductData, variation: VariationData | null, amount: number | null, quantity: number): OrderCheck {
  if (!product.inStock || !variation?.inStock) return { code: OUT_OF_STOCK };
  if (quantity > maxQuantityOf(product)) return { code: ORDER_CARD_LIMIT };
  const maxTotal = product.orderLimits.maxTotal;
  if (maxTotal && amount !== null && Math.round(amount * 100) * quantity > maxTotal.cents) return { code: SUM_LIMIT };
  return { code: null };
}

/** The variation a shopper starts with: the first in stock, digital first (it arrives within the hour). */
export function defaultVariation(product: ProductData): VariationData | null {
  const inStock = product.variations.filter((v) => v.inStock);
  return inStock.find((v) => v.variationType === 'DIGITAL') ?? inStock[0] ?? product.variations[0] ?? null;
}
