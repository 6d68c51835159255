import { clearRedeemToken, type RemotePageProps, redeemTokenStore, useLocation } from '@shop/shared';
import { answer, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { CHECK_BALANCE_MUTATION, REDEEM_BASKET_QUERY } from '../common/redeem-documents';
import { screen, waitFor, within } from '@testing-library/react';
import type { RedeemCheckBalanceMutation } from '../graphql/__generated__/graphql';
import { browserTimeZone } from '../testing/browser-time-zone';
import { redeemBasket } from '../testing/fixtures';
import { expectNoMessageKeys } from '../testing/message-keys';
import BalanceCheckPage from './BalanceCheckPage';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const NUMBER = '6037060123456789012';
const noRedeem = { data: null, errors: [{ code: 2050, message: 'x', referencedRequestParameter: null }] };

/** The API: no redeem until a check answers one; then the basket it opened. */
const PROMOTION = {
  month: '2026-11', timeZone: 'Europe/Berlin', entryDeadline: '2026-11-30T22:59:59.999Z', nextDrawDate: '2026-12-07',
  maxPrize: { value: 250, currency: 'EUR', cents: 25_000 },
};

/** The page, and the router state a link of it handed on (what the next page reads). */
function PageWithState(props: RemotePageProps) {
  const { state } = useLocation();
  return (
    <>
      <BalanceCheckPage {...props} />
      <output data-testid="router-state">{state ? JSON.stringify(state) : ''}</output>
    </>
  );
}

type CheckAnswer = RedeemCheckBalanceMutation['checkGiftCardBalance'];

function renderCheck(
  checkedWithout: Omit<CheckAnswer, 'cardStorefront'> & Partial<Pick<CheckAnswer, 'cardStorefront'>>,
  config = testStorefront('de'),
  path = '/guthaben-pruefen/',
  doubler: { promotion: typeof PROMOTION | null; enter?: unknown } = { promotion: null },
) {
  const checked: CheckAnswer = { cardStorefront: null, ...checkedWithout };
  let opened: CheckAnswer['basket'] = null;
  return renderRemotePage(
    PageWithState,
    { routeKey: 'balanceCheck', params: {} },
    {
      path,
      config,
      answers: {
        ...answer(REDEEM_BASKET_QUERY, () => ({ redeemBasket: opened ? { data: opened, errors: [] } : noRedeem })),
        ...answer(CHECK_BALANCE_MUTATION, () => {
          opened = checked.basket;
          return { checkGiftCardBalance: checked };
        }),
        DoublerPromotion: { doublerPromotion: { data: doubler.promotion, errors: [] } },
        EnterDoubler: doubler.enter ?? { enterDoubler: { entry: null, errors: [] } },
      },
    },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  clearRedeemToken();
});

describe('balance check', () => {
  it('renders in German and in Dutch', () => {
    renderCheck({ redeemToken: null, card: null, basket: null, errors: [] });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guthaben prüfen & einlösen');
  });

  it('renders in Dutch', () => {
    renderCheck({ redeemToken: null, card: null, basket: null, errors: [] }, testStorefront('nl'), '/saldocheck/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saldo checken & inwisselen');
  });

  it('validates with the shared schema before sending, and groups the number as typed', async () => {
    const { user, client } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [] });
    const number = screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' });
    await user.type(number, '6037060');
    expect(number).toHaveValue('6037 060');
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '12a');
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(screen.getByText('Die Kartennummer hat 19 Ziffern')).toBeInTheDocument();
    expect(screen.getByText('Die PIN hat 6 Ziffern')).toBeInTheDocument();
    expect(screen.getByText('Bitte bestätige, dass du kein Roboter bist')).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(callsOf(client, 'RedeemCheckBalance')).toEqual([]);
  });

  it('keeps the token of a new redeem and shows the card: balance and validity', async () => {
    const { user, client } = renderCheck({ redeemToken: 'T'.repeat(43), card: redeemBasket().cards[0]?.card ?? null, basket: redeemBasket({ balance: 200 }), errors: [] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(await screen.findByTestId('redeem-card-balance')).toHaveTextContent(/200,00\s€/);
    // The last valid day, as the card's mail prints it (not the expiry moment's 1 January).
    expect(screen.getByText('Gültig bis 31.12.2029')).toBeInTheDocument();
    // The result takes the focus: on a phone it was out of sight above the form (issue 35).
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Deine Geschenkkarten' })).toHaveFocus());
    expect(callsOf(client, 'RedeemCheckBalance')).toEqual([{ input: { cardNumber: NUMBER, pin: '123456', captchaToken: 'c29sdmVk' } }]);
    expect(redeemTokenStore.getState().token).toBe('T'.repeat(43));
    expect(window.sessionStorage.getItem('shop:redeem-token')).toBe('T'.repeat(43));
    expect(screen.getByRole('link', { name: 'Jetzt einlösen' })).toHaveAttribute('href', '/guthaben-pruefen/ergebnisse/');
    // Ready for an extra card.
    expect(screen.getByRole('heading', { name: 'Weitere Karte hinzufügen' })).toBeInTheDocument();
  });

  it.each([
    ['the id of the shared message', 'validation.card.numberPrefix', 'input.cardNumber', 'Das ist keine Kartennummer von uns: Sie beginnt mit 6037'],
    ['its English text', 'The PIN has 6 digits', 'input.pin', 'Die PIN hat 6 Ziffern'],
  ])('shows a field error the API answered with %s in German, never a message id (issue 36)', async (_how, message, field, german) => {
    const { user } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [{ code: 2001, message, referencedRequestParameter: field }] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(await screen.findByText(german)).toBeInTheDocument();
    expectNoMessageKeys(document.body);
  });

  it('says on the balance check that the redeem of a link is unavailable, above the form that is the way on', async () => {
    renderCheck({ redeemToken: null, card: null, basket: null, errors: [] }, testStorefront('de'), `/guthaben-pruefen/?redeemToken=${'U'.repeat(43)}`);
    const unavailable = await screen.findByTestId('redeem-unavailable');
    expect(unavailable).toHaveTextContent('Deine Einlösedaten sind nicht mehr verfügbar. Bitte prüfe dein Guthaben erneut.');
    expect(within(unavailable).queryByRole('link')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/guthaben-pruefen/');
  });

  it.each([
    [2040, 'Diese Kombination aus Kartennummer und PIN kennen wir nicht. Bitte prüfe beide.'],
    [2041, 'Diese Geschenkkarte ist gesperrt.'],
    [2042, 'Diese Geschenkkarte ist abgelaufen.'],
    [2043, 'Diese Geschenkkarte ist noch nicht aktiviert.'],
    [2044, 'Auf dieser Geschenkkarte ist kein Guthaben mehr.'],
    [2045, 'Diese Geschenkkarte hast du bereits hinzugefügt.'],
    [2046, 'Diese Geschenkkarte kann hier nicht eingelöst werden.'],
    [2047, 'Diese Geschenkkarte gehört zu einem anderen Shop.'],
  ])('answers card error %s in words, read out', async (code, text) => {
    const { user } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [{ code, message: 'x', referencedRequestParameter: 'input.cardNumber' }] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(redeemTokenStore.getState().token).toBeNull();
  });

  /** Number, PIN, captcha and check: the API answers `code` about the card. */
  async function checkAnswering(code: number, config = testStorefront('de'), path = '/guthaben-pruefen/') {
    const view = renderCheck({ redeemToken: null, card: null, basket: null, errors: [{ code, message: 'x', referencedRequestParameter: 'input.cardNumber' }] }, config, path);
    await view.user.type(screen.getByRole('textbox', { name: /^(Kartennummer|Kaartnummer)/ }), NUMBER);
    await view.user.type(screen.getByRole('textbox', { name: /^(PIN|Pincode)/ }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await view.user.click(screen.getByRole('button', { name: /^(Guthaben prüfen|Saldo checken)$/ }));
    return { ...view, answer: await screen.findByTestId('redeem-check-error') };
  }

  it('a blocked card: why, and customer service with the card named, its message already written', async () => {
    const { answer, user } = await checkAnswering(2041);
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist gesperrt.');
    expect(answer).toHaveTextContent('als verloren gemeldet');
    expect(answer).toHaveTextContent('Endziffern 9012');
    const contact = within(answer).getByRole('link', { name: 'Kundenservice kontaktieren' });
    expect(contact).toHaveAttribute('href', '/kontakt/');
    await user.click(contact);
    expect(currentLocation()).toBe('/kontakt/');
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '')).toEqual({
      topic: 'BALANCE',
      message: 'Meine Geschenkkarte 6037 0601 2345 6789 012 ist gesperrt. Warum, und was passiert mit ihrem Guthaben?',
    });
  });

  it('an expired card: what expiry means, what the terms say, and customer service for goodwill with the card named', async () => {
    const { answer, user } = await checkAnswering(2042);
    expect(answer).toHaveTextContent('nicht mehr eingelöst werden');
    expect(answer).toHaveTextContent('Kulanzlösung');
    expect(within(answer).getByRole('link', { name: 'Wie lange eine Karte gültig ist: unsere AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
    await user.click(within(answer).getByRole('link', { name: 'Kundenservice kontaktieren' }));
    expect(currentLocation()).toBe('/kontakt/');
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '')).toEqual({
      topic: 'BALANCE',
      message: 'Meine Geschenkkarte 6037 0601 2345 6789 012 ist abgelaufen. Ist eine Kulanzlösung möglich?',
    });
  });

  it('an expired card in Dutch', async () => {
    const { answer, user } = await checkAnswering(2042, testStorefront('nl'), '/saldocheck/');
    expect(answer).toHaveTextContent('Deze cadeaukaart is verlopen.');
    expect(answer).toHaveTextContent('coulanceregeling');
    expect(within(answer).getByRole('link', { name: 'Hoe lang een kaart geldig is: onze voorwaarden' })).toHaveAttribute('href', '/algemene-voorwaarden/');
    const contact = within(answer).getByRole('link', { name: 'Contact opnemen met de klantenservice' });
    expect(contact).toHaveAttribute('href', '/klantenservice/contact/');
    await user.click(contact);
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '').message).toBe('Mijn cadeaukaart 6037 0601 2345 6789 012 is verlopen. Is een coulanceregeling mogelijk?');
  });

  it('shows the card’s last valid day as that day in a browser west of the storefront too', async () => {
    const restore = browserTimeZone('America/New_York');
    try {
      const { user } = renderCheck({ redeemToken: 'T'.repeat(43), card: redeemBasket().cards[0]?.card ?? null, basket: redeemBasket({ balance: 200 }), errors: [] });
      await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
      await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
      await user.click(screen.getByRole('button', { name: 'solve captcha' }));
      await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
      expect(await screen.findByText('Gültig bis 31.12.2029')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('a card not activated yet: the activation, with the card number carried over (never in the URL)', async () => {
    const { answer, user } = await checkAnswering(2043);
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist noch nicht aktiviert.');
    expect(answer).toHaveTextContent('bis zu 24 Stunden');
    const activate = within(answer).getByRole('link', { name: 'Diese Karte jetzt aktivieren' });
    expect(activate).toHaveAttribute('href', '/aktivieren/');
    await user.click(activate);
    expect(currentLocation()).toBe('/aktivieren/');
    expect(JSON.parse(screen.getByTestId('router-state').textContent ?? '')).toEqual({ cardNumber: NUMBER });
  });

  it('a card not activated yet, in Dutch', async () => {
    const { answer } = await checkAnswering(2043, testStorefront('nl'), '/saldocheck/');
    expect(within(answer).getByRole('link', { name: 'Deze kaart nu activeren' })).toHaveAttribute('href', '/activeren/');
  });

  it('a card of another store: that store’s balance check when the API names it', async () => {
    const { user } = renderCheck({
      redeemToken: null, card: null, basket: null,
      errors: [{ code: 2047, message: 'x', referencedRequestParameter: 'input.cardNumber' }],
      cardStorefront: { name: 'CardBon Nederland', balanceCheckUrl: 'http://cb.localhost:3000/saldocheck/' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    const answer = await screen.findByTestId('redeem-check-error');
    expect(answer).toHaveTextContent('Sie gehört zu CardBon Nederland: Prüfe und löse sie dort ein.');
    expect(within(answer).getByRole('link', { name: 'Guthaben bei CardBon Nederland prüfen' })).toHaveAttribute('href', 'http://cb.localhost:3000/saldocheck/');
  });

  it('a card of another store the API does not name: which shop to use', async () => {
    const { answer } = await checkAnswering(2047);
    expect(answer).toHaveTextContent('in dem Shop ein, in dem sie gekauft wurde');
    expect(within(answer).queryByRole('link')).toBeNull();
  });

  it('a failed robot check is said at the captcha, and goes once it is solved again', async () => {
    const { user } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [{ code: 2049, message: 'x', referencedRequestParameter: 'input.captchaToken' }] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    const failed = 'Die Roboter-Prüfung ist fehlgeschlagen. Bitte bestätige erneut, dass du kein Roboter bist.';
    expect(await screen.findByText(failed)).toBeInTheDocument();
    expect(screen.queryByTestId('redeem-check-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    expect(screen.queryByText(failed)).toBeNull();
  });

  it('the "not a robot" error goes as soon as the captcha is solved', async () => {
    const { user } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(screen.getByText('Bitte bestätige, dass du kein Roboter bist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    expect(screen.queryByText('Bitte bestätige, dass du kein Roboter bist')).toBeNull();
  });

  it('says when too many PINs were tried (2036 about the PIN), and shows a test card balance', async () => {
    const { user } = renderCheck({ redeemToken: null, card: null, basket: null, errors: [{ code: 2036, message: 'x', referencedRequestParameter: 'input.pin' }] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Maximale Anzahl an Versuchen erreicht, bitte versuche es später erneut.'));
  });

  it('offers the doubler for the checked card: a modal enters it without typing number and PIN again', async () => {
    const entry = { reference: '9f0c7a1b-2c3d-4f1e-8c1a-0b7a3c524f1e', number: 'D-2611-P3XW8R', month: '2026-11', maskedNumber: '•••• 9012', productSlug: null, drawDate: '2026-12-07' };
    const { user, client } = renderCheck(
      { redeemToken: 'T'.repeat(43), card: redeemBasket().cards[0]?.card ?? null, basket: redeemBasket({ balance: 200 }), errors: [] },
      testStorefront('de'),
      '/guthaben-pruefen/',
      { promotion: PROMOTION, enter: { enterDoubler: { entry, errors: [] } } },
    );
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    await user.click(await screen.findByRole('button', { name: 'Beim Guthaben-Verdoppler mitmachen' }));
    const modal = await screen.findByRole('dialog', { name: 'Guthaben verdoppeln?' });
    expect(within(modal).queryByRole('textbox', { name: /Kartennummer/ })).not.toBeInTheDocument();
    await user.type(within(modal).getByRole('textbox', { name: /E-Mail-Adresse/ }), 'jo@example.com');
    await user.click(within(modal).getByRole('checkbox', { name: /Teilnahmebedingungen/ }));
    await user.click(within(modal).getByRole('button', { name: 'solve captcha' }));
    await user.click(within(modal).getByRole('button', { name: 'Jetzt teilnehmen' }));
    // The entry's short number, never its uuid.
    expect(await screen.findByTestId('doubler-offer-entered')).toHaveTextContent('(Teilnahme D-2611-P3XW8R)');
    expect(screen.getByTestId('doubler-offer-entered')).not.toHaveTextContent(entry.reference);
    expect(callsOf(client, 'EnterDoubler')).toEqual([{ input: { cardNumber: NUMBER, pin: '123456', email: 'jo@example.com', acceptConditions: true, captchaToken: 'c29sdmVk' } }]);
  });

  it('offers nothing where the storefront does not run the doubler', async () => {
    const { user, client } = renderCheck({ redeemToken: 'T'.repeat(43), card: redeemBasket().cards[0]?.card ?? null, basket: redeemBasket({ balance: 200 }), errors: [] });
    await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Guthaben prüfen' }));
    expect(await screen.findByTestId('redeem-card-balance')).toBeInTheDocument();
    // The offer asked whether the storefront runs the doubler, and shows nothing on "no".
    await waitFor(() => expect(callsOf(client, 'DoublerPromotion').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('redeem-check-result')).toBeInTheDocument());
    expect(screen.queryByTestId('doubler-offer')).not.toBeInTheDocument();
  });
});
