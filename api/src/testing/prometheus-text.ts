/**
 * Reading the Prometheus text format /metrics answers (ADR 0062) in tests: the sum of a metric's
 * samples whose labels include the given ones, over one scrape or over several processes' scrapes.
 */

/** One sample line: name, labels, value. Comments and blank lines give null. */
function parseSample(line: string): { name: string; labels: Map<string, string>; value: number } | null {
  const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
  if (!match) return null;
  const labels = new Map<string, string>();
  for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels.set(pair[1] as string, (pair[2] as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)));
  return { name: match[1] as string, labels, value: Number(match[3]) };
}

/** The sum of `name`'s samples carrying every label of `labels`, over all `scrapes` (0 when none). */
export function metricSum(scrapes: string | string[], name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const text of ([] as string[]).concat(scrapes)) {
    for (const line of text.split('\n')) {
      const sample = parseSample(line);
      if (sample?.name === name && Object.entries(labels).every(([key, value]) => sample.labels.get(key) === value)) sum += sample.value;
    }
  }
  return sum;
}
