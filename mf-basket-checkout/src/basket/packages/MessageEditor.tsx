import { checkPersonalMessage, messageLength, PERSONAL_MESSAGE_MAX } from '@shop/shared/validation';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartPackage } from '../../common/cart-query';
import { apiFieldMessage, type FieldMessage, schemaMessage, useFieldMessage } from '../../common/api-errors';
import { useFocusWhenIdle } from '../../common/focus';
import { useCart } from '../../common/use-cart';

/**
 * The personal message of a package (spec §5: 1–150 characters, no emoji): add, edit, remove. Typing
 * past the maximum is allowed but puts the field in its error state, with the remaining characters.
 */
export function MessageEditor({ pkg }: { pkg: CartPackage }) {
  const intl = useIntl();
  const cart = useCart();
  const translate = useFieldMessage();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(pkg.personalMessage ?? '');
  const [touched, setTouched] = useState(false);
  const [apiError, setApiError] = useState<FieldMessage | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusWhenIdle(cart.busy);
  const product = pkg.product.title;

  const problem = checkPersonalMessage(text);
  const remaining = PERSONAL_MESSAGE_MAX - messageLength(text);
  const visible: FieldMessage | null = apiError ?? (problem && (touched || remaining < 0) ? schemaMessage(problem.id) : null);

  const close = () => {
    setEditing(false);
    focusLater(() => opener.current);
  };

  if (!editing) {
    return (
      <div className="checkout-package-message">
        {pkg.personalMessage ? (
          <>
            <p className="checkout-package-message-text">
              <span>{intl.formatMessage({ id: 'checkout.basket.message.label', defaultMessage: 'Personal message' })}: </span>
              <q>{pkg.personalMessage}</q>
            </p>
            <button
              ref={opener}
              type="button"
              className="shop-button is-link"
              disabled={cart.busy}
              aria-label={intl.formatMessage({ id: 'checkout.basket.message.editFor', defaultMessage: 'Edit message: {product}' }, { product })}
              onClick={() => {
                setText(pkg.personalMessage ?? '');
                setTouched(false);
                setApiError(null);
                setEditing(true);
                focusLater(() => area.current);
              }}
            >
              {intl.formatMessage({ id: 'checkout.basket.message.edit', defaultMessage: 'Edit message' })}
            </button>
            <button
              type="button"
              className="shop-button is-link"
              disabled={cart.busy}
              aria-label={intl.formatMessage({ id: 'checkout.basket.message.removeFor', defaultMessage: 'Remove message: {product}' }, { product })}
              onClick={() => void cart.updatePackage({ packageId: pkg.id, personalMessage: null }, 'remove-message')}
            >
              {intl.formatMessage({ id: 'checkout.basket.message.remove', defaultMessage: 'Remove message' })}
            </button>
          </>
        ) : (
          <button
            ref={opener}
            type="button"
            className="shop-button is-link"
            disabled={cart.busy}
            aria-label={intl.formatMessage({ id: 'checkout.basket.message.addFor', defaultMessage: 'Add a personal message: {product}' }, { product })}
            onClick={() => {
              setText('');
              setTouched(false);
              setApiError(null);
              setEditing(true);
              focusLater(() => area.current);
            }}
          >
            {intl.formatMessage({ id: 'checkout.basket.message.add', defaultMessage: 'Add personal message' })}
          </button>
        )}
      </div>
    );
  }

  return (
    <form
      className={`shop-field checkout-package-message-form${visible ? ' has-error' : ''}`}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setTouched(true);
        if (problem) {
          area.current?.focus();
          return;
        }
        const outcome = await cart.updatePackage({ packageId: pkg.id, personalMessage: text.trim() }, 'message', {
          fields: (parameter) => parameter === 'input.personalMessage',
        });
        if (outcome.ok) close();
        else if (outcome.fieldErrors[0]) {
          setApiError(apiFieldMessage(outcome.fieldErrors[0]));
          focusLater(() => area.current);
        }
      }}
    >
      <label htmlFor={id}>{intl.formatMessage({ id: 'checkout.basket.message.fieldLabel', defaultMessage: 'Your personal message for {product}' }, { product })}</label>
      <textarea
        ref={area}
        id={id}
        rows={4}
        value={text}
        disabled={cart.busy}
        onChange={(event) => {
          setText(event.target.value);
          setApiError(null);
        }}
        onBlur={() => setTouched(true)}
        aria-invalid={visible ? true : undefined}
        aria-describedby={`${id}-counter${visible ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-counter`} className={`shop-field-hint${remaining < 0 ? ' is-over' : ''}`} aria-live="polite">
        {intl.formatMessage({ id: 'checkout.basket.message.remaining', defaultMessage: '{remaining, plural, one {# character left} other {# characters left}}' }, { remaining })}
      </p>
      {visible && (
        <p id={`${id}-error`} className="shop-field-error">
          {translate(visible)}
        </p>
      )}
      <div className="checkout-inline-actions">
        <button type="submit" className="shop-button is-small" disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.message.save', defaultMessage: 'Save message' })}
        </button>
        <button type="button" className="shop-button is-link" disabled={cart.busy} onClick={close}>
          {intl.formatMessage({ id: 'checkout.basket.confirm.cancel', defaultMessage: 'Cancel' })}
        </button>
      </div>
    </form>
  );
}
