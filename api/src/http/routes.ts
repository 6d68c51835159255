/**
 * The shop's HTTP routes (issue 34): every path and method the server answers, in one table on
 * find-my-way (fastify's router). What no route takes is the shell's (find-my-way's default route):
 * the storefront's pages and the shell's static files.
 *
 * Two checks are not paths but cut across them, and wrap the routes they always came before:
 * private build files (a 404 before the release files, the reports, the preview links and the shell)
 * and, in the demo, the `?remote-override=` query switch (before the preview links and the shell).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MY_DATA_PATH } from '@shop/shared/routes';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { OPERATOR_GRAPHQL_PATH, OPERATOR_PATH } from '../domains/operator/sessions';
import { PREVIEW_PATH } from '../remotes/release-preview';
import { isPrivateBuildFile } from './private-build-files';
import { REMOTE_REPORTS_PATH } from './remote-reports';
import { requestUrl } from './request-url';
import { noteRequest } from '../observability/log';
import { sendText } from './send';
import { nameRequestRoute } from '../observability/tracing-http';

/**
 * Answers a request on one of its route's paths, given the request's normalised path
 * (request-url.ts). Resolves to false when it declines after all (the shell answers then); to
 * anything else when it answered.
 */
export type PathHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<unknown>;

/** What each route runs; the table below says where. */
export interface ShopHandlers {
  /** /graphql, and the same API as the operator console's endpoint (/operator/graphql). */
  graphql: PathHandler;
  /** /operator and everything under it but its GraphQL endpoint. */
  operatorConsole: PathHandler;
  ip: PathHandler;
  healthz: PathHandler;
  readyz: PathHandler;
  /** The provider's notifications: POST only (any other method is the shell's, as any unknown path). */
  paymentNotifications: { path: string; serve: PathHandler };
  /** The demo's test payment pages; undefined where not mounted (production): a plain 404 there. */
  testPsp?: PathHandler;
  /** The demo's outbox page; undefined where not mounted: a plain 404 there. */
  devOutbox?: PathHandler;
  invoice: PathHandler;
  dataExport: PathHandler;
  media: PathHandler;
  remoteFile: PathHandler;
  releaseIntegrity: PathHandler;
  remoteReports: PathHandler;
  previewLink: PathHandler;
  /** /robots.txt of the request's storefront (issue 36, search-engines.ts). */
  robots: PathHandler;
  /** /sitemap.xml and its parts /sitemap-<n>.xml; declines (false) any other /sitemap-… path. */
  sitemap: PathHandler;
  /** The demo's `?remote-override=` switch (GET, HEAD); false when the query has none. Undefined in production. */
  overrideSwitch?: PathHandler;
  shell: PathHandler;
  /** /metrics (http/metrics.ts): the token's check is its own; undefined: a plain 404. */
  metrics?: PathHandler;
  /** Source maps are public in the demo and the team's only in production (isPrivateBuildFile). */
  publicSourceMaps: boolean;
}

/** A route that takes every method: its handler checks the method itself (a 405 of its own) or answers any. */
export const ANY_METHOD = 'any';
const READ: readonly HTTPMethod[] = ['GET', 'HEAD'];

export interface Route {
  methods: readonly HTTPMethod[] | typeof ANY_METHOD;
  /** find-my-way paths: static, or a prefix ending in `*` (anything below it, `/x/` included, `/x` not). */
  paths: readonly string[];
  serve: PathHandler;
}

/** What find-my-way keeps per path: its handler and the pattern it was registered under. */
interface RouteStore {
  serve: PathHandler;
  pattern: string;
}

const notFound: PathHandler = (req, res) => sendText(req, res, 404, 'Not found');

/** The shop's routes, and the handler of every other request (the shell's). */
export function shopRoutes(h: ShopHandlers): { routes: Route[]; fallback: PathHandler } {
  // Server builds (always) and source maps (in production) are for the server and the team, not the public.
  const refusePrivate =
    (serve: PathHandler): PathHandler =>
    (req, res, pathname) =>
      isPrivateBuildFile(pathname, { sourceMaps: h.publicSourceMaps }) ? notFound(req, res, pathname) : serve(req, res, pathname);
  const { overrideSwitch } = h;
  const switchFirst = (serve: PathHandler): PathHandler =>
    overrideSwitch ? async (req, res, pathname) => (await overrideSwitch(req, res, pathname)) || serve(req, res, pathname) : serve;
  return {
    routes: [
      // The operator endpoint is the same API under the operator console's path, where the browser
      // sends the operator session cookie (Path=/operator); only there does that cookie count.
      { methods: ANY_METHOD, paths: ['/graphql', OPERATOR_GRAPHQL_PATH], serve: h.graphql },
      { methods: ANY_METHOD, paths: [OPERATOR_PATH, `${OPERATOR_PATH}/*`], serve: h.operatorConsole },
      { methods: ANY_METHOD, paths: ['/ip'], serve: h.ip },
      { methods: ANY_METHOD, paths: ['/healthz'], serve: h.healthz },
      { methods: ANY_METHOD, paths: ['/readyz'], serve: h.readyz },
      { methods: ANY_METHOD, paths: ['/metrics'], serve: h.metrics ?? notFound },
      { methods: ['POST'], paths: [h.paymentNotifications.path], serve: h.paymentNotifications.serve },
      // The demo's own pages: a plain 404 wherever they are not mounted, never the shell's index.html.
      { methods: ANY_METHOD, paths: ['/test-psp', '/test-psp/*'], serve: h.testPsp ?? notFound },
      { methods: ANY_METHOD, paths: ['/dev/outbox', '/dev/outbox/*'], serve: h.devOutbox ?? notFound },
      { methods: ANY_METHOD, paths: ['/invoices/*'], serve: h.invoice },
      { methods: ANY_METHOD, paths: [MY_DATA_PATH], serve: h.dataExport },
      { methods: ANY_METHOD, paths: ['/media/*'], serve: h.media },
      { methods: ANY_METHOD, paths: ['/remotes/*'], serve: refusePrivate(h.remoteFile) },
      { methods: ANY_METHOD, paths: ['/release-integrity/*'], serve: refusePrivate(h.releaseIntegrity) },
      { methods: ANY_METHOD, paths: [REMOTE_REPORTS_PATH], serve: refusePrivate(h.remoteReports) },
      { methods: READ, paths: [`${PREVIEW_PATH}*`], serve: refusePrivate(switchFirst(h.previewLink)) },
      // Search engines' files (issue 36): GET and HEAD; any other method is the shell's (a 405).
      { methods: READ, paths: ['/robots.txt'], serve: h.robots },
      { methods: READ, paths: ['/sitemap.xml', '/sitemap-*'], serve: h.sitemap },
    ],
    fallback: refusePrivate(switchFirst(h.shell)),
  };
}

/** The route of the requests no route takes (the storefront's pages and the shell's files) until a page names its own. */
export const SHELL_ROUTE = 'shell';

/**
 * Told which route answers each request: its path pattern as the table writes it (`/remotes/*`), or
 * SHELL_ROUTE; never the request's path (the metrics' route label, http/metrics.ts).
 */
export type RouteObserver = (req: IncomingMessage, route: string) => void;

/** A request handler dispatching on `routes`; requests no route takes (or one declines) go to `fallback`. */
export function createRouter(
  routes: readonly Route[],
  fallback: PathHandler,
  onRoute?: RouteObserver,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const router = FindMyWay();
  // One name per request for every signal: the access log's line, the trace span, the metrics' label.
  const routeTaken = (req: IncomingMessage, route: string) => {
    noteRequest({ route });
    nameRequestRoute(req, route);
    onRoute?.(req, route);
  };
  // Each path's handler and pattern travel as find-my-way's store: find() is called, not lookup() (see below).
  const unused = () => undefined;
  for (const route of routes) {
    for (const path of route.paths) {
      // The store names its path pattern too: the route of the access log, the trace span and the metrics.
      const store: RouteStore = { serve: route.serve, pattern: path };
      if (route.methods === ANY_METHOD) router.all(path, unused, store);
      else router.on([...route.methods], path, unused, store);
    }
  }
  return async (req, res) => {
    // Routed on the normalised path (dot segments resolved, `//host/x` kept a path: request-url.ts),
    // as every handler reads it, not on req.url. Its `%` escaped once more: find-my-way decodes the
    // path, and `/grap%68ql` must stay a path no route has, as it always was.
    const { pathname } = requestUrl(req.url);
    const found = router.find(req.method as HTTPMethod, pathname.replaceAll('%', '%25'));
    const store = found ? (found.store as RouteStore) : undefined;
    // The shell's: a static file or a page (shop-shell.ts and the render name the page's route once known).
    routeTaken(req, store?.pattern ?? SHELL_ROUTE);
    const serve = store ? store.serve : fallback;
    if ((await serve(req, res, pathname)) === false && serve !== fallback) {
      routeTaken(req, SHELL_ROUTE);
      await fallback(req, res, pathname);
    }
  };
}

export function createShopRouter(handlers: ShopHandlers, onRoute?: RouteObserver): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { routes, fallback } = shopRoutes(handlers);
  return createRouter(routes, fallback, onRoute);
}
