import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartOrder, DeliveryMode } from '../../common/cart-query';
import { CheckRow } from '../../common/CheckRow';
import { ConfirmModal } from '../modals/ConfirmModal';
import { useCart } from '../../common/use-cart';

/** Physical cards (2 or more) to one address (SINGLE) or each card to its own receiver (SPLIT). */
export function DeliveryModeSwitch({ order }: { order: CartOrder }) {
  const intl = useIntl();
  const cart = useCart();
  const id = useId();
  const [pending, setPending] = useState<DeliveryMode | null>(null);
  const physical = order.shipments.filter((s) => s.deliveryType === 'PHYSICAL');
  const physicalPackages = physical.reduce((sum, s) => sum + s.packages.length, 0);
  if (physicalPackages < 2) return null;
  const current: DeliveryMode = order.deliveryMode === 'SPLIT' ? 'SPLIT' : 'SINGLE';
  // SPLIT copies each receiver's address to its cards; SINGLE keeps only the first receiver's, so
  // other addresses entered so far would be lost: ask first.
  const addressesLost = physical.slice(1).some((s) => s.deliveryAddress !== null);

  const choose = (mode: DeliveryMode) => {
    if (mode === current) return;
    if (mode === 'SINGLE' && addressesLost) setPending(mode);
    else void cart.setDeliveryMode(mode);
  };

  return (
    <fieldset className="shop-fieldset checkout-delivery-mode">
      <legend>{intl.formatMessage({ id: 'checkout.basket.mode.legend', defaultMessage: 'How should we send the cards by post?' })}</legend>
      <CheckRow
        type="radio"
        name={`${id}-mode`}
        checked={current === 'SINGLE'}
        disabled={cart.busy}
        onChange={() => choose('SINGLE')}
        label={intl.formatMessage({ id: 'checkout.basket.mode.single', defaultMessage: 'All cards to one address' })}
      />
      <CheckRow
        type="radio"
        name={`${id}-mode`}
        checked={current === 'SPLIT'}
        disabled={cart.busy}
        onChange={() => choose('SPLIT')}
        label={intl.formatMessage({ id: 'checkout.basket.mode.split', defaultMessage: 'Each card to its own receiver' })}
      />
      <ConfirmModal
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={async () => {
          if (pending) await cart.setDeliveryMode(pending);
          setPending(null);
        }}
        loading={cart.busy}
        testId="checkout-mode-confirm-modal"
        title={intl.formatMessage({ id: 'checkout.basket.mode.confirmTitle', defaultMessage: 'Change how the cards are sent?' })}
        confirmLabel={intl.formatMessage({ id: 'checkout.basket.mode.confirm', defaultMessage: 'Yes, change' })}
      >
        {intl.formatMessage({ id: 'checkout.basket.mode.confirmText', defaultMessage: 'All cards by post will then go to the address of the first receiver. The other addresses will be removed.' })}
      </ConfirmModal>
    </fieldset>
  );
}
