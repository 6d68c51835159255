import { expect, test } from './fixtures';
import { storeUrl } from './helpers';

/**
 * Issue 36, spec §8 connection failure: when the API cannot be reached in the middle of a page (the
 * network is gone, or a gateway answers 502/503/504 in front of it), the general error modal says "Oh
 * oh, es gibt eine Störung" / "Oh oh, er is een storing", not "something went wrong" and not nothing.
 * The page loads normally; then the API goes away and the shopper opens the gift-card menu, whose
 * categories are read from the API at that moment.
 */
const STOREFRONTS = [
  { key: null, label: 'German', menu: 'Geschenkkarten', failure: 'network', text: /^Oh oh, es gibt eine Störung\./, generic: /schiefgelaufen/ },
  { key: 'CB', label: 'Dutch', menu: 'Cadeaubonnen', failure: 'gateway', text: /^Oh oh, er is een storing\./, generic: /ging iets mis/ },
] as const;

for (const store of STOREFRONTS) {
  test(`${store.label}: the API stops mid-page (${store.failure}) and the modal says there is a disruption`, async ({ page }) => {
    await page.goto(storeUrl(store.key, '/'));
    await expect(page.locator('[data-boundary="catalogue"]').first()).toBeVisible();
    // The page is interactive (its buttons no longer wait for the client).
    const menu = page.locator('header.shell-header').getByRole('button', { name: store.menu }).first();
    await expect(menu).toBeEnabled();

    await page.route('**/graphql', (route) =>
      store.failure === 'network' ? route.abort('internetdisconnected') : route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await menu.click();

    const modal = page.getByTestId('error-modal');
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal.locator('[data-error-code]')).toHaveText(store.text);
    await expect(modal).not.toContainText(store.generic);
  });
}
