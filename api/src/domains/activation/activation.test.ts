import { and, eq } from 'drizzle-orm';
import { cardActivations } from '../../db/activation-schema';
import { orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements, payments } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { type ActivateAnswer, ActivationVisitor, type BlankCard, blankPackProduct, buyBlankPack, settled } from '../../testing/activation';
import { Checkout } from '../../testing/checkout';
import { cardBalance, issueTestCard } from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';
import type { CardActivatedPayload } from '../mail/mail-types';
import { renderMail } from '../mail/templates';
import { expireUnpaidActivations, runDueActivations } from './activation-job';
import { failActivation } from './activation-store';
import { captureLogs } from '../../testing/log-capture';

/**
 * Activation of blank cards (issue 18) over real HTTP on PGlite, in the demo's setting (activation
 * delay 0): a card of a paid blank pack is activated with an amount through the test payment page;
 * the job activates it at once after the payment; a refused payment leaves it not activated; the
 * card lookup has the balance check's rules and limits; the rules of spec §5 and §8.
 */
describe('activating a blank card', () => {
  let shop: TestServer;
  let cards: BlankCard[];
  let next = 0;
  const card = () => {
    const taken = cards[next];
    next += 1;
    if (!taken) throw new Error('out of blank cards');
    return taken;
  };

  beforeAll(async () => {
    shop = await startTestServer();
    cards = await buyBlankPack(shop, await blankPackProduct(shop));
  });

  afterAll(async () => {
    await settled(shop);
    await shop?.close();
  });

  const checkout = () => new Checkout(shop, { id: '', variations: [] });
  const activationOf = async (orderId: string) => (await shop.handle.db.select().from(cardActivations).where(eq(cardActivations.orderId, orderId)))[0];
  const cardRow = async (id: string) => (await shop.handle.db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
  const started = (answer: ActivateAnswer) => {
    expect(answer.errors).toEqual([]);
    expect(answer.action?.type).toBe('REDIRECT');
    return answer.activation?.orderUuid as string;
  };

  it('activates a card with 40 through the test payment page: balance 40.00, ACTIVE, one ISSUE, a mail', async () => {
    const blank = card();
    const visitor = new ActivationVisitor(shop);
    const answer = await visitor.activate(blank, 4000);
    const orderUuid = started(answer);
    // The same action shape as addGiftCardPayment: the test payment page, back to the success page.
    expect(answer.action?.url).toMatch(/\/test-psp\/pay\//);
    expect(answer.payment).toEqual({ status: 'REDIRECTED', method: 'card' });
    expect(answer.activation).toMatchObject({
      status: 'PENDING_PAYMENT',
      amount: { cents: 4000, currency: 'EUR' },
      maskedNumber: `•••• ${blank.number.slice(-4)}`,
      customerEmail: 'ben@example.com',
      orderStatus: 'PENDING',
    });
    // An order of kind ACTIVATION with one line of kind ACTIVATION for the amount, nothing else charged.
    const [order] = await shop.handle.db.select().from(orders).where(eq(orders.id, orderUuid));
    expect(order).toMatchObject({ kind: 'ACTIVATION', status: 'PENDING' });
    const placed = await visitor.call<{ placedOrder: { data: { customerEmail: string; totals: { grandTotal: { cents: number } }; order: { shipments: { packages: { kind: string; qty: number; amount: { cents: number } }[] }[] } } } }>(
      `query ($orderUuid: String!) { placedOrder(orderUuid: $orderUuid) { data { customerEmail totals { grandTotal { cents } } order { shipments { packages { kind qty amount { cents } } } } } } }`,
      { orderUuid },
    );
    expect(placed.placedOrder.data.customerEmail).toBe('ben@example.com');
    expect(placed.placedOrder.data.totals.grandTotal.cents).toBe(4000);
    expect(placed.placedOrder.data.order.shipments.flatMap((s) => s.packages)).toEqual([{ kind: 'ACTIVATION', qty: 1, amount: { cents: 4000 } }]);
    const [payment] = await shop.handle.db.select().from(payments).where(eq(payments.orderId, orderUuid));
    expect(payment).toMatchObject({ amountCents: 4000, currency: 'EUR', status: 'REDIRECTED' });

    const back = await checkout().choose(answer.action?.url as string, 'authorised');
    expect(back).toContain(`/aktivieren/erfolgreich/?order=${orderUuid}`);
    const done = await visitor.waitFor(orderUuid, 'DONE');
    expect(done).toMatchObject({ orderStatus: 'COMPLETED', amount: { cents: 4000 }, payment: { status: 'AUTHORISED' } });
    expect(done.validUntil).toMatch(/^\d{4}-01-01T00:00:00/);

    // The card: ACTIVE, 40.00, valid like an issued card, one ISSUE entry of this order.
    const row = await cardRow(blank.id);
    expect(row).toMatchObject({ status: 'ACTIVE', balanceCents: 4000 });
    expect(row?.expiresAt?.getUTCFullYear()).toBe(new Date().getUTCFullYear() + 4);
    expect(await cardBalance(shop.handle.db, blank.id)).toEqual({ balance: 4000, ledger: 4000 });
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, blank.id));
    expect(ledger.map((l) => [l.kind, l.amountCents, l.orderId])).toEqual([['ISSUE', 4000, orderUuid]]);
    // No card was issued for the activation order; it counts as issued once the card is active.
    expect(await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, orderUuid))).toEqual([]);
    expect((await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderUuid)))[0]?.issuedAt).toBeInstanceOf(Date);

    // The balance check and the card data page show it.
    const checked = await visitor.check(blank);
    expect(checked.errors).toEqual([]);
    expect(checked.card).toMatchObject({ balance: { cents: 4000, currency: 'EUR' } });
    const data = await visitor.cardData(blank);
    expect(data.errors).toEqual([]);
    expect(data.data).toMatchObject({ status: 'ACTIVE', balance: { cents: 4000, currency: 'EUR' }, expired: false, maskedNumber: `•••• ${blank.number.slice(-4)}` });
    expect(data.data?.validUntil).toBe(row?.expiresAt?.toISOString());
    expect(data.data?.productTitle).toBeTruthy();

    // The buyer's mail: amount, last four digits only, validity, the balance check.
    const [mail] = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `card-activated:${(await activationOf(orderUuid))?.id}`));
    expect(mail).toMatchObject({ kind: 'card-activated', recipient: 'ben@example.com', language: 'de', sealedSecrets: null });
    expect(JSON.stringify(mail)).not.toContain(blank.number);
    expect(JSON.stringify(mail)).not.toContain(blank.pin);
    const payload = mail?.payload as unknown as CardActivatedPayload;
    expect(payload).toMatchObject({ amount: { cents: 4000, currency: 'EUR' }, maskedNumber: `•••• ${blank.number.slice(-4)}` });
    expect(payload.balanceCheckUrl).toMatch(/\/guthaben-pruefen\/$/);
    const rendered = await renderMail('card-activated', 'de', payload);
    expect(rendered.subject).toContain('aktiviert');
    expect(rendered.text).toContain(blank.number.slice(-4));
    expect(rendered.text).not.toContain(blank.number.slice(0, 8));
    expect(rendered.text).toMatch(/40,00\s€/);
    expect(rendered.text).toContain('Gültig bis');
    expect(rendered.html).toContain(payload.balanceCheckUrl);
    for (const language of ['nl', 'en', 'fr']) expect((await renderMail('card-activated', language, payload)).text).toContain(blank.number.slice(-4));

    // A second activation of the same card is refused (spec §8 activation failed).
    const again = await new ActivationVisitor(shop).activate(blank, 2000);
    expect(again.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([[ErrorCode.ACTIVATION_FAILED, 'input.cardNumber']]);
    expect(again.action).toBeNull();
    // The job has nothing left to do for it.
    expect(await runDueActivations(shop.server.paymentServices)).toBe(0);
    expect(await cardBalance(shop.handle.db, blank.id)).toEqual({ balance: 4000, ledger: 4000 });
  });

  it('leaves the card not activated after a refused payment, and a retry activates it', async () => {
    const blank = card();
    const visitor = new ActivationVisitor(shop);
    const first = await visitor.activate(blank, 2500);
    const orderUuid = started(first);
    await checkout().choose(first.action?.url as string, 'refused');
    const failed = await visitor.waitFor(orderUuid, 'FAILED');
    expect(failed).toMatchObject({ orderStatus: 'CANCELED', payment: { status: 'REFUSED' } });
    expect(await cardRow(blank.id)).toMatchObject({ status: 'NOT_ACTIVATED', balanceCents: 0, expiresAt: null });
    expect(await visitor.cardData(blank)).toMatchObject({ data: null, errors: [{ code: ErrorCode.CARD_NOT_ACTIVATED }] });

    const retry = await visitor.activate(blank, 3000);
    const retryUuid = started(retry);
    expect(retryUuid).not.toBe(orderUuid);
    await checkout().choose(retry.action?.url as string, 'authorised');
    await visitor.waitFor(retryUuid, 'DONE');
    expect(await cardBalance(shop.handle.db, blank.id)).toEqual({ balance: 3000, ledger: 3000 });
    // A cancelled payment page ends the same way.
    const other = card();
    const cancelled = await visitor.activate(other, 1000);
    await checkout().choose(cancelled.action?.url as string, 'cancelled');
    await visitor.waitFor(started(cancelled), 'FAILED');
    expect(await cardRow(other.id)).toMatchObject({ status: 'NOT_ACTIVATED' });
  });

  it('refuses a second activation while one is under way, in the database too', async () => {
    const blank = card();
    const first = await new ActivationVisitor(shop).activate(blank, 5000);
    const orderUuid = started(first);
    const second = await new ActivationVisitor(shop).activate(blank, 5000);
    expect(second.errors).toEqual([{ code: ErrorCode.ACTIVATION_FAILED, message: 'An activation of this card is already under way', referencedRequestParameter: 'input.cardNumber' }]);
    // The partial unique index refuses a second activation that is not FAILED, whatever the code does.
    const [order] = await shop.handle.db.select().from(orders).where(eq(orders.id, orderUuid));
    await expect(
      shop.handle.db.insert(cardActivations).values({ id: crypto.randomUUID(), giftCardId: blank.id, orderId: order?.id as string, amountCents: 1000, currency: 'EUR' }),
    ).rejects.toThrow();
    // And the amount CHECK: whole units from 10 to 500 only.
    for (const amountCents of [900, 50_100, 1050]) {
      await expect(
        shop.handle.db.insert(cardActivations).values({ id: crypto.randomUUID(), giftCardId: blank.id, orderId: order?.id as string, amountCents, currency: 'EUR', status: 'FAILED' }),
      ).rejects.toThrow();
    }
    // Abandoned on the payment page: the job cancels the page and gives the activation up.
    expect(await expireUnpaidActivations(shop.server.paymentServices, { graceMs: 0, paymentTimeoutMs: 0 })).toBeGreaterThanOrEqual(1);
    expect(await activationOf(orderUuid)).toMatchObject({ status: 'FAILED' });
    expect((await shop.handle.db.select().from(payments).where(eq(payments.orderId, orderUuid)))[0]?.status).toBe('CANCELLED');
    const third = await new ActivationVisitor(shop).activate(blank, 5000);
    started(third);
  });

  it('applies a payment that arrives after its activation failed: again when the card waits, else flagged for a refund', async () => {
    const fail = (orderId: string) => shop.handle.db.transaction((tx) => failActivation(tx, orderId, new Date()));
    // Given up while its page was still open, then paid after all: the card still waits, so it is activated.
    const late = card();
    const first = await new ActivationVisitor(shop).activate(late, 2000);
    const lateUuid = started(first);
    expect(await fail(lateUuid)).toBe(true);
    await checkout().choose(first.action?.url as string, 'authorised');
    for (let i = 0; i < 200 && (await activationOf(lateUuid))?.status !== 'DONE'; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(await activationOf(lateUuid)).toMatchObject({ status: 'DONE' });
    expect(await cardBalance(shop.handle.db, late.id)).toEqual({ balance: 2000, ledger: 2000 });

    // Given up, another activation of the card took over, then the first is paid: no second value, a refund flagged.
    const taken = card();
    const errors = captureLogs();
    try {
      const a = await new ActivationVisitor(shop).activate(taken, 1000);
      const aUuid = started(a);
      expect(await fail(aUuid)).toBe(true);
      const b = await new ActivationVisitor(shop).activate(taken, 3000);
      const bUuid = started(b);
      await checkout().choose(b.action?.url as string, 'authorised');
      await checkout().choose(a.action?.url as string, 'authorised');
      await settled(shop);
      for (let i = 0; i < 200 && (await activationOf(bUuid))?.status !== 'DONE'; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(await activationOf(bUuid)).toMatchObject({ status: 'DONE' });
      expect(await activationOf(aUuid)).toMatchObject({ status: 'FAILED' });
      const [placement] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, aUuid));
      expect(placement?.issueProblem).toMatch(/refund/);
      expect(await cardBalance(shop.handle.db, taken.id)).toEqual({ balance: 3000, ledger: 3000 });
      expect(errors.messages('error').some((line) => line.includes('ALERT') && line.includes(aUuid))).toBe(true);
    } finally {
      errors.restore();
    }
  });

  it('counts wrong PINs against the balance check limits and locks the card', async () => {
    const blank = card();
    const visitor = new ActivationVisitor(shop, { 'x-store': '60' });
    const wrong = blank.pin === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const answer = await visitor.activate({ number: blank.number, pin: wrong }, 2000);
      expect(answer.errors.map((e) => e.code)).toEqual([ErrorCode.CARD_UNKNOWN]);
    }
    // Locked: the right PIN too, for the activation and the balance check alike (one counter).
    const locked = await visitor.activate(blank, 2000);
    expect(locked.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([[ErrorCode.TOO_MANY_ATTEMPTS, 'input.pin']]);
    expect((await visitor.check(blank)).errors.map((e) => e.code)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect((await visitor.cardData(blank)).errors.map((e) => e.code)).toEqual([ErrorCode.TOO_MANY_ATTEMPTS]);
    expect(await shop.handle.db.select().from(cardActivations).where(eq(cardActivations.giftCardId, blank.id))).toEqual([]);
  });

  it('refuses a card of another storefront by its prefix, and cards that are not blank ones waiting', async () => {
    const visitor = new ActivationVisitor(shop);
    const dutch = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { storefrontKey: 'CB', status: 'NOT_ACTIVATED', balanceCents: 0 });
    const foreign = await visitor.activate(dutch, 2000);
    expect(foreign.errors).toEqual([
      { code: ErrorCode.CARD_PREFIX_MISMATCH, message: 'This card number does not belong to this shop: please check it, or use the shop the card is from', referencedRequestParameter: 'input.cardNumber' },
    ]);
    // The card data page answers a card of another store (same prefix rules as the balance check) with that store.
    const dutchActive = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { storefrontKey: 'CB', balanceCents: 1000 });
    const elsewhere = await visitor.cardData(dutchActive);
    expect(elsewhere.errors.map((e) => e.code)).toEqual([ErrorCode.CARD_OTHER_STORE]);
    expect(elsewhere.cardStorefront?.name).toMatch(/ Nederland$/);
    expect(elsewhere.cardStorefront?.balanceCheckUrl).toMatch(/^https?:\/\/[^/]+\/saldocheck\/$/);
    const active = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { balanceCents: 1000 });
    expect((await visitor.cardData(active)).cardStorefront).toBeNull();
    expect((await visitor.activate(active, 2000)).errors.map((e) => e.code)).toEqual([ErrorCode.ACTIVATION_FAILED]);
    // Not activated, yet not a blank card of a pack (the demo's sample card): refused, nothing created.
    const notBlank = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { status: 'NOT_ACTIVATED', balanceCents: 2500 });
    expect((await visitor.activate(notBlank, 2000)).errors.map((e) => e.code)).toEqual([ErrorCode.ACTIVATION_FAILED]);
    const blocked = await issueTestCard(shop.handle.db, shop.secrets.pinPepper, { status: 'BLOCKED' });
    expect((await visitor.activate(blocked, 2000)).errors.map((e) => e.code)).toEqual([ErrorCode.CARD_BLOCKED]);
    expect(await shop.handle.db.select().from(cardActivations).where(eq(cardActivations.giftCardId, notBlank.id))).toEqual([]);
  });

  it('refuses amounts outside 10 to 500 and with cents in the spec format, before the captcha or the card', async () => {
    const blank = cards[cards.length - 1] as BlankCard;
    const visitor = new ActivationVisitor(shop);
    const range = { code: ErrorCode.INVALID_CART_INPUT, message: 'A card can be activated with an amount between 10 and 500', referencedRequestParameter: 'input.amountCents' };
    expect((await visitor.activate(blank, 900, { captchaToken: 'x' })).errors).toEqual([range]);
    expect((await visitor.activate(blank, 50_100, { captchaToken: 'x' })).errors).toEqual([range]);
    expect((await visitor.activate(blank, 1050, { captchaToken: 'x' })).errors).toEqual([
      { code: ErrorCode.INVALID_CART_INPUT, message: 'Please enter a whole amount without cents', referencedRequestParameter: 'input.amountCents' },
    ]);
    expect((await visitor.activate(blank, 2000, { email: 'nope' })).errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([[ErrorCode.INVALID_CART_INPUT, 'input.email']]);
    expect((await visitor.activate(blank, 2000, { captchaToken: 'forged' })).errors.map((e) => e.code)).toEqual([ErrorCode.CAPTCHA_FAILED]);
    expect((await visitor.activate(blank, 2000, { paymentMethod: 'invoice' })).errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([
      [ErrorCode.INVALID_CART_INPUT, 'input.paymentMethod'],
    ]);
    expect(await shop.handle.db.select().from(cardActivations).where(eq(cardActivations.giftCardId, blank.id))).toEqual([]);
  });

  it('shows an activation only to the visitor who placed it, and card data only after the right PIN', async () => {
    const blank = card();
    const visitor = new ActivationVisitor(shop);
    const orderUuid = started(await visitor.activate(blank, 1500));
    expect((await visitor.activation(orderUuid)).data?.status).toBe('PENDING_PAYMENT');
    const stranger = await new ActivationVisitor(shop).activation(orderUuid);
    expect(stranger).toEqual({ data: null, errors: [{ code: ErrorCode.UNKNOWN_CART_ITEM, message: 'This activation is unknown', referencedRequestParameter: 'orderUuid' }] });
    expect((await visitor.activation('not-a-uuid')).data).toBeNull();
    const wrong = await new ActivationVisitor(shop).cardData({ number: blank.number, pin: blank.pin === '123456' ? '654321' : '123456' });
    expect(wrong.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([[ErrorCode.CARD_UNKNOWN, 'cardNumber']]);
    const [state] = await shop.handle.db.select().from(cardActivations).where(and(eq(cardActivations.orderId, orderUuid)));
    expect(state?.status).toBe('PENDING_PAYMENT');
    // Leaving after a failed payment (discardOrder) gives the activation up; nothing goes into a basket.
    await shop.handle.db.update(payments).set({ status: 'REFUSED' }).where(eq(payments.orderId, orderUuid));
    const discarded = await visitor.call<{ discardOrder: { order: unknown; errors: unknown[] } }>(
      'mutation ($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { order { id } errors { code } } }',
      { orderUuid },
    );
    expect(discarded.discardOrder).toEqual({ order: null, errors: [] });
    expect(await activationOf(orderUuid)).toMatchObject({ status: 'FAILED' });
    expect((await shop.handle.db.select().from(orders).where(eq(orders.id, orderUuid)))[0]?.status).toBe('CANCELED');
  });
});
