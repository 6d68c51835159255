import { testStorefront } from '@shop/shared/testing';
import { act, screen } from '@testing-library/react';
import { METHODS, orderState } from '../testing/fixtures';
import { callsOf, location, renderPage } from '../testing/render';
import type { CheckGiftCardPaymentQuery, CheckoutPaymentMethodsQuery } from '../../graphql/__generated__/graphql';
import PaymentProcessingPage, { MAX_POLLS, POLL_INTERVAL_MS } from './PaymentProcessingPage';

type Check = CheckGiftCardPaymentQuery['checkGiftCardPayment'];

const pending = (method: 'ideal' | 'blik' = 'ideal', status: 'PENDING' | 'REDIRECTED' = 'PENDING'): Check => ({
  order: orderState({ payment: { id: 'pay-1', method, status, pspReference: 'psp-1' } }),
  errors: [],
});

/** Answers checkGiftCardPayment with the given answers in turn (the last one repeats). */
function renderProcessing(answers: Check[], search = '?order=order-1', config = testStorefront('de')) {
  let call = 0;
  const answerCheck = (): CheckGiftCardPaymentQuery | null => {
    const check = answers[Math.min(call++, answers.length - 1)];
    return check ? { checkGiftCardPayment: check } : null;
  };
  return renderPage(
    PaymentProcessingPage,
    { routeKey: 'paymentProcessing', params: {} },
    {
      path: `${config.pathVariant === 'nl' ? '/bestellen/betaling-verwerken/' : '/kasse/zahlung-verarbeiten/'}${search}`,
      config,
      answers: {
        // The checkout feature's documents, typed by their generated results.
        CheckGiftCardPayment: answerCheck,
        CheckoutPaymentMethods: { paymentMethods: METHODS } satisfies CheckoutPaymentMethodsQuery,
      },
    },
  );
}

const tick = (ms = POLL_INTERVAL_MS) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] }));
afterEach(() => jest.useRealTimers());

describe('payment processing page', () => {
  it('waits for the bank, polls every 2 s, and opens the confirmation when the order is completed', async () => {
    const { client } = renderProcessing([pending(), pending(), { order: orderState({ status: 'COMPLETED' }), errors: [] }]);
    await tick(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Deine Zahlung wird verarbeitet …' })).toBeInTheDocument();
    expect(screen.getByTestId('processing-status')).toHaveTextContent('Wir warten auf die Bestätigung deiner Bank.');
    expect(callsOf(client, 'CheckGiftCardPayment')).toEqual([{ orderUuid: 'order-1' }]);
    await tick(POLL_INTERVAL_MS - 1);
    expect(callsOf(client, 'CheckGiftCardPayment')).toHaveLength(1);
    await tick(1);
    expect(callsOf(client, 'CheckGiftCardPayment')).toHaveLength(2);
    await tick();
    expect(location()).toBe('/kasse/danke/order-1/');
    await tick(10 * POLL_INTERVAL_MS);
    expect(callsOf(client, 'CheckGiftCardPayment')).toHaveLength(3);
  });

  it('asks to confirm in the banking app for app payments (BLIK)', async () => {
    renderProcessing([pending('blik', 'REDIRECTED')]);
    await tick(0);
    await tick(0);
    expect(screen.getByTestId('processing-status')).toHaveTextContent('Bitte bestätige die Zahlung in deiner Banking-App.');
    expect(screen.getByTestId('processing-status')).toHaveAttribute('role', 'status');
  });

  it('a refused payment goes back to checkout with error 2035', async () => {
    renderProcessing([pending(), { order: orderState({ payment: { id: 'pay-1', method: 'ideal', status: 'REFUSED', pspReference: null } }), errors: [] }]);
    await tick(0);
    await tick();
    expect(location()).toBe('/kasse/?error=2035&order=order-1');
  });

  it('errors 2035 / 2036 of the check go to checkout with their code', async () => {
    renderProcessing([{ order: orderState(), errors: [{ message: 'Too many attempts', code: 2036, referencedRequestParameter: null }] }]);
    await tick(0);
    expect(location()).toBe('/kasse/?error=2036&order=order-1');
  });

  it('a payment refused as suspected fraud (2037) goes back to checkout with its code: another method is needed', async () => {
    renderProcessing([{ order: orderState({ payment: { id: 'pay-1', method: 'card', status: 'REFUSED', pspReference: null } }), errors: [{ message: 'fraud', code: 2037, referencedRequestParameter: 'orderUuid' }] }]);
    await tick(0);
    expect(location()).toBe('/kasse/?error=2037&order=order-1');
  });

  it('a cancelled payment goes back to checkout with error=cancelled (Dutch paths)', async () => {
    renderProcessing([{ order: orderState({ payment: { id: 'pay-1', method: 'ideal', status: 'CANCELLED', pspReference: null } }), errors: [] }], '?order=order-1&resultCode=cancelled', testStorefront('nl'));
    await tick(0);
    expect(location()).toBe('/bestellen/?error=cancelled&order=order-1');
  });

  it('after about 2 minutes it stops and promises an e-mail, with a link to the order', async () => {
    const { client } = renderProcessing([pending()]);
    await tick(0);
    await tick(MAX_POLLS * POLL_INTERVAL_MS);
    expect(callsOf(client, 'CheckGiftCardPayment')).toHaveLength(MAX_POLLS);
    expect(MAX_POLLS * POLL_INTERVAL_MS).toBe(120_000);
    expect(screen.getByTestId('processing-status')).toHaveTextContent('Deine Zahlung wird noch verarbeitet. Wir schicken dir eine E-Mail, sobald sie bestätigt ist.');
    expect(screen.getByRole('link', { name: 'Deine Bestellung ansehen' })).toHaveAttribute('href', '/kasse/danke/order-1/');
    await tick(10 * POLL_INTERVAL_MS);
    expect(callsOf(client, 'CheckGiftCardPayment')).toHaveLength(MAX_POLLS);
    expect(location()).toBe('/kasse/zahlung-verarbeiten/?order=order-1');
  });

  it('without an order there is nothing to wait for', async () => {
    const { client } = renderProcessing([pending()], '');
    await tick(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung nicht gefunden' })).toBeInTheDocument();
    expect(callsOf(client, 'CheckGiftCardPayment')).toEqual([]);
  });
});
