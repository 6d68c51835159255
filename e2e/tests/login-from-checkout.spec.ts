import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { fillBasket, outboxRows, solveCaptcha } from './shop-steps';

/**
 * Issue 36: a shopper who logs in from checkout's identify window ("Log in for a faster checkout")
 * comes back to checkout (/kasse/, /bestellen/), not to the account overview. Both storefronts are
 * CardBon's, whose identify toggle opens the login window.
 */
const STOREFRONTS = [
  {
    key: null,
    label: 'German',
    product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
    basket: '/warenkorb/',
    checkoutPath: '/kasse/',
    t: {
      toCheckout: 'Weiter zur Kasse',
      window: 'Anmelden und schneller bestellen',
      toAccount: 'Anmelden oder Konto erstellen',
      email: 'E-Mail-Adresse',
      continue: 'Weiter',
      firstName: 'Vorname',
      lastName: 'Nachname',
      password: 'Passwort',
      repeat: 'Passwort wiederholen',
      register: 'Konto anlegen',
      checkMail: 'Schau in dein Postfach',
      login: 'Anmelden',
    },
  },
  {
    key: 'CB',
    label: 'Dutch',
    product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
    basket: '/winkelmandje/',
    checkoutPath: '/bestellen/',
    t: {
      toCheckout: 'Verder naar afrekenen',
      window: 'Log in en bestel sneller',
      toAccount: 'Inloggen of account aanmaken',
      email: 'E-mailadres',
      continue: 'Verder',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      password: 'Wachtwoord',
      repeat: 'Herhaal wachtwoord',
      register: 'Account aanmaken',
      checkMail: 'Kijk in je mailbox',
      login: 'Inloggen',
    },
  },
] as const;

type Store = (typeof STOREFRONTS)[number];

/** The confirmation link of the newest account mail to an address. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const row of await outboxRows(page, email)) {
          const file = row.match(/href="(\/dev\/outbox\/files\/[^"]+\.html)"/)?.[1];
          if (!row.includes('SENT') || !file) continue;
          const html = await (await page.request.get(storeUrl(null, file.replace(/&amp;/g, '&')))).text();
          link = html.match(/href="(http[^"]+\/account\/login\/#token=[A-Za-z0-9_-]{43})"/)?.[1] ?? '';
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return link;
}

/** A confirmed account, logged out (the confirmation logs nobody in). */
async function confirmedAccount(page: Page, store: Store, email: string, password: string): Promise<void> {
  const account = page.locator('[data-boundary="account"]');
  await page.goto(storeUrl(store.key, '/account/'));
  await account.getByRole('textbox', { name: store.t.email }).fill(email);
  await solveCaptcha(page);
  await account.getByRole('button', { name: store.t.continue }).click();
  await account.getByRole('textbox', { name: store.t.firstName }).fill('Lena');
  await account.getByRole('textbox', { name: store.t.lastName }).fill('Lind');
  await account.getByLabel(store.t.password, { exact: true }).fill(password);
  await account.getByLabel(store.t.repeat, { exact: true }).fill(password);
  await solveCaptcha(page);
  await account.getByRole('button', { name: store.t.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: store.t.checkMail })).toBeVisible();
  await page.goto(await confirmationLink(page, email));
}

for (const store of STOREFRONTS) {
  test(`${store.label}: logging in from checkout's identify window returns to checkout`, async ({ page }) => {
    test.setTimeout(240_000);
    const email = `${store.key ? 'nl' : 'de'}.return.${Date.now()}@example.com`;
    const password = 'a long passphrase to come back';
    await confirmedAccount(page, store, email, password);

    await fillBasket(page, store.product, [{ type: 'DIGITAL', amountCents: 2_500, quantity: 1 }]);
    await page.goto(storeUrl(store.key, store.basket));
    await page.getByRole('button', { name: store.t.toCheckout }).click();
    const window = page.getByRole('dialog', { name: store.t.window });
    await expect(window).toBeVisible();
    await window.getByRole('link', { name: store.t.toAccount }).click();

    // Identify: an address with an account goes on to the login, which then goes back to checkout.
    const account = page.locator('[data-boundary="account"]');
    await account.getByRole('textbox', { name: store.t.email }).fill(email);
    await solveCaptcha(page);
    await account.getByRole('button', { name: store.t.continue }).click();
    await expect(page).toHaveURL(/\/account\/login\/$/);
    await account.getByLabel(store.t.password, { exact: true }).fill(password);
    await solveCaptcha(page);
    await account.getByRole('button', { name: store.t.login, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`^${storeUrl(store.key, store.checkoutPath)}$`), { timeout: 30_000 });
    await expect(page.locator('[data-boundary="basketCheckout"]')).toBeVisible();
  });
}
