import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { buildCopy, expectNoSeriousA11yViolations } from './operator-helpers';

/**
 * A team's local override (issue 19 part 6, ADR 0031), in the demo: a developer points the running
 * shop's catalogue at their own dev server with the query switch, for their own browser only. The
 * "dev server" is the catalogue's build with its German home heading changed, served on a port of its
 * own with CORS, as webpack's dev server does. Another visitor keeps the storefront's release; the
 * notice's reset link ends the override.
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

/** Loads a page; whether any of its requests went to the dev server. */
async function loadsFromDevServer(page: Page, url: string): Promise<boolean> {
  let fromDev = false;
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(manifestUrl.replace(/mf-manifest\.json$/, ''))) fromDev = true;
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
      const otherPage = await other.newPage();
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
