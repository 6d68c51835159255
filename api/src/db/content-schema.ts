/** Content of the content team's pages (issue 17): legal pages per storefront and language. */
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '@shop/shared/validation';

export const LEGAL_PAGE_KEYS = ['imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility', 'delivery', 'cancelationPolicy'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export const contentPages = pgTable(
  'content_pages',
  {
    storefrontKey: text('storefront_key').notNull(),
    pageKey: text('page_key').$type<LegalPageKey>().notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Stored as written; sanitised on output (domains/content/content-html.ts). */
    bodyHtml: text('body_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storefrontKey, t.pageKey, t.language] })],
);

/** Declarations of withdrawal made with the withdrawal button (§356a BGB), for customer service. */
export const withdrawalRequests = pgTable('withdrawal_requests', {
  id: uuid('id').primaryKey(),
  storefrontKey: text('storefront_key').notNull(),
  name: text('name').notNull(),
  orderNumber: text('order_number').notNull(),
  email: text('email').notNull(),
  language: text('language').notNull(),
  orderId: uuid('order_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questions sent with the contact form, for customer service. */
export const contactRequests = pgTable('contact_requests', {
  id: uuid('id').primaryKey(),
  storefrontKey: text('storefront_key').notNull(),
  topic: text('topic').$type<ContactTopic>().notNull(),
  orderNumber: text('order_number'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  language: text('language').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
