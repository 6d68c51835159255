/**
 * GET /remotes/<remote>/<version>/<file>: the files of a registered release. The release is looked
 * up in the database (cached a few seconds, so a new release or rollback shows up quickly on every
 * instance). mf-manifest.json and remoteEntry.js are revalidated on each load (their names never
 * change between builds); every other file has a content hash in its name and is immutable.
 *
 * A file of a folder release whose SHA-384 was recorded at registration (ADR 0040) is served only while
 * its bytes (and those of the `.br`/`.gz` copies served in its place) still hash as recorded: otherwise
 * 409 Conflict, never stored by a cache, logged once per file. Verified once per version of the
 * file (its mtime and size), so a request costs a few `stat`s.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv, { type RequestHandler } from 'sirv';
import type { Database } from '../db';
import { join } from 'node:path';
import { createFileVerifier } from '../remotes/file-integrity';
import { createReleaseLookup, resolveSourceDir } from '../remotes/registry';
import { sendText } from './send';
import { log } from '../observability/log';

const REVALIDATED_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface RemoteFilesOptions {
  db: Database;
  root: string;
  cacheMs?: number;
}

export function createRemoteFilesHandler(options: RemoteFilesOptions) {
  const cacheMs = options.cacheMs ?? 5_000;
  const lookup = createReleaseLookup(options.db, cacheMs);
  const handlers = new Map<string, RequestHandler>();
  const verify = createFileVerifier();
  /** Refusals logged (a file version once), bounded. */
  const refusalsLogged = new Set<string>();

  function handlerFor(dir: string): RequestHandler {
    let handler = handlers.get(dir);
    if (!handler) {
      handler = sirv(dir, {
        // dev: look files up per request; a local release folder may be rebuilt in place.
        dev: true,
        etag: true,
        gzip: true,
        brotli: true,
        extensions: [],
        dotfiles: false,
        setHeaders(res, pathname) {
          const file = pathname.slice(pathname.lastIndexOf('/') + 1);
          res.setHeader('Cache-Control', REVALIDATED_FILES.has(file) ? 'no-cache' : IMMUTABLE);
        },
      });
      handlers.set(dir, handler);
    }
    return handler;
  }

  /** Why `file` (the request's path inside the release) must not be served; null: it may (or is not a hashed file). */
  function changedFile(hashes: Record<string, string>, dir: string, file: string): string | null {
    let path: string;
    try {
      path = decodeURIComponent(file.slice(1));
    } catch {
      return null;
    }
    // Only the paths the release check hashed (inside the release by construction); other files are
    // left to the static handler as before (a browser loads only files those name).
    if (!Object.hasOwn(hashes, path)) return null;
    return verify(hashes, path, join(dir, path));
  }

  /** Returns false when the path is not under /remotes/. */
  return async function serveRemoteFile(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const match = /^\/remotes\/([^/]+)\/([^/]+)(\/.*)?$/.exec(pathname);
    if (!pathname.startsWith('/remotes/')) return false;
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return true;
    }
    if (!match?.[3] || match[3] === '/') {
      await sendText(req, res, 404, 'Not found');
      return true;
    }
    let remote: string;
    let version: string;
    try {
      remote = decodeURIComponent(match[1] as string);
      version = decodeURIComponent(match[2] as string);
    } catch {
      await sendText(req, res, 400, 'Bad request');
      return true;
    }
    const file = match[3];
    const release = await lookup(remote, version);
    if (!release) {
      await sendText(req, res, 404, `No release ${version} of remote ${remote}`);
      return true;
    }
    if (release.baseUrl) {
      // A CDN release: this server has no copy, send the browser there.
      res.writeHead(302, { location: `${release.baseUrl}${file}`, 'cache-control': 'no-cache' });
      res.end();
      return true;
    }
    const dir = resolveSourceDir(options.root, release.sourceDir as string);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      await sendText(req, res, 404, `Release folder of ${remote} ${version} is missing`);
      return true;
    }
    // A file the release was registered with must still be that file (ADR 0040).
    const problem = release.fileHashes ? changedFile(release.fileHashes, dir, file) : null;
    if (problem) {
      const line = `[remotes] ${remote} ${version}: ${problem}; not served (409)`;
      if (!refusalsLogged.has(line)) {
        if (refusalsLogged.size > 1_024) refusalsLogged.clear();
        refusalsLogged.add(line);
        log.error({ remote, version, problem }, line);
      }
      await sendText(req, res, 409, `This file of ${remote} ${version} no longer matches the release as registered`);
      return true;
    }
    const originalUrl = req.url;
    const query = originalUrl?.includes('?') ? originalUrl.slice(originalUrl.indexOf('?')) : '';
    // sirv serves from the folder root and reads req.url synchronously: hand it the inner path.
    req.url = file + query;
    try {
      handlerFor(dir)(req, res, () => {
        sendText(req, res, 404, 'Not found').catch(() => res.destroy());
      });
    } finally {
      req.url = originalUrl;
    }
    return true;
  };
}
