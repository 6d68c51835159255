import { useBottomBar } from '@shop/shared';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { CartOrder } from './cart-query';
import { useFormatMoney } from './format';

/** No bar to announce (the totals without the checkout button). */
const NO_BAR = { current: null };

/**
 * The order's totals (spec §3 groupedTotals, adjustments, grand total with its VAT) for the basket,
 * checkout and confirmation. `children` (the basket's checkout button) join the grand total in the
 * bar that sticks to the bottom of the screen on phones.
 */
export function TotalsList({ order, children }: { order: CartOrder; children?: ReactNode }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const { digitalTotal, physicalTotal, extra } = order.groupedTotals;
  const { totals } = order;
  const bar = useRef<HTMLDivElement>(null);
  useBottomBar(children ? bar : NO_BAR);
  return (
    <>
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
        {/* Only extras that cost something: a free message is no line of 0,00 € (issue 35). */}
        {extra.qty > 0 && extra.price.value > 0 && (
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
      <div ref={bar} className={children ? 'checkout-checkout-bar' : undefined}>
        <p className="checkout-totals-grand" data-testid="grand-total">
          <span>{intl.formatMessage({ id: 'checkout.basket.totals.grandTotal', defaultMessage: 'Total' })}</span>
          <strong>{format(totals.grandTotal)}</strong>
        </p>
        <p className="checkout-totals-tax">{intl.formatMessage({ id: 'checkout.basket.totals.tax', defaultMessage: 'incl. {tax} VAT' }, { tax: format(totals.tax) })}</p>
        {children}
      </div>
    </>
  );
}
