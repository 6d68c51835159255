/**
 * GET /release-integrity/<remote>/<version>.json: the SHA-384 of every file of a registered release,
 * as recorded when it was registered (ADR 0040), for the browser's Subresource Integrity checks. The
 * shell fetches it (its URL is the boot config's `integrity.filesUrl`) before it lets the release's
 * entry or any of its chunks run: a file a CDN or a rewritten folder now answers differently fails its
 * load instead of running.
 *
 * The hashes of a release never change (a trigger refuses it, migration 0032), so the answer is
 * immutable. A release without recorded hashes, or none at all, is a 404 that nothing keeps: a
 * version registered later under that name must not find a cached 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db';
import { createReleaseLookup } from '../remotes/registry';
import { IMMUTABLE } from './remote-files';
import { sendJson, sendText } from './send';

const PATH = /^\/release-integrity\/([^/]+)\/([^/]+)\.json$/;

export interface ReleaseIntegrityOptions {
  db: Database;
  cacheMs?: number;
}

export function createReleaseIntegrityHandler(options: ReleaseIntegrityOptions) {
  const lookup = createReleaseLookup(options.db, options.cacheMs ?? 5_000);
  /** Returns false when the path is not under /release-integrity/. */
  return async function serveReleaseIntegrity(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (!pathname.startsWith('/release-integrity/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      await sendText(req, res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return true;
    }
    const match = PATH.exec(pathname);
    let remote: string | undefined;
    let version: string | undefined;
    try {
      remote = match ? decodeURIComponent(match[1] as string) : undefined;
      version = match ? decodeURIComponent(match[2] as string) : undefined;
    } catch {
      // A malformed percent-escape names no release.
    }
    const release = remote && version ? await lookup(remote, version) : undefined;
    if (!release?.fileHashes) {
      await sendText(req, res, 404, 'No file hashes for this release', { 'cache-control': 'no-store' });
      return true;
    }
    await sendJson(req, res, 200, { remote: release.remote, version: release.version, files: release.fileHashes }, {
      'cache-control': IMMUTABLE,
      'access-control-allow-origin': '*',
    });
    return true;
  };
}
