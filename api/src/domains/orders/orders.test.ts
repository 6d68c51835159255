import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, mailOutbox, paymentNotifications, payments } from '../../db/order-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';
import { Shopper } from '../../testing/shopper';
import { CHALLENGE, solveCaptcha } from '../../testing/redeem';
import { isValidGiftCardNumber, verifyPin } from './gift-card-codes';
import { lastValidDay } from './gift-card-validity';
import { FRAUD_TEST_CARD } from '../payments/test-psp/test-psp-provider';
import { Checkout, type CheckoutProduct, DISCARD, ERRORS, type ErrorEntry, METHODS, PLACE, customer } from '../../testing/checkout';

describe('checkout, payments and issuing', () => {
  let shop: TestServer;
  let product: { id: string; variations: { id: string; variationType: string }[] };
  let dutchProduct: { id: string; variations: { id: string; variationType: string }[] };

  beforeAll(async () => {
    shop = await startTestServer();
    const de = await shop.graphql<{ product: typeof product }>('{ product(path: "/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/") { id variations { id variationType } } }');
    product = de.body.data?.product as typeof product;
    const nl = await shop.graphql<{ product: typeof product }>('{ product(path: "/cadeaubonnen/rondvaart-grachten-cadeaukaart/") { id variations { id variationType } } }', {
      headers: { 'x-store': '10' },
    });
    dutchProduct = nl.body.data?.product as typeof product;
    checkout = new Checkout(shop, product);
  });

  afterAll(async () => {
    await shop?.close();
  });

  let checkout: Checkout;
  const fill = (shopper: Shopper, p: CheckoutProduct = product) => checkout.fill(shopper, p);
  const place = (...args: Parameters<Checkout['place']>) => checkout.place(...args);
  const pay = (...args: Parameters<Checkout['pay']>) => checkout.pay(...args);
  const choose = (...args: Parameters<Checkout['choose']>) => checkout.choose(...args);
  const waitFor = (...args: Parameters<Checkout['waitFor']>) => checkout.waitFor(...args);
  const countRows = (...args: Parameters<Checkout['countRows']>) => checkout.countRows(...args);

  it('offers the storefront methods; invoice only to business customers', async () => {
    const german = await shop.graphql<{ paymentMethods: { id: string; banks: unknown[] }[] }>(METHODS);
    // Germany: cards with their wallets, PayPal and Klarna (no iDEAL); the Netherlands: iDEAL with its banks first.
    expect(german.body.data?.paymentMethods.map((m) => m.id)).toEqual(['card', 'applepay', 'googlepay', 'paypal', 'klarna']);
    const dutch = await shop.graphql<{ paymentMethods: { id: string; banks: unknown[] }[] }>(METHODS, { headers: { 'x-store': '10' } });
    expect(dutch.body.data?.paymentMethods[0]?.id).toBe('ideal');
    expect(dutch.body.data?.paymentMethods[0]?.banks.length).toBeGreaterThan(0);
    const business = await shop.graphql<{ paymentMethods: { id: string }[] }>(METHODS, { variables: { customerType: 'BUSINESS' }, headers: { 'x-store': '10' } });
    expect(business.body.data?.paymentMethods.map((m) => m.id)).toEqual(['ideal', 'card', 'applepay', 'googlepay', 'paypal', 'klarna', 'invoice']);
  });

  it('pays by Klarna on the provider\'s hosted page; a refused Apple Pay payment is retried with Google Pay (ADR 0051)', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId, { email: 'klara@example.com', emailConfirmation: 'klara@example.com' });
    const klarna = await pay(shopper, cartId, 'klarna');
    expect(klarna.errors).toEqual([]);
    expect(klarna.action?.type).toBe('REDIRECT');
    const page = await shop.request(new URL(klarna.action?.url as string).pathname);
    expect(page.text).toContain('Klarna – Pay later');
    expect(page.text).toContain('data-method-note="klarna"');
    // No card fields: Klarna is not paid with a card typed in.
    expect(page.text).not.toContain('name="card"');
    expect(await choose(klarna.action?.url as string, 'authorised')).toContain('resultCode=Authorised');
    const done = await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    expect(done.order.payment).toMatchObject({ method: 'klarna', status: 'AUTHORISED' });
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(3);

    const second = new Shopper(shop);
    const secondCart = await fill(second);
    await place(second, secondCart);
    const apple = await pay(second, secondCart, 'applepay');
    expect((await shop.request(new URL(apple.action?.url as string).pathname)).text).toContain('Face ID');
    expect(await choose(apple.action?.url as string, 'refused')).toContain('resultCode=Refused');
    await waitFor(second, secondCart, (order, errors) => order.payment?.status === 'REFUSED' && errors.some((e) => e.code === 2035));
    const google = await pay(second, secondCart, 'googlepay');
    expect(google.errors).toEqual([]);
    await choose(google.action?.url as string, 'authorised');
    const paid = await waitFor(second, secondCart, (order) => order.status === 'COMPLETED');
    expect(paid.order).toMatchObject({ failedAttempts: 1, payment: { method: 'googlepay', status: 'AUTHORISED' } });
  });

  it('refuses a method the storefront does not offer (iDEAL, BLIK in Germany); no Klarna where Klarna does not lend', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    for (const method of ['ideal', 'blik']) {
      expect((await pay(shopper, cartId, method)).errors).toEqual([expect.objectContaining({ referencedRequestParameter: 'input.method' })]);
    }
    const methods = await shop.graphql<{ paymentMethods: { id: string }[] }>(METHODS, { headers: { 'x-store': '80' } });
    // Brazil: cards, wallets and PayPal; Klarna does not lend there.
    expect(methods.body.data?.paymentMethods.map((m) => m.id)).toEqual(['card', 'applepay', 'googlepay', 'paypal']);
  });

  it('places an order, pays it by card and issues its cards once, with the mails in the outbox', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    const placed = await place(shopper, cartId);
    expect(placed).toMatchObject({ id: cartId, status: 'PENDING', failedAttempts: 0, canRetry: true, payment: null });
    expect(placed.orderNumber).toMatch(/^60-\d{6}-[A-Z2-9]{6}$/);
    // 100 + 25 + packing 2,95 + shipping 1,95 + fee 0,95
    expect(placed.order.totals.grandTotal.cents).toBe(13_085);
    // The unnamed receivers got the customer: digital by e-mail, the card by post to the address.
    expect(placed.order.shipments.map((s) => s.deliveryAddress)).toEqual([
      expect.objectContaining({ firstName: 'Anna', email: 'anna@example.com' }),
      expect.objectContaining({ firstName: 'Anna', city: 'Berlin' }),
    ]);
    // The basket is empty now.
    expect((await shopper.call<{ cartQuantity: unknown }>('{ cartQuantity { id } }')).cartQuantity).toBeNull();

    const started = await pay(shopper, cartId);
    expect(started.errors).toEqual([]);
    expect(started.action?.type).toBe('REDIRECT');
    expect(started.action?.url).toMatch(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
    const page = await shop.request(new URL(started.action?.url as string).pathname);
    expect(page.text).toContain('130.85');

    const back = await choose(started.action?.url as string, 'authorised');
    expect(back).toContain(`/kasse/zahlung-verarbeiten/?order=${cartId}`);
    expect(back).toContain('resultCode=Authorised');
    const done = await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    expect(done.errors).toEqual([]);
    expect(done.order.payment).toMatchObject({ method: 'card', status: 'AUTHORISED' });

    const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, cartId));
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(isValidGiftCardNumber(card.number)).toBe(true);
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.orderId, cartId));
    expect(ledger.map((l) => [l.kind, l.amountCents]).sort()).toEqual([
      ['ISSUE', 2500],
      ['ISSUE', 5000],
      ['ISSUE', 5000],
    ]);

    const mails = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'anna@example.com'));
    const confirmation = mails.find((m) => m.dedupeKey === `order-confirmation:${cartId}:COMPLETED`);
    expect(confirmation?.payload).toMatchObject({ orderNumber: placed.orderNumber, status: 'COMPLETED' });
    const cardMails = mails.filter((m) => m.kind === 'gift-card' && (m.payload as { orderNumber: string }).orderNumber === placed.orderNumber);
    // Digital cards only: two.
    expect(cardMails).toHaveLength(2);
    for (const mail of cardMails) {
      const payload = mail.payload as { number: string; pin: string | null; amount: { cents: number }; selfGift?: boolean; validUntil: string | null };
      const card = cards.find((c) => c.number === payload.number);
      expect(card).toBeDefined();
      expect(payload.amount.cents).toBe(5000);
      // The card's picture as PNG: Gmail and Outlook show no SVG in a mail.
      expect((mail.payload as { cardImageUrl: string }).cardImageUrl).toMatch(/^http:\/\/[^/]+\/media\/card\/[a-z0-9-]+\.png\?v=\d+\./);
      // Sent to the buyer's own address: the mail must not say someone sent it; it prints the card's validity.
      expect(payload.selfGift).toBe(true);
      expect(payload.validUntil).toBe(lastValidDay(card?.expiresAt as Date, 'Europe/Berlin'));
      // The PIN waits for its mail sealed with a key outside the database, never in clear.
      expect(payload.pin).toBeNull();
      const { pin } = shop.secrets.box.open<{ pin: string }>(mail.sealedSecrets as string);
      expect(JSON.stringify(mail)).not.toContain(pin);
      // The PIN in the mail is the card's: only its peppered hash is stored with the card.
      expect(await verifyPin(pin, card?.pinHash as string, shop.secrets.pinPepper)).toBe(true);
      expect(card?.pinHash).not.toContain(pin);
    }
  });

  it('changes nothing when a notification is replayed, and refuses forged ones', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    const started = await pay(shopper, cartId, 'card');
    await choose(started.action?.url as string, 'authorised');
    await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
    const before = {
      cards: await countRows(giftCards, eq(giftCards.orderId, cartId)),
      notifications: await countRows(paymentNotifications),
      mails: await countRows(mailOutbox),
    };

    // The provider sends the same notification again (a replay), twice.
    const provider = (shop.server as unknown as { yoga: unknown }) && null;
    void provider;
    const replay = async () => {
      const [stored] = await shop.handle.db.select().from(paymentNotifications).where(eq(paymentNotifications.pspReference, payment?.pspReference as string));
      const body = { live: 'false', notificationItems: [{ NotificationRequestItem: stored?.payload }] };
      return shop.request('/payments/notifications/test', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    };
    for (const res of [await replay(), await replay()]) {
      expect(res.status).toBe(200);
      expect(res.text).toBe('[accepted]');
    }
    expect({
      cards: await countRows(giftCards, eq(giftCards.orderId, cartId)),
      notifications: await countRows(paymentNotifications),
      mails: await countRows(mailOutbox),
    }).toEqual(before);

    // A changed amount breaks the signature.
    const [stored] = await shop.handle.db.select().from(paymentNotifications).where(eq(paymentNotifications.pspReference, payment?.pspReference as string));
    const forged = { ...(stored?.payload as Record<string, unknown>), amount: { value: 1, currency: 'EUR' } };
    const res = await shop.request('/payments/notifications/test', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: forged }] }),
    });
    expect(res.status).toBe(401);
  });

  it('lets a refused payment be retried, and stops after too many attempts (2035, 2036)', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    let started = await pay(shopper, cartId);
    expect(await choose(started.action?.url as string, 'refused')).toContain('resultCode=Refused');
    let state = await waitFor(shopper, cartId, (order) => order.payment?.status === 'REFUSED');
    expect(state.errors).toEqual([expect.objectContaining({ code: 2035 })]);
    expect(state.order).toMatchObject({ status: 'PENDING', failedAttempts: 1, canRetry: true });

    // Retry with another method: authorised.
    started = await pay(shopper, cartId, 'paypal');
    await choose(started.action?.url as string, 'authorised');
    state = await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    expect(state.order.payment?.method).toBe('paypal');

    const stubborn = new Shopper(shop);
    const otherCart = await fill(stubborn);
    await place(stubborn, otherCart);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      started = await pay(stubborn, otherCart, 'card');
      await choose(started.action?.url as string, 'refused');
      await waitFor(stubborn, otherCart, (order) => order.failedAttempts === attempt);
    }
    state = await waitFor(stubborn, otherCart, () => true);
    expect(state.errors).toEqual([expect.objectContaining({ code: 2036 })]);
    expect(state.order.canRetry).toBe(false);
    expect((await pay(stubborn, otherCart, 'card')).errors).toEqual([expect.objectContaining({ code: 2036 })]);
  });

  it('answers a payment refused as suspected fraud with 2037 (spec §8 fraud: use another payment method), and takes another method', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    let started = await pay(shopper, cartId, 'card');
    // The issuer refuses this card as suspected fraud, whatever the page is told.
    expect(await choose(started.action?.url as string, 'authorised', { number: FRAUD_TEST_CARD })).toContain('resultCode=Refused');
    let state = await waitFor(shopper, cartId, (order) => order.payment?.status === 'REFUSED');
    expect(state.errors).toEqual([{ code: 2037, message: 'We cannot accept this payment. Please use another payment method.', referencedRequestParameter: 'orderUuid' }]);
    const [refused] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, cartId));
    expect(refused?.refusalReason).toBe('Issuer Suspected Fraud');
    expect(state.order).toMatchObject({ status: 'PENDING', failedAttempts: 1, canRetry: true });

    started = await pay(shopper, cartId, 'paypal');
    await choose(started.action?.url as string, 'authorised');
    state = await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    expect(state.errors).toEqual([]);
  });

  it('completes a pending payment when its notification arrives', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    const started = await pay(shopper, cartId);
    expect(await choose(started.action?.url as string, 'pending')).toContain('resultCode=Pending');
    const ref = new URL(started.action?.url as string).pathname.split('/').pop();
    const state = await waitFor(shopper, cartId, () => true);
    expect(state.order.status).toBe('PENDING');
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(0);
    // The bank confirms later.
    const settle = await shop.request(`/test-psp/payments/${ref}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"outcome":"authorised"}' });
    expect(settle.status).toBe(200);
    await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(3);
  });

  it('after a cancelled payment, leaving discards the order and puts the cards back into the basket', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    await place(shopper, cartId);
    const started = await pay(shopper, cartId);
    expect(await choose(started.action?.url as string, 'cancelled')).toContain('resultCode=Cancelled');
    await waitFor(shopper, cartId, (order) => order.payment?.status === 'CANCELLED');
    const discarded = await shopper.call<{ discardOrder: { order: { id: string; shipments: { packages: { qty: number }[] }[] }; errors: ErrorEntry[] } }>(DISCARD, { orderUuid: cartId });
    expect(discarded.discardOrder.errors).toEqual([]);
    expect(discarded.discardOrder.order.id).not.toBe(cartId);
    expect(discarded.discardOrder.order.shipments.map((s) => s.packages.map((p) => p.qty))).toEqual([[2], [1]]);
    const [row] = await shop.handle.db.select({ status: orders.status }).from(orders).where(eq(orders.id, cartId));
    expect(row?.status).toBe('CANCELED');
    expect((await shopper.call<{ cartQuantity: { totalQuantity: number } }>('{ cartQuantity { totalQuantity } }')).cartQuantity.totalQuantity).toBe(3);
  });

  it('places business orders on invoice as pending and issues them when an operator marks them paid', async () => {
    const shopper = new Shopper(shop, { 'x-store': '10' });
    const cartId = await fill(shopper, dutchProduct);
    const placed = await place(shopper, cartId, {
      customerType: 'BUSINESS',
      companyName: 'Bloem BV',
      phone: { dialCode: '+31', number: '020 1234567' },
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      address: { countryCode: 'NL', postCode: '1012ab', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
    });
    expect(placed.orderNumber).toMatch(/^10-/);
    const started = await pay(shopper, cartId, 'invoice');
    expect(started.action).toEqual({ type: 'NONE', url: null });
    expect(await countRows(mailOutbox, eq(mailOutbox.dedupeKey, `order-confirmation:${cartId}:PENDING`))).toBe(1);
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(0);

    const MARK = `mutation M($orderUuid: String!) { operatorMarkOrderPaid(orderUuid: $orderUuid) { order { status } ${ERRORS} } }`;
    const denied = await shopper.call<{ operatorMarkOrderPaid: { errors: ErrorEntry[] } }>(MARK, { orderUuid: cartId });
    expect(denied.operatorMarkOrderPaid.errors[0]?.code).toBe(1401);
    const marked = await shopper.call<{ operatorMarkOrderPaid: { order: { status: string }; errors: ErrorEntry[] } }>(
      MARK,
      { orderUuid: cartId },
      { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    );
    expect(marked.operatorMarkOrderPaid).toEqual({ order: { status: 'COMPLETED' }, errors: [] });
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(3);
    // The operator's change is in the audit log, with the order and its payment before and after (issue 19).
    const [audit] = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'order.mark-paid'), eq(operatorAuditLog.targetId, cartId)));
    expect(audit).toMatchObject({ actorKind: 'cli-token', targetKind: 'order', before: { status: 'PENDING', payment: { method: 'invoice', status: 'PENDING' } } });
    expect(audit?.after).toMatchObject({ status: 'COMPLETED', payment: { method: 'invoice' } });
    // Marking again changes nothing.
    const again = await shopper.call<{ operatorMarkOrderPaid: { errors: ErrorEntry[] } }>(MARK, { orderUuid: cartId }, { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` });
    expect(again.operatorMarkOrderPaid.errors[0]?.code).toBe(2003);
    expect(await countRows(giftCards, eq(giftCards.orderId, cartId))).toBe(3);
  });

  it('pays a Dutch basket by iDEAL too', async () => {
    const shopper = new Shopper(shop, { 'x-store': '10' });
    const cartId = await fill(shopper, dutchProduct);
    await place(shopper, cartId, { address: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' } });
    // An iDEAL payment needs one of iDEAL's banks.
    expect((await pay(shopper, cartId, 'ideal', { issuer: 'nope', returnPath: '/bestellen/' })).errors).toEqual([
      expect.objectContaining({ referencedRequestParameter: 'input.issuer' }),
    ]);
    const started = await pay(shopper, cartId, 'ideal', { returnPath: `/bestellen/betaling-verwerken/?order=${cartId}` });
    await choose(started.action?.url as string, 'authorised');
    await waitFor(shopper, cartId, (order) => order.status === 'COMPLETED');
    const mail = await shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'gift-card'), eq(mailOutbox.storefrontKey, 'CB')));
    expect(mail.length).toBeGreaterThanOrEqual(2);
    expect(mail[0]?.language).toBe('nl');
  });

  it('refuses bad checkout input with the shared rules and keeps the basket', async () => {
    const shopper = new Shopper(shop);
    const cartId = await fill(shopper);
    const bad = await shopper.call<{ placeOrder: { order: unknown; errors: ErrorEntry[] } }>(PLACE, {
      input: { orderUuid: cartId, ...customer({ emailConfirmation: 'other@example.com', termsAccepted: false, address: { countryCode: 'DE', postCode: '99999', houseNumber: '1', street: 'Weg', city: 'Ort' } }) },
    });
    expect(bad.placeOrder.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([
      [2001, 'input.address.postCode'],
      [2001, 'input.termsAccepted'],
    ]);
    // Spec §5: the business variant requires the phone (the private one does not), in the API as in the form.
    const noPhone = await shopper.call<{ placeOrder: { errors: ErrorEntry[] } }>(PLACE, {
      input: { orderUuid: cartId, ...customer({ customerType: 'BUSINESS', companyName: 'Muster GmbH' }) },
    });
    expect(noPhone.placeOrder.errors).toEqual([{ code: 2001, message: 'Phone number is a required field', referencedRequestParameter: 'input.phone.number' }]);
    const noAddress = await shopper.call<{ placeOrder: { errors: ErrorEntry[] } }>(PLACE, { input: { orderUuid: cartId, ...customer({ shipToCustomerAddress: false }) } });
    expect(noAddress.placeOrder.errors).toEqual([expect.objectContaining({ code: 2001, referencedRequestParameter: 'input.shipToCustomerAddress' })]);
    expect((await shopper.call<{ cartQuantity: { totalQuantity: number } }>('{ cartQuantity { totalQuantity } }')).cartQuantity.totalQuantity).toBe(3);

    // Someone else cannot pay (or even see) this visitor's order.
    await place(shopper, cartId);
    const stranger = new Shopper(shop);
    await fill(stranger);
    expect((await pay(stranger, cartId)).errors).toEqual([expect.objectContaining({ code: 2003 })]);
    expect((await pay(shopper, cartId, 'ideal')).errors).toEqual([expect.objectContaining({ referencedRequestParameter: 'input.method' })]);
    expect((await pay(shopper, cartId, 'invoice')).errors).toEqual([expect.objectContaining({ referencedRequestParameter: 'input.method' })]);
    expect((await pay(shopper, cartId, 'card', { returnPath: 'https://evil.example/' })).errors).toEqual([
      expect.objectContaining({ referencedRequestParameter: 'input.returnPath' }),
    ]);
  });

  it('stores a business quote request and acknowledges it by mail, refusing bad input with the shared rules', async () => {
    const QUOTE = 'mutation Q($input: QuoteRequestInput!) { requestBusinessQuote(input: $input) { id errors { code message referencedRequestParameter } } }';
    const asker = new Shopper(shop);
    const captcha = async () => solveCaptcha((await asker.call<{ captchaChallenge: string }>(CHALLENGE)).captchaChallenge);
    const bad = await asker.call<{ requestBusinessQuote: { id: string | null; errors: ErrorEntry[] } }>(QUOTE, {
      input: { companyName: 'Muster GmbH', contactName: ' ', email: 'nope', lines: [{ productId: product.id, quantity: 0, amountPerCardCents: 2500 }], captchaToken: await captcha() },
    });
    expect(bad.requestBusinessQuote).toEqual({
      id: null,
      errors: [
        { code: 2001, message: 'Contact person is a required field', referencedRequestParameter: 'input.contactName' },
        { code: 2001, message: 'Please enter a valid e-mail address', referencedRequestParameter: 'input.email' },
        { code: 2001, message: 'Please enter a number of cards between 1 and 10000', referencedRequestParameter: 'input.lines.0.quantity' },
      ],
    });
    const good = await asker.call<{ requestBusinessQuote: { id: string; errors: ErrorEntry[] } }>(QUOTE, {
      input: {
        companyName: 'Muster GmbH',
        contactName: 'Anna Berg',
        email: 'Einkauf@Muster.example',
        lines: [{ productId: product.id, quantity: 40, amountPerCardCents: 2500 }],
        captchaToken: await captcha(),
      },
    });
    expect(good.requestBusinessQuote.errors).toEqual([]);
    expect(await countRows(mailOutbox, eq(mailOutbox.dedupeKey, `quote-request:${good.requestBusinessQuote.id}`))).toBe(1);
  });
});
