/**
 * The shapes of the content team's seeded texts (issue 17): blog articles, landing pages and the
 * helpdesk FAQ. The texts are plain strings (no HTML); the seed escapes them and builds the stored
 * HTML, so a text file can never put markup on a page.
 */
import type { CategoryKey } from './texts';

/** The blog's categories; each language names them itself (slug, title). */
export const BLOG_CATEGORY_KEYS = ['gift-ideas', 'occasions', 'business', 'good-to-know'] as const;
export type BlogCategoryKey = (typeof BLOG_CATEGORY_KEYS)[number];

export interface BlogCategoryText {
  key: BlogCategoryKey;
  /** URL segment, lower-case a-z, 0-9 and hyphens. */
  slug: string;
  title: string;
  /** One or two sentences shown above the category's list. */
  description: string;
}

/** One piece of an article's body, in reading order. */
export type ArticleBlock =
  /** Becomes an h2. */
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: readonly string[] }
  | { type: 'quote'; text: string; source: string }
  /** An illustration drawn from a motif (one of the category motifs), with its caption and alternative text. */
  | { type: 'image'; motif: CategoryKey; caption: string; alt: string }
  /** Where the article's product teasers appear (at most once). */
  | { type: 'products'; title: string };

export interface BlogArticleText {
  /** URL segment (`/blog/{slug}/`), unique per language. */
  slug: string;
  category: BlogCategoryKey;
  title: string;
  /** 1-2 sentences for lists and the meta description (at most 160 characters). */
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD), between 2025-01-01 and 2026-11-20. */
  publishedOn: string;
  /** The hero illustration. */
  heroMotif: CategoryKey;
  heroAlt: string;
  /** The catalogue categories whose products the teasers show (the storefront's first products there). */
  teaserCategories: readonly CategoryKey[];
  body: readonly ArticleBlock[];
}

export interface BlogTexts {
  /** All four categories, in display order. */
  categories: readonly BlogCategoryText[];
  articles: readonly BlogArticleText[];
}

/** Icons the shop draws for selling points. */
export const USP_ICONS = ['delivery', 'choice', 'packaging', 'business', 'secure', 'balance'] as const;
export type UspIcon = (typeof USP_ICONS)[number];

/** Where a call to action leads: a route key of the shop (and its parameters). */
export interface CallToAction {
  label: string;
  route: 'productList' | 'business' | 'categoryAll' | 'occasions' | 'balanceCheck' | 'contact';
}

/** One section of a landing page, rendered in order below the hero. */
export type LandingSectionText =
  /** Cards from the catalogue: the storefront's first products in these categories. */
  | { type: 'products'; title: string; categories: readonly CategoryKey[]; limit: number }
  | { type: 'text'; title: string; paragraphs: readonly string[] }
  | { type: 'faq'; title: string; entries: readonly { question: string; answer: string }[] }
  | { type: 'usps'; title: string; items: readonly { icon: UspIcon; title: string; text: string }[] }
  | { type: 'testimonials'; title: string; items: readonly { quote: string; name: string; city: string; rating: 1 | 2 | 3 | 4 | 5 }[] };

export const LANDING_PAGE_KEYS = ['christmas', 'mothers-day', 'employees', 'restaurants'] as const;
export type LandingPageKey = (typeof LANDING_PAGE_KEYS)[number];

export interface LandingPageText {
  key: LandingPageKey;
  /** URL segment of the catch-all `/{slug}/`; must not be a word the shop uses for its own pages. */
  slug: string;
  /** The page's <title> (at most 60 characters). */
  metaTitle: string;
  /** The meta description (at most 160 characters). */
  metaDescription: string;
  hero: { title: string; subtitle: string; motif: CategoryKey; alt: string; cta: CallToAction };
  sections: readonly LandingSectionText[];
}

export interface HelpdeskTopicText {
  key: 'ordering' | 'delivery' | 'payment' | 'balance-redeem' | 'business' | 'account';
  title: string;
  entries: readonly { question: string; answer: string }[];
}
