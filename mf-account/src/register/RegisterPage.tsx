import { type RemotePageProps, ShopLink, useUser } from '@shop/shared';
import { registerSchema } from '@shop/shared/validation';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { noAnswer, REGISTER_MUTATION } from '../common/account-documents';
import { AccountCaptcha, CheckField, FormAlert, PasswordField, PasswordHint, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AlreadyLoggedIn, useAccountNavigation } from '../common/session';
import { useCaptcha } from '../common/use-captcha';
import { checked, fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * Register (spec §2 /account/anmelden/, NL /account/registreren/): names, e-mail, a password typed
 * twice, the newsletter, the captcha. Double opt-in: the account works once the address is confirmed
 * by the mailed link. The answer is the same for a known address (its owner gets a mail instead), so
 * the page never tells who has an account.
 */
export default function RegisterPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <Register />
    </AccountRoot>
  );
}

function Register() {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const user = useUser((s) => s.user);
  const captcha = useCaptcha();
  const { go, state } = useAccountNavigation();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: registerSchema,
    read: (f) => ({
      firstName: fieldValue(f, 'firstName'),
      lastName: fieldValue(f, 'lastName'),
      email: fieldValue(f, 'email'),
      password: fieldValue(f, 'password'),
      passwordConfirmation: fieldValue(f, 'passwordConfirmation'),
      subscribed: checked(f, 'subscribed'),
      captchaToken: captcha.token ?? '',
    }),
    send: async (input) => {
      const result = await client.mutation(REGISTER_MUTATION, { input: { ...input, subscribed: input.subscribed ?? false } }, { handleErrors: false }).toPromise();
      captcha.next();
      const answer = result.data?.registerUser;
      return answer ? answer.errors : [noAnswer(result)];
    },
    onDone: () => go('registerSuccess'),
  });

  return (
    <AccountPage
      title={intl.formatMessage({ id: 'account.register.title', defaultMessage: 'Create an account' })}
      pageKey="register"
      lead={intl.formatMessage({ id: 'account.register.lead', defaultMessage: 'We send you a link to confirm your e-mail address; then your account is ready.' })}
    >
      {user ? (
        <AlreadyLoggedIn />
      ) : (
        <div className="account-form" {...captcha.startOn}>
          <form id={`${ids}-form`} ref={form} noValidate onSubmit={onSubmit}>
            <FormAlert message={formError} />
            <div className="account-field-row">
              <TextField name="firstName" autoComplete="given-name" label={<FormattedMessage id="account.field.firstName" defaultMessage="First name" />} error={fieldErrors.firstName} />
              <TextField name="lastName" autoComplete="family-name" label={<FormattedMessage id="account.field.lastName" defaultMessage="Last name" />} error={fieldErrors.lastName} />
            </div>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={state.email ?? ''}
              label={<FormattedMessage id="account.field.email" defaultMessage="E-mail address" />}
              error={fieldErrors.email}
            />
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
            <CheckField
              name="subscribed"
              label={<FormattedMessage id="account.register.newsletter" defaultMessage="Send me the newsletter with offers and ideas (unsubscribe any time)" />}
            />
          </form>
          <AccountCaptcha active={captcha.started} onChange={captcha.setToken} resetKey={captcha.round} error={fieldErrors.captchaToken} />
          <button type="submit" form={`${ids}-form`} className="shop-button" disabled={busy}>
            <FormattedMessage id="account.register.submit" defaultMessage="Create account" />
          </button>
          <p className="account-form-link">
            <FormattedMessage id="account.register.haveAccount" defaultMessage="Already have an account?" />{' '}
            <ShopLink to="login" state={{ email: state.email, returnTo: state.returnTo }}>
              <FormattedMessage id="account.register.login" defaultMessage="Log in" />
            </ShopLink>
          </p>
        </div>
      )}
    </AccountPage>
  );
}
