import { userStore } from '@shop/shared';
import { answer, callsOf, currentLocation, renderRemotePage, testStorefront, watchErrorModal } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { REGISTER_MUTATION } from '../common/account-documents';
import RegisterPage from './RegisterPage';

jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

type Errors = { code: number; message: string; referencedRequestParameter: string | null }[];

function renderRegister(answers: Errors[] = [[]]) {
  let call = 0;
  return renderRemotePage(
    RegisterPage,
    { routeKey: 'register', params: {} },
    {
      path: '/account/anmelden/',
      config: testStorefront('de'),
      answers: answer(REGISTER_MUTATION, () => {
        const errors = answers[Math.min(call, answers.length - 1)] ?? [];
        call += 1;
        return { registerUser: { status: errors.length === 0, errors } };
      }),
    },
  );
}

beforeEach(() => userStore.setState({ user: null, loading: false }));

describe('register', () => {
  it('checks the passwords like the API, says a common one on its field (no error modal on top), then sends the confirmation', async () => {
    const modal = watchErrorModal();
    const { user, client } = renderRegister([[{ code: 2067, message: 'This password is too common. Please choose another one', referencedRequestParameter: 'input.password' }], []]);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Lena');
    await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Lind');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'lena@example.com');
    const password = screen.getByLabelText('Passwort', { selector: 'input' });
    const repeat = screen.getByLabelText('Passwort wiederholen', { selector: 'input' });
    await user.type(password, 'short');
    await user.type(repeat, 'short');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByText('Dein Passwort braucht mindestens 8 Zeichen')).toBeInTheDocument();
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'password123');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(screen.getByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    await user.clear(repeat);
    await user.type(repeat, 'password123');
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    expect(await screen.findByText('Dieses Passwort ist zu verbreitet. Bitte wähle ein anderes.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(modal.requested).toEqual([]);
    modal.stop();

    await user.clear(password);
    await user.type(password, 'a long passphrase of mine');
    await user.clear(repeat);
    await user.type(repeat, 'a long passphrase of mine');
    await user.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Konto anlegen' }));
    await waitFor(() => expect(currentLocation()).toBe('/account/anmelden/success/'));
    expect(callsOf(client, 'AccountRegister').at(-1)).toEqual({
      input: {
        firstName: 'Lena',
        lastName: 'Lind',
        email: 'lena@example.com',
        password: 'a long passphrase of mine',
        passwordConfirmation: 'a long passphrase of mine',
        subscribed: true,
        captchaToken: 'c29sdmVk',
      },
    });
  });
});
