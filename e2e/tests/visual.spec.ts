import { expect, test } from './fixtures';
import { storeUrl } from './helpers';

/**
 * One design that cannot drift apart again (issue 35): the first screen of every kind of page, in both
 * storefronts, at phone and desktop width, compared with the committed baselines
 * (visual.spec.ts-snapshots/). A change of look is made on purpose: look at the new screenshots, then
 * `pnpm --filter @shop/e2e exec playwright test tests/visual.spec.ts --update-snapshots` and commit them.
 *
 * What changes by itself is held still or hidden: animations are off, the phone's rotating top strip
 * and dates are masked, the consent choice is made. Data comes from the seed, the same on every run.
 */
const SCREENS: { name: string; de: string; nl: string }[] = [
  { name: 'home', de: '/', nl: '/' },
  { name: 'product-list', de: '/geschenkkarten/', nl: '/cadeaubonnen/' },
  { name: 'product', de: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/', nl: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/' },
  { name: 'category', de: '/kategorie/restaurants/', nl: '/categorie/restaurants/' },
  { name: 'basket-empty', de: '/warenkorb/', nl: '/winkelmandje/' },
  { name: 'balance-check', de: '/guthaben-pruefen/', nl: '/saldocheck/' },
  { name: 'activation', de: '/aktivieren/', nl: '/activeren/' },
  { name: 'login', de: '/account/login/', nl: '/account/login/' },
  { name: 'register', de: '/account/anmelden/', nl: '/account/registreren/' },
  { name: 'contact', de: '/kontakt/', nl: '/klantenservice/contact/' },
  { name: 'business', de: '/unternehmen/', nl: '/zakelijk/' },
  { name: 'blog', de: '/blog/', nl: '/blog/' },
  { name: 'not-found', de: '/gibt-es-nicht/', nl: '/bestaat-niet/' },
];

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test.use({ viewport: width.viewport });
    for (const store of [{ key: null, lang: 'de' as const }, { key: 'CB', lang: 'nl' as const }]) {
      test(`every screen of the ${store.lang === 'de' ? 'German' : 'Dutch'} storefront looks as committed`, async ({ page }) => {
        test.setTimeout(120_000);
        for (const screen of SCREENS) {
          await page.goto(storeUrl(store.key, screen[store.lang]));
          await page.waitForLoadState('networkidle');
          // Web fonts and pictures of the first screen are in before the picture is taken.
          await page.evaluate(async () => {
            await document.fonts.ready;
            await Promise.all([...document.images].filter((img) => !img.complete && img.loading !== 'lazy').map((img) => new Promise((resolve) => img.addEventListener('load', resolve, { once: true }))));
          });
          await expect.soft(page, `${screen.name} (${store.lang}, ${width.name})`).toHaveScreenshot(`${screen.name}-${store.lang}-${width.name}.png`, {
            animations: 'disabled',
            caret: 'hide',
            mask: [page.getByTestId('top-strip'), page.locator('time'), page.locator('altcha-widget')],
            maxDiffPixelRatio: 0.01,
          });
        }
      });
    }
  });
}
