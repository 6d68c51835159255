import { type RemotePageProps, ShopLink, refreshUser, useNavigate, useStorefront, useUser } from '@shop/shared';
import { loginSchema } from '@shop/shared/validation';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { ACCOUNT_CODES, CONFIRM_EMAIL_MUTATION, LOGIN_MUTATION, noAnswer } from '../common/account-documents';
import { useAccountErrorText } from '../common/account-errors';
import { AccountCaptcha, FormAlert, PasswordField, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AlreadyLoggedIn, safeReturnPath, useAccountNavigation } from '../common/session';
import { useCaptcha } from '../common/use-captcha';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * Login (spec §2 /account/login/, §5: e-mail, password and the anti-bot token). Also where the
 * confirmation mail's link lands: its token comes in the URL fragment (never sent to a server), is
 * spent once and removed from the address bar and the history.
 */
export default function LoginPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <Login />
    </AccountRoot>
  );
}

/** The confirmation link's token from the fragment (`#token=…`), taken out of the address bar at once. */
function takeFragmentToken(): string | null {
  if (typeof window === 'undefined') return null;
  const match = /^#token=([A-Za-z0-9_-]{43})$/.exec(window.location.hash);
  if (!match) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return match[1] ?? null;
}

function Login() {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const navigate = useNavigate();
  const { href } = useStorefront();
  const user = useUser((s) => s.user);
  const captcha = useCaptcha();
  const errorText = useAccountErrorText();
  const { state } = useAccountNavigation();
  const [confirmation, setConfirmation] = useState<{ ok: boolean; message: string } | null>(null);
  const confirming = useRef(false);

  useEffect(() => {
    const token = takeFragmentToken();
    if (!token || confirming.current) return;
    confirming.current = true;
    void client
      .mutation(CONFIRM_EMAIL_MUTATION, { token }, { handleErrors: false })
      .toPromise()
      .then((result) => {
        const answer = result.data?.confirmUserEmail;
        if (answer?.status) setConfirmation({ ok: true, message: intl.formatMessage({ id: 'account.login.confirmed', defaultMessage: 'Your e-mail address is confirmed. You can log in now.' }) });
        else setConfirmation({ ok: false, message: errorText(answer?.errors[0] ?? noAnswer(result)) });
      });
  }, [client, intl, errorText]);

  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: loginSchema,
    read: (f) => ({ email: fieldValue(f, 'email'), password: fieldValue(f, 'password'), captchaToken: captcha.token ?? '' }),
    send: async (input) => {
      const result = await client.mutation(LOGIN_MUTATION, input, { handleErrors: false }).toPromise();
      captcha.next();
      const answer = result.data?.userLogin;
      if (!answer) return [noAnswer(result)];
      // The password field never points at which of the two was wrong: the answer shows above the form.
      return answer.errors.map((error) => (error.code === ACCOUNT_CODES.NOT_CONFIRMED ? error : { ...error, referencedRequestParameter: null }));
    },
    onDone: () => {
      void refreshUser(client).then(() => navigate(safeReturnPath(state.returnTo) ?? href('accountOverview') ?? '/', { replace: true }));
    },
  });

  return (
    <AccountPage title={intl.formatMessage({ id: 'account.login.title', defaultMessage: 'Log in' })} pageKey="login">
      {confirmation && (
        <div className={confirmation.ok ? 'account-notice' : 'account-alert'} role={confirmation.ok ? 'status' : 'alert'} data-testid="account-confirmation">
          {confirmation.message}
        </div>
      )}
      {user ? (
        <AlreadyLoggedIn />
      ) : (
        <div className="account-form" {...captcha.startOn}>
          <form id={`${ids}-form`} ref={form} noValidate onSubmit={onSubmit}>
            <FormAlert message={formError} />
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={state.email ?? ''}
              label={<FormattedMessage id="account.field.email" defaultMessage="E-mail address" />}
              error={fieldErrors.email}
            />
            <PasswordField name="password" autoComplete="current-password" label={<FormattedMessage id="account.field.password" defaultMessage="Password" />} error={fieldErrors.password} />
            <p className="account-form-link">
              <ShopLink to="forgotPassword">
                <FormattedMessage id="account.login.forgot" defaultMessage="Forgot your password?" />
              </ShopLink>
            </p>
          </form>
          <AccountCaptcha active={captcha.started} onChange={captcha.setToken} resetKey={captcha.round} error={fieldErrors.captchaToken} />
          <button type="submit" form={`${ids}-form`} className="shop-button" disabled={busy}>
            <FormattedMessage id="account.login.submit" defaultMessage="Log in" />
          </button>
          <p className="account-form-link">
            <FormattedMessage id="account.login.noAccount" defaultMessage="No account yet?" />{' '}
            <ShopLink to="register" state={{ email: state.email, returnTo: state.returnTo }}>
              <FormattedMessage id="account.login.register" defaultMessage="Create an account" />
            </ShopLink>
          </p>
        </div>
      )}
    </AccountPage>
  );
}
