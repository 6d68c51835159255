import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, germanPhoneDutchDesktop, serverRequest, storeUrl } from './helpers';

/**
 * Server rendering (issue 13, ADR 0016): the first paint comes in the HTML, German and Dutch, and the
 * browser hydrates it without asking the API again for what the HTML already holds, and without a
 * hydration problem: the German storefront at a phone's width, the Dutch at a desktop's.
 */
const STOREFRONTS = [
  {
    key: null,
    label: 'German',
    list: '/geschenkkarten/',
    listTitle: 'Alle Geschenkkarten',
    product: { path: '/geschenkkarten/apple-geschenkkarte/', name: 'Apple Geschenkkarte', amounts: ['15 €', '25 €', '50 €', '100 €'] },
    mostChosen: 'Meistgewählt',
    cardCount: '200+',
    basket: { path: '/warenkorb/', link: 'Warenkorb' },
  },
  {
    key: 'CB',
    label: 'Dutch',
    list: '/cadeaubonnen/',
    listTitle: 'Alle cadeaukaarten',
    product: { path: '/cadeaubonnen/spotify-cadeaukaart/', name: 'Spotify Cadeaukaart', amounts: ['€ 15', '€ 25', '€ 50', '€ 100'] },
    mostChosen: 'Meest gekozen',
    cardCount: '70+',
    basket: { path: '/winkelmandje/', link: 'Winkelmandje' },
  },
] as const;

/** Each storefront's width for the hydration check: the German on a phone, the Dutch on a desktop. */
const WIDTH_OF = new Map(germanPhoneDutchDesktop(STOREFRONTS[0], STOREFRONTS[1]));

/** The page's HTML as a crawler or a link preview gets it: no JavaScript runs. */
async function htmlOf(page: Page, storeKey: string | null, path: string): Promise<{ status: number; html: string; headers: Record<string, string> }> {
  const response = await serverRequest(page.request, storeKey, path);
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

/** The visible text, spaces (also the no-break spaces of amounts) collapsed to one. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront, server-rendered`, () => {
    test('the list page’s HTML holds the 16 cards of page 1 with their names and links', async ({ page }) => {
      const { status, html, headers } = await htmlOf(page, store.key, store.list);
      expect(status).toBe(200);
      // An anonymous page: a CDN may keep it briefly, per storefront host and path.
      expect(headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
      expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(textOf(html)).toContain(store.listTitle);
      // A title may hold markup of its own (a short hyphenated name kept on one line: "All-in-1").
      const cards = [...html.matchAll(/<li class="catalogue-card"[^>]*><a class="catalogue-card-link" href="([^"]+)"[^>]*>.*?<h2 class="catalogue-card-title">(.*?)<\/h2>/g)];
      expect(cards).toHaveLength(16);
      for (const [, href, name] of cards) {
        expect(href).toMatch(new RegExp(`^${store.list}[a-z0-9-]+/$`));
        expect(textOf(name ?? '').trim().length).toBeGreaterThan(2);
      }
      // The header comes first in the document: it is sent before the page's content.
      expect(html.indexOf('<header')).toBeGreaterThan(-1);
      expect(html.indexOf('<header')).toBeLessThan(html.indexOf('catalogue-card'));
      // The head comes from the same render: title and canonical are in <head>.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<title>${store.listTitle}`);
      expect(head).toMatch(/<link rel="canonical" href="[^"]+"/);
    });

    test(`the home page’s HTML holds the most-chosen block and "${store.cardCount}"; the product page its name, amounts and Product data`, async ({ page }) => {
      const home = await htmlOf(page, store.key, '/');
      expect(home.status).toBe(200);
      expect(textOf(home.html)).toContain(store.mostChosen);
      expect(home.html).toContain(store.cardCount);

      const product = await htmlOf(page, store.key, store.product.path);
      expect(product.status).toBe(200);
      expect(textOf(product.html)).toContain(store.product.name);
      const jsonLd = [...product.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse((m[1] as string).replace(/\\u003c/g, '<')))
        .find((data) => data['@type'] === 'Product');
      expect(jsonLd).toMatchObject({ '@type': 'Product', name: store.product.name, offers: { '@type': 'AggregateOffer' } });
      // The amounts to choose from are in the HTML.
      for (const amount of store.product.amounts) expect(textOf(product.html)).toContain(amount);
      expect(Number(jsonLd.offers.lowPrice)).toBeGreaterThan(0);
    });

    // German on a phone, Dutch on a desktop (ADR 0069): each width and each storefront once.
    const viewport = WIDTH_OF.get(store) ?? WIDTHS.phone;
    const width = viewport === WIDTHS.phone ? 'phone' : 'desktop';
    test(`hydrates home, list and product at ${width} width without a problem and without asking again`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      const operations: string[] = [];
      page.on('request', (request) => {
        const name = /"operationName":"(\w+)"|(?:query|mutation) (\w+)/.exec(request.postData() ?? '');
        if (request.url().endsWith('/graphql') && name) operations.push(name[1] ?? name[2] ?? '');
      });
      // Hydration adopts the server's HTML: neither the page nor the footer is thrown away and
      // rendered again (React does that to a region still waiting for its code when something above
      // it re-renders). Watched from the end of parsing, when hydration starts: before that, a
      // streamed piece legitimately replaces its placeholder.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as { removedServerHtml?: string[] }).removedServerHtml = removed;
        document.addEventListener('DOMContentLoaded', () => {
          new MutationObserver((records) => {
            for (const record of records) {
              // A region's root: a page re-rendering its own parts (a desktop layout replacing the
              // phone's, the server knows no width) is fine.
              const parent = record.target instanceof Element ? record.target : null;
              if (!parent?.matches('main, footer')) continue;
              for (const node of record.removedNodes) {
                if (node instanceof Element && node.tagName !== 'SCRIPT') removed.push(`${parent.tagName.toLowerCase()} > ${node.tagName.toLowerCase()}.${node.className}`);
              }
            }
          }).observe(document.body, { childList: true, subtree: true });
        });
      });
      // The message catalogues arrive compiled: a German or Dutch page never loads the ICU parser.
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      for (const path of ['/', store.list, store.product.path]) {
        operations.length = 0;
        await page.goto(storeUrl(store.key, path));
        await page.waitForLoadState('networkidle');
        // Hydrated: the instance id is set by the browser once React has taken over the page.
        await expect(page.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
        await expect(page.locator('[data-boundary="catalogue"]')).toHaveAttribute('data-shared-instance', /.+/);
        // Only the visitor's own data is read in the browser (the basket badge, who is logged in);
        // the page's data came with the HTML.
        expect(operations.sort()).toEqual(['CartQuantity', 'UserInfo']);
        expect(await page.evaluate(() => (window as { removedServerHtml?: string[] }).removedServerHtml), path).toEqual([]);
        // Each stylesheet the server put in the head is used, not inserted again by the remote's
        // CSS loader (a second copy costs a style recalculation and layout of the whole page).
        const stylesheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
        expect(stylesheets.filter((href, index) => stylesheets.indexOf(href) !== index), path).toEqual([]);
      }
      expect(problems).toEqual([]);
      expect(scripts.filter((script) => script.includes('icu-parser'))).toEqual([]);
      // The hydrated page works: a client-side navigation renders the next page in the browser.
      await page.getByRole('link', { name: store.basket.link }).first().click();
      await expect(page.locator('[data-boundary="basketCheckout"]')).toBeVisible();
      expect(problems).toEqual([]);
    });

    test('the English home page (the code’s own texts) loads the message parser and hydrates its messages formatted', async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      const parser = page.waitForRequest((request) => request.url().includes('icu-parser'));
      await page.goto(storeUrl(store.key, '/en/'));
      await parser;
      await expect(page.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('The gift card for every occasion');
      await expect(page.locator('body')).toContainText(store.cardCount);
      expect(await page.locator('body').innerText()).not.toMatch(/\{[a-zA-Z]+[,}]/);
      expect(problems).toEqual([]);
    });

    test('a page with the visitor’s own data is rendered for them and never cached', async ({ page }) => {
      const { status, headers, html } = await htmlOf(page, store.key, store.basket.path);
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(html).toContain('data-boundary="basketCheckout"');
    });
  });
}
