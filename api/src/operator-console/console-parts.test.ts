/**
 * The console's pure parts: "last known good" as the health job's fallback decides it (ADR 0037): the
 * promoted release, other than the one served, with the most recent verified healthy traffic, that has
 * not failed anywhere; the audit page's list of what a row changed; and pages escaping what they show
 * (JSX rendered to static markup: escaping by construction).
 */
import { accountsPage } from './accounts-page';
import { auditChanges, parseAuditValue } from './audit-changes';
import { mePage } from './me-page';
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
  const none = new Set<string>();
  // Every promoted release had verified healthy traffic, the later promoted the later.
  const healthy = new Map([
    ['1.2.0', at(21)],
    ['1.1.0', at(11)],
    ['1.0.0', at(2)],
  ]);

  it('is the release verified healthy last, other than the one served, when none failed', () => {
    expect(lastKnownGood(releases, '1.2.0', none, healthy)?.version).toBe('1.1.0');
    expect(lastKnownGood(releases, '1.3.0', none, healthy)?.version).toBe('1.2.0');
    expect(lastKnownGood(releases, '1.1.0', none, healthy)?.version).toBe('1.2.0');
  });

  it('is not "promoted last": a release promoted later without verified healthy traffic is passed over', () => {
    // 1.2.0 was promoted last but never had healthy traffic (it errored from the start): 1.1.0 is good.
    const onlyOlder = new Map([
      ['1.1.0', at(11)],
      ['1.0.0', at(2)],
    ]);
    expect(lastKnownGood(releases, '1.3.0', none, onlyOlder)?.version).toBe('1.1.0');
    // Verified healthy more recently than a later promotion: that one wins.
    const olderHealthyLater = new Map([
      ['1.2.0', at(21)],
      ['1.0.0', at(24)],
    ]);
    expect(lastKnownGood(releases, '1.3.0', none, olderHealthyLater)?.version).toBe('1.0.0');
    expect(lastKnownGood(releases, '1.3.0', none, new Map())).toBeNull();
  });

  it('never is a release that was never promoted to everyone, even with healthy canary traffic', () => {
    expect(lastKnownGood(releases, '1.2.0', new Set(['1.1.0', '1.0.0']), healthy)).toBeNull();
    expect(lastKnownGood([{ version: '2.0.0', promotedAt: null }], '1.0.0', none, new Map([['2.0.0', at(3)]]))).toBeNull();
  });

  it('skips releases that failed (anywhere: the caller passes every storefront\'s marks)', () => {
    expect(lastKnownGood(releases, '1.3.0', new Set(['1.2.0']), healthy)?.version).toBe('1.1.0');
    // The failed mark of the served release itself does not matter: it is never its own fallback.
    expect(lastKnownGood(releases, '1.2.0', new Set(['1.2.0']), healthy)?.version).toBe('1.1.0');
  });

  it('is none when nothing is served or nothing else was promoted', () => {
    expect(lastKnownGood(releases, null, none, healthy)).toBeNull();
    expect(lastKnownGood([], '1.0.0', none, healthy)).toBeNull();
    expect(lastKnownGood([{ version: '1.0.0', promotedAt: at(1) }], '1.0.0', none, healthy)).toBeNull();
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

describe('console pages escape what they show', () => {
  const hostile = `<script>alert("x")</script>'@example.com`;
  const viewer = { email: hostile, role: 'admin' as const, csrf: `c"><script>` };
  const account = {
    id: '00000000-0000-4000-8000-000000000001',
    email: hostile,
    role: 'releaser' as const,
    disabled: false,
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    lastLoginAt: null,
    secondFactor: true,
    remotes: null,
  };
  const noScript = (html: string) => {
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toContain('<script');
  };

  it('escapes an operator e-mail address in the header, the table, labels and legends (accounts page)', () => {
    const html = accountsPage(viewer, [account], { kind: 'error', text: `refused: ${hostile}` }, { email: hostile });
    noScript(html);
    expect(html).toContain('Signed in as <strong>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#x27;@example.com</strong> (admin)');
    expect(html).toContain('<th scope="row">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#x27;@example.com</th>');
    expect(html).toContain('<legend>Remotes &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#x27;@example.com may release</legend>');
    expect(html).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#x27;@example.com"');
    expect(html).toContain('<input type="hidden" name="csrf" value="c&quot;&gt;&lt;script&gt;"/>');
    expect(html).toContain('<div class="op-error" role="alert"><p>refused: &lt;script&gt;');
  });

  it('escapes a token label and a secret (me page)', () => {
    const token = {
      id: '00000000-0000-4000-8000-000000000002',
      label: hostile,
      accountId: account.id,
      accountEmail: hostile,
      remotes: null,
      createdAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2099-01-01T00:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    };
    const html = mePage(viewer, { account, tokens: [token], created: { label: hostile, secret: `s<b>"'` } }, null);
    noScript(html);
    expect(html).toContain('<code class="op-secret">s&lt;b&gt;&quot;&#x27;</code>');
    expect(html).toContain('Revoke<span class="op-vh"> the token &lt;script&gt;');
  });
});
