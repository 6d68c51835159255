import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { fillBasket, holdRemoteCode } from './shop-steps';

/**
 * Phone layout (issue 35 item 7), at 375 px: the basket is not a wall of links, the scroll-up button
 * never covers the sticky "to checkout" bar, a category shows its cards before its editorial text,
 * and a page being loaded shows the navigation's progress. German and Dutch.
 */
const STOREFRONTS = [
  { key: null, label: 'German', product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/', basket: '/warenkorb/', checkout: 'Weiter zur Kasse', scrollUp: 'Nach oben', category: '/kategorie/restaurants/' },
  { key: 'CB', label: 'Dutch', product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/', basket: '/winkelmandje/', checkout: 'Verder naar afrekenen', scrollUp: 'Naar boven', category: '/categorie/restaurants/' },
] as const;

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.use({ viewport: { width: 375, height: 812 } });

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront at 375 px`, () => {
    test('the basket of three lines stays compact, says no "Extras 0,00 €", and the scroll-up button keeps off the checkout bar', async ({ page }) => {
      await page.goto(storeUrl(store.key, '/'));
      await fillBasket(page, store.product, [
        { type: 'DIGITAL', amountCents: 5000, quantity: 2 },
        { type: 'PHYSICAL', amountCents: 2500, quantity: 1 },
        { type: 'DIGITAL', amountCents: 2500, quantity: 1 },
      ]);
      await page.goto(storeUrl(store.key, store.basket));
      const bar = page.getByRole('button', { name: store.checkout });
      await expect(bar).toBeVisible();
      await expect(page.getByTestId('totals')).not.toContainText(/Extra/);
      // The receivers with their three lines took ~2,450 px before (the page ~4,600); a phone screen is 812.
      const lines = await page.locator('.checkout-basket-main').boundingBox();
      expect(lines?.height ?? Number.POSITIVE_INFINITY).toBeLessThan(2300);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const up = page.getByRole('button', { name: store.scrollUp });
      await expect(up).toBeVisible();
      // Measured by the basket's code (useBottomBar sets --shop-bottom-bar on the root element) …
      await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--shop-bottom-bar'))).toMatch(/^\d+px$/);
      const [upBox, barBox] = [await up.boundingBox(), await bar.boundingBox()];
      expect(upBox && barBox && overlap(upBox, barBox)).toBe(false);
      // … and before it is: the shell shows its button once its own code runs, which on a phone can be
      // well before the basket's has (CI once caught that moment). The bar's CSS declares its height.
      await page.evaluate(() => document.documentElement.style.removeProperty('--shop-bottom-bar'));
      const [upEarly, barEarly] = [await up.boundingBox(), await bar.boundingBox()];
      expect(upEarly && barEarly && overlap(upEarly, barEarly)).toBe(false);
    });

    test('a category shows its cards before its editorial text and links', async ({ page }) => {
      await page.goto(storeUrl(store.key, store.category));
      const firstCard = page.locator('[data-boundary="catalogue"] a[href*="-"]').filter({ has: page.locator('img') }).first();
      await expect(firstCard).toBeVisible();
      const box = await firstCard.boundingBox();
      // Before: 1,200–2,000 px down, under the intro and 21 stacked links.
      expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(900);
    });
  });
}

test('a page that loads shows the navigation\'s progress and the page\'s shape, not a spinner', async ({ page }) => {
  await page.goto(storeUrl(null, '/'));
  await expect(page.locator('[data-boundary="catalogue"]')).toBeVisible();
  // The account remote has not loaded yet: its page's code comes over the network while the bar runs.
  const release = await holdRemoteCode(page, 'account');
  await page.locator('header.shell-header').getByRole('link', { name: /Konto|Mein Konto/ }).first().click();
  await expect(page.getByTestId('page-loading')).toBeVisible();
  await expect(page.getByTestId('page-loading').locator('.shop-skeleton').first()).toBeVisible();
  release();
  await expect(page.getByTestId('page-loading')).toHaveCount(0, { timeout: 20_000 });
});
