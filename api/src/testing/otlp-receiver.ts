/**
 * An OTLP/HTTP receiver for tests (ADR 0065): a local collector stand-in that keeps the spans of every
 * POST to /v1/traces, as the shop's exporter sends them (the JSON encoding).
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startParentSpan } from '../observability/tracing';
import { eventually } from './eventually';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  arrayValue?: unknown;
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
  /** 2: error. */
  status?: { code?: number };
}
export interface Received {
  path: string;
  contentType: string;
  serviceName: string | undefined;
  spans: OtlpSpan[];
}

export interface OtlpReceiver {
  url: string;
  /** Every request that reached the receiver, whatever it was (method and path). */
  requests: string[];
  /** The spans of each resource of each valid export. */
  received: Received[];
  close(): Promise<void>;
}

/** An OTLP/HTTP receiver: every POST's spans, as the JSON encoding sends them. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const requests: string[] = [];
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body: { resourceSpans: Array<{ resource?: { attributes?: Array<{ key: string; value: OtlpValue }> }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Not the JSON encoding (protobuf, or nothing): counted in `requests`, refused as a collector would.
        res.writeHead(400).end();
        return;
      }
      for (const resourceSpans of body.resourceSpans) {
        received.push({
          path: req.url ?? '',
          contentType: req.headers['content-type'] ?? '',
          serviceName: resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value.stringValue,
          spans: resourceSpans.scopeSpans.flatMap((scope) => scope.spans),
        });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const spanAttribute = (span: OtlpSpan, key: string): string | number | boolean | undefined => {
  const value = span.attributes?.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? value?.boolValue : Number(value.intValue));
};
export const allSpans = (received: Received[]) => received.flatMap((batch) => batch.spans);


/**
 * Runs `work` as the child of a span of its own and answers the spans of the statements it ran, once
 * flushed: the SQL wrappers of a database handle, apart from any request.
 */
export async function statementSpansOf(
  tracing: { forceFlush(): Promise<void> },
  receiver: OtlpReceiver,
  work: () => Promise<unknown>,
  expected: number,
): Promise<OtlpSpan[]> {
  const parent = startParentSpan('statements under test');
  try {
    await parent.run(work);
  } finally {
    parent.end();
  }
  const parentId = parent.span?.spanContext().spanId;
  if (!parentId) throw new Error('tracing is off');
  let spans: OtlpSpan[] = [];
  await eventually(async () => {
    await tracing.forceFlush();
    spans = allSpans(receiver.received).filter((span) => span.parentSpanId === parentId);
    return spans.length >= expected;
  }, `${expected} statement spans`);
  return spans;
}
