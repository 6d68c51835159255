import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { holdRemoteCode } from './shop-steps';

/**
 * Issue 36: a server-rendered product page is usable before its code runs. A "Karte per Post" click
 * and a typed quantity made then are still chosen once the page is interactive (they were silently
 * reverted to digital and 1). The catalogue's code is held back until the shopper has clicked and
 * typed, so the clicks certainly come before hydration.
 */
const STOREFRONTS = [
  { key: null, label: 'German', product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/', physical: /Karte per Post/, digital: /Digital/, quantity: 'Anzahl', add: 'In den Warenkorb', byPost: /Per Post in 2–4 Werktagen/, backToTop: 'Nach oben' },
  { key: 'CB', label: 'Dutch', product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/', physical: /Fysieke kaart/, digital: /Digitaal/, quantity: 'Aantal', add: 'In winkelmandje', byPost: /Per post in 2–4 werkdagen/, backToTop: 'Naar boven' },
] as const;

for (const store of STOREFRONTS) {
  test(`${store.label}: a "by post" click and a quantity typed before the product page is interactive stay chosen`, async ({ page }) => {
    // The catalogue's code (remote entry, routes, the page's chunk) waits until the shopper has acted.
    const release = await holdRemoteCode(page, 'catalogue');
    // Not 'domcontentloaded': the document waits for its deferred scripts, the held ones among them.
    await page.goto(storeUrl(store.key, store.product), { waitUntil: 'commit' });

    const physical = page.getByRole('radio', { name: store.physical });
    const quantity = page.getByRole('spinbutton', { name: store.quantity });
    const add = page.getByRole('button', { name: store.add });
    // The server's form, not interactive yet: its button waits for the client (spec §4).
    await expect(physical).toBeVisible({ timeout: 30_000 });
    await expect(add).toBeDisabled();
    await expect(page.getByRole('radio', { name: store.digital })).toBeChecked();
    // The radio is drawn as a tile (its input hidden under its label): the shopper taps the tile.
    await physical.check({ force: true });
    await quantity.fill('3');

    release();
    await expect(add).toBeEnabled({ timeout: 20_000 });
    await expect(physical).toBeChecked();
    await expect(page.getByRole('radio', { name: store.digital })).not.toBeChecked();
    await expect(quantity).toHaveValue('3');
    // What the form derives from the choice follows it: the promise of delivery by post.
    await expect(page.getByTestId('delivery-info')).toContainText(store.byPost);
  });
}

/**
 * Issue 37 (a CI flake): an order chosen in the server-rendered list before its code ran was followed
 * by the select, yet the list stayed unsorted now and then. The select's adoption asked the router to
 * navigate before the router accepted navigations. Held code makes the early choice certain.
 */
const LISTS = [
  { key: null, label: 'German', list: '/geschenkkarten/', sortLabel: 'Sortieren nach', priceAsc: 'Preis aufsteigend' },
  { key: 'CB', label: 'Dutch', list: '/cadeaubonnen/', sortLabel: 'Sorteren op', priceAsc: 'Prijs oplopend' },
] as const;

for (const store of LISTS) {
  test(`${store.label}: a sort chosen before the list is interactive sorts it, in the URL`, async ({ page }) => {
    const release = await holdRemoteCode(page, 'catalogue');
    await page.goto(storeUrl(store.key, store.list), { waitUntil: 'commit' });
    const sort = page.getByRole('combobox', { name: store.sortLabel });
    await expect(sort).toBeVisible({ timeout: 30_000 });
    await sort.selectOption({ label: store.priceAsc });

    release();
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/, { timeout: 20_000 });
    await expect(sort).toHaveValue('price-asc');
    const amounts = async () =>
      (await page.locator('[data-boundary="catalogue"] .catalogue-card-price').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect.poll(async () => {
      const prices = await amounts();
      return prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price);
    }).toBe(true);
  });
}

/**
 * Issue 37: the page's code starts after its first paint, so on a slow phone a shopper scrolls
 * before it runs. Hydrating must leave them where they are (it scrolled them back to the top), and
 * the locale's number and date data loads on another thread meanwhile (a worker the server's page
 * starts: shell/src/server/warm-locale-data.ts), not in a long task of the page's own thread.
 */
for (const store of STOREFRONTS) {
  test(`${store.label}: a home scrolled on a phone before the shell runs stays scrolled, and its locale data loads in a worker`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/main\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl(store.key, '/'), { waitUntil: 'commit' });
    await expect(page.locator('footer')).toBeAttached({ timeout: 30_000 });
    // The page's content is there (a page the server streamed shows its late piece a frame after it
    // arrived, the footer may come before it): the document is long enough to scroll that far.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { timeout: 30_000 }).toBeGreaterThan(2000);
    // More than twice the screen down: once its code runs, the page offers the way back up.
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000);
    await expect.poll(() => workers.filter((url) => url.startsWith('blob:')).length).toBe(1);
    await expect(page.getByRole('button', { name: store.backToTop })).toHaveCount(0);

    release();
    await expect(page.getByRole('button', { name: store.backToTop })).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
  });
}
