/**
 * The API's side of the render host (ADR 0039, render-host-process.ts): starts it without the API's
 * environment, under Node's permission model (and, when the API runs as root, as `nobody`), hands it
 * pages to render and answers what it asks for a render in flight: the page's GraphQL requests (run
 * as the visitor's, through the API's own rules), a release's server build and asset list (read here,
 * where the registry's records are). A host that stops answering (a release's endless loop) is killed
 * and started again; the pages it had fall back to a browser render.
 */
import { AsyncResource } from 'node:async_hooks';
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, realpathSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, parse, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type RequestContext, log, requestContext, runWithRequestContext } from '../observability/log';
import type { BuildShape, FromHost, GraphqlAnswer, RenderInputMessage, ToHost } from './protocol';

type CachePolicy = 'public' | 'private' | 'none';
export interface RenderHandle {
  pipe(destination: Writable & { flush?(): void }): void;
  abort(reason?: unknown): void;
}
export interface HostRemoteSource {
  key: string;
  code(): Promise<string>;
  assets(): Promise<unknown>;
}
export interface HostRenderInput extends Omit<RenderInputMessage, 'remotes'> {
  graphqlFetch: typeof fetch;
  remotes: Record<string, HostRemoteSource>;
  onError(error: unknown): void;
}
export interface RenderCallbacks {
  /** `status` 404: the page's loader found that what the path names does not exist (issue 34). */
  onShellReady(policy: CachePolicy, status?: 404): void;
  onShellError(error: unknown): void;
}

/** A host silent this long is stuck (a release's loop on the main thread): it is killed. */
export const HOST_SILENCE_LIMIT_MS = 10_000;
/**
 * GraphQL queries one page's render may ask for. The shell and a page ask a handful (no page of the
 * journeys comes near it: none logged a refusal); a release that loops on queries gets its first ones
 * answered and the rest refused, so one page request cannot buy an unbounded amount of API work
 * (issue 32's cost rule). Refusals are logged once per page.
 */
export const MAX_GRAPHQL_PER_RENDER = 40;
/** The host's heap: a release that leaks takes the host down, not the API. */
const HOST_HEAP_MB = 1_024;
/** The user the host runs as when the API runs as root (Debian's `nobody`). */
const NOBODY = 65_534;

const here = dirname(fileURLToPath(import.meta.url));
const nodeRequire = createRequire(import.meta.url);
let entryFile: Promise<string> | undefined;

/**
 * The host's script: `render-host.mjs` beside the production bundle (api/build.mjs), else (source:
 * tests, `tsx`) the same bundle made once per process into a temporary folder.
 */
export function hostEntry(): Promise<string> {
  entryFile ??= (async () => {
    const bundled = join(here, 'render-host.mjs');
    if (existsSync(bundled)) return bundled;
    const { build } = await import('esbuild');
    const dir = mkdtempSync(join(tmpdir(), 'shop-render-host-'));
    chmodSync(dir, 0o755);
    const outfile = join(dir, 'render-host.mjs');
    await build({ entryPoints: [join(here, 'render-host-process.ts')], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'silent' });
    chmodSync(outfile, 0o644);
    return outfile;
  })();
  return entryFile;
}

/** Whether a user other than the file's owner can read it (every folder on the way searchable). */
function othersCanRead(file: string): boolean {
  try {
    if ((statSync(file).mode & 0o004) === 0) return false;
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return false;
      if (dir === parse(dir).root) return true;
    }
  } catch {
    return false;
  }
}

/** A line the host logged, in the API's log (redacted there like the API's own). */
function logFromHost(message: Extract<FromHost, { t: 'log' }>): void {
  const level = message.level === 'error' || message.level === 'warn' ? message.level : 'info';
  log[level]({ source: 'render-host' }, `[render-host] ${message.text.slice(0, 4_000)}`);
}

let warnedRoot = false;
function spawnHost(entry: string, readable: string[]): ChildProcess {
  const env: Record<string, string> = { NODE_ENV: 'production' };
  if (process.env.TZ) env.TZ = process.env.TZ;
  const asRoot = process.getuid?.() === 0;
  const dropUser = asRoot && [entry, ...readable.filter((path) => existsSync(path))].every((path) => othersCanRead(path));
  if (asRoot && !dropUser && !warnedRoot) {
    warnedRoot = true;
    log.warn('[render-host] the API runs as root and the shell build is not readable by others: the render host stays root (permission model only); run the API as an unprivileged user');
  }
  return fork(entry, [], {
    execArgv: [
      '--experimental-permission',
      '--disable-warning=ExperimentalWarning',
      `--max-old-space-size=${HOST_HEAP_MB}`,
      `--allow-fs-read=${entry}`,
      ...readable.map((path) => `--allow-fs-read=${path}`),
    ],
    env,
    serialization: 'advanced',
    // No stdout or stderr: the host logs through the channel (render-host-process.ts).
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    ...(dropUser ? { uid: NOBODY, gid: NOBODY } : {}),
  });
}

function unrefHost(child: ChildProcess): void {
  child.unref();
  (child.channel as { unref?(): void } | undefined)?.unref?.();
}

interface Flight {
  input: HostRenderInput;
  callbacks: RenderCallbacks;
  settle?: { resolve(handle: RenderHandle): void; reject(error: Error): void };
  shellReady: boolean;
  shellFailed: boolean;
  destination?: Writable & { flush?(): void };
  /** GraphQL queries this render asked for so far (MAX_GRAPHQL_PER_RENDER). */
  graphqlAsked: number;
  /**
   * The page request's log context: what the host sends about this render arrives on the IPC
   * channel, outside the request, and is handled (and logged) in this context again.
   */
  context: RequestContext | undefined;
}

/**
 * A renderer with the shell renderer's interface (renderShellPage), whose work happens in the host.
 * `rendererFile` is the shell's server build; the host may read its folder and nothing else.
 */
export function createRenderHost(rendererFile: string, options: { silenceLimitMs?: number } = {}) {
  const silenceLimitMs = options.silenceLimitMs ?? HOST_SILENCE_LIMIT_MS;
  const outsideAnyRequest = AsyncResource.bind(<T>(spawn: () => T): T => spawn());
  let child: ChildProcess | undefined;
  let closed = false;
  let lastAlive = 0;
  let nextId = 1;
  const flights = new Map<number, Flight>();
  const counts = new Map<number, (count: number) => void>();

  const watchdog = setInterval(() => {
    if (child && flights.size > 0 && Date.now() - lastAlive > silenceLimitMs) {
      log.error({ silenceLimitMs }, `[render-host] the render host said nothing for ${silenceLimitMs} ms (a release's server build stuck?): restarted; its pages render in the browser`);
      child.kill('SIGKILL');
    }
  }, Math.min(1_000, silenceLimitMs / 2));
  watchdog.unref();

  async function host(): Promise<ChildProcess> {
    if (child && child.exitCode === null && child.connected) return child;
    const entry = await hostEntry();
    // Spawned in the async context the host was made in, not in the page's that needed it first: its
    // messages (every later page's) would otherwise run in that page's context (its trace, ADR 0065).
    const started = outsideAnyRequest(() => spawnHost(entry, [dirname(rendererFile)]));
    unrefHost(started);
    lastAlive = Date.now();
    started.on('message', (message: FromHost) => onMessage(message));
    started.on('error', (error) => log.error({ err: error.message }, '[render-host] the render host failed'));
    started.on('exit', (code, signal) => {
      if (child === started) child = undefined;
      if (!closed) log.error({ exitCode: code, signal }, `[render-host] the render host ended (${signal ?? code}); the next page starts another`);
      const error = new Error(`the render host ended (${signal ?? code})`);
      for (const [id, flight] of flights) fail(id, flight, error);
      for (const resolve of counts.values()) resolve(0);
      counts.clear();
    });
    child = started;
    return started;
  }

  function send(message: ToHost): void {
    if (child?.connected) child.send(message);
  }

  function fail(id: number, flight: Flight, error: Error): void {
    flights.delete(id);
    if (flight.settle) flight.settle.reject(error);
    else if (flight.destination) flight.destination.destroy(error);
    else if (!flight.shellReady && !flight.shellFailed) flight.callbacks.onShellError(error);
  }

  async function answerAsk(id: number, ask: Extract<FromHost, { t: 'ask' }>): Promise<void> {
    const flight = flights.get(id);
    try {
      if (!flight) throw new Error('no such render');
      const { request } = ask;
      let value: unknown;
      if (request.what === 'graphql') {
        flight.graphqlAsked += 1;
        if (flight.graphqlAsked > MAX_GRAPHQL_PER_RENDER) {
          if (flight.graphqlAsked === MAX_GRAPHQL_PER_RENDER + 1) {
            const path = flight.input.url.split('?')[0];
            log.error({ path, limit: MAX_GRAPHQL_PER_RENDER }, `[ssr] a page asked for more than ${MAX_GRAPHQL_PER_RENDER} GraphQL queries while rendering (${path}): the rest are refused`);
          }
          throw new Error(`a page may ask for ${MAX_GRAPHQL_PER_RENDER} GraphQL queries while it renders`);
        }
        const response = await flight.input.graphqlFetch(request.request.url, {
          method: request.request.method,
          headers: request.request.headers,
          body: request.request.body,
        });
        const headers: Record<string, string> = {};
        response.headers.forEach((headerValue, name) => {
          headers[name] = headerValue;
        });
        value = { status: response.status, headers, body: await response.text() } satisfies GraphqlAnswer;
      } else {
        const source = flight.input.remotes[request.remote];
        if (!source) throw new Error(`no server build of ${request.remote} for this page`);
        value = request.what === 'code' ? await source.code() : await source.assets();
      }
      send({ t: 'answer', ask: ask.ask, ok: true, value });
    } catch (error) {
      send({ t: 'answer', ask: ask.ask, ok: false, error: (error as Error)?.message ?? String(error) });
    }
  }

  function onMessage(message: FromHost): void {
    const context = 'id' in message ? flights.get(message.id)?.context : undefined;
    if (context) runWithRequestContext(context, () => dispatch(message));
    else dispatch(message);
  }

  function dispatch(message: FromHost): void {
    if (message.t === 'alive') {
      lastAlive = Date.now();
      return;
    }
    if (message.t === 'log') {
      logFromHost(message);
      return;
    }
    if (message.t === 'counted') {
      counts.get(message.id)?.(message.count);
      counts.delete(message.id);
      return;
    }
    if (message.t === 'inspected') return;
    if (message.t === 'ask') {
      void answerAsk(message.id, message);
      return;
    }
    const flight = flights.get(message.id);
    if (!flight) {
      // A render this side gave up on (aborted, shell failed): the host lets it go too.
      if (message.t === 'handle') send({ t: 'abort', id: message.id, reason: 'no longer wanted' });
      return;
    }
    switch (message.t) {
      case 'handle': {
        const settle = flight.settle;
        flight.settle = undefined;
        settle?.resolve({
          pipe(destination) {
            // The host ended between the shell and this call: the page ends here.
            if (!flights.has(message.id)) {
              destination.destroy(new Error('the render host ended'));
              return;
            }
            flight.destination = destination;
            send({ t: 'pipe', id: message.id });
          },
          abort(reason) {
            flights.delete(message.id);
            send({ t: 'abort', id: message.id, reason: reason instanceof Error ? reason.message : String(reason ?? 'aborted') });
          },
        });
        break;
      }
      case 'render-failed':
        flights.delete(message.id);
        flight.settle?.reject(new Error(message.error));
        break;
      case 'shell-ready':
        flight.shellReady = true;
        // The host is untrusted (it runs releases' code): anything but 404 is ignored.
        if (message.status === 404) flight.callbacks.onShellReady(message.policy, 404);
        else flight.callbacks.onShellReady(message.policy);
        break;
      case 'shell-error': {
        // Nothing of this page is sent (the caller serves it client-rendered): the host lets it go.
        flight.shellFailed = true;
        flights.delete(message.id);
        flight.callbacks.onShellError(new Error(message.error));
        flight.settle?.resolve({ pipe: (destination) => destination.destroy(new Error('the shell failed')), abort() {} });
        send({ t: 'abort', id: message.id, reason: 'the shell failed' });
        break;
      }
      case 'region-error':
        flight.input.onError(new Error(message.error));
        break;
      case 'chunk':
        flight.destination?.write(typeof message.data === 'string' ? message.data : Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength));
        break;
      case 'flush':
        flight.destination?.flush?.();
        break;
      case 'end':
        flights.delete(message.id);
        flight.destination?.end();
        break;
      case 'stream-error':
        flights.delete(message.id);
        flight.destination?.destroy(new Error(message.error));
        break;
    }
  }

  return {
    SHELL_SERVER_API: 1,
    async renderShellPage(input: HostRenderInput, callbacks: RenderCallbacks): Promise<RenderHandle> {
      await host();
      const id = nextId++;
      const { graphqlFetch: _graphqlFetch, remotes, onError: _onError, ...plain } = input;
      const keys: Record<string, string> = {};
      for (const [name, source] of Object.entries(remotes)) keys[name] = source.key;
      return new Promise<RenderHandle>((resolve, reject) => {
        flights.set(id, { input, callbacks, settle: { resolve, reject }, shellReady: false, shellFailed: false, graphqlAsked: 0, context: requestContext() });
        send({ t: 'render', id, rendererFile, input: { ...plain, remotes: keys } });
      });
    },
    /** Server builds the host holds evaluated (benchmarks and tests). */
    async evaluatedBuildCount(): Promise<number> {
      await host();
      const id = nextId++;
      return new Promise<number>((resolve) => {
        counts.set(id, resolve);
        send({ t: 'count', id, rendererFile });
      });
    },
    /** The host's process id (tests). */
    get pid(): number | undefined {
      return child?.pid;
    },
    close(): void {
      closed = true;
      clearInterval(watchdog);
      child?.kill();
      child = undefined;
    },
  };
}

export type RenderHost = ReturnType<typeof createRenderHost>;

/** Without a shell build (the API's tests), the check loads builds with @shop/shared's packages. */
function sharedPackages(): string[] {
  try {
    const shared = realpathSync(nodeRequire.resolve('@shop/shared/package.json'));
    const react = realpathSync(createRequire(shared).resolve('react'));
    const modules = react.slice(0, react.indexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
    return [dirname(shared), modules];
  } catch {
    return [];
  }
}

/**
 * How long a host may take to start and load the renderer before the check gives up on it. That is
 * our own code, not the release's (whose top-level code has its own few seconds, `timeoutMs`), so the
 * limit only has to catch a host that never starts: on a busy machine a start took long enough that
 * a test's second registration of a local build was refused (CI, 2026-12-02).
 */
const INSPECT_START_MS = 60_000;

/**
 * Loads a release's server build for the release check (release-check.ts) in a host of its own,
 * started for this check and ended with it: its top-level code runs with nothing to steal and leaves
 * nothing behind. Resolves with the shape of its export; rejects with why it did not load.
 */
export async function inspectBuildIsolated(rendererFile: string, remote: string, code: string, timeoutMs: number): Promise<BuildShape | null> {
  const withShell = existsSync(rendererFile);
  const packages = withShell ? [] : sharedPackages();
  const child = spawnHost(await hostEntry(), [dirname(rendererFile), ...packages]);
  unrefHost(child);
  return new Promise<BuildShape | null>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`it did not load within ${timeoutMs + INSPECT_START_MS} ms`));
    }, timeoutMs + INSPECT_START_MS);
    child.on('message', (message: FromHost) => {
      if (message.t === 'log') logFromHost(message);
      if (message.t !== 'inspected') return;
      clearTimeout(timer);
      if (message.ok) resolve(message.shape);
      else reject(new Error(message.error));
      child.kill();
    });
    // 'close', not 'exit': a host may exit before its last message is delivered ('exit' came first on
    // a busy machine and refused a build that had loaded); 'close' follows every message.
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      reject(new Error(`the check's host ended (${signal ?? exitCode}) before the build loaded`));
    });
    child.send({ t: 'inspect', id: 1, rendererFile, sharedPackageDir: withShell ? null : (packages[0] ?? null), remote, code, timeoutMs } satisfies ToHost);
  });
}
