import type { Browser, Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';
import { checkCardAndChooseRedeemCard, DUTCH_CHECKOUT, digitalCardThroughApi, expectAccessible, GERMAN_CHECKOUT } from './shop-steps';

/**
 * Issue 36: a redeem resumed from a link, and a redeem that is gone, German and Dutch storefront.
 *
 * A guest buys a €50 card, checks it and chooses a card in the redeem shop; the link of that redeem
 * (`?redeemToken=`, spec §2) opened on another device (a browser context of its own: no storage shared)
 * shows the same redeem, and the token leaves the address bar at once (replaceState: not in the
 * address, the history or a Referer). After "start over" the same link, and a link with a token nobody
 * was given, show the spec's "redeem data unavailable" (§8) instead of an empty shop, with the way to
 * check the balance again; the redeem checkout says the same.
 */
const STOREFRONTS = [
  {
    key: null,
    host: 'localhost',
    label: 'German',
    checkout: GERMAN_CHECKOUT,
    sourceCard: '/geschenkkarten/apple-geschenkkarte/',
    balancePath: '/guthaben-pruefen/',
    shopPath: '/guthaben-pruefen/ergebnisse/',
    checkoutPath: '/guthaben-pruefen/kasse/',
    target: 'Audible Geschenkkarte',
    t: {
      cardNumber: 'Kartennummer (19 Ziffern)',
      pin: 'PIN (6 Ziffern, unter dem Rubbelfeld)',
      check: 'Guthaben prüfen',
      redeemNow: 'Jetzt einlösen',
      search: 'Geschenkkarten suchen',
      choose: (name: string) => `${name} wählen`,
      amount: /^Betrag/,
      add: 'Zur Auswahl hinzufügen',
      chosen: /20,00\s€/,
      next: 'Weiter',
      reset: 'Neu beginnen',
      resetDialog: 'Neu beginnen?',
      resetConfirm: 'Ja, neu beginnen',
      unavailable: 'Deine Einlösedaten sind nicht mehr verfügbar. Bitte prüfe dein Guthaben erneut.',
      checkAgain: 'Guthaben erneut prüfen',
      balanceTitle: 'Guthaben prüfen & einlösen',
    },
  },
  {
    key: 'CB',
    host: 'cb.localhost',
    label: 'Dutch',
    checkout: DUTCH_CHECKOUT,
    sourceCard: '/cadeaubonnen/apple-cadeaukaart/',
    balancePath: '/saldocheck/',
    shopPath: '/saldocheck/inwisselen/',
    checkoutPath: '/saldocheck/checkout/',
    target: 'Spotify Cadeaukaart',
    t: {
      cardNumber: 'Kaartnummer (19 cijfers)',
      pin: 'Pincode (6 cijfers, onder de kraslaag)',
      check: 'Saldo checken',
      redeemNow: 'Nu inwisselen',
      search: 'Cadeaukaarten zoeken',
      choose: (name: string) => `${name} kiezen`,
      amount: /^Bedrag/,
      add: 'Aan mijn keuze toevoegen',
      chosen: /€\s20,00/,
      next: 'Verder',
      reset: 'Opnieuw beginnen',
      resetDialog: 'Opnieuw beginnen?',
      resetConfirm: 'Ja, opnieuw beginnen',
      unavailable: 'Je inwisselgegevens zijn niet meer beschikbaar. Check je saldo opnieuw.',
      checkAgain: 'Saldo opnieuw checken',
      balanceTitle: 'Saldo checken & inwisselen',
    },
  },
] as const;

type Store = (typeof STOREFRONTS)[number];
const DESKTOP = { width: 1440, height: 900 } as const;
const TOKEN_STORAGE_KEY = 'shop:redeem-token';

/** Another device: a browser of its own (no session storage, no cookies shared), its cookie choice made. */
async function otherDevice(browser: Browser, store: Store): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addCookies([{ name: 'cookie_consent', value: 'v1.s1.m1', url: `http://${store.host}:${E2E_PORT}/` }]);
  return usableOnLoad(await context.newPage());
}

/** The unavailable state with its way on, and nothing of a shop or a basket. */
async function expectUnavailable(page: Page, store: Store): Promise<void> {
  const unavailable = page.getByTestId('redeem-unavailable');
  await expect(unavailable).toContainText(store.t.unavailable);
  await expect(page.getByTestId('redeem-basket')).toHaveCount(0);
  await expect(page.getByTestId('redeem-products')).toHaveCount(0);
  await expect(page).not.toHaveURL(/redeemToken/);
  // The page forgets the token once the API has said the redeem is gone (just after it shows so).
  await expect.poll(() => page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await expectAccessible(page, 'redeem');
}

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront: a redeem link`, () => {
    test.use({ viewport: DESKTOP });

    test('resumes the redeem on another device, takes the token out of the address, and a redeem that is gone says so', async ({ page, browser }) => {
      test.setTimeout(240_000);
      // Lower case: the shop keeps e-mail addresses in lower case, and the outbox is searched by the address.
      const stamp = `${store.label.toLowerCase()}.${Date.now()}`;
      const card = await digitalCardThroughApi(page, store.checkout, store.sourceCard, `link.${stamp}@example.com`, 5_000);

      // The first device: check the card, choose a €20 card.
      await checkCardAndChooseRedeemCard(page, storeUrl(store.key, store.balancePath), store.t, card, store.target, '20');
      await expect(page.getByTestId('redeem-basket')).toContainText(store.t.chosen);
      const token = await page.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const link = storeUrl(store.key, `${store.shopPath}?redeemToken=${token}`);

      // The second device opens the link: the same redeem, and the token gone from the address at once.
      const device = await otherDevice(browser, store);
      const referers: string[] = [];
      device.on('request', (request) => {
        const referer = request.headers().referer;
        if (referer) referers.push(referer);
      });
      await device.goto(link);
      const basket = device.getByTestId('redeem-basket');
      await expect(basket).toContainText(store.target);
      await expect(basket).toContainText(store.t.chosen);
      await expect(device).toHaveURL(storeUrl(store.key, store.shopPath));
      expect(await device.evaluate((key) => window.sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBe(token);
      // Replaced, not pushed: the history entry the link made no longer holds the token.
      expect(await device.evaluate(() => window.location.href)).not.toContain('redeemToken');
      // On to the checkout: the redeem goes on, and no request after the page took the token over names it.
      const sent = referers.length;
      await basket.getByRole('link', { name: store.t.next }).click();
      await expect(device).toHaveURL(storeUrl(store.key, store.checkoutPath));
      await expect(device.getByTestId('redeem-basket')).toContainText(store.t.chosen);
      expect(referers.slice(sent).filter((referer) => referer.includes('redeemToken'))).toEqual([]);
      await expectAccessible(device, 'redeem');

      // The first device starts over: the redeem ends.
      await page.getByRole('button', { name: store.t.reset }).click();
      await page.getByRole('dialog', { name: store.t.resetDialog }).getByRole('button', { name: store.t.resetConfirm }).click();

      // The same link now, on a third device: "redeem data unavailable", not an empty shop; the way on is a new check.
      const later = await otherDevice(browser, store);
      await later.goto(link);
      await expectUnavailable(later, store);
      await later.getByTestId('redeem-unavailable').getByRole('link', { name: store.t.checkAgain }).click();
      await expect(later.getByRole('heading', { level: 1, name: store.t.balanceTitle })).toBeVisible();
      await expect(later).toHaveURL(storeUrl(store.key, store.balancePath));

      // The second device, whose tab still holds the ended redeem, finds out on its next page.
      await device.reload();
      await expectUnavailable(device, store);
      await device.context().close();
      await later.context().close();
    });

    test('a link with a token nobody was given, or no token at all, shows the unavailable state on the shop, the checkout and the balance check', async ({ page }) => {
      const unknown = 'Unknown0Token-of_43-characters-0123456789ab';
      expect(unknown).toHaveLength(43);
      for (const path of [store.shopPath, store.checkoutPath]) {
        await page.goto(storeUrl(store.key, `${path}?redeemToken=${unknown}`));
        await expectUnavailable(page, store);
        await expect(page).toHaveURL(storeUrl(store.key, path));
      }
      // A malformed value is no token: nothing kept, the same state.
      await page.goto(storeUrl(store.key, `${store.shopPath}?redeemToken=%3Cscript%3Ealert(1)%3C%2Fscript%3E`));
      await expectUnavailable(page, store);
      // On the balance check the form below is the way on.
      await page.goto(storeUrl(store.key, `${store.balancePath}?redeemToken=${unknown}`));
      await expect(page.getByTestId('redeem-unavailable')).toContainText(store.t.unavailable);
      await expect(page.getByTestId('redeem-check-form').getByRole('textbox', { name: store.t.cardNumber })).toBeVisible();
      await expect(page).toHaveURL(storeUrl(store.key, store.balancePath));
    });
  });
}
