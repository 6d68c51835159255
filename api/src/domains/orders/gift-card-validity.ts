/**
 * How long a gift card is valid (issue 35, "promises that disagree"): one rule per storefront, decided
 * here and only here. Issuing (order completion, redeem orders), the activation of blank cards, the
 * mails and the product page (Product.validity) all take it from this module, so none of them can
 * promise what the storefront's terms do not:
 *
 * - German terms (DE, AT and CH, whose default language is German; § 7 of the seeded AGB, §§ 195, 199
 *   BGB): until 31 December of the third year after the year of purchase (END_OF_YEAR, 3).
 * - Dutch terms (NL, and BE, whose Dutch terms are the same; Artikel 7 of the seeded voorwaarden):
 *   five years from the purchase date (FROM_PURCHASE, 5).
 * - Every other storefront has the English terms, which promise only a minimum ("at least three years
 *   from the end of the year … or longer where the law of your country requires it"): the longer of
 *   the two rules, five years from the purchase date, which is never shorter than that minimum (and is
 *   what Irish and US law ask for).
 *
 * A blank card's validity starts at its activation, like a bought card's at its purchase.
 *
 * Days are the storefront's: a card bought at 00:30 on 1 January in Berlin (still 31 December in UTC)
 * counts as bought in the new year. A card is valid to the end of its last valid day both in the
 * storefront's time zone and in UTC (gift_cards.expires_at is the later of the two midnights), so no
 * clock shows it expired on a day it was promised for.
 */
import { dayIn, timeZoneForCountry } from '../cart/delivery/delivery-dates';
import { startOfDayIn } from '../doubler/doubler-calendar';

export type GiftCardValidityKind = 'END_OF_YEAR' | 'FROM_PURCHASE';

export interface GiftCardValidity {
  /** END_OF_YEAR: to 31 December of the `years`-th year after the year of purchase; FROM_PURCHASE: to the same date `years` years on. */
  readonly kind: GiftCardValidityKind;
  readonly years: number;
}

/** §§ 195, 199 BGB: three years, starting at the end of the year of purchase. */
export const END_OF_THIRD_YEAR: GiftCardValidity = Object.freeze({ kind: 'END_OF_YEAR', years: 3 });
/** Five years from the purchase date, the purchase day's date five years on included. */
export const FIVE_YEARS_FROM_PURCHASE: GiftCardValidity = Object.freeze({ kind: 'FROM_PURCHASE', years: 5 });

/** The countries whose storefronts have the German terms (their default language is German). */
const GERMAN_TERMS_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'AT', 'CH']);

/** The validity of a storefront's cards, by its country (ISO 3166-1 alpha-2); an unknown one gets the longer rule. */
export function giftCardValidity(countryCode: string): GiftCardValidity {
  return GERMAN_TERMS_COUNTRIES.has(countryCode.trim().toUpperCase()) ? END_OF_THIRD_YEAR : FIVE_YEARS_FROM_PURCHASE;
}

function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * 'YYYY-MM-DD' `years` years on; 29 February becomes 28 February in a common year (as PostgreSQL's
 * `date + interval`, which migration 0043 uses, and § 188 (3) BGB).
 */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  return utcDay(Date.UTC(year + years, month - 1, Math.min(date, lastOfMonth)));
}

/** The last day ('YYYY-MM-DD', the storefront's calendar) a card bought or activated at `start` is valid on. */
export function lastValidDayFrom(validity: GiftCardValidity, start: Date, timeZone: string): string {
  const day = dayIn(start, timeZone);
  return validity.kind === 'END_OF_YEAR' ? `${Number(day.slice(0, 4)) + validity.years}-12-31` : addYears(day, validity.years);
}

/**
 * The moment a card whose last valid day is `day` expires: the end of that day in the time zone or in
 * UTC, whichever is later (1 January 00:00 UTC for a German card, as the cards issued before always had).
 */
export function expiryAfter(day: string, timeZone: string): Date {
  const next = utcDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return new Date(Math.max(Date.parse(`${next}T00:00:00Z`), startOfDayIn(next, timeZone).getTime()));
}

/** gift_cards.expires_at of a card of a storefront in `countryCode`, bought (issued) or activated at `start`. */
export function giftCardExpiry(countryCode: string, start: Date): Date {
  const timeZone = timeZoneForCountry(countryCode);
  return expiryAfter(lastValidDayFrom(giftCardValidity(countryCode), start, timeZone), timeZone);
}

/**
 * The last day a card is valid on (YYYY-MM-DD), as the mails and the card PDF print it: the day before
 * its expiry moment, the earlier of that day in the storefront's time zone and in UTC, so "valid until"
 * never names a day on which the card no longer works (also for cards issued before, which expire at a
 * UTC midnight).
 */
export function lastValidDay(expiresAt: Date, timeZone = 'UTC'): string {
  const before = new Date(expiresAt.getTime() - 1);
  const utc = utcDay(before.getTime());
  const local = dayIn(before, timeZone);
  // The earlier of the two days ('YYYY-MM-DD' compares as text).
  return local.localeCompare(utc) < 0 ? local : utc;
}

/**
 * A card's last valid day (YYYY-MM-DD) in its storefront's calendar: what the card mails, the
 * activation mail and the card PDF print, and what the shop's screens show (GiftCardBalance,
 * CardActivation and CardData.lastValidDay), so the shopper reads one date everywhere. Null for a card
 * that does not expire (a blank card until its activation).
 */
export function cardLastValidDay(expiresAt: Date, countryCode: string): string;
export function cardLastValidDay(expiresAt: Date | null | undefined, countryCode: string): string | null;
export function cardLastValidDay(expiresAt: Date | null | undefined, countryCode: string): string | null {
  return expiresAt ? lastValidDay(expiresAt, timeZoneForCountry(countryCode)) : null;
}
