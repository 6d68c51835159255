/**
 * Local remote overrides over HTTP (ADR 0031): the demo's query switch, what a page and the
 * storefrontConfig query carry for the browser with the cookie (and for nobody else), its cache
 * headers and CSP; production ignores the switch.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteReleases } from '../db/schema';
import { OVERRIDE_COOKIE, signOverride, withRemote } from '../remotes/local-override';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';
const LOCAL = 'http://localhost:3101/mf-manifest.json';
const CONFIG_QUERY = '{ storefrontConfig { localOverrideSwitch remotes { name version manifestUrl contractVersion localOverride } routes { key remote } } }';

interface Config {
  localOverrideSwitch: string | null;
  remotes: Array<{ name: string; version: string | null; manifestUrl: string | null; contractVersion: string | null; localOverride: boolean | null }>;
  routes: Array<{ key: string; remote: string }>;
}

let demo: TestServer;
let production: TestServer;
let tmp: string;

function bootOf(html: string): Config {
  const match = /window\.__SHOP_BOOT__=(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no boot script in ${html}`);
  return (JSON.parse(match[1]) as { storefrontConfig: Config }).storefrontConfig;
}

/** The cookie pair of a Set-Cookie header. */
function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (header ?? '').split(';')[0] as string;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-override-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(shellDist);
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  demo = await startTestServer({ shellDist });
  production = await startTestServer({ shellDist, mode: 'production' });
  for (const server of [demo, production]) {
    await server.handle.db.insert(remoteReleases).values({
      remote: 'catalogue',
      version: '2.0.0',
      promotedAt: new Date(),
      baseUrl: 'https://cdn.example.com/catalogue/2.0.0',
      declaration: testDeclaration({ remote: 'catalogue', routes: ['home', 'productList'].map((key) => ({ key })) }),
    });
  }
});

afterAll(async () => {
  await demo?.close();
  await production?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the demo query switch', () => {
  it('sets a signed cookie and redirects to the same URL without the parameter', async () => {
    const res = await demo.request(`/geschenkkarten/?a=1&remote-override=${encodeURIComponent(`catalogue@${LOCAL}`)}&b=2`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/geschenkkarten/?a=1&b=2');
    expect(res.headers['cache-control']).toBe('no-store');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^shop_remote_override=[A-Za-z0-9_-]+\.[0-9a-f]{64}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);

    // A second remote is added to the first.
    const cookie = cookieOf(res.headers['set-cookie']);
    const more = await demo.request(`/?remote-override=${encodeURIComponent('redeem@http://127.0.0.1:3103/mf-manifest.json')}`, {
      headers: { host: 'localhost', cookie },
    });
    expect(more.status).toBe(303);
    expect(more.headers.location).toBe('/');
    const page = await demo.request('/', { headers: { host: 'localhost', cookie: cookieOf(more.headers['set-cookie']) } });
    const overridden = bootOf(page.text).remotes.filter((r) => r.localOverride).map((r) => r.name);
    expect(overridden).toEqual(['catalogue', 'redeem']);
  });

  it('resets the override', async () => {
    const res = await demo.request('/geschenkkarten/?remote-override=reset', { headers: { host: 'localhost' } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/geschenkkarten/');
    expect(String(res.headers['set-cookie'])).toMatch(/^shop_remote_override=; Max-Age=0;/);
  });

  it.each([
    'catalogue@https://evil.example/mf-manifest.json',
    'catalogue@http://evil.example:3101/mf-manifest.json',
    'catalogue@http://localhost:3101/evil.js',
    'shop@http://localhost:3101/mf-manifest.json',
  ])('refuses %s and sets nothing', async (value) => {
    const res = await demo.request(`/?remote-override=${encodeURIComponent(value)}`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('never redirects to another host', async () => {
    const res = await demo.request(`//evil.example/?remote-override=reset`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/evil.example/');
  });
});

describe('a page and the storefront config of the browser with the cookie', () => {
  const cookieFor = (server: TestServer) => `${OVERRIDE_COOKIE}=${signOverride(server.secrets.limitKey, withRemote(null, 'catalogue', LOCAL))}`;

  it('carry the override for that browser only, privately, with the dev server allowed by the CSP', async () => {
    const cookie = cookieFor(demo);
    const page = await demo.request('/', { headers: { host: 'localhost', cookie } });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const config = bootOf(page.text);
    expect(config.localOverrideSwitch).toBe('query');
    const catalogue = config.remotes.find((r) => r.name === 'catalogue');
    expect(catalogue).toMatchObject({ manifestUrl: LOCAL, version: 'override:localhost:3101', localOverride: true });
    expect(catalogue?.contractVersion).toMatch(/^\d+\.\d+\.\d+$/);
    // The routes stay those of the release the storefront serves.
    expect(config.routes.filter((r) => r.remote === 'catalogue').map((r) => r.key).sort()).toEqual(['home', 'productList']);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*http:\/\/localhost:3101[^;]*'unsafe-eval'/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/localhost:3101[^;]*ws:\/\/localhost:3101/);

    // Everyone else: the release, publicly cacheable, no dev server in the CSP.
    const plain = await demo.request('/', { headers: { host: 'localhost' } });
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(bootOf(plain.text).localOverrideSwitch).toBeNull();
    expect(bootOf(plain.text).remotes.find((r) => r.name === 'catalogue')).toMatchObject({ version: '2.0.0', localOverride: false });
    expect(String(plain.headers['content-security-policy'])).not.toContain('localhost:3101');
    expect(String(plain.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });

  it('the storefrontConfig query answers the override to that browser and never keeps it for others', async () => {
    const cookie = cookieFor(demo);
    // Cache the public answer first, then ask with the cookie, then without again.
    const before = await demo.graphql<{ storefrontConfig: Config }>(CONFIG_QUERY, { headers: { host: 'localhost' } });
    const mine = await demo.graphql<{ storefrontConfig: Config }>(CONFIG_QUERY, { headers: { host: 'localhost', cookie } });
    const after = await demo.graphql<{ storefrontConfig: Config }>(CONFIG_QUERY, { headers: { host: 'localhost' } });
    expect(mine.body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue')).toMatchObject({ manifestUrl: LOCAL, localOverride: true });
    expect(mine.body.data?.storefrontConfig.localOverrideSwitch).toBe('query');
    for (const other of [before, after]) {
      expect(other.body.data?.storefrontConfig.localOverrideSwitch).toBeNull();
      expect(other.body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue')?.localOverride).toBe(false);
    }
  });

  it('ignores a forged, foreign or expired cookie', async () => {
    const signed = signOverride(demo.secrets.limitKey, withRemote(null, 'catalogue', LOCAL));
    const foreign = signOverride(production.secrets.limitKey, withRemote(null, 'catalogue', LOCAL));
    const expired = signOverride(demo.secrets.limitKey, withRemote(null, 'catalogue', LOCAL, Date.now() - 9 * 3600 * 1000));
    for (const value of [`${signed}0`, foreign, expired]) {
      const page = await demo.request('/', { headers: { host: 'localhost', cookie: `${OVERRIDE_COOKIE}=${value}` } });
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(bootOf(page.text).localOverrideSwitch).toBeNull();
    }
  });
});

describe('production', () => {
  it('ignores the query switch', async () => {
    const res = await production.request(`/?remote-override=${encodeURIComponent(`catalogue@${LOCAL}`)}`, { headers: { host: 'localhost' } });
    expect(res.status).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(bootOf(res.text).localOverrideSwitch).toBeNull();
  });

  it('honours a cookie the console set, managed in the console', async () => {
    const cookie = `${OVERRIDE_COOKIE}=${signOverride(production.secrets.limitKey, withRemote(null, 'catalogue', LOCAL))}`;
    const page = await production.request('/', { headers: { host: 'localhost', cookie } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(bootOf(page.text).localOverrideSwitch).toBe('console');
  });
});
