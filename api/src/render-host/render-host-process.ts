/**
 * The render host (ADR 0039): a process of its own in which releases' server builds are evaluated and
 * pages rendered. The API starts it with an empty environment, Node's permission model (it may read
 * the shell's renderer file and nothing else; no child processes, workers or native addons) and, when
 * the API runs as root, another user. It has no database, no secrets and no network access of its
 * own: `fetch` is gone before any release code runs; a page's data, a release's code and its asset
 * list are asked of the API over the IPC channel, for a render in flight only. A release can break
 * pages here, not steal keys.
 *
 * Started with `inspect` as its argument, it evaluates one build for the release check and exits.
 * Bundled on its own (api/build.mjs): it imports only Node's modules and ./protocol.
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { runInThisContext } from 'node:vm';
import type { Ask, BuildShape, FromHost, GraphqlAnswer, RenderInputMessage, ToHost } from './protocol';
import { RENDERER_API } from './protocol';

interface RenderHandle {
  pipe(destination: Writable): void;
  abort(reason?: unknown): void;
}
interface RendererModule {
  SHELL_SERVER_API?: number;
  renderShellPage(input: unknown, callbacks: { onShellReady(policy: 'public' | 'private' | 'none', status?: number): void; onShellError(error: unknown): void }): Promise<RenderHandle>;
  evaluatedBuildCount?(): number;
  inspectRemoteBuild?(remote: string, code: string): unknown;
}

// What the release code must not have: the host's own reach to the network. Requests go through the
// API (asks below), which applies the visitor's limits as it does to a browser's.
for (const name of ['fetch', 'WebSocket', 'EventSource'] as const) {
  delete (globalThis as Record<string, unknown>)[name];
}

const send = (message: FromHost, done?: (error: Error | null) => void): void => {
  if (!process.connected) return;
  process.send?.(message, undefined, undefined, done);
};

// The host has no stdout or stderr of its own (a pipe there would be a socket a release could reuse):
// what the renderer logs goes to the API's log through the channel.
for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
  console[level] = (...args: unknown[]) => send({ t: 'log', level: level === 'error' || level === 'warn' ? level : 'info', text: args.map((arg) => (typeof arg === 'string' ? arg : arg instanceof Error ? arg.message : safeJson(arg))).join(' ') });
}
function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
/** An error as text for the API's log (its stack stays here: it names the host's files only). */
const describe = (error: unknown): string => (error instanceof Error ? (error.name === 'Error' ? error.message : `${error.name}: ${error.message}`) : String(error));

const nodeRequire = createRequire(import.meta.url);
let loaded: { file: string; mtimeMs: number; module: RendererModule } | undefined;

/** The shell's renderer; a rebuilt shell is picked up at the next render, as in-process before. */
function renderer(file: string): RendererModule {
  const { mtimeMs } = statSync(file);
  if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.module;
  delete nodeRequire.cache[nodeRequire.resolve(file)];
  const module = nodeRequire(file) as RendererModule;
  if (module.SHELL_SERVER_API !== RENDERER_API) throw new Error(`${file} speaks renderer API ${module.SHELL_SERVER_API}, the render host ${RENDERER_API}`);
  loaded = { file, mtimeMs, module };
  return module;
}

let nextAsk = 1;
const asks = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
function ask(id: number, request: Ask): Promise<unknown> {
  const key = nextAsk++;
  return new Promise((resolve, reject) => {
    asks.set(key, { resolve, reject });
    send({ t: 'ask', ask: key, id, request });
  });
}

const renders = new Map<number, { handle?: RenderHandle; pipeWanted?: boolean }>();

/** Marks a flush of React's stream in the order of the chunks around it. */
const FLUSH = Object.freeze({ flush: true });

function pipeTo(id: number, handle: RenderHandle): void {
  const destination = new Writable({
    objectMode: true,
    write(chunk: unknown, _encoding, done) {
      if (chunk === FLUSH) send({ t: 'flush', id }, () => done());
      else if ((chunk as Uint8Array | string).length === 0) done();
      else send({ t: 'chunk', id, data: chunk as Uint8Array | string }, () => done());
    },
    final(done) {
      renders.delete(id);
      send({ t: 'end', id }, () => done());
    },
  });
  // A flush may come after the end (the shell's data stream flushes once its last write is done, which
  // can be after it ended the page): there is nothing left to flush then.
  Object.assign(destination, { flush: () => destination.writableEnded || destination.write(FLUSH) });
  destination.on('error', (error) => {
    renders.delete(id);
    send({ t: 'stream-error', id, error: describe(error) });
  });
  handle.pipe(destination);
}

async function render(id: number, rendererFile: string, input: RenderInputMessage): Promise<void> {
  const state: { handle?: RenderHandle; pipeWanted?: boolean } = {};
  renders.set(id, state);
  try {
    const module = renderer(rendererFile);
    const remotes: Record<string, { key: string; code(): Promise<string>; assets(): Promise<unknown> }> = {};
    for (const [name, key] of Object.entries(input.remotes)) {
      remotes[name] = {
        key,
        code: () => ask(id, { what: 'code', remote: name }) as Promise<string>,
        assets: () => ask(id, { what: 'assets', remote: name }),
      };
    }
    const graphqlFetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const headers: Record<string, string> = {};
      new Headers(init?.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const body = typeof init?.body === 'string' ? init.body : null;
      const answer = (await ask(id, { what: 'graphql', request: { url: String(url), method: init?.method ?? 'GET', headers, body } })) as GraphqlAnswer;
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    };
    const handle = await module.renderShellPage(
      {
        ...input,
        graphqlFetch,
        remotes,
        onError: (error: unknown) => send({ t: 'region-error', id, error: describe(error) }),
      },
      {
        // Only a 404 passes: the page's loader can say that what it shows is missing, nothing else.
        onShellReady: (policy, status) => send(status === 404 ? { t: 'shell-ready', id, policy, status: 404 } : { t: 'shell-ready', id, policy }),
        onShellError: (error) => send({ t: 'shell-error', id, error: describe(error) }),
      },
    );
    // Aborted while the render started (the API gave up on it): it ends here.
    if (renders.get(id) !== state) {
      handle.abort(new Error('aborted'));
      return;
    }
    state.handle = handle;
    send({ t: 'handle', id });
    if (state.pipeWanted) pipeTo(id, handle);
  } catch (error) {
    renders.delete(id);
    send({ t: 'render-failed', id, error: describe(error) });
  }
}

function isRenderable(component: unknown): boolean {
  if (typeof component === 'function') return true;
  return typeof component === 'object' && component !== null && typeof (component as { $$typeof?: unknown }).$$typeof === 'symbol';
}

/** What the release check needs of a build's export, as plain data. */
export function shapeOf(exported: unknown): BuildShape | null {
  if (!exported || typeof exported !== 'object') return null;
  const { remote, routes } = exported as { remote?: unknown; routes?: unknown };
  const plain = remote === null || ['string', 'number', 'boolean'].includes(typeof remote);
  const shape: BuildShape = { remote: plain ? (remote as string | number | boolean | null) : { type: typeof remote }, routes: null };
  if (routes && typeof routes === 'object' && !Array.isArray(routes)) {
    shape.routes = {};
    for (const [key, route] of Object.entries(routes as Record<string, unknown>)) {
      const { component, chunk } = (route && typeof route === 'object' ? route : {}) as { component?: unknown; chunk?: unknown };
      shape.routes[key] = {
        renderable: !!route && typeof route === 'object' && isRenderable(component),
        ...(chunk === undefined ? {} : { chunk: typeof chunk === 'string' ? chunk : null }),
      };
    }
  }
  return shape;
}

/**
 * The loader of last resort, for a shop without a shell build (the API's tests): the build runs in the
 * same CommonJS wrapper as in the shell's renderer; its `require` reaches only the packages
 * @shop/shared depends on. @shop/shared itself exists only as TypeScript source then: refused.
 */
function inspectWithoutShell(sharedPackageDir: string, remote: string, code: string, timeoutMs: number): unknown {
  const sharedRequire = createRequire(`${sharedPackageDir}/package.json`);
  const allowed = new Set(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'urql', '@urql/core', 'zustand', 'zustand/vanilla', 'react-intl', '@shop/shared', 'react-router', 'valibot']);
  const requireShared = (id: string): unknown => {
    if (!allowed.has(id)) throw new Error(`a remote's server build may only require the shared modules, not "${id}"`);
    if (id === '@shop/shared') throw new Error("it requires @shop/shared, which only the shell's server build provides (the shell's server build is missing or predates the release check: build the shell)");
    return sharedRequire(id);
  };
  const filename = `shop-remote-check:///${remote}/server/routes.js`;
  const module = { exports: {} as Record<string, unknown> };
  const realm = globalThis as Record<string, unknown>;
  realm.__shopInspect = { exports: module.exports, require: requireShared, module };
  runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${code}\n})(globalThis.__shopInspect.exports, globalThis.__shopInspect.require, globalThis.__shopInspect.module, ${JSON.stringify(filename)}, '/')`,
    { filename, timeout: timeoutMs },
  );
  return module.exports.default ?? module.exports;
}

function inspect(message: Extract<ToHost, { t: 'inspect' }>): void {
  try {
    let exported: unknown;
    let module: RendererModule | undefined;
    try {
      module = renderer(message.rendererFile);
    } catch (error) {
      if (!message.sharedPackageDir) throw error;
    }
    if (module && typeof module.inspectRemoteBuild === 'function') exported = module.inspectRemoteBuild(message.remote, message.code);
    else if (message.sharedPackageDir) exported = inspectWithoutShell(message.sharedPackageDir, message.remote, message.code, message.timeoutMs);
    else throw new Error('the shell’s server build cannot inspect releases: build the shell');
    send({ t: 'inspected', id: message.id, ok: true, shape: shapeOf(exported) }, () => process.exit(0));
  } catch (error) {
    send({ t: 'inspected', id: message.id, ok: false, error: (error as Error)?.message ?? String(error) }, () => process.exit(0));
  }
}

process.on('message', (message: ToHost) => {
  switch (message.t) {
    case 'render':
      void render(message.id, message.rendererFile, message.input);
      break;
    case 'pipe': {
      const state = renders.get(message.id);
      if (!state) break;
      if (state.handle) pipeTo(message.id, state.handle);
      else state.pipeWanted = true;
      break;
    }
    case 'abort': {
      const state = renders.get(message.id);
      renders.delete(message.id);
      state?.handle?.abort(new Error(message.reason));
      break;
    }
    case 'answer': {
      const pending = asks.get(message.ask);
      asks.delete(message.ask);
      if (message.ok) pending?.resolve(message.value);
      else pending?.reject(new Error(message.error));
      break;
    }
    case 'inspect':
      inspect(message);
      break;
    case 'count': {
      let count = 0;
      try {
        count = renderer(message.rendererFile).evaluatedBuildCount?.() ?? 0;
      } catch {}
      send({ t: 'counted', id: message.id, count });
      break;
    }
  }
});
// A failure nobody caught ends the host (the API starts another), told in the API's log first.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (error: unknown) => {
    send({ t: 'log', level: 'error', text: `the render host ends on ${event}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` }, () => process.exit(70));
    setTimeout(() => process.exit(70), 1_000).unref();
  });
}
// The API stops the host with it.
process.on('disconnect', () => process.exit(0));
// Alive and not stuck in a release's endless loop: the API restarts a host that stops saying so.
setInterval(() => send({ t: 'alive' }), 1_000).unref();
send({ t: 'alive' });
