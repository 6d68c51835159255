import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from '../playwright.config';
import { storeUrl } from './helpers';
import { buildCopy, operatorCli, RELEASES_DIR, releaseWithCli, remoteVersionsLoaded, ROOT, servedVersion } from './operator-helpers';

/**
 * Server rendering follows the registry (issue 13, ADR 0016): a release and a rollback of the
 * catalogue reach the server's HTML and the browser's hydration at the next request, without a
 * restart; a catalogue whose server build throws still serves its pages (rendered in the browser)
 * under a server-rendered header. The releases are copies of the built catalogue with one message
 * changed in both builds (browser and server), or with a broken server build.
 */
const LIST = '/geschenkkarten/';
const TITLE = 'Alle Geschenkkarten';
const NEW_TITLE = 'Alle Geschenkkarten (neue Version)';

const copies: string[] = [];
const releasedVersions: string[] = [];

/** A copy of the catalogue's production build, edited (removed after the journey). */
function catalogueCopy(edit: (dir: string) => void): string {
  const dir = buildCopy('mf-catalogue', edit);
  copies.push(dir);
  return dir;
}

/** Replaces a text in every script of the copy (browser chunks and the server build); returns how many files changed. */
function replaceInScripts(dir: string, from: string, to: string): number {
  let changed = 0;
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) {
        const text = readFileSync(path, 'utf8');
        if (text.includes(from)) {
          writeFileSync(path, text.replaceAll(from, to));
          changed += 1;
        }
      }
    }
  };
  walk(dir);
  return changed;
}

/** Registers a copy with the CLI and makes every storefront serve it (a promotion to all). */
async function releaseToAll(dir: string, version: string): Promise<string> {
  const released = await releaseWithCli('catalogue', dir, version);
  releasedVersions.push(released);
  await operatorCli('remote:pin', '--all', '--remote', 'catalogue', '--version', released);
  return released;
}

/** The list page as a crawler gets it (no JavaScript). */
async function listHtml(page: Page): Promise<string> {
  const response = await page.request.get(`http://localhost:${E2E_PORT}${LIST}`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Opens the list in the browser; returns the catalogue versions whose files it loaded and the console problems. */
async function openList(page: Page): Promise<{ versions: string[]; problems: string[] }> {
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  try {
    const versions = await remoteVersionsLoaded(page, 'catalogue', storeUrl(null, LIST));
    // Hydrated: the browser sets the instance id once React runs the page.
    await expect(page.locator('[data-boundary="catalogue"]')).toHaveAttribute('data-shared-instance', /.+/);
    return { versions, problems };
  } finally {
    page.off('console', onConsole);
  }
}

test.describe('server rendering follows the registry', () => {
  test.describe.configure({ timeout: 5 * 60_000 });

  let original: string | undefined;

  test.afterAll(async () => {
    // Leave the storefronts on the catalogue they started with.
    if (original) await operatorCli('remote:pin', '--all', '--remote', 'catalogue', '--version', original);
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
    for (const version of releasedVersions) rmSync(join(RELEASES_DIR, 'catalogue', version), { recursive: true, force: true });
  });

  test('a release and a rollback of the catalogue reach the server’s HTML and the hydration, without a restart', async ({ page }) => {
    expect(await listHtml(page)).toContain(`<h1>${TITLE}</h1>`);

    const next = catalogueCopy((dir) => {
      // The message in the browser's German catalogue chunk and in the server build (compiled to its
      // ICU form at build time: one literal).
      const compiled = (title: string) => `"catalogue.list.title":[{"type":0,"value":"${title}"}]`;
      expect(replaceInScripts(dir, compiled(TITLE), compiled(NEW_TITLE))).toBeGreaterThanOrEqual(2);
    });
    const previous = await servedVersion(page.request, 'CBDE', 'catalogue');
    original ??= previous;
    const version = await releaseToAll(next, '0.9.0');

    // The next request: the server renders the new release, the browser hydrates with the same one.
    expect(await listHtml(page)).toContain(`<h1>${NEW_TITLE}</h1>`);
    const released = await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    expect(released.versions).toEqual([version]);
    // A browser running another release than the server would have found other text: React reports it.
    expect(released.problems).toEqual([]);

    // Roll back: pinning the previous release.
    await operatorCli('remote:pin', '--all', '--remote', 'catalogue', '--version', previous);
    expect(await listHtml(page)).toContain(`<h1>${TITLE}</h1>`);
    const rolledBack = await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect(rolledBack.versions).toEqual([previous]);
    expect(rolledBack.problems).toEqual([]);
  });

  test('a release whose pages throw on the server only is refused at registration; one that breaks later still shows its products, rendered in the browser, under a server-rendered header', async ({ page }) => {
    // A server build that loads (a build that does not is refused by the release check) but whose
    // pages throw as they render on the server; in browsers it works.
    const throwing = `
;(() => {
  const routes = module.exports.default.routes;
  for (const key of Object.keys(routes)) {
    routes[key] = { ...routes[key], component: function Broken() { throw new Error('this catalogue server build is broken on purpose'); } };
  }
})();
`;
    const broken = catalogueCopy((dir) => {
      const file = join(dir, 'server', 'routes.js');
      writeFileSync(file, readFileSync(file, 'utf8') + throwing);
    });
    original ??= await servedVersion(page.request, 'CBDE', 'catalogue');
    // The release check renders every page it declares on the server first (issue 32): refused, with the pages.
    await expect(releaseWithCli('catalogue', broken, '0.9.1')).rejects.toThrow(
      /refused: its pages fail on the server: the page home \(\/\): this catalogue server build is broken on purpose;.*the page productList \(\/geschenkkarten\/\)/s,
    );
    expect(await servedVersion(page.request, 'CBDE', 'catalogue')).toBe(original);

    // A release that passed, whose server build breaks afterwards (its folder rewritten in place):
    // the server evaluates the new file and its pages fall back to a browser render.
    const sound = catalogueCopy(() => {});
    const released = await releaseToAll(sound, '0.9.2');
    const serverBuild = join(RELEASES_DIR, 'catalogue', released, 'server', 'routes.js');
    writeFileSync(serverBuild, readFileSync(serverBuild, 'utf8') + throwing);

    const html = await listHtml(page);
    // The shell is server-rendered: head and header.
    expect(html).toMatch(/<header class="shell-header/);
    expect(html).toContain('<title>');
    // The catalogue's region is not: no product in the HTML.
    expect(html).not.toContain('catalogue-card-title');

    await page.goto(storeUrl(null, LIST));
    await expect(page.locator('.catalogue-list .catalogue-card')).toHaveCount(16);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.locator('header.shell-header')).toBeVisible();
  });
});
