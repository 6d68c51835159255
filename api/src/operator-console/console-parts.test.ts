/**
 * The console's pure parts: "last known good" as the release promoted last, other than the one served,
 * that has not failed on the storefront (ADR 0027, ADR 0029, issue 32), and the audit page's list of
 * what a row changed.
 */
import { auditChanges, parseAuditValue } from './audit-changes';
import { lastKnownGood } from './rollback';

describe('lastKnownGood', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day));
  // 1.3.0 is registered, in a canary at most; 1.2.0 is the promoted release.
  const releases = [
    { version: '1.3.0', promotedAt: null },
    { version: '1.2.0', promotedAt: at(20) },
    { version: '1.1.0', promotedAt: at(10) },
    { version: '1.0.0', promotedAt: at(1) },
  ];

  it('is the release promoted last, other than the one served, when none failed', () => {
    expect(lastKnownGood(releases, '1.2.0')?.version).toBe('1.1.0');
    expect(lastKnownGood(releases, '1.3.0')?.version).toBe('1.2.0');
    expect(lastKnownGood(releases, '1.1.0')?.version).toBe('1.2.0');
  });

  it('never is a release that was never promoted to everyone', () => {
    expect(lastKnownGood(releases, '1.2.0', new Set(['1.1.0', '1.0.0']))).toBeNull();
    expect(lastKnownGood([{ version: '2.0.0', promotedAt: null }], '1.0.0')).toBeNull();
  });

  it('follows a rollback: the release promoted again counts from then', () => {
    const rolledBack = releases.map((r) => (r.version === '1.0.0' ? { ...r, promotedAt: at(25) } : r));
    expect(lastKnownGood(rolledBack, '1.3.0')?.version).toBe('1.0.0');
  });

  it('skips releases that failed on the storefront', () => {
    expect(lastKnownGood(releases, '1.3.0', new Set(['1.2.0']))?.version).toBe('1.1.0');
    // The failed mark of the served release itself does not matter: it is never its own fallback.
    expect(lastKnownGood(releases, '1.2.0', new Set(['1.2.0']))?.version).toBe('1.1.0');
  });

  it('is none when nothing is served or nothing else was promoted', () => {
    expect(lastKnownGood(releases, null)).toBeNull();
    expect(lastKnownGood([], '1.0.0')).toBeNull();
    expect(lastKnownGood([{ version: '1.0.0', promotedAt: at(1) }], '1.0.0')).toBeNull();
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
