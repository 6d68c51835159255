/**
 * The service desk's console pages over real HTTP on PGlite (ADR 0044): support sees "Service desk" in
 * the navigation, releasers and viewers neither see it nor may open or post to it; search, order and
 * card pages render masked cards and forms with the session's CSRF token and a labelled reason; the
 * forms post (refund, block and reissue, a withdrawal approved from the queue, a held order released
 * from the review queue), each refused without a reason or without the token.
 */
import { and, eq } from 'drizzle-orm';
import { withdrawalRequests } from '../db/content-schema';
import { operatorAuditLog } from '../db/operator-schema';
import { giftCards, orderPlacements, refunds } from '../db/order-schema';
import { parseTrustProxy } from '../http/client-address';
import { paidOrder } from '../testing/after-sale';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../testing/checkout';
import { RISKY_EMAIL, buyScreened } from '../testing/fraud';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { createOperator } from '../testing/operators';
import { CHALLENGE, solveCaptcha } from '../testing/redeem';
import { Shopper } from '../testing/shopper';
import { type TestServer, startTestServer } from '../testing/test-server';

let shop: TestServer;
let checkout: Checkout;
let support: ConsoleBrowser;

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  const account = await createOperator(shop, 'desk-support', 'support');
  support = new ConsoleBrowser(shop);
  const login = await support.login(account.email);
  expect(login.status).toBe(303);
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

it('shows the desk to support only: releasers and viewers get no link and a 403', async () => {
  const home = await support.get('/operator/');
  expect(home.text).toContain('<a href="/operator/desk">Service desk</a>');
  for (const role of ['releaser', 'viewer'] as const) {
    const account = await createOperator(shop, `desk-${role}`, role);
    const browser = new ConsoleBrowser(shop);
    await browser.login(account.email);
    const page = await browser.get('/operator/');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('Service desk');
    expect((await browser.get('/operator/desk')).status).toBe(403);
    expect((await browser.get('/operator/desk/withdrawals')).status).toBe(403);
    const forged = await browser.post('/operator/desk/actions', { op: 'refund', order: '00000000-0000-4000-8000-000000000000', reason: 'forged post' });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain(`Your role (${role}) may not do this.`);
  }
}, 120_000);

it('finds an order, refunds part of it and blocks and reissues a card through the forms, with reasons and CSRF', async () => {
  const order = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 2 }], 'desk.console@example.com');
  const [card] = await shop.handle.db.select().from(giftCards).where(eq(giftCards.id, order.cardIds[0] as string));
  const number = card?.number as string;

  const search = await support.get(`/operator/desk?q=${encodeURIComponent('Desk.Console@example.com')}`);
  expect(search.status).toBe(200);
  expect(search.text).toContain('<label for="desk-q">Order number, e-mail address or a card’s last digits</label>');
  expect(search.text).toContain(`/operator/desk/orders/${order.orderId}`);
  const byDigits = await support.get(`/operator/desk?q=${number.slice(-6)}`);
  expect(byDigits.text).toContain(`•••• ${number.slice(-4)}`);
  expect(byDigits.text).not.toContain(number);
  expect((await support.get('/operator/desk?q=%25')).status).toBe(400);

  const page = await support.get(`/operator/desk/orders/${order.orderId}`);
  expect(page.status).toBe(200);
  expect(page.text).not.toContain(number);
  expect(postFormActions(page.text)).toEqual(expect.arrayContaining(['/operator/desk/actions']));
  expect(page.text).toContain('<label for="desk-refund-amount">Amount in EUR</label>');
  expect(page.text).toContain('<label for="desk-refund-reason">Reason for the refund</label>');
  expect(page.text).toContain('<label for="desk-resend-reason">Reason for sending the card mail again</label>');
  expect(page.text).toMatch(/<form class="op-desk" aria-label="Refund order [^"]+" action="\/operator\/desk\/actions" method="post"><input type="hidden" name="csrf" value="[^"]+"\/>/);

  // Without the token, or without a reason, nothing is refunded.
  expect((await support.post('/operator/desk/actions', { csrf: 'wrong', op: 'refund', order: order.orderId, amount: '5', reason: 'Goodwill' })).status).toBe(403);
  const noReason = await support.post('/operator/desk/actions', { op: 'refund', order: order.orderId, amount: '5', reason: '' });
  expect(noReason.status).toBe(400);
  expect(noReason.text).toContain('Give a reason');
  expect(await shop.handle.db.select().from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([]);

  const refunded = await support.post('/operator/desk/actions', { op: 'refund', order: order.orderId, amount: '7,50', reason: 'Goodwill: late mail' });
  expect(refunded.status).toBe(303);
  expect(refunded.headers.location).toBe(`/operator/desk/orders/${order.orderId}?done=refund`);
  expect((await support.follow(refunded)).text).toContain('Refunded: the value was taken off the cards');
  expect(await shop.handle.db.select({ amountCents: refunds.amountCents, reason: refunds.reason }).from(refunds).where(eq(refunds.orderId, order.orderId))).toEqual([
    { amountCents: 750, reason: 'Goodwill: late mail' },
  ]);

  const cardPage = await support.get(`/operator/desk/cards/${order.cardIds[1]}`);
  expect(cardPage.text).toContain('<label for="desk-block-reason">Reason for blocking and reissuing</label>');
  expect(cardPage.text).toContain('ISSUE');
  const blocked = await support.post('/operator/desk/actions', { op: 'block-reissue', card: order.cardIds[1] as string, reason: 'Lost on the train' });
  expect(blocked.status).toBe(303);
  const reissued = await support.follow(blocked);
  expect(reissued.text).toContain('The card was blocked and its balance moved to this new card');
  expect(reissued.text).toContain('REISSUE_IN');
  const [old] = await shop.handle.db.select().from(giftCards).where(eq(giftCards.id, order.cardIds[1] as string));
  expect(old).toMatchObject({ status: 'BLOCKED', balanceCents: 0 });
  expect(await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'card.block-reissue'), eq(operatorAuditLog.targetId, order.cardIds[1] as string)))).toHaveLength(1);
}, 120_000);

it('approves a withdrawal from the queue page and releases a held order from the review page', async () => {
  const order = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 1 }], 'queue.console@example.com');
  const shopper = new Shopper(shop);
  const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
  const input = { captchaToken: await solveCaptcha(captchaChallenge), name: 'Queue Console', orderNumber: order.orderNumber, email: 'queue.console@example.com' };
  await shopper.call('mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status } }', { input });
  const [request] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.orderNumber, order.orderNumber));

  const queue = await support.get('/operator/desk/withdrawals');
  expect(queue.status).toBe(200);
  expect(queue.text).toContain(`Reason for the decision on ${order.orderNumber}`);
  expect(queue.text).toContain('Approve and refund');
  const approved = await support.post('/operator/desk/actions', { op: 'approve-withdrawal', id: request?.id as string, reason: 'Withdrawal in time' });
  expect(approved.status).toBe(303);
  expect((await support.follow(approved)).text).toContain('Withdrawal approved');
  const [decided] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, request?.id as string));
  expect(decided).toMatchObject({ status: 'APPROVED', refundId: expect.any(String) });

  const held = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
  expect(held.reviewState).toBe('HELD');
  const review = await support.get('/operator/desk/review');
  expect(review.text).toContain(held.orderNumber);
  expect(review.text).toContain(`Reason for the decision on ${held.orderNumber}`);
  const released = await support.post('/operator/desk/actions', { op: 'release-held', order: held.orderId, reason: 'Called the buyer: genuine' });
  expect(released.status).toBe(303);
  expect((await support.follow(released)).text).toContain('Order released');
  const [placement] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, held.orderId));
  expect(placement?.reviewState).toBe('RELEASED');
  expect(await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, held.orderId))).not.toHaveLength(0);
}, 180_000);
