/**
 * `/metrics` (issue 38, ADR 0062): the registry of observability/metrics.ts in Prometheus' text
 * format, for Prometheus only, never for the public. Two ways, either or both:
 *  - an internal port of its own (METRICS_PORT, on loopback unless METRICS_HOST says otherwise), which
 *    answers /metrics and nothing else;
 *  - the shop's port, with `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). Without a
 *    token the shop's port answers /metrics with a plain 404, as any unknown path.
 *
 * The database's figures (mail queue, stuck payments, jobs' last success) are read on scrape with a
 * few cheap statements, at most once every few seconds however often anyone scrapes (a cached answer,
 * and concurrent scrapes share one read), so scraping cannot be used to load the database.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Database } from '../db';
import { countStuckPayments } from '../domains/orders/payment-reconciliation';
import {
  METRICS_CONTENT_TYPE,
  type ScrapeRefresher,
  httpRequestDuration,
  httpRequests,
  jobLastSuccess,
  mailFailed,
  mailQueueDepth,
  mailQueueOldestAge,
  methodLabel,
  paymentsStuck,
  renderMetrics,
  statusClass,
} from '../observability/metrics';
import { log } from '../observability/log';
import type { PathHandler } from './routes';

export const METRICS_PATH = '/metrics';
/** A token shorter than this is guessable: production refuses to start with one. */
export const MIN_METRICS_TOKEN_LENGTH = 32;

export interface MetricsSettings {
  /** Bearer token for /metrics on the shop's port; null: not served there (404). */
  token: string | null;
  /** The internal metrics port; null: none. */
  port: number | null;
  /** Where the internal port listens (default loopback). */
  host: string;
}

/** METRICS_TOKEN, METRICS_PORT and METRICS_HOST, or the problems with them (one line each). */
export function metricsSettingsFromEnv(env: NodeJS.ProcessEnv): { settings: MetricsSettings; problems: string[] } {
  const problems: string[] = [];
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token && token.length < MIN_METRICS_TOKEN_LENGTH) problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  let port: number | null = null;
  if (env.METRICS_PORT?.trim()) {
    const value = Number(env.METRICS_PORT);
    if (Number.isInteger(value) && value >= 0 && value <= 65_535) port = value;
    else problems.push('METRICS_PORT must be a port number (0 to 65535)');
  }
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  return { settings: { token: problems.length ? null : token, port, host }, problems };
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Whether the Authorization header carries `token` as a bearer token; constant time in the token's content. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  // Compared as hashes: equal lengths, and the time taken tells nothing about how much matched.
  return timingSafeEqual(sha256(match?.[1] ?? ''), sha256(token)) && match !== null;
}

export interface DatabaseGaugeOptions {
  /** Open payments older than this are stuck (payment-reconciliation.ts, PAYMENT_STUCK_MINUTES). */
  stuckPaymentAfterMs: number;
  /** How long the figures are reused (default 5 s). */
  cacheMs?: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Reads the database's gauges, at most once per `cacheMs`; concurrent scrapes wait for the same read. */
export function createDatabaseGaugeRefresher(db: Database, options: DatabaseGaugeOptions): ScrapeRefresher {
  const cacheMs = options.cacheMs ?? 5_000;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  const read = async () => {
    // Pending mails use mail_outbox_due_idx (status first); FAILED ones the same index.
    const [mail] = rowsOf<{ pending: number; failed: number; oldest: number | null }>(
      await db.execute(sql`
        select count(*) filter (where status = 'PENDING')::int as pending,
               count(*) filter (where status = 'FAILED')::int as failed,
               extract(epoch from now() - min(created_at) filter (where status = 'PENDING'))::float8 as oldest
          from mail_outbox where status in ('PENDING', 'FAILED')`),
    );
    mailQueueDepth.set(Number(mail?.pending ?? 0));
    mailFailed.set(Number(mail?.failed ?? 0));
    mailQueueOldestAge.set(Math.max(0, Number(mail?.oldest ?? 0)));
    paymentsStuck.set(await countStuckPayments(db, options.stuckPaymentAfterMs));
    const jobs = rowsOf<{ name: string; success: number | null }>(
      await db.execute(sql`select name, extract(epoch from last_success_at)::float8 as success from job_leases where last_success_at is not null`),
    );
    for (const job of jobs) jobLastSuccess.labels(job.name).set(Number(job.success));
  };
  return () => {
    if (reading) return reading;
    if (performance.now() - readAt < cacheMs) return Promise.resolve();
    reading = read()
      .catch((error: unknown) => log.warn({ err: error }, '[metrics] could not read the database figures'))
      .finally(() => {
        readAt = performance.now();
        reading = undefined;
      });
    return reading;
  };
}

async function answerMetrics(req: IncomingMessage, res: ServerResponse, refresh: ScrapeRefresher | undefined): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
    return;
  }
  const body = await renderMetrics(refresh);
  res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * /metrics on the shop's port: only with the token (401 without it or with another one); a 404 when
 * no token is configured.
 */
export function createMetricsHandler(options: { token: string | null; refresh?: ScrapeRefresher }): PathHandler {
  return async (req, res) => {
    if (!options.token) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (!bearerMatches(req.headers.authorization, options.token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Unauthorized');
      return;
    }
    await answerMetrics(req, res, options.refresh);
  };
}

/** The internal metrics port's server: /metrics, and a 404 for every other path. Not listening yet. */
export function createMetricsServer(options: { refresh?: ScrapeRefresher }): Server {
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    answerMetrics(req, res, options.refresh).catch((error: unknown) => {
      log.error({ err: error }, '[metrics] scrape failed');
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
}

/**
 * Counts and times one request of the shop's port once its answer is done (or the connection is
 * gone): by the route that took it (`routeOf`, set by the router), its method and status class.
 */
export function observeRequest(req: IncomingMessage, res: ServerResponse, routeOf: (req: IncomingMessage) => string | undefined): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const labels = { route: routeOf(req) ?? 'unrouted', method: methodLabel(req.method), status_class: statusClass(res.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  });
}
