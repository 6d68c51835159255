/**
 * The console's storefront settings page over real HTTP on PGlite (issue 36, ADR 0059): every role
 * reads the settings; the service desk switches a storefront's redeem delay warning with one button;
 * only an admin changes the other settings (of one storefront or all) or gives them back to the
 * seed's value. Every change goes through the storefront settings service (its checks, its audit row)
 * and the shop serves it at once, without a restart.
 */
import { desc, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { parseTrustProxy } from '../http/client-address';
import { ConsoleBrowser, postFormActions } from '../testing/operator-console';
import { createOperator } from '../testing/operators';
import { type TestServer, startTestServer } from '../testing/test-server';

const PAGE = '/operator/storefront-settings';
const ACTION = '/operator/storefront-settings/actions';

let shop: TestServer;

const toggles = async (store = '60') =>
  (
    await shop.graphql<{ storefrontConfig: { featureToggles: { redeemDelayWarning: boolean; headerVersion: number; identifyModal: string } } }>(
      '{ storefrontConfig { featureToggles { redeemDelayWarning headerVersion identifyModal } } }',
      { headers: { 'x-store': store } },
    )
  ).body.data?.storefrontConfig.featureToggles;

async function consoleOf(role: 'viewer' | 'support' | 'admin'): Promise<ConsoleBrowser> {
  const account = await createOperator(shop, `settings-${role}`, role);
  const browser = new ConsoleBrowser(shop);
  expect((await browser.login(account.email)).status).toBe(303);
  return browser;
}

/** The row of a storefront in the page's table. */
const rowOf = (html: string, key: string) => new RegExp(`<tr data-storefront="${key}">[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

it('shows every storefront’s settings to every role; only support and admins get forms', async () => {
  const viewer = await consoleOf('viewer');
  const page = await viewer.get(PAGE);
  expect(page.status).toBe(200);
  expect(page.text).toContain('<a href="/operator/storefront-settings" aria-current="page">Storefront settings</a>');
  expect(page.text.match(/<tr data-storefront="/g)).toHaveLength(33);
  expect(rowOf(page.text, 'CBDE')).toMatch(/<th scope="row">CBDE <span class="op-muted">\(60\)<\/span><\/th><td class="op-cell">off<\/td>/);
  expect(postFormActions(page.text).filter((action) => action === ACTION)).toEqual([]);
  const forged = await viewer.post(ACTION, { op: 'delay-warning', store: 'CBDE', value: 'on' });
  expect(forged.status).toBe(403);
  expect(forged.text).toContain('Your role (viewer) may not do this.');
  expect((await toggles())?.redeemDelayWarning).toBe(false);
});

it('lets the service desk switch a storefront’s delay warning on and off, audited, served at once', async () => {
  const support = await consoleOf('support');
  const page = await support.get(PAGE);
  // One button per storefront; no form for the other settings.
  expect(postFormActions(page.text).filter((action) => action === ACTION)).toHaveLength(33);
  expect(page.text).not.toContain('Change settings');
  expect(rowOf(page.text, 'CBDE')).toContain('Switch on<span class="op-vh"> the delay warning of CBDE</span>');

  const on = await support.post(ACTION, { op: 'delay-warning', store: 'CBDE', value: 'on' });
  expect(on.status).toBe(303);
  expect(on.headers.location).toBe(`${PAGE}?done=1`);
  expect((await toggles())?.redeemDelayWarning).toBe(true);
  expect((await toggles('10'))?.redeemDelayWarning).toBe(false);
  const after = await support.get(String(on.headers.location));
  expect(after.text).toContain('Saved: the storefronts’ pages show it from their next load');
  expect(rowOf(after.text, 'CBDE')).toMatch(/<td class="op-cell">on<span class="op-muted"> switched<\/span>/);
  const [row] = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'storefront.settings')).orderBy(desc(operatorAuditLog.id)).limit(1);
  expect(row).toMatchObject({ actorKind: 'account', targetKind: 'storefront', targetId: 'CBDE', after: { CBDE: { redeemDelayWarning: { value: true, switched: true } } } });

  // The other settings are an admin's, also when posted by hand; a forged token changes nothing.
  const header = await support.post(ACTION, { op: 'set', store: 'CBDE', 'setting.headerVersion': '3' });
  expect(header.status).toBe(403);
  expect((await support.post(ACTION, { csrf: 'forged', op: 'delay-warning', store: 'CBDE', value: 'off' })).status).toBe(403);
  expect((await toggles())?.redeemDelayWarning).toBe(true);

  expect((await support.post(ACTION, { op: 'delay-warning', store: 'CBDE', value: 'off' })).status).toBe(303);
  expect((await toggles())?.redeemDelayWarning).toBe(false);
});

it('lets an admin change settings of one storefront or all and give them back to the seed’s value; says why it refuses', async () => {
  const admin = await consoleOf('admin');
  const page = await admin.get(PAGE);
  expect(page.text).toContain('<label for="settings-headerVersion">Header version (1, 2 or 3)</label>');
  expect(page.text).toContain('<option value="*">Every storefront</option>');
  const before = await toggles();

  expect((await admin.post(ACTION, { op: 'set', store: '*', 'setting.identifyModal': 'guest', 'setting.headerVersion': '3' })).status).toBe(303);
  for (const store of ['60', '10']) expect(await toggles(store)).toMatchObject({ identifyModal: 'guest', headerVersion: 3 });

  const wrong = await admin.post(ACTION, { op: 'set', store: 'CBDE', 'setting.headerVersion': '9' });
  expect(wrong.status).toBe(400);
  expect(wrong.text).toContain('Header: choose one of 1, 2, 3.');
  const nothing = await admin.post(ACTION, { op: 'set', store: 'CBDE' });
  expect(nothing.status).toBe(400);
  expect(nothing.text).toContain('Nothing to change: give at least one setting');
  const unknown = await admin.post(ACTION, { op: 'set', store: 'NOPE', 'setting.iconLabels': 'off' });
  expect(unknown.status).toBe(404);
  expect(unknown.text).toContain('Unknown storefront &quot;NOPE&quot;');

  expect((await admin.post(ACTION, { op: 'set', store: '*', 'setting.identifyModal': 'reset', 'setting.headerVersion': 'reset' })).status).toBe(303);
  expect(await toggles()).toEqual(before);
  // The header and the identify modal are the seed's again (the delay warning the desk switched off stays its).
  expect(rowOf((await admin.get(PAGE)).text, 'CBDE')).toMatch(/<td class="op-cell">2<\/td><td class="op-cell">login<\/td><\/tr>$/);
});
