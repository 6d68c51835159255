import { Modal, type ReturnToState, ShopLink, useHref } from '@shop/shared';
import { useIntl } from 'react-intl';

export type IdentifyModal = 'login' | 'guest' | null;

/**
 * Spec §4 identify step before checkout for visitors who are not logged in: the login modal or the
 * basket guest order modal (feature toggle identifyModal). Logging in itself belongs to the account
 * pages, so the login modal links there instead of holding a form of its own.
 */
export function IdentifyModals({ open, onClose, onGuest }: { open: IdentifyModal; onClose(): void; onGuest(): void }) {
  const intl = useIntl();
  const guest = intl.formatMessage({ id: 'checkout.basket.identify.guest', defaultMessage: 'Continue as guest' });
  return (
    <>
      <IdentifyChoice
        open={open === 'login'}
        onClose={onClose}
        onGuest={onGuest}
        guestLabel={guest}
        testId="checkout-login-modal"
        title={intl.formatMessage({ id: 'checkout.basket.login.title', defaultMessage: 'Log in for a faster checkout' })}
        text={intl.formatMessage({ id: 'checkout.basket.login.text', defaultMessage: 'With an account your details are filled in and you find your orders again. You can also order without one.' })}
        accountLabel={intl.formatMessage({ id: 'checkout.basket.login.account', defaultMessage: 'Log in or create an account' })}
        accountClassName="shop-button is-secondary"
      />
      <IdentifyChoice
        open={open === 'guest'}
        onClose={onClose}
        onGuest={onGuest}
        guestLabel={guest}
        testId="checkout-guest-modal"
        title={intl.formatMessage({ id: 'checkout.basket.guest.title', defaultMessage: 'Order as a guest' })}
        text={intl.formatMessage({ id: 'checkout.basket.guest.text', defaultMessage: 'You do not need an account to order. You can still create one during checkout.' })}
        accountLabel={intl.formatMessage({ id: 'checkout.basket.guest.account', defaultMessage: 'I already have an account' })}
        accountClassName="checkout-link"
      />
    </>
  );
}

/** One identify modal: its text, "continue as guest" first, and the way to the account pages. */
function IdentifyChoice(props: {
  open: boolean;
  onClose(): void;
  onGuest(): void;
  title: string;
  text: string;
  guestLabel: string;
  accountLabel: string;
  accountClassName: string;
  testId: string;
}) {
  const intl = useIntl();
  const href = useHref();
  // The shopper was on the way to checkout: a login (or a new account) on the account pages leads back there.
  const returnTo: ReturnToState = { returnTo: href('checkout') ?? undefined };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      testId={props.testId}
    >
      <p className="checkout-modal-text">{props.text}</p>
      <div className="checkout-modal-actions is-stacked">
        <button type="button" className="shop-button" onClick={props.onGuest}>
          {props.guestLabel}
        </button>
        <ShopLink to="accountIdentify" state={returnTo} className={props.accountClassName}>
          {props.accountLabel}
        </ShopLink>
      </div>
    </Modal>
  );
}
