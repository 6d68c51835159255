/**
 * A storefront's sitemap (issue 36, ADR 0056): every real, indexable, canonical page, in every language
 * it exists in, each with its alternates in the storefront's other languages. Built from the database
 * with one indexed query per kind of page (a storefront's products, categories with their list lengths,
 * occasions, shops, articles, landing pages, legal texts), only for the pages its releases route
 * (the storefront's routes: a remote that is off has no pages here), never a page of the visitor's own
 * (page-kinds.ts). What it lists is exactly what `pageMetadata` has a head for: the crawl test requests
 * every URL and finds a 200 with its own title.
 *
 * Paths only: the transport puts the storefront's public origin in front (http/search-engines.ts).
 */
import type { ShopRouter, StorefrontRoute } from '@shop/shared/routes';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { queryRows } from '../catalogue/queries';
import { BLOG_ITEMS_PER_PAGE } from '../content/blog';
import type { StorefrontModel } from '../storefront/directory';
import { FIXED_PAGES, isPrivateRoute, LEGAL_ROUTE_KEYS, LIST_PAGE_SIZE } from './page-kinds';
import { routerFor } from './page-metadata';

export interface SitemapEntry {
  /** The page's path, with its query where the page is a list page of the blog (`/blog/?page=2`). */
  path: string;
  /** The same page in the storefront's languages (itself included), when it exists in more than one. */
  alternates: Array<{ hreflang: string; path: string }>;
}

/** Collects the pages, grouped by what they are (the same page in several languages). */
class Pages {
  private readonly groups = new Map<string, Array<{ language: string; path: string }>>();

  constructor(private readonly store: StorefrontModel) {}

  add(identity: string, language: string, path: string | null | undefined): void {
    if (!path) return;
    let group = this.groups.get(identity);
    if (!group) {
      group = [];
      this.groups.set(identity, group);
    }
    if (!group.some((page) => page.path === path)) group.push({ language, path });
  }

  entries(): SitemapEntry[] {
    const out: SitemapEntry[] = [];
    const order = new Map(this.store.languages.map((l, i) => [l.code, i]));
    for (const group of this.groups.values()) {
      group.sort((a, b) => (order.get(a.language) ?? 99) - (order.get(b.language) ?? 99));
      const fallback = group.find((page) => page.language === this.store.defaultLanguage);
      const alternates =
        group.length > 1
          ? [
              ...group.map((page) => ({ hreflang: `${page.language}-${this.store.countryCode}`, path: page.path })),
              ...(fallback ? [{ hreflang: 'x-default', path: fallback.path }] : []),
            ]
          : [];
      for (const page of group) out.push({ path: page.path, alternates });
    }
    return out;
  }
}

/** Pages of a list of `count` items, `size` to a page (the first page even of an empty list). */
const pageCount = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

export async function sitemapEntries(db: Database, store: StorefrontModel, routes: readonly StorefrontRoute[]): Promise<SitemapEntry[]> {
  const router = routerFor(store, routes);
  // A page is listed only where a release routes it, it forwards nowhere, and it is not the visitor's own.
  const listed = new Set(routes.filter((route) => !route.redirectTo && !isPrivateRoute(route)).map((route) => route.key));
  const routed = (key: string) => listed.has(key);
  const languages = store.languages.map((l) => l.code);
  const pages = new Pages(store);
  const onEveryLanguage = (key: string, params: Record<string, string | number | undefined> = {}, only: readonly string[] = languages) => {
    if (!routed(key)) return;
    for (const language of only) pages.add(`route:${key}`, language, router.href(key, params, language));
  };

  onEveryLanguage('home');
  await productPages(db, store, router, routed, pages);
  await categoryPages(db, store, router, routed, pages);
  onEveryLanguage('occasions');
  if (routed('occasion')) {
    const rows = await queryRows<{ id: string; language: string; path: string }>(
      db,
      sql`select o.id, ot.language, ot.path from occasions o join occasion_translations ot on ot.occasion_id = o.id
        where o.storefront_key = ${store.key} order by o.position, o.id`,
    );
    for (const row of rows) if (router.match(row.path)?.key === 'occasion') pages.add(`occasion:${row.id}`, row.language, row.path);
  }
  await blogPages(db, store, router, routed, pages);
  if (routed('landing')) {
    const rows = await queryRows<{ id: string; language: string; slug: string }>(
      db,
      sql`select id, language, slug from landing_pages where storefront_key = ${store.key} order by language, slug`,
    );
    for (const row of rows) {
      if (!languages.includes(row.language)) continue;
      const path = router.href('landing', { path: row.slug }, row.language);
      // A slug another route takes is that route's page, not this landing page.
      if (path && router.match(path)?.key === 'landing') pages.add(`landing:${row.id}`, row.language, path);
    }
  }
  // A legal text is a page in each language it is written in (another language would show this text).
  const legal = await queryRows<{ key: string; language: string }>(
    db,
    sql`select page_key as key, language from content_pages where storefront_key = ${store.key} order by page_key, language`,
  );
  for (const row of legal) {
    if ((LEGAL_ROUTE_KEYS as readonly string[]).includes(row.key) && routed(row.key) && languages.includes(row.language)) {
      pages.add(`legal:${row.key}`, row.language, router.href(row.key, {}, row.language));
    }
  }
  for (const key of Object.keys(FIXED_PAGES)) {
    if (key === 'helpdesk') {
      // The FAQ in each language it is written in.
      const written = await queryRows<{ language: string }>(db, sql`select distinct language from helpdesk_topics where storefront_key = ${store.key}`);
      onEveryLanguage(key, {}, languages.filter((language) => written.some((row) => row.language === language)));
    } else onEveryLanguage(key);
  }
  onEveryLanguage('balanceCheck');
  return pages.entries();
}

/** The product list's pages, the products (the All-in-1 card among them where it is sold), their shops. */
async function productPages(db: Database, store: StorefrontModel, router: ShopRouter, routed: (key: string) => boolean, pages: Pages): Promise<void> {
  const rows = await queryRows<{ id: string; language: string; path: string; slug: string; brandId: string | null }>(
    db,
    sql`select p.id, t.language, t.path, t.slug, p.brand_id as "brandId" from products p join product_translations t on t.product_id = p.id
      where p.storefront_key = ${store.key} and p.is_listed and p.retired_at is null order by p.position, p.id, t.language`,
  );
  const languages = store.languages.map((l) => l.code);
  const inStore = rows.filter((row) => languages.includes(row.language));
  if (routed('productList')) {
    for (const language of languages) {
      const count = inStore.filter((row) => row.language === language).length;
      for (let page = 1; page <= pageCount(count, LIST_PAGE_SIZE); page++) {
        pages.add(`productList:${page}`, language, router.href('productList', { page: page > 1 ? page : undefined }, language));
      }
    }
  }
  for (const row of inStore) {
    const key = router.match(row.path)?.key;
    if (key && routed(key) && (key === 'productDetail' || key === 'allInOneCard')) pages.add(`product:${row.id}`, row.language, row.path);
  }
  if (!routed('locations') && !routed('location')) return;
  // The shops in the storefront's country of the brands it sells: one overview per product, one page per shop.
  const shops = await queryRows<{ brandId: string; slug: string }>(
    db,
    sql`select l.brand_id as "brandId", l.slug from locations l
      where l.country_code = ${store.countryCode} and l.brand_id in (
        select p.brand_id from products p where p.storefront_key = ${store.key} and p.is_listed and p.retired_at is null and p.brand_id is not null)
      order by l.brand_id, l.city, l.name, l.id`,
  );
  for (const row of inStore) {
    const own = shops.filter((shop) => shop.brandId === row.brandId);
    if (own.length === 0) continue;
    if (routed('locations')) pages.add(`locations:${row.id}`, row.language, router.href('locations', { product: row.slug }, row.language));
    if (routed('location')) {
      for (const shop of own) pages.add(`location:${row.id}:${shop.slug}`, row.language, router.href('location', { product: row.slug, location: shop.slug }, row.language));
    }
  }
}

/** The categories' overview, and each category with every page of its list. */
async function categoryPages(db: Database, store: StorefrontModel, router: ShopRouter, routed: (key: string) => boolean, pages: Pages): Promise<void> {
  const languages = store.languages.map((l) => l.code);
  if (routed('categoryAll')) for (const language of languages) pages.add('route:categoryAll', language, router.href('categoryAll', {}, language));
  if (!routed('category')) return;
  const rows = await queryRows<{ id: string; language: string; path: string; products: number }>(
    db,
    sql`select c.id, ct.language, ct.path, (
        select count(*)::int from product_terms pt join products p on p.id = pt.product_id
          join product_translations t on t.product_id = p.id and t.language = ct.language
        where pt.term_id = c.term_id and p.storefront_key = c.storefront_key and p.is_listed and p.retired_at is null
      ) as products
      from categories c join category_translations ct on ct.category_id = c.id
      where c.storefront_key = ${store.key} order by c.position, c.id, ct.language`,
  );
  for (const row of rows) {
    const match = router.match(row.path);
    if (match?.key !== 'category' || !languages.includes(row.language)) continue;
    for (let page = 1; page <= pageCount(Number(row.products), LIST_PAGE_SIZE); page++) {
      pages.add(`category:${row.id}:${page}`, row.language, page === 1 ? row.path : router.href('category', { ...match.params, page }, row.language));
    }
  }
}

/** The blog (with its later pages and its categories) and its articles, in each language it is written in. */
async function blogPages(db: Database, store: StorefrontModel, router: ShopRouter, routed: (key: string) => boolean, pages: Pages): Promise<void> {
  const languages = store.languages.map((l) => l.code);
  if (routed('blog')) {
    const counts = await queryRows<{ language: string; category: string | null; slug: string | null; articles: number }>(
      db,
      sql`select c.language, c.category_key as category, c.slug, count(a.id)::int as articles
        from blog_categories c left join blog_articles a
          on a.storefront_key = c.storefront_key and a.language = c.language and a.category_key = c.category_key
        where c.storefront_key = ${store.key} group by c.language, c.category_key, c.slug order by c.language, c.category_key`,
    );
    for (const language of languages) {
      const categories = counts.filter((row) => row.language === language);
      const blogPath = router.href('blog', {}, language);
      if (categories.length === 0 || !blogPath) continue;
      const all = categories.reduce((sum, row) => sum + Number(row.articles), 0);
      for (let page = 1; page <= pageCount(all, BLOG_ITEMS_PER_PAGE); page++) {
        pages.add(`blog::${page}`, language, page === 1 ? blogPath : `${blogPath}?page=${page}`);
      }
      for (const category of categories) {
        for (let page = 1; page <= pageCount(Number(category.articles), BLOG_ITEMS_PER_PAGE); page++) {
          const query = new URLSearchParams({ category: category.slug as string });
          if (page > 1) query.set('page', String(page));
          pages.add(`blog:${category.category}:${page}`, language, `${blogPath}?${query}`);
        }
      }
    }
  }
  if (routed('blogArticle')) {
    const rows = await queryRows<{ id: string; language: string; slug: string }>(
      db,
      sql`select id, language, slug from blog_articles where storefront_key = ${store.key} order by language, published_at desc, id`,
    );
    for (const row of rows) {
      if (languages.includes(row.language)) pages.add(`article:${row.id}`, row.language, router.href('blogArticle', { path: row.slug }, row.language));
    }
  }
}

/** The sitemap protocol's limits per file: 50,000 URLs and 50 MB (uncompressed); files are cut well before. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 40 * 1024 * 1024;

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The sitemap files of `entries` on `origin`: one `<urlset>` per file, each at most `maxUrls` URLs and
 * SITEMAP_MAX_BYTES, with xhtml:link alternates.
 */
export function sitemapFiles(origin: string, entries: readonly SitemapEntry[], maxUrls = SITEMAP_MAX_URLS): string[] {
  const open = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  const close = '</urlset>\n';
  const files: string[] = [];
  let urls: string[] = [];
  let bytes = open.length + close.length;
  for (const entry of entries) {
    const links = entry.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(origin + a.path)}"/>`).join('');
    const url = `<url><loc>${xml(origin + entry.path)}</loc>${links}</url>\n`;
    if (urls.length > 0 && (urls.length >= maxUrls || bytes + Buffer.byteLength(url) > SITEMAP_MAX_BYTES)) {
      files.push(open + urls.join('') + close);
      urls = [];
      bytes = open.length + close.length;
    }
    urls.push(url);
    bytes += Buffer.byteLength(url);
  }
  files.push(open + urls.join('') + close);
  return files;
}

/** The sitemap index naming `count` sitemap files (`/sitemap-1.xml` …) on `origin`. */
export function sitemapIndex(origin: string, count: number): string {
  const files = Array.from({ length: count }, (_, i) => `<sitemap><loc>${xml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('')}</sitemapindex>\n`;
}
