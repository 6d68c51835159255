/**
 * Percentage rollouts in the operator console (ADR 0028): a releaser starts one from a remote's
 * releases page (storefront, release, share of visitors), sees it in the matrix and on that page,
 * promotes it to all visitors or stops it; stale buttons change nothing; a viewer gets no form and a
 * forged post is refused.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustProxy } from '../http/client-address';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { AUDIT, type AuditEntryView, asToken, createOperator, promoteEverywhere } from '../testing/operators';
import { writeRemoteBuild } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';

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
    expect(page.text).toMatch(/<input id="rollout-percent-redeem" name="percent" type="number"[^>]* min="1" max="99"/);
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
