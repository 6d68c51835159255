/**
 * `pageMetadata(path)` for every page kind (issue 36, ADR 0056): the stored row of `page_metadata` where
 * there is one (home, the lists, products, categories, occasions, the balance check), and otherwise the
 * head built from the page's own data, in the path's language: an article's title and teaser, a landing
 * page's meta title and description, a legal text's title and opening, a product's shops, the fixed pages'
 * words (page-texts.ts). A list page after the first (`/geschenkkarten/2/`, `/blog/?page=2`) is its list's
 * head with " – Seite 2" and its own canonical URL; a page past the last, or an entity that does not exist,
 * has none (null), as the page itself is a 404. The visitor's own pages are noindex (page-kinds.ts).
 *
 * The path is matched with the storefront's own routes (its releases' declarations, as the shell
 * routes), so a key a release adds (the accessibility statement) is known by its own pattern.
 */
import { createShopRouter, type RouteMatch, type ShopRouter, type StorefrontRoute } from '@shop/shared/routes';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { MAX_PAGE_NUMBER, parsePathArgument } from '../catalogue/input';
import type { PageMetadataModel } from '../catalogue/models';
import { productByReference, queryRows } from '../catalogue/queries';
import { blogArticleHead, blogLanguages, blogList } from '../content/blog';
import { landingPageHead } from '../content/landing-pages';
import { legalPage } from '../content/legal-pages';
import { locationBySlug } from '../locations/locations.queries';
import type { StorefrontModel } from '../storefront/directory';
import { FIXED_PAGES, isPrivateRoute, LEGAL_ROUTE_KEYS, LIST_PAGE_SIZE, privatePageText } from './page-kinds';
import { fill, pageTexts } from './page-texts';

/** A page's head: the stored row, or one built with its canonical path and alternates. */
export type ResolvedPageMetadata = PageMetadataModel;

/** The query parameters a head depends on: a list's page, the blog's category (render-query.ts keeps both). */
interface HeadQuery {
  page: number | null;
  category: string | null;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** `?page=` and `?category=` of a path argument; anything else (or malformed) is ignored. */
function headQuery(query: string): HeadQuery {
  const params = new URLSearchParams(query);
  const page = params.get('page');
  const category = params.get('category');
  const number = page && /^\d{1,5}$/.test(page) ? Number(page) : null;
  return {
    page: number !== null && number >= 1 && number <= MAX_PAGE_NUMBER ? number : null,
    category: category && SLUG.test(category) ? category : null,
  };
}

/** Routers of the storefronts' route tables, shared between requests (bounded: keys come from releases). */
const routers = new Map<string, ShopRouter>();
const MAX_ROUTERS = 256;

export function routerFor(store: StorefrontModel, routes: readonly StorefrontRoute[]): ShopRouter {
  const key = `${store.key}|${store.defaultLanguage}|${store.languages.map((l) => l.code).join()}|${routes.map((r) => `${r.key}:${r.pattern}:${r.redirectTo ?? ''}:${r.requiresLogin}`).join()}`;
  let router = routers.get(key);
  if (!router) {
    if (routers.size >= MAX_ROUTERS) routers.clear();
    router = createShopRouter({ routes, defaultLanguage: store.defaultLanguage, languages: store.languages });
    routers.set(key, router);
  }
  return router;
}

/** What the head of a page is read with. */
export interface PageHeadInputs {
  db: Database;
  store: StorefrontModel;
  /** The storefront's routes as this visitor's releases declare them (config-json.ts storefrontRoutes). */
  routes: readonly StorefrontRoute[];
  /** The stored `page_metadata` row of a path (batched per request). */
  stored(path: string): Promise<PageMetadataModel | undefined>;
}

/** The head of the page at `input` (a path, optionally with `?page=` / `?category=`), or null. */
export async function resolvePageMetadata({ db, store, routes, stored }: PageHeadInputs, input: string): Promise<ResolvedPageMetadata | null> {
  const cut = input.indexOf('?');
  const path = parsePathArgument(cut === -1 ? input : input.slice(0, cut));
  const query = headQuery(cut === -1 ? '' : input.slice(cut + 1));
  const router = routerFor(store, routes);
  const match = router.match(path);
  if (!match || match.entry.redirectTo) return (await stored(path)) ?? null;

  const head = new HeadBuilder(db, store, router, match, path);
  if (isPrivateRoute(match.entry)) return head.privatePage(await stored(path));
  switch (match.key) {
    case 'productList':
    case 'category':
      return head.pagedList(await stored(head.firstPagePath()), Number(match.params.page ?? query.page ?? 1));
    case 'blog':
      return head.blog(query);
    case 'blogArticle':
      return head.article();
    case 'landing':
      return (await stored(path)) ?? head.landing();
    case 'locations':
    case 'location':
      return head.locations();
  }
  const row = await stored(path);
  if (row) return row;
  if ((LEGAL_ROUTE_KEYS as readonly string[]).includes(match.key)) return head.legal();
  const fixed = FIXED_PAGES[match.key];
  if (fixed) return head.fixed(fixed);
  return null;
}

/** Builds the head of one matched page. */
class HeadBuilder {
  private readonly texts;

  constructor(
    private readonly db: Database,
    private readonly store: StorefrontModel,
    private readonly router: ShopRouter,
    private readonly match: RouteMatch,
    private readonly path: string,
  ) {
    this.texts = pageTexts(match.language);
  }

  private model(fields: { pageKey: string; title: string; description: string; keywords?: string; noindex?: boolean } & Partial<ResolvedPageMetadata>): ResolvedPageMetadata {
    return {
      storefrontKey: this.store.key,
      language: this.match.language,
      path: this.path,
      keywords: '',
      noindex: false,
      nofollow: false,
      ...fields,
      title: `${fields.title} | ${this.store.name}`,
    };
  }

  /** The page in every language of the storefront (a page whose path has no entity in it). */
  private everyLanguage(languages: readonly string[] = this.store.languages.map((l) => l.code)): Array<{ language: string; path: string }> {
    return languages.flatMap((language) => {
      const path = this.router.href(this.match.key, this.match.params, language);
      return path ? [{ language, path }] : [];
    });
  }

  /** The visitor's own page: never indexed, whatever a stored row says. */
  privatePage(row: PageMetadataModel | undefined): ResolvedPageMetadata {
    if (row) return { ...row, noindex: true, nofollow: true };
    const title = this.texts.titles[privatePageText(this.match.key)];
    return this.model({ pageKey: `route:${this.match.key}`, title, description: '', noindex: true, nofollow: true, alternates: this.everyLanguage() });
  }

  firstPagePath(): string {
    return this.router.href(this.match.key, { ...this.match.params, page: undefined }, this.match.language) ?? this.path;
  }

  /**
   * A product list or a category, page `page`: the first page's stored head; after it, " – Seite n" and
   * its own path, when the list has that page (16 cards a page, as the server renders it).
   */
  async pagedList(first: PageMetadataModel | undefined, page: number): Promise<ResolvedPageMetadata | null> {
    if (!first) return null;
    if (!Number.isInteger(page) || page <= 1) return first;
    if (page > MAX_PAGE_NUMBER) return null;
    const count = this.match.key === 'category' ? await categoryProductCount(this.db, this.store, this.match.language, first.path) : await listedProductCount(this.db, this.store, this.match.language);
    if (page > Math.ceil(count / LIST_PAGE_SIZE)) return null;
    const params = { ...this.match.params, page };
    const path = this.router.href(this.match.key, params, this.match.language) ?? this.path;
    const siteSuffix = ` | ${this.store.name}`;
    const title = first.title.endsWith(siteSuffix) ? first.title.slice(0, -siteSuffix.length) : first.title;
    // The other languages' first pages, at this page number (their lists have the same products).
    const alternates = await this.pagedAlternates(first, params);
    return this.model({
      pageKey: `${first.pageKey}:page:${page}`,
      title: title + fill(this.texts.pageSuffix, { page }),
      description: first.description,
      keywords: first.keywords,
      noindex: first.noindex,
      path,
      alternates,
    });
  }

  private async pagedAlternates(first: PageMetadataModel, params: Record<string, string | number | undefined>): Promise<Array<{ language: string; path: string }>> {
    const rows = await queryRows<{ language: string; path: string }>(
      this.db,
      sql`select language, path from page_metadata where storefront_key = ${this.store.key} and page_key = ${first.pageKey}`,
    );
    return rows.flatMap((row) => {
      const other = this.router.match(row.path);
      const path = other && this.router.href(this.match.key, { ...other.params, page: params.page }, row.language);
      return path ? [{ language: row.language, path }] : [];
    });
  }

  /** The blog, of a category, page n: its list exists (as the page asks it), else no head. */
  async blog(query: HeadQuery): Promise<ResolvedPageMetadata | null> {
    const page = query.page ?? 1;
    const list = await blogList(this.db, this.store, this.match.language, query.category, page);
    if (!list) return null;
    const blogTitle = list.category ? `${this.texts.titles.blog}: ${list.category.title}` : this.texts.titles.blog;
    const search = new URLSearchParams();
    if (list.category) search.set('category', list.category.slug);
    if (page > 1) search.set('page', String(page));
    const canonicalPath = search.size ? `${this.path}?${search}` : this.path;
    const written = await blogLanguages(this.db, this.store);
    return this.model({
      pageKey: `blog:${list.category?.key ?? ''}:${page}`,
      title: page > 1 ? blogTitle + fill(this.texts.pageSuffix, { page }) : blogTitle,
      description: list.category?.description ?? this.texts.descriptions.blog,
      canonicalPath,
      // The blog in each language it is written in (another language's blog would show these articles).
      alternates: search.size ? [] : this.everyLanguage(this.store.languages.map((l) => l.code).filter((l) => written.includes(l))),
    });
  }

  async article(): Promise<ResolvedPageMetadata | null> {
    const slug = this.match.params.path;
    const article = slug ? await blogArticleHead(this.db, this.store, this.match.language, slug) : null;
    if (!article) return null;
    // One article has one address (its slug is in its language): no alternates but itself.
    return this.model({ pageKey: `article:${article.id}`, title: article.title, description: article.excerpt, alternates: [{ language: this.match.language, path: this.path }] });
  }

  async landing(): Promise<ResolvedPageMetadata | null> {
    const slug = this.match.params.path;
    const page = slug ? await landingPageHead(this.db, this.store, this.match.language, slug) : null;
    if (!page) return null;
    return this.model({
      pageKey: `landing:${page.id}`,
      title: page.metaTitle || page.heroTitle,
      description: page.metaDescription,
      alternates: [{ language: this.match.language, path: this.path }],
    });
  }

  async legal(): Promise<ResolvedPageMetadata | null> {
    const page = await legalPage(this.db, this.store.key, this.match.language, this.match.key);
    if (!page) return null;
    return this.model({ pageKey: `legal:${this.match.key}`, title: page.title, description: summaryOf(page.bodyHtml), alternates: this.everyLanguage() });
  }

  fixed(text: keyof typeof this.texts.descriptions): ResolvedPageMetadata {
    return this.model({
      pageKey: `route:${this.match.key}`,
      title: this.texts.titles[text],
      description: this.texts.descriptions[text],
      alternates: this.everyLanguage(),
    });
  }

  /** A product's shops, or one of them: the product (and the shop) exist in this storefront's country. */
  async locations(): Promise<ResolvedPageMetadata | null> {
    const slug = this.match.params.product;
    const productPath = slug ? this.router.href('productDetail', { product: slug }, this.match.language) : null;
    if (!slug || !productPath) return null;
    const scope = { store: this.store, language: this.match.language };
    const product = await productByReference(this.db, scope, { path: productPath, key: slug });
    if (!product?.hasLocations || !product.brandId || product.path !== productPath) return null;
    if (this.match.key === 'locations') {
      return this.model({
        pageKey: `locations:${product.id}`,
        title: fill(this.texts.titles.locations, { product: product.title }),
        description: fill(this.texts.descriptions.locations, { product: product.title }),
        alternates: [{ language: this.match.language, path: this.path }],
      });
    }
    const shopSlug = this.match.params.location;
    const shop = shopSlug && SLUG.test(shopSlug) ? await locationBySlug(this.db, scope, product.brandId, shopSlug) : undefined;
    if (!shop) return null;
    const values = { location: shop.name, city: shop.city, product: product.title, address: `${shop.street} ${shop.houseNumber}, ${shop.postcode} ${shop.city}` };
    return this.model({
      pageKey: `location:${product.id}:${shop.id}`,
      title: fill(this.texts.titles.location, values),
      description: fill(this.texts.descriptions.location, values),
      alternates: [{ language: this.match.language, path: this.path }],
    });
  }
}

/** Listed products of the storefront with texts in `language`: the product list's length. */
export async function listedProductCount(db: Database, store: StorefrontModel, language: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p join product_translations t on t.product_id = p.id
      where p.storefront_key = ${store.key} and t.language = ${language} and p.is_listed and p.retired_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** Listed products in the category at `path` with texts in `language`: the category list's length. */
async function categoryProductCount(db: Database, store: StorefrontModel, language: string, path: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct p.id)::int as n from category_translations ct join categories c on c.id = ct.category_id
      join product_terms pt on pt.term_id = c.term_id join products p on p.id = pt.product_id
      join product_translations t on t.product_id = p.id and t.language = ${language}
      where c.storefront_key = ${store.key} and ct.path = ${path} and p.storefront_key = ${store.key} and p.is_listed and p.retired_at is null`,
  );
  return Number(row?.n ?? 0);
}

/** The opening of a text for a description: its words without markup, at most 155 characters. */
export function summaryOf(html: string): string {
  const text = html
    .replace(/<(h[1-6])\b[^>]*>.*?<\/\1>/gis, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 155 ? `${text.slice(0, 154).trimEnd()}…` : text;
}

