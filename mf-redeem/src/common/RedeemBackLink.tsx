import { ShopLink } from '@shop/shared';
import { FormattedMessage } from 'react-intl';

/** Spec §1: "Redeem screen has a back link 'Check balance & redeem'". */
export function RedeemBackLink() {
  return (
    <ShopLink to="balanceCheck" className="redeem-back-link">
      <span aria-hidden="true">← </span>
      <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
    </ShopLink>
  );
}
