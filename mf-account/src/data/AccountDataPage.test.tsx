import { setUser, userStore } from '@shop/shared';
import { answer, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { USER_INFO_QUERY } from '@shop/shared';
import { CHANGE_PASSWORD_MUTATION, UPDATE_USER_DATA_MUTATION } from '../common/account-documents';
import { expectAccountSkeleton } from '../testing/skeleton';
import AccountDataPage from './AccountDataPage';

function renderData(errors: { code: number; message: string; referencedRequestParameter: string | null }[][]) {
  let call = 0;
  return renderRemotePage(
    AccountDataPage,
    { routeKey: 'accountData', params: {} },
    {
      path: '/account/daten/',
      config: testStorefront('de'),
      answers: {
        ...answer(CHANGE_PASSWORD_MUTATION, () => {
          const next = errors[Math.min(call, errors.length - 1)] ?? [];
          call += 1;
          return { changePassword: { status: next.length === 0, errors: next } };
        }),
        ...answer(UPDATE_USER_DATA_MUTATION, () => ({ updateUserData: { status: true, errors: [] } })),
        ...answer(USER_INFO_QUERY, () => ({
          getUserInfo: { user: { subscribed: false, mainProfile: { firstName: 'Lena Marie', lastName: 'Lind', email: 'lena@example.com', invoiceEmail: null, phoneNumber: null, vatNumber: null, address: null } } },
        })),
      },
    },
  );
}

beforeEach(() => setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: true }));

describe('my details', () => {
  it('waits while the visitor is not known yet: the profile\'s and the download\'s cards, busy, with one polite status', () => {
    userStore.setState({ user: null, loading: true });
    renderRemotePage(AccountDataPage, { routeKey: 'accountData', params: {} }, { path: '/account/daten/', config: testStorefront('de') });
    const skeleton = expectAccountSkeleton();
    expect(skeleton.querySelectorAll('.account-card')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('changes the password in its modal: the current one first, the other devices logged out by default', async () => {
    const { user, client } = renderData([[{ code: 2063, message: 'x', referencedRequestParameter: 'input.currentPassword' }], []]);
    expect(screen.getByText('lena@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Passwort ändern' });
    const current = within(dialog).getByLabelText('Aktuelles Passwort', { selector: 'input' });
    await user.type(current, 'my old one');
    await user.type(within(dialog).getByLabelText('Neues Passwort', { selector: 'input' }), 'my next passphrase');
    await user.type(within(dialog).getByLabelText('Passwort wiederholen', { selector: 'input' }), 'my next passphrase');
    expect(within(dialog).getByRole('checkbox', { name: 'Auf allen anderen Geräten abmelden' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await within(dialog).findByText('Dein aktuelles Passwort stimmt nicht.')).toBeInTheDocument();
    expect(current).toHaveFocus();
    await user.clear(current);
    await user.type(current, 'my real old one');
    await user.click(within(dialog).getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(await screen.findByTestId('account-data-notice')).toHaveTextContent('Dein Passwort ist geändert.');
    expect(callsOf(client, 'AccountChangePassword').at(-1)).toEqual({
      input: { currentPassword: 'my real old one', password: 'my next passphrase', passwordConfirmation: 'my next passphrase', endOtherSessions: true },
    });
  });

  it('offers the account data as a download', () => {
    renderData([[]]);
    const link = screen.getByRole('link', { name: 'Meine Daten herunterladen' });
    expect(link).toHaveAttribute('href', '/account/my-data.json');
    expect(link).toHaveAttribute('download');
  });

  it('changes the name and the newsletter in its modal; the page shows the new name', async () => {
    const { user, client } = renderData([[]]);
    await user.click(screen.getByRole('button', { name: 'Meine Daten ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Meine Daten ändern' });
    const first = within(dialog).getByLabelText('Vorname');
    expect(first).toHaveValue('Lena');
    await user.clear(first);
    await user.click(within(dialog).getByRole('button', { name: 'Meine Daten speichern' }));
    expect(await within(dialog).findByText('Vorname ist ein Pflichtfeld')).toBeInTheDocument();
    expect(callsOf(client, 'AccountUpdateUserData')).toEqual([]);
    await user.type(first, 'Lena Marie');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Schickt mir den Newsletter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Meine Daten speichern' }));
    expect(await screen.findByTestId('account-data-notice')).toHaveTextContent('Deine Daten sind gespeichert.');
    expect(callsOf(client, 'AccountUpdateUserData')).toEqual([{ input: { firstName: 'Lena Marie', lastName: 'Lind', subscribed: false } }]);
    expect(screen.getByText('Lena Marie Lind')).toBeInTheDocument();
  });
});
