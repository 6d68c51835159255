/**
 * Storefront settings an operator switches (issue 36, ADR 0059): spec §4's feature toggles and spec
 * §1's redeem delay warning, per storefront or for all, from the CLI (on the database and through the
 * server) and the operator API; audited; served by every API process within a second, no restart;
 * kept when the seed writes the storefronts again.
 */
import { desc, eq } from 'drizzle-orm';
import { parseTrustProxy } from '../../http/client-address';
import { operatorAuditLog } from '../../db/operator-schema';
import { storefronts } from '../../db/schema';
import { DatabaseBackend, HttpBackend } from '../../operator/backends';
import { type CliIo, HELP, UsageError, parseCommand, runCommand } from '../../operator/commands';
import { shopPaths } from '../../paths';
import { ErrorCode } from '../../errors';
import { loggedInOperator } from '../../testing/operators';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';
import { eventually } from '../../testing/eventually';
import { StorefrontDirectory } from './directory';

const TOGGLES = '{ storefrontConfig { featureToggles { redeemDelayWarning headerVersion identifyModal iconLabels languageSwitcher } } }';
const SET = `mutation S($store: String, $allStores: Boolean, $settings: StorefrontSettingsInput, $reset: [StorefrontSettingName!]) {
  operatorSetStorefrontSettings(store: $store, allStores: $allStores, settings: $settings, reset: $reset) {
    storefronts { storefrontKey redeemDelayWarning headerVersion identifyModal switched }
    errors { message code referencedRequestParameter }
  }
}`;

type Toggles = { redeemDelayWarning: boolean; headerVersion: number; identifyModal: string; iconLabels: boolean; languageSwitcher: boolean };
type SetAnswer = { operatorSetStorefrontSettings: { storefronts: Array<{ storefrontKey: string; redeemDelayWarning: boolean; headerVersion: number; switched: string[] }>; errors: Array<{ code: number; referencedRequestParameter: string | null }> } };

let shop: TestServer;
/** A second API process on the same database (its own storefront directory and public answers). */
let other: TestServer;

const toggles = async (server: TestServer, store = '60'): Promise<Toggles> =>
  (await server.graphql<{ storefrontConfig: { featureToggles: Toggles } }>(TOGGLES, { headers: { 'x-store': store } })).body.data?.storefrontConfig.featureToggles as Toggles;

/** Waits until the server answers toggles matching `expected` (another process hears of a change from the database). */
async function serves(server: TestServer, expected: Partial<Toggles>): Promise<void> {
  const matches = (actual: Toggles) => Object.entries(expected).every(([key, value]) => actual[key as keyof Toggles] === value);
  await eventually(async () => matches(await toggles(server)), `the toggles ${JSON.stringify(expected)}`, 5_000);
}

beforeAll(async () => {
  shop = await startTestServer({ trustProxy: parseTrustProxy('loopback') });
  other = await startTestServer({}, shop.handle);
});

afterAll(async () => {
  await other?.server.drain();
  await shop?.close();
});

describe('the CLI', () => {
  const output: string[] = [];
  const io: CliIo = { out: (line) => output.push(line), err: () => {}, cwd: '/' };
  const run = async (argv: string, backend: DatabaseBackend | HttpBackend) => {
    output.length = 0;
    await runCommand(parseCommand(argv.split(' ')), backend, shopPaths(shop.root, {}), io);
    return output.join('\n');
  };

  it('switches a storefront’s delay warning and header on the database; every API process serves it within a second; audited as cli-database', async () => {
    const direct = new DatabaseBackend(shop.handle, shop.root, shop.server.registry);
    const before = await toggles(other);
    expect(before.redeemDelayWarning).toBe(false);
    const printed = await run('storefront:set --store CBDE --set redeemDelayWarning=on --set headerVersion=3', direct);
    expect(printed).toMatch(/Storefront settings changed on CBDE/);
    expect(printed).toMatch(/CBDE\s+60\s+on\*\s+/);
    // Neither server ran the change: they hear of it from the database (migration 0010's notification).
    for (const server of [shop, other]) await serves(server, { redeemDelayWarning: true, headerVersion: 3 });
    expect(await toggles(other)).toEqual({ ...before, redeemDelayWarning: true, headerVersion: 3 });
    // Another storefront is untouched.
    expect((await toggles(other, '10')).redeemDelayWarning).toBe(false);

    const [row] = await shop.handle.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect(row).toMatchObject({ actorKind: 'cli-database', action: 'storefront.settings', targetKind: 'storefront', targetId: 'CBDE' });
    expect(row?.before).toEqual({ CBDE: { redeemDelayWarning: { value: false, switched: false }, headerVersion: { value: before.headerVersion, switched: false } } });
    expect(row?.after).toEqual({ CBDE: { redeemDelayWarning: { value: true, switched: true }, headerVersion: { value: 3, switched: true } } });

    // The seed writes the storefronts' toggles again (a deploy with new seed data, seed.ts
    // upsertStorefront; the whole seed is reseed.test's): the operator's values stay.
    const [seeded] = await shop.handle.db.select({ featureToggles: storefronts.featureToggles }).from(storefronts).where(eq(storefronts.key, 'CBDE'));
    await shop.handle.db.update(storefronts).set({ featureToggles: { ...(seeded?.featureToggles as object), headerVersion: before.headerVersion } as never }).where(eq(storefronts.key, 'CBDE'));
    const [reseeded] = await shop.handle.db.select().from(storefronts).where(eq(storefronts.key, 'CBDE'));
    expect(reseeded?.featureToggles).toMatchObject({ redeemDelayWarning: false, headerVersion: before.headerVersion });
    expect(reseeded?.operatorSettings).toEqual({ redeemDelayWarning: true, headerVersion: 3 });
    expect((await new StorefrontDirectory(shop.handle.db, 0).byKey('CBDE'))?.featureToggles).toMatchObject({ redeemDelayWarning: true, headerVersion: 3 });

    // Reset: the seed's values again.
    expect(await run('storefront:set --store 60 --reset redeemDelayWarning --reset headerVersion', direct)).toMatch(/changed on CBDE[\s\S]*\nCBDE\s+60\s+off\s+(on|off)\s+(on|off)\s+(on|off)\s+(on|off)\s+(on|off)\s+2\s+login\n/);
    await serves(other, before);
    const [row2] = await shop.handle.db.select().from(storefronts).where(eq(storefronts.key, 'CBDE'));
    expect(row2?.operatorSettings).toEqual({});
  });

  it('lists the settings of every storefront and checks its options', async () => {
    const direct = new DatabaseBackend(shop.handle, shop.root, shop.server.registry);
    const listed = await run('storefront-settings', direct);
    expect(listed.split('\n')[0]).toMatch(/^STORE\s+ID\s+redeemDelayWarning\s+languageSwitcher\s+iconLabels\s+footerLogos\s+cookiesFooterLink\s+searchAnalytics\s+headerVersion\s+identifyModal$/);
    expect(listed).toMatch(/\nCBDE\s+60\s+off\s+on/);
    expect(listed.split('\n').filter((line) => /^[A-Z]+\s+\d+\s/.test(line))).toHaveLength(33);
    for (const [argv, message] of [
      ['storefront:set --set redeemDelayWarning=on', /Give either --store KEY or --all/],
      ['storefront:set --store CBDE', /at least one --set NAME=VALUE or --reset NAME/],
      ['storefront:set --store CBDE --set balanceDoubler=off', /Unknown setting "balanceDoubler"/],
      ['storefront:set --store CBDE --set headerVersion=4', /needs 1, 2 or 3/],
      ['storefront:set --store CBDE --set redeemDelayWarning=maybe', /needs on or off/],
      ['storefront:set --store CBDE --set redeemDelayWarning=on --reset redeemDelayWarning', /Set redeemDelayWarning or reset it, not both \(code 1504\)/],
      ['storefront:set --store NOPE --set redeemDelayWarning=on', /Unknown storefront "NOPE"/],
    ] as const) {
      await expect(run(argv, direct)).rejects.toThrow(message);
    }
    await expect(run('storefront:set --store CBDE --set balanceDoubler=off', direct)).rejects.toBeInstanceOf(UsageError);
    expect(HELP).toMatch(/storefront:set \(--store KEY \| --all\) \[--set NAME=VALUE\]… \[--reset NAME\]…/);
  });

  it('goes through the server with the operator token (the server holding an embedded database)', async () => {
    const http = new HttpBackend(shop.url, TEST_OPERATOR_TOKEN);
    expect(await run('storefront:set --all --set iconLabels=off', http)).toMatch(/on every storefront/);
    expect((await toggles(shop, '10')).iconLabels).toBe(false);
    expect((await toggles(shop)).iconLabels).toBe(false);
    expect(await run('storefront-settings --store CBDE', http)).toMatch(/CBDE\s+60\s+off\s+on\s+off\*/);
    await run('storefront:set --all --reset iconLabels', http);
    expect((await toggles(shop, '10')).iconLabels).toBe(true);
    const [row] = await shop.handle.db.select().from(operatorAuditLog).orderBy(desc(operatorAuditLog.id)).limit(1);
    expect(row).toMatchObject({ actorKind: 'cli-token', action: 'storefront.settings', targetKind: 'storefront', targetId: '*' });
  });
});

describe('the operator API', () => {
  it('lets the service desk announce a delay, and only an admin change how the pages look', async () => {
    const { browser: support } = await loggedInOperator(shop, 'support-settings', 'support');
    const { browser: releaser } = await loggedInOperator(shop, 'releaser-settings', 'releaser');
    const on = await support.call<SetAnswer>(SET, { store: 'CBDE', settings: { redeemDelayWarning: true } });
    expect(on.data?.operatorSetStorefrontSettings.storefronts).toEqual([{ storefrontKey: 'CBDE', redeemDelayWarning: true, headerVersion: 2, identifyModal: 'login', switched: ['redeemDelayWarning'] }]);
    // This process answers the change at once (its cache of public answers is emptied before it answers).
    expect((await toggles(shop)).redeemDelayWarning).toBe(true);
    // The header is an admin's; a releaser switches remotes, not storefront settings.
    const header = await support.call<SetAnswer>(SET, { store: 'CBDE', settings: { headerVersion: 3 } });
    expect(header.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.FORBIDDEN });
    const byReleaser = await releaser.call<SetAnswer>(SET, { store: 'CBDE', reset: ['redeemDelayWarning'] });
    expect(byReleaser.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.FORBIDDEN });
    // Nobody without an operator's credentials.
    const anonymous = await shop.graphql<SetAnswer>(SET, { variables: { store: 'CBDE', reset: ['redeemDelayWarning'] }, headers: { 'x-store': '60' } });
    expect(anonymous.body.errors?.[0]?.extensions).toMatchObject({ code: ErrorCode.UNAUTHORIZED });
    expect((await toggles(shop)).redeemDelayWarning).toBe(true);

    const off = await support.call<SetAnswer>(SET, { store: 'CBDE', reset: ['redeemDelayWarning'] });
    expect(off.data?.operatorSetStorefrontSettings.errors).toEqual([]);
    expect((await toggles(shop)).redeemDelayWarning).toBe(false);
    const audit = await shop.handle.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'storefront.settings')).orderBy(desc(operatorAuditLog.id)).limit(2);
    expect(audit.map((row) => [row.actorKind, row.actorEmail?.startsWith('support-settings.')])).toEqual([
      ['account', true],
      ['account', true],
    ]);
  });

  it('refuses what is no setting or no value of it, naming the field', async () => {
    const refused = async (variables: Record<string, unknown>) =>
      (await shop.graphql<SetAnswer>(SET, { variables, headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}`, 'x-store': '60' } })).body;
    expect((await refused({ store: 'CBDE', settings: { headerVersion: 7 } })).data?.operatorSetStorefrontSettings.errors).toMatchObject([
      { code: ErrorCode.INVALID_ARGUMENT, referencedRequestParameter: 'settings.headerVersion' },
    ]);
    expect((await refused({ store: 'CBDE' })).data?.operatorSetStorefrontSettings.errors).toMatchObject([{ code: ErrorCode.INVALID_ARGUMENT, referencedRequestParameter: 'settings' }]);
    expect((await refused({ settings: { iconLabels: false } })).data?.operatorSetStorefrontSettings.errors).toMatchObject([{ referencedRequestParameter: 'store' }]);
    expect((await refused({ store: 'NOPE', settings: { iconLabels: false } })).data?.operatorSetStorefrontSettings.errors).toMatchObject([
      { code: ErrorCode.UNKNOWN_STORE, referencedRequestParameter: 'store' },
    ]);
    // A setting the operators do not switch is no field of the input at all.
    expect((await refused({ store: 'CBDE', settings: { balanceDoubler: false } })).errors?.[0]?.message).toMatch(/balanceDoubler/);
  });
});
