import { useFormatMoney } from '@shop/shared';
import { FormattedMessage } from 'react-intl';
import type { RedeemOrder } from '../common/redeem-documents';

/** The new cards of a placed redeem, a split value shown as the cards it became. */
export function RedeemOrderItems({ order }: { order: RedeemOrder }) {
  const money = useFormatMoney();
  return (
    <section className="redeem-basket" aria-labelledby="redeem-order-items">
      <h2 id="redeem-order-items" className="redeem-basket-title">
        <FormattedMessage id="redeem.confirmation.items" defaultMessage="Your new gift cards" />
      </h2>
      <ul className="redeem-basket-items">
        {order.shipments.flatMap((shipment) =>
          shipment.packages.map((pkg) => (
            <li key={pkg.id} className="redeem-basket-item" data-testid="redeem-order-item">
              <div className="redeem-basket-line">
                <span className="redeem-basket-name">{pkg.mainProduct.title}</span>
                <span className="redeem-basket-amount">{money(pkg.packageTotals.mainItemAmount)}</span>
              </div>
              {pkg.items.length > 1 && (
                <p className="redeem-basket-split">
                  <FormattedMessage
                    id="redeem.basket.split"
                    defaultMessage="Split into {count} cards: {amounts}"
                    values={{ count: pkg.items.length, amounts: pkg.items.map((item) => money(item.variation.price)).join(' + ') }}
                  />
                </p>
              )}
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
