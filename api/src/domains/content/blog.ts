/**
 * The blog (issue 17): articles per storefront and language in four categories, newest first, 12 to
 * a page; an article with its body (sanitised on output), product teasers from the catalogue and
 * related articles. A visitor whose language has no blog reads the storefront's default language.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import type { BlogCategoryKey } from '../../db/catalogue-seed/content-text-types';
import { ErrorCode, ShopError } from '../../errors';
import { type ImageModel, pictureHref } from '../../media/urls';
import { MAX_PAGE_NUMBER } from '../catalogue/input';
import type { ProductModel } from '../catalogue/models';
import { productsByIds, queryRows } from '../catalogue/queries';
import type { StorefrontModel } from '../storefront/directory';
import { localizePath } from '../../db/stored-paths';
import type { RequestInputs } from '../common/request-inputs';
import { articleParts, OWN_MEDIA_SRC, sanitizeArticleHtml } from '../../text/content-html';
import { contentLanguage } from './content-language';
import { languageOfReference, parseSlugArgument, slugOf } from './editorial-input';

export const BLOG_ITEMS_PER_PAGE = 12;
const RELATED_ARTICLES = 3;

export interface BlogCategoryModel {
  key: BlogCategoryKey;
  slug: string;
  title: string;
  description: string;
}

export interface BlogArticleCardModel {
  id: string;
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  readingMinutes: number;
  category: BlogCategoryModel;
  heroImage: ImageModel;
}

export interface BlogArticleModel extends BlogArticleCardModel {
  language: string;
  updatedAt: string;
  bodyParts: string[];
  products: ProductModel[];
  related: BlogArticleCardModel[];
}

export interface BlogListModel {
  categories: BlogCategoryModel[];
  category: BlogCategoryModel | null;
  articles: BlogArticleCardModel[];
  total: number;
  pageNumber: number;
  itemsPerPage: number;
  pageCount: number;
}

/** The language the storefront's blog is read in: the visitor's when it has articles, else the default one. */
async function blogLanguage(db: Database, store: StorefrontModel, language: string): Promise<string | null> {
  return contentLanguage(db, 'blog_categories', store, language);
}

async function categoriesOf(db: Database, store: StorefrontModel, language: string): Promise<BlogCategoryModel[]> {
  return queryRows<BlogCategoryModel>(
    db,
    sql`select category_key as key, slug, title, description from blog_categories
      where storefront_key = ${store.key} and language = ${language} order by position, category_key`,
  );
}

interface CardRow {
  id: string;
  slug: string;
  language: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: Date | string;
  readingMinutes: number;
  categoryKey: BlogCategoryKey;
  heroId: string;
  heroRevision: string;
  heroWidth: number;
  heroHeight: number;
  heroAlt: string;
}

const CARD_COLUMNS = sql`a.id, a.slug, a.language, a.title, a.excerpt, a.author, a.published_at as "publishedAt",
  a.reading_minutes as "readingMinutes", a.category_key as "categoryKey", a.hero_alt as "heroAlt",
  m.id as "heroId", m.revision as "heroRevision", m.width as "heroWidth", m.height as "heroHeight"`;

function articlePath(store: StorefrontModel, language: string, slug: string): string {
  return localizePath(`/blog/${slug}/`, language, store.defaultLanguage);
}

function toCard(store: StorefrontModel, row: CardRow, categories: readonly BlogCategoryModel[]): BlogArticleCardModel {
  const category = categories.find((c) => c.key === row.categoryKey) as BlogCategoryModel;
  return {
    id: row.id,
    slug: row.slug,
    path: articlePath(store, row.language, row.slug),
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    publishedAt: new Date(row.publishedAt).toISOString(),
    readingMinutes: Number(row.readingMinutes),
    category,
    heroImage: { id: row.heroId, revision: row.heroRevision, width: Number(row.heroWidth), height: Number(row.heroHeight), alt: row.heroAlt },
  };
}

async function cards(db: Database, where: SQL, order: SQL, limit: number, offset = 0): Promise<CardRow[]> {
  return queryRows<CardRow>(
    db,
    sql`select ${CARD_COLUMNS} from blog_articles a join media_assets m on m.id = a.hero_image_id
      where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
}

export async function blogList(db: Database, store: StorefrontModel, requestLanguage: string, categorySlug: string | null | undefined, page: number | null | undefined): Promise<BlogListModel | null> {
  const pageNumber = page ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) {
    throw new ShopError(`page must be between 1 and ${MAX_PAGE_NUMBER}`, ErrorCode.INVALID_PAGING, 'page');
  }
  const wanted = categorySlug ? parseSlugArgument(categorySlug, 'category') : null;
  const language = await blogLanguage(db, store, requestLanguage);
  if (!language) return null;
  const categories = await categoriesOf(db, store, language);
  const category = wanted ? categories.find((c) => c.slug === wanted) : null;
  if (wanted && !category) return null;
  const where = sql`a.storefront_key = ${store.key} and a.language = ${language}${category ? sql` and a.category_key = ${category.key}` : sql``}`;
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from blog_articles a where ${where}`);
  const total = Number(count?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / BLOG_ITEMS_PER_PAGE));
  // A page past the last is a page that does not exist (404), not an empty list.
  if (pageNumber > pageCount) return null;
  const rows = await cards(db, where, sql`a.published_at desc, a.id`, BLOG_ITEMS_PER_PAGE, (pageNumber - 1) * BLOG_ITEMS_PER_PAGE);
  return {
    categories,
    category: category ?? null,
    articles: rows.map((row) => toCard(store, row, categories)),
    total,
    pageNumber,
    itemsPerPage: BLOG_ITEMS_PER_PAGE,
    pageCount,
  };
}

interface ArticleRow extends CardRow {
  bodyHtml: string;
  updatedAt: Date | string;
}

/**
 * The article of a slug in the blog's language for this visitor (blogLanguage): one article has one
 * address, so an English slug under the German path (or the other way round) is not found.
 */
async function articleRow(db: Database, store: StorefrontModel, language: string, slug: string): Promise<ArticleRow | undefined> {
  const blog = await blogLanguage(db, store, language);
  if (!blog) return undefined;
  const [row] = await queryRows<ArticleRow>(
    db,
    sql`select ${CARD_COLUMNS}, a.body_html as "bodyHtml", a.updated_at as "updatedAt"
      from blog_articles a join media_assets m on m.id = a.hero_image_id
      where a.storefront_key = ${store.key} and a.language = ${blog} and a.slug = ${slug}`,
  );
  return row;
}

/** Puts the versioned URL (and the media origin) on the body's own images. */
async function versionImages(db: Database, mediaBase: string, html: string): Promise<string> {
  const ids = [...html.matchAll(/src="(\/media\/[a-z]+\/[a-z0-9-]+\.svg)"/g)].flatMap((m) => {
    const own = OWN_MEDIA_SRC.exec(m[1] as string);
    return own ? [`${own[1]}/${own[2]}`] : [];
  });
  if (ids.length === 0) return html;
  const rows = await queryRows<{ id: string; revision: string }>(db, sql`select id, revision from media_assets where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  const revisions = new Map(rows.map((row) => [row.id, row.revision]));
  return html.replace(/src="\/media\/([a-z]+)\/([a-z0-9-]+)\.svg"/g, (whole, kind: string, slug: string) => {
    const revision = revisions.get(`${kind}/${slug}`);
    // The page shows the WebP copy (ADR 0074).
    return revision ? `src="${pictureHref(mediaBase, { id: `${kind}/${slug}`, revision })}"` : whole;
  });
}

export async function blogArticle(ctx: Pick<RequestInputs, 'db' | 'scope' | 'urls'>, path: string): Promise<BlogArticleModel | null> {
  const slug = parseSlugArgument(path, 'path');
  const store = ctx.scope.storefront;
  const row = await articleRow(ctx.db, store, languageOfReference(path, store, ctx.scope.language), slug);
  if (!row) return null;
  const categories = await categoriesOf(ctx.db, store, row.language);
  const productRows = await queryRows<{ productId: string }>(
    ctx.db,
    sql`select ap.product_id as "productId" from blog_article_products ap join products p on p.id = ap.product_id
      where ap.article_id = ${row.id} and p.retired_at is null and p.storefront_key = ${store.key} order by ap.position`,
  );
  const products = await productsByIds(ctx.db, { store, language: row.language }, productRows.map((r) => r.productId));
  // The same category first, then the newest of the others.
  const related = await cards(
    ctx.db,
    sql`a.storefront_key = ${store.key} and a.language = ${row.language} and a.id <> ${row.id}`,
    sql`(a.category_key = ${row.categoryKey}) desc, a.published_at desc, a.id`,
    RELATED_ARTICLES,
  );
  return {
    ...toCard(store, row, categories),
    language: row.language,
    updatedAt: new Date(row.updatedAt).toISOString(),
    bodyParts: articleParts(await versionImages(ctx.db, ctx.urls.mediaBase, sanitizeArticleHtml(row.bodyHtml))),
    products: productRows.flatMap((r) => {
      const product = products.get(r.productId);
      return product?.inStock ? [product] : [];
    }),
    related: related.map((card) => toCard(store, card, categories)),
  };
}

/** For the page status: does the storefront have an article at this path, in the path's language? */
export async function blogArticleExists(db: Database, store: StorefrontModel, language: string, path: string): Promise<boolean> {
  const slug = slugOf(path);
  return slug !== null && (await articleRow(db, store, language, slug)) !== undefined;
}

/** For the page status: does the storefront have a blog? */
export async function blogExists(db: Database, store: StorefrontModel): Promise<boolean> {
  return (await blogLanguage(db, store, store.defaultLanguage)) !== null;
}

/**
 * What a page head needs of an article (issue 36: its title and teaser), without its body, products or
 * related articles: the article of the slug in the blog's language for `language` (as blogArticle reads it).
 */
export async function blogArticleHead(
  db: Database,
  store: StorefrontModel,
  language: string,
  slug: string,
): Promise<{ id: string; title: string; excerpt: string; language: string } | null> {
  const blog = await blogLanguage(db, store, language);
  if (!blog) return null;
  const [row] = await queryRows<{ id: string; title: string; excerpt: string; language: string }>(
    db,
    sql`select a.id, a.title, a.excerpt, a.language from blog_articles a
      where a.storefront_key = ${store.key} and a.language = ${blog} and a.slug = ${slug}`,
  );
  return row ?? null;
}

/** The languages the storefront's blog is written in (each has a blog of its own). */
export async function blogLanguages(db: Database, store: StorefrontModel): Promise<string[]> {
  const rows = await queryRows<{ language: string }>(db, sql`select distinct language from blog_categories where storefront_key = ${store.key}`);
  return rows.map((row) => row.language);
}
