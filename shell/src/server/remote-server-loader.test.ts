/** @jest-environment node */
import { createElement } from 'react';
import { RemoteUnavailableError } from '../remotes/remote-loader';
import { BUILD_READ_TIMEOUT_MS, FAILED_BUILD_RETRY_MS, MAX_EVALUATED_BUILDS, type ServerRemoteSource, evaluatedBuildCount, inspectRemoteBuild, loadServerBuild, serverRemoteLoader } from './remote-server-loader';

/** A server build exporting the RemoteModule contract; `marker` tells builds apart. */
const build = (marker: string) =>
  `const React = require('react'); module.exports = { remote: 'catalogue', routes: {}, marker: ${JSON.stringify(marker)}, hasReact: typeof React.createElement === 'function' };`;

/** What webpack's `commonjs2` library makes of an ES module with a default export (the real server builds). */
const webpackBuild = (marker: string) =>
  `"use strict"; Object.defineProperty(exports, "__esModule", { value: true }); const React = require("react"); exports.default = { remote: "catalogue", routes: {}, marker: ${JSON.stringify(marker)}, createElement: React.createElement };`;

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

/** Evaluates (and caches) `count` unrelated builds: enough of them push older builds out. */
async function loadOthers(count: number) {
  for (let i = 0; i < count; i += 1) await loadServerBuild('catalogue', source(async () => build(`other ${i}`)));
}

/** How a promise stands, without waiting for it: 'pending', 'fulfilled' or the rejection's reason. */
function watch(promise: Promise<unknown>): () => unknown {
  let outcome: unknown = 'pending';
  promise.then(
    () => {
      outcome = 'fulfilled';
    },
    (error: unknown) => {
      outcome = error;
    },
  );
  return () => outcome;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('loadServerBuild', () => {
  it('evaluates a build once, with the shell’s shared modules as its require', async () => {
    const from = source(async () => build('one'));
    const module = (await loadServerBuild('catalogue', from)) as unknown as { marker: string; hasReact: boolean };
    expect(module.marker).toBe('one');
    expect(module.hasReact).toBe(true);
    await loadServerBuild('catalogue', from);
    expect(from.reads()).toBe(1);
  });

  it('reads the default export of a webpack commonjs2 build, which gets the shell’s own React instance', async () => {
    const module = (await loadServerBuild('catalogue', source(async () => webpackBuild('webpack')))) as unknown as {
      marker: string;
      createElement: unknown;
    };
    expect(module.marker).toBe('webpack');
    // One React for the shell and every remote: a second copy would break hooks and contexts.
    expect(module.createElement).toBe(createElement);
  });

  it('refuses a build that requires anything but the shared modules (it would bring a second copy)', async () => {
    const from = source(async () => `const fs = require('node:fs'); module.exports = { remote: 'catalogue', routes: {} };`);
    await expect(loadServerBuild('catalogue', from)).rejects.toThrow('may only require the shared modules, not "node:fs"');
  });

  it('names the remote and the release in the stack of an error its build throws (the server log)', async () => {
    const from = source(async () => 'throw new Error("half copied");');
    const error = (await loadServerBuild('catalogue', from).catch((reason: unknown) => reason)) as Error;
    expect(error.stack).toContain(`shop-remote:///catalogue/${encodeURIComponent(from.key)}/server/routes.js`);
  });

  it('refuses a build that does not export this remote’s contract', async () => {
    await expect(loadServerBuild('catalogue', source(async () => 'module.exports = { remote: "redeem", routes: {} };'))).rejects.toThrow(
      /does not export the RemoteModule contract/,
    );
    await expect(loadServerBuild('catalogue', source(async () => 'module.exports = { remote: "catalogue", routes: null };'))).rejects.toThrow(
      /does not export the RemoteModule contract/,
    );
  });

  it('keeps the most recently used builds only', async () => {
    const first = source(async () => build('first'));
    await loadServerBuild('catalogue', first);
    await loadOthers(MAX_EVALUATED_BUILDS);
    expect(evaluatedBuildCount()).toBe(MAX_EVALUATED_BUILDS);
    await loadServerBuild('catalogue', first);
    expect(first.reads()).toBe(2); // it had been dropped, so it was read again
  });

  it('drops the least recently used build, not the oldest loaded: a build in use stays', async () => {
    const inUse = source(async () => build('in use'));
    const idle = source(async () => build('idle'));
    await loadServerBuild('catalogue', inUse);
    await loadServerBuild('catalogue', idle);
    await loadOthers(MAX_EVALUATED_BUILDS - 2); // the cache is full now
    await loadServerBuild('catalogue', inUse); // a request uses it again: most recently used
    await loadOthers(1); // one more build pushes the least recently used one out
    await loadServerBuild('catalogue', inUse);
    await loadServerBuild('catalogue', idle);
    expect(inUse.reads()).toBe(1);
    expect(idle.reads()).toBe(2);
  });

  it('does not read a failed build again on every request, only after the retry delay', async () => {
    jest.useFakeTimers();
    let broken = true;
    const from = source(async () => (broken ? 'throw new Error("half copied")' : build('fixed')));
    await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied');
    await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied');
    expect(from.reads()).toBe(1);
    broken = false;
    jest.advanceTimersByTime(FAILED_BUILD_RETRY_MS - 1);
    await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied'); // not yet
    expect(from.reads()).toBe(1);
    jest.advanceTimersByTime(1);
    const module = (await loadServerBuild('catalogue', from)) as unknown as { marker: string };
    expect(module.marker).toBe('fixed');
    expect(from.reads()).toBe(2);
  });

  it('fails a read that never ends, and reads the build again after the retry delay', async () => {
    jest.useFakeTimers();
    let hanging = true;
    const from = source(() => (hanging ? new Promise<string>(() => {}) : Promise.resolve(build('answered'))));
    const first = loadServerBuild('catalogue', from);
    const failed = expect(first).rejects.toBeInstanceOf(RemoteUnavailableError);
    await jest.advanceTimersByTimeAsync(BUILD_READ_TIMEOUT_MS);
    await failed;
    hanging = false;
    await jest.advanceTimersByTimeAsync(FAILED_BUILD_RETRY_MS);
    await expect(loadServerBuild('catalogue', from)).resolves.toMatchObject({ marker: 'answered' });
    expect(from.reads()).toBe(2);
  });

  it('does not let a failed build’s retry timer drop the build loaded again in its place', async () => {
    jest.useFakeTimers();
    let broken = true;
    const from = source(async () => (broken ? 'throw new Error("half copied")' : build('fixed')));
    await expect(loadServerBuild('catalogue', from)).rejects.toThrow('half copied');
    // Pushed out of the cache before its retry delay is over, then loaded again (and fine this time).
    await loadOthers(MAX_EVALUATED_BUILDS);
    broken = false;
    await expect(loadServerBuild('catalogue', from)).resolves.toMatchObject({ marker: 'fixed' });
    expect(from.reads()).toBe(2);
    jest.advanceTimersByTime(FAILED_BUILD_RETRY_MS);
    await loadServerBuild('catalogue', from);
    expect(from.reads()).toBe(2);
  });
});

describe('serverRemoteLoader', () => {
  it('rejects a remote this storefront has no server build for (its region renders in the browser)', async () => {
    const loading = serverRemoteLoader({}, 1_000).load('catalogue');
    await expect(loading).rejects.toThrow(RemoteUnavailableError);
    await expect(loading).rejects.toThrow(/no server build/);
  });

  it('rejects a build that takes longer than the budget, and not before', async () => {
    jest.useFakeTimers();
    const slow = source(() => new Promise<string>(() => {}));
    const outcome = watch(serverRemoteLoader({ catalogue: slow }, 1_500).load('catalogue'));
    await jest.advanceTimersByTimeAsync(1_499);
    expect(outcome()).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome()).toBeInstanceOf(RemoteUnavailableError);
    expect((outcome() as Error).message).toMatch(/timed out after 1500 ms/);
  });

  it('keeps a build that arrived after the budget for the next request, without reading it again', async () => {
    jest.useFakeTimers();
    let arrive: (code: string) => void = () => {};
    const late = source(
      () =>
        new Promise<string>((resolve) => {
          arrive = resolve;
        }),
    );
    const loader = serverRemoteLoader({ catalogue: late }, 1_500);
    const first = loader.load('catalogue');
    const outcome = watch(first);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(outcome()).toBeInstanceOf(RemoteUnavailableError);
    arrive(build('late'));
    const next = loader.load('catalogue');
    expect(late.reads()).toBe(1);
    await expect(next).resolves.toMatchObject({ marker: 'late' });
  });

  it('hands a loaded build back as the same settled promise, so React’s use() reads it without suspending', async () => {
    const from = source(async () => build('settled'));
    const loader = serverRemoteLoader({ catalogue: from }, 1_000);
    const module = await loader.load('catalogue');
    // A server render that suspended renders again from scratch and asks the loader again: a fresh
    // (pending) promise each time would suspend it again on every attempt.
    const again = loader.load('catalogue');
    expect(again).toBe(loader.load('catalogue'));
    expect(again).toMatchObject({ status: 'fulfilled', value: module });
  });

  it('loads the build of the release it was given', async () => {
    const module = (await serverRemoteLoader({ catalogue: source(async () => build('release 2.0.0')) }, 1_000).load('catalogue')) as unknown as {
      marker: string;
    };
    expect(module.marker).toBe('release 2.0.0');
  });
});

describe('inspectRemoteBuild (the API release check, ADR 0030)', () => {
  it("loads a build with this renderer's shared modules and returns its export, without caching it", () => {
    const before = evaluatedBuildCount();
    const exported = inspectRemoteBuild('catalogue', webpackBuild('checked')) as { remote: string; createElement: unknown; marker: string };
    expect(exported).toMatchObject({ remote: 'catalogue', marker: 'checked' });
    expect(exported.createElement).toBe(createElement);
    expect(evaluatedBuildCount()).toBe(before);
  });

  it('refuses a require of anything but the shared modules, and a top-level loop ends with the timeout', () => {
    expect(() => inspectRemoteBuild('catalogue', "require('fs')")).toThrow(/may only require the shared modules, not "fs"/);
    expect(() => inspectRemoteBuild('catalogue', 'while (true) {}')).toThrow(/timed out/);
  }, 20_000);
});
