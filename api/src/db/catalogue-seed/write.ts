/**
 * Writes the built catalogue rows in bulk, idempotently:
 * - entities with ids others may reference (products, variations, categories, occasions, taxonomy
 *   terms, locations, brands, media) are upserted by id, so ids never change, and the seed's stale
 *   ones are deleted — except products and variations: those are retired (see `retireStale`);
 * - texts, links and per-language content (translations, menus, queues, blocks, metadata, branding
 *   lists) are replaced as a whole for the seeded storefronts (a retired product keeps its texts).
 */
import { type SQL, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../index';
import * as s from '../catalogue-schema';
import { redeemPages } from '../redeem-schema';
import { blogArticleProducts, blogArticles, blogCategories, contentPages, helpdeskEntries, helpdeskTopics, landingPageSections, landingPages } from '../content-schema';
import type { CatalogueRows } from './build';

/** Rows per INSERT statement (PostgreSQL allows 65535 parameters per statement). */
const CHUNK_PARAMETERS = 30_000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function chunks<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(CHUNK_PARAMETERS / Math.max(columns, 1)));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function writableColumns(table: PgTable): Array<[string, PgColumn]> {
  return Object.entries(getTableColumns(table)).filter(([, column]) => !column.generated);
}

async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  const columns = writableColumns(table).length;
  for (const chunk of chunks(rows, columns)) await tx.insert(table).values(chunk as T['$inferInsert'][]);
}

/** INSERT … ON CONFLICT (target) DO UPDATE SET every other writable column. */
async function upsertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  target: PgColumn | PgColumn[],
): Promise<void> {
  const targets = new Set((Array.isArray(target) ? target : [target]).map((c) => c.name));
  const set: Record<string, SQL> = {};
  for (const [key, column] of writableColumns(table)) {
    if (!targets.has(column.name)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  const columns = writableColumns(table).length;
  for (const chunk of chunks(rows, columns)) {
    await tx
      .insert(table)
      .values(chunk as T['$inferInsert'][])
      .onConflictDoUpdate({ target, set });
  }
}

export async function writeCatalogue(tx: Tx, rows: CatalogueRows, storefrontKeys: readonly string[]): Promise<void> {
  const keys = [...storefrontKeys];
  const storeProducts = sql`(select ${s.products.id} from ${s.products} where ${inArray(s.products.storefrontKey, keys)})`;

  // Per-storefront content that nothing else references: replaced as a whole.
  await tx.delete(s.storefrontPaymentLogos).where(inArray(s.storefrontPaymentLogos.storefrontKey, keys));
  await tx.delete(s.storefrontTrustMarks).where(inArray(s.storefrontTrustMarks.storefrontKey, keys));
  await tx.delete(s.storefrontSocialLinks).where(inArray(s.storefrontSocialLinks.storefrontKey, keys));
  await tx.delete(s.storefrontBusinessLogos).where(inArray(s.storefrontBusinessLogos.storefrontKey, keys));
  await tx.delete(s.menus).where(inArray(s.menus.storefrontKey, keys));
  await tx.delete(s.blockQueues).where(inArray(s.blockQueues.storefrontKey, keys));
  await tx.delete(s.contentBlocks).where(inArray(s.contentBlocks.storefrontKey, keys));
  await tx.delete(s.popularSearchTerms).where(inArray(s.popularSearchTerms.storefrontKey, keys));
  await tx.delete(s.pageMetadata).where(inArray(s.pageMetadata.storefrontKey, keys));
  await tx.delete(redeemPages).where(inArray(redeemPages.storefrontKey, keys));
  await tx.delete(contentPages).where(inArray(contentPages.storefrontKey, keys));
  // Articles (and their teasers) go with their categories, sections with their pages, entries with their topics.
  await tx.delete(blogCategories).where(inArray(blogCategories.storefrontKey, keys));
  await tx.delete(landingPages).where(inArray(landingPages.storefrontKey, keys));
  await tx.delete(helpdeskTopics).where(inArray(helpdeskTopics.storefrontKey, keys));
  await tx.delete(s.categoryTranslations).where(inArray(s.categoryTranslations.storefrontKey, keys));
  await tx.delete(s.occasionTranslations).where(inArray(s.occasionTranslations.storefrontKey, keys));
  await tx.delete(s.productTerms).where(sql`${s.productTerms.productId} in ${storeProducts}`);
  await tx.delete(s.categoryTopProducts).where(sql`${s.categoryTopProducts.productId} in ${storeProducts}`);
  await tx.delete(s.occasionProducts).where(sql`${s.occasionProducts.productId} in ${storeProducts}`);

  // Shared, referenced entities: upserted by id.
  // Brands first: a brand's card art names its brand (media_assets.brand_id).
  await upsertAll(tx, s.brands, rows.brands, s.brands.id);
  await upsertAll(tx, s.mediaAssets, rows.media, s.mediaAssets.id);
  await upsertAll(tx, s.storefrontBranding, rows.branding, s.storefrontBranding.storefrontKey);
  await upsertAll(tx, s.taxonomyTerms, rows.terms, s.taxonomyTerms.id);
  await upsertAll(tx, s.products, rows.products, s.products.id);
  await upsertAll(tx, s.productVariations, rows.variations, s.productVariations.id);
  await upsertAll(tx, s.categories, rows.categories, s.categories.id);
  await upsertAll(tx, s.occasions, rows.occasions, s.occasions.id);
  await upsertAll(tx, s.locations, rows.locations, s.locations.id);

  // What the seed no longer has goes (cascading to its links); products and variations are retired.
  const ids = <T>(list: readonly T[], pick: (row: T) => string) => list.map(pick);
  await retireStale(tx, rows, keys, storeProducts);
  await replaceProductTranslations(tx, rows, keys);
  await deleteStale(tx, s.categories, s.categories.id, s.categories.storefrontKey, keys, ids(rows.categories, (r) => r.id));
  await deleteStale(tx, s.occasions, s.occasions.id, s.occasions.storefrontKey, keys, ids(rows.occasions, (r) => r.id));
  await deleteStale(tx, s.taxonomyTerms, s.taxonomyTerms.id, s.taxonomyTerms.storefrontKey, keys, ids(rows.terms, (r) => r.id));
  // Seeded locations carry the `loc-` prefix; others (added later by hand) are left alone.
  const locationIds = ids(rows.locations, (r) => r.id);
  await tx.delete(s.locations).where(sql`${s.locations.id} like 'loc-%' and ${notInArray(s.locations.id, locationIds.length ? locationIds : [''])}`);

  await insertAll(tx, s.storefrontPaymentLogos, rows.paymentLogos);
  await insertAll(tx, s.storefrontTrustMarks, rows.trustMarks);
  await insertAll(tx, s.storefrontSocialLinks, rows.socialLinks);
  await insertAll(tx, s.storefrontBusinessLogos, rows.businessLogos);
  await insertAll(tx, s.productTerms, rows.productTerms);
  await insertAll(tx, s.categoryTranslations, rows.categoryTranslations);
  await insertAll(tx, s.categoryTopProducts, rows.categoryTopProducts);
  await insertAll(tx, s.occasionTranslations, rows.occasionTranslations);
  await insertAll(tx, s.occasionProducts, rows.occasionProducts);
  await insertAll(tx, s.menus, rows.menus);
  // Sections before their links (parent_id references menu_items).
  await insertAll(tx, s.menuItems, rows.menuItems.filter((item) => !item.parentId));
  await insertAll(tx, s.menuItems, rows.menuItems.filter((item) => item.parentId));
  await insertAll(tx, s.contentBlocks, rows.contentBlocks);
  await insertAll(tx, s.blockQueues, rows.queues);
  await insertAll(tx, s.queueItems, rows.queueItems);
  await insertAll(tx, s.popularSearchTerms, rows.popularSearchTerms);
  await insertAll(tx, s.pageMetadata, rows.pageMetadata);
  await insertAll(tx, redeemPages, rows.redeemPages);
  await insertAll(tx, contentPages, rows.contentPages);
  await insertAll(tx, blogCategories, rows.blogCategories);
  await insertAll(tx, blogArticles, rows.blogArticles);
  await insertAll(tx, blogArticleProducts, rows.blogArticleProducts);
  await insertAll(tx, landingPages, rows.landingPages);
  await insertAll(tx, landingPageSections, rows.landingPageSections);
  await insertAll(tx, helpdeskTopics, rows.helpdeskTopics);
  await insertAll(tx, helpdeskEntries, rows.helpdeskEntries);
}

async function deleteStale(
  tx: Tx,
  table: PgTable,
  idColumn: PgColumn,
  storeColumn: PgColumn,
  keys: string[],
  keep: string[],
): Promise<void> {
  await tx.delete(table).where(sql`${inArray(storeColumn, keys)} and ${notInArray(idColumn, keep.length ? keep : [''])}`);
}

/**
 * Products and variations that left the seed are retired, never deleted: order lines reference them
 * (`on delete restrict`), and a product unreferenced while the seed runs can be added to a cart the
 * next moment by a running server, so "delete when unreferenced" would race. A retired product is
 * unlisted and its variations out of stock (so every list, search, stock check and order placement
 * already leaves it out); lookups and adds also refuse it by `retired_at`. The upsert above brings a
 * product back (`retired_at` null) when the seed lists it again.
 */
async function retireStale(tx: Tx, rows: CatalogueRows, keys: string[], storeProducts: SQL): Promise<void> {
  const productIds = rows.products.map((r) => r.id);
  const variationIds = rows.variations.map((r) => r.id);
  await tx
    .update(s.products)
    .set({ retiredAt: sql`coalesce(${s.products.retiredAt}, now())`, isListed: false, updatedAt: sql`now()` })
    .where(sql`${inArray(s.products.storefrontKey, keys)} and ${notInArray(s.products.id, productIds.length ? productIds : [''])}`);
  await tx
    .update(s.productVariations)
    .set({ retiredAt: sql`coalesce(${s.productVariations.retiredAt}, now())`, inStock: false })
    .where(
      sql`${s.productVariations.productId} in ${storeProducts} and ${notInArray(s.productVariations.id, variationIds.length ? variationIds : [''])}`,
    );
}

/**
 * The seeded products' texts are replaced; a retired product keeps its texts (carts and orders still
 * show its title), unless the seed now gives its path or slug to another product.
 */
async function replaceProductTranslations(tx: Tx, rows: CatalogueRows, keys: string[]): Promise<void> {
  const retired = sql`(select ${s.products.id} from ${s.products} where ${s.products.retiredAt} is not null)`;
  await tx
    .delete(s.productTranslations)
    .where(sql`${inArray(s.productTranslations.storefrontKey, keys)} and ${s.productTranslations.productId} not in ${retired}`);
  const kept = await tx
    .select({
      productId: s.productTranslations.productId,
      storefrontKey: s.productTranslations.storefrontKey,
      language: s.productTranslations.language,
      path: s.productTranslations.path,
      slug: s.productTranslations.slug,
    })
    .from(s.productTranslations)
    .where(inArray(s.productTranslations.storefrontKey, keys));
  if (kept.length > 0) {
    const paths = new Set(rows.productTranslations.map((t) => `${t.storefrontKey} ${t.path}`));
    const slugs = new Set(rows.productTranslations.map((t) => `${t.storefrontKey} ${t.language} ${t.slug}`));
    for (const t of kept) {
      if (paths.has(`${t.storefrontKey} ${t.path}`) || slugs.has(`${t.storefrontKey} ${t.language} ${t.slug}`)) {
        await tx
          .delete(s.productTranslations)
          .where(sql`${s.productTranslations.productId} = ${t.productId} and ${s.productTranslations.language} = ${t.language}`);
      }
    }
  }
  await insertAll(tx, s.productTranslations, rows.productTranslations);
}
