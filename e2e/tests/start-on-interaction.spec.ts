import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';

/**
 * Issue 37, ADR 0075: a page to read (the home, the lists) starts its application on the visitor's
 * first interaction. Until then it is the server's page, with no script file loaded; the first tap
 * starts the code and still does what it asked; a visitor the shop knows (a basket) gets the page
 * started at load, with the basket's count; the page view is sent once, before any interaction.
 * Each page is opened with `waitUntil: 'commit'`: the journeys' `goto` would make the first
 * interaction itself (fixtures.ts).
 */
const STOREFRONTS = [
  { key: null, label: 'German', list: '/geschenkkarten/', giftCards: 'Geschenkkarten', product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/', add: 'In den Warenkorb' },
  { key: 'CB', label: 'Dutch', list: '/cadeaubonnen/', giftCards: 'Cadeaubonnen', product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/', add: 'In winkelmandje' },
] as const;

const startMode = (page: import('@playwright/test').Page) => page.evaluate(() => window.__SHOP_START__?.mode);
const pageViews = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? []).filter((entry) => entry.event === 'page_view').map((entry) => entry.page_path));

for (const [store, viewport] of germanPhoneDutchDesktop(STOREFRONTS[0], STOREFRONTS[1])) {
  test.describe(`${store.label} storefront at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the home waits for the first tap, which starts it and opens the menu it asked for; the page view is sent once', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(storeUrl(store.key, '/'), { waitUntil: 'commit' });
      const menuButton = page.locator('header.shell-header').getByRole('button', { name: store.giftCards });
      await expect(menuButton).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('load');
      expect(await startMode(page)).toBe('on-interaction');
      // The visitor has consented (fixtures.ts): the page view is there before any code of the shop ran.
      expect(await pageViews(page)).toEqual(['/']);
      expect(scripts).toEqual([]);

      // The first tap: it starts the code, and the menu opens once the page is live.
      await menuButton.click();
      const menu = page.getByTestId('header-menu');
      await expect(menu.getByRole('link').first()).toBeVisible({ timeout: 30_000 });
      expect(scripts.length).toBeGreaterThan(0);
      expect(await startMode(page)).toBe('woken');
      await expect(page.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
      // Not a second page view from the application for the same page.
      expect(await pageViews(page)).toEqual(['/']);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
    });

    test('the list waits too; a visitor with a basket gets the home started at load, with the count', async ({ page }) => {
      await page.goto(storeUrl(store.key, store.list), { waitUntil: 'commit' });
      await expect(page.locator('#main')).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('load');
      expect(await startMode(page)).toBe('on-interaction');

      // A card into the basket through the product page (a page that starts at load).
      await page.goto(storeUrl(store.key, store.product));
      await page.locator('#main [data-boundary="catalogue"]').getByRole('button', { name: store.add }).click();
      await expect(page.getByTestId('basket-badge')).toHaveText('1', { timeout: 30_000 });

      await page.goto(storeUrl(store.key, '/'), { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      expect(await startMode(page)).toBe('at-load');
      // No interaction: the page starts by itself and reads the basket.
      await expect(page.getByTestId('basket-badge')).toHaveText('1', { timeout: 30_000 });
      await expect(page.locator('.shell-layout')).toHaveAttribute('data-shared-instance', /.+/);
    });
  });
}
