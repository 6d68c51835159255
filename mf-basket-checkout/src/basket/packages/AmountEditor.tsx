import { Select } from '@shop/shared/select';
import { checkCustomAmount, fixedAmountSchema } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import type { CartPackage, VariationConfig } from '../../common/cart-query';
import { apiFieldMessage, type FieldMessage, schemaMessage, useFieldMessage } from '../../common/api-errors';
import { useFocusWhenIdle } from '../../common/focus';
import { useFormatMoney } from '../../common/format';
import { useCart } from '../../common/use-cart';

function configOf(pkg: CartPackage): VariationConfig | null {
  return pkg.variationType === 'DIGITAL' ? pkg.product.digitalVariationConfig : pkg.product.physicalVariationConfig;
}

/**
 * The amount per card: a whole amount within the product's range for custom-amount products, one of
 * the fixed prices otherwise (the shared amount schemas, the same the API enforces).
 */
export function AmountEditor({ pkg }: { pkg: CartPackage }) {
  const intl = useIntl();
  const cart = useCart();
  const format = useFormatMoney();
  const translate = useFieldMessage();
  const id = useId();
  const config = configOf(pkg);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(pkg.amount.value));
  const [error, setError] = useState<FieldMessage | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusWhenIdle(cart.busy);
  const amountLabel = intl.formatMessage({ id: 'checkout.basket.package.amount', defaultMessage: 'Amount per card' });

  const save = async (amount: number) => {
    const outcome = await cart.updatePackage({ packageId: pkg.id, amountCents: Math.round(amount * 100) }, 'amount', {
      fields: (parameter) => parameter === 'input.amountCents',
    });
    if (outcome.ok) {
      setEditing(false);
      setError(null);
      focusLater(() => opener.current);
    } else if (outcome.fieldErrors[0]) {
      setError(apiFieldMessage(outcome.fieldErrors[0]));
      focusLater(() => input.current);
    }
  };

  if (config?.hasFixedPrices) {
    const prices = config.pricesToShow.map((price) => price.value);
    if (prices.length < 2) return <AmountText label={amountLabel} value={format(pkg.amount)} />;
    return (
      <div className="checkout-package-amount">
        <Select
          label={amountLabel}
          items={config.pricesToShow.map((price) => ({ id: String(price.value), label: format(price) }))}
          value={String(pkg.amount.value)}
          disabled={cart.busy}
          onChange={(value) => {
            const amount = Number(value);
            if (amount !== pkg.amount.value && v.safeParse(fixedAmountSchema(prices), amount).success) void save(amount);
          }}
        />
      </div>
    );
  }

  if (!config) return <AmountText label={amountLabel} value={format(pkg.amount)} />;

  const range = { min: config.minPrice.value, max: config.maxPrice.value };
  const rangeText = { min: format(config.minPrice), max: format(config.maxPrice) };
  const validate = (value: string) => {
    const check = checkCustomAmount(value, range);
    setError(check.ok ? null : schemaMessage(check.message.id));
    return check;
  };

  if (!editing) {
    return (
      <div className="checkout-package-amount">
        <AmountText label={amountLabel} value={format(pkg.amount)} />
        <button
          ref={opener}
          type="button"
          className="shop-button is-link"
          disabled={cart.busy}
          aria-label={intl.formatMessage({ id: 'checkout.basket.package.changeAmount', defaultMessage: 'Change: {product}' }, { product: pkg.product.title })}
          onClick={() => {
            setText(String(pkg.amount.value));
            setError(null);
            setEditing(true);
            focusLater(() => input.current);
          }}
        >
          {intl.formatMessage({ id: 'checkout.basket.package.change', defaultMessage: 'Change' })}
        </button>
      </div>
    );
  }

  return (
    <form
      className={`shop-field checkout-package-amount-form${error ? ' has-error' : ''}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const check = validate(text);
        if (check.ok) void save(check.amount);
        else input.current?.focus();
      }}
    >
      <label htmlFor={id}>{intl.formatMessage({ id: 'checkout.basket.package.amountRange', defaultMessage: 'Amount per card ({min} – {max})' }, rangeText)}</label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        disabled={cart.busy}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => validate(text)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="shop-field-error">
          {translate(error, rangeText)}
        </p>
      )}
      <div className="checkout-inline-actions">
        <button type="submit" className="shop-button is-small" disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.package.saveAmount', defaultMessage: 'Save amount' })}
        </button>
        <button type="button" className="shop-button is-link" disabled={cart.busy} onClick={() => {
            setEditing(false);
            focusLater(() => opener.current);
          }}
        >
          {intl.formatMessage({ id: 'checkout.basket.confirm.cancel', defaultMessage: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}

function AmountText({ label, value }: { label: string; value: string }) {
  return (
    <p className="checkout-package-amount-text">
      <span>{label}: </span>
      <strong>{value}</strong>
    </p>
  );
}
