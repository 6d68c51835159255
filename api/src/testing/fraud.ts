/**
 * Helpers for fraud screening's tests (ADR 0043): an order bought as a shopper's browser buys it
 * (basket, checkout, the test payment page with a chosen test card and 3-D Secure result), waited for
 * until screening has decided it; and the review operations with the CLI's bearer token (an admin).
 *
 * A risky order, deterministically: the test server (test-server.ts) and the browser journeys' servers
 * (e2e/playwright.config.ts) watch the e-mail domain risky.example, worth the hold score on its own, so
 * `buyScreened(shop, checkout, { email: 'eve@risky.example' })` is held for review; any other address
 * is issued (their velocity and value limits are out of the suites' reach).
 */
import { eq } from 'drizzle-orm';
import { orderPlacements, orderScreenings } from '../db/order-schema';
import { type Checkout, ERRORS, type ErrorEntry } from './checkout';
import { eventually } from './after-sale';
import { Shopper } from './shopper';
import { TEST_OPERATOR_TOKEN, type TestServer } from './test-server';

export const RISKY_EMAIL = 'eve@risky.example';

export interface ScreenedOrder {
  shopper: Shopper;
  orderId: string;
  orderNumber: string;
  outcome: 'ISSUE' | 'HOLD' | 'REFUSE';
  score: number;
  reviewState: string | null;
}

/** Buys the checkout's basket (2 digital × 50, 1 physical × 25) by card (or a wallet's card) and waits for screening's decision. */
export async function buyScreened(
  shop: TestServer,
  checkout: Checkout,
  options: { email?: string; card?: string; threeDS?: boolean; shopper?: Shopper; method?: 'card' | 'applepay' | 'googlepay' } = {},
): Promise<ScreenedOrder> {
  const shopper = options.shopper ?? new Shopper(shop);
  const email = options.email ?? 'anna@example.com';
  const cartId = await checkout.fill(shopper);
  const placed = await checkout.place(shopper, cartId, { email, emailConfirmation: email });
  const started = await checkout.pay(shopper, cartId, options.method ?? 'card');
  if (started.errors.length || !started.action?.url) throw new Error(`paying failed: ${JSON.stringify(started.errors)}`);
  await checkout.choose(started.action.url, 'authorised', { number: options.card, threeDS: options.threeDS });
  const screening = await eventually(async () => {
    const [row] = await shop.handle.db.select().from(orderScreenings).where(eq(orderScreenings.orderId, cartId));
    return row?.outcome ? row : null;
  }, `screening of order ${placed.orderNumber}`);
  // Issuing (for ISSUE) follows the screening's transaction: wait for the order to settle.
  const placement = await eventually(async () => {
    const [row] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, cartId));
    return row && (screening.outcome !== 'ISSUE' || row.issuedAt) ? row : null;
  }, `order ${placed.orderNumber} settled`);
  return { shopper, orderId: cartId, orderNumber: placed.orderNumber, outcome: screening.outcome as ScreenedOrder['outcome'], score: screening.score ?? 0, reviewState: placement.reviewState };
}

export const REVIEW_QUEUE = `query Queue($limit: Int, $store: String) { operatorReviewQueue(limit: $limit, store: $store) {
  items { orderUuid orderNumber email storefront amount { cents currency } placedAt screenedAt score hits { rule points detail } card { issuerCountry threeDSecure bin lastFour fundingSource } paymentMethod }
  ${ERRORS} } }`;
export const RELEASE_HELD = `mutation Release($orderUuid: String!, $reason: String!) { operatorReleaseHeldOrder(orderUuid: $orderUuid, reason: $reason) { orderUuid reviewState cardsIssued refundId ${ERRORS} } }`;
export const REFUSE_HELD = `mutation Refuse($orderUuid: String!, $reason: String!) { operatorRefuseHeldOrder(orderUuid: $orderUuid, reason: $reason) { orderUuid reviewState cardsIssued refundId ${ERRORS} } }`;

export interface ReviewDecisionView {
  orderUuid: string | null;
  reviewState: 'RELEASED' | 'REFUSED' | null;
  cardsIssued: number;
  refundId: string | null;
  errors: ErrorEntry[];
}

/** A review operation with the operator token (an admin) unless another authorization is given. */
export async function reviewCall<T>(shop: TestServer, query: string, variables: Record<string, unknown>, authorization: string | null = `Bearer ${TEST_OPERATOR_TOKEN}`): Promise<T> {
  const res = await shop.graphql<Record<string, T>>(query, { variables, headers: { 'x-store': '60', ...(authorization ? { authorization } : {}) } });
  if (res.body.errors?.length) throw new Error(JSON.stringify(res.body.errors));
  return Object.values(res.body.data ?? {})[0] as T;
}

/** What the shopper's order says of fraud review (PlacedOrder, the thank-you page's query). */
export interface ShopperReviewView {
  status: string;
  underReview: boolean;
  refused: boolean;
  refundStatus: 'REQUESTED' | 'REFUNDED' | 'FAILED' | 'REVERSED' | null;
}

export const SHOPPER_REVIEW_VIEW = 'query P($id: String!) { placedOrder(orderUuid: $id) { data { status underReview refused refundStatus } } }';
export const SHOPPER_ORDER_LIST = `query O { customerOrders { data { items { id status underReview refused refundStatus } } ${ERRORS} } }`;

/** The screened order as its shopper's browser reads it (null: not the shopper's). */
export async function shopperReviewView(order: Pick<ScreenedOrder, 'shopper' | 'orderId'>): Promise<ShopperReviewView | null> {
  return (await order.shopper.call<{ placedOrder: { data: ShopperReviewView | null } }>(SHOPPER_REVIEW_VIEW, { id: order.orderId })).placedOrder.data;
}
