/**
 * Fraud screening before issuing (issue 33 item 3, ADR 0043): the database side of the rules.
 *
 * - `recordPlacementSignals` (placeOrder's transaction): the order's keyed signals, so later orders
 *   can count it.
 * - `screenPaidOrder` (the authorisation's transaction, under the order's lock, before any card is
 *   issued): counts earlier orders per signal in the velocity window, reads the card facts of the
 *   provider's notification, runs the rules (rules.ts), records score, hits and outcome, and puts a
 *   HOLD or REFUSE on the order (`order_placements.review_state`), which issuing obeys.
 *
 * Every count is an index range scan with a LIMIT (the (key, time) indexes of migration 0036): a key
 * with thousands of orders costs no more than the limit. Counts come from the database, so they hold
 * across processes; two orders of one card paid at the same moment may each miss the other (neither
 * is screened yet), which the next one will not.
 */
import { and, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { orderShipments } from '../../db/cart-schema';
import type { OrderRow } from '../../db/cart-schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type OrderPlacementRow, type PaymentRow, orderPlacements, orderScreenings } from '../../db/order-schema';
import type { FraudSettings, VelocityKey } from '../../config/fraud';
import type { Transaction } from '../cart/cart-store';
import type { PaymentNotification } from '../payments/provider';
import { CARD_BEARING_METHODS } from '../orders/payment-methods';
import { type ScreeningResult, screen } from './rules';
import { type CardFacts, type KeyHasher, cardFacts, emailKey, placementKeys } from './signals';

/** What screening needs besides the transaction: the settings and the key hasher (secrets' limitKey). */
export interface ScreeningServices {
  settings: FraudSettings;
  hash: KeyHasher;
}

/** Rows read at most per count: above every sensible limit, and a bound on the work per key. */
const MAX_COUNTED = 1_000;

/** Records the placed order's keyed signals (once: a second call changes nothing). */
export async function recordPlacementSignals(
  tx: Transaction,
  hash: KeyHasher,
  input: { orderId: string; storefrontKey: string; email: string; clientIp: string | null; deviceId: string | null; sessionHash: string | null; at: Date },
): Promise<void> {
  const keys = placementKeys(hash, input);
  await tx
    .insert(orderScreenings)
    .values({ orderId: input.orderId, storefrontKey: input.storefrontKey, ...keys, placedAt: input.at })
    .onConflictDoNothing();
}

/** Earlier orders (not this one) whose `column` equals `value` since `since`, read up to `cap` rows through its index. */
async function countEarlier(
  tx: Transaction,
  orderId: string,
  column: AnyPgColumn,
  time: AnyPgColumn,
  value: string | null,
  since: Date,
  limit: number,
): Promise<number | null> {
  if (!value) return null;
  // One more than the limit says "above it"; beyond MAX_COUNTED nobody needs the exact number.
  const cap = Math.min(Math.max(limit + 1, 50), MAX_COUNTED);
  const rows = await tx
    .select({ one: sql`1` })
    .from(orderScreenings)
    .where(and(eq(column, value), gt(time, since), ne(orderScreenings.orderId, orderId)))
    .limit(cap);
  return rows.length;
}

export interface PaidOrderScreening extends ScreeningResult {
  card: CardFacts;
}

/**
 * Screens a paid order once (a second call answers the recorded decision): runs in the transaction that
 * authorised it, under its lock, before its cards are issued. HOLD and REFUSE are written to the order
 * (review_state); the caller mails the buyer and, for REFUSE, records the refund.
 */
export async function screenPaidOrder(
  tx: Transaction,
  services: ScreeningServices & { now: Date },
  input: { order: OrderRow; placement: OrderPlacementRow; payment: PaymentRow; notification: PaymentNotification; storefrontCountry: string },
): Promise<PaidOrderScreening> {
  const { order, placement, payment, notification } = input;
  const { settings, hash } = services;
  // An order placed before screening existed (migration 0036) has no signals yet: its e-mail at least.
  await tx
    .insert(orderScreenings)
    .values({ orderId: order.id, storefrontKey: order.storefrontKey, emailKey: emailKey(hash, placement.customer.email), placedAt: placement.placedAt })
    .onConflictDoNothing();
  const [row] = await tx.select().from(orderScreenings).where(eq(orderScreenings.orderId, order.id));
  if (!row) throw new Error(`order ${order.id}: screening row vanished`);
  // A wallet pays with a card kept in the phone: the provider describes that card as for a card payment
  // (issuing country, BIN, the account reference that is the same for the card and its wallet tokens).
  const card = cardFacts(hash, CARD_BEARING_METHODS.has(payment.method) ? notification.additionalData : null);
  if (row.outcome !== null && row.score !== null) {
    return { score: row.score, outcome: row.outcome, hits: row.hits as PaidOrderScreening['hits'], card };
  }

  const since = new Date(services.now.getTime() - settings.velocityWindowHours * 3_600_000);
  const limits = settings.velocityLimits;
  const earlier = (key: VelocityKey, column: AnyPgColumn, value: string | null, time: AnyPgColumn = orderScreenings.placedAt) =>
    countEarlier(tx, order.id, column, time, value, since, limits[key]);
  const earlierOrders: Record<VelocityKey, number | null> = {
    // Paid (screened) orders only: anyone can place unpaid orders under someone else's e-mail address
    // and would otherwise push that buyer's next order into review (migration 0038).
    email: await earlier('email', orderScreenings.emailKey, row.emailKey, orderScreenings.screenedAt),
    card: await earlier('card', orderScreenings.cardKey, card.fingerprintKey, orderScreenings.screenedAt),
    device: await earlier('device', orderScreenings.deviceKey, row.deviceKey),
    ip: await earlier('ip', orderScreenings.ipKey, row.ipKey),
    ipv6Prefix: await earlier('ipv6Prefix', orderScreenings.ipv6PrefixKey, row.ipv6PrefixKey),
  };
  // Has this e-mail had an order issued before? One row through the e-mail index is enough.
  const issued = await tx
    .select({ one: sql`1` })
    .from(orderScreenings)
    .innerJoin(orderPlacements, eq(orderPlacements.orderId, orderScreenings.orderId))
    .where(and(eq(orderScreenings.emailKey, row.emailKey), ne(orderScreenings.orderId, order.id), isNotNull(orderPlacements.issuedAt)))
    .limit(1);
  const shipments = await tx.select({ deliveryType: orderShipments.deliveryType }).from(orderShipments).where(eq(orderShipments.orderId, order.id));

  const result = screen(
    {
      email: placement.customer.email.toLowerCase(),
      storefrontCountry: input.storefrontCountry.toUpperCase(),
      amountCents: placement.grandTotalCents,
      currency: placement.currency,
      digitalOnly: shipments.length > 0 && shipments.every((s) => s.deliveryType === 'DIGITAL'),
      earlierOrders,
      issuedBefore: issued.length,
      payment: { method: payment.method, issuerCountry: card.issuerCountry, threeDSecure: card.threeDSecure },
    },
    settings,
  );
  await tx
    .update(orderScreenings)
    .set({
      cardKey: card.fingerprintKey,
      screenedAt: services.now,
      score: result.score,
      outcome: result.outcome,
      hits: result.hits,
      card: { issuerCountry: card.issuerCountry, threeDSecure: card.threeDSecure, bin: card.bin, lastFour: card.lastFour, fundingSource: card.fundingSource },
    })
    .where(eq(orderScreenings.orderId, order.id));
  if (result.outcome === 'HOLD') {
    await tx.update(orderPlacements).set({ reviewState: 'HELD' }).where(eq(orderPlacements.orderId, order.id));
  } else if (result.outcome === 'REFUSE') {
    await tx
      .update(orderPlacements)
      .set({
        reviewState: 'REFUSED',
        reviewedAt: services.now,
        reviewedBy: { kind: 'system' },
        reviewReason: `refused by fraud screening: score ${result.score} (refuse at ${settings.refuseScore})`,
      })
      .where(eq(orderPlacements.orderId, order.id));
  }
  return { ...result, card };
}
