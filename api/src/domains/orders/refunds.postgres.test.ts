/**
 * Money after the sale on a real PostgreSQL server (issue 33, ADR 0041): PGlite runs one transaction at
 * a time and would hide every race, so these run over real HTTP with a connection pool:
 *
 * - a chargeback on a paid order (one card half redeemed, one untouched), delivered six times at once,
 *   freezes exactly the unspent value once and records the loss;
 * - a refund racing a redeem of the same card never pays out more than the card held (100 trials):
 *   exactly one of them gets the value, the balance never goes below 0 and equals the ledger;
 * - a chargeback and its reversal, and a refund's confirmation, failure and reversal, each delivered
 *   several times at once and in any order, apply once: the value is frozen and given back, or taken
 *   and given back, exactly once.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db';
import { giftCards, paymentDisputes, paymentNotifications, refunds } from '../../db/order-schema';
import { type PaidOrder, cardStates, eventually, knownPin, ledgerSum, notify, operatorRefund, paidOrder } from '../../testing/after-sale';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { type PostgresServer, describeOnPostgres, startPostgresServer } from '../../testing/postgres-server';
import { RedeemVisitor, issueTestCard } from '../../testing/redeem';
import { type TestServer, startTestServer } from '../../testing/test-server';
import type { NotificationEventCode } from '../payments/provider';
import { silenceLogs } from '../../testing/log-capture';

const KEY = 'b0a710ad'.repeat(8);
const REDEEM_PRODUCT = 'cbde-audible';

describeOnPostgres('refund and chargeback races')('refunds and chargebacks on PostgreSQL', () => {
  let server: PostgresServer;
  let handle: DatabaseHandle;
  let shop: TestServer;
  let checkout: Checkout;

  silenceLogs();
  beforeAll(async () => {
    server = await startPostgresServer();
    handle = await server.openPrepared({ poolMax: 20 });
    shop = await startTestServer({ paymentHmacKeyHex: KEY }, handle);
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
    // Alerts are expected here (chargebacks, failed refunds); the assertions check the money.
  }, 240_000);

  afterAll(async () => {
    await shop?.close();
    server?.stop();
  });

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

  /** An owner redeems part of a card (nothing to pay): the value is spent. */
  async function redeem(cardId: string, amountCents: number): Promise<void> {
    const visitor = new RedeemVisitor(shop);
    expect((await visitor.check(await knownPin(shop, cardId))).errors).toEqual([]);
    expect((await visitor.add(REDEEM_PRODUCT, amountCents)).errors).toEqual([]);
    expect((await visitor.place()).order?.status).toBe('COMPLETED');
  }

  it('freezes exactly the unspent value on a chargeback delivered six times at once (one card half redeemed, one untouched) and records the loss', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
    await redeem(order.cardIds[0] as string, 2500);
    const eventDate = new Date();
    const answers = await Promise.all(Array.from({ length: 6 }, () => event(order, 'CHARGEBACK', 'PGDISPUTE0000001', { eventDate })));
    expect(answers.map((a) => a.text)).toEqual(Array(6).fill('[accepted]'));

    expect(await cardStates(handle.db, order.cardIds)).toEqual([
      expect.objectContaining({ status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 }),
      expect.objectContaining({ status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 }),
    ]);
    // Exactly the unspent value: 25 € left on the first card, 50 € on the untouched one.
    expect(await ledgerSum(handle.db, [order.cardIds[0] as string], ['FREEZE'])).toBe(-2500);
    expect(await ledgerSum(handle.db, [order.cardIds[1] as string], ['FREEZE'])).toBe(-5000);
    const disputes = await handle.db.select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
    expect(disputes).toEqual([
      expect.objectContaining({ status: 'CHARGED_BACK', frozen: true, frozenCents: 7500, spentCents: 2500, amountCents: order.amountCents, lostCents: order.amountCents - 7500 }),
    ]);
    expect(await shop.handle.db.select().from(paymentNotifications).where(eq(paymentNotifications.pspReference, 'PGDISPUTE0000001'))).toHaveLength(1);
  }, 120_000);

  it('never pays out more than a card held when a refund races a redeem of it (100 trials)', async () => {
    // One paid order big enough for every trial's refund; each trial's card is one of its cards.
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 20 }]);
    const CARD_CENTS = 1000;
    const outcomes = { refunded: 0, redeemed: 0 };
    const problems: string[] = [];

    async function trial(): Promise<void> {
      const card = await issueTestCard(handle.db, shop.secrets.pinPepper, { balanceCents: CARD_CENTS });
      await handle.db.update(giftCards).set({ orderId: order.orderId }).where(eq(giftCards.id, card.id));
      const visitor = new RedeemVisitor(shop);
      const checked = await visitor.check(card);
      if (checked.errors.length) throw new Error(`balance check: ${JSON.stringify(checked.errors)}`);
      const added = await visitor.add(REDEEM_PRODUCT, 2500);
      if (added.errors.length) throw new Error(`choosing: ${JSON.stringify(added.errors)}`);

      // The race: the owner places the redeem (the card covers 10 € of it) while an operator refunds the card.
      const [placed, refund] = await Promise.all([visitor.place(randomUUID()), operatorRefund(shop, { cardId: card.id, reason: 'race' })]);
      const redeemed = placed.order !== null && placed.errors.length === 0;
      const refunded = refund.payload?.refund?.status === 'REQUESTED' || refund.payload?.refund?.status === 'REFUNDED';
      if (redeemed) outcomes.redeemed += 1;
      if (refunded) outcomes.refunded += 1;
      if (redeemed === refunded) problems.push(`redeem ${JSON.stringify(placed.errors)} / refund ${JSON.stringify(refund.payload ?? refund.errors)}`);
      if (!redeemed && placed.errors[0]?.code !== 2044) problems.push(`redeem refused with ${JSON.stringify(placed.errors)}`);
      if (!refunded && refund.payload?.errors[0]?.code !== 2044) problems.push(`refund refused with ${JSON.stringify(refund.payload?.errors ?? refund.errors)}`);

      const [state] = await cardStates(handle.db, [card.id]);
      const held = -(await ledgerSum(handle.db, [card.id], ['HOLD', 'REDEEM', 'RELEASE']));
      const paidOut = -(await ledgerSum(handle.db, [card.id], ['REFUND_OUT', 'REFUND_BACK']));
      if (!state || state.balanceCents < 0 || state.balanceCents !== state.ledgerCents) problems.push(`balance ${JSON.stringify(state)}`);
      if (held + paidOut > CARD_CENTS) problems.push(`overspent: held ${held} + refunded ${paidOut} > ${CARD_CENTS}`);
      const standing = await handle.db.select().from(refunds).where(eq(refunds.giftCardId, card.id));
      if (standing.reduce((sum, r) => sum + r.amountCents, 0) > CARD_CENTS) problems.push(`refund rows ${JSON.stringify(standing)}`);
    }

    for (let i = 0; i < 100; i += 4) await Promise.all(Array.from({ length: 4 }, () => trial()));
    console.info(`refund vs redeem: the refund won ${outcomes.refunded}, the redeem ${outcomes.redeemed} of 100`);
    expect(problems).toEqual([]);
    expect(outcomes.refunded + outcomes.redeemed).toBe(100);
  }, 600_000);

  it('applies a chargeback and its reversal once, whatever the order and however often they arrive at once', async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
      const reference = `PGDISPUTE1000${trial}00`;
      const t0 = Date.now();
      const sends = [
        ...Array.from({ length: 5 }, () => () => event(order, 'CHARGEBACK', reference, { eventDate: new Date(t0) })),
        ...Array.from({ length: 5 }, () => () => event(order, 'CHARGEBACK_REVERSED', reference, { eventDate: new Date(t0 + 60_000) })),
        ...Array.from({ length: 3 }, () => () => event(order, 'NOTIFICATION_OF_CHARGEBACK', reference, { eventDate: new Date(t0 - 60_000) })),
      ].sort(() => Math.random() - 0.5);
      const answers = await Promise.all(sends.map((send) => send()));
      expect(answers.map((a) => a.text)).toEqual(Array(sends.length).fill('[accepted]'));

      // Whatever came first, the newest event (the reversal) stands: nothing frozen, nothing blocked.
      expect((await cardStates(handle.db, order.cardIds)).map((c) => [c.status, c.balanceCents, c.ledgerCents])).toEqual([
        ['ACTIVE', 5000, 5000],
        ['ACTIVE', 5000, 5000],
      ]);
      const frozen = await ledgerSum(handle.db, order.cardIds, ['FREEZE']);
      expect(frozen === 0 || frozen === -10_000).toBe(true);
      expect(await ledgerSum(handle.db, order.cardIds, ['UNFREEZE'])).toBe(frozen === 0 ? 0 : 10_000);
      const [dispute] = await handle.db.select().from(paymentDisputes).where(eq(paymentDisputes.orderId, order.orderId));
      expect(dispute).toMatchObject({ status: 'REVERSED', frozen: false, lastEventCode: 'CHARGEBACK_REVERSED' });
      expect(await handle.db.select().from(paymentNotifications).where(eq(paymentNotifications.pspReference, reference))).toHaveLength(3);
    }
  }, 300_000);

  it("applies a refund's confirmation, failure and reversal once, however often and in whatever order they arrive at once", async () => {
    for (let trial = 0; trial < 3; trial += 1) {
      const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 2 }]);
      const made = (await operatorRefund(shop, { orderUuid: order.orderId, amountCents: 6000, reason: 'race of notifications' })).payload?.refund;
      expect(made?.status).toBe('REQUESTED');
      const reference = made?.pspReference as string;
      await eventually(async () => (await handle.db.select().from(refunds).where(eq(refunds.id, made?.id as string)))[0]?.status === 'REFUNDED', 'the refund confirmed');
      const sends = [
        ...Array.from({ length: 4 }, () => () => event(order, 'REFUND', reference, { amountCents: 6000 })),
        ...Array.from({ length: 4 }, () => () => event(order, 'REFUND_FAILED', reference, { amountCents: 6000 })),
        ...Array.from({ length: 3 }, () => () => event(order, 'REFUNDED_REVERSED', reference, { amountCents: 6000 })),
      ].sort(() => Math.random() - 0.5);
      const answers = await Promise.all(sends.map((send) => send()));
      expect(answers.map((a) => a.text)).toEqual(Array(sends.length).fill('[accepted]'));

      const [row] = await handle.db.select().from(refunds).where(eq(refunds.id, made?.id as string));
      expect(['FAILED', 'REVERSED']).toContain(row?.status);
      // Taken once, given back once: the cards hold their whole value again.
      expect(await ledgerSum(handle.db, order.cardIds, ['REFUND_OUT'])).toBe(-6000);
      expect(await ledgerSum(handle.db, order.cardIds, ['REFUND_BACK'])).toBe(6000);
      expect((await cardStates(handle.db, order.cardIds)).map((c) => [c.balanceCents, c.ledgerCents])).toEqual([
        [5000, 5000],
        [5000, 5000],
      ]);
    }
  }, 300_000);
});
