import { USER_INFO_QUERY, userStore } from '@shop/shared';
import { answer, answerUnreachable, callsOf, currentLocation, renderRemotePage, testStorefront, watchErrorModal } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { CONFIRM_EMAIL_MUTATION, LOGIN_MUTATION } from '../common/account-documents';
import LoginPage from './LoginPage';

jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const LENA = { subscribed: false, mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' } };
const TOKEN = 'T'.repeat(43);

function renderLogin(options: { errors?: { code: number; message: string; referencedRequestParameter: string | null }[]; confirmed?: boolean; language?: 'de' | 'nl'; state?: unknown; unreachable?: boolean } = {}) {
  let loggedIn = false;
  return renderRemotePage(
    LoginPage,
    { routeKey: 'login', params: {} },
    {
      path: '/account/login/',
      state: options.state,
      config: testStorefront(options.language ?? 'de'),
      answers: {
        ...answer(LOGIN_MUTATION, () => {
          loggedIn = !options.errors?.length;
          return { userLogin: { status: loggedIn, errors: options.errors ?? [] } };
        }),
        ...answer(USER_INFO_QUERY, () => ({ getUserInfo: { user: loggedIn ? LENA : null } })),
        ...(options.unreachable ? answerUnreachable(LOGIN_MUTATION) : {}),
        ...answer(CONFIRM_EMAIL_MUTATION, () => ({
          confirmUserEmail: options.confirmed === false ? { status: false, errors: [{ code: 2068, message: 'x', referencedRequestParameter: 'token' }] } : { status: true, errors: [] },
        })),
      },
    },
  );
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], labels = { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' }) {
  await user.type(screen.getByRole('textbox', { name: labels.email }), 'lena@example.com');
  await user.type(screen.getByLabelText(labels.password, { selector: 'input' }), 'a long passphrase of mine');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

beforeEach(() => {
  userStore.setState({ user: null, loading: false });
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('logs in, reads the user for the header and goes to the account overview', async () => {
    const { user, client } = renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(currentLocation()).toBe('/account/uebersicht/'));
    expect(callsOf(client, 'AccountLogin')).toEqual([{ email: 'lena@example.com', password: 'a long passphrase of mine', captchaToken: 'c29sdmVk' }]);
    expect(userStore.getState().user?.mainProfile.firstName).toBe('Lena');
  });

  it('goes back to checkout when checkout’s identify window sent the shopper (router state returnTo)', async () => {
    const { user } = renderLogin({ state: { returnTo: '/kasse/' } });
    await fillAndSubmit(user);
    await waitFor(() => expect(currentLocation()).toBe('/kasse/'));
  });

  it.each(['https://evil.example/kasse/', '//evil.example/', '/\\evil.example/', '/\t/evil.example/'])('never follows a return target off the shop (%p): the overview instead', async (returnTo) => {
    const { user } = renderLogin({ state: { returnTo } });
    await fillAndSubmit(user);
    await waitFor(() => expect(currentLocation()).toBe('/account/uebersicht/'));
  });

  it('says a wrong address or password above the form, never on one of the fields, and opens no error modal (in Dutch)', async () => {
    const modal = watchErrorModal();
    const { user } = renderLogin({ language: 'nl', errors: [{ code: 2062, message: 'x', referencedRequestParameter: 'password' }] });
    await fillAndSubmit(user, { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Inloggen' });
    expect(await screen.findByTestId('account-form-error')).toHaveTextContent('De combinatie van e-mailadres en wachtwoord klopt niet.');
    expect(screen.getByLabelText('Wachtwoord', { selector: 'input' })).not.toHaveAttribute('aria-invalid');
    expect(userStore.getState().user).toBeNull();
    expect(modal.requested).toEqual([]);
    modal.stop();
  });

  it('says "Oh oh, es gibt eine Störung" above the form when the API cannot be reached (spec §8 connection failure)', async () => {
    const modal = watchErrorModal();
    const { user } = renderLogin({ unreachable: true });
    await fillAndSubmit(user);
    expect(await screen.findByTestId('account-form-error')).toHaveTextContent(/^Oh oh, es gibt eine Störung\./);
    expect(modal.requested).toEqual([]);
    modal.stop();
  });

  it('shows and hides the password on request', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Passwort', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Zeigen Passwort' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Verbergen Passwort' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("confirms the address from the mail's link, and takes the token out of the address bar", async () => {
    window.history.replaceState(null, '', `/account/login/#token=${TOKEN}`);
    const { client } = renderLogin();
    expect(await screen.findByTestId('account-confirmation')).toHaveTextContent('Deine E-Mail-Adresse ist bestätigt. Du kannst dich jetzt anmelden.');
    expect(callsOf(client, 'AccountConfirmEmail')).toEqual([{ token: TOKEN }]);
    expect(window.location.hash).toBe('');
  });

  it('says so when the link is used or expired', async () => {
    window.history.replaceState(null, '', `/account/login/#token=${TOKEN}`);
    renderLogin({ confirmed: false });
    expect(await screen.findByTestId('account-confirmation')).toHaveTextContent('Dieser Link ist nicht (mehr) gültig. Bitte fordere einen neuen an.');
  });
});
