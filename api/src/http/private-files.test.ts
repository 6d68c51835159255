/**
 * Issue 31, the small holes: what the public must not read. Production served `remoteEntry.js.map`
 * and `server/routes.js` to anyone; the demo's loopback-only pages trusted the socket but not the Host
 * header, so a page that rebinds its own name to 127.0.0.1 read every mailed PIN.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteReleases } from '../db/schema';
import { testDeclaration } from '../testing/release-builds';
import { type TestServer, startTestServer } from '../testing/test-server';
import { isLoopbackHost } from './client-address';
import { isPrivateBuildFile } from './private-build-files';

let tmp: string;
let demo: TestServer;
let production: TestServer;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'shop-private-'));
  const shellDist = join(tmp, 'shell-dist');
  mkdirSync(join(shellDist, 'server'), { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><html><head><!--SHOP_BOOT--></head><body></body></html>');
  writeFileSync(join(shellDist, 'main.js'), 'shell();');
  writeFileSync(join(shellDist, 'main.js.map'), '{"version":3,"sources":["secret-source.tsx"]}');
  writeFileSync(join(shellDist, 'server', 'shell-server.js'), 'module.exports = "server only";');
  const releaseDir = join(tmp, 'releases', 'catalogue', '9.0.0');
  mkdirSync(join(releaseDir, 'server'), { recursive: true });
  writeFileSync(join(releaseDir, 'remoteEntry.js'), 'var catalogue;');
  writeFileSync(join(releaseDir, 'remoteEntry.js.map'), '{"version":3}');
  writeFileSync(join(releaseDir, 'server', 'routes.js'), 'module.exports = "server only";');
  const outboxDir = join(tmp, 'outbox');
  mkdirSync(outboxDir);
  demo = await startTestServer({ mode: 'demo', shellDist, devOutbox: { outboxDir } });
  production = await startTestServer({ mode: 'production', shellDist }, demo.handle);
  await demo.handle.db
    .insert(remoteReleases)
    .values({ remote: 'catalogue', version: '9.0.0', promotedAt: new Date(), sourceDir: releaseDir, declaration: testDeclaration({ remote: 'catalogue', routes: [{ key: 'home' }] }) });
});

afterAll(async () => {
  await production?.server.drain().catch(() => {});
  await demo?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('build files the public must not read', () => {
  it('never serves server builds, in either mode, however the path is written', async () => {
    for (const shop of [demo, production]) {
      for (const path of ['/server/shell-server.js', '/remotes/catalogue/9.0.0/server/routes.js', '/remotes/catalogue/9.0.0//server/routes.js', '/remotes/catalogue/9.0.0/%73erver/routes.js']) {
        const answer = await shop.request(path);
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expect(answer.text).not.toContain('server only');
      }
      expect((await shop.request('/remotes/catalogue/9.0.0/remoteEntry.js')).status).toBe(200);
      expect((await shop.request('/main.js')).status).toBe(200);
    }
  });

  it('serves source maps in the demo only', async () => {
    for (const path of ['/main.js.map', '/remotes/catalogue/9.0.0/remoteEntry.js.map']) {
      expect((await demo.request(path)).status).toBe(200);
      const hidden = await production.request(path);
      expect({ path, status: hidden.status }).toEqual({ path, status: 404 });
      expect(hidden.text).not.toContain('"version":3');
    }
  });

  it('decides by the decoded path', () => {
    expect(isPrivateBuildFile('/remotes/a/1/server/routes.js', { sourceMaps: true })).toBe(true);
    expect(isPrivateBuildFile('/remotes/a/1/SERVER/routes.js', { sourceMaps: true })).toBe(true);
    expect(isPrivateBuildFile('/a.js.map', { sourceMaps: true })).toBe(false);
    expect(isPrivateBuildFile('/a.js.%6dap', { sourceMaps: false })).toBe(true);
    // A page path is not a build file.
    expect(isPrivateBuildFile('/server/', { sourceMaps: false })).toBe(false);
    expect(isPrivateBuildFile('/%E0%A4%A', { sourceMaps: false })).toBe(false);
  });
});

describe('the demo’s loopback-only pages (DNS rebinding)', () => {
  it('answer 404 to a loopback socket that names another host', async () => {
    expect((await demo.request('/dev/outbox')).status).toBe(200);
    expect((await demo.request('/dev/outbox', { headers: { host: 'cbnl.localhost:3000' } })).status).toBe(200);
    for (const host of ['attacker.example', 'attacker.example:3000', '127.0.0.1.attacker.example']) {
      const rebound = await demo.request('/dev/outbox', { headers: { host } });
      expect({ host, status: rebound.status, text: rebound.text }).toEqual({ host, status: 404, text: 'Not found' });
      expect((await demo.request('/test-psp/pay/XXXXXXXXXXXXXXXX', { headers: { host } })).text).toBe('Not found');
    }
  });

  it('know which hosts are loopback', () => {
    for (const host of ['localhost', 'localhost:3000', 'cb.localhost', '127.0.0.1:80', '[::1]:3000', 'LOCALHOST']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.nip.io', '', undefined, '[::2]']) expect(isLoopbackHost(host)).toBe(false);
  });
});
