/**
 * Money after the sale (issue 33, items 1 and 2; ADR 0041) over real HTTP on PGlite, one test per
 * provider event kind: the operator refund (whole order, one card, part of it; only value not yet
 * redeemed; audited with its reason), the provider's REFUND confirming it, a refund the provider
 * refuses or that fails or comes back later (the value goes back, once), a refund made at the
 * provider itself, a chargeback (unspent value frozen at once, cards blocked, buyer mailed, loss
 * recorded) and its reversal, events arriving twice or out of order, disputes without money, a
 * failed capture, and a double payment refunded automatically. Notifications are signed with the
 * HMAC key and posted to the endpoint as the provider does. The races are proven on PostgreSQL in
 * refunds.postgres.test.ts.
 */
import { and, asc, eq } from 'drizzle-orm';
import { giftCards, mailOutbox, paymentDisputes, paymentNotifications, payments, refunds, testPspPayments, testPspRefunds } from '../../db/order-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { type PaidOrder, cardStates, eventually, knownPin, ledgerSum, notify, operatorRefund, paidOrder } from '../../testing/after-sale';
import { ActivationVisitor, type BlankCard, blankPackProduct, buyBlankPack } from '../../testing/activation';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { RedeemVisitor } from '../../testing/redeem';
import { Shopper } from '../../testing/shopper';
import { type TestServer, openTestDatabase, startTestServer } from '../../testing/test-server';
import { type TestPaymentProvider, createTestPaymentProvider } from '../payments/test-psp/test-psp-provider';
import { retryOpenRefunds } from './after-sale';
import { renderMail } from '../mail/templates';
import { type MoneyAlert, onMoneyAlert } from '../payments/money-alerts';
import type { NotificationEventCode } from '../payments/provider';
import { silenceLogs } from '../../testing/log-capture';

const KEY = 'feedface'.repeat(8);
const REDEEM_PRODUCT = 'cbde-audible';

describe('refunds and chargebacks', () => {
  let shop: TestServer;
  let checkout: Checkout;
  const alerts: MoneyAlert[] = [];
  let stopListening: () => void;

  silenceLogs();
  beforeAll(async () => {
    shop = await startTestServer({ paymentHmacKeyHex: KEY });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    stopListening = onMoneyAlert((alert) => alerts.push(alert));
  });

  afterAll(async () => {
    stopListening?.();
    await shop?.close();
  });

  const db = () => shop.handle.db;
  const alertsOf = (order: PaidOrder) => alerts.filter((a) => a.orderNumber === order.orderNumber);

  /** An owner redeems part of a card for another card (nothing to pay): the value is spent. */
  async function redeem(cardId: string, amountCents: number): Promise<void> {
    const visitor = new RedeemVisitor(shop);
    const checked = await visitor.check(await knownPin(shop, cardId));
    expect(checked.errors).toEqual([]);
    expect((await visitor.add(REDEEM_PRODUCT, amountCents)).errors).toEqual([]);
    const placed = await visitor.place();
    expect(placed.errors).toEqual([]);
    expect(placed.order?.status).toBe('COMPLETED');
  }

  const refundRow = async (id: string) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0];
  const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
  const mailsOf = (kind: string, orderNumber: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, kind))
      .then((rows) => rows.filter((m) => (m.payload as { orderNumber?: string }).orderNumber === orderNumber));

  /** An event about a paid order's payment (a refund, capture or dispute names it by originalReference). */
  const event = (order: PaidOrder, eventCode: NotificationEventCode, pspReference: string, extra: { amountCents?: number; success?: boolean; eventDate?: Date } = {}) =>
    notify(shop, KEY, {
      pspReference,
      originalReference: order.pspReference,
      merchantReference: order.orderNumber,
      amountCents: extra.amountCents ?? order.amountCents,
      currency: 'EUR',
      eventCode,
      success: extra.success ?? true,
      eventDate: extra.eventDate,
    });

  it('refunds the unredeemed value of an order through the operator mutation, audited with its reason; the provider confirms and the buyer is mailed', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    await redeem(order.cardIds[0] as string, 2500);

    const answer = await operatorRefund(shop, { orderUuid: order.orderId, reason: 'Kunde hat storniert (Ticket 4711)' });
    expect(answer.errors).toBeUndefined();
    expect(answer.payload?.errors).toEqual([]);
    const refund = answer.payload?.refund;
    // Only what was not redeemed: 25 € left on the first card, 50 € on the second.
    expect(refund).toMatchObject({ orderId: order.orderId, cardId: null, status: 'REQUESTED', origin: 'SHOP', amountCents: 7500, currency: 'EUR', reason: 'Kunde hat storniert (Ticket 4711)' });
    expect(refund?.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    // Taken from the cards in the transaction that recorded the refund.
    expect((await cardStates(db(), order.cardIds)).map((c) => [c.balanceCents, c.ledgerCents])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(await ledgerSum(db(), order.cardIds, ['REFUND_OUT'])).toBe(-7500);

    // The test provider confirms with a REFUND notification; the buyer gets the mail in the order's language.
    await eventually(async () => (await refundRow(refund?.id as string))?.status === 'REFUNDED', 'the refund confirmed');
    const [mail] = await mailsOf('refund-issued', order.orderNumber);
    expect(mail).toMatchObject({ language: 'de', recipient: 'anna@example.com' });
    expect(mail?.payload).toMatchObject({ amount: { cents: 7500, currency: 'EUR' }, maskedNumbers: [expect.stringMatching(/^•••• \d{4}$/), expect.stringMatching(/^•••• \d{4}$/)] });

    const [audit] = await db().select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'order.refund'), eq(operatorAuditLog.targetId, order.orderId)));
    expect(audit?.actorKind).toBe('cli-token');
    expect(audit?.after).toMatchObject({ refundId: refund?.id, amountCents: 7500, reason: 'Kunde hat storniert (Ticket 4711)' });

    // Nothing is left to refund now.
    const again = await operatorRefund(shop, { orderUuid: order.orderId, reason: 'again' });
    expect(again.payload?.errors).toEqual([expect.objectContaining({ code: 2044, referencedRequestParameter: 'input.orderUuid' })]);
  });

  it('refunds and freezes orders paid by Klarna and by the wallets like card orders (ADR 0051)', async () => {
    const klarna = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }], 'klarna@example.com', 'klarna');
    expect((await db().select().from(payments).where(eq(payments.id, klarna.paymentId)))[0]).toMatchObject({ method: 'klarna', status: 'AUTHORISED' });
    const answer = await operatorRefund(shop, { orderUuid: klarna.orderId, reason: 'Klarna: Kunde hat storniert' });
    expect(answer.payload?.errors).toEqual([]);
    expect(answer.payload?.refund).toMatchObject({ status: 'REQUESTED', amountCents: 5000 });
    await eventually(async () => (await refundRow(answer.payload?.refund?.id as string))?.status === 'REFUNDED', 'the Klarna refund confirmed');
    const [atProvider] = await db().select().from(testPspRefunds).where(eq(testPspRefunds.paymentPspReference, klarna.pspReference));
    expect(atProvider?.amountCents).toBe(5000);

    for (const method of ['applepay', 'googlepay']) {
      const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }], `${method}@example.com`, method);
      expect((await db().select().from(payments).where(eq(payments.id, order.paymentId)))[0]?.method).toBe(method);
      expect((await event(order, 'CHARGEBACK', `WALLETCB${method.slice(0, 8).toUpperCase().padEnd(8, '0')}`)).text).toBe('[accepted]');
      expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'BLOCKED', balanceCents: 0 })]);
      expect(await ledgerSum(db(), order.cardIds, ['FREEZE'])).toBe(-5000);
    }
  });

  it('refunds part of one card, never more than it holds, and answers mistakes in the spec format', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    const cardId = order.cardIds[1] as string;
    const part = await operatorRefund(shop, { cardId, amountCents: 2000, reason: 'Teilerstattung' });
    expect(part.payload?.refund).toMatchObject({ cardId, amountCents: 2000, status: 'REQUESTED' });
    expect((await cardStates(db(), order.cardIds)).map((c) => c.balanceCents)).toEqual([5000, 3000]);

    const tooMuch = await operatorRefund(shop, { cardId, amountCents: 3001, reason: 'zu viel' });
    expect(tooMuch.payload).toEqual({ refund: null, errors: [{ code: 2001, message: expect.stringContaining('At most 3000'), referencedRequestParameter: 'input.amountCents' }] });
    expect((await operatorRefund(shop, { cardId, reason: '  ' })).payload?.errors).toEqual([expect.objectContaining({ code: 2001, referencedRequestParameter: 'input.reason' })]);
    expect((await operatorRefund(shop, { cardId, amountCents: 0, reason: 'null' })).payload?.errors).toEqual([
      expect.objectContaining({ code: 2001, referencedRequestParameter: 'input.amountCents' }),
    ]);
    expect((await operatorRefund(shop, { orderUuid: order.orderId, cardId, reason: 'beides' })).payload?.errors).toEqual([expect.objectContaining({ code: 2001 })]);
    expect((await operatorRefund(shop, { orderUuid: '00000000-0000-4000-8000-000000000000', reason: 'unbekannt' })).payload?.errors).toEqual([
      expect.objectContaining({ code: 2003, referencedRequestParameter: 'input.orderUuid' }),
    ]);
    // Operators only.
    const stranger = await operatorRefund(shop, { cardId, reason: 'ich' }, 'not-the-token');
    expect(stranger.payload?.refund ?? null).toBeNull();
    expect(JSON.stringify(stranger)).toMatch(/1401/);
    expect((await cardStates(db(), order.cardIds)).map((c) => c.balanceCents)).toEqual([5000, 3000]);
  });

  it('gives the value back at once when the provider refuses the refund', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    // The provider no longer has an authorised payment to refund.
    await db().update(testPspPayments).set({ status: 'REFUSED' }).where(eq(testPspPayments.pspReference, order.pspReference));
    const answer = await operatorRefund(shop, { orderUuid: order.orderId, reason: 'abgelehnt' });
    expect(answer.payload?.refund).toMatchObject({ status: 'FAILED', amountCents: 5000, problem: expect.stringContaining('refused by the provider') });
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ balanceCents: 5000, ledgerCents: 5000, status: 'ACTIVE' })]);
    expect(await ledgerSum(db(), order.cardIds, ['REFUND_BACK'])).toBe(5000);
    expect(alertsOf(order).map((a) => a.kind)).toContain('refund.failed');
  });

  it('gives the value back once when a refund fails or comes back later; repeated and late notifications change nothing', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    const first = (await operatorRefund(shop, { cardId: order.cardIds[0], reason: 'Erstattung 1' })).payload?.refund;
    const second = (await operatorRefund(shop, { cardId: order.cardIds[1], reason: 'Erstattung 2' })).payload?.refund;
    await eventually(async () => (await refundRow(first?.id as string))?.status === 'REFUNDED' && (await refundRow(second?.id as string))?.status === 'REFUNDED', 'both refunds confirmed');

    // The first fails at the scheme after all (twice delivered), the second comes back.
    for (let i = 0; i < 2; i += 1) expect((await event(order, 'REFUND_FAILED', first?.pspReference as string, { amountCents: 5000 })).text).toBe('[accepted]');
    expect((await event(order, 'REFUNDED_REVERSED', second?.pspReference as string, { amountCents: 5000 })).text).toBe('[accepted]');
    expect((await refundRow(first?.id as string))?.status).toBe('FAILED');
    expect((await refundRow(second?.id as string))?.status).toBe('REVERSED');
    // A late answer about the failed one (REFUND success=false, a new event id) changes nothing either.
    await event(order, 'REFUND', first?.pspReference as string, { amountCents: 5000, success: false });
    expect((await cardStates(db(), order.cardIds)).map((c) => [c.balanceCents, c.ledgerCents])).toEqual([
      [5000, 5000],
      [5000, 5000],
    ]);
    expect(await ledgerSum(db(), order.cardIds, ['REFUND_OUT'])).toBe(-10_000);
    expect(await ledgerSum(db(), order.cardIds, ['REFUND_BACK'])).toBe(10_000);
    expect(await checkout.countRows(paymentNotifications, eq(paymentNotifications.pspReference, first?.pspReference as string))).toBe(3);
  });

  it('takes what the cards still hold when the provider refunds on its own, and records the rest as a loss', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    await redeem(order.cardIds[0] as string, 2500);
    expect((await event(order, 'REFUND', 'PROVIDERREFUND01', { amountCents: 10_000 })).text).toBe('[accepted]');
    const [made] = await refundsOf(order.orderId);
    expect(made).toMatchObject({ origin: 'PROVIDER', status: 'REFUNDED', amountCents: 10_000, pspReference: 'PROVIDERREFUND01', problem: expect.stringContaining('2500 cents') });
    expect((await cardStates(db(), order.cardIds)).map((c) => c.balanceCents)).toEqual([0, 0]);
    expect(alertsOf(order).map((a) => a.kind)).toContain('refund.loss');
    expect(await mailsOf('refund-issued', order.orderNumber)).toHaveLength(1);
    // The same notification again: nothing more.
    await event(order, 'REFUND', 'PROVIDERREFUND01', { amountCents: 10_000 });
    expect(await refundsOf(order.orderId)).toHaveLength(1);
  });

  it('applies a cancel-or-refund made at the provider like its refund, once', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    for (let i = 0; i < 2; i += 1) expect((await event(order, 'CANCEL_OR_REFUND', 'CANCELORREFUND01', { amountCents: 5000 })).text).toBe('[accepted]');
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ origin: 'PROVIDER', status: 'REFUNDED', amountCents: 5000, problem: null })]);
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'ACTIVE', balanceCents: 0, ledgerCents: 0 })]);
    expect(alertsOf(order).map((a) => a.kind)).toContain('refund.provider');
  });

  it('freezes the unspent value at once on a chargeback, blocks the cards, mails the buyer and records the loss; its reversal gives back exactly that', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    await redeem(order.cardIds[0] as string, 2500);
    const t0 = Date.now();
    expect((await event(order, 'CHARGEBACK', 'DISPUTE000000001', { eventDate: new Date(t0) })).text).toBe('[accepted]');

    expect(await cardStates(db(), order.cardIds)).toEqual([
      expect.objectContaining({ status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 }),
      expect.objectContaining({ status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 }),
    ]);
    expect(await ledgerSum(db(), order.cardIds, ['FREEZE'])).toBe(-7500);
    const [dispute] = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
    expect(dispute).toMatchObject({ status: 'CHARGED_BACK', frozen: true, frozenCents: 7500, spentCents: 2500, lostCents: order.amountCents - 7500, amountCents: order.amountCents });
    const [mail] = await mailsOf('card-blocked', order.orderNumber);
    expect(mail).toMatchObject({ language: 'de', recipient: 'anna@example.com' });
    expect(mail?.payload).toMatchObject({ frozen: { cents: 7500, currency: 'EUR' } });
    expect(alertsOf(order).map((a) => a.kind)).toContain('dispute.chargeback');
    // A blocked card cannot be redeemed.
    const visitor = new RedeemVisitor(shop);
    expect((await visitor.check(await knownPin(shop, order.cardIds[1] as string))).errors).toEqual([expect.objectContaining({ code: 2041 })]);

    // Delivered again, and its early warning arriving late: nothing more is frozen or mailed.
    await event(order, 'CHARGEBACK', 'DISPUTE000000001', { eventDate: new Date(t0) });
    await event(order, 'NOTIFICATION_OF_CHARGEBACK', 'DISPUTE000000001', { eventDate: new Date(t0 - 86_400_000) });
    expect(await ledgerSum(db(), order.cardIds, ['FREEZE'])).toBe(-7500);
    expect(await mailsOf('card-blocked', order.orderNumber)).toHaveLength(1);

    // Won: exactly the frozen value comes back, exactly these cards are unblocked.
    await event(order, 'CHARGEBACK_REVERSED', 'DISPUTE000000001', { eventDate: new Date(t0 + 60_000) });
    expect((await cardStates(db(), order.cardIds)).map((c) => [c.status, c.balanceCents, c.ledgerCents])).toEqual([
      ['ACTIVE', 2500, 2500],
      ['ACTIVE', 5000, 5000],
    ]);
    const [reversed] = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
    expect(reversed).toMatchObject({ status: 'REVERSED', frozen: false, lostCents: 0 });
    await event(order, 'CHARGEBACK_REVERSED', 'DISPUTE000000001', { eventDate: new Date(t0 + 60_000) });
    expect(await ledgerSum(db(), order.cardIds, ['UNFREEZE'])).toBe(7500);

    // A second chargeback after the reversal freezes again.
    await event(order, 'SECOND_CHARGEBACK', 'DISPUTE000000001', { eventDate: new Date(t0 + 120_000) });
    expect((await cardStates(db(), order.cardIds)).map((c) => [c.status, c.balanceCents])).toEqual([
      ['BLOCKED', 0],
      ['BLOCKED', 0],
    ]);
    expect(await ledgerSum(db(), order.cardIds, ['FREEZE'])).toBe(-15_000);
  });

  it('applies the newest event of a dispute: a reversal that arrives before its chargeback leaves the cards alone', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    const t0 = Date.now();
    await event(order, 'CHARGEBACK_REVERSED', 'DISPUTE000000002', { eventDate: new Date(t0 + 60_000) });
    await event(order, 'CHARGEBACK', 'DISPUTE000000002', { eventDate: new Date(t0) });
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'ACTIVE', balanceCents: 5000 })]);
    expect(await ledgerSum(db(), order.cardIds, ['FREEZE', 'UNFREEZE'])).toBe(0);
    const [dispute] = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
    expect(dispute).toMatchObject({ status: 'REVERSED', frozen: false, lastEventCode: 'CHARGEBACK_REVERSED' });
    expect(await checkout.countRows(paymentNotifications, eq(paymentNotifications.pspReference, 'DISPUTE000000002'))).toBe(2);
  });

  it('records and alerts disputes without money (an inquiry, a fraud report) and freezes nothing', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    await event(order, 'REQUEST_FOR_INFORMATION', 'DISPUTE000000003');
    await event(order, 'NOTIFICATION_OF_FRAUD', 'FRAUD00000000003');
    const disputes = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId)).orderBy(asc(paymentDisputes.createdAt));
    expect(disputes.map((d) => [d.status, d.frozen])).toEqual([
      ['INQUIRY', false],
      ['FRAUD_REPORTED', false],
    ]);
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'ACTIVE', balanceCents: 5000 })]);
    expect(alertsOf(order).filter((a) => a.kind === 'dispute.opened')).toHaveLength(2);
  });

  it('freezes the unspent value when the capture fails', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    await event(order, 'CAPTURE_FAILED', 'CAPTURE000000004');
    const [dispute] = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
    expect(dispute).toMatchObject({ status: 'CAPTURE_FAILED', frozen: true, frozenCents: 5000 });
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'BLOCKED', balanceCents: 0 })]);
    expect(alertsOf(order).map((a) => a.kind)).toContain('capture.failed');
  });

  it('ignores an event about our payment that does not fit it (another currency, more than was paid)', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }]);
    await notify(shop, KEY, { pspReference: 'DISPUTE000000005', originalReference: order.pspReference, merchantReference: order.orderNumber, amountCents: 100, currency: 'PLN', eventCode: 'CHARGEBACK', success: true });
    await event(order, 'REFUND', 'TOOMUCH000000005', { amountCents: order.amountCents + 1 });
    expect(await cardStates(db(), order.cardIds)).toEqual([expect.objectContaining({ status: 'ACTIVE', balanceCents: 5000 })]);
    const stored = await db().select().from(paymentNotifications).where(eq(paymentNotifications.outcome, 'MISMATCH'));
    expect(stored.filter((n) => n.pspReference === 'DISPUTE000000005' || n.pspReference === 'TOOMUCH000000005')).toHaveLength(2);
  });

  it('refunds a double payment automatically', async () => {
    const shopper = new Shopper(shop);
    const cartId = await checkout.fill(shopper);
    const placed = await checkout.place(shopper, cartId);
    // The shopper opens the card page, then pays by PayPal instead …
    const first = await checkout.pay(shopper, cartId, 'card');
    const [firstPayment] = await db().select().from(payments).where(eq(payments.orderId, cartId));
    const second = await checkout.pay(shopper, cartId, 'paypal');
    await checkout.choose(second.action?.url as string, 'authorised');
    await checkout.waitFor(shopper, cartId, (o) => o.status === 'COMPLETED');
    expect(first.errors).toEqual([]);
    // … yet the first page was paid too (the provider authorised it after all).
    await db().update(testPspPayments).set({ status: 'AUTHORISED' }).where(eq(testPspPayments.pspReference, firstPayment?.pspReference as string));
    const res = await notify(shop, KEY, {
      pspReference: firstPayment?.pspReference as string,
      merchantReference: placed.orderNumber,
      amountCents: firstPayment?.amountCents as number,
      currency: 'EUR',
      eventCode: 'AUTHORISATION',
      success: true,
    });
    expect(res.text).toBe('[accepted]');
    const [duplicate] = await db().select().from(payments).where(eq(payments.id, firstPayment?.id as string));
    expect(duplicate?.status).toBe('DUPLICATE');
    const made = await eventually(async () => {
      const [row] = await refundsOf(cartId);
      return row?.status === 'REFUNDED' ? row : null;
    }, 'the double payment refunded');
    expect(made).toMatchObject({ origin: 'DUPLICATE', amountCents: firstPayment?.amountCents, paymentId: firstPayment?.id });
    // The cards of the order keep their value: the refund is of the second payment, not of card value.
    const cards = await db().select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.orderId, cartId));
    expect(await ledgerSum(db(), cards.map((c) => c.id), ['REFUND_OUT'])).toBe(0);
    expect(alerts.filter((a) => a.kind === 'payment.double' && a.orderNumber === placed.orderNumber)).toHaveLength(1);
    expect(await mailsOf('refund-issued', placed.orderNumber)).toHaveLength(1);
    expect(await ledgerSum(db(), cards.map((c) => c.id), ['ISSUE', 'REFUND_OUT', 'REFUND_BACK', 'FREEZE', 'UNFREEZE'])).toBe(12_500);
  });

  it("refunds and freezes an activated blank card against its activation's payment, not the pack's", async () => {
    const [blank, untouched] = await buyBlankPack(shop, await blankPackProduct(shop));
    const visitor = new ActivationVisitor(shop);
    const answer = await visitor.activate(blank as BlankCard, 4000);
    const orderUuid = answer.activation?.orderUuid as string;
    await checkout.choose(answer.action?.url as string, 'authorised');
    const done = await visitor.waitFor(orderUuid, 'DONE');
    const [activationPayment] = await db().select().from(payments).where(eq(payments.orderId, orderUuid));
    const activation: PaidOrder = {
      orderId: orderUuid,
      orderNumber: done.orderNumber,
      paymentId: activationPayment?.id as string,
      pspReference: activationPayment?.pspReference as string,
      amountCents: 4000,
      cardIds: [blank?.id as string],
    };

    const part = await operatorRefund(shop, { cardId: blank?.id, amountCents: 1500, reason: 'Aktivierung teilweise erstattet' });
    expect(part.payload?.refund).toMatchObject({ orderId: orderUuid, cardId: blank?.id, amountCents: 1500 });
    expect((await refundRow(part.payload?.refund?.id as string))?.paymentId).toBe(activationPayment?.id);
    // The pack's other (never activated) card has no value to refund.
    expect((await operatorRefund(shop, { cardId: untouched?.id, reason: 'nichts' })).payload?.errors).toEqual([expect.objectContaining({ code: 2044 })]);

    await event(activation, 'CHARGEBACK', 'DISPUTE000000006');
    expect(await cardStates(db(), [blank?.id as string])).toEqual([expect.objectContaining({ status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 })]);
    const [dispute] = await db().select().from(paymentDisputes).where(eq(paymentDisputes.orderId, orderUuid));
    expect(dispute).toMatchObject({ frozenCents: 2500, lostCents: 1500 });
  });

  it('writes the buyer\'s mails in the storefront\'s language, English for a language no storefront speaks', async () => {
    const blocked = { orderNumber: '60-2611-000123', storefrontName: 'Geschenkkarten', shopUrl: 'https://example.com/', customerName: 'Anna Berg', maskedNumbers: ['6037600000000001234'], frozen: { cents: 7500, currency: 'EUR' } };
    const refunded = { ...blocked, amount: { cents: 2500, currency: 'EUR' } };
    const de = await renderMail('card-blocked', 'de', blocked);
    expect(de.subject).toContain('gesperrt');
    expect(de.text).toContain('75,00');
    expect(de.text).toContain('•••• 1234');
    expect(de.text).not.toContain('6037600000000001234');
    expect((await renderMail('card-blocked', 'nl', blocked)).subject).toContain('geblokkeerd');
    expect((await renderMail('refund-issued', 'de', refunded)).subject).toContain('Erstattung');
    expect((await renderMail('refund-issued', 'nl-BE', refunded)).subject).toContain('terugbetaling');
    expect((await renderMail('refund-issued', 'fr', refunded)).subject).toContain('remboursement');
    expect((await renderMail('card-blocked', 'pl', blocked)).subject).toContain('zablokowane');
    expect((await renderMail('refund-issued', 'ro', refunded)).subject).toContain('refund');
  });
});

describe('a refund without a clear answer from the provider', () => {
  let shop: TestServer;
  let checkout: Checkout;
  let real: TestPaymentProvider;
  let flaky: TestPaymentProvider;
  /** What the provider's next refund calls do: 'throw' before reaching it, 'lose' the answer after it refunded. */
  const next: Array<'throw' | 'lose'> = [];

  silenceLogs();
  beforeAll(async () => {
    const handle = await openTestDatabase();
    real = createTestPaymentProvider({ db: handle.db, hmacKeyHex: KEY });
    flaky = {
      ...real,
      async refundPayment(request) {
        const mode = next.shift();
        if (mode === 'throw') throw new Error('socket hang up');
        const answer = await real.refundPayment(request);
        if (mode === 'lose') throw new Error('timeout after the provider answered');
        return answer;
      },
    };
    shop = await startTestServer({ paymentHmacKeyHex: KEY, payments: flaky }, handle);
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    real?.close();
    await shop?.close();
  });

  it('keeps the value taken and asks again with the same key: refunded once, never given back while it may have been paid', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    const context = () => ({
      db: shop.handle.db,
      payments: flaky,
      mail: async () => ({ urls: { storefront: () => 'http://localhost/' } as never, stores: new Map(), now: new Date() }),
    });

    // The call never reached the provider.
    next.push('throw');
    const first = (await operatorRefund(shop, { cardId: order.cardIds[0], reason: 'unklar 1' })).payload?.refund;
    expect(first).toMatchObject({ status: 'REQUESTED', pspReference: null, problem: expect.stringContaining('no clear answer') });
    expect((await cardStates(shop.handle.db, order.cardIds)).map((c) => c.balanceCents)).toEqual([0, 5000]);

    // The provider refunded, but its answer was lost: its REFUND notification cannot be placed yet (404, retried).
    next.push('lose');
    const second = (await operatorRefund(shop, { cardId: order.cardIds[1], amountCents: 2000, reason: 'unklar 2' })).payload?.refund;
    expect(second).toMatchObject({ status: 'REQUESTED', pspReference: null });

    // The reconciliation round asks again with the same idempotency keys.
    expect(await retryOpenRefunds(context(), 0)).toBe(2);
    await eventually(
      async () => (await refundRow(first?.id as string))?.status === 'REFUNDED' && (await refundRow(second?.id as string))?.status === 'REFUNDED',
      'both refunds confirmed',
    );
    // One refund each at the provider, the value taken once.
    for (const id of [first?.id, second?.id]) expect(await shop.handle.db.select().from(testPspRefunds).where(eq(testPspRefunds.idempotencyKey, id as string))).toHaveLength(1);
    expect(await ledgerSum(shop.handle.db, order.cardIds, ['REFUND_OUT', 'REFUND_BACK'])).toBe(-7000);
    expect(await retryOpenRefunds(context(), 0)).toBe(0);
  });

  const refundRow = async (id: string) => (await shop.handle.db.select().from(refunds).where(eq(refunds.id, id)))[0];
});
