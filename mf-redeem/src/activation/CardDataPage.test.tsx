import { type RemotePageProps, useLocation } from '@shop/shared';
import { callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, within } from '@testing-library/react';
import { browserTimeZone } from '../testing/browser-time-zone';
import CardDataPage from './CardDataPage';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const NUMBER = '6037060123456789012';
const card = {
  maskedNumber: '•••• 9012', status: 'ACTIVE' as const, lastValidDay: '2029-12-31', expired: false, productTitle: 'Blanko-Geschenkkarte',
  balance: { value: 40, currency: 'EUR', cents: 4000 },
};

/** The page, and the router state a link of it handed on (what the next page reads). */
function PageWithState(props: RemotePageProps) {
  const { state } = useLocation();
  return (
    <>
      <CardDataPage {...props} />
      <output data-testid="router-state">{state ? JSON.stringify(state) : ''}</output>
    </>
  );
}

/** The card data page (the German storefront's: the Dutch one has none). */
function renderCardData(answer: unknown) {
  const answerWith = (value: unknown) => (value && typeof value === 'object' && 'cardData' in value ? { cardData: { cardStorefront: null, ...(value as { cardData: object }).cardData } } : value);
  return renderRemotePage(PageWithState, { routeKey: 'cardData', params: {} }, {
    path: '/kartendaten/',
    config: testStorefront('de'),
    answers: { CardData: answerWith(answer) },
  });
}

async function ask(user: ReturnType<typeof renderCardData>['user'], number = NUMBER) {
  await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), number);
  await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'Kartendaten anzeigen' }));
}

const problem = (code: number) => ({ cardData: { data: null, errors: [{ code, message: 'x', referencedRequestParameter: 'cardNumber' }] } });

describe('card data page', () => {
  it('validates with the shared schema before asking', async () => {
    const { user, client } = renderCardData({ cardData: { data: card, errors: [] } });
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Kartendaten anzeigen' }));
    expect(screen.getByText('Bitte gib die Kartennummer ein')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).toHaveFocus();
    expect(callsOf(client, 'CardData')).toEqual([]);
  });

  it('shows an activated card’s balance, validity and how to redeem it, and forgets the PIN', async () => {
    const { user, client } = renderCardData({ cardData: { data: card, errors: [] } });
    await ask(user);
    expect(await screen.findByTestId('card-data-balance')).toHaveTextContent(/40,00\s€/);
    expect(screen.getByText('31. Dezember 2029')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guthaben prüfen & einlösen' })).toHaveAttribute('href', '/guthaben-pruefen/');
    expect(screen.getByRole('textbox', { name: /^PIN/ })).toHaveValue('');
    expect(callsOf(client, 'CardData')).toEqual([{ cardNumber: NUMBER, pin: '123456', captchaToken: 'c29sdmVk' }]);
  });

  it('shows the last valid day as that day in a browser west of the storefront too', async () => {
    const restore = browserTimeZone('America/New_York');
    try {
      const { user } = renderCardData({ cardData: { data: card, errors: [] } });
      await ask(user);
      expect(await screen.findByText('31. Dezember 2029')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('a card not activated yet: how activation works, and the activation with the number carried over', async () => {
    const { user } = renderCardData(problem(2043));
    await ask(user);
    const answer = await screen.findByTestId('card-data-error');
    expect(answer).toHaveAttribute('role', 'alert');
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist noch nicht aktiviert.');
    expect(answer).toHaveTextContent('bis zu 24 Stunden');
    expect(screen.queryByTestId('card-data-result')).not.toBeInTheDocument();
    await user.click(within(answer).getByRole('link', { name: 'Diese Karte jetzt aktivieren' }));
    expect(currentLocation()).toBe('/aktivieren/');
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '')).toEqual({ cardNumber: NUMBER });
  });

  it('a blocked card: why, and customer service with the card named, without solving the robot check again for the next card', async () => {
    const { user, client } = renderCardData(problem(2041));
    await ask(user);
    const answer = await screen.findByTestId('card-data-error');
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist gesperrt.');
    expect(answer).toHaveTextContent('Endziffern 9012');
    expect(within(answer).getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt/');
    // Not a sentence at the number: the number is not what was wrong.
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).not.toHaveAttribute('aria-invalid');
    // The PIN was right and is forgotten; another card at once: the form and its solved robot check stay.
    expect(screen.getByRole('textbox', { name: /^PIN/ })).toHaveValue('');
    const number = screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' });
    await user.clear(number);
    await user.type(number, '6037060123456789020');
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Kartendaten anzeigen' }));
    expect(callsOf(client, 'CardData')).toEqual([
      { cardNumber: NUMBER, pin: '123456', captchaToken: 'c29sdmVk' },
      { cardNumber: '6037060123456789020', pin: '654321', captchaToken: 'c29sdmVk' },
    ]);
  });

  it('an expired card: its data, what expiry means and customer service with the card named', async () => {
    const { user } = renderCardData({ cardData: { data: { ...card, expired: true }, errors: [] } });
    await ask(user);
    const expired = await screen.findByTestId('card-data-expired');
    expect(expired).toHaveTextContent('Diese Geschenkkarte ist abgelaufen.');
    expect(expired).toHaveTextContent('Kulanzlösung');
    expect(within(expired).getByRole('link', { name: 'Wie lange eine Karte gültig ist: unsere AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
    await user.click(within(expired).getByRole('link', { name: 'Kundenservice kontaktieren' }));
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '')).toEqual({
      topic: 'BALANCE',
      message: 'Meine Geschenkkarte 6037 0601 2345 6789 012 ist abgelaufen. Ist eine Kulanzlösung möglich?',
    });
  });

  it('a card of another store: that store’s balance check', async () => {
    const { user } = renderCardData({
      cardData: { ...problem(2047).cardData, cardStorefront: { name: 'Cadeaubon Nederland', balanceCheckUrl: 'http://cb.localhost:3000/saldocheck/' } },
    });
    await ask(user);
    const answer = await screen.findByTestId('card-data-error');
    expect(answer).toHaveTextContent('Diese Geschenkkarte gehört zu einem anderen Shop.');
    expect(answer).toHaveTextContent('Sie gehört zu Cadeaubon Nederland: Prüfe und löse sie dort ein.');
    expect(within(answer).getByRole('link', { name: 'Guthaben bei Cadeaubon Nederland prüfen' })).toHaveAttribute('href', 'http://cb.localhost:3000/saldocheck/');
  });
});
