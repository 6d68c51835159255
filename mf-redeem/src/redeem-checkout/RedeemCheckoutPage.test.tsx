import { clearRedeemToken, leaveSiteWarning, redeemTokenStore, setRedeemToken } from '@shop/shared';
import { ADDRESS_LOOKUP_QUERY } from '@shop/shared/address';
import { answer, answerNotYet, callsOf, currentLocation, renderRemotePage, testStorefront } from '@shop/shared/testing';
import { expectRedeemSkeleton } from '../testing/skeleton';
import { expectNoMessageKeys } from '../testing/message-keys';
import { act, screen, waitFor, within } from '@testing-library/react';
import { browserLocation } from '../common/browser-location';
import { POLL_INTERVAL_MS } from '../common/polling';
import { PLACE_REDEEM_MUTATION, REDEEM_BASKET_QUERY, REDEEM_ORDER_QUERY } from '../common/redeem-documents';
import { redeemBasket, redeemOrder } from '../testing/fixtures';
import RedeemCheckoutPage from './RedeemCheckoutPage';

const METHODS = {
  paymentMethods: [
    { id: 'card' as const, name: 'Kreditkarte', isApp: false, banks: [] },
    { id: 'ideal' as const, name: 'iDEAL', isApp: false, banks: [{ id: '1121', issuer: 'Test Issuer' }] },
    { id: 'blik' as const, name: 'BLIK', isApp: true, banks: [] },
  ],
};

function renderCheckout(basket: ReturnType<typeof redeemBasket>, placed = redeemOrder({ status: 'PENDING', payment: null }), amountToPay = 0, config = testStorefront('de')) {
  return renderRemotePage(
    RedeemCheckoutPage,
    { routeKey: 'redeemCheckout', params: {} },
    {
      path: config.pathVariant === 'nl' ? '/saldocheck/checkout/' : '/guthaben-pruefen/kasse/',
      config,
      answers: {
        ...answer(ADDRESS_LOOKUP_QUERY, ({ postCode, houseNumber }) => ({
          addressLookup: { address: postCode === '1012 AB' && houseNumber === '1' ? { street: 'Damrak', city: 'Amsterdam' } : null, errors: [] },
        })),
        RedeemBasket: { redeemBasket: { data: basket, errors: [] } },
        RedeemPaymentMethods: METHODS,
        RedeemPlaceOrder: { placeRedeemOrder: { order: placed, amountToPay: { value: amountToPay / 100, currency: 'EUR', cents: amountToPay }, errors: [] } },
        RedeemAddPayment: { addGiftCardPayment: { action: { type: 'REDIRECT', url: 'http://localhost/test-psp/pay/ABC' }, errors: [] } },
        RedeemOrder: { redeemOrder: { data: placed, errors: [] } },
      },
    },
  );
}

async function fillDetails(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Vorname' }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: 'Nachname' }), 'Roth');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'rita@example.com');
  await user.type(screen.getByRole('textbox', { name: 'E-Mail bestätigen' }), 'rita@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen' }));
}

beforeEach(() => {
  clearRedeemToken();
  leaveSiteWarning.detach();
  setRedeemToken('T'.repeat(43));
});

describe('redeem checkout', () => {
  it('while the redeem is on its way: the title, the fields and the summary in their places, busy, with one polite status', () => {
    renderRemotePage(RedeemCheckoutPage, { routeKey: 'redeemCheckout', params: {} }, { path: '/guthaben-pruefen/kasse/', answers: { ...answerNotYet(REDEEM_BASKET_QUERY), RedeemPaymentMethods: METHODS } });
    const skeleton = expectRedeemSkeleton('redeem-checkout-skeleton');
    expect(skeleton.querySelectorAll('.shop-field')).toHaveLength(4);
  });

  it('validates the receiver with the shared schema and names the first mistake', async () => {
    const { user, client } = renderCheckout(redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] }));
    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'rita@example.com');
    await user.type(screen.getByRole('textbox', { name: 'E-Mail bestätigen' }), 'rita@example.org');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(screen.getByText('Vorname ist ein Pflichtfeld')).toBeInTheDocument();
    expect(screen.getByText('Bitte akzeptiere die Allgemeinen Geschäftsbedingungen')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveFocus();
    expect(callsOf(client, 'RedeemPlaceOrder')).toEqual([]);
  });

  it('places a redeem the cards cover with one idempotency key, forgets the token and shows the confirmation', async () => {
    const { user, client } = renderCheckout(redeemBasket({ packages: [{ id: 'p1', amounts: [150, 25] }] }), redeemOrder({ totals: { total: { value: 175, currency: 'EUR', cents: 17500 }, paidWithGiftCards: { value: 175, currency: 'EUR', cents: 17500 }, priceToPay: { value: 0, currency: 'EUR', cents: 0 } } }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    // The confirmation first: on a busy machine the answer and the navigation take their time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Danke, deine neuen Geschenkkarten sind unterwegs' })).toBeInTheDocument();
    const [placed] = callsOf(client, 'RedeemPlaceOrder') as { input: Record<string, unknown> }[];
    expect(placed?.input).toMatchObject({ firstName: 'Rita', lastName: 'Roth', email: 'rita@example.com', termsAccepted: true });
    expect(placed?.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(currentLocation()).toBe('/guthaben-pruefen/kasse/?order=order-1');
    expect(redeemTokenStore.getState().token).toBeNull();
    expect(leaveSiteWarning.isAttached).toBe(false);
    expect(screen.getAllByTestId('redeem-order-item')).toHaveLength(2);
  });

  it('asks how to pay the top-up (no BLIK, no invoice) and sends the shopper to the payment page', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user, client } = renderCheckout(redeemBasket({ balance: 200, packages: [{ id: 'p1', amounts: [150, 25] }, { id: 'p2', amounts: [50] }] }), undefined, 2500);
    await fillDetails(user);
    expect(screen.getByTestId('redeem-topup-note')).toHaveTextContent(/Du zahlst 25,00\s€ dazu/);
    const payment = screen.getByRole('group', { name: 'Aufzahlung bezahlen mit' });
    expect(within(payment).queryByRole('radio', { name: 'BLIK' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Einlösen und 25,00\s€ bezahlen$/ }));
    expect(screen.getByText('Bitte wähle, wie du die Aufzahlung bezahlst')).toBeInTheDocument();
    await user.click(within(payment).getByRole('radio', { name: 'iDEAL' }));
    await user.selectOptions(within(payment).getByRole('combobox', { name: 'Deine Bank' }), 'Test Issuer');
    await user.click(screen.getByRole('button', { name: /^Einlösen und 25,00\s€ bezahlen$/ }));
    expect(callsOf(client, 'RedeemAddPayment')).toEqual([
      { input: { orderUuid: 'order-1', method: 'ideal', issuer: '1121', returnPath: '/guthaben-pruefen/kasse/?order=order-1' } },
    ]);
    expect(assign).toHaveBeenCalledWith('http://localhost/test-psp/pay/ABC');
    assign.mockRestore();
  });

  it('says in place when the cards have no balance left any more (another redeem took it)', async () => {
    const { user } = renderRemotePage(
      RedeemCheckoutPage,
      { routeKey: 'redeemCheckout', params: {} },
      {
        path: '/guthaben-pruefen/kasse/',
        answers: {
          RedeemBasket: { redeemBasket: { data: redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] }), errors: [] } },
          RedeemPlaceOrder: { placeRedeemOrder: { order: null, amountToPay: null, errors: [{ code: 2044, message: 'x', referencedRequestParameter: 'input.idempotencyKey' }] } },
        },
      },
    );
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(await screen.findByTestId('redeem-checkout-error')).toHaveTextContent('Auf dieser Geschenkkarte ist kein Guthaben mehr.');
    expect(redeemTokenStore.getState().token).toBe('T'.repeat(43));
  });

  it('a card blocked since its check: which card, why, and customer service with the card named; placing refused says no more than the rest', async () => {
    let placed = false;
    const before = redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] });
    // After the refusal the page reads the basket again: the card is blocked now (the totals leave its balance out).
    const after = redeemBasket({ balance: 0, packages: [{ id: 'p1', amounts: [50] }], card: { status: 'BLOCKED' } });
    const { user } = renderRemotePage(
      RedeemCheckoutPage,
      { routeKey: 'redeemCheckout', params: {} },
      {
        path: '/guthaben-pruefen/kasse/',
        answers: {
          ...answer(REDEEM_BASKET_QUERY, () => ({ redeemBasket: { data: placed ? after : before, errors: [] } })),
          RedeemPaymentMethods: METHODS,
          ...answer(PLACE_REDEEM_MUTATION, () => {
            placed = true;
            return { placeRedeemOrder: { order: null, amountToPay: null, errors: [{ code: 2044, message: 'x', referencedRequestParameter: 'input.idempotencyKey' }] } };
          }),
        },
      },
    );
    await fillDetails(user);
    expect(screen.queryByTestId('redeem-checkout-card-problem')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    const problem = await screen.findByTestId('redeem-checkout-card-problem');
    expect(problem).toHaveTextContent('Diese Geschenkkarte ist gesperrt.');
    expect(problem).toHaveTextContent('Endziffern 4321');
    const contact = within(problem).getByRole('link', { name: 'Kundenservice kontaktieren' });
    expect(contact).toHaveAttribute('href', '/kontakt/');
    await user.click(contact);
    expect(currentLocation()).toBe('/kontakt/');
  });

  it('in Dutch: a card that has expired since its check, with its last valid day and what the terms say', async () => {
    const { user } = renderCheckout(
      redeemBasket({ balance: 0, packages: [{ id: 'p1', amounts: [50] }], card: { expired: true, lastValidDay: '2026-05-14' } }),
      undefined,
      0,
      testStorefront('nl'),
    );
    const problem = await screen.findByTestId('redeem-checkout-card-problem');
    expect(problem).toHaveAttribute('role', 'status');
    expect(problem).toHaveTextContent('Deze cadeaukaart is verlopen.');
    expect(problem).toHaveTextContent('Ze was geldig tot en met 14 mei 2026.');
    expect(problem).toHaveTextContent('eindigt op 4321');
    expect(within(problem).getByRole('link', { name: 'Hoe lang een kaart geldig is: onze voorwaarden' })).toHaveAttribute('href', '/algemene-voorwaarden/');
    await user.click(within(problem).getByRole('link', { name: 'Contact opnemen met de klantenservice' }));
    expect(currentLocation()).toBe('/klantenservice/contact/');
  });

  it('sends the cards at a chosen moment: the date is asked for, and sent as an ISO moment', async () => {
    const { user, client } = renderCheckout(redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] }), redeemOrder());
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'An einem Tag meiner Wahl' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(screen.getByText('Bitte wähle ein Datum')).toBeInTheDocument();
    expect(callsOf(client, 'RedeemPlaceOrder')).toEqual([]);
    await user.type(screen.getByLabelText('Datum'), '2030-05-17');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    const [placed] = callsOf(client, 'RedeemPlaceOrder') as { input: { scheduledAt: string } }[];
    expect(placed?.input.scheduledAt).toBe(new Date('2030-05-17T09:00').toISOString());
  });

  it('asks for an address when a card goes by post, checks it like the shop does, and sends it', async () => {
    const { user, client } = renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }), redeemOrder());
    await fillDetails(user);
    expect(screen.getByTestId('redeem-total-shipping')).toHaveTextContent(/4,95\s€/);
    const address = screen.getByRole('group', { name: 'Adresse für die Karten per Post' });
    await user.type(within(address).getByRole('textbox', { name: 'Postleitzahl' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(within(address).getByText('Bitte gib eine gültige Postleitzahl ein')).toBeInTheDocument();
    expect(within(address).getByText('Straße ist ein Pflichtfeld')).toBeInTheDocument();
    expect(callsOf(client, 'RedeemPlaceOrder')).toEqual([]);
    await user.clear(within(address).getByRole('textbox', { name: 'Postleitzahl' }));
    await user.type(within(address).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.type(within(address).getByRole('textbox', { name: 'Hausnummer' }), '12');
    await user.type(within(address).getByRole('textbox', { name: 'Straße' }), 'Invalidenstraße');
    await user.type(within(address).getByRole('textbox', { name: 'Ort' }), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    const [placed] = callsOf(client, 'RedeemPlaceOrder') as { input: { address: Record<string, unknown> } }[];
    expect(placed?.input.address).toMatchObject({ countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' });
  });

  it('asks a German address street first, with the address addition, and takes "12a" (issue 35 item 8)', async () => {
    const { user, client } = renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }), redeemOrder());
    await fillDetails(user);
    const address = screen.getByRole('group', { name: 'Adresse für die Karten per Post' });
    expect(within(address).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'address.street',
      'address.houseNumber',
      'address.suffix',
      'address.postCode',
      'address.city',
    ]);
    await user.type(within(address).getByRole('textbox', { name: 'Straße' }), 'Invalidenstraße');
    await user.type(within(address).getByRole('textbox', { name: 'Hausnummer' }), '12a');
    await user.type(within(address).getByRole('textbox', { name: 'Adresszusatz (optional)' }), 'c/o Roth');
    await user.type(within(address).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.type(within(address).getByRole('textbox', { name: 'Ort' }), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    const [placed] = callsOf(client, 'RedeemPlaceOrder') as { input: { address: Record<string, unknown> } }[];
    expect(placed?.input.address).toEqual({ countryCode: 'DE', postCode: '10115', houseNumber: '12a', suffix: 'c/o Roth', street: 'Invalidenstraße', city: 'Berlin' });
    expect(callsOf(client, 'AddressLookup')).toEqual([]);
  });

  it('asks a Dutch address postcode first and fills in street and city from the lookup', async () => {
    const { user } = renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }), redeemOrder(), 0, testStorefront('nl'));
    const address = await screen.findByTestId('redeem-address');
    expect(within(address).getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual([
      'address.postCode',
      'address.houseNumber',
      'address.suffix',
      'address.street',
      'address.city',
    ]);
    await user.type(within(address).getByRole('textbox', { name: 'Postcode' }), '1012ab');
    await user.type(within(address).getByRole('textbox', { name: 'Huisnummer' }), '1');
    await waitFor(() => expect(within(address).getByRole('textbox', { name: 'Straat' })).toHaveValue('Damrak'));
    expect(within(address).getByRole('textbox', { name: 'Plaats' })).toHaveValue('Amsterdam');
    expect(within(address).getByTestId('postcode-lookup-note')).toHaveTextContent('We hebben de straat en plaats ingevuld. Controleer ze even.');
  });

  it("shows the API's delivery-moment rule in the page's language", async () => {
    const { user } = renderRemotePage(
      RedeemCheckoutPage,
      { routeKey: 'redeemCheckout', params: {} },
      {
        path: '/guthaben-pruefen/kasse/',
        answers: {
          RedeemBasket: { redeemBasket: { data: redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] }), errors: [] } },
          RedeemPlaceOrder: {
            placeRedeemOrder: { order: null, amountToPay: null, errors: [{ code: 2001, message: 'Please choose a moment in the future', referencedRequestParameter: 'input.scheduledAt' }] },
          },
        },
      },
    );
    await fillDetails(user);
    await user.click(screen.getByRole('radio', { name: 'An einem Tag meiner Wahl' }));
    await user.type(screen.getByLabelText('Datum'), '2030-05-17');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(await screen.findByText('Bitte wähle einen Zeitpunkt in der Zukunft')).toBeInTheDocument();
  });

  describe('the delivery promise per delivery type (issue 36: no "within an hour" for a card by post)', () => {
    it('cards by post only: the delivery window the API computed (the checkout’s rule), no e-mail promise and no moment to choose', async () => {
      renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }));
      const window = await screen.findByTestId('redeem-post-delivery');
      expect(window).toHaveTextContent('Die Karten per Post verschicken wir am Di., 24. November, sie kommen zwischen Do., 26. November und Mo., 30. November an.');
      expect(screen.queryByText(/innerhalb einer Stunde/)).not.toBeInTheDocument();
      expect(screen.queryByRole('group', { name: /Wann sollen wir/ })).not.toBeInTheDocument();
    });

    it('cards by e-mail and by post: each its own promise, the moment only for the e-mail ones', async () => {
      renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }, { id: 'p2', amounts: [25] }] }));
      expect(await screen.findByTestId('redeem-post-delivery')).toHaveTextContent(/zwischen Do\., 26\. November und Mo\., 30\. November/);
      const when = screen.getByRole('group', { name: 'Wann sollen wir die Karten per E-Mail schicken?' });
      expect(within(when).getByRole('radio', { name: 'Sofort: Die Karten per E-Mail kommen innerhalb einer Stunde.' })).toBeChecked();
      expect(within(when).getByRole('radio', { name: 'An einem Tag meiner Wahl' })).toBeInTheDocument();
    });

    it('cards by e-mail only: within the hour, or at the moment chosen', async () => {
      renderCheckout(redeemBasket({ packages: [{ id: 'p1', amounts: [50] }] }));
      const when = await screen.findByRole('group', { name: 'Wann sollen wir sie schicken?' });
      expect(within(when).getByRole('radio', { name: 'Deine neuen Geschenkkarten kommen innerhalb einer Stunde per E-Mail.' })).toBeChecked();
      expect(screen.queryByTestId('redeem-post-delivery')).not.toBeInTheDocument();
    });

    it('in Dutch', async () => {
      renderCheckout(redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }), redeemOrder(), 0, testStorefront('nl'));
      expect(await screen.findByTestId('redeem-post-delivery')).toHaveTextContent('De kaarten per post versturen we op di 24 november; ze komen tussen do 26 november en ma 30 november aan.');
    });
  });

  it('an expired redeem: the spec’s “redeem data unavailable”, with the way to check the balance again', async () => {
    renderRemotePage(RedeemCheckoutPage, { routeKey: 'redeemCheckout', params: {} }, {
      path: '/guthaben-pruefen/kasse/',
      answers: { RedeemBasket: { redeemBasket: { data: null, errors: [{ code: 2050, message: 'Your redeem has expired or ended: please check your card balance again', referencedRequestParameter: 'userData.redeemToken' }] } }, RedeemPaymentMethods: METHODS },
    });
    const unavailable = await screen.findByTestId('redeem-unavailable');
    expect(unavailable).toHaveTextContent('Deine Einlösedaten sind nicht mehr verfügbar.');
    expect(within(unavailable).getByRole('link', { name: 'Guthaben erneut prüfen' })).toHaveAttribute('href', '/guthaben-pruefen/');
    expect(screen.queryByTestId('redeem-checkout-empty')).not.toBeInTheDocument();
    expect(redeemTokenStore.getState().token).toBeNull();
  });

  it('shows an address error the API answered as a message id in German, never the id (issue 36)', async () => {
    const { user } = renderRemotePage(RedeemCheckoutPage, { routeKey: 'redeemCheckout', params: {} }, {
      path: '/guthaben-pruefen/kasse/',
      answers: {
        RedeemBasket: { redeemBasket: { data: redeemBasket({ shipping: 4.95, packages: [{ id: 'p1', amounts: [50], byPost: true }] }), errors: [] } },
        RedeemPlaceOrder: { placeRedeemOrder: { order: null, amountToPay: null, errors: [{ code: 2001, message: 'validation.postCode.invalid', referencedRequestParameter: 'input.address.postCode' }] } },
      },
    });
    await fillDetails(user);
    const address = screen.getByRole('group', { name: 'Adresse für die Karten per Post' });
    await user.type(within(address).getByRole('textbox', { name: 'Postleitzahl' }), '10115');
    await user.type(within(address).getByRole('textbox', { name: 'Hausnummer' }), '12');
    await user.type(within(address).getByRole('textbox', { name: 'Straße' }), 'Invalidenstraße');
    await user.type(within(address).getByRole('textbox', { name: 'Ort' }), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Jetzt einlösen' }));
    expect(await within(address).findByText('Bitte gib eine gültige Postleitzahl ein')).toBeInTheDocument();
    expectNoMessageKeys(document.body);
  });

  it('sends a visitor without a redeem back to the balance check', async () => {
    clearRedeemToken();
    renderCheckout(redeemBasket());
    expect(await screen.findByTestId('redeem-checkout-empty')).toHaveTextContent('Du hast noch keine Geschenkkarten gewählt.');
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/guthaben-pruefen/');
  });
});

describe('redeem confirmation', () => {
  /** The answers to the confirmation's polls in turn, with the errors redeemOrder gives with them (why a top-up failed). */
  function renderConfirmation(orders: ReturnType<typeof redeemOrder>[], errors: { code: number; message: string; referencedRequestParameter: string | null }[] = [], config = testStorefront('de')) {
    let call = 0;
    return renderRemotePage(
      RedeemCheckoutPage,
      { routeKey: 'redeemCheckout', params: {} },
      {
        path: `${config.pathVariant === 'nl' ? '/saldocheck/checkout/' : '/guthaben-pruefen/kasse/'}?order=order-1`,
        config,
        answers: {
          ...answer(REDEEM_ORDER_QUERY, () => ({ redeemOrder: { data: orders[Math.min(call++, orders.length - 1)] ?? null, errors } })),
          RedeemPaymentMethods: METHODS,
          RedeemAddPayment: { addGiftCardPayment: { action: { type: 'REDIRECT', url: 'http://localhost/test-psp/pay/DEF' }, errors: [] } },
          RedeemDiscardOrder: { discardOrder: { errors: [] } },
        },
        advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      },
    );
  }

  afterEach(() => jest.useRealTimers());

  it('waits for the top-up, then confirms: the new cards, what the card paid, the top-up and what is left', async () => {
    jest.useFakeTimers();
    renderConfirmation([redeemOrder({ status: 'PENDING', payment: { id: 'pay-1', method: 'card', status: 'REDIRECTED' } }), redeemOrder()]);
    expect(await screen.findByRole('heading', { name: 'Wir warten auf deine Zahlung …' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(POLL_INTERVAL_MS);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Danke, deine neuen Geschenkkarten sind unterwegs' })).toBeInTheDocument();
    const facts = screen.getByTestId('redeem-order-facts');
    expect(facts).toHaveTextContent('Bestellnummer60-261125-RABCDEF');
    expect(facts).toHaveTextContent(/Bezahlt mit Karte •••• 4321200,00\s€/);
    expect(screen.getByTestId('redeem-order-topup')).toHaveTextContent(/25,00\s€/);
    expect(screen.getByTestId('redeem-order-remaining')).toHaveTextContent(/0,00\s€/);
    expect(screen.getByText(/rita@example\.com/)).toBeInTheDocument();
  });

  it('promises each receiver its own delivery: by e-mail within the hour, by post to the address by the window’s last day', async () => {
    const basket = redeemBasket({ packages: [{ id: 'p1', amounts: [25] }, { id: 'p2', amounts: [50], byPost: true }] });
    const [digital, post] = basket.packages;
    const order = redeemOrder({
      shipments: [
        { id: 's1', deliveryDate: '2026-11-25T13:00:00.000Z', formattedDeliveryDate: '25.11.2026', deliveryAddress: { firstName: 'Rita', lastName: 'Roth', email: 'rita@example.com', postCode: null, houseNumber: null, suffix: null, street: null, city: null }, packages: digital ? [digital] : [] },
        { id: 's2', deliveryDate: '2026-11-30', formattedDeliveryDate: '30.11.2026', deliveryAddress: { firstName: 'Rita', lastName: 'Roth', email: null, postCode: '10115', houseNumber: '12', suffix: null, street: 'Invalidenstraße', city: 'Berlin' }, packages: post ? [post] : [] },
      ],
    });
    renderConfirmation([order]);
    expect(await screen.findByTestId('redeem-confirmation-mail')).toHaveTextContent('Wir schicken sie innerhalb einer Stunde an rita@example.com (25.11.2026).');
    expect(screen.getByTestId('redeem-confirmation-post')).toHaveTextContent('Deine Karten per Post gehen an Invalidenstraße 12, 10115 Berlin und kommen spätestens am 30.11.2026 an.');
  });

  it('after a refused top-up offers to pay again or to cancel (the cards get their balance back)', async () => {
    jest.useFakeTimers();
    const refused = redeemOrder({ status: 'PENDING', canRetry: true, payment: { id: 'pay-1', method: 'card', status: 'REFUSED' } });
    const { user, client } = renderConfirmation([refused, redeemOrder({ status: 'CANCELED', payment: null })]);
    expect(await screen.findByRole('heading', { name: 'Deine Aufzahlung wurde nicht bezahlt' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Aufzahlung bezahlen mit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Diese Einlösung abbrechen' }));
    expect(callsOf(client, 'RedeemDiscardOrder')).toEqual([{ orderUuid: 'order-1' }]);
    expect(await screen.findByRole('heading', { name: 'Diese Einlösung wurde abgebrochen' })).toBeInTheDocument();
  });

  // redeemOrder's errors, as the API answers the owner after the issuer refused the top-up as suspected fraud.
  const FRAUD = { code: 2037, message: 'We cannot accept this payment. Please use another payment method.', referencedRequestParameter: 'orderUuid' };
  const fraudRefused = () => redeemOrder({ status: 'PENDING', canRetry: true, payment: { id: 'pay-1', method: 'card', status: 'REFUSED' } });

  it.each([
    ['de', 'Wir können diese Zahlung leider nicht annehmen. Bitte nutze eine andere Zahlungsmethode.', 'Aufzahlung mit einer anderen Zahlungsmethode bezahlen', /^25,00\s€ bezahlen$/, '/guthaben-pruefen/kasse/?order=order-1'],
    ['nl', 'We kunnen deze betaling helaas niet accepteren. Gebruik een andere betaalmethode.', 'Bijbetaling met een andere betaalmethode betalen', /^€\s25,00 betalen$/, '/saldocheck/checkout/?order=order-1'],
  ] as const)('after a top-up refused as suspected fraud (%s): the spec’s fraud text, another payment method, the chosen cards kept', async (language, text, legend, pay, returnPath) => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user, client } = renderConfirmation([fraudRefused()], [FRAUD], testStorefront(language));
    expect(await screen.findByTestId('redeem-payment-refusal')).toHaveTextContent(text);
    // The way forward: the methods, to pay the same top-up of the same cards another way.
    const choice = screen.getByRole('group', { name: legend });
    expect(screen.getAllByTestId('redeem-order-item')).toHaveLength(2);
    await user.click(within(choice).getByRole('radio', { name: 'iDEAL' }));
    await user.selectOptions(within(choice).getByRole('combobox'), 'Test Issuer');
    await user.click(screen.getByRole('button', { name: pay }));
    expect(callsOf(client, 'RedeemAddPayment')).toEqual([{ input: { orderUuid: 'order-1', method: 'ideal', issuer: '1121', returnPath } }]);
    expect(assign).toHaveBeenCalledWith('http://localhost/test-psp/pay/DEF');
    expect(callsOf(client, 'RedeemDiscardOrder')).toEqual([]);
    expectNoMessageKeys(document.body);
    assign.mockRestore();
  });

  it('a refused top-up (2035) says why, and offers the methods as before', async () => {
    jest.useFakeTimers();
    renderConfirmation([redeemOrder({ status: 'PENDING', canRetry: true, payment: { id: 'pay-1', method: 'card', status: 'REFUSED' } })], [{ ...FRAUD, code: 2035, message: 'refused' }]);
    expect(await screen.findByTestId('redeem-payment-refusal')).toHaveTextContent('Wir konnten deine Zahlung nicht verarbeiten.');
    expect(screen.getByRole('group', { name: 'Aufzahlung bezahlen mit' })).toBeInTheDocument();
  });
});
