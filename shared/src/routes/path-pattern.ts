/**
 * A compiled path pattern. We compile the spec's notation ourselves because React Router cannot
 * express "digits only" segments (`/geschenkkarten/2/` is a list page, `/geschenkkarten/amazon/` a product).
 */
export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  params: string[];
  segments: Segment[];
}

export type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean; digits: boolean };

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)(\(digits\))?(\?)?$/;
/** A static segment: URL-unreserved characters only, so a pattern never needs escaping in a link. */
const STATIC_SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Compiled patterns, shared: every router of every request (the server builds one per storefront for
 * hreflang alternates) compiles the same few patterns. Compiled patterns are never changed.
 */
const compiledPatterns = new Map<string, CompiledPattern>();
const MAX_COMPILED_PATTERNS = 1_000;

export function compilePattern(pattern: string): CompiledPattern {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    if (compiledPatterns.size >= MAX_COMPILED_PATTERNS) compiledPatterns.clear();
    compiled = compileNewPattern(pattern);
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

function compileNewPattern(pattern: string): CompiledPattern {
  const segments: Segment[] = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const m = PARAM.exec(part);
      if (!m) return { kind: 'static', value: part } as const;
      return { kind: 'param', name: m[1] as string, digits: Boolean(m[2]), optional: Boolean(m[3]) } as const;
    });
  let source = '^';
  const params: string[] = [];
  for (const seg of segments) {
    if (seg.kind === 'static') {
      source += `/${escapeRegex(seg.value)}`;
    } else {
      params.push(seg.name);
      const body = seg.digits ? '(\\d+)' : '([^/]+)';
      source += seg.optional ? `(?:/${body})?` : `/${body}`;
    }
  }
  source += '/?$';
  return { pattern, regex: new RegExp(source), params, segments };
}

export function matchPattern(
  compiled: CompiledPattern,
  path: string,
): Record<string, string | undefined> | null {
  const m = compiled.regex.exec(path);
  if (!m) return null;
  const params: Record<string, string | undefined> = {};
  compiled.params.forEach((name, i) => {
    const raw = m[i + 1];
    params[name] = raw === undefined ? undefined : safeDecode(raw);
  });
  return params;
}

/** Builds a path with a trailing slash; returns null when a required parameter is missing. */
export function buildPath(
  compiled: CompiledPattern,
  params: Record<string, string | number | undefined> = {},
): string | null {
  let path = '';
  for (const seg of compiled.segments) {
    if (seg.kind === 'static') {
      path += `/${seg.value}`;
      continue;
    }
    const value = params[seg.name];
    if (value === undefined || value === '') {
      if (seg.optional) continue;
      return null;
    }
    const text = String(value);
    if (seg.digits && !/^\d+$/.test(text)) return null;
    path += `/${encodeURIComponent(text)}`;
  }
  return `${path}/`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Why a pattern is not valid (null when it is): patterns come as data from remote releases, so the
 * registry and the tests check them before any router compiles one.
 */
export function patternProblem(pattern: string): string | null {
  if (pattern === '/') return null;
  if (!pattern.startsWith('/') || !pattern.endsWith('/')) return `"${pattern}" must start and end with "/"`;
  const parts = pattern.slice(1, -1).split('/');
  const names = new Set<string>();
  for (const part of parts) {
    if (part === '') return `"${pattern}" has an empty segment`;
    if (part.startsWith(':')) {
      const m = PARAM.exec(part);
      if (!m) return `"${part}" in "${pattern}" is not a parameter (:name, :name?, :name(digits), :name(digits)?)`;
      if (names.has(m[1] as string)) return `"${pattern}" names the parameter ${m[1]} twice`;
      names.add(m[1] as string);
    } else if (!STATIC_SEGMENT.test(part)) {
      return `"${part}" in "${pattern}" has characters a path segment cannot carry unescaped`;
    }
  }
  return null;
}

/** Lower ranks are more specific: a fixed segment beats a digits-only parameter beats any parameter. */
function segmentRank(segment: Segment | undefined): number {
  // A pattern that has ended is the most specific: `/a/` must win over `/a/:b?/` for the path `/a/`.
  if (!segment) return -1;
  if (segment.kind === 'static') return 0;
  return (segment.digits ? 1 : 2) + (segment.optional ? 0.5 : 0);
}

/**
 * Orders two compiled patterns so that the more specific one is tried first (negative: `a` first).
 * Segment by segment, a fixed segment beats a digits-only parameter, which beats any parameter, and a
 * required parameter beats an optional one. Because routes come from several releases, no table order
 * can be relied on: this ranking is what keeps a new fixed path (`/geschenkkarten/neu/`) from being
 * shadowed by a parameter (`/geschenkkarten/:product/`) or the landing page catch-all (`/:path/`).
 */
export function compareSpecificity(a: CompiledPattern, b: CompiledPattern): number {
  const length = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < length; i += 1) {
    const difference = segmentRank(a.segments[i]) - segmentRank(b.segments[i]);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether two patterns take exactly the same paths (same shape; parameter names do not matter). */
export function sameShape(a: CompiledPattern, b: CompiledPattern): boolean {
  const shape = (c: CompiledPattern) => c.regex.source;
  return shape(a) === shape(b);
}
