import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import AxeBuilder from '@axe-core/playwright';

/**
 * Cookie consent (issue 17; §25 TTDSG): a first visit shows the banner with equal accept and reject;
 * before a choice no analytics event reaches the dataLayer and no ad click id is stored (Consent Mode
 * says denied); a refusal is kept; the footer's "Cookie settings" reopens it; accepting sends
 * page_view and keeps the click id. German and Dutch storefront, phone and desktop.
 */
test.use({ consented: false });

const STOREFRONTS = [
  { key: null, label: 'German', t: { banner: 'Wir verwenden Cookies', accept: 'Alle akzeptieren', reject: 'Alle ablehnen', settings: 'Cookie-Einstellungen' } },
  { key: 'CB', label: 'Dutch', t: { banner: 'Wij gebruiken cookies', accept: 'Alles accepteren', reject: 'Alles weigeren', settings: 'Cookie-instellingen' } },
] as const;

const events = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry).map((entry) => (entry as { event: string }).event));
const clickId = (page: Page) => page.evaluate(() => window.localStorage.getItem('shop.tracking.clickId'));

for (const store of STOREFRONTS) {
  for (const width of [375, 1440] as const) {
    test(`${store.label} storefront at ${width} px: nothing is tracked before the choice; reject is kept; accept from the footer starts tracking`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(storeUrl(store.key, '/?gclid=ad-click-1'));
      const banner = page.getByRole('dialog', { name: store.t.banner });
      await expect(banner).toBeVisible();
      // Equal choices: both are buttons of the same kind, side by side.
      const reject = banner.getByRole('button', { name: store.t.reject });
      const accept = banner.getByRole('button', { name: store.t.accept });
      expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
      const axe = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
      expect(await events(page)).toEqual([]);
      expect(await clickId(page)).toBeNull();

      await reject.click();
      await expect(banner).toBeHidden();
      await page.goto(storeUrl(store.key, '/?gclid=ad-click-2'));
      await expect(page.getByRole('dialog', { name: store.t.banner })).toBeHidden();
      expect(await events(page)).toEqual([]);
      expect(await clickId(page)).toBeNull();

      // The footer reopens the settings; accepting sends the page view of this page and keeps the click id.
      const settings = page.locator('footer').getByRole('button', { name: store.t.settings });
      await settings.scrollIntoViewIfNeeded();
      await settings.click();
      await page.getByRole('dialog', { name: store.t.banner }).getByRole('button', { name: store.t.accept }).click();
      await expect.poll(() => events(page)).toContain('page_view');
      expect(JSON.parse((await clickId(page)) ?? '{}').value).toBe('ad-click-2');
    });
  }
}
