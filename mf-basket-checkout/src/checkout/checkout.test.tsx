import { eventBus, type StorefrontConfig } from '@shop/shared';
import { answer, answerNotYet, type Answers, testStorefront } from '@shop/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { CART_QUERY, type CartOrder } from '../common/cart-query';
import { basketOrder } from '../testing/cart-fixtures';
import { redirectTo } from './browser-location';
import CheckoutPage from './CheckoutPage';
import { DE, field, fillGermanDetails } from './testing/details';
import { INVOICE, METHODS, orderState, placedOrder } from './testing/fixtures';
import { callsOf, events, location, renderPage } from './testing/render';
import type { AddGiftCardPaymentMutation, CheckoutPaymentMethodsQueryVariables, PaymentActionType, PaymentMethodId } from '../graphql/__generated__/graphql';
import { ADD_PAYMENT_MUTATION, PAYMENT_METHODS_QUERY, PLACE_ORDER_MUTATION } from './checkout-query';

jest.mock('./browser-location', () => ({ redirectTo: jest.fn() }));

/** The pay button names the grand total (the currency follows a no-break space). */
const PAY = /^Jetzt 109,20\s€ bezahlen$/;

/** Like the API: invoice only for business customers. */
const answerMethods = (variables: CheckoutPaymentMethodsQueryVariables) => ({ paymentMethods: variables.customerType === 'BUSINESS' ? [...METHODS, INVOICE] : METHODS });

function renderCheckout(answers: Answers = {}, order: CartOrder | null = basketOrder(), config: StorefrontConfig = testStorefront('de'), path = '/kasse/') {
  return renderPage(
    CheckoutPage,
    { routeKey: 'checkout', params: {} },
    {
      path,
      config,
      answers: {
        ...answer(CART_QUERY, { cartV2: { data: order, errors: [] } }),
        ...answer(PAYMENT_METHODS_QUERY, answerMethods),
        ...answer(PLACE_ORDER_MUTATION, { placeOrder: { order: placedOrder(), errors: [] } }),
        ...answers,
      },
    },
  );
}

const payment = (type: PaymentActionType, method: PaymentMethodId = 'ideal', url: string | null = null): AddGiftCardPaymentMutation => ({
  addGiftCardPayment: {
    action: { type, url },
    payment: { id: 'pay-1', method, status: type === 'NONE' ? 'PENDING' : 'REDIRECTED', pspReference: null },
    order: orderState(),
    errors: [],
  },
});

async function toShipping(user: UserEvent) {
  await screen.findByRole('button', { name: DE.continue });
  await fillGermanDetails(user);
  await user.click(screen.getByRole('button', { name: DE.continue }));
}

async function toPayment(user: UserEvent) {
  await toShipping(user);
  await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
  await screen.findByRole('radio', { name: 'iDEAL' });
}

const expectedPlaceOrder = {
  input: {
    orderUuid: 'order-1',
    customerType: 'PRIVATE',
    firstName: 'Anna',
    lastName: 'Berg',
    email: 'anna@example.com',
    emailConfirmation: 'anna@example.com',
    address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
    termsAccepted: true,
    newsletter: false,
    createAccount: false,
    shipToCustomerAddress: true,
  },
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.dataLayer = [];
  jest.mocked(redirectTo).mockClear();
});

describe('checkout while its data loads (issue 35: placeholders, not a "Loading…" line)', () => {
  it('the order on its way: the steps, the fields and the order summary in their places, busy, with one polite status', async () => {
    renderCheckout({ ...answerNotYet(CART_QUERY) });
    const skeleton = await screen.findByTestId('checkout-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Deine Bestellung wird geladen …');
    expect(skeleton.querySelector('.checkout-layout .checkout-main .shop-skeleton')).not.toBeNull();
    expect(skeleton.querySelector('.checkout-layout .checkout-summary .shop-skeleton')).not.toBeNull();
    expect(screen.queryByRole('button', { name: DE.continue })).toBeNull();
  });

  it('the payment methods on their way: cards in the methods\' grid, busy, with their own polite status', async () => {
    const { user } = renderCheckout({ ...answerNotYet(PAYMENT_METHODS_QUERY) });
    await toShipping(user);
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    const skeleton = await screen.findByTestId('payment-methods-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Die Zahlungsmethoden werden geladen …');
    expect(skeleton.querySelectorAll('.checkout-payment-methods .checkout-payment-card')).toHaveLength(4);
    expect(screen.queryByRole('radio', { name: 'iDEAL' })).toBeNull();
  });
});

describe('checkout steps are addresses (issue 35: Back left checkout, a reload went to step 1)', () => {
  it('each step has its own address in the history', async () => {
    const { user } = renderCheckout();
    await toShipping(user);
    expect(location()).toBe('/kasse/?step=shipping');
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Schritt 3 von 3: Zahlung' })).toHaveFocus();
    expect(location()).toBe('/kasse/?step=payment');
  });

  it('a later step opened by its address with the details of this tab stays there', async () => {
    const first = renderCheckout();
    await toShipping(first.user);
    first.unmount();
    renderCheckout({}, basketOrder(), testStorefront('de'), '/kasse/?step=payment');
    expect(await screen.findByRole('radio', { name: 'iDEAL' })).toBeInTheDocument();
    expect(location()).toBe('/kasse/?step=payment');
  });

  it('a later step opened by its address without valid details goes back to step 1, at the first field to fix', async () => {
    renderCheckout({}, basketOrder(), testStorefront('de'), '/kasse/?step=payment');
    await waitFor(() => expect(location()).toBe('/kasse/'));
    const firstName = await screen.findByRole('textbox', { name: DE.firstName });
    await waitFor(() => expect(firstName).toHaveFocus());
  });
});

describe('checkout: the whole way to the payment provider', () => {
  it('details → shipping → iDEAL: places the order, starts the payment and sends the browser to the provider', async () => {
    const changed = jest.fn();
    const off = eventBus.on('checkout:cart-changed', changed);
    const { user, client } = renderCheckout({ ...answer(ADD_PAYMENT_MUTATION, payment('REDIRECT', 'ideal', 'https://psp.test/hosted/abc')) });
    await toShipping(user);

    // Step 2: who receives what, and when.
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 2 von 3: Versand' })).toHaveFocus();
    const digital = within(screen.getByTestId('shipping-r1'));
    expect(digital.getByTestId('shipping-target')).toHaveTextContent('Per E-Mail an dich (anna@example.com)');
    expect(digital.getByTestId('delivery-line')).toHaveTextContent('Per E-Mail innerhalb von 1 Stunde');
    expect(digital.getByText('2 × Apple Geschenkkarte zu 25,00 €')).toBeInTheDocument();
    const post = within(screen.getByTestId('shipping-r2'));
    expect(post.getByTestId('delivery-line')).toHaveTextContent('Versand am Mo., 10. März, Lieferung zwischen Mi., 12. März und Fr., 14. März');
    expect(post.getByRole('radio', { name: 'An meine Adresse (Invalidenstraße 12, 10115 Berlin, DE)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));

    // Step 3: the methods, checked before paying.
    expect(screen.getByRole('heading', { level: 2, name: 'Schritt 3 von 3: Zahlung' })).toHaveFocus();
    const methods = within(await screen.findByRole('group', { name: 'Wie möchtest du bezahlen?' }));
    expect(methods.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['ideal', 'card', 'blik', 'paypal']);
    expect(callsOf(client, 'CheckoutPaymentMethods')).toEqual([{ customerType: 'PRIVATE' }]);
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(screen.getByText('Bitte wähle eine Zahlungsmethode')).toBeInTheDocument();
    expect(methods.getByRole('radio', { name: 'iDEAL' })).toHaveFocus();
    await user.click(methods.getByRole('radio', { name: 'iDEAL' }));
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(screen.getByRole('combobox', { name: 'Deine Bank' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Deine Bank' })).toHaveAccessibleDescription('Bitte wähle deine Bank');
    expect(callsOf(client, 'PlaceOrder')).toEqual([]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Deine Bank' }), 'ING');
    await user.click(screen.getByRole('button', { name: PAY }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://psp.test/hosted/abc', '/kasse/?error=open&order=order-1'));
    expect(callsOf(client, 'PlaceOrder')).toEqual([expectedPlaceOrder]);
    expect(callsOf(client, 'AddGiftCardPayment')).toEqual([
      { input: { orderUuid: 'order-1', method: 'ideal', issuer: 'ing', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } },
    ]);
    expect(changed).toHaveBeenCalledWith({ cart: null, reason: 'checkout:order-placed' });
    expect(screen.getByRole('button', { name: PAY })).toBeDisabled();
    expect(events().map((e) => e.event)).toEqual(['begin_checkout', 'add_shipping_info', 'add_payment_info']);
    expect(events('begin_checkout')[0]?.ecommerce).toEqual({
      currency: 'EUR',
      value: 109.2,
      items: [
        { item_id: 'cbde-apple', item_name: 'Apple Geschenkkarte', item_variant: 'digital', price: 25, quantity: 2 },
        { item_id: 'cbde-amazon', item_name: 'Amazon Geschenkkarte', item_variant: 'physical', price: 50, quantity: 1 },
      ],
    });
    expect(events('add_shipping_info')[0]?.ecommerce).toMatchObject({ shipping_tier: 'email_and_post', value: 109.2 });
    expect(events('add_payment_info')[0]?.ecommerce).toMatchObject({ payment_type: 'ideal', currency: 'EUR' });
    off();
  });

  it('BLIK (an app payment): checks the 6-digit code, then waits on the processing page', async () => {
    const { user, client } = renderCheckout({ ...answer(ADD_PAYMENT_MUTATION, payment('AWAIT', 'blik')) });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: /BLIK/ }));
    const code = screen.getByRole('textbox', { name: 'BLIK-Code' });
    await user.type(code, '12a');
    await user.tab();
    expect(code).toHaveAccessibleDescription('Der 6-stellige Code aus deiner Banking-App Bitte gib den 6-stelligen BLIK-Code ein');
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(location()).toBe('/kasse/zahlung-verarbeiten/?order=order-1'));
    expect(callsOf(client, 'AddGiftCardPayment')).toEqual([
      { input: { orderUuid: 'order-1', method: 'blik', blikCode: '123456', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } },
    ]);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('business on invoice: the company goes with the order, invoice is offered, and the confirmation follows', async () => {
    const { user, client } = renderCheckout({ ...answer(ADD_PAYMENT_MUTATION, payment('NONE', 'invoice')) });
    await user.click(await screen.findByRole('radio', { name: 'Geschäftskunde' }));
    await user.type(field('Firmenname'), 'Muster GmbH');
    await user.type(field('Referenz oder Kostenstelle (optional)'), 'KST-4711');
    await user.type(field('Telefonnummer'), '030 1234567');
    await toPayment(user);
    expect(callsOf(client, 'CheckoutPaymentMethods')).toEqual([{ customerType: 'BUSINESS' }]);
    expect(screen.getByRole('button', { name: PAY })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Rechnung/ }));
    // Nothing is paid now on invoice: the button does not say "Jetzt … bezahlen".
    expect(screen.queryByRole('button', { name: PAY })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
    await waitFor(() => expect(location()).toBe('/kasse/danke/order-1/'));
    expect(callsOf(client, 'PlaceOrder')).toEqual([
      { input: { ...expectedPlaceOrder.input, customerType: 'BUSINESS', companyName: 'Muster GmbH', referenceNumber: 'KST-4711', phone: { dialCode: '+49', number: '030 1234567' } } },
    ]);
    expect(callsOf(client, 'AddGiftCardPayment')).toEqual([
      { input: { orderUuid: 'order-1', method: 'invoice', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } },
    ]);
  });

  it('private customers are never offered invoice', async () => {
    const { user } = renderCheckout({ ...answer(PAYMENT_METHODS_QUERY, { paymentMethods: [...METHODS, INVOICE] }) });
    await toPayment(user);
    expect(screen.queryByRole('radio', { name: /Rechnung/ })).toBeNull();
  });

  describe('wallets and Klarna (ADR 0051)', () => {
    const WALLETS: typeof METHODS = [
      { id: 'card', name: 'Kreditkarte', isApp: false, banks: [] },
      { id: 'applepay', name: 'Apple Pay', isApp: false, banks: [] },
      { id: 'googlepay', name: 'Google Pay', isApp: false, banks: [] },
      { id: 'paypal', name: 'PayPal', isApp: false, banks: [] },
      { id: 'klarna', name: 'Klarna – Später bezahlen', isApp: false, banks: [] },
    ];
    type ApplePayWindow = { ApplePaySession?: { canMakePayments(): boolean } };
    afterEach(() => {
      delete (window as ApplePayWindow).ApplePaySession;
    });

    async function paymentStep(answers: Answers = {}) {
      const rendered = renderCheckout({ ...answer(PAYMENT_METHODS_QUERY, { paymentMethods: WALLETS }), ...answers });
      await toShipping(rendered.user);
      await rendered.user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
      return { ...rendered, methods: within(await screen.findByRole('group', { name: 'Wie möchtest du bezahlen?' })) };
    }

    it('shows each method with its logo; Apple Pay not in a browser that cannot pay with it, Google Pay always', async () => {
      const { methods } = await paymentStep();
      expect(methods.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card', 'googlepay', 'paypal', 'klarna']);
      // The logo is beside the name: the radio is named by the name alone.
      expect(methods.getByRole('radio', { name: 'Klarna – Später bezahlen' })).toBeInTheDocument();
      const logos = [...document.querySelectorAll('.checkout-payment-methods svg.shop-payment-logo')];
      expect(logos.map((logo) => [logo.getAttribute('data-method'), logo.getAttribute('aria-hidden')])).toEqual([
        ['card', 'true'],
        ['googlepay', 'true'],
        ['paypal', 'true'],
        ['klarna', 'true'],
      ]);
    });

    it('offers Apple Pay where ApplePaySession.canMakePayments() says so, and pays it on the provider\'s page', async () => {
      (window as ApplePayWindow).ApplePaySession = { canMakePayments: () => true };
      const { user, client, methods } = await paymentStep({ ...answer(ADD_PAYMENT_MUTATION, payment('REDIRECT', 'applepay', 'https://psp.test/hosted/apple')) });
      expect(methods.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['card', 'applepay', 'googlepay', 'paypal', 'klarna']);
      await user.click(methods.getByRole('radio', { name: 'Apple Pay' }));
      await user.click(screen.getByRole('button', { name: PAY }));
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://psp.test/hosted/apple', '/kasse/?error=open&order=order-1'));
      expect(callsOf(client, 'AddGiftCardPayment')).toEqual([{ input: { orderUuid: 'order-1', method: 'applepay', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } }]);
    });

    it('pays by Klarna on the provider\'s page, with no bank or code to enter', async () => {
      const { user, client, methods } = await paymentStep({ ...answer(ADD_PAYMENT_MUTATION, payment('REDIRECT', 'klarna', 'https://psp.test/hosted/klarna')) });
      await user.click(methods.getByRole('radio', { name: 'Klarna – Später bezahlen' }));
      expect(screen.queryByRole('combobox')).toBeNull();
      await user.click(screen.getByRole('button', { name: PAY }));
      await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://psp.test/hosted/klarna', '/kasse/?error=open&order=order-1'));
      expect(callsOf(client, 'AddGiftCardPayment')).toEqual([{ input: { orderUuid: 'order-1', method: 'klarna', returnPath: '/kasse/zahlung-verarbeiten/?order=order-1' } }]);
    });
  });

  it("an API field error from placeOrder lands on step 1 at its field, and nothing is paid", async () => {
    const error = { message: 'Please enter a valid postcode', code: 2001, referencedRequestParameter: 'input.address.postCode' };
    const { user, client } = renderCheckout({ ...answer(PLACE_ORDER_MUTATION, { placeOrder: { order: null, errors: [error] } }), ...answer(ADD_PAYMENT_MUTATION, payment('AWAIT')) });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Kreditkarte' }));
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(field(DE.postCode)).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: /Schritt 1 von 3/ })).toBeInTheDocument();
    expect(field(DE.postCode)).toHaveAccessibleDescription('Bitte gib eine gültige Postleitzahl ein');
    expect(callsOf(client, 'AddGiftCardPayment')).toEqual([]);
  });

  it('an API error about something step 1 does not show goes to the general error modal', async () => {
    const shown = jest.fn();
    const off = eventBus.on('shell:error-requested', shown);
    const error = { message: 'Physical receivers need an address', code: 2001, referencedRequestParameter: 'input.shipToCustomerAddress' };
    const { user } = renderCheckout({ ...answer(PLACE_ORDER_MUTATION, { placeOrder: { order: null, errors: [error] } }) });
    await toPayment(user);
    await user.click(screen.getByRole('radio', { name: 'Kreditkarte' }));
    await user.click(screen.getByRole('button', { name: PAY }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ error }));
    expect(screen.getByRole('heading', { level: 2, name: /Schritt 3 von 3/ })).toBeInTheDocument();
    off();
  });

  it('a receiver with its own address is shown; "another address" must be entered before paying', async () => {
    const order = basketOrder();
    order.shipments.push({
      ...(order.shipments[1] as CartOrder['shipments'][number]),
      id: 's-r3',
      tag: 'r3',
      deliveryAddress: { firstName: 'Max', lastName: 'Muster', companyName: null, countryCode: 'DE', postCode: '20095', houseNumber: '1', suffix: null, street: 'Mönckebergstraße', city: 'Hamburg', email: null },
    });
    const { user } = renderCheckout({}, order);
    await toShipping(user);
    expect(within(screen.getByTestId('shipping-r3')).getByTestId('shipping-target')).toHaveTextContent('Per Post an Mönckebergstraße 1, 20095 Hamburg, DE');
    await user.click(within(screen.getByTestId('shipping-r2')).getByRole('radio', { name: 'An eine andere Adresse' }));
    await user.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    const enter = screen.getByRole('button', { name: 'Adresse eingeben' });
    expect(enter).toHaveFocus();
    expect(enter).toHaveAccessibleDescription('Bitte gib die Adresse ein oder schicke die Karten an deine Adresse');
    await user.click(enter);
    expect(screen.getAllByTestId('checkout-receiver-modal').some((d) => d.hasAttribute('open'))).toBe(true);
  });

  it('shows the order overview modal with receivers, packages and totals', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Bestellübersicht ansehen' }));
    const modal = within(screen.getAllByTestId('checkout-overview-modal').find((d) => d.hasAttribute('open')) as HTMLElement);
    expect(modal.getByRole('heading', { name: 'Bestellübersicht' })).toBeInTheDocument();
    expect(modal.getByTestId('overview-r1')).toHaveTextContent('Empfänger 1 – digital, per E-Mail');
    expect(modal.getByTestId('overview-r2')).toHaveTextContent('1 × Amazon Geschenkkarte zu 50,00 €');
    expect(modal.getByTestId('grand-total')).toHaveTextContent('Gesamtsumme109,20 €');
  });

  it('sends an empty cart back to the basket (and tracks no begin_checkout)', async () => {
    renderCheckout({}, basketOrder({ shipments: [], packagesGroups: [] }));
    await waitFor(() => expect(location()).toBe('/warenkorb/'));
    expect(events('begin_checkout')).toEqual([]);
  });

  it('speaks Dutch on the Dutch storefront', async () => {
    renderPage(
      CheckoutPage,
      { routeKey: 'checkout', params: {} },
      { path: '/bestellen/', config: testStorefront('nl'), answers: { ...answer(CART_QUERY, { cartV2: { data: basketOrder(), errors: [] } }) } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Afrekenen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verder naar verzending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Besteloverzicht bekijken' })).toBeInTheDocument();
  });
});
