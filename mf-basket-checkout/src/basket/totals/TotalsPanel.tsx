import { useIntl } from 'react-intl';
import type { CartOrder } from '../../common/cart-query';
import { useCart } from '../../common/use-cart';
import { TotalsList } from '../../common/TotalsList';

/**
 * Spec §2/§3 totals: digital and physical cards, extras, each adjustment, the grand total with the VAT
 * it includes, and "Continue to checkout". On mobile the total and the button form a bar fixed at the
 * bottom of the screen (CSS), so there is one button for every layout.
 */
export function TotalsPanel({ order, onCheckout }: { order: CartOrder; onCheckout(): void }) {
  const intl = useIntl();
  const cart = useCart();
  return (
    <aside className="checkout-totals" aria-labelledby="checkout-totals-title" aria-busy={cart.busy}>
      <h2 id="checkout-totals-title">{intl.formatMessage({ id: 'checkout.basket.totals.title', defaultMessage: 'Overview' })}</h2>
      <TotalsList order={order}>
        <button type="button" className="shop-button is-large is-block" onClick={onCheckout} disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.totals.checkout', defaultMessage: 'Continue to checkout' })}
        </button>
      </TotalsList>
    </aside>
  );
}
