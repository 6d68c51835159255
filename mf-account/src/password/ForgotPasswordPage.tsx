import { type RemotePageProps, ShopLink } from '@shop/shared';
import { forgotPasswordSchema } from '@shop/shared/validation';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { FORGOT_PASSWORD_MUTATION, noAnswer } from '../common/account-documents';
import { AccountCaptcha, FormAlert, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { useAccountNavigation } from '../common/session';
import { useCaptcha } from '../common/use-captcha';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * Forgot password (spec §2 /account/passwort-vergessen/): the same answer whether the address has an
 * account or not (OWASP); an account's address gets a link valid one hour, once.
 */
export default function ForgotPasswordPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <ForgotPassword />
    </AccountRoot>
  );
}

function ForgotPassword() {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const captcha = useCaptcha();
  const { go, state } = useAccountNavigation();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: forgotPasswordSchema,
    read: (f) => ({ email: fieldValue(f, 'email'), captchaToken: captcha.token ?? '' }),
    send: async (input) => {
      const result = await client.mutation(FORGOT_PASSWORD_MUTATION, input, { handleErrors: false }).toPromise();
      captcha.next();
      const answer = result.data?.forgotPassword;
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: () => go('forgotPasswordSuccess'),
  });

  return (
    <AccountPage
      title={intl.formatMessage({ id: 'account.forgot.title', defaultMessage: 'Forgot your password?' })}
      pageKey="forgot"
      lead={intl.formatMessage({ id: 'account.forgot.lead', defaultMessage: 'Enter your e-mail address. If it has an account, we send you a link to choose a new password.' })}
    >
      <div className="account-form" {...captcha.startOn}>
        <form id={`${ids}-form`} ref={form} noValidate onSubmit={onSubmit}>
          <FormAlert message={formError} />
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={state.email ?? ''}
            label={<FormattedMessage id="account.field.email" defaultMessage="E-mail address" />}
            error={fieldErrors.email}
          />
        </form>
        <AccountCaptcha active={captcha.started} onChange={captcha.setToken} resetKey={captcha.round} error={fieldErrors.captchaToken} />
        <button type="submit" form={`${ids}-form`} className="shop-button" disabled={busy}>
          <FormattedMessage id="account.forgot.submit" defaultMessage="Send the link" />
        </button>
        <p className="account-form-link">
          <ShopLink to="login">
            <FormattedMessage id="account.forgot.back" defaultMessage="Back to the login" />
          </ShopLink>
        </p>
      </div>
    </AccountPage>
  );
}
