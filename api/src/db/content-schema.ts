/** Content of the content team's pages (issue 17): legal pages per storefront and language. */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
