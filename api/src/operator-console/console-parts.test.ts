/**
 * The console's pure parts: "last known good" as the newest release registered before the current one
 * that has not failed on the storefront (ADR 0027, ADR 0029), and the audit page's list of what a row
 * changed.
 */
import { auditChanges, parseAuditValue } from './audit-changes';
import { lastKnownGood } from './rollback';

describe('lastKnownGood', () => {
  const newestFirst = [{ version: '1.2.0' }, { version: '1.1.0' }, { version: '1.0.0' }];

  it('is the release registered just before the one served, when none failed', () => {
    expect(lastKnownGood(newestFirst, '1.2.0')?.version).toBe('1.1.0');
    expect(lastKnownGood(newestFirst, '1.1.0')?.version).toBe('1.0.0');
  });

  it('skips releases that failed on the storefront', () => {
    expect(lastKnownGood(newestFirst, '1.2.0', new Set(['1.1.0']))?.version).toBe('1.0.0');
    expect(lastKnownGood(newestFirst, '1.2.0', new Set(['1.1.0', '1.0.0']))).toBeNull();
    // The failed mark of the served release itself does not matter: only earlier ones are candidates.
    expect(lastKnownGood(newestFirst, '1.2.0', new Set(['1.2.0']))?.version).toBe('1.1.0');
  });

  it('is none for the oldest release, an unknown one, or none served', () => {
    expect(lastKnownGood(newestFirst, '1.0.0')).toBeNull();
    expect(lastKnownGood(newestFirst, '9.9.9')).toBeNull();
    expect(lastKnownGood(newestFirst, null)).toBeNull();
    expect(lastKnownGood([], '1.0.0')).toBeNull();
  });
});

describe('auditChanges', () => {
  it('lists only the leaves that differ, by dotted path', () => {
    const before = { CB: { enabled: true, pinnedVersion: null }, CBDE: { enabled: true, pinnedVersion: null } };
    const after = { CB: { enabled: false, pinnedVersion: null }, CBDE: { enabled: true, pinnedVersion: null } };
    expect(auditChanges(before, after)).toEqual([{ path: 'CB.enabled', before: 'true', after: 'false' }]);
  });

  it('lists everything of a creation (no before) and of a deletion (no after)', () => {
    expect(auditChanges(null, { email: 'a@b.c', role: 'viewer' })).toEqual([
      { path: 'email', before: null, after: '"a@b.c"' },
      { path: 'role', before: null, after: '"viewer"' },
    ]);
    expect(auditChanges({ n: 1 }, null)).toEqual([{ path: 'n', before: '1', after: null }]);
  });

  it('treats arrays and scalars as leaves', () => {
    expect(auditChanges({ keys: ['a'] }, { keys: ['a', 'b'] })).toEqual([{ path: 'keys', before: '["a"]', after: '["a","b"]' }]);
    expect(auditChanges(1, 2)).toEqual([{ path: '', before: '1', after: '2' }]);
  });

  it('reads a row’s JSON text, and shows text that is not JSON as it is', () => {
    expect(parseAuditValue('{"a":1}')).toEqual({ a: 1 });
    expect(parseAuditValue(null)).toBeNull();
    expect(parseAuditValue('not json')).toBe('not json');
  });
});
