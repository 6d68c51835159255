import { useIntl } from 'react-intl';

/** Placeholder blocks in the basket's shape while the cart loads (no layout jump when it arrives). */
export function BasketSkeleton() {
  const intl = useIntl();
  return (
    <div className="checkout-basket-layout" data-testid="basket-skeleton">
      <div className="checkout-basket-main" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="checkout-skeleton-receiver">
            <span className="checkout-skeleton is-line is-short" />
            <span className="checkout-skeleton is-line" />
            <div className="checkout-skeleton-package">
              <span className="checkout-skeleton is-card" />
              <span className="checkout-skeleton is-line" />
            </div>
          </div>
        ))}
      </div>
      <div className="checkout-totals checkout-skeleton-totals" aria-hidden="true">
        <span className="checkout-skeleton is-line" />
        <span className="checkout-skeleton is-line" />
        <span className="checkout-skeleton is-action" />
      </div>
      <p className="checkout-visually-hidden" role="status">
        {intl.formatMessage({ id: 'checkout.basket.loading', defaultMessage: 'Loading your basket…' })}
      </p>
    </div>
  );
}
