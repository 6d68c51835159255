import { PaymentMethodLogo, useBrowserPaymentMethods } from '@shop/shared/payment-methods';
import { blikCodeSchema } from '@shop/shared/validation';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useClient } from 'urql';
import * as v from 'valibot';
import type { Money } from '../common/cart-query';
import { apiFieldMessage, type FieldMessage, fieldOf, schemaMessage, useFieldMessage } from '../common/api-errors';
import { useFormatMoney } from '../common/format';
import { type CustomerType, PAYMENT_METHODS_QUERY, type PaymentMethodOption } from './checkout-query';
import { PaymentMethodsSkeleton } from './CheckoutSkeleton';
import type { PaymentChoice, PayOutcome } from './use-payment';

export interface PaymentStepProps {
  customerType: CustomerType;
  total: Money;
  busy: boolean;
  onPay(choice: PaymentChoice): Promise<PayOutcome>;
  focusField(field: string): void;
  headingId: string;
}

/** The shared BLIK rule's message id, or null when the code is fine. */
function blikIssue(code: string): string | null {
  const result = v.safeParse(blikCodeSchema, code);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

type Errors = Partial<Record<'method' | 'issuer' | 'blikCode', FieldMessage>>;

/**
 * Step 3, payment (spec §3 payment methods): the storefront's methods as radio cards with their logos;
 * iDEAL (and EPS) with a bank, BLIK with the 6-digit code from the banking app; invoice for business
 * customers only; Apple Pay only where the browser can pay with it (ADR 0051).
 */
export function PaymentStep({ customerType, total, busy, onPay, focusField, headingId }: PaymentStepProps) {
  const intl = useIntl();
  const client = useClient();
  const format = useFormatMoney();
  const translate = useFieldMessage();
  const id = useId();
  const [loaded, setLoaded] = useState<PaymentMethodOption[] | null>(null);
  const offered = useBrowserPaymentMethods(loaded ?? []);
  const methods = loaded ? offered : null;
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [method, setMethod] = useState<string | null>(null);
  const [issuer, setIssuer] = useState('');
  const [blikCode, setBlikCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the query ("Try again")
  useEffect(() => {
    let live = true;
    setFailed(false);
    void client
      .query(PAYMENT_METHODS_QUERY, { customerType }, { requestPolicy: 'network-only', handleErrors: false })
      .toPromise()
      .then((result) => {
        if (!live) return;
        const list = result.data?.paymentMethods;
        if (!list || result.error) setFailed(true);
        // Invoice is for business customers (the API filters too).
        else setLoaded(list.filter((m) => customerType === 'BUSINESS' || m.id !== 'invoice'));
      });
    return () => {
      live = false;
    };
  }, [client, customerType, attempt]);

  const chosen = methods?.find((m) => m.id === method) ?? null;
  const needsBank = !!chosen && chosen.banks.length > 0;
  const needsBlik = chosen?.id === 'blik';

  const validate = (): Errors => {
    const found: Errors = {};
    if (!chosen) found.method = { id: 'checkout.payment.methodRequired', defaultMessage: 'Please choose a payment method' };
    if (needsBank && !issuer) found.issuer = { id: 'checkout.payment.bankRequired', defaultMessage: 'Please choose your bank' };
    if (needsBlik) {
      const blik = blikIssue(blikCode);
      if (blik) found.blikCode = schemaMessage(blik);
    }
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    const first = (['method', 'issuer', 'blikCode'] as const).find((f) => found[f]);
    if (first || !chosen) {
      focusField(`payment-${first ?? 'method'}`);
      return;
    }
    const outcome = await onPay({
      method: chosen.id,
      ...(needsBank ? { issuer } : {}),
      ...(needsBlik ? { blikCode: blikCode.trim() } : {}),
    });
    if (!outcome.ok && outcome.fieldErrors.length > 0) {
      const fromApi: Errors = {};
      for (const error of outcome.fieldErrors) {
        const field = fieldOf(error);
        if (field === 'method' || field === 'issuer' || field === 'blikCode') fromApi[field] = apiFieldMessage(error);
      }
      setErrors(fromApi);
      const firstApi = (['method', 'issuer', 'blikCode'] as const).find((f) => fromApi[f]);
      if (firstApi) focusField(`payment-${firstApi}`);
    }
  };

  const errorLine = (field: keyof Errors) => {
    const error = errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="shop-field-error">
        {translate(error)}
      </p>
    ) : null;
  };

  if (failed) {
    return (
      <div className="checkout-basket-message" role="alert">
        <p>{intl.formatMessage({ id: 'checkout.payment.methodsFailed', defaultMessage: 'The payment methods could not be loaded.' })}</p>
        <button type="button" className="shop-button" onClick={() => setAttempt((n) => n + 1)}>
          {intl.formatMessage({ id: 'checkout.basket.retry', defaultMessage: 'Try again' })}
        </button>
      </div>
    );
  }
  if (!methods) return <PaymentMethodsSkeleton />;

  return (
    <form
      className="checkout-step-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="shop-fieldset" aria-describedby={errors.method ? `${id}-method-error` : undefined}>
        <legend>{intl.formatMessage({ id: 'checkout.payment.legend', defaultMessage: 'How would you like to pay?' })}</legend>
        <div className="checkout-payment-methods">
          {methods.map((option, index) => (
            <label key={option.id} className={`checkout-payment-card${option.id === method ? ' is-selected' : ''}`}>
              <input
                type="radio"
                name="paymentMethod"
                value={option.id}
                data-field={index === 0 ? 'payment-method' : undefined}
                checked={option.id === method}
                disabled={busy}
                aria-invalid={errors.method ? true : undefined}
                onChange={() => {
                  setMethod(option.id);
                  setErrors({});
                }}
              />
              <span className="checkout-payment-name">{option.name}</span>
              <PaymentMethodLogo method={option.id} name={option.name} decorative height={28} className="checkout-payment-logo" />
              {option.isApp && (
                <span className="checkout-payment-hint">{intl.formatMessage({ id: 'checkout.payment.appHint', defaultMessage: 'Confirm in your banking app' })}</span>
              )}
              {option.id === 'invoice' && (
                <span className="checkout-payment-hint">{intl.formatMessage({ id: 'checkout.payment.invoiceHint', defaultMessage: 'Pay by bank transfer; we send the cards once the payment has arrived' })}</span>
              )}
            </label>
          ))}
        </div>
        {errorLine('method')}
      </fieldset>

      {needsBank && chosen && (
        <div className={`shop-field${errors.issuer ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-issuer`}>{intl.formatMessage({ id: 'checkout.payment.bank', defaultMessage: 'Your bank' })}</label>
          <select
            id={`${id}-issuer`}
            data-field="payment-issuer"
            value={issuer}
            disabled={busy}
            aria-invalid={errors.issuer ? true : undefined}
            aria-describedby={errors.issuer ? `${id}-issuer-error` : undefined}
            onChange={(event) => {
              setIssuer(event.target.value);
              setErrors((e) => ({ ...e, issuer: undefined }));
            }}
          >
            <option value="">{intl.formatMessage({ id: 'checkout.payment.bankPlaceholder', defaultMessage: 'Choose your bank' })}</option>
            {chosen.banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.issuer}
              </option>
            ))}
          </select>
          {errorLine('issuer')}
        </div>
      )}

      {needsBlik && (
        <div className={`shop-field${errors.blikCode ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-blik`}>{intl.formatMessage({ id: 'checkout.payment.blik', defaultMessage: 'BLIK code' })}</label>
          <input
            id={`${id}-blik`}
            data-field="payment-blikCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={blikCode}
            disabled={busy}
            aria-invalid={errors.blikCode ? true : undefined}
            aria-describedby={[`${id}-blik-hint`, errors.blikCode ? `${id}-blikCode-error` : null].filter(Boolean).join(' ')}
            onChange={(event) => {
              setBlikCode(event.target.value);
              if (errors.blikCode) setErrors((e) => ({ ...e, blikCode: undefined }));
            }}
            onBlur={() => {
              const issue = blikIssue(blikCode);
              setErrors((e) => ({ ...e, blikCode: issue ? schemaMessage(issue) : undefined }));
            }}
          />
          <p id={`${id}-blik-hint`} className="shop-field-hint">
            {intl.formatMessage({ id: 'checkout.payment.blikHint', defaultMessage: 'The 6-digit code from your banking app' })}
          </p>
          {errorLine('blikCode')}
        </div>
      )}

      <div className="checkout-step-actions">
        <button type="submit" className="shop-button is-large" disabled={busy}>
          {chosen?.id === 'invoice'
            ? // On invoice nothing is paid now (a bank transfer follows the invoice): the button says what the
              // click does, in the words the law asks for (§ 312j BGB, our terms: „Zahlungspflichtig bestellen“).
              intl.formatMessage({ id: 'checkout.payment.orderOnInvoice', defaultMessage: 'Order with obligation to pay' })
            : intl.formatMessage({ id: 'checkout.payment.pay', defaultMessage: 'Pay {total} now' }, { total: format(total) })}
        </button>
      </div>
    </form>
  );
}
