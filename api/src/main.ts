/**
 * `node api/dist/main.mjs` (or `pnpm --filter @shop/api dev`): checks the mode's configuration
 * (config/mode.ts: the demo or production), opens and prepares the database, registers the locally
 * built remotes as releases, and serves the shop on HOST:PORT.
 */
import { join, resolve } from 'node:path';
import { startCartCleanup } from './domains/cart/cart-cleanup';
import { parseModeConfig, withDemoSecrets } from './config/mode';
import { startMailWorker } from './domains/mail/mail-worker';
import { createMailTransport } from './domains/mail/transport';
import { createPaymentProvider } from './domains/payments/select-provider';
import { resolveServerOperatorToken } from './operator/token';
import { resolveRepoRoot, shopPaths } from './paths';
import { startRateLimitCleanup } from './security/rate-limit';
import { startCaptchaCleanup } from './security/captcha';
import { expireRedeemHolds } from './domains/redeem/redeem-service';
import { ensureDemoCards } from './domains/redeem/demo-cards';
import { ensureDemoOperator } from './domains/operator/accounts';
import { releaseOriginPolicyFromEnv } from './remotes/release-origins';
import { serverBuildSourceFromEnv } from './remotes/server-builds';
import { registerLocalBuilds } from './remotes/local-builds';
import { startRemoteHealthJob } from './remotes/fallback';
import { createPublicAnswerCache } from './graphql/public-answer-cache';
import { createShopServer } from './server';
import { connectionLimitsFromEnv } from './http/connection-limits';
import { paymentStuckAfterMsFromEnv, reconcilePayments } from './domains/orders/payment-reconciliation';
import { startPeriodicJob } from './jobs/lease';
import { processAccountRequests } from './domains/user/user-service';
import { activationRound } from './domains/activation/activation-job';
import { doublerDrawRound } from './domains/doubler/doubler-draw';
import { createSecretBox, derivedKey, limitKeyHasher } from './security/secret-box';
import { openPreparedDatabase } from './startup';
import { createMetricsServer, metricsSettingsFromEnv } from './http/metrics';
import { startJobWatchdog } from './jobs/watchdog';
import { startTracingFromEnv } from './observability/tracing';
import { collectProcessMetrics } from './observability/metrics';
import { log } from './observability/log';

const env = process.env;
const parsed = parseModeConfig(env);
if (!parsed.ok) {
  // One line per problem, then stop: production must never run half configured.
  for (const error of parsed.errors) log.error(`[api] refusing to start: ${error}`);
  process.exit(1);
}
const metricsConfig = metricsSettingsFromEnv(env);
if (metricsConfig.problems.length > 0) {
  for (const problem of metricsConfig.problems) log.error(`[api] refusing to start: ${problem}`);
  process.exit(1);
}
// The process's own metrics (CPU, memory, event loop, GC) beside the shop's, for whoever scrapes it.
collectProcessMetrics();
const stuckPaymentAfterMs = paymentStuckAfterMsFromEnv(env);
// Traces (ADR 0065): started before the database opens and the server listens, so both are traced;
// null (and nothing started) unless OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT or OTEL_TRACES_EXPORTER=otlp.
// The SDK is imported only then (tracing-sdk.ts).
const tracing = await startTracingFromEnv(env);
const root = resolveRepoRoot(import.meta.dirname);
const paths = shopPaths(root);
const config = withDemoSecrets(parsed.config, paths.dataDir);
const { port, host } = config;
const production = config.mode === 'production';
log.info(
  production
    ? `[api] mode: production (payment provider ${config.paymentProvider})`
    : '[api] mode: demo (test payment service, mail in files on /dev/outbox, both for loopback only): not for real customers',
);

const { handle, seeded } = await openPreparedDatabase(paths, { role: 'server' });
log.info(`[api] database: ${handle.kind} (${handle.location})${seeded ? ', seeded' : ''}`);

// The demo registers the remotes' local builds at start (audited as the system's). Production never
// does: a start or a deploy must not change what shoppers get (issue 32); releases come from
// `pnpm operator release` and the operator API, each one an operator's audited act.
if (production) {
  log.info('[api] production: local builds are not registered at start (releases: pnpm operator release)');
} else {
  const localBuilds = await registerLocalBuilds(handle.db, root, {
    shellDist: paths.shellDist,
    releasesDir: paths.releasesDir,
    onRefused: (remote, problems) => log.warn(`[api] local build of ${remote} NOT registered: ${problems.join('; ')}`),
    onRenamed: (remote, packageVersion, version) =>
      log.warn(`[api] local build of ${remote}: release ${packageVersion} exists with other files (releases are immutable), registered as ${version}`),
  });
  for (const release of localBuilds) {
    log.info(`[api] local release ${release.remote} ${release.version} (${release.sourceDir})${release.created ? ' registered and promoted (the demo serves what was just built)' : ''}`);
  }
}

const operatorToken = resolveServerOperatorToken({ env, tokenFile: paths.operatorTokenFile, production });
if (!operatorToken) log.info('[api] operator API: personal tokens only (pnpm operator token:create); no shared token in production');
else if (!env.OPERATOR_TOKEN) log.info(`[api] demo: shared operator token in ${paths.operatorTokenFile} (audited as cli-token; personal tokens: pnpm operator token:create)`);

/** Keys kept outside the database: the outbox's secret box (SECRETS_KEY) and the PIN pepper (PIN_PEPPER). */
const secrets = {
  box: createSecretBox(config.secretsKeyHex),
  pinPepper: config.pinPepper,
  limitKey: limitKeyHasher(config.secretsKeyHex),
  captchaKey: derivedKey(config.secretsKeyHex, 'captcha-signatures'),
};

const outboxDir = env.MAIL_OUTBOX_DIR ? resolve(env.MAIL_OUTBOX_DIR) : join(paths.dataDir, 'outbox');
const mailTransport = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir, from: env.MAIL_FROM || 'shop@localhost' });
log.info(`[api] mail: ${mailTransport.kind} (${mailTransport.description})`);
log.info(
  config.alertMailTo.length > 0
    ? `[api] alert mails: every alert also to ${config.alertMailTo.length} address(es) of ALERT_MAIL_TO`
    : '[api] alert mails: off (ALERT_MAIL_TO unset)',
);
const mailWorker = startMailWorker({ db: handle.db, transport: mailTransport, secrets: secrets.box });
const cartCleanup = startCartCleanup(handle.db);
const rateLimitCleanup = startRateLimitCleanup(handle.db);
const captchaCleanup = startCaptchaCleanup(handle.db);
// Placed redeems whose top-up never came give their cards' balance back.
const redeemHolds = startPeriodicJob({ db: handle.db, name: 'redeem:expire-holds', intervalMs: 60_000, round: () => expireRedeemHolds(handle.db) });
if (!production) {
  const created = await ensureDemoCards(handle.db, secrets.pinPepper);
  if (created > 0) log.info(`[api] demo sample cards created: ${created} (README: demo cards)`);
  // The demo's operator admin with its published password (README), on a database without any
  // operator account only. Production never gets an account with a known password.
  if (await ensureDemoOperator(handle.db, secrets.box)) log.info('[api] demo operator created (its e-mail and password: README, operator console)');
}

const payments = createPaymentProvider({ name: config.paymentProvider, db: handle.db, hmacKeyHex: config.paymentHmacKeyHex, env });
const devRemotes = env.MF_DEV_REMOTES === '1' || env.MF_DEV_REMOTES === 'true';
const server = createShopServer(handle.db, {
  root,
  mode: config.mode,
  trustProxy: config.trustProxy,
  connectionLimits: connectionLimitsFromEnv(env),
  shellDist: paths.shellDist,
  publicRemotesBase: env.PUBLIC_REMOTES_BASE ?? '',
  serverBuilds: serverBuildSourceFromEnv(env, production),
  releaseOrigins: releaseOriginPolicyFromEnv(env, production),
  devRemotes,
  operatorToken,
  introspection: config.introspection,
  corsOrigins: env.CORS_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  allowDevOrigins: !production,
  storefrontUrlTemplate: env.STOREFRONT_URL_TEMPLATE || undefined,
  publicPort: port,
  publicMediaBase: env.PUBLIC_MEDIA_BASE ?? '',
  payments,
  secrets,
  activationDelayMs: config.activationDelayMs,
  invoiceBankAccount: config.invoiceBankAccount,
  fraud: config.fraud,
  alertMail: { recipients: config.alertMailTo },
  remoteReportsPerClient: config.remoteHealth.reportsPerClient,
  metrics: { token: metricsConfig.settings.token, stuckPaymentAfterMs },
  publicMissesPerClient: config.publicMissesPerClient,
  renderCompleteWithinMs: config.renderCompleteWithinMs,
  // Not with dev remotes: their declarations are read from the source on every request.
  publicAnswers: devRemotes ? undefined : createPublicAnswerCache(),
  // Mounted in the demo only (the server ignores it in production).
  devOutbox: production ? undefined : { outboxDir, drain: mailWorker.drainOnce, transportDescription: mailTransport.description },
});
// Every change of public data, made by any process or tool, empties this process's public answers.
const stopListening = await handle.onPublicDataChange(() => server.publicDataChanged());

// Payments left open (a lost notification, a crash between the provider's answer and ours) are
// settled by asking the provider; completed orders a crash left unissued get their cards.
const reconciliation = startPeriodicJob({
  db: handle.db,
  name: 'payments:reconcile',
  intervalMs: Number(env.RECONCILE_INTERVAL_MS) || 30_000,
  round: ({ stopping }) =>
    reconcilePayments(
      { ...server.paymentServices, now: new Date() },
      { staleAfterMs: Number(env.RECONCILE_STALE_MS) || 60_000, stuckAfterMs: stuckPaymentAfterMs, stopping },
    ),
});

// Blank cards whose activation is paid and due are activated (issue 18); unpaid activations are given
// up so the card may be activated again. Its state is the database's: a restart loses nothing.
log.info(`[api] activation delay: ${Math.round(config.activationDelayMs / 60_000)} min`);
const activationJob = startPeriodicJob({
  db: handle.db,
  name: 'activations:run',
  intervalMs: Number(env.ACTIVATION_INTERVAL_MS) || 60_000,
  round: () => activationRound(server.paymentServices),
});

// The balance doubler's draw (issue 18, ADR 0025): from the first Monday of a month on (in each
// storefront's time zone) the past month is drawn, once across all processes (the lease, and the draw
// table's unique index behind it). Checking is one query, so a round every few minutes costs nothing.
const doublerDraw = startPeriodicJob({
  db: handle.db,
  name: 'doubler:draw',
  intervalMs: Number(env.DOUBLER_DRAW_INTERVAL_MS) || 5 * 60_000,
  round: () => doublerDrawRound(server.paymentServices),
});

// Release health (issue 19, ADR 0029): a release that fails too often on a storefront, by the browsers'
// reports of the last hour, is replaced there by the last known good release, once across all processes.
const { remoteHealth } = config;
log.info(
  `[api] remote fallback: ${remoteHealth.minFailures} failures, ${remoteHealth.rate * 100} %, canaries against their base at p < ${remoteHealth.canaryAlpha} from ${remoteHealth.canaryMinLoads} loads (every ${remoteHealth.intervalMs} ms); alerts ${remoteHealth.alertWebhookUrl ? 'to the webhook' : 'off'}`,
);
const remoteHealthJob = startRemoteHealthJob({ db: handle.db, registry: server.registry }, remoteHealth);

// Forgot-password requests: looked up and mailed apart from the request (the answer tells nothing).
const accountRequestsJob = startPeriodicJob({
  db: handle.db,
  name: 'account:requests',
  intervalMs: Number(env.ACCOUNT_REQUESTS_INTERVAL_MS) || 2_000,
  round: () => processAccountRequests(server.paymentServices),
});

// A job that stopped running is alerted (job.stale): each job's last success against its interval.
const jobWatchdog = startJobWatchdog({ db: handle.db, intervalMs: Number(env.JOB_WATCHDOG_INTERVAL_MS) || 60_000 });

// Prometheus scrapes /metrics here (http/metrics.ts): an internal port, on loopback unless METRICS_HOST.
const metricsServer = metricsConfig.settings.port === null ? null : createMetricsServer({ refresh: server.metricsRefresh });
if (metricsServer && metricsConfig.settings.port !== null) {
  const { port: metricsPort, host: metricsHost } = metricsConfig.settings;
  metricsServer.on('error', (error) => log.error({ err: error.message }, '[api] metrics port failed'));
  metricsServer.listen(metricsPort, metricsHost, () => {
    const address = metricsServer.address();
    log.info(`[api] metrics on http://${metricsHost}:${typeof address === 'object' && address ? address.port : metricsPort}/metrics`);
  });
}
log.info(
  `[api] metrics: ${metricsConfig.settings.port === null ? 'no internal port' : `internal port ${metricsConfig.settings.port}`}, ${metricsConfig.settings.token ? '/metrics on the shop port with METRICS_TOKEN' : 'not on the shop port'}`,
);

server.on('error', async (error) => {
  log.error({ err: error.message }, '[api] server error');
  await handle.close();
  process.exit(1);
});

server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  // The operator CLI finds the running server through the PGlite lock file.
  handle.lock?.update({ url: `http://${localHost}:${actualPort}` });
  log.info(`[api] listening on http://${localHost}:${actualPort} (GraphQL at /graphql)`);
});

/** How long a shutdown waits for the last spans to reach the collector. */
const TRACES_FLUSH_MS = 2_000;
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`[api] ${signal}: shutting down`);
  /** What shutdown still waits for: named in the log when it takes too long (a deploy sees exit code 1). */
  const waitingFor = new Set<string>(['requests in flight']);
  const forceExit = setTimeout(() => {
    log.error({ waitingFor: [...waitingFor] }, `[api] shutdown took over 10 s, exiting with 1; still waiting for: ${[...waitingFor].join(', ')}`);
    process.exit(1);
  }, 10_000);
  forceExit.unref();
  // Stop accepting and answer what is in flight (readiness already says no), then stop the jobs: the
  // mail worker finishes the batch it claimed, the reconciliation the payment under way; the database
  // closes last.
  await server.drain();
  waitingFor.delete('requests in flight');
  // Every job at once: each stops scheduling rounds at the same moment and they finish the rounds
  // under way side by side (one after the other, a job still running started new rounds meanwhile).
  const jobs: Record<string, { stop(): Promise<void> }> = {
    'mail worker': mailWorker,
    'payments:reconcile': reconciliation,
    'cart cleanup': cartCleanup,
    'rate-limits:cleanup': rateLimitCleanup,
    'captcha cleanup': captchaCleanup,
    'redeem:expire-holds': redeemHolds,
    'account:requests': accountRequestsJob,
    'activations:run': activationJob,
    'doubler:draw': doublerDraw,
    'remotes:health': remoteHealthJob,
    'jobs:watchdog': jobWatchdog,
  };
  await Promise.all(
    Object.entries(jobs).map(async ([name, job]) => {
      waitingFor.add(name);
      await job.stop();
      waitingFor.delete(name);
    }),
  );
  metricsServer?.close();
  mailTransport.close();
  waitingFor.add('database');
  await stopListening();
  await handle.close();
  // The spans of the last requests go out before the exit; a collector that does not answer gets
  // TRACES_FLUSH_MS, not the whole shutdown's budget.
  if (tracing) await Promise.race([tracing.shutdown().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, TRACES_FLUSH_MS).unref())]);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
