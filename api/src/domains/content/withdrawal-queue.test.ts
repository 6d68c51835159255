/**
 * Withdrawals carried out (issue 33 item 4, ADR 0042) over real HTTP on PGlite: a request is matched to
 * its order when it arrives (MATCHED, EMAIL_DIFFERS, UNKNOWN); admins see the queue; approving a matched
 * request refunds the order's unredeemed card value (taken off the cards, the buyer mailed), once and
 * audited; one naming no order cannot be approved, only rejected; the acknowledgement promises no refund.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { withdrawalRequests } from '../../db/content-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { giftCardLedger, giftCards, mailOutbox, refunds } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { Accounts } from '../../testing/accounts';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { CHALLENGE, solveCaptcha } from '../../testing/redeem';
import type { Shopper } from '../../testing/shopper';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';
import { renderMail } from '../mail/templates';

const WITHDRAW = 'mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status errors { code } } }';
const QUEUE = 'query Q($status: WithdrawalRequestStatus) { operatorWithdrawalRequests(status: $status) { items { id orderNumber email orderId matchStatus status refundId } errors { code message referencedRequestParameter } } }';
const APPROVE = 'mutation A($id: String!) { operatorApproveWithdrawal(id: $id) { request { id status refundId } errors { code message referencedRequestParameter } } }';
const REJECT = 'mutation R($id: String!) { operatorRejectWithdrawal(id: $id) { request { id status } errors { code message referencedRequestParameter } } }';
const ADMIN = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

type Item = { id: string; orderNumber: string; email: string; orderId: string | null; matchStatus: string; status: string; refundId: string | null };
type Entry = { code: number; message: string; referencedRequestParameter: string | null };

let shop: TestServer;
let accounts: Accounts;

beforeAll(async () => {
  shop = await startTestServer();
  accounts = new Accounts(shop);
});

afterAll(async () => {
  await shop?.close();
});

async function withdraw(shopper: Shopper, input: Record<string, unknown>) {
  const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
  const answer = (await shopper.call<{ withdrawContract: { status: boolean } }>(WITHDRAW, { input: { captchaToken: await solveCaptcha(captchaChallenge), ...input } })).withdrawContract;
  expect(answer.status).toBe(true);
}

it('matches, queues, approves with a refund of the unredeemed cards (once, audited) and rejects what names no order', async () => {
  const buyer = accounts.visitor();
  const checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  const orderId = await checkout.fill(buyer);
  const placed = await checkout.place(buyer, orderId, { email: 'wido@example.com', emailConfirmation: 'wido@example.com' });
  const payment = await checkout.pay(buyer, orderId);
  await checkout.choose(payment.action?.url as string, 'authorised');
  await checkout.waitFor(buyer, orderId, (order) => order.status === 'COMPLETED');

  await withdraw(accounts.visitor(), { name: 'Wido Wend', orderNumber: placed.orderNumber, email: 'Wido@example.com' });
  await withdraw(accounts.visitor(), { name: 'Someone Else', orderNumber: placed.orderNumber, email: 'other@example.com' });
  await withdraw(accounts.visitor(), { name: 'Nobody', orderNumber: '60-010101-ZZZZZZ', email: 'nobody@example.com' });

  // Not an admin: refused in the spec's format, nothing listed.
  const stranger = accounts.visitor();
  const denied = await stranger.call<{ operatorWithdrawalRequests: { items: Item[]; errors: Entry[] } }>(QUEUE, {});
  expect(denied.operatorWithdrawalRequests.items).toEqual([]);
  expect(denied.operatorWithdrawalRequests.errors[0]?.code).toBe(1401);

  const operator = accounts.visitor();
  const queue = (await operator.call<{ operatorWithdrawalRequests: { items: Item[]; errors: Entry[] } }>(QUEUE, {}, ADMIN)).operatorWithdrawalRequests;
  expect(queue.errors).toEqual([]);
  const byEmail = new Map(queue.items.map((i) => [i.email, i]));
  expect(byEmail.get('wido@example.com')).toMatchObject({ orderId, matchStatus: 'MATCHED', status: 'OPEN', refundId: null });
  expect(byEmail.get('other@example.com')).toMatchObject({ orderId, matchStatus: 'EMAIL_DIFFERS', status: 'OPEN' });
  expect(byEmail.get('nobody@example.com')).toMatchObject({ orderId: null, matchStatus: 'UNKNOWN', status: 'OPEN' });

  // A request naming no order cannot be approved (nothing to refund): only rejected.
  const unknown = byEmail.get('nobody@example.com') as Item;
  const notApproved = (await operator.call<{ operatorApproveWithdrawal: { request: unknown; errors: Entry[] } }>(APPROVE, { id: unknown.id }, ADMIN)).operatorApproveWithdrawal;
  expect(notApproved).toEqual({ request: null, errors: [expect.objectContaining({ code: ErrorCode.INVALID_CART_INPUT, referencedRequestParameter: 'id' })] });
  const rejected = (await operator.call<{ operatorRejectWithdrawal: { request: { status: string }; errors: Entry[] } }>(REJECT, { id: unknown.id }, ADMIN)).operatorRejectWithdrawal;
  expect(rejected).toEqual({ request: { id: unknown.id, status: 'REJECTED' }, errors: [] });

  // Approving the matched one refunds what is left on the order's cards: taken off them at once.
  const matched = byEmail.get('wido@example.com') as Item;
  const approved = (await operator.call<{ operatorApproveWithdrawal: { request: { status: string; refundId: string }; errors: Entry[] } }>(APPROVE, { id: matched.id }, ADMIN))
    .operatorApproveWithdrawal;
  expect(approved.errors).toEqual([]);
  expect(approved.request).toMatchObject({ id: matched.id, status: 'APPROVED', refundId: expect.any(String) });
  const [refund] = await shop.handle.db.select().from(refunds).where(eq(refunds.id, approved.request.refundId));
  expect(refund).toMatchObject({ orderId, origin: 'SHOP' });
  expect(refund?.reason).toContain(`Withdrawal ${matched.id}`);
  const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));
  expect(cards.length).toBeGreaterThan(0);
  expect(cards.every((card) => card.balanceCents === 0)).toBe(true);
  const taken = await shop.handle.db
    .select()
    .from(giftCardLedger)
    .where(and(inArray(giftCardLedger.giftCardId, cards.map((c) => c.id)), eq(giftCardLedger.kind, 'REFUND_OUT')));
  expect(taken.reduce((sum, e) => sum + e.amountCents, 0)).toBe(-(refund?.amountCents ?? 0));
  // The buyer is told (the refund mail to the order's address).
  expect(await shop.handle.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'refund-issued'), eq(mailOutbox.recipient, 'wido@example.com')))).toHaveLength(1);
  // Audited, and decided once: a second approval (or of the other request for the same order) refunds nothing more.
  const audits = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'withdrawal.approve'));
  expect(audits).toEqual([expect.objectContaining({ targetKind: 'order', targetId: orderId })]);
  const again = (await operator.call<{ operatorApproveWithdrawal: { request: unknown; errors: Entry[] } }>(APPROVE, { id: matched.id }, ADMIN)).operatorApproveWithdrawal;
  expect(again.errors[0]?.message).toBe('This withdrawal request has already been decided');
  const other = byEmail.get('other@example.com') as Item;
  const nothingLeft = (await operator.call<{ operatorApproveWithdrawal: { request: unknown; errors: Entry[] } }>(APPROVE, { id: other.id }, ADMIN)).operatorApproveWithdrawal;
  expect(nothingLeft.request).toBeNull();
  expect(nothingLeft.errors.length).toBe(1);
  expect(await shop.handle.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  // Its refusal left it in the queue.
  const [stillOpen] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, other.id));
  expect(stillOpen).toMatchObject({ status: 'OPEN', decidedAt: null, refundId: null });
});

it('the acknowledgement says the request was received and will be checked, not a refund within 14 days', async () => {
  const payload = { storefrontName: 'Geschenkkarten', name: null, orderNumber: '60-261126-ABC234', email: 'a@example.com', receivedAt: '2026-11-26T10:00:00.000Z' };
  const de = await renderMail('withdrawal', 'de', payload);
  expect(de.text).toContain('prüfen ihn anhand deiner Bestellung');
  expect(de.text).not.toMatch(/binnen 14 Tagen/);
  const nl = await renderMail('withdrawal', 'nl', payload);
  expect(nl.text).toContain('controleren die aan de hand van je bestelling');
  expect(nl.text).not.toMatch(/binnen 14 dagen terug/);
  const en = await renderMail('withdrawal', 'en', payload);
  expect(en.text).toContain('will check it against your order');
  expect(en.text).not.toMatch(/within 14 days/);
});
