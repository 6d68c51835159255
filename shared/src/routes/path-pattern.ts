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

type Segment =
  | { kind: 'static'; value: string }
  | { kind: 'param'; name: string; optional: boolean; digits: boolean };

const PARAM = /^:([A-Za-z][A-Za-z0-9]*)(\(digits\))?(\?)?$/;

export function compilePattern(pattern: string): CompiledPattern {
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
