/**
 * The shapes of the content team's seeded texts (issue 17): blog articles, landing pages and the
 * helpdesk FAQ. The texts themselves are content files (`content/*.json`, issue 34: prose is not
 * code), read and checked against these schemas by `content-files.ts`, so a file that breaks a shape
 * fails the seed with the field named. The texts are plain strings (no HTML); the seed escapes them
 * and builds the stored HTML, so a text file can never put markup on a page.
 */
import * as v from 'valibot';
import { CATEGORY_KEYS } from './texts';

const text = v.pipe(v.string(), v.minLength(1));
/** URL segment, lower-case a-z, 0-9 and hyphens. */
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/));
const motif = v.picklist(CATEGORY_KEYS);

/**
 * What a text promotes that not every storefront sells: a text marked `needs: "choiceCard"` is left
 * out of a storefront without the choice card (All-in-1 / Keuze Cadeaukaart), so no page advertises a
 * card the shop cannot sell there (issue 36). Marked where the seed can drop it whole: an article, a
 * block, a list item, a paragraph, a question, a selling point, a testimonial.
 */
export const PRODUCT_NEEDS = ['choiceCard'] as const;
export type ProductNeed = (typeof PRODUCT_NEEDS)[number];
const needs = v.optional(v.picklist(PRODUCT_NEEDS));
/** A plain text, or one that needs a product (`{ "text": …, "needs": "choiceCard" }`). */
const conditionalText = v.union([text, v.strictObject({ text, needs })]);
export type ConditionalText = v.InferOutput<typeof conditionalText>;

/** The blog's categories; each language names them itself (slug, title). */
export const BLOG_CATEGORY_KEYS = ['gift-ideas', 'occasions', 'business', 'good-to-know'] as const;
export type BlogCategoryKey = (typeof BLOG_CATEGORY_KEYS)[number];

const BlogCategoryTextSchema = v.strictObject({
  key: v.picklist(BLOG_CATEGORY_KEYS),
  slug,
  title: text,
  /** One or two sentences shown above the category's list. */
  description: text,
});

/** One piece of an article's body, in reading order. */
const ArticleBlockSchema = v.variant('type', [
  /** Becomes an h2. */
  v.strictObject({ type: v.literal('heading'), text, needs }),
  v.strictObject({ type: v.literal('paragraph'), text, needs }),
  v.strictObject({ type: v.literal('list'), items: v.array(conditionalText), needs }),
  v.strictObject({ type: v.literal('quote'), text, source: text, needs }),
  /** An illustration drawn from a motif (one of the category motifs), with its caption and alternative text. */
  v.strictObject({ type: v.literal('image'), motif, caption: text, alt: text, needs }),
  /** Where the article's product teasers appear (at most once). */
  v.strictObject({ type: v.literal('products'), title: text, needs }),
]);
export type ArticleBlock = v.InferOutput<typeof ArticleBlockSchema>;

const BlogArticleTextSchema = v.strictObject({
  /** URL segment (`/blog/{slug}/`), unique per language. */
  slug,
  category: v.picklist(BLOG_CATEGORY_KEYS),
  title: text,
  /** 1-2 sentences for lists and the meta description (at most 160 characters). */
  excerpt: v.pipe(text, v.maxLength(160)),
  author: text,
  /** ISO date (YYYY-MM-DD). */
  publishedOn: v.pipe(v.string(), v.isoDate()),
  /** The hero illustration. */
  heroMotif: motif,
  heroAlt: text,
  /** The catalogue categories whose products the teasers show (the storefront's first products there). */
  teaserCategories: v.array(motif),
  body: v.array(ArticleBlockSchema),
  needs,
});
export type BlogArticleText = v.InferOutput<typeof BlogArticleTextSchema>;

export const BlogTextsSchema = v.strictObject({
  /** All four categories, in display order. */
  categories: v.array(BlogCategoryTextSchema),
  articles: v.array(BlogArticleTextSchema),
});
export type BlogTexts = v.InferOutput<typeof BlogTextsSchema>;

/** Icons the shop draws for selling points. */
export const USP_ICONS = ['delivery', 'choice', 'packaging', 'business', 'secure', 'balance'] as const;
export type UspIcon = (typeof USP_ICONS)[number];

/** Where a call to action leads: a route key of the shop (and its parameters). */
const CallToActionSchema = v.strictObject({
  label: text,
  route: v.picklist(['productList', 'business', 'categoryAll', 'occasions', 'balanceCheck', 'contact']),
});
export type CallToAction = v.InferOutput<typeof CallToActionSchema>;

const questionAndAnswer = v.strictObject({ question: text, answer: text, needs });

/** One section of a landing page, rendered in order below the hero. */
const LandingSectionTextSchema = v.variant('type', [
  /** Cards from the catalogue: the storefront's first products in these categories. */
  v.strictObject({ type: v.literal('products'), title: text, categories: v.array(motif), limit: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
  v.strictObject({ type: v.literal('text'), title: text, paragraphs: v.array(conditionalText) }),
  v.strictObject({ type: v.literal('faq'), title: text, entries: v.array(questionAndAnswer) }),
  v.strictObject({ type: v.literal('usps'), title: text, items: v.array(v.strictObject({ icon: v.picklist(USP_ICONS), title: text, text, needs })) }),
  v.strictObject({
    type: v.literal('testimonials'),
    title: text,
    items: v.array(v.strictObject({ quote: text, name: text, city: text, rating: v.picklist([1, 2, 3, 4, 5]), needs })),
  }),
]);
export type LandingSectionText = v.InferOutput<typeof LandingSectionTextSchema>;

export const LANDING_PAGE_KEYS = ['christmas', 'mothers-day', 'employees', 'restaurants'] as const;
export type LandingPageKey = (typeof LANDING_PAGE_KEYS)[number];

export const LandingPageTextSchema = v.strictObject({
  key: v.picklist(LANDING_PAGE_KEYS),
  /** URL segment of the catch-all `/{slug}/`; must not be a word the shop uses for its own pages. */
  slug,
  /** The page's <title> (at most 60 characters). */
  metaTitle: v.pipe(text, v.maxLength(60)),
  /** The meta description (at most 160 characters). */
  metaDescription: v.pipe(text, v.maxLength(160)),
  hero: v.strictObject({ title: text, subtitle: text, motif, alt: text, cta: CallToActionSchema }),
  sections: v.array(LandingSectionTextSchema),
});
export type LandingPageText = v.InferOutput<typeof LandingPageTextSchema>;

export const HelpdeskTopicTextSchema = v.strictObject({
  key: v.picklist(['ordering', 'delivery', 'payment', 'balance-redeem', 'business', 'account']),
  title: text,
  entries: v.array(questionAndAnswer),
});
export type HelpdeskTopicText = v.InferOutput<typeof HelpdeskTopicTextSchema>;
