/**
 * The shop's metrics (issue 38, ADR 0062): one prom-client registry for the whole process, served in
 * Prometheus' text format at /metrics (http/metrics.ts: an internal port, or the shop's port with a
 * token). This module depends on prom-client only, so a domain, a job or a security check counts what
 * it does without knowing about HTTP, and transport code reads the same registry.
 *
 * Every label takes a bounded set of values: a route pattern (never a path), a known GraphQL
 * operation name or `other`, a spec error code, a payment method the database allows, a storefront
 * key or remote name the shop itself knows, a limit's bucket name. Never an id, an e-mail address, a
 * card number or anything else a client chooses freely: each new value is a new time series, and a
 * client who could choose them could make the metrics (and Prometheus) unbounded.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();

let processMetricsCollected = false;
/**
 * Process and Node.js metrics (CPU, memory, event loop lag, handles, GC) under their usual names, in
 * the registry from now on. Called once by the process that serves /metrics (main.ts), not when this
 * module is imported: their observers (a GC PerformanceObserver, an event loop delay monitor) belong
 * to the whole process and are never stopped, so every test file importing the module added another
 * set that kept that file's modules alive, and every GC ran them all (the test workers grew to 4 GB).
 */
export function collectProcessMetrics(): void {
  if (processMetricsCollected) return;
  processMetricsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

const registers = [metricsRegistry];

/** Seconds buckets for requests: 5 ms to 10 s (slow pages and checkouts show in the upper ones). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// ─── HTTP and GraphQL ──────────────────────────────────────────────────────────────────────────────

export const httpRequests = new Counter({
  name: 'shop_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status class (2xx, 4xx, …).',
  labelNames: ['route', 'method', 'status_class'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by route pattern, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const graphqlOperations = new Counter({
  name: 'shop_graphql_operations_total',
  help: 'GraphQL operations executed (or answered from the public answer cache), by operation name (known names only, else other) and type.',
  labelNames: ['operation', 'type'] as const,
  registers,
});

export const graphqlOperationDuration = new Histogram({
  name: 'shop_graphql_operation_duration_seconds',
  help: 'Time a GraphQL operation took to execute, by operation name (known names only, else other) and type.',
  labelNames: ['operation', 'type'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

export const apiErrors = new Counter({
  name: 'shop_api_errors_total',
  help: 'Errors in GraphQL answers by spec §8 code (-1: unexpected, 1000: invalid request, 2000 and up: business rules).',
  labelNames: ['code'] as const,
  registers,
});

// ─── money ─────────────────────────────────────────────────────────────────────────────────────────

export const paymentOutcomes = new Counter({
  name: 'shop_payment_outcomes_total',
  help: "Payment outcomes applied from the provider's notifications (or the reconciliation's lookups), by provider, method and outcome.",
  labelNames: ['provider', 'method', 'outcome'] as const,
  registers,
});

export const paymentNotificationMismatches = new Counter({
  name: 'shop_payment_notification_mismatches_total',
  help: 'Verified provider notifications that did not fit their payment (merchant account, order, amount or currency) and were ignored.',
  labelNames: ['provider'] as const,
  registers,
});

export const paymentsStuck = new Gauge({
  name: 'shop_payments_stuck',
  help: 'Payments still open (created, redirected, pending) longer than the stuck threshold (read from the database on scrape).',
  registers,
});

export const giftCardsIssued = new Counter({
  name: 'shop_gift_cards_issued_total',
  help: 'Gift cards issued for paid orders: funded (with a balance) or blank (a card pack, activated later).',
  labelNames: ['kind'] as const,
  registers,
});

export const giftCardIssuingFailures = new Counter({
  name: 'shop_gift_card_issuing_failures_total',
  help: 'Paid orders whose cards were not issued: mismatch (the totals or the payment do not fit: held for an operator) or error (the issuing failed and is retried by the reconciliation).',
  labelNames: ['reason'] as const,
  registers,
});

export const reconciliationRuns = new Counter({
  name: 'shop_reconciliation_runs_total',
  help: 'Rounds of the payment reconciliation.',
  registers,
});

export const reconciliationFixes = new Counter({
  name: 'shop_reconciliation_fixes_total',
  help: 'What the reconciliation set right: settled (a payment decided by asking the provider), abandoned (an attempt nobody could pay any more), issued (cards a crash left unissued).',
  labelNames: ['fix'] as const,
  registers,
});

// ─── jobs and mail ─────────────────────────────────────────────────────────────────────────────────

export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Rounds of a scheduled job run in this process (the lease holder runs them).',
  labelNames: ['job'] as const,
  registers,
});

export const jobFailures = new Counter({
  name: 'shop_job_failures_total',
  help: 'Rounds of a scheduled job that failed (threw) in this process.',
  labelNames: ['job'] as const,
  registers,
});

export const jobLastSuccess = new Gauge({
  name: 'shop_job_last_success_timestamp_seconds',
  help: "Unix time of a scheduled job's last successful round in any process (read from the database on scrape).",
  labelNames: ['job'] as const,
  registers,
});

export const jobInterval = new Gauge({
  name: 'shop_job_interval_seconds',
  help: 'How often a scheduled job runs (its configured interval).',
  labelNames: ['job'] as const,
  registers,
});

export const mailQueueDepth = new Gauge({
  name: 'shop_mail_queue_depth',
  help: 'Mails waiting in the outbox to be sent (read from the database on scrape).',
  registers,
});

export const mailQueueOldestAge = new Gauge({
  name: 'shop_mail_queue_oldest_age_seconds',
  help: 'Age of the oldest mail waiting in the outbox, 0 when none waits (read from the database on scrape).',
  registers,
});

export const mailFailed = new Gauge({
  name: 'shop_mail_failed_messages',
  help: 'Mails the worker gave up on after all its attempts (read from the database on scrape).',
  registers,
});

// ─── abuse limits, caches ──────────────────────────────────────────────────────────────────────────

export const rateLimitRefusals = new Counter({
  name: 'shop_rate_limit_refusals_total',
  help: 'Requests refused by an abuse limit, by the limit (its bucket name, e.g. place-order:ip).',
  labelNames: ['limit'] as const,
  registers,
});

export const pinCheckFailures = new Counter({
  name: 'shop_pin_check_failures_total',
  help: 'Failed gift card PIN checks, by storefront (a rise is guessing: security/pin-anomaly.ts).',
  labelNames: ['storefront'] as const,
  registers,
});

export const publicCacheLookups = new Counter({
  name: 'shop_public_cache_lookups_total',
  help: 'Lookups in the caches of public data (GraphQL answers, entities, storefront remotes), by cache and result (hit, miss).',
  labelNames: ['cache', 'result'] as const,
  registers,
});

// ─── remotes ───────────────────────────────────────────────────────────────────────────────────────

export const remoteLoads = new Counter({
  name: 'shop_remote_loads_total',
  help: "Remote loads the browsers reported (signed reports of what the page was served), by remote and version.",
  labelNames: ['remote', 'version'] as const,
  registers,
});

export const remoteLoadFailures = new Counter({
  name: 'shop_remote_load_failures_total',
  help: 'Remote loads the browsers reported as failed, by remote and version.',
  labelNames: ['remote', 'version'] as const,
  registers,
});

export const remoteFallbacks = new Counter({
  name: 'shop_remote_fallbacks_total',
  help: 'Automatic fallbacks of a failing remote release to the last good one, by remote.',
  labelNames: ['remote'] as const,
  registers,
});

export const remoteRolloutEvents = new Counter({
  name: 'shop_remote_rollout_events_total',
  help: 'What the release health job did to rollouts: ended (a canary stopped), pulled (a release withdrawn everywhere), promoted (a canary made the release), by remote.',
  labelNames: ['remote', 'event'] as const,
  registers,
});

// ─── alerts ────────────────────────────────────────────────────────────────────────────────────────

export const alertsRaised = new Counter({
  name: 'shop_alerts_total',
  help: 'Alerts raised, by kind (whether or not a webhook or mail address is configured).',
  labelNames: ['kind'] as const,
  registers,
});

export const alertDeliveryFailures = new Counter({
  name: 'shop_alert_delivery_failures_total',
  help: 'Alerts a sink did not take after all its tries, by sink (webhook, mail).',
  labelNames: ['sink'] as const,
  registers,
});

// ─── scrape ────────────────────────────────────────────────────────────────────────────────────────

/** `2xx`, `4xx`, …: the status class, the label the alert rules divide by. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The request's method, or `other` for anything a client made up. */
export function methodLabel(method: string | undefined): string {
  return method && METHODS.has(method) ? method : 'other';
}

/** Updates gauges read at scrape time (the database's figures); set by the server (http/metrics.ts). */
export type ScrapeRefresher = () => Promise<void>;

/** The registry's text, after `refresh` (the database gauges) has run; a failed refresh leaves them as they were. */
export async function renderMetrics(refresh?: ScrapeRefresher): Promise<string> {
  if (refresh) await refresh().catch(() => undefined);
  return metricsRegistry.metrics();
}

export const METRICS_CONTENT_TYPE = metricsRegistry.contentType;
