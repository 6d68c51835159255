/**
 * Request ids and the access log over real HTTP (issue 38, ADR 0061): the id a request is answered
 * with (kept when safe, else made), the access line's fields (a route pattern, never the URL with its
 * query), a server-rendered page whose GraphQL lines share the page's id and whose boot value carries
 * it, and a browser's report logged under that page's id.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RENDERER_FILE } from '../paths';
import { type CapturedLogs, type LogLine, captureLogs } from '../testing/log-capture';
import { remoteReleases } from '../db/schema';
import { testDeclaration } from '../testing/release-builds';
import { pageToken, postReportBody } from '../testing/remote-reports';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { parseTrustProxy } from './client-address';
import { REQUEST_ID_HEADER } from './request-context';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';

/** A renderer (the real one's interface) that asks two named queries through the render's GraphQL and echoes the boot's request id. */
const FAKE_RENDERER = `
exports.SHELL_SERVER_API = 1;
exports.evaluatedBuildCount = () => 0;
exports.renderShellPage = async (input, callbacks) => {
  if (input.url.includes('shell-fails')) {
    setImmediate(() => callbacks.onShellError(new Error('shell broke')));
    return { pipe() {}, abort() {} };
  }
  setImmediate(() => callbacks.onShellReady('public'));
  return {
    abort() {},
    pipe(destination) {
      (async () => {
        const ask = (name) =>
          input.graphqlFetch('http://shop.internal/graphql', {
            method: 'POST',
            headers: { ...input.requestHeaders, 'content-type': 'application/json', accept: 'application/json', 'x-store': '60' },
            body: JSON.stringify({ query: 'query ' + name + ' { ping }' }),
          }).then((res) => res.json());
        const answers = [await ask('PageHead'), await ask('PageBody')];
        destination.write('<!DOCTYPE html><html><body><pre>' + JSON.stringify({ bootRequestId: input.boot.requestId, answers }) + '</pre></body></html>');
        destination.end();
      })();
    },
  };
};
`;

let shop: TestServer;
let root: string;
let logs: CapturedLogs;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-request-ids-'));
  const shellDist = join(root, 'shell-dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, RENDERER_FILE), FAKE_RENDERER);
  writeFileSync(join(shellDist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
  shop = await startTestServer({ root, shellDist, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
  // The home page's route comes from the catalogue's release (its one route key, home); no server build.
  await shop.handle.db.insert(remoteReleases).values({
    remote: 'catalogue',
    version: '1.0.0',
    promotedAt: new Date(),
    sourceDir: join(root, 'releases', 'catalogue-without-server-build'),
    declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }),
  });
});

beforeEach(() => {
  logs = captureLogs('debug');
});

afterEach(() => logs.restore());

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const accessLines = (requestId?: string): LogLine[] => logs.lines.filter((line) => line.event === 'http' && (requestId === undefined || line.requestId === requestId));

describe('request ids', () => {
  it('answers a safe incoming x-request-id with the same id, and any other request with a new one', async () => {
    const given = await shop.graphql('query Ping { ping }', { headers: { [REQUEST_ID_HEADER]: 'lb-7f3a.91_x' } });
    expect(given.headers[REQUEST_ID_HEADER]).toBe('lb-7f3a.91_x');

    const made = await shop.graphql('query Ping { ping }');
    expect(made.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    const another = await shop.graphql('query Ping { ping }');
    expect(another.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    expect(another.headers[REQUEST_ID_HEADER]).not.toBe(made.headers[REQUEST_ID_HEADER]);

    // Too long, or with characters that could forge a log line or a header: replaced, never echoed.
    for (const unsafe of ['x'.repeat(65), 'a b', 'id"}{"level":"fatal', '../etc', '']) {
      const res = await shop.request('/healthz', { headers: { [REQUEST_ID_HEADER]: unsafe } });
      expect(res.headers[REQUEST_ID_HEADER]).toMatch(UUID);
    }
    // Pages, files and errors get one too.
    expect((await shop.request('/no-such-file.js')).headers[REQUEST_ID_HEADER]).toMatch(UUID);
  });
});

describe('the operator audit log', () => {
  it("records an operator's change under the request id the change was answered with", async () => {
    const headers = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'x-store': '60' };
    const promoted = await shop.graphql<{ operatorPromoteRollout: { errors: unknown[] } }>(
      'mutation Promote { operatorPromoteRollout(allStores: true, remote: catalogue, version: "1.0.0") { errors { code message } } }',
      { headers: { ...headers, [REQUEST_ID_HEADER]: 'audit-req-1' } },
    );
    expect(promoted.body.data?.operatorPromoteRollout.errors).toEqual([]);
    const audit = await shop.graphql<{ operatorAuditLog: { entries: Array<{ action: string; requestId: string | null }> } }>(
      '{ operatorAuditLog(limit: 1) { entries { action requestId } } }',
      { headers },
    );
    expect(audit.body.data?.operatorAuditLog.entries).toEqual([{ action: expect.any(String), requestId: 'audit-req-1' }]);
  });
});

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, duration, bytes, id, storefront and the GraphQL operation', async () => {
    const res = await shop.graphql('query StoreKey { storefrontConfig { key } }', { headers: { [REQUEST_ID_HEADER]: 'access-1', 'x-store': '10' } });
    expect(res.status).toBe(200);
    const lines = accessLines('access-1');
    expect(lines).toHaveLength(1);
    const [line] = lines as [LogLine];
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'POST', route: '/graphql', status: 200, requestId: 'access-1', storefront: 'CB', operation: 'StoreKey' });
    expect(typeof line.durationMs).toBe('number');
    expect(line.bytes).toBe(Buffer.byteLength(res.raw));
    expect(new Date(line.time).getTime()).not.toBeNaN();

    // A document of two operations without operationName (refused) names both.
    const refused = await shop.graphql('query CatalogueCount { ping } query Other { ping }', { headers: { [REQUEST_ID_HEADER]: 'access-5' } });
    expect(accessLines('access-5')[0]).toMatchObject({ status: refused.status, operation: 'CatalogueCount,Other' });

    await shop.graphql('query Ping { ping }', { headers: { [REQUEST_ID_HEADER]: 'access-2' } });
    expect(accessLines('access-2')[0]).toMatchObject({ route: '/graphql', operation: 'Ping', storefront: 'CBDE', status: 200 });

    // A route with a pattern: the pattern, not the path.
    await shop.request('/media/logo/does-not-exist.svg', { headers: { [REQUEST_ID_HEADER]: 'access-3' } });
    expect(accessLines('access-3')[0]).toMatchObject({ method: 'GET', route: '/media/*', status: 404 });
    // Health probes: at debug, so a balancer's probes can be left out at info.
    await shop.request('/healthz', { headers: { [REQUEST_ID_HEADER]: 'access-4' } });
    expect(accessLines('access-4')[0]).toMatchObject({ level: 'debug', route: '/healthz', status: 200 });
  });

  it('never logs a query string, variables or a body: a redeem token, an e-mail and a password stay out', async () => {
    const secretToken = 'cmVkZWVtLXRva2VuLXNlY3JldA';
    const query = encodeURIComponent('query Ping { ping }');
    const variables = encodeURIComponent(JSON.stringify({ userData: { redeemToken: secretToken }, email: 'anna.secret@example.com' }));
    await shop.request(`/graphql?query=${query}&variables=${variables}&redeemToken=${secretToken}`, {
      headers: { [REQUEST_ID_HEADER]: 'secret-1', 'x-store': '60' },
    });
    await shop.graphql('mutation Login($email: String!, $password: String!) { userLogin(email: $email, password: $password, captchaToken: "x") { status } }', {
      variables: { email: 'bram.secret@example.nl', password: 'Sup3r-Secret-Passw0rd' },
      headers: { [REQUEST_ID_HEADER]: 'secret-2' },
    });
    // A page path with a query that a redeem link might carry.
    await shop.request(`/guthaben-pruefen/?token=${secretToken}`, { headers: { [REQUEST_ID_HEADER]: 'secret-3' } });

    expect(accessLines('secret-1')[0]).toMatchObject({ method: 'GET', route: '/graphql' });
    expect(accessLines('secret-2')[0]).toMatchObject({ method: 'POST', route: '/graphql', operation: 'Login' });
    expect(accessLines('secret-3')).toHaveLength(1);
    const text = logs.text();
    for (const secret of [secretToken, 'anna.secret', 'bram.secret', 'Sup3r-Secret', 'redeemToken', 'variables']) expect(text).not.toContain(secret);
  });
});

describe('a server-rendered page', () => {
  it("shares its request id with its GraphQL queries' lines and puts it in the page's boot value", async () => {
    const res = await shop.request('/', { headers: { [REQUEST_ID_HEADER]: 'page-req-1' } });
    expect(res.status).toBe(200);
    expect(res.headers[REQUEST_ID_HEADER]).toBe('page-req-1');
    const echo = JSON.parse(/<pre>(.*)<\/pre>/.exec(res.text)?.[1] ?? 'null') as { bootRequestId: string; answers: Array<{ data: unknown }> };
    expect(echo.bootRequestId).toBe('page-req-1');
    expect(echo.answers).toEqual([{ data: { ping: 'pong' } }, { data: { ping: 'pong' } }]);

    const queries = logs.lines.filter((line) => line.event === 'ssr-graphql');
    expect(queries.map((line) => [line.requestId, line.operation, line.status, line.storefront])).toEqual([
      ['page-req-1', 'PageHead', 200, 'CBDE'],
      ['page-req-1', 'PageBody', 200, 'CBDE'],
    ]);
    // The page's own line: its route key, not its path; the queries did not overwrite its operation.
    const [page] = accessLines('page-req-1');
    expect(page).toMatchObject({ method: 'GET', route: 'page:home', status: 200, storefront: 'CBDE' });
    expect(page?.operation).toBeUndefined();
  });

  it('rendered in the browser after all: its failure and its access line under its id, without the SEO head query as its operation', async () => {
    const res = await shop.request('/?s=shell-fails', { headers: { [REQUEST_ID_HEADER]: 'page-req-2' } });
    expect(res.status).toBe(200);
    expect(res.text).toContain('window.__SHOP_BOOT__=');
    expect(logs.lines.filter((line) => line.requestId === 'page-req-2' && line.level === 'error').map((line) => line.msg)).toEqual([
      '[ssr] the page is rendered in the browser, its shell failed on the server',
    ]);
    const [page] = accessLines('page-req-2');
    expect(page).toMatchObject({ route: 'page:home', status: 200, storefront: 'CBDE' });
    expect(page?.operation).toBeUndefined();
  });

  it('and a browser report sent from that page is logged with its id', async () => {
    const token = pageToken(shop, 'CBDE', [{ name: 'catalogue', version: '1.0.0' }]);
    const body = JSON.stringify({ token, requestId: 'page-req-1', reports: [{ remote: 'catalogue', version: '1.0.0', outcome: 'failed' }] });
    const res = await postReportBody(shop, 'localhost', '203.0.113.9', body);
    expect(res.status).toBe(204);
    const [reported] = logs.lines.filter((line) => line.event === 'remote-report');
    expect(reported).toMatchObject({ level: 'warn', pageRequestId: 'page-req-1', failed: ['catalogue@1.0.0'], storefront: 'CBDE' });
    // The beacon is a request of its own, with its own id.
    expect(reported?.requestId).toBe(res.headers[REQUEST_ID_HEADER]);
    expect(reported?.requestId).not.toBe('page-req-1');
    // The token never reaches the log.
    expect(logs.text()).not.toContain(token);
  });
});
