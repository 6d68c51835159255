import { Modal, ShopLink } from '@shop/shared';
import { useIntl } from 'react-intl';

export type IdentifyModal = 'login' | 'guest' | null;

/**
 * Spec §4 identify step before checkout for visitors who are not logged in: the login modal or the
 * basket guest order modal (feature toggle identifyModal). Logging in itself belongs to the account
 * pages, so the login modal links there instead of holding a form of its own.
 */
export function IdentifyModals({ open, onClose, onGuest }: { open: IdentifyModal; onClose(): void; onGuest(): void }) {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' });
  return (
    <>
      <Modal
        open={open === 'login'}
        onClose={onClose}
        title={intl.formatMessage({ id: 'checkout.basket.login.title', defaultMessage: 'Log in for a faster checkout' })}
        closeLabel={closeLabel}
        testId="checkout-login-modal"
      >
        <p className="checkout-modal-text">
          {intl.formatMessage({ id: 'checkout.basket.login.text', defaultMessage: 'With an account your details are filled in and you find your orders again. You can also order without one.' })}
        </p>
        <div className="checkout-modal-actions is-stacked">
          <button type="button" className="checkout-button" onClick={onGuest}>
            {intl.formatMessage({ id: 'checkout.basket.identify.guest', defaultMessage: 'Continue as guest' })}
          </button>
          <ShopLink to="accountIdentify" className="checkout-button is-secondary">
            {intl.formatMessage({ id: 'checkout.basket.login.account', defaultMessage: 'Log in or create an account' })}
          </ShopLink>
        </div>
      </Modal>
      <Modal
        open={open === 'guest'}
        onClose={onClose}
        title={intl.formatMessage({ id: 'checkout.basket.guest.title', defaultMessage: 'Order as a guest' })}
        closeLabel={closeLabel}
        testId="checkout-guest-modal"
      >
        <p className="checkout-modal-text">
          {intl.formatMessage({ id: 'checkout.basket.guest.text', defaultMessage: 'You do not need an account to order. You can still create one during checkout.' })}
        </p>
        <div className="checkout-modal-actions is-stacked">
          <button type="button" className="checkout-button" onClick={onGuest}>
            {intl.formatMessage({ id: 'checkout.basket.identify.guest', defaultMessage: 'Continue as guest' })}
          </button>
          <ShopLink to="accountIdentify" className="checkout-link">
            {intl.formatMessage({ id: 'checkout.basket.guest.account', defaultMessage: 'I already have an account' })}
          </ShopLink>
        </div>
      </Modal>
    </>
  );
}
