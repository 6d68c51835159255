/**
 * Registering a release in the operator console (ADR 0030): a releaser registers a build whose files
 * are in place (a folder inside the shop); the release check runs first and a build that breaks the
 * contract is refused with its reasons, on the page, and registered nowhere; a viewer gets no form and
 * a forged post is refused.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustProxy } from '../http/client-address';
import { ConsoleBrowser } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, asToken, createOperator } from '../testing/operators';
import { type TestBuild, writeRemoteBuild } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';

const RELEASES = '{ operatorReleases(remote: redeem) { version } }';

let shop: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-register-console-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A build in the shop's release folder; its path as an operator types it (relative to the shop). */
function buildAt(version: string, build: Partial<TestBuild> = {}): string {
  const relative = join('.data', 'releases', 'redeem', version);
  mkdirSync(join(root, relative), { recursive: true });
  writeRemoteBuild(join(root, relative), { remote: 'redeem', routes: [{ key: 'balanceCheck' }], entry: `var redeem = "${version}";`, ...build });
  return relative;
}

async function loggedIn(role: 'viewer' | 'releaser') {
  const account = await createOperator(shop, `register-${role}`, role);
  const browser = new ConsoleBrowser(shop);
  expect((await browser.login(account.email)).status).toBe(303);
  expect((await browser.get('/operator/releases/redeem')).status).toBe(200);
  return { account, browser };
}

const versions = async () =>
  ((await asToken<{ operatorReleases: Array<{ version: string }> }>(shop, RELEASES, {})).data?.operatorReleases ?? []).map((r) => r.version);

const auditRows = async (action: string): Promise<AuditEntryView[]> =>
  (await asToken<{ operatorAuditLog: { entries: AuditEntryView[] } }>(shop, AUDIT, { action, limit: 200 })).data?.operatorAuditLog.entries ?? [];

const back = '/operator/releases/redeem';

describe('registering a release in the console', () => {
  it('a releaser registers a checked build; one that breaks the contract is refused with the reasons', async () => {
    const { account, browser } = await loggedIn('releaser');
    const page = await browser.get(back);
    expect(page.text).toContain('<h2 id="register-heading-redeem">Register a release</h2>');
    expect(page.text).toContain('<label for="register-folder-redeem">Folder inside the shop</label>');

    // Its ./routes no longer implements a key it declares.
    const broken = buildAt('2.0.0-broken', { implementedKeys: [] });
    const refused = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '2.0.0-broken', sourceDir: broken, back });
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/<div class="op-error" role="alert"><p>Release redeem 2\.0\.0-broken refused: [^<]*route key &quot;balanceCheck&quot; is declared but its \.\/routes does not implement it/);
    // What the operator typed is still in the form.
    expect(refused.text).toContain(`name="version" value="2.0.0-broken"`);
    expect(refused.text).toContain(`name="sourceDir" value="${broken}"`);
    expect(await versions()).toEqual([]);

    // Neither or both locations: the service says so before anything runs.
    for (const fields of [{}, { sourceDir: broken, baseUrl: 'https://cdn.example.com/redeem/2.0.0' }] as Array<Record<string, string>>) {
      const unclear = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '2.0.0', back, ...fields });
      expect(unclear.status).toBe(400);
      expect(unclear.text).toContain('Give either a folder inside the shop (sourceDir) or a CDN base URL (baseUrl), not both');
    }

    const good = buildAt('2.0.0');
    const registered = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '2.0.0', sourceDir: good, back });
    expect(registered.status).toBe(303);
    expect(registered.headers.location).toBe(`${back}?done=register&remote=redeem&version=2.0.0`);
    const after = await browser.follow(registered);
    expect(after.text).toContain('Registered redeem 2.0.0: it passed the release check.');
    expect(await versions()).toEqual(['2.0.0']);
    const [audit] = await auditRows('release.register');
    expect(audit).toMatchObject({ actor: account.id, targetId: 'redeem@2.0.0' });

    // The same again (a double click) changes nothing; another folder under the same version is refused.
    const again = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '2.0.0', sourceDir: good, back });
    expect((await browser.follow(again)).text).toContain('redeem 2.0.0 was registered before with these files: nothing changed.');
    const elsewhere = buildAt('2.0.0-copy');
    const conflict = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '2.0.0', sourceDir: elsewhere, back });
    expect(conflict.status).toBe(409);
    expect(conflict.text).toContain('Release redeem 2.0.0 already exists with another location');
    expect(await auditRows('release.register')).toHaveLength(1);
  });

  it('a viewer gets no form, and a forged post is refused', async () => {
    const { browser } = await loggedIn('viewer');
    expect((await browser.get(back)).text).not.toContain('Register a release');
    const forged = await browser.post('/operator/remotes', { remote: 'redeem', op: 'register', version: '3.0.0', sourceDir: buildAt('3.0.0'), back });
    expect(forged.status).toBe(403);
    expect(await versions()).not.toContain('3.0.0');
  });
});
