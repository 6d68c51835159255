/**
 * Percentage rollouts in the operator console (ADR 0028): a releaser starts one from a remote's
 * releases page (storefront, release, share of visitors), sees it in the matrix and on that page,
 * promotes it to all visitors or stops it; stale buttons change nothing; a viewer gets no form and a
 * forged post is refused.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustProxy } from '../http/client-address';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, asToken, createOperator, promoteEverywhere } from '../testing/operators';
import { writeRemoteBuild } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { remoteReleaseHealth } from '../db/health-schema';
import { lastKnownGoodRelease } from '../remotes/fallback';

const REGISTER = `mutation R($remote: RemoteName!, $version: String!, $sourceDir: String) {
  operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir) { created errors { code message } }
}`;
const STATE = 'query { operatorRemotes(store: "CB") { remotes { remote pinnedVersion version rolloutVersion rolloutPercent } } }';

let shop: TestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-rollout-console-'));
  shop = await startTestServer({ root, publicRemotesBase: '', trustProxy: parseTrustProxy('loopback') });
  for (const version of ['1.0.0', '1.1.0']) {
    const dir = join(root, '.data', 'releases', 'redeem', version);
    mkdirSync(dir, { recursive: true });
    writeRemoteBuild(dir, { remote: 'redeem', routes: [{ key: 'balanceCheck' }], entry: `var redeem = "${version}";` });
    const result = await asToken<{ operatorRegisterRelease: { created: boolean } }>(shop, REGISTER, { remote: 'redeem', version, sourceDir: dir });
    expect(result.data?.operatorRegisterRelease.created).toBe(true);
    // Each promoted to every storefront in turn (issue 32): 1.1.0 is served, 1.0.0 was before it.
    await promoteEverywhere(shop, 'redeem', version);
  }
  // Both had verified healthy traffic (ADR 0037): each is a last known good while the other is served.
  await shop.handle.db.insert(remoteReleaseHealth).values([
    { remote: 'redeem', version: '1.0.0', healthyAt: new Date(Date.now() - 3_600_000), loads: 80, failures: 0 },
    { remote: 'redeem', version: '1.1.0', healthyAt: new Date(Date.now() - 60_000), loads: 80, failures: 0 },
  ]);
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

async function loggedIn(role: 'viewer' | 'releaser') {
  const account = await createOperator(shop, `rollout-${role}`, role);
  const browser = new ConsoleBrowser(shop);
  const login = await browser.login(account.email);
  expect(login.status).toBe(303);
  // The console's own page carries the session's CSRF token for the forms.
  expect((await browser.follow(login)).status).toBe(200);
  return { account, browser };
}

async function redeemOfCB() {
  const result = await asToken<{ operatorRemotes: { remotes: Array<Record<string, unknown>> } }>(shop, STATE, {});
  return result.data?.operatorRemotes.remotes.find((r) => r.remote === 'redeem');
}

const auditRows = async (action: string): Promise<AuditEntryView[]> =>
  (await asToken<{ operatorAuditLog: { entries: AuditEntryView[] } }>(shop, AUDIT, { action, limit: 200 })).data?.operatorAuditLog.entries ?? [];

describe('rollouts in the console', () => {
  it('a releaser starts a rollout, sees it, promotes it to every visitor; a stale button changes nothing', async () => {
    const { account, browser } = await loggedIn('releaser');
    // CB serves the promoted release (1.1.0): hold it on 1.0.0 and roll 1.1.0 out to a share.
    expect((await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '1.0.0' })).status).toBe(303);

    const page = await browser.get('/operator/releases/redeem');
    expect(page.text).toContain('Promote to a percentage of visitors');
    expect(page.text).toContain('<label for="rollout-percent-redeem">Share of visitors (%)</label>');
    expect(page.text).toMatch(/<input id="rollout-percent-redeem" type="number"[^>]* min="1" max="99"[^>]* name="percent"/);
    expect(page.text).toContain('<label for="rollout-store-redeem">Storefront</label>');

    for (const percent of ['0', '100', '5.5', 'x']) {
      const refused = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.1.0', percent, back: '/operator/releases/redeem' });
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('The share of visitors must be a whole number from 1 to 99.');
    }
    const same = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.0.0', percent: '20', back: '/operator/releases/redeem' });
    expect(same.status).toBe(400);
    expect(same.text).toContain('CB already serves redeem 1.0.0 to every visitor');

    const started = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.1.0', percent: '25', back: '/operator/releases/redeem' });
    expect(started.headers.location).toBe('/operator/releases/redeem?done=rollout&remote=redeem&store=CB&version=1.1.0&percent=25');
    const after = await browser.follow(started);
    expect(after.text).toContain('redeem 1.1.0 goes to 25 % of the visitors of CB.');
    expect(after.text).toContain('Promote to all visitors<span class="op-vh"> redeem 1.1.0 for CB</span>');
    expect(after.text).toContain('Stop rollout<span class="op-vh"> redeem 1.1.0 for CB</span>');
    expect(await redeemOfCB()).toEqual({ remote: 'redeem', pinnedVersion: '1.0.0', version: '1.0.0', rolloutVersion: '1.1.0', rolloutPercent: 25 });
    expect((await browser.get('/operator/')).text).toContain('serves <strong>1.0.0</strong> · <strong>1.1.0</strong> to 25 % of visitors');

    // A notice is rebuilt from recognised values only.
    const forgedNotice = await browser.get('/operator/releases/redeem?done=rollout&remote=redeem&store=CB&version=1.1.0&percent=%3Cb%3E');
    expect(forgedNotice.text).not.toContain('goes to');

    const promoted = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout-promote', version: '1.1.0', back: '/operator/releases/redeem' });
    expect((await browser.follow(promoted)).text).toContain('redeem 1.1.0 goes to every visitor of CB (pinned).');
    expect(await redeemOfCB()).toEqual({ remote: 'redeem', pinnedVersion: '1.1.0', version: '1.1.0', rolloutVersion: null, rolloutPercent: null });
    // The same button again (a double click): nothing runs any more.
    const again = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout-promote', version: '1.1.0', back: '/operator/releases/redeem' });
    expect(again.status).toBe(409);
    expect((await auditRows('remote.promote')).filter((r) => r.actor === account.id)).toHaveLength(1);
  });

  it('a releaser stops a rollout; a roll back ends one too', async () => {
    const { browser } = await loggedIn('releaser');
    await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.0.0', percent: '40', back: '/operator/releases/redeem' });
    const stopped = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout-end', version: '1.0.0', back: '/operator/releases/redeem' });
    expect((await browser.follow(stopped)).text).toContain('Stopped the rollout of redeem for CB.');
    expect(await redeemOfCB()).toMatchObject({ version: '1.1.0', rolloutVersion: null });

    await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.0.0', percent: '40', back: '/operator/releases/redeem' });
    const rolled = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.1.0', back: '/operator/releases/redeem' });
    expect(rolled.status).toBe(303);
    expect(await redeemOfCB()).toEqual({ remote: 'redeem', pinnedVersion: '1.0.0', version: '1.0.0', rolloutVersion: null, rolloutPercent: null });
  });

  it('a viewer sees rollouts without any form, and a forged post is refused', async () => {
    const { browser: releaser } = await loggedIn('releaser');
    await releaser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollout', version: '1.1.0', percent: '10', back: '/operator/releases/redeem' });
    const { browser } = await loggedIn('viewer');
    const page = await browser.get('/operator/releases/redeem');
    expect(page.text).toContain('1.1.0 to 10 %');
    expect(postFormActions(page.text)).toEqual(['/operator/logout']);
    // The state filter (issue 32 item 8): the release in a canary, and where.
    const canary = await browser.get('/operator/releases?remote=redeem&state=canary');
    expect(canary.status).toBe(200);
    expect([...canary.text.matchAll(/<a href="\/operator\/releases\/redeem\/versions\/([^"]+)">/g)].map((m) => m[1])).toEqual(['1.1.0']);
    expect(canary.text).toContain('<span class="op-tag op-tag-canary">canary</span> CB 10 %');
    for (const op of ['rollout', 'rollout-promote', 'rollout-end']) {
      const forged = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op, version: '1.1.0', percent: '90' });
      expect(forged.status).toBe(403);
    }
    expect(await redeemOfCB()).toMatchObject({ rolloutVersion: '1.1.0', rolloutPercent: 10 });
  });
});

describe('the one-click rollback and the fallback share one rule (ADR 0037)', () => {
  it('rolls back to the release with verified healthy traffic that failed nowhere, not the one promoted last', async () => {
    const { browser } = await loggedIn('releaser');
    // Clean state: every storefront follows the promoted release, no rollout.
    await browser.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'rollout-end', back: '/operator/releases/redeem' });
    await browser.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'release', version: '' });
    // 1.2.0 is promoted on top of 1.1.0 (promoted last before it) and 1.0.0.
    const dir = join(root, '.data', 'releases', 'redeem', '1.2.0');
    mkdirSync(dir, { recursive: true });
    writeRemoteBuild(dir, { remote: 'redeem', routes: [{ key: 'balanceCheck' }], entry: 'var redeem = "1.2.0";' });
    expect((await asToken<{ operatorRegisterRelease: { created: boolean } }>(shop, REGISTER, { remote: 'redeem', version: '1.2.0', sourceDir: dir })).data?.operatorRegisterRelease.created).toBe(true);
    await promoteEverywhere(shop, 'redeem', '1.2.0');
    // 1.1.0 failed on one storefront (a fallback marked it): failed anywhere is no last known good anywhere.
    await shop.handle.db.execute(sql`insert into remote_failed_releases (storefront_key, remote, version) values ('CBAT', 'redeem', '1.1.0')`);

    // The health job's choice, and the console's: 1.0.0 (the old rule, "promoted last": 1.1.0 on CB).
    expect((await lastKnownGoodRelease(shop.handle.db, 'redeem', '1.2.0'))?.version).toBe('1.0.0');
    const page = await browser.get('/operator/releases/redeem');
    const cb = /<tr><th scope="row">CB<span[\s\S]*?<\/tr>/.exec(page.text)?.[0] ?? '';
    expect(cb).toContain('Roll back<span class="op-vh"> CB from 1.2.0 to 1.0.0</span>');
    expect(cb).toContain('<td class="op-nw">1.0.0</td>');
    expect(page.text).toContain('Roll back all storefronts<span class="op-vh"> from 1.2.0 to 1.0.0 (redeem)</span>');
    const rolled = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.2.0', back: '/operator/releases/redeem' });
    expect(rolled.headers.location).toBe('/operator/releases/redeem?done=rollback&remote=redeem&store=CB&version=1.0.0');
    expect(await redeemOfCB()).toMatchObject({ pinnedVersion: '1.0.0', version: '1.0.0' });

    // No verified healthy traffic for anything else: nothing to roll back to (as the fallback would not move).
    await shop.handle.db.delete(remoteReleaseHealth).where(eq(remoteReleaseHealth.version, '1.0.0'));
    await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'release', version: '' });
    const none = await browser.get('/operator/releases/redeem');
    const cbNone = /<tr><th scope="row">CB<span[\s\S]*?<\/tr>/.exec(none.text)?.[0] ?? '';
    expect(cbNone).toContain('nothing to roll back to');
    expect(none.text).not.toContain('Roll back all storefronts');
    const refused = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'rollback', from: '1.2.0', back: '/operator/releases/redeem' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('no other promoted release with verified healthy traffic that has not failed anywhere');
    expect(await redeemOfCB()).toMatchObject({ pinnedVersion: null, version: '1.2.0' });
  });
});

describe('auto-promote policies in the console', () => {
  it('a releaser sets one per storefront and one for all (storefronts first), sees them, switches one off; audited; a viewer gets no form', async () => {
    const { account, browser } = await loggedIn('releaser');
    const page = await browser.get('/operator/releases/redeem');
    expect(page.text).toContain('No policy: every promotion of redeem is an operator&#x27;s act.');
    const form = /<form[^>]*aria-label="Promote redeem automatically after a healthy canary"[^>]*>[\s\S]*?<\/form>/.exec(page.text)?.[0] ?? '';
    // Storefronts first, "All storefronts" last (the phone layout's rule).
    const options = [...form.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options[0]).toBe('');
    expect(options.at(-1)).toBe('*');
    expect(options.indexOf('CB')).toBeGreaterThan(0);

    const set = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'auto-promote', minutes: '30', back: '/operator/releases/redeem' });
    expect(set.headers.location).toBe('/operator/releases/redeem?done=auto-promote&remote=redeem&store=CB&minutes=30');
    const after = await browser.follow(set);
    expect(after.text).toContain('A canary of redeem on CB is promoted automatically once it ran 30 minutes and was healthy all along.');
    await browser.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'auto-promote', minutes: '120', back: '/operator/releases/redeem' });
    const listed = await browser.get('/operator/releases/redeem');
    const rows = [...listed.text.matchAll(/<tr><th scope="row">([^<]+)<\/th><td class="op-nw">after (\d+) min<\/td>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['All storefronts', '120'],
      ['CB', '30'],
    ]);
    const policies = await asToken<{ operatorAutoPromotePolicies: Array<{ scope: string; afterMinutes: number }> }>(
      shop,
      '{ operatorAutoPromotePolicies(remote: redeem) { scope afterMinutes } }',
    );
    expect(policies.data?.operatorAutoPromotePolicies).toEqual([
      { scope: '*', afterMinutes: 120 },
      { scope: 'CB', afterMinutes: 30 },
    ]);
    const [audit] = (await auditRows('remote.set')).filter((r) => r.actor === account.id);
    expect(audit?.targetId).toBe('*/redeem');
    expect(JSON.parse(audit?.after as string)).toEqual({ '*': { autoPromoteMinutes: 120 } });

    // Bad minutes change nothing.
    const bad = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'auto-promote', minutes: '0', back: '/operator/releases/redeem' });
    expect(bad.status).toBe(400);
    const off = await browser.post('/operator/remotes', { store: 'CB', remote: 'redeem', op: 'auto-promote-off', back: '/operator/releases/redeem' });
    expect((await browser.follow(off)).text).toContain('No automatic promotion of redeem for CB: an operator promotes.');
    const remaining = await asToken<{ operatorAutoPromotePolicies: Array<{ scope: string }> }>(shop, '{ operatorAutoPromotePolicies { remote scope } }');
    expect(remaining.data?.operatorAutoPromotePolicies).toEqual([{ remote: 'redeem', scope: '*' }]);

    const { browser: viewer } = await loggedIn('viewer');
    const seen = await viewer.get('/operator/releases/redeem');
    expect(seen.text).toContain('<th scope="row">All storefronts</th><td class="op-nw">after 120 min</td>');
    expect(postFormActions(seen.text)).toEqual(['/operator/logout']);
    const forged = await viewer.post('/operator/remotes', { store: '*', remote: 'redeem', op: 'auto-promote-off' });
    expect(forged.status).toBe(403);
    expect((await asToken<{ operatorAutoPromotePolicies: unknown[] }>(shop, '{ operatorAutoPromotePolicies { scope } }')).data?.operatorAutoPromotePolicies).toHaveLength(1);
  });
});
