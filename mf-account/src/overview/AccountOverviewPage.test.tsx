import { setUser, userStore } from '@shop/shared';
import { currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import AccountOverviewPage from './AccountOverviewPage';

const render = () => renderRemotePage(AccountOverviewPage, { routeKey: 'accountOverview', params: {} }, { path: '/account/uebersicht/', config: testStorefront('de') });

describe('account overview', () => {
  it('sends a guest to the login, to come back here afterwards', async () => {
    userStore.setState({ user: null, loading: false });
    render();
    await waitFor(() => expect(currentLocation()).toBe('/account/login/'));
  });

  it('waits while the visitor is not known yet', () => {
    userStore.setState({ user: null, loading: true });
    render();
    expect(currentLocation()).toBe('/account/uebersicht/');
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
  });

  it('shows the logged-in user', () => {
    setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: true });
    render();
    expect(screen.getByText('Hallo Lena!')).toBeInTheDocument();
    expect(screen.getByTestId('account-overview-email')).toHaveTextContent('lena@example.com');
    expect(screen.getByRole('link', { name: 'Meine Daten und mein Passwort ändern' })).toHaveAttribute('href', '/account/daten/');
  });
});
