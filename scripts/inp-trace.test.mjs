import { describeTask, frameName, functionTimes, isPackageFunction, slowestInputTask, summarizeTrace, threadProfile } from './inp-trace.mjs';

const MAIN = { pid: 1, tid: 1 };
const task = (ts, dur, thread = MAIN) => ({ name: 'RunTask', ph: 'X', ts, dur, ...thread });
const dispatch = (ts, type, thread = MAIN) => ({ name: 'EventDispatch', ph: 'X', ts, dur: 10, args: { data: { type } }, ...thread });

/** A trace of a tap: a short pointer task, then the click's task with a style recalculation and a layout. */
function tapTrace() {
  return [
    task(1_000, 5_000),
    dispatch(1_100, 'pointerdown'),
    task(10_000, 120_000),
    dispatch(10_100, 'mousedown'),
    dispatch(10_200, 'click'),
    { name: 'UpdateLayoutTree', ph: 'X', ts: 60_000, dur: 30_000, args: { elementCount: 172 }, ...MAIN },
    { name: 'Layout', ph: 'X', ts: 90_000, dur: 20_000, args: { beginData: { dirtyObjects: 47, totalObjects: 259 } }, ...MAIN },
    // A longer task of the page's own (a timer) is no input task.
    task(200_000, 400_000),
    { name: 'FunctionCall', ph: 'X', ts: 200_100, dur: 399_000, ...MAIN },
    // Another renderer's click (an iframe's) is not the page's, however long.
    task(10_000, 900_000, { pid: 2, tid: 1 }),
    dispatch(10_100, 'click', { pid: 2, tid: 1 }),
  ];
}

test('slowestInputTask: the longest main-thread task that dispatched an input event, with its style and layout', () => {
  const found = slowestInputTask(tapTrace());
  expect(found).toMatchObject({ start: 10_000, duration: 120, pid: 1, tid: 1, events: ['mousedown', 'click'] });
  expect(found.styles).toEqual([{ ms: 30, elements: 172 }]);
  expect(found.layouts).toEqual([{ ms: 20, dirty: 47, total: 259 }]);
  // The other renderer's click task (900 ms) is longer; it is chosen only in a trace of that renderer alone.
  expect(slowestInputTask(tapTrace().filter((e) => e.pid === 2))).toMatchObject({ pid: 2, duration: 900 });
  expect(slowestInputTask([task(0, 50_000)])).toBeNull();
});

/** A sampled profile: root → dispatch (react-dom) → handler (ours) → showModal (the browser's). */
function profileEvents() {
  const frame = (functionName, url = '', lineNumber = -1, columnNumber = -1) => ({ functionName, url, lineNumber, columnNumber, scriptId: '1' });
  return [
    { name: 'Profile', id: '0x1', ts: 9_000, args: { data: { startTime: 9_000 } }, ...MAIN },
    {
      name: 'ProfileChunk',
      id: '0x1',
      pid: 1,
      tid: 9,
      ts: 20_000,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('d', 'http://localhost:3400/3262.abc.js', 0, 100) },
              { id: 3, parent: 2, callFrame: frame('x', 'http://localhost:3400/remotes/redeem/0.1.0/page.def.js', 0, 50) },
              { id: 4, parent: 3, callFrame: frame('showModal') },
              { id: 5, parent: 1, callFrame: frame('(idle)') },
            ],
            // Samples at 10 ms (dispatch), 20 and 30 ms (showModal), 40 ms (ours), 50 ms (idle), 60 ms (after the task).
            samples: [2, 4, 4, 3, 5, 2],
          },
          timeDeltas: [1_000, 10_000, 10_000, 10_000, 10_000, 10_000],
        },
      },
    },
    // Another profile's chunk (another renderer) is not mixed in.
    { name: 'ProfileChunk', id: '0x1', pid: 2, tid: 9, ts: 20_000, args: { data: { cpuProfile: { nodes: [{ id: 9, callFrame: frame('other') }], samples: [9] }, timeDeltas: [11_000] } } },
  ];
}

const originalPosition = (url) => {
  if (url.endsWith('3262.abc.js')) return { source: 'webpack://shell/../node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js', line: 17907, name: 'dispatchEvent' };
  if (url.includes('/remotes/redeem/')) return { source: 'webpack://redeem/./src/redeem-shop/RedeemShopPage.tsx', line: 42, name: null };
  return null;
};

test('threadProfile and functionTimes: self and inclusive time within the task, named through the source maps', () => {
  const profile = threadProfile(profileEvents(), 1, 1);
  expect(profile.samples.map((s) => s.time)).toEqual([10_000, 20_000, 30_000, 40_000, 50_000, 60_000]);
  const times = functionTimes(profile, 10_000, 55_000, (frame) => frameName(frame, originalPosition));
  expect(Object.fromEntries(times.self)).toEqual({
    'dispatchEvent (react-dom)': 10,
    showModal: 20,
    'x (src/redeem-shop/RedeemShopPage.tsx:42)': 10,
  });
  expect(Object.fromEntries(times.inclusive)).toEqual({
    'dispatchEvent (react-dom)': 40,
    'x (src/redeem-shop/RedeemShopPage.tsx:42)': 30,
    showModal: 20,
  });
  expect(threadProfile(profileEvents(), 3, 3)).toBeNull();
});

test('frameName: a package by its name, our file by its path and line, else the bundle and the script', () => {
  expect(frameName({ functionName: 'wm', url: 'http://localhost:3400/3262.abc.js', lineNumber: 0, columnNumber: 100 }, originalPosition)).toBe('dispatchEvent (react-dom)');
  expect(frameName({ functionName: 'q', url: 'http://localhost:3400/main.js', lineNumber: 0, columnNumber: 5 }, () => null)).toBe('q (/main.js)');
  expect(frameName({ functionName: '', url: '', lineNumber: -1, columnNumber: -1 }, () => null)).toBe('(anonymous)');
  expect(isPackageFunction('dispatchEvent (react-dom)')).toBe(true);
  expect(isPackageFunction('format (@formatjs/intl)')).toBe(true);
  expect(isPackageFunction('x (src/redeem-shop/RedeemShopPage.tsx:42)')).toBe(false);
  expect(isPackageFunction('q (/main.js)')).toBe(false);
  expect(isPackageFunction('showModal')).toBe(false);
});

test('describeTask: style, layout, our functions inclusive and every function by self time', () => {
  const found = slowestInputTask(tapTrace());
  const lines = describeTask(found, { self: [['showModal', 20], ['dispatchEvent (react-dom)', 10]], inclusive: [['dispatchEvent (react-dom)', 40], ['showModal', 20]] });
  expect(lines).toEqual([
    'slowest input task 120.0 ms (mousedown, click)',
    '  style: 30.0 ms for 172 elements',
    '  layout: 20.0 ms for 47 of 259 objects',
    "  ours and the browser's, inclusive: showModal 20.0 ms",
    '  every function, self: showModal 20.0 ms; dispatchEvent (react-dom) 10.0 ms',
  ]);
  expect(describeTask(found, null)).toHaveLength(3);
});

test('summarizeTrace: the slowest input task of a whole trace, its functions named through the lookup', () => {
  const lines = summarizeTrace({ traceEvents: [...tapTrace(), ...profileEvents()] }, originalPosition);
  expect(lines[0]).toBe('slowest input task 120.0 ms (mousedown, click)');
  expect(lines[3]).toBe("  ours and the browser's, inclusive: x (src/redeem-shop/RedeemShopPage.tsx:42) 30.0 ms; showModal 20.0 ms");
  expect(summarizeTrace([task(0, 50_000)], originalPosition)).toEqual(['no input task in the trace']);
});
