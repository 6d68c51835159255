import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FragmentBoundary } from './FragmentBoundary';
import { flushRemoteReports, REPORTS_ENDPOINT } from './health-reports';
import { RemoteErrorBoundary } from './RemotePage';
import { reportRemote, resetReportedRemotes, setReportedVersions } from './report-remote';

const beacon = jest.fn<boolean, [string, string]>();
const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));

function Crash(): never {
  throw new Error('boom');
}

/** The lazily loaded sender has queued what was reported (its import resolves on a later turn). */
async function sent(): Promise<unknown[]> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  flushRemoteReports();
  const accepted = beacon.mock.calls.filter((_, i) => beacon.mock.results[i]?.type === 'return' && beacon.mock.results[i]?.value === true);
  return [...accepted, ...(fetchMock.mock.calls as unknown as Array<[string, { body: string }]>).map(([url, init]) => [url, init.body])].map(
    ([url, body]) => {
      expect(url).toBe(REPORTS_ENDPOINT);
      return JSON.parse(body as string);
    },
  );
}

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  fetchMock.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  global.fetch = fetchMock as unknown as typeof fetch;
  resetReportedRemotes(() => 0.99);
  setReportedVersions([
    { name: 'catalogue', version: '0.1.0' },
    { name: 'redeem', version: '2.0.0' },
    { name: 'account', version: null },
  ]);
});

describe('remote reports', () => {
  it('reports a failure once per page load, weight 1, with nothing but remote, version and outcome', async () => {
    reportRemote('catalogue', 'failed');
    reportRemote('catalogue', 'failed');
    reportRemote('redeem', 'failed');
    // A remote the config names no release of has nothing to report.
    reportRemote('account', 'failed');
    expect(await sent()).toEqual([
      {
        reports: [
          { remote: 'catalogue', version: '0.1.0', outcome: 'failed', weight: 1 },
          { remote: 'redeem', version: '2.0.0', outcome: 'failed', weight: 1 },
        ],
      },
    ]);
    reportRemote('catalogue', 'failed');
    expect(await sent()).toHaveLength(1);
  });

  it('samples successes one in ten, with weight 10, decided once per remote and page load', async () => {
    resetReportedRemotes(() => 0.95);
    reportRemote('catalogue', 'loaded');
    expect(await sent()).toEqual([]);
    resetReportedRemotes(() => 0.05);
    reportRemote('catalogue', 'loaded');
    reportRemote('catalogue', 'loaded');
    expect(await sent()).toEqual([{ reports: [{ remote: 'catalogue', version: '0.1.0', outcome: 'loaded', weight: 10 }] }]);
  });

  it('falls back to a keepalive fetch when the beacon is refused, and never throws', async () => {
    beacon.mockReturnValue(false);
    reportRemote('redeem', 'failed');
    expect(await sent()).toEqual([{ reports: [{ remote: 'redeem', version: '2.0.0', outcome: 'failed', weight: 1 }] }]);
    expect(fetchMock).toHaveBeenCalledWith(REPORTS_ENDPOINT, expect.objectContaining({ method: 'POST', keepalive: true }));

    beacon.mockImplementation(() => {
      throw new TypeError('refused');
    });
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    resetReportedRemotes();
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
      { remote: 'catalogue', version: '0.1.0', outcome: 'failed', weight: 1 },
      { remote: 'redeem', version: '2.0.0', outcome: 'failed', weight: 1 },
    ]);
  });
});
