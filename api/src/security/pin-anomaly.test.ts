/**
 * The storefront-wide PIN anomaly guard (issue 31): failed PIN checks from many addresses at once get
 * past the per-client limits; their sum per storefront raises every captcha's cost and alerts once.
 */
import { captureLogs } from '../testing/log-capture';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { alertsRaised, pinCheckFailures } from '../observability/metrics';
import { type TestServer, startTestServer } from '../testing/test-server';
import { pinAnomalyRaised, pinAnomalyThresholdFromEnv, recordFailedPinCheck } from './pin-anomaly';

let shop: TestServer;
beforeAll(async () => {
  shop = await startTestServer();
});
afterAll(async () => {
  await shop?.close();
});

describe('the PIN anomaly guard', () => {
  it('raises a storefront at its threshold, alerts exactly once, and leaves the others alone', async () => {
    const alerts: string[] = [];
    const options = { threshold: 5, alert: (message: string) => alerts.push(message) };
    const record = () => recordFailedPinCheck(shop.handle.db, shop.secrets.limitKey, 'CBDE', options);
    for (let i = 0; i < 4; i += 1) await record();
    expect(await pinAnomalyRaised(shop.handle.db, shop.secrets.limitKey, 'CBDE', 5)).toBe(false);
    expect(alerts).toEqual([]);
    // Concurrent failures: exactly one of them sees the count reach the threshold.
    await Promise.all(Array.from({ length: 6 }, record));
    expect(await pinAnomalyRaised(shop.handle.db, shop.secrets.limitKey, 'CBDE', 5)).toBe(true);
    expect(alerts).toEqual([expect.stringMatching(/^storefront CBDE: 5 failed PIN checks within the hour/)]);
    expect(await pinAnomalyRaised(shop.handle.db, shop.secrets.limitKey, 'CB', 5)).toBe(false);
  });

  it('counts every failure by storefront and alerts the rise to the webhook (issue 38)', async () => {
    const received: Record<string, unknown>[] = [];
    const receiver: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    process.env.ALERT_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/`;
    const logs = captureLogs();
    try {
      const failures = async () => (await pinCheckFailures.get()).values.find((v) => v.labels.storefront === 'CBAT')?.value ?? 0;
      const alerts = async () => (await alertsRaised.get()).values.find((v) => v.labels.kind === 'pin.failures-rise')?.value ?? 0;
      const [failuresBefore, alertsBefore] = [await failures(), await alerts()];
      for (let i = 0; i < 3; i += 1) await recordFailedPinCheck(shop.handle.db, shop.secrets.limitKey, 'CBAT', { threshold: 3 });
      expect((await failures()) - failuresBefore).toBe(3);
      expect((await alerts()) - alertsBefore).toBe(1);
      expect(logs.lines).toContainEqual(expect.objectContaining({ level: 'error', alert: 'pin.failures-rise', msg: expect.stringMatching(/^\[security\] ALERT: storefront CBAT: 3 failed PIN checks/) }));
      const until = Date.now() + 30_000;
      while (received.length === 0 && Date.now() < until) await new Promise((resolve) => setImmediate(resolve));
      expect(received).toEqual([expect.objectContaining({ kind: 'pin.failures-rise', message: expect.stringContaining('storefront CBAT') })]);
    } finally {
      logs.restore();
      delete process.env.ALERT_WEBHOOK_URL;
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('reads its threshold from PIN_ANOMALY_THRESHOLD', () => {
    expect(pinAnomalyThresholdFromEnv({ PIN_ANOMALY_THRESHOLD: '50' })).toBe(50);
    expect(pinAnomalyThresholdFromEnv({ PIN_ANOMALY_THRESHOLD: 'lots' })).toBe(200);
  });
});
