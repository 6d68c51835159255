import { type RemotePageProps, ShopLink } from '@shop/shared';
import { resetPasswordSchema } from '@shop/shared/validation';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { ACCOUNT_CODES, noAnswer, RESET_PASSWORD_MUTATION } from '../common/account-documents';
import { FormAlert, PasswordField, PasswordHint } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { useAccountNavigation } from '../common/session';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * New password (spec §2 /account/neues-passwort/): the mailed link's token comes in the fragment
 * (never sent to a server), is kept in memory and taken out of the address bar; the new password
 * twice. Afterwards every session of the account has ended: the shopper logs in again.
 */
export default function NewPasswordPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <NewPassword />
    </AccountRoot>
  );
}

function NewPassword() {
  const intl = useIntl();
  const client = useClient();
  const { go } = useAccountNavigation();
  const [token, setToken] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    const match = /^#token=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
    if (match) {
      setToken(match[1] ?? null);
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    setChecked(true);
  }, []);

  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: resetPasswordSchema,
    read: (f) => ({ token: token ?? '', password: fieldValue(f, 'password'), passwordConfirmation: fieldValue(f, 'passwordConfirmation') }),
    send: async (input) => {
      const result = await client.mutation(RESET_PASSWORD_MUTATION, { input }, { handleErrors: false }).toPromise();
      const answer = result.data?.resetPassword;
      return answer ? answer.errors.map((e) => (e.code === ACCOUNT_CODES.INVALID_TOKEN ? { ...e, referencedRequestParameter: null } : e)) : [noAnswer(result)];
    },
    onDone: () => go('newPasswordSuccess'),
  });

  const missing = checked && !token;
  return (
    <AccountPage title={intl.formatMessage({ id: 'account.newPassword.title', defaultMessage: 'Choose a new password' })} pageKey="new-password">
      {missing ? (
        <div className="account-alert" role="alert">
          <p>
            <FormattedMessage id="account.newPassword.noLink" defaultMessage="Open this page with the link from our e-mail. Has it expired? Ask for a new one." />
          </p>
          <ShopLink to="forgotPassword">
            <FormattedMessage id="account.newPassword.askAgain" defaultMessage="Ask for a new link" />
          </ShopLink>
        </div>
      ) : (
        <div className="account-form">
          <form ref={form} noValidate onSubmit={onSubmit}>
            <FormAlert message={formError ?? fieldErrors.token ?? null} />
            <PasswordField
              name="password"
              autoComplete="new-password"
              label={<FormattedMessage id="account.field.newPassword" defaultMessage="Password" />}
              hint={<PasswordHint />}
              error={fieldErrors.password}
            />
            <PasswordField
              name="passwordConfirmation"
              autoComplete="new-password"
              label={<FormattedMessage id="account.field.passwordConfirmation" defaultMessage="Repeat password" />}
              error={fieldErrors.passwordConfirmation}
            />
            <button type="submit" className="shop-button" disabled={busy || !token}>
              <FormattedMessage id="account.newPassword.submit" defaultMessage="Save the new password" />
            </button>
          </form>
        </div>
      )}
    </AccountPage>
  );
}
