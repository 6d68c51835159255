import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from '@shop/shared';
import { CardArt } from '../common/ProductCard';
import type { VariationType } from '../common/types';
import type { ProductData } from './product-query';

export type PreviewKind = 'packing' | 'wrapper' | 'message';

/**
 * The preview modals of the product options (spec §2: gift packing preview, wrapper overlay, package
 * item preview): what the receiver gets, drawn from the product's own card art and the message typed.
 */
export function PreviewModal({
  kind,
  onClose,
  product,
  variationType,
  message,
}: {
  kind: PreviewKind | null;
  onClose(): void;
  product: ProductData;
  variationType: VariationType;
  message: string;
}) {
  const intl = useIntl();
  const titles = {
    packing: intl.formatMessage({ id: 'catalogue.preview.packingTitle', defaultMessage: 'Gift packing preview' }),
    wrapper: intl.formatMessage({ id: 'catalogue.preview.wrapperTitle', defaultMessage: 'Wrapper preview' }),
    message: intl.formatMessage({ id: 'catalogue.preview.messageTitle', defaultMessage: 'Your message as the receiver sees it' }),
  };
  const text = message.trim() || intl.formatMessage({ id: 'catalogue.message.placeholder', defaultMessage: 'Happy birthday! Enjoy your gift.' });
  return (
    <Modal
      open={kind !== null}
      onClose={onClose}
      title={kind ? titles[kind] : ''}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="catalogue-preview-modal"
      testId="catalogue-preview-modal"
    >
      {kind === 'packing' && (
        <figure className="catalogue-preview">
          <div className="catalogue-preview-box" aria-hidden="true">
            <span className="catalogue-preview-ribbon" />
            <CardArt product={product} size="thumb" />
          </div>
          <figcaption>
            <FormattedMessage
              id="catalogue.preview.packingText"
              defaultMessage="Your card arrives in a sturdy gift box with a ribbon, ready to give."
            />
          </figcaption>
        </figure>
      )}
      {kind === 'wrapper' && (
        <figure className="catalogue-preview">
          {variationType === 'PHYSICAL' ? (
            <div className="catalogue-preview-sleeve" aria-hidden="true">
              <CardArt product={product} size="thumb" />
              <p className="catalogue-preview-note">{text}</p>
            </div>
          ) : (
            <div className="catalogue-preview-email" aria-hidden="true">
              <p className="catalogue-preview-email-head">{product.title}</p>
              <CardArt product={product} size="thumb" />
              <p className="catalogue-preview-note">{text}</p>
            </div>
          )}
          <figcaption>
            {variationType === 'PHYSICAL' ? (
              <FormattedMessage id="catalogue.preview.wrapperPhysical" defaultMessage="The card comes in a folded greeting card with your message printed inside." />
            ) : (
              <FormattedMessage id="catalogue.preview.wrapperDigital" defaultMessage="The e-mail shows the card in a festive design with your message." />
            )}
          </figcaption>
        </figure>
      )}
      {kind === 'message' && (
        <figure className="catalogue-preview">
          <div className="catalogue-preview-card-note">
            <p className="catalogue-preview-note">{text}</p>
          </div>
          <figcaption>
            {variationType === 'PHYSICAL' ? (
              <FormattedMessage id="catalogue.preview.messagePhysical" defaultMessage="Your message is printed on a card that comes with the gift card." />
            ) : (
              <FormattedMessage id="catalogue.preview.messageDigital" defaultMessage="Your message appears above the gift card in the e-mail." />
            )}
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}
