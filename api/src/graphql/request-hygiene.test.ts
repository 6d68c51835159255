/**
 * Issue 11, request hygiene: each case here was found by an adversarial run and failed before its fix.
 */
import { Agent } from 'node:http';
import { type CartFixture, createCartOwner } from '../testing/cart-fixture';
import { sendRaw } from '../testing/raw-http';
import { type TestServer, startTestServer } from '../testing/test-server';

let shop: TestServer;
let production: TestServer;
let cart: CartFixture;

beforeAll(async () => {
  shop = await startTestServer();
  production = await startTestServer({ introspection: false, allowDevOrigins: false, corsOrigins: ['https://shop.example'] });
  cart = await createCartOwner(shop);
});

afterAll(async () => {
  await shop?.close();
  await production?.close();
});

interface ErrorBody {
  data?: unknown;
  errors?: Array<{ message: string; extensions?: { code?: unknown; referencedRequestParameter?: unknown } }>;
}

/** Spec §8: a message, a numeric code and the parameter at fault (or null); never internals. */
function expectSpecError(text: string, code: number, parameter: string | null = null): ErrorBody['errors'] {
  const body = JSON.parse(text) as ErrorBody;
  expect(body.errors?.length).toBeGreaterThan(0);
  expect(body.errors?.[0]?.extensions).toMatchObject({ code, referencedRequestParameter: parameter });
  expect(text).not.toMatch(/originalError|stack|at .*\.[jt]s:\d+/);
  return body.errors;
}

const json = { 'content-type': 'application/json', accept: 'application/json' };

describe('the body limit of /graphql', () => {
  it('answers a 20 MB body 413 at once, with or without Content-Length, and the heap does not grow', async () => {
    // A query of repeated arguments: what exhausted the heap while yoga parsed it.
    const query = `{ ping(${'a: 1 '.repeat(4_000_000)}) }`;
    const body = Buffer.from(JSON.stringify({ query }));
    expect(body.length).toBeGreaterThan(20_000_000);
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const before = used();
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendRaw(`${shop.url}/graphql`, { headers: json, body, chunked: i % 2 === 1 })),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(expectSpecError(answer.text, 1000)?.[0]?.message).toMatch(/too large/);
    }
    // Six bodies read in full would add > 120 MB (and yoga's parse of them gigabytes).
    expect(used() - before).toBeLessThan(60 * 1024 * 1024);
  });

  it('does not leave a keep-alive client hanging after an early 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = Buffer.from(JSON.stringify({ query: `{ ping } #${'x'.repeat(200_000)}` }));
      const refused = await sendRaw(`${shop.url}/graphql`, { headers: json, body: big, agent });
      expect(refused.status).toBe(413);
      const next = await sendRaw(`${shop.url}/graphql`, { headers: json, body: JSON.stringify({ query: '{ ping }' }), agent });
      expect(next.status).toBe(200);
      expect(JSON.parse(next.text)).toEqual({ data: { ping: 'pong' } });
    } finally {
      agent.destroy();
    }
  });

  it('still serves ordinary operations of up to 100 kB', async () => {
    const { status, body } = await shop.graphql(`{ ping } #${'x'.repeat(90_000)}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ ping: 'pong' });
  });
});

describe('document limits', () => {
  it('refuses more than 2000 tokens while parsing', async () => {
    const { status, raw } = await shop.graphql(`{ ${'ping '.repeat(2_500)} }`);
    expect(status).toBeLessThan(500);
    expect(expectSpecError(raw, 1000)?.[0]?.message).toMatch(/Token limit of 2000/);
  });

  it('refuses more than 50 directives', async () => {
    const { raw } = await shop.graphql(`{ ping ${'@include(if: true) '.repeat(60)} }`);
    const errors = expectSpecError(raw, 1000);
    expect(errors?.some((e) => /Directives limit/i.test(e.message))).toBe(true);
  });

  it('hides field and enum suggestions when introspection is off', async () => {
    const dev = await shop.graphql('{ pin }');
    expect(dev.body.errors?.[0]?.message).toContain('Did you mean');
    const prod = await production.graphql('{ pin }');
    expect(prod.body.errors?.[0]?.message).toBe('Cannot query field "pin" on type "Query".');
    expect(prod.body.errors?.[0]?.extensions).toMatchObject({ code: 1000, referencedRequestParameter: null });
    const enumValue = await production.graphql('mutation ($mode: DeliveryMode!) { setCartDeliveryMode(mode: $mode) { errors { code } } }', {
      variables: { mode: 'SINGL' },
    });
    expect(enumValue.raw).not.toContain('Did you mean');
    expect(enumValue.body.errors?.[0]?.extensions).toMatchObject({ code: 1000, referencedRequestParameter: 'mode' });
  });
});

describe('CSRF: mutations only as JSON', () => {
  const mutation = 'mutation { deleteGiftCardPackageGroup(shipmentTag: "r1") { errors { code } } }';

  it('refuses form-encoded and multipart bodies, even with a session cookie and the shop headers', async () => {
    const headers = { cookie: cart.cookie, 'x-store': '60' };
    const form = await sendRaw(`${shop.url}/graphql`, {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: `query=${encodeURIComponent(mutation)}`,
    });
    expect(form.status).toBe(415);
    expectSpecError(form.text, 1000);

    const boundary = '----shop';
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: mutation })}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
    ].join('');
    const multi = await sendRaw(`${shop.url}/graphql`, {
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipart,
    });
    expect(multi.status).toBe(415);
    expectSpecError(multi.text, 1000);

    // What a cross-site form posts: no custom header at all.
    const plain = await sendRaw(`${shop.url}/graphql`, {
      headers: { cookie: cart.cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: mutation }),
    });
    expect(plain.status).toBe(403);
    expectSpecError(plain.text, 1000);
  });

  it('runs the same mutation sent as JSON', async () => {
    const { status, body } = await shop.graphql<{ deleteGiftCardPackageGroup: { errors: Array<{ code: number }> } }>(
      'mutation ($tag: String!) { deleteGiftCardPackageGroup(shipmentTag: $tag) { errors { code } } }',
      { variables: { tag: 'r-unknown' }, headers: { cookie: cart.cookie } },
    );
    expect(status).toBe(200);
    expect(body.data?.deleteGiftCardPackageGroup.errors[0]?.code).toBe(2003);
  });

  it('refuses GET without one of the shop headers, and mutations over GET always', async () => {
    const query = `/graphql?query=${encodeURIComponent('{ ping }')}`;
    const bare = await shop.request(query, { headers: { accept: 'application/json' } });
    expect(bare.status).toBe(403);
    expectSpecError(bare.text, 1000);
    const withHeader = await shop.request(query, { headers: { accept: 'application/json', 'x-store': '60' } });
    expect(withHeader.json()).toEqual({ data: { ping: 'pong' } });
    const get = await shop.request(`/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { accept: 'application/json', 'x-store': '60', cookie: cart.cookie },
    });
    expect(get.status).toBe(405);
    expectSpecError(get.text, 1000);
  });
});

describe('CORS', () => {
  const preflight = (server: TestServer, origin: string) =>
    server.request('/graphql', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-store' },
    });

  it('allows the dev origins with credentials in development only', async () => {
    expect((await preflight(shop, 'http://localhost:3001')).headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const prod = await preflight(production, 'http://localhost:3001');
    expect(prod.headers['access-control-allow-origin']).toBeUndefined();
    expect(prod.headers['access-control-allow-credentials']).toBeUndefined();
    const configured = await preflight(production, 'https://shop.example');
    expect(configured.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(configured.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('caller mistakes in the spec format, never a 500', () => {
  it('refuses NUL bytes and lone surrogates in variables and literals, naming the parameter', async () => {
    const search = 'query ($t: String!) { search_v1(inputText: $t) { errors { code } } }';
    for (const text of ['a\u0000b', '\ud800', 'x\udc00y']) {
      const { status, raw } = await shop.graphql(search, { variables: { t: text } });
      expect(status).toBe(400);
      expectSpecError(raw, 1000, 't');
    }
    const literal = await shop.graphql('{ search_v1(inputText: "a\\u0000b") { errors { code } } }');
    expectSpecError(literal.raw, 1000, 'inputText');
    const nested = await shop.graphql(
      'mutation ($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { errors { code } } }',
      { variables: { input: { packageId: cart.packageId, personalMessage: 'hi\u0000' } }, headers: { cookie: cart.cookie } },
    );
    expectSpecError(nested.raw, 1000, 'input.personalMessage');
    const nestedLiteral = await shop.graphql(
      `mutation { updateGiftCardPackage(input: { packageId: "${cart.packageId}", personalMessage: "hi\\u0000" }) { errors { code } } }`,
      { headers: { cookie: cart.cookie } },
    );
    expectSpecError(nestedLiteral.raw, 1000, 'input.personalMessage');
  });

  it('answers GET with malformed variables or extensions 400', async () => {
    for (const [name, value] of [
      ['variables', '{nope'],
      ['extensions', '{"a":'],
      ['variables', '42'],
    ] as const) {
      const res = await shop.request(`/graphql?query=${encodeURIComponent('{ ping }')}&${name}=${encodeURIComponent(value)}`, {
        headers: { accept: 'application/json', 'x-store': '60' },
      });
      expect(res.status).toBe(400);
      expectSpecError(res.text, 1000, name);
    }
  });

  it('answers a malformed JSON body without the parser error', async () => {
    const res = await sendRaw(`${shop.url}/graphql`, { headers: json, body: '{"query": "{ ping }"' });
    // GraphQL over HTTP: 200 for application/json clients, 400 for application/graphql-response+json.
    expect(res.status).toBe(200);
    expect(expectSpecError(res.text, 1000)?.[0]?.message).toBe('POST body sent invalid JSON.');
  });

  it('treats a package id that is no uuid as unknown (2003), not as a server fault', async () => {
    const update = await shop.graphql<{ updateGiftCardPackage: { errors: unknown[] } }>(
      'mutation ($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { errors { message code referencedRequestParameter } } }',
      { variables: { input: { packageId: 'not-a-uuid', quantity: 2 } }, headers: { cookie: cart.cookie } },
    );
    expect(update.body.data?.updateGiftCardPackage.errors).toEqual([
      expect.objectContaining({ code: 2003, referencedRequestParameter: 'input.packageId' }),
    ]);
    const remove = await shop.graphql<{ deleteGiftCardPackageGroup: { errors: unknown[] } }>(
      'mutation ($tag: String!, $id: ID) { deleteGiftCardPackageGroup(shipmentTag: $tag, packageId: $id) { errors { message code referencedRequestParameter } } }',
      { variables: { tag: cart.shipmentTag, id: '1' }, headers: { cookie: cart.cookie } },
    );
    expect(remove.body.data?.deleteGiftCardPackageGroup.errors).toEqual([
      expect.objectContaining({ code: 2003, referencedRequestParameter: 'packageId' }),
    ]);
  });
});
