import { useIntl } from 'react-intl';
import type { CartOrder } from '../cart-query';
import { useFormatMoney } from '../common/format';
import { useCart } from '../use-cart';

/**
 * Spec §2/§3 totals: digital and physical cards, extras, each adjustment, the grand total with the VAT
 * it includes, and "Continue to checkout". On mobile the total and the button form a bar fixed at the
 * bottom of the screen (CSS), so there is one button for every layout.
 */
export function TotalsPanel({ order, onCheckout }: { order: CartOrder; onCheckout(): void }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const cart = useCart();
  const { digitalTotal, physicalTotal, extra } = order.groupedTotals;
  const { totals } = order;
  return (
    <aside className="checkout-totals" aria-labelledby="checkout-totals-title" aria-busy={cart.busy}>
      <h2 id="checkout-totals-title">{intl.formatMessage({ id: 'checkout.basket.totals.title', defaultMessage: 'Overview' })}</h2>
      <dl className="checkout-totals-list" data-testid="totals">
        {digitalTotal.qty > 0 && (
          <div className="checkout-totals-row">
            <dt>{intl.formatMessage({ id: 'checkout.basket.totals.digital', defaultMessage: '{count, plural, one {# digital gift card} other {# digital gift cards}}' }, { count: digitalTotal.qty })}</dt>
            <dd>{format(digitalTotal.price)}</dd>
          </div>
        )}
        {physicalTotal.qty > 0 && (
          <div className="checkout-totals-row">
            <dt>{intl.formatMessage({ id: 'checkout.basket.totals.physical', defaultMessage: '{count, plural, one {# gift card by post} other {# gift cards by post}}' }, { count: physicalTotal.qty })}</dt>
            <dd>{format(physicalTotal.price)}</dd>
          </div>
        )}
        {extra.qty > 0 && (
          <div className="checkout-totals-row">
            <dt>{intl.formatMessage({ id: 'checkout.basket.totals.extra', defaultMessage: 'Extras (packing, wrappers, messages)' })}</dt>
            <dd>{format(extra.price)}</dd>
          </div>
        )}
        {totals.adjustments.map((adjustment) => (
          <div key={`${adjustment.adjustmentType}-${adjustment.title}`} className="checkout-totals-row">
            <dt>{adjustment.title}</dt>
            <dd>{format(adjustment.price)}</dd>
          </div>
        ))}
      </dl>
      <div className="checkout-checkout-bar">
        <p className="checkout-totals-grand" data-testid="grand-total">
          <span>{intl.formatMessage({ id: 'checkout.basket.totals.grandTotal', defaultMessage: 'Total' })}</span>
          <strong>{format(totals.grandTotal)}</strong>
        </p>
        <p className="checkout-totals-tax">{intl.formatMessage({ id: 'checkout.basket.totals.tax', defaultMessage: 'incl. {tax} VAT' }, { tax: format(totals.tax) })}</p>
        <button type="button" className="checkout-button is-large is-block" onClick={onCheckout} disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.totals.checkout', defaultMessage: 'Continue to checkout' })}
        </button>
      </div>
    </aside>
  );
}
