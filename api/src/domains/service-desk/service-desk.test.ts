/**
 * The service desk through the operator API over real HTTP on PGlite (issue 33 item 6, ADR 0044):
 * role separation (support cannot release; a releaser cannot refund or search; a viewer cannot act;
 * support needs a second factor), the searches (order number, e-mail, last digits; bounded, masked),
 * an order's detail, a card's ledger, resending a card mail (new PIN, limited per card), blocking and
 * reissuing a card, refunds and withdrawals with their required reason, audited, and the decision mails.
 */
import { and, eq, like } from 'drizzle-orm';
import { withdrawalRequests } from '../../db/content-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { giftCardLedger, giftCards, mailOutbox } from '../../db/order-schema';
import { ErrorCode } from '../../errors';
import { type PaidOrder, cardStates, paidOrder } from '../../testing/after-sale';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { OperatorBrowser, createOperator, loggedInOperator } from '../../testing/operators';
import { CHALLENGE, solveCaptcha } from '../../testing/redeem';
import { Shopper } from '../../testing/shopper';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { parseTrustProxy } from '../../http/client-address';
import { renderMail } from '../mail/templates';
import { parseDeskQuery } from './desk';

const ERRORS = 'errors { message code referencedRequestParameter }';
const CARD_HIT = 'cardId maskedNumber status balanceCents currency orderUuid orderNumber';
const SEARCH = `query S($query: String!, $page: Int) { deskSearch(query: $query, page: $page) { kind hasMore orders { orderUuid orderNumber email status } cards { ${CARD_HIT} } ${ERRORS} } }`;
const ORDER = `query O($id: String!) { deskOrder(orderUuid: $id) { order { order { orderNumber email } lines { productId quantity amountCents } cards { ${CARD_HIT} } payments { status method amountCents } notifications { eventCode success } refunds { amountCents reason status } mails { kind recipient status } withdrawals { id status } audit { action actor after } } ${ERRORS} } }`;
const CARD = `query C($id: String!) { deskCard(cardId: $id) { card { card { ${CARD_HIT} } reissuedFromId reissuedToId ledger { kind amountCents reference } audit { action after } } ${ERRORS} } }`;
const RESEND = `mutation R($id: String!, $reason: String!) { deskResendCardMail(cardId: $id, reason: $reason) { mailId ${ERRORS} } }`;
const REISSUE = `mutation B($id: String!, $reason: String!) { deskBlockAndReissueCard(cardId: $id, reason: $reason) { movedCents card { ${CARD_HIT} } ${ERRORS} } }`;
const REFUND = `mutation F($order: String, $amount: Int, $reason: String!) { deskRefund(orderUuid: $order, amountCents: $amount, reason: $reason) { refund { id amountCents reason status } ${ERRORS} } }`;
const APPROVE = `mutation A($id: String!, $reason: String!) { deskApproveWithdrawal(id: $id, reason: $reason) { request { id status refundId } ${ERRORS} } }`;
const REJECT = `mutation J($id: String!, $reason: String!) { deskRejectWithdrawal(id: $id, reason: $reason) { request { id status } ${ERRORS} } }`;
const SET_REMOTE = 'mutation S($store: String, $remote: RemoteName!, $enabled: Boolean) { operatorSetRemote(store: $store, remote: $remote, enabled: $enabled) { errors { code } } }';
const WITHDRAW = 'mutation W($input: WithdrawContractInput!) { withdrawContract(input: $input) { status errors { code } } }';

type Entry = { message: string; code: number; referencedRequestParameter: string | null };
type CardHit = { cardId: string; maskedNumber: string; status: string; balanceCents: number; orderUuid: string | null; orderNumber: string | null };

let shop: TestServer;
let checkout: Checkout;
let support: OperatorBrowser;

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
  checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  support = (await loggedInOperator(shop, 'support', 'support')).browser;
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

/** A support call's data, failing the test on top-level errors. */
async function desk<T>(query: string, variables: Record<string, unknown>, browser = support): Promise<T> {
  const result = await browser.call<T>(query, variables);
  if (result.errors?.length || !result.data) throw new Error(`desk call failed: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The card mails of a card as the mail worker would have sent them (the resend waits for a sent one). */
async function markCardMailsSent(cardIds: string[]): Promise<void> {
  for (const id of cardIds) await shop.handle.db.update(mailOutbox).set({ status: 'SENT', sentAt: new Date(), sealedSecrets: null }).where(eq(mailOutbox.dedupeKey, `gift-card:${id}`));
}

describe('roles', () => {
  it('support needs a second factor, works the desk and cannot release; a releaser cannot refund or search; a viewer cannot act', async () => {
    // A support account's first login may only set up an authenticator app (ADR 0034).
    const account = await createOperator(shop, 'support-2fa', 'support');
    const fresh = new OperatorBrowser(shop);
    const first = await fresh.login(account.email, undefined, { setUp: false });
    expect(first).toMatchObject({ status: true, mustSetUpSecondFactor: true });
    const beforeSetUp = await fresh.call<{ deskSearch: { errors: Entry[] } }>(SEARCH, { query: 'anna@example.com' });
    expect(beforeSetUp.data?.deskSearch.errors[0]?.code).toBe(ErrorCode.FORBIDDEN);

    const releaseRefusal = await support.call(SET_REMOTE, { store: 'CB', remote: 'redeem', enabled: false });
    expect(releaseRefusal.errors?.[0]).toMatchObject({ message: 'Your operator role (support) may not do this: it needs the role releaser', extensions: { code: ErrorCode.FORBIDDEN } });
    expect((await desk<{ deskSearch: { errors: Entry[] } }>(SEARCH, { query: 'nobody@example.com' })).deskSearch.errors).toEqual([]);

    const order = await paidOrder(shop, checkout, [{ amountCents: 2000, quantity: 1 }], 'roles@example.com');
    const { browser: releaser } = await loggedInOperator(shop, 'releaser', 'releaser');
    const refused = (await desk<{ deskRefund: { refund: unknown; errors: Entry[] } }>(REFUND, { order: order.orderId, reason: 'customer asked' }, releaser)).deskRefund;
    expect(refused).toEqual({ refund: null, errors: [expect.objectContaining({ code: ErrorCode.FORBIDDEN, message: 'Your operator role (releaser) may not do this: it needs the role support' })] });
    expect((await desk<{ deskSearch: { errors: Entry[] } }>(SEARCH, { query: order.orderNumber }, releaser)).deskSearch.errors[0]?.code).toBe(ErrorCode.FORBIDDEN);
    const legacyRefund = await releaser.call<{ operatorRefund: { errors: Entry[] } }>('mutation { operatorRefund(input: { orderUuid: "00000000-0000-4000-8000-000000000000", reason: "x" }) { errors { code } } }');
    expect(legacyRefund.data?.operatorRefund.errors[0]?.code).toBe(ErrorCode.FORBIDDEN);

    const { browser: viewer } = await loggedInOperator(shop, 'viewer', 'viewer');
    const notResent = (await desk<{ deskResendCardMail: { mailId: string | null; errors: Entry[] } }>(RESEND, { id: order.cardIds[0], reason: 'lost the mail' }, viewer)).deskResendCardMail;
    expect(notResent.errors[0]?.code).toBe(ErrorCode.FORBIDDEN);
    const notBlocked = (await desk<{ deskBlockAndReissueCard: { errors: Entry[] } }>(REISSUE, { id: order.cardIds[0], reason: 'lost the card' }, viewer)).deskBlockAndReissueCard;
    expect(notBlocked.errors[0]?.code).toBe(ErrorCode.FORBIDDEN);
    // Nothing happened to the card.
    expect(await cardStates(shop.handle.db, order.cardIds)).toEqual([expect.objectContaining({ status: 'ACTIVE', balanceCents: 2000 })]);
  }, 120_000);
});

describe('search and detail', () => {
  let order: PaidOrder;
  let number: string;

  beforeAll(async () => {
    order = await paidOrder(shop, checkout, [{ amountCents: 1500, quantity: 2 }], 'Search.Me@Example.com');
    const [card] = await shop.handle.db.select({ number: giftCards.number }).from(giftCards).where(eq(giftCards.id, order.cardIds[0] as string));
    number = card?.number as string;
  }, 120_000);

  it('reads what the typed text is: e-mail, card digits, order number, or nothing', () => {
    expect(parseDeskQuery(' Anna@Example.com ')).toEqual({ kind: 'EMAIL', value: 'anna@example.com' });
    expect(parseDeskQuery('6037 0601 2345')).toEqual({ kind: 'CARD_DIGITS', value: '603706012345' });
    expect(parseDeskQuery('60-261126-abc234')).toEqual({ kind: 'ORDER_NUMBER', value: '60-261126-ABC234' });
    expect(parseDeskQuery('123')).toBeNull();
    expect(parseDeskQuery('%')).toBeNull();
    expect(parseDeskQuery("a' or 1=1 --")).toBeNull();
  });

  it('finds the order by its number and by the buyer’s address (any case), and its cards by their last digits, masked', async () => {
    const byNumber = (await desk<{ deskSearch: { kind: string; orders: Array<{ orderUuid: string }>; cards: CardHit[]; errors: Entry[] } }>(SEARCH, { query: order.orderNumber.toLowerCase() })).deskSearch;
    expect(byNumber.kind).toBe('ORDER_NUMBER');
    expect(byNumber.orders.map((o) => o.orderUuid)).toEqual([order.orderId]);
    expect(byNumber.cards.map((c) => c.cardId).sort()).toEqual([...order.cardIds].sort());

    const byEmail = (await desk<{ deskSearch: { kind: string; orders: Array<{ orderUuid: string }> } }>(SEARCH, { query: 'search.me@example.COM' })).deskSearch;
    expect(byEmail).toMatchObject({ kind: 'EMAIL', orders: [{ orderUuid: order.orderId }] });

    for (const digits of [number.slice(-4), number.slice(-9), number]) {
      const byDigits = (await desk<{ deskSearch: { kind: string; cards: CardHit[] } }>(SEARCH, { query: digits })).deskSearch;
      expect(byDigits.kind).toBe('CARD_DIGITS');
      expect(byDigits.cards.map((c) => c.cardId)).toContain(order.cardIds[0]);
      expect(byDigits.cards.find((c) => c.cardId === order.cardIds[0])).toMatchObject({ maskedNumber: `•••• ${number.slice(-4)}`, orderNumber: order.orderNumber });
    }
    // Never the whole number, anywhere in the answer.
    const raw = await support.call(SEARCH, { query: number.slice(-6) });
    expect(JSON.stringify(raw)).not.toContain(number.slice(0, 12));

    const bad = (await desk<{ deskSearch: { errors: Entry[] } }>(SEARCH, { query: 'x' })).deskSearch;
    expect(bad.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_SEARCH_INPUT, referencedRequestParameter: 'query' })]);
    const deep = (await desk<{ deskSearch: { errors: Entry[] } }>(SEARCH, { query: order.orderNumber, page: 11 })).deskSearch;
    expect(deep.errors[0]?.code).toBe(ErrorCode.INVALID_PAGING);
  }, 60_000);

  it('shows an order’s lines, cards, payments, notifications and mails, and a card’s ledger', async () => {
    const detail = (await desk<{ deskOrder: { order: Record<string, unknown[]> & { order: { orderNumber: string } }; errors: Entry[] } }>(ORDER, { id: order.orderId })).deskOrder;
    expect(detail.errors).toEqual([]);
    expect(detail.order.order.orderNumber).toBe(order.orderNumber);
    expect(detail.order.lines).toEqual([expect.objectContaining({ quantity: 2, amountCents: 1500 })]);
    expect(detail.order.cards).toHaveLength(2);
    expect(detail.order.payments).toEqual([expect.objectContaining({ status: 'AUTHORISED', method: 'card' })]);
    expect(detail.order.notifications).toContainEqual(expect.objectContaining({ eventCode: 'AUTHORISATION', success: true }));
    const kinds = (detail.order.mails as Array<{ kind: string }>).map((m) => m.kind);
    expect(kinds).toEqual(expect.arrayContaining(['order-confirmation', 'gift-card']));
    expect(JSON.stringify(detail)).not.toContain(number);

    const card = (await desk<{ deskCard: { card: { ledger: Array<{ kind: string; amountCents: number }> }; errors: Entry[] } }>(CARD, { id: order.cardIds[0] })).deskCard;
    expect(card.card.ledger).toEqual([expect.objectContaining({ kind: 'ISSUE', amountCents: 1500 })]);
    const unknown = (await desk<{ deskOrder: { order: unknown; errors: Entry[] } }>(ORDER, { id: '00000000-0000-4000-8000-000000000000' })).deskOrder;
    expect(unknown).toEqual({ order: null, errors: [expect.objectContaining({ code: ErrorCode.UNKNOWN_CART_ITEM })] });
  }, 60_000);
});

describe('card actions', () => {
  it('sends a card mail again with a new PIN, to the same recipient, at most three times a day, audited with the reason', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 1 }], 'resend@example.com');
    const cardId = order.cardIds[0] as string;
    // Not sent yet (scheduled, or being retried): it goes out on its own, nothing is renewed.
    await shop.handle.db.update(mailOutbox).set({ status: 'PENDING' }).where(eq(mailOutbox.dedupeKey, `gift-card:${cardId}`));
    const early = (await desk<{ deskResendCardMail: { mailId: string | null; errors: Entry[] } }>(RESEND, { id: cardId, reason: 'never arrived' })).deskResendCardMail;
    expect(early).toEqual({ mailId: null, errors: [expect.objectContaining({ message: 'The card mail has not been sent yet (it is scheduled or being retried): it goes out on its own' })] });
    await markCardMailsSent([cardId]);
    const [before] = await shop.handle.db.select({ pinHash: giftCards.pinHash }).from(giftCards).where(eq(giftCards.id, cardId));

    const noReason = (await desk<{ deskResendCardMail: { errors: Entry[] } }>(RESEND, { id: cardId, reason: '  ' })).deskResendCardMail;
    expect(noReason.errors).toEqual([expect.objectContaining({ code: ErrorCode.INVALID_ARGUMENT, referencedRequestParameter: 'reason' })]);

    const sent = (await desk<{ deskResendCardMail: { mailId: string | null; errors: Entry[] } }>(RESEND, { id: cardId, reason: 'Customer deleted the mail' })).deskResendCardMail;
    expect(sent.errors).toEqual([]);
    const [mail] = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailId as string));
    expect(mail).toMatchObject({ kind: 'gift-card', recipient: 'resend@example.com', status: 'PENDING' });
    // The new PIN is sealed, never in the stored payload.
    expect(mail?.sealedSecrets).toEqual(expect.any(String));
    expect((mail?.payload as { pin: unknown } | undefined)?.pin).toBeNull();
    const [after] = await shop.handle.db.select({ pinHash: giftCards.pinHash }).from(giftCards).where(eq(giftCards.id, cardId));
    expect(after?.pinHash).not.toBe(before?.pinHash);
    const audits = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'card.resend-mail'), eq(operatorAuditLog.targetId, cardId)));
    expect(audits).toEqual([expect.objectContaining({ targetKind: 'gift-card', after: expect.objectContaining({ reason: 'Customer deleted the mail', pinRenewed: true }) })]);
    expect(JSON.stringify(audits)).not.toMatch(/[0-9]{19}/);

    const again = [];
    for (let i = 0; i < 3; i += 1) again.push((await desk<{ deskResendCardMail: { mailId: string | null; errors: Entry[] } }>(RESEND, { id: cardId, reason: `try ${i}` })).deskResendCardMail);
    expect(again.slice(0, 2).map((a) => a.errors)).toEqual([[], []]);
    expect(again[2]?.errors[0]?.code).toBe(ErrorCode.TOO_MANY_ATTEMPTS);
  }, 120_000);

  it('blocks a lost card and reissues its balance on a new card mailed to the buyer, once, audited', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 5000, quantity: 1 }], 'lost@example.com');
    const cardId = order.cardIds[0] as string;
    const result = (await desk<{ deskBlockAndReissueCard: { movedCents: number; card: CardHit | null; errors: Entry[] } }>(REISSUE, { id: cardId, reason: 'Card stolen with the wallet' })).deskBlockAndReissueCard;
    expect(result.errors).toEqual([]);
    expect(result).toMatchObject({ movedCents: 5000, card: { status: 'ACTIVE', balanceCents: 5000, orderUuid: order.orderId } });
    const newId = result.card?.cardId as string;
    expect(await cardStates(shop.handle.db, [cardId, newId].sort())).toEqual(
      [
        { id: cardId, status: 'BLOCKED', balanceCents: 0, ledgerCents: 0 },
        { id: newId, status: 'ACTIVE', balanceCents: 5000, ledgerCents: 5000 },
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    const ledger = await shop.handle.db.select().from(giftCardLedger).where(like(giftCardLedger.kind, 'REISSUE%'));
    expect(ledger.filter((e) => e.giftCardId === cardId || e.giftCardId === newId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ giftCardId: cardId, kind: 'REISSUE_OUT', amountCents: -5000, reference: newId }),
        expect.objectContaining({ giftCardId: newId, kind: 'REISSUE_IN', amountCents: 5000, reference: cardId }),
      ]),
    );
    const [mail] = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `gift-card:${newId}`));
    // To the buyer's own address: "your gift card", with the old card's validity (its last valid day).
    expect(mail).toMatchObject({ kind: 'gift-card', recipient: 'lost@example.com', payload: expect.objectContaining({ selfGift: true, validUntil: expect.stringMatching(/^\d{4}-12-31$/), cardImageUrl: expect.stringMatching(/\/media\/[a-z]+\/[a-z0-9-]+\.png\?v=/) }) });
    const card = (await desk<{ deskCard: { card: { reissuedFromId: string; ledger: Array<{ kind: string }> } } }>(CARD, { id: newId })).deskCard;
    expect(card.card).toMatchObject({ reissuedFromId: cardId, ledger: [{ kind: 'REISSUE_IN' }] });
    const audit = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'card.block-reissue'), eq(operatorAuditLog.targetId, cardId)));
    expect(audit).toEqual([expect.objectContaining({ after: expect.objectContaining({ reason: 'Card stolen with the wallet', movedCents: 5000, newCardId: newId }) })]);

    const twice = (await desk<{ deskBlockAndReissueCard: { card: unknown; errors: Entry[] } }>(REISSUE, { id: cardId, reason: 'again' })).deskBlockAndReissueCard;
    expect(twice).toMatchObject({ card: null, errors: [expect.objectContaining({ code: ErrorCode.CARD_BLOCKED })] });
    // The new card belongs to the order: a refund of the order reaches its value.
    const refund = (await desk<{ deskRefund: { refund: { amountCents: number } | null; errors: Entry[] } }>(REFUND, { order: order.orderId, reason: 'Goodwill after theft' })).deskRefund;
    expect(refund.refund?.amountCents).toBe(5000);
  }, 120_000);
});

describe('refunds and withdrawals', () => {
  async function withdraw(input: Record<string, unknown>): Promise<string> {
    const shopper = new Shopper(shop);
    const { captchaChallenge } = await shopper.call<{ captchaChallenge: string }>(CHALLENGE);
    const answer = (await shopper.call<{ withdrawContract: { status: boolean } }>(WITHDRAW, { input: { captchaToken: await solveCaptcha(captchaChallenge), ...input } })).withdrawContract;
    expect(answer.status).toBe(true);
    const [row] = await shop.handle.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.email, String(input.email).toLowerCase()));
    return row?.id as string;
  }

  it('refunds part of an order with the reason required, and approves and rejects withdrawals with theirs, mailing the buyer and the sender', async () => {
    const order = await paidOrder(shop, checkout, [{ amountCents: 2500, quantity: 1 }], 'widerruf@example.com');
    const missing = (await desk<{ deskRefund: { refund: unknown; errors: Entry[] } }>(REFUND, { order: order.orderId, amount: 500, reason: 'ok' })).deskRefund;
    expect(missing).toEqual({ refund: null, errors: [expect.objectContaining({ code: ErrorCode.INVALID_ARGUMENT, referencedRequestParameter: 'reason' })] });
    const partial = (await desk<{ deskRefund: { refund: { amountCents: number; reason: string } | null; errors: Entry[] } }>(REFUND, { order: order.orderId, amount: 500, reason: 'Goodwill: late delivery' })).deskRefund;
    expect(partial).toMatchObject({ refund: { amountCents: 500, reason: 'Goodwill: late delivery' }, errors: [] });

    const matched = await withdraw({ name: 'Wido Wend', orderNumber: order.orderNumber, email: 'widerruf@example.com' });
    const stranger = await withdraw({ name: 'Nobody', orderNumber: '60-010101-ZZZZZZ', email: 'nobody.desk@example.com' });
    const approved = (await desk<{ deskApproveWithdrawal: { request: { status: string; refundId: string } | null; errors: Entry[] } }>(APPROVE, { id: matched, reason: 'Within 14 days, unredeemed' })).deskApproveWithdrawal;
    expect(approved).toMatchObject({ request: { status: 'APPROVED', refundId: expect.any(String) }, errors: [] });
    const rejected = (await desk<{ deskRejectWithdrawal: { request: { status: string } | null; errors: Entry[] } }>(REJECT, { id: stranger, reason: 'No such order' })).deskRejectWithdrawal;
    expect(rejected).toMatchObject({ request: { status: 'REJECTED' }, errors: [] });

    const decisions = await shop.handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'withdrawal-decision'));
    expect(decisions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipient: 'widerruf@example.com', payload: expect.objectContaining({ outcome: 'APPROVED', amount: { cents: 2000, currency: 'EUR' } }) }),
        expect.objectContaining({ recipient: 'nobody.desk@example.com', payload: expect.objectContaining({ outcome: 'REJECTED', amount: null }) }),
      ]),
    );
    // The operator's note is in the audit log, never in the mail.
    expect(JSON.stringify(decisions)).not.toContain('No such order');
    const audit = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'withdrawal.reject'));
    expect(audit).toContainEqual(expect.objectContaining({ after: expect.objectContaining({ reason: 'No such order' }) }));
    const detail = (await desk<{ deskOrder: { order: { withdrawals: Array<{ status: string }>; refunds: unknown[] } } }>(ORDER, { id: order.orderId })).deskOrder;
    expect(detail.order.withdrawals).toEqual([expect.objectContaining({ status: 'APPROVED' })]);
    expect(detail.order.refunds).toHaveLength(2);
  }, 120_000);

  it('writes the decision mails in German and Dutch', async () => {
    const base = { orderNumber: '60-261126-ABC234', storefrontName: 'Geschenkkarten', receivedAt: '2026-11-26T10:00:00.000Z' };
    const de = await renderMail('withdrawal-decision', 'de', { ...base, outcome: 'APPROVED', customerName: 'Anna Berg', amount: { cents: 2500, currency: 'EUR' } });
    expect(de.subject).toContain('Widerruf der Bestellung 60-261126-ABC234 ist ausgeführt');
    expect(de.text).toContain('Hallo Anna Berg');
    expect(de.text).toMatch(/25,00\s€/);
    const nl = await renderMail('withdrawal-decision', 'nl', { ...base, outcome: 'REJECTED', customerName: null, amount: null });
    expect(nl.subject).toContain('Je herroeping over bestelling 60-261126-ABC234');
    expect(nl.text).toContain('konden die niet uitvoeren');
  });
});
