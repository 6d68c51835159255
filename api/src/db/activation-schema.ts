/**
 * Activations of blank cards (issue 18, migration 0021). A blank card is issued NOT_ACTIVATED with its
 * pack; activating it loads a whole amount of 10 to 500 onto it. The buyer pays an order of kind
 * ACTIVATION (its one line of kind ACTIVATION); the row goes PENDING_PAYMENT → SCHEDULED (paid,
 * `due_at` = paid + ACTIVATION_DELAY) → DONE (the job wrote the card's ISSUE entry and activated it),
 * or PENDING_PAYMENT → FAILED (refused, cancelled or abandoned payment: the card stays NOT_ACTIVATED
 * and may be activated again). At most one activation of a card is not FAILED (partial unique index).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './cart-schema';
import { giftCards } from './order-schema';

export const ACTIVATION_STATUSES = ['PENDING_PAYMENT', 'SCHEDULED', 'DONE', 'FAILED'] as const;
export type ActivationStatus = (typeof ACTIVATION_STATUSES)[number];

export const cardActivations = pgTable(
  'card_activations',
  {
    id: uuid('id').primaryKey(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Whole currency units from 10 to 500, in cents (CHECK). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<ActivationStatus>().notNull().default('PENDING_PAYMENT'),
    /** When the job activates the card (set when the payment is authorised). */
    dueAt: timestamp('due_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Rounds of the job that could not activate it (the card was blocked meanwhile …). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_activations_order_key').on(t.orderId),
    // A second activation of the same card is refused by the database too.
    uniqueIndex('card_activations_one_per_card').on(t.giftCardId).where(sql`${t.status} <> 'FAILED'`),
    index('card_activations_due_idx').on(t.dueAt).where(sql`${t.status} = 'SCHEDULED'`),
    index('card_activations_pending_idx').on(t.createdAt).where(sql`${t.status} = 'PENDING_PAYMENT'`),
    check('card_activations_status_check', sql`${t.status} in ('PENDING_PAYMENT', 'SCHEDULED', 'DONE', 'FAILED')`),
    check('card_activations_amount_check', sql`${t.amountCents} between 1000 and 50000 and ${t.amountCents} % 100 = 0`),
    check('card_activations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('card_activations_due_check', sql`${t.status} not in ('SCHEDULED', 'DONE') or ${t.dueAt} is not null`),
    check('card_activations_done_check', sql`(${t.status} = 'DONE') = (${t.doneAt} is not null)`),
    check('card_activations_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

export type CardActivationRow = typeof cardActivations.$inferSelect;
