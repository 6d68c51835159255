import { FormattedMessage } from 'react-intl';
import type { RemotePageProps } from '@shop/shared';
import { RedeemRoot } from '../RedeemRoot';

/** Balance check (spec §2 /guthaben-pruefen/): the redeem issue adds the card form and the redeem shop. */
export default function BalanceCheckPage(_props: RemotePageProps) {
  return (
    <RedeemRoot>
      <section className="redeem-balance-check" aria-labelledby="redeem-balance-title">
        <h1 id="redeem-balance-title">
          <FormattedMessage id="redeem.balance.title" defaultMessage="Check balance & redeem" />
        </h1>
        <p>
          <FormattedMessage
            id="redeem.balance.lead"
            defaultMessage="Check how much is left on your gift card and redeem it for other gift cards."
          />
        </p>
        <ol className="redeem-steps">
          <li>
            <FormattedMessage id="redeem.balance.step1" defaultMessage="Enter the 19-digit card number and the 6-digit PIN." />
          </li>
          <li>
            <FormattedMessage id="redeem.balance.step2" defaultMessage="Choose the gift cards you want instead." />
          </li>
          <li>
            <FormattedMessage id="redeem.balance.step3" defaultMessage="Pay any top-up and receive your new cards." />
          </li>
        </ol>
      </section>
    </RedeemRoot>
  );
}
