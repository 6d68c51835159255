import { type RemotePageProps, ShopLink } from '@shop/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountRoot } from '../AccountRoot';
import { AccountPage } from '../common/AccountPage';

/** After asking for a new password: the same words for every address (nothing tells whether it has an account). */
export default function ForgotPasswordSuccessPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <ForgotPasswordSuccess />
    </AccountRoot>
  );
}

function ForgotPasswordSuccess() {
  const intl = useIntl();
  return (
    <AccountPage title={intl.formatMessage({ id: 'account.forgotSuccess.title', defaultMessage: 'Check your mailbox' })} pageKey="forgot-success">
      <div className="account-notice" role="status">
        <p>
          <FormattedMessage
            id="account.forgotSuccess.text"
            defaultMessage="If the address has an account, an e-mail with a link is on its way. The link works for one hour and once only."
          />
        </p>
      </div>
      <ShopLink to="login" className="shop-button is-secondary">
        <FormattedMessage id="account.forgotSuccess.login" defaultMessage="To the login" />
      </ShopLink>
    </AccountPage>
  );
}
