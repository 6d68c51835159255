import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { basketQuantity, eventBus, ShopLink, useSlimCart, type RemotePageProps } from '@shop/shared';
import { CheckoutRoot } from '../CheckoutRoot';

/**
 * The basket (spec §2 /warenkorb/). Opening it asks everyone to re-read the cart, since another tab may
 * have changed it; the basket issue adds the packages, receivers and totals.
 */
export default function BasketPage(_props: RemotePageProps) {
  const quantity = useSlimCart(basketQuantity);
  const status = useSlimCart((s) => s.status);

  useEffect(() => {
    eventBus.emit('cart:changed', { reason: 'basket-opened' });
  }, []);

  return (
    <CheckoutRoot>
      <section className="checkout-basket" aria-labelledby="checkout-basket-title" aria-busy={status === 'loading'}>
        <h1 id="checkout-basket-title">
          <FormattedMessage id="checkout.basket.title" defaultMessage="Your basket" />
        </h1>
        {quantity === 0 ? (
          <div className="checkout-basket-empty">
            <p>
              <FormattedMessage id="checkout.basket.empty" defaultMessage="Your basket is empty." />
            </p>
            <ShopLink to="home" className="checkout-link-button">
              <FormattedMessage id="checkout.basket.continue" defaultMessage="Continue shopping" />
            </ShopLink>
          </div>
        ) : (
          <p data-testid="basket-summary">
            <FormattedMessage
              id="checkout.basket.count"
              defaultMessage="{count, plural, one {# gift card} other {# gift cards}} in your basket"
              values={{ count: quantity }}
            />
          </p>
        )}
      </section>
    </CheckoutRoot>
  );
}
