import { Modal, useFormatMoney, useStorefront } from '@shop/shared';
import { QUOTE_QUANTITY_MAX, type QuoteLine, widestWholeRange } from '@shop/shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currencyOf, useIssueText } from './BusinessQuoteForm';
import { amountRanges, type BusinessProduct, checkLine, type LineField, type LineIssue } from './quote-lines';

export interface BusinessProductModalProps {
  product: BusinessProduct | null;
  open: boolean;
  /** Changes with every opening: the form starts empty again. */
  opening: number;
  onClose(): void;
  /** Adds the checked line to the quote; an issue when it cannot be added (too many lines). */
  onAdd(line: QuoteLine): LineIssue | null;
}

/**
 * The business product page form (spec §2 business page, version 2): a gift card of the catalogue
 * with the amount per card (within the storefront's business range or the card's own) and the number
 * of cards, checked with the quote's rules before the line joins the quote form.
 */
export function BusinessProductModal({ product, open, opening, onClose, onAdd }: BusinessProductModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open && product !== null}
      onClose={onClose}
      title={product?.title ?? ''}
      closeLabel={intl.formatMessage({ id: 'shop.modal.close', defaultMessage: 'Close' })}
      className="content-business-modal"
      testId="content-business-modal"
    >
      {product && <ProductForm key={`${product.id}-${opening}`} product={product} onAdd={onAdd} onDone={onClose} />}
    </Modal>
  );
}

function ProductForm({ product, onAdd, onDone }: { product: BusinessProduct; onAdd: BusinessProductModalProps['onAdd']; onDone(): void }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const issueText = useIssueText();
  const { config } = useStorefront();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('');
  const [issues, setIssues] = useState<Partial<Record<LineField, LineIssue>>>({});
  const [formIssue, setFormIssue] = useState<LineIssue | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const range = widestWholeRange(amountRanges(product, config.key));

  // Into the form once the dialog is open (the modal opens it after this form is in place).
  useEffect(() => {
    const timer = setTimeout(() => amountInput.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormIssue(null);
    const checked = checkLine({ productId: product.id, amount, quantity }, product, config.key);
    if (!checked.ok) {
      setIssues(checked.issues);
      if (checked.issues.amountPerCardCents) amountInput.current?.focus();
      else if (checked.issues.quantity) quantityInput.current?.focus();
      else if (checked.issues.productId) setFormIssue(checked.issues.productId);
      return;
    }
    setIssues({});
    const refused = onAdd(checked.line);
    if (refused) setFormIssue(refused);
    else onDone();
  }

  const errorId = (field: LineField) => `${id}-${field}-error`;
  const fieldError = (field: LineField) => {
    const issue = issues[field];
    return issue ? (
      <p className="shop-field-error" id={errorId(field)}>
        {issueText(issue)}
      </p>
    ) : null;
  };
  const describedBy = (field: LineField, hint: string) => [hint, issues[field] ? errorId(field) : undefined].filter(Boolean).join(' ');
  const min = range ? money({ value: range.min, currency: config.currency }, { whole: true }) : '';
  const max = range ? money({ value: range.max, currency: config.currency }, { whole: true }) : '';

  return (
    <form noValidate onSubmit={submit} className="content-form content-business-modal-form">
      <span className={`content-business-modal-art${product.showShadow ? ' has-shadow' : ''}`} style={{ background: product.backgroundColor }}>
        <img src={product.image.url.href} alt={product.image.alt} width={product.image.width} height={product.image.height} decoding="async" />
      </span>
      <p className="content-business-modal-lead">
        <FormattedMessage
          id="content.business.modalLead"
          defaultMessage="Choose the amount on each card and how many cards you need. You can add more gift cards to the same request."
        />
      </p>
      {formIssue && (
        <p className="content-form-error" role="alert">
          {issueText(formIssue)}
        </p>
      )}
      <div className="content-business-modal-fields">
        <div className="shop-field content-form-cell">
          <label htmlFor={`${id}-amount`}>
            <FormattedMessage id="content.business.amount" defaultMessage="Amount per card in {currency}" values={{ currency: currencyOf(intl, config.currency) }} />
          </label>
          <p className="shop-field-hint" id={`${id}-amount-hint`}>
            <FormattedMessage id="content.business.amountRange" defaultMessage="Between {min} and {max} per card" values={{ min, max }} />
          </p>
          <input
            ref={amountInput}
            id={`${id}-amount`}
            name="amount"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={issues.amountPerCardCents ? true : undefined}
            aria-describedby={describedBy('amountPerCardCents', `${id}-amount-hint`)}
          />
          {fieldError('amountPerCardCents')}
        </div>
        <div className="shop-field content-form-cell">
          <label htmlFor={`${id}-quantity`}>
            <FormattedMessage id="content.business.quantity" defaultMessage="Number of cards" />
          </label>
          <p className="shop-field-hint" id={`${id}-quantity-hint`}>
            <FormattedMessage id="content.business.quantityRange" defaultMessage="1 to {max}" values={{ max: intl.formatNumber(QUOTE_QUANTITY_MAX) }} />
          </p>
          <input
            ref={quantityInput}
            id={`${id}-quantity`}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={issues.quantity ? true : undefined}
            aria-describedby={describedBy('quantity', `${id}-quantity-hint`)}
          />
          {fieldError('quantity')}
        </div>
      </div>
      <button type="submit" className="shop-button">
        <FormattedMessage id="content.business.addToQuote" defaultMessage="Add to quote" />
      </button>
    </form>
  );
}
