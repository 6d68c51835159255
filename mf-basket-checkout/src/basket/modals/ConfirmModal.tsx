import { Modal } from '@shop/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  onClose(): void;
  /** The mutation runs: the modal neither closes nor confirms twice. */
  loading: boolean;
  testId: string;
}

/**
 * The basket's confirmations (spec §4: basket delete item, delete receiver, edit and reset receiver):
 * a question, a primary action and "Cancel".
 */
export function ConfirmModal({ open, title, children, confirmLabel, onConfirm, onClose, loading, testId }: ConfirmModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      loading={loading}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="checkout-confirm-modal"
      testId={testId}
    >
      <div className="checkout-modal-text">{children}</div>
      <div className="checkout-modal-actions">
        <button type="button" className="shop-button is-secondary" onClick={onClose} disabled={loading}>
          {intl.formatMessage({ id: 'checkout.basket.confirm.cancel', defaultMessage: 'Cancel' })}
        </button>
        <button type="button" className="shop-button" onClick={onConfirm} disabled={loading}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
