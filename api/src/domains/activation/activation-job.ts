/**
 * The activation job (issue 18; ADR 0024): activates the blank cards whose activation is paid and due,
 * and gives up activations whose payment never came. It runs in every API process like the other
 * periodic jobs (main.ts, under a database lease), and once more right after a payment completes
 * (payment-notifications.ts), which with the demo's delay of 0 activates the card at once. Its state is the
 * database's (`card_activations`), so it survives restarts; each due row is taken with FOR UPDATE SKIP
 * LOCKED in a transaction of its own, so two processes running it at once never take the same row,
 * and the card's ledger takes one ISSUE entry whatever happens (a partial unique index).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { orders } from '../../db/cart-schema';
import { type CardActivationRow, cardActivations } from '../../db/activation-schema';
import { ACTIVE_PAYMENT_STATUSES, giftCardLedger, giftCards, orderPlacements, payments } from '../../db/order-schema';
import type { NotificationContext } from '../orders/order-shared';
import { type Transaction, lockCart } from '../cart/cart-store';
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import { productsByIds } from '../catalogue/queries';
import { enqueueMail } from '../mail/outbox';
import type { CardActivatedPayload } from '../mail/mail-types';
import type { MailContext } from '../orders/order-mails';
import { cardLastValidDay, giftCardExpiry } from '../orders/gift-card-validity';
import { maskCardNumber } from '../redeem/redeem-rules';
import { failActivation } from './activation-store';
import { log } from '../../observability/log';

export type ActivationJobContext = Omit<NotificationContext, 'now' | 'activation'>;

/** An activation whose payment never started (or ended without success) is given up after this. */
export const ACTIVATION_UNPAID_GRACE_MS = 2 * 60_000;
/** A payment page left open this long is cancelled at the provider (Adyen's hosted page expires after an hour). */
export const ACTIVATION_PAYMENT_TIMEOUT_MS = 2 * 60 * 60_000;
/** A due activation that cannot be done (the card was blocked meanwhile …) is tried again after this. */
const RETRY_AFTER_SECONDS = 60 * 60;

function alert(message: string): void {
  log.error({ alert: 'activation' }, `[activation] ALERT: ${message}`);
}

async function mailContext(ctx: ActivationJobContext): Promise<MailContext> {
  return { urls: ctx.urls, now: new Date(), stores: new Map((await ctx.directory.all()).map((store) => [store.key, store])), secrets: ctx.secrets.box };
}

/**
 * Activates one due activation, in the caller's transaction (which holds its row): locks the card,
 * writes its ISSUE entry (the ledger's trigger keeps the balance), makes it ACTIVE with the validity
 * of an issued card, marks the activation DONE and the order issued, and enqueues the buyer's mail.
 * False when the card cannot be activated now (its activation is tried again later, an operator told).
 */
async function activate(tx: Transaction, mail: MailContext, activation: CardActivationRow): Promise<boolean> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, activation.giftCardId)).for('update');
  const [order] = await tx.select().from(orders).where(eq(orders.id, activation.orderId));
  const [placement] = await tx.select().from(orderPlacements).where(eq(orderPlacements.orderId, activation.orderId));
  const problem = !card
    ? 'the card is gone'
    : card.status !== 'NOT_ACTIVATED'
      ? `the card is ${card.status}`
      : !order || !placement || order.status !== 'COMPLETED'
        ? 'its order is not paid'
        : card.storefrontKey !== order.storefrontKey || card.currency !== activation.currency
          ? 'the card is not of the order’s storefront or currency'
          : null;
  if (problem || !card || !order || !placement) {
    await tx
      .update(cardActivations)
      .set({
        attempts: sql`${cardActivations.attempts} + 1`,
        lastError: problem,
        dueAt: sql`now() + make_interval(secs => ${RETRY_AFTER_SECONDS})`,
        updatedAt: sql`now()`,
      })
      .where(eq(cardActivations.id, activation.id));
    alert(`activation ${activation.id} (order ${placement?.orderNumber ?? activation.orderId}) not done: ${problem}`);
    return false;
  }
  const now = new Date();
  await tx.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: card.id, kind: 'ISSUE', amountCents: activation.amountCents, orderId: activation.orderId });
  const store = mail.stores.get(order.storefrontKey);
  // The storefront's validity, counted from the activation (an unknown storefront: the longer rule).
  const expiresAt = giftCardExpiry(store?.countryCode ?? '', now);
  await tx.update(giftCards).set({ status: 'ACTIVE', expiresAt }).where(eq(giftCards.id, card.id));
  await tx
    .update(cardActivations)
    .set({ status: 'DONE', doneAt: now, attempts: sql`${cardActivations.attempts} + 1`, lastError: null, updatedAt: sql`now()` })
    .where(eq(cardActivations.id, activation.id));
  await tx.update(orderPlacements).set({ issuedAt: now }).where(eq(orderPlacements.orderId, activation.orderId));

  if (!store) {
    alert(`activation ${activation.id}: unknown storefront ${order.storefrontKey}, no mail sent`);
    return true;
  }
  const products = await productsByIds(tx as unknown as Database, { store, language: order.language }, [card.productId]);
  const origin = mail.urls.storefront(store);
  const balanceCheck = CATALOGUE_ROUTES[store.pathVariant].pages.balanceCheck;
  const payload: CardActivatedPayload = {
    orderNumber: placement.orderNumber,
    storefrontName: store.name,
    shopUrl: origin,
    productTitle: products.get(card.productId)?.title ?? 'Gift card',
    amount: { cents: activation.amountCents, currency: activation.currency },
    maskedNumber: maskCardNumber(card.number),
    // The last valid day, as the card mails print it (not the expiry moment's day, 1 January).
    validUntil: cardLastValidDay(expiresAt, store.countryCode),
    balanceCheckUrl: `${origin}${balanceCheck ? localizePath(balanceCheck, order.language, store.defaultLanguage) : '/'}`,
  };
  await enqueueMail(tx, {
    kind: 'card-activated',
    dedupeKey: `card-activated:${activation.id}`,
    storefrontKey: store.key,
    language: order.language,
    recipient: placement.customer.email,
    payload,
  });
  return true;
}

/**
 * Activates the due activations (of one order, when `orderId` is given), each in a transaction of its
 * own that takes its row with FOR UPDATE SKIP LOCKED: a row another process is activating is skipped,
 * a row it activated is no longer SCHEDULED. Returns how many cards it activated.
 */
export async function runDueActivations(ctx: ActivationJobContext, options: { orderId?: string; limit?: number } = {}): Promise<number> {
  const mail = await mailContext(ctx);
  const limit = options.limit ?? 100;
  let activated = 0;
  for (let round = 0; round < limit; round += 1) {
    const outcome = await ctx.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(cardActivations)
        .where(
          and(
            eq(cardActivations.status, 'SCHEDULED'),
            sql`${cardActivations.dueAt} <= now()`,
            options.orderId ? eq(cardActivations.orderId, options.orderId) : undefined,
          ),
        )
        .orderBy(asc(cardActivations.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return 'none' as const;
      return (await activate(tx, mail, due)) ? ('done' as const) : ('deferred' as const);
    });
    if (outcome === 'none') break;
    if (outcome === 'done') activated += 1;
  }
  return activated;
}

/**
 * Gives up the activations whose payment never came, so the card may be activated again: no payment
 * holds the order any more (refused, cancelled, failed to start, abandoned by reconciliation) after a
 * grace period; or its payment page has been open too long (cancelled at the provider first, only if
 * still undecided). Returns how many it failed.
 */
export async function expireUnpaidActivations(
  ctx: ActivationJobContext,
  options: { graceMs?: number; paymentTimeoutMs?: number } = {},
): Promise<number> {
  const graceSeconds = Math.round((options.graceMs ?? ACTIVATION_UNPAID_GRACE_MS) / 1000);
  const timeoutMs = options.paymentTimeoutMs ?? ACTIVATION_PAYMENT_TIMEOUT_MS;
  const waiting = await ctx.db
    .select({ orderId: cardActivations.orderId, createdAt: cardActivations.createdAt })
    .from(cardActivations)
    .where(and(eq(cardActivations.status, 'PENDING_PAYMENT'), sql`${cardActivations.createdAt} <= now() - make_interval(secs => ${graceSeconds})`))
    .orderBy(asc(cardActivations.createdAt))
    .limit(100);
  let expired = 0;
  for (const { orderId, createdAt } of waiting) {
    const [open] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...ACTIVE_PAYMENT_STATUSES])))
      .limit(1);
    if (open) {
      if (open.status !== 'REDIRECTED' || !open.pspReference || Date.now() - createdAt.getTime() < timeoutMs) continue;
      // The page was left open: cancelled at the provider (a remote call, outside any transaction) only
      // while still undecided; a decided payment is applied by its notification or the reconciliation.
      if (!(await ctx.payments.cancelPayment(open.pspReference).catch(() => false))) continue;
      await ctx.db.update(payments).set({ status: 'CANCELLED', updatedAt: sql`now()` }).where(and(eq(payments.id, open.id), eq(payments.status, 'REDIRECTED')));
    }
    const failed = await ctx.db.transaction(async (tx) => {
      await lockCart(tx, orderId);
      const [active] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...ACTIVE_PAYMENT_STATUSES])))
        .limit(1);
      return active ? false : failActivation(tx, orderId, new Date());
    });
    if (failed) expired += 1;
  }
  return expired;
}

/** One round of the periodic job: give up what was never paid, then activate what is due. */
export async function activationRound(ctx: ActivationJobContext): Promise<{ expired: number; activated: number }> {
  const expired = await expireUnpaidActivations(ctx);
  const activated = await runDueActivations(ctx);
  return { expired, activated };
}
