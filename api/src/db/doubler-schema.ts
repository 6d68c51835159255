/**
 * The balance doubler (issue 18, migration 0022; ADR 0025). Entries: one per card and month
 * (`month` = the first day of the month in the storefront's time zone; unique index). Draws: one
 * storefront's month, RUNNING inside the drawing transaction only, committed as DONE (seed, entries
 * hash, winner, prize and its ledger entry: CHECK) or NO_ENTRIES; a failure is a FAILED row of its own.
 * At most one draw of a month is not FAILED (partial unique index), and a finished draw never changes
 * (trigger). The entries a draw drew from are kept in the hashed order, so the result can be
 * recomputed later from what was published.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storefronts } from './schema';
import { giftCardLedger, giftCards } from './order-schema';

export const DOUBLER_DRAW_STATUSES = ['RUNNING', 'DONE', 'FAILED', 'NO_ENTRIES'] as const;
export type DoublerDrawStatus = (typeof DOUBLER_DRAW_STATUSES)[number];
export type DoublerDrawStartedBy = 'JOB' | 'OPERATOR';

export const doublerEntries = pgTable(
  'doubler_entries',
  {
    id: uuid('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    /** 'YYYY-MM-01': the month of the entry in the storefront's time zone. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Where the prize mail goes; never published. */
    email: text('email').notNull(),
    /** The language the entrant used (the prize mail's language). */
    language: text('language').notNull(),
    /** When the entrant accepted the conditions (the form's checkbox). */
    conditionsAcceptedAt: timestamp('conditions_accepted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** From doubler_entry_number_seq (migration 0039): the entry's reference people read, D-YYMM-XXXXXX (doublerEntryNumber). */
    numberValue: bigint('number_value', { mode: 'number' })
      .notNull()
      .default(sql`nextval('doubler_entry_number_seq')`),
  },
  (t) => [
    uniqueIndex('doubler_entries_one_per_card_and_month').on(t.giftCardId, t.month),
    uniqueIndex('doubler_entries_number_value_key').on(t.numberValue),
    uniqueIndex('doubler_entries_store_month_key').on(t.id, t.storefrontKey, t.month),
    index('doubler_entries_store_month_idx').on(t.storefrontKey, t.month),
    check('doubler_entries_month_check', sql`extract(day from ${t.month}) = 1`),
    check('doubler_entries_email_check', sql`length(${t.email}) <= 254 and ${t.email} ~ '^[^[:space:]@]+@[^[:space:]@]+$'`),
    check('doubler_entries_language_check', sql`${t.language} ~ '^[a-z]{2}$'`),
  ],
);

export const doublerDraws = pgTable(
  'doubler_draws',
  {
    id: uuid('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key),
    /** 'YYYY-MM-01': the month whose entries are drawn. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').$type<DoublerDrawStatus>().notNull().default('RUNNING'),
    /** 1, then one more for each try after a FAILED one. */
    attempt: integer('attempt').notNull().default(1),
    startedBy: text('started_by').$type<DoublerDrawStartedBy>().notNull().default('JOB'),
    /** 32 random bytes, hex: the key of the HMAC that picks the winner (published). */
    seed: text('seed'),
    /** sha256 of the sorted entry ids joined by '\n', hex (published). */
    entriesHash: text('entries_hash'),
    entryCount: integer('entry_count'),
    winnerEntryId: uuid('winner_entry_id'),
    prizeCents: integer('prize_cents'),
    currency: text('currency'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => giftCardLedger.id),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'doubler_draws_winner_fk',
      columns: [t.winnerEntryId, t.storefrontKey, t.month],
      foreignColumns: [doublerEntries.id, doublerEntries.storefrontKey, doublerEntries.month],
    }),
    uniqueIndex('doubler_draws_one_per_month').on(t.storefrontKey, t.month).where(sql`${t.status} <> 'FAILED'`),
    uniqueIndex('doubler_draws_ledger_entry_key').on(t.ledgerEntryId).where(sql`${t.ledgerEntryId} is not null`),
    index('doubler_draws_store_month_idx').on(t.storefrontKey, t.month),
    check('doubler_draws_status_check', sql`${t.status} in ('RUNNING', 'DONE', 'FAILED', 'NO_ENTRIES')`),
    check('doubler_draws_started_by_check', sql`${t.startedBy} in ('JOB', 'OPERATOR')`),
    check('doubler_draws_month_check', sql`extract(day from ${t.month}) = 1`),
    check('doubler_draws_attempt_check', sql`${t.attempt} >= 1`),
  ],
);

/** The entries a draw drew from, position 0.. in the hashed order. */
export const doublerDrawEntries = pgTable(
  'doubler_draw_entries',
  {
    drawId: uuid('draw_id')
      .notNull()
      .references(() => doublerDraws.id),
    position: integer('position').notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => doublerEntries.id),
  },
  (t) => [primaryKey({ columns: [t.drawId, t.position] }), uniqueIndex('doubler_draw_entries_entry_key').on(t.drawId, t.entryId)],
);

export type DoublerEntryRow = typeof doublerEntries.$inferSelect;
export type DoublerDrawRow = typeof doublerDraws.$inferSelect;
