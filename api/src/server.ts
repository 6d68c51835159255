/**
 * The HTTP server of the shop: /graphql (and the same API as /operator/graphql, the operator console's
 * endpoint), the operator console's pages under /operator/, /ip, /healthz, the remote releases under
 * /remotes/, the browsers' remote load reports (/remote-reports), and the built shell for everything else. One process and one port serve the whole shop in `start`.
 */
import { DEFAULT_FRAUD_SETTINGS, type FraudSettings } from './config/fraud';
import { type IncomingMessage, STATUS_CODES, type Server, type ServerResponse, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { Readable } from 'node:stream';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { YogaLogger } from 'graphql-yoga';
import type { Database } from './db';
import { toStorefrontConfigJson } from './domains/storefront/config-json';
import { StorefrontDirectory } from './domains/storefront/directory';
import { createInvoiceHandler } from './domains/orders/account-orders';
import { createDataExportHandler } from './domains/user/data-export';
import { storefrontForHost } from './domains/storefront/request-scope';
import { storefrontUrlBuilder } from './domains/storefront/storefront-url';
import type { QueryLimits } from './graphql/limits';
import { migrationsApplied, newestMigration } from './db/migration-status';
import { type PublicAnswerCache, createPublicDataCache, rememberPublic } from './graphql/public-answer-cache';
import { type ShopYoga, createShopYoga, publicMissLimit } from './graphql/yoga';
import { BodyTooLargeError, readCappedBody, refuseTooLarge, requestErrorBody, toFetchRequest } from './http/graphql-request';
import { viewerCountry } from './http/ip';
import { createMediaHandler } from './http/media';
import { createReleaseIntegrityHandler } from './http/release-integrity';
import { createRemoteFilesHandler } from './http/remote-files';
import { createRemoteReportsHandler } from './http/remote-reports';
import { originOf, shellCsp } from './http/security-headers';
import { sendBody, sendJson, sendText } from './http/send';
import { createSeoHead } from './http/seo-head';
import { type BootRemote, createServerRenderer } from './http/server-render';
import { createShellHandler } from './http/shell';
import { type StorefrontPage, createPageStatus } from './http/page-status';
import { requestUrl } from './http/request-url';
import { knownRenderQuery } from './http/render-query';
import { type RegistryOptions, type ResolvedRemote, findRelease, resolveStorefrontRemotes } from './remotes/registry';
import { applyReleasePreview, previewOfCookieHeader } from './remotes/release-preview';
import { createPreviewLinkHandler } from './http/release-preview-link';
import { createReleaseSmokeTest } from './http/release-smoke';
import type { ReleaseOriginPolicy } from './remotes/release-origins';
import { reportTokenKey, signReportToken } from './remotes/report-tokens';
import type { ServerBuildSource } from './remotes/server-builds';
import {
  ROLLOUT_COOKIE,
  hasActiveRollout,
  newRolloutVisitorId,
  remotesForVisitor,
  rolloutCookieHeader,
  rolloutVisitorOf,
} from './remotes/visitor-remotes';
import { isSecureRequest } from './operator-console/csrf';
import {
  OVERRIDE_PARAM,
  applyLocalOverride,
  overrideCookieHeader,
  overrideOfCookieHeader,
  parseQuerySwitch,
  signOverride,
  withRemote,
} from './remotes/local-override';
import { randomBytes } from 'node:crypto';
import { type NotificationContext, UnknownPaymentError } from './domains/orders/order-shared';
import { applyNotification } from './domains/orders/payment-notifications';
import { NotificationSignatureError, type PaymentProvider, notificationPath } from './domains/payments/provider';
import { isTestPaymentProvider } from './domains/payments/select-provider';
import { DEFAULT_ACTIVATION_DELAY_MINUTES, crashPointEnabled } from './config/mode';
import { type ShopSecrets, ephemeralSecrets } from './security/secret-box';
import { type Captcha, captchaDifficultyFromEnv, createCaptcha } from './security/captcha';
import { createTestPaymentProvider } from './domains/payments/test-psp/test-psp-provider';
import { createTestPspHandler } from './domains/payments/test-psp/test-psp-routes';
import { type DevOutboxOptions, createDevOutboxHandler } from './domains/mail/dev-outbox-page';
import type { ShopMode } from './config/mode';
import { type TrustProxy, TRUST_NOBODY, clientInfo, isLoopbackAddress, isLoopbackHost } from './http/client-address';
import { isPrivateBuildFile } from './http/private-build-files';
import { CONNECTIONS_CHECKING_INTERVAL_MS, type ConnectionLimits, type ConnectionStats, DEFAULT_CONNECTION_LIMITS, applyConnectionLimits } from './http/connection-limits';
import { authenticateOperator } from './operator/authenticate';
import { OPERATOR_GRAPHQL_PATH } from './domains/operator/sessions';
import { createOperatorConsole } from './operator-console/console-handler';
import { pathOnly, redactArg } from './security/redact';
import { LIMITS, consumeLimits, peekLimits } from './security/rate-limit';
import type { MailBankAccount } from './domains/mail/mail-types';
import { DEMO_BANK_ACCOUNT } from './config/invoice-bank';

type Handler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/**
 * The demo's pages that must not face a network (the test payment page authorises any payment,
 * /dev/outbox shows every mail with card numbers and PINs): served to a loopback peer (the socket's
 * address, never a forwarded header) that also named a loopback host (issue 31: a page on any site
 * the demo machine opens can rebind its own name to 127.0.0.1 and read these with the browser's
 * loopback socket, but its Host header still names that site), or to a request with the operator
 * token; 404 to anyone else, as if they did not exist.
 */
export function loopbackOrOperatorOnly(
  serve: Handler,
  owns: (pathname: string) => boolean,
  isOperator: (req: IncomingMessage) => Promise<boolean>,
): Handler {
  return async (req, res, pathname) => {
    if (!owns(pathname)) return false;
    if ((isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host)) || (await isOperator(req))) return serve(req, res, pathname);
    await sendText(req, res, 404, 'Not found');
    return true;
  };
}

const underPath = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
/** The demo's own pages: a plain 404 wherever they are not mounted, never the shell's index.html. */
const DEMO_ONLY_PATHS = [underPath('/test-psp'), underPath('/dev/outbox')];

export interface ServerOptions {
  /** Repository root; release folders stored relative to it resolve against it. */
  root: string;
  /**
   * demo: the test payment pages and /dev/outbox are served, to loopback or operator requests only.
   * production: they are not mounted at all (config/mode.ts, ADR 0009). No default on purpose.
   */
  mode: ShopMode;
  /** Which peers may set X-Forwarded-* (TRUST_PROXY, http/client-address.ts); default nobody. */
  trustProxy?: TrustProxy;
  /** The SQL migrations /readyz expects applied; default `<root>/api/drizzle`. */
  migrationsDir?: string;
  /** The built shell; default `<root>/shell/dist`. */
  shellDist?: string;
  /** Prefix for local release manifest URLs (e.g. a CDN origin); default '' (same origin). */
  publicRemotesBase?: string;
  /** Every remote from its webpack dev server (MF_DEV_REMOTES=1). */
  devRemotes?: boolean;
  /** Bearer token of the operator API; undefined disables it. */
  operatorToken?: string;
  /** GraphQL introspection and GraphiQL; default on. */
  introspection?: boolean;
  limits?: Partial<Omit<QueryLimits, 'introspection'>>;
  /** Extra origins allowed to call /graphql with credentials (besides the dev origins). */
  corsOrigins?: string[];
  /** The dev servers' origins (http://*localhost:3000-3005) may call /graphql with credentials; default true. */
  allowDevOrigins?: boolean;
  /** How long storefront definitions and release lookups are cached (ms). */
  cacheMs?: number;
  /** Pages server-rendered at once and pages waiting (server-render.ts; defaults there). */
  renderConcurrency?: number;
  /**
   * Where a CDN release's server build is read (remotes/server-builds.ts, REMOTE_SERVER_BUILDS_BASE):
   * default its own base URL (tests, the demo); main.ts passes none in production without the setting.
   */
  serverBuilds?: ServerBuildSource;
  /** The origins CDN releases may come from (remotes/release-origins.ts, RELEASE_ORIGINS); default any. */
  releaseOrigins?: ReleaseOriginPolicy;
  renderQueueMax?: number;
  /** Storefront origins (countriesCombinations, hreflang): see storefront-url.ts. */
  storefrontUrlTemplate?: string;
  /** The port `{port}` stands for in the template; default 3000. */
  publicPort?: number;
  /** Prefix of media URLs: '' (relative, default) or an absolute origin such as a CDN. */
  publicMediaBase?: string;
  logger?: YogaLogger;
  /** HMAC key (64 hex chars) shared by the test payment service and the notification check. */
  paymentHmacKeyHex?: string;
  /** The payment provider (select-provider.ts); default the embedded test payment service. */
  payments?: PaymentProvider;
  /** Secrets kept outside the database (outbox box, PIN pepper); default random ones (tests). */
  secrets?: ShopSecrets;
  /** The proof-of-work captcha (default: signed with the secrets' captcha key, difficulty from CAPTCHA_* env). */
  captcha?: Captcha;
  /**
   * Keep public answers (public-answer-cache.ts). Whoever passes one must call `publicDataChanged()`
   * on every change notification (DatabaseHandle.onPublicDataChange), as main.ts does.
   */
  publicAnswers?: PublicAnswerCache;
  /** Timeouts and socket caps (http/connection-limits.ts); defaults there, SHOP_* env in main.ts. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Serve /dev/outbox (the mails the file transport wrote); demo only, ignored in production. */
  devOutbox?: Omit<DevOutboxOptions, 'db'>;
  /**
   * How long after its payment a blank card is activated (config/mode.ts ACTIVATION_DELAY_MINUTES);
   * default: 0 in the demo, DEFAULT_ACTIVATION_DELAY_MINUTES in production.
   */
  activationDelayMs?: number;
  /** Remote load report beacons counted per client address in 10 minutes (REMOTE_REPORTS_PER_CLIENT; ADR 0029). */
  remoteReportsPerClient?: number;
  /** Public cache misses per client address in 10 s (PUBLIC_MISSES_PER_CLIENT; default LIMITS.publicAnswerMissesPerIp's). */
  publicMissesPerClient?: number;
  /** The balance doubler's clock (DoublerSettings.now); default the wall clock. Tests fix it. */
  doublerClock?: () => Date;
  /** The account invoice orders are paid to (INVOICE_BANK_*); required in production, the demo's marked account otherwise. */
  invoiceBankAccount?: MailBankAccount;
  /** Fraud screening's settings (FRAUD_*, config/fraud.ts); default the real protections, DEFAULT_FRAUD_SETTINGS. */
  fraud?: FraudSettings;
}

/** What cspFor reads of the boot value pageFor returns. */
interface ShellBoot {
  storefrontConfig?: { remotes?: Array<{ manifestUrl: string | null; localOverride?: boolean }> };
}

export interface ShopServer extends Server {
  yoga: ShopYoga;
  directory: StorefrontDirectory;
  /** Where the registry's releases are served from (the health job resolves what storefronts serve with it). */
  registry: RegistryOptions;
  /** What the background jobs (reconciliation) need to apply payment outcomes like a notification. */
  paymentServices: Omit<NotificationContext, 'now'>;
  /** Public data changed (a notification, or the listener reconnected): forget what was kept of it. */
  publicDataChanged(): void;
  /**
   * A clean shutdown's first step: /readyz answers 503, no new connection is accepted, the requests in
   * flight are answered (then their connections closed). Resolves when the last connection is gone.
   */
  drain(): Promise<void>;
  /** Open sockets and sockets refused by the caps (http/connection-limits.ts). */
  connectionStats(): ConnectionStats;
  /** Pages rendering and waiting, and the render host they render in (tests, benchmarks; ADR 0039). */
  serverRenders: Pick<ReturnType<typeof createServerRenderer>, 'load' | 'host'>;
}

/** Yoga's Response → Node response; JSON results are buffered and compressed, streams piped. */
async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    // whatwg-node's Headers keep the original case: normalise, or Node sends duplicates.
    const lower = name.toLowerCase();
    if (lower !== 'set-cookie' && lower !== 'content-length') headers[lower] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  // GraphQL answers depend on the visitor (cart, session): never cache them anywhere.
  headers['cache-control'] = 'no-store';

  const type = response.headers.get('content-type') ?? '';
  if (response.status >= 400 && !type) {
    // yoga's bare refusals (406 for an Accept we do not speak, 405 …) still answer in the spec format.
    const error = requestErrorBody(`${response.status} ${STATUS_CODES[response.status] ?? 'Request refused'}`);
    await sendJson(req, res, response.status, error, headers);
    return;
  }
  if (!response.body || /json/.test(type)) {
    await sendBody(req, res, response.status, headers, Buffer.from(await response.arrayBuffer()));
    return;
  }
  res.writeHead(response.status, headers);
  // yoga's ReadableStream is whatwg-node's, which Readable.fromWeb refuses; both are async iterables.
  Readable.from(response.body as unknown as AsyncIterable<Uint8Array>).pipe(res);
}

export function createShopServer(db: Database, options: ServerOptions): ShopServer {
  const cacheMs = options.cacheMs ?? 5_000;
  const registry: RegistryOptions = {
    publicRemotesBase: options.publicRemotesBase ?? '',
    devRemotes: options.devRemotes ?? false,
    root: options.root,
    shellDist: options.shellDist ?? join(options.root, 'shell', 'dist'),
    serverBuilds: options.serverBuilds ?? 'release-base',
    releaseOrigins: options.releaseOrigins ?? 'any',
    // Production registers a build with uncommitted changes only when the operator says so (ADR 0038).
    dirtyBuilds: options.mode === 'production' ? 'acknowledge' : 'allow',
  };
  const directory = new StorefrontDirectory(db, cacheMs);
  // The boot config's remotes of each storefront: public data, kept like the public answers (and
  // never with dev remotes, whose declarations are read from the source on every page).
  const bootRemotes =
    options.publicAnswers && !registry.devRemotes ? createPublicDataCache<ResolvedRemote[]>({ maxEntries: 256 }) : undefined;
  // What everyone shares (rollouts unresolved); each visitor's choice is made after it (remotesForVisitor).
  const remotesOf = (storefrontKey: string) =>
    bootRemotes
      ? rememberPublic(bootRemotes, storefrontKey, () => resolveStorefrontRemotes(db, storefrontKey, registry))
      : resolveStorefrontRemotes(db, storefrontKey, registry);
  /** The rollout visitor id a page issued (its Set-Cookie), for the server render of that very page. */
  const issuedRolloutIds = new WeakMap<IncomingMessage, string>();
  const urls = {
    mediaBase: (options.publicMediaBase ?? '').replace(/\/+$/, ''),
    storefront: storefrontUrlBuilder(options.storefrontUrlTemplate, options.publicPort ?? 3000),
  };
  // The embedded test payment service stands in for the provider (and hosts its payment page).
  const payments =
    options.payments ?? createTestPaymentProvider({ db, hmacKeyHex: options.paymentHmacKeyHex ?? randomBytes(32).toString('hex') });
  const demo = options.mode === 'demo';
  const trustProxy = options.trustProxy ?? TRUST_NOBODY;
  const isOperator = async (req: IncomingMessage) => {
    const { ip } = clientInfo(req, trustProxy);
    return (await authenticateOperator(db, secrets.limitKey, req.headers.authorization, options.operatorToken, ip)).authorized;
  };
  // Production mounts neither: their paths fall through to the shell's 404.
  const serveTestPsp =
    demo && isTestPaymentProvider(payments)
      ? loopbackOrOperatorOnly(createTestPspHandler({ provider: payments }), underPath('/test-psp'), isOperator)
      : undefined;
  const serveDevOutbox =
    demo && options.devOutbox
      ? loopbackOrOperatorOnly(createDevOutboxHandler({ db, ...options.devOutbox }), underPath('/dev/outbox'), isOperator)
      : undefined;
  const secrets = options.secrets ?? ephemeralSecrets();
  const activation = { delayMs: options.activationDelayMs ?? (demo ? 0 : DEFAULT_ACTIVATION_DELAY_MINUTES * 60_000) };
  const doubler = { now: options.doublerClock ?? (() => new Date()), earlyDraws: demo };
  if (!demo && !options.invoiceBankAccount) throw new Error('production needs the bank account invoice orders are paid to (INVOICE_BANK_IBAN, INVOICE_BANK_HOLDER)');
  const invoicing = { bankAccount: options.invoiceBankAccount ?? DEMO_BANK_ACCOUNT };
  const fraud = options.fraud ?? DEFAULT_FRAUD_SETTINGS;
  let server: ShopServer | undefined;
  let draining = false;
  /** Answers not sent yet: a drain lets them finish and closes their connections. */
  const inFlight = new Set<ServerResponse>();
  const migrationsFolder = options.migrationsDir ?? join(options.root, 'api', 'drizzle');
  let newest: number | undefined;
  let migrated = false;
  async function readiness(): Promise<'ready' | 'shutting down' | 'database unavailable' | 'migrations pending'> {
    if (draining) return 'shutting down';
    try {
      newest ??= newestMigration(migrationsFolder);
      // Applied migrations stay applied: once seen, only the database's reachability is asked.
      if (migrated) await db.execute(sql`select 1`);
      else migrated = await migrationsApplied(db, newest);
      return migrated ? 'ready' : 'migrations pending';
    } catch {
      return 'database unavailable';
    }
  }
  // Where providers post notifications: this process, on loopback (the public host may not resolve here).
  const selfUrl = () => {
    const address = server?.address();
    return address && typeof address === 'object' ? `http://127.0.0.1:${address.port}` : 'http://127.0.0.1:3000';
  };
  const captcha = options.captcha ?? createCaptcha({ secret: secrets.captchaKey, difficulty: captchaDifficultyFromEnv(process.env) });
  const yoga = createShopYoga({
    db,
    directory,
    registry,
    root: options.root,
    urls,
    payments,
    selfUrl,
    secrets,
    captcha,
    activation,
    invoicing,
    fraud,
    doubler,
    operatorToken: options.operatorToken,
    introspection: options.introspection ?? true,
    limits: options.limits,
    corsOrigins: options.corsOrigins,
    allowDevOrigins: options.allowDevOrigins ?? true,
    logger: options.logger,
    publicAnswers: options.publicAnswers,
    publicMissesPerClient: options.publicMissesPerClient,
    publicEntities: options.publicAnswers?.entities,
    storefrontRemotes: remotesOf,
    overrideSwitch: demo ? 'query' : 'console',
    // The release check's server-render smoke test (made below: it renders through this very API).
    smokeRender: (candidate) => releaseSmoke(candidate),
  });
  const serveRemoteFile = createRemoteFilesHandler({ db, root: options.root, cacheMs });
  const serveReleaseIntegrity = createReleaseIntegrityHandler({ db, cacheMs });
  // Browsers' load reports of the remotes (ADR 0029): checked against what the storefront serves (the
  // boot config's cached resolution, so a beacon costs no registry query).
  // Reports count only with the token the page was served with (ADR 0037), signed with a key of its own.
  const reportTokens = reportTokenKey(secrets.limitKey);
  const serveRemoteReports = createRemoteReportsHandler({
    db,
    directory,
    remotesOf,
    limitKey: secrets.limitKey,
    tokenKey: reportTokens,
    clientIp: (req) => clientInfo(req, trustProxy).ip,
    perClientLimit: options.remoteReportsPerClient,
  });
  const serveInvoice = createInvoiceHandler({ db, directory, urls, secrets, bankAccount: invoicing.bankAccount, clientIp: (req) => clientInfo(req, trustProxy).ip });
  const serveDataExport = createDataExportHandler({ db, secrets, clientIp: (req) => clientInfo(req, trustProxy).ip });
  const serveMedia = createMediaHandler(db);
  const servePreviewLink = createPreviewLinkHandler({ db, limitKey: secrets.limitKey, isSecure: (req) => isSecureRequest(req, clientInfo(req, trustProxy)) });
  // Mounted in both modes: it is how operators work in production too (ADR 0027).
  const serveOperatorConsole = createOperatorConsole({ db, directory, registry, root: options.root, secrets, captcha, trustProxy, desk: { urls, payments, activation, fraud } });
  const publicChecks = bootRemotes ? createPublicDataCache<boolean>({ maxEntries: 5_000 }) : undefined;
  const pageStatus = createPageStatus(db, { publicChecks });
  const serverRenderer = createServerRenderer({
    shellDist: registry.shellDist as string,
    db,
    root: options.root,
    cacheMs,
    concurrency: options.renderConcurrency,
    queueMax: options.renderQueueMax,
    serverBuilds: registry.serverBuilds,
  });
  const releaseSmoke = createReleaseSmokeTest({
    directory,
    registry,
    remotesOf,
    // As an anonymous visitor's server render: the smoke test's queries are never refused.
    graphqlFetch: ((input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(yoga.fetch(new Request(input, init), { client: { ip: null, forwardedProto: null, forwardedHost: null }, serverRender: true }))) as typeof fetch,
    renderer: serverRenderer,
  });
  const publicMisses = publicMissLimit(options.publicMissesPerClient);
  const serveShell = createShellHandler({
    shellDist: options.shellDist ?? join(options.root, 'shell', 'dist'),
    renderPage: async ({ req, res, pathname, boot, nonce, status, headers, privatePage, perVisitor }) => {
      const client = clientInfo(req, trustProxy);
      // The page's queries run as the visitor's and spend its budget of public cache misses, but are
      // never refused by it (graphql/yoga.ts): a refused answer rendered into a page a CDN may keep would
      // be served to everyone. A visitor whose budget is spent gets the page rendered in the browser.
      if (client.ip && options.publicAnswers && !(await peekLimits(db, secrets.limitKey, [{ limit: publicMisses, key: client.ip }])).allowed) return false;
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
        // The page's queries run here, in this process, as the visitor's own requests would.
        graphqlFetch: ((input: RequestInfo | URL, init?: RequestInit) =>
          Promise.resolve(yoga.fetch(new Request(input, init), { client, serverRender: true }))) as typeof fetch,
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
        const shared = await remotesOf(store.key);
        let visitor = rolloutVisitorOf(req.headers.cookie);
        // A rollout runs (ADR 0028): the page is this visitor's, and a visitor without an id gets one
        // now, for this very render too (the server render, the boot config and the next page agree).
        if (hasActiveRollout(shared)) {
          perVisitor = true;
          if (!visitor) {
            visitor = newRolloutVisitorId();
            issuedRolloutIds.set(req, visitor);
            setCookies.push(rolloutCookieHeader(visitor, isSecureRequest(req, clientInfo(req, trustProxy))));
          }
        }
        // This browser's local override (ADR 0031) last, after the shared cache: the page is private then.
        override = overrideOfCookieHeader(secrets.limitKey, req.headers.cookie);
        // A release preview (release-preview.ts): that release of that remote, for this browser only.
        const preview = previewOfCookieHeader(secrets.limitKey, req.headers.cookie);
        previewed = preview ? ((await findRelease(db, preview.remote, preview.version)) ?? null) : null;
        const remotes = applyReleasePreview(applyLocalOverride(remotesForVisitor(shared, visitor), override), previewed, registry);
        storefront = { store, config: toStorefrontConfigJson(store, remotes, demo ? 'query' : 'console') };
        // The releases this very page loads, signed: its health reports count only with it (ADR 0037).
        reportToken = signReportToken(reportTokens, { storefrontKey: store.key, remotes });
      } catch (error) {
        // Without a boot config the shell asks /graphql itself; the page must still load, but
        // whether it exists is unknown: 503, never a guessed 200 or 404.
        console.error('[server] could not build the boot config:', redactArg(error));
        return { boot: undefined, status: 503 };
      }
      const visitor = { perVisitor, setCookies };
      // The shell reads window.__SHOP_BOOT__.storefrontConfig (shell/src/boot/read-storefront-config.ts),
      // and sends reportToken with its health reports (shell/src/remotes/health-reports.ts).
      const boot = { storefrontConfig: storefront.config, reportToken };
      const frameOrigins = storefront.store.brandShopOrigins;
      const { search } = requestUrl(req.url);
      // A browser's own page (an override or a preview): never kept by a cache, never indexed.
      const privatePage = override !== null || previewed !== null;
      try {
        const page = await pageStatus(storefront, { pathname, search, cookie: req.headers.cookie });
        return { boot, frameOrigins, privatePage, ...visitor, status: page.status === 301 ? { redirect: page.location } : page.status };
      } catch (error) {
        console.error('[server] could not decide the page status:', pathOnly(req.url), redactArg(error));
        return { boot, frameOrigins, privatePage, ...visitor, status: 503 };
      }
    },
    headFor: createSeoHead((request) => Promise.resolve(yoga.fetch(request))),
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

  /** Provider notifications: verified (HMAC), applied once per event id, answered "[accepted]". */
  async function receiveNotification(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > 1_000_000) return sendText(req, res, 413, 'Payload too large');
      chunks.push(chunk as Buffer);
    }
    let items: ReturnType<typeof payments.verifyNotification>;
    try {
      items = payments.verifyNotification(Buffer.concat(chunks).toString('utf8'));
    } catch (error) {
      if (error instanceof NotificationSignatureError) return sendText(req, res, 401, 'Invalid signature');
      throw error;
    }
    try {
      // Crash drill (demo only): die after the provider decided, before the shop applied it.
      if (crashPointEnabled('payment-notification')) process.kill(process.pid, 'SIGKILL');
      for (const item of items) await applyNotification({ db, urls, directory, secrets, payments, activation, fraud, now: new Date() }, item);
    } catch (error) {
      // The provider retries until we accept: nothing is lost by answering an error now.
      if (error instanceof UnknownPaymentError) return sendText(req, res, 404, 'Unknown payment');
      throw error;
    }
    await sendText(req, res, 200, '[accepted]');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname } = requestUrl(req.url);

    // The operator endpoint is the same API under the operator console's path, where the browser
    // sends the operator session cookie (Path=/operator); only there does that cookie count.
    if (pathname === '/graphql' || pathname === OPERATOR_GRAPHQL_PATH) {
      let body: Buffer;
      try {
        body = await readCappedBody(req);
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuseTooLarge(req, res);
        throw error;
      }
      const operatorEndpoint = pathname === OPERATOR_GRAPHQL_PATH;
      const request = toFetchRequest(yoga.fetchAPI.Request, req, body, operatorEndpoint ? '/graphql' : undefined);
      const response = await yoga.fetch(request, { client: clientInfo(req, trustProxy), operatorEndpoint });
      await sendFetchResponse(req, res, response);
      return;
    }
    if (await serveOperatorConsole(req, res, pathname)) return;
    if (pathname === '/ip') {
      await sendJson(req, res, 200, { country_code: viewerCountry(req.headers) }, { vary: 'Accept-Encoding' });
      return;
    }
    // Liveness: the process answers (a load balancer restarts it when not). No database: a database
    // outage must not make every process look dead at once.
    if (pathname === '/healthz') {
      await sendJson(req, res, 200, { status: 'ok', service: '@shop/api' });
      return;
    }
    // Readiness: send traffic here. Not while shutting down, without the database, or before every
    // migration of this build is applied (a new build starting on an old schema).
    if (pathname === '/readyz') {
      const status = await readiness();
      await sendJson(req, res, status === 'ready' ? 200 : 503, { status, service: '@shop/api' });
      return;
    }
    if (pathname === notificationPath(payments) && req.method === 'POST') {
      await receiveNotification(req, res);
      return;
    }
    if (serveTestPsp && (await serveTestPsp(req, res, pathname))) return;
    if (serveDevOutbox && (await serveDevOutbox(req, res, pathname))) return;
    if (DEMO_ONLY_PATHS.some((owns) => owns(pathname))) {
      await sendText(req, res, 404, 'Not found');
      return;
    }
    if (await serveInvoice(req, res, pathname)) return;
    if (await serveDataExport(req, res, pathname)) return;
    if (await serveMedia(req, res, pathname)) return;
    // Server builds (always) and source maps (in production) are for the server and the team, not the public.
    if (isPrivateBuildFile(pathname, { sourceMaps: demo })) {
      await sendText(req, res, 404, 'Not found');
      return;
    }
    if (await serveRemoteFile(req, res, pathname)) return;
    if (await serveReleaseIntegrity(req, res, pathname)) return;
    if (await serveRemoteReports(req, res, pathname)) return;
    if (demo && (await serveOverrideSwitch(req, res, pathname))) return;
    if (await servePreviewLink(req, res, pathname)) return;
    await serveShell(req, res, pathname);
  }

  /**
   * The demo's query switch (ADR 0031): `?remote-override=<remote>@<local manifest URL>` adds the
   * remote to this browser's override cookie, `?remote-override=reset` drops it; either way a 303 to
   * the same URL without the parameter (so it is not bookmarked or shared by accident). A URL that is
   * not a dev server on the visitor's own machine is refused with 400 and nothing set. Production
   * does not mount this: there the parameter is ignored and only the operator console sets overrides.
   */
  async function serveOverrideSwitch(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = requestUrl(req.url);
    const values = url.searchParams.getAll(OVERRIDE_PARAM);
    if (values.length === 0) return false;
    let override = overrideOfCookieHeader(secrets.limitKey, req.headers.cookie);
    for (const value of values) {
      const parsed = parseQuerySwitch(value);
      if ('problem' in parsed) {
        await sendText(req, res, 400, `remote-override refused: ${parsed.problem}.`, { 'cache-control': 'no-store' });
        return true;
      }
      override = parsed.reset ? null : withRemote(override, parsed.remote, parsed.url);
    }
    const secure = isSecureRequest(req, clientInfo(req, trustProxy));
    const cookie = overrideCookieHeader(override ? signOverride(secrets.limitKey, override) : null, secure);
    url.searchParams.delete(OVERRIDE_PARAM);
    // One leading slash: a path like //evil.example/ must not become a protocol-relative redirect.
    const location = `/${pathname.replace(/^[/\\]+/, '')}${url.search}`;
    res.writeHead(303, { location, 'set-cookie': cookie, 'cache-control': 'no-store', 'content-length': 0 });
    res.end();
    return true;
  }

  server = createServer({ connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS }, (req, res) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    // Draining: answer, then close the connection, so keep-alive clients reconnect elsewhere.
    if (draining) res.shouldKeepAlive = false;
    handle(req, res).catch((error: unknown) => {
      console.error('[server] request failed:', req.method, pathOnly(req.url), redactArg(error));
      if (!res.headersSent) {
        sendText(req, res, 500, 'Internal server error').catch(() => res.destroy());
      } else {
        res.destroy();
      }
    });
  }) as ShopServer;
  // Header, request and keep-alive timeouts, sockets per client and in all (issue 31). Behind a
  // balancer, keep-alive must outlive the balancer's own idle timeout (SHOP_KEEP_ALIVE_TIMEOUT_MS), or
  // a connection it is about to reuse is closed under it (ECONNRESET).
  server.connectionStats = applyConnectionLimits(server, { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits }, trustProxy);
  // Requests Node refuses before our handler (headers over 16 kB, malformed HTTP) get a JSON answer
  // in the spec format too, instead of Node's bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(requestErrorBody(`${status} ${STATUS_CODES[status]}`));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  });
  server.yoga = yoga;
  server.directory = directory;
  server.registry = registry;
  server.paymentServices = { db, urls, directory, secrets, payments, activation, fraud };
  server.publicDataChanged = () => {
    directory.invalidate();
    bootRemotes?.clear();
    publicChecks?.clear();
    options.publicAnswers?.clear();
  };
  server.drain = () => {
    draining = true;
    const closed = new Promise<void>((resolve) => server?.close(() => resolve()));
    // Connections idle now close at once; busy ones once their answer is sent: `connection: close`
    // when its headers are still to be written, else the socket ends after the answer.
    server?.closeIdleConnections();
    for (const res of inFlight) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      else res.once('finish', () => res.socket?.end());
    }
    return closed;
  };
  server.serverRenders = serverRenderer;
  server.on('close', () => {
    payments.close();
    serverRenderer.close();
  });
  return server;
}
