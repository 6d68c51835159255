/**
 * The render host (ADR 0039, issue 32): code that runs there (the renderer, and so every release's
 * server build it evaluates) finds no secrets: not in its environment, not on the disk, not through a
 * child process or a worker; a stuck host is restarted; the release check's load runs there too.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { MAX_GRAPHQL_PER_RENDER, type RenderHost, createRenderHost, inspectBuildIsolated } from './render-host';
import { captureLogs } from '../testing/log-capture';

/**
 * A renderer that tries, from inside the host, everything a malicious release would: the environment,
 * the API's secret file and the database folder, a shell, a worker, the network, the process's user.
 * It renders what it got. (It has Node's full `require`, more than a release's build gets.)
 */
const PROBING_RENDERER = (secretFile: string, dataDir: string) => `
exports.SHELL_SERVER_API = 1;
const attempt = (what) => { try { const value = what(); return value === undefined ? 'allowed' : value; } catch (error) { return 'refused: ' + (error.code || error.message); } };
exports.renderShellPage = async (input, callbacks) => {
  if (input.url === '/stuck') for (;;) {}
  if (input.url.startsWith('/greedy')) {
    // A release that loops on queries: a hundred at once.
    const ask = () => input.graphqlFetch('http://shop.internal/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ greedy }"}' });
    const asked = await Promise.allSettled(Array.from({ length: 100 }, ask));
    const greedy = { answered: asked.filter((a) => a.status === 'fulfilled').length, refused: [...new Set(asked.filter((a) => a.status === 'rejected').map((a) => a.reason.message))] };
    setImmediate(() => callbacks.onShellReady('public'));
    return { abort() {}, pipe(destination) { destination.end(JSON.stringify(greedy)); } };
  }
  const fs = require('node:fs');
  const got = {
    env: process.env,
    uid: process.getuid(),
    secretFile: attempt(() => fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8')),
    dataDir: attempt(() => fs.readdirSync(${JSON.stringify(dataDir)}).join(',')),
    passwd: attempt(() => fs.readFileSync('/etc/passwd', 'utf8').slice(0, 20)),
    writeFile: attempt(() => fs.writeFileSync(${JSON.stringify(join(dataDir, 'planted'))}, 'x')),
    shell: attempt(() => require('node:child_process').execSync('id').toString()),
    worker: attempt(() => { new (require('node:worker_threads').Worker)('1', { eval: true }); }),
    nativeBinding: attempt(() => { process.binding('tcp_wrap'); }),
    fetch: typeof fetch,
    stdoutIsSocket: process.stdout.constructor.name,
  };
  const answer = await input.graphqlFetch('http://shop.internal/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ ping }"}' });
  got.graphql = await answer.text();
  console.error('probe done, DATABASE_URL=' + process.env.DATABASE_URL);
  setImmediate(() => callbacks.onShellReady('public'));
  return {
    abort() {},
    pipe(destination) {
      destination.write('<pre>');
      destination.flush && destination.flush();
      destination.end(JSON.stringify(got) + '</pre>');
      // The shell's data stream may flush once more after it ended the page: harmless.
      destination.flush && destination.flush();
    },
  };
};
`;

function collect(): { destination: Writable; text: Promise<string> } {
  const chunks: Buffer[] = [];
  let done!: (text: string) => void;
  let failed!: (error: Error) => void;
  const text = new Promise<string>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  destination.on('finish', () => done(Buffer.concat(chunks).toString('utf8')));
  destination.on('error', failed);
  return { destination, text };
}

const PAGE = {
  origin: 'http://shop.localhost',
  storefrontConfig: {},
  boot: {},
  nonce: 'n',
  assets: { bootstrapScripts: [], stylesheets: [], scripts: [] },
  requestHeaders: {},
  visitorHeaders: {},
  remotes: {},
  remoteBudgetMs: 1_500,
  renderBudgetMs: 4_000,
  completeWithinMs: 300,
};

describe('the render host', () => {
  let tmp: string;
  let rendererFile: string;
  let secretFile: string;
  let dataDir: string;
  let host: RenderHost;
  const queries: string[] = [];
  const saved = { DATABASE_URL: process.env.DATABASE_URL, SECRETS_KEY: process.env.SECRETS_KEY };

  beforeAll(() => {
    // The API's environment holds what a release must never see.
    process.env.DATABASE_URL = 'postgres://shop:db-password@db.internal/shop';
    process.env.SECRETS_KEY = 'the-secrets-key';
    tmp = mkdtempSync(join(tmpdir(), 'shop-render-host-test-'));
    chmodSync(tmp, 0o755);
    dataDir = join(tmp, 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    // Readable by anyone as far as the operating system goes: the permission model is what refuses it.
    secretFile = join(dataDir, 'secrets.json');
    writeFileSync(secretFile, '{"pinPepper":"pepper"}', { mode: 0o644 });
    const shellServer = join(tmp, 'shell-dist', 'server');
    mkdirSync(shellServer, { recursive: true, mode: 0o755 });
    rendererFile = join(shellServer, 'shell-server.js');
    writeFileSync(rendererFile, PROBING_RENDERER(secretFile, dataDir), { mode: 0o644 });
    host = createRenderHost(rendererFile, { silenceLimitMs: 2_000 });
  });

  afterAll(() => {
    host.close();
    rmSync(tmp, { recursive: true, force: true });
    Object.assign(process.env, saved);
    for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name];
  });

  async function renderPage(url: string): Promise<{ policy: string; html: string; errors: string[] }> {
    const errors: string[] = [];
    let policy = '';
    let shellError: Error | undefined;
    const handle = await host.renderShellPage(
      {
        ...PAGE,
        url,
        graphqlFetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
          queries.push(String(init?.body));
          return new Response('{"data":{"ping":"pong"}}', { headers: { 'content-type': 'application/json' } });
        }) as typeof fetch,
        onError: (error) => errors.push(String(error)),
      },
      {
        onShellReady: (verdict) => {
          policy = verdict;
        },
        onShellError: (error) => {
          shellError = error as Error;
        },
      },
    );
    if (shellError) throw shellError;
    const { destination, text } = collect();
    handle.pipe(destination);
    const html = await text;
    return { policy, html, errors };
  }

  it('gives a release nothing to steal: no environment, no files but the renderer, no shell, no worker, no fetch (issue 32)', async () => {
    const logs = captureLogs();
    try {
      const { policy, html } = await renderPage('/probe');
      const got = JSON.parse(html.replace(/^<pre>|<\/pre>$/g, ''));
      // What a release in the host got, in the test's output for the closing note.
      console.info(`what the render host gave a release: ${JSON.stringify(got, null, 2)}`);
      expect(policy).toBe('public');
      expect(got.env).toEqual({ NODE_ENV: 'production' });
      expect(JSON.stringify(got)).not.toMatch(/db-password|the-secrets-key|pepper/);
      expect(got.secretFile).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.dataDir).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.passwd).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.writeFile).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.shell).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.worker).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.nativeBinding).toBe('refused: ERR_ACCESS_DENIED');
      expect(got.fetch).toBe('undefined');
      expect(got.stdoutIsSocket).not.toBe('Socket');
      // Running as root, the host runs as nobody.
      if (process.getuid?.() === 0) expect(got.uid).toBe(65_534);
      // Its data came from the API, through the render's own GraphQL.
      expect(got.graphql).toBe('{"data":{"ping":"pong"}}');
      expect(queries).toContain('{"query":"{ ping }"}');
      // What it logs reaches the API's log, marked as the host's.
      expect(logs.lines.some((line) => line.level === 'error' && line.source === 'render-host' && line.msg.startsWith('[render-host] probe done, DATABASE_URL=undefined'))).toBe(true);
    } finally {
      logs.restore();
    }
  }, 60_000);

  it('answers a page at most MAX_GRAPHQL_PER_RENDER GraphQL queries; the rest are refused, logged once (cost)', async () => {
    const logs = captureLogs();
    try {
      const before = queries.filter((q) => q.includes('greedy')).length;
      const { html } = await renderPage('/greedy?x=1');
      expect(JSON.parse(html)).toEqual({ answered: MAX_GRAPHQL_PER_RENDER, refused: [`a page may ask for ${MAX_GRAPHQL_PER_RENDER} GraphQL queries while it renders`] });
      // The API was asked exactly that many: the others never reached it.
      expect(queries.filter((q) => q.includes('greedy')).length - before).toBe(MAX_GRAPHQL_PER_RENDER);
      expect(logs.messages('error').filter((line) => line.includes('GraphQL queries while rendering'))).toEqual([
        `[ssr] a page asked for more than ${MAX_GRAPHQL_PER_RENDER} GraphQL queries while rendering (/greedy): the rest are refused`,
      ]);
      // The count is per page: the next page gets its own.
      expect(JSON.parse((await renderPage('/greedy')).html).answered).toBe(MAX_GRAPHQL_PER_RENDER);
    } finally {
      logs.restore();
    }
  }, 60_000);

  it('restarts a host stuck in a loop; its page fails, the next page renders', async () => {
    const logs = captureLogs();
    try {
      const stuckPid = await (async () => {
        await host.renderShellPage({ ...PAGE, url: '/warm', graphqlFetch: fetch, onError() {} }, { onShellReady() {}, onShellError() {} }).catch(() => null);
        return host.pid;
      })();
      await expect(renderPage('/stuck')).rejects.toThrow(/the render host ended/);
      const { html } = await renderPage('/probe');
      expect(html).toContain('"env":{"NODE_ENV":"production"}');
      expect(host.pid).not.toBe(stuckPid);
      expect(logs.messages('error').some((line) => line.includes('said nothing for 2000 ms'))).toBe(true);
    } finally {
      logs.restore();
    }
  }, 60_000);
});

describe('the release check’s load of a server build', () => {
  const noShell = join(tmpdir(), 'no-shell-build-here', 'server', 'shell-server.js');

  it('runs the build’s top-level code in a host of its own, with an empty environment', async () => {
    process.env.SECRETS_KEY = 'the-secrets-key';
    try {
      const code = `throw new Error('saw ' + JSON.stringify(Object.keys(process.env)) + ' ' + (typeof fetch))`;
      await expect(inspectBuildIsolated(noShell, 'catalogue', code, 5_000)).rejects.toThrow('saw ["NODE_ENV"] undefined');
    } finally {
      delete process.env.SECRETS_KEY;
    }
  }, 60_000);

  it('answers the shape of the export: the remote, each route renderable or not, its chunk', async () => {
    const code = `module.exports = { remote: 'catalogue', routes: { list: { component: () => null, chunk: 'list' }, broken: { component: 42 }, odd: { component: () => null, chunk: 7 } } };`;
    await expect(inspectBuildIsolated(noShell, 'catalogue', code, 5_000)).resolves.toEqual({
      remote: 'catalogue',
      routes: { list: { renderable: true, chunk: 'list' }, broken: { renderable: false }, odd: { renderable: true, chunk: null } },
    });
  }, 60_000);

  it('ends a build whose top-level code never returns', async () => {
    await expect(inspectBuildIsolated(noShell, 'catalogue', 'for (;;) {}', 500)).rejects.toThrow(/timed out/);
  }, 60_000);
});
