import { useClientActive, useUser } from '@shop/shared';
import { useQuery } from 'urql';
import { graphql } from '../../graphql/__generated__';
import type { DeliveryType } from '../cart-query';
import type { ReceiverValues } from './receiver-form';

/**
 * The logged-in account's address book (issue 16, kept by the account team's screens): offered in
 * the receiver modal of the basket and checkout. Guests ask nothing.
 */
export const SAVED_RECEIVERS_QUERY = graphql(/* GraphQL */ `
  query CheckoutSavedReceivers {
    addressBook {
      data { id firstName lastName email address { countryCode postCode houseNumber suffix street city companyName } }
    }
  }
`).toString();

type SavedReceivers = NonNullable<ReturnType<typeof useSavedReceivers>>;
export type SavedReceiver = SavedReceivers[number];

/** The saved receivers that fit a shipment: an e-mail address for digital cards, a postal address for physical ones. */
export function useSavedReceivers(type: DeliveryType) {
  const active = useClientActive();
  const loggedIn = useUser((state) => Boolean(state.user));
  const [result] = useQuery({ query: SAVED_RECEIVERS_QUERY, pause: !active || !loggedIn });
  const all = result.data?.addressBook.data ?? [];
  return all.filter((receiver) => (type === 'DIGITAL' ? Boolean(receiver.email) : Boolean(receiver.address)));
}

/** The receiver form's values from a saved receiver (what the shipment's type needs). */
export function savedReceiverValues(receiver: SavedReceiver, current: ReceiverValues): ReceiverValues {
  const address = receiver.address;
  return {
    ...current,
    firstName: receiver.firstName,
    lastName: receiver.lastName,
    email: receiver.email ?? current.email,
    'address.countryCode': address?.countryCode ?? current['address.countryCode'],
    'address.postCode': address?.postCode ?? current['address.postCode'],
    'address.houseNumber': address?.houseNumber ?? current['address.houseNumber'],
    'address.suffix': address ? (address.suffix ?? '') : current['address.suffix'],
    'address.street': address?.street ?? current['address.street'],
    'address.city': address?.city ?? current['address.city'],
    'address.companyName': address ? (address.companyName ?? '') : current['address.companyName'],
  };
}
