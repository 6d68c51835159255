/**
 * The operator console over real HTTP on PGlite (issue 19 part 2, ADR 0027): the login on the operator
 * session service (its error, its audit rows, its cookie), redirects without a session, a releaser
 * switching redeem off and on for the Dutch storefront through the forms (the storefront config
 * follows, the German one is unchanged, the audit page shows before and after), pinning, following the
 * newest and rolling back in one click (a second click rolls back nothing more), a viewer without
 * forms whose forged posts are refused, the CSRF and origin checks, accounts, logout, and the headers
 * of every answer.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { remoteFallbacks, remoteLoadCounts, remoteReleaseHealth } from '../db/health-schema';
import { parseTrustProxy } from '../http/client-address';
import { eventually } from '../testing/eventually';
import type { TestResponse } from '../testing/http';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, OPERATOR_PASSWORD, asToken, createOperator, promoteEverywhere } from '../testing/operators';
import { LIMITS } from '../security/rate-limit';
import { solveCaptcha } from '../testing/redeem';
import { codeAt, currentStep, rememberAuthenticator } from '../testing/second-factor';
import { writeRemoteBuild } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { CONSOLE_CSS_PATH } from './styles';

const REDEEM_KEYS = ['balanceCheck', 'redeemShop', 'redeemInfo'];
const VERSIONS = ['1.0.0', '1.1.0', '1.2.0'];
const REGISTER = `mutation R($remote: RemoteName!, $version: String!, $sourceDir: String) {
  operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir) { created errors { code message } }
}`;

type AuditPage = { operatorAuditLog: { entries: AuditEntryView[]; hasMore: boolean } };

let shop: TestServer;
let root: string;

beforeAll(async () => {
  // A throwaway shop root: release folders must lie inside it.
  root = mkdtempSync(join(tmpdir(), 'shop-console-root-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
  for (const version of VERSIONS) {
    const dir = join(root, '.data', 'releases', 'redeem', version);
    mkdirSync(dir, { recursive: true });
    writeRemoteBuild(dir, { remote: 'redeem', routes: REDEEM_KEYS.map((key) => ({ key })), entry: `var redeem = "${version}";` });
    const result = await asToken<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(shop, REGISTER, {
      remote: 'redeem',
      version,
      sourceDir: dir,
    });
    expect(result.data?.operatorRegisterRelease).toEqual({ created: true, errors: [] });
    // Promoted in turn (issue 32): 1.2.0 is served everywhere, the ones before it were.
    await promoteEverywhere(shop, 'redeem', version);
  }
  // Each had verified healthy traffic (ADR 0037), in the order they were promoted: the one-click
  // rollback's last known good is the fallback's.
  await shop.handle.db.insert(remoteReleaseHealth).values(
    VERSIONS.map((version, index) => ({ remote: 'redeem', version, healthyAt: new Date(Date.now() - (VERSIONS.length - index) * 60_000), loads: 60, failures: 0 })),
  );
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

/** What a storefront's config routes and which redeem release it loads (the shell's view). */
async function storefront(store: string) {
  const { body } = await shop.graphql<{
    storefrontConfig: { routes: Array<{ key: string; remote: string }>; remotes: Array<{ name: string; enabled: boolean; version: string | null }> };
  }>('{ storefrontConfig { routes { key remote } remotes { name enabled version } } }', { headers: { 'x-store': store } });
  const config = body.data?.storefrontConfig;
  return {
    redeemKeys: (config?.routes ?? []).filter((r) => r.remote === 'redeem').map((r) => r.key),
    redeem: config?.remotes.find((r) => r.name === 'redeem'),
  };
}

async function auditRows(action: string): Promise<AuditEntryView[]> {
  return (await asToken<AuditPage>(shop, AUDIT, { action, limit: 200 })).data?.operatorAuditLog.entries ?? [];
}

async function loggedIn(role: 'viewer' | 'releaser' | 'admin') {
  const account = await createOperator(shop, `console-${role}`, role);
  const browser = new ConsoleBrowser(shop);
  const login = await browser.login(account.email);
  expect(login.status).toBe(303);
  // A releaser's or admin's first login went through setting up the authenticator app.
  expect(login.headers.location).toBe(role === 'viewer' ? '/operator/' : '/operator/?done=second-factor');
  const home = await browser.follow(login);
  expect(home.status).toBe(200);
  return { account, browser, home };
}

function expectConsoleHeaders(res: TestResponse) {
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).not.toContain('script-src');
  expect(csp).not.toContain('unsafe-inline');
}

describe('without a session', () => {
  it('sends every console page to the login, and the bare path to the console', async () => {
    const browser = new ConsoleBrowser(shop);
    for (const path of ['/operator/', '/operator/releases', '/operator/releases/redeem', '/operator/audit', '/operator/accounts']) {
      const res = await browser.get(path);
      expect([path, res.status, res.headers.location]).toEqual([path, 303, '/operator/login']);
      expectConsoleHeaders(res);
    }
    expect((await browser.get('/operator')).headers.location).toBe('/operator/');
    // A post without a session changes nothing and goes to the login too.
    const post = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'disable', csrf: 'x' });
    expect([post.status, post.headers.location]).toEqual([303, '/operator/login']);
    expect((await storefront('10')).redeemKeys).toEqual(REDEEM_KEYS);
  });

  it('serves the login form with labels, its own CSRF cookie, the security headers and the stylesheet', async () => {
    const browser = new ConsoleBrowser(shop);
    const res = await browser.get('/operator/login');
    expect(res.status).toBe(200);
    expectConsoleHeaders(res);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<label for="login-email">E-mail address</label>');
    expect(res.text).toContain('<label for="login-password">Password</label>');
    expect(res.text).toContain('<label for="login-code">Authenticator code</label>');
    expect(res.text).toContain('<h1>Operator login</h1>');
    expect(res.text).not.toMatch(/<script|style="/);
    const [cookie] = [res.headers['set-cookie']].flat();
    expect(cookie).toMatch(/^shop_operator_login=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=\/operator\/login; HttpOnly; SameSite=Strict$/);
    expect(browser.csrf).toMatch(/^[0-9a-f]{64}$/);

    // Over https (through the trusted proxy): Secure cookie and HSTS.
    const https = await shop.request('/operator/login', { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.250' } });
    expect([https.headers['set-cookie']].flat()[0]).toMatch(/; Path=\/operator\/login; HttpOnly; Secure; SameSite=Strict$/);
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    // A path the console does not have is the console's 404, not the shop's page.
    const missing = await browser.get('/operator/nothing-here');
    expect(missing.status).toBe(404);
    expectConsoleHeaders(missing);
    expect(missing.text).toContain('The console has no such page.');

    const css = await browser.get(CONSOLE_CSS_PATH);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.text).toContain(':focus-visible');
  });
});

describe('logging in', () => {
  it('shows the shop’s one error for a wrong password and records the failed login', async () => {
    const account = await createOperator(shop, 'console-wrong', 'releaser');
    const browser = new ConsoleBrowser(shop);
    const res = await browser.login(account.email, 'not the right password', { solveCaptcha: false });
    expect(res.status).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    // From this failure on the account's login form carries the captcha (ADR 0034), with its own CSP.
    expect(res.text).toContain('<altcha-widget name="captchaToken"');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.text).toContain('role="alert"');
    expect(res.text).toContain('The combination of e-mail address and password is not correct');
    // The address stays in the form, the password never comes back.
    expect(res.text).toContain(`value="${account.email}"`);
    expect(res.text).not.toContain('not the right password');
    expect(browser.cookies.has('shop_operator_session')).toBe(false);
    const failed = (await auditRows('login.failed')).find((row) => row.targetId === account.id);
    expect(failed).toMatchObject({ actor: 'anonymous', targetKind: 'operator-account' });
    expect(JSON.parse(failed?.after as string)).toEqual({ reason: 'wrong-password' });
  });

  it('logs in with the operator session cookie of ADR 0026 and writes the login row', async () => {
    const account = await createOperator(shop, 'console-login', 'viewer');
    const browser = new ConsoleBrowser(shop);
    const res = await browser.login(account.email);
    expect([res.status, res.headers.location]).toEqual([303, '/operator/']);
    const cookies = [res.headers['set-cookie']].flat();
    expect(cookies).toContainEqual(expect.stringMatching(/^shop_operator_session=[A-Za-z0-9_-]{43}; Max-Age=43200; Path=\/operator; HttpOnly; SameSite=Strict$/));
    // The login form's cookie is dropped with the login.
    expect(cookies).toContainEqual(expect.stringMatching(/^shop_operator_login=; Max-Age=0; Path=\/operator\/login;/));
    expect((await auditRows('login')).some((row) => row.actor === account.id)).toBe(true);
    // Logged in, the login page leads to the console.
    expect((await browser.get('/operator/login')).headers.location).toBe('/operator/');
  });

  it('refuses a login without the login form’s token or from another origin, and writes no row', async () => {
    const account = await createOperator(shop, 'console-forged-login', 'admin');
    const before = (await auditRows('login.failed')).length + (await auditRows('login')).length;
    const noForm = new ConsoleBrowser(shop);
    const forged = await noForm.post('/operator/login', { email: account.email, password: 'a long operator passphrase', csrf: null });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('The login form expired');
    const foreign = new ConsoleBrowser(shop);
    await foreign.get('/operator/login');
    const fromElsewhere = await foreign.post('/operator/login', { email: account.email, password: 'a long operator passphrase' }, { origin: 'https://evil.example', fetchSite: 'cross-site' });
    expect(fromElsewhere.status).toBe(403);
    expect(noForm.cookies.has('shop_operator_session') || foreign.cookies.has('shop_operator_session')).toBe(false);
    expect((await auditRows('login.failed')).length + (await auditRows('login')).length).toBe(before);
  });
});

describe('a releaser', () => {
  it('disables redeem for the Dutch storefront with the form: its routes go, the German ones stay, the audit page shows it', async () => {
    const { account, browser, home } = await loggedIn('releaser');
    expectConsoleHeaders(home);
    expect(home.text).toContain('<th scope="row">CB<br/>');
    expect(home.text).toContain('Disable<span class="op-vh"> redeem for CB</span>');
    expect(home.text).toContain('<label for="release-CB-redeem" class="op-vh">Release of redeem for CB</label>');

    const res = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'disable' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/operator/?done=disable&remote=redeem&store=CB');
    expectConsoleHeaders(res);
    const after = await browser.follow(res);
    expect(after.text).toContain('Disabled redeem for CB. It takes effect at the next page load.');
    expect(after.text).toContain('Enable<span class="op-vh"> redeem for CB</span>');

    await eventually(async () => (await storefront('10')).redeemKeys.length === 0, 'CB to stop routing redeem');
    expect((await storefront('10')).redeem?.enabled).toBe(false);
    expect((await storefront('60')).redeemKeys).toEqual(REDEEM_KEYS);

    const audit = await browser.get('/operator/audit?action=remote.set');
    expect(audit.status).toBe(200);
    expectConsoleHeaders(audit);
    const row = audit.text.split('<tr>').find((r) => r.includes('CB/redeem') && r.includes(account.email));
    expect(row).toContain('<code>remote.set</code>');
    expect(row).toContain('<code>CB.enabled</code>: <code>true</code> → <code>false</code>');

    const enabled = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'enable' });
    expect(enabled.headers.location).toBe('/operator/?done=enable&remote=redeem&store=CB');
    await eventually(async () => (await storefront('10')).redeemKeys.length === REDEEM_KEYS.length, 'CB to route redeem again');
    const rows = (await auditRows('remote.set')).filter((r) => r.actor === account.id);
    expect(rows.map((r) => [r.targetId, JSON.parse(r.before as string).CB.enabled, JSON.parse(r.after as string).CB.enabled])).toEqual([
      ['CB/redeem', false, true],
      ['CB/redeem', true, false],
    ]);
  });

  it('pins a release, follows the promoted one again, and rolls back in one click (a second click rolls back nothing more)', async () => {
    const { account, browser } = await loggedIn('releaser');
    expect((await storefront('10')).redeem?.version).toBe('1.2.0');

    const pin = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '1.0.0' });
    expect(pin.headers.location).toBe('/operator/?done=release&remote=redeem&store=CB&version=1.0.0');
    expect((await browser.follow(pin)).text).toContain('Pinned redeem to 1.0.0 for CB.');
    await eventually(async () => (await storefront('10')).redeem?.version === '1.0.0', 'CB on 1.0.0');
    expect((await storefront('60')).redeem?.version).toBe('1.2.0');

    const follow = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '' });
    expect((await browser.follow(follow)).text).toContain('redeem follows the promoted release for CB.');
    await eventually(async () => (await storefront('10')).redeem?.version === '1.2.0', 'CB back on the promoted release');

    const releases = await browser.get('/operator/releases/redeem');
    expect(releases.status).toBe(200);
    expectConsoleHeaders(releases);
    expect(releases.text).toContain('Roll back<span class="op-vh"> CB from 1.2.0 to 1.1.0</span>');
    // What the release check recorded (ADR 0030), on the release's own page: its pass and each page's gzipped JavaScript.
    const release = await browser.get('/operator/releases/redeem/versions/1.2.0');
    expect(release.status).toBe(200);
    expect(release.text).toMatch(/<th scope="row">Release check<\/th><td>passed <time[^>]*>/);
    expect(release.text).toMatch(/<tr><th scope="row"><code>balanceCheck<\/code><\/th><td>\d+\.\d kB<\/td><\/tr>/);
    const rollback = { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.2.0', back: '/operator/releases/redeem' };
    const rolled = await browser.post('/operator/remotes', rollback);
    expect(rolled.headers.location).toBe('/operator/releases/redeem?done=rollback&remote=redeem&store=CB&version=1.1.0');
    expect((await browser.follow(rolled)).text).toContain('Rolled redeem back to 1.1.0 for CB.');
    await eventually(async () => (await storefront('10')).redeem?.version === '1.1.0', 'CB rolled back to 1.1.0');

    // The same form again (a double click, a stale tab): refused, CB stays on 1.1.0.
    const again = await browser.post('/operator/remotes', rollback);
    expect(again.status).toBe(409);
    expect(again.text).toContain('Nothing rolled back: CB now serves 1.1.0');
    expect((await storefront('10')).redeem?.version).toBe('1.1.0');
    const rows = (await auditRows('remote.set')).filter((r) => r.actor === account.id);
    expect(rows.map((r) => JSON.parse(r.after as string).CB.pinnedVersion)).toEqual(['1.1.0', null, '1.0.0']);

    // Promoting to all storefronts makes it the remote's promoted release (issue 32): pins stay (CB is
    // held back on 1.1.0) until they are undone, then every storefront serves the promoted one.
    const promoted = await browser.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'promote', version: '1.0.0', back: '/operator/releases/redeem' });
    expect((await browser.follow(promoted)).text).toContain('Promoted redeem 1.0.0: every storefront without a pin serves it.');
    await eventually(async () => (await storefront('60')).redeem?.version === '1.0.0', 'the German storefront on the promoted 1.0.0');
    expect((await storefront('10')).redeem?.version).toBe('1.1.0');
    const unpinned = await browser.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'release', version: '' });
    expect(unpinned.status).toBe(303);
    await eventually(async () => (await storefront('10')).redeem?.version === '1.0.0', 'CB on the promoted release');
    const matrix = await browser.get('/operator/');
    expect(matrix.text).not.toContain('pinned to');
    const [promotion] = await auditRows('release.promote');
    expect(promotion).toMatchObject({ actor: account.id, targetId: 'redeem@1.0.0' });
    expect(JSON.parse(promotion?.after as string)).toEqual({ promoted: '1.0.0', heldBackByPin: ['CB@1.1.0'] });
    await promoteEverywhere(shop, 'redeem', '1.2.0');
  });

  it('gets an error, not a change, for an unknown release or storefront', async () => {
    const { browser } = await loggedIn('releaser');
    const unknownRelease = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '9.9.9' });
    expect(unknownRelease.status).toBe(404);
    expect(unknownRelease.text).toContain('Remote redeem has no release &quot;9.9.9&quot;');
    const unknownStore = await browser.post('/operator/remotes', { store: 'XX', remote: 'redeem', op: 'disable' });
    expect(unknownStore.status).toBe(404);
    expect(unknownStore.text).toContain('Unknown storefront &quot;XX&quot;');
  });

  it('may not manage accounts', async () => {
    const { browser, home } = await loggedIn('releaser');
    expect(home.text).not.toContain('href="/operator/accounts"');
    expect((await browser.get('/operator/accounts')).status).toBe(403);
    const forged = await browser.post('/operator/accounts', { op: 'create', email: 'sneaky@operators.example.com', role: 'admin', password: 'a long operator passphrase' });
    expect(forged.status).toBe(403);
    expect((await auditRows('account.create')).some((r) => r.after?.includes('sneaky@'))).toBe(false);
  });
});

describe('a viewer', () => {
  it('sees the matrix, the releases and the audit log without any form, and a forged post is refused', async () => {
    const { browser, home } = await loggedIn('viewer');
    expect(home.text).toContain('<th scope="row">CB<br/>');
    expect(home.text).toContain('follows promoted');
    // The only form a viewer gets is the logout.
    expect(postFormActions(home.text)).toEqual(['/operator/logout']);
    const releases = await browser.get('/operator/releases/redeem');
    expect(releases.status).toBe(200);
    expect(postFormActions(releases.text)).toEqual(['/operator/logout']);
    expect(releases.text).toContain('1.2.0');
    expect(postFormActions((await browser.get('/operator/releases')).text)).toEqual(['/operator/logout']);
    expect((await browser.get('/operator/audit')).status).toBe(200);

    const rowsBefore = (await auditRows('remote.set')).length;
    // With the viewer's own, valid token: the role decides.
    const forged = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'disable' });
    expect(forged.status).toBe(403);
    expectConsoleHeaders(forged);
    expect(forged.text).toContain('Your role (viewer) may not do this.');
    const rollback = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.2.0' });
    expect(rollback.status).toBe(403);
    expect((await auditRows('remote.set')).length).toBe(rowsBefore);
    expect((await storefront('10')).redeem).toMatchObject({ enabled: true, version: '1.2.0' });
  });
});

describe('cross-site request forgery', () => {
  it('refuses a post without or with a wrong token, another session’s token, a foreign origin or site, no origin at all, or not a form', async () => {
    const { browser } = await loggedIn('releaser');
    const { browser: other } = await loggedIn('releaser');
    const valid = browser.csrf as string;
    expect(other.csrf).not.toBe(valid);
    const disable = { store: 'CB', remote: 'redeem', op: 'disable' };
    const rowsBefore = (await auditRows('remote.set')).length;
    const attempts: Array<[string, Promise<TestResponse>]> = [
      ['no token', browser.post('/operator/remotes', { ...disable, csrf: null })],
      ['wrong token', browser.post('/operator/remotes', { ...disable, csrf: 'f'.repeat(64) })],
      ['another session’s token', browser.post('/operator/remotes', { ...disable, csrf: other.csrf })],
      ['foreign origin', browser.post('/operator/remotes', disable, { origin: 'https://evil.example', fetchSite: null })],
      ['a storefront host (same site)', browser.post('/operator/remotes', disable, { origin: 'http://cb.localhost:3000', fetchSite: 'same-site' })],
      ['cross-site', browser.post('/operator/remotes', disable, { origin: null, fetchSite: 'cross-site' })],
      ['neither Origin nor Sec-Fetch-Site', browser.post('/operator/remotes', disable, { origin: null, fetchSite: null })],
      ['Origin null', browser.post('/operator/remotes', disable, { origin: 'null', fetchSite: null })],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt;
      expect([what, res.status]).toEqual([what, 403]);
      expectConsoleHeaders(res);
    }
    const json = await browser.post('/operator/remotes', disable, { contentType: 'application/json' });
    expect(json.status).toBe(415);
    // The logout is a form with the token too.
    expect((await browser.post('/operator/logout', { csrf: 'f'.repeat(64) })).status).toBe(403);
    expect((await browser.get('/operator/')).status).toBe(200);

    expect((await auditRows('remote.set')).length).toBe(rowsBefore);
    expect((await storefront('10')).redeem?.enabled).toBe(true);
    // The same form with the right token and origin goes through (then is undone).
    expect((await browser.post('/operator/remotes', disable)).status).toBe(303);
    expect((await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'enable' })).status).toBe(303);
  });

  it('answers GET only for pages: an action path refuses GET', async () => {
    const { browser } = await loggedIn('viewer');
    const res = await browser.get('/operator/remotes');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
  });
});

describe('an admin', () => {
  it('creates an account, changes its role and disables it (its session ends), each in the audit log', async () => {
    const { browser: admin, home } = await loggedIn('admin');
    expect(home.text).toContain('href="/operator/accounts"');
    const page = await admin.get('/operator/accounts');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<label for="new-password">Password</label>');
    const email = `console-created.${Date.now()}@operators.example.com`;
    const created = await admin.post('/operator/accounts', { op: 'create', email, role: 'viewer', password: 'a long operator passphrase' });
    expect(created.status).toBe(303);
    expect((await admin.follow(created)).text).toContain(`Created ${email} (viewer).`);
    const row = (await auditRows('account.create')).find((r) => r.after?.includes(email));
    expect(row).toBeDefined();
    const id = row?.targetId as string;
    expect(row?.after).not.toContain('passphrase');

    const viewer = new ConsoleBrowser(shop);
    expect((await viewer.login(email)).status).toBe(303);

    const role = await admin.post('/operator/accounts', { op: 'role', account: id, role: 'releaser' });
    expect((await admin.follow(role)).text).toContain(`${email} is now releaser`);
    // The new role counts from the account's next request: first the authenticator app it now needs
    // (ADR 0034), then the forms appear.
    expect((await viewer.get('/operator/')).headers.location).toBe('/operator/second-factor');
    const setUp = await viewer.get('/operator/second-factor');
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(setUp.text)?.[1]?.replace(/ /g, '') as string;
    expect((await viewer.post('/operator/second-factor', { code: codeAt(secret, currentStep()) })).headers.location).toBe('/operator/?done=second-factor');
    expect(postFormActions((await viewer.get('/operator/')).text)).toContain('/operator/remotes');
    const accounts = await admin.get('/operator/accounts');
    expect(postFormActions(accounts.text)).toContain('/operator/accounts');
    expect(accounts.text).toContain(`Reset second factor<span class="op-vh"> of ${email}</span>`);

    // A lost phone: the admin resets the app; the account's sessions end with it.
    const reset = await admin.post('/operator/accounts', { op: 'reset-second-factor', account: id });
    expect((await admin.follow(reset)).text).toContain(`Reset the second factor of ${email}: its sessions have ended`);
    expect((await viewer.get('/operator/')).headers.location).toBe('/operator/login?expired=1');
    const again = await viewer.login(email, undefined, { totpCode: '', setUp: false });
    expect(again.headers.location).toBe('/operator/second-factor');

    const disabled = await admin.post('/operator/accounts', { op: 'disable', account: id });
    expect((await admin.follow(disabled)).text).toContain(`Disabled ${email}; its sessions have ended.`);
    const out = await viewer.get('/operator/');
    expect([out.status, out.headers.location]).toEqual([303, '/operator/login?expired=1']);

    const weak = await admin.post('/operator/accounts', { op: 'create', email: `weak.${Date.now()}@operators.example.com`, role: 'viewer', password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain('role="alert"');
    const actions = (await asToken<AuditPage>(shop, AUDIT, { limit: 200 })).data?.operatorAuditLog.entries.filter((e) => e.targetId === id).map((e) => e.action);
    expect(actions).toEqual(['account.disable', 'login', 'account.second-factor-reset', 'account.second-factor-set-up', 'account.role', 'login', 'account.create']);
  });
});

describe('the audit page', () => {
  it('pages, filters and escapes what it echoes', async () => {
    const { browser } = await loggedIn('viewer');
    const first = await browser.get('/operator/audit');
    expect(first.text).toContain('<th scope="col">Before → after</th>');
    expect(first.text).toContain('<label for="audit-action">Action</label>');
    const hostile = await browser.get(`/operator/audit?actor=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.text).not.toContain('<script>');
    expect(hostile.text).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    // More than a page of rows: a link to the older entries, and the next page has them.
    const total = await shop.handle.db.$count(operatorAuditLog);
    if (total > 50) {
      expect(first.text).toContain('rel="next"');
      const second = await browser.get('/operator/audit?page=2');
      expect(second.text).toContain('rel="prev"');
      expect(second.text).toContain(`Entries 51–${Math.min(total, 100)}, newest first`);
    } else {
      expect(first.text).not.toContain('rel="next"');
    }
    const logins = await browser.get('/operator/audit?action=login');
    expect(logins.text).not.toContain('<code>remote.set</code>');
    const rows = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'login'));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('logging out', () => {
  it('ends the session: the cookie is dropped and a copy of it no longer opens the console', async () => {
    const { browser, account } = await loggedIn('viewer');
    const copy = browser.cookies.get('shop_operator_session');
    const res = await browser.post('/operator/logout', {});
    expect([res.status, res.headers.location]).toEqual([303, '/operator/login?bye=1']);
    expect([res.headers['set-cookie']].flat()).toContainEqual(expect.stringMatching(/^shop_operator_session=; Max-Age=0; Path=\/operator;/));
    expect((await browser.follow(res)).text).toContain('You are logged out.');
    const replay = new ConsoleBrowser(shop);
    replay.cookies.set('shop_operator_session', copy as string);
    const out = await replay.get('/operator/');
    expect([out.status, out.headers.location]).toEqual([303, '/operator/login?expired=1']);
    expect((await auditRows('logout')).some((r) => r.actor === account.id)).toBe(true);
  });
});

describe('the second factor and the captcha (issue 31, ADR 0034)', () => {
  it('sets up an authenticator app at a releaser’s first login; until then every page leads there', async () => {
    const account = await createOperator(shop, 'console-first', 'releaser');
    const browser = new ConsoleBrowser(shop);
    const login = await browser.login(account.email, OPERATOR_PASSWORD, { setUp: false });
    expect([login.status, login.headers.location]).toEqual([303, '/operator/second-factor']);
    for (const path of ['/operator/', '/operator/releases', '/operator/audit']) {
      expect([path, (await browser.get(path)).headers.location]).toEqual([path, '/operator/second-factor']);
    }
    const page = await browser.get('/operator/second-factor');
    expect(page.status).toBe(200);
    expectConsoleHeaders(page);
    expect(page.text).toContain('<h1>Set up your authenticator app</h1>');
    // The QR code is an inline SVG with a text alternative; the key is there to type in as well.
    expect(page.text).toMatch(/<svg role="img" aria-label="QR code of your authenticator secret" [^>]*viewBox=/);
    expect(page.text).not.toMatch(/<script|style="/);
    const secret = /data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1]?.replace(/ /g, '') as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect((await browser.get('/operator/second-factor')).text).toContain(/data-testid="totp-secret">([A-Z2-7 ]+)</.exec(page.text)?.[1]);
    // A wrong code: the page again, with the error and the same secret.
    const wrong = await browser.post('/operator/second-factor', { code: codeAt(secret, currentStep() + 5) });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('The code is wrong or was used already');
    const step = currentStep();
    const confirmed = await browser.post('/operator/second-factor', { code: codeAt(secret, step) });
    expect([confirmed.status, confirmed.headers.location]).toEqual([303, '/operator/?done=second-factor']);
    expect((await browser.follow(confirmed)).text).toContain('Your authenticator app is set up');
    // Done: the set-up page leads home; the next login needs the code.
    expect((await browser.get('/operator/second-factor')).headers.location).toBe('/operator/');
    const next = new ConsoleBrowser(shop);
    const withoutCode = await next.login(account.email, OPERATOR_PASSWORD, { totpCode: ' ' });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.text).toContain('Enter the 6-digit code of your authenticator app');
    rememberAuthenticator(account.email, secret, step);
    expect((await next.login(account.email)).headers.location).toBe('/operator/');
  });

  it('asks for the captcha on the login form once an account had many failed logins: one script, its own CSP', async () => {
    const account = await createOperator(shop, 'console-guessed', 'viewer');
    for (let i = 0; i < LIMITS.operatorLoginFailuresPerAccount.limit; i += 1) await new ConsoleBrowser(shop).login(account.email, `wrong ${i}`);
    const owner = new ConsoleBrowser(shop);
    const refused = await owner.login(account.email, OPERATOR_PASSWORD, { solveCaptcha: false });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('<altcha-widget name="captchaToken" challenge="');
    const csp = String(refused.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('worker-src blob:');
    // The widget styles its shadow DOM inline; scripts stay limited to the one file.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const src = /<script src="(\/operator\/assets\/altcha-[0-9a-f]{12}\.js)" defer=""><\/script>/.exec(refused.text)?.[1] as string;
    const widget = await owner.get(src);
    expect([widget.status, widget.headers['content-type'], widget.headers['cache-control']]).toEqual([200, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable']);
    expect(widget.text).toContain('altcha-widget');
    // The challenge in the page, solved as the widget does, lets the owner in.
    const challenge = /challenge="([^"]+)"/.exec(refused.text)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&') as string;
    await owner.get('/operator/login');
    const login = await owner.post('/operator/login', { email: account.email, password: OPERATOR_PASSWORD, totpCode: '', captchaToken: await solveCaptcha(challenge) });
    expect([login.status, login.headers.location]).toEqual([303, '/operator/']);
  });
});

describe('the releases pages on a phone (issue 32 item 8)', () => {
  /** The releases a page lists (each row's version link). */
  const listed = (html: string) => [...html.matchAll(/<th scope="row" role="rowheader"><a href="\/operator\/releases\/(\w+)\/versions\/([^"]+)">/g)].map((m) => `${m[1]}@${m[2]}`);

  it('filters by storefront, remote and state with a GET form whose values stay in the URL', async () => {
    const { browser } = await loggedIn('releaser');
    expect((await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '1.1.0' })).status).toBe(303);
    try {
      const all = await browser.get('/operator/releases');
      expect(all.status).toBe(200);
      expect(all.text).toContain('<form class="op-filters" aria-label="Filter releases" action="/operator/releases" method="get">');
      for (const [id, label] of [['filter-storefront', 'Storefront'], ['filter-remote', 'Remote'], ['filter-state', 'State']]) {
        expect(all.text).toContain(`<label for="${id}">${label}</label>`);
      }
      expect(listed(all.text)).toEqual(['redeem@1.2.0', 'redeem@1.1.0', 'redeem@1.0.0']);

      const pinned = await browser.get('/operator/releases?storefront=CB&remote=redeem&state=pinned');
      expect(pinned.status).toBe(200);
      expect(listed(pinned.text)).toEqual(['redeem@1.1.0']);
      expect(pinned.text).toContain('<option value="CB" selected="">');
      expect(pinned.text).toContain('<option value="pinned" selected="">');
      expect(pinned.text).toContain('CB serves <strong>1.1.0</strong> (pinned)');
      // One remote only: no other remote's section.
      expect(pinned.text).not.toContain('<h2 id="remote-catalogue">');
      // The promoted release is promoted whatever the storefront; on CBDE nothing is pinned.
      expect(listed((await browser.get('/operator/releases?remote=redeem&state=promoted')).text)).toEqual(['redeem@1.2.0']);
      const none = await browser.get('/operator/releases?storefront=CBDE&remote=redeem&state=pinned');
      expect(listed(none.text)).toEqual([]);
      expect(none.text).toContain('No release of redeem is pinned on CBDE.');
      // Registered: neither promoted, nor in a rollout, nor pinned.
      expect(listed((await browser.get('/operator/releases?remote=redeem&state=registered')).text)).toEqual(['redeem@1.0.0']);

      // The remote's page filters its lists and its storefront table; its actions come back to the filtered page.
      const page = await browser.get('/operator/releases/redeem?storefront=CB');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Roll back<span class="op-vh"> CB from 1.1.0 to 1.2.0</span>');
      expect(page.text).not.toContain('Roll back<span class="op-vh"> CBDE');
      expect(page.text).toContain('<input type="hidden" name="back" value="/operator/releases/redeem?storefront=CB"/>');
      const rolled = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.1.0', back: '/operator/releases/redeem?storefront=CB&x=<b>' });
      expect(rolled.headers.location).toBe('/operator/releases/redeem?storefront=CB&done=rollback&remote=redeem&store=CB&version=1.2.0');
      expect((await browser.follow(rolled)).text).toContain('Rolled redeem back to 1.2.0 for CB.');
      // Anywhere else is refused as a place to return to.
      const elsewhere = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '1.1.0', back: '//evil.example/operator/releases/redeem' });
      expect(elsewhere.headers.location).toBe('/operator/?done=release&remote=redeem&store=CB&version=1.1.0');
    } finally {
      await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '' });
    }
  });

  it('ignores unknown filter values and says so, escaped', async () => {
    const { browser } = await loggedIn('viewer');
    const res = await browser.get('/operator/releases?storefront=XX%3Cscript%3E&remote=nope&state=%3Cb%3Elive');
    expect(res.status).toBe(400);
    expectConsoleHeaders(res);
    expect(res.text).toContain('Unknown storefront &quot;XX&lt;script&gt;&quot;: showing every storefront.');
    expect(res.text).toContain('Unknown remote &quot;nope&quot; (known: catalogue, basketCheckout, redeem, account, content): showing every remote.');
    expect(res.text).toContain('Unknown state &quot;&lt;b&gt;live&quot; (known: promoted, canary, pinned, registered, failed, disabled): showing every state.');
    expect(res.text).not.toContain('<script>');
    expect(res.text).not.toContain('<b>live');
    // Every remote, every release: the filters were dropped.
    expect(listed(res.text)).toEqual(['redeem@1.2.0', 'redeem@1.1.0', 'redeem@1.0.0']);
    // A storefront key in lower case is the storefront.
    expect((await browser.get('/operator/releases/redeem?storefront=cb')).text).toContain('<option value="CB" selected="">');
    expect((await browser.get('/operator/releases/redeem?state=bogus')).status).toBe(400);
    // The viewer still has no form but the logout and the GET filters.
    expect(postFormActions(res.text)).toEqual(['/operator/logout']);
  });

  it('puts per-storefront actions before the all-storefront ones, in the source and in every choice', async () => {
    const { browser } = await loggedIn('releaser');
    const page = await browser.get('/operator/releases/redeem');
    const perStore = page.text.indexOf('Roll back<span class="op-vh"> CB from 1.2.0');
    const all = page.text.indexOf('Roll back all storefronts');
    expect(perStore).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(perStore);
    expect(page.text).toContain('<button type="submit" class="op-danger op-secondary">Roll back all storefronts');
    // Every storefront choice: a storefront first, "all storefronts" last, nothing preselected for everyone.
    const choices = [...page.text.matchAll(/<select id="(?:promote-redeem-\d|rollout-store-redeem)" name="store">(.*?)<\/select>/g)].map((m) => m[1] as string);
    expect(choices).toHaveLength(4);
    for (const options of choices) {
      const values = [...options.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
      expect(values[0]).toBe('');
      expect(values.at(-1)).toBe('*');
      expect(options).not.toContain('value="*" selected');
    }
    // The matrix: the storefronts' rows first, the all-storefronts row after them.
    const matrix = (await browser.get('/operator/')).text;
    expect(matrix.indexOf('Disable<span class="op-vh"> redeem for CB</span>')).toBeLessThan(matrix.indexOf('Disable<span class="op-vh"> redeem for all storefronts</span>'));
    expect(matrix).toContain('<tfoot><tr class="op-all-row">');
  });

  it('compares two releases of a remote and shows one release with its error history', async () => {
    // A release with one more route key (registered: it changes nothing live).
    const dir = join(root, '.data', 'releases', 'redeem', '1.3.0');
    mkdirSync(dir, { recursive: true });
    writeRemoteBuild(dir, { remote: 'redeem', routes: [...REDEEM_KEYS, 'activation'].map((key) => ({ key })), entry: 'var redeem = "1.3.0";' });
    const registered = await asToken<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(shop, REGISTER, { remote: 'redeem', version: '1.3.0', sourceDir: dir });
    expect(registered.data?.operatorRegisterRelease).toEqual({ created: true, errors: [] });
    const { browser } = await loggedIn('viewer');

    // Without a choice: the one before the newest against the newest.
    const first = await browser.get('/operator/releases/redeem/compare');
    expect(first.status).toBe(200);
    expect(first.text).toContain('<form class="op-filters" aria-label="Choose two releases" action="/operator/releases/redeem/compare" method="get">');
    expect(first.text).toContain('<label for="compare-from">From release</label>');
    expect(first.text).toContain('<option value="1.2.0" selected="">1.2.0</option>');
    expect(first.text).toContain('<option value="1.3.0" selected="">1.3.0 (newest)</option>');
    expect(first.text).toMatch(/<strong>Added<\/strong> \(1\): <code>activation<\/code>/);
    expect(first.text).toMatch(/<strong>Removed<\/strong> \(0\): <span class="op-muted">none<\/span>/);
    expect(first.text).toMatch(/<tr><th scope="row"><code>activation<\/code><\/th><td><span class="op-muted">—<\/span><\/td><td>\d+\.\d kB<\/td><td>new page<\/td><\/tr>/);
    expect(first.text).toMatch(/<tr><th scope="row"><code>balanceCheck<\/code><\/th><td>\d+\.\d kB<\/td><td>\d+\.\d kB<\/td><td>(?:<span class="op-warn">)?[+−±]\d+(?:\.\d kB| B)?[^<]*(?:<\/span>)?<\/td><\/tr>/);
    expect(first.text).toContain('<th scope="row">Commit');
    expect(first.text).toContain('<th scope="row">Built');

    const back = await browser.get('/operator/releases/redeem/compare?from=1.3.0&to=1.0.0');
    expect(back.text).toMatch(/<strong>Removed<\/strong> \(1\): <code>activation<\/code>/);
    const unknown = await browser.get('/operator/releases/redeem/compare?from=%3Cb%3E&to=1.3.0');
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('redeem has no release &quot;&lt;b&gt;&quot; (from): showing 1.2.0 instead.');
    const same = await browser.get('/operator/releases/redeem/compare?from=1.3.0&to=1.3.0');
    expect(same.status).toBe(400);
    expect(same.text).toContain('Choose two different releases.');

    // The list links each release to its page: provenance, route keys and sizes, error history, fallbacks.
    const one = await browser.get('/operator/releases/redeem/versions/1.3.0');
    expect(one.status).toBe(200);
    expectConsoleHeaders(one);
    expect(one.text).toContain('<h1>redeem 1.3.0</h1>');
    expect(one.text).toContain('<span class="op-tag">registered</span>');
    expect(one.text).toContain('<h2 id="history-heading">Error history</h2>');
    expect(one.text).toContain('No reports in the last 24 hours');
    expect(one.text).toContain('No automatic fallback from this release.');
    expect(one.text).toContain('href="/operator/releases/redeem/compare?from=1.2.0&amp;to=1.3.0"');
    expect((await browser.get('/operator/releases/redeem/versions/9.9.9')).status).toBe(404);
    expect((await browser.get('/operator/releases/nope/versions/1.3.0')).status).toBe(404);
  });
});

describe('the health views (ADR 0029, 0037)', () => {
  it('show each storefront\'s errors and its latest fallback with its reason, escaped, on the matrix and the releases page', async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    // CBCH: failures below any threshold; CBES: a fallback that could not be made, with its reason.
    await shop.handle.db.insert(remoteLoadCounts).values({ storefrontKey: 'CBCH', remote: 'redeem', version: '1.2.0', minute, loads: 7, failures: 3 });
    const reason = '3 of 3 loads failed (100 %) <script>x</script>. Not fallen back: no other promoted release of redeem with verified healthy traffic that has not failed anywhere.';
    await shop.handle.db.insert(remoteFallbacks).values({ storefrontKey: 'CBES', remote: 'redeem', fromVersion: '1.2.0', toVersion: null, failures: 3, loads: 3, clients: 1, reason });
    const escaped = reason.replace('<script>x</script>', '&lt;script&gt;x&lt;/script&gt;');
    const { browser } = await loggedIn('viewer');

    const matrix = await browser.get('/operator/');
    expect(matrix.status).toBe(200);
    expect(matrix.text).not.toContain('<script>x');
    expect(matrix.text).toMatch(new RegExp(`fallback \\d\\d:\\d\\d UTC: ${escaped.replace(/[.()%*+?[\]]/g, '\\$&')}`));
    expect(matrix.text).toContain('42.9 % errors (3/7) from 0 browsers');

    const releases = await browser.get('/operator/releases/redeem');
    expect(releases.status).toBe(200);
    const cbes = /<tr><th scope="row">CBES<span[\s\S]*?<\/tr>/.exec(releases.text)?.[0] ?? '';
    expect(cbes).toMatch(/<td class="op-wide"><time dateTime="[^"]+">[^<]+<\/time>: /);
    expect(cbes).toContain(escaped);
    const cbch = /<tr><th scope="row">CBCH<span[\s\S]*?<\/tr>/.exec(releases.text)?.[0] ?? '';
    expect(cbch).toContain('<td class="op-errors">42.9 % errors (3/7) from 0 browsers</td>');
    expect(cbch).toContain('<td class="op-wide"><span class="op-muted">none</span></td>');
    // The release's own page lists the fallback from it.
    const one = await browser.get('/operator/releases/redeem/versions/1.2.0');
    expect(one.text).toContain(escaped);
  });
});

describe('releaser scopes and personal tokens on the console (ADR 0038)', () => {
  it('shows each account\'s remotes; an admin narrows and widens them with the service of operatorSetRemotes (audited)', async () => {
    const { browser: admin } = await loggedIn('admin');
    const target = await createOperator(shop, 'console-scoped', 'releaser');
    const page = await admin.get('/operator/accounts');
    const row = () => new RegExp(`<tr><th scope="row">${target.email.replace(/[.]/g, '\\.')}</th>[\\s\\S]*?</tr>`);
    expect(row().exec(page.text)?.[0]).toContain('<td>every remote</td>');
    expect(page.text).toContain(`<legend>Remotes ${target.email} may release</legend>`);

    const set = await admin.post('/operator/accounts', { op: 'remotes', account: target.id, scope: 'some', remotes: 'redeem' });
    expect(set.status).toBe(303);
    expect((await admin.follow(set)).text).toContain(`${target.email} may release only redeem.`);
    const after = await admin.get('/operator/accounts');
    const rowAfter = row().exec(after.text)?.[0] ?? '';
    expect(rowAfter).toContain('<td>redeem</td>');
    expect(rowAfter).toContain('<input type="checkbox" name="remotes" checked="" value="redeem"/>');
    const [audit] = (await auditRows('account.remotes')).filter((r) => r.targetId === target.id);
    expect(JSON.parse(audit?.after as string)).toMatchObject({ remotes: ['redeem'] });

    // "Only" with nothing ticked is refused by the service; "every remote" widens again.
    const empty = await admin.post('/operator/accounts', { op: 'remotes', account: target.id, scope: 'some' });
    expect(empty.status).toBe(404);
    const all = await admin.post('/operator/accounts', { op: 'remotes', account: target.id, scope: 'all', remotes: 'redeem' });
    expect((await admin.follow(all)).text).toContain(`${target.email} may release every remote.`);

    // Not an admin: refused.
    const { browser: releaser } = await loggedIn('releaser');
    expect((await releaser.post('/operator/accounts', { op: 'remotes', account: target.id, scope: 'some', remotes: 'redeem' })).status).toBe(403);
  });

  it('lists the operator\'s own tokens, creates one shown once, and revokes it (CSRF, escaped, audited)', async () => {
    const { account, browser, home } = await loggedIn('viewer');
    expect(home.text).toContain('href="/operator/me"');
    const empty = await browser.get('/operator/me');
    expect(empty.status).toBe(200);
    expectConsoleHeaders(empty);
    expect(empty.text).toContain('You have no personal token.');
    expect(empty.text).toContain('Remotes you may release: <strong>none as a viewer</strong>');

    const created = await browser.post('/operator/me', { op: 'create', label: 'laptop <b>', days: '30' });
    expect(created.status).toBe(200);
    expectConsoleHeaders(created);
    const secret = /<code class="op-secret">(shop_pat_[A-Za-z0-9_-]{43})<\/code>/.exec(created.text)?.[1] as string;
    expect(secret).toBeDefined();
    expect(created.text).toContain('laptop &lt;b&gt;');
    expect(created.text).not.toContain('laptop <b>');
    // The secret works as a bearer token for this account, and is never shown again.
    const me = await shop.graphql<{ operatorMe: { kind: string; tokenLabel: string } }>('{ operatorMe { kind tokenLabel } }', { headers: { authorization: `Bearer ${secret}` } });
    expect(me.body.data?.operatorMe).toEqual({ kind: 'apiToken', tokenLabel: 'laptop <b>' });
    const listed = await browser.get('/operator/me');
    expect(listed.text).not.toContain(secret);
    const row = /<tr><th scope="row">laptop &lt;b&gt;<\/th>[\s\S]*?<\/tr>/.exec(listed.text)?.[0] ?? '';
    expect(row).toContain('<span class="op-on">active</span>');
    expect(row).toMatch(/<td><time dateTime="[^"]+">[^<]+<\/time><\/td><td><time dateTime="[^"]+">/);
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(row)?.[1] as string;

    // A forged revoke (no CSRF token) changes nothing; another account cannot revoke it from its page.
    expect((await browser.post('/operator/me', { op: 'revoke', id, csrf: 'forged' })).status).toBe(403);
    const { browser: other } = await loggedIn('viewer');
    const foreign = await other.post('/operator/me', { op: 'revoke', id });
    expect(foreign.status).toBe(404);
    const revoked = await browser.post('/operator/me', { op: 'revoke', id });
    expect(revoked.headers.location).toBe(`/operator/me?done=revoke&token=${id}`);
    const after = await browser.follow(revoked);
    expect(after.text).toContain('Revoked the token laptop &lt;b&gt;: it is refused from its next call.');
    expect(/<tr><th scope="row">laptop &lt;b&gt;<\/th>[\s\S]*?<\/tr>/.exec(after.text)?.[0]).toContain('<span class="op-off">revoked</span>');
    const gone = await shop.graphql<{ operatorMe: unknown }>('{ operatorMe { kind } }', { headers: { authorization: `Bearer ${secret}` } });
    expect(gone.body.data?.operatorMe ?? null).toBeNull();
    const actions = (await asToken<AuditPage>(shop, AUDIT, { limit: 200 })).data?.operatorAuditLog.entries
      .filter((e) => e.actor === account.id && e.action.startsWith('token.'))
      .map((e) => e.action);
    expect(actions).toEqual(['token.revoke', 'token.create']);
    // A bad lifetime keeps what was typed.
    const bad = await browser.post('/operator/me', { op: 'create', label: 'ci', days: '0' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('value="ci"');
  });
});

