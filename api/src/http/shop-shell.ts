/**
 * The storefront's pages (everything no other route takes, http/routes.ts): the shell's index.html
 * with this visitor's boot config (storefront, remotes after rollouts, overrides and previews, the
 * health report token), server-rendered when it may be, its SEO head and its CSP; the shell's static
 * files. The generic part is shell.ts; this is the shop's wiring of it.
 */
import type { IncomingMessage } from 'node:http';
import type { Database } from '../db';
import type { StorefrontDirectory } from '../domains/storefront/directory';
import { isPrivateRoute } from '../domains/seo/page-kinds';
import { toStorefrontConfigJson } from '../domains/storefront/config-json';
import { hostnameOf, storefrontForHost } from '../domains/storefront/request-scope';
import { canonicalPageUrl, type PublicUrls } from '../domains/storefront/storefront-url';
import { type ShopYoga, publicMissLimit } from '../graphql/yoga';
import { isSecureRequest } from '../operator-console/csrf';
import { applyLocalOverride, overrideOfCookieHeader } from '../remotes/local-override';
import { type RegistryOptions, type ResolvedRemote, findRelease } from '../remotes/registry';
import { applyReleasePreview, previewOfCookieHeader } from '../remotes/release-preview';
import { type reportTokenKey, signReportToken } from '../remotes/report-tokens';
import {
  ROLLOUT_COOKIE,
  hasActiveRollout,
  newRolloutVisitorId,
  remotesForVisitor,
  rolloutCookieHeader,
  rolloutVisitorOf,
} from '../remotes/visitor-remotes';
import { LIMITS, consumeLimits, peekLimits } from '../security/rate-limit';
import { pathOnly } from '../security/redact';
import { type RequestContext, log, noteRequest, requestContext, runWithRequestContext } from '../observability/log';
import type { ShopSecrets } from '../security/secret-box';
import { type ClientInfo, type TrustProxy, clientInfo } from './client-address';
import { REQUEST_ID_HEADER } from './request-context';
import type { StorefrontPage, createPageStatus } from './page-status';
import { knownRenderQuery } from './render-query';
import { requestUrl } from './request-url';
import { originOf, shellCsp } from './security-headers';
import { createSeoHead } from './seo-head';
import type { BootRemote, createServerRenderer } from './server-render';
import { createShellHandler } from './shell';
import { pageLanguage } from './template-language';

/** What cspFor reads of the boot value pageFor returns. */
interface ShellBoot {
  storefrontConfig?: { remotes?: Array<{ manifestUrl: string | null; localOverride?: boolean }> };
}

export interface ShopShellOptions {
  /** The built shell. */
  shellDist: string;
  db: Database;
  secrets: ShopSecrets;
  trustProxy: TrustProxy;
  /** The API the server render's queries (and the SEO head's) run on, in this process. */
  yoga: ShopYoga;
  directory: StorefrontDirectory;
  registry: RegistryOptions;
  urls: Pick<PublicUrls, 'mediaBase' | 'storefront'>;
  /** What a storefront's visitors share (rollouts unresolved), as server.ts keeps it. */
  remotesOf(storefrontKey: string): Promise<ResolvedRemote[]>;
  pageStatus: ReturnType<typeof createPageStatus>;
  serverRenderer: ReturnType<typeof createServerRenderer>;
  /** The key the pages' health report tokens are signed with (ADR 0037). */
  reportTokens: ReturnType<typeof reportTokenKey>;
  /** The demo's boot config lets the query switch set overrides; production's the console only. */
  demo: boolean;
  /** Public answers are kept (public-answer-cache.ts): the render spends the visitor's budget of misses. */
  publicAnswers: boolean;
  publicMissesPerClient?: number;
}

/**
 * The in-process GraphQL of a page's server render: each query runs in a log context of its own
 * (the page's request id and storefront, its own operation) and is logged with its status and time,
 * so the page's lines and its queries' share one id; the id also goes along as `x-request-id`.
 */
function renderQueries(yoga: ShopYoga, client: ClientInfo): typeof fetch {
  const page = requestContext();
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!page) return yoga.fetch(request, { client, serverRender: true });
    request.headers.set(REQUEST_ID_HEADER, page.requestId);
    const context: RequestContext = { requestId: page.requestId, storefront: page.storefront, route: 'ssr:graphql' };
    return runWithRequestContext(context, async () => {
      const started = performance.now();
      const response = await yoga.fetch(request, { client, serverRender: true });
      log.info({ event: 'ssr-graphql', status: response.status, durationMs: Math.round((performance.now() - started) * 100) / 100 }, 'server render query');
      return response;
    });
  }) as typeof fetch;
}

export function createShopShell(deps: ShopShellOptions) {
  const { db, secrets, trustProxy, yoga, directory, registry, urls, serverRenderer } = deps;
  const publicMisses = publicMissLimit(deps.publicMissesPerClient);
  /** The rollout visitor id a page issued (its Set-Cookie), for the server render of that very page. */
  const issuedRolloutIds = new WeakMap<IncomingMessage, string>();
  const isSecure = (req: IncomingMessage) => isSecureRequest(req, clientInfo(req, trustProxy));
  return createShellHandler({
    shellDist: deps.shellDist,
    renderPage: async ({ req, res, pathname, boot, nonce, status, headers, privatePage, perVisitor }) => {
      const client = clientInfo(req, trustProxy);
      // The page's queries run as the visitor's and spend its budget of public cache misses, but are
      // never refused by it (graphql/yoga.ts): a refused answer rendered into a page a CDN may keep would
      // be served to everyone. A visitor whose budget is spent gets the page rendered in the browser.
      if (client.ip && deps.publicAnswers && !(await peekLimits(db, secrets.limitKey, [{ limit: publicMisses, key: client.ip }])).allowed) return false;
      // Only the parameters the pages read are rendered (render-query.ts): a link with tracking or
      // made-up parameters renders as the page without them (the browser keeps its URL; a redirect,
      // page-status.ts, keeps the whole query). A page with a query string escapes every CDN (each new
      // one is a new page): renders with a known query are counted per client, and past the budget the
      // page is rendered in the browser instead (issue 31).
      const search = knownRenderQuery(requestUrl(req.url).search);
      if (search && client.ip) {
        const counted = await consumeLimits(db, secrets.limitKey, [{ limit: LIMITS.queryRendersPerIp, key: client.ip }]);
        if (!counted.allowed) return false;
      }
      const host = client.forwardedHost ?? req.headers.host ?? 'localhost';
      const origin = `${client.forwardedProto ?? 'http'}://${host}`;
      // A visitor id issued by this very page counts for its queries as it will for the next ones.
      const issued = issuedRolloutIds.get(req);
      const cookie = [req.headers.cookie, issued && `${ROLLOUT_COOKIE}=${issued}`].filter(Boolean).join('; ') || undefined;
      return serverRenderer.render({
        req,
        res,
        url: pathname + search,
        origin,
        storefrontConfig: (boot as { storefrontConfig: { remotes: BootRemote[] } }).storefrontConfig,
        privatePage,
        perVisitor,
        boot,
        nonce,
        status,
        headers,
        // The page's queries run here, in this process, as the visitor's own requests would, and are
        // logged under the page's request id (they arrive from the render host outside the request).
        graphqlFetch: renderQueries(yoga, client),
        requestHeaders: { host: req.headers.host ?? host },
        visitorHeaders: cookie ? { cookie } : {},
      });
    },
    pageFor: async (req, pathname) => {
      let storefront: StorefrontPage;
      let perVisitor = false;
      const setCookies: string[] = [];
      let override: ReturnType<typeof overrideOfCookieHeader> = null;
      let previewed: Awaited<ReturnType<typeof findRelease>> | null = null;
      let reportToken: string;
      try {
        const store = await storefrontForHost(directory, req.headers.host);
        noteRequest({ storefront: store.key });
        // One address per storefront: its other hosts send pages there, with path and query.
        const { pathname: path, search: query } = requestUrl(req.url);
        const canonical = canonicalPageUrl(store, urls.storefront, hostnameOf(req.headers.host), path + query);
        if (canonical) return { boot: undefined, status: { redirect: canonical } };
        const shared = await deps.remotesOf(store.key);
        let visitor = rolloutVisitorOf(req.headers.cookie);
        // A rollout runs (ADR 0028): the page is this visitor's, and a visitor without an id gets one
        // now, for this very render too (the server render, the boot config and the next page agree).
        if (hasActiveRollout(shared)) {
          perVisitor = true;
          if (!visitor) {
            visitor = newRolloutVisitorId();
            issuedRolloutIds.set(req, visitor);
            setCookies.push(rolloutCookieHeader(visitor, isSecure(req)));
          }
        }
        // This browser's local override (ADR 0031) last, after the shared cache: the page is private then.
        override = overrideOfCookieHeader(secrets.limitKey, req.headers.cookie);
        // A release preview (release-preview.ts): that release of that remote, for this browser only.
        const preview = previewOfCookieHeader(secrets.limitKey, req.headers.cookie);
        previewed = preview ? ((await findRelease(db, preview.remote, preview.version)) ?? null) : null;
        const remotes = applyReleasePreview(applyLocalOverride(remotesForVisitor(shared, visitor), override), previewed, registry);
        storefront = { store, config: toStorefrontConfigJson(store, remotes, deps.demo ? 'query' : 'console') };
        // The releases this very page loads, signed: its health reports count only with it (ADR 0037).
        reportToken = signReportToken(deps.reportTokens, { storefrontKey: store.key, remotes });
      } catch (error) {
        // Without a boot config the shell asks /graphql itself; the page must still load, but
        // whether it exists is unknown: 503, never a guessed 200 or 404.
        log.error({ err: error }, '[server] could not build the boot config');
        return { boot: undefined, status: 503 };
      }
      const visitor = { perVisitor, setCookies };
      // The shell reads window.__SHOP_BOOT__.storefrontConfig (shell/src/boot/read-storefront-config.ts),
      // and sends reportToken with its health reports (shell/src/remotes/health-reports.ts).
      // requestId: the page's, sent back with the browser's reports (ADR 0061); a page a CDN kept names
      // the request that rendered it.
      const boot = { storefrontConfig: storefront.config, reportToken, requestId: requestContext()?.requestId };
      const frameOrigins = storefront.store.brandShopOrigins;
      const { search } = requestUrl(req.url);
      // A browser's own page (an override or a preview): never kept by a cache, never indexed.
      const privatePage = override !== null || previewed !== null;
      const language = pageLanguage(pathname, storefront.config.defaultLanguage, storefront.config.languages.map(({ code }) => code));
      try {
        const page = await deps.pageStatus(storefront, { pathname, search });
        // The access log's route: the page's route key, never its path (ids, search words).
        noteRequest({ route: page.status === 301 ? 'page:redirect' : page.match ? `page:${page.match.key}` : 'page:unknown' });
        // The visitor's own pages (basket, checkout, account, login, redeem flow) are never indexed (issue 36).
        const noindex = page.status === 200 && isPrivateRoute(page.match.entry);
        return { boot, frameOrigins, privatePage, noindex, language, ...visitor, status: page.status === 301 ? { redirect: page.location } : page.status };
      } catch (error) {
        log.error({ path: pathOnly(req.url), err: error }, '[server] could not decide the page status');
        return { boot, frameOrigins, privatePage, language, ...visitor, status: 503 };
      }
    },
    // The head's query runs in a context of its own: its operation is not the page's (the access line).
    headFor: createSeoHead((request) => {
      const page = requestContext();
      const run = () => Promise.resolve(yoga.fetch(request));
      return page ? runWithRequestContext({ requestId: page.requestId, storefront: page.storefront, route: page.route }, run) : run();
    }),
    cspFor: (nonce, boot, frameOrigins) => {
      // Remotes load from their manifest's origin: a CDN prefix, a CDN release, the dev servers.
      const remotes = (boot as ShellBoot | undefined)?.storefrontConfig?.remotes ?? [];
      const manifests = remotes.map((r) => originOf(r.manifestUrl));
      const remoteOrigins = [originOf(registry.publicRemotesBase), ...manifests].filter((o): o is string => o !== null);
      // A local override's dev server (this browser only): its origin, its hot reloading and its eval source maps.
      const overrideOrigins = remotes.filter((r) => r.localOverride).flatMap((r) => originOf(r.manifestUrl) ?? []);
      return shellCsp(
        { remoteOrigins, devRemotes: registry.devRemotes, overrideOrigins, mediaOrigin: originOf(urls.mediaBase), frameOrigins },
        nonce,
      );
    },
  });
}
