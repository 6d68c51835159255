import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { expectRedeemSkeleton } from '../testing/skeleton';
import DoublerPage from './DoublerPage';
import { DOUBLER_PAGE_QUERY, type DoublerDraw, type DoublerPromotion } from '../common/doubler/doubler-documents';

// The real widget needs Web Workers and WebCrypto: the shared stand-in solves on a click.
jest.mock('@shop/shared/captcha', () => jest.requireActual('@shop/shared/testing/captcha-stand-in'));

const NUMBER = '6037060123456789012';
const promotion: DoublerPromotion = {
  month: '2026-11', timeZone: 'Europe/Berlin', entryDeadline: '2026-11-30T22:59:59.999Z', nextDrawDate: '2026-12-07',
  maxPrize: { value: 250, currency: 'EUR', cents: 25_000 },
} as DoublerPromotion;
const draw: DoublerDraw = {
  month: '2026-10', drawnAt: '2026-11-02T08:00:00.000Z', entryCount: 3, entriesHash: 'ab'.repeat(32), seed: 'cd'.repeat(32),
  winner: { reference: '0b7a3c52-4f1e-4c1a-9d1e-2f0c7a1b2c3d', number: 'D-2610-K7M2QX', maskedNumber: '•••• 4321' },
  prize: { value: 40, currency: 'EUR', cents: 4000 },
} as DoublerDraw;

function renderDoubler(running = true, enter: unknown = { enterDoubler: { entry: null, errors: [] } }, language: 'de' | 'nl' = 'de') {
  return renderRemotePage(
    DoublerPage,
    { routeKey: 'doubler', params: {} },
    {
      path: language === 'de' ? '/verdoppler/' : '/verdubbelaar/',
      config: testStorefront(language),
      answers: {
        ...answer(DOUBLER_PAGE_QUERY, () => ({
          doublerPromotion: { data: running ? promotion : null, errors: [] },
          doublerDraws: { data: running ? [draw] : [] },
          storeData: { doubler: { heroCardImage: { url: { href: '/media/doubler.svg' }, alt: '', width: 320, height: 200 } } },
        })),
        EnterDoubler: enter,
      },
    },
  );
}

async function fillIn(user: ReturnType<typeof renderDoubler>['user'], accept = true) {
  await user.type(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }), NUMBER);
  await user.type(screen.getByRole('textbox', { name: /^PIN/ }), '123456');
  await user.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'jo@example.com');
  if (accept) await user.click(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ }));
  await user.click(screen.getByRole('button', { name: 'solve captcha' }));
}

describe('doubler page', () => {
  it('while the promotion is on its way: the hero, the steps and the form in their places, busy, with one polite status', () => {
    renderRemotePage(DoublerPage, { routeKey: 'doubler', params: {} }, { path: '/verdoppler/', config: testStorefront('de'), answers: answerNotYet(DOUBLER_PAGE_QUERY) });
    const skeleton = expectRedeemSkeleton('redeem-doubler-skeleton');
    expect(skeleton.querySelector('.redeem-doubler-hero .shop-skeleton.is-title')).not.toBeNull();
    expect(screen.queryByTestId('doubler-closed')).toBeNull();
  });

  it('shows the month’s promotion from the API: the prize cap, the next draw in the storefront’s time zone, the conditions', async () => {
    renderDoubler();
    expect(await screen.findByRole('heading', { level: 1, name: 'Guthaben-Verdoppler' })).toBeInTheDocument();
    expect(screen.getByText(/um bis zu/)).toHaveTextContent(/250\s€/);
    expect(screen.getByTestId('doubler-next-draw')).toHaveTextContent('Montag, 7. Dezember 2026');
    expect(screen.getByRole('heading', { name: 'Teilnahmebedingungen' })).toBeInTheDocument();
  });

  it('publishes the past draws with the seed, the fingerprint and the winning entry', async () => {
    renderDoubler();
    const published = await screen.findByTestId('doubler-draw');
    expect(published).toHaveTextContent('Oktober 2026');
    expect(published).toHaveTextContent('•••• 4321');
    expect(published).toHaveTextContent('cd'.repeat(32));
    expect(published).toHaveTextContent('ab'.repeat(32));
    // The winning entry by the number its entrant was shown, next to the id the entry list holds.
    expect(screen.getByTestId('doubler-winning-number')).toHaveTextContent('D-2610-K7M2QX');
  });

  it('refuses to send without the conditions accepted', async () => {
    const { user, client } = renderDoubler();
    await screen.findByTestId('doubler-form');
    await fillIn(user, false);
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    expect(screen.getByText('Bitte akzeptiere die Teilnahmebedingungen des Guthaben-Verdopplers')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Teilnahmebedingungen/ })).toHaveFocus();
    expect(callsOf(client, 'EnterDoubler')).toEqual([]);
  });

  it('sends the entry and thanks the entrant on the product’s thanks page', async () => {
    const entry = { reference: '9f0c7a1b-2c3d-4f1e-8c1a-0b7a3c524f1e', number: 'D-2611-P3XW8R', month: '2026-11', maskedNumber: '•••• 9012', productSlug: 'apple-geschenkkarte', drawDate: '2026-12-07' };
    const { user, client } = renderDoubler(true, { enterDoubler: { entry, errors: [] } });
    await screen.findByTestId('doubler-form');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    await waitFor(() => expect(currentLocation()).toBe('/verdoppler/danke/apple-geschenkkarte/'));
    expect(callsOf(client, 'EnterDoubler')).toEqual([{ input: { cardNumber: NUMBER, pin: '123456', email: 'jo@example.com', acceptConditions: true, captchaToken: 'c29sdmVk' } }]);
  });

  it('a card entered this month already: the API’s answer, read out', async () => {
    const { user } = renderDoubler(true, { enterDoubler: { entry: null, errors: [{ code: 2072, message: 'entered', referencedRequestParameter: null }] } });
    await screen.findByTestId('doubler-form');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Karte nimmt an der Ziehung dieses Monats schon teil.');
  });

  /** The API answers the card's state (after its right PIN), with the store it belongs to where there is one. */
  const refusing = (code: number, cardStorefront: { name: string; balanceCheckUrl: string } | null = null) => ({
    enterDoubler: { entry: null, errors: [{ code, message: 'x', referencedRequestParameter: 'input.cardNumber' }], cardStorefront },
  });

  it('an expired card: what expiry means, what the terms say, customer service with the card named; another card without a second robot check', async () => {
    const { user, client } = renderDoubler(true, refusing(2042));
    await screen.findByTestId('doubler-form');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    const answer = await screen.findByTestId('doubler-error');
    expect(answer).toHaveAttribute('role', 'alert');
    expect(answer).toHaveTextContent('Diese Geschenkkarte ist abgelaufen.');
    expect(answer).toHaveTextContent('Kulanzlösung');
    expect(answer).toHaveTextContent('Endziffern 9012');
    expect(within(answer).getByRole('link', { name: 'Wie lange eine Karte gültig ist: unsere AGB' })).toHaveAttribute('href', '/geschaeftsbedingungen/');
    expect(within(answer).getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute('href', '/kontakt/');
    // Not one sentence at the number; the form keeps the e-mail, the conditions and the solved robot check.
    expect(screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' })).not.toHaveAttribute('aria-invalid');
    const number = screen.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' });
    await user.clear(number);
    await user.type(number, '6037060123456789020');
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    await waitFor(() => expect(callsOf(client, 'EnterDoubler')).toHaveLength(2));
    expect(callsOf(client, 'EnterDoubler')[1]).toEqual({ input: { cardNumber: '6037060123456789020', pin: '123456', email: 'jo@example.com', acceptConditions: true, captchaToken: 'c29sdmVk' } });
  });

  it('a card not activated yet: the activation, with the number carried over', async () => {
    const { user } = renderDoubler(true, refusing(2043));
    await screen.findByTestId('doubler-form');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt teilnehmen' }));
    const answer = await screen.findByTestId('doubler-error');
    expect(answer).toHaveTextContent('bis zu 24 Stunden');
    await user.click(within(answer).getByRole('link', { name: 'Diese Karte jetzt aktivieren' }));
    expect(currentLocation()).toBe('/aktivieren/');
  });

  it('in Dutch: a card of another store, with that store’s balance check', async () => {
    const { user } = renderDoubler(true, refusing(2047, { name: 'Geschenkkarten Deutschland', balanceCheckUrl: 'http://localhost:3000/guthaben-pruefen/' }), 'nl');
    await screen.findByTestId('doubler-form');
    await user.type(screen.getByRole('textbox', { name: 'Kaartnummer (19 cijfers)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '123456');
    await user.type(screen.getByRole('textbox', { name: /e-mailadres/ }), 'jo@example.com');
    await user.click(screen.getByRole('checkbox', { name: /actievoorwaarden/ }));
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Nu meedoen' }));
    const answer = await screen.findByTestId('doubler-error');
    expect(answer).toHaveTextContent('Deze cadeaukaart hoort bij een andere winkel.');
    expect(within(answer).getByRole('link', { name: 'Saldo checken bij Geschenkkarten Deutschland' })).toHaveAttribute('href', 'http://localhost:3000/guthaben-pruefen/');
  });

  it('in Dutch: a blocked card, customer service', async () => {
    const { user } = renderDoubler(true, refusing(2041), 'nl');
    await screen.findByTestId('doubler-form');
    await user.type(screen.getByRole('textbox', { name: 'Kaartnummer (19 cijfers)' }), NUMBER);
    await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '123456');
    await user.type(screen.getByRole('textbox', { name: /e-mailadres/ }), 'jo@example.com');
    await user.click(screen.getByRole('checkbox', { name: /actievoorwaarden/ }));
    await user.click(screen.getByRole('button', { name: 'solve captcha' }));
    await user.click(screen.getByRole('button', { name: 'Nu meedoen' }));
    const answer = await screen.findByTestId('doubler-error');
    expect(answer).toHaveTextContent('Deze cadeaukaart is geblokkeerd.');
    expect(answer).toHaveTextContent('eindigt op 9012');
    expect(within(answer).getByRole('link', { name: 'Contact opnemen met de klantenservice' })).toHaveAttribute('href', '/klantenservice/contact/');
  });

  it('a storefront without the doubler says so', async () => {
    renderDoubler(false);
    expect(await screen.findByTestId('doubler-closed')).toBeInTheDocument();
    expect(screen.queryByTestId('doubler-form')).not.toBeInTheDocument();
  });
});
