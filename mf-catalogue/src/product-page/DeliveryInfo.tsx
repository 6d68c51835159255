import { useFormatMoney } from '@shop/shared';
import { FormattedMessage } from 'react-intl';
import type { VariationType } from '../common/types';

/**
 * Delivery information (spec §1, §9): digital by e-mail within 1 hour; physical by post in 2–4
 * working days, dispatched the same day when ordered before 17:00 on a working day; registered
 * shipping where the product needs it (wine) and for orders over the storefront's threshold (300 in its
 * currency), said with the currency.
 */
export function DeliveryInfo({
  variationType,
  registered,
  registeredThreshold,
}: { variationType: VariationType; registered: boolean; registeredThreshold: { value: number; currency: string } | null }) {
  const formatMoney = useFormatMoney();
  return (
    <ul className="catalogue-delivery" data-testid="delivery-info">
      {variationType === 'DIGITAL' ? (
        <li>
          <DeliveryIcon kind="mail" />
          <FormattedMessage id="catalogue.delivery.digital" defaultMessage="Sent by e-mail within 1 hour" />
        </li>
      ) : (
        <>
          <li>
            <DeliveryIcon kind="post" />
            <FormattedMessage id="catalogue.delivery.physical" defaultMessage="Delivered by post in 2–4 working days" />
          </li>
          <li>
            <DeliveryIcon kind="clock" />
            <FormattedMessage id="catalogue.delivery.sameDay" defaultMessage="Ordered on working days before 17:00, dispatched the same day" />
          </li>
          {(registered || registeredThreshold) && (
            <li>
              <DeliveryIcon kind="shield" />
              {registered || !registeredThreshold ? (
                <FormattedMessage id="catalogue.delivery.registered" defaultMessage="This card is always sent registered" />
              ) : (
                <FormattedMessage
                  id="catalogue.delivery.registeredOver"
                  defaultMessage="Orders over {amount} are sent registered"
                  values={{ amount: formatMoney(registeredThreshold, { whole: true }) }}
                />
              )}
            </li>
          )}
        </>
      )}
    </ul>
  );
}

const PATHS = {
  mail: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z',
  post: 'M3 6h11v3h4l3 4v4h-2a2 2 0 1 1-4 0H9a2 2 0 1 1-4 0H3zm11 5v2h5l-1.5-2zM7 16.5a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1zm10 0a.5.5 0 1 0 0 1 .5.5 0 0 0 0-1z',
  clock: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7z',
  shield: 'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm-1 13.4-3.7-3.7 1.4-1.4 2.3 2.3 4.3-4.3 1.4 1.4z',
};

function DeliveryIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[kind]} />
    </svg>
  );
}
