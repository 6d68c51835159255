import { PaymentMethodLogo, useBrowserPaymentMethods } from '@shop/shared/payment-methods';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { REDEEM_PAYMENT_METHODS_QUERY } from './redeem-documents';

export interface PaymentChoice {
  method: string;
  issuer: string;
}

/**
 * How a redeem's top-up or an activation is paid (spec §1 "pay any top-up with a payment method"): the
 * storefront's methods for private customers, as checkout offers them, with their logos (Apple Pay
 * only where the browser can pay with it, ADR 0051). BLIK needs a code on a wait screen and invoice is
 * for business orders: neither pays here.
 */
export function PaymentMethodChoice({
  choice,
  onChange,
  error,
  legend,
}: {
  choice: PaymentChoice;
  onChange(choice: PaymentChoice): void;
  error?: string | null;
  /** What is paid; the top-up's words by default. */
  legend?: ReactNode;
}) {
  const intl = useIntl();
  const ids = useId();
  const [methods] = useQuery({ query: REDEEM_PAYMENT_METHODS_QUERY, variables: {} });
  const options = useBrowserPaymentMethods((methods.data?.paymentMethods ?? []).filter((m) => m.id !== 'blik' && m.id !== 'invoice'));
  const banks = options.find((m) => m.id === choice.method)?.banks ?? [];
  return (
    <fieldset className="shop-fieldset redeem-payment" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend>{legend ?? <FormattedMessage id="redeem.checkout.payWith" defaultMessage="Pay the top-up with" />}</legend>
      {options.map((method) => (
        <label key={method.id} className="redeem-payment-option">
          <input
            type="radio"
            name="method"
            value={method.id}
            checked={choice.method === method.id}
            onChange={() => onChange({ method: method.id, issuer: '' })}
          />
          <PaymentMethodLogo method={method.id} name={method.name} decorative height={24} />
          {method.name}
        </label>
      ))}
      {banks.length > 0 && (
        <div className="shop-field redeem-payment-row">
          <label htmlFor={`${ids}-bank`}>
            <FormattedMessage id="redeem.checkout.bank" defaultMessage="Your bank" />
          </label>
          <select id={`${ids}-bank`} value={choice.issuer} onChange={(event) => onChange({ ...choice, issuer: event.target.value })}>
            <option value="">{intl.formatMessage({ id: 'redeem.checkout.chooseBank', defaultMessage: 'Choose your bank' })}</option>
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.issuer}
              </option>
            ))}
          </select>
        </div>
      )}
      {error && (
        <p className="shop-field-error redeem-payment-row" role="alert" id={`${ids}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
