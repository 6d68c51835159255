import { assignSteps, describeInteraction, interactionsOf, renderTable, scriptsDuring, stepsOf, summarizeRuns, worstOf } from './inp-stats.mjs';

const event = (name, interactionId, startTime, duration, processingStart, processingEnd, extra = {}) => ({ name, interactionId, startTime, duration, processingStart, processingEnd, ...extra });

test('interactionsOf groups Event Timing entries by interaction and splits the time as web-vitals does', () => {
  const interactions = interactionsOf([
    // A tap: pointerdown, pointerup and click share one interaction; the click's handler is the slow one.
    event('pointerdown', 7, 100, 24, 102, 104, { target: 'button "Add"' }),
    event('pointerup', 7, 110, 160, 130, 135),
    event('click', 7, 110, 160, 135, 230),
    // Entries without an interaction (mouseover, a scroll) are no interaction.
    event('mouseover', 0, 90, 40, 95, 100),
    // A key, earlier in the page.
    event('keydown', 3, 50, 48, 60, 80, { key: 'a' }),
    event('keyup', 3, 70, 24, 72, 75),
  ]);
  expect(interactions.map((i) => i.id)).toEqual([3, 7]);
  const [key, tap] = interactions;
  expect(key).toMatchObject({ type: 'keyboard', duration: 48, inputDelay: 10, processing: 20, presentation: 18, key: 'a' });
  // The longest entry is the interaction's latency (160 ms); its parts come from the entries painted in
  // its frame (pointerup and click, 110 → 270; the pointerdown was painted at 124): input delay to the
  // first handler (130), processing to the end of the last (230), presentation to the paint.
  expect(tap).toMatchObject({ type: 'pointer', start: 110, duration: 160, inputDelay: 20, processing: 100, presentation: 40, target: 'button "Add"' });
  expect(tap.events).toEqual(['pointerdown', 'pointerup', 'click']);
  expect(tap.alsoInFrame).toEqual([]);
});

test('interactionsOf: other events painted in the same frame count, as in web-vitals\' attribution', () => {
  const [tap] = interactionsOf([
    // The tap's click waited for a focusout handler the tap itself caused (no interaction of its own).
    event('focusout', 0, 101, 279, 280, 348),
    event('click', 5, 100, 280, 348, 349),
  ]);
  expect(tap).toMatchObject({ start: 100, duration: 280, inputDelay: 180, processing: 69, presentation: 31, alsoInFrame: ['focusout'] });
  // A handler of the frame that started before the input (a pointerover still running) makes no
  // negative input delay: processing counts from the input.
  const [late] = interactionsOf([event('pointerover', 0, 60, 100, 62, 120), event('click', 6, 100, 60, 125, 140)]);
  expect(late).toMatchObject({ inputDelay: 0, processing: 40, presentation: 20 });
});

test('interactionsOf: a pointerdown that waited for the same frame counts from its input', () => {
  const [i] = interactionsOf([event('pointerdown', 4, 100, 200, 150, 160), event('pointerup', 4, 120, 176, 170, 180), event('click', 4, 120, 176, 180, 250)]);
  expect(i).toMatchObject({ start: 100, duration: 200, inputDelay: 50, processing: 100, presentation: 50 });
});

test('interactionsOf: the paint rounded down by the browser makes no negative presentation, nor processing longer than the latency', () => {
  const [i] = interactionsOf([event('click', 1, 0, 48, 10, 52)]);
  expect(i).toMatchObject({ inputDelay: 10, processing: 38, presentation: 0 });
});

test('assignSteps gives each interaction to the last step marked before it', () => {
  const steps = assignSteps(
    [{ start: 5 }, { start: 100 }, { start: 150 }, { start: 400 }],
    [
      { name: 'type', time: 300 },
      { name: 'open', time: 90 },
    ],
  );
  expect(steps.map((s) => s.step)).toEqual(['–', 'open', 'open', 'type']);
});

test('scriptsDuring names the scripts of the long frames that overlap the interaction', () => {
  const frames = [
    {
      startTime: 0,
      duration: 120,
      renderStart: 100,
      styleAndLayoutStart: 105,
      scripts: [
        { startTime: 10, duration: 80, invoker: 'BUTTON.onclick', invokerType: 'event-listener', sourceURL: 'http://localhost:3400/mf-catalogue/742.abc.js?v=1', sourceFunctionName: 'addToBasket', forcedStyleAndLayoutDuration: 6 },
        { startTime: 90, duration: 8, invokerType: 'resolve-promise', sourceURL: '' },
      ],
    },
    // A frame long before the interaction does not count.
    { startTime: -500, duration: 60, scripts: [{ startTime: -490, duration: 50, sourceURL: 'http://localhost:3400/shell/main.js' }] },
  ];
  const during = scriptsDuring({ start: 50, duration: 100 }, frames);
  expect(during.longFrames).toBe(1);
  expect(during.styleAndLayout).toBe(15);
  expect(during.scripts).toEqual([
    { source: '/mf-catalogue/742.abc.js', function: 'addToBasket', invoker: 'BUTTON.onclick', duration: 80, overlap: 40, forcedStyleAndLayout: 6 },
    { source: 'resolve-promise', function: null, invoker: 'resolve-promise', duration: 8, overlap: 8, forcedStyleAndLayout: 0 },
  ]);
});

const interaction = (step, duration) => ({ step, duration, start: 0, inputDelay: 0, processing: 0, presentation: 0, type: 'pointer', events: ['click'], target: null, key: null });

test('stepsOf and worstOf: the slowest interaction of each step, null for a step with none over the threshold', () => {
  const run = { steps: ['open', 'type'], inp: 120, interactions: [interaction('open', 40), interaction('open', 120)] };
  const steps = stepsOf(run);
  expect(steps[0]).toMatchObject({ name: 'open', count: 2 });
  expect(steps[0].worst.duration).toBe(120);
  expect(steps[1]).toEqual({ name: 'type', count: 0, worst: null });
  expect(worstOf([])).toBeNull();
});

test('summarizeRuns: median and max per storefront and scenario and per step; failed runs left out', () => {
  const run = (store, n, inp, open, type, error = null) => ({
    store,
    scenario: 'search',
    run: n,
    error,
    inp,
    steps: ['open', 'type'],
    interactions: [interaction('open', open), ...(type ? [interaction('type', type)] : [])],
  });
  const [de, nl] = summarizeRuns([
    run('de', 1, 120, 120, 64),
    run('de', 2, 232, 232, 80),
    run('de', 3, 96, 96, 0),
    run('nl', 1, null, 0, 0, 'step "open": the overlay did not open'),
    run('nl', 2, 88, 88, 40),
  ]);
  expect(de).toMatchObject({ store: 'de', scenario: 'search', runs: 3, ok: 3, inp: { median: 120, max: 232 } });
  expect(de.steps).toEqual([
    { name: 'open', median: 120, max: 232 },
    { name: 'type', median: 64, max: 80 },
  ]);
  expect(nl).toMatchObject({ runs: 2, ok: 1, inp: { median: 88, max: 88 } });
  expect(nl.errors).toEqual(['run 1: step "open": the overlay did not open']);

  const table = renderTable([de, nl]).split('\n');
  expect(table[0]).toBe('| storefront | interaction | INP median | INP max | ≤ 200 ms | worst per step: median / max |');
  expect(table[2]).toBe('| de | search | 120 ms | 232 ms | **over 200 ms** | open 120 ms / 232 ms; type 64 ms / 80 ms |');
  expect(table[3]).toBe('| nl | search | 88 ms [1 of 2 failed] | 88 ms | ok | open 88 ms / 88 ms; type 40 ms / 40 ms |');
});

test('a step none of whose interactions reached the 16 ms threshold reads "< 16 ms"', () => {
  const [s] = summarizeRuns([{ store: 'de', scenario: 'checkout', run: 1, error: null, inp: 24, steps: ['e-mail', 'post code'], interactions: [interaction('e-mail', 24)] }]);
  expect(renderTable([s]).split('\n')[2]).toBe('| de | checkout | 24 ms | 24 ms | ok | e-mail 24 ms / 24 ms; post code < 16 ms / < 16 ms |');
});

test('describeInteraction: the parts and the scripts', () => {
  const text = describeInteraction({
    ...interaction('add', 264),
    inputDelay: 8,
    processing: 200,
    presentation: 56,
    target: 'button.shop-button "In den Warenkorb"',
    events: ['pointerdown', 'pointerup', 'click'],
    during: { longFrames: 1, styleAndLayout: 30, scripts: [{ source: '742.abc.js', function: 'addToBasket', invoker: 'BUTTON.onclick', duration: 180, overlap: 170, forcedStyleAndLayout: 0 }] },
  });
  expect(text).toBe(
    [
      '264 ms pointer on button.shop-button "In den Warenkorb" (pointerdown, pointerup, click)',
      '  input delay 8 ms, processing 200 ms, presentation 56 ms',
      '  long animation frames overlapping it: 1, style and layout in them 30 ms',
      '  script 742.abc.js addToBasket() (BUTTON.onclick): 180 ms, 170 ms of it during the interaction',
    ].join('\n'),
  );
});
