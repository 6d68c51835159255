import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT, OPERATOR_TOKEN } from '../playwright.config';
import { storeUrl } from './helpers';

/**
 * Server rendering follows the registry (issue 13, ADR 0016): a release and a rollback of the
 * catalogue reach the server's HTML and the browser's hydration at the next request, without a
 * restart; a catalogue whose server build throws still serves its pages (rendered in the browser)
 * under a server-rendered header. The releases are copies of the built catalogue with one message
 * changed in both builds (browser and server), or with a broken server build.
 */
const run = promisify(execFile);
const root = join(__dirname, '..', '..');
const LIST = '/geschenkkarten/';
const TITLE = 'Alle Geschenkkarten';
const NEW_TITLE = 'Alle Geschenkkarten (neue Version)';

const copies: string[] = [];
const releasedVersions: string[] = [];

/** A copy of the catalogue's production build, edited; precompressed siblings dropped (they would be stale). */
function catalogueCopy(edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-e2e-catalogue-'));
  copies.push(dir);
  cpSync(join(root, 'mf-catalogue', 'dist'), dir, { recursive: true });
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(br|gz)$/.test(name)) rmSync(path);
    }
  };
  walk(dir);
  edit(dir);
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

async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run('node', [join(root, 'api', 'dist', 'operator.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, SHOP_URL: `http://localhost:${E2E_PORT}`, OPERATOR_TOKEN },
  });
  return stdout;
}

async function release(dir: string, version: string): Promise<{ version: string; previous: string }> {
  const out = await operator('release', '--remote', 'catalogue', '--from', dir, '--version', version);
  const released = /Released catalogue (\S+)/.exec(out)?.[1];
  const previous = /--version (\S+)/.exec(out)?.[1];
  if (!released || !previous) throw new Error(`unexpected operator output: ${out}`);
  releasedVersions.push(released);
  return { version: released, previous };
}

/** The list page as a crawler gets it (no JavaScript). */
async function listHtml(page: Page): Promise<string> {
  const response = await page.request.get(`http://localhost:${E2E_PORT}${LIST}`);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Opens the list in the browser; returns the catalogue versions whose files it loaded and the console problems. */
async function openList(page: Page): Promise<{ versions: Set<string>; problems: string[] }> {
  const versions = new Set<string>();
  const problems: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const m = /\/remotes\/catalogue\/([^/]+)\//.exec(request.url());
    if (m) versions.add(m[1] as string);
  };
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  };
  page.on('request', onRequest);
  page.on('console', onConsole);
  await page.goto(storeUrl(null, LIST));
  // Hydrated: the browser sets the instance id once React runs the page.
  await expect(page.locator('[data-boundary="catalogue"]')).toHaveAttribute('data-shared-instance', /.+/);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  page.off('console', onConsole);
  return { versions, problems };
}

test.describe('server rendering follows the registry', () => {
  test.describe.configure({ timeout: 5 * 60_000 });

  let original: string | undefined;

  test.afterAll(async () => {
    // Leave the storefronts on the catalogue they started with.
    if (original) await operator('remote:pin', '--all', '--remote', 'catalogue', '--version', original);
    for (const dir of copies) rmSync(dir, { recursive: true, force: true });
    for (const version of releasedVersions) rmSync(join(root, '.data', 'releases', 'catalogue', version), { recursive: true, force: true });
  });

  test('a release and a rollback of the catalogue reach the server’s HTML and the hydration, without a restart', async ({ page }) => {
    expect(await listHtml(page)).toContain(`<h1>${TITLE}</h1>`);

    const next = catalogueCopy((dir) => {
      // The message in the browser's German catalogue chunk and in the server build (compiled to its
      // ICU form at build time: one literal).
      const compiled = (title: string) => `"catalogue.list.title":[{"type":0,"value":"${title}"}]`;
      expect(replaceInScripts(dir, compiled(TITLE), compiled(NEW_TITLE))).toBeGreaterThanOrEqual(2);
    });
    const { version, previous } = await release(next, '0.9.0');
    original = previous;

    // The next request: the server renders the new release, the browser hydrates with the same one.
    expect(await listHtml(page)).toContain(`<h1>${NEW_TITLE}</h1>`);
    const released = await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
    expect([...released.versions]).toEqual([version]);
    // A browser running another release than the server would have found other text: React reports it.
    expect(released.problems).toEqual([]);

    // Roll back: pinning the previous release.
    await operator('remote:pin', '--all', '--remote', 'catalogue', '--version', previous);
    expect(await listHtml(page)).toContain(`<h1>${TITLE}</h1>`);
    const rolledBack = await openList(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    expect([...rolledBack.versions]).toEqual([previous]);
    expect(rolledBack.problems).toEqual([]);
  });

  test('with the catalogue’s server build throwing, the list still shows its products, rendered in the browser, under a server-rendered header', async ({ page }) => {
    const broken = catalogueCopy((dir) => {
      writeFileSync(join(dir, 'server', 'routes.js'), "throw new Error('this catalogue server build is broken on purpose');\n");
    });
    const { version, previous } = await release(broken, '0.9.1');
    original ??= previous;
    await operator('remote:pin', '--all', '--remote', 'catalogue', '--version', version);

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
