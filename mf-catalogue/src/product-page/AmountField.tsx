import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '../common/money';
import { checkCustomAmount } from '@shop/shared/validation';
import type { VariationData } from './product-query';

export interface AmountFieldProps {
  variation: VariationData;
  /** Fixed prices: the chosen value. Custom amounts: the field's text. */
  fixedValue: number | null;
  customText: string;
  onFixed(value: number): void;
  onCustom(text: string): void;
  showError: boolean;
  onBlur(): void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Fixed amounts to choose from, or a whole-number custom amount between the variation's minimum and
 * maximum with the suggested amounts as shortcuts (spec §3 pricesToShow, hasFixedPrices, min/max).
 */
export function AmountField({ variation, fixedValue, customText, onFixed, onCustom, showError, onBlur, inputRef }: AmountFieldProps) {
  const intl = useIntl();
  const format = useFormatMoney();
  const id = useId();
  const currency = variation.price.currency;
  const legend = intl.formatMessage({ id: 'catalogue.amount.legend', defaultMessage: 'Amount' });

  if (variation.hasFixedPrices) {
    return (
      <fieldset className="shop-fieldset catalogue-amounts">
        <legend>{legend}</legend>
        <div className="catalogue-pills">
          {variation.pricesToShow.map((price) => (
            <label key={price.cents} className={`catalogue-pill${fixedValue === price.value ? ' is-selected' : ''}`}>
              <input type="radio" name="fixedAmount" value={price.value} checked={fixedValue === price.value} onChange={() => onFixed(price.value)} />
              {format(price, { whole: true })}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const range = { min: variation.minPrice.value, max: variation.maxPrice.value };
  const check = checkCustomAmount(customText, range);
  const error = !check.ok && showError ? check.message : null;
  const rangeText = { min: format({ value: range.min, currency }, { whole: true }), max: format({ value: range.max, currency }, { whole: true }) };
  return (
    <fieldset className="shop-fieldset catalogue-amounts">
      <legend>{legend}</legend>
      <div className="catalogue-pills">
        {variation.pricesToShow.map((price) => {
          const selected = customText.trim() === String(price.value);
          return (
            <button key={price.cents} type="button" className={`catalogue-pill${selected ? ' is-selected' : ''}`} aria-pressed={selected} onClick={() => onCustom(String(price.value))}>
              {format(price, { whole: true })}
            </button>
          );
        })}
      </div>
      <div className={`shop-field catalogue-amount-custom${error ? ' has-error' : ''}`}>
        <label htmlFor={`${id}-custom`}>
          {intl.formatMessage({ id: 'catalogue.amount.custom', defaultMessage: 'Or your own amount ({min} – {max})' }, rangeText)}
        </label>
        <div className="catalogue-input-affix">
          <input
            ref={inputRef}
            id={`${id}-custom`}
            name="amount"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={customText}
            onChange={(event) => onCustom(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <span aria-hidden="true">{currencySymbol(intl.locale, currency)}</span>
        </div>
        {error && (
          <p id={`${id}-error`} className="shop-field-error">
            {intl.formatMessage(error, rangeText)}
          </p>
        )}
      </div>
    </fieldset>
  );
}

function currencySymbol(locale: string, currency: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

