// The arithmetic of `pnpm bench:inp` (scripts/inp.mjs): the page's Event Timing entries grouped into
// interactions with their parts, each interaction given to the step that caused it, the scripts of
// the long animation frames it overlapped, medians and maxima over the runs, and the tables. Pure
// functions (scripts/inp-stats.test.mjs).
import { median } from './lighthouse-stats.mjs';

/** Issue 37: an interaction's latency (the page's INP) must stay at or under this. */
export const INP_TARGET_MS = 200;

/**
 * The interactions in a page's Event Timing entries, as web-vitals (its attribution build) and
 * Chromium count them. An interaction (entries sharing an interactionId: a tap's pointerdown,
 * pointerup and click, a key's keydown and keyup) lasts as long as its longest entry, from its input
 * to the next paint (rounded by the browser to 8 ms). Its parts come from every entry painted in that
 * frame (within 8 ms), those of other events too (a focusout the tap caused, a pointerover still
 * running): input delay from the input to the first handler of the frame (not before the input),
 * processing to the end of the last one (not after the paint), presentation delay from there to the
 * paint. The parts add up to the latency.
 * @param {Array<{ name: string, interactionId: number, startTime: number, duration: number, processingStart: number, processingEnd: number, target?: string | null, key?: string | null }>} events
 */
export function interactionsOf(events) {
  const byId = new Map();
  for (const event of events) {
    if (!event.interactionId) continue;
    const list = byId.get(event.interactionId) ?? [];
    list.push(event);
    byId.set(event.interactionId, list);
  }
  const interactions = [...byId.entries()].map(([id, list]) => {
    const first = list.reduce((a, b) => (b.duration > a.duration ? b : a));
    const paint = first.startTime + first.duration;
    const frame = events.filter((e) => Math.abs(e.startTime + e.duration - paint) <= 8);
    const processingStart = Math.max(Math.min(...frame.map((e) => e.processingStart)), first.startTime);
    const nextPaint = Math.max(paint, processingStart);
    const processingEnd = Math.min(Math.max(...frame.map((e) => e.processingEnd)), nextPaint);
    const keyEntry = list.find((e) => e.key);
    return {
      id,
      start: first.startTime,
      duration: first.duration,
      inputDelay: processingStart - first.startTime,
      processing: Math.max(0, processingEnd - processingStart),
      presentation: Math.max(0, nextPaint - Math.max(processingEnd, processingStart)),
      type: list.some((e) => e.name.startsWith('key')) ? 'keyboard' : 'pointer',
      events: [...new Set(list.map((e) => e.name))],
      alsoInFrame: [...new Set(frame.filter((e) => e.interactionId !== id).map((e) => e.name))],
      target: list.find((e) => e.target)?.target ?? null,
      key: keyEntry?.key ?? null,
    };
  });
  return interactions.sort((a, b) => a.start - b.start);
}

/**
 * Gives each interaction to the step it belongs to: the last step mark at or before its start
 * (marks are set in the page just before a step's input); earlier ones belong to no step ('–').
 * @param {Array<{ start: number }>} interactions
 * @param {Array<{ name: string, time: number }>} marks
 */
export function assignSteps(interactions, marks) {
  const sorted = [...marks].sort((a, b) => a.time - b.time);
  return interactions.map((interaction) => {
    let step = '–';
    for (const mark of sorted) if (mark.time <= interaction.start) step = mark.name;
    return { ...interaction, step };
  });
}

/**
 * A script's source in a line: its path on the server without the origin (the shell's files at the
 * root, a remote's under /remotes/<name>/), else the kind of invoker.
 */
function sourceOf(script) {
  if (script.sourceURL) {
    try {
      return new URL(script.sourceURL).pathname;
    } catch {
      return script.sourceURL;
    }
  }
  return script.invokerType || 'unknown';
}

/**
 * What ran during an interaction: the scripts of the long animation frames (Long Animation Frame API;
 * frames over 50 ms, scripts over 5 ms) that overlap it from input to paint, longest overlap first,
 * and how much of it those frames spent in style and layout (their end-of-frame rendering).
 * @param {{ start: number, duration: number }} interaction
 * @param {Array<{ startTime: number, duration: number, renderStart?: number, styleAndLayoutStart?: number, scripts: Array<{ startTime: number, duration: number, invoker?: string, invokerType?: string, sourceURL?: string, sourceFunctionName?: string, forcedStyleAndLayoutDuration?: number }> }>} frames
 */
export function scriptsDuring(interaction, frames, limit = 3) {
  const from = interaction.start;
  const to = interaction.start + interaction.duration;
  const overlap = (start, duration) => Math.max(0, Math.min(to, start + duration) - Math.max(from, start));
  const overlapping = frames.filter((frame) => overlap(frame.startTime, frame.duration) > 0);
  const scripts = overlapping
    .flatMap((frame) => frame.scripts)
    .map((script) => ({
      source: sourceOf(script),
      function: script.sourceFunctionName || null,
      invoker: script.invoker || script.invokerType || null,
      duration: Math.round(script.duration),
      overlap: Math.round(overlap(script.startTime, script.duration)),
      forcedStyleAndLayout: Math.round(script.forcedStyleAndLayoutDuration ?? 0),
    }))
    .filter((script) => script.overlap > 0)
    .sort((a, b) => b.overlap - a.overlap);
  const styleAndLayout = overlapping.reduce((sum, frame) => {
    const begin = frame.styleAndLayoutStart ?? frame.renderStart;
    return begin ? sum + overlap(begin, frame.startTime + frame.duration - begin) : sum;
  }, 0);
  return { longFrames: overlapping.length, styleAndLayout: Math.round(styleAndLayout), scripts: scripts.slice(0, limit) };
}

/** The interaction that cost most, with its step; null for none. */
export function worstOf(interactions) {
  return interactions.reduce((worst, i) => (!worst || i.duration > worst.duration ? i : worst), null);
}

/**
 * One run's figures: web-vitals' INP for the page (its last reported value: the worst interaction
 * while there are fewer than 50) and per step the worst interaction in it.
 * @param {{ steps: string[], inp: number | null, interactions: Array<{ step: string, duration: number }> }} run
 */
export function stepsOf(run) {
  return run.steps.map((name) => {
    const mine = run.interactions.filter((i) => i.step === name);
    return { name, count: mine.length, worst: worstOf(mine) };
  });
}

/**
 * Median and maximum over the runs, per storefront and scenario: the page's INP (web-vitals) and the
 * worst interaction of each step. Runs that failed are counted, left out of the figures.
 * @param {Array<{ store: string, scenario: string, run: number, error?: string | null, inp: number | null, steps: string[], interactions: Array<{ step: string, duration: number }> }>} runs
 */
export function summarizeRuns(runs) {
  const groups = new Map();
  for (const run of runs) {
    const key = `${run.store}\u0000${run.scenario}`;
    if (!groups.has(key)) groups.set(key, { store: run.store, scenario: run.scenario, runs: [] });
    groups.get(key).runs.push(run);
  }
  return [...groups.values()].map(({ store, scenario, runs: all }) => {
    const ok = all.filter((r) => !r.error && Number.isFinite(r.inp));
    const inps = ok.map((r) => r.inp);
    const stepNames = all[0].steps;
    const steps = stepNames.map((name) => {
      const worst = ok.map((r) => stepsOf(r).find((s) => s.name === name)?.worst?.duration ?? 0);
      return { name, median: median(worst), max: worst.length ? Math.max(...worst) : Number.NaN };
    });
    return {
      store,
      scenario,
      runs: all.length,
      ok: ok.length,
      errors: all.filter((r) => r.error).map((r) => `run ${r.run}: ${r.error}`),
      inp: { median: median(inps), max: inps.length ? Math.max(...inps) : Number.NaN, values: inps },
      steps,
    };
  });
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '–');
/** 0 means no interaction of the step reached the observer's 16 ms threshold. */
const stepMs = (v) => (!Number.isFinite(v) ? '–' : v === 0 ? '< 16 ms' : `${Math.round(v)} ms`);
const verdict = (v) => (!Number.isFinite(v) ? '–' : v <= INP_TARGET_MS ? 'ok' : `**over ${INP_TARGET_MS} ms**`);

/** The table of the target: a row per storefront and scenario, INP median and max, each step's worst. */
export function renderTable(summaries) {
  const rows = summaries.map((s) => {
    const failed = s.ok < s.runs ? ` [${s.runs - s.ok} of ${s.runs} failed]` : '';
    const steps = s.steps.map((step) => `${step.name} ${stepMs(step.median)} / ${stepMs(step.max)}`).join('; ');
    return [s.store, s.scenario, `${ms(s.inp.median)}${failed}`, ms(s.inp.max), verdict(s.inp.max), steps];
  });
  const head = ['storefront', 'interaction', 'INP median', 'INP max', `≤ ${INP_TARGET_MS} ms`, 'worst per step: median / max'];
  return [head, ['---', '---', '---:', '---:', '---', '---'], ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** The breakdown of one interaction, in lines for the console. */
export function describeInteraction(i) {
  const lines = [
    `${Math.round(i.duration)} ms ${i.type}${i.key ? ` "${i.key}"` : ''} on ${i.target ?? '(removed element)'} (${i.events.join(', ')}${i.alsoInFrame?.length ? `; in its frame also ${i.alsoInFrame.join(', ')}` : ''})`,
    `  input delay ${Math.round(i.inputDelay)} ms, processing ${Math.round(i.processing)} ms, presentation ${Math.round(i.presentation)} ms`,
  ];
  const during = i.during;
  if (during) {
    lines.push(`  long animation frames overlapping it: ${during.longFrames}, style and layout in them ${during.styleAndLayout} ms`);
    for (const s of during.scripts) {
      lines.push(
        `  script ${s.source}${s.function ? ` ${s.function}()` : ''} (${s.invoker ?? '?'}): ${s.duration} ms, ${s.overlap} ms of it during the interaction${s.forcedStyleAndLayout ? `, ${s.forcedStyleAndLayout} ms forced style/layout` : ''}`,
      );
    }
    if (during.scripts.length === 0) lines.push('  no script over 5 ms in a long animation frame during it (rendering or many short tasks)');
  }
  return lines.join('\n');
}
