/**
 * Catalogue reads. Plain SQL through drizzle's `sql` template (parameters are always bound), the
 * same on PGlite and PostgreSQL. Every read is scoped to one storefront and one language; lists
 * have a total order (…, id) so pages never overlap.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import type { LinkType, ProductType, TaxonomyCollection, VariationType } from '../../db/catalogue-schema';
import type { RasterType } from '../../media/raster';
import { type ImageModel, uploadedImage } from '../../media/urls';
import type { StorefrontModel } from '../storefront/directory';
import { foldSql } from '../../text/fold';
import type { PageFilter, Paging, ProductSort, TaxonomyFilterInput } from './input';
import type {
  CategoryModel,
  ContentBlockModel,
  OccasionModel,
  PageMetadataModel,
  ProductModel,
  QueueModel,
  TaxonomyTermModel,
  VariationModel,
} from './models';

export interface CatalogueScope {
  store: StorefrontModel;
  language: string;
}

export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const list = (values: readonly string[]): SQL => sql.join(values.map((v) => sql`${v}`), sql`, `);

function image(id: string, revision: string, width: number, height: number, alt: string): ImageModel {
  return { id, revision, width: Number(width), height: Number(height), alt };
}

// ─── Products ────────────────────────────────────────────────────────────────────────────────────

/** A product as SELECTed: the model's fields with the image still in columns. */
type ProductRow = Omit<ProductModel, 'kind' | 'image' | 'brandWebShop' | 'priceRange'> & {
  imageId: string;
  imageRevision: string;
  imageWidth: number;
  imageHeight: number;
} & UploadColumns & {
  webShopTitle: string | null;
  webShopUrl: string | null;
  priceMinCents: number | null;
  priceMaxCents: number | null;
};

/**
 * One end of a product's price range (Product.priceRange, the card's "from 5 €", the price orders of
 * the lists): over its variations in stock, or over all sellable ones when none is; a fixed-price
 * variation counts its price list, a custom amount its minimum or maximum. Null without a sellable
 * variation. One indexed lookup per product (product_variations by product_id).
 */
function priceBound(product: SQL, bound: 'min' | 'max'): SQL {
  const agg = sql.raw(bound);
  const custom = bound === 'min' ? sql`v.min_price_cents` : sql`v.max_price_cents`;
  const value = sql`case when v.has_fixed_prices then (select ${agg}(c) from unnest(v.prices_to_show_cents) c) else ${custom} end`;
  return sql`(select coalesce(${agg}(${value}) filter (where v.in_stock), ${agg}(${value}))
    from product_variations v where v.product_id = ${product} and v.retired_at is null)`;
}

/** The uploaded card art a product shows, if any (ADR 0054): selected by `cardUploadJoin`. */
interface UploadColumns {
  uploadId: string | null;
  uploadType: RasterType | null;
  uploadWidth: number | null;
  uploadHeight: number | null;
}

/**
 * The card art an operator uploaded for a product (`productId`) or, failing that, for its brand
 * (`brandId`), as the alias `alias` (columns id, content_type, width, height): three primary-key
 * lookups, the bytes never read.
 */
export function cardUploadJoin(alias: string, productId: SQL, brandId: SQL): SQL {
  const a = sql.raw(alias);
  return sql`left join product_card_images ${sql.raw(`${alias}_p`)} on ${sql.raw(`${alias}_p`)}.product_id = ${productId}
    left join brand_card_images ${sql.raw(`${alias}_b`)} on ${sql.raw(`${alias}_b`)}.brand_id = ${brandId}
    left join uploaded_images ${a} on ${a}.id = coalesce(${sql.raw(`${alias}_p`)}.image_id, ${sql.raw(`${alias}_b`)}.image_id)`;
}

const uploadColumns = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`${a}.id as "uploadId", ${a}.content_type as "uploadType", ${a}.width as "uploadWidth", ${a}.height as "uploadHeight"`;
};

/** The product's card: the uploaded art when there is one, else the generated one. */
function cardImage(row: { imageId: string; imageRevision: string; imageWidth: number; imageHeight: number } & UploadColumns, alt: string): ImageModel {
  if (row.uploadId && row.uploadType) return uploadedImage(row.uploadId, row.uploadType, Number(row.uploadWidth), Number(row.uploadHeight), alt);
  return image(row.imageId, row.imageRevision, row.imageWidth, row.imageHeight, alt);
}

function productColumns(scope: CatalogueScope): SQL {
  return sql`p.id, p.storefront_key as "storefrontKey", t.language, p.product_type as "productType",
    p.brand_id as "brandId", b.name as "brandName", p.background_color as "backgroundColor",
    p.foreground_color as "foregroundColor", p.show_shadow as "showShadow", p.show_hand as "showHand",
    p.registered_shipping as "registeredShipping", p.is_choice_card as "isChoiceCard", p.position, p.popularity,
    p.max_quantity_per_order as "maxQuantityPerOrder", p.max_total_per_order_cents as "maxTotalPerOrderCents",
    t.title, t.hero_title as "heroTitle", t.description, t.slug, t.path,
    m.id as "imageId", m.revision as "imageRevision", m.width as "imageWidth", m.height as "imageHeight", ${uploadColumns('u')},
    b.external_link_title as "webShopTitle", b.external_link_url as "webShopUrl",
    ${priceBound(sql`p.id`, 'min')} as "priceMinCents", ${priceBound(sql`p.id`, 'max')} as "priceMaxCents",
    exists (select 1 from product_variations v where v.product_id = p.id and v.in_stock) as "inStock",
    (p.brand_id is not null and exists (
      select 1 from locations l where l.brand_id = p.brand_id and l.country_code = ${scope.store.countryCode}
    )) as "hasLocations"`;
}

const PRODUCT_FROM = sql`products p
  join product_translations t on t.product_id = p.id
  join media_assets m on m.id = p.image_id
  left join brands b on b.id = p.brand_id
  ${cardUploadJoin('u', sql`p.id`, sql`p.brand_id`)}`;


export function toProduct(row: ProductRow): ProductModel {
  return {
    kind: 'product',
    id: row.id,
    storefrontKey: row.storefrontKey,
    language: row.language,
    productType: row.productType,
    brandId: row.brandId,
    brandName: row.brandName,
    backgroundColor: row.backgroundColor,
    foregroundColor: row.foregroundColor,
    showShadow: row.showShadow,
    showHand: row.showHand,
    registeredShipping: row.registeredShipping,
    isChoiceCard: row.isChoiceCard,
    position: Number(row.position),
    popularity: Number(row.popularity),
    maxQuantityPerOrder: row.maxQuantityPerOrder === null ? null : Number(row.maxQuantityPerOrder),
    maxTotalPerOrderCents: row.maxTotalPerOrderCents === null ? null : Number(row.maxTotalPerOrderCents),
    title: row.title,
    heroTitle: row.heroTitle,
    description: row.description,
    slug: row.slug,
    path: row.path,
    image: cardImage(row, row.title),
    inStock: row.inStock,
    hasLocations: row.hasLocations,
    brandWebShop: row.webShopTitle && row.webShopUrl ? { title: row.webShopTitle, url: row.webShopUrl } : null,
    priceRange:
      row.priceMinCents === null || row.priceMaxCents === null ? null : { minCents: Number(row.priceMinCents), maxCents: Number(row.priceMaxCents) },
  };
}

interface ProductQuery {
  /** Extra joins (aliases may be referenced in where / orderBy). */
  join?: SQL;
  where?: SQL[];
  orderBy?: SQL;
  limit?: number;
  offset?: number;
  /** Include unlisted products (lookups by id or path). */
  includeUnlisted?: boolean;
  /** Texts in any language of the storefront (a lookup by path); otherwise the scope's language. */
  anyLanguage?: boolean;
  /** Include retired products (rendering the lines of carts and orders; nothing sells them). */
  includeRetired?: boolean;
}

/**
 * Products in two steps: the page of matching ids in order (with the total as a window count),
 * then the card columns — whose subqueries (stock, shops) — for the rows of that page only.
 */
export async function selectProducts(
  db: Database,
  scope: CatalogueScope,
  q: ProductQuery,
): Promise<Array<{ product: ProductModel; total: number }>> {
  const where = [
    sql`p.storefront_key = ${scope.store.key}`,
    ...(q.anyLanguage ? [] : [sql`t.language = ${scope.language}`]),
    ...(q.includeUnlisted ? [] : [sql`p.is_listed`]),
    ...(q.includeRetired ? [] : [sql`p.retired_at is null`]),
    ...(q.where ?? []),
  ];
  const order = q.orderBy ?? sql`p.position, p.id`;
  const query = sql`with page as (
      select p.id, t.language, row_number() over (order by ${order}) as rn, count(*) over ()::int as total
      from products p join product_translations t on t.product_id = p.id ${q.join ?? sql``}
      where ${sql.join(where, sql` and `)}
      order by ${order}
      ${q.limit !== undefined ? sql`limit ${q.limit}` : sql``}
      ${q.offset ? sql`offset ${q.offset}` : sql``}
    )
    select ${productColumns(scope)}, page.total as "__total"
    from page join ${PRODUCT_FROM} on p.id = page.id and t.language = page.language
    order by page.rn`;
  const rows = await queryRows<ProductRow & { __total: number }>(db, query);
  return rows.map((row) => ({ product: toProduct(row), total: Number(row.__total) }));
}

/** A product type as filterByProductType names it: ours, or the spec's (ADR 0059). */
export type ProductTypeFilter = ProductType | 'GIFTCARD_DIGITAL' | 'GIFTCARD_PHYSICAL' | 'GIFTCARD_BLANK';

/** The products of one filter value: the spec's digital and physical gift cards by their sellable variations. */
function productTypeCondition(type: ProductTypeFilter): SQL {
  const sentAs = (variationType: VariationType) =>
    sql`(p.product_type = 'GIFT_CARD' and exists (select 1 from product_variations v
      where v.product_id = p.id and v.variation_type = ${variationType} and v.retired_at is null))`;
  if (type === 'GIFTCARD_DIGITAL') return sentAs('DIGITAL');
  if (type === 'GIFTCARD_PHYSICAL') return sentAs('PHYSICAL');
  return sql`p.product_type = ${type === 'GIFTCARD_BLANK' ? 'BLANK_CARD_PACK' : type}`;
}

export interface ProductListFilters {
  productTypes: ProductTypeFilter[];
  taxonomy: TaxonomyFilterInput[];
  page?: PageFilter;
}

export function taxonomyConditions(filters: TaxonomyFilterInput[], productColumn: SQL): SQL[] {
  return filters.map(
    (filter) => sql`exists (select 1 from product_terms pt join taxonomy_terms tt on tt.id = pt.term_id
      where pt.product_id = ${productColumn} and tt.collection = ${filter.collection} and tt.term in (${list(filter.terms)}))`,
  );
}

/** Does the page of a filterByPage exist in this storefront? */
export async function pageExists(db: Database, scope: CatalogueScope, page: PageFilter): Promise<boolean> {
  const table = page.pageType === 'category' ? sql`categories` : sql`occasions`;
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from ${table} where id = ${page.pageId} and storefront_key = ${scope.store.key}) as found`,
  );
  return rows[0]?.found === true;
}

/**
 * The ORDER BY of a product list in `sort` (the list's own order is `relevance`): each ends on the
 * product's id, a total order, so consecutive pages never overlap or leave a product out.
 */
function sortOrder(sort: ProductSort, relevance: SQL): SQL {
  switch (sort) {
    case 'PRICE_ASC':
      return sql`${priceBound(sql`p.id`, 'min')} asc nulls last, p.id`;
    case 'PRICE_DESC':
      return sql`${priceBound(sql`p.id`, 'min')} desc nulls last, p.id`;
    case 'NAME_ASC':
      return sql`${foldSql(sql`t.title`)}, t.title, p.id`;
    default:
      return relevance;
  }
}

export async function listProducts(
  db: Database,
  scope: CatalogueScope,
  filters: ProductListFilters,
  paging: Pick<Paging, 'limit' | 'offset'>,
  sort: ProductSort = 'RELEVANCE',
): Promise<{ items: ProductModel[]; total: number }> {
  const where: SQL[] = [];
  let join: SQL | undefined;
  let orderBy = sql`p.position, p.id`;
  if (filters.productTypes.length) where.push(sql`(${sql.join(filters.productTypes.map(productTypeCondition), sql` or `)})`);
  where.push(...taxonomyConditions(filters.taxonomy, sql`p.id`));
  const page = filters.page;
  if (page?.pageType === 'category' && page.fieldName === 'topList') {
    join = sql`join category_top_products ctp on ctp.product_id = p.id and ctp.category_id = ${page.pageId}`;
    orderBy = sql`ctp.position, p.id`;
  } else if (page?.pageType === 'category') {
    where.push(sql`exists (select 1 from categories c join product_terms pt on pt.term_id = c.term_id
      where c.id = ${page.pageId} and pt.product_id = p.id)`);
  } else if (page?.pageType === 'occasion') {
    join = sql`join occasion_products op on op.product_id = p.id and op.occasion_id = ${page.pageId}`;
    orderBy = sql`op.position, p.id`;
  }
  const rows = await selectProducts(db, scope, { join, where, orderBy: sortOrder(sort, orderBy), limit: paging.limit, offset: paging.offset });
  if (rows.length > 0) return { items: rows.map((r) => r.product), total: rows[0]?.total ?? 0 };
  if (paging.offset === 0) return { items: [], total: 0 };
  // Past the last page: the window count had no row to ride on.
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from products p join product_translations t on t.product_id = p.id ${join ?? sql``}
      where ${sql.join([sql`p.storefront_key = ${scope.store.key}`, sql`t.language = ${scope.language}`, sql`p.is_listed`, ...where], sql` and `)}`,
  );
  return { items: [], total: Number(count?.n ?? 0) };
}

/**
 * A product by its path (any language of the storefront: the path decides the texts' language) or
 * by its slug or id in the request's language.
 */
export async function productByReference(
  db: Database,
  scope: CatalogueScope,
  ref: { path?: string; key: string },
): Promise<ProductModel | undefined> {
  const byKey = sql`(t.language = ${scope.language} and (t.slug = ${ref.key} or p.id = ${ref.key} or p.product_key = ${ref.key}))`;
  const [row] = await selectProducts(db, scope, {
    where: [ref.path ? sql`(t.path = ${ref.path} or ${byKey})` : byKey],
    orderBy: ref.path ? sql`(t.path = ${ref.path}) desc, p.id` : sql`p.id`,
    includeUnlisted: true,
    anyLanguage: true,
    limit: 1,
  });
  return row?.product;
}

/** Products by id, retired ones included: lines of carts and orders keep showing what they hold. */
export async function productsByIds(db: Database, scope: CatalogueScope, ids: readonly string[]): Promise<Map<string, ProductModel>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProducts(db, scope, { where: [sql`p.id in (${list(ids)})`], includeUnlisted: true, includeRetired: true });
  return new Map(rows.map(({ product }) => [product.id, product]));
}

interface VariationRow {
  id: string;
  productId: string;
  variationType: VariationType;
  sku: string;
  titles: Record<string, string>;
  currency: string;
  hasFixedPrices: boolean;
  pricesToShowCents: number[];
  minPriceCents: number;
  maxPriceCents: number;
  defaultPriceCents: number;
  inStock: boolean;
  retired: boolean;
}

export async function variationsByProductIds(
  db: Database,
  scope: CatalogueScope,
  productIds: readonly string[],
): Promise<Map<string, VariationModel[]>> {
  const out = new Map<string, VariationModel[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await queryRows<VariationRow>(
    db,
    sql`select id, product_id as "productId", variation_type as "variationType", sku, titles, currency,
      has_fixed_prices as "hasFixedPrices", prices_to_show_cents as "pricesToShowCents",
      min_price_cents as "minPriceCents", max_price_cents as "maxPriceCents",
      default_price_cents as "defaultPriceCents", in_stock as "inStock", retired_at is not null as retired
      from product_variations where product_id in (${list(productIds)}) order by product_id, position, id`,
  );
  for (const row of rows) {
    const titles = row.titles ?? {};
    out.get(row.productId)?.push({
      id: row.id,
      productId: row.productId,
      language: scope.language,
      defaultLanguage: scope.store.defaultLanguage,
      variationType: row.variationType,
      sku: row.sku,
      titles,
      currency: row.currency,
      hasFixedPrices: row.hasFixedPrices,
      pricesToShowCents: (row.pricesToShowCents ?? []).map(Number),
      minPriceCents: Number(row.minPriceCents),
      maxPriceCents: Number(row.maxPriceCents),
      defaultPriceCents: Number(row.defaultPriceCents),
      inStock: row.inStock,
      retired: row.retired,
    });
  }
  return out;
}

// ─── Categories and taxonomies ───────────────────────────────────────────────────────────────────

interface CategoryRow {
  id: string;
  language: string;
  term: string;
  title: string;
  description: string;
  slug: string;
  path: string;
  backgroundColor: string;
  iconId: string;
  iconRevision: string;
  iconWidth: number;
  iconHeight: number;
}

function categoryQuery(scope: CatalogueScope, where: SQL[], extraJoin: SQL = sql``, extraColumns: SQL = sql``): SQL {
  return sql`select c.id, ct.language, tt.term, ct.title, ct.description, ct.slug, ct.path,
      c.background_color as "backgroundColor", m.id as "iconId", m.revision as "iconRevision",
      m.width as "iconWidth", m.height as "iconHeight" ${extraColumns}
    from categories c
    join category_translations ct on ct.category_id = c.id
    join taxonomy_terms tt on tt.id = c.term_id
    join media_assets m on m.id = c.icon_id
    ${extraJoin}
    where ${sql.join([sql`c.storefront_key = ${scope.store.key}`, sql`ct.language = ${scope.language}`, ...where], sql` and `)}
    order by c.position, c.id`;
}

function toCategory(row: CategoryRow): CategoryModel {
  return {
    kind: 'category',
    id: row.id,
    language: row.language,
    term: row.term,
    title: row.title,
    description: row.description,
    slug: row.slug,
    path: row.path,
    backgroundColor: row.backgroundColor,
    icon: image(row.iconId, row.iconRevision, row.iconWidth, row.iconHeight, row.title),
  };
}

export async function listCategories(db: Database, scope: CatalogueScope): Promise<CategoryModel[]> {
  return (await queryRows<CategoryRow>(db, categoryQuery(scope, []))).map(toCategory);
}

export async function categoryByPath(db: Database, scope: CatalogueScope, ref: { path?: string; key: string }): Promise<CategoryModel | undefined> {
  const where = ref.path ? sql`ct.path = ${ref.path}` : sql`(ct.slug = ${ref.key} or c.id = ${ref.key} or tt.term = ${ref.key})`;
  const [row] = await queryRows<CategoryRow>(db, categoryQuery(scope, [where]));
  return row ? toCategory(row) : undefined;
}

/** The categories each product is listed in. */
export async function categoriesByProductIds(
  db: Database,
  scope: CatalogueScope,
  productIds: readonly string[],
): Promise<Map<string, CategoryModel[]>> {
  const out = new Map<string, CategoryModel[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await queryRows<CategoryRow & { productId: string }>(
    db,
    categoryQuery(
      scope,
      [sql`ptx.product_id in (${list(productIds)})`],
      sql`join product_terms ptx on ptx.term_id = c.term_id`,
      sql`, ptx.product_id as "productId"`,
    ),
  );
  for (const row of rows) out.get(row.productId)?.push(toCategory(row));
  return out;
}

/** Listed products per category. */
export async function categoryProductCounts(db: Database, categoryIds: readonly string[]): Promise<Map<string, number>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`select c.id, count(p.id)::int as n from categories c
      join product_terms pt on pt.term_id = c.term_id join products p on p.id = pt.product_id and p.is_listed
      where c.id in (${list(categoryIds)}) group by c.id`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** Top lists: product ids per category, in order. */
export async function topListIds(db: Database, categoryIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(categoryIds.map((id) => [id, []]));
  if (categoryIds.length === 0) return out;
  const rows = await queryRows<{ categoryId: string; productId: string }>(
    db,
    sql`select ctp.category_id as "categoryId", ctp.product_id as "productId" from category_top_products ctp
      join products p on p.id = ctp.product_id
      where ctp.category_id in (${list(categoryIds)}) and p.is_listed order by ctp.category_id, ctp.position`,
  );
  for (const row of rows) out.get(row.categoryId)?.push(row.productId);
  return out;
}

export async function taxonomyTerms(db: Database, scope: CatalogueScope, collection: TaxonomyCollection): Promise<TaxonomyTermModel[]> {
  const rows = await queryRows<{ id: string; term: string; labels: Record<string, string>; productCount: number }>(
    db,
    sql`select tt.id, tt.term, tt.labels,
        (select count(*)::int from product_terms pt join products p on p.id = pt.product_id
          where pt.term_id = tt.id and p.is_listed) as "productCount"
      from taxonomy_terms tt where tt.storefront_key = ${scope.store.key} and tt.collection = ${collection}
      order by tt.position, tt.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    collection,
    term: row.term,
    label: row.labels[scope.language] ?? row.labels[scope.store.defaultLanguage] ?? row.term,
    productCount: Number(row.productCount),
  }));
}

// ─── Occasions ───────────────────────────────────────────────────────────────────────────────────

interface OccasionRow {
  id: string;
  language: string;
  occasionKey: string;
  title: string;
  heroTitle: string;
  description: string;
  slug: string;
  path: string;
  backgroundColor: string;
  imageId: string;
  imageRevision: string;
  imageWidth: number;
  imageHeight: number;
}

export const OCCASION_COLUMNS = sql`o.id, ot.language, o.occasion_key as "occasionKey", ot.title, ot.hero_title as "heroTitle",
  ot.description, ot.slug, ot.path, o.background_color as "backgroundColor", m.id as "imageId",
  m.revision as "imageRevision", m.width as "imageWidth", m.height as "imageHeight"`;
export const OCCASION_FROM = sql`occasions o join occasion_translations ot on ot.occasion_id = o.id join media_assets m on m.id = o.image_id`;

export function toOccasion(row: OccasionRow): OccasionModel {
  return {
    kind: 'occasion',
    id: row.id,
    language: row.language,
    occasionKey: row.occasionKey,
    title: row.title,
    heroTitle: row.heroTitle,
    description: row.description,
    slug: row.slug,
    path: row.path,
    backgroundColor: row.backgroundColor,
    image: image(row.imageId, row.imageRevision, row.imageWidth, row.imageHeight, row.title),
  };
}

export async function listOccasions(db: Database, scope: CatalogueScope, where: SQL[] = []): Promise<OccasionModel[]> {
  const rows = await queryRows<OccasionRow>(
    db,
    sql`select ${OCCASION_COLUMNS} from ${OCCASION_FROM}
      where ${sql.join([sql`o.storefront_key = ${scope.store.key}`, sql`ot.language = ${scope.language}`, ...where], sql` and `)}
      order by o.position, o.id`,
  );
  return rows.map(toOccasion);
}

export async function occasionByReference(db: Database, scope: CatalogueScope, ref: { path?: string; key: string }): Promise<OccasionModel | undefined> {
  if (ref.path) {
    const [row] = await queryRows<OccasionRow>(
      db,
      sql`select ${OCCASION_COLUMNS} from ${OCCASION_FROM} where o.storefront_key = ${scope.store.key} and ot.path = ${ref.path}`,
    );
    if (row) return toOccasion(row);
  }
  const [found] = await listOccasions(db, scope, [sql`(ot.slug = ${ref.key} or o.id = ${ref.key} or o.occasion_key = ${ref.key})`]);
  return found;
}

export async function occasionProductIds(db: Database, occasionIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(occasionIds.map((id) => [id, []]));
  if (occasionIds.length === 0) return out;
  const rows = await queryRows<{ occasionId: string; productId: string }>(
    db,
    sql`select op.occasion_id as "occasionId", op.product_id as "productId" from occasion_products op
      join products p on p.id = op.product_id
      where op.occasion_id in (${list(occasionIds)}) and p.is_listed order by op.occasion_id, op.position`,
  );
  for (const row of rows) out.get(row.occasionId)?.push(row.productId);
  return out;
}

// ─── Queues and content blocks ───────────────────────────────────────────────────────────────────

interface BlockRow {
  id: string;
  blockType: string;
  title: string;
  description: string;
  backgroundColor: string | null;
  referencedPath: string | null;
  linkType: LinkType;
  showHand: boolean;
  productId: string | null;
  cardId: string | null;
  cardRevision: string | null;
  cardWidth: number | null;
  cardHeight: number | null;
  bgId: string | null;
  bgRevision: string | null;
  bgWidth: number | null;
  bgHeight: number | null;
  /** The art uploaded for the product whose card the block shows (its card is the product's). */
  uploadId?: string | null;
  uploadType?: RasterType | null;
  uploadWidth?: number | null;
  uploadHeight?: number | null;
}

function toBlock(row: BlockRow): ContentBlockModel {
  const img = (id: string | null, revision: string | null, width: number | null, height: number | null) =>
    id && revision ? image(id, revision, Number(width), Number(height), row.title) : null;
  return {
    kind: 'block',
    id: row.id,
    blockType: row.blockType,
    title: row.title,
    description: row.description,
    cardImage:
      row.uploadId && row.uploadType
        ? uploadedImage(row.uploadId, row.uploadType, Number(row.uploadWidth), Number(row.uploadHeight), row.title)
        : img(row.cardId, row.cardRevision, row.cardWidth, row.cardHeight),
    backgroundImage: img(row.bgId, row.bgRevision, row.bgWidth, row.bgHeight),
    backgroundColor: row.backgroundColor,
    referencedPath: row.referencedPath,
    linkType: row.linkType,
    showHand: row.showHand,
    productId: row.productId,
  };
}

/**
 * A blocks queue with its items in order. With taxonomy filters only items whose product carries
 * the terms remain (product items, and blocks that reference a product).
 */
export async function loadQueue(
  db: Database,
  scope: CatalogueScope,
  queueKey: string,
  taxonomy: TaxonomyFilterInput[],
): Promise<QueueModel | undefined> {
  const [queue] = await queryRows<{ id: string; title: string }>(
    db,
    sql`select id, title from block_queues where storefront_key = ${scope.store.key} and language = ${scope.language}
      and queue_key = ${queueKey}`,
  );
  if (!queue) return undefined;
  const target = sql`coalesce(qi.product_id, cb.product_id)`;
  const items = await queryRows<{ position: number; productId: string | null; blockId: string | null } & Partial<BlockRow>>(
    db,
    sql`select qi.position, qi.product_id as "productId", qi.block_id as "blockId",
        cb.block_type as "blockType", cb.title, cb.description, cb.background_color as "backgroundColor",
        cb.referenced_path as "referencedPath", cb.link_type as "linkType", cb.show_hand as "showHand",
        cb.product_id as "blockProductId",
        mc.id as "cardId", mc.revision as "cardRevision", mc.width as "cardWidth", mc.height as "cardHeight",
        mb.id as "bgId", mb.revision as "bgRevision", mb.width as "bgWidth", mb.height as "bgHeight", ${uploadColumns('cu')}
      from queue_items qi
      left join content_blocks cb on cb.id = qi.block_id
      left join media_assets mc on mc.id = cb.card_image_id
      left join media_assets mb on mb.id = cb.background_image_id
      left join products cp on cp.id = cb.product_id and cp.image_id = cb.card_image_id
      ${cardUploadJoin('cu', sql`cp.id`, sql`cp.brand_id`)}
      left join products p on p.id = qi.product_id
      where ${sql.join(
        [
          sql`qi.queue_id = ${queue.id}`,
          sql`(qi.product_id is null or p.is_listed)`,
          ...(taxonomy.length ? [sql`${target} is not null`, ...taxonomyConditions(taxonomy, target)] : []),
        ],
        sql` and `,
      )}
      order by qi.position`,
  );
  const products = await productsByIds(
    db,
    scope,
    items.flatMap((i) => (i.productId ? [i.productId] : [])),
  );
  const out: QueueModel['items'] = [];
  for (const item of items) {
    if (item.productId) {
      const product = products.get(item.productId);
      if (product) out.push(product);
    } else if (item.blockId) {
      out.push(toBlock({ ...(item as BlockRow), id: item.blockId, productId: (item as { blockProductId?: string | null }).blockProductId ?? null }));
    }
  }
  return { queueID: queueKey, title: queue.title, items: out };
}

// ─── Page metadata ───────────────────────────────────────────────────────────────────────────────

const METADATA_COLUMNS = sql`storefront_key as "storefrontKey", language, path, page_key as "pageKey", title, description,
  keywords, noindex, nofollow`;

export async function metadataByPaths(db: Database, storefrontKey: string, paths: readonly string[]): Promise<Map<string, PageMetadataModel>> {
  if (paths.length === 0) return new Map();
  const rows = await queryRows<PageMetadataModel>(
    db,
    sql`select ${METADATA_COLUMNS} from page_metadata where storefront_key = ${storefrontKey} and path in (${list(paths)})`,
  );
  return new Map(rows.map((row) => [row.path, row]));
}

/** The same pages in every language: alternates per page key. */
export async function alternatesByPageKeys(
  db: Database,
  storefrontKey: string,
  pageKeys: readonly string[],
): Promise<Map<string, Array<{ language: string; path: string }>>> {
  const out = new Map<string, Array<{ language: string; path: string }>>(pageKeys.map((k) => [k, []]));
  if (pageKeys.length === 0) return out;
  const rows = await queryRows<{ pageKey: string; language: string; path: string }>(
    db,
    sql`select pm.page_key as "pageKey", pm.language, pm.path from page_metadata pm
      join storefront_languages sl on sl.storefront_key = pm.storefront_key and sl.code = pm.language
      where pm.storefront_key = ${storefrontKey} and pm.page_key in (${list(pageKeys)})
      order by pm.page_key, sl.position`,
  );
  for (const row of rows) out.get(row.pageKey)?.push({ language: row.language, path: row.path });
  return out;
}
