import { cardNumberDigits, formatCardNumber } from '@shop/shared/validation';
import type { ReactNode, Ref } from 'react';
import { FormattedMessage } from 'react-intl';

interface CardFieldProps {
  /** The input's id; its error's id is `${id}-error`. */
  id: string;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The card number as printed on the card (19 digits, shown in groups of four as typed). Uncontrolled
 * and named `cardNumber`, so a value typed before the page hydrated is kept and forms read it by name.
 */
export function CardNumberField({ id, error, inputRef }: CardFieldProps) {
  return (
    <div className="shop-field">
      <label htmlFor={id}>
        <FormattedMessage id="redeem.check.cardNumber" defaultMessage="Card number (19 digits)" />
      </label>
      <input
        ref={inputRef}
        id={id}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        placeholder="6037 0000 0000 0000 000"
        maxLength={23}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          event.currentTarget.value = formatCardNumber(cardNumberDigits(event.currentTarget.value));
        }}
      />
      {error && (
        <p className="shop-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The 6-digit PIN under the card's scratch field (named `pin`, digits only). */
export function PinField({ id, error, inputRef }: CardFieldProps) {
  return (
    <div className="shop-field">
      <label htmlFor={id}>
        <FormattedMessage id="redeem.check.pin" defaultMessage="PIN (6 digits, under the scratch layer)" />
      </label>
      <input
        ref={inputRef}
        id={id}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
        }}
      />
      {error && (
        <p className="shop-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The buyer's or entrant's e-mail address (named `email`); the label says what it is for. */
export function EmailField({ id, error, label }: { id: string; error?: string | null; label: ReactNode }) {
  return (
    <div className="shop-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p className="shop-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
