/**
 * `/robots.txt` and `/sitemap.xml` of the request's storefront (issue 36, ADR 0056), by its Host like its
 * pages (another host of the storefront is sent to its one address). A sitemap is built from the
 * database once and kept per storefront, with its gzip and brotli bodies. When public data changes (a
 * catalogue edit, a release: the server's publicDataChanged) or SITEMAP_TTL_MS has passed, the kept one
 * is still served while one new build runs, at most one per storefront every SITEMAP_MIN_REBUILD_MS;
 * only the very first request of a storefront waits for its build. So a stranger asking a thousand
 * times, or changing data to force builds, costs at most one build per storefront and interval.
 * A storefront with more than 50,000 URLs gets a sitemap index at `/sitemap.xml` naming `/sitemap-1.xml` …
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Database } from '../db';
import { robotsTxt } from '../domains/seo/robots';
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapFiles, sitemapIndex } from '../domains/seo/sitemap';
import { storefrontRoutes } from '../domains/storefront/config-json';
import type { StorefrontDirectory, StorefrontModel } from '../domains/storefront/directory';
import { hostnameOf, storefrontForHost } from '../domains/storefront/request-scope';
import { canonicalPageUrl, type PublicUrls } from '../domains/storefront/storefront-url';
import type { ResolvedRemote } from '../remotes/registry';
import { pathOnly, } from '../security/redact';
import { requestUrl } from './request-url';
import type { PathHandler } from './routes';
import { negotiateEncoding, sendBody, sendText } from './send';
import { log } from '../observability/log';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A sitemap is built again at the latest after this, even without a change notification. */
export const SITEMAP_TTL_MS = 10 * 60_000;
/** Builds of one storefront's sitemap start at most this often, however often data changes. */
export const SITEMAP_MIN_REBUILD_MS = 30_000;
/** How long browsers and CDNs may keep robots.txt and a sitemap. */
const PUBLIC_CACHE = 'public, max-age=300';

export interface SearchEngineOptions {
  db: Database;
  directory: StorefrontDirectory;
  urls: Pick<PublicUrls, 'storefront'>;
  /** The storefront's releases as every visitor shares them (server.ts): its routes. */
  remotesOf(storefrontKey: string): Promise<ResolvedRemote[]>;
  ttlMs?: number;
  /** Default SITEMAP_MIN_REBUILD_MS (tests: 0). */
  minRebuildMs?: number;
  /** URLs per sitemap file (tests make it small to see the index); default 50,000. */
  maxUrls?: number;
}

/** One file's body, as sent: identity, and its compressed forms made once, when first asked for. */
class Body {
  readonly etag: string;
  private gzip?: Promise<Buffer>;
  private br?: Promise<Buffer>;

  constructor(readonly identity: Buffer) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }

  encoded(encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer> {
    if (encoding === 'br') {
      this.br ??= brotli(this.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length } });
      return this.br;
    }
    if (encoding === 'gzip') {
      this.gzip ??= gzipAsync(this.identity, { level: 9 });
      return this.gzip;
    }
    return Promise.resolve(this.identity);
  }
}

interface Sitemap {
  /** What /sitemap.xml answers: the one file, or the index of several. */
  main: Body;
  /** /sitemap-<n>.xml, n from 1, when there are several files. */
  parts: Body[];
  /** When its build started (a build only sees data written before it). */
  startedAt: number;
  /** The data generation its build started in: an older one is built again on the next request, served meanwhile. */
  generation: number;
}

const SITEMAP_PATH = '/sitemap.xml';
const PART_PATH = /^\/sitemap-([1-9]\d{0,3})\.xml$/;

export function createSearchEngineFiles(options: SearchEngineOptions) {
  const ttlMs = options.ttlMs ?? SITEMAP_TTL_MS;
  const minRebuildMs = options.minRebuildMs ?? SITEMAP_MIN_REBUILD_MS;
  /** Per storefront key (33 of them, from the directory: never a stranger's input). */
  const kept = new Map<string, Sitemap>();
  const building = new Map<string, Promise<Sitemap>>();
  /** Counts the changes of public data (clear). */
  let generation = 0;

  async function build(store: StorefrontModel): Promise<Sitemap> {
    const startedAt = Date.now();
    const startedIn = generation;
    const routes = storefrontRoutes(store, await options.remotesOf(store.key));
    const origin = options.urls.storefront(store);
    const files = sitemapFiles(origin, await sitemapEntries(options.db, store, routes), options.maxUrls ?? SITEMAP_MAX_URLS);
    const bodies = files.map((file) => new Body(Buffer.from(file)));
    return bodies.length === 1
      ? { main: bodies[0] as Body, parts: [], startedAt, generation: startedIn }
      : { main: new Body(Buffer.from(sitemapIndex(origin, bodies.length))), parts: bodies, startedAt, generation: startedIn };
  }

  /** Starts the storefront's build unless one runs; resolves with the new sitemap, which is kept. */
  function rebuild(store: StorefrontModel): Promise<Sitemap> {
    let pending = building.get(store.key);
    if (!pending) {
      pending = build(store).then(
        (sitemap) => {
          building.delete(store.key);
          // Kept even when data changed while it was built: its generation says it is due again.
          kept.set(store.key, sitemap);
          return sitemap;
        },
        (error: unknown) => {
          building.delete(store.key);
          throw error;
        },
      );
      building.set(store.key, pending);
    }
    return pending;
  }

  function sitemapOf(store: StorefrontModel): Promise<Sitemap> {
    const known = kept.get(store.key);
    if (!known) return rebuild(store);
    const due = known.generation !== generation || Date.now() - known.startedAt >= ttlMs;
    if (due && Date.now() - known.startedAt >= minRebuildMs && !building.has(store.key)) {
      // Served as it is; the next request gets the new one. A failed build keeps the old one.
      rebuild(store).catch((error: unknown) => log.error({ storefront: store.key, err: error }, '[seo] the sitemap could not be built again'));
    }
    return Promise.resolve(known);
  }

  /** The storefront of the request, or a 301 to its one address (sent) when asked on another of its hosts. */
  async function storefrontOf(req: IncomingMessage, res: ServerResponse): Promise<StorefrontModel | null> {
    const store = await storefrontForHost(options.directory, req.headers.host);
    const { pathname, search } = requestUrl(req.url);
    const canonical = canonicalPageUrl(store, options.urls.storefront, hostnameOf(req.headers.host), pathname + search);
    if (!canonical) return store;
    await sendText(req, res, 301, `Moved permanently to ${canonical}`, { location: canonical, 'cache-control': 'no-cache' });
    return null;
  }

  async function send(req: IncomingMessage, res: ServerResponse, body: Body, contentType: string): Promise<void> {
    const headers = { 'content-type': contentType, 'cache-control': PUBLIC_CACHE, etag: body.etag, vary: 'Accept-Encoding', 'x-robots-tag': 'noindex' };
    if (req.headers['if-none-match'] === body.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const payload = await body.encoded(encoding);
    res.writeHead(200, { ...headers, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }), 'content-length': payload.length });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  const robots: PathHandler = async (req, res) => {
    try {
      const store = await storefrontOf(req, res);
      if (!store) return;
      const routes = storefrontRoutes(store, await options.remotesOf(store.key));
      await sendBody(req, res, 200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': PUBLIC_CACHE }, robotsTxt(options.urls.storefront(store), store, routes));
    } catch (error) {
      log.error({ err: error }, '[seo] robots.txt failed');
      await sendText(req, res, 503, 'robots.txt unavailable');
    }
  };

  const sitemap: PathHandler = async (req, res, pathname) => {
    const part = pathname === SITEMAP_PATH ? 0 : Number(PART_PATH.exec(pathname)?.[1] ?? Number.NaN);
    // Not a sitemap's name after all (a page whose path begins with "sitemap-"): the shell's.
    if (Number.isNaN(part)) return false;
    try {
      const store = await storefrontOf(req, res);
      if (!store) return;
      const built = await sitemapOf(store);
      const body = part === 0 ? built.main : built.parts[part - 1];
      if (!body) return sendText(req, res, 404, 'Not found');
      await send(req, res, body, 'application/xml; charset=utf-8');
    } catch (error) {
      log.error({ path: pathOnly(req.url), err: error }, '[seo] the sitemap could not be built');
      await sendText(req, res, 503, 'Sitemap unavailable', { 'retry-after': '60' });
    }
  };

  return {
    robots,
    sitemap,
    /** Public data changed: every kept sitemap is built again on its next request (and served until then). */
    clear(): void {
      generation += 1;
    },
  };
}
