import { eventBus, leaveSiteWarning } from '@shop/shared';
import { answer, testStorefront } from '@shop/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import type { BasketCartQuery } from '../graphql/__generated__/graphql';
import { redirectTo } from './browser-location';
import CheckoutPage from './CheckoutPage';
import { METHODS, orderState, placedOrder } from './testing/fixtures';
import { callsOf, events, location, renderPage } from './testing/render';
import { ADD_PAYMENT_MUTATION, DISCARD_ORDER_MUTATION, PAYMENT_METHODS_QUERY, PLACED_ORDER_QUERY } from './checkout-query';

jest.mock('./browser-location', () => ({ redirectTo: jest.fn() }));

const PAY = /^Jetzt 109,20\s€ bezahlen$/;

function renderRetry(search: string, answers: Record<string, unknown> = {}, config = testStorefront('de')) {
  return renderPage(
    CheckoutPage,
    { routeKey: 'checkout', params: {} },
    {
      path: `${config.pathVariant === 'nl' ? '/bestellen/' : '/kasse/'}${search}`,
      config,
      answers: {
        ...answer(PLACED_ORDER_QUERY, { placedOrder: { data: placedOrder({ failedAttempts: 1 }), errors: [] } }),
        ...answer(PAYMENT_METHODS_QUERY, { paymentMethods: METHODS }),
        ...answers,
      },
    },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  jest.mocked(redirectTo).mockClear();
});
afterEach(() => leaveSiteWarning.detach());

describe('checkout retry mode (spec §4: ?error=…&order=…)', () => {
  it('2035: shows the refusal, pays the existing order with another method, never places it again', async () => {
    const { user, client } = renderRetry('?error=2035&order=order-1', {
      ...answer(ADD_PAYMENT_MUTATION, { addGiftCardPayment: { action: { type: 'REDIRECT', url: 'https://psp.test/hosted/2' }, payment: null, order: orderState(), errors: [] } }),
    });
    expect(await screen.findByTestId('retry-message')).toHaveTextContent(
      'Wir konnten deine Zahlung nicht verarbeiten. Bitte versuche eine andere Zahlungsmethode oder wende dich für weitere Informationen an deine Bank.',
    );
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([{ orderUuid: 'order-1' }]);
    expect(callsOf(client, 'BasketCart')).toEqual([]);
    expect(screen.getByText('Bestellnummer CB-100042')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 3 von 3: Zahlung' })).toBeInTheDocument();
    expect(leaveSiteWarning.isAttached).toBe(true);
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://psp.test/hosted/2', '/kasse/?error=open&order=order-1'));
    expect(callsOf(client, 'PlaceOrder')).toEqual([]);
    expect(callsOf(client, 'AddGiftCardPayment')).toEqual([{ input: { orderUuid: 'order-1', method: 'paypal', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } }]);
    expect(leaveSiteWarning.isAttached).toBe(false);
    expect(events('add_payment_info')[0]?.ecommerce).toMatchObject({ payment_type: 'paypal', value: 109.2 });
  });

  it('2037: a payment refused as suspected fraud says to use another payment method, and offers the methods', async () => {
    renderRetry('?error=2037&order=order-1');
    expect(await screen.findByTestId('retry-message')).toHaveTextContent('Wir können diese Zahlung leider nicht annehmen. Bitte nutze eine andere Zahlungsmethode.');
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it('a refused retry shows the new error in place (the query changes)', async () => {
    const { user } = renderRetry('?error=cancelled&order=order-1', {
      ...answer(ADD_PAYMENT_MUTATION, { addGiftCardPayment: { action: null, payment: null, order: null, errors: [{ message: 'Too many attempts', code: 2036, referencedRequestParameter: null }] } }),
    });
    expect(await screen.findByTestId('retry-message')).toHaveTextContent('Deine Zahlung wurde abgebrochen. Wähle eine Zahlungsmethode, um es erneut zu versuchen.');
    await user.click(await screen.findByRole('radio', { name: 'Kreditkarte' }));
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(location()).toBe('/kasse/?error=2036&order=order-1'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent('Es wurden zu viele Versuche unternommen.');
  });

  it('back from the provider\'s page without paying (?error=open): the order waits, payable, with the way back to the basket (Dutch)', async () => {
    renderRetry('?error=open&order=order-1', {}, testStorefront('nl'));
    expect(await screen.findByTestId('retry-message')).toHaveTextContent(
      'Je bestelling wacht nog op de betaling. Kies een betaalmethode om te betalen, of ga terug naar je winkelmandje.',
    );
    expect(await screen.findByRole('radio', { name: 'PayPal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Terug naar winkelmandje' })).toBeEnabled();
    expect(leaveSiteWarning.isAttached).toBe(true);
  });

  it('2036: too many attempts, no further payment is offered', async () => {
    renderRetry('?error=2036&order=order-1', { ...answer(PLACED_ORDER_QUERY, { placedOrder: { data: placedOrder({ canRetry: false, failedAttempts: 5 }), errors: [] } }) });
    const message = await screen.findByTestId('retry-message');
    expect(message).toHaveTextContent('Es wurden zu viele Versuche unternommen. Bitte versuche es später erneut oder nutze eine andere Zahlungsmethode.');
    expect(message).toHaveTextContent('Diese Bestellung kann nicht erneut bezahlt werden.');
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('button', { name: 'Zurück zum Warenkorb' })).toBeEnabled();
    expect(leaveSiteWarning.isAttached).toBe(false);
  });

  it('"Back to basket" discards the order, tells the badge and opens the basket', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    const restoredCart = { id: 'cart-2', packageIds: ['p9'], cardQty: 2, variationQty: 1, totalQuantity: 2, packagesGroups: [{ packageIds: ['p9'] }] };
    const { user, client } = renderRetry('?error=2035&order=order-1', { ...answer(DISCARD_ORDER_MUTATION, { discardOrder: { order: { id: 'cart-2', slimCart: restoredCart }, errors: [] } }) });
    await user.click(await screen.findByRole('button', { name: 'Zurück zum Warenkorb' }));
    await waitFor(() => expect(location()).toBe('/warenkorb/'));
    expect(callsOf(client, 'DiscardOrder')).toEqual([{ orderUuid: 'order-1' }]);
    expect(changed).toHaveBeenCalledWith({ cart: restoredCart, reason: 'checkout:order-discarded' });
    expect(leaveSiteWarning.isAttached).toBe(false);
    off();
  });

  it('an order paid meanwhile goes to its confirmation', async () => {
    renderRetry('?error=cancelled&order=order-1', { ...answer(PLACED_ORDER_QUERY, { placedOrder: { data: placedOrder({ status: 'COMPLETED' }), errors: [] } }) });
    await waitFor(() => expect(location()).toBe('/kasse/danke/order-1/'));
  });

  it('an unknown order offers the way back to the basket (Dutch)', async () => {
    renderRetry('?error=2035&order=nope', { ...answer(PLACED_ORDER_QUERY, { placedOrder: { data: null, errors: [] } }) }, testStorefront('nl'));
    expect(await screen.findByText('We konden deze bestelling niet vinden.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar winkelmandje' })).toHaveAttribute('href', '/winkelmandje/');
  });

  it('with a redeem token the error parameters do not switch to retry mode', async () => {
    const { client } = renderRetry('?error=2035&order=order-1&redeemToken=abc', { BasketCart: { cartV2: { data: null, errors: [] } } satisfies BasketCartQuery });
    await waitFor(() => expect(location()).toBe('/warenkorb/'));
    expect(callsOf(client, 'CheckoutPlacedOrder')).toEqual([]);
  });
});
