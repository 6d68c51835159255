import { useIntl } from 'react-intl';
import type { Shipment } from '../cart-query';
import { useFormatDay, useFormatMoment } from '../format';

/**
 * When a receiver's cards go (spec §1, §9): digital within the hour or at the chosen moment, by post
 * the dispatch day and the 2-4 working day window. Shared by the basket, the checkout and the confirmation.
 */
export function useDeliveryText(): (shipment: Shipment) => string {
  const intl = useIntl();
  const formatDay = useFormatDay();
  const formatMoment = useFormatMoment();
  return ({ deliveryType, delivery }) => {
    if (deliveryType === 'DIGITAL') {
      return delivery.scheduledAt
        ? intl.formatMessage({ id: 'checkout.basket.delivery.scheduled', defaultMessage: 'Sent by e-mail on {date} at {time}' }, formatMoment(delivery.scheduledAt))
        : intl.formatMessage({ id: 'checkout.basket.delivery.asap', defaultMessage: 'Sent by e-mail within 1 hour' });
    }
    const arrival = { from: formatDay(delivery.from), to: formatDay(delivery.to) };
    return delivery.dispatchDate
      ? intl.formatMessage(
          { id: 'checkout.basket.delivery.post', defaultMessage: 'Dispatched on {dispatch}, arrives between {from} and {to}' },
          { dispatch: formatDay(delivery.dispatchDate), ...arrival },
        )
      : intl.formatMessage({ id: 'checkout.basket.delivery.postWindow', defaultMessage: 'Arrives between {from} and {to}' }, arrival);
  };
}
