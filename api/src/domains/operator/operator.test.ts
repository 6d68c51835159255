import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { remoteReleases } from '../../db/schema';
import { TEST_EXPOSE_FILE, startTestCdn, testChunk, testDeclaration, writeRemoteBuild } from '../../testing/release-builds';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../../testing/test-server';

const AUTH = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

const SET_REMOTE = /* GraphQL */ `
  mutation SetRemote(
    $store: String
    $allStores: Boolean
    $remote: RemoteName!
    $enabled: Boolean
    $pinnedVersion: String
    $unpin: Boolean
  ) {
    operatorSetRemote(
      store: $store
      allStores: $allStores
      remote: $remote
      enabled: $enabled
      pinnedVersion: $pinnedVersion
      unpin: $unpin
    ) {
      remotes { storefrontKey remote enabled pinnedVersion version manifestUrl }
      errors { message code referencedRequestParameter }
    }
  }
`;

const REGISTER = /* GraphQL */ `
  mutation Register($remote: RemoteName!, $version: String!, $sourceDir: String, $baseUrl: String, $declaration: String) {
    operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir, baseUrl: $baseUrl, declaration: $declaration) {
      release { remote version sourceDir baseUrl contractVersion routeKeys createdAt }
      created
      errors { message code referencedRequestParameter }
    }
  }
`;

interface RemoteState {
  storefrontKey: string;
  remote: string;
  enabled: boolean;
  pinnedVersion: string | null;
  version: string | null;
  manifestUrl: string | null;
}
interface SetRemoteData {
  operatorSetRemote: { remotes: RemoteState[]; errors: Array<{ message: string; code: number; referencedRequestParameter: string | null }> };
}
interface ConfigData {
  storefrontConfig: { key: string; remotes: Array<{ name: string; enabled: boolean; version: string | null; manifestUrl: string | null }> };
}

const REMOTES_QUERY = '{ storefrontConfig { key remotes { name enabled version manifestUrl } } }';

let shop: TestServer;
let releaseDir: string;

let root: string;
let cdn: { base: string; close(): Promise<void> };

beforeAll(async () => {
  // A throwaway shop root: release folders must lie inside the root.
  root = mkdtempSync(join(tmpdir(), 'shop-operator-root-'));
  releaseDir = join(root, '.data', 'releases', 'catalogue', '1.0.0');
  mkdirSync(releaseDir, { recursive: true });
  writeRemoteBuild(releaseDir, { remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] });
  // The CDN release's files: the release check fetches them before it registers the release.
  writeRemoteBuild(join(root, 'cdn', 'catalogue', '1.1.0'), { remote: 'catalogue', routes: [{ key: 'home' }] });
  cdn = await startTestCdn(join(root, 'cdn'));
  shop = await startTestServer({ root, publicRemotesBase: '' });
});

afterAll(async () => {
  await cdn?.close();
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

async function routesOf(store: string) {
  const { body } = await shop.graphql<{ storefrontConfig: { routes: Array<{ key: string; remote: string; pattern: string; redirectTo: string | null }> } }>(
    '{ storefrontConfig { routes { key remote pattern redirectTo } } }',
    { headers: { 'x-store': store } },
  );
  return body.data?.storefrontConfig.routes ?? [];
}

type RegisterErrors = { operatorRegisterRelease: { release: unknown; errors: Array<{ message: string; code: number; referencedRequestParameter: string }> } };

async function register(variables: Record<string, unknown>) {
  const { body } = await shop.graphql<RegisterErrors>(REGISTER, { variables, headers: AUTH });
  return body.data?.operatorRegisterRelease;
}

/** Promotes a release to every storefront without a pin (issue 32's lifecycle). */
async function promote(remote: string, version: string) {
  const { body } = await shop.graphql<{ operatorPromoteRollout: { errors: Array<{ message: string; code: number }> } }>(
    'mutation ($remote: RemoteName!, $version: String) { operatorPromoteRollout(allStores: true, remote: $remote, version: $version) { errors { message code } } }',
    { variables: { remote, version }, headers: AUTH },
  );
  return body.data?.operatorPromoteRollout ?? { errors: [{ message: 'no answer', code: 0 }] };
}

async function configOf(store: string) {
  const { body } = await shop.graphql<ConfigData>(REMOTES_QUERY, { headers: { 'x-store': store } });
  return body.data?.storefrontConfig;
}

describe('operator API', () => {
  it('refuses calls without the bearer token', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TEST_OPERATOR_TOKEN },
    ];
    for (const headers of attempts) {
      const { body } = await shop.graphql(SET_REMOTE, {
        variables: { store: 'CB', remote: 'redeem', enabled: false },
        headers,
      });
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions).toEqual({ code: 1401, referencedRequestParameter: 'authorization' });
    }
    // Nothing changed.
    expect((await configOf('10'))?.remotes.find((r) => r.name === 'redeem')?.enabled).toBe(true);
  });

  it('disables a remote for one storefront only; it stays listed with enabled:false', async () => {
    const { body } = await shop.graphql<SetRemoteData>(SET_REMOTE, {
      variables: { store: 'CB', remote: 'redeem', enabled: false },
      headers: AUTH,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.operatorSetRemote.errors).toEqual([]);
    expect(body.data?.operatorSetRemote.remotes).toEqual([
      expect.objectContaining({ storefrontKey: 'CB', remote: 'redeem', enabled: false }),
    ]);

    const cb = await configOf('10');
    expect(cb?.key).toBe('CB');
    expect(cb?.remotes.find((r) => r.name === 'redeem')).toMatchObject({ enabled: false });
    expect(cb?.remotes.filter((r) => r.enabled)).toHaveLength(4);

    const cbde = await configOf('60');
    expect(cbde?.remotes.every((r) => r.enabled)).toBe(true);

    // And back on.
    await shop.graphql(SET_REMOTE, { variables: { store: '10', remote: 'redeem', enabled: true }, headers: AUTH });
    expect((await configOf('10'))?.remotes.every((r) => r.enabled)).toBe(true);
  });

  it('refuses to pin an unknown version', async () => {
    const { body } = await shop.graphql<SetRemoteData>(SET_REMOTE, {
      variables: { store: 'CBDE', remote: 'catalogue', pinnedVersion: '9.9.9' },
      headers: AUTH,
    });
    expect(body.data?.operatorSetRemote.remotes).toEqual([]);
    expect(body.data?.operatorSetRemote.errors).toEqual([
      {
        message: expect.stringContaining('9.9.9'),
        code: 1502,
        referencedRequestParameter: 'pinnedVersion',
      },
    ]);
  });

  it('reports an unknown storefront and a missing target as error entries', async () => {
    const unknown = await shop.graphql<SetRemoteData>(SET_REMOTE, {
      variables: { store: 'NOPE', remote: 'catalogue', enabled: false },
      headers: AUTH,
    });
    expect(unknown.body.data?.operatorSetRemote.errors[0]).toMatchObject({ code: 1001, referencedRequestParameter: 'store' });

    const noTarget = await shop.graphql<SetRemoteData>(SET_REMOTE, {
      variables: { remote: 'catalogue', enabled: false },
      headers: AUTH,
    });
    expect(noTarget.body.data?.operatorSetRemote.errors[0]).toMatchObject({ code: 1504, referencedRequestParameter: 'store' });
  });

  it('registers releases, serves the newest, pins and unpins (rollback)', async () => {
    const first = await shop.graphql<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(REGISTER, {
      variables: { remote: 'catalogue', version: '1.0.0', sourceDir: releaseDir },
      headers: AUTH,
    });
    expect(first.body.data?.operatorRegisterRelease).toMatchObject({ created: true, errors: [] });
    expect(first.body.data?.operatorRegisterRelease).toMatchObject({ release: { routeKeys: ['home', 'productDetail'] } });
    // The CDN release drops the product page: its declaration comes as text.
    const onCdn = await shop.graphql<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(REGISTER, {
      variables: {
        remote: 'catalogue',
        version: '1.1.0',
        baseUrl: `${cdn.base}/catalogue/1.1.0/`,
        declaration: JSON.stringify(testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] })),
      },
      headers: AUTH,
    });
    expect(onCdn.body.data?.operatorRegisterRelease).toMatchObject({ created: true, errors: [] });

    // Registered is not live (issue 32): no storefront serves either until one is promoted.
    expect((await configOf('60'))?.remotes[0]).toMatchObject({ name: 'catalogue', version: null, manifestUrl: null });

    // Promoted to every storefront: its declaration makes the routes.
    const promoted = await promote('catalogue', '1.1.0');
    expect(promoted.errors).toEqual([]);
    expect((await configOf('60'))?.remotes[0]).toEqual({
      name: 'catalogue',
      enabled: true,
      version: '1.1.0',
      manifestUrl: `${cdn.base}/catalogue/1.1.0/mf-manifest.json`,
    });
    expect((await routesOf('60')).map((r) => r.key)).toEqual(['home']);

    // Roll back everywhere by promoting the previous release again.
    expect((await promote('catalogue', '1.0.0')).errors).toEqual([]);
    for (const store of ['60', '10', '210']) {
      expect((await configOf(store))?.remotes[0]).toEqual({
        name: 'catalogue',
        enabled: true,
        version: '1.0.0',
        manifestUrl: '/remotes/catalogue/1.0.0/mf-manifest.json',
      });
    }
    // The rolled-back release brings its product page back, at each storefront's own path.
    expect(await routesOf('60')).toContainEqual({ key: 'productDetail', remote: 'catalogue', pattern: '/geschenkkarten/:product/', redirectTo: null });
    expect(await routesOf('10')).toContainEqual({ key: 'productDetail', remote: 'catalogue', pattern: '/cadeaubonnen/:product/', redirectTo: null });

    // A pin holds one storefront (or all) on a release; unpinned, they follow the promoted one again.
    const pin = await shop.graphql<SetRemoteData>(SET_REMOTE, {
      variables: { allStores: true, remote: 'catalogue', pinnedVersion: '1.1.0' },
      headers: AUTH,
    });
    expect(pin.body.data?.operatorSetRemote.errors).toEqual([]);
    expect(pin.body.data?.operatorSetRemote.remotes).toHaveLength(33);
    expect((await configOf('10'))?.remotes[0]?.version).toBe('1.1.0');
    await shop.graphql(SET_REMOTE, { variables: { allStores: true, remote: 'catalogue', unpin: true }, headers: AUTH });
    expect((await configOf('60'))?.remotes[0]?.version).toBe('1.0.0');

    expect((await promote('catalogue', '1.1.0')).errors).toEqual([]);
    expect((await configOf('60'))?.remotes[0]?.version).toBe('1.1.0');
    // Each promotion is an audit row naming the release it replaced.
    const audit = await shop.graphql<{ operatorAuditLog: { entries: Array<{ action: string; targetId: string; before: string; after: string }> } }>(
      '{ operatorAuditLog(action: "release.promote", limit: 3) { entries { action targetId before after } } }',
      { headers: AUTH },
    );
    expect(audit.body.data?.operatorAuditLog.entries.map((e) => [e.targetId, JSON.parse(e.before).promoted, JSON.parse(e.after).promoted])).toEqual([
      ['catalogue@1.1.0', '1.0.0', '1.1.0'],
      ['catalogue@1.0.0', '1.1.0', '1.0.0'],
      ['catalogue@1.1.0', null, '1.1.0'],
    ]);
  });

  it('refuses release folders outside the shop root', async () => {
    const outside = await shop.graphql<{ operatorRegisterRelease: { errors: Array<{ code: number; referencedRequestParameter: string }> } }>(
      REGISTER,
      { variables: { remote: 'catalogue', version: '6.6.6', sourceDir: tmpdir() }, headers: AUTH },
    );
    expect(outside.body.data?.operatorRegisterRelease.errors[0]).toMatchObject({
      code: 1504,
      referencedRequestParameter: 'sourceDir',
    });
  });

  it('treats re-registering the same release as a no-op and a different location as a conflict', async () => {
    const again = await shop.graphql<{ operatorRegisterRelease: { created: boolean; errors: unknown[] } }>(REGISTER, {
      variables: { remote: 'catalogue', version: '1.0.0', sourceDir: releaseDir },
      headers: AUTH,
    });
    expect(again.body.data?.operatorRegisterRelease).toMatchObject({ created: false, errors: [] });
    const conflict = await shop.graphql<{ operatorRegisterRelease: { errors: Array<{ code: number }> } }>(REGISTER, {
      variables: {
        remote: 'catalogue',
        version: '1.0.0',
        baseUrl: 'https://elsewhere.example.com',
        declaration: JSON.stringify(testDeclaration({ remote: 'catalogue' })),
      },
      headers: AUTH,
    });
    expect(conflict.body.data?.operatorRegisterRelease.errors[0]?.code).toBe(1503);
  });

  it('records the SHA-384 of every file it read (folder and CDN release); the same files again are the same release, other files a conflict (ADR 0040)', async () => {
    const sri = (dir: string, file: string) => `sha384-${createHash('sha384').update(readFileSync(join(dir, file))).digest('base64')}`;
    const expected = (dir: string, keys: string[]) =>
      Object.fromEntries(
        ['mf-manifest.json', 'shop-assets.json', 'server/routes.js', 'remoteEntry.js', TEST_EXPOSE_FILE, ...keys.map((key) => testChunk('catalogue', key).file)].map((file) => [file, sri(dir, file)]),
      );
    const hashesOf = async (version: string) =>
      (await shop.handle.db.select().from(remoteReleases).where(and(eq(remoteReleases.remote, 'catalogue'), eq(remoteReleases.version, version))))[0]?.fileHashes;
    // Registered in the first test: the folder release as it lies in the shop, the CDN release as fetched.
    expect(await hashesOf('1.0.0')).toEqual(expected(releaseDir, ['home', 'productDetail']));
    expect(await hashesOf('1.1.0')).toEqual(expected(join(root, 'cdn', 'catalogue', '1.1.0'), ['home']));

    const dir = join(root, '.data', 'releases', 'catalogue', '3.0.0');
    writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] });
    expect(await register({ remote: 'catalogue', version: '3.0.0', sourceDir: dir })).toMatchObject({ created: true, errors: [] });
    const registered = await hashesOf('3.0.0');
    expect(registered).toEqual(expected(dir, ['home', 'productDetail']));
    // The audit row vouches for them: their number and one hash over them.
    const audit = await shop.graphql<{ operatorAuditLog: { entries: Array<{ after: string }> } }>(
      '{ operatorAuditLog(action: "release.register", limit: 1) { entries { after } } }',
      { headers: AUTH },
    );
    expect(JSON.parse(audit.body.data?.operatorAuditLog.entries[0]?.after ?? '{}')).toMatchObject({ files: 7, filesDigest: expect.stringMatching(/^sha384-/) });
    // The same files again: the same release, nothing changes.
    expect(await register({ remote: 'catalogue', version: '3.0.0', sourceDir: dir })).toMatchObject({ created: false, errors: [] });
    // The folder rebuilt in place: another build under a registered version, refused, the row unchanged.
    writeFileSync(join(dir, 'remoteEntry.js'), 'var catalogue = 2;');
    const changed = await register({ remote: 'catalogue', version: '3.0.0', sourceDir: dir });
    expect(changed?.errors[0]).toMatchObject({ code: 1503, referencedRequestParameter: 'version' });
    expect(changed?.errors[0]?.message).toMatch(/already exists with other files \(1 differ: remoteEntry\.js\)/);
    expect(await hashesOf('3.0.0')).toEqual(registered);
    // Immutable like the release's other figures (migration 0032): hashes that could be rewritten would vouch for anything.
    const rewrite = shop.handle.db
      .update(remoteReleases)
      .set({ fileHashes: expected(dir, ['home', 'productDetail']) })
      .where(and(eq(remoteReleases.remote, 'catalogue'), eq(remoteReleases.version, '3.0.0')));
    await expect(rewrite).rejects.toThrow();
    expect(await hashesOf('3.0.0')).toEqual(registered);
  });

  it('refuses a release without a valid declaration, clearly', async () => {
    const cdnRelease = { remote: 'content', version: '3.0.0', baseUrl: 'https://cdn.example.com/content/3.0.0' };
    expect(await register(cdnRelease)).toMatchObject({
      release: null,
      errors: [{ code: 1505, referencedRequestParameter: 'declaration', message: expect.stringMatching(/a CDN release needs its declaration/) }],
    });
    expect((await register({ ...cdnRelease, declaration: '{ not json' }))?.errors[0]).toMatchObject({ code: 1505, message: expect.stringMatching(/not JSON/) });
    const missingPattern = testDeclaration({ remote: 'content', routes: [{ key: 'giftIdeas', patterns: { de: '/geschenkideen/' } }] });
    expect((await register({ ...cdnRelease, declaration: JSON.stringify(missingPattern) }))?.errors[0]).toMatchObject({
      code: 1505,
      message: 'Release content 3.0.0 refused: new route key "giftIdeas" has no path pattern for the path variant "nl"',
    });
    const unknownKey = testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }, { key: 'giftIdea' }] });
    expect((await register({ ...cdnRelease, declaration: JSON.stringify(unknownKey) }))?.errors[0]).toMatchObject({
      code: 1505,
      message: expect.stringContaining('refused: unknown route key "giftIdea": not a spec §2 screen'),
    });

    const noDeclaration = join(root, '.data', 'releases', 'content', '3.0.1');
    writeRemoteBuild(noDeclaration, { remote: 'content' });
    rmSync(join(noDeclaration, 'shop-release.json'));
    expect((await register({ remote: 'content', version: '3.0.1', sourceDir: noDeclaration }))?.errors[0]).toMatchObject({
      code: 1505,
      referencedRequestParameter: 'sourceDir',
      message: expect.stringMatching(/shop-release\.json is missing/),
    });
    expect((await routesOf('60')).some((r) => r.remote === 'content')).toBe(false);
  });

  it('refuses a release built for a contract the shell does not provide', async () => {
    const dir = join(root, '.data', 'releases', 'content', '4.0.0');
    writeRemoteBuild(dir, { remote: 'content', routes: [{ key: 'notFound' }], contractVersion: '99.0.0' });
    expect((await register({ remote: 'content', version: '4.0.0', sourceDir: dir }))?.errors[0]).toMatchObject({
      code: 1506,
      message: expect.stringMatching(/^Release content 4\.0\.0 refused: incompatible contract: it was built for the @shop\/shared contract 99\.0\.0 \(needs \^99\.0\.0\), the shell provides \d+\.\d+\.\d+/),
    });
    expect((await shop.graphql<{ operatorReleases: unknown[] }>('{ operatorReleases(remote: content) { version } }', { headers: AUTH })).body.data?.operatorReleases).toEqual([]);
    // Refused, and on the record (issue 32): who tried, what, and why.
    const audit = await shop.graphql<{ operatorAuditLog: { entries: Array<{ actor: string; targetId: string; after: string }> } }>(
      '{ operatorAuditLog(action: "release.refuse", limit: 1) { entries { actor targetId after } } }',
      { headers: AUTH },
    );
    const [row] = audit.body.data?.operatorAuditLog.entries ?? [];
    expect(row).toMatchObject({ actor: 'cli-token', targetId: 'content@4.0.0' });
    expect(JSON.parse(row?.after as string)).toMatchObject({ sourceDir: dir, baseUrl: null, code: 1506, reason: expect.stringMatching(/^Release content 4\.0\.0 refused: incompatible contract/) });
  });

  it("refuses a release that claims a key of another remote's current release", async () => {
    const dir = join(root, '.data', 'releases', 'content', '5.0.0');
    writeRemoteBuild(dir, { remote: 'content', routes: [{ key: 'notFound' }, { key: 'home' }] });
    expect((await register({ remote: 'content', version: '5.0.0', sourceDir: dir }))?.errors[0]).toMatchObject({
      code: 1503,
      message: 'Release content 5.0.0 refused: route key "home" is implemented by catalogue (release 1.1.0)',
    });
  });

  it('routes a key a release adds at its path in each storefront', async () => {
    const dir = join(root, '.data', 'releases', 'content', '6.0.0');
    writeRemoteBuild(dir, {
      remote: 'content',
      routes: [{ key: 'notFound' }, { key: 'giftIdeas', patterns: { de: '/geschenkkarten/ideen/', nl: '/cadeau-ideeen/' } }],
    });
    expect((await register({ remote: 'content', version: '6.0.0', sourceDir: dir }))?.errors).toEqual([]);
    expect((await promote('content', '6.0.0')).errors).toEqual([]);
    const german = await routesOf('60');
    expect(german).toContainEqual({ key: 'giftIdeas', remote: 'content', pattern: '/geschenkkarten/ideen/', redirectTo: null });
    expect(await routesOf('10')).toContainEqual({ key: 'giftIdeas', remote: 'content', pattern: '/cadeau-ideeen/', redirectTo: null });
  });

  it('lists the registry state for the operator', async () => {
    const { body } = await shop.graphql<{ operatorRemotes: { remotes: RemoteState[] } }>(
      '{ operatorRemotes(store: "CB") { remotes { storefrontKey remote enabled } errors { code } } }',
      { headers: AUTH },
    );
    expect(body.data?.operatorRemotes.remotes.map((r) => r.remote)).toEqual([
      'catalogue',
      'basketCheckout',
      'redeem',
      'account',
      'content',
    ]);
  });
});
