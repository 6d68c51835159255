/**
 * The release check's server-render smoke test over real HTTP (issue 32 item 2, release-smoke.ts): a
 * release whose pages fail on the server only is refused at registration, with the page and the
 * reason, and audited; the same build without the throw registers. The renderer here is a stand-in
 * with the shell renderer's interface that runs each remote's server build it is given (in the render
 * host, as the real one does) and reports a region failure when the build says it throws.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { operatorAuditLog } from '../db/operator-schema';
import { writeRemoteBuild } from '../testing/release-builds';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { RENDERER_FILE } from '../paths';
import { captureLogs } from '../testing/log-capture';

const INDEX_HTML = '<!doctype html><html><head><title>Shop</title><!--SHOP_BOOT--></head><body><div id="root"></div></body></html>';
const REACT_STUB = "{ createElement: () => null, lazy: (load) => ({ $$typeof: Symbol.for('react.lazy'), load }) }";
const RENDERER = `
exports.SHELL_SERVER_API = 1;
const run = (code) => {
  const module = { exports: {} };
  new Function('exports', 'require', 'module', code)(module.exports, () => (${REACT_STUB}), module);
  return module.exports.default || module.exports;
};
exports.inspectRemoteBuild = (remote, code) => run(code);
exports.renderShellPage = async (input, callbacks) => {
  setImmediate(() => callbacks.onShellReady('public'));
  return {
    abort() {},
    pipe(destination) {
      (async () => {
        for (const [name, source] of Object.entries(input.remotes)) {
          const code = await source.code();
          const thrown = /THROWS_ON_SERVER_AT (\\S+)/.exec(code);
          if (thrown && input.url === thrown[1]) input.onError(new Error(name + ' threw while rendering ' + input.url));
        }
        destination.end('<!DOCTYPE html><html><body>' + input.url + '</body></html>');
      })();
    },
  };
};
`;
const REGISTER = `mutation R($remote: RemoteName!, $version: String!, $sourceDir: String) {
  operatorRegisterRelease(remote: $remote, version: $version, sourceDir: $sourceDir) { created errors { message code referencedRequestParameter } }
}`;

let root: string;
let shop: TestServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-smoke-'));
  chmodSync(root, 0o755);
  const shellDist = join(root, 'shell', 'dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(shellDist, RENDERER_FILE), RENDERER);
  writeFileSync(join(shellDist, 'shop-assets.json'), JSON.stringify({ chunks: { main: { js: ['main.js'], css: [] } } }));
  shop = await startTestServer({ root, shellDist, publicRemotesBase: '' });
});

afterAll(async () => {
  await shop?.close();
  rmSync(root, { recursive: true, force: true });
});

async function register(version: string, throwsAt: string | null) {
  const dir = join(root, '.data', 'releases', 'catalogue', version);
  mkdirSync(dir, { recursive: true });
  writeRemoteBuild(dir, { remote: 'catalogue', routes: [{ key: 'home' }, { key: 'productDetail' }] });
  // A build that works in browsers and throws on the server only, on one page.
  if (throwsAt) writeFileSync(join(dir, 'server', 'routes.js'), `${await import('node:fs').then((fs) => fs.readFileSync(join(dir, 'server', 'routes.js'), 'utf8'))}\n// THROWS_ON_SERVER_AT ${throwsAt}\n`);
  const { body } = await shop.graphql<{ operatorRegisterRelease: { created: boolean; errors: Array<{ message: string; code: number; referencedRequestParameter: string }> } }>(REGISTER, {
    variables: { remote: 'catalogue', version, sourceDir: dir },
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
  });
  expect(body.errors).toBeUndefined();
  return body.data?.operatorRegisterRelease;
}

describe('the server-render smoke test at registration', () => {
  it('refuses a release whose page fails on the server only, naming the page, and audits the refusal', async () => {
    const spy = captureLogs();
    try {
      const refused = await register('3.0.0', '/geschenkkarten/smoke-test/');
      expect(refused?.created).toBe(false);
      expect(refused?.errors).toEqual([
        {
          code: 1505,
          referencedRequestParameter: 'sourceDir',
          message: expect.stringContaining('its pages fail on the server: the page productDetail (/geschenkkarten/smoke-test/): catalogue threw while rendering /geschenkkarten/smoke-test/'),
        },
      ]);
    } finally {
      spy.restore();
    }
    const audited = await shop.handle.db.select().from(operatorAuditLog).where(and(eq(operatorAuditLog.action, 'release.refuse'), eq(operatorAuditLog.targetId, 'catalogue@3.0.0')));
    expect(audited).toHaveLength(1);
  }, 60_000);

  it('registers the same build without the throw: every declared page rendered on the server', async () => {
    expect(await register('3.0.1', null)).toEqual({ created: true, errors: [] });
  }, 60_000);
});
