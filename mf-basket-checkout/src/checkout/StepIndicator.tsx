import { useClientActive } from '@shop/shared';
import { useIntl } from 'react-intl';

export type CheckoutStep = 'details' | 'shipping' | 'payment' | 'success';

const ORDER: CheckoutStep[] = ['details', 'shipping', 'payment', 'success'];

/**
 * Spec §2 checkout steps: personal details, shipping, payment, success. Done steps can be opened again
 * (unless the order is placed already); the current one carries aria-current="step".
 */
export function StepIndicator({ current, onSelect }: { current: CheckoutStep; onSelect?: (step: CheckoutStep) => void }) {
  const intl = useIntl();
  const clientActive = useClientActive();
  const labels: Record<CheckoutStep, string> = {
    details: intl.formatMessage({ id: 'checkout.steps.details', defaultMessage: 'Personal details' }),
    shipping: intl.formatMessage({ id: 'checkout.steps.shipping', defaultMessage: 'Shipping' }),
    payment: intl.formatMessage({ id: 'checkout.steps.payment', defaultMessage: 'Payment' }),
    success: intl.formatMessage({ id: 'checkout.steps.success', defaultMessage: 'Done' }),
  };
  const index = ORDER.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps.label', defaultMessage: 'Checkout steps' })} className="checkout-steps-nav">
      <ol className="checkout-steps" data-testid="checkout-steps">
        {ORDER.map((step, i) => {
          const state = i < index ? 'is-done' : i === index ? 'is-current' : 'is-todo';
          const label = (
            <>
              <span className="checkout-step-number" aria-hidden="true">
                {i < index ? '✓' : i + 1}
              </span>
              <span className="checkout-step-label">{labels[step]}</span>
              {i < index && (
                <span className="checkout-visually-hidden">{intl.formatMessage({ id: 'checkout.steps.done', defaultMessage: '(completed)' })}</span>
              )}
            </>
          );
          return (
            <li key={step} className={`checkout-step ${state}`} aria-current={i === index ? 'step' : undefined}>
              {i < index && onSelect && step !== 'success' ? (
                <button type="button" className="checkout-step-item" disabled={!clientActive} onClick={() => onSelect(step)}>
                  {label}
                </button>
              ) : (
                <span className="checkout-step-item">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
