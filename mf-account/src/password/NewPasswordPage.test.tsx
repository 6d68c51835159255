import { answer, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { RESET_PASSWORD_MUTATION } from '../common/account-documents';
import NewPasswordPage from './NewPasswordPage';

const TOKEN = 'R'.repeat(43);

function renderNewPassword(errors: { code: number; message: string; referencedRequestParameter: string | null }[] = []) {
  return renderRemotePage(
    NewPasswordPage,
    { routeKey: 'newPassword', params: {} },
    {
      path: '/account/nieuw-wachtwoord/',
      config: testStorefront('nl'),
      answers: answer(RESET_PASSWORD_MUTATION, () => ({ resetPassword: { status: errors.length === 0, errors } })),
    },
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('new password', () => {
  it('without the mail link, points to asking for a new one', async () => {
    renderNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('Open deze pagina via de link uit onze e-mail.');
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute('href', '/account/wachtwoord-vergeten/');
  });

  it("sets the password with the link's token, taken out of the address bar", async () => {
    window.history.replaceState(null, '', `/account/nieuw-wachtwoord/#token=${TOKEN}`);
    const { user, client } = renderNewPassword();
    await waitFor(() => expect(window.location.hash).toBe(''));
    await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Herhaal wachtwoord', { selector: 'input' }), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }));
    await waitFor(() => expect(currentLocation()).toBe('/account/nieuw-wachtwoord/succes/'));
    expect(callsOf(client, 'AccountResetPassword')).toEqual([{ input: { token: TOKEN, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' } }]);
  });

  it('says an expired link above the form', async () => {
    window.history.replaceState(null, '', `/account/nieuw-wachtwoord/#token=${TOKEN}`);
    const { user } = renderNewPassword([{ code: 2068, message: 'x', referencedRequestParameter: 'input.token' }]);
    await user.type(await screen.findByLabelText('Wachtwoord', { selector: 'input' }), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Herhaal wachtwoord', { selector: 'input' }), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }));
    expect(await screen.findByTestId('account-form-error')).toHaveTextContent('Deze link is niet (meer) geldig. Vraag een nieuwe aan.');
  });
});
