/**
 * Card art an operator uploads for a brand or a product (issue 35 item 13, ADR 0054): what real shops
 * do with the artwork a brand supplies. The upload replaces the generated art of the brand's products
 * in every storefront (a product's own upload wins over its brand's); going back to the generated art
 * removes the link, never the picture (mails already sent show it).
 *
 * A file is accepted only as what its bytes say (media/raster.ts): PNG, JPEG or WebP, never SVG (it
 * can carry script); at most 1 MiB; card-shaped and big enough to look sharp on the product page. It
 * is stored in the database under its SHA-256, which is its URL (`/media/upload/<sha256>.<ext>`), so a
 * new picture is a new URL and every cache renews. Each change is written to the operator audit log
 * in the change's transaction.
 */
import { createHash } from 'node:crypto';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { MAX_UPLOADED_IMAGE_BYTES, brandCardImages, productCardImages, uploadedImages } from '../../db/catalogue-schema';
import { type RasterType, sniffRaster } from '../../media/raster';
import { mediaHref, uploadPath } from '../../media/urls';
import { type AuditSource, writeAudit } from '../operator/audit';
import { queryRows } from './queries';

/**
 * What an upload must be. Cards are shown 16:10 and cropped to it (object-fit: cover), a payment card
 * is 1.586:1: a picture between 1.3:1 and 1.9:1 loses little. 320 × 200 is the card's size in the
 * lists; 640 × 400 or more looks sharp on the product page and on phones with dense screens.
 */
export const CARD_ART_LIMITS = {
  maxBytes: MAX_UPLOADED_IMAGE_BYTES,
  minWidth: 320,
  minHeight: 200,
  maxWidth: 4000,
  maxHeight: 4000,
  minRatio: 1.3,
  maxRatio: 1.9,
} as const;

export type CardArtTargetKind = 'brand' | 'product';

export interface CardArtTarget {
  kind: CardArtTargetKind;
  id: string;
}

/** An uploaded picture as the console and the audit log show it. */
export interface UploadedArt {
  sha256: string;
  type: RasterType;
  width: number;
  height: number;
  bytes: number;
  /** Where it is served (relative). */
  path: string;
}

export interface CardArtRefusal {
  /** The HTTP status the console answers with: 404 no such brand or product, 409 nothing to undo, 413 too big, 415 not a PNG, JPEG or WebP, 422 damaged or the wrong size. */
  status: 404 | 409 | 413 | 415 | 422;
  message: string;
}

export type CardArtOutcome = { ok: true; art: UploadedArt | null } | ({ ok: false } & CardArtRefusal);

const KB = 1024;

/** Whether the bytes make acceptable card art: the sniffed type and size, or why not. */
export function checkCardArt(bytes: Uint8Array): { ok: true; type: RasterType; width: number; height: number } | ({ ok: false } & CardArtRefusal) {
  const limits = CARD_ART_LIMITS;
  if (bytes.length === 0) return { ok: false, status: 422, message: 'Choose a picture to upload: the file was empty.' };
  if (bytes.length > limits.maxBytes) {
    return { ok: false, status: 413, message: `The picture is ${Math.ceil(bytes.length / KB)} kB: at most ${limits.maxBytes / KB} kB (1 MB) are accepted.` };
  }
  const sniffed = sniffRaster(bytes);
  if (!sniffed.ok) return { ok: false, status: sniffed.reason === 'corrupt' || sniffed.reason === 'animated' ? 422 : 415, message: sniffed.message };
  const { type, width, height } = sniffed.info;
  const ratio = width / height;
  if (width < limits.minWidth || height < limits.minHeight) {
    return { ok: false, status: 422, message: `The picture is ${width} × ${height} pixels: at least ${limits.minWidth} × ${limits.minHeight} are needed (640 × 400 or more looks sharp).` };
  }
  if (width > limits.maxWidth || height > limits.maxHeight) {
    return { ok: false, status: 422, message: `The picture is ${width} × ${height} pixels: at most ${limits.maxWidth} × ${limits.maxHeight} are accepted.` };
  }
  if (ratio < limits.minRatio || ratio > limits.maxRatio) {
    return {
      ok: false,
      status: 422,
      message: `The picture is ${width} × ${height} pixels (${ratio.toFixed(2)}:1): a card is about 1.6:1, between ${limits.minRatio}:1 and ${limits.maxRatio}:1 is accepted (it is cropped to 16:10).`,
    };
  }
  return { ok: true, type, width, height };
}

interface UploadColumns {
  sha256: string | null;
  type: RasterType | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
}

function artOf(row: UploadColumns | undefined): UploadedArt | null {
  if (!row?.sha256 || !row.type) return null;
  return { sha256: row.sha256, type: row.type, width: Number(row.width), height: Number(row.height), bytes: Number(row.bytes), path: uploadPath(row.sha256, row.type) };
}

/** What the audit log keeps of a picture (not its bytes). */
const auditArt = (art: UploadedArt | null) => (art ? { sha256: art.sha256, type: art.type, width: art.width, height: art.height, bytes: art.bytes } : null);

async function targetExists(db: Database, target: CardArtTarget): Promise<boolean> {
  const rows =
    target.kind === 'brand'
      ? await queryRows<{ id: string }>(db, sql`select id from brands where id = ${target.id}`)
      : await queryRows<{ id: string }>(db, sql`select id from products where id = ${target.id}`);
  return rows.length > 0;
}

const notFound = (target: CardArtTarget): CardArtOutcome => ({ ok: false, status: 404, message: `There is no ${target.kind} "${target.id.slice(0, 80)}".` });

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The target's own uploaded art (a brand's, or a product's own), locked for the change. */
async function currentArt(tx: Tx, target: CardArtTarget): Promise<UploadedArt | null> {
  const columns = sql`u.id as "sha256", u.content_type as "type", u.width, u.height, u.byte_size as "bytes"`;
  const [row] =
    target.kind === 'brand'
      ? await queryRows<UploadColumns>(tx as unknown as Database, sql`select ${columns} from brand_card_images c join uploaded_images u on u.id = c.image_id where c.brand_id = ${target.id} for update of c`)
      : await queryRows<UploadColumns>(tx as unknown as Database, sql`select ${columns} from product_card_images c join uploaded_images u on u.id = c.image_id where c.product_id = ${target.id} for update of c`);
  return artOf(row);
}

/** Stores the picture and makes it the target's card art. */
export async function setCardArt(db: Database, audit: AuditSource, target: CardArtTarget, bytes: Uint8Array): Promise<CardArtOutcome> {
  if (!(await targetExists(db, target))) return notFound(target);
  const checked = checkCardArt(bytes);
  if (!checked.ok) return { ok: false, status: checked.status, message: checked.message };
  const data = Buffer.from(bytes);
  const sha256 = createHash('sha256').update(data).digest('hex');
  const art: UploadedArt = { sha256, type: checked.type, width: checked.width, height: checked.height, bytes: data.length, path: uploadPath(sha256, checked.type) };
  await db.transaction(async (tx) => {
    // The same picture uploaded twice (or for two brands) is stored once.
    await tx
      .insert(uploadedImages)
      .values({ id: sha256, contentType: checked.type, width: checked.width, height: checked.height, byteSize: data.length, bytes: data })
      .onConflictDoNothing();
    const before = await currentArt(tx, target);
    if (target.kind === 'brand') {
      await tx
        .insert(brandCardImages)
        .values({ brandId: target.id, imageId: sha256 })
        .onConflictDoUpdate({ target: brandCardImages.brandId, set: { imageId: sha256, updatedAt: sql`now()` } });
    } else {
      await tx
        .insert(productCardImages)
        .values({ productId: target.id, imageId: sha256 })
        .onConflictDoUpdate({ target: productCardImages.productId, set: { imageId: sha256, updatedAt: sql`now()` } });
    }
    await writeAudit(tx, audit, {
      action: 'catalogue.card-art-upload',
      targetKind: target.kind,
      targetId: target.id,
      before: { art: auditArt(before) },
      after: { art: auditArt(art) },
    });
  });
  return { ok: true, art };
}

/** Back to the generated art: the target's upload is no longer shown (the picture stays stored). */
export async function revertCardArt(db: Database, audit: AuditSource, target: CardArtTarget): Promise<CardArtOutcome> {
  if (!(await targetExists(db, target))) return notFound(target);
  return db.transaction(async (tx): Promise<CardArtOutcome> => {
    const before = await currentArt(tx, target);
    if (!before) {
      return { ok: false, status: 409, message: `The ${target.kind} has no uploaded card art: it shows ${target.kind === 'brand' ? 'the generated art' : 'its brand’s or the generated art'} already.` };
    }
    if (target.kind === 'brand') await tx.delete(brandCardImages).where(eq(brandCardImages.brandId, target.id));
    else await tx.delete(productCardImages).where(eq(productCardImages.productId, target.id));
    await writeAudit(tx, audit, {
      action: 'catalogue.card-art-revert',
      targetKind: target.kind,
      targetId: target.id,
      before: { art: auditArt(before) },
      after: { art: null },
    });
    return { ok: true, art: null };
  });
}

// ─── What the console shows ──────────────────────────────────────────────────────────────────────

export interface BrandCardArt {
  id: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  /** Its products (not retired) in all storefronts, and in how many storefronts. */
  products: number;
  storefronts: number;
  art: UploadedArt | null;
  /** The generated art (one of its products' cards: they are drawn alike), relative; null without products. */
  generatedPath: string | null;
}

export interface ProductCardArt {
  id: string;
  storefrontKey: string;
  /** Its title in the storefront's default language. */
  title: string;
  brandId: string | null;
  brandName: string | null;
  retired: boolean;
  /** The product's own upload, its brand's, and its generated art. */
  own: UploadedArt | null;
  brandArt: UploadedArt | null;
  generatedPath: string;
  /** What the shop shows: the product's own upload, else its brand's, else the generated art. */
  shownPath: string;
}

const art = (alias: string) => {
  const a = sql.raw(alias);
  return sql`${a}.id as "${sql.raw(alias)}Sha", ${a}.content_type as "${sql.raw(alias)}Type", ${a}.width as "${sql.raw(alias)}Width", ${a}.height as "${sql.raw(alias)}Height", ${a}.byte_size as "${sql.raw(alias)}Bytes"`;
};
const artFrom = (row: Record<string, unknown>, alias: string): UploadedArt | null =>
  artOf({
    sha256: row[`${alias}Sha`] as string | null,
    type: row[`${alias}Type`] as RasterType | null,
    width: row[`${alias}Width`] as number | null,
    height: row[`${alias}Height`] as number | null,
    bytes: row[`${alias}Bytes`] as number | null,
  });

/** At most this many brands on one page of the console's list (the seed has a few hundred). */
export const BRAND_LIST_LIMIT = 500;

/** Brands whose name contains `query` (all when empty), by name, with their art. */
export async function listBrandCardArt(db: Database, query: string): Promise<BrandCardArt[]> {
  const typed = query.trim().toLowerCase();
  return selectBrands(db, typed ? sql`strpos(lower(b.name), ${typed}) > 0 or strpos(b.id, ${typed}) > 0` : sql`true`);
}

async function selectBrands(db: Database, where: SQL): Promise<BrandCardArt[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.name, b.primary_color as "primaryColor", b.secondary_color as "secondaryColor",
        (select count(*)::int from products p where p.brand_id = b.id and p.retired_at is null) as "products",
        (select count(distinct p.storefront_key)::int from products p where p.brand_id = b.id and p.retired_at is null) as "storefronts",
        (select m.id || '@' || m.revision from products p join media_assets m on m.id = p.image_id
          where p.brand_id = b.id order by p.id limit 1) as "generated",
        ${art('ba')}
      from brands b
      left join brand_card_images bc on bc.brand_id = b.id
      left join uploaded_images ba on ba.id = bc.image_id
      where ${where}
      order by lower(b.name), b.id
      limit ${BRAND_LIST_LIMIT}`,
  );
  return rows.map((row) => {
    const generated = row.generated as string | null;
    const [mediaId, revision] = generated ? generated.split('@') : [];
    return {
      id: row.id as string,
      name: row.name as string,
      primaryColor: row.primaryColor as string,
      secondaryColor: row.secondaryColor as string,
      products: Number(row.products),
      storefronts: Number(row.storefronts),
      art: artFrom(row, 'ba'),
      generatedPath: mediaId && revision ? mediaHref('', mediaId, revision) : null,
    };
  });
}

async function selectProducts(db: Database, where: SQL): Promise<ProductCardArt[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select p.id, p.storefront_key as "storefrontKey", coalesce(t.title, p.product_key) as "title", p.brand_id as "brandId",
        b.name as "brandName", p.retired_at is not null as "retired", m.id as "mediaId", m.revision as "mediaRevision",
        ${art('pa')}, ${art('ba')}
      from products p
      join media_assets m on m.id = p.image_id
      left join storefront_languages sl on sl.storefront_key = p.storefront_key and sl.is_default
      left join product_translations t on t.product_id = p.id and t.language = sl.code
      left join brands b on b.id = p.brand_id
      left join product_card_images pc on pc.product_id = p.id
      left join uploaded_images pa on pa.id = pc.image_id
      left join brand_card_images bc on bc.brand_id = p.brand_id
      left join uploaded_images ba on ba.id = bc.image_id
      where ${where}
      order by p.storefront_key, p.id`,
  );
  return rows.map((row) => {
    const own = artFrom(row, 'pa');
    const brandArt = artFrom(row, 'ba');
    const generatedPath = mediaHref('', row.mediaId as string, row.mediaRevision as string);
    return {
      id: row.id as string,
      storefrontKey: row.storefrontKey as string,
      title: row.title as string,
      brandId: row.brandId as string | null,
      brandName: row.brandName as string | null,
      retired: row.retired === true,
      own,
      brandArt,
      generatedPath,
      shownPath: own?.path ?? brandArt?.path ?? generatedPath,
    };
  });
}

/** A brand with its products in every storefront, or null. */
export async function brandCardArt(db: Database, brandId: string): Promise<{ brand: BrandCardArt; products: ProductCardArt[] } | null> {
  const [brand] = await selectBrands(db, sql`b.id = ${brandId}`);
  if (!brand) return null;
  return { brand, products: await selectProducts(db, sql`p.brand_id = ${brandId} and p.retired_at is null`) };
}

export async function productCardArt(db: Database, productId: string): Promise<ProductCardArt | null> {
  const [product] = await selectProducts(db, sql`p.id = ${productId}`);
  return product ?? null;
}

/** Products with art of their own (the shop's own cards, or a product that differs from its brand). */
export async function productsWithOwnArt(db: Database): Promise<ProductCardArt[]> {
  return selectProducts(db, sql`pc.product_id is not null`);
}

/** The shop's own cards (no brand), which only get art of their own. */
export async function productsWithoutBrand(db: Database): Promise<ProductCardArt[]> {
  return selectProducts(db, sql`p.brand_id is null and p.retired_at is null`);
}
