import { randomUUID } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverRequest, storeUrl } from './helpers';

/**
 * Honest HTTP (issue 12, ADR 0014): what the server answers and what the browser shows agree. A path
 * no release routes, a product that does not exist and a confirmation of an order that is not the
 * visitor's answer 404 (not 200 with `index, follow`), and the page shows "not found", unindexed.
 */
const STOREFRONTS = [
  {
    key: null,
    label: 'German',
    unknown: '/gibt-es-nicht/',
    missingProduct: '/geschenkkarten/gibt-es-nicht-geschenkkarte/',
    confirmation: (uuid: string) => `/kasse/danke/${uuid}/`,
    pageNotFound: 'Hoppla, diese Seite gibt es nicht',
    productNotFound: 'Diese Geschenkkarte gibt es nicht',
    orderNotFound: 'Bestellung nicht gefunden',
    thanks: /Vielen Dank/,
    productList: '/geschenkkarten/',
  },
  {
    key: 'CB',
    label: 'Dutch',
    unknown: '/bestaat-niet/',
    missingProduct: '/cadeaubonnen/bestaat-niet-cadeaukaart/',
    confirmation: (uuid: string) => `/bestellen/${uuid}/`,
    pageNotFound: 'Oeps, deze pagina bestaat niet',
    productNotFound: 'Deze cadeaukaart bestaat niet',
    orderNotFound: 'Bestelling niet gevonden',
    thanks: /Bedankt/,
    productList: '/cadeaubonnen/',
  },
] as const;

/** Opens a path, expecting the server's 404, the screen's heading in the layout and noindex. */
async function expectNotFoundPage(page: Page, url: string, heading: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The page is inside the shop's layout, not a bare error page.
  await expect(page.locator('header.shell-header')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
  await expect(page.locator('link[rel="canonical"][data-shop-ssr]')).toHaveCount(0);
}

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront`, () => {
    test('an unknown path answers 404 and shows the not-found page; HEAD says 404 like curl -I', async ({ page }) => {
      await expectNotFoundPage(page, storeUrl(store.key, store.unknown), store.pageNotFound);
      for (const path of [store.unknown, store.missingProduct, store.confirmation(randomUUID())]) {
        const head = await serverRequest(page.request, store.key, path, 'HEAD');
        expect({ path, status: head.status() }).toEqual({ path, status: 404 });
      }
    });

    test('a product that does not exist answers 404 and says so', async ({ page }) => {
      await expectNotFoundPage(page, storeUrl(store.key, store.missingProduct), store.productNotFound);
    });

    test('a confirmation of an order that is not the visitor’s answers 404 and thanks nobody', async ({ page }) => {
      await expectNotFoundPage(page, storeUrl(store.key, store.confirmation(randomUUID())), store.orderNotFound);
      await expect(page.getByText(store.thanks)).toHaveCount(0);
    });

    test('a path without its trailing slash is a real 301 to the canonical path, query kept', async ({ page }) => {
      const list = store.productList.slice(0, -1);
      const response = await serverRequest(page.request, store.key, `${list}?s=rest`, 'GET');
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${store.productList}?s=rest`);
      // Followed, it is the list page.
      const followed = await page.goto(storeUrl(store.key, `${list}?s=rest`));
      expect(followed?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(store.productList);
    });
  });
}
