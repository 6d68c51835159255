import { type RemotePageProps, useUser } from '@shop/shared';
import { identifySchema } from '@shop/shared/validation';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useClient } from 'urql';
import { AccountRoot } from '../AccountRoot';
import { CHECK_USER_EXIST_MUTATION, noAnswer } from '../common/account-documents';
import { AccountCaptcha, FormAlert, TextField } from '../common/AccountFields';
import { AccountPage } from '../common/AccountPage';
import { AlreadyLoggedIn, useAccountNavigation } from '../common/session';
import { useCaptcha } from '../common/use-captcha';
import { fieldValue, useAccountForm } from '../common/use-account-form';

/**
 * Account identify (spec §2 /account/, §4 identify-user flow): the e-mail address first; an address
 * with an account goes on to login, a new one to register, the address carried along. The answer
 * says whether an address has an account (as the spec's flow needs), so it is behind the captcha
 * and a limit per IP in the API.
 */
export default function AccountIdentifyPage(_props: RemotePageProps) {
  return (
    <AccountRoot>
      <Identify />
    </AccountRoot>
  );
}

function Identify() {
  const intl = useIntl();
  const client = useClient();
  const ids = useId();
  const user = useUser((s) => s.user);
  const captcha = useCaptcha();
  const { go, state } = useAccountNavigation();
  const { form, onSubmit, fieldErrors, formError, busy } = useAccountForm({
    schema: identifySchema,
    read: (f) => ({ email: fieldValue(f, 'email'), captchaToken: captcha.token ?? '' }),
    send: async (input) => {
      const result = await client.mutation(CHECK_USER_EXIST_MUTATION, input, { handleErrors: false }).toPromise();
      captcha.next();
      const answer = result.data?.checkUserExist;
      if (!answer) return [noAnswer(result)];
      if (answer.errors.length > 0) return answer.errors;
      // The page changes: nothing more for this form to do.
      go(answer.status ? 'login' : 'register', { email: input.email });
      return null;
    },
    onDone: () => {},
  });

  return (
    <AccountPage
      title={intl.formatMessage({ id: 'account.identify.title', defaultMessage: 'My account' })}
      pageKey="identify"
      lead={intl.formatMessage({ id: 'account.identify.lead', defaultMessage: 'With an account you see your orders, reorder in one click and download your invoices.' })}
    >
      {user ? (
        <AlreadyLoggedIn />
      ) : (
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
            <FormattedMessage id="account.identify.submit" defaultMessage="Continue" />
          </button>
        </div>
      )}
    </AccountPage>
  );
}
