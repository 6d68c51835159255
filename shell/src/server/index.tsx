/**
 * The shop's server renderer (issue 13, ADR 0016): built from the shell's source for Node
 * (`dist/server/shell-server.js`) and loaded by the API, which decides the status code, the
 * storefront and which release of each remote this request gets. This streams the whole document:
 * head and header first, each remote page as soon as its data is there, the query results behind it.
 */
import type { Writable } from 'node:stream';
import { CONSENT_COOKIE, createShopClient, createShopRouter, loadMessages, localeFor, type RemoteName, type StorefrontConfig } from '@shop/shared';
import { ssrExchange } from '@urql/core';
import { preinit } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { App } from '../App';
import { CONSENT_CHOSEN_SCRIPT } from '../consent/consent-chosen';
import { ShellDocument } from '../document/ShellDocument';
import { loadFooterContent } from '../layout/footer-loader';
import { shellMessages } from '../messages';
import { withTimeout } from '../remotes/remote-loader';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { PAGE_ROUTE_ID, type PageLoaderData, pageRoute } from '../routing/page-loader';
import { loadServerBuild, type ServerRemoteSource, serverRemoteLoader } from './remote-server-loader';
import { SsrDataStream, serializeForScript } from './ssr-data-stream';
import { START_ON_INTERACTION, type StartPreload, startAfterFirstPaint } from './start-after-first-paint';
import { warmLocaleDataOffThread } from './warm-locale-data';

// inspectRemoteBuild: an addition within SHELL_SERVER_API 1 (the API treats it as optional, so an
// API and a shell build of different ages still work together; ADR 0030).
export { evaluatedBuildCount, inspectRemoteBuild, MAX_EVALUATED_BUILDS, type ReleaseAssets, type ServerRemoteSource } from './remote-server-loader';
export { SSR_DATA_GLOBAL } from './ssr-data-stream';

// The browser loads the footer's content when it comes near the screen; the server renders it in
// place, so it is loaded before the first request.
void loadFooterContent();

/** Bumped when the API's call changes shape: the API refuses a renderer it does not know. */
export const SHELL_SERVER_API = 1;

/** Files the page needs from the browser builds, as URLs: put into the head before anything else. */
export interface PageAssets {
  /** The shell's entry script(s): React's bootstrap scripts. */
  bootstrapScripts: string[];
  stylesheets: string[];
  scripts: string[];
  /** The files of the modules the shell shares (React DOM, urql, …): its boot loads them after its entry. */
  sharedScripts?: string[];
  /** The catalogues the boot loads before hydrating, by language. */
  messageScripts?: Record<string, string[]>;
}

export interface RenderShellPageInput {
  /** Path and query of the request. */
  url: string;
  /** `https://host` as the browser sees it. */
  origin: string;
  storefrontConfig: StorefrontConfig;
  /** window.__SHOP_BOOT__: the same value the client-rendered page gets. */
  boot: unknown;
  nonce: string;
  assets: PageAssets;
  /** The API's GraphQL endpoint in this process, with the visitor's headers already applied. */
  graphqlFetch: typeof fetch;
  /** Headers every server query carries (host). */
  requestHeaders: Record<string, string>;
  /**
   * The visitor's own headers (cookie): sent only for a page its route declares `perVisitor`. Every
   * other page renders as an anonymous visitor, so its HTML is the same for everyone.
   */
  visitorHeaders: Record<string, string>;
  /** The server builds of this storefront's remotes (the releases the registry names). */
  remotes: Partial<Record<RemoteName, ServerRemoteSource>>;
  /** Loading a remote's server build longer than this renders its region in the browser. */
  remoteBudgetMs: number;
  /** After this, whatever is still pending is rendered in the browser. */
  renderBudgetMs: number;
  /**
   * How long the first flush may wait for the whole page. A page that is complete by then goes out in
   * one piece, in document order: its content is painted with the first bytes (no hidden segment
   * revealed by script later, which costs a phone its LCP) and every head tag it renders is in <head>.
   * A slower page streams: the shell (head, header) first, the rest as it is ready.
   */
  completeWithinMs: number;
  onError(error: unknown): void;
}

/**
 * Who may keep the HTML. `public`: rendered anonymously and complete, a CDN may cache it briefly.
 * `private`: it carries this visitor's data. `none`: the page's remote could not be rendered on the
 * server (its region renders in the browser): correct, but not worth keeping.
 */
export type CachePolicy = 'public' | 'private' | 'none';

export interface RenderCallbacks {
  /**
   * The shell (document, header, footer) is ready: send the status and headers, then call pipe().
   * `status` 404: the page's loader found that what the path names does not exist (issue 34); absent:
   * the status the API decided stands.
   */
  onShellReady(policy: CachePolicy, status?: 404): void;
  /** The shell itself failed: nothing was sent, serve the client-rendered page instead. */
  onShellError(error: unknown): void;
}

export interface RenderHandle {
  pipe(destination: Writable & { flush?(): void }): void;
  abort(reason?: unknown): void;
}

/** The exposed module's chunk group in a remote's shop-assets.json (the federation plugin names it). */
const ROUTES_EXPOSE_CHUNK = '__federation_expose_routes';
/** A remote's entry, at the root of its release (shared/build/webpack.cjs names it; the release check requires it). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * A file the page preloads. A remote's file carries the SHA-384 recorded at registration (ADR 0040)
 * and, from another origin, CORS mode: the attributes the browser's later load of it has.
 */
interface PageResource {
  href: string;
  integrity?: string;
  crossOrigin?: 'anonymous';
}

/**
 * The matched route's remote files: its entry, its `./routes` chunk and the page's own chunk (scripts
 * preloaded, stylesheets in the head), so the browser fetches them in parallel with the HTML instead
 * of discovering them one after another. Loading the server build here also warms it for the render.
 * Anything missing or slow just means fewer preloads.
 */
async function pageRemoteAssets(
  router: ReturnType<typeof createShopRouter>,
  pathname: string,
  sources: Partial<Record<RemoteName, ServerRemoteSource>>,
  budgetMs: number,
): Promise<{ remote?: RemoteName; stylesheets: PageResource[]; scripts: PageResource[]; perVisitor: boolean; loaded: boolean }> {
  const match = router.match(pathname.endsWith('/') ? pathname : `${pathname}/`);
  const remote = match?.entry.remote;
  const source = remote ? sources[remote] : undefined;
  // No route (a 404 page) or a remote without a server build here: nothing of a remote to prepare.
  if (!match || !remote) return { stylesheets: [], scripts: [], perVisitor: false, loaded: true };
  if (!source) return { remote, stylesheets: [], scripts: [], perVisitor: false, loaded: false };
  try {
    const [module, release] = await withTimeout(Promise.all([loadServerBuild(remote, source), source.assets()]), budgetMs, remote);
    const route = module.routes[match.key];
    const chunk = route?.chunk;
    const files = (name: string | undefined) => (name ? (release.chunks[name] ?? { js: [], css: [] }) : { js: [], css: [] });
    const page = files(chunk);
    // With the hash the browser's own load will carry (ADR 0040), and in the same CORS mode: a preload
    // that differs in either is not used, and the browser fetches the file again.
    const resource = (file: string): PageResource => {
      const integrity = release.integrity?.[file];
      const crossOrigin = /^https?:\/\//.test(release.base) ? 'anonymous' : undefined;
      return { href: release.base + file, ...(integrity ? { integrity } : {}), ...(crossOrigin ? { crossOrigin } : {}) };
    };
    return {
      remote,
      stylesheets: page.css.map(resource),
      scripts: [...new Set([REMOTE_ENTRY_FILE, ...files(ROUTES_EXPOSE_CHUNK).js, ...page.js])].map(resource),
      perVisitor: route?.perVisitor === true,
      loaded: true,
    };
  } catch {
    return { remote, stylesheets: [], scripts: [], perVisitor: false, loaded: false };
  }
}

/**
 * What the browser's federation runtime fetches before it can load the page's remote (issue 34): the
 * release's `mf-manifest.json` and, with Subresource Integrity (ADR 0040), its list of file hashes.
 * Preloaded in the CORS mode the runtime asks for them in (release-integrity.ts: `fetch(url, {
 * integrity, credentials: 'same-origin' })`; without a hash the runtime's own `fetch(url)`), so the
 * manifest comes with the HTML instead of after the shell's script has run. Without the hash on the
 * link: Chromium ignores `integrity` on fetch preloads (and says so in the console); the fetch that
 * takes the preloaded response checks it.
 */
function remoteFetches(remotes: StorefrontConfig['remotes'], remote: RemoteName | undefined): PageResource[] {
  const config = remotes.find((candidate) => candidate.name === remote && candidate.enabled && candidate.manifestUrl && !candidate.localOverride);
  if (!config?.manifestUrl) return [];
  const manifest: PageResource = { href: config.manifestUrl, crossOrigin: 'anonymous' };
  return config.integrity ? [manifest, { href: config.integrity.filesUrl, crossOrigin: 'anonymous' }] : [manifest];
}

/** Rendered first: React puts the page's stylesheets into <head>, ahead of its own HTML. Renders nothing. */
function PageStylesheets({ stylesheets }: { stylesheets: PageResource[] }) {
  for (const { href, integrity, crossOrigin } of stylesheets) preinit(href, { as: 'style', precedence: 'default', integrity, crossOrigin });
  return null;
}

/**
 * What the page's code loads at start, in the order it asks: the shared modules and the page
 * language's catalogues the shell's boot imports, the federation runtime's fetches of the page's
 * remote (its manifest, its file hashes), then the shell's and the remote's page files. The boot
 * script preloads them once the page has been painted (start-after-first-paint.ts), not the HTML's
 * <head>. The shared modules and catalogues at low priority: a picture still loading comes first.
 */
function startPreloads({ bootScripts, fetches, scripts }: { bootScripts: string[]; fetches: PageResource[]; scripts: PageResource[] }): StartPreload[] {
  return [
    ...bootScripts.map((href): StartPreload => ({ href, as: 'script', fetchPriority: 'low' })),
    ...fetches.map(({ href, crossOrigin }): StartPreload => ({ href, as: 'fetch', ...(crossOrigin ? { crossOrigin } : {}) })),
    ...scripts.map(({ href, integrity, crossOrigin }): StartPreload => ({ href, as: 'script', ...(integrity ? { integrity } : {}), ...(crossOrigin ? { crossOrigin } : {}) })),
  ];
}

export async function renderShellPage(input: RenderShellPageInput, callbacks: RenderCallbacks): Promise<RenderHandle> {
  const config = input.storefrontConfig;
  const router = createShopRouter(config);
  const pathname = input.url.split('?')[0] as string;
  const { language } = router.splitLanguage(pathname);
  const ssr = ssrExchange({ isClient: false });
  const client = createShopClient({
    url: 'http://shop.internal/graphql',
    storeId: config.storeId,
    countryCode: config.countryCode,
    getLanguage: () => language,
    getPathname: () => pathname,
    ssr,
    serverSide: true,
    fetch: input.graphqlFetch,
    getHeaders: () => (page.perVisitor ? { ...input.requestHeaders, ...input.visitorHeaders } : input.requestHeaders),
  });
  const loader = serverRemoteLoader(input.remotes, input.remoteBudgetMs);
  const page = await pageRemoteAssets(router, pathname, input.remotes, input.remoteBudgetMs);
  let regionFailed = !page.loaded;
  // The shell's own files are its server's: no hash to check them against.
  const stylesheets = [...input.assets.stylesheets.map((href) => ({ href })), ...page.stylesheets];
  const scripts = [...input.assets.scripts.map((href) => ({ href })), ...page.scripts];
  const fetches = page.loaded ? remoteFetches(config.remotes, page.remote) : [];
  const bootScripts = [...new Set([...(input.assets.sharedScripts ?? []), ...(input.assets.messageScripts?.[language] ?? [])])];
  // The chrome's messages before the first render: the shell does not suspend on them.
  await loadMessages(shellMessages, language, { brand: config.brand, countryCode: config.countryCode });

  // React Router's static handler runs the page's loader before anything renders (issue 34): one
  // lookup of what the page shows gives the status and fills the GraphQL answers the page reads.
  const app = (
    <App config={config} router={router} origin={input.origin} />
  );
  const handler = createStaticHandler([
    pageRoute({ router, config, client, loadRemote: (remote) => loader.load(remote), budgetMs: input.renderBudgetMs }, app),
  ]);
  const routing = await handler.query(new Request(new URL(input.url, input.origin)));
  // The one route never redirects (redirects are the API's); a Response here would be a bug.
  if (routing instanceof Response) throw new Error(`the page route answered ${routing.status} instead of rendering`);
  const verdict = (routing.loaderData[PAGE_ROUTE_ID] as PageLoaderData | undefined) ?? { status: 200 };
  const pageStatus = verdict.status;
  // A page to read starts on the visitor's first interaction (ADR 0075); a page not found stays as it was.
  const routeKey = router.match(pathname.endsWith('/') ? pathname : `${pathname}/`)?.key;
  const onInteraction = pageStatus === 200 && routeKey !== undefined && START_ON_INTERACTION.has(routeKey);
  const staticRouter = createStaticRouter(handler.dataRoutes, routing);

  let handle: ReturnType<typeof renderToPipeableStream> | undefined;
  let released = false;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;
  // The caller may start sending once: when the whole page is ready, or the hold is over.
  const release = () => {
    clearTimeout(holdTimer);
    if (released) return;
    released = true;
    const policy = page.perVisitor ? 'private' : regionFailed ? 'none' : 'public';
    if (pageStatus === 404) callbacks.onShellReady(policy, 404);
    else callbacks.onShellReady(policy);
  };
  const timer = setTimeout(() => handle?.abort(new Error(`server render budget of ${input.renderBudgetMs} ms exceeded`)), input.renderBudgetMs);
  handle = renderToPipeableStream(
    <ShellDocument language={language}>
      <PageStylesheets stylesheets={stylesheets} />
      <UrqlProvider value={client}>
        <RemoteLoaderContext.Provider value={loader}>
          <StaticRouterProvider router={staticRouter} context={routing} hydrate={false} />
        </RemoteLoaderContext.Provider>
      </UrqlProvider>
    </ShellDocument>,
    {
      nonce: input.nonce,
      // A boundary that is complete when its parent is sent goes inline, whatever its size. React's
      // default (about 12 kB) outlines bigger ones into a hidden segment a script reveals later, which
      // delays a phone's largest paint behind script execution.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // pageStatus and pageMeta: the loader's verdict; the browser starts from it (bootstrap.tsx). The
      // locale's data starts loading on another thread before the first frame (warm-locale-data.ts).
      bootstrapScriptContent: `window.__SHOP_BOOT__=${serializeForScript({ ...(input.boot as object), serverRendered: true, pageStatus, ...(verdict.meta ? { pageMeta: verdict.meta } : {}) })};${startAfterFirstPaint(input.assets.bootstrapScripts, startPreloads({ bootScripts, fetches, scripts }), { onInteraction, warm: warmLocaleDataOffThread(localeFor(language, config.countryCode), config.currency), consentCookie: CONSENT_COOKIE })}`,
      onShellReady: () => {
        holdTimer = setTimeout(release, input.completeWithinMs);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        callbacks.onShellError(error);
      },
      // React calls this after onShellReady, once nothing is pending any more.
      onAllReady: () => {
        clearTimeout(timer);
        release();
      },
      onError: (error) => {
        regionFailed = true;
        input.onError(error);
        // The browser logs this digest for the region it renders itself; no stack leaves the server.
        return 'server-render';
      },
    },
  );
  const stream = handle;
  return {
    pipe(destination) {
      stream.pipe(new SsrDataStream(destination, () => ssr.extractData(), input.nonce, CONSENT_CHOSEN_SCRIPT));
    },
    abort(reason) {
      clearTimeout(timer);
      stream.abort(reason);
    },
  };
}
