/**
 * The server span of each HTTP request (ADR 0065): named by its method and route pattern (`GET
 * /media/*`, a page's `GET /produkte/:slug/`), never by the requested URL: paths carry tokens (an
 * invoice link, a preview link, a payment reference) and queries more of them, so neither the path nor
 * the query is recorded. No client address either (personal data); the route, the method, the scheme
 * and the status are enough to find a slow or failing kind of request.
 */
import { noteRequest } from './log';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import { shopTracer, tracingActive } from './tracing';

/** The methods semantic conventions name; any other is `_OTHER` (a client chooses it: no cardinality). */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'CONNECT', 'OPTIONS', 'TRACE', 'PATCH']);

const requestSpans = new WeakMap<IncomingMessage, { span: Span; method: string }>();

export interface RequestTraceOptions {
  /**
   * The peer is a trusted proxy (TRUST_PROXY): its `traceparent` is continued, so the proxy's trace
   * (and its sampling decision, parent-based) goes on here. Anyone else's is ignored: a client must
   * not choose trace ids or have its requests sampled.
   */
  continueTrace: boolean;
  secure: boolean;
}

/**
 * Runs `serve` as the request's server span; while tracing is off, just `serve()` (`optionsOf` is
 * not even asked).
 */
export function traceRequest(req: IncomingMessage, res: ServerResponse, optionsOf: () => RequestTraceOptions, serve: () => Promise<void>): Promise<void> {
  if (!tracingActive()) return serve();
  const options = optionsOf();
  const parent = options.continueTrace ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
  const method = KNOWN_METHODS.has(req.method ?? '') ? (req.method as string) : '_OTHER';
  const span = shopTracer().startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_SCHEME]: options.secure ? 'https' : 'http' } },
    parent,
  );
  requestSpans.set(req, { span, method });
  // Every log line of the request names its trace (ADR 0061, 0065): from a slow request's line to its spans.
  if (span.isRecording()) noteRequest({ traceId: span.spanContext().traceId });
  res.once('close', () => {
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    // The visitor left before the whole answer was sent.
    if (!res.writableFinished) span.setAttribute('shop.http.incomplete', true);
    span.end();
  });
  return context.with(trace.setSpan(parent, span), serve);
}

/** Names the request's span by the pattern that served it (http/routes.ts, a page's route). */
export function nameRequestRoute(req: IncomingMessage, route: string): void {
  const traced = requestSpans.get(req);
  if (!traced) return;
  traced.span.setAttribute(ATTR_HTTP_ROUTE, route);
  traced.span.updateName(`${traced.method} ${route}`);
}
