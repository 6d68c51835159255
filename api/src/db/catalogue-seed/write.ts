/**
 * Writes the built catalogue rows in bulk, idempotently:
 * - entities with ids others may reference (products, variations, categories, occasions, taxonomy
 *   terms, locations, brands, media) are upserted by id, so ids never change, and the seed's stale
 *   ones are deleted;
 * - texts, links and per-language content (translations, menus, queues, blocks, metadata, branding
 *   lists) are replaced as a whole for the seeded storefronts.
 */
import { type SQL, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../index';
import * as s from '../catalogue-schema';
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
  await tx.delete(s.productTranslations).where(inArray(s.productTranslations.storefrontKey, keys));
  await tx.delete(s.categoryTranslations).where(inArray(s.categoryTranslations.storefrontKey, keys));
  await tx.delete(s.occasionTranslations).where(inArray(s.occasionTranslations.storefrontKey, keys));
  await tx.delete(s.productTerms).where(sql`${s.productTerms.productId} in ${storeProducts}`);
  await tx.delete(s.categoryTopProducts).where(sql`${s.categoryTopProducts.productId} in ${storeProducts}`);
  await tx.delete(s.occasionProducts).where(sql`${s.occasionProducts.productId} in ${storeProducts}`);

  // Shared, referenced entities: upserted by id.
  await upsertAll(tx, s.mediaAssets, rows.media, s.mediaAssets.id);
  await upsertAll(tx, s.brands, rows.brands, s.brands.id);
  await upsertAll(tx, s.storefrontBranding, rows.branding, s.storefrontBranding.storefrontKey);
  await upsertAll(tx, s.taxonomyTerms, rows.terms, s.taxonomyTerms.id);
  await upsertAll(tx, s.products, rows.products, s.products.id);
  await upsertAll(tx, s.productVariations, rows.variations, s.productVariations.id);
  await upsertAll(tx, s.categories, rows.categories, s.categories.id);
  await upsertAll(tx, s.occasions, rows.occasions, s.occasions.id);
  await upsertAll(tx, s.locations, rows.locations, s.locations.id);

  // What the seed no longer has goes (cascading to its links).
  const ids = <T>(list: readonly T[], pick: (row: T) => string) => list.map(pick);
  await deleteStale(tx, s.products, s.products.id, s.products.storefrontKey, keys, ids(rows.products, (r) => r.id));
  await tx
    .delete(s.productVariations)
    .where(
      sql`${s.productVariations.productId} in ${storeProducts} and ${notInArray(s.productVariations.id, ids(rows.variations, (r) => r.id))}`,
    );
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
  await insertAll(tx, s.productTranslations, rows.productTranslations);
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
