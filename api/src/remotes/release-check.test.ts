import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SHOP_CONTRACT_VERSION, parseReleaseDeclaration, parseSourceDeclaration } from '@shop/shared/routes';
import { TEST_EXPOSE_FILE, type TestBuild, startTestCdn, testChunk, testDeclaration, writeRemoteBuild } from '../testing/release-builds';
import type { ReleaseDeclaration } from './declarations';
import { buildInspector, cdnFiles, checkRelease, folderFiles, pathProblem } from './release-check';
import { serverBuildBase, serverBuildSourceFromEnv } from './server-builds';

const NEXT_MAJOR = `${Number(SHOP_CONTRACT_VERSION.split('.')[0]) + 1}.0.0`;

let root: string;
let count = 0;
const inspector = buildInspector(join(tmpdir(), 'no-shell-build-here'));

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shop-release-check-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const CATALOGUE: TestBuild = { remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }], builtAt: '2026-11-26T18:00:00.000Z', gitCommit: 'adc4bc0f00d1' };

function build(overrides: Partial<TestBuild> = {}): { dir: string; declaration: ReleaseDeclaration } {
  count += 1;
  const dir = join(root, `build-${count}`);
  const spec = { ...CATALOGUE, ...overrides };
  writeRemoteBuild(dir, spec);
  const parsed = parseReleaseDeclaration(testDeclaration(spec));
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return { dir, declaration: parsed.value };
}

async function problemsOf(dir: string, declaration: ReleaseDeclaration): Promise<string> {
  const result = await checkRelease({ remote: 'catalogue', declaration, files: folderFiles(dir), inspect: inspector.inspect });
  return result.ok ? '(passed)' : result.problems.join('\n');
}

/** Every file of a test build the check reads, with its SHA-384 in SRI form, computed here independently. */
const READ_FILES = ['mf-manifest.json', 'shop-assets.json', 'server/routes.js', 'remoteEntry.js', TEST_EXPOSE_FILE];
function sriOfFiles(dir: string, files = [...READ_FILES, testChunk('catalogue', 'home').file, testChunk('catalogue', 'productDetail').file]): Record<string, string> {
  return Object.fromEntries(files.map((file) => [file, `sha384-${createHash('sha384').update(readFileSync(join(dir, file))).digest('base64')}`]));
}

describe('release check (folder releases)', () => {
  it('passes a complete build and measures the gzipped JavaScript of each page', async () => {
    const { dir, declaration } = build();
    const result = await checkRelease({ remote: 'catalogue', declaration, files: folderFiles(dir), inspect: inspector.inspect });
    const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).byteLength;
    const page = (key: string) => gz('remoteEntry.js') + gz(TEST_EXPOSE_FILE) + gz(testChunk('catalogue', key).file);
    expect(result).toEqual({
      ok: true,
      figures: {
        builtAt: '2026-11-26T18:00:00.000Z',
        gitCommit: 'adc4bc0f00d1',
        pageJsGzip: { home: page('home'), productDetail: page('productDetail') },
        fileHashes: sriOfFiles(dir),
      },
      // What the smoke test then renders: the server build as read, the chunks of shop-assets.json.
      build: { serverCode: readFileSync(join(dir, 'server', 'routes.js'), 'utf8'), chunks: JSON.parse(readFileSync(join(dir, 'shop-assets.json'), 'utf8')).chunks },
    });
    expect(inspector.via).toBe('fallback');
  });

  it.each([
    ['a declared key its ./routes lacks', { implementedKeys: ['home'] }, /route key "productDetail" is declared but its \.\/routes does not implement it/],
    ['an undeclared key in ./routes', { implementedKeys: ['home', 'productDetail', 'basket'] }, /implements route key "basket", which the declaration does not declare/],
    ['another remote name', { exportedRemote: 'content' }, /its \.\/routes says it is the remote "content", not "catalogue"/],
    [
      'a declaration that claims another contract than its federation config requires',
      // The next major: a contract the declaration does not name.
      { sharedRequiredVersion: `^${NEXT_MAJOR}` },
      new RegExp(`mf-manifest\\.json requires @shop/shared "\\^${NEXT_MAJOR.replaceAll('.', '\\.')}", but the declaration says it was built for \\d+\\.\\d+\\.\\d+ \\(expected "\\^\\d+\\.\\d+\\.\\d+"\\)`),
    ],
    ['a build that does not share @shop/shared', { sharedRequiredVersion: null }, /mf-manifest\.json does not share @shop\/shared/],
  ])('refuses %s', async (_name, overrides, message) => {
    const { dir, declaration } = build(overrides);
    expect(await problemsOf(dir, declaration)).toMatch(message);
  });

  it('refuses a missing chunk file, naming who names it', async () => {
    const { dir, declaration } = build();
    rmSync(join(dir, testChunk('catalogue', 'home').file));
    expect(await problemsOf(dir, declaration)).toMatch(/catalogue-home\.0a1b2c3d4e5f\.js \(named by mf-manifest\.json\) is missing/);
  });

  it('refuses a truncated JavaScript file and a truncated server build', async () => {
    const { dir, declaration } = build();
    const file = join(dir, TEST_EXPOSE_FILE);
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 30));
    const server = join(dir, 'server', 'routes.js');
    writeFileSync(server, readFileSync(server, 'utf8').slice(0, 200));
    const problems = await problemsOf(dir, declaration);
    expect(problems).toMatch(new RegExp(`${TEST_EXPOSE_FILE.replace(/\./g, '\\.')} does not compile`));
    expect(problems).toMatch(/server\/routes\.js does not compile/);
  });

  it('refuses a page heavier than the size gate and a JavaScript file over its cap (issue 32)', async () => {
    const { dir, declaration } = build();
    // A 2 MB chunk (a dependency bundled twice, an unminified build): refused by the file cap.
    const file = join(dir, TEST_EXPOSE_FILE);
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n//${'a'.repeat(2_000_000)}`);
    expect(await problemsOf(dir, declaration)).toMatch(new RegExp(`${TEST_EXPOSE_FILE.replace(/\./g, '\\.')} is 20\\d{5} bytes, more than the 1000000 a JavaScript file of a release may have`));
    // Under the file cap but incompressible: the page's gzipped JavaScript is over its gate.
    const noise = randomBytes(450_000).toString('base64');
    writeFileSync(file, `(self.chunks = self.chunks || []).push(["routes", "${noise}"]);`);
    expect(await problemsOf(dir, declaration)).toMatch(/the page \w+ needs \d+ bytes of gzipped JavaScript, more than the 150000 a page may/);
  });

  it("refuses a page over its team's declared budget (maxJsGzipBytes), naming the budget; within it, the release passes", async () => {
    const { dir, declaration } = build();
    const gz = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).byteLength;
    const home = gz('remoteEntry.js') + gz(TEST_EXPOSE_FILE) + gz(testChunk('catalogue', 'home').file);
    const budgeted = (budget: number): ReleaseDeclaration => ({ ...declaration, routes: declaration.routes.map((r) => (r.key === 'home' ? { ...r, maxJsGzipBytes: budget } : r)) });
    expect(await problemsOf(dir, budgeted(home - 1))).toBe(
      `the page home needs ${home} bytes of gzipped JavaScript, more than the ${home - 1} its release declares (maxJsGzipBytes of its route module)`,
    );
    expect(await problemsOf(dir, budgeted(home))).toBe('(passed)');
  });

  it("refuses a declared budget that is not a whole number of bytes up to the shop's cap", () => {
    const routes = (maxJsGzipBytes: unknown) => ({ routes: [{ key: 'home', maxJsGzipBytes }] });
    expect(parseSourceDeclaration(routes(40_000))).toMatchObject({ ok: true });
    for (const [value, message] of [
      [150_001, "routes.0.maxJsGzipBytes: maxJsGzipBytes must be at most the shop's cap of 150000 bytes"],
      [0, 'routes.0.maxJsGzipBytes: maxJsGzipBytes must be positive'],
      [1.5, 'routes.0.maxJsGzipBytes: maxJsGzipBytes must be a whole number of bytes'],
      ['40kB', 'routes.0.maxJsGzipBytes: maxJsGzipBytes must be a number of bytes'],
    ] as const) {
      expect(parseSourceDeclaration(routes(value))).toEqual({ ok: false, problems: [message] });
    }
  });

  it('refuses a build without server build, assets list or manifest', async () => {
    const { dir, declaration } = build();
    rmSync(join(dir, 'server', 'routes.js'));
    rmSync(join(dir, 'shop-assets.json'));
    const problems = await problemsOf(dir, declaration);
    expect(problems).toMatch(/server\/routes\.js \(the server build of \.\/routes\) is missing/);
    expect(problems).toMatch(/shop-assets\.json \(the files of each chunk\) is missing/);
    writeFileSync(join(dir, 'mf-manifest.json'), '{"id":');
    expect(await problemsOf(dir, declaration)).toMatch(/mf-manifest\.json is not JSON/);
  });

  it('refuses a route whose chunk shop-assets.json does not list, and a route without component', async () => {
    const { dir, declaration } = build();
    const server = join(dir, 'server', 'routes.js');
    writeFileSync(server, readFileSync(server, 'utf8').replace('"catalogue-home"', '"catalogue-gone"').replace('component: Page,', 'component: "Page",'));
    const problems = await problemsOf(dir, declaration);
    expect(problems).toMatch(/route "home" names the chunk "catalogue-gone", which shop-assets\.json does not list/);
    expect(problems).toMatch(/route "productDetail" has no component React can render/);
  });

  it('refuses paths that leave the release, absolute URLs and links out of the folder', async () => {
    const { dir, declaration } = build();
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
    manifest.exposes[0].assets.js.async.push('../../etc/passwd.js', 'https://evil.example/x.js');
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const problems = await problemsOf(dir, declaration);
    expect(problems).toMatch(/"\.\.\/\.\.\/etc\/passwd\.js" leaves the release/);
    expect(problems).toMatch(/"https:\/\/evil\.example\/x\.js" is an absolute URL/);

    const linked = build();
    const outside = join(root, 'outside.js');
    writeFileSync(outside, 'var secret = 1;');
    rmSync(join(linked.dir, TEST_EXPOSE_FILE));
    symlinkSync(outside, join(linked.dir, TEST_EXPOSE_FILE));
    expect(await problemsOf(linked.dir, linked.declaration)).toMatch(/links outside the release folder/);
    expect(pathProblem('a/./b.js')).toBeNull();
    expect(pathProblem('/abs.js')).toMatch(/not a relative path/);
  });

  it('refuses a server build that does not load: a foreign require, a throw, a loop (timeout), @shop/shared without a shell build', async () => {
    const { dir, declaration } = build();
    const server = join(dir, 'server', 'routes.js');
    const original = readFileSync(server, 'utf8');
    const withCode = async (code: string) => {
      writeFileSync(server, code);
      return problemsOf(dir, declaration);
    };
    expect(await withCode(`require("child_process");\n${original}`)).toMatch(/does not load: a remote's server build may only require the shared modules, not "child_process"/);
    expect(await withCode(`throw new Error("boom");`)).toMatch(/does not load: boom/);
    expect(await withCode('while (true) {}')).toMatch(/does not load: Script execution timed out/);
    expect(await withCode(`require("@shop/shared");\n${original}`)).toMatch(/requires @shop\/shared, which only the shell's server build provides .* build the shell/);
  }, 30_000);
});

describe('release check (CDN releases)', () => {
  it('fetches the files below the base URL and refuses what is missing there', async () => {
    const { dir, declaration } = build();
    const cdn = await startTestCdn(root);
    try {
      const base = `${cdn.base}/${dir.slice(root.length + 1)}`;
      const passed = await checkRelease({ remote: 'catalogue', declaration, files: cdnFiles(base), inspect: inspector.inspect });
      expect(passed.ok).toBe(true);
      // The SHA-384 of every file as fetched (ADR 0040): the same as of the files on disk.
      expect(passed.ok && passed.figures.fileHashes).toEqual(sriOfFiles(dir));
      expect(Object.values(sriOfFiles(dir)).every((sri) => /^sha384-[A-Za-z0-9+/]{64}$/.test(sri))).toBe(true);
      rmSync(join(dir, 'remoteEntry.js'));
      const refused = await checkRelease({ remote: 'catalogue', declaration, files: cdnFiles(base), inspect: inspector.inspect });
      expect(refused.ok ? '' : refused.problems.join('\n')).toMatch(/remoteEntry\.js \(named by mf-manifest\.json\) is missing/);
    } finally {
      await cdn.close();
    }
  });

  it('reads the server build from the internal origin, never the public CDN (issue 31)', async () => {
    const { dir, declaration } = build();
    const cdn = await startTestCdn(root);
    const internal = await startTestCdn(root);
    try {
      const path = dir.slice(root.length + 1);
      const base = `${cdn.base}/${path}`;
      const fetched: string[] = [];
      const recording = ((url: URL | RequestInfo, init?: RequestInit) => {
        fetched.push(String(url));
        return fetch(url, init);
      }) as typeof fetch;
      // REMOTE_SERVER_BUILDS_BASE: the same path on the internal origin.
      const source = serverBuildSourceFromEnv({ REMOTE_SERVER_BUILDS_BASE: internal.base }, true);
      const serverBase = serverBuildBase(base, source);
      expect(serverBase).toBe(`${internal.base}/${path}/`);
      const passed = await checkRelease({ remote: 'catalogue', declaration, files: cdnFiles(base, recording, serverBase), inspect: inspector.inspect });
      expect(passed.ok).toBe(true);
      expect(fetched.filter((url) => url.includes('/server/'))).toEqual([`${internal.base}/${path}/server/routes.js`]);
      expect(fetched.filter((url) => url.startsWith(cdn.base) && url.includes('/server/'))).toEqual([]);
      // Production without an internal origin: no server build can be read, the release is refused.
      expect(serverBuildSourceFromEnv({}, true)).toBeNull();
      expect(serverBuildSourceFromEnv({}, false)).toBe('release-base');
      const refused = await checkRelease({ remote: 'catalogue', declaration, files: cdnFiles(base, fetch, serverBuildBase(base, null)), inspect: inspector.inspect });
      expect(refused.ok ? '' : refused.problems.join('\n')).toMatch(/server build is read from an internal origin, never the public CDN: set REMOTE_SERVER_BUILDS_BASE/);
      expect(() => serverBuildSourceFromEnv({ REMOTE_SERVER_BUILDS_BASE: 'file:///etc' }, true)).toThrow(/must be an http\(s\) URL/);
    } finally {
      await cdn.close();
      await internal.close();
    }
  });

  it('does not follow redirects and caps what it reads', async () => {
    const { declaration } = build();
    const redirecting = (async () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } })) as unknown as typeof fetch;
    const viaRedirect = await checkRelease({
      remote: 'catalogue',
      declaration,
      files: cdnFiles('https://cdn.example/catalogue/1.0.0', async (url, init) => {
        // What fetch does with redirect: 'error'.
        if ((init as RequestInit).redirect === 'error') throw new TypeError('fetch failed (redirect)');
        return redirecting(url, init);
      }),
      inspect: inspector.inspect,
    });
    expect(viaRedirect.ok ? '' : viaRedirect.problems.join('\n')).toMatch(/cannot fetch https:\/\/cdn\.example\/catalogue\/1\.0\.0\/mf-manifest\.json: fetch failed/);
    const huge = (async () => new Response('x', { headers: { 'content-length': String(500 * 1024 * 1024) } })) as unknown as typeof fetch;
    const tooBig = await checkRelease({ remote: 'catalogue', declaration, files: cdnFiles('https://cdn.example/c/1', huge), inspect: inspector.inspect });
    expect(tooBig.ok ? '' : tooBig.problems.join('\n')).toMatch(/is larger than 20971520 bytes/);
  });
});
