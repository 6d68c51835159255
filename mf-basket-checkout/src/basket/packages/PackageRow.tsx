import { Link, useStorefront } from '@shop/shared';
import { Select } from '@shop/shared/select';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartPackage } from '../../common/cart-query';
import { CheckRow } from '../../common/CheckRow';
import { focusBasketHeading } from '../../common/focus';
import { useFormatMoney } from '../../common/format';
import { trackRemove } from '../../common/tracking';
import { ConfirmModal } from '../modals/ConfirmModal';
import { useCart } from '../../common/use-cart';
import { AmountEditor } from './AmountEditor';
import { CardImage } from './CardImage';
import { MessageEditor } from './MessageEditor';
import { type PreviewKind, PreviewModal } from './PreviewModals';
import { maxQuantity } from './quantity';

/** One package: card, amount, quantity, options, message, previews and delete (spec §3 package). */
export function PackageRow({ pkg }: { pkg: CartPackage }) {
  const intl = useIntl();
  const cart = useCart();
  const format = useFormatMoney();
  const { isPathAvailable } = useStorefront();
  const id = useId();
  const [preview, setPreview] = useState<PreviewKind | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const order = cart.order;
  if (!order) return null;
  const group = order.packagesGroups.find((g) => g.packageId === pkg.id);
  const cardPreview = group?.cardsPreviews[0];
  const product = pkg.product.title;
  const physical = pkg.variationType === 'PHYSICAL';
  const max = maxQuantity(order, pkg);
  const quantities = Array.from({ length: max }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));

  const remove = async () => {
    const outcome = await cart.deletePackageGroup(pkg.shipmentTag, pkg.id);
    setConfirmDelete(false);
    if (outcome.ok) {
      trackRemove([pkg], order.currency);
      focusBasketHeading();
    }
  };

  return (
    <li className="checkout-package" aria-labelledby={`${id}-title`} data-testid={`package-${pkg.id}`}>
      <CardImage pkg={pkg} preview={cardPreview} />
      <div className="checkout-package-body">
        <div className="checkout-package-head">
          <h3 id={`${id}-title`} className="checkout-package-title">
            {isPathAvailable(pkg.product.path) ? <Link to={pkg.product.path}>{product}</Link> : product}
          </h3>
          <p className="checkout-package-total">{format(group?.totalPrice ?? pkg.total)}</p>
        </div>
        <p className="checkout-package-type">
          {physical
            ? intl.formatMessage({ id: 'checkout.basket.package.physical', defaultMessage: 'Gift card by post' })
            : intl.formatMessage({ id: 'checkout.basket.package.digital', defaultMessage: 'Digital gift card by e-mail' })}
        </p>
        <div className="checkout-package-controls">
          <AmountEditor pkg={pkg} />
          <div className="checkout-package-qty">
            <Select
              label={intl.formatMessage({ id: 'checkout.basket.package.quantity', defaultMessage: 'Quantity' })}
              items={quantities}
              value={String(pkg.qty)}
              disabled={cart.busy}
              name={`quantity-${pkg.id}`}
              onChange={(value) => {
                const quantity = Number(value);
                if (quantity !== pkg.qty) void cart.updatePackage({ packageId: pkg.id, quantity }, 'quantity');
              }}
            />
          </div>
        </div>
        <fieldset className="shop-fieldset checkout-package-options">
          <legend className="checkout-visually-hidden">
            {intl.formatMessage({ id: 'checkout.basket.package.options', defaultMessage: 'Options for {product}' }, { product })}
          </legend>
          {physical && (
            <CheckRow
              type="checkbox"
              checked={pkg.giftPacking !== null}
              disabled={cart.busy}
              onChange={(event) => void cart.updatePackage({ packageId: pkg.id, giftPacking: event.target.checked }, 'gift-packing')}
              label={intl.formatMessage({ id: 'checkout.basket.package.giftPacking', defaultMessage: 'Gift packing' })}
            />
          )}
          <CheckRow
            type="checkbox"
            checked={pkg.wrapper !== null}
            disabled={cart.busy}
            onChange={(event) => void cart.updatePackage({ packageId: pkg.id, wrapper: event.target.checked ? pkg.variationType : null }, 'wrapper')}
            label={
              physical
                ? intl.formatMessage({ id: 'checkout.basket.package.wrapper', defaultMessage: 'Greeting card as wrapper' })
                : intl.formatMessage({ id: 'checkout.basket.package.digitalWrapper', defaultMessage: 'Festive e-mail design' })
            }
          />
        </fieldset>
        <MessageEditor key={pkg.personalMessage ?? ''} pkg={pkg} />
        <div className="checkout-package-actions">
          {physical && (
            <button type="button" className="shop-button is-link" onClick={() => setPreview('packing')}>
              {intl.formatMessage({ id: 'checkout.basket.package.previewPacking', defaultMessage: 'Preview gift packing' })}
            </button>
          )}
          <button
            type="button"
            className="shop-button is-link"
            onClick={() => setPreview('item')}
            aria-label={intl.formatMessage({ id: 'checkout.basket.package.previewItemFor', defaultMessage: 'Preview of the card: {product}' }, { product })}
          >
            {intl.formatMessage({ id: 'checkout.basket.package.previewItem', defaultMessage: 'Preview card' })}
          </button>
          <button
            type="button"
            className="shop-button is-link is-danger"
            disabled={cart.busy}
            aria-label={intl.formatMessage({ id: 'checkout.basket.package.removeFor', defaultMessage: 'Remove: {product}' }, { product })}
            onClick={() => setConfirmDelete(true)}
          >
            {intl.formatMessage({ id: 'checkout.basket.package.remove', defaultMessage: 'Remove' })}
          </button>
        </div>
      </div>
      <PreviewModal kind={preview} onClose={() => setPreview(null)} pkg={pkg} preview={cardPreview} />
      <ConfirmModal
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
        loading={cart.busy}
        testId="checkout-delete-item-modal"
        title={intl.formatMessage({ id: 'checkout.basket.deleteItem.title', defaultMessage: 'Remove from basket?' })}
        confirmLabel={intl.formatMessage({ id: 'checkout.basket.deleteItem.confirm', defaultMessage: 'Yes, remove' })}
      >
        {intl.formatMessage(
          { id: 'checkout.basket.deleteItem.text', defaultMessage: '{quantity} × {product} ({amount}) will be removed from your basket.' },
          { quantity: pkg.qty, product, amount: format(pkg.amount) },
        )}
      </ConfirmModal>
    </li>
  );
}
