/**
 * The balance doubler's entries and its public face (issue 18; ADR 0025). An entry is checked the way
 * the balance check checks a card (redeem-service.ts `lookUpCard`: the shared schema, the captcha, the
 * PIN limits in the database, one answer 2040 for a wrong number and a wrong PIN), then the card's
 * state (this storefront's, active, valid, with balance, not a test card), then one entry per card and
 * month: checked under the card's row lock, and held by the unique index whatever the code does.
 * What is published of a draw never names an e-mail address or a whole card number.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { doublerEntrySchema } from '@shop/shared/validation';
import { type DoublerDrawRow, doublerDrawEntries, doublerDraws, doublerEntries } from '../../db/doubler-schema';
import { type GiftCardRow, giftCards } from '../../db/order-schema';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Database } from '../../db';
import { ErrorCode, type ErrorEntry } from '../../errors';
import { entry, fail, runRules } from '../common/rule-errors';
import { issueEntries } from '../common/input-errors';
import { productsByIds } from '../catalogue/queries';
import { type RedeemContext, cardProblem, lookUpCard } from '../redeem/redeem-service';
import { maskCardNumber } from '../redeem/redeem-rules';
import type { StorefrontModel } from '../storefront/directory';
import { type Month, currentMonth, drawDateOf, entryDeadline, monthOfDate, monthStart, parseMonth, storefrontTimeZone } from './doubler-calendar';
import { DOUBLER_MAX_PRIZE_CENTS, DOUBLER_PRIZE_DISCOUNT } from './doubler-rules';
import { orderCode } from '../orders/order-number';

export interface DoublerSettings {
  /**
   * The doubler's clock: the month an entry counts for and the promotion's dates (in the storefront's
   * time zone). The wall clock in the shop; tests fix it to a month of their choosing.
   */
  now(): Date;
  /**
   * The operator may draw a month whose entries are still open (`operator doubler-draw --early`): the
   * demo only, where waiting for the month's end is no way to try a draw. Never in production.
   */
  earlyDraws: boolean;
}

export type DoublerContext = RedeemContext & { doubler: DoublerSettings };

/** A card entered into this month's draw (the GraphQL input of the same name satisfies it; a resolver passes `args.input`). */
export interface EnterDoublerInput {
  /** 19 digits (spaces allowed). */
  cardNumber: string;
  /** 6 digits. */
  pin: string;
  /** Where the prize mail goes if the card wins; never published. */
  email: string;
  /** The conditions of the doubler are accepted: must be true. */
  acceptConditions: boolean;
  /** The captcha widget's payload (base64). */
  captchaToken: string;
}

export const DOUBLER_MESSAGES = {
  unavailable: 'The balance doubler does not run in this shop',
  drawn: "This month's draw has taken place: entries open again when the next month begins",
  alreadyEntered: "This card has already been entered in this month's balance doubler",
  testCard: 'A test card cannot take part in the balance doubler',
  month: 'Give the month as YYYY-MM',
} as const;

/** Does the storefront run the doubler (its feature toggle)? */
export function runsDoubler(store: Pick<StorefrontModel, 'featureToggles'>): boolean {
  return store.featureToggles.balanceDoubler;
}

/**
 * An entry's reference people read and quote (issue 35 item 11 c): D, the entry's month, and six
 * characters of its sequence value, scrambled like an order number's (D-2611-K7M2QX). The uuid
 * (`reference`) stays what the published entry list and its hash are made of.
 */
export function doublerEntryNumber(month: Month, value: number): string {
  return `D-${month.slice(2, 4)}${month.slice(5, 7)}-${orderCode(value)}`;
}

export interface DoublerEntryModel {
  reference: string;
  /** D-YYMM-XXXXXX (doublerEntryNumber). */
  number: string;
  month: Month;
  maskedNumber: string;
  /** The card's product in the request's language (the thank-you page's path), null when unknown. */
  productSlug: string | null;
  /** The day this month's entries are drawn. */
  drawDate: string;
}

/** Why a card whose PIN was right cannot enter, or null. */
function entryProblem(card: GiftCardRow, productType: string | null, ctx: Pick<DoublerContext, 'scope'> & { now: Date }): ErrorEntry | null {
  // The balance check's judgement: another store 2047, blocked 2041, not activated 2043, expired 2042,
  // not a gift card of this currency 2046, no balance 2044.
  const problem = cardProblem(card, productType, ctx);
  if (problem) return problem;
  // A test card's balance is not real money: it never wins real money either.
  if (card.isTest) return entry(ErrorCode.TEST_CARD, DOUBLER_MESSAGES.testCard, 'input.cardNumber');
  return null;
}

/**
 * Enters a card in this month's draw (the month in the storefront's time zone, by the doubler's
 * clock). Answers the entry, or the errors of spec §8.
 */
export async function enterDoubler(
  ctx: DoublerContext,
  input: EnterDoublerInput,
): Promise<{ entry: DoublerEntryModel | null; errors: ErrorEntry[]; otherStorefrontKey?: string | null }> {
  const none = (errors: ErrorEntry[]) => ({ entry: null, errors });
  const store = ctx.scope.storefront;
  if (!runsDoubler(store)) return none([entry(ErrorCode.DOUBLER_UNAVAILABLE, DOUBLER_MESSAGES.unavailable, null)]);
  // The whole form first (as the browser checks it), before the captcha is spent or a PIN is tried.
  const parsed = v.safeParse(doublerEntrySchema, input);
  if (!parsed.success) return none(issueEntries(parsed.issues, ErrorCode.INVALID_CART_INPUT));
  const now = ctx.doubler.now();
  const month = currentMonth(now, store.countryCode);

  const found = await lookUpCard(ctx, { cardNumber: input.cardNumber, pin: input.pin, captchaToken: input.captchaToken });
  if (!found.card) return none(found.errors);
  const problem = entryProblem(found.card, found.productType, { scope: ctx.scope, now });
  // A card of another store: which store, so the entrant is pointed there (as the balance check does).
  if (problem) return { ...none([problem]), otherStorefrontKey: problem.code === ErrorCode.CARD_OTHER_STORE ? found.card.storefrontKey : null };
  const cardId = found.card.id;

  const entered = await runRules<{ id: string; numberValue: number; card: GiftCardRow } | ErrorEntry[]>(
    () =>
      ctx.db.transaction(async (tx) => {
        // The card's lock: two entries of one card are written one after the other, and the second sees
        // the first (the unique index refuses it even if this check were missing).
        const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
        if (!card) throw fail(ErrorCode.CARD_UNKNOWN, 'This card number and PIN do not match a gift card', 'input.cardNumber');
        const again = entryProblem(card, found.productType, { scope: ctx.scope, now });
        if (again) throw fail(again.code, again.message, again.referencedRequestParameter);
        const [drawn] = await tx
          .select({ id: doublerDraws.id })
          .from(doublerDraws)
          .where(and(eq(doublerDraws.storefrontKey, store.key), eq(doublerDraws.month, monthStart(month)), ne(doublerDraws.status, 'FAILED')))
          .limit(1);
        // Only after an early draw (the demo's operator): an entry now would never be drawn.
        if (drawn) throw fail(ErrorCode.DOUBLER_UNAVAILABLE, DOUBLER_MESSAGES.drawn, null);
        const [existing] = await tx
          .select({ id: doublerEntries.id })
          .from(doublerEntries)
          .where(and(eq(doublerEntries.giftCardId, card.id), eq(doublerEntries.month, monthStart(month))))
          .limit(1);
        if (existing) throw fail(ErrorCode.DOUBLER_ALREADY_ENTERED, DOUBLER_MESSAGES.alreadyEntered, 'input.cardNumber');
        const id = randomUUID();
        const [inserted] = await tx.insert(doublerEntries).values({
          id,
          storefrontKey: store.key,
          giftCardId: card.id,
          month: monthStart(month),
          email: parsed.output.email.toLowerCase(),
          language: ctx.scope.language,
          conditionsAcceptedAt: now,
        }).returning({ numberValue: doublerEntries.numberValue });
        return { id, numberValue: inserted?.numberValue as number, card };
      }),
    (errors) => errors,
  ).catch((error: unknown) => {
    // The unique index is the last guard: another entry of this card won the race.
    if (isUniqueViolation(error)) return [entry(ErrorCode.DOUBLER_ALREADY_ENTERED, DOUBLER_MESSAGES.alreadyEntered, 'input.cardNumber')];
    throw error;
  });
  if (Array.isArray(entered)) return none(entered);

  const products = await productsByIds(ctx.db, { store, language: ctx.scope.language }, [entered.card.productId]);
  return {
    entry: {
      reference: entered.id,
      number: doublerEntryNumber(month, entered.numberValue),
      month,
      maskedNumber: maskCardNumber(entered.card.number),
      productSlug: products.get(entered.card.productId)?.slug ?? null,
      drawDate: drawDateOf(month),
    },
    errors: [],
  };
}

// ─── the public face: the promotion and the published draws ───────────────────────────────────────

export interface DoublerDrawResultModel {
  month: Month;
  drawnAt: string;
  entryCount: number;
  entriesHash: string;
  seed: string;
  winner: { reference: string; number: string; maskedNumber: string };
  prize: { cents: number; currency: string };
}

export interface DoublerPromotionModel {
  month: Month;
  timeZone: string;
  entryDeadline: string;
  nextDrawDate: string;
  maxPrize: { cents: number; currency: string };
  /** The prize rule as a spec §3 discount: a share (RELATIVE, in percent) of the balance, at most maxPrize. */
  prizeDiscount: { discountType: 'ABSOLUTE' | 'RELATIVE'; value: number; max: { cents: number; currency: string } | null };
  lastDraw: DoublerDrawResultModel | null;
}

type PublishedRow = { draw: DoublerDrawRow; winnerReference: string; winnerNumberValue: number; cardNumber: string };

function toResult({ draw, winnerReference, winnerNumberValue, cardNumber }: PublishedRow): DoublerDrawResultModel {
  const month = monthOfDate(draw.month);
  return {
    month,
    drawnAt: (draw.drawnAt as Date).toISOString(),
    entryCount: draw.entryCount as number,
    entriesHash: draw.entriesHash as string,
    seed: draw.seed as string,
    winner: { reference: winnerReference, number: doublerEntryNumber(month, winnerNumberValue), maskedNumber: maskCardNumber(cardNumber) },
    prize: { cents: draw.prizeCents as number, currency: draw.currency as string },
  };
}

/** The storefront's published draws (DONE), newest month first. */
export async function publishedDraws(db: Database, storefrontKey: string, options: { month?: Month; limit: number }): Promise<DoublerDrawResultModel[]> {
  const rows = await db
    .select({ draw: doublerDraws, winnerReference: doublerEntries.id, winnerNumberValue: doublerEntries.numberValue, cardNumber: giftCards.number })
    .from(doublerDraws)
    .innerJoin(doublerEntries, eq(doublerEntries.id, doublerDraws.winnerEntryId))
    .innerJoin(giftCards, eq(giftCards.id, doublerEntries.giftCardId))
    .where(
      and(
        eq(doublerDraws.storefrontKey, storefrontKey),
        eq(doublerDraws.status, 'DONE'),
        options.month ? eq(doublerDraws.month, monthStart(options.month)) : undefined,
      ),
    )
    .orderBy(desc(doublerDraws.month))
    .limit(options.limit);
  return rows.map(toResult);
}

/** The month's promotion for the request's storefront; null where the doubler does not run. */
export async function doublerPromotion(ctx: Pick<DoublerContext, 'db' | 'scope' | 'doubler'>): Promise<DoublerPromotionModel | null> {
  const store = ctx.scope.storefront;
  if (!runsDoubler(store)) return null;
  const month = currentMonth(ctx.doubler.now(), store.countryCode);
  const [lastDraw] = await publishedDraws(ctx.db, store.key, { limit: 1 });
  return {
    month,
    timeZone: storefrontTimeZone(store.countryCode),
    entryDeadline: entryDeadline(month, store.countryCode).toISOString(),
    nextDrawDate: drawDateOf(month),
    maxPrize: { cents: DOUBLER_MAX_PRIZE_CENTS, currency: store.currency },
    prizeDiscount: { discountType: DOUBLER_PRIZE_DISCOUNT.discountType, value: DOUBLER_PRIZE_DISCOUNT.percent, max: { cents: DOUBLER_MAX_PRIZE_CENTS, currency: store.currency } },
    lastDraw: lastDraw ?? null,
  };
}

/** A month argument of the public queries: 'YYYY-MM', else a spec §8 error. */
export function monthArgument(text: string, parameter = 'month'): { month: Month; errors: [] } | { month: null; errors: ErrorEntry[] } {
  const month = parseMonth(text);
  return month ? { month, errors: [] } : { month: null, errors: [entry(ErrorCode.INVALID_ARGUMENT, DOUBLER_MESSAGES.month, parameter)] };
}

export const DRAW_ENTRIES_PAGE = { default: 1000, max: 1000 } as const;

export interface DoublerDrawEntriesModel {
  month: Month;
  entryCount: number;
  entriesHash: string;
  pageNumber: number;
  itemsPerPage: number;
  /** The entry references of this page, in the hashed order (positions (page − 1) × itemsPerPage …). */
  references: string[];
}

/** A published draw's entry list, in the order its hash covers, page by page. */
export async function publishedDrawEntries(
  db: Database,
  storefrontKey: string,
  month: Month,
  paging: { itemsPerPage: number; pageNumber: number },
): Promise<DoublerDrawEntriesModel | null> {
  const [draw] = await db
    .select()
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storefrontKey, storefrontKey), eq(doublerDraws.month, monthStart(month)), eq(doublerDraws.status, 'DONE')))
    .limit(1);
  if (!draw) return null;
  const offset = (paging.pageNumber - 1) * paging.itemsPerPage;
  const rows = await db
    .select({ entryId: doublerDrawEntries.entryId })
    .from(doublerDrawEntries)
    .where(and(eq(doublerDrawEntries.drawId, draw.id), sql`${doublerDrawEntries.position} >= ${offset}`))
    .orderBy(asc(doublerDrawEntries.position))
    .limit(paging.itemsPerPage);
  return {
    month,
    entryCount: draw.entryCount as number,
    entriesHash: draw.entriesHash as string,
    pageNumber: paging.pageNumber,
    itemsPerPage: paging.itemsPerPage,
    references: rows.map((row) => row.entryId),
  };
}
