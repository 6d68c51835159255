/**
 * The headless release check (issue 19, ADR 0030): before any release is registered (operator CLI,
 * GraphQL, console, and the local builds the server registers at start), its files are read and its
 * server build is loaded, so a release that would break the shop never becomes a version a storefront
 * can load. Refused when:
 *  - its files are incomplete: mf-manifest.json does not parse, a file it or shop-assets.json names is
 *    missing, server/routes.js is missing, a JavaScript file does not compile (a truncated copy), or a
 *    path leaves the release (`../`, an absolute path or URL elsewhere);
 *  - its `./routes` does not keep the contract: loaded as the server renderer loads it, its default
 *    export must name this remote and implement exactly the declared route keys, each with a component
 *    React can render, each named chunk present in shop-assets.json.
 * The declaration itself (shape, unknown keys, contract version, conflicts) is checked by
 * ./declarations.ts before this runs. A release that passes comes back with its figures: the gzipped
 * JavaScript each page costs, the build time, the git commit, and the SHA-384 of every file it read
 * (ADR 0040: what the server verifies before it uses a file of the release).
 */
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import pLimit from 'p-limit';
import { RENDERER_FILE } from '../paths';
import type { BuildShape } from '../render-host/protocol';
import { inspectBuildIsolated } from '../render-host/render-host';
import { MAX_PAGE_JS_GZIP_BYTES } from '@shop/shared/routes';
import type { ReleaseDeclaration } from './declarations';
import type { RemoteName } from './remote-names';
import { sriOf } from './file-integrity';
import { NO_SERVER_BUILD_SOURCE } from './server-builds';

/** The files of a release under check, by their path inside the release. */
export interface ReleaseFiles {
  /** Where the release is, for messages. */
  where: string;
  /** A folder release (served by this server) or a CDN release. */
  kind: 'folder' | 'cdn';
  /** The file's bytes; null when it does not exist. Throws when it cannot be read (a CDN error). */
  read(path: string): Promise<Buffer | null>;
}

export interface ReleaseFigures {
  builtAt: string | null;
  gitCommit: string | null;
  /** Gzipped bytes of the JavaScript each page (route key) loads: remote entry, ./routes, its chunk. */
  pageJsGzip: Record<string, number>;
  /**
   * The Subresource Integrity hash (`sha384-<base64>`) of every file the check read, by its path in
   * the release: mf-manifest.json, shop-assets.json, server/routes.js and every file they name. What
   * is hashed is what is registered (a folder release's copy, a CDN release's files as fetched).
   */
  fileHashes: Record<string, string>;
}

export type ReleaseCheckResult =
  | {
      ok: true;
      figures: ReleaseFigures;
      /** What the check read of the build, for the smoke test that follows (http/release-smoke.ts). */
      build: { serverCode: string; chunks: AssetChunks };
    }
  | { ok: false; problems: string[] };

/** Loads a server build's code and returns its default export (the shell renderer's way, or ours). */
/** Loads a server build and answers the shape of what it exports (render-host.ts inspectBuildIsolated). */
export type BuildInspector = (remote: RemoteName, code: string) => Promise<BuildShape | null>;

/** The exposed module's chunk group in shop-assets.json (the federation plugin names it). */
export const ROUTES_EXPOSE_CHUNK = '__federation_expose_routes';
export const SERVER_BUILD_FILE = 'server/routes.js';
const MANIFEST_FILE = 'mf-manifest.json';
const ASSETS_FILE = 'shop-assets.json';

/** Limits of a release: a build is a few hundred files of at most a few MB (bigger is not a build). */
export const CHECK_LIMITS = {
  maxFiles: 2_000,
  maxFileBytes: 20 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  /** The whole check of a CDN release (hundreds of fetches) ends after this. */
  cdnDeadlineMs: 120_000,
  fetchConcurrency: 8,
};

/**
 * What a release may make a shopper download (issue 32: a release with a 2 MB chunk was accepted, and
 * its page cost 1,730 kB instead of 194 kB). Today's largest page of any remote is ~60 kB of gzipped
 * JavaScript (a route chunk with the map, or the captcha), its largest file ~150 kB before compression:
 * the caps leave room to grow and refuse a mistake (a dependency bundled twice, an unminified build).
 */
export const SIZE_GATES = {
  /** Gzipped JavaScript of one page of a remote (its entry, ./routes and the route's chunk), whatever the release declares. */
  maxPageJsGzipBytes: MAX_PAGE_JS_GZIP_BYTES,
  /** Any one JavaScript file of the release, before compression. */
  maxJsFileBytes: 1_000_000,
};

/** Why a path named by a build's own files is not a file inside the release (null: it is). */
export function pathProblem(path: string): string | null {
  if (typeof path !== 'string' || path === '') return 'an empty file name';
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return `"${path}" is an absolute URL (files must be inside the release)`;
  if (path.startsWith('/') || path.includes('\\') || path.includes('\0')) return `"${path}" is not a relative path inside the release`;
  if (path.split('/').some((part) => part === '..' || part === '')) return `"${path}" leaves the release or has an empty segment`;
  return null;
}

export class ReleaseReadError extends Error {}

/** A release folder on this server; a file reached through a link must still lie inside it. */
export function folderFiles(dir: string): ReleaseFiles {
  const root = realpathSync(dir);
  return {
    where: dir,
    kind: 'folder',
    async read(path) {
      const file = resolve(root, path);
      if (!existsSync(file)) return null;
      const real = realpathSync(file);
      if (real !== root && !real.startsWith(root + sep)) throw new ReleaseReadError(`${path} links outside the release folder`);
      const stat = statSync(real);
      if (!stat.isFile()) return null;
      if (stat.size > CHECK_LIMITS.maxFileBytes) throw new ReleaseReadError(`${path} is larger than ${CHECK_LIMITS.maxFileBytes} bytes`);
      return readFileSync(real);
    },
  };
}

/**
 * A release on a CDN: each file fetched with a timeout, a size cap, and within a total budget. Its
 * `server/` folder comes from `serverBase` (an internal origin, remotes/server-builds.ts); null: it
 * cannot be read at all.
 */
export function cdnFiles(baseUrl: string, fetchImpl: typeof fetch = fetch, serverBase: string | null = baseUrl): ReleaseFiles {
  const base = `${baseUrl.replace(/\/+$/, '')}/`;
  const serverRoot = serverBase === null ? null : `${serverBase.replace(/\/+$/, '')}/`;
  const deadline = Date.now() + CHECK_LIMITS.cdnDeadlineMs;
  let total = 0;
  return {
    where: base,
    kind: 'cdn',
    async read(path) {
      const server = path.startsWith('server/');
      if (server && serverRoot === null) throw new ReleaseReadError(NO_SERVER_BUILD_SOURCE);
      const root = server ? (serverRoot as string) : base;
      const url = new URL(path, root);
      if (!url.href.startsWith(root)) throw new ReleaseReadError(`${path} is not below ${root}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new ReleaseReadError(`the check of ${base} took longer than ${CHECK_LIMITS.cdnDeadlineMs / 1000} s`);
      let response: Response;
      try {
        // No redirects: a release is the files below its base URL, not wherever a CDN sends us.
        response = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(Math.min(CHECK_LIMITS.fetchTimeoutMs, left)) });
      } catch (error) {
        throw new ReleaseReadError(`cannot fetch ${url.href}: ${(error as Error).message}`);
      }
      if (response.status === 404 || response.status === 410) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new ReleaseReadError(`${url.href} answered HTTP ${response.status}`);
      }
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > CHECK_LIMITS.maxFileBytes) {
        await response.body?.cancel();
        throw new ReleaseReadError(`${url.href} is larger than ${CHECK_LIMITS.maxFileBytes} bytes`);
      }
      // Read with a cap: a missing or false Content-Length must not let a file fill the memory.
      const parts: Uint8Array[] = [];
      let size = 0;
      const reader = response.body?.getReader();
      while (reader) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        total += value.byteLength;
        if (size > CHECK_LIMITS.maxFileBytes || total > CHECK_LIMITS.maxTotalBytes) {
          await reader.cancel();
          throw new ReleaseReadError(`${url.href} is larger than the release check reads (${CHECK_LIMITS.maxFileBytes} bytes a file, ${CHECK_LIMITS.maxTotalBytes} in all)`);
        }
        parts.push(value);
      }
      return Buffer.concat(parts);
    },
  };
}

type AssetLists = { sync?: unknown; async?: unknown };
type ManifestAssets = { js?: AssetLists; css?: AssetLists } | undefined;

function assetNames(assets: ManifestAssets): unknown[] {
  const lists = [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async];
  return lists.flatMap((list) => (Array.isArray(list) ? list : []));
}

/**
 * The contract the build's federation config requires (mf-manifest.json's shared `@shop/shared`,
 * `^<version>`) must be the one its declaration names: a declaration edited to claim another contract
 * (issue 32) is refused here, before it could pass the registry's contract check. The browser's
 * federation runtime still enforces what the entry's code requires (strictVersion).
 */
function sharedContractProblems(manifest: unknown, contractVersion: string): string[] {
  const shared = (manifest as { shared?: unknown })?.shared;
  const entries = Array.isArray(shared) ? (shared as Array<{ name?: unknown; requiredVersion?: unknown }>).filter((s) => s?.name === '@shop/shared') : [];
  if (entries.length === 0) return [`${MANIFEST_FILE} does not share @shop/shared: the release would not run on the shell's contract`];
  const expected = `^${contractVersion}`;
  return entries
    .filter((entry) => entry.requiredVersion !== expected)
    .map((entry) => `${MANIFEST_FILE} requires @shop/shared ${JSON.stringify(entry.requiredVersion)}, but the declaration says it was built for ${contractVersion} (expected "${expected}")`);
}

/** The files mf-manifest.json names (problems for what is not a file name at all). */
function manifestFiles(manifest: unknown, problems: string[]): string[] {
  const files: string[] = [];
  const m = manifest as {
    metaData?: { remoteEntry?: { name?: unknown; path?: unknown }; publicPath?: unknown };
    exposes?: unknown;
    shared?: unknown;
  };
  const entry = m?.metaData?.remoteEntry;
  if (typeof entry?.name !== 'string' || !entry.name) problems.push(`${MANIFEST_FILE} names no remote entry (metaData.remoteEntry.name)`);
  else {
    const path = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name;
    files.push(path);
  }
  const publicPath = m?.metaData?.publicPath;
  if (publicPath !== undefined && publicPath !== 'auto') {
    problems.push(`${MANIFEST_FILE} sets publicPath ${JSON.stringify(publicPath)}: a release loads its files from where it is served (publicPath "auto")`);
  }
  for (const [field, list] of [['exposes', m?.exposes], ['shared', m?.shared]] as const) {
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      problems.push(`${MANIFEST_FILE}: ${field} is not a list`);
      continue;
    }
    for (const item of list as Array<{ assets?: ManifestAssets }>) {
      for (const name of assetNames(item?.assets)) {
        if (typeof name === 'string') files.push(name);
        else problems.push(`${MANIFEST_FILE}: ${field} names a file that is not a string`);
      }
    }
  }
  return files;
}

type AssetChunks = Record<string, { js: string[]; css: string[] }>;

function parseAssets(value: unknown, problems: string[]): AssetChunks | null {
  const chunks = (value as { chunks?: unknown } | null)?.chunks;
  if (!chunks || typeof chunks !== 'object' || Array.isArray(chunks)) {
    problems.push(`${ASSETS_FILE} has no chunks object`);
    return null;
  }
  const result: AssetChunks = {};
  for (const [name, files] of Object.entries(chunks as Record<string, unknown>)) {
    const { js, css } = (files ?? {}) as { js?: unknown; css?: unknown };
    const list = (x: unknown) => (Array.isArray(x) && x.every((f) => typeof f === 'string') ? (x as string[]) : null);
    const jsFiles = list(js);
    const cssFiles = list(css);
    if (!jsFiles || !cssFiles) {
      problems.push(`${ASSETS_FILE}: chunk "${name}" is not { js: [...], css: [...] }`);
      continue;
    }
    result[name] = { js: jsFiles, css: cssFiles };
  }
  return result;
}

function parseJson(name: string, bytes: Buffer, problems: string[]): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    problems.push(`${name} is not JSON: ${(error as Error).message}`);
    return undefined;
  }
}

/** Whether a value is something React renders as a component: a function, or lazy/memo/forwardRef. */
/** What a loaded `./routes` export (its shape, render-host-process.ts shapeOf) breaks of the RemoteModule contract, against the declaration. */
export function contractProblems(
  exported: unknown,
  remote: RemoteName,
  declaration: ReleaseDeclaration,
  chunks: AssetChunks,
): string[] {
  const problems: string[] = [];
  const module = exported as { remote?: unknown; routes?: unknown } | null;
  if (!module || typeof module !== 'object') return ['its ./routes does not export a RemoteModule (no object)'];
  if (module.remote !== remote) problems.push(`its ./routes says it is the remote ${JSON.stringify(module.remote)}, not "${remote}"`);
  const routes = module.routes;
  if (!routes || typeof routes !== 'object' || Array.isArray(routes)) {
    problems.push('its ./routes has no routes object');
    return problems;
  }
  const declared = declaration.routes.map((r) => r.key);
  const implemented = Object.keys(routes);
  for (const key of declared) {
    if (!implemented.includes(key)) problems.push(`route key "${key}" is declared but its ./routes does not implement it`);
  }
  for (const key of implemented) {
    if (!declared.includes(key)) problems.push(`its ./routes implements route key "${key}", which the declaration does not declare`);
  }
  for (const key of implemented) {
    const route = (routes as Record<string, unknown>)[key] as { renderable?: unknown; chunk?: unknown } | null;
    if (!route || typeof route !== 'object' || route.renderable !== true) {
      problems.push(`route "${key}" has no component React can render`);
      continue;
    }
    if (route.chunk === undefined) continue;
    if (typeof route.chunk !== 'string') problems.push(`route "${key}" names a chunk that is not a string`);
    else if (!Object.hasOwn(chunks, route.chunk)) problems.push(`route "${key}" names the chunk "${route.chunk}", which ${ASSETS_FILE} does not list`);
  }
  return problems;
}

/**
 * The modules a remote's server build may require (shared/build/webpack.cjs SERVER_PROVIDED; the shell's
 * renderer provides the same in shell/src/server/shared-modules.ts, and the render host's check without
 * a shell build in render-host-process.ts).
 */
export const SERVER_PROVIDED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'urql',
  '@urql/core',
  'zustand',
  'zustand/vanilla',
  'react-intl',
  '@shop/shared',
  'react-router',
  'valibot',
] as const;

/** How long the top-level code of a build under check may run (a loop must not hang the check). */
export const INSPECT_TIMEOUT_MS = 5_000;

/**
 * How a build is loaded for the check (ADR 0039): in a render host of its own, started for the check
 * and ended with it, without the API's environment, files or database: through the shell's server build
 * (`inspectRemoteBuild`, the renderer's own evaluation with its shared modules: the build runs as it
 * will on the first server render) or, without a shell build (the API's tests), with @shop/shared's
 * packages. `via` says which, for the logs and tests.
 */
export function buildInspector(shellDist: string): { inspect: BuildInspector; via: 'shell' | 'fallback' } {
  const file = join(shellDist, RENDERER_FILE);
  return {
    inspect: (remote, code) => inspectBuildIsolated(file, remote, code, INSPECT_TIMEOUT_MS),
    via: existsSync(file) ? 'shell' : 'fallback',
  };
}

export interface CheckReleaseInput {
  remote: RemoteName;
  declaration: ReleaseDeclaration;
  files: ReleaseFiles;
  inspect: BuildInspector;
}

/** A release the check passed, for the server-render smoke test that follows (http/release-smoke.ts). */
export interface SmokeCandidate {
  remote: string;
  version: string;
  declaration: ReleaseDeclaration;
  sourceDir: string | null;
  baseUrl: string | null;
  /** The server build and the chunks the release check read. */
  serverCode: string;
  chunks: AssetChunks;
}

/** Renders a candidate's pages; answers a sentence per page that fails on the server (none: it passed). */
export type SmokeRender = (candidate: SmokeCandidate) => Promise<string[]>;

/** Runs the whole check. Problems are sentences naming the file or route key at fault. */
export async function checkRelease({ remote, declaration, files, inspect }: CheckReleaseInput): Promise<ReleaseCheckResult> {
  const problems: string[] = [];
  const limit = pLimit(files.kind === 'cdn' ? CHECK_LIMITS.fetchConcurrency : 4);
  const cache = new Map<string, Promise<Buffer | null>>();
  const read = (path: string): Promise<Buffer | null> => {
    let pending = cache.get(path);
    if (!pending) {
      pending = limit(() => files.read(path));
      cache.set(path, pending);
    }
    return pending;
  };
  const readRequired = async (path: string, why: string): Promise<Buffer | null> => {
    try {
      const bytes = await read(path);
      if (!bytes) problems.push(`${path} (${why}) is missing`);
      return bytes;
    } catch (error) {
      problems.push(`${path} (${why}): ${(error as Error).message}`);
      return null;
    }
  };

  const [manifestBytes, assetsBytes, serverBytes] = await Promise.all([
    readRequired(MANIFEST_FILE, 'the federation manifest'),
    readRequired(ASSETS_FILE, 'the files of each chunk'),
    readRequired(SERVER_BUILD_FILE, 'the server build of ./routes'),
  ]);
  const manifest = manifestBytes ? parseJson(MANIFEST_FILE, manifestBytes, problems) : undefined;
  if (manifest !== undefined) problems.push(...sharedContractProblems(manifest, declaration.contractVersion));
  const assetsJson = assetsBytes ? parseJson(ASSETS_FILE, assetsBytes, problems) : undefined;
  const chunks = assetsJson === undefined ? null : parseAssets(assetsJson, problems);

  // Every file the manifest and shop-assets.json name: inside the release, present, and (JavaScript)
  // compiling: a copy cut short is refused here, not on a shopper's page.
  const named = new Map<string, string>();
  if (manifest !== undefined) for (const file of manifestFiles(manifest, problems)) named.set(file, MANIFEST_FILE);
  if (chunks) for (const [name, { js, css }] of Object.entries(chunks)) for (const file of [...js, ...css]) if (!named.has(file)) named.set(file, `${ASSETS_FILE} chunk "${name}"`);
  if (named.size > CHECK_LIMITS.maxFiles) {
    return { ok: false, problems: [...problems, `the release names ${named.size} files, more than the ${CHECK_LIMITS.maxFiles} a build has`] };
  }
  const remoteEntry = [...named.entries()].find(([, from]) => from === MANIFEST_FILE)?.[0];
  await Promise.all(
    [...named.entries()].map(async ([file, from]) => {
      const problem = pathProblem(file);
      if (problem) {
        problems.push(`${from} names ${problem}`);
        return;
      }
      const bytes = await readRequired(file, `named by ${from}`);
      if (bytes && file.endsWith('.js') && bytes.byteLength > SIZE_GATES.maxJsFileBytes) {
        problems.push(`${file} is ${bytes.byteLength} bytes, more than the ${SIZE_GATES.maxJsFileBytes} a JavaScript file of a release may have`);
      } else if (bytes && file.endsWith('.js')) compileProblem(file, bytes, problems);
    }),
  );
  if (serverBytes) compileProblem(SERVER_BUILD_FILE, serverBytes, problems, true);
  if (problems.length || !serverBytes || !chunks) return { ok: false, problems: problems.length ? problems : ['the release is incomplete'] };

  // Loaded as the server renderer loads it, then held against the declaration.
  let exported: unknown;
  try {
    exported = await inspect(remote, serverBytes.toString('utf8'));
  } catch (error) {
    return { ok: false, problems: [`its server build (${SERVER_BUILD_FILE}) does not load: ${(error as Error).message}`] };
  }
  const broken = contractProblems(exported, remote, declaration, chunks);
  if (broken.length) return { ok: false, problems: broken };

  const routes = (exported as { routes: Record<string, { chunk?: string }> }).routes;
  const gzipped = new Map<string, number>();
  const gzipSize = async (file: string): Promise<number> => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync((await read(file)) as Buffer, { level: 9 }).byteLength;
      gzipped.set(file, size);
    }
    return size;
  };
  const pageJsGzip: Record<string, number> = {};
  for (const { key } of declaration.routes) {
    const chunk = routes[key]?.chunk;
    const pageFiles = new Set([
      ...(remoteEntry ? [remoteEntry] : []),
      ...(chunks[ROUTES_EXPOSE_CHUNK]?.js ?? []),
      ...(chunk ? (chunks[chunk]?.js ?? []) : []),
    ]);
    let bytes = 0;
    for (const file of pageFiles) bytes += await gzipSize(file);
    pageJsGzip[key] = bytes;
  }
  // Each page against its team's declared budget (the route module's maxJsGzipBytes), and every page against the shop's cap.
  const budgets = new Map(declaration.routes.map((route) => [route.key as string, route.maxJsGzipBytes]));
  const heavy = Object.entries(pageJsGzip).flatMap(([key, bytes]) => {
    if (bytes > SIZE_GATES.maxPageJsGzipBytes) return [`the page ${key} needs ${bytes} bytes of gzipped JavaScript, more than the ${SIZE_GATES.maxPageJsGzipBytes} a page may`];
    const budget = budgets.get(key);
    if (budget !== undefined && bytes > budget) return [`the page ${key} needs ${bytes} bytes of gzipped JavaScript, more than the ${budget} its release declares (maxJsGzipBytes of its route module)`];
    return [];
  });
  if (heavy.length) return { ok: false, problems: heavy };
  return {
    ok: true,
    figures: { builtAt: declaration.builtAt ?? null, gitCommit: declaration.gitCommit ?? null, pageJsGzip, fileHashes: await hashesOf(cache) },
    build: { serverCode: serverBytes.toString('utf8'), chunks },
  };
}

/** The SRI hash of each file the check read (all of them read without error: the check passed). */
async function hashesOf(read: Map<string, Promise<Buffer | null>>): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const path of [...read.keys()].sort()) {
    const bytes = await (read.get(path) as Promise<Buffer | null>).catch(() => null);
    if (bytes) hashes[path] = sriOf(bytes);
  }
  return hashes;
}

function compileProblem(file: string, bytes: Buffer, problems: string[], commonJs = false): void {
  const code = bytes.toString('utf8');
  try {
    // Compiled, never run: a syntax error (a file cut short, a wrong file under the name) shows here.
    // The server build is compiled in the CommonJS wrapper it runs in.
    new Script(commonJs ? `(function (exports, require, module, __filename, __dirname) {${code}\n})` : code, { filename: file });
  } catch (error) {
    problems.push(`${file} does not compile: ${(error as Error).message}`);
  }
}

/** A release's page sizes as a list in its declared key order (for GraphQL, the CLI and the console). */
export function pageJsSizes(release: {
  declaration: ReleaseDeclaration | null;
  pageJsGzip: Record<string, number> | null;
}): Array<{ routeKey: string; bytes: number }> {
  const sizes = release.pageJsGzip ?? {};
  const order = release.declaration?.routes.map((route) => route.key) ?? Object.keys(sizes);
  return order.filter((key) => typeof sizes[key] === 'number').map((routeKey) => ({ routeKey, bytes: sizes[routeKey] as number }));
}
