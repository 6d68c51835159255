/**
 * The table behind the Dutch postcode lookup (migration 0040, ADR 0050): PostNL's postcode table in its
 * usual shape, one row per postcode and range of house numbers on one side of a street (odd or even
 * numbers, or both). The shop keeps a small sample (dutch-postcodes-seed.ts); a production shop loads
 * the full table, or plugs in a provider (domains/address/address-lookup.ts).
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const POSTCODE_PARITIES = ['odd', 'even', 'mixed'] as const;
export type PostcodeParity = (typeof POSTCODE_PARITIES)[number];

export const dutchPostcodes = pgTable(
  'dutch_postcodes',
  {
    /** Without the space, upper case: "1012JS". */
    postCode: text('post_code').notNull(),
    numberFrom: integer('number_from').notNull(),
    numberTo: integer('number_to').notNull(),
    /** Which numbers of the range the postcode has: the odd ones, the even ones, or every one. */
    parity: text('parity').$type<PostcodeParity>().notNull(),
    street: text('street').notNull(),
    /** The place (woonplaats) as the post writes it, e.g. "'s-Gravenhage". */
    city: text('city').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postCode, t.numberFrom] }),
    check('dutch_postcodes_post_code_check', sql`${t.postCode} ~ '^[1-9][0-9]{3}[A-Z]{2}$'`),
    check('dutch_postcodes_numbers_check', sql`${t.numberFrom} between 1 and 999999 and ${t.numberTo} between ${t.numberFrom} and 999999`),
    check('dutch_postcodes_parity_check', sql`${t.parity} in ('odd', 'even', 'mixed')`),
  ],
);

export type DutchPostcodeRow = typeof dutchPostcodes.$inferSelect;
