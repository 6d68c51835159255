/**
 * Traces over real HTTP (ADR 0065): an OTLP/HTTP receiver in the test (POST /v1/traces, JSON), the
 * tracing set up from environment variables as main.ts does, a shop server with a stand-in renderer
 * that asks the API for its data from the render host, as the real one does. One page's trace holds
 * the request, its render, the render's GraphQL operations and their SQL statements; no span holds a
 * query string, a path token or a statement's parameter; with tracing off, nothing is sent.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { trace } from '@opentelemetry/api';
import { sql } from 'drizzle-orm';
import { remoteReleases } from '../db/schema';
import { parseTrustProxy } from '../http/client-address';
import { RENDERER_FILE } from '../paths';
import { eventually } from '../testing/eventually';
import { captureLogs } from '../testing/log-capture';
import { startNginx } from '../testing/nginx';
import { type OtlpReceiver, type OtlpSpan, allSpans, statementSpansOf, spanAttribute as attribute, startOtlpReceiver as startReceiver } from '../testing/otlp-receiver';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { startTracingFromEnv, tracingActive, tracingMentioned } from './tracing';
import { type Tracing, samplerFromEnv, startTracing, tracingSettingsFromEnv } from './tracing-sdk';

/** A stand-in of the shell's renderer: asks two GraphQL operations through the render's fetch, then streams. */
const RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.evaluatedBuildCount = () => 0;
exports.renderShellPage = async (input, callbacks) => {
  setImmediate(() => callbacks.onShellReady('public'));
  const ask = (query, variables) =>
    input.graphqlFetch('http://shop.internal/graphql', {
      method: 'POST',
      headers: { ...input.requestHeaders, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    }).then((res) => res.json());
  return {
    abort() {},
    pipe(destination) {
      (async () => {
        const list = await ask('query RenderProducts { products(paging: { itemsPerPage: 3, pageNumber: 1 }) { total } }');
        const product = await ask('query RenderProduct($path: String!) { product(path: $path) { __typename } }', { path: 'render-needle-4711' });
        destination.write('<!DOCTYPE html><html><body><pre>' + JSON.stringify({ list, product }) + '</pre></body></html>');
        destination.end();
      })();
    },
  };
};
`;
const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

let tmp: string;
let shellDist: string;
let receiver: OtlpReceiver;

/** A shop server with the stand-in renderer and a catalogue release whose routes name the pages. */
async function startShop(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const shop = await startTestServer({ shellDist, ...options });
  const releaseDir = join(tmp, 'releases', 'catalogue', '2.0.0');
  await shop.handle.db
    .insert(remoteReleases)
    .values({ remote: 'catalogue', version: '2.0.0', promotedAt: new Date(), sourceDir: releaseDir, declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] }) })
    .onConflictDoNothing();
  return shop;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-tracing-'));
  shellDist = join(tmp, 'shell-dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, RENDERER_FILE), RENDERER);
  writeFileSync(join(shellDist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
  const releaseDir = join(tmp, 'releases', 'catalogue', '2.0.0');
  mkdirSync(join(releaseDir, 'server'), { recursive: true });
  writeFileSync(join(releaseDir, 'mf-manifest.json'), '{"id":"catalogue","metaData":{}}');
  writeFileSync(join(releaseDir, 'shop-assets.json'), JSON.stringify({ chunks: {} }));
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('tracing settings from the environment', () => {
  it('is off without an OTLP endpoint or exporter, and when disabled or set to none', () => {
    expect(tracingSettingsFromEnv({}).settings).toBeNull();
    expect(tracingSettingsFromEnv({ OTEL_SERVICE_NAME: 'shop-api', OTEL_TRACES_SAMPLER: 'always_on' }).settings).toBeNull();
    expect(tracingSettingsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }).settings).toBeNull();
    expect(tracingSettingsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' }).settings).toBeNull();
    expect(tracingSettingsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4317', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual({
      settings: null,
      warnings: [expect.stringContaining('grpc is not supported')],
    });
  });

  it('sends to the traces endpoint as given, or the general endpoint’s /v1/traces, or the local collector', () => {
    expect(tracingSettingsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).settings?.url).toBe('http://collector:4318/v1/traces');
    expect(
      tracingSettingsFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://tempo.example/otlp/v1/traces' }).settings?.url,
    ).toBe('https://tempo.example/otlp/v1/traces');
    const settings = tracingSettingsFromEnv({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_RESOURCE_ATTRIBUTES: 'deployment.environment.name=prod,team=shop%20ops,broken' }).settings;
    expect(settings?.url).toBe('http://localhost:4318/v1/traces');
    expect(settings?.serviceName).toBe('shop-api');
    expect(settings?.resourceAttributes).toEqual({ 'deployment.environment.name': 'prod', team: 'shop ops' });
  });

  it('is mentioned whenever the settings could turn it on or warn: without that main.ts does not load the SDK', () => {
    const unmentioned: NodeJS.ProcessEnv[] = [
      {},
      { OTEL_SERVICE_NAME: 'shop-api', OTEL_TRACES_SAMPLER: 'jaeger_remote', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_SDK_DISABLED: 'false' },
      { OTEL_TRACES_EXPORTER: ' , ', OTEL_EXPORTER_OTLP_ENDPOINT: '  ', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '' },
    ];
    for (const env of unmentioned) {
      expect(tracingMentioned(env)).toBe(false);
      expect(tracingSettingsFromEnv(env)).toEqual({ settings: null, warnings: [] });
    }
    const mentioned: NodeJS.ProcessEnv[] = [
      { OTEL_TRACES_EXPORTER: 'otlp' },
      { OTEL_TRACES_EXPORTER: 'zipkin' },
      { OTEL_TRACES_EXPORTER: 'none' },
      { OTEL_EXPORTER_OTLP_ENDPOINT: ',' },
      { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' },
    ];
    for (const env of mentioned) expect(tracingMentioned(env)).toBe(true);
  });

  it('samples parent-based by default, and as OTEL_TRACES_SAMPLER says', () => {
    expect(samplerFromEnv({}).description).toBe('parentbased_always_on');
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }).description).toBe('parentbased_traceidratio 0.25');
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '7' })).toMatchObject({ description: 'traceidratio 1', warning: expect.stringContaining('not a ratio') });
    expect(samplerFromEnv({ OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toMatchObject({ description: 'parentbased_always_on', warning: expect.stringContaining('not supported') });
  });
});

// Off first: a server made while tracing is off has no span wrappers, whatever happens later.
describe('with tracing off', () => {
  it('starts no SDK and sends nothing, even with the receiver named', async () => {
    const lines: string[] = [];
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_TRACES_EXPORTER: 'none' }, (line) => lines.push(line))).toBeNull();
    expect(startTracing({ OTEL_SERVICE_NAME: 'shop-api' }, (line) => lines.push(line))).toBeNull();
    expect(await startTracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' }, (line) => lines.push(line))).toBeNull();
    expect(await startTracingFromEnv({ OTEL_SERVICE_NAME: 'shop-api' }, (line) => lines.push(line))).toBeNull();
    expect(lines).toEqual([]);
    expect(tracingActive()).toBe(false);
    // The API's no-op tracer: its spans record nothing.
    expect(trace.getTracer('any').startSpan('any').isRecording()).toBe(false);
    const shop = await startShop();
    try {
      const page = await fetch(`${shop.url}/`);
      expect(await page.text()).toContain('"total"');
      const answer = await shop.graphql('query Ping { storefrontConfig { key } }');
      expect(answer.status).toBe(200);
    } finally {
      await shop.close();
    }
    expect(receiver.requests).toEqual([]);
  });
});

describe('with tracing on', () => {
  let tracing: Tracing;
  let shop: TestServer;

  beforeAll(async () => {
    // As main.ts starts it: the SDK module imported on demand.
    const started = await startTracingFromEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'shop-api-test' }, () => undefined);
    if (!started) throw new Error('tracing did not start');
    tracing = started;
    // No cached storefronts: each page's operations read the database, so each has statements to trace.
    shop = await startShop({ cacheMs: 0 });
  });

  afterAll(async () => {
    await shop?.close();
    await tracing?.shutdown();
  });

  it('names the trace in every log line of a request, its access line too (ADR 0061)', async () => {
    const logs = captureLogs('info');
    let traceIds: string[] = [];
    try {
      const res = await fetch(`${shop.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'trace-log-1' },
        body: JSON.stringify({ query: 'query LogTrace { products(paging: { itemsPerPage: 1, pageNumber: 1 }) { total } }' }),
      });
      expect(res.status).toBe(200);
      await res.text();
      await eventually(async () => {
        await tracing.forceFlush();
        traceIds = logs.lines.filter((line) => line.requestId === 'trace-log-1' && line.event === 'http').map((line) => String(line.traceId));
        return traceIds.length === 1 && allSpans(receiver.received).some((span) => span.traceId === traceIds[0] && span.name === 'POST /graphql');
      }, 'the access line and the request span');
    } finally {
      logs.restore();
    }
    expect(traceIds[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('traces a page: request → render → the render’s GraphQL operations → their SQL statements, no parameters', async () => {
    // Two pages: the render host is started by the first, and its messages must not all land in that one's trace.
    for (let page = 0; page < 2; page++) {
      const res = await fetch(`${shop.url}/?page=2&utm_source=query-needle-0815`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('"total"');
    }

    let spans: OtlpSpan[] = [];
    const byId = () => new Map(spans.map((span) => [span.spanId, span]));
    const renderSpans = () => spans.filter((span) => span.name.startsWith('render'));
    await eventually(async () => {
      await tracing.forceFlush();
      spans = allSpans(receiver.received);
      const renders = renderSpans();
      // The request span ends once the answer is closed, after the visitor has the page.
      return (
        renders.length === 2 &&
        renders.every((render) => byId().has(render.parentSpanId ?? '')) &&
        spans.filter((span) => span.name === 'query RenderProduct').length === 2
      );
    }, 'the pages’ traces');

    expect(receiver.received[0]?.path).toBe('/v1/traces');
    expect(receiver.received[0]?.contentType).toContain('application/json');
    expect(receiver.received[0]?.serviceName).toBe('shop-api-test');

    const renders = renderSpans();
    expect(renders[0]?.traceId).not.toBe(renders[1]?.traceId);
    for (const render of renders) {
      const request = byId().get(render.parentSpanId as string) as OtlpSpan;
      // The server span, named by the page's route pattern (the catalogue's home), not by the URL.
      expect(request.kind).toBe(2);
      expect(attribute(request, 'http.route')).toBe('/');
      expect(request.name).toBe('GET /');
      expect(request.parentSpanId ?? '').toBe('');
      expect(attribute(request, 'http.response.status_code')).toBe(200);
      expect(render.name).toBe('render /');
      expect(render.traceId).toBe(request.traceId);

      for (const name of ['query RenderProducts', 'query RenderProduct']) {
        // Asked by the render host over IPC, run here as this render's children.
        const operation = spans.find((span) => span.name === name && span.parentSpanId === render.spanId) as OtlpSpan;
        expect(operation).toBeDefined();
        expect(attribute(operation, 'graphql.operation.type')).toBe('query');
        const statements = spans.filter((span) => span.parentSpanId === operation.spanId && attribute(span, 'db.statement') !== undefined);
        expect(statements.length).toBeGreaterThan(0);
        for (const statement of statements) {
          expect(statement.kind).toBe(3);
          expect(statement.traceId).toBe(request.traceId);
          expect(attribute(statement, 'db.system')).toBe('postgresql');
          expect(attribute(statement, 'db.query.text')).toBe(attribute(statement, 'db.statement'));
        }
      }
    }
    // The product's path went to the database as a parameter: its placeholder is in the text, never its value.
    const productOperations = new Set(spans.filter((span) => span.name === 'query RenderProduct').map((span) => span.spanId));
    const productStatements = spans.filter((span) => productOperations.has(span.parentSpanId ?? ''));
    expect(productStatements.some((span) => String(attribute(span, 'db.statement')).includes('$1'))).toBe(true);
    expect(JSON.stringify(spans)).not.toContain('render-needle-4711');
    // Neither the query string nor any part of it.
    expect(JSON.stringify(spans)).not.toContain('query-needle-0815');
    expect(JSON.stringify(spans)).not.toContain('utm_source');
  });

  it('traces a GraphQL request: POST /graphql → the operation → its statements, without the variables', async () => {
    const answer = await shop.graphql('query ProductByPath($path: String!) { product(path: $path) { __typename } }', {
      variables: { path: 'variable-needle-1234' },
      // A client's own traceparent is not continued: only a trusted proxy's is.
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    expect(answer.status).toBe(200);
    let spans: OtlpSpan[] = [];
    await eventually(async () => {
      await tracing.forceFlush();
      spans = allSpans(receiver.received);
      const operation = spans.find((span) => span.name === 'query ProductByPath');
      return operation !== undefined && spans.some((span) => span.spanId === operation.parentSpanId);
    }, 'the GraphQL request’s trace');
    const operation = spans.find((span) => span.name === 'query ProductByPath') as OtlpSpan;
    const request = spans.find((span) => span.spanId === operation.parentSpanId) as OtlpSpan;
    expect(request.name).toBe('POST /graphql');
    expect(attribute(request, 'http.route')).toBe('/graphql');
    expect(attribute(operation, 'graphql.operation.name')).toBe('ProductByPath');
    expect(request.traceId).not.toBe('0af7651916cd43dd8448eb211c80319c');
    expect(request.parentSpanId ?? '').toBe('');
    expect(spans.filter((span) => span.parentSpanId === operation.spanId && attribute(span, 'db.statement') !== undefined).length).toBeGreaterThan(0);
    expect(JSON.stringify(spans)).not.toContain('variable-needle-1234');
  });

  it('traces PGlite’s statements inside a transaction, and a failed one by its SQLSTATE, never a value', async () => {
    const spans = await statementSpansOf(
      tracing,
      receiver,
      async () => {
        await shop.handle.db.transaction(async (tx) => {
          await tx.execute(sql`select ${'tx-needle-55'}::text as value`);
        });
        // PostgreSQL's message quotes the value: "invalid input syntax for type integer: …".
        await expect(shop.handle.db.execute(sql`select ${'error-needle-66'}::int as value`)).rejects.toThrow('error-needle-66');
      },
      2,
    );
    expect(spans.map((span) => span.name)).toEqual(['SELECT', 'SELECT']);
    expect(spans.every((span) => attribute(span, 'shop.db.driver') === 'pglite')).toBe(true);
    expect(attribute(spans[0] as OtlpSpan, 'db.statement')).toBe('select $1::text as value');
    const failed = spans[1] as OtlpSpan;
    expect(failed.status?.code).toBe(2);
    expect(attribute(failed, 'db.response.status_code')).toBe('22P02');
    expect(JSON.stringify(spans)).not.toMatch(/needle/);
  });

  it('continues a trusted proxy’s traceparent; the shipped nginx drops a client’s', async () => {
    // The same database (and its statement wrappers) behind a server that trusts loopback as its proxy.
    const behindProxy = await startTestServer({ shellDist, trustProxy: parseTrustProxy('loopback') }, shop.handle);
    const nginx = await startNginx(Number(new URL(behindProxy.url).port));
    /** The server span of the query named `name`, once flushed. */
    const requestOf = async (name: string): Promise<OtlpSpan> => {
      let request: OtlpSpan | undefined;
      await eventually(async () => {
        await tracing.forceFlush();
        const spans = allSpans(receiver.received);
        const operation = spans.find((span) => span.name === `query ${name}`);
        request = operation && spans.find((span) => span.spanId === operation.parentSpanId);
        return request !== undefined;
      }, `the trace of ${name}`);
      return request as OtlpSpan;
    };
    const ask = (base: string, name: string, traceparent: string) =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store': '60', traceparent },
        body: JSON.stringify({ query: `query ${name} { storefrontConfig { key } }` }),
      });
    try {
      // From the trusted proxy itself (loopback): its trace goes on here.
      expect((await ask(behindProxy.url, 'FromTheProxy', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).status).toBe(200);
      const proxied = await requestOf('FromTheProxy');
      expect(proxied.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
      expect(proxied.parentSpanId).toBe('00f067aa0ba902b7');
      // A client's through nginx: nginx is the edge and does not pass it on, so the trace starts here.
      expect((await ask(nginx.base, 'ThroughNginx', '00-5bf92f3577b34da6a3ce929d0e0e4737-10f067aa0ba902b7-01')).status).toBe(200);
      const edge = await requestOf('ThroughNginx');
      expect(edge.traceId).not.toBe('5bf92f3577b34da6a3ce929d0e0e4737');
      expect(edge.parentSpanId ?? '').toBe('');
    } finally {
      await nginx.stop();
      await behindProxy.close();
    }
  });
});
