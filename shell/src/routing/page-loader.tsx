import { createContext, type ReactNode, useContext, useRef } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData, useLocation } from 'react-router';
import type { Client } from '@urql/core';
import type { PageMeta, RemoteModule, RemoteName, RouteLoaderResult, ShopRouter, StorefrontConfig } from '@shop/shared';
import { withTimeout } from '../remotes/remote-loader';

/**
 * The shell's one data route (issue 34, React Router's data APIs): every path is the page route, and
 * its loader runs the loader of the route module the path matches. The server's static handler runs
 * it before anything renders: its status is the HTTP status (an entity that does not exist is a 404
 * from the same lookup that renders the page), and what it queried is in the render's GraphQL data,
 * which the page reads instead of asking again.
 *
 * The browser keeps the plain BrowserRouter (ADR 0048): React Router's data router costs 19 kB of
 * gzipped JavaScript on every page, and on a navigation the page's own query is already the one
 * lookup (there is no HTTP status to decide). It starts from the server's verdict (BootPageStatus).
 */
export const PAGE_ROUTE_ID = 'page';

export type PageLoaderData = RouteLoaderResult;

export interface PageLoaderDeps {
  router: ShopRouter;
  config: Pick<StorefrontConfig, 'remotes'>;
  client: Client;
  /** The remote's `./routes` (federation in the browser, the release's server build on the server). */
  loadRemote(remote: RemoteName): Promise<RemoteModule>;
  /** A loader that has not answered after this has no say: the page renders and shows its own state. */
  budgetMs: number;
}

const NO_OBJECTION: PageLoaderData = { status: 200 };

/**
 * The matched page's verdict. Anything that is not the page's own "not found" is 200 here: a path no
 * route takes is the API's 404 (and ShopRoutes' not-found page), a remote that cannot load or a loader
 * that fails or is slow leaves the page to show its fallback or error state, never a false 404.
 */
export async function loadPage(url: URL, deps: PageLoaderDeps): Promise<PageLoaderData> {
  const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const match = deps.router.match(pathname);
  if (!match || match.entry.redirectTo) return NO_OBJECTION;
  const remote = match.entry.remote;
  if (!deps.config.remotes.some((r) => r.name === remote && r.enabled && r.manifestUrl)) return NO_OBJECTION;
  try {
    const module = await withTimeout(deps.loadRemote(remote), deps.budgetMs, remote);
    const loader = module.routes[match.key]?.loader;
    if (!loader) return NO_OBJECTION;
    const result = await withTimeout(
      loader({ params: match.params, pathname, search: url.search, language: match.language, client: deps.client }),
      deps.budgetMs,
      remote,
    );
    const meta = headOf(result.meta);
    return { status: result.status === 404 ? 404 : 200, ...(meta ? { meta } : {}) };
  } catch (error) {
    // The remote that could not load, or the loader that failed or was slow, is reported where the page renders.
    console.warn(`[shell] no loader verdict for "${match.key}", the page shows its own state:`, error instanceof Error ? error.message : error);
    return NO_OBJECTION;
  }
}

/** The fields of a loader's meta the head uses, strings and booleans only (it comes from a release's code). */
function headOf(meta: PageMeta | undefined): PageMeta | undefined {
  if (!meta || typeof meta !== 'object') return undefined;
  const head: PageMeta = {};
  for (const field of ['title', 'description', 'keywords', 'jsonLd', 'canonicalPath'] as const) {
    const value = meta[field];
    if (typeof value === 'string' && value.length <= MAX_META_LENGTH) head[field] = value;
  }
  for (const field of ['noindex', 'nofollow'] as const) if (typeof meta[field] === 'boolean') head[field] = meta[field];
  return Object.keys(head).length ? head : undefined;
}
/** Longer than any title or description a page has (structured data included): not a head, a mistake. */
const MAX_META_LENGTH = 20_000;

/** The page route, with the shell as its element; `children` renders inside it (the shell's tree). */
export function pageRoute(deps: PageLoaderDeps, children: ReactNode): RouteObject {
  return {
    id: PAGE_ROUTE_ID,
    path: '*',
    loader: ({ request }: LoaderFunctionArgs) => loadPage(new URL(request.url), deps),
    element: <PageStatusFromLoader>{children}</PageStatusFromLoader>,
  };
}

const PageStatusContext = createContext<PageLoaderData>(NO_OBJECTION);

function PageStatusFromLoader({ children }: { children: ReactNode }) {
  const data = useLoaderData() as PageLoaderData | undefined;
  return <PageStatusContext.Provider value={data ?? NO_OBJECTION}>{children}</PageStatusContext.Provider>;
}

/**
 * In the browser: the server's verdict (the boot value's pageStatus and pageMeta) for the page it
 * rendered, so hydration renders the head the server sent; from the first navigation on, 200 and no
 * loader meta (the page's own query shows its not-found state, its usePageMeta its head).
 */
export function BootPageStatus({ verdict, children }: { verdict: PageLoaderData; children: ReactNode }) {
  const { key } = useLocation();
  const first = useRef(key);
  return <PageStatusContext.Provider value={key === first.current ? verdict : NO_OBJECTION}>{children}</PageStatusContext.Provider>;
}

/** The page's verdict from its loader (200 outside a data router, in component tests). */
export function usePageStatus(): PageLoaderData {
  return useContext(PageStatusContext);
}
