// Where a traced interaction's time went (`INP_TRACE_STEP`, scripts/inp.mjs): the slowest input task of a
// DevTools trace, its style recalculations and layouts, and its CPU profile as our own functions. The
// bench's own breakdown names minified bundles ("/3262.….js wm()"); the trace's sampled profile, mapped
// back through the builds' source maps, names `showModal` or `RedeemProductDialog` instead.
// Pure functions over the parsed trace; the caller reads the files (the source maps come in as a lookup).

/** The input events a shopper's tap or key starts; a task that dispatched one of them is an input task. */
const INPUT_EVENTS = new Set(['click', 'pointerdown', 'pointerup', 'mousedown', 'mouseup', 'keydown', 'keypress', 'keyup', 'input', 'change']);

const ms = (microseconds) => microseconds / 1000;

/**
 * The longest task of the page's main thread that dispatched an input event, with what ran inside it.
 * @param {Array<object>} events the trace's events (`traceEvents`)
 * @returns {null | { start: number, duration: number, pid: number, tid: number, events: string[], styles: Array<{ ms: number, elements: number | null }>, layouts: Array<{ ms: number, dirty: number | null, total: number | null }> }}
 */
export function slowestInputTask(events) {
  const inputs = events.filter((e) => e.name === 'EventDispatch' && INPUT_EVENTS.has(e.args?.data?.type));
  // The page's main thread is the one that handled the most input (a trace holds other renderers too:
  // an iframe's, the start page's).
  const perThread = new Map();
  for (const e of inputs) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const thread = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  const dispatches = inputs.filter((e) => `${e.pid}:${e.tid}` === thread);
  let slowest = null;
  for (const task of events) {
    if (task.name !== 'RunTask' || !task.dur) continue;
    const end = task.ts + task.dur;
    const inside = (e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts <= end;
    if (!dispatches.some(inside)) continue;
    if (slowest && slowest.dur >= task.dur) continue;
    slowest = task;
  }
  if (!slowest) return null;
  const end = slowest.ts + slowest.dur;
  const within = events.filter((e) => e.pid === slowest.pid && e.tid === slowest.tid && e !== slowest && e.ts >= slowest.ts && e.ts + (e.dur ?? 0) <= end);
  return {
    start: slowest.ts,
    duration: ms(slowest.dur),
    pid: slowest.pid,
    tid: slowest.tid,
    events: [...new Set(within.filter((e) => e.name === 'EventDispatch').map((e) => e.args?.data?.type))],
    styles: within.filter((e) => e.name === 'UpdateLayoutTree').map((e) => ({ ms: ms(e.dur ?? 0), elements: e.args?.elementCount ?? null })),
    layouts: within
      .filter((e) => e.name === 'Layout')
      .map((e) => ({ ms: ms(e.dur ?? 0), dirty: e.args?.beginData?.dirtyObjects ?? null, total: e.args?.beginData?.totalObjects ?? null })),
  };
}

/**
 * The sampled CPU profile of one thread (`disabled-by-default-v8.cpu_profiler`): nodes by id with their
 * parents, and the samples with their times on the trace's clock.
 */
export function threadProfile(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return null;
  const nodes = new Map();
  const samples = [];
  let time = profile.args?.data?.startTime ?? profile.ts;
  // The chunks come from the profiler's own thread, tied to the profile by its id.
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      time += deltas[i] ?? 0;
      samples.push({ node: ids[i], time });
    }
  }
  return { nodes, samples };
}

/**
 * Self and inclusive time per function within [from, to] (trace microseconds), each sample lasting until
 * the next. `nameOf(callFrame)` names a frame (e.g. through a source map); frames with the same name are
 * one function. Idle and the profiler's own bookkeeping are left out.
 * @returns {{ self: Array<[string, number]>, inclusive: Array<[string, number]> }} milliseconds, largest first
 */
export function functionTimes(profile, from, to, nameOf) {
  const self = new Map();
  const inclusive = new Map();
  const names = new Map();
  const nameOfNode = (node) => {
    if (!names.has(node.id)) names.set(node.id, nameOf(node.callFrame));
    return names.get(node.id);
  };
  const { nodes, samples } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const { node: id, time } = samples[i];
    const next = samples[i + 1]?.time ?? time;
    if (time < from || time > to) continue;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const took = ms(Math.min(next, to) - time);
    const own = nameOfNode(node);
    self.set(own, (self.get(own) ?? 0) + took);
    const seen = new Set();
    for (let at = node; at; at = nodes.get(at.parent)) {
      const name = nameOfNode(at);
      if (name === '(root)' || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + took);
    }
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { self: sorted(self), inclusive: sorted(inclusive) };
}

/**
 * A frame's name for people: the original function and file through `originalPosition(url, line, column)`
 * (a source-map lookup, null when there is none), else the bundle's name and the script's path.
 * Packages from node_modules are named by their package ("react-dom"), our files by their path.
 */
export function frameName(callFrame, originalPosition) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (!url) return functionName || '(anonymous)';
  const original = originalPosition(url, lineNumber + 1, columnNumber);
  if (original?.source) {
    const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(original.source);
    const where = pkg ? pkg[1] : `${original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '')}:${original.line}`;
    return `${original.name ?? (functionName || '(anonymous)')} (${where})`;
  }
  return `${functionName || '(anonymous)'} (${url.replace(/^[a-z]+:\/\/[^/]+/, '')})`;
}

/** A function of a package (named "(react-dom)" by frameName), not of ours nor the browser's. */
export const isPackageFunction = (name) => /\((?:@[\w.-]+\/)?[\w.-]+\)$/.test(name);

/**
 * The lines the bench prints for a traced step: inclusive time for our own functions and the browser's
 * (`showModal`), where a package's inclusive time is mostly its caller's work; self time for all.
 */
export function describeTask(task, times, top = 8) {
  const round = (n) => `${n.toFixed(1)} ms`;
  const lines = [`slowest input task ${round(task.duration)} (${task.events.join(', ')})`];
  if (task.styles.length) lines.push(`  style: ${task.styles.map((s) => `${round(s.ms)}${s.elements === null ? '' : ` for ${s.elements} elements`}`).join('; ')}`);
  if (task.layouts.length) lines.push(`  layout: ${task.layouts.map((l) => `${round(l.ms)}${l.dirty === null ? '' : ` for ${l.dirty} of ${l.total} objects`}`).join('; ')}`);
  if (times) {
    const ours = times.inclusive.filter(([name]) => !isPackageFunction(name) && name !== '(program)');
    lines.push(`  ours and the browser's, inclusive: ${ours.slice(0, top).map(([name, t]) => `${name} ${round(t)}`).join('; ')}`);
    lines.push(`  every function, self: ${times.self.slice(0, top).map(([name, t]) => `${name} ${round(t)}`).join('; ')}`);
  }
  return lines;
}

/**
 * What the bench prints for a traced step: its slowest input task, with the functions named through
 * `originalPosition` (build-source-maps.mjs).
 */
export function summarizeTrace(trace, originalPosition) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const task = slowestInputTask(events);
  if (!task) return ['no input task in the trace'];
  const profile = threadProfile(events, task.pid, task.tid);
  const times = profile ? functionTimes(profile, task.start, task.start + task.duration * 1000, (frame) => frameName(frame, originalPosition)) : null;
  return describeTask(task, times);
}
