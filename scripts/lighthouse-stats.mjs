// The arithmetic of `pnpm bench:lighthouse` (scripts/lighthouse.mjs): which throttlings and pages,
// the CPU multiplier for a host, medians and ranges of the runs, whether the host stayed the same
// machine during the run, and the table. Pure functions (scripts/lighthouse-stats.test.mjs).

/** A host whose benchmarkIndex moved more than this during the run is not reported on. */
export const MAX_INDEX_CHANGE = 0.2;

/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "CPU throttling"; the calculator of
 * lighthouse-cpu-throttling-calculator): the slowdown that makes this host a mid-range phone.
 * 1300 → 3×, +1 per 233 above; 800 → 2×, +1 per 500 above; below 800, 1 + (index − 150) / 650; never
 * under 1×. Rounded to a tenth.
 */
export function calibratedMultiplier(benchmarkIndex) {
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Smallest and largest value. */
export function range(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  return finite.length === 0 ? { min: Number.NaN, max: Number.NaN } : { min: Math.min(...finite), max: Math.max(...finite) };
}

/**
 * The throttlings to measure (LH_CPU): "calibrated" (the calculator's multiplier for this host) and
 * fixed multipliers, comma-separated; by default both the calibrated one and Lighthouse's default 4×.
 * @returns {Array<{ kind: 'calibrated' } | { kind: 'fixed', multiplier: number }>}
 */
export function parseThrottlings(value) {
  const text = (value ?? '').trim() || 'calibrated,4';
  const throttlings = text.split(',').map((part) => {
    const item = part.trim();
    if (item === 'calibrated') return { kind: 'calibrated' };
    const multiplier = Number(item);
    if (!(multiplier >= 1 && multiplier <= 20)) throw new Error(`LH_CPU: "${item}" is neither "calibrated" nor a multiplier from 1 to 20`);
    return { kind: 'fixed', multiplier };
  });
  const seen = new Set();
  return throttlings.filter((t) => {
    const key = t.kind === 'calibrated' ? 'calibrated' : String(t.multiplier);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The pages to measure (LH_PAGES): the named labels, "all", or by default the pages of the targets.
 * An unknown label is an error (a typo must not measure nothing and look fine).
 */
export function selectPages(all, value, defaults) {
  const text = (value ?? '').trim();
  if (!text) return all.filter((page) => defaults.includes(page.label));
  if (text === 'all') return all;
  const wanted = text.split(',').map((label) => label.trim()).filter(Boolean);
  const unknown = wanted.filter((label) => !all.some((page) => page.label === label));
  if (unknown.length > 0) throw new Error(`LH_PAGES: unknown ${unknown.join(', ')}; known: all, ${all.map((p) => p.label).join(', ')}`);
  return all.filter((page) => wanted.includes(page.label));
}

/** The figures of one Lighthouse run (its lhr). */
export function metricsOf(lhr) {
  const value = (id) => lhr.audits?.[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories?.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    index: lhr.environment?.benchmarkIndex ?? Number.NaN,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
    error: lhr.runtimeError?.code ?? null,
  };
}

export const METRICS = ['score', 'lcp', 'tbt', 'cls', 'fcp'];

/** Median and range of each figure over the runs that worked. */
export function summarize(runs) {
  const ok = runs.filter((run) => !run.error && Number.isFinite(run.score));
  const summary = { runs: runs.length, ok: ok.length };
  for (const metric of [...METRICS, 'index']) {
    const values = ok.map((run) => run[metric]);
    summary[metric] = { median: median(values), ...range(values) };
  }
  return summary;
}

/**
 * Whether the host stayed the machine it was calibrated as. The start (median of the calibration
 * runs) is compared with the end (median of the closing calibration runs) and with the median index
 * of each page's runs per throttling: a single run's index is noisy, a median that moved is a busy
 * (or throttled) machine, and a run on it would measure the machine, not the shop.
 * @param {{ start: number[], end: number[], groups: Array<{ label: string, indices: number[] }>, maxChange?: number }} input
 */
export function indexDrift({ start, end, groups, maxChange = MAX_INDEX_CHANGE }) {
  const startMedian = median(start);
  const endMedian = median(end);
  const compared = [{ label: 'the closing calibration', median: endMedian }, ...groups.map((g) => ({ label: g.label, median: median(g.indices) }))].filter((c) =>
    Number.isFinite(c.median),
  );
  let worst = null;
  for (const c of compared) {
    const change = (c.median - startMedian) / startMedian;
    if (!worst || Math.abs(change) > Math.abs(worst.change)) worst = { ...c, change };
  }
  const all = range([...start, ...end, ...groups.flatMap((g) => g.indices)]);
  const ok = Number.isFinite(startMedian) && startMedian > 0 && (!worst || Math.abs(worst.change) <= maxChange);
  return { ok, startMedian, endMedian, worst, min: all.min, max: all.max, maxChange };
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const FORMAT = {
  score: (v) => String(Math.round(v)),
  lcp: (v) => seconds(v),
  fcp: (v) => seconds(v),
  tbt: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  index: (v) => String(Math.round(v)),
};
const UNIT = { score: '', lcp: ' s', fcp: ' s', tbt: ' ms', cls: '', index: '' };

/** "3.5 s (3.4–3.6)": the median with the range of the runs; "–" when no run worked. */
export function formatCell(summary, metric) {
  const { median: m, min, max } = summary[metric];
  if (!Number.isFinite(m)) return '–';
  const f = FORMAT[metric];
  const spread = summary.ok > 1 ? ` (${f(min)}–${f(max)})` : '';
  const missing = summary.ok < summary.runs ? ` [${summary.runs - summary.ok} of ${summary.runs} failed]` : '';
  return `${f(m)}${UNIT[metric]}${spread}${missing}`;
}

/** The name of a throttling in the table: "calibrated 2.6×", "4×". */
export function throttlingName(throttling, calibrated) {
  return throttling.kind === 'calibrated' ? `calibrated ${calibrated}×` : `${throttling.multiplier}×`;
}

/**
 * One Markdown table, a row per page: for each throttling the performance score, LCP, TBT, CLS and
 * FCP (median, range), then the page's median benchmarkIndex.
 * @param {Array<{ label: string, results: Array<{ name: string, summary: ReturnType<typeof summarize> }> }>} pages
 */
export function renderTable(pages, names) {
  const head = ['page', ...names.flatMap((name) => [`${name}: performance`, 'LCP', 'TBT', 'CLS', 'FCP']), 'benchmarkIndex'];
  const align = ['---', ...names.flatMap(() => ['---:', '---:', '---:', '---:', '---:']), '---:'];
  const rows = pages.map((page) => {
    const cells = names.flatMap((name) => {
      const result = page.results.find((r) => r.name === name);
      return result ? METRICS.map((metric) => formatCell(result.summary, metric)) : METRICS.map(() => '–');
    });
    const indices = page.results.flatMap((r) => (Number.isFinite(r.summary.index.median) ? [r.summary.index.median] : []));
    return [page.label, ...cells, indices.length ? String(Math.round(median(indices))) : '–'];
  });
  return [head, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
