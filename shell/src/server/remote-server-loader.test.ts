/** @jest-environment node */
import { FAILED_BUILD_RETRY_MS, MAX_EVALUATED_BUILDS, type ServerRemoteSource, evaluatedBuildCount, loadServerBuild, serverRemoteLoader } from './remote-server-loader';

/** A server build exporting the RemoteModule contract; `marker` tells builds apart. */
const build = (marker: string) =>
  `const React = require('react'); module.exports = { remote: 'catalogue', routes: {}, marker: ${JSON.stringify(marker)}, hasReact: typeof React.createElement === 'function' };`;

let builds = 0;
function source(code: () => Promise<string>): ServerRemoteSource & { reads: () => number } {
  builds += 1;
  const key = `catalogue@test-${builds}`;
  let reads = 0;
  return {
    key,
    code: () => {
      reads += 1;
      return code();
    },
    assets: async () => ({ base: '/remotes/catalogue/', chunks: {} }),
    reads: () => reads,
  };
}

describe('loadServerBuild', () => {
  it('evaluates a build once, with the shell’s shared modules as its require', async () => {
    const from = source(async () => build('one'));
    const module = (await loadServerBuild('catalogue', from)) as unknown as { marker: string; hasReact: boolean };
    expect(module.marker).toBe('one');
    expect(module.hasReact).toBe(true);
    await loadServerBuild('catalogue', from);
    expect(from.reads()).toBe(1);
  });

  it('refuses a build that does not export this remote’s contract', async () => {
    await expect(loadServerBuild('catalogue', source(async () => 'module.exports = { remote: "redeem", routes: {} };'))).rejects.toThrow(
      /does not export the RemoteModule contract/,
    );
  });

  it('keeps the most recently used builds only', async () => {
    const first = source(async () => build('first'));
    await loadServerBuild('catalogue', first);
    for (let i = 0; i < MAX_EVALUATED_BUILDS; i += 1) await loadServerBuild('catalogue', source(async () => build(`other ${i}`)));
    expect(evaluatedBuildCount()).toBe(MAX_EVALUATED_BUILDS);
    await loadServerBuild('catalogue', first);
    expect(first.reads()).toBe(2); // it had been dropped, so it was read again
  });

  it('does not read a failed build again on every request, only after the retry delay', async () => {
    jest.useFakeTimers();
    try {
      let broken = true;
      const from = source(async () => (broken ? 'throw new Error("half copied")' : build('fixed')));
      await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied');
      await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied');
      expect(from.reads()).toBe(1);
      broken = false;
      jest.advanceTimersByTime(FAILED_BUILD_RETRY_MS + 1);
      const module = (await loadServerBuild('catalogue', from)) as unknown as { marker: string };
      expect(module.marker).toBe('fixed');
      expect(from.reads()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('serverRemoteLoader', () => {
  it('rejects a remote this storefront has no server build for (its region renders in the browser)', async () => {
    await expect(serverRemoteLoader({}, 1_000).load('catalogue')).rejects.toThrow(/no server build/);
  });

  it('rejects a build that takes longer than the budget', async () => {
    jest.useFakeTimers();
    try {
      const slow = source(() => new Promise<string>(() => {}));
      const loading = serverRemoteLoader({ catalogue: slow }, 1_500).load('catalogue');
      const outcome = expect(loading).rejects.toBeTruthy();
      jest.advanceTimersByTime(1_501);
      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the build of the release it was given', async () => {
    const module = (await serverRemoteLoader({ catalogue: source(async () => build('release 2.0.0')) }, 1_000).load('catalogue')) as unknown as {
      marker: string;
    };
    expect(module.marker).toBe('release 2.0.0');
  });
});
