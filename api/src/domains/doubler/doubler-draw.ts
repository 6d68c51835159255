/**
 * The balance doubler's draw (issue 18, spec §1 and §9 "Doubler draw: first Monday of the month";
 * ADR 0025). The job `doubler:draw` runs in every API process under a database lease (main.ts); once
 * the first Monday of a month has come in a storefront's time zone, it draws the storefront's past
 * months that have entries and no draw that did not fail. A month's draw is one transaction:
 *
 * 1. claim: insert the draw row (RUNNING). The partial unique index allows one draw of a month that is
 *    not FAILED, so a second process drawing at the same moment waits for the first and then inserts
 *    nothing (ON CONFLICT DO NOTHING): it draws nothing. Lease and index together: one draw, always.
 * 2. the month's entries whose card is still ACTIVE, valid, with balance (the cards locked in id order,
 *    as redeems lock them, so neither can deadlock the other), in draw order (doubler-rules.ts);
 * 3. seed (32 random bytes), entries hash, winner = pickWinner(seed, entries); the list is kept;
 * 4. the prize (the winner's balance, at most the cap) as a DOUBLER ledger entry (the ledger's
 *    trigger keeps the balance), the `doubler-won` mail in the outbox, and the draw DONE.
 *
 * A month whose entries are no longer eligible ends NO_ENTRIES. An error rolls the whole draw back
 * (no prize, no mail, no row) and is then recorded as a FAILED draw of its own with a reason that
 * carries no personal data, and alerted; the job tries a failed month again a few times, after that
 * only an operator does (`operator doubler-draw`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type DoublerDrawStartedBy, type DoublerDrawStatus, doublerDrawEntries, doublerDraws, doublerEntries } from '../../db/doubler-schema';
import { type GiftCardRow, giftCardLedger, giftCards } from '../../db/order-schema';
import { ErrorCode, type ErrorEntry } from '../../errors';
import type { PublicUrls } from '../storefront/storefront-url';
import { redact } from '../../security/redact';
import type { Transaction } from '../cart/cart-store';
import { CATALOGUE_ROUTES, localizePath } from '../../db/stored-paths';
import { enqueueMail } from '../mail/outbox';
import type { DoublerWonPayload } from '../mail/mail-types';
import { maskCardNumber } from '../redeem/redeem-rules';
import type { StorefrontDirectory, StorefrontModel } from '../storefront/directory';
import { type Month, addMonths, currentMonth, entryDeadline, isDrawDue, isMonthOver, monthOfDate, monthStart, parseMonth } from './doubler-calendar';
import { doublerPrize, pickWinner } from './doubler-rules';
import { type AuditSource, writeAudit } from '../operator/audit';
import { log } from '../../observability/log';

export interface DoublerDrawContext {
  db: Database;
  directory: StorefrontDirectory;
  urls: PublicUrls;
}

/** The job tries a month this often (the first draw and retries after failures); then an operator decides. */
export const DOUBLER_JOB_ATTEMPTS = 3;
/** A failed month is tried again by the job after this long (not every round: a lasting fault would flood the alerts). */
export const DOUBLER_RETRY_AFTER_MS = 15 * 60_000;
/** Months further back are not drawn by the job (an operator still can): a forgotten month is a decision, not a catch-up. */
export const DOUBLER_CATCH_UP_MONTHS = 12;
/** Rows written per statement when a draw keeps its entry list. */
const ENTRY_LIST_BATCH = 1_000;

export type DrawOutcome =
  | { status: 'DONE'; drawId: string; storefrontKey: string; month: Month; entryCount: number; prizeCents: number; winnerReference: string }
  | { status: 'NO_ENTRIES'; drawId: string; storefrontKey: string; month: Month }
  /** Another draw of the month that did not fail exists, or was being made at the same moment elsewhere. */
  | { status: 'TAKEN'; storefrontKey: string; month: Month }
  | { status: 'FAILED'; drawId: string; storefrontKey: string; month: Month; reason: string };

function alert(message: string): void {
  log.error({ alert: 'doubler' }, `[doubler] ALERT: ${message}`);
}

/**
 * A failure's reason as stored and logged: the innermost error's message (the database's own words,
 * not drizzle's wrapper with the statement and its parameters), without personal data, short.
 */
function failureReason(error: unknown): string {
  let innermost: unknown = error;
  for (let depth = 0; depth < 5 && innermost instanceof Error && innermost.cause instanceof Error; depth += 1) innermost = innermost.cause;
  const message = innermost instanceof Error ? innermost.message : String(innermost);
  return redact(message).slice(0, 500) || 'unknown error';
}

/** Is the card still one that may win (the entry's rules at the moment of the draw)? */
function eligible(card: GiftCardRow | undefined, store: StorefrontModel, now: Date): card is GiftCardRow {
  return (
    !!card &&
    card.status === 'ACTIVE' &&
    !card.isTest &&
    card.storefrontKey === store.key &&
    card.currency === store.currency &&
    card.balanceCents > 0 &&
    (!card.expiresAt || card.expiresAt > now)
  );
}

/** The absolute URL of the storefront's doubler page (where the result is published) in a language. */
export function doublerPageUrl(urls: PublicUrls, store: StorefrontModel, language: string): string {
  const path = CATALOGUE_ROUTES[store.pathVariant].pages.doubler ?? '/';
  return `${urls.storefront(store)}${localizePath(path, language, store.defaultLanguage)}`;
}

/**
 * Draws one storefront's month now (see the top of this file). `now` is the draw's moment (drawnAt,
 * the cards' validity). Never throws for a failed draw: it answers FAILED after recording it.
 */
export async function drawMonth(
  ctx: DoublerDrawContext,
  store: StorefrontModel,
  month: Month,
  options: { now: Date; startedBy: DoublerDrawStartedBy },
): Promise<DrawOutcome> {
  const { now, startedBy } = options;
  const where = and(eq(doublerDraws.storefrontKey, store.key), eq(doublerDraws.month, monthStart(month)));
  const [failures] = await ctx.db.select({ n: count() }).from(doublerDraws).where(and(where, eq(doublerDraws.status, 'FAILED')));
  const attempt = Number(failures?.n ?? 0) + 1;
  const drawId = randomUUID();
  try {
    return await ctx.db.transaction(async (tx) => {
      // 1. The claim: one draw of a month that did not fail (partial unique index). A concurrent draw
      //    waits here until the first commits (then this inserts nothing) or rolls back (then this one draws).
      const claimed = await tx
        .insert(doublerDraws)
        .values({ id: drawId, storefrontKey: store.key, month: monthStart(month), status: 'RUNNING', attempt, startedBy, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: doublerDraws.id });
      if (claimed.length === 0) return { status: 'TAKEN', storefrontKey: store.key, month } as const;

      // 2. The entries, and their cards locked in id order (as redeems lock them: no deadlock).
      const entries = await tx
        .select({ id: doublerEntries.id, giftCardId: doublerEntries.giftCardId, email: doublerEntries.email, language: doublerEntries.language })
        .from(doublerEntries)
        .where(and(eq(doublerEntries.storefrontKey, store.key), eq(doublerEntries.month, monthStart(month))));
      const cards = await tx
        .select()
        .from(giftCards)
        .where(
          inArray(
            giftCards.id,
            tx
              .select({ id: doublerEntries.giftCardId })
              .from(doublerEntries)
              .where(and(eq(doublerEntries.storefrontKey, store.key), eq(doublerEntries.month, monthStart(month)))),
          ),
        )
        .orderBy(asc(giftCards.id))
        .for('update');
      const cardById = new Map(cards.map((card) => [card.id, card]));
      const candidates = entries.filter((e) => eligible(cardById.get(e.giftCardId), store, now));
      if (candidates.length === 0) {
        await tx.update(doublerDraws).set({ status: 'NO_ENTRIES', entryCount: 0, drawnAt: now }).where(eq(doublerDraws.id, drawId));
        return { status: 'NO_ENTRIES', drawId, storefrontKey: store.key, month } as const;
      }

      // 3. The verifiable pick, and the list it was made from.
      const seed = randomBytes(32).toString('hex');
      const picked = pickWinner(seed, candidates.map((e) => e.id));
      for (let start = 0; start < picked.ordered.length; start += ENTRY_LIST_BATCH) {
        await tx
          .insert(doublerDrawEntries)
          .values(picked.ordered.slice(start, start + ENTRY_LIST_BATCH).map((entryId, i) => ({ drawId, position: start + i, entryId })));
      }
      const winner = candidates.find((e) => e.id === picked.winner) as (typeof candidates)[number];
      const card = cardById.get(winner.giftCardId) as GiftCardRow;

      // 4. The prize on the card, the mail, the result.
      const prizeCents = doublerPrize(card.balanceCents);
      const ledgerEntryId = randomUUID();
      await tx.insert(giftCardLedger).values({ id: ledgerEntryId, giftCardId: card.id, kind: 'DOUBLER', amountCents: prizeCents });
      await tx
        .update(doublerDraws)
        .set({
          status: 'DONE',
          seed,
          entriesHash: picked.entriesHash,
          entryCount: picked.ordered.length,
          winnerEntryId: winner.id,
          prizeCents,
          currency: card.currency,
          ledgerEntryId,
          drawnAt: now,
        })
        .where(eq(doublerDraws.id, drawId));
      await enqueueWinnerMail(tx, ctx, store, { drawId, month, email: winner.email, language: winner.language, card, prizeCents });
      return { status: 'DONE', drawId, storefrontKey: store.key, month, entryCount: picked.ordered.length, prizeCents, winnerReference: winner.id } as const;
    });
  } catch (error) {
    const reason = failureReason(error);
    alert(`the draw of ${store.key} ${month} failed (attempt ${attempt}, ${startedBy}): ${reason}`);
    const failedId = randomUUID();
    try {
      // Stamped with the draw's clock, which the job's retry pause is measured with.
      await ctx.db
        .insert(doublerDraws)
        .values({ id: failedId, storefrontKey: store.key, month: monthStart(month), status: 'FAILED', attempt, startedBy, failureReason: reason, createdAt: now });
    } catch (recording) {
      // The database itself is failing: the month has no draw row, so the next round tries it again.
      alert(`the failure of the draw of ${store.key} ${month} could not be recorded: ${failureReason(recording)}`);
    }
    return { status: 'FAILED', drawId: failedId, storefrontKey: store.key, month, reason };
  }
}

async function enqueueWinnerMail(
  tx: Transaction,
  ctx: DoublerDrawContext,
  store: StorefrontModel,
  won: { drawId: string; month: Month; email: string; language: string; card: GiftCardRow; prizeCents: number },
): Promise<void> {
  const payload: DoublerWonPayload = {
    storefrontName: store.name,
    shopUrl: ctx.urls.storefront(store),
    month: won.month,
    prize: { cents: won.prizeCents, currency: won.card.currency },
    // The ledger's trigger has added the prize to the row locked above; this is what it holds now.
    newBalance: { cents: won.card.balanceCents + won.prizeCents, currency: won.card.currency },
    maskedNumber: maskCardNumber(won.card.number),
    resultUrl: doublerPageUrl(ctx.urls, store, won.language),
    locale: store.locale,
  };
  await enqueueMail(tx, {
    kind: 'doubler-won',
    dedupeKey: `doubler-won:${won.drawId}`,
    storefrontKey: store.key,
    language: won.language,
    recipient: won.email,
    payload,
  });
}

interface DueMonth {
  storefrontKey: string;
  month: Month;
  failures: number;
  lastFailure: Date | null;
}

/** Months with entries and no draw that did not fail, from `oldest` on (all storefronts). */
async function undrawnMonths(db: Database, oldest: Month): Promise<DueMonth[]> {
  const drawn = db
    .select({ n: sql`1` })
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storefrontKey, doublerEntries.storefrontKey), eq(doublerDraws.month, doublerEntries.month), ne(doublerDraws.status, 'FAILED')));
  const months = await db
    .select({ storefrontKey: doublerEntries.storefrontKey, month: doublerEntries.month })
    .from(doublerEntries)
    .where(and(gte(doublerEntries.month, monthStart(oldest)), sql`not exists (${drawn})`))
    .groupBy(doublerEntries.storefrontKey, doublerEntries.month)
    .orderBy(asc(doublerEntries.month), asc(doublerEntries.storefrontKey));
  if (months.length === 0) return [];
  const failed = await db
    .select({ storefrontKey: doublerDraws.storefrontKey, month: doublerDraws.month, n: count(), last: max(doublerDraws.createdAt) })
    .from(doublerDraws)
    .where(and(eq(doublerDraws.status, 'FAILED'), gte(doublerDraws.month, monthStart(oldest))))
    .groupBy(doublerDraws.storefrontKey, doublerDraws.month);
  const failures = new Map(failed.map((f) => [`${f.storefrontKey}|${f.month}`, f]));
  return months.map(({ storefrontKey, month }) => {
    const f = failures.get(`${storefrontKey}|${month}`);
    return { storefrontKey, month: monthOfDate(month), failures: Number(f?.n ?? 0), lastFailure: f?.last ?? null };
  });
}

/**
 * One round of the job: draws every storefront's month whose draw day has come (in its time zone) and
 * that has entries and no draw that did not fail; a failed month again after DOUBLER_RETRY_AFTER_MS, up
 * to DOUBLER_JOB_ATTEMPTS tries. A storefront that switched the doubler off still gets the draws of the
 * months it took entries for (they were promised). `now` is injectable for tests.
 */
export async function doublerDrawRound(ctx: DoublerDrawContext, options: { now?: Date } = {}): Promise<DrawOutcome[]> {
  const now = options.now ?? new Date();
  // The oldest month any storefront's calendar could still draw (time zones differ by a day at most).
  const oldest = addMonths(now.toISOString().slice(0, 7), -DOUBLER_CATCH_UP_MONTHS);
  const outcomes: DrawOutcome[] = [];
  for (const due of await undrawnMonths(ctx.db, oldest)) {
    const store = await ctx.directory.byKey(due.storefrontKey);
    if (!store || !isDrawDue(due.month, now, store.countryCode)) continue;
    if (due.failures >= DOUBLER_JOB_ATTEMPTS) continue;
    if (due.lastFailure && now.getTime() - due.lastFailure.getTime() < DOUBLER_RETRY_AFTER_MS) continue;
    const outcome = await drawMonth(ctx, store, due.month, { now, startedBy: 'JOB' });
    if (outcome.status === 'FAILED' && due.failures + 1 >= DOUBLER_JOB_ATTEMPTS) {
      alert(`the draw of ${store.key} ${due.month} failed ${DOUBLER_JOB_ATTEMPTS} times: an operator must run it (operator doubler-draw --store ${store.key} --month ${due.month})`);
    }
    if (outcome.status === 'DONE') log.info({ storefront: store.key, month: due.month, entries: outcome.entryCount }, `[doubler] drew ${store.key} ${due.month}: ${outcome.entryCount} entries`);
    outcomes.push(outcome);
  }
  return outcomes;
}

// ─── the operator's view and re-run ──────────────────────────────────────────────────────────────

export interface OperatorDrawModel {
  id: string;
  storefrontKey: string;
  month: Month;
  status: DoublerDrawStatus;
  attempt: number;
  startedBy: DoublerDrawStartedBy;
  entryCount: number | null;
  prize: { cents: number; currency: string } | null;
  /** The winning card's last four digits. */
  winnerMaskedNumber: string | null;
  failureReason: string | null;
  createdAt: string;
  drawnAt: string | null;
}

/** Draws of every status (one storefront's, or all; or the one with `id`), newest first. */
export async function listDraws(db: Database, options: { storefrontKey?: string; id?: string; limit: number }): Promise<OperatorDrawModel[]> {
  const rows = await db
    .select({ draw: doublerDraws, cardNumber: giftCards.number })
    .from(doublerDraws)
    .leftJoin(doublerEntries, eq(doublerEntries.id, doublerDraws.winnerEntryId))
    .leftJoin(giftCards, eq(giftCards.id, doublerEntries.giftCardId))
    .where(
      and(
        options.storefrontKey ? eq(doublerDraws.storefrontKey, options.storefrontKey) : undefined,
        options.id ? eq(doublerDraws.id, options.id) : undefined,
      ),
    )
    .orderBy(desc(doublerDraws.month), desc(doublerDraws.createdAt))
    .limit(options.limit);
  return rows.map(({ draw, cardNumber }) => ({
    id: draw.id,
    storefrontKey: draw.storefrontKey,
    month: monthOfDate(draw.month),
    status: draw.status,
    attempt: draw.attempt,
    startedBy: draw.startedBy,
    entryCount: draw.entryCount,
    prize: draw.prizeCents !== null && draw.currency ? { cents: draw.prizeCents, currency: draw.currency } : null,
    winnerMaskedNumber: cardNumber ? maskCardNumber(cardNumber) : null,
    failureReason: draw.failureReason,
    createdAt: draw.createdAt.toISOString(),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
  }));
}

/** A storefront named by its key (CBDE) or store id (60). */
export async function findStorefront(directory: StorefrontDirectory, store: string): Promise<StorefrontModel | undefined> {
  const value = store.trim();
  return /^\d+$/.test(value) ? directory.byStoreId(Number(value)) : directory.byKey(value.toUpperCase());
}

const refused = (message: string, parameter: string | null): ErrorEntry => ({ code: ErrorCode.DOUBLER_DRAW_REFUSED, message, referencedRequestParameter: parameter });

/**
 * The operator runs a month's draw now: only a month whose entries are over (or, in the demo, with
 * `early`) and that has no draw, or whose draws all FAILED. Answers the outcome or the refusal.
 */
export async function runOperatorDraw(
  ctx: DoublerDrawContext,
  args: { store: string; month: string; now: Date; early?: boolean; earlyAllowed: boolean },
): Promise<{ outcome: DrawOutcome | null; errors: ErrorEntry[] }> {
  const store = await findStorefront(ctx.directory, args.store);
  if (!store) return { outcome: null, errors: [{ code: ErrorCode.UNKNOWN_STORE, message: `Unknown storefront "${args.store.slice(0, 40)}"`, referencedRequestParameter: 'store' }] };
  const month = parseMonth(args.month);
  if (!month) return { outcome: null, errors: [{ code: ErrorCode.INVALID_ARGUMENT, message: 'Give the month as YYYY-MM', referencedRequestParameter: 'month' }] };
  if (!isMonthOver(month, args.now, store.countryCode)) {
    if (args.early && !args.earlyAllowed) return { outcome: null, errors: [refused('An early draw is for the demo only', 'early')] };
    if (!args.early || month !== currentMonth(args.now, store.countryCode)) {
      const until = entryDeadline(month, store.countryCode).toISOString();
      return { outcome: null, errors: [refused(`The entries of ${month} are open until ${until}: a month is drawn once it is over`, 'month')] };
    }
  }
  const [existing] = await ctx.db
    .select({ status: doublerDraws.status })
    .from(doublerDraws)
    .where(and(eq(doublerDraws.storefrontKey, store.key), eq(doublerDraws.month, monthStart(month)), ne(doublerDraws.status, 'FAILED')))
    .limit(1);
  if (existing) {
    return { outcome: null, errors: [refused(`The draw of ${store.key} ${month} is ${existing.status}: only a month whose draws failed (or that has none) can be drawn`, 'month')] };
  }
  const outcome = await drawMonth(ctx, store, month, { now: args.now, startedBy: 'OPERATOR' });
  if (outcome.status === 'TAKEN') return { outcome: null, errors: [refused(`The month ${month} of ${store.key} was drawn at the same moment elsewhere`, 'month')] };
  return { outcome, errors: [] };
}

/**
 * The operator's draw with its audit row (issue 19): the draw itself runs in the transactions of its
 * claim and its drawing (drawMonth), so its row follows once the draw is recorded: before, the
 * month's earlier draws (all FAILED: draws are final); after, the new draw as the operator's list
 * shows it (the winner's last four digits only). A refused draw changed nothing and writes no row.
 */
export async function runAuditedDraw(
  ctx: DoublerDrawContext,
  audit: AuditSource,
  args: { store: string; month: string; now: Date; early?: boolean; earlyAllowed: boolean },
): Promise<{ draw: OperatorDrawModel | null; errors: ErrorEntry[] }> {
  const result = await runOperatorDraw(ctx, args);
  // TAKEN is answered as a refusal by runOperatorDraw: every outcome here has its draw row.
  if (!result.outcome || result.outcome.status === 'TAKEN') return { draw: null, errors: result.errors };
  const drawId = result.outcome.drawId;
  const [draw] = await listDraws(ctx.db, { id: drawId, limit: 1 });
  if (draw) {
    const earlier = await ctx.db
      .select({ id: doublerDraws.id, status: doublerDraws.status, attempt: doublerDraws.attempt, failureReason: doublerDraws.failureReason })
      .from(doublerDraws)
      .where(and(eq(doublerDraws.storefrontKey, draw.storefrontKey), eq(doublerDraws.month, monthStart(draw.month)), ne(doublerDraws.id, drawId)))
      .orderBy(asc(doublerDraws.attempt));
    await writeAudit(ctx.db, audit, { action: 'doubler.draw', targetKind: 'doubler-draw', targetId: `${draw.storefrontKey}/${draw.month}`, before: { draws: earlier }, after: draw });
  }
  return { draw: draw ?? null, errors: [] };
}
