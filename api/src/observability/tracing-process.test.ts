/**
 * Traces from the real API process (`src/main.ts`, ADR 0065): started with the OTEL_* environment
 * pointing at a local OTLP/HTTP receiver, on its PGlite folder. The batch delay is set far beyond the
 * test, so the spans arrive only because SIGTERM's shutdown flushes them; start-up's migration runner
 * and seed check and the periodic jobs make no traces of their own (every trace starts at a request).
 */
import { type ApiProcess, startApiProcess } from '../testing/api-process';
import { type OtlpReceiver, allSpans, spanAttribute, startOtlpReceiver } from '../testing/otlp-receiver';

let receiver: OtlpReceiver;
let api: ApiProcess | undefined;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  // On a copy of the run's template: start-up still runs the migration runner and the seed's check, whose
  // statements must make no traces (were they traced, each would be a root span), without the ~30 s of
  // CPU a fresh database's migrations and seed take in a process of their own.
  api = await startApiProcess({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'shop-api-process',
      // Nothing is sent on a schedule during the test: what arrives, the shutdown flushed.
      OTEL_BSP_SCHEDULE_DELAY: '600000',
    },
  });
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await receiver?.close();
});

it('sends the spans of the last requests when it shuts down, each trace starting at a request', async () => {
  const process = api as ApiProcess;
  expect(process.log()).toContain(`[tracing] on: OTLP/HTTP to ${receiver.url}/v1/traces as shop-api-process, sampler parentbased_always_on`);
  const res = await fetch(`${process.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store': '60' },
    body: JSON.stringify({ query: 'query ProcessProducts { products(paging: { itemsPerPage: 2, pageNumber: 1 }) { total } }' }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { data?: { products?: { total?: number } } }).data?.products?.total).toBeGreaterThan(0);
  expect(receiver.requests).toEqual([]);

  const exited = process.exited();
  await process.stop();
  expect(await exited).toBe(0);

  const spans = allSpans(receiver.received);
  expect(receiver.received.every((batch) => batch.serviceName === 'shop-api-process')).toBe(true);
  const operation = spans.find((span) => span.name === 'query ProcessProducts');
  expect(operation).toBeDefined();
  const request = spans.find((span) => span.spanId === operation?.parentSpanId);
  expect(request?.name).toBe('POST /graphql');
  const statements = spans.filter((span) => span.parentSpanId === operation?.spanId && spanAttribute(span, 'db.statement') !== undefined);
  expect(statements.length).toBeGreaterThan(0);
  expect(statements.every((span) => spanAttribute(span, 'shop.db.driver') === 'pglite')).toBe(true);
  // No root but a request's server span: no start-up statements, no job rounds.
  const roots = spans.filter((span) => !span.parentSpanId);
  expect(roots.length).toBeGreaterThan(0);
  expect(roots.filter((span) => span.kind !== 2).map((span) => span.name)).toEqual([]);
}, 60_000);
