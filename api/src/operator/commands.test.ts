import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db';
import type { BackupManifest } from '../db/backup';
import { lockFileFor } from '../db/dir-lock';
import { newestMigration } from '../db/migration-status';
import { type ShopPaths, resolveRepoRoot, shopPaths } from '../paths';
import { startTestCdn, testChunk, testDeclaration, writeRemoteBuild } from '../testing/release-builds';
import { openTestDatabase, startTestServer, TEST_OPERATOR_TOKEN, type TestServer } from '../testing/test-server';
import { DatabaseBackend, HttpBackend, type OperatorBackend, chooseBackend } from './backends';
import { type CliIo, HELP, UsageError, isBackupCommand, needsBackend, parseCommand, runBackupCommand, runCommand } from './commands';
import { hashDirectory } from '../remotes/release-copies';
import { SHOP_CONTRACT_VERSION } from '@shop/shared/routes';
import { sql } from 'drizzle-orm';
import { remoteReleases } from '../db/schema';
import { OPERATOR_PASSWORD, OperatorBrowser, createOperator } from '../testing/operators';
import { nextCode } from '../testing/second-factor';
import { remoteFailingClients, remoteFallbacks, remoteLoadCounts } from '../db/health-schema';
import { CLI_DATABASE_ACTOR } from '../domains/operator/audit';
import { StorefrontDirectory } from '../domains/storefront/directory';
import { setAutoPromote } from '../remotes/auto-promote';

/** The contract the test releases are built for (the shared package's own version), as the listing prints it. */
const CONTRACT = SHOP_CONTRACT_VERSION.replace(/\./g, '\\.');

let root: string;
let paths: ShopPaths;
let handle: DatabaseHandle;
let backend: OperatorBackend;
let output: string[];
/** What create-operator reads as the password (the CLI: OPERATOR_PASSWORD or standard input). */
let typedPassword = 'a long operator passphrase';
const io: CliIo = { out: (line) => output.push(line), err: () => {}, cwd: '/', readPassword: async () => typedPassword };

const run = async (argv: string, via: OperatorBackend = backend) => {
  output = [];
  await runCommand(parseCommand(argv.split(' ')), via, paths, io);
  return output.join('\n');
};

function writeBuild(dir: string, entry: string): void {
  writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }], entry });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-operator-'));
  paths = shopPaths(root, {});
  mkdirSync(join(root, 'mf-catalogue'));
  writeFileSync(join(root, 'mf-catalogue', 'package.json'), '{"name":"@shop/mf-catalogue","version":"0.3.0"}');
  writeBuild(join(root, 'mf-catalogue', 'dist'), 'var catalogue = 1;');
  handle = await openTestDatabase();
  backend = new DatabaseBackend(handle, root, { publicRemotesBase: '', devRemotes: false });
});

afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('operator commands (direct database)', () => {
  it('prints the registry as a table', async () => {
    const table = await run('remotes --store CB');
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^STORE\s+ID\s+REMOTE\s+ENABLED\s+PINNED\s+VERSION\s+ROLLOUT\s+MANIFEST$/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^CB\s+10\s+catalogue\s+yes\s+-\s+\(none\)\s+-\s+-$/);
  });

  it('releases a build into .data/releases/<remote>/<version>-<hash>/, which serves nobody until it is promoted', async () => {
    const text = await run('release --remote catalogue');
    const hash = hashDirectory(join(root, 'mf-catalogue', 'dist'));
    const version = `0.3.0-${hash}`;
    expect(text).toContain(`Released catalogue ${version}`);
    expect(text).toContain('Registered only: no storefront serves it yet.');
    expect(text).toContain(`Promote: operator remote:promote --all --remote catalogue --version ${version}`);
    const dir = join(paths.releasesDir, 'catalogue', version);
    expect(readFileSync(join(dir, 'remoteEntry.js'), 'utf8')).toBe('var catalogue = 1;');
    expect(await run('remotes --store CBDE')).not.toContain(version);
    await run(`remote:promote --all --remote catalogue --version ${version}`);
    expect(await run('remotes --store CBDE')).toMatch(new RegExp(`catalogue\\s+yes\\s+-\\s+${version}\\s+-\\s+/remotes/catalogue/${version}/mf-manifest.json`));

    // The same build again: nothing copied, nothing new registered.
    expect(await run('release --remote catalogue')).toContain('identical build, already there');
  });

  it('promotes the next release, rolls everyone back by promoting the previous one, and pins and unpins', async () => {
    const first = `0.3.0-${hashDirectory(join(root, 'mf-catalogue', 'dist'))}`;
    writeBuild(join(root, 'mf-catalogue', 'dist'), 'var catalogue = 2;');
    const second = `0.3.0-${hashDirectory(join(root, 'mf-catalogue', 'dist'))}`;
    expect(second).not.toBe(first);
    await run('release --remote catalogue');
    expect(await run('remotes --store GCUK')).toMatch(new RegExp(`catalogue\\s+yes\\s+-\\s+${first}`));
    await run(`remote:promote --all --remote catalogue --version ${second}`);
    expect(await run('remotes --store GCUK')).toMatch(new RegExp(`catalogue\\s+yes\\s+-\\s+${second}`));
    await run(`remote:promote --all --remote catalogue --version ${first}`);
    expect(await run('remotes --store GCUK')).toMatch(new RegExp(`catalogue\\s+yes\\s+-\\s+${first}`));
    await run(`remote:promote --all --remote catalogue --version ${second}`);

    await run(`remote:pin --all --remote catalogue --version ${first}`);
    expect(await run('remotes --store GCUK')).toMatch(new RegExp(`catalogue\\s+yes\\s+${first}\\s+${first}`));
    await run('remote:unpin --all --remote catalogue');
    expect(await run('remotes --store GCUK')).toMatch(new RegExp(`catalogue\\s+yes\\s+-\\s+${second}`));
    const log = JSON.parse(await run('audit-log --action release.promote --json')) as { entries: Array<{ actor: string; targetId: string }> };
    expect(log.entries.map((e) => e.targetId).slice(0, 3)).toEqual([`catalogue@${second}`, `catalogue@${first}`, `catalogue@${second}`]);
  });

  it('rolls a release out to a percentage of visitors, promotes it to all, and ends one', async () => {
    const first = `0.3.0-${hashDirectory(join(root, 'mf-catalogue', 'dist'))}`;
    const releases = JSON.parse(await run('releases --remote catalogue --json')) as Array<{ version: string }>;
    const older = releases.map((r) => r.version).find((v) => v !== first) as string;
    await expect(run(`remote:rollout --store CB --remote catalogue --version ${older} --percent 100`)).rejects.toThrow(/--percent must be a whole number from 1 to 99/);
    await expect(run(`remote:rollout --store CB --remote catalogue --version ${older}`)).rejects.toThrow(/--percent P is required/);
    await expect(run(`remote:rollout --store CB --remote catalogue --version ${first} --percent 10`)).rejects.toThrow(/already serves catalogue/);

    const started = await run(`remote:rollout --store CB --remote catalogue --version ${older} --percent 30`);
    expect(started).toMatch(new RegExp(`^CB\\s+10\\s+catalogue\\s+yes\\s+-\\s+${first}\\s+${older} to 30 %`, 'm'));
    expect(await run('remotes --store CB')).toContain(`${older} to 30 %`);
    await expect(run('remote:promote --store CB --remote catalogue --version 0.0.1')).rejects.toThrow(/now rolls out catalogue/);
    expect(await run('remote:promote --store CB --remote catalogue')).toMatch(new RegExp(`^CB\\s+10\\s+catalogue\\s+yes\\s+${older}\\s+${older}\\s+-\\s`, 'm'));
    await expect(run('remote:rollout-end --store CB --remote catalogue')).rejects.toThrow(/Nothing to end/);

    await run(`remote:rollout --store CB --remote catalogue --version ${first} --percent 5`);
    expect(await run('remote:rollout-end --store CB --remote catalogue')).toMatch(new RegExp(`^CB\\s+10\\s+catalogue\\s+yes\\s+${older}\\s+${older}\\s+-\\s`, 'm'));
    const log = JSON.parse(await run('audit-log --action remote.promote --json')) as { entries: Array<{ actor: string; after: string }> };
    expect(log.entries[0]?.actor).toBe('cli-database');
    expect(JSON.parse(log.entries[0]?.after ?? '{}')).toEqual({ CB: { enabled: true, pinnedVersion: older, rolloutVersion: null, rolloutPercent: null } });
    await run('remote:unpin --store CB --remote catalogue');
  });

  it('releases a build from another folder (--from)', async () => {
    const elsewhere = join(root, 'ci-artifact');
    writeBuild(elsewhere, 'var catalogue = 3;');
    const text = await run(`release --remote catalogue --from ${elsewhere} --version 7.0.0`);
    expect(text).toMatch(/Released catalogue 7\.0\.0-[0-9a-f]{10} from/);
  });

  it('registers a CDN release with its declaration from a file, after checking its files there', async () => {
    const cdnRoot = join(root, 'cdn');
    writeRemoteBuild(join(cdnRoot, 'content', '5.0.0'), { remote: 'content', routes: [{ key: 'notFound' }] });
    const cdn = await startTestCdn(cdnRoot);
    try {
      const file = join(root, 'content-5.0.0.json');
      writeFileSync(file, JSON.stringify(testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }] })));
      await run(`release --remote content --base-url ${cdn.base}/content/5.0.0 --version 5.0.0 --declaration ${file}`);
      expect(await run('remotes --store CBDE')).not.toContain(`${cdn.base}/content/5.0.0/mf-manifest.json`);
      await run('remote:promote --all --remote content --version 5.0.0');
      expect(await run('remotes --store CBDE')).toContain(`${cdn.base}/content/5.0.0/mf-manifest.json`);
      expect(await run('releases --remote content')).toMatch(new RegExp(`^content\\s+5\\.0\\.0\\s+${CONTRACT}\\s+1\\s+`, 'm'));
      // The declaration promises a page the files do not have: refused, nothing registered.
      const twoPages = join(root, 'content-5.0.1.json');
      writeFileSync(twoPages, JSON.stringify(testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }, { key: 'imprint' }] })));
      await expect(run(`release --remote content --base-url ${cdn.base}/content/5.0.0 --version 5.0.1 --declaration ${twoPages}`)).rejects.toThrow(
        /Release content 5\.0\.1 refused: route key "imprint" is declared but its \.\/routes does not implement it \(code 1505\)/,
      );
    } finally {
      await cdn.close();
    }
  });

  it('reads a CDN release declaration published beside its manifest', async () => {
    const cdnRoot = join(root, 'cdn2');
    writeRemoteBuild(join(cdnRoot, 'content', '5.1.0'), { remote: 'content', routes: [{ key: 'notFound' }, { key: 'imprint' }] });
    const cdn = await startTestCdn(cdnRoot);
    const base = cdn.base;
    try {
      await run(`release --remote content --base-url ${base}/content/5.1.0 --version 5.1.0`);
      expect(await run('releases --remote content')).toMatch(new RegExp(`^content\\s+5\\.1\\.0\\s+${CONTRACT}\\s+2\\s+`, 'm'));
      await expect(run(`release --remote content --base-url ${base}/content/5.2.0 --version 5.2.0`)).rejects.toThrow(
        `Cannot fetch the release declaration ${base}/content/5.2.0/shop-release.json (HTTP 404); pass --declaration FILE`,
      );
    } finally {
      await cdn.close();
    }
  });

  it.each([
    ['a declared key its ./routes lacks', { implementedKeys: [] as string[] }, /route key "home" is declared but its \.\/routes does not implement it/],
    ['an undeclared key in ./routes', { implementedKeys: ['home', 'basket'] }, /implements route key "basket", which the declaration does not declare/],
    ['another remote name in ./routes', { exportedRemote: 'content' }, /says it is the remote "content", not "catalogue"/],
    ['an unknown route key', { routes: [{ key: 'home' }, { key: 'homePage' }] }, /unknown route key "homePage"/],
  ])('refuses a release with %s, prints why and keeps no copy', async (name, overrides, message) => {
    const dir = join(root, `broken-${name.replace(/\W+/g, '-')}`);
    writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }], entry: `var catalogue = ${JSON.stringify(name)};`, ...overrides });
    await expect(run(`release --remote catalogue --from ${dir} --version 8.1.0`)).rejects.toThrow(message);
    const copies = existsSync(join(paths.releasesDir, 'catalogue')) ? readdirSync(join(paths.releasesDir, 'catalogue')) : [];
    expect(copies.filter((copy) => copy.startsWith('8.1.'))).toEqual([]);
  });

  it('refuses incomplete files: a missing chunk file, a truncated script', async () => {
    const missing = join(root, 'broken-missing-chunk');
    writeRemoteBuild(missing, { remote: 'catalogue', routes: [{ key: 'home' }], entry: 'var catalogue = "missing";' });
    rmSync(join(missing, testChunk('catalogue', 'home').file));
    await expect(run(`release --remote catalogue --from ${missing} --version 8.2.0`)).rejects.toThrow(/catalogue-home\.0a1b2c3d4e5f\.js \(named by mf-manifest\.json\) is missing/);
    const truncated = join(root, 'broken-truncated');
    writeRemoteBuild(truncated, { remote: 'catalogue', routes: [{ key: 'home' }], entry: 'var catalogue = "truncated"; function f() {' });
    await expect(run(`release --remote catalogue --from ${truncated} --version 8.3.0`)).rejects.toThrow(/remoteEntry\.js does not compile/);
  });

  it('records the build time, commit and gzipped JavaScript per page, and lists them', async () => {
    const dir = join(root, 'stamped');
    writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }], entry: 'var catalogue = "stamped";', builtAt: '2026-11-26T17:00:00.000Z', gitCommit: 'feedc0ffee12' });
    const out = await run(`release --remote catalogue --from ${dir} --version 8.4.0`);
    expect(out).toMatch(/checked; gzipped JavaScript per page: home \d+\.\d kB/);
    const table = await run('releases --remote catalogue');
    expect(table.split('\n')[0]).toMatch(/BUILT\s+COMMIT\s+BUILDER\s+GZIP JS PER PAGE\s+LOCATION$/);
    expect(table).toMatch(/8\.4\.0-\w+\s+\S+\s+1\s+\S+\s+2026-11-26T17:00:00\.000Z\s+feedc0ff\s+-\s+home \d+\.\dkB/);
    output = [];
    await runCommand(parseCommand(['releases', '--remote', 'catalogue', '--json']), backend, paths, io);
    const listed = (JSON.parse(output.join('\n')) as Array<{ version: string; pageJsGzip: unknown; gitCommit: string; builtAt: string; checkedAt: string }>).find((r) => r.version.startsWith('8.4.0-'));
    expect(listed).toMatchObject({ builtAt: '2026-11-26T17:00:00.000Z', gitCommit: 'feedc0ffee12', pageJsGzip: [{ routeKey: 'home', bytes: expect.any(Number) }], checkedAt: expect.any(String) });
  });

  it('refuses a build without a declaration, or built for another contract, and keeps no copy of it', async () => {
    const noDeclaration = join(root, 'no-declaration');
    writeBuild(noDeclaration, 'var catalogue = 9;');
    rmSync(join(noDeclaration, 'shop-release.json'));
    await expect(run(`release --remote catalogue --from ${noDeclaration} --version 8.0.0`)).rejects.toThrow(/shop-release\.json is missing/);

    const otherContract = join(root, 'other-contract');
    writeRemoteBuild(otherContract, { remote: 'catalogue', routes: [{ key: 'home' }], contractVersion: '42.0.0' });
    await expect(run(`release --remote catalogue --from ${otherContract} --version 8.0.1`)).rejects.toThrow(
      /refused: incompatible contract: it was built for the @shop\/shared contract 42\.0\.0/,
    );
    const copies = existsSync(join(paths.releasesDir, 'catalogue')) ? readdirSync(join(paths.releasesDir, 'catalogue')) : [];
    expect(copies.filter((name) => name.startsWith('8.0.'))).toEqual([]);
    expect(await run('releases --remote catalogue')).not.toMatch(/8\.0\./);
  });

  it('disables and enables a remote per storefront', async () => {
    await run('remote:disable --store CBPL --remote redeem');
    expect(await run('remotes --store CBPL')).toMatch(/redeem\s+NO/);
    expect(await run('remotes --store CBSE')).toMatch(/redeem\s+yes/);
    await run('remote:enable --store 50 --remote redeem');
    expect(await run('remotes --store CBPL')).toMatch(/redeem\s+yes/);
  });

  it('refuses an unknown version, remote, or a missing target', async () => {
    await expect(run('remote:pin --store CB --remote catalogue --version 9.9.9')).rejects.toThrow(/no release "9.9.9"/);
    await expect(run('remote:disable --store CB --remote search')).rejects.toThrow(UsageError);
    await expect(run('remote:disable --remote catalogue')).rejects.toThrow(/--store KEY or --all/);
    await expect(run('release --remote account')).rejects.toThrow(/package.json|mf-manifest/);
    await expect(run('frobnicate')).rejects.toThrow(/Unknown command/);
  });

  it('sets, lists and switches off auto-promote policies per storefront or for all, audited; checks its options', async () => {
    await expect(run('remote:auto-promote --store CB --remote catalogue')).rejects.toThrow(/--after-minutes N or --off/);
    await expect(run('remote:auto-promote --store CB --remote catalogue --after-minutes 30 --off')).rejects.toThrow(/--after-minutes N or --off/);
    await expect(run('remote:auto-promote --store CB --remote catalogue --after-minutes 0')).rejects.toThrow(/--after-minutes must be a whole number from 1 to 10080/);
    await expect(run('remote:auto-promote --remote catalogue --off')).rejects.toThrow(/--store KEY or --all/);
    await expect(run('remote:auto-promote --store NOPE --remote catalogue --after-minutes 5')).rejects.toThrow(/Unknown storefront "NOPE" \(code \d+\)/);
    expect(await run('auto-promote')).toBe("No auto-promote policy: every promotion is an operator's act.");

    const set = await run('remote:auto-promote --store CB --remote catalogue --after-minutes 30');
    expect(set).toMatch(/^catalogue: a canary on CB that ran 30 minutes and was healthy all along is promoted automatically \(database /);
    await run('remote:auto-promote --all --remote catalogue --after-minutes 60');
    const listed = (await run('auto-promote --remote catalogue')).split('\n');
    expect(listed[0]).toMatch(/^REMOTE\s+SCOPE\s+AFTER\s+SET$/);
    expect(listed[1]).toMatch(/^catalogue\s+\* \(every storefront\)\s+60 min\s+\d{4}-/);
    expect(listed[2]).toMatch(/^catalogue\s+CB\s+30 min\s+\d{4}-/);
    expect(listed).toHaveLength(3);
    const [row] = (JSON.parse(await run('audit-log --action remote.set --limit 1 --json')) as { entries: { actor: string; targetId: string; before: string; after: string }[] }).entries;
    expect(row).toMatchObject({ actor: 'cli-database', targetId: '*/catalogue' });
    expect([JSON.parse(row?.before as string), JSON.parse(row?.after as string)]).toEqual([{ '*': { autoPromoteMinutes: null } }, { '*': { autoPromoteMinutes: 60 } }]);

    expect(await run('remote:auto-promote --store CB --remote catalogue --off')).toMatch(/^catalogue: no automatic promotion on CB; an operator promotes/);
    expect(JSON.parse(await run('auto-promote --json'))).toEqual([{ remote: 'catalogue', scope: '*', afterMinutes: 60, setAt: expect.any(String) }]);
    await run('remote:auto-promote --all --remote catalogue --off');
    expect(await run('auto-promote')).toMatch(/^No auto-promote policy/);

    // A releaser scoped to other remotes is refused like at every remote operation (1403, audited remote.refuse).
    const deps = { db: handle.db, directory: new StorefrontDirectory(handle.db, 0), registry: { publicRemotesBase: '', devRemotes: false }, root };
    const refused = await setAutoPromote(deps, { remote: 'catalogue', store: 'CB', minutes: 5 }, { actor: CLI_DATABASE_ACTOR, requestId: null, ipHash: null, remotes: ['redeem'] });
    expect(refused).toEqual({ policy: null, errors: [{ code: 1403, message: expect.stringMatching(/may not act on the remote catalogue \(granted: redeem\)/), referencedRequestParameter: 'remote' }] });
    const [refusal] = (JSON.parse(await run('audit-log --action remote.refuse --limit 1 --json')) as { entries: { targetId: string; after: string }[] }).entries;
    expect(refusal?.targetId).toBe('CB/catalogue');
    expect(JSON.parse(refusal?.after as string)).toMatchObject({ operation: 'auto-promote', code: 1403, granted: ['redeem'] });
    expect(await run('auto-promote')).toMatch(/^No auto-promote policy/);
  });

  it('has help', () => {
    expect(parseCommand(['--help']).help).toBe(true);
    for (const command of [
      'remotes',
      'remote:disable',
      'remote:enable',
      'remote:pin',
      'remote:unpin',
      'remote:rollout',
      'remote:promote',
      'remote:rollout-end',
      'remote:auto-promote',
      'auto-promote',
      'health',
      'fallbacks',
      'release',
      'activations',
      'doubler-draws',
      'doubler-draw',
      'operator-accounts',
      'create-operator',
      'operator-role',
      'operator-disable',
      'operator-enable',
      'operator-reset-second-factor',
      'audit-log',
    ]) {
      expect(HELP).toContain(command);
    }
  });

  it('lists activations and balance doubler draws, and checks the draw command’s options', async () => {
    // A fresh database: nothing to list yet (the whole journeys are in activation.test.ts and doubler.test.ts).
    expect(await run('activations')).toBe('No activations.');
    expect(await run('doubler-draws --store CBDE')).toBe('No draws.');
    expect(JSON.parse(await run('doubler-draws --json'))).toEqual([]);
    await expect(run('doubler-draws --store XX')).rejects.toThrow(/Unknown storefront "XX"/);
    await expect(run('doubler-draw --month 2026-10')).rejects.toThrow(/--store KEY is required/);
    await expect(run('doubler-draw --store CBDE')).rejects.toThrow(/--month YYYY-MM is required/);
    await expect(run('doubler-draw --store CBDE --month 2026-13')).rejects.toThrow(/Give the month as YYYY-MM \(code 1504\)/);
    await expect(run('doubler-draw --store NOPE --month 2026-10')).rejects.toThrow(/Unknown storefront "NOPE" \(code 1001\)/);
    // A month that has not ended yet is never drawn (besides the demo's --early).
    await expect(run('doubler-draw --store CBDE --month 2999-01')).rejects.toThrow(/The entries of 2999-01 are open until .* \(code 2074\)/);
    expect(() => parseCommand(['activations', '--limit', '0'])).toThrow(/--limit must be a whole number from 1 to 500/);
  });
});

describe('operator accounts and the audit log (direct database)', () => {
  it('creates, lists, re-roles, disables and enables operator accounts, each change in the audit log as cli-database', async () => {
    expect(await run('operator-accounts')).toBe('No operator accounts.');
    const created = await run('create-operator --email Ops.Lead@Example.com --role admin');
    expect(created).toMatch(/^EMAIL\s+ROLE\s+REMOTES\s+DISABLED\s+CREATED\s+LAST LOGIN\s+ID$/m);
    expect(created).toMatch(/^ops\.lead@example\.com\s+admin\s+all\s+no\s+\S+\s+-\s+[0-9a-f-]{36}$/m);
    expect(created).toContain('Created the admin account ops.lead@example.com');
    await run('create-operator --email viewer@example.com --role viewer');
    expect(await run('operator-accounts')).toMatch(/ops\.lead@example\.com\s+admin[\s\S]*viewer@example\.com\s+viewer/);

    expect(await run('operator-role --email viewer@example.com --role releaser')).toMatch(/viewer@example\.com\s+releaser\s+all\s+no/);
    expect(await run('operator-disable --email viewer@example.com')).toMatch(/viewer@example\.com\s+releaser\s+all\s+YES/);
    expect(await run('operator-enable --email VIEWER@example.com')).toMatch(/viewer@example\.com\s+releaser\s+all\s+no/);
    // A lost phone (ADR 0034): the second factor goes (none was set up here: nothing changes, no row).
    expect(JSON.parse(await run('operator-reset-second-factor --email viewer@example.com --json'))).toMatchObject({ email: 'viewer@example.com', secondFactor: false });
    await expect(run('operator-reset-second-factor --email nobody@example.com')).rejects.toThrow(/No operator account "nobody@example.com" \(code 1411\)/);
    const accounts = JSON.parse(await run('operator-accounts --json')) as { email: string; role: string }[];
    expect(accounts.map((a) => [a.email, a.role])).toEqual([
      ['ops.lead@example.com', 'admin'],
      ['viewer@example.com', 'releaser'],
    ]);

    const log = await run('audit-log --actor cli-database');
    expect(log.split('\n')[0]).toMatch(/^ID\s+AT\s+ACTOR\s+ACTION\s+TARGET\s+BEFORE\s+AFTER$/);
    expect(log).toMatch(/cli-database\s+account\.enable\s+operator-account [0-9a-f-]{36}\s+\{.*"disabled":\s*true.*\}\s+\{.*"disabled":\s*false.*\}$/m);
    const page = JSON.parse(await run('audit-log --action account.create --json')) as { entries: { actor: string; after: string }[] };
    expect(page.entries.map((e) => [e.actor, JSON.parse(e.after).email])).toEqual([
      ['cli-database', 'viewer@example.com'],
      ['cli-database', 'ops.lead@example.com'],
    ]);
    // A remote switch made here is in the log too, with the switch before and after.
    await run('remote:disable --store CBNO --remote content');
    const [remoteRow] = (JSON.parse(await run('audit-log --action remote.set --limit 1 --json')) as { entries: { targetId: string; before: string; after: string }[] }).entries;
    expect(remoteRow?.targetId).toBe('CBNO/content');
    expect(JSON.parse(remoteRow?.after as string)).toEqual({ CBNO: { enabled: false, pinnedVersion: null, rolloutVersion: null, rolloutPercent: null } });
    await run('remote:enable --store CBNO --remote content');
    expect(JSON.stringify(await handle.db.execute(sql`select * from operator_audit_log`))).not.toContain(typedPassword);
  });

  it('refuses a password on the command line, a bad role, a weak password and a taken address', async () => {
    expect(() => parseCommand(['create-operator', '--email', 'x@example.com', '--role', 'admin', '--password', 'secret123'])).toThrow(
      /Never give a password on the command line/,
    );
    await expect(run('create-operator --email x@example.com --role boss')).rejects.toThrow(/Unknown role "boss" \(known: viewer, releaser, support, admin\)/);
    await expect(run('create-operator --role admin')).rejects.toThrow(/--email E is required/);
    await expect(run('create-operator --email x@example.com')).rejects.toThrow(/--role is required/);
    typedPassword = 'Password1';
    await expect(run('create-operator --email x@example.com --role admin')).rejects.toThrow(/too common.*\(code 2067\)/);
    typedPassword = 'short';
    await expect(run('create-operator --email x@example.com --role admin')).rejects.toThrow(/\(code 1504\)/);
    typedPassword = 'a long operator passphrase';
    await expect(run('create-operator --email ops.lead@example.com --role viewer')).rejects.toThrow(/has an operator account already \(code 1410\)/);
    await expect(run('operator-role --email nobody@example.com --role viewer')).rejects.toThrow(/No operator account "nobody@example.com" \(code 1411\)/);
    const noReader = { ...io, readPassword: undefined };
    output = [];
    await expect(runCommand(parseCommand(['create-operator', '--email', 'y@example.com', '--role', 'viewer']), backend, paths, noReader)).rejects.toThrow(
      /set OPERATOR_PASSWORD or pipe it to standard input/,
    );
  });
});

describe('operator commands over HTTP (server holding the database)', () => {
  let shop: TestServer;
  let http: HttpBackend;

  beforeAll(async () => {
    shop = await startTestServer({ root });
    http = new HttpBackend(shop.url, TEST_OPERATOR_TOKEN);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('goes through the operator mutations', async () => {
    await run('remote:disable --store CB --remote account', http);
    const { body } = await shop.graphql<{ storefrontConfig: { remotes: Array<{ name: string; enabled: boolean }> } }>(
      '{ storefrontConfig { remotes { name enabled } } }',
      { headers: { host: 'cbnl.localhost' } },
    );
    expect(body.data?.storefrontConfig.remotes.find((r) => r.name === 'account')?.enabled).toBe(false);
    await expect(run('remote:pin --store CB --remote account --version 1.0.0', http)).rejects.toThrow(/no release/);
  });

  it('rolls out, promotes and ends through the operator mutations', async () => {
    const at = (day: number) => new Date(`2026-02-0${day}T00:00:00Z`);
    const declaration = testDeclaration({ remote: 'content', routes: [{ key: 'notFound' }] });
    await shop.handle.db.insert(remoteReleases).values([
      { remote: 'content', version: '1.0.0', baseUrl: 'https://cdn.example/content/1.0.0', createdAt: at(1), promotedAt: at(1), declaration },
      { remote: 'content', version: '2.0.0', baseUrl: 'https://cdn.example/content/2.0.0', createdAt: at(2), promotedAt: at(2), declaration },
    ]);
    expect(await run('remote:rollout --all --remote content --version 1.0.0 --percent 20', http)).toMatch(/^CB\s+10\s+content\s+yes\s+-\s+2\.0\.0\s+1\.0\.0 to 20 %/m);
    expect(await run('remote:promote --store CB --remote content --version 1.0.0', http)).toMatch(/^CB\s+10\s+content\s+yes\s+1\.0\.0\s+1\.0\.0\s+-\s/m);
    expect(await run('remote:rollout-end --all --remote content', http)).not.toContain('to 20 %');
    const log = JSON.parse(await run('audit-log --actor cli-token --json', http)) as { entries: { action: string }[] };
    expect(log.entries.map((e) => e.action).slice(0, 3)).toEqual(['remote.rollout-end', 'remote.promote', 'remote.rollout']);
  });

  it('makes a preview link of a registered release through the server, which opens it for one browser', async () => {
    const out = await run('release:preview --remote content --version 2.0.0 --store CB --hours 2', http);
    expect(out).toMatch(/^Preview of content 2\.0\.0, for whoever opens the link \(in that browser only\), until \d{4}-/);
    const url = /^ {2}(http\S+)$/m.exec(out)?.[1] as string;
    expect(url).toMatch(/^http:\/\/cb[a-z]*\.localhost:\d+\/preview\/[\w-]+\.[0-9a-f]{64}$/);
    const opened = await shop.request(new URL(url).pathname, { headers: { host: 'cbnl.localhost' } });
    expect(opened.status).toBe(303);
    await expect(run('release:preview --remote content --version 9.9.9', http)).rejects.toThrow(/No release content 9\.9\.9/);
    await expect(run('release:preview --remote content --version 2.0.0 --hours 0', http)).rejects.toThrow(/--hours must be/);
    await expect(run('release:preview --remote content --version 2.0.0')).rejects.toThrow(/made by the running server/);
  });

  it('manages operator accounts through the server, recorded as the CLI token', async () => {
    const created = await run('create-operator --email http.admin@example.com --role releaser', http);
    expect(created).toMatch(/http\.admin@example\.com\s+releaser\s+all\s+no/);
    expect(await run('operator-role --email http.admin@example.com --role viewer', http)).toMatch(/http\.admin@example\.com\s+viewer/);
    expect(await run('operator-accounts', http)).toMatch(/http\.admin@example\.com\s+viewer/);
    const page = JSON.parse(await run('audit-log --actor cli-token --json', http)) as { entries: { actor: string; action: string; ipHash: string | null }[] };
    expect(page.entries.map((e) => e.action).slice(0, 2)).toEqual(['account.role', 'account.create']);
    expect(page.entries.every((e) => e.actor === 'cli-token' && /^[0-9a-f]{64}$/.test(e.ipHash ?? ''))).toBe(true);
  });

  it('makes a personal token by logging in, acts with it as the operator (audited with its label), and revokes it (ADR 0038)', async () => {
    const account = await createOperator(shop, 'cli-person', 'releaser');
    // Releasers set up their authenticator at the first login (the console's job); the CLI then logs in with a code.
    await new OperatorBrowser(shop).login(account.email);
    const withLogin: CliIo = { ...io, readLogin: async () => ({ password: OPERATOR_PASSWORD, totpCode: await nextCode(account.email) }) };
    output = [];
    await runCommand(parseCommand(['token:create', '--email', account.email, '--label', 'laptop', '--days', '30']), http, paths, withLogin);
    const secret = output.find((line) => line.startsWith('shop_pat_')) as string;
    expect(secret).toMatch(/^shop_pat_[A-Za-z0-9_-]{43}$/);
    expect(output.join('\n')).toMatch(/laptop\s+cli-person\.\S+\s+account's\s/);

    const mine = new HttpBackend(shop.url, secret);
    await run('remote:disable --store CBCH --remote content', mine);
    await run('remote:enable --store CBCH --remote content', mine);
    const log = await run(`audit-log --actor ${account.email} --action remote.set --limit 1`, http);
    expect(log).toMatch(new RegExp(`${account.email.replace(/[.]/g, '\\.')} \\(token laptop\\)\\s+remote\\.set\\s+storefront-remote CBCH/content`));
    const [tokenRow] = JSON.parse(await run('token:list --json', mine)) as Array<{ id: string; label: string; lastUsedAt: string | null }>;
    expect(tokenRow).toMatchObject({ label: 'laptop', lastUsedAt: expect.any(String) });

    await run(`token:revoke --id ${tokenRow?.id}`, mine);
    await expect(run('remotes', mine)).rejects.toThrow(/Operator access requires .*\(code 1401\)/);
    // A wrong password or code makes nothing.
    const wrong: CliIo = { ...io, readLogin: async () => ({ password: 'not the password at all', totpCode: null }) };
    await expect(runCommand(parseCommand(['token:create', '--email', account.email, '--label', 'x']), http, paths, wrong)).rejects.toThrow(/\(code 2062\)/);
  });

  it('sets and lists auto-promote policies through the operator API (audited as the CLI token)', async () => {
    expect(await run('remote:auto-promote --all --remote content --after-minutes 15', http)).toMatch(/^content: a canary for every storefront that ran 15 minutes/);
    expect(await run('auto-promote', http)).toMatch(/^REMOTE\s+SCOPE\s+AFTER\s+SET\ncontent\s+\* \(every storefront\)\s+15 min/);
    await expect(run('remote:auto-promote --store NOPE --remote content --off', http)).rejects.toThrow(/Unknown storefront "NOPE"/);
    const log = JSON.parse(await run('audit-log --actor cli-token --action remote.set --limit 1 --json', http)) as { entries: { targetId: string; after: string }[] };
    expect(log.entries[0]?.targetId).toBe('*/content');
    expect(JSON.parse(log.entries[0]?.after as string)).toEqual({ '*': { autoPromoteMinutes: 15 } });
    await run('remote:auto-promote --all --remote content --off', http);
    expect(await run('auto-promote --remote content', http)).toMatch(/^No auto-promote policy/);
  });

  it('shows the health and the fallbacks, with their reasons, through the server and on the database alike', async () => {
    const released = JSON.parse(await run('release --remote catalogue --json', http)) as { version: string };
    const version = released.version;
    await run(`remote:promote --all --remote catalogue --version ${version}`, http);
    const v = version.replace(/[.+]/g, '\\$&');
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const db = shop.handle.db;
    await db.insert(remoteLoadCounts).values({ storefrontKey: 'CBCH', remote: 'catalogue', version, minute, loads: 7, failures: 3 });
    await db.insert(remoteFailingClients).values(['a', 'b'].map((c) => c.repeat(64)).map((clientHash) => ({ storefrontKey: 'CBCH', remote: 'catalogue', version, clientHash, lastFailedAt: new Date() })));
    await db.insert(remoteFallbacks).values({
      storefrontKey: 'CBAT', remote: 'catalogue', fromVersion: version, toVersion: '0.1.0', failures: 3, loads: 6, clients: 2, at: new Date(Date.now() - 60_000),
      reason: `3 of 6 loads failed (50 %). Pinned to 0.1.0, the last known good release.`,
    });
    await db.insert(remoteFallbacks).values({
      storefrontKey: 'CBES', remote: 'catalogue', fromVersion: version, toVersion: null, failures: 3, loads: 3, clients: 3,
      reason: '3 of 3 loads failed (100 %). Not fallen back: no other promoted release of catalogue with verified healthy traffic that has not failed anywhere.',
    });
    // The backend on the test server's own database (never closed here: the server owns it).
    const direct = new DatabaseBackend(shop.handle, root, shop.server.registry);
    for (const backend of [direct, http]) {
      const health = (await run('health --store CBCH --remote catalogue', backend)).split('\n');
      expect(health[0]).toMatch(/^STORE\s+REMOTE\s+VERSION\s+MANIFEST\s+ENTRY\s+CONTRACT\s+FAILED\s+LOADS\s+BROWSERS\s+HEALTH$/);
      expect(health[1]).toMatch(new RegExp(`^CBCH\\s+catalogue\\s+${v}\\s+ok\\s+ok\\s+ok\\s+3\\s+7\\s+2\\s+42\\.9 % errors \\(3/7\\) from 2 browsers$`));
      expect(health).toHaveLength(2);
      // The latest fallback and its reason are part of the storefront's health line.
      expect(await run('health --store CBES --remote catalogue', backend)).toMatch(
        /CBES\s+catalogue\s+\S+\s+ok\s+ok\s+ok\s+0\s+0\s+0\s+files ok; no reports in the last hour; fallback \d\d:\d\d UTC: 3 of 3 loads failed \(100 %\)\. Not fallen back: /,
      );

      const fallbacks = (await run('fallbacks --remote catalogue', backend)).split('\n');
      expect(fallbacks[0]).toMatch(/^AT\s+STORE\s+REMOTE\s+FROM\s+TO\s+REASON$/);
      // Newest first: the fallback that could not be made, then the one that pinned 0.1.0.
      expect(fallbacks[1]).toMatch(new RegExp(`^\\S+Z\\s+CBES\\s+catalogue\\s+${v}\\s+\\(none\\)\\s+3 of 3 loads failed \\(100 %\\)\\. Not fallen back`));
      expect(fallbacks[2]).toMatch(new RegExp(`^\\S+Z\\s+CBAT\\s+catalogue\\s+${v}\\s+0\\.1\\.0\\s+3 of 6 loads failed \\(50 %\\)\\. Pinned to 0\\.1\\.0`));
      expect(fallbacks).toHaveLength(3);
      expect(await run('fallbacks --store CBCH', backend)).toBe('No automatic fallbacks.');
      const [json] = JSON.parse(await run('fallbacks --store CBES --json', backend)) as Array<Record<string, unknown>>;
      expect(json).toMatchObject({ storefrontKey: 'CBES', remote: 'catalogue', fromVersion: version, toVersion: null, failures: 3, loads: 3, clients: 3 });
    }
  });

  it('fails clearly with a wrong token', async () => {
    await expect(run('remotes', new HttpBackend(shop.url, 'wrong'))).rejects.toThrow(/Operator access requires/);
  });

  it('is chosen when SHOP_URL answers as the shop', async () => {
    const chosen = await chooseBackend({
      env: { SHOP_URL: shop.url, OPERATOR_TOKEN: TEST_OPERATOR_TOKEN },
      paths,
      registry: { publicRemotesBase: '', devRemotes: false },
    });
    expect(chosen.description).toBe(`server ${shop.url}`);
    expect(existsSync(paths.pgliteDir)).toBe(false);
  });
});

describe('provenance and dropped route keys (ADR 0038)', () => {
  /** The CLI on the database of a production shop: a dirty build needs --allow-dirty. */
  let production: OperatorBackend;
  let cleanVersion = '';
  beforeAll(() => {
    production = new DatabaseBackend(handle, root, { publicRemotesBase: '', devRemotes: false, dirtyBuilds: 'acknowledge' });
  });
  const redeemBuild = (name: string, keys: string[], extra: { gitDirty?: boolean; builder?: string } = {}) => {
    const dir = join(root, name);
    writeRemoteBuild(dir, { remote: 'redeem', routes: keys.map((key) => ({ key })), entry: `var redeem = ${JSON.stringify(name)};`, gitCommit: 'abcdef123456', ...extra });
    return dir;
  };

  it('refuses a dirty build in production without --allow-dirty (audited), records it as dirty with it, and the demo registers it', async () => {
    const dirty = redeemBuild('dirty', ['balanceCheck', 'redeemInfo'], { gitDirty: true, builder: 'dev@laptop' });
    await expect(run(`release --remote redeem --from ${dirty} --version 5.0.0`, production)).rejects.toThrow(
      /Release redeem 5\.0\.0-\w+ refused: it was built from a working tree with uncommitted changes \(on commit abcdef123456\) by dev@laptop, .*--allow-dirty\) \(code 1505\)/,
    );
    const [refusal] = (JSON.parse(await run('audit-log --action release.refuse --limit 1 --json')) as { entries: { targetId: string; after: string }[] }).entries;
    expect(refusal?.targetId).toMatch(/^redeem@5\.0\.0-\w+$/);
    expect(JSON.parse(refusal?.after as string)).toMatchObject({ code: 1505, reason: expect.stringContaining('uncommitted changes') });

    const out = await run(`release --remote redeem --from ${dirty} --version 5.0.0 --allow-dirty`, production);
    expect(out).toContain('built from abcdef123456 WITH UNCOMMITTED CHANGES by dev@laptop');
    const [registered] = (JSON.parse(await run('audit-log --action release.register --limit 1 --json')) as { entries: { targetId: string; after: string }[] }).entries;
    expect(registered?.targetId).toMatch(/^redeem@5\.0\.0-\w+$/);
    expect(JSON.parse(registered?.after as string)).toMatchObject({ gitCommit: 'abcdef123456', gitDirty: true, builder: 'dev@laptop', allowDirty: true });
    expect(await run('releases --remote redeem')).toMatch(/^redeem\s+5\.0\.0-\w+\s.*abcdef12 DIRTY\s+dev@laptop\s/m);
    const [listed] = JSON.parse(await run('releases --remote redeem --json')) as Array<{ gitDirty: boolean; builder: string }>;
    expect(listed).toMatchObject({ gitDirty: true, builder: 'dev@laptop' });

    // The demo (the default backend here) registers a dirty build as it is, recorded as dirty.
    const demoDirty = redeemBuild('dirty-demo', ['balanceCheck', 'redeemInfo'], { gitDirty: true, builder: 'dev@laptop' });
    await run(`release --remote redeem --from ${demoDirty} --version 5.0.1`);
    const [demoRow] = (JSON.parse(await run('audit-log --action release.register --limit 1 --json')) as { entries: { after: string }[] }).entries;
    expect(JSON.parse(demoRow?.after as string)).toMatchObject({ gitDirty: true });
    expect(JSON.parse(demoRow?.after as string)).not.toHaveProperty('allowDirty');
    // A clean build needs nothing in production.
    const clean = JSON.parse(await run(`release --remote redeem --from ${redeemBuild('clean', ['balanceCheck', 'redeemInfo'], { gitDirty: false, builder: 'ci' })} --version 5.0.2 --json`, production)) as { version: string };
    cleanVersion = clean.version;
  });

  it('refuses a release that drops a route key the promoted release serves, unless each is acknowledged (recorded)', async () => {
    await run(`remote:promote --all --remote redeem --version ${cleanVersion}`);
    const fewer = redeemBuild('fewer', ['balanceCheck']);
    await expect(run(`release --remote redeem --from ${fewer} --version 5.1.0`)).rejects.toThrow(
      /Release redeem 5\.1\.0-\w+ refused: it drops the route key "redeemInfo" that redeem 5\.0\.2-\w+ \(promoted\) serves; .*--drop-route-key redeemInfo\) \(code 1505\)/,
    );
    // Acknowledging another key is no acknowledgement of this one.
    await expect(run(`release --remote redeem --from ${fewer} --version 5.1.0 --drop-route-key cardData`)).rejects.toThrow(/drops the route key "redeemInfo"/);
    await run(`release --remote redeem --from ${fewer} --version 5.1.0 --drop-route-key redeemInfo`);
    const [row] = (JSON.parse(await run('audit-log --action release.register --limit 1 --json')) as { entries: { targetId: string; after: string }[] }).entries;
    expect(row?.targetId).toMatch(/^redeem@5\.1\.0-\w+$/);
    expect(JSON.parse(row?.after as string)).toMatchObject({ routeKeys: ['balanceCheck'], droppedRouteKeys: { promoted: cleanVersion, keys: ['redeemInfo'] } });
    // Adding keys needs nothing.
    await run(`release --remote redeem --from ${redeemBuild('more', ['balanceCheck', 'redeemInfo', 'cardData'])} --version 5.2.0`);
  });
});

describe('backup and restore of the PGlite demo folder (ADR 0063)', () => {
  let work: string;
  /** The demo's paths in a folder of their own, with the repository's migrations (the journal names the level). */
  let demo: ShopPaths;
  const backupIo = (lines: string[], cwd: string): CliIo => ({ out: (line) => lines.push(line), err: (line) => lines.push(line), cwd });
  const runBackup = async (argv: string) => {
    const lines: string[] = [];
    await runBackupCommand(parseCommand(argv.split(' ')), demo, {}, backupIo(lines, work));
    return lines.join('\n');
  };

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    demo = { ...shopPaths(work, {}), migrationsDir: shopPaths(resolveRepoRoot()).migrationsDir };
    // A demo folder holding the suite's database: seeded, with the audit rows the tests above wrote.
    const folder = await openDatabase({ dataDir: demo.pgliteDir, loadDataDir: await (handle.dumpDataDir as () => Promise<Blob>)() });
    await folder.close();
  });

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses while the server holds the folder, naming it and what to do', async () => {
    // A live process other than this one (pid 1) holds the lock, as a running server does.
    writeFileSync(lockFileFor(demo.pgliteDir), JSON.stringify({ pid: 1, hostname: hostname(), role: 'server', url: 'http://127.0.0.1:3000', startedAt: new Date().toISOString() }));
    try {
      await expect(runBackup('backup --to backups')).rejects.toThrow(/in use by server pid 1 \(http:\/\/127\.0\.0\.1:3000\)[\s\S]*stop the server/);
    } finally {
      rmSync(lockFileFor(demo.pgliteDir));
    }
    expect(existsSync(join(work, 'backups')) ? readdirSync(join(work, 'backups')) : []).toEqual([]);
  });

  it('backs up the stopped folder with a manifest, and restores it into an empty folder, checked', async () => {
    const out = await runBackup('backup --to backups');
    const files = readdirSync(join(work, 'backups')).sort();
    expect(files).toEqual([expect.stringMatching(/^shop-pglite-\d{8}T\d{6}Z\.manifest\.json$/), expect.stringMatching(/^shop-pglite-\d{8}T\d{6}Z\.pglite\.tar\.gz$/)]);
    const manifestFile = join(work, 'backups', files[0] as string);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
    const [audited] = ((await handle.db.execute(sql`select count(*)::int as n, max(id)::text as last from operator_audit_log`)) as unknown as { rows: unknown[] }).rows as Array<{ n: number; last: string }>;
    expect(manifest).toMatchObject({ format: 'shop-backup/1', kind: 'pglite', source: demo.pgliteDir, file: files[1], sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(manifest.checks.rowCounts.operator_audit_log).toBe(audited?.n);
    expect(manifest.checks.auditLog.lastId).toBe(audited?.last);
    expect(manifest.checks.migrations).toEqual({ applied: expect.any(Number), newestWhen: newestMigration(demo.migrationsDir), newestTag: expect.stringMatching(/^\d{4}_/) });
    expect(manifest.checks.cardsOffLedger).toBe(0);
    expect(out).toContain(`manifest: ${manifestFile}`);
    expect(out).toContain(`Restore into a new, empty database: pnpm operator restore --from ${manifestFile}`);

    const restored = await runBackup(`restore --from backups/${files[1]} --to restored`);
    expect(restored).toContain(`into ${join(work, 'restored')}:`);
    expect(restored).toMatch(new RegExp(`audit chain: ${audited?.n} rows, intact`));
    expect(restored).toContain('It matches the backup');
    const reopened = await openDatabase({ dataDir: join(work, 'restored') });
    try {
      const [again] = ((await reopened.db.execute(sql`select count(*)::int as n from operator_audit_log`)) as unknown as { rows: unknown[] }).rows as Array<{ n: number }>;
      expect(again?.n).toBe(audited?.n);
    } finally {
      await reopened.close();
    }

    // Never over a database: the restored folder is not empty now.
    await expect(runBackup(`restore --from ${manifestFile} --to restored`)).rejects.toThrow(/Refusing to restore into .*restored: the folder is not empty/);
  });

  it('refuses a damaged or unfinished backup, and wrong options', async () => {
    const [manifestName, dumpName] = readdirSync(join(work, 'backups')).sort() as [string, string];
    mkdirSync(join(work, 'damaged'));
    const dump = readFileSync(join(work, 'backups', dumpName));
    const middle = dump.length >> 1;
    dump.writeUInt8((dump.readUInt8(middle) ^ 0xff) & 0xff, middle);
    writeFileSync(join(work, 'damaged', dumpName), dump);
    writeFileSync(join(work, 'damaged', manifestName), readFileSync(join(work, 'backups', manifestName)));
    await expect(runBackup(`restore --from damaged/${manifestName} --to elsewhere`)).rejects.toThrow(/has SHA-256 [0-9a-f]{64}, the manifest says [0-9a-f]{64}: it is damaged/);
    rmSync(join(work, 'damaged', manifestName));
    await expect(runBackup(`restore --from damaged/${dumpName} --to elsewhere`)).rejects.toThrow(/No manifest .*: a backup is whole only with its manifest/);
    expect(existsSync(join(work, 'elsewhere'))).toBe(false);

    await expect(runBackup('restore --to elsewhere')).rejects.toThrow('--from FILE is required');
    await expect(runBackup(`restore --from backups/${manifestName} --no-owner`)).rejects.toThrow('--no-owner is for a PostgreSQL backup');
    await expect(runBackup('backup --from x')).rejects.toThrow(/backup takes only --to DIR/);
    expect(isBackupCommand(parseCommand(['backup']))).toBe(true);
    expect(needsBackend(parseCommand(['restore', '--from', 'x']))).toBe(false);
    expect(HELP).toMatch(/backup \[--to DIR\][\s\S]*restore --from FILE \[--to DIR\] \[--no-owner\]/);
  });
});
