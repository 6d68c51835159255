import { ShopLink } from '@shop/shared';
import { FormattedMessage } from 'react-intl';

/**
 * Spec §8 "redeem data unavailable": the redeem of this tab, or of the link it came from, has expired,
 * ended or never existed. Said where the redeem would be (the shop, the checkout, the balance check),
 * with the way on: check the balance again (a card keeps its balance; a new check opens a new redeem).
 * `withLink`: the balance check page is that way already (its form follows).
 */
export function RedeemUnavailable({ withLink = true }: { withLink?: boolean }) {
  return (
    <div className="shop-alert is-error redeem-unavailable" role="alert" data-testid="redeem-unavailable">
      <p>
        <FormattedMessage id="redeem.error.2050" defaultMessage="Your redeem data is no longer available. Please check your card balance again." />
      </p>
      {withLink && (
        <ShopLink to="balanceCheck" className="shop-button" data-testid="redeem-unavailable-check">
          <FormattedMessage id="redeem.unavailable.checkAgain" defaultMessage="Check balance again" />
        </ShopLink>
      )}
    </div>
  );
}
