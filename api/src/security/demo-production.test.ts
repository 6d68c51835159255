/**
 * Demo and production (ADR 0009) over real HTTP: production does not mount the test payment pages
 * or /dev/outbox, and refuses to start with the test payment service or without SMTP; the demo serves
 * them to loopback (or the operator) only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runApiProcessToExit } from '../testing/api-process';
import { request } from '../testing/http';
import { TEST_OPERATOR_TOKEN, type TestServer, openTestDatabase, repoRoot, startTestServer } from '../testing/test-server';
import { createShopServer } from '../server';
import { logLinesOf } from '../testing/log-capture';

const PAY_PAGE = '/test-psp/pay/XXXXXXXXXXXXXXXX';

/** An IPv4 address of this machine that is not loopback, if it has one. */
function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
}

describe('production', () => {
  let shop: TestServer;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'shop-prod-outbox-'));
    // Even handed a dev outbox and the test payment service, production mounts neither.
    shop = await startTestServer({ mode: 'production', devOutbox: { outboxDir } });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('answers 404 on /dev/outbox and the test payment pages, even from loopback with the operator token', async () => {
    const operator = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    for (const path of ['/dev/outbox', '/dev/outbox/files/x.eml', PAY_PAGE, '/test-psp/payments/XXXXXXXXXXXXXXXX/settle']) {
      expect((await shop.request(path)).status).toBe(404);
      expect((await shop.request(path, { headers: operator })).status).toBe(404);
    }
    expect((await shop.request(PAY_PAGE, { method: 'POST', body: 'outcome=authorised' })).status).toBe(404);
    // The rest of the shop is there.
    expect((await shop.request('/healthz')).status).toBe(200);
  });

  it('refuses to start with the test payment service, without SMTP_URL or with a shared operator token, one line per problem', async () => {
    const { code, output } = await runApiProcessToExit({
      SHOP_MODE: 'production',
      PAYMENT_PROVIDER: 'test',
      SMTP_URL: '',
      // The shared token is the demo's (ADR 0038): production has personal tokens only.
      OPERATOR_TOKEN: 'a-shared-token',
      PAYMENT_HMAC_KEY: 'ab'.repeat(32),
      SECRETS_KEY: 'cd'.repeat(32),
      PIN_PEPPER: 'p'.repeat(40),
    });
    expect(code).not.toBe(0);
    // One structured line per problem (ADR 0061), at error.
    const refusals = logLinesOf(output).filter((line) => line.msg.includes('refusing to start'));
    expect(new Set(refusals.map((line) => line.level))).toEqual(new Set(['error']));
    expect(refusals.map((line) => line.msg)).toEqual([
      '[api] refusing to start: PAYMENT_PROVIDER=test is the demo payment service and is refused in production: configure a live provider',
      '[api] refusing to start: SMTP_URL is required in production (no file mail outside the demo)',
      '[api] refusing to start: OPERATOR_TOKEN is a shared operator token and is refused in production: each operator creates a personal token (pnpm operator token:create), audited as themselves',
      '[api] refusing to start: INVOICE_BANK_IBAN and INVOICE_BANK_HOLDER are required in production (the account invoice orders are paid to; the demo account is refused)',
    ]);
    expect(output).not.toContain('listening on');
  });

  it('refuses to start under NODE_ENV=production without SHOP_MODE when nothing is configured', async () => {
    const { code, output } = await runApiProcessToExit({ SHOP_MODE: '', NODE_ENV: 'production', PAYMENT_PROVIDER: '', SMTP_URL: '', LOG_LEVEL: 'verbose' });
    expect(code).not.toBe(0);
    expect(output).toContain('[api] refusing to start: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got \\"verbose\\")');
    expect(output).toContain('[api] refusing to start: PAYMENT_PROVIDER is required in production');
    expect(output).toContain('[api] refusing to start: SECRETS_KEY is required in production (64 hex characters)');
  });
});

describe('the demo', () => {
  let shop: TestServer;
  let outboxDir: string;

  beforeAll(async () => {
    outboxDir = mkdtempSync(join(tmpdir(), 'shop-demo-outbox-'));
    shop = await startTestServer({ mode: 'demo', devOutbox: { outboxDir } });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(outboxDir, { recursive: true, force: true });
  });

  it('serves /dev/outbox and the test payment pages to loopback', async () => {
    expect((await shop.request('/dev/outbox')).status).toBe(200);
    // An unknown payment reference: the test service's own 404 page, not the guard's.
    const pay = await shop.request(PAY_PAGE);
    expect(pay.status).toBe(404);
    expect(pay.text).not.toBe('Not found');
  });

  const address = nonLoopbackAddress();
  (address ? it : it.skip)(`answers 404 to a non-loopback address (${address}), whatever it forwards, unless it brings the operator token`, async () => {
    const handle = await openTestDatabase();
    const server = createShopServer(handle.db, { root: repoRoot(), mode: 'demo', operatorToken: TEST_OPERATOR_TOKEN, cacheMs: 0, devOutbox: { outboxDir } });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    const base = `http://${address}:${(server.address() as AddressInfo).port}`;
    try {
      const forged = { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' };
      for (const path of ['/dev/outbox', PAY_PAGE]) {
        const refused = await request(base + path, { headers: forged });
        expect({ path, status: refused.status, text: refused.text }).toEqual({ path, status: 404, text: 'Not found' });
      }
      expect((await request(`${base}/dev/outbox`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(404);
      expect((await request(`${base}/dev/outbox`, { headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` } })).status).toBe(200);
      // The shop itself answers that address.
      expect((await request(`${base}/healthz`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await handle.close();
    }
  });
});
