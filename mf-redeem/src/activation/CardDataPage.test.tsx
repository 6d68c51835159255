import { callsOf, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen } from '@testing-library/react';
import CardDataPage from './CardDataPage';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const NUMBER = '6037060123456789012';
const card = {
  maskedNumber: '•••• 9012', status: 'ACTIVE' as const, validUntil: '2029-12-31T22:59:59.000Z', expired: false, productTitle: 'Blanko-Geschenkkarte',
  balance: { value: 40, currency: 'EUR', cents: 4000 },
};

function renderCardData(answer: unknown) {
  return renderRemotePage(CardDataPage, { routeKey: 'cardData', params: {} }, { path: '/kartendaten/', config: testStorefront('de'), answers: { CardData: answer } });
}

async function ask(user: ReturnType<typeof renderCardData>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
  await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
  await user.click(screen.getByRole('button', { name: 'Kartendaten anzeigen' }));
}

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

  it('a card not activated yet: the API’s answer on the card number', async () => {
    const { user } = renderCardData({ cardData: { data: null, errors: [{ code: 2043, message: 'not activated', referencedRequestParameter: 'cardNumber' }] } });
    await ask(user);
    expect(await screen.findByText('Diese Geschenkkarte ist noch nicht aktiviert.')).toHaveAttribute('id', expect.stringMatching(/cardNumber-error$/));
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('card-data-result')).not.toBeInTheDocument();
  });
});
