import { type RemotePageProps, ShopLink } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountRoot } from '../AccountRoot';
import { AccountPage } from '../common/AccountPage';
import { useAccountNavigation } from '../common/session';

/** After registering (spec §2 …/success/): the confirmation link is on its way. */
export default function RegisterSuccessPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <RegisterSuccess />
    </AccountRoot>
  );
}

function RegisterSuccess() {
  const intl = useIntl();
  // Came from checkout: the login after confirming still leads back there.
  const { state } = useAccountNavigation();
  return (
    <AccountPage title={intl.formatMessage({ id: 'account.registerSuccess.title', defaultMessage: 'Check your mailbox' })} pageKey="register-success">
      <div className="account-notice" role="status">
        <p>
          <FormattedMessage
            id="account.registerSuccess.text"
            defaultMessage="We have sent you an e-mail. Open the link in it to confirm your address; then you can log in. The link works for 48 hours."
          />
        </p>
        <p>
          <FormattedMessage id="account.registerSuccess.noMail" defaultMessage="No e-mail after a few minutes? Look in your spam folder, or register again." />
        </p>
      </div>
      <ShopLink to="login" state={{ returnTo: state.returnTo }} className="shop-button is-secondary">
        <FormattedMessage id="account.registerSuccess.login" defaultMessage="To the login" />
      </ShopLink>
    </AccountPage>
  );
}
