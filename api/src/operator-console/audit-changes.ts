/**
 * What an audit row changed, for people: before and after are JSON values (a switch of 33
 * storefronts is an object of 33 entries), so the console lists only the leaves that differ
 * (`CB.enabled: true → false`) and offers the whole values beside them.
 */

export interface Change {
  path: string;
  before: string | null;
  after: string | null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Leaves by dotted path; arrays and scalars are leaves (written as JSON). */
function leaves(value: unknown, prefix: string, into: Map<string, string>): Map<string, string> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(prefix, JSON.stringify(value));
  }
  return into;
}

/** Parses a row's JSON text (null stays null; text that is not JSON is shown as it is). */
export function parseAuditValue(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The leaves that differ between before and after (a missing side is null), in the order they
 * first appear. A row without before (a creation, a failed login) lists all of after's leaves.
 */
export function auditChanges(before: unknown, after: unknown): Change[] {
  const left = before === null ? new Map<string, string>() : leaves(before, '', new Map());
  const right = after === null ? new Map<string, string>() : leaves(after, '', new Map());
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths
    .filter((path) => left.get(path) !== right.get(path))
    .map((path) => ({ path, before: left.get(path) ?? null, after: right.get(path) ?? null }));
}
