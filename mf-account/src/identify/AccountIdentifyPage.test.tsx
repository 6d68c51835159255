import { setUser, userStore } from '@shop/shared';
import { answer, callsOf, currentLocation, currentLocationState, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { CHECK_USER_EXIST_MUTATION } from '../common/account-documents';
import AccountIdentifyPage from './AccountIdentifyPage';

jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

function renderIdentify(exists: boolean, language: 'de' | 'nl' = 'de', state?: unknown) {
  return renderRemotePage(
    AccountIdentifyPage,
    { routeKey: 'accountIdentify', params: {} },
    {
      path: '/account/',
      state,
      config: testStorefront(language),
      answers: answer(CHECK_USER_EXIST_MUTATION, () => ({ checkUserExist: { status: exists, errors: [] } })),
    },
  );
}

beforeEach(() => userStore.setState({ user: null, loading: false }));

describe('account identify', () => {
  it.each([
    [true, '/account/login/'],
    [false, '/account/anmelden/'],
  ])('sends an address with an account (%s) to %s, after the shared e-mail rule and the captcha', async (exists, next) => {
    const { user, client } = renderIdentify(exists);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mein Konto');
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.type(email, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(email, 'lena@example.com');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte bestätige, dass du kein Roboter bist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(currentLocation()).toBe(next));
    expect(callsOf(client, 'AccountCheckUserExist')).toEqual([{ email: 'lena@example.com', captchaToken: 'c29sdmVk' }]);
  });

  it.each([
    [true, '/account/login/'],
    [false, '/account/registreren/'],
  ])('carries where the login returns to (checkout) along to the next page (account %s → %s, Dutch)', async (exists, next) => {
    const { user } = renderIdentify(exists, 'nl', { returnTo: '/bestellen/' });
    await user.type(screen.getByRole('textbox', { name: 'E-mailadres' }), 'lieke@example.com');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(currentLocation()).toBe(next));
    expect(currentLocationState()).toEqual({ email: 'lieke@example.com', returnTo: '/bestellen/' });
  });

  it('tells a logged-in visitor so, in Dutch', () => {
    setUser({ mainProfile: { firstName: 'Lieke', lastName: 'de Vries', email: 'lieke@example.com' }, subscribed: false });
    renderIdentify(true, 'nl');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mijn account');
    expect(screen.getByTestId('account-already-logged-in')).toHaveTextContent('Je bent al ingelogd als lieke@example.com.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
