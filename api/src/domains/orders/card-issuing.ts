/**
 * Issuing a completed order's gift cards (issue 7, issue 18): exactly once per (package, sequence)
 * and only while the order has not been issued yet.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { addressCountry } from '@shop/shared/validation';
import { orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, orderPlacements, payments } from '../../db/order-schema';
import { priceCart } from '../cart/cart-pricing';
import { loadCartRows, loadCatalogueInfo, loadPricing, lockCart } from '../cart/cart-store';
import { hashPin, newGiftCardNumber, newPin } from './gift-card-codes';
import { giftCardExpiry } from './gift-card-validity';
import { enqueueDispatchDocuments, enqueueGiftCardMails } from './order-mails';
import { type NotificationContext, alert, mailContext } from './order-shared';
import { amountDue } from './order-payments';
import { LRUCache } from 'lru-cache';
import { giftCardIssuingFailures, giftCardsIssued } from '../../observability/metrics';

/** Cards written per INSERT statement when issuing. */
const ISSUE_CHUNK = 1_000;

/** A card drawn before the issuing transaction: scrypt is slow, so it never runs while rows are locked. */
interface DrawnCard {
  cardId: string;
  packageId: string;
  sequence: number;
  productId: string;
  variationType: string;
  /** The balance it is issued with (0 for a blank card). */
  amountCents: number;
  /** A blank card of a pack: issued 'NOT_ACTIVATED', without balance or expiry (issue 18). */
  blank: boolean;
  number: string;
  pin: string;
  pinHash: string;
}

/**
 * Issues the cards of a completed order, exactly once. The order's lines are frozen once placed, so
 * the cards are drawn (numbers, PINs, peppered hashes) from them outside any transaction; the short
 * issuing transaction then locks the order, checks it is still unissued and that what was paid is
 * the frozen total, and writes cards, ledger, card mails, dispatch documents and `issued_at`
 * together. Runs after the authorisation, and again from the reconciliation job for an order a crash
 * left unissued.
 *
 * Gift cards are issued with their amount as balance (ledger ISSUE). The physical cards of a blank
 * card pack (issue 18) are issued as cards too, `quantity × cardsPerPack` of them, 'NOT_ACTIVATED'
 * with no balance, no ledger entry and no expiry (their validity starts at activation). The PINs of
 * cards by post go only into the dispatch documents to the storefront's fulfilment address.
 */
export async function issueOrderCards(ctx: NotificationContext, orderId: string): Promise<number> {
  try {
    return await issueOnce(ctx, orderId);
  } catch (error) {
    // Retried by the reconciliation job's next round; alerted once per order (not every round) so a
    // lasting failure is seen, and counted every time (the issuing failure rule watches the rate).
    giftCardIssuingFailures.labels('error').inc();
    if (!alertedFailures.has(orderId)) {
      alertedFailures.set(orderId, true);
      alert(`order id ${orderId}: issuing its cards failed (${error instanceof Error ? error.name : 'error'}); the reconciliation retries it`, 'issuing.failed');
    }
    throw error;
  }
}

/** Orders whose failed issuing was alerted (in this process): one alert per order, not one a round. */
const alertedFailures = new LRUCache<string, true>({ max: 1_000 });

async function issueOnce(ctx: NotificationContext, orderId: string): Promise<number> {
  const [placement] = await ctx.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!placement || !order || placement.issuedAt || placement.issueProblem || order.status !== 'COMPLETED') return 0;
  // Held for fraud review, or refused (ADR 0043): only a reviewer's release lets it be issued.
  if (placement.reviewState === 'HELD' || placement.reviewState === 'REFUSED') return 0;
  // An activation issues no card: the activation job loads its amount onto the blank card.
  if (order.kind === 'ACTIVATION') return 0;

  const rows = await loadCartRows(ctx.db, orderId);
  if (!rows) return 0;
  const [paid] = await ctx.db.select().from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['AUTHORISED', 'PENDING'])));
  const store = (await ctx.directory.all()).find((s) => s.key === order.storefrontKey);
  if (!store) return 0;
  const info = await loadCatalogueInfo(
    ctx.db,
    store.key,
    rows.packages.map((p) => p.variationId),
  );
  const frozenTotal = priceCart(rows, info, await loadPricing(ctx.db, store.key), addressCountry(store.countryCode)).grandTotalCents;
  // What the provider had to collect: the total, less what gift cards paid (a redeem); nothing at all
  // for a redeem its cards covered.
  const due = amountDue(placement);
  const paidCents = due === 0 ? 0 : paid && (paid.status === 'AUTHORISED' || paid.method === 'invoice') ? paid.amountCents : null;
  const problem =
    frozenTotal !== placement.grandTotalCents
      ? `the lines total ${frozenTotal} but the order was placed for ${placement.grandTotalCents}`
      : paidCents !== due || (due > 0 && paid?.currency !== placement.currency)
        ? `paid ${paidCents ?? 'nothing'} ${paid?.currency ?? ''} for a total of ${placement.grandTotalCents} ${placement.currency}${placement.giftCardCents > 0 ? ` (${placement.giftCardCents} paid by gift cards)` : ''}`
        : null;
  if (problem) {
    await ctx.db.update(orderPlacements).set({ issueProblem: problem }).where(and(eq(orderPlacements.orderId, orderId), isNull(orderPlacements.issuedAt)));
    giftCardIssuingFailures.labels('mismatch').inc();
    alert(`order ${placement.orderNumber}: no cards issued, ${problem}`, 'issuing.failed');
    return 0;
  }

  const shipmentType = new Map(rows.shipments.map((s) => [s.id, s.deliveryType]));
  const cards: DrawnCard[] = [];
  const draw = (card: Omit<DrawnCard, 'cardId' | 'number' | 'pin' | 'pinHash'>) =>
    cards.push({ ...card, cardId: randomUUID(), number: newGiftCardNumber(store.storeId), pin: newPin(), pinHash: '' });
  // Only gift cards become spendable cards. A donation is passed on, not a balance. A blank card pack
  // is plastic that gets its value at activation (issue 18): its cards are issued, but not activated
  // and without balance; issuing them with the price as balance would hand out money never paid.
  for (const pkg of rows.packages) {
    const product = info.get(pkg.variationId);
    if (product?.productType === 'GIFT_CARD') {
      for (let sequence = 1; sequence <= pkg.quantity; sequence += 1) {
        draw({
          packageId: pkg.id,
          sequence,
          productId: pkg.productId,
          variationType: shipmentType.get(pkg.shipmentId) ?? 'DIGITAL',
          amountCents: pkg.amountCents,
          blank: false,
        });
      }
    } else if (product?.productType === 'BLANK_CARD_PACK') {
      const perPack = product.cardsPerPack ?? 0;
      if (perPack < 1) alert(`order ${placement.orderNumber}: blank card pack ${pkg.productId} has no card count, no cards issued for it`);
      // Numbered 1..quantity × cardsPerPack within the package: (package, sequence) is issued once.
      for (let sequence = 1; sequence <= pkg.quantity * perPack; sequence += 1) {
        draw({ packageId: pkg.id, sequence, productId: pkg.productId, variationType: 'PHYSICAL', amountCents: 0, blank: true });
      }
    }
  }
  await Promise.all(cards.map(async (card) => Object.assign(card, { pinHash: await hashPin(card.pin, ctx.secrets.pinPepper, undefined, 'background') })));

  const mail = await mailContext(ctx);
  // The storefront's validity (gift-card-validity.ts): its terms' rule, counted from now.
  const expiresAt = giftCardExpiry(store.countryCode, ctx.now);
  const issued = await ctx.db.transaction(async (tx) => {
    await lockCart(tx, orderId);
    const [current] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderId));
    // Re-read under the order's lock: a screening or a reviewer may have held or refused it meanwhile.
    if (!current || current.issuedAt || current.reviewState === 'HELD' || current.reviewState === 'REFUSED') return 0;
    if (cards.length > 0) {
      // A number already taken (astronomically rare) fails the unique index: the whole issuing rolls
      // back and the reconciliation job draws new numbers.
      // In chunks: a large pack order stays far below the 65,535 parameters of one statement.
      for (let start = 0; start < cards.length; start += ISSUE_CHUNK) {
        await tx.insert(giftCards).values(
          cards.slice(start, start + ISSUE_CHUNK).map((card) => ({
            id: card.cardId,
            number: card.number,
            pinHash: card.pinHash,
            storefrontKey: order.storefrontKey,
            orderId,
            packageId: card.packageId,
            sequence: card.sequence,
            productId: card.productId,
            variationType: card.variationType,
            currency: order.currency,
            // A blank card is valid from its activation on: no expiry and no balance until then.
            status: card.blank ? ('NOT_ACTIVATED' as const) : ('ACTIVE' as const),
            expiresAt: card.blank ? null : expiresAt,
          })),
        );
      }
      const funded = cards.filter((card) => !card.blank);
      if (funded.length > 0) {
        await tx
          .insert(giftCardLedger)
          .values(funded.map((card) => ({ id: randomUUID(), giftCardId: card.cardId, kind: 'ISSUE' as const, amountCents: card.amountCents, orderId })));
      }
    }
    await tx.update(orderPlacements).set({ issuedAt: ctx.now }).where(eq(orderPlacements.orderId, orderId));
    // Digital gift cards get their mail; blank cards never (their PINs are only on the dispatch document).
    await enqueueGiftCardMails(
      tx,
      mail,
      orderId,
      cards.filter((card) => !card.blank),
    );
    await enqueueDispatchDocuments(tx, mail, orderId, cards);
    return cards.length;
  });
  if (issued > 0) {
    const blank = cards.filter((card) => card.blank).length;
    if (blank > 0) giftCardsIssued.labels('blank').inc(blank);
    if (issued - blank > 0) giftCardsIssued.labels('funded').inc(issued - blank);
  }
  return issued;
}
