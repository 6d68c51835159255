import { setUser, userStore } from '@shop/shared';
import { currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import de from '../messages/de.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expectAccountSkeleton } from '../testing/skeleton';
import AccountOverviewPage from './AccountOverviewPage';

const render = () => renderRemotePage(AccountOverviewPage, { routeKey: 'accountOverview', params: {} }, { path: '/account/uebersicht/', config: testStorefront('de') });

describe('account overview', () => {
  it('sends a guest to the login, to come back here afterwards', async () => {
    userStore.setState({ user: null, loading: false });
    render();
    await waitFor(() => expect(currentLocation()).toBe('/account/login/'));
  });

  it('waits while the visitor is not known yet: the greeting\'s and the cards\' shape, busy, with one polite status', () => {
    userStore.setState({ user: null, loading: true });
    render();
    expect(currentLocation()).toBe('/account/uebersicht/');
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeInTheDocument();
    const skeleton = expectAccountSkeleton();
    expect(skeleton.querySelectorAll('.account-cards .account-card')).toHaveLength(3);
  });

  it('shows the logged-in user', () => {
    setUser({ mainProfile: { firstName: 'Lena', lastName: 'Lind', email: 'lena@example.com' }, subscribed: true });
    render();
    expect(screen.getByText('Hallo Lena!')).toBeInTheDocument();
    expect(screen.getByTestId('account-overview-email')).toHaveTextContent('lena@example.com');
    expect(screen.getByRole('link', { name: 'Meine Daten und mein Passwort ändern' })).toHaveAttribute('href', '/account/daten/');
  });

  it.each([
    ['de', '/account/uebersicht/', 'Hallo!'],
    ['nl', '/account/overzicht/', 'Hallo!'],
  ] as const)('greets a user without a first name with a whole sentence (%s)', (language, path, greeting) => {
    setUser({ mainProfile: { firstName: ' ', lastName: 'Lind', email: 'lena@example.com' }, subscribed: true });
    renderRemotePage(AccountOverviewPage, { routeKey: 'accountOverview', params: {} }, { path, config: testStorefront(language) });
    expect(screen.getByText(greeting)).toBeInTheDocument();
  });

  it.each([
    ['de', de, 'Hallo Lena!', 'Hallo!'],
    ['nl', nl, 'Hallo Lena!', 'Hallo!'],
    ['fr', fr, 'Bonjour Lena !', 'Bonjour !'],
  ] as const)('has a greeting in %s for a name and for none', (locale, messages, named, unnamed) => {
    const intl = createIntl({ locale, messages });
    const greet = (name: string) => intl.formatMessage({ id: 'account.overview.hello' }, { name, hasName: name ? 'yes' : 'no' });
    expect(greet('Lena')).toBe(named);
    expect(greet('')).toBe(unnamed);
  });
});
