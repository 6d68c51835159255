import type { PostcodeLookupStatus } from '@shop/shared/address';
import { useIntl } from 'react-intl';

/**
 * What the Dutch postcode lookup did (ADR 0050), read out politely: a live region that is always there
 * (a region added with its text is not announced), empty while there is nothing to say.
 */
export function PostcodeLookupNote({ status }: { status: PostcodeLookupStatus }) {
  const intl = useIntl();
  const text =
    status === 'looking'
      ? intl.formatMessage({ id: 'checkout.address.lookupLooking', defaultMessage: 'Looking up the street and city …' })
      : status === 'found'
        ? intl.formatMessage({ id: 'checkout.address.lookupFound', defaultMessage: 'We have filled in the street and city. Please check them.' })
        : status === 'notFound'
          ? intl.formatMessage({
              id: 'checkout.address.lookupNotFound',
              defaultMessage: 'We could not find this postcode and house number. Please enter the street and city yourself.',
            })
          : '';
  return (
    <p className="checkout-form-cell is-wide checkout-lookup-note" role="status" data-testid="postcode-lookup-note">
      {text}
    </p>
  );
}
