import { limitKeyHasher } from '../security/secret-box';
import {
  OVERRIDE_COOKIE,
  applyLocalOverride,
  consoleManifestProblem,
  localManifestProblem,
  overrideCookieHeader,
  overrideOfCookieHeader,
  parseQuerySwitch,
  signOverride,
  verifyOverride,
  withRemote,
  withoutRemote,
} from './local-override';
import type { ResolvedRemote } from './registry';

const key = limitKeyHasher('11'.repeat(32));
const otherKey = limitKeyHasher('22'.repeat(32));
const NOW = Date.parse('2026-11-26T12:00:00Z');
const LOCAL = 'http://localhost:3101/mf-manifest.json';
const valid = withRemote(null, 'catalogue', LOCAL, NOW);

describe('override cookie', () => {
  it('round-trips a signed override valid for 8 hours', () => {
    const value = signOverride(key, valid);
    expect(value).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{64}$/);
    expect(verifyOverride(key, value, NOW)).toEqual({ remotes: { catalogue: LOCAL }, exp: NOW / 1000 + 8 * 3600 });
    expect(overrideOfCookieHeader(key, `a=b; ${OVERRIDE_COOKIE}=${value}`, NOW)?.remotes).toEqual({ catalogue: LOCAL });
  });

  it('ignores a cookie signed under another key, or with a changed payload or signature', () => {
    const value = signOverride(key, valid);
    expect(verifyOverride(otherKey, value, NOW)).toBeNull();
    const [payload, signature] = value.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ remotes: { catalogue: 'https://evil.example/mf-manifest.json' }, exp: valid.exp })).toString('base64url');
    expect(verifyOverride(key, `${forged}.${signature}`, NOW)).toBeNull();
    expect(verifyOverride(key, `${payload}.${signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`, NOW)).toBeNull();
    expect(verifyOverride(key, payload, NOW)).toBeNull();
    expect(verifyOverride(key, `${payload}.${signature}x`, NOW)).toBeNull();
    expect(verifyOverride(key, '', NOW)).toBeNull();
    expect(verifyOverride(key, 'x'.repeat(5000), NOW)).toBeNull();
  });

  it('ignores an expired override', () => {
    const value = signOverride(key, valid);
    expect(verifyOverride(key, value, NOW + 8 * 3600 * 1000 - 1)).not.toBeNull();
    expect(verifyOverride(key, value, NOW + 8 * 3600 * 1000)).toBeNull();
  });

  it('ignores a signed override naming an unknown remote or a URL the rules refuse', () => {
    const sign = (remotes: Record<string, unknown>, exp = valid.exp) => {
      const payload = Buffer.from(JSON.stringify({ remotes, exp })).toString('base64url');
      return `${payload}.${key(`remote-override|${payload}`)}`;
    };
    expect(verifyOverride(key, sign({ catalogue: LOCAL }), NOW)).not.toBeNull();
    expect(verifyOverride(key, sign({ shop: LOCAL }), NOW)).toBeNull();
    expect(verifyOverride(key, sign({ catalogue: LOCAL, __proto__x: LOCAL }), NOW)).toBeNull();
    expect(verifyOverride(key, sign({ catalogue: 'javascript:alert(1)//mf-manifest.json' }), NOW)).toBeNull();
    expect(verifyOverride(key, sign({ catalogue: 'http://evil.example/mf-manifest.json' }), NOW)).toBeNull();
    expect(verifyOverride(key, sign({}), NOW)).toBeNull();
    expect(verifyOverride(key, sign({ catalogue: LOCAL }, Number.NaN), NOW)).toBeNull();
  });

  it('is HttpOnly, SameSite=Lax, Path=/, 8 hours, Secure on https; a reset drops it', () => {
    const header = overrideCookieHeader('v.1', true);
    expect(header).toMatch(/^shop_remote_override=v.1; Max-Age=28800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(overrideCookieHeader('v.1', false)).not.toContain('Secure');
    expect(overrideCookieHeader(null, false)).toMatch(/Max-Age=0/);
  });

  it('adds and removes remotes', () => {
    const both = withRemote(valid, 'redeem', 'http://127.0.0.1:3103/mf-manifest.json', NOW);
    expect(Object.keys(both.remotes)).toEqual(['catalogue', 'redeem']);
    expect(withoutRemote(both, 'catalogue')?.remotes).toEqual({ redeem: 'http://127.0.0.1:3103/mf-manifest.json' });
    expect(withoutRemote(valid, 'catalogue')).toBeNull();
  });
});

describe('manifest URL rules', () => {
  it.each([
    'http://localhost:3101/mf-manifest.json',
    'https://localhost:8443/remotes/catalogue/mf-manifest.json',
    'http://127.0.0.1:3001/mf-manifest.json',
    'http://[::1]:3001/mf-manifest.json',
  ])('the query switch allows the local dev server %s', (url) => {
    expect(localManifestProblem(url)).toBeNull();
    expect(consoleManifestProblem(url)).toBeNull();
  });

  it.each([
    'https://evil.example/mf-manifest.json',
    'http://localhost/mf-manifest.json',
    'http://localhost:3101/remoteEntry.js',
    'http://localhost:3101/mf-manifest.json?x=1',
    'http://localhost:3101/mf-manifest.json#x',
    'http://user:pw@localhost:3101/mf-manifest.json',
    'http://localhost.evil.example:3101/mf-manifest.json',
    'http://127.0.0.2:3101/mf-manifest.json',
    'http://localhost:3101/a/../mf-manifest.json',
    'javascript:alert(1)//mf-manifest.json',
    'data:text/javascript,1//mf-manifest.json',
    `http://localhost:3101/${'a'.repeat(300)}/mf-manifest.json`,
  ])('the query switch refuses %s', (url) => {
    expect(localManifestProblem(url)).not.toBeNull();
  });

  it('the console allows https anywhere, plain http only locally', () => {
    expect(consoleManifestProblem('https://preview.cdn.example/catalogue/pr-12/mf-manifest.json')).toBeNull();
    expect(consoleManifestProblem('http://preview.cdn.example/catalogue/mf-manifest.json')).toMatch(/plain http/);
    expect(consoleManifestProblem('https://cdn.example/remoteEntry.js')).toMatch(/mf-manifest\.json/);
  });

  it('parses the demo query switch', () => {
    expect(parseQuerySwitch('reset')).toEqual({ reset: true });
    expect(parseQuerySwitch(`catalogue@${LOCAL}`)).toEqual({ reset: false, remote: 'catalogue', url: LOCAL });
    expect(parseQuerySwitch('catalogue@https://evil.example/mf-manifest.json')).toHaveProperty('problem');
    expect(parseQuerySwitch(`shop@${LOCAL}`)).toHaveProperty('problem');
    expect(parseQuerySwitch(LOCAL)).toHaveProperty('problem');
  });
});

describe('applyLocalOverride', () => {
  const declaration = { remote: 'catalogue', version: '1.0.0', contractVersion: '1.0.0', routes: [] } as unknown as ResolvedRemote['declaration'];
  const resolved: ResolvedRemote[] = [
    { name: 'catalogue', enabled: true, pinnedVersion: null, version: '1.0.0', manifestUrl: '/remotes/catalogue/1.0.0/mf-manifest.json', contractVersion: '1.0.0', declaration, rollout: null },
    { name: 'redeem', enabled: true, pinnedVersion: null, version: '2.0.0', manifestUrl: '/remotes/redeem/2.0.0/mf-manifest.json', contractVersion: '1.0.0', declaration: null, rollout: null },
  ];

  it('replaces the manifest of the overridden remote only, keeps its routes, flags it', () => {
    const [catalogue, redeem] = applyLocalOverride(resolved, valid, '9.9.9');
    // A dev server's files are not the release's: nothing to check them against (ADR 0040).
    expect(catalogue).toEqual({ ...resolved[0], manifestUrl: LOCAL, version: 'override:localhost:3101', contractVersion: '9.9.9', integrity: null, localOverride: true });
    expect(catalogue?.declaration).toBe(declaration);
    expect(redeem).toBe(resolved[1]);
    // Pure: the (cached) input is not changed.
    expect(resolved[0]?.manifestUrl).toBe('/remotes/catalogue/1.0.0/mf-manifest.json');
  });

  it('without an override is the resolution as it was', () => {
    expect(applyLocalOverride(resolved, null)).toEqual(resolved);
  });
});
