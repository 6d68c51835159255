/**
 * Balance check and redeem (issue 15, migration 0012). A redeem is opened by a successful balance
 * check: the visitor gets a random token (only its sha256 is stored), the checked cards are bound to
 * it, and its basket is an order of kind REDEEM. Placing it holds the cards' balances in the ledger
 * (order-schema.ts) under their row locks; paying any top-up completes it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './cart-schema';
import { giftCards } from './order-schema';
import { storefronts } from './schema';

export const REDEEM_STATUSES = ['OPEN', 'PLACED', 'ENDED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export const redeems = pgTable(
  'redeems',
  {
    id: uuid('id').primaryKey(),
    /** sha256 (hex) of the redeem token; the token itself lives only in the visitor's browser. */
    tokenHash: text('token_hash').notNull(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    /** The basket (an order of kind REDEEM, status CART), which becomes the redeem order when placed. */
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<RedeemStatus>().notNull().default('OPEN'),
    /** The idempotency key of the placement: the same key again answers the same order. */
    placementKey: uuid('placement_key'),
    /** Sliding: every use of the token moves it (redeem-service.ts REDEEM_IDLE_MINUTES). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redeems_token_hash_key').on(t.tokenHash),
    uniqueIndex('redeems_order_key').on(t.orderId),
    index('redeems_expires_idx').on(t.expiresAt),
    check('redeems_status_check', sql`${t.status} in ('OPEN', 'PLACED', 'ENDED')`),
    check('redeems_token_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** The cards a redeem may spend, in the order they were added (spent in that order). */
export const redeemCards = pgTable(
  'redeem_cards',
  {
    redeemId: uuid('redeem_id')
      .notNull()
      .references(() => redeems.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.redeemId, t.giftCardId] }), index('redeem_cards_card_idx').on(t.giftCardId)],
);

/** Texts of a business redeem page per language. */
export type RedeemPageTexts = Record<string, { title: string; intro: string; info: string }>;

/** A company's curated redeem shop (spec §2 redeem business shop, redeem info). */
export const redeemPages = pgTable(
  'redeem_pages',
  {
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    companyName: text('company_name').notNull(),
    logoId: text('logo_id').notNull(),
    texts: jsonb('texts').$type<RedeemPageTexts>().notNull(),
    /** The storefront's product keys offered on the page, in this order. */
    productKeys: text('product_keys').array().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storefrontKey, t.pageId] }),
    check('redeem_pages_page_id_check', sql`${t.pageId} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
  ],
);

/** Captcha solutions already accepted, until their challenge expires: each counts once (security/captcha.ts). */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

export type RedeemRow = typeof redeems.$inferSelect;
export type RedeemPageRow = typeof redeemPages.$inferSelect;
