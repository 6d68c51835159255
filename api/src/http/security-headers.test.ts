/**
 * Every HTML page the server renders carries the security headers (issue 11): the shell with a CSP
 * whose nonce is on its inline boot script, the test payment page and the dev outbox.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestResponse } from '../testing/http';
import { type TestServer, startTestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--><script defer src="/main.js"></script></head><body></body></html>';

let tmp: string;
let shop: TestServer;
let cdn: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-headers-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(tmp, 'outbox'));
  shop = await startTestServer({ shellDist, devOutbox: { outboxDir: join(tmp, 'outbox') } });
  cdn = await startTestServer({
    shellDist,
    publicRemotesBase: 'https://cdn.example/remotes',
    publicMediaBase: 'https://media.example',
    devRemotes: true,
  });
});

afterAll(async () => {
  await shop?.close();
  await cdn?.close();
  rmSync(tmp, { recursive: true, force: true });
});

function directives(res: TestResponse): Map<string, string[]> {
  const csp = String(res.headers['content-security-policy'] ?? '');
  return new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

function expectCommonHeaders(res: TestResponse) {
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('the shell page', () => {
  it('lets only its own boot script run inline, by a nonce fresh on every response', async () => {
    const first = await shop.request('/');
    expectCommonHeaders(first);
    const csp = directives(first);
    const nonce = /<script nonce="([^"]+)">window\.__SHOP_BOOT__=/.exec(first.text)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const second = await shop.request('/geschenkkarten/');
    expect(directives(second).get('script-src')?.[1]).not.toBe(`'nonce-${nonce}'`);
  });

  it('allows the remotes and media origins when they are configured', async () => {
    const csp = directives(await cdn.request('/'));
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://cdn.example', 'http://localhost:3001', 'http://localhost:3005']));
    expect(csp.get('connect-src')).toEqual(expect.arrayContaining(['https://cdn.example', 'http://localhost:3003', 'ws://localhost:3003']));
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://media.example', 'https://cdn.example']));
  });

  it("frames only the web shops of the storefront's brands that redeem on their own site (the shop iframe modal)", async () => {
    const german = directives(await shop.request('/guthaben-pruefen/ergebnisse/'));
    expect(german.get('frame-src')).toEqual(expect.arrayContaining(['https://www.modeversand-kleiderschrank.example']));
    expect(german.get('frame-src')).not.toContain('https://www.hotelbon-nederland.example');
    const dutch = directives(await shop.request('/saldocheck/inwisselen/', { headers: { host: 'cb.localhost' } }));
    expect(dutch.get('frame-src')).toEqual(expect.arrayContaining(['https://www.hotelbon-nederland.example', 'https://www.stedentrip-cadeau.example']));
    expect(dutch.get('frame-src')).not.toContain('https://www.modeversand-kleiderschrank.example');
    // A storefront without such brands frames nothing.
    expect(directives(await shop.request('/', { headers: { host: 'cbpl.localhost' } })).get('frame-src')).toEqual(["'none'"]);
  });

  it('sends HSTS when the request came over https (behind a proxy)', async () => {
    const res = await shop.request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the other HTML pages', () => {
  it('the test payment page', async () => {
    const res = await shop.request('/test-psp/pay/AAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expectCommonHeaders(res);
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
    expect(directives(res).get('form-action')).toEqual(["'self'"]);
  });

  it('the dev outbox', async () => {
    const res = await shop.request('/dev/outbox');
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    expect(directives(res).get('default-src')).toEqual(["'none'"]);
  });
});
