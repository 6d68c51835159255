/**
 * The HTTP server of the shop: /graphql (and the same API as /operator/graphql, the operator console's
 * endpoint), the operator console's pages under /operator/, /ip, /healthz, the remote releases under
 * /remotes/, the browsers' remote load reports (/remote-reports), and the built shell for everything
 * else; which path goes where is http/routes.ts. One process and one port serve the whole shop in `start`.
 */
import { DEFAULT_FRAUD_SETTINGS, type FraudSettings } from './config/fraud';
import type { AddressLookupProvider } from './domains/address/address-lookup';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import { join } from 'node:path';
import type { YogaLogger } from 'graphql-yoga';
import type { Database } from './db';
import { StorefrontDirectory } from './domains/storefront/directory';
import { storefrontUrlBuilder } from './domains/storefront/storefront-url';
import type { QueryLimits } from './graphql/limits';
import { type PublicAnswerCache, createPublicDataCache, rememberPublic } from './graphql/public-answer-cache';
import { type ShopYoga, createShopYoga } from './graphql/yoga';
import { answerClientErrorsInSpecFormat } from './http/client-errors';
import { createDataExportHandler } from './http/data-export';
import { createDevOutboxHandler } from './http/dev-outbox';
import { createDraining } from './http/draining';
import { createGraphqlEndpoint } from './http/graphql-endpoint';
import { createHealthChecks } from './http/health';
import { createInvoiceHandler } from './http/invoices';
import { loopbackOrOperatorOnly } from './http/loopback-or-operator';
import { createOverrideSwitch } from './http/override-switch';
import { createNotificationReceiver } from './http/payment-notifications';
import { createShopRouter } from './http/routes';
import { viewerCountry } from './http/ip';
import { createMediaHandler } from './http/media';
import { createDatabaseGaugeRefresher, createMetricsHandler, observeRequest } from './http/metrics';
import type { ScrapeRefresher } from './observability/metrics';
import { DEFAULT_PAYMENT_STUCK_MS } from './domains/orders/payment-reconciliation';
import { createReleaseIntegrityHandler } from './http/release-integrity';
import { createRemoteFilesHandler } from './http/remote-files';
import { createRemoteReportsHandler } from './http/remote-reports';
import { sendJson, sendText } from './http/send';
import { createServerRenderer } from './http/server-render';
import { createSearchEngineFiles } from './http/search-engines';
import { createShopShell } from './http/shop-shell';
import { createPageStatus } from './http/page-status';
import { type RegistryOptions, type ResolvedRemote, resolveStorefrontRemotes } from './remotes/registry';
import { createPreviewLinkHandler } from './http/release-preview-link';
import { createReleaseSmokeTest } from './http/release-smoke';
import type { ReleaseOriginPolicy } from './remotes/release-origins';
import { reportTokenKey } from './remotes/report-tokens';
import type { ServerBuildSource } from './remotes/server-builds';
import { isSecureRequest } from './operator-console/csrf';
import { randomBytes } from 'node:crypto';
import type { NotificationContext } from './domains/orders/order-shared';
import { type PaymentProvider, notificationPath } from './domains/payments/provider';
import { isTestPaymentProvider } from './domains/payments/select-provider';
import { DEFAULT_ACTIVATION_DELAY_MINUTES } from './config/mode';
import { type ShopSecrets, ephemeralSecrets } from './security/secret-box';
import { type Captcha, captchaDifficultyFromEnv, createCaptcha } from './security/captcha';
import { createTestPaymentProvider } from './domains/payments/test-psp/test-psp-provider';
import { createTestPspHandler } from './http/test-psp-pages';
import type { DevOutboxOptions } from './domains/mail/dev-outbox-page';
import type { ShopMode } from './config/mode';
import { type TrustProxy, TRUST_NOBODY, clientInfo, peerIsTrustedProxy } from './http/client-address';
import { traceRequest } from './observability/tracing-http';
import { CONNECTIONS_CHECKING_INTERVAL_MS, type ConnectionLimits, type ConnectionStats, DEFAULT_CONNECTION_LIMITS, applyConnectionLimits } from './http/connection-limits';
import { authenticateOperator } from './operator/authenticate';
import { createOperatorConsole } from './operator-console/console-handler';
import { pathOnly } from './security/redact';
import { log, runWithRequestContext } from './observability/log';
import { openRequestContext } from './http/request-context';
import type { MailBankAccount } from './domains/mail/mail-types';
import { type AlertMailerOptions, createAlertMailer } from './domains/mail/alert-mail';
import { setAlertMailer } from './observability/alerts';
import { DEMO_BANK_ACCOUNT } from './config/invoice-bank';

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
  /** How long a page's server render may take before the page streams (server-render.ts's default). */
  renderCompleteWithinMs?: number;
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
  /**
   * /metrics on this port (http/metrics.ts): with this bearer token only; none (default): a plain 404.
   * `stuckPaymentAfterMs` is the shop_payments_stuck gauge's threshold (PAYMENT_STUCK_MINUTES).
   */
  metrics?: { token: string | null; stuckPaymentAfterMs?: number };
  /** Public cache misses per client address in 10 s (PUBLIC_MISSES_PER_CLIENT; default LIMITS.publicAnswerMissesPerIp's). */
  publicMissesPerClient?: number;
  /** The balance doubler's clock (DoublerSettings.now); default the wall clock. Tests fix it. */
  doublerClock?: () => Date;
  /** The account invoice orders are paid to (INVOICE_BANK_*); required in production, the demo's marked account otherwise. */
  invoiceBankAccount?: MailBankAccount;
  /** Fraud screening's settings (FRAUD_*, config/fraud.ts); default the real protections, DEFAULT_FRAUD_SETTINGS. */
  fraud?: FraudSettings;
  /**
   * ALERT_MAIL_TO (issue 38, ADR 0062): every alert raised in this process is also put into the outbox
   * for these addresses, bounded per window. Absent or no recipients: no alert mails.
   */
  alertMail?: Omit<AlertMailerOptions, 'db'>;
  /** The postcode lookup's provider (ADR 0050: PostNL, postcode.nl); default the shop's table of Dutch postcodes. */
  addressLookup?: AddressLookupProvider;
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
  /** Reads the database's gauges before a scrape (cached a few seconds); for the internal metrics port too. */
  metricsRefresh: ScrapeRefresher;
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
    options.publicAnswers && !registry.devRemotes ? createPublicDataCache<ResolvedRemote[]>({ maxEntries: 256, metricsName: 'storefront_remotes' }) : undefined;
  // What everyone shares (rollouts unresolved); each visitor's choice is made after it (remotesForVisitor).
  const remotesOf = (storefrontKey: string) =>
    bootRemotes
      ? rememberPublic(bootRemotes, storefrontKey, () => resolveStorefrontRemotes(db, storefrontKey, registry))
      : resolveStorefrontRemotes(db, storefrontKey, registry);
  const urls = {
    mediaBase: (options.publicMediaBase ?? '').replace(/\/+$/, ''),
    storefront: storefrontUrlBuilder(options.storefrontUrlTemplate, options.publicPort ?? 3000),
  };
  // The embedded test payment service stands in for the provider (and hosts its payment page).
  const payments =
    options.payments ?? createTestPaymentProvider({ db, hmacKeyHex: options.paymentHmacKeyHex ?? randomBytes(32).toString('hex') });
  const demo = options.mode === 'demo';
  const trustProxy = options.trustProxy ?? TRUST_NOBODY;
  const clientIp = (req: IncomingMessage) => clientInfo(req, trustProxy).ip;
  const isSecure = (req: IncomingMessage) => isSecureRequest(req, clientInfo(req, trustProxy));
  const isOperator = async (req: IncomingMessage) =>
    (await authenticateOperator(db, secrets.limitKey, req.headers.authorization, options.operatorToken, clientIp(req))).authorized;
  // Production mounts neither: their paths are a plain 404 (routes.ts).
  const serveTestPsp =
    demo && isTestPaymentProvider(payments) ? loopbackOrOperatorOnly(createTestPspHandler({ provider: payments }), isOperator) : undefined;
  const serveDevOutbox =
    demo && options.devOutbox ? loopbackOrOperatorOnly(createDevOutboxHandler({ db, ...options.devOutbox }), isOperator) : undefined;
  const secrets = options.secrets ?? ephemeralSecrets();
  const activation = { delayMs: options.activationDelayMs ?? (demo ? 0 : DEFAULT_ACTIVATION_DELAY_MINUTES * 60_000) };
  const doubler = { now: options.doublerClock ?? (() => new Date()), earlyDraws: demo };
  if (!demo && !options.invoiceBankAccount) throw new Error('production needs the bank account invoice orders are paid to (INVOICE_BANK_IBAN, INVOICE_BANK_HOLDER)');
  const invoicing = { bankAccount: options.invoiceBankAccount ?? DEMO_BANK_ACCOUNT };
  const fraud = options.fraud ?? DEFAULT_FRAUD_SETTINGS;
  let server: ShopServer | undefined;
  const draining = createDraining();
  const health = createHealthChecks({ db, migrationsFolder: options.migrationsDir ?? join(options.root, 'api', 'drizzle'), draining: draining.active });
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
    addressLookup: options.addressLookup,
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
  // The pages' health report tokens (ADR 0037) are signed with a key of their own.
  const reportTokens = reportTokenKey(secrets.limitKey);
  const pageStatus = createPageStatus();
  const serverRenderer = createServerRenderer({
    shellDist: registry.shellDist as string,
    db,
    root: options.root,
    cacheMs,
    concurrency: options.renderConcurrency,
    queueMax: options.renderQueueMax,
    completeWithinMs: options.renderCompleteWithinMs,
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
  const serveShell = createShopShell({
    shellDist: options.shellDist ?? join(options.root, 'shell', 'dist'),
    db,
    secrets,
    trustProxy,
    yoga,
    directory,
    registry,
    urls,
    remotesOf,
    pageStatus,
    serverRenderer,
    reportTokens,
    demo,
    publicAnswers: options.publicAnswers !== undefined,
    publicMissesPerClient: options.publicMissesPerClient,
  });

  // robots.txt and the sitemaps of each storefront (issue 36), kept until public data changes.
  const searchEngines = createSearchEngineFiles({ db, directory, urls, remotesOf });
  const paymentServices = { db, urls, directory, secrets, payments, activation, fraud };
  const metricsRefresh = createDatabaseGaugeRefresher(db, { stuckPaymentAfterMs: options.metrics?.stuckPaymentAfterMs ?? DEFAULT_PAYMENT_STUCK_MS });
  // The route each request took, for the request metrics' label (a pattern, never the path).
  const routes = new WeakMap<IncomingMessage, string>();
  const routeRequest = createShopRouter({
    graphql: createGraphqlEndpoint({ yoga, trustProxy }),
    // Mounted in both modes: it is how operators work in production too (ADR 0027).
    operatorConsole: createOperatorConsole({ db, directory, registry, root: options.root, secrets, captcha, trustProxy, desk: { urls, payments, activation, fraud } }),
    ip: (req, res) => sendJson(req, res, 200, { country_code: viewerCountry(req.headers) }, { vary: 'Accept-Encoding' }),
    healthz: health.healthz,
    readyz: health.readyz,
    paymentNotifications: { path: notificationPath(payments), serve: createNotificationReceiver(paymentServices) },
    testPsp: serveTestPsp,
    devOutbox: serveDevOutbox,
    invoice: createInvoiceHandler({ db, directory, urls, secrets, bankAccount: invoicing.bankAccount, clientIp }),
    dataExport: createDataExportHandler({ db, secrets, clientIp }),
    media: createMediaHandler(db),
    remoteFile: createRemoteFilesHandler({ db, root: options.root, cacheMs }),
    releaseIntegrity: createReleaseIntegrityHandler({ db, cacheMs }),
    // Browsers' load reports of the remotes (ADR 0029): checked against what the storefront serves (the
    // boot config's cached resolution, so a beacon costs no registry query), counted only with the
    // token the page was served with.
    remoteReports: createRemoteReportsHandler({
      db,
      directory,
      remotesOf,
      limitKey: secrets.limitKey,
      tokenKey: reportTokens,
      clientIp,
      perClientLimit: options.remoteReportsPerClient,
    }),
    previewLink: createPreviewLinkHandler({ db, limitKey: secrets.limitKey, isSecure }),
    robots: searchEngines.robots,
    sitemap: searchEngines.sitemap,
    overrideSwitch: demo ? createOverrideSwitch({ limitKey: secrets.limitKey, isSecure }) : undefined,
    shell: serveShell,
    publicSourceMaps: demo,
    metrics: createMetricsHandler({ token: options.metrics?.token ?? null, refresh: metricsRefresh }),
  }, (req, route) => routes.set(req, route));

  server = createServer({ connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS }, (req, res) => {
    draining.track(res);
    observeRequest(req, res, (r) => routes.get(r));
    // The request's id and log context, for every line it causes, and its access line (ADR 0061).
    const context = openRequestContext(req, res);
    runWithRequestContext(context, () =>
      // The request's server span (a trusted proxy's traceparent continued); nothing while tracing is off.
      traceRequest(req, res, () => ({ continueTrace: peerIsTrustedProxy(req, trustProxy), secure: isSecure(req) }), () => routeRequest(req, res)).catch((error: unknown) => {
        log.error({ method: req.method, path: pathOnly(req.url), err: error }, '[server] request failed');
        if (!res.headersSent) {
          sendText(req, res, 500, 'Internal server error').catch(() => res.destroy());
        } else {
          res.destroy();
        }
      }),
    );
  }) as ShopServer;
  // Header, request and keep-alive timeouts, sockets per client and in all (issue 31). Behind a
  // balancer, keep-alive must outlive the balancer's own idle timeout (SHOP_KEEP_ALIVE_TIMEOUT_MS), or
  // a connection it is about to reuse is closed under it (ECONNRESET).
  server.connectionStats = applyConnectionLimits(server, { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits }, trustProxy);
  answerClientErrorsInSpecFormat(server);
  server.yoga = yoga;
  server.directory = directory;
  server.registry = registry;
  server.paymentServices = paymentServices;
  server.metricsRefresh = metricsRefresh;
  server.publicDataChanged = () => {
    directory.invalidate();
    bootRemotes?.clear();
    options.publicAnswers?.clear();
    searchEngines.clear();
  };
  const listening = server;
  server.drain = () => draining.drain(listening);
  server.serverRenders = serverRenderer;
  // Alerts are raised below the transport (payments, jobs, PIN checks) through observability/alerts.ts,
  // which knows no domain: the server hands it the mail domain's outbox sink while it runs.
  const removeAlertMailer = options.alertMail?.recipients.length ? setAlertMailer(createAlertMailer({ db, ...options.alertMail })) : () => undefined;
  server.on('close', () => {
    payments.close();
    serverRenderer.close();
    removeAlertMailer();
  });
  return server;
}
