import { FormattedMessage } from 'react-intl';
import type { RemotePageProps } from '@shop/shared';
import { AccountRoot } from '../AccountRoot';

/** Account identify (spec §2 /account/): the account issue adds the e-mail step, login and register. */
export default function AccountIdentifyPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <section className="account-identify" aria-labelledby="account-identify-title">
        <h1 id="account-identify-title">
          <FormattedMessage id="account.identify.title" defaultMessage="My account" />
        </h1>
        <p>
          <FormattedMessage
            id="account.identify.lead"
            defaultMessage="With an account you see your orders, reorder in one click and download your invoices."
          />
        </p>
      </section>
    </AccountRoot>
  );
}
