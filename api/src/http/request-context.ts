/**
 * Every HTTP request's id and its access log line (issue 38, ADR 0061).
 *
 * The id: an incoming `x-request-id` is kept when it is short and plain (≤ 64 of `A-Za-z0-9._-`: a
 * balancer's or a caller's id, safe to write into a log line and a header), anything else is replaced
 * by a new UUID. It is answered in the response's `x-request-id`, is the log context of everything
 * the request causes (observability/log.ts), and the page's server render and the browser's reports
 * carry it on (shop-shell.ts, remote-reports.ts).
 *
 * The access line: one per request when its response is done or abandoned: method, route (the
 * route table's path pattern, never the URL: a query string may carry a redeem token or an e-mail),
 * status, duration, body bytes sent, and the context (request id, storefront, GraphQL operations).
 * Nothing of a body or a header is logged. Health probes (/healthz, /readyz), which a balancer sends
 * every few seconds, are logged at debug.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RequestContext, log } from '../observability/log';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const PROBE_ROUTES = new Set(['/healthz', '/readyz']);

/** The incoming id when it is safe to carry, else a new one. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Whether `value` is an id this server would have accepted (the browser's reports name their page's). */
export function isSafeRequestId(value: unknown): value is string {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value);
}

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}

/**
 * The request's log context, its id already in the response's headers; the access line is written
 * when the response closes. Counts the body bytes as written (after compression).
 */
export function openRequestContext(req: IncomingMessage, res: ServerResponse): RequestContext {
  const context: RequestContext = { requestId: requestIdOf(req.headers[REQUEST_ID_HEADER]) };
  res.setHeader(REQUEST_ID_HEADER, context.requestId);
  const started = process.hrtime.bigint();
  let bytes = 0;
  const write = res.write;
  const end = res.end;
  res.write = function countedWrite(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    bytes += byteLength(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  res.end = function countedEnd(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') bytes += byteLength(chunk, rest[0]);
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as ServerResponse['end'];
  res.once('close', () => {
    const route = context.route ?? 'unrouted';
    const line = {
      event: 'http',
      method: req.method,
      route,
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      bytes,
      // The visitor left (or the connection broke) before the whole answer was written.
      ...(res.writableFinished ? {} : { aborted: true }),
      requestId: context.requestId,
      storefront: context.storefront,
      operation: context.operation,
      traceId: context.traceId,
    };
    if (PROBE_ROUTES.has(route)) log.debug(line, 'request');
    else log.info(line, 'request');
  });
  return context;
}
