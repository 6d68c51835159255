import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartAddress, CartOrder, Shipment } from '../common/cart-query';
import { CheckRow } from '../common/CheckRow';
import { ReceiverModal } from '../common/receivers/ReceiverModal';
import { useDeliveryText } from '../common/receivers/use-delivery-text';
import { useCart } from '../common/use-cart';
import type { DetailsValues } from './details-form';
import { PackageLines, useReceiverTitle } from './OrderSummary';

/** Physical receivers without an address: to the customer's address, or to one entered here. */
export type AddressChoice = 'customer' | 'other';

export interface ShippingStepProps {
  order: CartOrder;
  details: DetailsValues;
  choices: Record<string, AddressChoice>;
  onChoice(tag: string, choice: AddressChoice): void;
  focusField(field: string): void;
  onBack(): void;
  onContinue(): void;
  headingId: string;
}

/** Physical shipments that still need an address (no receiver address in the cart). */
export function needsAddress(shipment: Shipment): boolean {
  return shipment.deliveryType === 'PHYSICAL' && !shipment.deliveryAddress?.postCode;
}

function addressLine(address: Pick<CartAddress, 'street' | 'houseNumber' | 'suffix' | 'postCode' | 'city' | 'countryCode'>): string {
  const house = [address.houseNumber, address.suffix].filter(Boolean).join(' ');
  return [[address.street, house].filter(Boolean).join(' '), [address.postCode, address.city].filter(Boolean).join(' '), address.countryCode].filter(Boolean).join(', ');
}

/**
 * Step 2, shipping (spec §2): who receives which cards and when. Digital cards go to the receiver's
 * e-mail or to the customer; physical ones to the receiver's address, the customer's address, or an
 * address entered here with the basket's receiver form (updateCartReceiver).
 */
export function ShippingStep({ order, details, choices, onChoice, focusField, onBack, onContinue, headingId }: ShippingStepProps) {
  const intl = useIntl();
  const cart = useCart();
  const id = useId();
  const deliveryText = useDeliveryText();
  const receiverTitle = useReceiverTitle();
  const [editing, setEditing] = useState<string | null>(null);
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const shipments = order.shipments.filter((s) => s.packages.length > 0);
  const customerAddress = addressLine({
    street: details['address.street'],
    houseNumber: details['address.houseNumber'],
    suffix: details['address.suffix'],
    postCode: details['address.postCode'],
    city: details['address.city'],
    countryCode: details['address.countryCode'],
  });

  const submit = () => {
    const open = shipments.filter((s) => needsAddress(s) && choices[s.tag] === 'other').map((s) => s.tag);
    setMissing(new Set(open));
    if (open[0]) focusField(`shipping-${open[0]}`);
    else onContinue();
  };

  return (
    <section className="checkout-step-form" aria-labelledby={headingId}>
      <ul className="checkout-shipping-list">
        {shipments.map((shipment, index) => {
          const address = shipment.deliveryAddress;
          const title = receiverTitle(order, shipment, index + 1);
          const sectionId = `${id}-${shipment.tag}`;
          const choice = choices[shipment.tag] ?? 'customer';
          const errorId = `${sectionId}-error`;
          return (
            <li key={shipment.tag} className="checkout-receiver" data-testid={`shipping-${shipment.tag}`} aria-labelledby={`${sectionId}-title`}>
              <h3 id={`${sectionId}-title`} className="checkout-receiver-title">
                {title}
              </h3>
              <PackageLines shipment={shipment} />
              <p className="checkout-receiver-delivery" data-testid="delivery-line">
                {deliveryText(shipment)}
                {shipment.deliveryType === 'PHYSICAL' && shipment.registered && (
                  <span className="checkout-badge">{intl.formatMessage({ id: 'checkout.basket.delivery.registered', defaultMessage: 'Sent registered' })}</span>
                )}
              </p>
              {shipment.deliveryType === 'DIGITAL' && (
                <p className="checkout-shipping-target" data-testid="shipping-target">
                  {address?.email
                    ? intl.formatMessage({ id: 'checkout.shipping.toEmail', defaultMessage: 'Sent by e-mail to {email}' }, { email: address.email })
                    : intl.formatMessage({ id: 'checkout.shipping.toYou', defaultMessage: 'Sent by e-mail to you ({email})' }, { email: details.email.trim() })}
                </p>
              )}
              {shipment.deliveryType === 'PHYSICAL' && !needsAddress(shipment) && address && (
                <div className="checkout-shipping-target" data-testid="shipping-target">
                  <p>
                    {intl.formatMessage({ id: 'checkout.shipping.toAddress', defaultMessage: 'Sent by post to {address}' }, { address: addressLine(address) })}
                  </p>
                  <button type="button" className="shop-button is-link" disabled={cart.busy} onClick={() => setEditing(shipment.tag)}>
                    {intl.formatMessage({ id: 'checkout.shipping.changeAddress', defaultMessage: 'Change address' })}
                  </button>
                </div>
              )}
              {needsAddress(shipment) && (
                <fieldset className="shop-fieldset" aria-describedby={missing.has(shipment.tag) ? errorId : undefined}>
                  <legend>{intl.formatMessage({ id: 'checkout.shipping.where', defaultMessage: 'Where should we send these cards?' })}</legend>
                  <CheckRow
                    type="radio"
                    name={`${sectionId}-choice`}
                    checked={choice === 'customer'}
                    onChange={() => {
                      onChoice(shipment.tag, 'customer');
                      setMissing((m) => new Set([...m].filter((t) => t !== shipment.tag)));
                    }}
                    label={intl.formatMessage({ id: 'checkout.shipping.myAddress', defaultMessage: 'Send to my address ({address})' }, { address: customerAddress })}
                  />
                  <CheckRow
                    type="radio"
                    name={`${sectionId}-choice`}
                    checked={choice === 'other'}
                    onChange={() => onChoice(shipment.tag, 'other')}
                    label={intl.formatMessage({ id: 'checkout.shipping.otherAddress', defaultMessage: 'Send to another address' })}
                  />
                  {choice === 'other' && (
                    <button
                      type="button"
                      className="shop-button is-secondary is-small"
                      data-field={`shipping-${shipment.tag}`}
                      disabled={cart.busy}
                      aria-describedby={missing.has(shipment.tag) ? errorId : undefined}
                      onClick={() => setEditing(shipment.tag)}
                    >
                      {intl.formatMessage({ id: 'checkout.shipping.enterAddress', defaultMessage: 'Enter the address' })}
                    </button>
                  )}
                  {missing.has(shipment.tag) && choice === 'other' && (
                    <p id={errorId} className="shop-field-error">
                      {intl.formatMessage({ id: 'checkout.shipping.addressMissing', defaultMessage: 'Please enter the address, or send the cards to your address' })}
                    </p>
                  )}
                </fieldset>
              )}
              <ReceiverModal shipment={shipment} open={editing === shipment.tag} onClose={() => setEditing(null)} />
            </li>
          );
        })}
      </ul>
      <div className="checkout-step-actions">
        <button type="button" className="shop-button is-secondary" disabled={cart.busy} onClick={onBack}>
          {intl.formatMessage({ id: 'checkout.back', defaultMessage: 'Back' })}
        </button>
        <button type="button" className="shop-button is-large" disabled={cart.busy} onClick={submit}>
          {intl.formatMessage({ id: 'checkout.shipping.continue', defaultMessage: 'Continue to payment' })}
        </button>
      </div>
    </section>
  );
}
