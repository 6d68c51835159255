/**
 * The postcode lookup (issue 35 item 8, ADR 0050): a Dutch postcode and house number name one address,
 * so the forms ask for them first and fill in street and city. Who answers is a provider: the shop's own
 * table of Dutch postcodes (`postcodeTableProvider`, db/address-schema.ts) unless a live one (PostNL,
 * postcode.nl) is plugged in through `ServerOptions.addressLookup`.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { type AddressLookupQuery, addressLookupSchema } from '@shop/shared/validation';
import type { Database } from '../../db';
import { dutchPostcodes } from '../../db/address-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { LIMITS, type LimitKeyHasher, consumeLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { issueEntries } from '../common/input-errors';
import { log as shopLog } from '../../observability/log';

export type { AddressLookupQuery };

/** What a lookup finds: the street and the place of the postcode and house number. */
export interface FoundAddress {
  street: string;
  city: string;
}

/**
 * Answers lookups: `null` when it knows no such address (the shopper types street and city); it throws
 * when it cannot answer now (a live provider that is down), and the caller says so without an address.
 * The question is already checked (`addressLookupSchema`): a country of POSTCODE_LOOKUP_COUNTRIES, the
 * postcode as the post writes it ("1012 JS"), a house number of digits, the addition if any.
 */
export interface AddressLookupProvider {
  lookup(query: AddressLookupQuery): Promise<FoundAddress | null>;
}

/** The shop's own table (PostNL's postcode table, one row per postcode and range of numbers on one side of a street). */
export function postcodeTableProvider(db: Database): AddressLookupProvider {
  return {
    async lookup(query) {
      if (query.countryCode !== 'NL') return null;
      const number = Number(query.houseNumber);
      if (!Number.isSafeInteger(number)) return null;
      const parity = number % 2 === 0 ? 'even' : 'odd';
      const [row] = await db
        .select({ street: dutchPostcodes.street, city: dutchPostcodes.city })
        .from(dutchPostcodes)
        .where(
          and(
            eq(dutchPostcodes.postCode, query.postCode.replace(/ /g, '')),
            lte(dutchPostcodes.numberFrom, number),
            gte(dutchPostcodes.numberTo, number),
            sql`${dutchPostcodes.parity} in ('mixed', ${parity})`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export const ADDRESS_LOOKUP_MESSAGES = {
  unavailable: 'The address lookup is not available at the moment. Please enter the street and city yourself.',
} as const;

export interface AddressLookupResult {
  address: (FoundAddress & { countryCode: string; postCode: string; houseNumber: string; suffix: string | null }) | null;
  errors: ErrorEntry[];
}

/**
 * Checks the question (caller mistakes answer 2001 at the argument, nothing counted), counts it
 * against the lookup limits (2036), and asks the provider. Nothing found is no error: `address: null`.
 */
/** Who asks, and with what: plain values, so the service knows nothing of how the call came in (issue 34 layers). */
export interface AddressLookupCaller {
  db: Database;
  limitKey: LimitKeyHasher;
  clientIp: string | null;
  sessionHash: string | null;
  /** A live provider when one is configured; else the shop's own table. */
  provider?: AddressLookupProvider | null;
}

export async function lookupAddress(
  ctx: AddressLookupCaller,
  input: { countryCode: string; postCode: string; houseNumber: string; suffix?: string | null },
  log: (message: string) => void = (message) => shopLog.warn(message),
): Promise<AddressLookupResult> {
  const parsed = v.safeParse(addressLookupSchema, input);
  if (!parsed.success) {
    // Flat arguments: the parameter is the argument's own name.
    const errors = issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT, 'input').map((e) => ({
      ...e,
      referencedRequestParameter: e.referencedRequestParameter?.replace(/^input\.?/, '') || null,
    }));
    return { address: null, errors };
  }
  const limited = await consumeLimits(ctx.db, ctx.limitKey, [
    { limit: LIMITS.addressLookupPerIp, key: ctx.clientIp },
    { limit: LIMITS.addressLookupPerSession, key: ctx.sessionHash },
  ]);
  if (!limited.allowed) return { address: null, errors: [tooManyAttemptsEntry('postCode')] };
  const query = parsed.output;
  const provider = ctx.provider ?? postcodeTableProvider(ctx.db);
  let found: FoundAddress | null;
  try {
    found = await provider.lookup(query);
  } catch (error) {
    log(`[address-lookup] the provider failed: ${error instanceof Error ? error.message : String(error)}`);
    return { address: null, errors: [{ code: ErrorCode.ADDRESS_LOOKUP_UNAVAILABLE, message: ADDRESS_LOOKUP_MESSAGES.unavailable, referencedRequestParameter: null }] };
  }
  if (!found) return { address: null, errors: [] };
  return {
    address: {
      countryCode: query.countryCode,
      postCode: query.postCode,
      houseNumber: query.houseNumber,
      suffix: query.suffix ?? null,
      street: found.street,
      city: found.city,
    },
    errors: [],
  };
}
