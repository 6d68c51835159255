/**
 * Fraud screening and review over real HTTP on PGlite (ADR 0043): an ordinary order is issued at once;
 * a risky one (the test server's watched domain risky.example) is held: no cards, a kind mail, the
 * shopper's order says underReview, the reconciliation job leaves it alone; the review queue shows why;
 * a release issues it through the normal path, a refusal refunds the whole payment, each once and
 * audited. With stricter settings: velocity per e-mail counts from the database, 3-D Secure lowers the
 * score, and a high score refuses (and refunds) without a reviewer. The race of a release and a
 * refusal is proven on PostgreSQL in review.postgres.test.ts.
 */
import { and, eq } from 'drizzle-orm';
import { LENIENT_FRAUD_SETTINGS } from '../../config/fraud';
import { giftCards, mailOutbox, orderPlacements, orderScreenings, refunds } from '../../db/order-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { eventually } from '../../testing/after-sale';
import { CHECK, Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { Shopper } from '../../testing/shopper';
import { Accounts } from '../../testing/accounts';
import {
  REFUSE_HELD,
  RELEASE_HELD,
  REVIEW_QUEUE,
  RISKY_EMAIL,
  type ReviewDecisionView,
  SHOPPER_ORDER_LIST,
  type ShopperReviewView,
  buyScreened,
  reviewCall,
  shopperReviewView,
} from '../../testing/fraud';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { reconcilePayments } from '../orders/payment-reconciliation';
import { renderMail } from '../mail/templates';
import { REVIEW_MESSAGES } from './review';
import { silenceLogs } from '../../testing/log-capture';

const KEY = 'f2a0d5ee'.repeat(8);

interface QueueView {
  items: Array<{ orderUuid: string; orderNumber: string; email: string; storefront: string; amount: { cents: number; currency: string }; score: number; hits: Array<{ rule: string; points: number; detail: string }>; card: { issuerCountry: string | null; threeDSecure: boolean; lastFour: string | null } | null; paymentMethod: string | null }>;
  errors: Array<{ code: number; message: string; referencedRequestParameter: string | null }>;
}

describe('fraud screening and review', () => {
  let shop: TestServer;
  let checkout: Checkout;

  // Screening's automatic refusal is alerted (an error line): expected here.
  silenceLogs();
  beforeAll(async () => {
    shop = await startTestServer({ paymentHmacKeyHex: KEY });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    await shop?.close();
  });

  const db = () => shop.handle.db;
  const cardsOf = (orderId: string) => db().select().from(giftCards).where(eq(giftCards.orderId, orderId));
  const mailsOf = (kind: string, orderNumber: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, kind))
      .then((rows) => rows.filter((m) => (m.payload as { orderNumber?: string }).orderNumber === orderNumber));
  const auditOf = (action: string, orderId: string) =>
    db().select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.targetId, orderId)));
  const underReview = async (order: { shopper: { call: <T>(q: string, v: Record<string, unknown>) => Promise<T> }; orderId: string }) =>
    (await order.shopper.call<{ placedOrder: { data: { underReview: boolean } | null } }>('query P($id: String!) { placedOrder(orderUuid: $id) { data { underReview } } }', { id: order.orderId })).placedOrder.data?.underReview;

  it('issues an ordinary order at once and records what screening saw', async () => {
    const order = await buyScreened(shop, checkout);
    expect(order).toMatchObject({ outcome: 'ISSUE', reviewState: null });
    expect(await cardsOf(order.orderId)).toHaveLength(3);
    expect(await underReview(order)).toBe(false);
    const [screening] = await db().select().from(orderScreenings).where(eq(orderScreenings.orderId, order.orderId));
    // The default test card: issued in NL (the shop is German), 3-D Secure authenticated.
    expect(screening?.hits.map((h) => [h.rule, h.points])).toEqual([
      ['countryMismatch', 20],
      ['threeDSecure', -30],
    ]);
    expect(screening).toMatchObject({ score: 0, card: { issuerCountry: 'NL', threeDSecure: true, lastFour: '1111', bin: '411111' } });
    expect(screening?.emailKey).toMatch(/^[0-9a-f]{64}$/);
    expect(screening?.ipKey).toMatch(/^[0-9a-f]{64}$/);
    expect(screening?.cardKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('holds a risky order: no cards, a kind mail, underReview for the shopper, untouched by reconciliation', async () => {
    const order = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
    expect(order).toMatchObject({ outcome: 'HOLD', reviewState: 'HELD' });
    expect(await cardsOf(order.orderId)).toEqual([]);
    expect(await underReview(order)).toBe(true);
    const check = await order.shopper.call<{ checkGiftCardPayment: { order: { status: string } } }>(CHECK, { orderUuid: order.orderId });
    expect(check.checkGiftCardPayment.order.status).toBe('COMPLETED');
    const [held] = await mailsOf('order-held', order.orderNumber);
    expect(held).toMatchObject({ recipient: RISKY_EMAIL, language: 'de' });
    const rendered = await renderMail('order-held', 'de', held?.payload as never);
    expect(rendered.subject).toBe(`Wir prüfen deine Bestellung ${order.orderNumber} – ${(held?.payload as { storefrontName?: string } | undefined)?.storefrontName}`);
    expect(rendered.text).toContain('Du hörst in Kürze von uns');
    expect((await renderMail('order-held', 'nl', held?.payload as never)).subject).toContain('We controleren je bestelling');
    expect(await mailsOf('gift-card', order.orderNumber)).toEqual([]);

    await reconcilePayments({ ...shop.server.paymentServices, now: new Date() }, { staleAfterMs: 0 });
    expect(await cardsOf(order.orderId)).toEqual([]);

    const queue = await reviewCall<QueueView>(shop, REVIEW_QUEUE, {});
    const item = queue.items.find((i) => i.orderUuid === order.orderId);
    expect(item).toMatchObject({ orderNumber: order.orderNumber, email: RISKY_EMAIL, storefront: 'CBDE', amount: { cents: 13_085, currency: 'EUR' }, score: 50, paymentMethod: 'card' });
    expect(item?.hits.map((h) => h.rule)).toEqual(['countryMismatch', 'watchedEmailDomain', 'threeDSecure']);
    expect(item?.card).toMatchObject({ issuerCountry: 'NL', threeDSecure: true, lastFour: '1111' });
  });

  it('releases a held order once: its cards are issued and mailed as usual, audited with the reason', async () => {
    const order = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
    const noReason = await reviewCall<ReviewDecisionView>(shop, RELEASE_HELD, { orderUuid: order.orderId, reason: '  ' });
    expect(noReason.errors).toEqual([{ code: expect.any(Number), message: REVIEW_MESSAGES.reason, referencedRequestParameter: 'reason' }]);
    const noOperator = await reviewCall<ReviewDecisionView>(shop, RELEASE_HELD, { orderUuid: order.orderId, reason: 'checked' }, null);
    expect(noOperator.errors[0]?.code).toBe(1401);

    const released = await reviewCall<ReviewDecisionView>(shop, RELEASE_HELD, { orderUuid: order.orderId, reason: 'Called the buyer: a gift for the team' });
    expect(released).toEqual({ orderUuid: order.orderId, reviewState: 'RELEASED', cardsIssued: 3, refundId: null, errors: [] });
    expect(await cardsOf(order.orderId)).toHaveLength(3);
    expect(await mailsOf('gift-card', order.orderNumber)).toHaveLength(2);
    expect(await underReview(order)).toBe(false);
    const [audit] = await auditOf('order.review-release', order.orderId);
    expect(audit).toMatchObject({ actorKind: 'cli-token', after: { reviewState: 'RELEASED', reason: 'Called the buyer: a gift for the team' } });

    // Decided once: neither a second release nor a refusal changes it.
    const again = await reviewCall<ReviewDecisionView>(shop, RELEASE_HELD, { orderUuid: order.orderId, reason: 'again' });
    const refused = await reviewCall<ReviewDecisionView>(shop, REFUSE_HELD, { orderUuid: order.orderId, reason: 'too late' });
    for (const answer of [again, refused]) expect(answer.errors).toEqual([{ code: expect.any(Number), message: REVIEW_MESSAGES.notHeld, referencedRequestParameter: 'orderUuid' }]);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);
    expect(await cardsOf(order.orderId)).toHaveLength(3);
    const queue = await reviewCall<QueueView>(shop, REVIEW_QUEUE, {});
    expect(queue.items.map((i) => i.orderUuid)).not.toContain(order.orderId);
  });

  it('a refused order says so to its shopper: refused and refunded on the thank-you page and in the account, never under review', async () => {
    const { browser } = await new Accounts(shop).loggedIn('refused');
    const order = await buyScreened(shop, checkout, { email: RISKY_EMAIL, shopper: browser });
    const list = async () => {
      const { customerOrders } = await browser.call<{ customerOrders: { data: { items: Array<{ id: string } & ShopperReviewView> } | null; errors: unknown[] } }>(SHOPPER_ORDER_LIST);
      expect(customerOrders.errors).toEqual([]);
      const { id: _id, ...item } = customerOrders.data?.items.find((i) => i.id === order.orderId) ?? { id: '' };
      return item;
    };
    const held = { status: 'COMPLETED', underReview: true, refused: false, refundStatus: null };
    expect(await shopperReviewView(order)).toEqual(held);
    expect(await list()).toEqual(held);

    await reviewCall<ReviewDecisionView>(shop, REFUSE_HELD, { orderUuid: order.orderId, reason: 'Card reported stolen by the issuer' });
    // Refused at once; the refund REQUESTED until the provider confirms it, then REFUNDED.
    expect(await shopperReviewView(order)).toMatchObject({ status: 'COMPLETED', underReview: false, refused: true, refundStatus: expect.stringMatching(/^(REQUESTED|REFUNDED)$/) });
    const refunded = { status: 'COMPLETED', underReview: false, refused: true, refundStatus: 'REFUNDED' };
    await eventually(async () => ((await shopperReviewView(order))?.refundStatus === 'REFUNDED' ? true : null), 'the refund confirmed for the shopper');
    expect(await shopperReviewView(order)).toEqual(refunded);
    expect(await list()).toEqual(refunded);
  });

  it('an issued and a released order are neither refused nor refunded for their shopper', async () => {
    const issued = await buyScreened(shop, checkout);
    expect(await shopperReviewView(issued)).toEqual({ status: 'COMPLETED', underReview: false, refused: false, refundStatus: null });
    const held = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
    await reviewCall<ReviewDecisionView>(shop, RELEASE_HELD, { orderUuid: held.orderId, reason: 'checked' });
    expect(await shopperReviewView(held)).toEqual({ status: 'COMPLETED', underReview: false, refused: false, refundStatus: null });
  });

  it('refuses a held order: the whole payment is refunded, the buyer mailed, nothing ever issued', async () => {
    const order = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
    const refused = await reviewCall<ReviewDecisionView>(shop, REFUSE_HELD, { orderUuid: order.orderId, reason: 'Card reported stolen by the issuer' });
    expect(refused).toMatchObject({ orderUuid: order.orderId, reviewState: 'REFUSED', cardsIssued: 0, errors: [] });
    const refund = await eventually(async () => {
      const [row] = await db().select().from(refunds).where(eq(refunds.orderId, order.orderId));
      return row?.status === 'REFUNDED' ? row : null;
    }, 'the refund confirmed by the provider');
    expect(refund).toMatchObject({ id: refused.refundId, amountCents: 13_085, origin: 'SHOP', reason: 'fraud review: Card reported stolen by the issuer' });
    const [mail] = await mailsOf('order-refused', order.orderNumber);
    expect(mail).toMatchObject({ recipient: RISKY_EMAIL });
    expect((await renderMail('order-refused', 'de', mail?.payload as never)).text).toContain('130,85');
    expect(await auditOf('order.review-refuse', order.orderId)).toHaveLength(1);
    expect(await auditOf('order.refund', order.orderId)).toHaveLength(1);

    await reconcilePayments({ ...shop.server.paymentServices, now: new Date() }, { staleAfterMs: 0 });
    expect(await cardsOf(order.orderId)).toEqual([]);
    // The database itself refuses to issue a refused order.
    await expect(db().update(orderPlacements).set({ issuedAt: new Date() }).where(eq(orderPlacements.orderId, order.orderId))).rejects.toThrow();
    const again = await reviewCall<ReviewDecisionView>(shop, REFUSE_HELD, { orderUuid: order.orderId, reason: 'twice' });
    expect(again.errors[0]?.message).toBe(REVIEW_MESSAGES.notHeld);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.orderId))).toHaveLength(1);
  });
});

describe('fraud screening with stricter settings', () => {
  let shop: TestServer;
  let checkout: Checkout;

  silenceLogs();
  beforeAll(async () => {
    shop = await startTestServer({
      paymentHmacKeyHex: KEY,
      fraud: {
        ...LENIENT_FRAUD_SETTINGS,
        // One earlier order per e-mail is fine; the second within the window counts 50 (the hold score).
        velocityLimits: { ...LENIENT_FRAUD_SETTINGS.velocityLimits, email: 1 },
        weights: { ...LENIENT_FRAUD_SETTINGS.weights, velocityEmail: 50, watchedEmailDomain: 130 },
      },
    });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('counts earlier orders of an e-mail from the database; 3-D Secure turns the hold into an issue', async () => {
    const email = 'velo@example.com';
    const german = '5555555555554444';
    expect((await buyScreened(shop, checkout, { email, card: german, threeDS: false })).outcome).toBe('ISSUE');
    expect((await buyScreened(shop, checkout, { email, card: german, threeDS: false })).outcome).toBe('ISSUE');
    const third = await buyScreened(shop, checkout, { email, card: german, threeDS: false });
    expect(third).toMatchObject({ outcome: 'HOLD', score: 50, reviewState: 'HELD' });
    const [screening] = await shop.handle.db.select().from(orderScreenings).where(eq(orderScreenings.orderId, third.orderId));
    expect(screening?.hits).toEqual([{ rule: 'velocityEmail', points: 50, detail: '2 earlier orders with this e-mail address in 24 h (allowed 1)' }]);
    const authenticated = await buyScreened(shop, checkout, { email, card: german, threeDS: true });
    expect(authenticated).toMatchObject({ outcome: 'ISSUE', score: 20 });
  });

  it("does not count a stranger's unpaid orders under someone else's e-mail address", async () => {
    const victim = 'victim@example.com';
    // A stranger places (and never pays) orders under the victim's address, from their own browser.
    const stranger = new Shopper(shop);
    for (let i = 0; i < 3; i += 1) {
      const cartId = await checkout.fill(stranger);
      await checkout.place(stranger, cartId, { email: victim, emailConfirmation: victim });
    }
    // The victim's own first order is not held for them.
    expect(await buyScreened(shop, checkout, { email: victim })).toMatchObject({ outcome: 'ISSUE', score: 0 });
  });

  it('refuses and refunds a very risky order without a reviewer', async () => {
    const order = await buyScreened(shop, checkout, { email: 'mallory@risky.example', card: '4000056655665556', threeDS: false });
    // watched domain 130 + card issued in the US 20: above the refuse score.
    expect(order).toMatchObject({ outcome: 'REFUSE', score: 150, reviewState: 'REFUSED' });
    expect(await shopperReviewView(order)).toMatchObject({ status: 'COMPLETED', underReview: false, refused: true });
    expect(await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, order.orderId))).toEqual([]);
    const refund = await eventually(async () => {
      const [row] = await shop.handle.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      return row?.status === 'REFUNDED' ? row : null;
    }, 'the automatic refund');
    expect(refund).toMatchObject({ amountCents: 13_085, origin: 'SHOP', actor: null });
    expect(await shopperReviewView(order)).toEqual({ status: 'COMPLETED', underReview: false, refused: true, refundStatus: 'REFUNDED' });
    const [audit] = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'order.review-refuse'), eq(operatorAuditLog.targetId, order.orderId)));
    expect(audit).toMatchObject({ actorKind: 'system' });
    expect(await shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'order-refused'), eq(mailOutbox.recipient, 'mallory@risky.example')))).toHaveLength(1);
  });
});

describe('fraud screening of wallet payments (ADR 0051)', () => {
  let shop: TestServer;
  let checkout: Checkout;

  silenceLogs();
  beforeAll(async () => {
    shop = await startTestServer({
      paymentHmacKeyHex: KEY,
      fraud: {
        ...LENIENT_FRAUD_SETTINGS,
        // One earlier order per card is fine; the second within the window counts 50 (the hold score).
        velocityLimits: { ...LENIENT_FRAUD_SETTINGS.velocityLimits, card: 1 },
        weights: { ...LENIENT_FRAUD_SETTINGS.weights, velocityCard: 50, countryMismatch: 20 },
      },
    });
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('reads the card in the phone: its issuing country counts as for a card payment', async () => {
    const order = await buyScreened(shop, checkout, { email: 'wallet-us@example.com', card: '4000056655665556', threeDS: false, method: 'applepay' });
    const [screening] = await shop.handle.db.select().from(orderScreenings).where(eq(orderScreenings.orderId, order.orderId));
    expect(screening?.hits).toEqual([{ rule: 'countryMismatch', points: 20, detail: 'card issued in US, storefront in DE' }]);
    expect(screening?.cardKey).toEqual(expect.any(String));
  });

  it('counts one card paid directly, by Apple Pay and by Google Pay as one card', async () => {
    const card = '5555555555554444';
    expect((await buyScreened(shop, checkout, { email: 'one@example.com', card, threeDS: false })).outcome).toBe('ISSUE');
    expect((await buyScreened(shop, checkout, { email: 'two@example.com', card, threeDS: false, method: 'applepay' })).outcome).toBe('ISSUE');
    const third = await buyScreened(shop, checkout, { email: 'three@example.com', card, threeDS: false, method: 'googlepay' });
    expect(third).toMatchObject({ outcome: 'HOLD', score: 50, reviewState: 'HELD' });
    const [screening] = await shop.handle.db.select().from(orderScreenings).where(eq(orderScreenings.orderId, third.orderId));
    expect(screening?.hits).toEqual([{ rule: 'velocityCard', points: 50, detail: '2 earlier orders with this payment card in 24 h (allowed 1)' }]);
  });
});
