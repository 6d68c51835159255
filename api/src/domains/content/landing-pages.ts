/**
 * Landing pages of the catch-all `/{path}/` (issue 17): a hero with a call to action, then the page's
 * blocks queue of sections — products (a blocks queue of the catalogue), text (sanitised HTML), FAQ,
 * USPs and testimonials (JSON items, each checked on output: a malformed one is left out).
 */
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db';
import type { LandingSectionType } from '../../db/content-schema';
import type { ImageModel } from '../../media/urls';
import { localizePath } from '../../db/stored-paths';
import type { RequestInputs } from '../common/request-inputs';
import type { QueueModel } from '../catalogue/models';
import { loadQueue, queryRows } from '../catalogue/queries';
import type { StorefrontModel } from '../storefront/directory';
import { sanitizeContentHtml } from '../../text/content-html';
import { contentLanguage } from './content-language';
import { languageOfReference, parseSlugArgument, slugOf } from './editorial-input';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
const FaqItem = v.object({ question: text(300), answer: text(3000) });
const UspItem = v.object({ icon: v.picklist(['delivery', 'choice', 'packaging', 'business', 'secure', 'balance']), title: text(120), text: text(500) });
const TestimonialItem = v.object({ quote: text(600), name: text(80), city: text(80), rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)) });

/** The items of a section that are well-formed. */
function itemsOf<T>(schema: v.GenericSchema<unknown, T>, items: unknown): T[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

export interface LandingSectionModel {
  position: number;
  type: Uppercase<LandingSectionType>;
  title: string;
  bodyHtml: string | null;
  queue: QueueModel | null;
  faq: v.InferOutput<typeof FaqItem>[];
  usps: v.InferOutput<typeof UspItem>[];
  testimonials: v.InferOutput<typeof TestimonialItem>[];
}

export interface LandingPageModel {
  id: string;
  slug: string;
  path: string;
  language: string;
  metaTitle: string;
  metaDescription: string;
  hero: { title: string; subtitle: string; image: ImageModel; cta: { label: string; href: string } };
  sections: LandingSectionModel[];
}

interface PageRow {
  id: string;
  slug: string;
  language: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroSubtitle: string;
  heroAlt: string;
  ctaLabel: string;
  ctaHref: string;
  imageId: string;
  imageRevision: string;
  imageWidth: number;
  imageHeight: number;
}

interface SectionRow {
  position: number;
  sectionType: LandingSectionType;
  title: string;
  bodyHtml: string | null;
  queueKey: string | null;
  items: unknown;
}

/**
 * The page of a slug in the visitor's language, or in the storefront's default language when the
 * visitor's language has no landing pages at all: one page has one address, so a Dutch slug under
 * the French prefix of a storefront with Dutch and French pages is not found.
 */
async function pageRow(db: Database, store: StorefrontModel, language: string, slug: string): Promise<PageRow | undefined> {
  const chosen = await contentLanguage(db, 'landing_pages', store, language);
  if (!chosen) return undefined;
  const [row] = await queryRows<PageRow>(
    db,
    sql`select l.id, l.slug, l.language, l.meta_title as "metaTitle", l.meta_description as "metaDescription",
        l.hero_title as "heroTitle", l.hero_subtitle as "heroSubtitle", l.hero_alt as "heroAlt",
        l.cta_label as "ctaLabel", l.cta_href as "ctaHref",
        m.id as "imageId", m.revision as "imageRevision", m.width as "imageWidth", m.height as "imageHeight"
      from landing_pages l join media_assets m on m.id = l.hero_image_id
      where l.storefront_key = ${store.key} and l.language = ${chosen} and l.slug = ${slug}`,
  );
  return row;
}

export async function landingPage(ctx: Pick<RequestInputs, 'db' | 'scope'>, path: string): Promise<LandingPageModel | null> {
  const slug = parseSlugArgument(path, 'path');
  const store = ctx.scope.storefront;
  const page = await pageRow(ctx.db, store, languageOfReference(path, store, ctx.scope.language), slug);
  if (!page) return null;
  const rows = await queryRows<SectionRow>(
    ctx.db,
    sql`select position, section_type as "sectionType", title, body_html as "bodyHtml", queue_key as "queueKey", items
      from landing_page_sections where landing_page_id = ${page.id} order by position`,
  );
  const scope = { store, language: page.language };
  const sections = await Promise.all(
    rows.map(async (row): Promise<LandingSectionModel> => ({
      position: Number(row.position),
      type: row.sectionType.toUpperCase() as Uppercase<LandingSectionType>,
      title: row.title,
      bodyHtml: row.sectionType === 'text' && row.bodyHtml !== null ? sanitizeContentHtml(row.bodyHtml) : null,
      queue: row.sectionType === 'products' && row.queueKey ? ((await loadQueue(ctx.db, scope, row.queueKey, [])) ?? null) : null,
      faq: row.sectionType === 'faq' ? itemsOf(FaqItem, row.items) : [],
      usps: row.sectionType === 'usps' ? itemsOf(UspItem, row.items) : [],
      testimonials: row.sectionType === 'testimonials' ? itemsOf(TestimonialItem, row.items) : [],
    })),
  );
  return {
    id: page.id,
    slug: page.slug,
    path: localizePath(`/${page.slug}/`, page.language, store.defaultLanguage),
    language: page.language,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    hero: {
      title: page.heroTitle,
      subtitle: page.heroSubtitle,
      image: { id: page.imageId, revision: page.imageRevision, width: Number(page.imageWidth), height: Number(page.imageHeight), alt: page.heroAlt },
      cta: { label: page.ctaLabel, href: page.ctaHref },
    },
    sections,
  };
}

/** For the page status: does the storefront have a landing page at this path, in the path's language? */
export async function landingPageExists(db: Database, store: StorefrontModel, language: string, path: string): Promise<boolean> {
  const slug = slugOf(path);
  return slug !== null && (await pageRow(db, store, language, slug)) !== undefined;
}

/** What a page head needs of a landing page (issue 36: its meta title and description), without its sections. */
export async function landingPageHead(
  db: Database,
  store: StorefrontModel,
  language: string,
  slug: string,
): Promise<{ id: string; metaTitle: string; metaDescription: string; heroTitle: string; language: string } | null> {
  const page = await pageRow(db, store, language, slug);
  return page ? { id: page.id, metaTitle: page.metaTitle, metaDescription: page.metaDescription, heroTitle: page.heroTitle, language: page.language } : null;
}
