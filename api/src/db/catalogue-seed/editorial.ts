/**
 * The content team's editorial pages in the seed (issue 17): the blog, landing pages and the
 * helpdesk FAQ of a storefront, from the texts of its languages (de, nl, en; a storefront in another
 * language has none of them, and its menus leave the links out). Texts are plain strings: they are
 * escaped here and put into the few tags the output sanitiser allows.
 */
import type * as s from '../catalogue-schema';
import type * as c from '../content-schema';
import { escapeHtml } from '../../text/escape-html';
import { PRODUCTS_SLOT } from '../../text/content-html';
import type { CatalogueRoutes } from '../stored-paths';
import { editorialTexts } from './content-files';
import type { ArticleBlock, BlogTexts, CallToAction, ConditionalText, HelpdeskTopicText, LandingPageText, ProductNeed } from './content-text-types';
import { CATEGORY_STYLE, type CategoryKey } from './texts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export interface EditorialRows {
  blogCategories: Insert<typeof c.blogCategories>[];
  blogArticles: Insert<typeof c.blogArticles>[];
  blogArticleProducts: Insert<typeof c.blogArticleProducts>[];
  landingPages: Insert<typeof c.landingPages>[];
  landingPageSections: Insert<typeof c.landingPageSections>[];
  helpdeskTopics: Insert<typeof c.helpdeskTopics>[];
  helpdeskEntries: Insert<typeof c.helpdeskEntries>[];
  queues: Insert<typeof s.blockQueues>[];
  queueItems: Insert<typeof s.queueItems>[];
}

/** What the editorial seed needs to know of the storefront it writes for. */
export interface EditorialStore {
  key: string;
  /** Lower-case storefront key: the prefix of its row ids. */
  id: string;
  languages: readonly string[];
  routes: CatalogueRoutes;
  rows: EditorialRows;
  /** The path in a language (with its prefix). */
  localized(language: string, path: string): string;
  /** A banner illustration (960×400) of a motif in a colour; returns the media id. */
  banner(slug: string, motif: string, color: string, alt: string): string;
  /** The storefront's listed products in these categories, in catalogue order (ids). */
  productsIn(categories: readonly CategoryKey[], limit: number): string[];
  /** The products a text may need that this storefront sells (a text needing another is left out). */
  sells: ReadonlySet<ProductNeed>;
}

/** Whether a text belongs on this storefront: it needs nothing, or a product the storefront sells. */
function belongs(store: EditorialStore, item: { needs?: ProductNeed | undefined } | string): boolean {
  return typeof item === 'string' || item.needs === undefined || store.sells.has(item.needs);
}

/** The texts of a list that belong on this storefront, as plain strings. */
function textsFor(store: EditorialStore, items: readonly ConditionalText[]): string[] {
  return items.filter((item) => belongs(store, item)).map((item) => (typeof item === 'string' ? item : item.text));
}


/** The languages of a storefront that have a blog (the footer's blog link needs one). */
export function hasBlog(languages: readonly string[]): boolean {
  return languages.some((language) => (editorialTexts().blogs as Readonly<Record<string, BlogTexts>>)[language] !== undefined);
}


/** Words per minute of an unhurried reader (reading time shown on articles). */
const READING_SPEED = 200;

function blockHtml(block: ArticleBlock, imageSrc: (motif: CategoryKey, alt: string) => string): string {
  switch (block.type) {
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(typeof item === 'string' ? item : item.text)}</li>`).join('')}</ul>`;
    case 'quote':
      return `<blockquote><p>${escapeHtml(block.text)}</p><p>— ${escapeHtml(block.source)}</p></blockquote>`;
    case 'image':
      return `<figure><img src="${imageSrc(block.motif, block.alt)}" alt="${escapeHtml(block.alt)}" width="960" height="400" loading="lazy"><figcaption>${escapeHtml(block.caption)}</figcaption></figure>`;
    case 'products':
      return PRODUCTS_SLOT;
  }
}

function wordCount(blocks: readonly ArticleBlock[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return blocks.reduce((sum, block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return sum + words(block.text);
      case 'list':
        return sum + block.items.reduce((n, item) => n + words(typeof item === 'string' ? item : item.text), 0);
      case 'quote':
        return sum + words(block.text);
      default:
        return sum;
    }
  }, 0);
}

export function addBlog(store: EditorialStore): void {
  const { rows } = store;
  for (const language of store.languages) {
    const texts = (editorialTexts().blogs as Readonly<Record<string, BlogTexts>>)[language];
    if (!texts) continue;
    texts.categories.forEach((category, position) => {
      rows.blogCategories.push({ storefrontKey: store.key, language, categoryKey: category.key, slug: category.slug, title: category.title, description: category.description, position });
    });
    for (const article of texts.articles.filter((candidate) => belongs(store, candidate))) {
      // Blocks and list items promoting what this storefront does not sell are left out.
      const body = article.body
        .filter((block) => belongs(store, block))
        .map((block) => (block.type === 'list' ? { ...block, items: textsFor(store, block.items) } : block))
        .filter((block) => block.type !== 'list' || block.items.length > 0);
      const id = `${store.id}-${language}-blog-${article.slug}`;
      const color = CATEGORY_STYLE[article.heroMotif].color;
      const heroImageId = store.banner(`blog-${language}-${article.slug}`, CATEGORY_STYLE[article.heroMotif].motif, color, article.heroAlt);
      let figure = 0;
      const imageSrc = (motif: CategoryKey, alt: string) => {
        figure += 1;
        const mediaId = store.banner(`blog-${language}-${article.slug}-${figure}`, CATEGORY_STYLE[motif].motif, CATEGORY_STYLE[motif].color, alt);
        return `/media/${mediaId}.svg`;
      };
      const bodyHtml = body.map((block) => blockHtml(block, imageSrc)).join('\n');
      rows.blogArticles.push({
        id,
        storefrontKey: store.key,
        language,
        slug: article.slug,
        categoryKey: article.category,
        title: article.title,
        excerpt: article.excerpt,
        author: article.author,
        publishedAt: new Date(`${article.publishedOn}T08:00:00.000Z`),
        heroImageId,
        heroAlt: article.heroAlt,
        bodyHtml,
        readingMinutes: Math.max(1, Math.round(wordCount(body) / READING_SPEED)),
      });
      store.productsIn(article.teaserCategories, 3).forEach((productId, position) => {
        rows.blogArticleProducts.push({ articleId: id, productId, position });
      });
    }
  }
}

function ctaPath(store: EditorialStore, cta: CallToAction): string | null {
  switch (cta.route) {
    case 'productList':
      return store.routes.productList;
    case 'categoryAll':
      return store.routes.categoryAll;
    case 'occasions':
      return store.routes.occasions;
    default:
      return store.routes.pages[cta.route];
  }
}

function addLandingPage(store: EditorialStore, language: string, page: LandingPageText): void {
  const { rows } = store;
  // A call to action must lead somewhere this storefront has; the product list always exists.
  const target = ctaPath(store, page.hero.cta) ?? store.routes.productList;
  const id = `${store.id}-${language}-landing-${page.slug}`;
  const style = CATEGORY_STYLE[page.hero.motif];
  rows.landingPages.push({
    id,
    storefrontKey: store.key,
    language,
    slug: page.slug,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    heroTitle: page.hero.title,
    heroSubtitle: page.hero.subtitle,
    heroImageId: store.banner(`landing-${language}-${page.slug}`, style.motif, style.color, page.hero.alt),
    heroAlt: page.hero.alt,
    ctaLabel: page.hero.cta.label,
    ctaHref: store.localized(language, target),
  });
  page.sections.forEach((section, position) => {
    const base = { landingPageId: id, position, sectionType: section.type, title: section.title };
    switch (section.type) {
      case 'products': {
        // The section's cards are a blocks queue of the storefront (spec §7), like the home page's lists.
        const queueKey = `landing-${page.key}-${position}`;
        const queueId = `${store.id}-${language}-${queueKey}`;
        rows.queues.push({ id: queueId, storefrontKey: store.key, language, queueKey, title: section.title });
        store.productsIn(section.categories, section.limit).forEach((productId, itemPosition) => {
          rows.queueItems.push({ queueId, position: itemPosition, productId, blockId: null });
        });
        rows.landingPageSections.push({ ...base, queueKey });
        break;
      }
      case 'text':
        rows.landingPageSections.push({ ...base, bodyHtml: textsFor(store, section.paragraphs).map((p) => `<p>${escapeHtml(p)}</p>`).join('\n') });
        break;
      case 'faq':
        rows.landingPageSections.push({ ...base, items: section.entries.filter((entry) => belongs(store, entry)).map((entry) => ({ question: entry.question, answer: entry.answer })) });
        break;
      case 'usps':
        rows.landingPageSections.push({ ...base, items: section.items.filter((item) => belongs(store, item)).map((item) => ({ icon: item.icon, title: item.title, text: item.text })) });
        break;
      case 'testimonials':
        rows.landingPageSections.push({ ...base, items: section.items.filter((item) => belongs(store, item)).map((item) => ({ quote: item.quote, name: item.name, city: item.city, rating: item.rating })) });
        break;
    }
  });
}

export function addLandingPages(store: EditorialStore, reservedSlugs: ReadonlySet<string>): void {
  for (const language of store.languages) {
    const pages = (editorialTexts().landingPages as Readonly<Record<string, readonly LandingPageText[]>>)[language];
    if (!pages) continue;
    for (const page of pages) {
      // The catch-all comes last: a slug another route takes would never be reached.
      if (reservedSlugs.has(page.slug)) throw new Error(`landing page ${page.slug}: the path belongs to another page`);
      addLandingPage(store, language, page);
    }
  }
}

export function addHelpdesk(store: EditorialStore): void {
  const { rows } = store;
  for (const language of store.languages) {
    const topics = (editorialTexts().helpdesk as Readonly<Record<string, readonly HelpdeskTopicText[]>>)[language];
    if (!topics) continue;
    topics.forEach((topic, position) => {
      rows.helpdeskTopics.push({ storefrontKey: store.key, language, topicKey: topic.key, title: topic.title, position });
      topic.entries.filter((entry) => belongs(store, entry)).forEach((entry, entryPosition) => {
        rows.helpdeskEntries.push({
          id: `${store.id}-${language}-faq-${topic.key}-${entryPosition + 1}`,
          storefrontKey: store.key,
          language,
          topicKey: topic.key,
          position: entryPosition,
          question: entry.question,
          answer: entry.answer,
        });
      });
    });
  }
}
