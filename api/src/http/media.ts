/**
 * GET /media/<kind>/<slug>.svg: renders a media asset from its database row (see src/media/svg.ts).
 * URLs carry `?v=<renderer>.<revision>`; when it matches the row the answer is cached forever
 * (immutable), otherwise for five minutes. SVG is served with a locked-down CSP and nosniff, so a
 * file opened directly can run nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Database } from '../db';
import { mediaAssets } from '../db/catalogue-schema';
import { renderSvg } from '../media/svg';
import { mediaVersion } from '../media/urls';
import { sendBody, sendText } from './send';

const MEDIA_PATH = /^\/media\/([a-z]+)\/([a-z0-9][a-z0-9-]{0,150})\.svg$/;
const RENDERED_CACHE_SIZE = 2_000;

export function createMediaHandler(db: Database) {
  // Rendered SVGs by id and version (a changed row has a new version, so entries never go stale).
  const rendered = new Map<string, string>();

  return async function serveMedia(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/media/')) return false;
    const match = MEDIA_PATH.exec(pathname);
    if (!match) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return true;
    }
    const id = `${match[1]}/${match[2]}`;
    const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).limit(1);
    if (!asset) {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    const version = mediaVersion(asset.revision);
    const etag = `"${version}"`;
    const requested = new URL(req.url ?? '/', 'http://localhost').searchParams.get('v');
    const headers = {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': requested === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      etag,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'access-control-allow-origin': '*',
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
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
