import { ShopLink, useChangesBeforeHydration, useStorefront } from '@shop/shared';
import { usePostcodeLookup } from '@shop/shared/address';
import { Select } from '@shop/shared/select';
import { DELIVERY_COUNTRIES, DIAL_CODES, hasPostcodeLookup, houseNumberStyle, PASSWORD_MIN } from '@shop/shared/validation';
import { Fragment, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FieldMessage, schemaMessage, useFieldMessage } from '../common/api-errors';
import { CheckRow } from '../common/CheckRow';
import { useCart } from '../common/use-cart';
import { PostcodeLookupNote } from '../common/receivers/PostcodeLookupNote';
import { addressFieldsInOrder, type DetailsField, type DetailsValues, fieldsInOrder, validateDetails } from './details-form';

export interface DetailsStepProps {
  values: DetailsValues;
  onChange(values: DetailsValues): void;
  errors: Record<string, FieldMessage>;
  onErrors(errors: Record<string, FieldMessage>): void;
  /** Focus a field (after the render that shows its error). */
  focusField(field: string): void;
  onContinue(): void;
  headingId: string;
  /** A signed-in customer (useSignedInCustomer): no "create an account" box. */
  signedIn: boolean;
}

type TextField = Exclude<DetailsField, 'createAccount' | 'newsletter' | 'termsAccepted' | 'phone.dialCode' | 'address.countryCode'>;

function toMessages(ids: Record<string, string>, fields: Iterable<string>): Record<string, FieldMessage> {
  const result: Record<string, FieldMessage> = {};
  for (const field of fields) {
    const id = ids[field];
    if (id) result[field] = schemaMessage(id);
  }
  return result;
}

/**
 * Step 1, personal details (spec §3 CustomerProfile, §5): checked with the shared `checkoutDetailsSchema`
 * on blur and on "Continue"; the first invalid field takes the focus.
 */
export function DetailsStep({ values, onChange, errors, onErrors, focusField, onContinue, headingId, signedIn }: DetailsStepProps) {
  const intl = useIntl();
  const translate = useFieldMessage();
  const { config, language } = useStorefront();
  // Disabled while the cart changes and until the page is interactive (the cart's `busy`).
  const { busy } = useCart();
  const id = useId();
  // Fields that show their problems: left once, or reported by the API.
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(errors)));
  const business = values.customerType === 'BUSINESS';

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([`${language}-${config.countryCode}`], { type: 'region' });
    return DELIVERY_COUNTRIES.map((code) => ({ id: code, label: names.of(code) ?? code })).sort((a, b) => a.label.localeCompare(b.label, language));
  }, [language, config.countryCode]);

  const update = (next: DetailsValues, shown: Set<string>) => {
    onChange(next);
    onErrors(toMessages(validateDetails(next), shown));
  };

  // The server renders this form with the visitor's basket: what was typed or chosen in it before the
  // page was interactive becomes the form's state as it hydrates (issue 36's rule for every form).
  const form = useRef<HTMLFormElement>(null);
  useChangesBeforeHydration(form, (changes) => {
    const next = { ...values };
    for (const [name, value] of changes) {
      if (name in next && typeof next[name as keyof DetailsValues] === typeof value) (next as Record<string, unknown>)[name] = value;
    }
    onChange(next);
  });

  const change = <K extends keyof DetailsValues>(field: K, value: DetailsValues[K]) => {
    const next = { ...values, [field]: value };
    // A field that shows a problem follows the typing; the postcode also follows the country.
    const following = new Set([...touched].filter((f) => f in errors || f === 'address.postCode' || f === 'emailConfirmation'));
    if (typeof value === 'boolean') following.add(field);
    update(next, following);
  };

  // Dutch addresses: street and city from postcode and house number (ADR 0050); still editable.
  const lookup = usePostcodeLookup(
    {
      countryCode: values['address.countryCode'],
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
      update(next, new Set([...touched].filter((f) => f in errors)));
    },
  );
  const country = values['address.countryCode'];
  const digitsOnly = houseNumberStyle(country) === 'digits';

  const blur = (field: string) => {
    const shown = new Set(touched).add(field);
    setTouched(shown);
    onErrors(toMessages(validateDetails(values), shown));
  };

  const submit = () => {
    const all = fieldsInOrder(values);
    const shown = new Set<string>(all);
    setTouched(shown);
    const found = validateDetails(values);
    onErrors(toMessages(found, shown));
    const first = all.find((f) => found[f]);
    if (first) focusField(first);
    else onContinue();
  };

  const labels: Record<DetailsField, string> = {
    firstName: intl.formatMessage({ id: 'checkout.details.firstName', defaultMessage: 'First name' }),
    lastName: intl.formatMessage({ id: 'checkout.details.lastName', defaultMessage: 'Last name' }),
    email: intl.formatMessage({ id: 'checkout.details.email', defaultMessage: 'E-mail address' }),
    emailConfirmation: intl.formatMessage({ id: 'checkout.details.emailConfirmation', defaultMessage: 'Confirm e-mail address' }),
    'phone.dialCode': intl.formatMessage({ id: 'checkout.details.dialCode', defaultMessage: 'Dialling code' }),
    // Spec §5: optional for a private customer, required for a business one (the shared schema's variants).
    'phone.number':
      values.customerType === 'BUSINESS'
        ? intl.formatMessage({ id: 'checkout.details.phoneBusiness', defaultMessage: 'Phone number' })
        : intl.formatMessage({ id: 'checkout.details.phone', defaultMessage: 'Phone number (optional)' }),
    'address.countryCode': intl.formatMessage({ id: 'checkout.details.country', defaultMessage: 'Country' }),
    'address.postCode': intl.formatMessage({ id: 'checkout.details.postCode', defaultMessage: 'Postcode' }),
    'address.houseNumber': intl.formatMessage({ id: 'checkout.details.houseNumber', defaultMessage: 'House number' }),
    'address.suffix': digitsOnly
      ? intl.formatMessage({ id: 'checkout.details.suffix', defaultMessage: 'Addition (optional)' })
      : intl.formatMessage({ id: 'checkout.details.addition', defaultMessage: 'Address addition (optional)' }),
    'address.street': intl.formatMessage({ id: 'checkout.details.street', defaultMessage: 'Street' }),
    'address.city': intl.formatMessage({ id: 'checkout.details.city', defaultMessage: 'City' }),
    companyName: intl.formatMessage({ id: 'checkout.details.companyName', defaultMessage: 'Company name' }),
    kvkNumber: intl.formatMessage({ id: 'checkout.details.kvkNumber', defaultMessage: 'Chamber of Commerce number (optional)' }),
    vatNumber: intl.formatMessage({ id: 'checkout.details.vatNumber', defaultMessage: 'VAT number (optional)' }),
    referenceNumber: intl.formatMessage({ id: 'checkout.details.reference', defaultMessage: 'Reference or cost centre (optional)' }),
    invoiceEmail: intl.formatMessage({ id: 'checkout.details.invoiceEmail', defaultMessage: 'E-mail address for invoices (optional)' }),
    createAccount: intl.formatMessage({ id: 'checkout.details.createAccount', defaultMessage: 'Create an account with this order' }),
    password: intl.formatMessage({ id: 'checkout.details.password', defaultMessage: 'Password' }),
    newsletter: intl.formatMessage({ id: 'checkout.details.newsletter', defaultMessage: 'Yes, send me the newsletter with offers and gift ideas' }),
    termsAccepted: intl.formatMessage({ id: 'checkout.details.terms', defaultMessage: 'I accept the terms and conditions' }),
  };

  const errorId = (field: string) => `${id}-${field}-error`;
  const errorText = (field: string) => (errors[field] ? translate(errors[field]) : null);
  const errorLine = (field: string) => {
    const text = errorText(field);
    return text ? (
      <p id={errorId(field)} className="shop-field-error">
        {text}
      </p>
    ) : null;
  };

  const input = (field: TextField, options: { type?: string; autoComplete?: string; inputMode?: 'numeric' | 'tel' | 'email'; wide?: boolean; hint?: ReactNode } = {}) => {
    const inputId = `${id}-${field}`;
    const error = errorText(field);
    const hintId = options.hint ? `${inputId}-hint` : null;
    const describedBy = [error ? errorId(field) : null, hintId].filter(Boolean).join(' ') || undefined;
    return (
      <div className={`shop-field checkout-form-cell${error ? ' has-error' : ''}${options.wide ? ' is-wide' : ''}`}>
        <label htmlFor={inputId}>{labels[field]}</label>
        <input
          id={inputId}
          data-field={field}
          name={field}
          type={options.type ?? 'text'}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => blur(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hintId && (
          <p id={hintId} className="shop-field-hint">
            {options.hint}
          </p>
        )}
        {errorLine(field)}
      </div>
    );
  };

  const checkbox = (field: 'createAccount' | 'newsletter' | 'termsAccepted') => {
    const error = errorText(field);
    return (
      <CheckRow
        type="checkbox"
        className={`checkout-form-cell is-wide${error ? ' has-error' : ''}`}
        data-field={field}
        name={field}
        checked={values[field]}
        onChange={(event) => change(field, event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
        label={labels[field]}
      >
        {errorLine(field)}
      </CheckRow>
    );
  };

  return (
    <form
      ref={form}
      className="checkout-step-form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset className="shop-fieldset checkout-choice-row">
        <legend>{intl.formatMessage({ id: 'checkout.details.customerType', defaultMessage: 'I am ordering as' })}</legend>
        {(['PRIVATE', 'BUSINESS'] as const).map((type) => (
          <CheckRow
            key={type}
            type="radio"
            name="customerType"
            value={type}
            checked={values.customerType === type}
            onChange={() => change('customerType', type)}
            label={
              type === 'PRIVATE'
                ? intl.formatMessage({ id: 'checkout.details.private', defaultMessage: 'Private customer' })
                : intl.formatMessage({ id: 'checkout.details.business', defaultMessage: 'Business customer' })
            }
          />
        ))}
      </fieldset>

      {business && (
        <fieldset className="shop-fieldset">
          <legend>{intl.formatMessage({ id: 'checkout.details.companyLegend', defaultMessage: 'Company' })}</legend>
          <div className="checkout-form-grid">
            {input('companyName', { autoComplete: 'organization', wide: true })}
            {input('kvkNumber')}
            {input('vatNumber')}
            {input('referenceNumber')}
            {input('invoiceEmail', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          </div>
        </fieldset>
      )}

      <fieldset className="shop-fieldset">
        <legend>{intl.formatMessage({ id: 'checkout.details.personLegend', defaultMessage: 'Your details' })}</legend>
        <div className="checkout-form-grid">
          {input('firstName', { autoComplete: 'given-name' })}
          {input('lastName', { autoComplete: 'family-name' })}
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email', wide: true })}
          {input('emailConfirmation', { type: 'email', autoComplete: 'off', inputMode: 'email', wide: true })}
          <div className="shop-field checkout-form-cell checkout-phone-code">
            <label htmlFor={`${id}-dialCode`}>{labels['phone.dialCode']}</label>
            <select
              id={`${id}-dialCode`}
              data-field="phone.dialCode"
              name="phone.dialCode"
              autoComplete="tel-country-code"
              value={values['phone.dialCode']}
              onChange={(event) => change('phone.dialCode', event.target.value)}
            >
              {DIAL_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          {input('phone.number', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        </div>
      </fieldset>

      <fieldset className="shop-fieldset">
        <legend>{intl.formatMessage({ id: 'checkout.details.addressLegend', defaultMessage: 'Your address' })}</legend>
        <div className="checkout-form-grid">
          <div className="checkout-form-cell is-wide">
            <Select
              label={labels['address.countryCode']}
              items={countries}
              value={values['address.countryCode']}
              searchable
              name="address.countryCode"
              error={errorText('address.countryCode')}
              onChange={(code) => change('address.countryCode', code)}
            />
          </div>
          {/* In the order of the address's country: Dutch postcode first (the lookup fills in street and city), else street first. */}
          {addressFieldsInOrder(country).map((field) => (
            <Fragment key={field}>
              {field === 'address.postCode' && input(field, { autoComplete: 'postal-code' })}
              {field === 'address.houseNumber' && input(field, { inputMode: digitsOnly ? 'numeric' : undefined })}
              {field === 'address.suffix' && input(field, { autoComplete: digitsOnly ? undefined : 'address-line2' })}
              {field === 'address.suffix' && hasPostcodeLookup(country) && <PostcodeLookupNote status={lookup} />}
              {field === 'address.street' && input(field, { autoComplete: 'address-line1', wide: true })}
              {field === 'address.city' && input(field, { autoComplete: 'address-level2' })}
            </Fragment>
          ))}
        </div>
      </fieldset>

      <div className="checkout-form-grid">
        {!signedIn && checkbox('createAccount')}
        {!signedIn &&
          values.createAccount &&
          input('password', {
            type: 'password',
            autoComplete: 'new-password',
            wide: true,
            hint: intl.formatMessage({ id: 'checkout.details.passwordHint', defaultMessage: 'At least {min} characters' }, { min: PASSWORD_MIN }),
          })}
        {checkbox('newsletter')}
        {checkbox('termsAccepted')}
        <p className="checkout-form-cell is-wide checkout-terms-link">
          <ShopLink to="terms" className="checkout-link" target="_blank" rel="noopener">
            {intl.formatMessage({ id: 'checkout.details.termsLink', defaultMessage: 'Read the terms and conditions (opens in a new tab)' })}
          </ShopLink>
        </p>
      </div>

      <div className="checkout-step-actions">
        {/* Disabled until the page is interactive: a native submit would put the details into the address. */}
        <button type="submit" className="shop-button is-large" disabled={busy}>
          {intl.formatMessage({ id: 'checkout.details.continue', defaultMessage: 'Continue to shipping' })}
        </button>
      </div>
    </form>
  );
}
