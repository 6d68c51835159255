import { ShopLink, useBottomBar, useFormatMoney } from '@shop/shared';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RedeemBasket } from '../common/redeem-documents';

/**
 * The running balance where a shopper on a phone sees it while choosing: a bar at the screen's bottom
 * with the balance left, the cards chosen and the way on (issue 35: it sat below 16 cards and the
 * pagination). Wide screens have the sticky panel beside the cards instead (redeem.css hides the bar).
 * The last addition is announced in it (a status: screen readers hear it, everyone sees it).
 */
export function RedeemShopBar({ basket, added }: { basket: RedeemBasket; added: string | null }) {
  const money = useFormatMoney();
  const bar = useRef<HTMLDivElement>(null);
  useBottomBar(bar);
  const count = basket.packages.length;
  return (
    <div ref={bar} className="redeem-shop-bar" data-testid="redeem-shop-bar">
      <p className="redeem-shop-bar-added" role="status" data-testid="redeem-shop-added">
        {added && <FormattedMessage id="redeem.shop.added" defaultMessage="Added: {name}" values={{ name: added }} />}
      </p>
      <div className="redeem-shop-bar-row">
        <p className="redeem-shop-bar-left">
          <FormattedMessage
            id="redeem.shop.barLeft"
            defaultMessage="{count, plural, =0 {No card chosen yet} one {# card chosen} other {# cards chosen}} · {left} left"
            values={{ count, left: <strong data-testid="redeem-shop-bar-left">{money(basket.totals.remainingBalance)}</strong> }}
          />
        </p>
        {count > 0 && (
          <ShopLink to="redeemCheckout" className="shop-button is-small">
            <FormattedMessage id="redeem.basket.checkout" defaultMessage="Continue" />
          </ShopLink>
        )}
      </div>
    </div>
  );
}
