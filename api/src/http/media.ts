/**
 * GET /media/<kind>/<slug>.svg: renders a media asset from its database row (see src/media/svg.ts).
 * URLs carry `?v=<renderer>.<revision>`; when it matches the row the answer is cached forever
 * (immutable), otherwise for five minutes. SVG is served with a locked-down CSP and nosniff, so a
 * file opened directly can run nothing.
 *
 * GET /media/<kind>/<slug>.webp: the same drawing as a lossless WebP at twice its size, the copy the
 * storefront's pages show (ADR 0074, src/media/picture.ts). Drawn once per version, one at a time
 * (never more than one render on libuv's pool), kept in the database for every process and in memory.
 * Its version is `?v=<picture>.<renderer>.<revision>` (src/media/picture-store.ts).
 *
 * GET /media/card/<slug>.png: a card's picture as PNG, for mails (urls.ts mailPictureHref): made from the
 * WebP in the same one-at-a-time slot, kept in memory apart. Card art only: it is all a mail shows.
 *
 * GET /media/upload/<sha256>.<png|jpg|webp>: card art an operator uploaded (ADR 0054), the bytes as
 * stored, named by their SHA-256 (so cached forever), with the type sniffed from the bytes at upload
 * (the extension must match it), `nosniff` and the same locked-down CSP. Art uploaded as WebP also
 * answers as `.png`, for mails (urls.ts mailPictureHref): made in the picture slot, kept in memory apart.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db';
import { mediaAssets, uploadedImages } from '../db/catalogue-schema';
import { EXTENSION_OF, type RasterType } from '../media/raster';
import { createPictureStore } from '../media/picture-store';
import { renderSvg } from '../media/svg';
import { MAIL_PICTURE_KIND, mediaVersion, pictureVersion } from '../media/urls';
import { sendBody, sendText } from './send';

const MEDIA_PATH = /^\/media\/([a-z]+)\/([a-z0-9][a-z0-9-]{0,150})\.(svg|webp|png)$/;
const UPLOAD_PATH = /^\/media\/upload\/([0-9a-f]{64})\.(png|jpg|webp)$/;
const RENDERED_CACHE_SIZE = 2_000;
/** Uploaded pictures kept in memory (at most 1 MiB each): never stale, their name is their content. */
const UPLOAD_CACHE_BYTES = 32 * 1024 * 1024;
const FOREVER = 'public, max-age=31536000, immutable';
/** A media file opened on its own may run nothing, load nothing and be framed by no one's script. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** A picture format is compressed already: its bytes go out as they are, never through br or gzip. */
function sendAsStored(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, bytes: Buffer): void {
  res.writeHead(200, { ...headers, 'content-length': bytes.length });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

export function createMediaHandler(db: Database) {
  // Rendered SVGs by id and version (a changed row has a new version, so entries never go stale).
  const rendered = new Map<string, string>();
  const pictures = createPictureStore(db);

  const uploads = new LRUCache<string, { type: RasterType; bytes: Buffer }>({ maxSize: UPLOAD_CACHE_BYTES, sizeCalculation: (entry) => Math.max(1, entry.bytes.length) });

  async function serveUpload(req: IncomingMessage, res: ServerResponse, sha256: string, extension: string): Promise<true> {
    let upload = uploads.get(sha256);
    if (!upload) {
      const [row] = await db
        .select({ type: uploadedImages.contentType, bytes: uploadedImages.bytes })
        .from(uploadedImages)
        .where(eq(uploadedImages.id, sha256))
        .limit(1);
      if (row) {
        upload = { type: row.type, bytes: row.bytes };
        uploads.set(sha256, upload);
      }
    }
    // One URL per picture: the extension of the type its bytes are; and a WebP's PNG copy for mails.
    const mailCopy = upload?.type === 'image/webp' && extension === 'png';
    if (!upload || (EXTENSION_OF[upload.type] !== extension && !mailCopy)) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    const etag = mailCopy ? `"${sha256}.png"` : `"${sha256}"`;
    const headers = {
      'content-type': mailCopy ? 'image/png' : upload.type,
      'cache-control': FOREVER,
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CSP,
      'access-control-allow-origin': '*',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    sendAsStored(req, res, headers, mailCopy ? await pictures.uploadMailCopy(sha256, upload.bytes) : upload.bytes);
    return true;
  }

  return async function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/media/')) return false;
    const upload = UPLOAD_PATH.exec(pathname);
    const match = upload ? null : MEDIA_PATH.exec(pathname);
    if (!upload && !match) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return true;
    }
    if (upload) return serveUpload(req, res, upload[1] as string, upload[2] as string);
    const id = `${match?.[1]}/${match?.[2]}`;
    const format = match?.[3] as 'svg' | 'webp' | 'png';
    if (format === 'png' && match?.[1] !== MAIL_PICTURE_KIND) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
    if (!asset) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    const asPicture = format !== 'svg';
    const version = asPicture ? pictureVersion(asset.revision) : mediaVersion(asset.revision);
    const etag = `"${version}"`;
    const requested = new URL(req.url ?? '/', 'http://localhost').searchParams.get('v');
    const headers = {
      'content-type': { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp', png: 'image/png' }[format],
      'cache-control': requested === version ? FOREVER : 'public, max-age=300',
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CSP,
      'access-control-allow-origin': '*',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    if (asPicture) {
      sendAsStored(req, res, headers, format === 'png' ? await pictures.mailCopy(asset, version) : await pictures.picture(asset, version));
      return true;
    }
    const key = `${id}@${version}`;
    let svg = rendered.get(key);
    if (svg === undefined) {
      svg = renderSvg(asset);
      if (rendered.size >= RENDERED_CACHE_SIZE) rendered.delete(rendered.keys().next().value as string);
      rendered.set(key, svg);
    }
    await sendBody(req, res, 200, headers, svg);
    return true;
  };
}
