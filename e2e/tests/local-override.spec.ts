import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';
import { buildCopy, expectNoSeriousA11yViolations, ROOT, remoteVersionsLoaded } from './operator-helpers';

/**
 * A team's local override (issue 19 part 6, ADR 0031), in the demo: a developer points the running
 * shop's catalogue at their own dev server with the query switch, for their own browser only.
 *
 * The first journey's "dev server" is the catalogue's production build with its German home heading
 * changed, served on a port of its own with CORS: it proves the page runs the override's code, and
 * covers the notice, the other visitor, the Dutch storefront and the reset. The second journey runs the
 * real thing (issue 32 item 7): `pnpm --filter @shop/mf-catalogue dev`, webpack's dev server with the
 * development build, inside the shop's production shell, which crashed with two Reacts
 * ("dispatcher.getOwner is not a function") until the remotes' dev builds compiled JSX for
 * react/jsx-runtime (shared/build/webpack.cjs createRemoteConfig, ADR 0031).
 */
const HEADING = 'Die Geschenkkarte für jeden Anlass';
const LOCAL_HEADING = 'Die Geschenkkarte für jeden Anlass (lokaler Build)';
const DUTCH_HEADING = 'De cadeaubon voor elk moment';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

let devDir = '';
let devServer: Server | undefined;
let manifestUrl = '';

/** Serves a folder on 127.0.0.1 (a free port), with the CORS header of a dev server. */
function serveFolder(dir: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const path = normalize(join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname)));
    if (!path.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' }).end(body);
    } catch {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Loads a page; whether any of its requests went to the dev server (of `devManifest`). */
async function loadsFromDevServer(page: Page, url: string, devManifest = manifestUrl): Promise<boolean> {
  let fromDev = false;
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(devManifest.replace(/mf-manifest\.json$/, ''))) fromDev = true;
  };
  page.on('request', onRequest);
  try {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', onRequest);
  }
  return fromDev;
}

test.describe('a local override of one remote, for one browser', () => {
  test.beforeAll(async () => {
    devDir = buildCopy('mf-catalogue', (dir) => {
      // The German home catalogue, compiled to its ICU form at build time: one literal.
      const compiled = (text: string) => `"value":"${text}"`;
      const chunks = readdirSync(dir).filter((name) => /^catalogue-messages-home-de\.\w+\.js$/.test(name));
      expect(chunks).toHaveLength(1);
      const file = join(dir, chunks[0] as string);
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(compiled(HEADING));
      writeFileSync(file, text.replace(compiled(HEADING), compiled(LOCAL_HEADING)));
    });
    devServer = await serveFolder(devDir);
    manifestUrl = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}/mf-manifest.json`;
  });

  test.afterAll(async () => {
    await new Promise<void>((resolve) => (devServer ? devServer.close(() => resolve()) : resolve()));
    rmSync(devDir, { recursive: true, force: true });
  });

  test('a developer points the catalogue at their dev server; other visitors keep the release; reset ends it', async ({ page, browser }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const switchUrl = storeUrl(null, `/?remote-override=${encodeURIComponent(`catalogue@${manifestUrl}`)}`);
    expect(await loadsFromDevServer(page, switchUrl)).toBe(true);
    // The switch is not left in the address (a link to share would carry it).
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCAL_HEADING);
    const notice = page.getByRole('complementary', { name: 'Lokale Überschreibung' });
    await expect(notice).toContainText('Lokale Überschreibung aktiv (nur in diesem Browser):');
    await expect(notice).toContainText(`catalogue → ${manifestUrl}`);
    await page.screenshot({ path: testInfo.outputPath('german-home-local-override-375.png') });
    await expectNoSeriousA11yViolations(page);

    // It stays for this browser's next page loads.
    expect(await loadsFromDevServer(page, storeUrl(null, '/'))).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LOCAL_HEADING);

    // Another visitor (a browser of its own) gets the storefront's release and no notice.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    try {
      const otherPage = usableOnLoad(await other.newPage());
      expect(await loadsFromDevServer(otherPage, storeUrl(null, '/'))).toBe(false);
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(otherPage.locator('[data-override-notice]')).toHaveCount(0);
    } finally {
      await other.close();
    }

    // The Dutch storefront is another site: its own switch, its own notice.
    expect(await loadsFromDevServer(page, storeUrl('CB', '/'))).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DUTCH_HEADING);
    expect(await loadsFromDevServer(page, storeUrl('CB', `/?remote-override=${encodeURIComponent(`catalogue@${manifestUrl}`)}`))).toBe(true);
    await expect(page.getByRole('complementary', { name: 'Lokale overschrijving' })).toContainText('Lokale overschrijving actief (alleen in deze browser):');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DUTCH_HEADING);

    // The notice's reset link ends it: the release again, no notice.
    await page.goto(storeUrl(null, '/'));
    await page.getByRole('link', { name: 'Zurücksetzen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.locator('[data-override-notice]')).toHaveCount(0);
    expect(await loadsFromDevServer(page, storeUrl(null, '/'))).toBe(false);
  });
});

/** A port nobody listens on right now (the dev server takes it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Errors of two Reacts, a crashed remote or a policy that blocks the dev server's code. */
const DEV_OVERRIDE_PROBLEM = /getOwner|Invalid hook call|more than one copy of React|crashed|Content Security Policy/i;

test.describe('a local override with the real dev server of a remote', () => {
  let dev: ChildProcess | undefined;
  let devOutput = '';
  let devManifest = '';
  /** Ends the dev server and its children (pnpm, webpack): the process group spawn made. */
  const stopDev = () => {
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };

  test.beforeAll(async () => {
    // A cold development compile on a busy two-core machine takes one to two minutes.
    test.setTimeout(240_000);
    const port = await freePort();
    devManifest = `http://localhost:${port}/mf-manifest.json`;
    // The README's command, on a port of its own (webpack serve's --port); its /graphql proxy goes to
    // this worker's shop (the override's pages use the shop's own client anyway).
    dev = spawn('pnpm', ['--filter', '@shop/mf-catalogue', 'dev', '--port', String(port)], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, API_DEV_URL: `http://localhost:${E2E_PORT}` },
    });
    for (const stream of [dev.stdout, dev.stderr]) stream?.on('data', (chunk) => (devOutput = (devOutput + chunk).slice(-4000)));
    process.once('exit', stopDev);
    // Until its manifest answers (the first compile is done), or it exits.
    const deadline = Date.now() + 200_000;
    for (;;) {
      if (dev.exitCode !== null || dev.signalCode !== null) throw new Error(`the dev server exited:\n${devOutput}`);
      const answer = await fetch(devManifest).catch(() => undefined);
      if (answer?.ok && ((await answer.json()) as { name?: string }).name === 'catalogue') break;
      if (Date.now() > deadline) throw new Error(`no ${devManifest} after 200 s:\n${devOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    const exited = dev && dev.exitCode === null && dev.signalCode === null ? new Promise((resolve) => dev?.once('exit', resolve)) : undefined;
    stopDev();
    process.off('exit', stopDev);
    if (exited) await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  });

  test('the catalogue\'s dev server runs inside the production shell: German and Dutch pages, one React, only for this browser', async ({ page, browser }, testInfo) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && DEV_OVERRIDE_PROBLEM.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const releaseFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/catalogue\//.test(request.url())) releaseFiles.push(request.url());
    });
    // Hot reloading: the dev server's client connects back to it from the shop's page (its policy
    // allows ws: to the override's origin) and hears from it.
    let hotReloadMessages = 0;
    page.on('websocket', (socket) => {
      if (socket.url().startsWith(`ws://localhost:${new URL(devManifest).port}/`)) socket.on('framereceived', () => hotReloadMessages++);
    });

    const devSwitch = (store: string | null) => storeUrl(store, `/?remote-override=${encodeURIComponent(`catalogue@${devManifest}`)}`);
    expect(await loadsFromDevServer(page, devSwitch(null), devManifest)).toBe(true);
    // Two Reacts crash the remote's page at its first render, before the network is quiet.
    expect(problems, 'errors in the browser console').toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expect(page.getByRole('complementary', { name: 'Lokale Überschreibung' })).toContainText(`catalogue → ${devManifest}`);
    await expect.poll(() => hotReloadMessages, { message: 'messages from the dev server\'s hot reloading' }).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('german-home-dev-server-override.png') });

    // A client-side navigation renders another page of the dev build (hooks, the router, data).
    await page.getByRole('link', { name: 'Alle Geschenkkarten ansehen' }).first().click();
    await expect(page).toHaveURL(/\/geschenkkarten\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Geschenkkarten');

    // The Dutch storefront, switched the same way.
    expect(await loadsFromDevServer(page, devSwitch('CB'), devManifest)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DUTCH_HEADING);
    await expect(page.getByRole('complementary', { name: 'Lokale overschrijving' })).toContainText(`catalogue → ${devManifest}`);

    expect(releaseFiles, 'the released catalogue was not loaded beside the dev server').toEqual([]);
    expect(problems, 'errors in the browser console').toEqual([]);

    // Another visitor gets the storefront's release (its files, one version) and no notice.
    const other = await browser.newContext();
    try {
      const otherPage = usableOnLoad(await other.newPage());
      expect(await remoteVersionsLoaded(otherPage, 'catalogue', storeUrl(null, '/'))).toHaveLength(1);
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(HEADING);
      await expect(otherPage.locator('[data-override-notice]')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
