/**
 * Helpers for the tests of money after the sale (issue 33, ADR 0041): a paid order with chosen digital
 * cards (through checkout and the test payment page, as a shopper's browser does), provider events
 * signed with the HMAC key and posted to the notification endpoint as the provider does, the operator
 * refund mutation, and the ledger of a set of cards.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { giftCardLedger, giftCards, payments } from '../db/order-schema';
import { hashPin } from '../domains/orders/gift-card-codes';
import { type NotificationEventInput, buildNotification } from '../domains/payments/notification-signature';
import { ADD, type Checkout, type ErrorEntry } from './checkout';
import { TEST_OPERATOR_TOKEN, type TestServer } from './test-server';
import { Shopper } from './shopper';

export const REFUND = `mutation Refund($input: OperatorRefundInput!) { operatorRefund(input: $input) {
  refund { id orderId cardId status origin amountCents currency reason pspReference problem }
  errors { message code referencedRequestParameter } } }`;

export interface RefundView {
  id: string;
  orderId: string;
  cardId: string | null;
  status: string;
  origin: string;
  amountCents: number;
  currency: string;
  reason: string;
  pspReference: string | null;
  problem: string | null;
}

export interface PaidOrder {
  orderId: string;
  orderNumber: string;
  paymentId: string;
  pspReference: string;
  amountCents: number;
  /** Its gift cards in id order. */
  cardIds: string[];
}

/**
 * A paid, issued order of digital cards (amount × quantity each) of the checkout's product, by card unless
 * another method is named. `headers` go with every request of its shopper (e.g. X-Forwarded-For, for a
 * server that trusts the loopback proxy: many orders from one test need not share one address's limits).
 */
export async function paidOrder(
  shop: TestServer,
  checkout: Checkout,
  cards: { amountCents: number; quantity: number }[],
  email = 'anna@example.com',
  method = 'card',
  headers: Record<string, string> = {},
): Promise<PaidOrder> {
  const shopper = new Shopper(shop, headers);
  const variation = checkout.product.variations.find((v) => v.variationType === 'DIGITAL')?.id;
  let cartId = '';
  for (const { amountCents, quantity } of cards) {
    const added = await shopper.call<{ addGiftCardPackage: { order: { id: string }; errors: ErrorEntry[] } }>(ADD, {
      input: { productId: checkout.product.id, variationId: variation, variationType: 'DIGITAL', amountCents, quantity, giftPacking: false },
    });
    if (added.addGiftCardPackage.errors.length) throw new Error(`adding failed: ${JSON.stringify(added.addGiftCardPackage.errors)}`);
    cartId = added.addGiftCardPackage.order.id;
  }
  const placed = await checkout.place(shopper, cartId, { email, emailConfirmation: email });
  const started = await checkout.pay(shopper, cartId, method);
  if (started.errors.length || !started.action?.url) throw new Error(`paying failed: ${JSON.stringify(started.errors)}`);
  await checkout.choose(started.action.url, 'authorised');
  await checkout.waitFor(shopper, cartId, (o) => o.status === 'COMPLETED');
  const [payment] = await shop.handle.db.select().from(payments).where(and(eq(payments.orderId, cartId), eq(payments.status, 'AUTHORISED')));
  const issued = await shop.handle.db.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.orderId, cartId)).orderBy(asc(giftCards.id));
  return {
    orderId: cartId,
    orderNumber: placed.orderNumber,
    paymentId: payment?.id as string,
    pspReference: payment?.pspReference as string,
    amountCents: payment?.amountCents as number,
    cardIds: issued.map((c) => c.id),
  };
}

/** Posts one signed provider event to the test provider's notification endpoint; answers the body text and status. */
export async function notify(shop: TestServer, key: string, event: NotificationEventInput): Promise<{ status: number; text: string }> {
  const res = await shop.request('/payments/notifications/test', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(buildNotification(event, key)),
  });
  return { status: res.status, text: res.text };
}

/** The operator refund mutation with the CLI's bearer token (an admin). */
export async function operatorRefund(shop: TestServer, input: Record<string, unknown>, token = TEST_OPERATOR_TOKEN) {
  const res = await shop.graphql<{ operatorRefund: { refund: RefundView | null; errors: ErrorEntry[] } }>(REFUND, {
    variables: { input },
    headers: { authorization: `Bearer ${token}`, 'x-store': '60' },
  });
  return { ...res.body, payload: res.body.data?.operatorRefund };
}

/** Gives a card a PIN the test knows (its issued PIN is only in its sealed mail), so it can be redeemed like an owner would. */
export async function knownPin(shop: TestServer, cardId: string, pin = '424242'): Promise<{ number: string; pin: string }> {
  const [card] = await shop.handle.db
    .update(giftCards)
    .set({ pinHash: await hashPin(pin, shop.secrets.pinPepper, undefined, 'background') })
    .where(eq(giftCards.id, cardId))
    .returning({ number: giftCards.number });
  return { number: card?.number as string, pin };
}

export interface CardState {
  id: string;
  status: string;
  balanceCents: number;
  ledgerCents: number;
}

/** Cards with their balance and their ledger's sum (they must always agree). */
export async function cardStates(db: Database, cardIds: readonly string[]): Promise<CardState[]> {
  const rows = await db
    .select({
      id: giftCards.id,
      status: giftCards.status,
      balanceCents: giftCards.balanceCents,
      ledgerCents: sql<number>`(select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l where l.gift_card_id = "gift_cards"."id")::int`,
    })
    .from(giftCards)
    .where(inArray(giftCards.id, [...cardIds]))
    .orderBy(asc(giftCards.id));
  return rows.map((r) => ({ ...r, ledgerCents: Number(r.ledgerCents) }));
}

/** The cents of the entries of some kinds on some cards (negative for takings). */
export async function ledgerSum(db: Database, cardIds: readonly string[], kinds: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${giftCardLedger.amountCents}), 0)::int` })
    .from(giftCardLedger)
    .where(and(inArray(giftCardLedger.giftCardId, [...cardIds]), inArray(giftCardLedger.kind, kinds as never)));
  return Number(row?.cents ?? 0);
}

/** Polls until `check` answers something truthy (a notification is delivered in the background). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const value = await check();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
