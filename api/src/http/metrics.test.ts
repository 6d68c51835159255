/**
 * /metrics over real HTTP (issue 38, ADR 0062): only with the token on the shop's port (401 with
 * another or none, 404 when no token is configured), always on the internal port; the request,
 * GraphQL and error metrics count what was asked, with bounded labels; the database's gauges are read
 * on scrape and cached.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../db/order-schema';
import { request } from '../testing/http';
import { collectProcessMetrics } from '../observability/metrics';
import { type TestServer, startTestServer } from '../testing/test-server';
import { bearerMatches, createDatabaseGaugeRefresher, createMetricsServer, metricsSettingsFromEnv } from './metrics';

const TOKEN = 'metrics-token-of-the-test-0123456789abcdef';
let shop: TestServer;
let untokened: TestServer;

beforeAll(async () => {
  // As main.ts does in a serving process.
  collectProcessMetrics();
  shop = await startTestServer({ metrics: { token: TOKEN } });
  untokened = await startTestServer();
}, 120_000);

afterAll(async () => {
  await shop?.close();
  await untokened?.close();
});

/** The value of one sample of the text format (`name{labels} value`), 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return 0;
}

const scrape = async () => {
  const res = await shop.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text;
};

describe('on the shop port', () => {
  it('answers with the token only, in the Prometheus text format', async () => {
    const res = await shop.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE shop_http_requests_total counter');
    // Default process metrics are there too.
    expect(res.text).toContain('process_cpu_user_seconds_total');

    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`, 'Bearer ', TOKEN]) {
      const refused = await shop.request('/metrics', { headers: authorization === undefined ? {} : { authorization } });
      expect({ authorization, status: refused.status }).toEqual({ authorization, status: 401 });
      expect(refused.text).not.toContain('shop_');
    }
  });

  it('is a plain 404 without a configured token, whatever the request carries', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }, { authorization: 'Bearer ' }];
    for (const headers of attempts) {
      const res = await untokened.request('/metrics', { headers });
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('shop_');
    }
  });
});

describe('the internal port', () => {
  let internal: Server;
  let url: string;
  beforeAll(async () => {
    internal = createMetricsServer({ refresh: createDatabaseGaugeRefresher(untokened.handle.db, { stuckPaymentAfterMs: 60_000, cacheMs: 0 }) });
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(internal.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => internal.close(() => resolve())));

  it('serves /metrics without a token, nothing else, and reads the mail queue from the database', async () => {
    await untokened.handle.db.insert(mailOutbox).values({
      id: randomUUID(),
      kind: 'order-confirmation',
      dedupeKey: `metrics-test:${randomUUID()}`,
      storefrontKey: 'CBDE',
      language: 'de',
      recipient: 'buyer@example.com',
      payload: {},
      createdAt: sql`now() - interval '10 minutes'` as unknown as Date,
      // Not due for an hour: the demo's mail worker is not running here, but the row must stay PENDING either way.
      nextAttemptAt: sql`now() + interval '1 hour'` as unknown as Date,
    });
    const res = await request(`${url}/metrics`);
    expect(res.status).toBe(200);
    expect(sample(res.text, 'shop_mail_queue_depth')).toBeGreaterThanOrEqual(1);
    expect(sample(res.text, 'shop_mail_queue_oldest_age_seconds')).toBeGreaterThanOrEqual(600);
    // No e-mail address, ever.
    expect(res.text).not.toContain('example.com');
    expect((await request(`${url}/`)).status).toBe(404);
    expect((await request(`${url}/graphql`)).status).toBe(404);
    expect((await request(`${url}/metrics`, { method: 'POST', body: '' })).status).toBe(405);
  });

  it('reads the database at most once per cache period, however often it is scraped', async () => {
    const db = untokened.handle.db;
    const refresh = createDatabaseGaugeRefresher(db, { stuckPaymentAfterMs: 60_000, cacheMs: 60 * 60_000 });
    const cached = createMetricsServer({ refresh });
    await new Promise<void>((resolve) => cached.listen(0, '127.0.0.1', resolve));
    try {
      const at = `http://127.0.0.1:${(cached.address() as AddressInfo).port}/metrics`;
      const before = sample((await request(at)).text, 'shop_mail_queue_depth');
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        kind: 'order-confirmation',
        dedupeKey: `metrics-test:${randomUUID()}`,
        storefrontKey: 'CBDE',
        language: 'de',
        recipient: 'buyer@example.com',
        payload: {},
        nextAttemptAt: sql`now() + interval '1 hour'` as unknown as Date,
      });
      const scrapes = await Promise.all(Array.from({ length: 5 }, () => request(at)));
      for (const res of scrapes) expect(sample(res.text, 'shop_mail_queue_depth')).toBe(before);
    } finally {
      await new Promise<void>((resolve) => cached.close(() => resolve()));
    }
  });
});

describe('what is counted', () => {
  it('counts requests by route pattern, never by path', async () => {
    const before = await scrape();
    const key = { route: '/remotes/*', method: 'GET', status_class: '4xx' };
    await shop.request('/remotes/no-such-remote/secret-looking-path-123.js');
    await shop.request('/some/page/that/does-not-exist-987');
    const after = await scrape();
    expect(sample(after, 'shop_http_requests_total', key) - sample(before, 'shop_http_requests_total', key)).toBe(1);
    expect(sample(after, 'shop_http_request_duration_seconds_count', key)).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'shop_http_requests_total', { route: 'shell', method: 'GET' })).toBeGreaterThan(sample(before, 'shop_http_requests_total', { route: 'shell', method: 'GET' }));
    expect(after).not.toContain('secret-looking-path');
    expect(after).not.toContain('does-not-exist-987');
  });

  it('names known GraphQL operations, any other name is other, and counts errors by spec code', async () => {
    const before = await scrape();
    expect((await shop.graphql('query ShellStoreData { __typename }')).status).toBe(200);
    expect((await shop.graphql('query AttackerChosenName4711 { __typename }')).status).toBe(200);
    const invalid = await shop.graphql('query SpecCart { noSuchField }');
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe(1000);
    const after = await scrape();
    const diff = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(diff('shop_graphql_operations_total', { operation: 'ShellStoreData', type: 'query' })).toBe(1);
    expect(diff('shop_graphql_operations_total', { operation: 'other', type: 'query' })).toBe(1);
    expect(diff('shop_graphql_operation_duration_seconds_count', { operation: 'ShellStoreData', type: 'query' })).toBe(1);
    expect(diff('shop_api_errors_total', { code: '1000' })).toBe(1);
    expect(after).not.toContain('AttackerChosenName4711');
  });
});

describe('the public answer cache', () => {
  it('counts its hits and misses, and operations answered from it', async () => {
    const before = await scrape();
    const query = 'query ShellMenuCategories { categories { id } }';
    for (let i = 0; i < 2; i += 1) expect((await shop.graphql(query)).body.errors).toBeUndefined();
    const after = await scrape();
    const diff = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(diff('shop_public_cache_lookups_total', { cache: 'graphql_answers', result: 'miss' })).toBe(1);
    expect(diff('shop_public_cache_lookups_total', { cache: 'graphql_answers', result: 'hit' })).toBe(1);
    expect(diff('shop_graphql_operations_total', { operation: 'ShellMenuCategories', type: 'query' })).toBe(2);
  });
});

describe('settings', () => {
  it('refuses a short token and a port that is none', () => {
    expect(metricsSettingsFromEnv({ METRICS_TOKEN: 'short' }).problems).toEqual([expect.stringMatching(/METRICS_TOKEN must be at least 32/)]);
    expect(metricsSettingsFromEnv({ METRICS_PORT: 'x' }).problems).toEqual([expect.stringMatching(/METRICS_PORT/)]);
    expect(metricsSettingsFromEnv({ METRICS_PORT: '9464' })).toEqual({ settings: { token: null, port: 9464, host: '127.0.0.1' }, problems: [] });
    expect(metricsSettingsFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', METRICS_TOKEN: TOKEN }).settings).toEqual({ token: TOKEN, port: 9464, host: '0.0.0.0' });
  });

  it('compares the bearer token exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN} extra`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer ', TOKEN)).toBe(false);
  });
});
