import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FragmentBoundary } from './FragmentBoundary';
import { flushRemoteReports, REPORTS_ENDPOINT, reportRemote, resetRemoteReports, setReportedVersions } from './health-reports';
import { RemoteErrorBoundary } from './RemotePage';

const beacon = jest.fn<boolean, [string, string]>();
const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));

function Crash(): never {
  throw new Error('boom');
}

/** What was sent once the page is hidden (the reports wait for a moment, or for that). */
async function sent(): Promise<unknown[]> {
  flushRemoteReports();
  const accepted = beacon.mock.calls.filter((_, i) => beacon.mock.results[i]?.type === 'return' && beacon.mock.results[i]?.value === true);
  return [...accepted, ...(fetchMock.mock.calls as unknown as Array<[string, { body: string }]>).map(([url, init]) => [url, init.body])].map(
    ([url, body]) => {
      expect(url).toBe(REPORTS_ENDPOINT);
      return JSON.parse(body as string);
    },
  );
}

const TOKEN = 'v1.eyJzIjoiQ0JERSJ9.c2lnbmF0dXJl';
const boot = (value: object | undefined) => {
  (window as unknown as { __SHOP_BOOT__?: object }).__SHOP_BOOT__ = value;
};

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  // The report token the server signed into the page (ADR 0037).
  boot({ storefrontConfig: {}, reportToken: TOKEN });
  resetRemoteReports();
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  setReportedVersions([
    { name: 'catalogue', version: '0.1.0' },
    { name: 'redeem', version: '2.0.0' },
    { name: 'account', version: null },
  ]);
});

describe('remote reports', () => {
  it('reports a failure once per page load, with the page\'s token and nothing but remote, version and outcome (no weight)', async () => {
    reportRemote('catalogue', 'failed');
    reportRemote('catalogue', 'failed');
    reportRemote('redeem', 'failed');
    // A remote the config names no release of has nothing to report.
    reportRemote('account', 'failed');
    expect(await sent()).toEqual([
      {
        token: TOKEN,
        reports: [
          { remote: 'catalogue', version: '0.1.0', outcome: 'failed' },
          { remote: 'redeem', version: '2.0.0', outcome: 'failed' },
        ],
      },
    ]);
    reportRemote('catalogue', 'failed');
    expect(await sent()).toHaveLength(1);
  });

  it('reports every page load\'s success once per remote, unsampled and without a weight', async () => {
    reportRemote('catalogue', 'loaded');
    reportRemote('catalogue', 'loaded');
    reportRemote('redeem', 'loaded');
    expect(await sent()).toEqual([
      {
        token: TOKEN,
        reports: [
          { remote: 'catalogue', version: '0.1.0', outcome: 'loaded' },
          { remote: 'redeem', version: '2.0.0', outcome: 'loaded' },
        ],
      },
    ]);
    expect(beacon.mock.calls[0]?.[1]).not.toContain('weight');
  });

  it("sends the page's request id from its boot value, so the API logs the reports under the page's id (issue 38)", async () => {
    boot({ storefrontConfig: {}, reportToken: TOKEN, requestId: 'page-request-7' });
    reportRemote('redeem', 'failed');
    expect(await sent()).toEqual([{ token: TOKEN, requestId: 'page-request-7', reports: [{ remote: 'redeem', version: '2.0.0', outcome: 'failed' }] }]);
  });

  it('reports nothing from a page without a report token (the API would drop it)', async () => {
    boot({ storefrontConfig: {} });
    reportRemote('catalogue', 'failed');
    reportRemote('redeem', 'loaded');
    expect(await sent()).toEqual([]);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', async () => {
    beacon.mockReturnValue(false);
    reportRemote('redeem', 'failed');
    expect(await sent()).toEqual([{ token: TOKEN, reports: [{ remote: 'redeem', version: '2.0.0', outcome: 'failed' }] }]);
    expect(fetchMock).toHaveBeenCalledWith(REPORTS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));

    beacon.mockImplementation(() => {
      throw new TypeError('refused');
    });
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    resetRemoteReports();
    reportRemote('redeem', 'failed');
    // A throwing beacon falls back to the fetch (the second one here), whose rejection stays inside.
    await expect(sent()).resolves.toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a page that crashed in its error boundary, and a fragment that crashed in its own', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en">
        <RemoteErrorBoundary remote="catalogue" resetKey="home" onRetry={() => undefined}>
          <Crash />
        </RemoteErrorBoundary>
      </IntlProvider>,
    );
    render(
      <FragmentBoundary fragment="redeem/Widget" fallback={null}>
        <Crash />
      </FragmentBoundary>,
    );
    const [payload] = (await sent()) as Array<{ reports: unknown[] }>;
    expect(payload?.reports).toEqual([
      { remote: 'catalogue', version: '0.1.0', outcome: 'failed' },
      { remote: 'redeem', version: '2.0.0', outcome: 'failed' },
    ]);
  });
});

describe('batching', () => {
  it('sends one request for the reports of a page, when the page is hidden', () => {
    reportRemote('catalogue', 'failed');
    reportRemote('redeem', 'failed');
    expect(beacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(beacon.mock.calls[0]?.[1] as string).reports).toHaveLength(2);
  });

});
