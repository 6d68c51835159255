import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Shipment } from '../../common/cart-query';
import { focusBasketHeading } from '../../common/focus';
import { trackRemove } from '../../common/tracking';
import { ConfirmModal } from '../modals/ConfirmModal';
import { PackageRow } from '../packages/PackageRow';
import { useCart } from '../../common/use-cart';
import { DeliveryDateModal } from './DeliveryDateModal';
import { ReceiverModal } from '../../common/receivers/ReceiverModal';
import { useDeliveryText } from '../../common/receivers/use-delivery-text';

type OpenModal = 'edit' | 'date' | 'delete' | 'reset' | null;

/** One receiver (a shipment): who, when, and its packages (spec §2 basket, §3 shipment). */
export function ReceiverSection({ shipment, number }: { shipment: Shipment; number: number }) {
  const intl = useIntl();
  const cart = useCart();
  const deliveryText = useDeliveryText();
  const id = useId();
  const [modal, setModal] = useState<OpenModal>(null);
  const order = cart.order;
  if (!order) return null;
  const digital = shipment.deliveryType === 'DIGITAL';
  const group = order.packagesGroups.find((g) => g.tag === shipment.tag);
  const address = shipment.deliveryAddress;
  const name = group?.receiverTitle ?? ([address?.firstName, address?.lastName].filter(Boolean).join(' ') || null);
  const hasDetails = address !== null;
  const fallback = digital
    ? intl.formatMessage({ id: 'checkout.basket.receiver.fallbackDigital', defaultMessage: 'Receiver {number} – digital, by e-mail' }, { number })
    : intl.formatMessage({ id: 'checkout.basket.receiver.fallbackPhysical', defaultMessage: 'Receiver {number} – by post' }, { number });
  const title = name ?? fallback;

  const delivery = deliveryText(shipment);

  const close = () => setModal(null);
  const removeReceiver = async () => {
    const outcome = await cart.deletePackageGroup(shipment.tag, null);
    close();
    if (outcome.ok) {
      trackRemove(shipment.packages, order.currency);
      focusBasketHeading();
    }
  };
  const resetReceiver = async () => {
    await cart.resetReceiver(shipment.tag);
    close();
  };

  return (
    <section className="checkout-receiver" aria-labelledby={`${id}-title`} data-testid={`receiver-${shipment.tag}`}>
      <header className="checkout-receiver-head">
        <h2 id={`${id}-title`} className="checkout-receiver-title">
          {title}
        </h2>
        {name && group?.receiverDescription && <p className="checkout-receiver-description">{group.receiverDescription}</p>}
        {name && <p className="checkout-receiver-kind">{fallback}</p>}
        <p className="checkout-receiver-delivery" data-testid="delivery-line">
          {delivery}
          {!digital && shipment.registered && (
            <span className="checkout-badge">{intl.formatMessage({ id: 'checkout.basket.delivery.registered', defaultMessage: 'Sent registered' })}</span>
          )}
        </p>
        <div className="checkout-receiver-actions">
          <button type="button" className="shop-button is-secondary is-small" disabled={cart.busy} onClick={() => setModal('edit')}>
            {hasDetails
              ? intl.formatMessage({ id: 'checkout.basket.receiver.edit', defaultMessage: 'Edit receiver' })
              : intl.formatMessage({ id: 'checkout.basket.receiver.add', defaultMessage: 'Add receiver details' })}
          </button>
          {digital && (
            <button type="button" className="shop-button is-secondary is-small" disabled={cart.busy} onClick={() => setModal('date')}>
              {intl.formatMessage({ id: 'checkout.basket.receiver.deliveryDate', defaultMessage: 'Delivery date and time' })}
            </button>
          )}
          {hasDetails && (
            <button type="button" className="shop-button is-link" disabled={cart.busy} onClick={() => setModal('reset')}>
              {intl.formatMessage({ id: 'checkout.basket.receiver.reset', defaultMessage: 'Reset receiver' })}
            </button>
          )}
          <button
            type="button"
            className="shop-button is-link is-danger"
            disabled={cart.busy}
            aria-label={intl.formatMessage({ id: 'checkout.basket.receiver.deleteFor', defaultMessage: 'Delete receiver: {receiver}' }, { receiver: title })}
            onClick={() => setModal('delete')}
          >
            {intl.formatMessage({ id: 'checkout.basket.receiver.delete', defaultMessage: 'Delete receiver' })}
          </button>
        </div>
      </header>
      <ul className="checkout-packages">
        {shipment.packages.map((pkg) => (
          <PackageRow key={pkg.id} pkg={pkg} />
        ))}
      </ul>
      <ReceiverModal shipment={shipment} open={modal === 'edit'} onClose={close} />
      {digital && <DeliveryDateModal shipment={shipment} open={modal === 'date'} onClose={close} />}
      <ConfirmModal
        open={modal === 'delete'}
        onClose={close}
        onConfirm={() => void removeReceiver()}
        loading={cart.busy}
        testId="checkout-delete-receiver-modal"
        title={intl.formatMessage({ id: 'checkout.basket.deleteReceiver.title', defaultMessage: 'Delete this receiver?' })}
        confirmLabel={intl.formatMessage({ id: 'checkout.basket.deleteReceiver.confirm', defaultMessage: 'Yes, delete' })}
      >
        {intl.formatMessage(
          { id: 'checkout.basket.deleteReceiver.text', defaultMessage: '{receiver} and {count, plural, one {its gift card} other {its # gift cards}} will be removed from your basket.' },
          { receiver: title, count: shipment.packages.reduce((sum, pkg) => sum + pkg.qty, 0) },
        )}
      </ConfirmModal>
      <ConfirmModal
        open={modal === 'reset'}
        onClose={close}
        onConfirm={() => void resetReceiver()}
        loading={cart.busy}
        testId="checkout-reset-receiver-modal"
        title={intl.formatMessage({ id: 'checkout.basket.resetReceiver.title', defaultMessage: 'Reset receiver?' })}
        confirmLabel={intl.formatMessage({ id: 'checkout.basket.resetReceiver.confirm', defaultMessage: 'Yes, reset' })}
      >
        {intl.formatMessage({ id: 'checkout.basket.resetReceiver.text', defaultMessage: 'The details of {receiver} will be forgotten. The cards stay in your basket.' }, { receiver: title })}
      </ConfirmModal>
    </section>
  );
}
