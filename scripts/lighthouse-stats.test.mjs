import {
  calibratedMultiplier,
  formatCell,
  indexDrift,
  median,
  metricsOf,
  parseThrottlings,
  range,
  renderTable,
  selectPages,
  summarize,
  throttlingName,
} from './lighthouse-stats.mjs';

test('calibratedMultiplier follows Lighthouse\'s calculator', () => {
  expect(calibratedMultiplier(1300)).toBe(3);
  expect(calibratedMultiplier(1533)).toBe(4);
  expect(calibratedMultiplier(2000)).toBe(6);
  expect(calibratedMultiplier(800)).toBe(2);
  expect(calibratedMultiplier(1050)).toBe(2.5);
  expect(calibratedMultiplier(475)).toBe(1.5);
  // A host slower than the calculator's floor is not sped up.
  expect(calibratedMultiplier(100)).toBe(1);
});

test('median and range', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([5, Number.NaN, 1, 3])).toBe(3);
  expect(median([])).toBeNaN();
  expect(range([3, 1, 2])).toEqual({ min: 1, max: 3 });
  expect(range([]).min).toBeNaN();
});

describe('parseThrottlings', () => {
  test('both the calibrated and the default 4× unless LH_CPU says otherwise', () => {
    expect(parseThrottlings(undefined)).toEqual([{ kind: 'calibrated' }, { kind: 'fixed', multiplier: 4 }]);
    expect(parseThrottlings('calibrated')).toEqual([{ kind: 'calibrated' }]);
    expect(parseThrottlings('2.5, 4, 4')).toEqual([
      { kind: 'fixed', multiplier: 2.5 },
      { kind: 'fixed', multiplier: 4 },
    ]);
  });

  test('anything else is refused', () => {
    expect(() => parseThrottlings('fast')).toThrow(/LH_CPU/);
    expect(() => parseThrottlings('0')).toThrow(/LH_CPU/);
  });
});

describe('selectPages', () => {
  const all = ['de-home', 'de-list', 'nl-home', 'de-imprint'].map((label) => ({ label }));
  test('the target pages by default, all with "all", the named ones with LH_PAGES', () => {
    expect(selectPages(all, undefined, ['de-home', 'nl-home']).map((p) => p.label)).toEqual(['de-home', 'nl-home']);
    expect(selectPages(all, 'all', []).length).toBe(4);
    expect(selectPages(all, 'de-list, de-imprint', []).map((p) => p.label)).toEqual(['de-list', 'de-imprint']);
  });

  test('a label it does not know is an error, not an empty run', () => {
    expect(() => selectPages(all, 'de-hoem', [])).toThrow(/unknown de-hoem/);
  });
});

/** A Lighthouse result with the fields the bench reads. */
const lhr = ({ score = 0.9, lcp = 2000, tbt = 100, cls = 0.01, fcp = 1000, index = 1000, url = 'http://localhost/', error } = {}) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
    'first-contentful-paint': { numericValue: fcp },
  },
  environment: { benchmarkIndex: index },
  finalDisplayedUrl: url,
  ...(error ? { runtimeError: { code: error } } : {}),
});

describe('summarize and formatCell', () => {
  test('median of each figure with the range of the runs', () => {
    const summary = summarize([lhr({ score: 0.85, lcp: 3500 }), lhr({ score: 0.88, lcp: 3400 }), lhr({ score: 0.83, lcp: 3600, tbt: 300 })].map(metricsOf));
    expect(summary.score).toEqual({ median: 85, min: 83, max: 88 });
    expect(formatCell(summary, 'score')).toBe('85 (83–88)');
    expect(formatCell(summary, 'lcp')).toBe('3.5 s (3.4–3.6)');
    expect(formatCell(summary, 'tbt')).toBe('100 ms (100–300)');
    expect(formatCell(summary, 'cls')).toBe('0.010 (0.010–0.010)');
  });

  test('a failed run is left out and said', () => {
    const summary = summarize([lhr({ score: 0.9 }), lhr({ score: null, error: 'NO_FCP' }), lhr({ score: 0.8 })].map(metricsOf));
    expect(summary.ok).toBe(2);
    expect(formatCell(summary, 'score')).toBe('85 (80–90) [1 of 3 failed]');
    expect(formatCell(summarize([metricsOf(lhr({ score: null, error: 'NO_FCP' }))]), 'lcp')).toBe('–');
  });
});

describe('indexDrift', () => {
  test('a host that stayed within 20 % is reported on', () => {
    const drift = indexDrift({
      start: [1000, 1100, 1050],
      end: [1020, 990, 1010],
      groups: [
        { label: 'de-home calibrated', indices: [900, 1300, 1100] },
        { label: 'de-home 4×', indices: [1000, 1150, 1200] },
      ],
    });
    expect(drift.ok).toBe(true);
    expect(drift.startMedian).toBe(1050);
    expect(drift.endMedian).toBe(1010);
    // A single run's swing (900, 1300) is noise; the medians decide.
    expect(drift).toMatchObject({ min: 900, max: 1300 });
    expect(drift.worst.label).toBe('de-home 4×');
  });

  test('a page measured on a busier host, or a host that ended slower, is refused', () => {
    const busy = indexDrift({ start: [1000, 1000, 1000], end: [1000, 1000, 1000], groups: [{ label: 'nl-list 4×', indices: [750, 790, 800] }] });
    expect(busy.ok).toBe(false);
    expect(busy.worst).toMatchObject({ label: 'nl-list 4×', median: 790 });
    expect(busy.worst.change).toBeCloseTo(-0.21);
    const slower = indexDrift({ start: [1500, 1500, 1500], end: [1100, 1200, 1150], groups: [] });
    expect(slower.ok).toBe(false);
    expect(slower.worst.label).toBe('the closing calibration');
    // Faster counts too: the calibration no longer fits the host.
    expect(indexDrift({ start: [1000], end: [1250], groups: [] }).ok).toBe(false);
  });

  test('no calibration, no report', () => {
    expect(indexDrift({ start: [], end: [], groups: [] }).ok).toBe(false);
  });
});

test('renderTable: one row per page with both throttlings and the index', () => {
  const summary = summarize([lhr({ score: 0.95, index: 1040 }), lhr({ score: 0.97, index: 1060 }), lhr({ score: 0.96, index: 1050 })].map(metricsOf));
  const names = [throttlingName({ kind: 'calibrated' }, 2.5), throttlingName({ kind: 'fixed', multiplier: 4 }, 2.5)];
  expect(names).toEqual(['calibrated 2.5×', '4×']);
  const table = renderTable([{ label: 'de-home', results: [{ name: 'calibrated 2.5×', summary }] }], names).split('\n');
  expect(table[0]).toBe('| page | calibrated 2.5×: performance | LCP | TBT | CLS | FCP | 4×: performance | LCP | TBT | CLS | FCP | benchmarkIndex |');
  expect(table[2]).toBe('| de-home | 96 (95–97) | 2.0 s (2.0–2.0) | 100 ms (100–100) | 0.010 (0.010–0.010) | 1.0 s (1.0–1.0) | – | – | – | – | – | 1050 |');
});
