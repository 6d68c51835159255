/**
 * The WebP copies of the drawn images (ADR 0074), as every process finds them: in memory, else in
 * `media_pictures` (drawn once per version for all processes), else drawn here. One render at a time
 * per process, and requests for the same picture share one render.
 *
 * `drawMissing` draws every picture of the current version not stored yet: the release step of a
 * deploy (`node api/dist/draw-pictures.mjs`, docs/operations.md), so that after a `PICTURE_VERSION`
 * bump or a new seed no shopper's first look at a picture waits for a crawl of them all.
 */
import { and, eq, like, ne, notLike } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Database } from '../db';
import { mediaAssets, mediaPictures, type MediaAssetRow } from '../db/catalogue-schema';
import { pictureAsPng, renderPicture, uploadAsMailPng } from './picture';
import { renderSvg } from './svg';
import { pictureVersion } from './urls';

/**
 * Pictures kept in memory: every drawn image's picture fits (a few thousand rows of 2–20 kB), so a
 * visitor asking for all of them evicts nothing another reads; beyond it the database still has them.
 */
const PICTURE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * The PNG copies for mails, in memory apart: they are made from the pictures (never stored), so a
 * visitor asking for all of them evicts only PNGs, and never the pictures the pages show.
 */
const MAIL_COPY_CACHE_BYTES = 32 * 1024 * 1024;
/** What every version this release draws begins with (`<picture>.<renderer>.`; a revision is hex). */
const THIS_RASTERISER = pictureVersion('');

export interface PictureStore {
  /** The picture of a drawn image at a version (its row's current one). */
  picture(asset: MediaAssetRow, version: string): Promise<Buffer>;
  /** The same picture as PNG, for mails; made from the picture in the one render slot. */
  mailCopy(asset: MediaAssetRow, version: string): Promise<Buffer>;
  /**
   * The PNG copy, for mails, of card art an operator uploaded as WebP (`sha256` names the upload):
   * Outlook for Windows shows no WebP. At most as wide as a mail shows it (`uploadAsMailPng`), made in
   * the same slot and kept with the other mail copies.
   */
  uploadMailCopy(sha256: string, webp: Buffer): Promise<Buffer>;
  /** Draws and stores every picture of the current version not stored yet; says how many it drew. */
  drawMissing(onDrawn?: (id: string, drawn: number, missing: number) => void): Promise<{ drawn: number; stored: number }>;
  /** Deletes the pictures another rasteriser drew (after a deploy, once no process of it serves). */
  contract(): Promise<number>;
}

export function createPictureStore(db: Database): PictureStore {
  const pictures = new LRUCache<string, Buffer>({ maxSize: PICTURE_CACHE_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  const mailCopies = new LRUCache<string, Buffer>({ maxSize: MAIL_COPY_CACHE_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  /** Pictures being made, by key: a second request for one waits for the same render. */
  const making = new Map<string, Promise<Buffer>>();
  /** One render at a time in this process: a render takes 20–560 ms of a libuv thread. */
  const renderOne = pLimit(1);

  async function loadOrMake(asset: MediaAssetRow, version: string): Promise<Buffer> {
    const [stored] = await db
      .select({ bytes: mediaPictures.bytes })
      .from(mediaPictures)
      .where(and(eq(mediaPictures.mediaId, asset.id), eq(mediaPictures.version, version)))
      .limit(1);
    if (stored) return stored.bytes;
    const bytes = await renderOne(() => renderPicture(renderSvg(asset)));
    // Another process may have made it meanwhile: the same bytes (deterministic), the first row stays.
    await db.insert(mediaPictures).values({ mediaId: asset.id, version, bytes }).onConflictDoNothing();
    // The drawings of the image's earlier revisions go. Those of another rasteriser stay: during a
    // deploy the other release still serves them (they go with `contract`, once it is gone).
    await db
      .delete(mediaPictures)
      .where(and(eq(mediaPictures.mediaId, asset.id), ne(mediaPictures.version, version), like(mediaPictures.version, `${THIS_RASTERISER}%`)));
    return bytes;
  }

  /** From `cache`, else made once however many ask at the same time, then kept in `cache`. */
  async function once(cache: LRUCache<string, Buffer>, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = cache.get(key);
    if (cached) return cached;
    let pending = making.get(key);
    if (!pending) {
      pending = make().finally(() => making.delete(key));
      making.set(key, pending);
    }
    const bytes = await pending;
    cache.set(key, bytes);
    return bytes;
  }

  function picture(asset: MediaAssetRow, version: string): Promise<Buffer> {
    return once(pictures, `${asset.id}@${version}`, () => loadOrMake(asset, version));
  }

  function mailCopy(asset: MediaAssetRow, version: string): Promise<Buffer> {
    return once(mailCopies, `${asset.id}@${version}.png`, async () => {
      const webp = await picture(asset, version);
      return renderOne(() => pictureAsPng(webp));
    });
  }

  function uploadMailCopy(sha256: string, webp: Buffer): Promise<Buffer> {
    return once(mailCopies, `upload/${sha256}.png`, () => renderOne(() => uploadAsMailPng(webp)));
  }

  async function drawMissing(onDrawn?: (id: string, drawn: number, missing: number) => void) {
    const assets = await db.select({ id: mediaAssets.id, revision: mediaAssets.revision }).from(mediaAssets);
    const stored = new Set((await db.select({ id: mediaPictures.mediaId, version: mediaPictures.version }).from(mediaPictures)).map((row) => `${row.id}@${row.version}`));
    const missing = assets.filter((asset) => !stored.has(`${asset.id}@${pictureVersion(asset.revision)}`));
    let drawn = 0;
    for (const { id } of missing) {
      // Read again, one at a time: the row may have changed (or gone) since the list was read.
      const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
      if (!asset) continue;
      await loadOrMake(asset, pictureVersion(asset.revision));
      drawn += 1;
      onDrawn?.(id, drawn, missing.length);
    }
    return { drawn, stored: assets.length - missing.length };
  }

  async function contract(): Promise<number> {
    const deleted = await db.delete(mediaPictures).where(notLike(mediaPictures.version, `${THIS_RASTERISER}%`)).returning({ id: mediaPictures.mediaId });
    return deleted.length;
  }

  return { picture, mailCopy, uploadMailCopy, drawMissing, contract };
}
