import type { Database } from '../db';
import { GENERIC_ERROR_MESSAGE } from '../errors';
import { type TestServer, startTestServer } from '../testing/test-server';
import { maskError } from './mask-error';
import { ShopError } from '../errors';
import { GraphQLError } from 'graphql';
import { type CapturedLogs, captureLogs } from '../testing/log-capture';

/** A database whose every call fails with an internal detail that must never reach a client. */
const brokenDatabase = new Proxy(
  {},
  {
    get() {
      return () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (secret internal detail)');
      };
    },
  },
) as unknown as Database;

describe('unexpected errors', () => {
  let shop: TestServer;
  const originalNodeEnv = process.env.NODE_ENV;
  let logs: CapturedLogs;

  beforeAll(async () => {
    // Development mode is where yoga would normally add stacks; ours must not.
    process.env.NODE_ENV = 'development';
    logs = captureLogs('warn');
    shop = await startTestServer(
      {},
      { db: brokenDatabase, kind: 'pglite', location: 'broken', withStartupLock: (fn) => fn(), onPublicDataChange: async () => async () => {}, close: async () => {} },
    );
  });

  afterAll(async () => {
    process.env.NODE_ENV = originalNodeEnv;
    logs.restore();
    await shop?.close();
  });

  it('become the generic message with code -1 and no stack, even in development', async () => {
    const { status, body, raw, headers } = await shop.graphql('{ storefrontConfig { key } }');
    expect(status).toBe(500);
    expect(body.errors).toEqual([
      { message: GENERIC_ERROR_MESSAGE, extensions: { code: -1, referencedRequestParameter: null } },
    ]);
    expect(raw).not.toMatch(/stack|originalError|ECONNREFUSED|secret|\.ts:\d+/);
    // The operators' side has the detail, under the id the client was answered with (issue 38).
    const logged = logs.lines.filter((line) => line.level === 'error' && line.requestId === headers['x-request-id']);
    expect(logged.map((line) => line.msg)).toContainEqual(expect.stringContaining('ECONNREFUSED 10.0.0.7:5432'));
  });

  it('make /readyz answer 503 (database unavailable), while /healthz says the process is up', async () => {
    const ready = await shop.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable', service: '@shop/api' });
    expect((await shop.request('/healthz')).status).toBe(200);
  });
});

describe('query limits and introspection', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer({ introspection: false, limits: { maxDepth: 2 } });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('refuses queries deeper than the limit', async () => {
    expect((await shop.graphql('{ storefrontConfig { key } }')).body.errors).toBeUndefined();
    const { body } = await shop.graphql('{ storefrontConfig { languages { code } } }');
    expect(body.errors?.[0]?.message).toMatch(/depth limit/i);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 1000, referencedRequestParameter: null });
  });

  it('refuses introspection when it is off (production without ALLOW_INTROSPECTION)', async () => {
    const { body } = await shop.graphql('{ __schema { queryType { name } } }');
    expect(body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(body.data ?? null).toBeNull();
  });
});

describe('maskError', () => {
  it('keeps a ShopError message, code and parameter, with the GraphQL path', () => {
    const wrapped = new GraphQLError('wrapped', {
      path: ['storefrontConfig'],
      originalError: new ShopError('Unknown store', 1001, 'x-store'),
    });
    const masked = maskError(wrapped) as GraphQLError;
    expect(masked.toJSON()).toEqual({
      message: 'Unknown store',
      path: ['storefrontConfig'],
      extensions: { code: 1001, referencedRequestParameter: 'x-store' },
    });
  });

  it('hides any other error behind the generic message', () => {
    const masked = maskError(new TypeError("Cannot read properties of undefined (reading 'x')")) as GraphQLError;
    expect(masked.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(masked.extensions).toMatchObject({ code: -1, referencedRequestParameter: null });
  });
});
