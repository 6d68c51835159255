import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ChangesBeforeHydration, errorMessageFor, ShopLink, useChangesBeforeHydration, useClientActive } from '@shop/shared';
import { checkCustomAmount, checkPersonalMessage } from '@shop/shared/validation';
import { useFormatMoney } from '../common/money';
import type { VariationType } from '../common/types';
import { useAddToBasket } from './add-to-basket';
import { AmountField } from './AmountField';
import { DeliveryInfo } from './DeliveryInfo';
import { checkOrder, defaultVariation, maxQuantityOf, ORDER_CARD_LIMIT, SUM_LIMIT } from './order-rules';
import { PersonalMessageField } from './PersonalMessageField';
import { PreviewModal, type PreviewKind } from './PreviewModal';
import type { OptionPrices, ProductData, VariationData } from './product-query';

export interface FormState {
  variationId: string | null;
  fixedValue: number | null;
  customText: string;
  quantity: string;
  giftPacking: boolean;
  wrapper: boolean;
  messageOn: boolean;
  message: string;
}

function initialState(variation: VariationData | null): FormState {
  return {
    variationId: variation?.id ?? null,
    fixedValue: variation?.hasFixedPrices ? variation.price.value : null,
    customText: variation && !variation.hasFixedPrices ? String(variation.price.value) : '',
    quantity: '1',
    giftPacking: false,
    wrapper: false,
    messageOn: false,
    message: '',
  };
}

/** The amount chosen, or null while the custom amount is invalid. */
function chosenAmount(variation: VariationData | null, state: FormState): number | null {
  if (!variation) return null;
  if (variation.hasFixedPrices) return state.fixedValue;
  const check = checkCustomAmount(state.customText, { min: variation.minPrice.value, max: variation.maxPrice.value });
  return check.ok ? check.amount : null;
}

function parseQuantity(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 ? Number(text) : null;
}

/**
 * The form's state with what the shopper did before the page was interactive (issue 36): a variation
 * ("Karte per Post"), an amount, a quantity, the options and the message, as the server-rendered form
 * holds them now. An amount of the server's variation counts for the chosen one when that one offers it.
 */
export function stateWithChanges(state: FormState, changes: ChangesBeforeHydration, product: ProductData): FormState {
  let next = state;
  const variationId = changes.get('variation');
  const chosen = typeof variationId === 'string' ? product.variations.find((v) => v.id === variationId && v.inStock) : undefined;
  if (chosen && chosen.id !== state.variationId) {
    next = { ...initialState(chosen), quantity: state.quantity, wrapper: state.wrapper, messageOn: state.messageOn, message: state.message, giftPacking: chosen.variationType === 'PHYSICAL' && state.giftPacking };
  }
  const variation = product.variations.find((v) => v.id === next.variationId) ?? null;
  const fixed = changes.get('fixedAmount');
  if (typeof fixed === 'string' && variation?.hasFixedPrices && variation.pricesToShow.some((price) => String(price.value) === fixed)) {
    next = { ...next, fixedValue: Number(fixed) };
  }
  const custom = changes.get('amount');
  if (typeof custom === 'string' && variation && !variation.hasFixedPrices) next = { ...next, customText: custom };
  const quantity = changes.get('quantity');
  if (typeof quantity === 'string') next = { ...next, quantity };
  for (const option of ['giftPacking', 'wrapper', 'messageOn'] as const) {
    const checked = changes.get(option);
    if (typeof checked === 'boolean') next = { ...next, [option]: checked };
  }
  if (next.giftPacking && variation?.variationType !== 'PHYSICAL') next = { ...next, giftPacking: false };
  const message = changes.get('personalMessage');
  if (typeof message === 'string') next = { ...next, message };
  return next;
}

/**
 * The purchase form of the product page (issue 5 §3): variation, amount, quantity, delivery, options
 * (gift packing, wrapper, personal message with previews) and "add to basket".
 */
export function PurchaseForm({ product, optionPrices }: { product: ProductData; optionPrices: OptionPrices | null }) {
  const intl = useIntl();
  const clientActive = useClientActive();
  const format = useFormatMoney();
  const id = useId();
  const [state, setState] = useState<FormState>(() => initialState(defaultVariation(product)));
  const [touched, setTouched] = useState({ amount: false, message: false });
  const [preview, setPreview] = useState<PreviewKind | null>(null);
  const [addState, add] = useAddToBasket(product);
  const amountInput = useRef<HTMLInputElement>(null);
  const quantityInput = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLTextAreaElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The server-rendered form can be used before this code runs: what the shopper chose then stays chosen.
  useChangesBeforeHydration(form, (changes) => setState((current) => stateWithChanges(current, changes, product)));

  const variation = product.variations.find((v) => v.id === state.variationId) ?? null;
  const variationType: VariationType = variation?.variationType ?? 'DIGITAL';
  const amount = chosenAmount(variation, state);
  const quantity = parseQuantity(state.quantity);
  const maxQuantity = maxQuantityOf(product);
  const order = checkOrder(product, variation, amount, quantity ?? 1);
  const messageProblem = state.messageOn ? checkPersonalMessage(state.message) : null;
  const isCard = product.productType === 'GIFT_CARD';
  const adding = addState.status === 'adding';
  const update = (patch: Partial<FormState>) => setState((s) => ({ ...s, ...patch }));
  const wrapperPrice = variationType === 'PHYSICAL' ? optionPrices?.wrapper : optionPrices?.digitalWrapper;
  // Options are priced per card, like the basket charges them.
  const optionsPerCard =
    (state.giftPacking && variationType === 'PHYSICAL' ? (optionPrices?.giftPacking.value ?? 0) : 0) +
    (state.wrapper ? (wrapperPrice?.value ?? 0) : 0) +
    (state.messageOn ? (optionPrices?.personalMessage.value ?? 0) : 0);
  const priceLabel = (money: { value: number; currency: string } | undefined) =>
    money && money.value > 0 ? `+ ${format(money)}` : undefined;

  const chooseVariation = (next: VariationData) => {
    setState((s) => ({
      ...initialState(next),
      quantity: s.quantity,
      wrapper: s.wrapper,
      messageOn: s.messageOn,
      message: s.message,
      giftPacking: next.variationType === 'PHYSICAL' ? s.giftPacking : false,
    }));
    setTouched((t) => ({ ...t, amount: false }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ amount: true, message: true });
    // A limit of the order: the button says why beside it; the click leads to the field to change.
    if (order.code === ORDER_CARD_LIMIT || (order.code === SUM_LIMIT && (quantity ?? 1) > 1)) {
      quantityInput.current?.focus();
      return;
    }
    if (order.code === SUM_LIMIT) {
      amountInput.current?.focus();
      return;
    }
    if (!variation || order.code !== null) return;
    if (amount === null) {
      amountInput.current?.focus();
      return;
    }
    if (quantity === null) return;
    if (messageProblem) {
      messageInput.current?.focus();
      return;
    }
    await add(
      {
        productId: product.id,
        variationId: variation.id,
        variationType: variation.variationType,
        amountCents: Math.round(amount * 100),
        quantity,
        giftPacking: state.giftPacking && variation.variationType === 'PHYSICAL',
        wrapper: state.wrapper ? variation.variationType : null,
        personalMessage: state.messageOn ? state.message.trim() : null,
      },
      amount,
    );
  };

  const blockedMessage = blockedReason(order.code);
  const quantityLimited = order.code === ORDER_CARD_LIMIT || quantity === null;
  const reasonId = `${id}-add-reason`;
  const outOfStock = order.code === 2031 && (!product.inStock || product.variations.every((v) => !v.inStock));

  /** Why the card cannot go into the basket now, said beside the button (with the limit and what to change). */
  function blockedReason(code: typeof order.code): string | null {
    if (code === ORDER_CARD_LIMIT) {
      return intl.formatMessage(
        { id: 'catalogue.limit.quantity', defaultMessage: 'One order takes at most {max} of this card. Lower the quantity to add it to the basket.' },
        { max: maxQuantity },
      );
    }
    const maxTotal = product.orderLimits.maxTotal;
    if (code === SUM_LIMIT && maxTotal && amount !== null && quantity !== null) {
      return intl.formatMessage(
        { id: 'catalogue.limit.total', defaultMessage: 'One order takes at most {max} of this card; your choice comes to {total}. Lower the amount or the quantity.' },
        { max: format(maxTotal), total: format({ value: Math.round(amount * quantity * 100) / 100, currency: maxTotal.currency }) },
      );
    }
    return code !== null ? intl.formatMessage(errorMessageFor({ code, referencedRequestParameter: null })) : null;
  }

  return (
    <form ref={form} className="catalogue-purchase" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="catalogue-visually-hidden">
        <FormattedMessage id="catalogue.purchase.title" defaultMessage="Choose your gift card" />
      </h2>
      {product.variations.length > 1 && (
        <fieldset className="shop-fieldset">
          <legend>
            <FormattedMessage id="catalogue.variation.legend" defaultMessage="Type of card" />
          </legend>
          <div className="catalogue-segmented">
            {product.variations.map((v) => (
              <label key={v.id} className={`catalogue-segment${v.id === state.variationId ? ' is-selected' : ''}${v.inStock ? '' : ' is-disabled'}`}>
                <input type="radio" name="variation" value={v.id} checked={v.id === state.variationId} disabled={!v.inStock} onChange={() => chooseVariation(v)} />
                <span className="catalogue-segment-title">
                  {v.variationType === 'DIGITAL' ? (
                    <FormattedMessage id="catalogue.variation.digital" defaultMessage="Digital" />
                  ) : (
                    <FormattedMessage id="catalogue.variation.physical" defaultMessage="Physical card" />
                  )}
                </span>
                <span className="catalogue-segment-sub">
                  {!v.inStock ? (
                    <FormattedMessage id="catalogue.variation.outOfStock" defaultMessage="Currently out of stock" />
                  ) : v.variationType === 'DIGITAL' ? (
                    <FormattedMessage id="catalogue.variation.digitalSub" defaultMessage="By e-mail" />
                  ) : (
                    <FormattedMessage id="catalogue.variation.physicalSub" defaultMessage="By post" />
                  )}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {variation && !outOfStock && (
        <AmountField
          variation={variation}
          fixedValue={state.fixedValue}
          customText={state.customText}
          onFixed={(value) => update({ fixedValue: value })}
          onCustom={(text) => update({ customText: text })}
          showError={touched.amount}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          inputRef={amountInput}
        />
      )}

      {!outOfStock && (
        <div className={`shop-field catalogue-quantity${quantityLimited ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-qty`}>
            <FormattedMessage id="catalogue.quantity.label" defaultMessage="Quantity" />
          </label>
          <div className="shop-stepper catalogue-stepper">
            <button
              type="button"
              onClick={() => update({ quantity: String(Math.max(1, (quantity ?? 1) - 1)) })}
              disabled={(quantity ?? 1) <= 1}
              aria-label={intl.formatMessage({ id: 'catalogue.quantity.decrease', defaultMessage: 'One less' })}
            >
              −
            </button>
            <input
              id={`${id}-qty`}
              ref={quantityInput}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxQuantity}
              step={1}
              value={state.quantity}
              onChange={(event) => update({ quantity: event.target.value })}
              aria-invalid={quantityLimited ? true : undefined}
              aria-describedby={[`${id}-qty-hint`, quantity === null ? `${id}-qty-error` : order.code === ORDER_CARD_LIMIT ? reasonId : null].filter(Boolean).join(' ')}
            />
            <button
              type="button"
              onClick={() => update({ quantity: String(Math.min(maxQuantity, (quantity ?? 0) + 1)) })}
              disabled={(quantity ?? 0) >= maxQuantity}
              aria-label={intl.formatMessage({ id: 'catalogue.quantity.increase', defaultMessage: 'One more' })}
            >
              +
            </button>
          </div>
          <p className="shop-field-hint" id={`${id}-qty-hint`} data-testid="quantity-max">
            <FormattedMessage id="catalogue.quantity.max" defaultMessage="At most {max} per order" values={{ max: maxQuantity }} />
          </p>
          {quantity === null && (
            <p className="shop-field-error" id={`${id}-qty-error`}>
              <FormattedMessage id="catalogue.quantity.invalid" defaultMessage="Please enter a quantity of at least 1" />
            </p>
          )}
        </div>
      )}

      {variation && !outOfStock && <DeliveryInfo variationType={variationType} registered={product.registeredShipping} registeredThreshold={optionPrices?.registeredThreshold ?? null} />}

      {isCard && !outOfStock && (
        <fieldset className="shop-fieldset catalogue-options">
          <legend>
            <FormattedMessage id="catalogue.options.legend" defaultMessage="Make it personal" />
          </legend>
          {variationType === 'PHYSICAL' && (
            <Option
              name="giftPacking"
              checked={state.giftPacking}
              onChange={(checked) => update({ giftPacking: checked })}
              label={<FormattedMessage id="catalogue.options.packing" defaultMessage="Gift packing" />}
              price={priceLabel(optionPrices?.giftPacking)}
              onPreview={() => setPreview('packing')}
            />
          )}
          <Option
            name="wrapper"
            checked={state.wrapper}
            onChange={(checked) => update({ wrapper: checked })}
            label={
              variationType === 'PHYSICAL' ? (
                <FormattedMessage id="catalogue.options.wrapperPhysical" defaultMessage="Greeting card wrapper" />
              ) : (
                <FormattedMessage id="catalogue.options.wrapperDigital" defaultMessage="Festive e-mail design" />
              )
            }
            price={priceLabel(wrapperPrice)}
            onPreview={() => setPreview('wrapper')}
          />
          <Option
            name="messageOn"
            checked={state.messageOn}
            onChange={(checked) => update({ messageOn: checked })}
            label={<FormattedMessage id="catalogue.options.message" defaultMessage="Personal message" />}
            price={priceLabel(optionPrices?.personalMessage)}
            onPreview={() => setPreview('message')}
          />
          {state.messageOn && (
            <PersonalMessageField
              value={state.message}
              onChange={(message) => update({ message })}
              showError={touched.message}
              onBlur={() => setTouched((t) => ({ ...t, message: true }))}
              textareaRef={messageInput}
            />
          )}
        </fieldset>
      )}

      {!outOfStock && (
        <div className="catalogue-purchase-total">
          <span>
            <FormattedMessage id="catalogue.purchase.total" defaultMessage="Total" />
          </span>
          <strong data-testid="purchase-total">
            {amount !== null && quantity !== null && variation ? format({ value: Math.round((amount + optionsPerCard) * quantity * 100) / 100, currency: variation.price.currency }) : '–'}
          </strong>
        </div>
      )}

      {blockedMessage && (
        <p className="catalogue-notice is-warning catalogue-add-reason" id={reasonId} role="alert" data-error-code={order.code ?? undefined}>
          {blockedMessage}
        </p>
      )}
      {/* Never silently disabled: while the order breaks a rule the button stays, says why (beside it and as its
          description) and leads to the field to change. */}
      <button
        type="submit"
        className="shop-button is-large is-block catalogue-add"
        disabled={!clientActive || adding}
        aria-disabled={order.code !== null ? true : undefined}
        aria-describedby={blockedMessage ? reasonId : undefined}
      >
        {adding ? (
          <FormattedMessage id="catalogue.purchase.adding" defaultMessage="Adding…" />
        ) : (
          <FormattedMessage id="catalogue.purchase.add" defaultMessage="Add to basket" />
        )}
      </button>
      <div aria-live="polite" className="catalogue-purchase-status">
        {addState.status === 'added' && (
          <p className="catalogue-notice is-success">
            <FormattedMessage
              id="catalogue.purchase.added"
              defaultMessage="{quantity, plural, one {The gift card is in your basket.} other {# gift cards are in your basket.}}"
              values={{ quantity: addState.quantity }}
            />{' '}
            <ShopLink to="basket" className="catalogue-link">
              <FormattedMessage id="catalogue.purchase.toBasket" defaultMessage="Go to the basket" />
            </ShopLink>
          </p>
        )}
      </div>
      <PreviewModal kind={preview} onClose={() => setPreview(null)} product={product} variationType={variationType} message={state.messageOn ? state.message : ''} />
    </form>
  );
}

function Option({
  name,
  checked,
  onChange,
  label,
  price,
  onPreview,
}: {
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: React.ReactNode;
  /** "+ 2,95 €" per card; nothing when the option is free. */
  price?: string;
  onPreview(): void;
}) {
  const id = useId();
  return (
    <div className="shop-field is-check catalogue-option">
      <input type="checkbox" id={id} name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {label}
        {price && <span className="catalogue-option-price"> {price}</span>}
      </label>
      <button type="button" className="shop-button is-link" onClick={onPreview} aria-haspopup="dialog">
        <FormattedMessage id="catalogue.options.preview" defaultMessage="Preview" />
        <span className="catalogue-visually-hidden">: {label}</span>
      </button>
    </div>
  );
}
