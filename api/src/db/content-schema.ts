/**
 * Content of the content team's pages (issue 17), per storefront and language: legal pages, the
 * blog, landing pages and the helpdesk FAQ; and the requests the content pages' forms keep.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '@shop/shared/validation';
import { mediaAssets, products } from './catalogue-schema';
import type { BlogCategoryKey } from './catalogue-seed/content-text-types';

export const LEGAL_PAGE_KEYS = ['imprint', 'terms', 'withdrawal', 'privacy', 'cookies', 'accessibility', 'delivery', 'cancelationPolicy'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export const contentPages = pgTable(
  'content_pages',
  {
    storefrontKey: text('storefront_key').notNull(),
    pageKey: text('page_key').$type<LegalPageKey>().notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Stored as written; sanitised on output (text/content-html.ts). */
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
  /** Matched when it arrived (migration 0035, ADR 0042): the order and its e-mail, the order only, or none. */
  matchStatus: text('match_status').$type<WithdrawalMatchStatus>().notNull().default('UNKNOWN'),
  /** The operators' queue: OPEN until approved (the order's unredeemed cards refunded) or rejected. */
  status: text('status').$type<WithdrawalStatus>().notNull().default('OPEN'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The operator who decided (audit actor). */
  decidedBy: jsonb('decided_by'),
  /** The refund an approval made (refunds.id). */
  refundId: uuid('refund_id'),
});

export const WITHDRAWAL_MATCH_STATUSES = ['MATCHED', 'EMAIL_DIFFERS', 'UNKNOWN'] as const;
export type WithdrawalMatchStatus = (typeof WITHDRAWAL_MATCH_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['OPEN', 'APPROVED', 'REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type WithdrawalRequestRow = typeof withdrawalRequests.$inferSelect;

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

// ─── Blog (migration 0019) ───────────────────────────────────────────────────────────────────────

export const blogCategories = pgTable(
  'blog_categories',
  {
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    categoryKey: text('category_key').$type<BlogCategoryKey>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontKey, t.language, t.categoryKey] })],
);

export const blogArticles = pgTable('blog_articles', {
  id: text('id').primaryKey(),
  storefrontKey: text('storefront_key').notNull(),
  language: text('language').notNull(),
  slug: text('slug').notNull(),
  categoryKey: text('category_key').$type<BlogCategoryKey>().notNull(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  heroImageId: text('hero_image_id')
    .notNull()
    .references(() => mediaAssets.id),
  heroAlt: text('hero_alt').notNull(),
  /** Stored as written; sanitised on output. `<div data-slot="products"></div>` marks where the teasers go. */
  bodyHtml: text('body_html').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue products an article's teasers show, in order. */
export const blogArticleProducts = pgTable(
  'blog_article_products',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.productId] })],
);

// ─── Landing pages (migration 0019) ──────────────────────────────────────────────────────────────

export const LANDING_SECTION_TYPES = ['products', 'text', 'faq', 'usps', 'testimonials'] as const;
export type LandingSectionType = (typeof LANDING_SECTION_TYPES)[number];

/** A landing page of the catch-all `/{path}/`: hero and call to action, then its sections. */
export const landingPages = pgTable('landing_pages', {
  id: text('id').primaryKey(),
  storefrontKey: text('storefront_key').notNull(),
  language: text('language').notNull(),
  slug: text('slug').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  heroTitle: text('hero_title').notNull(),
  heroSubtitle: text('hero_subtitle').notNull(),
  heroImageId: text('hero_image_id')
    .notNull()
    .references(() => mediaAssets.id),
  heroAlt: text('hero_alt').notNull(),
  ctaLabel: text('cta_label').notNull(),
  /** A path of this storefront (the database refuses anything else). */
  ctaHref: text('cta_href').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One section of a landing page (the blocks queue of spec §3/§7): products come from a blocks queue
 * (`queue_key`), text is HTML (sanitised on output), FAQ, USPs and testimonials are JSON items
 * checked on output (a malformed item is left out, never shown half).
 */
export const landingPageSections = pgTable(
  'landing_page_sections',
  {
    landingPageId: text('landing_page_id')
      .notNull()
      .references(() => landingPages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sectionType: text('section_type').$type<LandingSectionType>().notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html'),
    queueKey: text('queue_key'),
    items: jsonb('items').$type<unknown[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.landingPageId, t.position] })],
);

// ─── Helpdesk FAQ (migration 0019) ───────────────────────────────────────────────────────────────

export const helpdeskTopics = pgTable(
  'helpdesk_topics',
  {
    storefrontKey: text('storefront_key').notNull(),
    language: text('language').notNull(),
    topicKey: text('topic_key').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storefrontKey, t.language, t.topicKey] })],
);

export const helpdeskEntries = pgTable('helpdesk_entries', {
  id: text('id').primaryKey(),
  storefrontKey: text('storefront_key').notNull(),
  language: text('language').notNull(),
  topicKey: text('topic_key').notNull(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  /** Plain text (shown escaped). */
  answer: text('answer').notNull(),
});
