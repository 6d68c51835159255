import { Skeleton, SkeletonBlock, SkeletonLines, SkeletonTitle } from '@shop/shared/skeleton';
import { useIntl } from 'react-intl';

function useOrderLoadingLabel(): string {
  return useIntl().formatMessage({ id: 'checkout.loading', defaultMessage: 'Loading your order…' });
}

/** The order summary's shape (title, totals, the overview button) beside the step or under the confirmation. */
function OrderSummarySkeleton() {
  return (
    <div className="checkout-totals checkout-summary">
      <SkeletonTitle width="50%" />
      <SkeletonLines count={3} lastWidth="70%" />
      <SkeletonBlock height="44px" radius="999px" />
    </div>
  );
}

/**
 * The checkout while the order loads (issue 35: no "Loading your order…" line): the steps, the first
 * step's fields beside the order summary, in the checkout's own layout; one polite status for screen readers.
 */
export function CheckoutSkeleton() {
  return (
    <Skeleton label={useOrderLoadingLabel()} className="checkout-flow" testId="checkout-skeleton">
      <div className="checkout-skeleton-steps">
        {[0, 1, 2, 3].map((i) => (
          <SkeletonBlock key={i} width="128px" height="28px" radius="999px" />
        ))}
      </div>
      <div className="checkout-layout">
        <div className="checkout-main">
          <SkeletonTitle width="40%" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="shop-field">
              <SkeletonBlock width="30%" height="14px" />
              <SkeletonBlock height="44px" radius="var(--checkout-radius)" />
            </div>
          ))}
          <SkeletonBlock className="checkout-skeleton-action" width="200px" height="44px" radius="999px" />
        </div>
        <OrderSummarySkeleton />
      </div>
    </Skeleton>
  );
}

/** The thank-you page while its order loads: the order number and status, the e-mail line, a receiver, the totals. */
export function ConfirmationSkeleton() {
  return (
    <Skeleton label={useOrderLoadingLabel()} className="checkout-skeleton-stack" testId="confirmation-skeleton">
      <div className="checkout-confirmation-facts">
        {[0, 1].map((i) => (
          <div key={i} className="checkout-skeleton-fact">
            <SkeletonBlock width="110px" height="14px" />
            <SkeletonBlock width="170px" height="22px" />
          </div>
        ))}
      </div>
      <SkeletonBlock width="70%" height="16px" />
      <div>
        <SkeletonTitle width="40%" />
        <div className="checkout-receiver">
          <SkeletonBlock width="45%" height="22px" />
          <SkeletonLines count={2} />
        </div>
      </div>
      <OrderSummarySkeleton />
    </Skeleton>
  );
}

/** The payment methods on their way: the question, cards shaped like the methods' (a radio, a name, a logo). */
export function PaymentMethodsSkeleton() {
  const intl = useIntl();
  return (
    <Skeleton
      label={intl.formatMessage({ id: 'checkout.payment.loading', defaultMessage: 'Loading the payment methods…' })}
      className="checkout-skeleton-stack"
      testId="payment-methods-skeleton"
    >
      <SkeletonBlock width="50%" height="18px" />
      <div className="checkout-payment-methods">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="checkout-payment-card">
            <SkeletonBlock width="20px" height="20px" radius="50%" />
            <SkeletonBlock width={i % 2 ? '55%' : '70%'} height="16px" />
            <SkeletonBlock width="44px" height="28px" radius="4px" />
          </div>
        ))}
      </div>
      <SkeletonBlock className="checkout-skeleton-action" width="200px" height="44px" radius="999px" />
    </Skeleton>
  );
}
