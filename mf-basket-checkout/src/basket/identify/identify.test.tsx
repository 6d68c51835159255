import { setUser, userStore } from '@shop/shared';
import { testStorefront } from '@shop/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { basketOrder } from '../../testing/cart-fixtures';
import { openDialog, renderBasket } from '../testing/render';

const toggles = (identifyModal: 'login' | 'guest') => ({ ...testStorefront('de').featureToggles, identifyModal });

// A guest unless a test says otherwise; the store's own first state is "not known yet".
beforeEach(() => userStore.setState({ user: null, loading: false }));
afterEach(() => userStore.setState(userStore.getInitialState(), true));

describe('identify step on "Continue to checkout"', () => {
  it('guest toggle: opens the guest order modal, and "Continue as guest" goes to checkout', async () => {
    const { user } = renderBasket(basketOrder(), {}, testStorefront('de', { featureToggles: toggles('guest') }));
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Kasse' }));
    const modal = within(openDialog('checkout-guest-modal'));
    expect(modal.getByRole('heading', { name: 'Als Gast bestellen' })).toBeInTheDocument();
    expect(modal.getByText(/während des Bestellvorgangs trotzdem eines anlegen/)).toBeInTheDocument();
    expect(modal.getByRole('link', { name: 'Ich habe bereits ein Kundenkonto' })).toHaveAttribute('href', '/account/');
    expect(screen.queryAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
    await user.click(modal.getByRole('button', { name: 'Als Gast fortfahren' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kasse/');
  });

  it('login toggle: opens the login modal with a link to the account pages and "Continue as guest"', async () => {
    const { user } = renderBasket(basketOrder(), {}, testStorefront('nl', { featureToggles: toggles('login') }));
    await user.click(await screen.findByRole('button', { name: 'Verder naar afrekenen' }));
    const modal = within(openDialog('checkout-login-modal'));
    expect(modal.getByRole('link', { name: 'Inloggen of account aanmaken' })).toHaveAttribute('href', '/account/');
    expect(modal.queryByRole('textbox')).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Verder als gast' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bestellen/');
  });

  it.each([
    ['login', 'checkout-login-modal', 'Log in or create an account', 'Weiter zur Kasse'],
    ['guest', 'checkout-guest-modal', 'Ich habe bereits ein Kundenkonto', 'Weiter zur Kasse'],
  ] as const)('%s toggle: the way to the account pages carries checkout as the place a login returns to', async (toggle, testId, _en, button) => {
    const { user } = renderBasket(basketOrder(), {}, testStorefront('de', { featureToggles: toggles(toggle) }));
    await user.click(await screen.findByRole('button', { name: button }));
    await user.click(within(openDialog(testId)).getByRole('link'));
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/account/');
    // Router state, not the URL: no link from elsewhere can choose where a login leads.
    expect(JSON.parse(location.getAttribute('data-state') ?? '{}')).toEqual({ returnTo: '/kasse/' });
  });

  it('a logged-in user goes straight to checkout', async () => {
    userStore.setState({ user: { mainProfile: { firstName: 'Max', lastName: 'Muster', email: 'max@example.com' }, subscribed: false }, loading: false });
    const { user } = renderBasket(basketOrder(), {}, testStorefront('de', { featureToggles: toggles('login') }));
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Kasse' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kasse/');
    expect(screen.getAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
  });

  it('a press while the visitor is still being read waits for the answer: a logged-in user goes to checkout', async () => {
    userStore.setState({ user: null, loading: true });
    const { user } = renderBasket(basketOrder(), {}, testStorefront('nl', { featureToggles: toggles('login') }));
    await user.click(await screen.findByRole('button', { name: 'Verder naar afrekenen' }));
    expect(screen.getAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/winkelmandje/');
    await act(async () => setUser({ mainProfile: { firstName: 'Lena', lastName: 'Berg', email: 'lena@example.com' }, subscribed: false }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bestellen/');
    expect(screen.getAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
  });

  it('a press before the shell has begun to read the visitor waits for the answer too (the store starts "not known yet")', async () => {
    userStore.setState(userStore.getInitialState(), true);
    const { user } = renderBasket(basketOrder(), {}, testStorefront('de', { featureToggles: toggles('login') }));
    await user.click(await screen.findByRole('button', { name: 'Weiter zur Kasse' }));
    expect(screen.getAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/warenkorb/');
    await act(async () => setUser({ mainProfile: { firstName: 'Max', lastName: 'Muster', email: 'max@example.com' }, subscribed: false }));
    expect(screen.getByTestId('location')).toHaveTextContent('/kasse/');
  });

  it('a press while the visitor is still being read waits for the answer: a guest gets the modal', async () => {
    userStore.setState({ user: null, loading: true });
    const { user } = renderBasket(basketOrder(), {}, testStorefront('nl', { featureToggles: toggles('login') }));
    await user.click(await screen.findByRole('button', { name: 'Verder naar afrekenen' }));
    expect(screen.getAllByTestId('checkout-login-modal').some((d) => d.hasAttribute('open'))).toBe(false);
    await act(async () => setUser(null));
    within(openDialog('checkout-login-modal'));
    expect(screen.getByTestId('location')).toHaveTextContent('/winkelmandje/');
  });
});
