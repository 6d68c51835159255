import { Modal, useClientActive } from '@shop/shared';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CartOrder, Shipment } from '../common/cart-query';
import { useFormatMoney } from '../common/format';
import { TotalsList } from '../common/TotalsList';

export { TotalsList };
import { useDeliveryText } from '../common/receivers/use-delivery-text';

/** The receiver's name, else "Receiver n – digital / by post" like the basket. */
export function useReceiverTitle(): (order: CartOrder, shipment: Shipment, number: number) => string {
  const intl = useIntl();
  return (order, shipment, number) => {
    const group = order.packagesGroups.find((g) => g.tag === shipment.tag);
    const address = shipment.deliveryAddress;
    const name = group?.receiverTitle ?? ([address?.firstName, address?.lastName].filter(Boolean).join(' ') || null);
    if (name) return name;
    return shipment.deliveryType === 'DIGITAL'
      ? intl.formatMessage({ id: 'checkout.basket.receiver.fallbackDigital', defaultMessage: 'Receiver {number} – digital, by e-mail' }, { number })
      : intl.formatMessage({ id: 'checkout.basket.receiver.fallbackPhysical', defaultMessage: 'Receiver {number} – by post' }, { number });
  };
}

/** The packages of one receiver: "2 × Apple gift card, 25,00 € each". */
export function PackageLines({ shipment }: { shipment: Shipment }) {
  const intl = useIntl();
  const format = useFormatMoney();
  return (
    <ul className="checkout-summary-packages">
      {shipment.packages.map((pkg) => (
        <li key={pkg.id}>
          <span>
            {intl.formatMessage(
              { id: 'checkout.summary.package', defaultMessage: '{quantity} × {product} of {amount}' },
              { quantity: pkg.qty, product: pkg.product.title, amount: format(pkg.amount) },
            )}
          </span>
          <span className="checkout-summary-price">{format(pkg.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The side panel of the checkout: the totals and the button to the order overview. */
export function OrderSummary({ order, onOverview }: { order: CartOrder; onOverview(): void }) {
  const intl = useIntl();
  const id = useId();
  const clientActive = useClientActive();
  return (
    <aside className="checkout-totals checkout-summary" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage({ id: 'checkout.summary.title', defaultMessage: 'Your order' })}</h2>
      <TotalsList order={order} />
      <button type="button" className="shop-button is-secondary is-block" disabled={!clientActive} onClick={onOverview}>
        {intl.formatMessage({ id: 'checkout.summary.overview', defaultMessage: 'View order overview' })}
      </button>
    </aside>
  );
}

/** Spec §2 "checkout order overview" modal: packages, receivers, delivery and totals. */
export function OrderOverviewModal({ order, open, onClose }: { order: CartOrder; open: boolean; onClose(): void }) {
  const intl = useIntl();
  const receiverTitle = useReceiverTitle();
  const deliveryText = useDeliveryText();
  const shipments = order.shipments.filter((s) => s.packages.length > 0);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'checkout.overview.title', defaultMessage: 'Order overview' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="checkout-overview-modal"
      testId="checkout-overview-modal"
    >
      {open && (
        <div className="checkout-overview">
          {shipments.map((shipment, index) => {
            const group = order.packagesGroups.find((g) => g.tag === shipment.tag);
            return (
              <section key={shipment.tag} className="checkout-overview-receiver" data-testid={`overview-${shipment.tag}`}>
                <h3>{receiverTitle(order, shipment, index + 1)}</h3>
                {group?.receiverDescription && <p className="checkout-receiver-description">{group.receiverDescription}</p>}
                <p className="checkout-receiver-delivery">{deliveryText(shipment)}</p>
                <PackageLines shipment={shipment} />
              </section>
            );
          })}
          <TotalsList order={order} />
        </div>
      )}
    </Modal>
  );
}
