import { Modal } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardPreview, CartPackage } from '../../common/cart-query';
import { useFormatMoney } from '../../common/format';
import { CardImage } from './CardImage';

export type PreviewKind = 'packing' | 'item';

/**
 * Spec §4 gift packing preview and package item preview: what the receiver gets, drawn from the
 * card art, the amount and the personal message of the package.
 */
export function PreviewModal({ kind, onClose, pkg, preview }: { kind: PreviewKind | null; onClose(): void; pkg: CartPackage; preview: CardPreview | undefined }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const title =
    kind === 'packing'
      ? intl.formatMessage({ id: 'checkout.basket.preview.packingTitle', defaultMessage: 'Gift packing preview' })
      : intl.formatMessage({ id: 'checkout.basket.preview.itemTitle', defaultMessage: 'Preview of {product}' }, { product: pkg.product.title });
  return (
    <Modal
      open={kind !== null}
      onClose={onClose}
      title={title}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="checkout-preview-modal"
      testId={kind === 'packing' ? 'checkout-packing-preview' : 'checkout-item-preview'}
    >
      {kind === 'packing' && (
        <figure className="checkout-preview">
          <div className="checkout-preview-box" aria-hidden="true">
            <span className="checkout-preview-ribbon" />
            <CardImage pkg={pkg} preview={preview} />
          </div>
          <figcaption>
            <FormattedMessage id="checkout.basket.preview.packingText" defaultMessage="Your card arrives in a sturdy gift box with a ribbon, ready to give." />
          </figcaption>
        </figure>
      )}
      {kind === 'item' && (
        <figure className="checkout-preview">
          <div className="checkout-preview-card">
            <CardImage pkg={pkg} preview={preview} size="large" />
            <p className="checkout-preview-amount">{format(pkg.amount)}</p>
            {pkg.personalMessage && <p className="checkout-preview-note">{pkg.personalMessage}</p>}
          </div>
          <figcaption>
            {pkg.variationType === 'PHYSICAL' ? (
              <FormattedMessage id="checkout.basket.preview.itemPhysical" defaultMessage="The card comes by post; your message is printed on a card that comes with it." />
            ) : (
              <FormattedMessage id="checkout.basket.preview.itemDigital" defaultMessage="The card comes by e-mail; your message appears above the card." />
            )}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
