/**
 * Server rendering of pages (issue 13, ADR 0016). The shell's server build (`shell/dist/server/
 * shell-server.js`) renders and streams the document; this side gives it what only the API knows:
 * the storefront's boot value, the server builds of exactly the releases the registry names for it,
 * an in-process GraphQL endpoint (no HTTP hop) and the HTTP answer (status, headers, compression).
 * Whenever the renderer is missing or its shell fails, the caller serves the client-rendered page.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type ServerBuildSource, serverBuildBase } from '../remotes/server-builds';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import pLimit from 'p-limit';
import type { Database } from '../db';
import { createReleaseLookup, resolveSourceDir } from '../remotes/registry';
import { isOverrideVersion } from '../remotes/local-override';
import { negotiateEncoding } from './send';
import { type HostRenderInput, createRenderHost } from '../render-host/render-host';
import { recordServerRenderFailure } from '../remotes/health';
import { integrityProblem } from '../remotes/file-integrity';
import { compilePattern, matchPattern } from '@shop/shared/routes';
import { RENDERER_FILE } from '../paths';
import { type ParentSpan, startParentSpan, tracingActive } from '../observability/tracing';
import { nameRequestRoute } from '../observability/tracing-http';
import { log } from '../observability/log';

/** What the API needs of the renderer module; SHELL_SERVER_API guards against a renderer of another shape. */
interface RendererModule {
  renderShellPage(input: RenderInput, callbacks: { onShellReady(policy: CachePolicy, status?: 404): void; onShellError(error: unknown): void }): Promise<RenderHandle>;
}
/** The renderer's verdict on who may keep the page (shell/src/server/index.tsx). */
type CachePolicy = 'public' | 'private' | 'none';
interface RenderHandle {
  pipe(destination: Writable & { flush?(): void }): void;
  abort(reason?: unknown): void;
}
export interface ReleaseAssets {
  base: string;
  chunks: Record<string, { js: string[]; css: string[] }>;
  /** The release's recorded SHA-384 per file (ADR 0040): the page's preloads carry them. */
  integrity?: Record<string, string>;
}
/** A build's `shop-assets.json` (shared/build/webpack.cjs ShopAssetsPlugin). */
interface ShopAssetsFile {
  chunks: ReleaseAssets['chunks'];
  /** The scripts of the modules the build provides to the share scope (what its boot loads). */
  providedShared?: { js: string[]; css: string[] };
}
export interface ServerRemoteSource {
  key: string;
  code(): Promise<string>;
  assets(): Promise<ReleaseAssets>;
}
/** The renderer's input (shell/src/server/index.tsx), as the render host takes it. */
type RenderInput = HostRenderInput;

export { RENDERER_API } from '../render-host/protocol';
/** Loading one remote's server build (a file, or a CDN fetch the first time) may take this long. */
export const REMOTE_BUDGET_MS = 1_500;
/** Whatever the server has not rendered after this is rendered in the browser. */
export const RENDER_BUDGET_MS = 4_000;
/** A page complete within this goes out in one piece; a slower one streams, header first (ADR 0016). */
export const COMPLETE_WITHIN_MS = 300;
/**
 * Pages rendered at once; the others wait their turn, first come first served. Rendering is CPU
 * work: fifty pages interleaved all finish late (and some very late), a few at a time each finish
 * soon. A few, not one, so a page waiting for its data does not hold the others up.
 */
export const RENDER_CONCURRENCY = 4;
/** More pages waiting than this: the next ones are served client-rendered at once (overload). */
export const RENDER_QUEUE_MAX = 200;

/** A remote as the boot value lists it (storefrontConfig.remotes). */
export interface BootRemote {
  name: string;
  enabled: boolean;
  version: string | null;
  manifestUrl: string | null;
  /** A developer's dev server (local override, ADR 0031): rendered in the browser only. */
  localOverride?: boolean;
}

export interface ServerRenderOptions {
  shellDist: string;
  db: Database;
  root: string;
  cacheMs?: number;
  /** Defaults: RENDER_CONCURRENCY, RENDER_QUEUE_MAX. */
  concurrency?: number;
  queueMax?: number;
  /** A page complete within this goes out in one piece; default COMPLETE_WITHIN_MS. */
  completeWithinMs?: number;
  /** Where a CDN release's server build is read (remotes/server-builds.ts); default: its own base URL. */
  serverBuilds?: ServerBuildSource;
}

/** A page the release check's smoke test renders (release-smoke.ts). */
export interface SmokePage {
  /** What the page is, for the refusal's sentence (its route key). */
  label: string;
  url: string;
  origin: string;
  /** The storefront with the candidate release, and as it is served today (to tell whose a failure is). */
  storefrontConfig: { key?: string; remotes: BootRemote[] };
  baselineConfig: { key?: string; remotes: BootRemote[] };
  boot: unknown;
  graphqlFetch: typeof fetch;
  requestHeaders: Record<string, string>;
}

export interface RenderRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: string;
  origin: string;
  storefrontConfig: { key?: string; remotes: BootRemote[]; routes?: Array<{ remote: string; pattern: string }> };
  boot: unknown;
  nonce: string;
  status: number;
  headers: OutgoingHttpHeaders;
  /** In-process GraphQL with this request's client info; the headers go on every query. */
  graphqlFetch: typeof fetch;
  requestHeaders: Record<string, string>;
  /** The visitor's cookie: used only for a page whose route is per visitor. */
  visitorHeaders: Record<string, string>;
  /** This browser's own page (a local remote override): `private, no-store` whatever the renderer says. */
  privatePage?: boolean;
  /**
   * The page's body depends on the visitor's rollout cookie (ADR 0028, issue 32): a public page is
   * then `private, no-cache`, so a CDN never hands one side's HTML to the other.
   */
  perVisitor?: boolean;
}

/**
 * Cache-Control of a server-rendered 200 page (ADR 0016). Public pages are rendered anonymously, so
 * one copy serves everyone: a CDN may keep it for 30 s (and serve it 30 s longer while it fetches a
 * new one), the browser revalidates. The storefront is the host and the language the path, both in
 * the cache key already; the answer varies only by Accept-Encoding. A page with the visitor's data is
 * never stored; a page whose remote had to be rendered in the browser is not kept either.
 */
export function cacheControlFor(status: number, policy: CachePolicy, perVisitor = false): string {
  if (status !== 200) return 'no-store';
  if (policy === 'public' && perVisitor) return 'private, no-cache';
  if (policy === 'public') return 'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30';
  if (policy === 'private') return 'private, no-store';
  return 'no-cache';
}

export function createServerRenderer(options: ServerRenderOptions) {
  const cacheMs = options.cacheMs ?? 5_000;
  const renderSlots = pLimit(options.concurrency ?? RENDER_CONCURRENCY);
  const queueMax = options.queueMax ?? RENDER_QUEUE_MAX;
  const completeWithinMs = options.completeWithinMs ?? COMPLETE_WITHIN_MS;
  const serverBuildVersions = new Map<string, { mtimeMs: number; expires: number }>();
  const rendererFile = join(options.shellDist, RENDERER_FILE);
  const host = createRenderHost(rendererFile);
  let shellAssets: { mtimeMs: number; value: RenderInput['assets'] } | undefined;
  const lookup = createReleaseLookup(options.db, cacheMs);
  const releaseAssets = new Map<string, Promise<ReleaseAssets>>();
  /** Keys of builds whose refusal was logged (once each; bounded, keys come from the registry). */
  const refusalsLogged = new Set<string>();

  /**
   * The renderer of the current shell build, run in the render host (ADR 0039): a process without the
   * API's environment, files or database, where releases' server builds are evaluated. A rebuilt shell
   * is picked up there without a restart.
   */
  function renderer(): RendererModule | null {
    return existsSync(rendererFile) ? host : null;
  }

  /** The shell's own files from its build's shop-assets.json. */
  function assetsOfShell(): RenderInput['assets'] {
    const file = join(options.shellDist, 'shop-assets.json');
    const { mtimeMs } = statSync(file);
    if (shellAssets?.mtimeMs !== mtimeMs) {
      const { chunks, providedShared } = JSON.parse(readFileSync(file, 'utf8')) as ShopAssetsFile;
      const main = chunks.main ?? { js: [], css: [] };
      const bootstrap = chunks['shell-bootstrap'] ?? { js: [], css: [] };
      const url = (f: string) => `/${f}`;
      // The catalogues the boot loads before hydrating (`shell-messages-de`, `shared-messages-de`), by language.
      const messageScripts: Record<string, string[]> = {};
      for (const [name, files] of Object.entries(chunks)) {
        const language = /^(?:shell|shared)-messages-([a-z]{2,3})$/.exec(name)?.[1];
        if (language) messageScripts[language] = [...(messageScripts[language] ?? []), ...files.js.map(url)];
      }
      shellAssets = {
        mtimeMs,
        value: {
          bootstrapScripts: main.js.map(url),
          stylesheets: [...main.css, ...bootstrap.css].map(url),
          scripts: bootstrap.js.filter((f) => !main.js.includes(f)).map(url),
          // The shell's own copies of its shared modules (React DOM, urql, …): its boot loads them once
          // its entry has run, a round trip late unless the head preloads them (issue 37, ADR 0068).
          sharedScripts: (providedShared?.js ?? []).filter((f) => !main.js.includes(f) && !bootstrap.js.includes(f)).map(url),
          messageScripts,
        },
      };
    }
    return shellAssets.value;
  }


  function cachedAssets(key: string, read: () => Promise<ReleaseAssets>): Promise<ReleaseAssets> {
    let pending = releaseAssets.get(key);
    if (!pending) {
      pending = read();
      pending.catch(() => releaseAssets.delete(key));
      releaseAssets.set(key, pending);
      if (releaseAssets.size > 64) releaseAssets.delete(releaseAssets.keys().next().value as string);
    }
    return pending;
  }

  /**
   * The server build of the release the boot value names (the same release the browser loads, by its
   * versioned manifest URL): from the release's folder, or fetched once from its CDN. Its bytes (and
   * those of its shop-assets.json) must hash as recorded at registration (ADR 0040) before the render
   * host gets them: a build changed since is never evaluated; its regions render in the browser, the
   * refusal is logged once per build and, as the region fails, counted against the release's health
   * like any server render failure (the error names the remote, see failedRemote). A release
   * registered before hashes were recorded is served as before.
   */
  async function sourceOf(remote: BootRemote): Promise<ServerRemoteSource | null> {
    if (!remote.enabled || !remote.manifestUrl || !remote.version) return null;
    // A local override's code is never fetched or run here: it is a URL a browser chose (ADR 0031).
    // Its version (override:<host>) cannot name a release either (release versions hold no colon).
    if (remote.localOverride || isOverrideVersion(remote.version)) return null;
    const release = await lookup(remote.name, remote.version);
    if (!release) return null;
    const base = remote.manifestUrl.slice(0, remote.manifestUrl.lastIndexOf('/') + 1);
    const hashes = release.fileHashes;
    const verified = (key: string, path: string, bytes: Uint8Array): string => {
      const problem = integrityProblem(hashes, path, bytes);
      if (problem === null) return Buffer.from(bytes).toString('utf8');
      const what = path === SERVER_BUILD_PATH ? 'the server build' : `the ${path}`;
      const verdict = problem.endsWith('has no registered hash') ? 'has no registered hash' : 'does not match its registered hash';
      const sentence = `${what} of ${remote.name} ${remote.version} ${verdict} (${path}): not used, its regions render in the browser`;
      if (!refusalsLogged.has(`${key}\0${path}`)) {
        if (refusalsLogged.size > 1_024) refusalsLogged.clear();
        refusalsLogged.add(`${key}\0${path}`);
        log.error({ remote: remote.name, version: remote.version, file: path }, `[ssr] ${sentence}`);
      }
      // Named as a load failure of this remote, so the region's failure counts against this release.
      throw new Error(`Remote "${remote.name}" could not be loaded: ${sentence}`);
    };
    if (release.baseUrl) {
      // Stored without its trailing slash (operations.ts): the files are below it.
      const root = release.baseUrl.endsWith('/') ? release.baseUrl : `${release.baseUrl}/`;
      // The server build from the internal origin (server-builds.ts); none: the page renders in the browser.
      const serverRoot = serverBuildBase(root, options.serverBuilds ?? 'release-base');
      if (serverRoot === null) return null;
      const key = `${remote.name}@${remote.version}@${root}`;
      return {
        key,
        code: async () => verified(key, SERVER_BUILD_PATH, await fetchBytes(`${serverRoot}${SERVER_BUILD_PATH}`)),
        assets: () =>
          cachedAssets(key, async () => ({
            base,
            chunks: JSON.parse(verified(key, ASSETS_PATH, await fetchBytes(`${root}${ASSETS_PATH}`))).chunks,
            ...(hashes ? { integrity: hashes } : {}),
          })),
      };
    }
    const dir = resolveSourceDir(options.root, release.sourceDir as string);
    const file = join(dir, 'server', 'routes.js');
    const mtimeMs = serverBuildVersion(file);
    if (mtimeMs === null) return null;
    // The file's version is part of the key: a release folder rebuilt in place is evaluated again
    // (and verified again: changed bytes no longer match the registered hash).
    const key = `${remote.name}@${remote.version}:${dir}:${mtimeMs}`;
    return {
      key,
      code: async () => verified(key, SERVER_BUILD_PATH, await readFile(file)),
      assets: () =>
        cachedAssets(key, async () => ({
          base,
          chunks: JSON.parse(verified(key, ASSETS_PATH, await readFile(join(dir, ASSETS_PATH)))).chunks,
          ...(hashes ? { integrity: hashes } : {}),
        })),
    };
  }

  /** The modification time of a release's server build (looked at again after cacheMs); null: none. */
  function serverBuildVersion(file: string): number | null {
    const known = serverBuildVersions.get(file);
    if (known && known.expires > Date.now()) return known.mtimeMs;
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      serverBuildVersions.delete(file);
      return null;
    }
    serverBuildVersions.set(file, { mtimeMs, expires: Date.now() + cacheMs });
    if (serverBuildVersions.size > 256) serverBuildVersions.delete(serverBuildVersions.keys().next().value as string);
    return mtimeMs;
  }

  /**
   * Renders and streams the page when its turn comes (RENDER_CONCURRENCY). Resolves true once the
   * response is under way (or done); false when nothing was sent (no renderer, its shell failed, or
   * too many pages waiting): the caller serves the client-rendered page.
   */
  async function render(request: RenderRequest): Promise<boolean> {
    // The render's span (tracing on, ADR 0065). The page's GraphQL requests come back from the render
    // host over IPC, in no request's async context: bound to the span, they run as its children.
    const page = startRenderSpan(request);
    if (renderSlots.pendingCount >= queueMax) {
      page.end({ 'shop.render.outcome': 'overloaded' });
      return false;
    }
    const traced = page.span ? { ...request, graphqlFetch: page.bind(request.graphqlFetch) } : request;
    let sent: Promise<boolean> = Promise.resolve(false);
    await renderSlots(
      page.bind(
        () =>
          new Promise<void>((slotFree) => {
            const rendered = () => {
              page.end();
              slotFree();
            };
            // A visitor who left while the page waited gets nothing: no work for nobody.
            if (request.res.destroyed) {
              sent = Promise.resolve(true);
              rendered();
              return;
            }
            // The slot is held until React has written the whole page (not until a slow visitor has
            // read it), or nothing will be sent; at most a little longer than the render budget.
            const cap = setTimeout(rendered, RENDER_BUDGET_MS + 1_000);
            const release = () => {
              clearTimeout(cap);
              rendered();
            };
            sent = renderNow(traced, release);
            sent.then((started) => {
              page.span?.setAttribute('shop.render.outcome', started ? 'server' : 'browser');
              if (!started) release();
            }, release);
          }),
      ),
    );
    return sent;
  }

  async function renderNow(request: RenderRequest, rendered: () => void): Promise<boolean> {
    const module = renderer();
    if (!module) return false;
    const remotes: Record<string, ServerRemoteSource> = {};
    for (const remote of request.storefrontConfig.remotes) {
      const source = await sourceOf(remote).catch(() => null);
      if (source) remotes[remote.name] = source;
    }
    return new Promise<boolean>((resolve) => {
      let handle: RenderHandle | undefined;
      let policy: CachePolicy | undefined;
      let status = request.status;
      let failed = false;
      const start = () => {
        if (!handle || !policy) return;
        const { req, res } = request;
        const encoding = negotiateEncoding(req.headers['accept-encoding']);
        const headers: OutgoingHttpHeaders = {
          ...request.headers,
          'cache-control': cacheControlFor(status, request.privatePage ? 'private' : policy, request.perVisitor),
          vary: 'Accept-Encoding',
        };
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        res.writeHead(status, headers);
        if (req.method === 'HEAD') {
          handle.abort();
          res.end();
          rendered();
          resolve(true);
          return;
        }
        // Each flush of the compressor sends what React has flushed: the page streams compressed.
        const compressor =
          encoding === 'br'
            ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? createGzip({ level: 6 })
              : null;
        if (compressor) compressor.pipe(res);
        (compressor ?? res).once('finish', rendered);
        res.on('close', () => {
          rendered();
          if (!res.writableFinished) handle?.abort(new Error('the visitor left'));
        });
        handle.pipe((compressor ?? res) as Writable & { flush?(): void });
        resolve(true);
      };
      module
        .renderShellPage(
          {
            url: request.url,
            origin: request.origin,
            storefrontConfig: request.storefrontConfig,
            boot: request.boot,
            nonce: request.nonce,
            assets: assetsOfShell(),
            graphqlFetch: request.graphqlFetch,
            requestHeaders: request.requestHeaders,
            visitorHeaders: request.visitorHeaders,
            remotes,
            remoteBudgetMs: REMOTE_BUDGET_MS,
            renderBudgetMs: RENDER_BUDGET_MS,
            completeWithinMs,
            onError: (error) => {
              log.error({ path: request.url.split('?')[0], err: error }, '[ssr] a region is rendered in the browser');
              // A release that fails on the server counts against its health like a failed load in a
              // browser (ADR 0037): which release is named by the error, else it is the page's own.
              const remote = failedRemote(error, request.url, request.storefrontConfig);
              const served = remote ? request.storefrontConfig.remotes.find((candidate) => candidate.name === remote) : undefined;
              if (served && !served.localOverride && !isOverrideVersion(served.version) && request.storefrontConfig.key) {
                void recordServerRenderFailure(options.db, { store: request.storefrontConfig.key, remote: served.name, version: served.version });
              }
            },
          },
          {
            onShellReady: (verdict, loaderStatus) => {
              policy = verdict;
              // The page's loader found its entity missing (issue 34): the same lookup that rendered it.
              if (loaderStatus === 404 && status === 200) status = 404;
              start();
            },
            onShellError: (error) => {
              failed = true;
              log.error({ err: error }, '[ssr] the page is rendered in the browser, its shell failed on the server');
              resolve(false);
            },
          },
        )
        .then(
          (h) => {
            handle = h;
            if (!failed) start();
          },
          (error: unknown) => {
            log.error({ err: error }, '[ssr] the page is rendered in the browser, the renderer failed');
            resolve(false);
          },
        );
    });
  }

  /**
   * Renders `pages` with a candidate release of one remote in place of what the storefront serves
   * (the release check's smoke test, issue 32): in a render host of its own, started for the test and
   * ended with it, so the candidate's code never joins the host that serves shoppers. Answers what
   * failed on the server, a sentence per page; a failure that the same page shows without the
   * candidate (the live releases' own) is not the candidate's.
   */
  async function smoke(pages: SmokePage[], candidate: { remote: string; source: ServerRemoteSource }): Promise<string[]> {
    if (!existsSync(rendererFile)) return [];
    const oneShot = createRenderHost(rendererFile);
    const problems: string[] = [];
    try {
      for (const page of pages) {
        const failures = await smokeOne(oneShot, page, page.storefrontConfig, candidate);
        if (failures.length === 0) continue;
        const without = new Set(await smokeOne(oneShot, page, page.baselineConfig, null));
        for (const failure of failures) if (!without.has(failure)) problems.push(`${page.label} (${page.url}): ${failure}`);
      }
    } finally {
      oneShot.close();
    }
    return problems;
  }

  async function smokeOne(
    oneShot: ReturnType<typeof createRenderHost>,
    page: SmokePage,
    storefrontConfig: SmokePage['storefrontConfig'],
    candidate: { remote: string; source: ServerRemoteSource } | null,
  ): Promise<string[]> {
    const remotes: Record<string, ServerRemoteSource> = {};
    for (const remote of storefrontConfig.remotes) {
      const source = candidate && remote.name === candidate.remote ? candidate.source : await sourceOf(remote).catch(() => null);
      if (source) remotes[remote.name] = source;
    }
    const failures: string[] = [];
    const note = (error: unknown) => failures.push(error instanceof Error ? error.message : String(error));
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    const finished = new Promise<void>((resolve) => {
      sink.on('finish', resolve);
      sink.on('error', (error) => {
        note(error);
        resolve();
      });
    });
    let shellFailed = false;
    try {
      const handle = await oneShot.renderShellPage(
        {
          url: page.url,
          origin: page.origin,
          storefrontConfig,
          boot: { ...(page.boot as object), storefrontConfig },
          nonce: 'smoke',
          assets: assetsOfShell(),
          graphqlFetch: page.graphqlFetch,
          requestHeaders: page.requestHeaders,
          visitorHeaders: {},
          remotes,
          remoteBudgetMs: REMOTE_BUDGET_MS * 4,
          renderBudgetMs: RENDER_BUDGET_MS * 2,
          completeWithinMs,
          onError: note,
        },
        {
          onShellReady: () => {},
          onShellError: (error) => {
            shellFailed = true;
            note(error);
          },
        },
      );
      if (shellFailed) return failures;
      handle.pipe(sink);
      const cap = new Promise<void>((resolve) => setTimeout(resolve, RENDER_BUDGET_MS * 2 + 5_000).unref());
      await Promise.race([finished, cap]);
      if (!sink.writableFinished && failures.length === 0) failures.push('the page did not finish rendering');
    } catch (error) {
      note(error);
    }
    return failures;
  }

  return {
    render,
    renderer,
    smoke,
    /** The render host (tests, benchmarks); `close` ends it with the server. */
    host,
    close: () => host.close(),
    /** Pages rendering and waiting (for tests and metrics). */
    get load() {
      return { rendering: renderSlots.activeCount, waiting: renderSlots.pendingCount };
    },
  };
}

/**
 * The remote whose release failed a region on the server: the one a load failure names (not for a
 * timeout or a missing build: the release is not at fault), else the remote whose route the page is.
 */
export function failedRemote(error: unknown, url: string, config: Pick<RenderRequest['storefrontConfig'], 'routes'>): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const named = /Remote "(\w+)" could not be loaded: (.*)$/s.exec(message);
  if (named) return /timed out|no server build/.test(named[2] as string) ? null : (named[1] as string);
  const pathname = url.split('?')[0] as string;
  for (const route of config.routes ?? []) {
    if (matchPattern(compilePattern(route.pattern), pathname)) return route.remote;
  }
  return null;
}

/**
 * The span of a page's render, named by the page's route pattern (`render /produkte/:slug/`), which
 * names the request's span too (http/routes.ts named it the shell's until now); not the URL.
 */
function startRenderSpan(request: RenderRequest): ParentSpan {
  if (!tracingActive()) return startParentSpan('render');
  const pathname = request.url.split('?')[0] as string;
  const route = request.storefrontConfig.routes?.find((candidate) => matchPattern(compilePattern(candidate.pattern), pathname));
  if (route) nameRequestRoute(request.req, route.pattern);
  return startParentSpan(route ? `render ${route.pattern}` : 'render', {
    'shop.storefront': request.storefrontConfig.key ?? '',
    ...(route ? { 'http.route': route.pattern, 'shop.render.remote': route.remote } : {}),
  });
}

/** A release's file path of its server build, and of its chunks' files (as the release check reads them). */
const SERVER_BUILD_PATH = 'server/routes.js';
const ASSETS_PATH = 'shop-assets.json';

/** A CDN release's file as bytes (hashed before it is decoded: what was registered is bytes). */
async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_BUDGET_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
