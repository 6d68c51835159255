import { type RemotePageProps, useLocation, useNavigate } from '@shop/shared';
import { answer, answerNotYet, callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { expectRedeemSkeleton } from '../testing/skeleton';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { browserLocation } from '../common/browser-location';
import { POLL_INTERVAL_MS } from '../common/polling';
import { browserTimeZone } from '../testing/browser-time-zone';
import ActivationPage from './ActivationPage';
import ActivationSuccessPage, { keepsFollowing } from './ActivationSuccessPage';
import { CARD_ACTIVATION_QUERY, type CardActivation } from './activation-documents';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const NUMBER = '6037060123456789012';
const METHODS = { paymentMethods: [{ id: 'card' as const, name: 'Kreditkarte', isApp: false, banks: [] }, { id: 'ideal' as const, name: 'iDEAL', isApp: false, banks: [{ id: '1121', issuer: 'Test Issuer' }] }] };

function activation(overrides: Partial<CardActivation> = {}): CardActivation {
  return {
    __typename: 'CardActivation',
    orderUuid: '3f1c1f8e-0d5b-4a51-9b7e-1d2f3a4b5c6d',
    orderNumber: 'CB-2026-000123',
    status: 'DONE',
    maskedNumber: '•••• 9012',
    customerEmail: 'jo@example.com',
    dueAt: '2026-11-26T10:00:00.000Z',
    activatedAt: '2026-11-26T10:00:01.000Z',
    lastValidDay: '2029-12-31',
    amount: { value: 40, currency: 'EUR', cents: 4000 },
    ...overrides,
  } as CardActivation;
}

function renderActivation(answer: unknown, config = testStorefront('de'), path = '/aktivieren/') {
  return renderRemotePage(ActivationPage, { routeKey: 'activation', params: {} }, { path, config, answers: { RedeemPaymentMethods: METHODS, ActivateCard: answer } });
}

async function fillIn(user: ReturnType<typeof renderActivation>['user'], amount = '40') {
  await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
  await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
  await user.clear(screen.getByRole('textbox', { name: /Betrag in ganzen EUR/ }));
  if (amount) await user.type(screen.getByRole('textbox', { name: /Betrag in ganzen EUR/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'jo@example.com');
  await user.click(await screen.findByRole('radio', { name: 'Kreditkarte' }));
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
}

/** The balance check's link "Activate this card": the activation page opens with the number in the router's state. */
function FromBalanceCheck(props: RemotePageProps) {
  const navigate = useNavigate();
  const { state } = useLocation();
  useEffect(() => {
    navigate('/aktivieren/', { state: { cardNumber: NUMBER } });
  }, [navigate]);
  return state ? <ActivationPage {...props} /> : null;
}

describe('activation form', () => {
  afterEach(() => jest.restoreAllMocks());

  it('renders in German', () => {
    renderActivation({ activateCard: { action: null, activation: null, errors: [] } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Geschenkkarte aktivieren');
  });

  it('renders in Dutch', () => {
    renderActivation({ activateCard: { action: null, activation: null, errors: [] } }, testStorefront('nl'), '/activeren/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cadeaukaart activeren');
  });

  it('refuses an amount outside 10 to 500 or with cents before asking the API', async () => {
    const { user, client } = renderActivation({ activateCard: { action: null, activation: null, errors: [] } });
    await fillIn(user, '501');
    await user.click(screen.getByRole('button', { name: /ezahlen und aktivieren/i }));
    expect(screen.getByText(/zwischen 10 und 500/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Betrag in ganzen EUR/ })).toHaveFocus();
    expect(callsOf(client, 'ActivateCard')).toEqual([]);
  });

  it('takes the card number the balance check hands over (router state), for the shopper to add the PIN', async () => {
    renderRemotePage(FromBalanceCheck, { routeKey: 'activation', params: {} }, { path: '/aktivieren/', answers: { RedeemPaymentMethods: METHODS } });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).toHaveValue('6037 0601 2345 6789 012'));
    expect(screen.getByRole('textbox', { name: /^PIN/ })).toHaveValue('');
  });

  it('a suggested amount fills the field; the button says what is paid', async () => {
    const { user } = renderActivation({ activateCard: { action: null, activation: null, errors: [] } });
    await user.click(screen.getByRole('button', { name: /^50\s€$/ }));
    expect(screen.getByRole('textbox', { name: /Betrag in ganzen EUR/ })).toHaveValue('50');
    expect(screen.getByRole('button', { name: /^50,00\s€ bezahlen und aktivieren$/ })).toBeInTheDocument();
  });

  it('sends the amount in cents and leaves for the payment page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user, client } = renderActivation({ activateCard: { action: { type: 'REDIRECT', url: 'http://localhost/test-psp/pay/ABC' }, activation: activation({ status: 'PENDING_PAYMENT' }), errors: [] } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /^40,00\s€ bezahlen und aktivieren$/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/test-psp/pay/ABC'));
    expect(callsOf(client, 'ActivateCard')).toEqual([
      { input: { cardNumber: NUMBER, pin: '123456', amountCents: 4000, email: 'jo@example.com', captchaToken: 'c29sdmVk', paymentMethod: 'card', issuer: null } },
    ]);
  });

  it('shows the API refusal (activation failed, prefix mismatch on the number) and stays on the page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderActivation({
      activateCard: {
        action: null,
        activation: null,
        errors: [
          { code: 2053, message: 'Card prefix mismatch', referencedRequestParameter: 'input.cardNumber' },
          { code: 2052, message: 'Activation failed', referencedRequestParameter: null },
        ],
      },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /ezahlen und aktivieren/i }));
    expect(await screen.findByText(/gehört nicht zu diesem Shop/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Karte kann nicht aktiviert werden');
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a blocked card: why, and customer service with the card named; the form and its robot check stay for another card', async () => {
    const { user, client } = renderActivation({ activateCard: { action: null, activation: null, errors: [{ code: 2041, message: 'blocked', referencedRequestParameter: 'input.cardNumber' }] } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /ezahlen und aktivieren/i }));
    const answer = await screen.findByTestId('activation-error');
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist gesperrt.');
    expect(answer).toHaveTextContent('Endziffern 9012');
    expect(within(answer).getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt/');
    await user.click(screen.getByRole('button', { name: /ezahlen und aktivieren/i }));
    expect(callsOf(client, 'ActivateCard').map((call) => (call as { input: { captchaToken: string } }).input.captchaToken)).toEqual(['c29sdmVk', 'c29sdmVk']);
  });
});

describe('activation success page', () => {
  function renderSuccess(answers: CardActivation[] | null, config = testStorefront('de'), path = '/aktivieren/erfolgreich/?order=3f1c1f8e-0d5b-4a51-9b7e-1d2f3a4b5c6d') {
    let call = 0;
    return renderRemotePage(
      ActivationSuccessPage,
      { routeKey: 'activationSuccess', params: {} },
      {
        path,
        config,
        answers: { ...answer(CARD_ACTIVATION_QUERY, () => ({ activation: { data: answers ? (answers[Math.min(call++, answers.length - 1)] ?? null) : null, errors: [] } })) },
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      },
    );
  }

  afterEach(() => jest.useRealTimers());

  it('while the activation is on its way: its title and sentences in their places, busy, with one polite status', () => {
    renderRemotePage(
      ActivationSuccessPage,
      { routeKey: 'activationSuccess', params: {} },
      { path: '/aktivieren/erfolgreich/?order=3f1c1f8e-0d5b-4a51-9b7e-1d2f3a4b5c6d', answers: answerNotYet(CARD_ACTIVATION_QUERY) },
    );
    expect(expectRedeemSkeleton('activation-result-skeleton')).toHaveClass('redeem-activation-result');
  });

  it('follows a payment being decided until the card is active', async () => {
    jest.useFakeTimers();
    const { client } = renderSuccess([activation({ status: 'PENDING_PAYMENT', dueAt: null, activatedAt: null }), activation({ status: 'SCHEDULED', activatedAt: null }), activation()]);
    expect(await screen.findByRole('heading', { name: /warten auf deine Zahlung/ })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(POLL_INTERVAL_MS));
    await act(async () => jest.advanceTimersByTime(POLL_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Deine Geschenkkarte ist aktiviert' })).toBeInTheDocument();
    expect(screen.getByText(/Auf der Karte/)).toHaveTextContent(/Auf der Karte •••• 9012 sind jetzt 40,00\s€/);
    expect(screen.getByRole('link', { name: 'Guthaben prüfen & einlösen' })).toHaveAttribute('href', '/guthaben-pruefen/');
    await act(async () => jest.advanceTimersByTime(POLL_INTERVAL_MS * 5));
    expect(callsOf(client, 'CardActivation')).toHaveLength(3);
  });

  it('says the card’s last valid day, the day the activation mail prints, as that day in a browser west of the storefront too', async () => {
    const restore = browserTimeZone('America/New_York');
    try {
      renderSuccess([activation()]);
      expect(await screen.findByTestId('activation-valid-until')).toHaveTextContent('31. Dezember 2029');
    } finally {
      restore();
    }
  });

  it('in Dutch, the last valid day in Dutch', async () => {
    renderSuccess([activation({ lastValidDay: '2031-05-14' })], testStorefront('nl'), '/activeren/gelukt/?order=3f1c1f8e-0d5b-4a51-9b7e-1d2f3a4b5c6d');
    expect(await screen.findByTestId('activation-valid-until')).toHaveTextContent('14 mei 2031');
  });

  it('a failed payment: the card is not activated, the shopper can try again (Dutch)', async () => {
    renderSuccess([activation({ status: 'FAILED', dueAt: null, activatedAt: null, lastValidDay: null })], testStorefront('nl'), '/activeren/gelukt/?order=3f1c1f8e-0d5b-4a51-9b7e-1d2f3a4b5c6d');
    expect(await screen.findByRole('heading', { name: 'Je kaart is niet geactiveerd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opnieuw proberen' })).toHaveAttribute('href', '/activeren/');
  });

  it('another visitor’s order or no order: not found', async () => {
    renderSuccess(null);
    expect(await screen.findByRole('heading', { name: 'Wir finden diese Aktivierung nicht' })).toBeInTheDocument();
  });

  it('keeps asking while the payment is open or the activation is due soon, not for a day-long delay', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(keepsFollowing(activation({ status: 'PENDING_PAYMENT' }), now)).toBe(true);
    expect(keepsFollowing(activation({ status: 'SCHEDULED', dueAt: '2026-11-26T10:01:00Z' }), now)).toBe(true);
    expect(keepsFollowing(activation({ status: 'SCHEDULED', dueAt: '2026-11-26T11:00:00Z' }), now)).toBe(false);
    expect(keepsFollowing(activation({ status: 'DONE' }), now)).toBe(false);
  });
});
