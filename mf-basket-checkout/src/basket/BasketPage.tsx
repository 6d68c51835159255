import { type RemotePageProps, ShopLink, usePageMeta } from '@shop/shared';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CheckoutRoot } from '../CheckoutRoot';
import { BasketSkeleton } from './BasketSkeleton';
import type { CartOrder } from '../common/cart-query';
import { useFormatMoney } from '../common/format';
import { IdentifyModals } from './identify/IdentifyModals';
import { useIdentify } from './identify/use-identify';
import { DeliveryModeSwitch } from './receivers/DeliveryModeSwitch';
import { ReceiverSection } from './receivers/ReceiverSection';
import { TotalsPanel } from './totals/TotalsPanel';
import { CartContext, useCart, useCartState } from '../common/use-cart';
import '../common/basket.css';

/** Spec §2 basket `/warenkorb/` (NL `/winkelmandje/`): receivers, packages, totals, identify step. */
export default function BasketPage(_props: RemotePageProps) {
  return (
    <CheckoutRoot>
      <BasketScreen />
    </CheckoutRoot>
  );
}

function BasketScreen() {
  const intl = useIntl();
  const cart = useCartState();
  const title = intl.formatMessage({ id: 'checkout.basket.title', defaultMessage: 'Your basket' });
  usePageMeta({ title, noindex: true }, 'checkout:basket');
  const isEmpty = cart.status === 'ready' && (!cart.order || cart.order.shipments.every((s) => s.packages.length === 0));

  return (
    <CartContext.Provider value={cart}>
      <section className="checkout-basket" aria-labelledby="checkout-basket-title" aria-busy={cart.status === 'loading' || cart.busy}>
        <h1 id="checkout-basket-title" tabIndex={-1}>
          {title}
        </h1>
        {cart.status === 'loading' && !cart.order && <BasketSkeleton />}
        {cart.status === 'failed' && (
          <div className="checkout-basket-message" role="alert">
            <p>{intl.formatMessage({ id: 'checkout.basket.failed', defaultMessage: 'Your basket could not be loaded.' })}</p>
            <button type="button" className="shop-button" onClick={() => void cart.reload()}>
              {intl.formatMessage({ id: 'checkout.basket.retry', defaultMessage: 'Try again' })}
            </button>
          </div>
        )}
        {isEmpty && (
          <div className="checkout-basket-empty">
            <p>{intl.formatMessage({ id: 'checkout.basket.empty', defaultMessage: 'Your basket is empty.' })}</p>
            <ShopLink to="home" className="shop-button">
              {intl.formatMessage({ id: 'checkout.basket.continue', defaultMessage: 'Continue shopping' })}
            </ShopLink>
          </div>
        )}
        {cart.order && !isEmpty && cart.status !== 'failed' && <BasketContent order={cart.order} />}
      </section>
    </CartContext.Provider>
  );
}

function BasketContent({ order }: { order: CartOrder }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const identify = useIdentify();
  const { busy } = useCart();
  const announcement = useTotalsAnnouncement(order);
  const cards = order.groupedTotals.digitalTotal.qty + order.groupedTotals.physicalTotal.qty;
  const shipments = order.shipments.filter((s) => s.packages.length > 0);

  return (
    <>
      <p className="checkout-basket-summary" data-testid="basket-summary">
        {intl.formatMessage(
          { id: 'checkout.basket.count', defaultMessage: '{count, plural, one {# gift card} other {# gift cards}} in your basket' },
          { count: cards },
        )}
      </p>
      <div className="checkout-basket-layout">
        <div className="checkout-basket-main">
          <DeliveryModeSwitch order={order} />
          {shipments.map((shipment, index) => (
            <ReceiverSection key={shipment.tag} shipment={shipment} number={index + 1} />
          ))}
          <ShopLink to="home" className="checkout-link">
            {intl.formatMessage({ id: 'checkout.basket.continue', defaultMessage: 'Continue shopping' })}
          </ShopLink>
        </div>
        <TotalsPanel order={order} onCheckout={identify.start} />
      </div>
      <p className="checkout-visually-hidden" role="status" aria-live="polite" data-testid="basket-announcer">
        {busy
          ? intl.formatMessage({ id: 'checkout.basket.updating', defaultMessage: 'Updating your basket…' })
          : announcement && intl.formatMessage({ id: 'checkout.basket.updated', defaultMessage: 'Basket updated. New total: {total}' }, { total: format(announcement) })}
      </p>
      <IdentifyModals open={identify.modal} onClose={identify.close} onGuest={identify.continueAsGuest} />
    </>
  );
}

/** The new grand total after a change (not on the first load), for the screen reader's live region. */
function useTotalsAnnouncement(order: CartOrder) {
  const first = useRef(order);
  const [total, setTotal] = useState<CartOrder['totals']['grandTotal'] | null>(null);
  useEffect(() => {
    if (order !== first.current) setTotal(order.totals.grandTotal);
  }, [order]);
  return total;
}
