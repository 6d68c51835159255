import { Modal, useStorefront } from '@shop/shared';
import { Select } from '@shop/shared/select';
import { usePostcodeLookup } from '@shop/shared/address';
import { DELIVERY_COUNTRIES, hasPostcodeLookup, houseNumberStyle } from '@shop/shared/validation';
import { Fragment, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Shipment } from '../cart-query';
import { apiFieldMessage, type FieldMessage, fieldOf, schemaMessage, useFieldMessage } from '../api-errors';
import { useFocusWhenIdle } from '../focus';
import { useCart } from '../use-cart';
import { DIGITAL_FIELDS, initialValues, physicalFields, type ReceiverField, type ReceiverValues, receiverInput, validateReceiver } from './receiver-form';
import { PostcodeLookupNote } from './PostcodeLookupNote';
import { savedReceiverValues, useSavedReceivers } from './saved-receivers';

/**
 * Spec §4 delivery receiver modal: name and e-mail (digital) or name and postal address (physical).
 * Checked on blur and on submit with the shared schemas; the API's field errors land at the fields.
 */
export function ReceiverModal({ shipment, open, onClose }: { shipment: Shipment; open: boolean; onClose(): void }) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'checkout.basket.receiverModal.title', defaultMessage: 'Who receives the cards?' })}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="checkout-receiver-modal"
      testId="checkout-receiver-modal"
    >
      {open && <ReceiverForm shipment={shipment} onDone={onClose} />}
    </Modal>
  );
}

function ReceiverForm({ shipment, onDone }: { shipment: Shipment; onDone(): void }) {
  const intl = useIntl();
  const cart = useCart();
  const translate = useFieldMessage();
  const { config, language } = useStorefront();
  const id = useId();
  const type = shipment.deliveryType;
  const [values, setValues] = useState<ReceiverValues>(() => initialValues(shipment.deliveryAddress, config.countryCode));
  const country = values['address.countryCode'];
  const fields = type === 'DIGITAL' ? DIGITAL_FIELDS : physicalFields(country);
  const digitsOnly = houseNumberStyle(country) === 'digits';
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, FieldMessage>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusLater = useFocusWhenIdle(cart.busy);
  const saved = useSavedReceivers(type);
  const [picked, setPicked] = useState<string | null>(null);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([`${language}-${config.countryCode}`], { type: 'region' });
    return DELIVERY_COUNTRIES.map((code) => ({ id: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language, config.countryCode]);

  const schemaErrors = (next: ReceiverValues, shown: Set<string>) => {
    const all = validateReceiver(type, next);
    const result: Record<string, FieldMessage> = {};
    for (const field of shown) if (all[field]) result[field] = schemaMessage(all[field]);
    return result;
  };

  const change = (field: ReceiverField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field showed a problem, it follows the typing (the postcode also follows the country).
    setErrors(schemaErrors(next, new Set([...touched].filter((f) => f in errors || f === 'address.postCode'))));
  };

  // Dutch addresses: street and city from postcode and house number (ADR 0050); still editable.
  const lookup = usePostcodeLookup(
    {
      countryCode: type === 'PHYSICAL' ? country : '',
      postCode: values['address.postCode'],
      houseNumber: values['address.houseNumber'],
      suffix: values['address.suffix'],
      street: values['address.street'],
      city: values['address.city'],
    },
    (found) => {
      const next = { ...values };
      if (found.street !== undefined) next['address.street'] = found.street;
      if (found.city !== undefined) next['address.city'] = found.city;
      setValues(next);
      setErrors(schemaErrors(next, new Set([...touched].filter((f) => f in errors))));
    },
  );

  /** A receiver from the address book fills the form; the shopper still saves it (and may change it first). */
  const pick = (savedId: string) => {
    const receiver = saved.find((r) => r.id === savedId);
    if (!receiver) return;
    setPicked(savedId);
    setValues(savedReceiverValues(receiver, values));
    setErrors({});
  };

  const blur = (field: ReceiverField) => {
    const shown = new Set(touched).add(field);
    setTouched(shown);
    setErrors(schemaErrors(values, shown));
  };

  const focusField = (field: string) => focusLater(() => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`));

  const submit = async () => {
    const shown = new Set<string>(fields);
    setTouched(shown);
    const found = schemaErrors(values, shown);
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) {
      focusField(first);
      return;
    }
    const known = new Set<string>(fields);
    const outcome = await cart.updateReceiver(receiverInput(shipment.tag, type, values), {
      fields: (parameter) => parameter.startsWith('input.') && known.has(parameter.slice('input.'.length)),
    });
    if (outcome.ok) {
      onDone();
      return;
    }
    const fromApi: Record<string, FieldMessage> = {};
    for (const error of outcome.fieldErrors) {
      const field = fieldOf(error);
      if (field && !fromApi[field]) fromApi[field] = apiFieldMessage(error);
    }
    setErrors(fromApi);
    const firstApi = fields.find((f) => fromApi[f]);
    if (firstApi) focusField(firstApi);
  };

  const labels: Record<ReceiverField, string> = {
    firstName: intl.formatMessage({ id: 'checkout.basket.receiver.firstName', defaultMessage: 'First name' }),
    lastName: intl.formatMessage({ id: 'checkout.basket.receiver.lastName', defaultMessage: 'Last name' }),
    email: intl.formatMessage({ id: 'checkout.basket.receiver.email', defaultMessage: 'E-mail address' }),
    'address.companyName': intl.formatMessage({ id: 'checkout.basket.receiver.companyName', defaultMessage: 'Company name (optional)' }),
    'address.countryCode': intl.formatMessage({ id: 'checkout.basket.receiver.country', defaultMessage: 'Country' }),
    'address.postCode': intl.formatMessage({ id: 'checkout.basket.receiver.postCode', defaultMessage: 'Postcode' }),
    'address.houseNumber': intl.formatMessage({ id: 'checkout.basket.receiver.houseNumber', defaultMessage: 'House number' }),
    'address.suffix': digitsOnly
      ? intl.formatMessage({ id: 'checkout.basket.receiver.suffix', defaultMessage: 'Addition (optional)' })
      : intl.formatMessage({ id: 'checkout.basket.receiver.addition', defaultMessage: 'Address addition (optional)' }),
    'address.street': intl.formatMessage({ id: 'checkout.basket.receiver.street', defaultMessage: 'Street' }),
    'address.city': intl.formatMessage({ id: 'checkout.basket.receiver.city', defaultMessage: 'City' }),
  };
  const autoComplete: Partial<Record<ReceiverField, string>> = {
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    'address.companyName': 'organization',
    'address.postCode': 'postal-code',
    'address.suffix': digitsOnly ? undefined : 'address-line2',
    'address.street': 'address-line1',
    'address.city': 'address-level2',
  };

  return (
    <form
      ref={form}
      className="checkout-receiver-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="checkout-modal-text">
        {type === 'DIGITAL'
          ? intl.formatMessage({ id: 'checkout.basket.receiverModal.digitalIntro', defaultMessage: 'We send the digital cards to this e-mail address.' })
          : intl.formatMessage({ id: 'checkout.basket.receiverModal.physicalIntro', defaultMessage: 'We send the cards by post to this address.' })}
      </p>
      {saved.length > 0 && (
        <div className="checkout-saved-receivers" data-testid="checkout-saved-receivers">
          <Select
            label={intl.formatMessage({ id: 'checkout.basket.receiverModal.addressBook', defaultMessage: 'From your address book' })}
            placeholder={intl.formatMessage({ id: 'checkout.basket.receiverModal.addressBookPlaceholder', defaultMessage: 'Choose a saved receiver' })}
            items={saved.map((receiver) => ({
              id: receiver.id,
              label: `${receiver.firstName} ${receiver.lastName} · ${type === 'DIGITAL' ? receiver.email : `${receiver.address?.street} ${receiver.address?.houseNumber}, ${receiver.address?.city}`}`,
            }))}
            value={picked}
            disabled={cart.busy}
            onChange={pick}
          />
        </div>
      )}
      <div className="checkout-form-grid">
        {fields.map((field) => {
          const error = errors[field];
          const errorText = error ? translate(error) : null;
          if (field === 'address.countryCode') {
            return (
              <div key={field} className="checkout-form-cell is-wide" data-field-wrap={field}>
                <Select
                  label={labels[field]}
                  items={countries}
                  value={values[field]}
                  searchable
                  disabled={cart.busy}
                  name="countryCode"
                  error={errorText}
                  onChange={(code) => change(field, code)}
                />
              </div>
            );
          }
          const inputId = `${id}-${field}`;
          return (
            <Fragment key={field}>
              <div className={`shop-field checkout-form-cell${error ? ' has-error' : ''}${field === 'email' || field === 'address.street' || field === 'address.companyName' ? ' is-wide' : ''}`}>
                <label htmlFor={inputId}>{labels[field]}</label>
                <input
                  id={inputId}
                  data-field={field}
                  name={field}
                  type={field === 'email' ? 'email' : 'text'}
                  inputMode={field === 'address.houseNumber' && digitsOnly ? 'numeric' : undefined}
                  autoComplete={autoComplete[field]}
                  value={values[field]}
                  disabled={cart.busy}
                  onChange={(event) => change(field, event.target.value)}
                  onBlur={() => blur(field)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                />
                {errorText && (
                  <p id={`${inputId}-error`} className="shop-field-error">
                    {errorText}
                  </p>
                )}
              </div>
              {field === 'address.suffix' && hasPostcodeLookup(country) && <PostcodeLookupNote status={lookup} />}
            </Fragment>
          );
        })}
      </div>
      <div className="checkout-modal-actions">
        <button type="submit" className="shop-button" disabled={cart.busy}>
          {intl.formatMessage({ id: 'checkout.basket.receiverModal.save', defaultMessage: 'Save receiver' })}
        </button>
      </div>
    </form>
  );
}
