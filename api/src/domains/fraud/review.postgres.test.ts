/**
 * Fraud review's race on a real PostgreSQL server (ADR 0043): PGlite runs one transaction at a time and
 * would hide it. A release and a refusal of the same held order, sent at the same moment over real HTTP
 * with a connection pool, do exactly one thing: either the cards are issued and nothing is refunded,
 * or the payment is refunded and no card exists; the loser is told the order is no longer held.
 */
import { eq } from 'drizzle-orm';
import { giftCards, orderPlacements, refunds } from '../../db/order-schema';
import { operatorAuditLog } from '../../db/operator-schema';
import { Checkout, GERMAN_PRODUCT_PATH, productByPath } from '../../testing/checkout';
import { REFUSE_HELD, RELEASE_HELD, RISKY_EMAIL, type ReviewDecisionView, buyScreened, reviewCall } from '../../testing/fraud';
import { describeOnPostgres } from '../../testing/postgres-server';
import { type ServersOnPostgres, startServersOnPostgres } from '../../testing/servers-on-postgres';
import type { TestServer } from '../../testing/test-server';
import { REVIEW_MESSAGES } from './review';

const KEY = 'f2a0d5ee'.repeat(8);
const TRIALS = 8;

describeOnPostgres('fraud review races')('fraud review on PostgreSQL', () => {
  let deployment: ServersOnPostgres;
  let shop: TestServer;
  let checkout: Checkout;

  beforeAll(async () => {
    deployment = await startServersOnPostgres(1, { paymentHmacKeyHex: KEY });
    shop = deployment.servers[0] as TestServer;
    checkout = new Checkout(shop, await productByPath(shop, GERMAN_PRODUCT_PATH));
  }, 240_000);

  afterAll(async () => {
    await deployment?.stop();
  });

  it(`a release and a refusal of one held order at once do exactly one (${TRIALS} trials)`, async () => {
    const outcomes: string[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const order = await buyScreened(shop, checkout, { email: RISKY_EMAIL });
      expect(order.reviewState).toBe('HELD');
      const variables = { orderUuid: order.orderId, reason: `race ${trial}` };
      // Alternate who is sent first: each side must be able to win.
      const calls = trial % 2 === 0 ? [RELEASE_HELD, REFUSE_HELD] : [REFUSE_HELD, RELEASE_HELD];
      const answers = await Promise.all(calls.map((query) => reviewCall<ReviewDecisionView>(shop, query, variables)));
      const winners = answers.filter((a) => a.errors.length === 0);
      expect(winners).toHaveLength(1);
      const losers = answers.filter((a) => a.errors.length > 0);
      expect(losers[0]?.errors[0]?.message).toBe(REVIEW_MESSAGES.notHeld);

      const [placement] = await shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, order.orderId));
      const cards = await shop.handle.db.select().from(giftCards).where(eq(giftCards.orderId, order.orderId));
      const refunded = await shop.handle.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
      const audits = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, order.orderId));
      if (winners[0]?.reviewState === 'RELEASED') {
        expect(placement?.reviewState).toBe('RELEASED');
        expect(cards).toHaveLength(3);
        expect(refunded).toEqual([]);
        expect(audits.map((a) => a.action)).toEqual(['order.review-release']);
      } else {
        expect(winners[0]?.reviewState).toBe('REFUSED');
        expect(placement?.reviewState).toBe('REFUSED');
        expect(cards).toEqual([]);
        expect(refunded).toHaveLength(1);
        expect(audits.map((a) => a.action).sort()).toEqual(['order.refund', 'order.review-refuse']);
      }
      outcomes.push(winners[0]?.reviewState ?? 'none');
    }
    expect(outcomes).toHaveLength(TRIALS);
  }, 600_000);
});
