/**
 * The service desk's card actions (issue 33 item 6, ADR 0044), each with the operator's reason in the
 * tamper-evident audit log, in the transaction of the change:
 *
 * - **Resend a card mail.** A card's PIN is kept only as a hash and the sealed PIN of its mail is
 *   dropped once sent, so the mail cannot be sent again as it was. A resend gives the card a new PIN
 *   and puts the card mail into the outbox again (same recipient, same card, the new PIN sealed): the
 *   PIN of the earlier mail stops working, which is what a buyer who lost that mail needs. At most
 *   LIMITS.deskResendPerCard per card a day; a mail not sent yet (scheduled, being retried) is left to
 *   go out on its own.
 * - **Block a lost card and reissue its balance.** One transaction takes the order's lock, then the
 *   card's row lock (the order every money change takes; a redeem locks the card's row too), and under
 *   them blocks the old card, takes its balance off it (REISSUE_OUT), creates the new card for the same
 *   order with that balance (REISSUE_IN) and mails it to the buyer. A redeem racing it either spent
 *   first (the reissue moves what is left) or finds the card blocked: the value is never on both.
 *
 * Card numbers and PINs are never logged or shown: the audit rows carry the masked numbers.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cardActivations } from '../../db/activation-schema';
import { orders } from '../../db/cart-schema';
import { giftCardLedger, giftCards, mailOutbox, orderPlacements } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { mailPictureHref } from '../../media/urls';
import { LIMITS, consumeLimits, refundLimits, tooManyAttemptsEntry } from '../../security/rate-limit';
import { fail, runRules } from '../common/rule-errors';
import { lockCart } from '../cart/cart-store';
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import { productsByIds } from '../catalogue/queries';
import type { GiftCardMailPayload } from '../mail/mail-types';
import { enqueueMail } from '../mail/outbox';
import { type AuditSource, writeAudit } from '../operator/audit';
import { hashPin, newGiftCardNumber, newPin } from '../orders/gift-card-codes';
import { cardLastValidDay } from '../orders/gift-card-validity';
import type { NotificationContext } from '../orders/order-shared';
import { type DeskCardHit, maskCard } from './desk';
import { checkReason } from '../operator/audit-reason';

/** What the desk's actions need: the shop's context as the payment notifications get it. */
export type DeskContext = NotificationContext;

export const CARD_ACTION_MESSAGES = {
  notFound: 'No such gift card',
  noBuyer: 'This card belongs to no order: there is no buyer to mail',
  blocked: 'This gift card is blocked',
  notActivated: 'This blank card is not activated yet: it has no value to reissue',
  testCard: 'A test card cannot be reissued',
  activated: 'This card’s value was paid by its activation: refund the activation instead of reissuing it',
  nothingLeft: 'Nothing is left on this card to reissue',
  noCardMail: 'This card has no card mail to send again (cards by post have none): block and reissue a lost one instead',
  notSentYet: 'The card mail has not been sent yet (it is scheduled or being retried): it goes out on its own',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const refusal = (code: number, message: string, parameter: string | null): ErrorEntry => ({ code, message, referencedRequestParameter: parameter });

export interface ResendCardMailResult {
  /** The outbox row of the new mail. */
  mailId: string | null;
  errors: ErrorEntry[];
}

/** Sends a card's mail again with a new PIN (see the module's comment). */
export async function resendCardMail(ctx: DeskContext, input: { cardId: string; reason: string }, audit: AuditSource): Promise<ResendCardMailResult> {
  const none = (errors: ErrorEntry[]): ResendCardMailResult => ({ mailId: null, errors });
  const reason = checkReason(input.reason);
  if (reason.error) return none([reason.error]);
  if (!UUID.test(input.cardId)) return none([refusal(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId')]);
  const cardId = input.cardId.toLowerCase();
  const limits = [{ limit: LIMITS.deskResendPerCard, key: cardId }];
  const limited = await consumeLimits(ctx.db, ctx.secrets.limitKey, limits);
  if (!limited.allowed) return none([tooManyAttemptsEntry('cardId')]);
  // Hashed before the transaction: a PIN hash is ~0.1-0.5 s of work no lock should wait for.
  const pin = newPin();
  const pinHash = await hashPin(pin, ctx.secrets.pinPepper);
  const result = await runRules<ResendCardMailResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        const [found] = await tx.select({ orderId: giftCards.orderId }).from(giftCards).where(eq(giftCards.id, cardId));
        if (!found) throw fail(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId');
        if (!found.orderId) throw fail(ErrorCode.INVALID_CART_INPUT, CARD_ACTION_MESSAGES.noBuyer, 'cardId');
        await lockCart(tx, found.orderId);
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
        if (!card) throw fail(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId');
        if (card.status === 'BLOCKED') throw fail(ErrorCode.CARD_BLOCKED, CARD_ACTION_MESSAGES.blocked, 'cardId');
        if (card.status === 'NOT_ACTIVATED') throw fail(ErrorCode.CARD_NOT_ACTIVATED, CARD_ACTION_MESSAGES.notActivated, 'cardId');
        const [original] = await tx.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `gift-card:${cardId}`));
        if (!original) throw fail(ErrorCode.INVALID_CART_INPUT, CARD_ACTION_MESSAGES.noCardMail, 'cardId');
        if (original.status === 'PENDING') throw fail(ErrorCode.INVALID_CART_INPUT, CARD_ACTION_MESSAGES.notSentYet, 'cardId');
        await tx.update(giftCards).set({ pinHash }).where(eq(giftCards.id, cardId));
        const mailId = randomUUID();
        const dedupeKey = `gift-card:${cardId}:resend:${mailId}`;
        await enqueueMail(
          tx,
          {
            kind: 'gift-card',
            dedupeKey,
            storefrontKey: original.storefrontKey,
            language: original.language,
            recipient: original.recipient,
            // The stored payload has its secrets taken out (null): the new PIN goes in, sealed by enqueueMail.
            payload: { ...(original.payload as unknown as GiftCardMailPayload), pin },
          },
          ctx.secrets.box,
        );
        const [queued] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
        await writeAudit(tx, audit, {
          action: 'card.resend-mail',
          targetKind: 'gift-card',
          targetId: cardId,
          before: { card: maskCard(card.number), previousMail: original.id, previousMailStatus: original.status },
          after: { mail: queued?.id ?? null, pinRenewed: true, reason: reason.reason },
        });
        return { mailId: queued?.id ?? null, errors: [] };
      }),
    none,
  );
  // A resend the rules refused sent nothing: it does not use up the card's allowance.
  if (!result.mailId) await refundLimits(ctx.db, ctx.secrets.limitKey, limits);
  return result;
}

export interface BlockAndReissueResult {
  /** The new card (masked). */
  card: DeskCardHit | null;
  /** The value moved to it. */
  movedCents: number;
  errors: ErrorEntry[];
}

/** Blocks a lost card and moves its balance to a new card mailed to the buyer (see the module's comment). */
export async function blockAndReissueCard(ctx: DeskContext, input: { cardId: string; reason: string }, audit: AuditSource): Promise<BlockAndReissueResult> {
  const none = (errors: ErrorEntry[]): BlockAndReissueResult => ({ card: null, movedCents: 0, errors });
  const reason = checkReason(input.reason);
  if (reason.error) return none([reason.error]);
  if (!UUID.test(input.cardId)) return none([refusal(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId')]);
  const cardId = input.cardId.toLowerCase();

  // What the new card and its mail need, read before the transaction (on PGlite a query outside an
  // open transaction waits for it) and checked again under the locks.
  const [seen] = await ctx.db
    .select({ card: giftCards, language: orders.language, placement: orderPlacements })
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .leftJoin(orderPlacements, eq(orderPlacements.orderId, giftCards.orderId))
    .where(eq(giftCards.id, cardId));
  if (!seen) return none([refusal(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId')]);
  const orderId = seen.card.orderId;
  if (!orderId || !seen.placement || !seen.language) return none([refusal(ErrorCode.INVALID_CART_INPUT, CARD_ACTION_MESSAGES.noBuyer, 'cardId')]);
  const store = await ctx.directory.byKey(seen.card.storefrontKey);
  if (!store) return none([refusal(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId')]);
  const language = seen.language;
  const placement = seen.placement;
  const product = (await productsByIds(ctx.db, { store, language }, [seen.card.productId])).get(seen.card.productId);
  const newCard = { id: randomUUID(), number: newGiftCardNumber(store.storeId), pin: newPin() };
  const pinHash = await hashPin(newCard.pin, ctx.secrets.pinPepper);
  const origin = ctx.urls.storefront(store);
  const balancePage = CATALOGUE_ROUTES[store.pathVariant].pages.balanceCheck;
  const buyerName = [placement.customer.firstName, placement.customer.lastName].filter(Boolean).join(' ');

  return runRules<BlockAndReissueResult>(
    () =>
      ctx.db.transaction(async (tx) => {
        // The order's lock, then the card's: the order refunds and chargebacks take them in.
        await lockCart(tx, orderId);
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
        if (!card) throw fail(ErrorCode.CARD_UNKNOWN, CARD_ACTION_MESSAGES.notFound, 'cardId');
        if (card.status === 'BLOCKED') throw fail(ErrorCode.CARD_BLOCKED, CARD_ACTION_MESSAGES.blocked, 'cardId');
        if (card.status === 'NOT_ACTIVATED') throw fail(ErrorCode.CARD_NOT_ACTIVATED, CARD_ACTION_MESSAGES.notActivated, 'cardId');
        if (card.isTest) throw fail(ErrorCode.TEST_CARD, CARD_ACTION_MESSAGES.testCard, 'cardId');
        // An activated blank card's value belongs to its activation's payment (after-sale.ts): a new
        // card of the pack's order would let that order's refund pay it out. Refused; refund instead.
        const [activation] = await tx
          .select({ id: cardActivations.id })
          .from(cardActivations)
          .where(and(eq(cardActivations.giftCardId, cardId), sql`${cardActivations.status} <> 'FAILED'`));
        if (activation) throw fail(ErrorCode.INVALID_CART_INPUT, CARD_ACTION_MESSAGES.activated, 'cardId');
        const moved = card.balanceCents;
        if (moved <= 0) throw fail(ErrorCode.CARD_NO_BALANCE, CARD_ACTION_MESSAGES.nothingLeft, 'cardId');

        await tx.update(giftCards).set({ status: 'BLOCKED' }).where(eq(giftCards.id, cardId));
        await tx.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: cardId, kind: 'REISSUE_OUT', amountCents: -moved, orderId, reference: newCard.id });
        await tx.insert(giftCards).values({
          id: newCard.id,
          number: newCard.number,
          pinHash,
          storefrontKey: card.storefrontKey,
          // The same order paid for it: its refunds and chargebacks reach the new card.
          orderId,
          productId: card.productId,
          // It is mailed: a digital card from now on, whatever the lost one was.
          variationType: 'DIGITAL',
          currency: card.currency,
          status: 'ACTIVE',
          // The value's validity does not start again with a new plastic.
          expiresAt: card.expiresAt,
          reissuedFrom: cardId,
        });
        await tx.insert(giftCardLedger).values({ id: randomUUID(), giftCardId: newCard.id, kind: 'REISSUE_IN', amountCents: moved, orderId, reference: cardId });
        const payload: GiftCardMailPayload = {
          orderNumber: placement.orderNumber,
          storefrontName: store.name,
          shopUrl: origin,
          senderName: buyerName,
          receiverName: buyerName || null,
          // The new card goes to the buyer's own address: "your gift card", not "{buyer} sent you".
          selfGift: true,
          productTitle: product?.title ?? 'Gift card',
          backgroundColor: product?.backgroundColor ?? '#333333',
          foregroundColor: product?.foregroundColor ?? '#ffffff',
          cardImageUrl: product ? mailPictureHref(ctx.urls.mediaBase || origin, product.image) : `${origin}/`,
          amount: { cents: moved, currency: card.currency },
          number: newCard.number,
          pin: newCard.pin,
          personalMessage: null,
          balanceCheckUrl: `${origin}${balancePage ? localizePath(balancePage, language, store.defaultLanguage) : '/'}`,
          validUntil: cardLastValidDay(card.expiresAt, store.countryCode),
        };
        // The dedupe key every card mail has: a later resend of the new card finds it.
        await enqueueMail(
          tx,
          { kind: 'gift-card', dedupeKey: `gift-card:${newCard.id}`, storefrontKey: store.key, language, recipient: placement.customer.email, payload },
          ctx.secrets.box,
        );
        await writeAudit(tx, audit, {
          action: 'card.block-reissue',
          targetKind: 'gift-card',
          targetId: cardId,
          before: { card: maskCard(card.number), status: card.status, balanceCents: moved, orderId },
          after: { status: 'BLOCKED', balanceCents: 0, newCardId: newCard.id, newCard: maskCard(newCard.number), movedCents: moved, reason: reason.reason },
        });
        return {
          card: {
            cardId: newCard.id,
            maskedNumber: maskCard(newCard.number),
            status: 'ACTIVE',
            balanceCents: moved,
            currency: card.currency,
            storefrontKey: card.storefrontKey,
            orderId,
            orderNumber: placement.orderNumber,
            createdAt: new Date().toISOString(),
          },
          movedCents: moved,
          errors: [],
        };
      }),
    none,
  );
}
