/**
 * The storefront-wide PIN anomaly guard (issue 31): failed PIN checks from many addresses at once get
 * past the per-client limits; their sum per storefront raises every captcha's cost and alerts once.
 */
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

  it('reads its threshold from PIN_ANOMALY_THRESHOLD', () => {
    expect(pinAnomalyThresholdFromEnv({ PIN_ANOMALY_THRESHOLD: '50' })).toBe(50);
    expect(pinAnomalyThresholdFromEnv({ PIN_ANOMALY_THRESHOLD: 'lots' })).toBe(200);
  });
});
