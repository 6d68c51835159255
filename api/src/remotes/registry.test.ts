import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db';
import { remoteReleases, storefrontRemotes } from '../db/schema';
import { storefrontRoutes } from '../domains/storefront/config-json';
import { testDeclaration, writeRemoteBuild } from '../testing/release-builds';
import { openTestDatabase } from '../testing/test-server';
import type { StorefrontModel } from '../domains/storefront/directory';
import { and, eq, sql } from 'drizzle-orm';
import { registerLocalBuilds } from './local-builds';
import { operatorAuditLog } from '../db/operator-schema';
import { devManifestUrl, manifestUrlFor, resolveStorefrontRemotes, toStoredSourceDir } from './registry';

let handle: DatabaseHandle;
const catalogueDeclaration = testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] });

beforeAll(async () => {
  handle = await openTestDatabase();
  const at = (s: string) => new Date(`2026-01-0${s}T00:00:00Z`);
  await handle.db.insert(remoteReleases).values([
    { remote: 'catalogue', version: '1.0.0', sourceDir: 'mf-catalogue/dist', createdAt: at('1'), promotedAt: at('1'), declaration: catalogueDeclaration },
    { remote: 'catalogue', version: '1.2.0', sourceDir: '.data/releases/catalogue/1.2.0', createdAt: at('3'), promotedAt: at('3'), declaration: catalogueDeclaration },
    { remote: 'catalogue', version: '1.1.0', baseUrl: 'https://cdn.example.com/cat/1.1.0', createdAt: at('2'), promotedAt: at('2'), declaration: catalogueDeclaration },
    // Registered before declarations existed (migration 0009): routes nothing, contract unknown.
    { remote: 'account', version: '0.9.0', sourceDir: 'mf-account/dist', createdAt: at('1'), promotedAt: at('1') },
  ]);
});

afterAll(async () => {
  await handle?.close();
});

const local = { publicRemotesBase: '', devRemotes: false };

/** The German storefront's path variant, with the balance doubler on. */
const GERMAN = { pathVariant: 'de', featureToggles: { balanceDoubler: true } } as Pick<StorefrontModel, 'pathVariant' | 'featureToggles'>;

describe('resolveStorefrontRemotes', () => {
  it('loads the newest release of each remote (null where none exists)', async () => {
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', local);
    expect(remotes).toEqual([
      {
        name: 'catalogue',
        enabled: true,
        pinnedVersion: null,
        version: '1.2.0',
        manifestUrl: '/remotes/catalogue/1.2.0/mf-manifest.json',
        contractVersion: catalogueDeclaration.contractVersion,
        declaration: catalogueDeclaration,
        rollout: null,
        integrity: null,
      },
      { name: 'basketCheckout', enabled: true, pinnedVersion: null, version: null, manifestUrl: null, contractVersion: null, declaration: null, rollout: null, integrity: null },
      { name: 'redeem', enabled: true, pinnedVersion: null, version: null, manifestUrl: null, contractVersion: null, declaration: null, rollout: null, integrity: null },
      {
        name: 'account',
        enabled: true,
        pinnedVersion: null,
        version: '0.9.0',
        manifestUrl: '/remotes/account/0.9.0/mf-manifest.json',
        contractVersion: null,
        declaration: null,
        rollout: null,
        integrity: null,
      },
      { name: 'content', enabled: true, pinnedVersion: null, version: null, manifestUrl: null, contractVersion: null, declaration: null, rollout: null, integrity: null },
    ]);
  });

  it("builds the storefront's routes from the declarations of the enabled remotes' releases", async () => {
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', local);
    expect(storefrontRoutes(GERMAN, remotes)).toEqual([
      { key: 'home', remote: 'catalogue', pattern: '/', redirectTo: null, header: 'shop', requiresLogin: false },
      { key: 'productDetail', remote: 'catalogue', pattern: '/geschenkkarten/:product/', redirectTo: null, header: 'shop', requiresLogin: false },
    ]);
    // Switched off: its keys are not routed.
    expect(storefrontRoutes(GERMAN, remotes.map((r) => ({ ...r, enabled: false })))).toEqual([]);
  });

  it('routes the balance doubler only where the storefront runs it (the toggle its release declares for the pages)', () => {
    const redeem = { name: 'redeem' as const, enabled: true, pinnedVersion: null, version: '1.0.0', manifestUrl: '/remotes/redeem/1.0.0/mf-manifest.json', contractVersion: null, rollout: null,
      declaration: testDeclaration({
        remote: 'redeem',
        routes: [{ key: 'balanceCheck', header: 'redeem' }, { key: 'doubler', toggle: 'balanceDoubler' }, { key: 'doublerThanks', toggle: 'balanceDoubler' }],
      }) };
    expect(storefrontRoutes(GERMAN, [redeem]).map((r) => r.key)).toEqual(['balanceCheck', 'doubler', 'doublerThanks']);
    expect(storefrontRoutes({ ...GERMAN, featureToggles: { ...GERMAN.featureToggles, balanceDoubler: false } }, [redeem]).map((r) => r.key)).toEqual(['balanceCheck']);
    expect(storefrontRoutes(GERMAN, [redeem])[0]).toMatchObject({ key: 'balanceCheck', header: 'redeem', requiresLogin: false });
  });

  it('follows a pin, also to a CDN release, for that storefront only', async () => {
    await handle.db
      .update(storefrontRemotes)
      .set({ pinnedVersion: '1.1.0' })
      .where(and(eq(storefrontRemotes.storefrontKey, 'CB'), eq(storefrontRemotes.remote, 'catalogue')));
    const [cb] = await resolveStorefrontRemotes(handle.db, 'CB', local);
    expect(cb).toMatchObject({ version: '1.1.0', pinnedVersion: '1.1.0', manifestUrl: 'https://cdn.example.com/cat/1.1.0/mf-manifest.json' });
    const [cbde] = await resolveStorefrontRemotes(handle.db, 'CBDE', local);
    expect(cbde?.version).toBe('1.2.0');
  });

  it('prefixes local manifests with PUBLIC_REMOTES_BASE', async () => {
    const [catalogue] = await resolveStorefrontRemotes(handle.db, 'CBDE', {
      publicRemotesBase: 'https://static.example.com/',
      devRemotes: false,
    });
    expect(catalogue?.manifestUrl).toBe('https://static.example.com/remotes/catalogue/1.2.0/mf-manifest.json');
  });

  it('points every remote at its dev server with MF_DEV_REMOTES, declared by the declaration its dev server generated', async () => {
    const asked: string[] = [];
    const devServerFetch = (async (url: string | URL | Request) => {
      asked.push(String(url));
      // Only the content team's dev server is up; the others refuse the connection.
      if (String(url) !== 'http://localhost:3005/shop-release.json') throw new TypeError('fetch failed');
      return Response.json(testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }, { key: 'imprint' }] }));
    }) as typeof fetch;
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', { publicRemotesBase: '', devRemotes: true, devServerFetch });
    expect(asked).toContain('http://localhost:3001/shop-release.json');
    const content = remotes.find((r) => r.name === 'content');
    expect(content?.declaration?.routes).toEqual([{ key: 'notFound' }, { key: 'imprint' }]);
    expect(storefrontRoutes(GERMAN, remotes).map((r) => r.key)).toEqual(['notFound', 'imprint']);
    // A dev server that is not up (yet) routes nothing.
    expect(remotes.find((r) => r.name === 'catalogue')?.declaration).toBeNull();
  });

  it('points every remote at its dev server', async () => {
    const remotes = await resolveStorefrontRemotes(handle.db, 'CBDE', { publicRemotesBase: '', devRemotes: true });
    expect(remotes.map((r) => r.manifestUrl)).toEqual([
      'http://localhost:3001/mf-manifest.json',
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3003/mf-manifest.json',
      'http://localhost:3004/mf-manifest.json',
      'http://localhost:3005/mf-manifest.json',
    ]);
    expect(devManifestUrl('content')).toBe('http://localhost:3005/mf-manifest.json');
  });
});

describe('helpers', () => {
  it('encodes versions in manifest URLs', () => {
    expect(manifestUrlFor({ remote: 'catalogue', version: '1.0.0+build 7', baseUrl: null }, local)).toBe(
      '/remotes/catalogue/1.0.0%2Bbuild%207/mf-manifest.json',
    );
  });

  it('stores folders inside the repo relative to it', () => {
    expect(toStoredSourceDir('/repo', '/repo/mf-catalogue/dist')).toBe('mf-catalogue/dist');
    expect(toStoredSourceDir('/repo', '/elsewhere/build')).toBe('/elsewhere/build');
  });
});

describe('registerLocalBuilds', () => {
  let root: string;
  let db: DatabaseHandle;
  const refused: Array<[string, string]> = [];
  const onRefused = (remote: string, problems: string[]) => refused.push([remote, problems.join('; ')]);

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'shop-local-builds-'));
    db = await openTestDatabase();
    refused.length = 0;
    for (const folder of ['mf-catalogue', 'mf-redeem', 'mf-content', 'mf-account']) {
      mkdirSync(join(root, folder), { recursive: true });
      writeFileSync(join(root, folder, 'package.json'), '{"version":"2.0.1"}');
    }
  });

  afterEach(async () => {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('registers a build with its declaration, and refuses one without, for another contract or for another remote', async () => {
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }] });
    writeRemoteBuild(join(root, 'mf-redeem', 'dist'), { remote: 'redeem', routes: [{ key: 'balanceCheck' }], contractVersion: '9.0.0' });
    writeRemoteBuild(join(root, 'mf-content', 'dist'), { remote: 'content', routes: [{ key: 'notFound' }] });
    rmSync(join(root, 'mf-content', 'dist', 'shop-release.json'));
    writeRemoteBuild(join(root, 'mf-account', 'dist'), { remote: 'catalogue', routes: [{ key: 'login' }] });

    expect(await registerLocalBuilds(db.db, root, { onRefused })).toEqual([
      { remote: 'catalogue', version: '2.0.1', sourceDir: expect.stringMatching(/^\.data\/releases\/catalogue\/2\.0\.1-[0-9a-f]{10}$/), created: true },
    ]);
    const [catalogue] = await db.db.select().from(remoteReleases).where(eq(remoteReleases.remote, 'catalogue'));
    expect(catalogue?.declaration?.routes).toEqual([{ key: 'home' }]);
    // Audited like any registration, as the system's (issue 32); the refused ones leave no row.
    const audit = await db.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.action, 'release.register'));
    expect(audit.map((row) => [row.actorKind, row.targetId, (row.after as { localBuild?: boolean }).localBuild])).toEqual([['system', 'catalogue@2.0.1', true]]);
    expect(refused).toEqual([
      ['redeem', expect.stringContaining('incompatible contract: it was built for the @shop/shared contract 9.0.0')],
      ['account', 'the declaration is for the remote "catalogue", not "account"'],
      ['content', expect.stringContaining('shop-release.json is missing')],
    ]);
  });

  it("checks the contract the shell build provides (shell/dist/shop-shell.json)", async () => {
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', contractVersion: '1.0.0' });
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'shop-shell.json'), '{"contractVersion":"2.0.0"}');
    expect(await registerLocalBuilds(db.db, root, { onRefused })).toEqual([]);
    expect(refused[0]?.[1]).toMatch(/needs \^1\.0\.0\), the shell provides 2\.0\.0 \(.*shop-shell\.json\)/);
  });

  it('never overwrites a version: a different build under the same package version becomes <version>+<hash>', async () => {
    const renamed: string[] = [];
    const onRenamed = (_remote: string, packageVersion: string, version: string) => renamed.push(`${packageVersion} -> ${version}`);
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }], entry: 'var catalogue = 1;' });
    const [first] = await registerLocalBuilds(db.db, root, { onRefused, onRenamed });
    // `pnpm build` again, with changes but the same package version.
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }], entry: 'var catalogue = 2;' });
    const [second] = await registerLocalBuilds(db.db, root, { onRefused, onRenamed });
    expect(second?.version).toMatch(/^2\.0\.1\+[0-9a-f]{8}$/);
    expect(renamed).toEqual([`2.0.1 -> ${second?.version}`]);
    // The first release still serves its own files, copied away from dist/.
    const [kept] = await db.db.select().from(remoteReleases).where(eq(remoteReleases.version, '2.0.1'));
    expect(kept?.sourceDir).toBe(first?.sourceDir);
    expect(readFileSync(join(root, first?.sourceDir as string, 'remoteEntry.js'), 'utf8')).toBe('var catalogue = 1;');
    expect(kept?.checkedAt).toBeInstanceOf(Date);
    expect(Object.keys(kept?.pageJsGzip ?? {})).toEqual(['home']);
    // A restart with the same build registers nothing new.
    expect(await registerLocalBuilds(db.db, root, { onRefused, onRenamed })).toEqual([expect.objectContaining({ version: second?.version, created: false })]);
    expect(refused).toEqual([]);
  });

  it('refuses a local build the release check refuses, and keeps no copy of it', async () => {
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productList' }], implementedKeys: ['home'] });
    expect(await registerLocalBuilds(db.db, root, { onRefused })).toEqual([]);
    expect(refused).toEqual([['catalogue', 'route key "productList" is declared but its ./routes does not implement it']]);
    expect(existsSync(join(root, '.data', 'releases', 'catalogue')) ? readdirSync(join(root, '.data', 'releases', 'catalogue')) : []).toEqual([]);
  });

  it('refuses to change or delete a registered release (immutable history)', async () => {
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }] });
    await registerLocalBuilds(db.db, root, { onRefused });
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.db.execute(statement);
        return 'allowed';
      } catch (error) {
        return String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
      }
    };
    expect(await refusal(sql`update remote_releases set source_dir = 'mf-catalogue/dist' where remote = 'catalogue'`)).toMatch(/release catalogue@2\.0\.1 is immutable/);
    expect(await refusal(sql`update remote_releases set page_js_gzip = '{}' where remote = 'catalogue'`)).toMatch(/is immutable/);
    expect(await refusal(sql`delete from remote_releases where remote = 'catalogue'`)).toMatch(/releases are history: DELETE of remote_releases refused/);
    expect(await refusal(sql`truncate remote_releases cascade`)).toMatch(/TRUNCATE of remote_releases refused/);
  });

  it('refuses a build that claims a key another remote implements', async () => {
    writeRemoteBuild(join(root, 'mf-catalogue', 'dist'), { remote: 'catalogue', routes: [{ key: 'home' }] });
    writeRemoteBuild(join(root, 'mf-content', 'dist'), { remote: 'content', routes: [{ key: 'notFound' }, { key: 'home' }] });
    await registerLocalBuilds(db.db, root, { onRefused });
    expect(refused).toEqual([['content', 'route key "home" is implemented by catalogue (release 2.0.1)']]);
  });
});

