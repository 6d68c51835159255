import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverRequest, storeUrl } from './helpers';
import { operatorCli, RELEASES_DIR } from './operator-helpers';

/**
 * "A team adds a screen with a release of its remote alone" (ADR 0013), against the production build:
 * the content team builds a new version of its remote with a new feature folder and a new route key
 * (German and Dutch paths), releases it with the operator command (registered: nobody gets it yet,
 * issue 32), promotes it, and the next page load serves the screen on both storefronts; the shell is not
 * rebuilt (its dist is hashed before and after). Promoting the previous release again takes the screen
 * away. The screen is one route module (issue 34): its paths name an occasion, its loader is its 404
 * rule and its title, its header is the redeem flow's, and the server renders its hreflang alternates.
 */

const run = promisify(execFile);
const root = join(__dirname, '..', '..');
// Inside the content package, so the copy resolves React, @shop/shared and the build tools from its
// node_modules exactly like the real package; git ignores the folder, the test removes it.
const work = join(root, 'mf-content', '.release-journey');

const NEW_SCREEN = {
  key: 'giftIdeas',
  patterns: { de: '/geschenkideen/:occasion/', nl: '/cadeau-ideeen/:occasion/' },
  paths: { de: (occasion: string) => `/geschenkideen/${occasion}/`, nl: (occasion: string) => `/cadeau-ideeen/${occasion}/` },
  titles: { de: 'Geschenkideen: ', nl: 'Cadeau-ideeën: ' },
  heading: 'Geschenkideen für jeden Anlass',
  // The redeem flow's header rather than the shop's: the route module says so, nothing else does.
  header: 'redeem',
};

/** An occasion of the storefront, from the links of its occasions page (the new screen's paths name one). */
async function occasionSlug(request: APIRequestContext, store: string | null, page: string, pattern: RegExp): Promise<string> {
  const html = await (await serverRequest(request, store, page)).text();
  for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) {
    const slug = pattern.exec(href as string)?.[1];
    if (slug) return slug;
  }
  throw new Error(`no occasion linked on ${page}`);
}

/** The not-found page, answered 404 by the server. */
async function expectNotFoundPage(page: Page, url: string, heading: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.locator('[data-boundary="content"]').getByRole('heading', { level: 1 })).toHaveText(heading);
}

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        hash.update(relative(dir, path));
        hash.update(readFileSync(path));
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The content team's next version: its package copied, plus a feature folder with the new screen. */
function writeNextVersion(): void {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const source = join(root, 'mf-content');
  for (const file of ['package.json', 'webpack.config.cjs']) cpSync(join(source, file), join(work, file));
  cpSync(join(source, 'src'), join(work, 'src'), { recursive: true });

  const pkg = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8'));
  writeFileSync(join(work, 'package.json'), JSON.stringify({ ...pkg, version: '0.2.0' }, null, 2));

  mkdirSync(join(work, 'src', 'gift-ideas'));
  writeFileSync(
    join(work, 'src', 'gift-ideas', 'GiftIdeasPage.tsx'),
    `import { ShopLink, type RemotePageProps } from '@shop/shared';
import { ContentRoot } from '../ContentRoot';

export default function GiftIdeasPage(_props: RemotePageProps) {
  return (
    <ContentRoot>
      <section className="content-gift-ideas">
        <h1>${NEW_SCREEN.heading}</h1>
        <ShopLink to="home">Startseite</ShopLink>
      </section>
    </ContentRoot>
  );
}
`,
  );
  // The screen's one route module: key, paths, component, chunk, the header it sits under, budget.
  writeFileSync(
    join(work, 'src', 'gift-ideas', `${NEW_SCREEN.key}.route.ts`),
    `import { defineRoute } from '@shop/shared';
import { lazy } from 'react';

export default defineRoute({
  key: '${NEW_SCREEN.key}',
  patterns: ${JSON.stringify(NEW_SCREEN.patterns)},
  component: lazy(() => import(/* webpackChunkName: "content-gift-ideas" */ './GiftIdeasPage')),
  chunk: 'content-gift-ideas',
  header: '${NEW_SCREEN.header}',
  maxJsGzipBytes: 25_000,
  // Its 404 rule and its title, from one lookup of the occasion its path names.
  loader: async ({ client, params, language }) => {
    const result = await client
      .query('query GiftIdeasOccasion($path: String!) { occasion(path: $path) { title } }', { path: params.occasion ?? '' })
      .toPromise();
    const occasion = result.data?.occasion;
    if (!occasion) return result.error?.networkError ? { status: 200 } : { status: 404 };
    return { status: 200, meta: { title: (language === 'nl' ? ${JSON.stringify(NEW_SCREEN.titles.nl)} : ${JSON.stringify(NEW_SCREEN.titles.de)}) + occasion.title } };
  },
});
`,
  );
  // …listed in the remote's ./routes, which is all the release declaration is generated from.
  const routesFile = join(work, 'src', 'routes.ts');
  const routes = readFileSync(routesFile, 'utf8');
  if (!routes.includes('  routes: [')) throw new Error('mf-content/src/routes.ts changed shape: adapt this journey');
  writeFileSync(
    routesFile,
    `import ${NEW_SCREEN.key} from './gift-ideas/${NEW_SCREEN.key}.route';\n${routes.replace('  routes: [', `  routes: [${NEW_SCREEN.key}, `)}`,
  );
}

test.describe('a team adds a screen with a release of its remote alone', () => {
  // A production webpack build of one remote on a busy two-core machine: minutes, not seconds.
  test.describe.configure({ timeout: 20 * 60_000 });

  let releasedDir: string | undefined;

  test.afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    if (releasedDir) rmSync(releasedDir, { recursive: true, force: true });
  });

  test('release, serve on the next page load in both storefronts, roll back', async ({ page }) => {
    const shellDist = join(root, 'shell', 'dist');
    const shellBefore = hashTree(shellDist);
    const german = { key: null, occasion: await occasionSlug(page.request, null, '/anlaesse/', /^\/anlaesse\/([a-z0-9-]+)\/$/) };
    const dutch = { key: 'CB', occasion: await occasionSlug(page.request, 'CB', '/geefmomenten/', /^\/geefmomenten\/([a-z0-9-]+)\/$/) };
    const germanPath = NEW_SCREEN.paths.de(german.occasion);
    const dutchPath = NEW_SCREEN.paths.nl(dutch.occasion);

    // Before the release no remote implements the key: the path is the not-found page.
    await expectNotFoundPage(page, storeUrl(null, germanPath), 'Hoppla, diese Seite gibt es nicht');

    writeNextVersion();
    await run('node', [join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production', '--config', join(work, 'webpack.config.cjs')], {
      cwd: work,
      maxBuffer: 64 * 1024 * 1024,
    });
    const declaration = JSON.parse(readFileSync(join(work, 'dist', 'shop-release.json'), 'utf8'));
    // Generated from the route modules: the new one's facets, as its file wrote them.
    expect(declaration).toMatchObject({
      remote: 'content',
      version: '0.2.0',
      routes: expect.arrayContaining([{ key: NEW_SCREEN.key, patterns: NEW_SCREEN.patterns, maxJsGzipBytes: 25_000, header: NEW_SCREEN.header }]),
    });

    // The release the storefronts serve now (the promoted one): the roll back's target.
    const served = JSON.parse(await operatorCli('remotes', '--store', 'CBDE', '--json')) as Array<{ remote: string; version: string | null }>;
    const previous = served.find((s) => s.remote === 'content')?.version;
    expect(previous).toBeTruthy();
    const released = await operatorCli('release', '--remote', 'content', '--from', join(work, 'dist'), '--version', '0.2.0');
    const version = /Released content (\S+)/.exec(released)?.[1];
    if (version) releasedDir = join(RELEASES_DIR, 'content', version);
    expect(version).toMatch(/^0\.2\.0-[0-9a-f]{10}$/);
    expect(existsSync(join(releasedDir as string, 'shop-release.json'))).toBe(true);

    // Registered is not live (issue 32): the path is still the not-found page until it is promoted.
    expect(released).toContain('Registered only: no storefront serves it yet.');
    await expectNotFoundPage(page, storeUrl(null, germanPath), 'Hoppla, diese Seite gibt es nicht');
    await operatorCli('remote:promote', '--all', '--remote', 'content', '--version', version as string);

    // The next page load serves the new screen, at the German and at the Dutch path, with the title its
    // loader's lookup gave it, the hreflang alternates of its paths and the header it asked for.
    for (const [store, path, title, alternate] of [
      [german.key, germanPath, NEW_SCREEN.titles.de, { hreflang: 'en-DE', href: `/en${germanPath}` }],
      [dutch.key, dutchPath, NEW_SCREEN.titles.nl, { hreflang: 'nl-NL', href: dutchPath }],
    ] as const) {
      const response = await page.goto(storeUrl(store, path));
      expect(response?.status(), path).toBe(200);
      const screen = page.locator('[data-boundary="content"]');
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(NEW_SCREEN.heading);
      await expect(page).toHaveTitle(new RegExp(`^${title}\\S`));
      await expect(page.locator(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`)).toHaveAttribute('href', new RegExp(`${alternate.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('header.shell-header-redeem')).toBeVisible();
      // Its 404 rule: an occasion that does not exist is not found, from the server on.
      expect((await serverRequest(page.request, store, NEW_SCREEN.paths[store ? 'nl' : 'de']('gibt-es-nicht'))).status()).toBe(404);
    }
    await expect(page.locator('[data-boundary="content"]').getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    // The content team's other screens are still there.
    await expectNotFoundPage(page, storeUrl(null, '/404/'), 'Hoppla, diese Seite gibt es nicht');

    // No shell build happened.
    expect(hashTree(shellDist)).toBe(shellBefore);

    // Roll back: promoting the previous release again takes the screen away on the next page load.
    await operatorCli('remote:promote', '--all', '--remote', 'content', '--version', previous as string);
    await expectNotFoundPage(page, storeUrl(null, germanPath), 'Hoppla, diese Seite gibt es nicht');
    await expectNotFoundPage(page, storeUrl('CB', dutchPath), 'Oeps, deze pagina bestaat niet');
  });
});
