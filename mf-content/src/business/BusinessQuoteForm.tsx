import { useClientActive, useFormatMoney, useStorefront } from '@shop/shared';
import { DIAL_CODES, QUOTE_QUANTITY_MAX, quoteRequestSchema, validationMessage, widestWholeRange } from '@shop/shared/validation';
import { type Dispatch, type ReactNode, type SetStateAction, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { controlValue, useContentForm } from '../common/use-content-form';
import { REQUEST_BUSINESS_QUOTE_MUTATION } from './business-query';
import { useContentCaptcha } from '../common/content-captcha';
import {
  amountRanges,
  type BusinessProduct,
  checkLine,
  type DraftLine,
  type LineField,
  type LineIssue,
  lineFields,
  lineKey,
  wholeNumber,
} from './quote-lines';

/** The dialling code the phone field starts with: the storefront's country. */
const COUNTRY_DIAL_CODES: Readonly<Record<string, string>> = {
  NL: '+31', BE: '+32', FR: '+33', ES: '+34', IT: '+39', CH: '+41', AT: '+43', GB: '+44', DK: '+45', SE: '+46', NO: '+47', PL: '+48',
  DE: '+49', PT: '+351', LU: '+352', IE: '+353',
};

const CONTACT_FIELDS = ['companyName', 'contactName', 'email', 'phone.number', 'budgetCents', 'deliveryWishes', 'message', 'captchaToken'] as const;

/** A message of the shared validation catalogue in the page's language; an amount names its range as money. */
export function useIssueText(): (issue: LineIssue) => string {
  const intl = useIntl();
  const money = useFormatMoney();
  const { config } = useStorefront();
  return (issue) => {
    const message = validationMessage(issue.id);
    const values = issue.range
      ? { min: money({ value: issue.range.min, currency: config.currency }, { whole: true }), max: money({ value: issue.range.max, currency: config.currency }, { whole: true }) }
      : message.values;
    return intl.formatMessage({ id: message.id, defaultMessage: message.defaultMessage }, values);
  };
}

/** An empty line of the form-first version (a product preselected when the address named one). */
export function emptyLine(productId = ''): DraftLine {
  return { key: lineKey(), productId, amount: '', quantity: '' };
}

export interface BusinessQuoteFormProps {
  /** 1: the lines are rows with a product select; 2: the lines come from the catalogue's modal. */
  version: 1 | 2;
  products: readonly BusinessProduct[];
  lines: readonly DraftLine[];
  setLines: Dispatch<SetStateAction<DraftLine[]>>;
  /** Version 2: leads to the gift cards above (the form has no line yet). */
  onChooseCards?(): void;
}

/**
 * The quote request (issue 17): the lines (gift card, amount per card, number of cards), who asks,
 * optional phone, budget, delivery wishes and message, and the captcha. Checked with the shared schema
 * and each line's amount range before it is sent; the API's errors land at their fields.
 */
export function BusinessQuoteForm({ version, products, lines, setLines, onChooseCards }: BusinessQuoteFormProps) {
  const intl = useIntl();
  const client = useClient();
  const id = useId();
  const { config } = useStorefront();
  const issueText = useIssueText();
  const captcha = useContentCaptcha(intl.formatMessage({ id: 'content.business.captchaUnavailable', defaultMessage: 'The robot check could not be loaded. Please reload the page.' }));
  const [received, setReceived] = useState<{ id: string; email: string } | null>(null);
  const [lineIssues, setLineIssues] = useState<Record<string, LineIssue>>({});
  // The lines of the last check: once lines are added or removed, its errors point at other lines and
  // are hidden until the next check.
  const [checkedKeys, setCheckedKeys] = useState<string | null>(null);
  const keys = lines.map((line) => line.key).join();
  const requestId = useRef<string | null>(null);
  const byId = useMemo(() => new Map(products.map((product) => [product.id, product])), [products]);
  const fields = useMemo(() => ['lines', ...lineFields(lines.length), ...CONTACT_FIELDS], [lines.length]);

  // Spec §4: buttons are disabled until the client is active (a click before hydration would be lost).
  const clientActive = useClientActive();
  const { form, onSubmit, errors, formError, busy } = useContentForm({
    schema: quoteRequestSchema,
    fields,
    read: (current) => {
      const issues: Record<string, LineIssue> = {};
      const checked = lines.map((line, i) => {
        const check = checkLine(line, byId.get(line.productId), config.key);
        if (check.ok) return check.line;
        for (const [field, issue] of Object.entries(check.issues)) issues[`lines.${i}.${field}`] = issue;
        // An amount outside the product's range fails the schema too: nothing is sent.
        return {
          productId: line.productId,
          quantity: wholeNumber(line.quantity),
          amountPerCardCents: check.issues.amountPerCardCents ? Number.NaN : wholeNumber(line.amount) * 100,
        };
      });
      setLineIssues(issues);
      setCheckedKeys(keys);
      const phone = controlValue(current, 'phone.number').trim();
      const budget = controlValue(current, 'budgetCents').trim();
      return {
        companyName: controlValue(current, 'companyName'),
        contactName: controlValue(current, 'contactName'),
        email: controlValue(current, 'email'),
        phone: phone ? { dialCode: controlValue(current, 'phone.dialCode'), number: phone } : null,
        lines: checked,
        budgetCents: budget ? wholeNumber(budget) * 100 : null,
        deliveryWishes: controlValue(current, 'deliveryWishes'),
        message: controlValue(current, 'message'),
        captchaToken: captcha.token,
      };
    },
    send: async (input) => {
      const answer = (await client.mutation(REQUEST_BUSINESS_QUOTE_MUTATION, { input: { ...input, phone: input.phone ?? null } }, { handleErrors: false }).toPromise()).data
        ?.requestBusinessQuote;
      // The number the buyer reads and quotes (Q-260514-K7M2QX), never the request's uuid.
      requestId.current = answer?.number ?? null;
      // A captcha solution counts once: the next try needs a new one.
      if (!answer?.id) captcha.renew();
      return answer ? answer.errors : null;
    },
    onDone: (input) => setReceived({ id: requestId.current ?? '', email: input.email }),
  });

  if (received) {
    return (
      <div className="content-business-received" data-testid="content-business-received">
        <h3 tabIndex={-1} ref={(heading) => heading?.focus()}>
          <FormattedMessage id="content.business.receivedTitle" defaultMessage="Thank you, we have received your request" />
        </h3>
        <p role="status">
          <FormattedMessage
            id="content.business.receivedNumber"
            defaultMessage="Your request number: {id}"
            values={{ id: <strong className="content-business-request-id">{received.id}</strong> }}
          />
        </p>
        <p>
          <FormattedMessage
            id="content.business.receivedText"
            defaultMessage="Our business team will look at your request and reply by e-mail to {email}."
            values={{ email: received.email }}
          />
        </p>
      </div>
    );
  }

  const error = (field: string) => {
    if (field === 'lines' || field.startsWith('lines.')) {
      if (checkedKeys !== keys) return undefined;
      const own = lineIssues[field];
      if (own) return issueText(own);
    }
    return errors[field];
  };
  const errorId = (field: string) => `${id}-${field.replace(/\./g, '-')}-error`;
  const fieldError = (field: string) => {
    const text = error(field);
    return text ? (
      <p className="shop-field-error" id={errorId(field)}>
        {text}
      </p>
    ) : null;
  };
  const invalid = (field: string) => (error(field) ? true : undefined);
  const describedBy = (field: string, ...more: (string | undefined)[]) => [...more, error(field) ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;

  const change = (index: number, patch: Partial<DraftLine>) => setLines((current) => current.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const remove = (index: number) => setLines((current) => current.filter((_, i) => i !== index));
  const optional = (label: string) => intl.formatMessage({ id: 'content.business.optional', defaultMessage: '{label} (optional)' }, { label });
  const textField = (field: 'companyName' | 'contactName' | 'email', label: string, autoComplete: string) => (
    <div className="shop-field content-form-cell">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={field === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    // The captcha widget stays outside the <form> (it would take over the form's submit): the submit
    // button below it belongs to the form through its form attribute.
    <div className="content-business-quote-form" {...captcha.startOn}>
      <form id={`${id}-form`} ref={form} noValidate onSubmit={onSubmit} className="content-form">
        {formError && (
          <p className="content-form-error" role="alert">
            {formError}
          </p>
        )}
        {/* The lines are the page's state: until the client is active a choice made in them would be lost. */}
        <fieldset name="lines" tabIndex={-1} disabled={!clientActive} className="shop-fieldset content-business-lines" aria-describedby={describedBy('lines')}>
          <legend>
            <FormattedMessage id="content.business.linesLegend" defaultMessage="Your gift cards" />
          </legend>
          {lines.length === 0 && (
            <p className="content-business-lines-empty">
              <FormattedMessage id="content.business.linesEmpty" defaultMessage="You have not chosen any gift cards yet." />{' '}
              {onChooseCards && (
                <button type="button" className="shop-button is-link" disabled={!clientActive} onClick={onChooseCards}>
                  <FormattedMessage id="content.business.chooseCards" defaultMessage="Choose gift cards" />
                </button>
              )}
            </p>
          )}
          {fieldError('lines')}
          {lines.map((line, index) => (
            <QuoteLineFields
              key={line.key}
              idPrefix={`${id}-line-${index}`}
              index={index}
              line={line}
              product={byId.get(line.productId)}
              products={version === 1 ? products : null}
              removable={version === 2 || lines.length > 1}
              describedBy={describedBy}
              invalid={invalid}
              fieldError={fieldError}
              onChange={(patch) => change(index, patch)}
              onRemove={() => remove(index)}
            />
          ))}
          {version === 1 && (
            <button type="button" className="shop-button is-secondary" disabled={!clientActive} onClick={() => setLines((current) => [...current, emptyLine()])}>
              <FormattedMessage id="content.business.addLine" defaultMessage="Add another gift card" />
            </button>
          )}
        </fieldset>
        <fieldset className="shop-fieldset content-business-contact-fields">
          <legend>
            <FormattedMessage id="content.business.contactLegend" defaultMessage="Your details" />
          </legend>
          {textField('companyName', intl.formatMessage({ id: 'content.business.companyName', defaultMessage: 'Company' }), 'organization')}
          {textField('contactName', intl.formatMessage({ id: 'content.business.contactName', defaultMessage: 'Contact person' }), 'name')}
          {textField('email', intl.formatMessage({ id: 'content.business.email', defaultMessage: 'E-mail address' }), 'email')}
          <div className="content-business-phone">
            <div className="shop-field content-form-cell">
              <label htmlFor={`${id}-dialCode`}>
                <FormattedMessage id="content.business.dialCode" defaultMessage="Dialling code" />
              </label>
              <select id={`${id}-dialCode`} name="phone.dialCode" autoComplete="tel-country-code" defaultValue={COUNTRY_DIAL_CODES[config.countryCode.toUpperCase()] ?? DIAL_CODES[0]}>
                {DIAL_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </div>
            <div className="shop-field content-form-cell">
              <label htmlFor={`${id}-phone`}>{optional(intl.formatMessage({ id: 'content.business.phone', defaultMessage: 'Phone number' }))}</label>
              <input
                id={`${id}-phone`}
                name="phone.number"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                aria-invalid={invalid('phone.number')}
                aria-describedby={describedBy('phone.number')}
              />
              {fieldError('phone.number')}
            </div>
          </div>
        </fieldset>
        <fieldset className="shop-fieldset content-business-wishes">
          <legend>
            <FormattedMessage id="content.business.wishesLegend" defaultMessage="Your wishes" />
          </legend>
          <div className="shop-field content-form-cell">
            <label htmlFor={`${id}-budget`}>
              {optional(intl.formatMessage({ id: 'content.business.budget', defaultMessage: 'Total budget in {currency}' }, { currency: currencyOf(intl, config.currency) }))}
            </label>
            <input
              id={`${id}-budget`}
              name="budgetCents"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={invalid('budgetCents')}
              aria-describedby={describedBy('budgetCents')}
            />
            {fieldError('budgetCents')}
          </div>
          <div className="shop-field content-form-cell">
            <label htmlFor={`${id}-deliveryWishes`}>
              {optional(intl.formatMessage({ id: 'content.business.deliveryWishes', defaultMessage: 'Delivery wishes' }))}
            </label>
            <p className="shop-field-hint" id={`${id}-deliveryWishes-hint`}>
              <FormattedMessage id="content.business.deliveryWishesHint" defaultMessage="For example the date you need the cards by, packaging or a personal message." />
            </p>
            <textarea
              id={`${id}-deliveryWishes`}
              name="deliveryWishes"
              rows={3}
              aria-invalid={invalid('deliveryWishes')}
              aria-describedby={describedBy('deliveryWishes', `${id}-deliveryWishes-hint`)}
            />
            {fieldError('deliveryWishes')}
          </div>
          <div className="shop-field content-form-cell">
            <label htmlFor={`${id}-message`}>{optional(intl.formatMessage({ id: 'content.business.message', defaultMessage: 'Your message' }))}</label>
            <textarea id={`${id}-message`} name="message" rows={5} aria-invalid={invalid('message')} aria-describedby={describedBy('message')} />
            {fieldError('message')}
          </div>
        </fieldset>
      </form>
      {captcha.field(error('captchaToken') ?? null)}
      <button type="submit" form={`${id}-form`} className="shop-button content-business-submit" disabled={busy || !clientActive}>
        <FormattedMessage id="content.business.submit" defaultMessage="Send quote request" />
      </button>
    </div>
  );
}

interface QuoteLineFieldsProps {
  idPrefix: string;
  index: number;
  line: DraftLine;
  product: BusinessProduct | undefined;
  /** Version 1: the products of the select; version 2 (null): the line's product is fixed. */
  products: readonly BusinessProduct[] | null;
  removable: boolean;
  describedBy(field: string, ...more: (string | undefined)[]): string | undefined;
  invalid(field: string): true | undefined;
  fieldError(field: string): ReactNode;
  onChange(patch: Partial<DraftLine>): void;
  onRemove(): void;
}

/** One line: the gift card (a select, or the chosen card), the amount per card and the number of cards. */
function QuoteLineFields(props: QuoteLineFieldsProps) {
  const { idPrefix, index, line, product, products, describedBy, invalid, fieldError, onChange } = props;
  const intl = useIntl();
  const money = useFormatMoney();
  const { config } = useStorefront();
  const name = (field: LineField) => `lines.${index}.${field}`;
  const range = product ? widestWholeRange(amountRanges(product, config.key)) : null;
  const rangeText = range
    ? intl.formatMessage(
        { id: 'content.business.amountRange', defaultMessage: 'Between {min} and {max} per card' },
        { min: money({ value: range.min, currency: config.currency }, { whole: true }), max: money({ value: range.max, currency: config.currency }, { whole: true }) },
      )
    : null;
  const number = index + 1;
  const title = product?.title ?? intl.formatMessage({ id: 'content.business.lineTitle', defaultMessage: 'Gift card {number}' }, { number });
  return (
    <fieldset
      className="content-business-line"
      // Version 2: the line's product is no control of its own; its errors (not sold here) belong to the group.
      name={products ? undefined : name('productId')}
      tabIndex={products ? undefined : -1}
      aria-describedby={products ? undefined : describedBy(name('productId'))}
      data-testid="content-business-line"
    >
      <legend>{products ? intl.formatMessage({ id: 'content.business.lineTitle', defaultMessage: 'Gift card {number}' }, { number }) : title}</legend>
      {!products && product && (
        <span className={`content-business-line-art${product.showShadow ? ' has-shadow' : ''}`} style={{ background: product.backgroundColor }}>
          <img src={product.image.url.href} alt="" width={product.image.width} height={product.image.height} loading="lazy" decoding="async" />
        </span>
      )}
      <div className="content-business-line-fields">
        {products ? (
          <div className="shop-field content-form-cell content-business-line-product">
            <label htmlFor={`${idPrefix}-product`}>
              <FormattedMessage id="content.business.product" defaultMessage="Gift card" />
            </label>
            <select
              id={`${idPrefix}-product`}
              name={name('productId')}
              value={line.productId}
              onChange={(event) => onChange({ productId: event.target.value })}
              aria-invalid={invalid(name('productId'))}
              aria-describedby={describedBy(name('productId'))}
            >
              <option value="">{intl.formatMessage({ id: 'content.business.chooseProduct', defaultMessage: 'Please choose' })}</option>
              {products.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
            {fieldError(name('productId'))}
          </div>
        ) : (
          fieldError(name('productId'))
        )}
        <div className="shop-field content-form-cell">
          <label htmlFor={`${idPrefix}-amount`}>
            <FormattedMessage id="content.business.amount" defaultMessage="Amount per card in {currency}" values={{ currency: currencyOf(intl, config.currency) }} />
          </label>
          {rangeText && (
            <p className="shop-field-hint" id={`${idPrefix}-amount-hint`}>
              {rangeText}
            </p>
          )}
          <input
            id={`${idPrefix}-amount`}
            name={name('amountPerCardCents')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={line.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
            aria-invalid={invalid(name('amountPerCardCents'))}
            aria-describedby={describedBy(name('amountPerCardCents'), rangeText ? `${idPrefix}-amount-hint` : undefined)}
          />
          {fieldError(name('amountPerCardCents'))}
        </div>
        <div className="shop-field content-form-cell">
          <label htmlFor={`${idPrefix}-quantity`}>
            <FormattedMessage id="content.business.quantity" defaultMessage="Number of cards" />
          </label>
          <p className="shop-field-hint" id={`${idPrefix}-quantity-hint`}>
            <FormattedMessage id="content.business.quantityRange" defaultMessage="1 to {max}" values={{ max: intl.formatNumber(QUOTE_QUANTITY_MAX) }} />
          </p>
          <input
            id={`${idPrefix}-quantity`}
            name={name('quantity')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={line.quantity}
            onChange={(event) => onChange({ quantity: event.target.value })}
            aria-invalid={invalid(name('quantity'))}
            aria-describedby={describedBy(name('quantity'), `${idPrefix}-quantity-hint`)}
          />
          {fieldError(name('quantity'))}
        </div>
      </div>
      {props.removable && (
        <button
          type="button"
          className="shop-button is-secondary is-small content-business-remove"
          onClick={props.onRemove}
          aria-label={intl.formatMessage({ id: 'content.business.removeLine', defaultMessage: 'Remove {title}' }, { title })}
        >
          <FormattedMessage id="content.business.remove" defaultMessage="Remove" />
        </button>
      )}
    </fieldset>
  );
}

/** The currency's symbol in the page's language (€, zł). */
export function currencyOf(intl: ReturnType<typeof useIntl>, currency: string): string {
  return intl.formatNumberToParts(0, { style: 'currency', currency }).find((part) => part.type === 'currency')?.value ?? currency;
}
