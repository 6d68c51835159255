/**
 * `/operator/overrides` over HTTP (ADR 0031): a releaser sets and clears this browser's local override
 * (the cookie the storefront's pages then honour), each change in the audit log; a viewer gets no page
 * and no change; the CSRF and origin checks hold; a URL the rules refuse sets nothing.
 */
import { parseTrustProxy } from '../http/client-address';
import { OVERRIDE_COOKIE } from '../remotes/local-override';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, asToken, createOperator } from '../testing/operators';
import { type TestServer, startTestServer } from '../testing/test-server';

type AuditPage = { operatorAuditLog: { entries: AuditEntryView[]; hasMore: boolean } };
const PREVIEW = 'https://preview.cdn.example/catalogue/pr-7/mf-manifest.json';

let shop: TestServer;

beforeAll(async () => {
  // Production: only the console sets overrides there.
  shop = await startTestServer({ mode: 'production', trustProxy: parseTrustProxy('loopback') });
});

afterAll(async () => {
  await shop?.close();
});

async function auditRows(): Promise<AuditEntryView[]> {
  return (await asToken<AuditPage>(shop, AUDIT, { action: 'remote.override', limit: 200 })).data?.operatorAuditLog.entries ?? [];
}

async function loggedIn(role: 'viewer' | 'releaser' | 'admin') {
  const account = await createOperator(shop, `override-${role}`, role);
  const browser = new ConsoleBrowser(shop);
  expect((await browser.login(account.email)).status).toBe(303);
  return { account, browser };
}

/** The storefront config the shop's pages would get with this browser's cookies. */
async function catalogueOf(browser: ConsoleBrowser) {
  const cookie = browser.cookies.get(OVERRIDE_COOKIE);
  const { body } = await shop.graphql<{ storefrontConfig: { localOverrideSwitch: string | null; remotes: Array<{ name: string; manifestUrl: string | null }> } }>(
    '{ storefrontConfig { localOverrideSwitch remotes { name manifestUrl } } }',
    { headers: cookie ? { cookie: `${OVERRIDE_COOKIE}=${cookie}` } : {} },
  );
  return { switch: body.data?.storefrontConfig.localOverrideSwitch, url: body.data?.storefrontConfig.remotes.find((r) => r.name === 'catalogue')?.manifestUrl };
}

describe('a releaser', () => {
  it('sets an override for this browser, sees it listed, clears it; each change is audited', async () => {
    const { account, browser } = await loggedIn('releaser');
    const page = await browser.get('/operator/overrides');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<a href="/operator/overrides" aria-current="page">Local overrides</a>');
    expect(page.text).toContain('has no override');
    expect(page.text).toContain('<label for="override-url">Manifest URL</label>');

    const set = await browser.post('/operator/overrides', { op: 'set', remote: 'catalogue', url: PREVIEW });
    expect(set.status).toBe(303);
    expect(set.headers.location).toBe('/operator/overrides?done=set&remote=catalogue');
    expect(String(set.headers['set-cookie'])).toMatch(/^shop_remote_override=[^;]+; Max-Age=28800; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await catalogueOf(browser)).toEqual({ switch: 'console', url: PREVIEW });

    const listed = await browser.follow(set);
    expect(listed.text).toContain('catalogue now loads from the URL below in this browser');
    expect(listed.text).toContain(`<code>${PREVIEW}</code>`);
    expect(postFormActions(listed.text).filter((a) => a === '/operator/overrides')).toHaveLength(3);

    const cleared = await browser.post('/operator/overrides', { op: 'clear', remote: 'catalogue' });
    expect(cleared.status).toBe(303);
    expect(String(cleared.headers['set-cookie'])).toMatch(/^shop_remote_override=; Max-Age=0/);
    expect(await catalogueOf(browser)).toMatchObject({ switch: null });
    expect((await browser.follow(cleared)).text).toContain('catalogue loads the storefront&#x27;s release again');

    const rows = (await auditRows()).filter((r) => r.actorEmail === account.email);
    expect(rows.map((r) => [r.targetKind, r.targetId])).toEqual([
      ['storefront-remote', 'CBDE/catalogue'],
      ['storefront-remote', 'CBDE/catalogue'],
    ]);
    const [clearRow, setRow] = rows;
    expect(JSON.parse(String(setRow?.after))).toMatchObject({ manifestUrl: PREVIEW });
    expect(JSON.parse(String(clearRow?.after))).toMatchObject({ manifestUrl: null });
  });

  it('refuses a URL the rules do not allow, and an unknown remote, setting nothing', async () => {
    const { browser } = await loggedIn('admin');
    await browser.get('/operator/overrides');
    const before = (await auditRows()).length;
    for (const fields of [
      { op: 'set', remote: 'catalogue', url: 'http://evil.example/mf-manifest.json' },
      { op: 'set', remote: 'catalogue', url: 'https://cdn.example/remoteEntry.js' },
      { op: 'set', remote: 'shop', url: PREVIEW },
    ]) {
      const res = await browser.post('/operator/overrides', fields);
      expect(res.status).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await auditRows()).length).toBe(before);
  });

  it('refuses a post without the session’s token or from another origin', async () => {
    const { browser } = await loggedIn('releaser');
    await browser.get('/operator/overrides');
    const noToken = await browser.post('/operator/overrides', { op: 'set', remote: 'catalogue', url: PREVIEW, csrf: null });
    expect(noToken.status).toBe(403);
    const foreign = await browser.post('/operator/overrides', { op: 'set', remote: 'catalogue', url: PREVIEW }, { origin: 'https://evil.example', fetchSite: 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(browser.cookies.has(OVERRIDE_COOKIE)).toBe(false);
  });
});

describe('a viewer', () => {
  it('gets neither the page nor its link, and a forged post changes nothing', async () => {
    const { browser } = await loggedIn('viewer');
    const home = await browser.get('/operator/');
    expect(home.text).not.toContain('/operator/overrides');
    const page = await browser.get('/operator/overrides');
    expect(page.status).toBe(403);
    expect(page.text).toContain('Your role (viewer) may not do this.');
    const before = (await auditRows()).length;
    const forged = await browser.post('/operator/overrides', { op: 'set', remote: 'catalogue', url: PREVIEW });
    expect(forged.status).toBe(403);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await auditRows()).length).toBe(before);
  });
});
