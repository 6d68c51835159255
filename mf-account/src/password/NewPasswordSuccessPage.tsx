import { type RemotePageProps, ShopLink } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountRoot } from '../AccountRoot';
import { AccountPage } from '../common/AccountPage';

/** After a new password: every device was logged out; log in with the new one. */
export default function NewPasswordSuccessPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <NewPasswordSuccess />
    </AccountRoot>
  );
}

function NewPasswordSuccess() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage({ id: 'account.newPasswordSuccess.title', defaultMessage: 'Your new password is saved' })} pageKey="new-password-success">
      <div className="account-notice" role="status">
        <p>
          <FormattedMessage id="account.newPasswordSuccess.text" defaultMessage="For your safety every device was logged out. Log in with your new password." />
        </p>
      </div>
      <ShopLink to="login" className="shop-button">
        <FormattedMessage id="account.newPasswordSuccess.login" defaultMessage="Log in" />
      </ShopLink>
    </AccountPage>
  );
}
