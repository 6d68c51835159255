import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../graphql/__generated__';
import type { ShopOperationContext } from '../graphql/client';
import { lookupQueryOf } from '../validation/address';

/**
 * The Dutch postcode lookup of every address form (issue 35 item 8, ADR 0050). `@shop/shared/address` is
 * a stateless subpath, bundled into the remotes that use it (not part of the federated contract).
 */
export const ADDRESS_LOOKUP_QUERY = graphql(/* GraphQL */ `
  query AddressLookup($countryCode: String!, $postCode: String!, $houseNumber: String!, $suffix: String) {
    addressLookup(countryCode: $countryCode, postCode: $postCode, houseNumber: $houseNumber, suffix: $suffix) {
      address {
        street
        city
      }
      errors {
        message
        code
        referencedRequestParameter
      }
    }
  }
`).toString();

/**
 * What the form says about the lookup: nothing (`idle`: no complete Dutch postcode and house number,
 * or the shopper typed street and city), `looking`, `found` (street and city filled in, still
 * editable), `notFound` (also when the lookup could not answer: the shopper types them).
 */
export type PostcodeLookupStatus = 'idle' | 'looking' | 'found' | 'notFound';

export interface LookupAddress {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix?: string | null;
  street: string;
  city: string;
}

/** How long the form waits after the last keystroke before it asks. */
export const LOOKUP_DELAY_MS = 400;

/**
 * Looks up street and city once postcode and house number are complete and valid in a country with a
 * lookup (NL), and fills them in through `fill`: only a field that is empty or still holds what an
 * earlier lookup put there, so nothing the shopper typed is overwritten. A form opened with an address
 * already complete (a reload, a saved receiver) asks only after the shopper changes it.
 */
export function usePostcodeLookup(address: LookupAddress, fill: (found: { street?: string; city?: string }) => void, delayMs = LOOKUP_DELAY_MS): PostcodeLookupStatus {
  const client = useClient();
  const query = lookupQueryOf(address);
  const key = query ? `${query.countryCode}|${query.postCode}|${query.houseNumber}` : null;
  const [status, setStatus] = useState<PostcodeLookupStatus>('idle');
  // The latest values and callback, for the answer that arrives later.
  const latest = useRef({ address, fill });
  latest.current = { address, fill };
  /** What the last lookup filled in: a field still holding it may be filled again. */
  const filled = useRef<{ street?: string; city?: string }>({});
  /** A complete address the form opened with is the shopper's: not asked about until it changes. */
  const opened = useRef(key && address.street.trim() && address.city.trim() ? key : null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query (the suffix goes along, but a new one does not ask again).
  useEffect(() => {
    if (!key || !query || key === opened.current) {
      setStatus('idle');
      return;
    }
    opened.current = null;
    let current = true;
    const timer = setTimeout(() => {
      setStatus('looking');
      const context: ShopOperationContext & { requestPolicy: 'network-only' } = { requestPolicy: 'network-only', handleErrors: false };
      client
        .query(ADDRESS_LOOKUP_QUERY, { countryCode: query.countryCode, postCode: query.postCode, houseNumber: query.houseNumber, suffix: query.suffix ?? null }, context)
        .toPromise()
        .then(
          (result) => {
            if (!current) return;
            const found = result.data?.addressLookup.address;
            if (!found) {
              setStatus('notFound');
              return;
            }
            const { address: now, fill: fillNow } = latest.current;
            const free = (field: 'street' | 'city') => now[field].trim() === '' || now[field] === filled.current[field];
            const update: { street?: string; city?: string } = {};
            if (free('street') && now.street !== found.street) update.street = found.street;
            if (free('city') && now.city !== found.city) update.city = found.city;
            const takes = free('street') || free('city');
            filled.current = { street: free('street') ? found.street : filled.current.street, city: free('city') ? found.city : filled.current.city };
            if (update.street !== undefined || update.city !== undefined) fillNow(update);
            setStatus(takes ? 'found' : 'idle');
          },
          () => {
            if (current) setStatus('notFound');
          },
        );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, client, delayMs]);

  return status;
}
