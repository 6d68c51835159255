import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { expectAccessible } from './shop-steps';

/**
 * The content team's legal pages (issue 17), German and Dutch storefront: every legal route answers
 * 200 with the storefront's text (server-rendered), passes axe, and the footer's legal row and the
 * checkout's terms link lead there. A page a storefront does not have is a 404.
 */
const LEGAL = [
  {
    key: null,
    label: 'German',
    pages: [
      ['/impressum/', 'Impressum'],
      ['/geschaeftsbedingungen/', 'Allgemeine Geschäftsbedingungen'],
      ['/widerrufsbelehrung/', 'Widerrufsbelehrung'],
      ['/datenschutz-cookie-erklaerung/', 'Datenschutzerklärung'],
      ['/cookie-erklaerung/', 'Cookie-Erklärung'],
      ['/barrierefreiheit/', 'Erklärung zur Barrierefreiheit'],
    ],
    missing: '/delivery/',
  },
  {
    key: 'CB',
    label: 'Dutch',
    pages: [
      ['/algemene-voorwaarden/', 'Algemene voorwaarden'],
      ['/privacy/', 'Privacyverklaring'],
      ['/cookieverklaring/', 'Cookieverklaring'],
      ['/delivery/', 'Bezorging'],
      ['/cancelation-policy/', 'Annuleringsbeleid'],
      ['/toegankelijkheid/', 'Toegankelijkheidsverklaring'],
    ],
    missing: '/impressum/',
  },
] as const;

for (const store of LEGAL) {
  test.describe(`${store.label} legal pages`, () => {
    for (const [path, title] of store.pages) {
      test(`${path} shows the storefront's ${title}`, async ({ page }) => {
        const response = await page.goto(storeUrl(store.key, path));
        expect(response?.status()).toBe(200);
        // Server-rendered: the title and the text are in the HTML before any script runs.
        expect(await response?.text()).toContain(title);
        const content = page.locator('[data-boundary="content"]');
        await expect(content.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(content.getByTestId('content-legal-body').locator('h2').first()).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(title));
        await expectAccessible(page, 'content');
      });
    }

    test(`a legal page the storefront does not have answers 404`, async ({ page }) => {
      const response = await page.goto(storeUrl(store.key, store.missing));
      expect(response?.status()).toBe(404);
    });
  });
}

test('the German Impressum names everything §5 DDG asks for and links no closed dispute platform', async ({ page }) => {
  await page.goto(storeUrl(null, '/impressum/'));
  const body = page.getByTestId('content-legal-body');
  await expect(body).toContainText('Vertreten durch');
  await expect(body).toContainText('Registergericht');
  await expect(body).toContainText('USt-IdNr.');
  await expect(body).toContainText('Verbraucherschlichtungsstelle');
  await expect(body.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
});

test('the footer leads to the legal pages at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(storeUrl(null, '/'));
  const legal = page.locator('footer').getByRole('navigation', { name: 'Rechtliches' });
  await legal.scrollIntoViewIfNeeded();
  await expect(legal.getByRole('link')).toHaveText(['AGB', 'Datenschutz', 'Cookies', 'Vertrag widerrufen', 'Widerrufsbelehrung', 'Barrierefreiheit', 'Impressum']);
  await legal.getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL(storeUrl(null, '/impressum/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
});
