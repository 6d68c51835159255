import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildConcurrency, buildTargets, dependencyState, formatDuration, inspectTargets, planBuilds, runPool, waitUntilAnswering } from './start-plan.mjs';

const GiB = 1024 ** 3;

describe('dependencyState', () => {
  test('a fresh clone, a foreign node_modules and a changed lockfile need an install; the same lockfile does not', () => {
    expect(dependencyState({ nodeModules: false, installedLock: null, lockfile: 'a' })).toMatchObject({ ok: false, reason: expect.stringContaining('missing') });
    expect(dependencyState({ nodeModules: true, installedLock: null, lockfile: 'a' })).toMatchObject({ ok: false });
    expect(dependencyState({ nodeModules: true, installedLock: 'a', lockfile: 'b' })).toMatchObject({ ok: false, reason: expect.stringContaining('changed') });
    expect(dependencyState({ nodeModules: true, installedLock: 'a', lockfile: 'a' })).toEqual({ ok: true, reason: 'node_modules matches pnpm-lock.yaml' });
  });
});

describe('planBuilds', () => {
  const targets = buildTargets(['mf-redeem', 'mf-catalogue']);
  const inspected = (overrides) =>
    targets.map((target) => ({
      ...target,
      builtAt: 1_000,
      newestSource: { file: `${target.dir}/src/a.ts`, mtimeMs: 500 },
      sourceBytes: { api: 3_000_000, shell: 400_000, 'mf-catalogue': 900_000, 'mf-redeem': 500_000 }[target.name],
      ...overrides[target.name],
    }));

  test('knows the API, the shell and every remote, each with the output that says it is built', () => {
    expect(targets.map((t) => [t.name, t.output])).toEqual([
      ['api', 'api/dist/main.mjs'],
      ['shell', 'shell/dist/index.html'],
      ['mf-catalogue', 'mf-catalogue/dist/mf-manifest.json'],
      ['mf-redeem', 'mf-redeem/dist/mf-manifest.json'],
    ]);
    // Every bundle carries @shop/shared: a change there is a change of each.
    for (const target of targets) expect(target.sources).toContain('shared/src');
  });

  test('nothing to build when everything is built after its sources', () => {
    expect(planBuilds(inspected({}), { rebuildChanged: true })).toEqual([]);
  });

  test('builds what is missing, heaviest webpack build first and the esbuild API last', () => {
    const plan = planBuilds(inspected({ api: { builtAt: null }, shell: { builtAt: null }, 'mf-catalogue': { builtAt: null }, 'mf-redeem': { builtAt: null } }), { rebuildChanged: true });
    expect(plan.map((b) => [b.name, b.reason])).toEqual([
      ['mf-catalogue', 'not built'],
      ['mf-redeem', 'not built'],
      ['shell', 'not built'],
      ['api', 'not built'],
    ]);
  });

  test('rebuilds a build older than its sources, naming the file, unless told to build only what is missing', () => {
    const stale = inspected({ 'mf-redeem': { newestSource: { file: 'shared/src/i18n/x.ts', mtimeMs: 2_000 } }, shell: { builtAt: null } });
    expect(planBuilds(stale, { rebuildChanged: true }).map((b) => [b.name, b.reason])).toEqual([
      ['mf-redeem', 'shared/src/i18n/x.ts changed since its build'],
      ['shell', 'not built'],
    ]);
    expect(planBuilds(stale, { rebuildChanged: false }).map((b) => b.name)).toEqual(['shell']);
  });

  test('a build that needs another one comes after it, whatever its weight', () => {
    const withOrder = inspected({ api: { builtAt: null }, 'mf-catalogue': { builtAt: null, after: ['api'] } });
    const plan = planBuilds(withOrder, { rebuildChanged: true });
    expect(plan.map((b) => b.name)).toEqual(['api', 'mf-catalogue']);
    expect(plan[1].after).toEqual(['api']);
    // Not chosen: nothing to wait for.
    expect(planBuilds(inspected({ 'mf-catalogue': { builtAt: null, after: ['api'] } }), { rebuildChanged: true })[0].after).toEqual([]);
  });
});

describe('buildConcurrency', () => {
  test('one build per core, bounded by memory and by the number of builds, overridable', () => {
    expect(buildConcurrency({ cpus: 2, totalMemory: 8 * GiB, builds: 7 })).toBe(2);
    expect(buildConcurrency({ cpus: 16, totalMemory: 8 * GiB, builds: 7 })).toBe(5);
    expect(buildConcurrency({ cpus: 16, totalMemory: 64 * GiB, builds: 3 })).toBe(3);
    expect(buildConcurrency({ cpus: 4, totalMemory: 1 * GiB, builds: 7 })).toBe(1);
    expect(buildConcurrency({ cpus: 2, totalMemory: 8 * GiB, builds: 7, override: '3' })).toBe(3);
    expect(buildConcurrency({ cpus: 2, totalMemory: 8 * GiB, builds: 7, override: 'lots' })).toBe(2);
  });
});

/** Work whose end the test decides: `finish(name, ok)`. */
function controlledWork() {
  const started = [];
  const pending = new Map();
  return {
    started,
    work: (item) =>
      new Promise((resolve) => {
        started.push(item.name);
        pending.set(item.name, resolve);
      }),
    async finish(name, ok = true) {
      pending.get(name)(ok);
      // Let the pool react (promise callbacks only; no timers).
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('runPool', () => {
  test('runs at most `concurrency` at a time, in order, starting the next as one ends', async () => {
    const { started, work, finish } = controlledWork();
    const done = runPool([{ name: 'a' }, { name: 'b' }, { name: 'c' }, { name: 'd' }], 2, work);
    await settle();
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await finish('a');
    await finish('c');
    await finish('d');
    expect(await done).toEqual(['a', 'b', 'c', 'd'].map((name) => ({ name, ok: true })));
  });

  test('a build waits for the one it comes after', async () => {
    const { started, work, finish } = controlledWork();
    const done = runPool([{ name: 'api' }, { name: 'shell', after: ['api'] }, { name: 'mf-a' }], 2, work);
    await settle();
    expect(started).toEqual(['api', 'mf-a']);
    await finish('mf-a');
    expect(started).toEqual(['api', 'mf-a']);
    await finish('api');
    expect(started).toEqual(['api', 'mf-a', 'shell']);
    await finish('shell');
    expect((await done).every((r) => r.ok)).toBe(true);
  });

  test('after a failure nothing new starts; the running one ends; a throwing build counts as failed', async () => {
    const { started, work, finish } = controlledWork();
    const done = runPool([{ name: 'a' }, { name: 'b' }, { name: 'c' }], 2, work);
    await settle();
    await finish('a', false);
    expect(started).toEqual(['a', 'b']);
    await finish('b');
    expect(await done).toEqual([
      { name: 'a', ok: false },
      { name: 'b', ok: true },
      { name: 'c', ok: null },
    ]);
    const thrown = await runPool([{ name: 'x' }], 1, async () => {
      throw new Error('spawn failed');
    });
    expect(thrown).toEqual([{ name: 'x', ok: false }]);
  });

  test('nothing to build ends at once', async () => {
    expect(await runPool([], 2, async () => true)).toEqual([]);
  });
});

describe('waitUntilAnswering', () => {
  /** A clock that moves only when the code sleeps. */
  function clock() {
    let time = 0;
    return {
      now: () => time,
      sleep: async (ms) => {
        time += ms;
      },
    };
  }

  test('answers once the server does, with the time it took', async () => {
    const { now, sleep } = clock();
    let probes = 0;
    const result = await waitUntilAnswering({ probe: async () => ++probes === 5, exited: () => false, timeoutMs: 10_000, intervalMs: 250, sleep, now });
    expect(result).toEqual({ ok: true, afterMs: 1_000 });
  });

  test('gives up at once when the server exits, and after the time limit when it never answers', async () => {
    const exitedClock = clock();
    let exited = false;
    const early = await waitUntilAnswering({
      probe: async () => {
        if (exitedClock.now() >= 500) exited = true;
        return false;
      },
      exited: () => exited,
      timeoutMs: 10_000,
      ...exitedClock,
    });
    expect(early).toEqual({ ok: false, afterMs: 500, why: 'exited' });

    const silent = clock();
    const waits = [];
    const late = await waitUntilAnswering({ probe: async () => false, exited: () => false, timeoutMs: 40_000, intervalMs: 1_000, onWaiting: (ms) => waits.push(ms), ...silent });
    expect(late).toEqual({ ok: false, afterMs: 40_000, why: 'timeout' });
    // It says that it is still waiting, every 15 s.
    expect(waits).toEqual([15_000, 30_000]);
  });
});

test('formatDuration', () => {
  expect(formatDuration(400)).toBe('0.4 s');
  expect(formatDuration(38_200)).toBe('38.2 s');
  expect(formatDuration(125_000)).toBe('2 min 05 s');
  expect(formatDuration(566_000)).toBe('9 min 26 s');
});

describe('inspectTargets', () => {
  test('a build is as old as its output and as new as its newest source; test files do not count', () => {
    const root = mkdtempSync(join(tmpdir(), 'start-plan-'));
    const at = (file, seconds, text = 'x') => {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
      utimesSync(join(root, file), seconds, seconds);
    };
    at('mf-a/src/a.ts', 100, 'abc');
    at('mf-a/src/a.test.ts', 900);
    at('mf-a/src/__snapshots__/a.test.ts.snap', 900);
    at('shared/src/index.ts', 200);
    at('mf-a/dist/mf-manifest.json', 300);
    const [api, shell, remote] = inspectTargets(root, buildTargets(['mf-a']));
    expect(api.builtAt).toBeNull();
    expect(shell.builtAt).toBeNull();
    expect(remote).toMatchObject({ builtAt: 300_000, newestSource: { file: 'shared/src/index.ts', mtimeMs: 200_000 }, sourceBytes: 4 });
    expect(planBuilds([api, shell, remote], { rebuildChanged: true }).map((b) => b.name)).toEqual(['shell', 'api']);
    at('shared/src/index.ts', 400);
    const again = inspectTargets(root, buildTargets(['mf-a']));
    expect(planBuilds(again, { rebuildChanged: true }).map((b) => [b.name, b.reason])).toContainEqual(['mf-a', 'shared/src/index.ts changed since its build']);
    rmSync(root, { recursive: true, force: true });
  });
});
