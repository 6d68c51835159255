/**
 * The content team's editorial texts and what the seed builds from them (issue 17), without a
 * database: enough articles per language in every category, slugs a URL can carry, landing pages
 * the shop's router really reaches, and bodies the output sanitiser leaves whole.
 */
import { type PathVariant, SPEC_ROUTE_KEYS, buildStorefrontRoutes, createShopRouter } from '@shop/shared/routes';
import { LANDING_SECTION_TYPES } from '../content-schema';
import { STOREFRONT_SEEDS } from '../seed-data';
import { sanitizeArticleHtml } from '../../text/content-html';
import { checkedContentFile, editorialTexts } from './content-files';
import { type CatalogueRows, buildCatalogue } from './build';
import { BLOG_CATEGORY_KEYS, type BlogTexts, BlogTextsSchema, LANDING_PAGE_KEYS } from './content-text-types';
import { PRODUCTS_SLOT } from '../../text/content-html';
import { giftCardExpiry, lastValidDay } from '../../domains/orders/gift-card-validity';
import { timeZoneForCountry } from '../../domains/cart/delivery/delivery-dates';

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const { blogs, landingPages: LANDING_PAGES, helpdesk: HELPDESK } = editorialTexts();
const BLOG_DE = blogs.de;
const BLOG_EN = blogs.en;
const BLOG_NL = blogs.nl;

const BLOGS: ReadonlyArray<readonly [string, BlogTexts]> = [
  ['de', BLOG_DE],
  ['nl', BLOG_NL],
  ['en', BLOG_EN],
];

/** A router of a path variant in which every spec screen is implemented (the whole spec table). */
function routerOf(variant: PathVariant, defaultLanguage: string) {
  const routes = buildStorefrontRoutes(variant, [{ remote: 'content', routes: SPEC_ROUTE_KEYS.map((key) => ({ key })) }]);
  return createShopRouter({ routes, defaultLanguage, languages: [{ code: defaultLanguage }, { code: 'en' }] });
}

describe('blog texts', () => {
  it.each(BLOGS)('%s: at least 12 articles, and every category has some', (_language, texts) => {
    expect(texts.articles.length).toBeGreaterThanOrEqual(12);
    expect(texts.categories.map((c) => c.key).sort()).toEqual([...BLOG_CATEGORY_KEYS].sort());
    for (const key of BLOG_CATEGORY_KEYS) {
      expect({ key, hasArticles: texts.articles.some((a) => a.category === key) }).toEqual({ key, hasArticles: true });
    }
  });

  it.each(BLOGS)('%s: article and category slugs are unique and URL-safe', (_language, texts) => {
    const articleSlugs = texts.articles.map((a) => a.slug);
    const categorySlugs = texts.categories.map((c) => c.slug);
    expect(new Set(articleSlugs).size).toBe(articleSlugs.length);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    for (const slug of [...articleSlugs, ...categorySlugs]) expect({ slug, ok: SLUG.test(slug) }).toEqual({ slug, ok: true });
  });

  it.each(BLOGS)('%s: excerpts fit a meta description, every body has one products block and a heading', (_language, texts) => {
    for (const article of texts.articles) {
      expect({ slug: article.slug, excerpt: article.excerpt.length <= 160 }).toEqual({ slug: article.slug, excerpt: true });
      const products = article.body.filter((block) => block.type === 'products').length;
      const headings = article.body.filter((block) => block.type === 'heading').length;
      expect({ slug: article.slug, products, hasHeading: headings >= 1 }).toEqual({ slug: article.slug, products: 1, hasHeading: true });
    }
  });
});

describe('landing page texts', () => {
  it.each(['de', 'nl', 'en'] as const)('%s: the four pages, each with every section type and a unique slug', (language) => {
    const pages = LANDING_PAGES[language];
    expect(pages.map((p) => p.key).sort()).toEqual([...LANDING_PAGE_KEYS].sort());
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    for (const page of pages) {
      expect({ page: page.slug, ok: SLUG.test(page.slug) }).toEqual({ page: page.slug, ok: true });
      const types = new Set(page.sections.map((s) => s.type));
      expect({ page: page.slug, types: [...types].sort() }).toEqual({ page: page.slug, types: [...LANDING_SECTION_TYPES].sort() });
    }
  });

  it('does not take a path of the shop’s own pages: the router sends every slug to the landing route', () => {
    const cases = [
      { variant: 'de' as const, defaultLanguage: 'de', pages: LANDING_PAGES.de, prefix: '' },
      { variant: 'nl' as const, defaultLanguage: 'nl', pages: LANDING_PAGES.nl, prefix: '' },
      // English pages go under /en/ in both path variants.
      { variant: 'de' as const, defaultLanguage: 'de', pages: LANDING_PAGES.en, prefix: '/en' },
      { variant: 'nl' as const, defaultLanguage: 'nl', pages: LANDING_PAGES.en, prefix: '/en' },
    ];
    // The router knows the shop's own pages: a slug like these would not reach its landing page.
    expect(routerOf('de', 'de').match('/kontakt/')?.key).toBe('contact');
    expect(routerOf('nl', 'nl').match('/saldocheck/')?.key).toBe('balanceCheck');
    expect(routerOf('nl', 'nl').match('/en/blog/')?.key).toBe('blog');
    for (const { variant, defaultLanguage, pages, prefix } of cases) {
      const router = routerOf(variant, defaultLanguage);
      for (const page of pages) {
        const path = `${prefix}/${page.slug}/`;
        expect({ variant, path, key: router.match(path)?.key }).toEqual({ variant, path, key: 'landing' });
      }
    }
  });
});

describe('helpdesk texts', () => {
  it('has at least 24 Dutch entries, each with a question and an answer', () => {
    const entries = HELPDESK.nl.flatMap((topic) => topic.entries);
    expect(entries.length).toBeGreaterThanOrEqual(24);
    for (const entry of entries) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
  });

  it('answers in Dutch how long a card is valid, with the last day every Dutch-speaking storefront really applies (five years from the purchase date)', () => {
    const entries = HELPDESK.nl.flatMap((topic) => topic.entries);
    const validity = entries.find((entry) => /geldig/i.test(entry.question));
    expect(validity?.question).toBe('Hoe lang is mijn cadeaukaart geldig?');
    expect(validity?.answer).toContain('vijf jaar geldig vanaf de dag waarop je hem hebt gekocht of geactiveerd');
    // The example in the answer is what issuing gives a card bought that day (gift-card-validity.ts), in
    // every storefront whose pages are in Dutch (the Netherlands and Belgium).
    const [, day, boughtIn] = /op (\d{1,2}) maart (\d{4})/.exec(validity?.answer ?? '') ?? [];
    const dutch = STOREFRONT_SEEDS.filter((seed) => seed.languages.some(([language]) => language === 'nl'));
    expect(dutch.length).toBeGreaterThan(0);
    for (const seed of dutch) {
      const lastDay = lastValidDay(giftCardExpiry(seed.countryCode, new Date(Date.UTC(Number(boughtIn), 2, Number(day), 12))), timeZoneForCountry(seed.countryCode));
      expect(lastDay).toBe(`${Number(boughtIn) + 5}-03-${day?.padStart(2, '0')}`);
      expect(validity?.answer).toContain(`tot en met ${day} maart ${lastDay.slice(0, 4)}`);
    }
  });
});

describe('the seeded editorial rows', () => {
  let rows: CatalogueRows;

  beforeAll(() => {
    rows = buildCatalogue(STOREFRONT_SEEDS);
  });

  it('gives the German storefront blog articles in German and English, and landing pages', () => {
    const articles = rows.blogArticles.filter((a) => a.storefrontKey === 'CBDE');
    expect(articles.filter((a) => a.language === 'de').length).toBe(BLOG_DE.articles.length);
    expect(articles.filter((a) => a.language === 'en').length).toBe(BLOG_EN.articles.length);
    const landing = rows.landingPages.filter((p) => p.storefrontKey === 'CBDE');
    expect(landing.filter((p) => p.language === 'de').map((p) => p.slug).sort()).toEqual(LANDING_PAGES.de.map((p) => p.slug).sort());
    expect(landing.filter((p) => p.language === 'en').length).toBe(LANDING_PAGES.en.length);
    for (const page of landing) expect(page.ctaHref).toMatch(/^\/[^/\s"<>]/);
  });

  it('teases only products of the article’s own storefront', () => {
    const productStore = new Map(rows.products.map((p) => [p.id, p.storefrontKey]));
    const articleStore = new Map(rows.blogArticles.map((a) => [a.id, a.storefrontKey]));
    expect(rows.blogArticleProducts.length).toBeGreaterThan(0);
    for (const link of rows.blogArticleProducts) {
      expect({ link, store: productStore.get(link.productId) }).toEqual({ link, store: articleStore.get(link.articleId) });
    }
    // Every German article has teasers to show.
    for (const article of rows.blogArticles.filter((a) => a.storefrontKey === 'CBDE')) {
      expect({ article: article.id, teasers: rows.blogArticleProducts.some((l) => l.articleId === article.id) }).toEqual({ article: article.id, teasers: true });
    }
  });

  it('writes bodies the article sanitiser keeps whole: figures, headings and the products slot', () => {
    const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;
    const media = new Set(rows.media.map((m) => m.id));
    expect(rows.blogArticles.reduce((n, a) => n + count(a.bodyHtml, /<img\s/g), 0)).toBeGreaterThan(0);
    for (const article of rows.blogArticles) {
      const before = article.bodyHtml;
      const after = sanitizeArticleHtml(before);
      const counts = (html: string) => ({
        img: count(html, /<img\s/g),
        h2: count(html, /<h2>/g),
        slot: count(html, /<div data-slot="products"><\/div>/g),
        figcaption: count(html, /<figcaption>/g),
      });
      expect({ id: article.id, ...counts(after) }).toEqual({ id: article.id, ...counts(before) });
      expect(count(before, new RegExp(PRODUCTS_SLOT, 'g'))).toBe(1);
      // The figures show the shop's own generated images.
      for (const [, id] of before.matchAll(/src="\/media\/([a-z]+\/[a-z0-9-]+)\.svg"/g)) expect(media.has(id as string)).toBe(true);
    }
  });

  it('promotes the choice card only where it is sold: Dutch storefronts without it get no text naming it, the Dutch shop all of them', () => {
    const choiceCardSold = new Set(rows.products.filter((p) => p.id.endsWith('-all-in-1')).map((p) => p.storefrontKey));
    const dutch = STOREFRONT_SEEDS.filter((seed) => seed.languages.some(([code]) => code === 'nl')).map((seed) => seed.key);
    const without = dutch.filter((key) => !choiceCardSold.has(key));
    // CB sells it; the Dutch-speaking GCS and CK storefronts do not (issue 36: they advertised it).
    expect(choiceCardSold.has('CB')).toBe(true);
    expect(without.length).toBeGreaterThan(0);
    const textsOf = (store: string) =>
      [
        ...rows.blogArticles.filter((a) => a.storefrontKey === store && a.language === 'nl').flatMap((a) => [a.title, a.excerpt, a.bodyHtml]),
        ...rows.landingPageSections.filter((s) => rows.landingPages.some((p) => p.id === s.landingPageId && p.storefrontKey === store && p.language === 'nl')).map((s) => JSON.stringify([s.bodyHtml, s.items])),
        ...rows.helpdeskEntries.filter((e) => e.storefrontKey === store && e.language === 'nl').flatMap((e) => [e.question, e.answer]),
      ].join('\n');
    for (const store of without) {
      const texts = textsOf(store);
      expect({ store, hasBlog: texts.length > 0 }).toEqual({ store, hasBlog: true });
      expect({ store, names: texts.match(/Keuze Cadeaukaart|keuzekaart|All-in-1/gi) ?? [] }).toEqual({ store, names: [] });
    }
    // The shop that sells it keeps every text about it: the article, its FAQ and its selling points.
    const cb = textsOf('CB');
    expect((cb.match(/Keuze Cadeaukaart/g) ?? []).length).toBeGreaterThanOrEqual(15);
    expect(rows.blogArticles.some((a) => a.storefrontKey === 'CB' && a.slug === 'keuze-cadeaukaart')).toBe(true);
    expect(rows.blogArticles.filter((a) => a.storefrontKey === without[0] && a.language === 'nl').length).toBe(BLOG_NL.articles.length - 1);
  });

  it('gives a storefront whose languages have no texts no blog, no landing pages and no blog link', () => {
    expect(rows.blogCategories.filter((c) => c.storefrontKey === 'CBDK')).toEqual([]);
    expect(rows.blogArticles.filter((a) => a.storefrontKey === 'CBDK')).toEqual([]);
    expect(rows.landingPages.filter((p) => p.storefrontKey === 'CBDK')).toEqual([]);
    const footerHrefs = (store: string) => {
      const footers = new Set(rows.menus.filter((m) => m.storefrontKey === store && m.menuKey === 'footer').map((m) => m.id));
      return rows.menuItems.filter((item) => footers.has(item.menuId)).map((item) => item.href ?? '');
    };
    expect(footerHrefs('CBDK').length).toBeGreaterThan(0);
    expect(footerHrefs('CBDK').filter((href) => href.includes('/blog/'))).toEqual([]);
    // Where there is a blog, the footer links it.
    expect(footerHrefs('CBDE')).toContain('/blog/');
  });
});

describe('content files', () => {
  it('a file that breaks its shape is refused with the file and the field named', () => {
    const broken = structuredClone(editorialTexts().blogs.de) as { articles: Array<Record<string, unknown>> };
    (broken.articles[2] as Record<string, unknown>).heroMotif = 'unicorns';
    expect(() => checkedContentFile('blog.de', BlogTextsSchema, broken)).toThrow(/^content\/blog\.de\.json: articles\.2\.heroMotif: /);
    const tooLong = structuredClone(editorialTexts().blogs.nl) as { articles: Array<Record<string, unknown>> };
    (tooLong.articles[0] as Record<string, unknown>).excerpt = 'x'.repeat(161);
    expect(() => checkedContentFile('blog.nl', BlogTextsSchema, tooLong)).toThrow(/^content\/blog\.nl\.json: articles\.0\.excerpt: /);
  });
});
