import type { ResolvedRemote } from './registry';
import {
  ROLLOUT_COOKIE,
  hasActiveRollout,
  newRolloutVisitorId,
  remotesForVisitor,
  rolloutBucket,
  rolloutCookieHeader,
  rolloutSignature,
  rolloutVisitorOf,
} from './visitor-remotes';

const ids = Array.from({ length: 4_000 }, () => newRolloutVisitorId());

const base: ResolvedRemote = {
  name: 'catalogue',
  enabled: true,
  pinnedVersion: null,
  version: '1.0.0',
  manifestUrl: '/remotes/catalogue/1.0.0/mf-manifest.json',
  contractVersion: '1.0.0',
  declaration: null,
  rollout: null,
};
/** The rollout release's recorded manifest hash (ADR 0040): the visitor who gets it is told it. */
const ROLLOUT_MANIFEST_SRI = `sha384-${'r'.repeat(64)}`;
const rolledOut = (percent: number): ResolvedRemote => ({
  ...base,
  rollout: {
    version: '2.0.0',
    percent,
    manifestUrl: '/remotes/catalogue/2.0.0/mf-manifest.json',
    contractVersion: '1.1.0',
    declaration: null,
    integrity: { manifest: ROLLOUT_MANIFEST_SRI, filesUrl: '/release-integrity/catalogue/2.0.0.json' },
  },
});

describe('rollout buckets', () => {
  it('spreads visitors evenly over 0-99', () => {
    const counts = new Array<number>(10).fill(0);
    for (const id of ids) counts[Math.floor(rolloutBucket('catalogue', id) / 10)] = (counts[Math.floor(rolloutBucket('catalogue', id) / 10)] ?? 0) + 1;
    // 400 expected per tenth; 4 000 draws keep each within ±25 % (far beyond 5 standard deviations).
    for (const count of counts) expect(count).toBeGreaterThan(300);
    for (const count of counts) expect(count).toBeLessThan(500);
  });

  it('keeps the visitors already in when the percentage grows (monotonic), and is sticky', () => {
    const inAt = (percent: number) => new Set(ids.filter((id) => remotesForVisitor([rolledOut(percent)], id)[0]?.version === '2.0.0'));
    const ten = inAt(10);
    const fifty = inAt(50);
    expect(ten.size / ids.length).toBeGreaterThan(0.07);
    expect(ten.size / ids.length).toBeLessThan(0.13);
    expect(fifty.size / ids.length).toBeGreaterThan(0.45);
    expect(fifty.size / ids.length).toBeLessThan(0.55);
    for (const id of ten) expect(fifty.has(id)).toBe(true);
    // The same id, the same side, every time.
    expect(inAt(50)).toEqual(fifty);
  });

  it('picks independent visitors for different remotes', () => {
    const inBoth = ids.filter((id) => rolloutBucket('catalogue', id) < 50 && rolloutBucket('account', id) < 50).length;
    // Independent: about a quarter; the same visitors for both would be half.
    expect(inBoth / ids.length).toBeGreaterThan(0.2);
    expect(inBoth / ids.length).toBeLessThan(0.3);
  });
});

describe('remotesForVisitor', () => {
  it('gives the rollout release to a visitor in the bucket, the base to the others and to no visitor', () => {
    const inside = ids.find((id) => rolloutBucket('catalogue', id) < 30) as string;
    const outside = ids.find((id) => rolloutBucket('catalogue', id) >= 30) as string;
    expect(remotesForVisitor([rolledOut(30)], inside)).toEqual([
      {
        ...base,
        version: '2.0.0',
        manifestUrl: '/remotes/catalogue/2.0.0/mf-manifest.json',
        contractVersion: '1.1.0',
        integrity: { manifest: ROLLOUT_MANIFEST_SRI, filesUrl: '/release-integrity/catalogue/2.0.0.json' },
        rollout: null,
      },
    ]);
    expect(remotesForVisitor([rolledOut(30)], outside)).toEqual([base]);
    expect(remotesForVisitor([rolledOut(99)], null)).toEqual([base]);
    expect(remotesForVisitor([base], inside)).toEqual([base]);
  });

  it('signs the visitor choice for caches only while a rollout runs', () => {
    const inside = ids.find((id) => rolloutBucket('catalogue', id) < 30) as string;
    expect(rolloutSignature([base], inside)).toBe('');
    expect(rolloutSignature([rolledOut(30)], inside)).toBe('catalogue@2.0.0');
    expect(rolloutSignature([rolledOut(30)], null)).toBe('catalogue@1.0.0');
    expect(hasActiveRollout([rolledOut(30)])).toBe(true);
    expect(hasActiveRollout([{ ...rolledOut(30), enabled: false }])).toBe(false);
    expect(hasActiveRollout([base])).toBe(false);
  });
});

describe('the shop_rollout cookie', () => {
  it('reads only ids the server could have issued', () => {
    const id = newRolloutVisitorId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rolloutVisitorOf(`a=1; ${ROLLOUT_COOKIE}=${id}`)).toBe(id);
    expect(rolloutVisitorOf(undefined)).toBeNull();
    expect(rolloutVisitorOf(`${ROLLOUT_COOKIE}=short`)).toBeNull();
    expect(rolloutVisitorOf(`${ROLLOUT_COOKIE}=${id}x`)).toBeNull();
    expect(rolloutVisitorOf(`${ROLLOUT_COOKIE}=${'a'.repeat(21)}%3C`)).toBeNull();
  });

  it('is HttpOnly, Lax, site-wide, 180 days, Secure on https', () => {
    const header = rolloutCookieHeader('A'.repeat(22), true);
    expect(header).toBe(`${ROLLOUT_COOKIE}=${'A'.repeat(22)}; Max-Age=15552000; Path=/; HttpOnly; Secure; SameSite=Lax`);
    expect(rolloutCookieHeader('A'.repeat(22), false)).not.toContain('Secure');
  });
});
