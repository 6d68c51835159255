/**
 * What each storefront charges besides the cards, and its order limits (storefront_pricing). The
 * euro prices are the reference; other currencies use a rounded factor so prices look like prices
 * (4,95 zł, 19 kr), not like conversions.
 */
import type { StorefrontPricingRow } from './cart-schema';
import type { StorefrontSeed } from './seed-data';

/** Euro reference prices in cents. */
const EURO_PRICES = {
  serviceFeeCents: 95,
  shippingCents: 195,
  internationalShippingCents: 495,
  registeredShippingCents: 795,
  /** Spec §9: orders over 300 go registered. */
  registeredThresholdCents: 30_000,
  giftPackingCents: 295,
  wrapperCents: 150,
  digitalWrapperCents: 95,
  personalMessageCents: 0,
} as const;

/** Rough price-level factors against the euro, chosen so that prices end in familiar numbers. */
const CURRENCY_FACTOR: Record<string, number> = {
  EUR: 1,
  GBP: 1,
  CHF: 1,
  USD: 1,
  CAD: 1.5,
  AUD: 1.5,
  NZD: 1.5,
  SEK: 10,
  NOK: 10,
  DKK: 7.5,
  PLN: 4,
  BRL: 5,
  MXN: 20,
  AED: 4,
};

/** Standard VAT on services and goods (extras, shipping, fees), basis points. */
const VAT_BASIS_POINTS: Record<string, number> = {
  DE: 1900,
  NL: 2100,
  BE: 2100,
  AT: 2000,
  FR: 2000,
  IT: 2200,
  ES: 2100,
  PT: 2300,
  IE: 2300,
  PL: 2300,
  SE: 2500,
  DK: 2500,
  NO: 2500,
  CH: 810,
  GB: 2000,
  UK: 2000,
  AU: 1000,
  NZ: 1500,
  CA: 500,
  US: 0,
  BR: 1700,
  MX: 1600,
  AE: 500,
};

/** Rounds a converted price to a tidy figure: whole units end in 5 cents steps. */
function convert(cents: number, factor: number): number {
  if (cents === 0) return 0;
  return Math.max(5, Math.round((cents * factor) / 5) * 5);
}

export function pricingOf(seed: StorefrontSeed): StorefrontPricingRow {
  const currency = seed.languages[0]?.[1] ?? 'EUR';
  const factor = CURRENCY_FACTOR[currency] ?? 1;
  const prices = Object.fromEntries(
    Object.entries(EURO_PRICES).map(([key, cents]) => [key, convert(cents, factor)]),
  ) as Record<keyof typeof EURO_PRICES, number>;
  return {
    storefrontKey: seed.key,
    currency,
    ...prices,
    vatBasisPoints: VAT_BASIS_POINTS[seed.countryCode] ?? 2000,
    maxCardsPerOrder: 100,
    maxQuantityPerPackage: 99,
    maxPackagesPerOrder: 50,
  };
}

/**
 * The business page's volume prices (business_volume_prices): the service fee per card falls with
 * the number of cards — the full fee from 1 card, 60 % from 50, 30 % from 250, none from 1000 —
 * rounded to the storefront's 5-cent steps like its other prices.
 */
export const VOLUME_TIERS: ReadonlyArray<{ minQuantity: number; feeShare: number }> = [
  { minQuantity: 1, feeShare: 1 },
  { minQuantity: 50, feeShare: 0.6 },
  { minQuantity: 250, feeShare: 0.3 },
  { minQuantity: 1000, feeShare: 0 },
];

export function volumePricesOf(seed: StorefrontSeed): Array<{ storefrontKey: string; minQuantity: number; serviceFeeCents: number }> {
  const fee = pricingOf(seed).serviceFeeCents;
  return VOLUME_TIERS.map(({ minQuantity, feeShare }) => ({
    storefrontKey: seed.key,
    minQuantity,
    serviceFeeCents: feeShare === 0 ? 0 : Math.max(5, Math.round((fee * feeShare) / 5) * 5),
  }));
}
