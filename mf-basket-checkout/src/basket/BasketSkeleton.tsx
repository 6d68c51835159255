import { Skeleton, SkeletonBlock, SkeletonLines } from '@shop/shared/skeleton';
import { useIntl } from 'react-intl';

/**
 * Placeholders in the basket's shape while the cart loads (no layout jump when it arrives): two
 * receivers with a package each beside the totals, busy, with one polite status for screen readers.
 */
export function BasketSkeleton() {
  const intl = useIntl();
  return (
    <Skeleton
      label={intl.formatMessage({ id: 'checkout.basket.loading', defaultMessage: 'Loading your basket…' })}
      className="checkout-basket-layout"
      testId="basket-skeleton"
    >
      <div className="checkout-basket-main">
        {[0, 1].map((i) => (
          <div key={i} className="checkout-skeleton-receiver">
            <SkeletonBlock width="40%" height="22px" />
            <SkeletonLines count={1} />
            <div className="checkout-skeleton-package">
              <SkeletonBlock width="96px" aspectRatio="16 / 10" />
              <SkeletonLines count={1} className="checkout-skeleton-fill" />
            </div>
          </div>
        ))}
      </div>
      <div className="checkout-totals checkout-skeleton-totals">
        <SkeletonLines count={2} lastWidth="100%" />
        <SkeletonBlock className="checkout-skeleton-button" height="48px" radius="999px" />
      </div>
    </Skeleton>
  );
}
