import { Modal, useFormatMoney } from '@shop/shared';
import { checkCustomAmount, leavesMinimumRemaining } from '@shop/shared/validation';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RedeemError, RedeemProduct } from '../common/redeem-documents';
import { useErrorText } from '../common/use-redeem';
import { BrandShopDialog } from './BrandShopDialog';

/** Spec §9: redeem values over 150 are split across several cards (the API splits; this says so). */
const SPLIT_LIMIT = 150;

export interface RedeemProductDialogProps {
  product: RedeemProduct | null;
  /** What the redeem has left to spend (the shopper may choose more and pay the top-up). */
  remainingBalance: { value: number; currency: string } | null;
  onClose(): void;
  onChoose(product: RedeemProduct, amountCents: number, variationType: 'DIGITAL' | 'PHYSICAL'): Promise<RedeemError[]>;
}

/**
 * The redeem "{product}" modal with its nice-to-know information (spec §2 redeem modals): the card's
 * description, its amounts (fixed values or a whole amount within its range) and what happens to a
 * value over 150. Validated with the shared amount rule the API enforces too.
 */
export function RedeemProductDialog({ product, remainingBalance, onClose, onChoose }: RedeemProductDialogProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const errorText = useErrorText();
  const ids = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [variationType, setVariationType] = useState<'DIGITAL' | 'PHYSICAL'>('DIGITAL');
  const [showingBrandShop, setShowingBrandShop] = useState(false);
  // Another card opens with its own dialog, not the previous card's brand shop.
  const productId = product?.id;
  useEffect(() => {
    if (productId) setShowingBrandShop(false);
  }, [productId]);

  if (!product) return null;
  const brand = product.brand;
  // By e-mail (the redeem data) or by post (its own amounts), when the card can be sent by post.
  const byPost = variationType === 'PHYSICAL' && product.physical ? product.physical : null;
  const fixed = byPost ? byPost.fixedValues : product.fixedValues;
  const min = byPost ? byPost.minimumAvailableCustomAmount : product.redeemData.minimumAvailableCustomAmount;
  const max = byPost ? byPost.maximumAvailableCustomAmount : product.redeemData.maximumAvailableCustomAmount;
  const needsRemaining = product.redeemData.minimumRemainingBalance.value > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    let value: number;
    if (fixed.length > 0) {
      value = Number(amount);
      if (!fixed.some((f) => f.value === value)) {
        setError(intl.formatMessage({ id: 'validation.amount.fixed', defaultMessage: 'Please choose one of the amounts' }));
        return;
      }
    } else {
      const checked = checkCustomAmount(amount, { min: min.value, max: max.value });
      if (!checked.ok) {
        setError(intl.formatMessage(checked.message, { min: money(min, { whole: true }), max: money(max, { whole: true }) }));
        return;
      }
      value = checked.amount;
    }
    // Spec §5: the balance left AFTER this choice must reach the card's minimum (the API's rule, which
    // also keeps the minimum of the cards chosen before and counts shipping).
    const minimum = product.redeemData.minimumRemainingBalance;
    if (remainingBalance && !leavesMinimumRemaining(Math.round(remainingBalance.value * 100), Math.round(value * 100), minimum.cents)) {
      setError(intl.formatMessage({ id: 'redeem.product.remainingTooLow', defaultMessage: 'After this choice less than {amount} would remain on your gift card, and this card needs at least that much to remain.' }, { amount: money(minimum) }));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const errors = await onChoose(product, Math.round(value * 100), byPost ? 'PHYSICAL' : 'DIGITAL');
      if (errors[0]) setError(errorText(errors[0]));
      else {
        setAmount('');
        setVariationType('DIGITAL');
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const chosen = Number(amount);
  return (
    <Modal
      open
      onClose={onClose}
      loading={busy}
      title={product.title}
      closeLabel={intl.formatMessage({ id: 'redeem.modal.close', defaultMessage: 'Close' })}
      testId="redeem-product"
    >
      <form className="redeem-product-form" noValidate onSubmit={submit}>
        <div className="redeem-product-visual" style={{ background: product.backgroundColor }}>
          <img src={product.image.url.href} alt="" width={product.image.width} height={product.image.height} />
        </div>
        <p className="redeem-product-description">{product.redeemData.description}</p>
        {brand?.iframeUrl && (
          <button type="button" className="shop-button is-secondary redeem-brand-shop-open" onClick={() => setShowingBrandShop(true)}>
            <FormattedMessage id="redeem.product.brandShop" defaultMessage="Look around {brand}'s web shop" values={{ brand: brand.name }} />
          </button>
        )}
        <details className="redeem-nice-to-know">
          <summary>
            <FormattedMessage id="redeem.product.niceToKnow" defaultMessage="Nice to know" />
          </summary>
          <ul>
            <li>
              <FormattedMessage id="redeem.product.delivery" defaultMessage="You receive the card by e-mail within an hour." />
            </li>
            {product.physical && (
              <li>
                <FormattedMessage id="redeem.product.postDelivery" defaultMessage="By post it arrives in 2 to 4 working days." />
              </li>
            )}
            <li>
              <FormattedMessage
                id="redeem.product.split"
                defaultMessage="Amounts over {limit} are split into several cards of at most {limit}."
                values={{ limit: money({ value: SPLIT_LIMIT, currency: min.currency }, { whole: true }) }}
              />
            </li>
            {brand?.productExternalLink && (
              <li>
                <FormattedMessage
                  id="redeem.product.spendAt"
                  defaultMessage="You spend it in {brand}'s web shop: {link}"
                  values={{
                    brand: brand.name,
                    link: (
                      <a href={brand.productExternalLink.url} target="_blank" rel="noopener noreferrer">
                        {brand.productExternalLink.title}
                      </a>
                    ),
                  }}
                />
              </li>
            )}
            {needsRemaining && (
              <li>
                <FormattedMessage
                  id="redeem.product.keepsRemaining"
                  defaultMessage="At least {amount} of your balance must remain on your gift card after you choose this card."
                  values={{ amount: money(product.redeemData.minimumRemainingBalance) }}
                />
              </li>
            )}
          </ul>
        </details>
        {product.physical && (
          <fieldset className="shop-fieldset redeem-amounts">
            <legend>
              <FormattedMessage id="redeem.product.how" defaultMessage="How would you like the card?" />
            </legend>
            <label className="redeem-amount-option">
              <input
                type="radio"
                name="variationType"
                checked={variationType === 'DIGITAL'}
                onChange={() => {
                  setVariationType('DIGITAL');
                  setAmount('');
                }}
              />
              <FormattedMessage id="redeem.product.byEmail" defaultMessage="By e-mail" />
            </label>
            <label className="redeem-amount-option">
              <input
                type="radio"
                name="variationType"
                checked={variationType === 'PHYSICAL'}
                onChange={() => {
                  setVariationType('PHYSICAL');
                  setAmount('');
                }}
              />
              <FormattedMessage id="redeem.product.byPost" defaultMessage="By post (plus shipping)" />
            </label>
          </fieldset>
        )}
        {fixed.length > 0 ? (
          <fieldset className="shop-fieldset redeem-amounts" aria-describedby={error ? `${ids}-error` : undefined}>
            <legend>
              <FormattedMessage id="redeem.product.amount" defaultMessage="Amount" />
            </legend>
            {fixed.map((value) => (
              <label key={value.cents} className="redeem-amount-option">
                <input type="radio" name="amount" value={value.value} checked={amount === String(value.value)} onChange={() => setAmount(String(value.value))} />
                {money(value, { whole: true })}
              </label>
            ))}
          </fieldset>
        ) : (
          <div className="shop-field">
            <label htmlFor={`${ids}-amount`}>
              <FormattedMessage
                id="redeem.product.customAmount"
                defaultMessage="Amount ({min} to {max})"
                values={{ min: money(min, { whole: true }), max: money(max, { whole: true }) }}
              />
            </label>
            <input
              id={`${ids}-amount`}
              name="amount"
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ids}-error` : undefined}
              onChange={(event) => setAmount(event.target.value.replace(/[^\d]/g, '').slice(0, 6))}
            />
          </div>
        )}
        {chosen > SPLIT_LIMIT && (
          <p className="redeem-split-note" data-testid="redeem-split-note">
            <FormattedMessage
              id="redeem.product.willSplit"
              defaultMessage="This amount is split into {count} cards."
              values={{ count: Math.ceil(chosen / SPLIT_LIMIT) }}
            />
          </p>
        )}
        {remainingBalance && (
          <p className="redeem-product-remaining">
            <FormattedMessage id="redeem.product.remaining" defaultMessage="Balance left to spend: {amount}" values={{ amount: money(remainingBalance) }} />
          </p>
        )}
        {error && (
          <p className="shop-field-error" role="alert" id={`${ids}-error`}>
            {error}
          </p>
        )}
        <button type="submit" className="shop-button" disabled={busy}>
          <FormattedMessage id="redeem.product.choose" defaultMessage="Add to my choice" />
        </button>
      </form>
      {brand?.iframeUrl && <BrandShopDialog brand={brand} open={showingBrandShop} onClose={() => setShowingBrandShop(false)} />}
    </Modal>
  );
}
