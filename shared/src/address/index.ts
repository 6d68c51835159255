/** `@shop/shared/address`: the postcode lookup of the address forms (ADR 0050); bundled, not shared. */
export { ADDRESS_LOOKUP_QUERY, LOOKUP_DELAY_MS, type LookupAddress, type PostcodeLookupStatus, usePostcodeLookup } from './use-postcode-lookup';
