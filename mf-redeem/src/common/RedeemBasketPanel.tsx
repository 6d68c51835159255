import { ShopLink, useFormatMoney } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RedeemBasket } from './redeem-documents';

export interface RedeemBasketPanelProps {
  basket: RedeemBasket;
  /** Removes a chosen card; absent on the checkout (changes happen in the shop). */
  onRemove?(packageId: string): void;
  /** Shows the link on to the redeem checkout. */
  withCheckoutLink?: boolean;
}

/**
 * The running redeem basket (spec §2 redeem basket modal, shown in place): the chosen cards with the
 * cards each becomes (a value over 150 is split, visibly), the balance used, what is left and the
 * top-up to pay (spec §5 price to pay).
 */
export function RedeemBasketPanel({ basket, onRemove, withCheckoutLink = false }: RedeemBasketPanelProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const { totals } = basket;
  return (
    <section className="redeem-basket" aria-labelledby="redeem-basket-title" data-testid="redeem-basket">
      <h2 id="redeem-basket-title" className="redeem-basket-title">
        <FormattedMessage id="redeem.basket.title" defaultMessage="Your choice" />
      </h2>
      {basket.packages.length === 0 ? (
        <p className="redeem-basket-empty">
          <FormattedMessage id="redeem.basket.empty" defaultMessage="Choose the gift cards you want for your balance." />
        </p>
      ) : (
        <ul className="redeem-basket-items">
          {basket.packages.map((pkg) => (
            <li key={pkg.id} className="redeem-basket-item" data-testid="redeem-basket-item">
              <div className="redeem-basket-line">
                <span className="redeem-basket-name">{pkg.mainProduct.title}</span>
                <span className="redeem-basket-amount">{money(pkg.packageTotals.mainItemAmount)}</span>
              </div>
              {pkg.items[0]?.variation.variationType === 'PHYSICAL' && (
                <p className="redeem-basket-split">
                  <FormattedMessage id="redeem.basket.byPost" defaultMessage="By post" />
                </p>
              )}
              {pkg.items.length > 1 && (
                <p className="redeem-basket-split" data-testid="redeem-basket-split">
                  <FormattedMessage
                    id="redeem.basket.split"
                    defaultMessage="Split into {count} cards: {amounts}"
                    values={{ count: pkg.items.length, amounts: pkg.items.map((item) => money(item.variation.price)).join(' + ') }}
                  />
                </p>
              )}
              {onRemove && (
                <button
                  type="button"
                  className="shop-button is-link"
                  aria-label={intl.formatMessage({ id: 'redeem.basket.removeLabel', defaultMessage: 'Remove {name}' }, { name: pkg.mainProduct.title })}
                  onClick={() => onRemove(pkg.id)}
                >
                  <FormattedMessage id="redeem.basket.remove" defaultMessage="Remove" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <dl className="redeem-totals" data-testid="redeem-totals">
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.balance" defaultMessage="Your balance" />
          </dt>
          <dd data-testid="redeem-total-balance">{money(totals.balance)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.total" defaultMessage="Chosen cards" />
          </dt>
          <dd data-testid="redeem-total-chosen">{money(totals.total)}</dd>
        </div>
        {totals.shipping.cents > 0 && (
          <div>
            <dt>
              <FormattedMessage id="redeem.totals.shipping" defaultMessage="Shipping" />
            </dt>
            <dd data-testid="redeem-total-shipping">{money(totals.shipping)}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.used" defaultMessage="Balance used" />
          </dt>
          <dd data-testid="redeem-total-used">{money(totals.balanceUsed)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="redeem.totals.left" defaultMessage="Balance left" />
          </dt>
          <dd data-testid="redeem-total-left">{money(totals.remainingBalance)}</dd>
        </div>
        <div className="redeem-totals-topup">
          <dt>
            <FormattedMessage id="redeem.totals.topUp" defaultMessage="To pay (top-up)" />
          </dt>
          <dd data-testid="redeem-total-topup">{money(totals.priceToPay)}</dd>
        </div>
      </dl>
      {withCheckoutLink && basket.packages.length > 0 && (
        <ShopLink to="redeemCheckout" className="shop-button redeem-basket-next">
          <FormattedMessage id="redeem.basket.checkout" defaultMessage="Continue" />
        </ShopLink>
      )}
    </section>
  );
}
