import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { DUTCH_CHECKOUT, GERMAN_CHECKOUT, detailsAndShipping, fillBasket as fillShopBasket, outboxRows } from './shop-steps';

/**
 * Checkout journeys (issue 7): a guest pays a basket with a digital and a physical card (by credit card
 * in Germany, by iDEAL in the Netherlands: each storefront offers its provider's methods) on the
 * test payment service's hosted page, lands on the confirmation, and the mails reach the outbox; a
 * refused payment is retried. German and Dutch storefront.
 */
const STOREFRONTS = [
  {
    label: 'German',
    store: '60',
    // Each storefront offers its provider's methods: cards and PayPal in Germany, iDEAL too in the Netherlands.
    method: 'card',
    product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
    ...GERMAN_CHECKOUT,
    labels: {
      ...GERMAN_CHECKOUT.labels,
      bank: 'Deine Bank',
      card: 'Kreditkarte',
      pay: /^Jetzt .* bezahlen$/,
      toBasket: 'Zurück zum Warenkorb',
      shippingStep: 'Schritt 2 von 3: Versand',
      basketTitle: 'Dein Warenkorb',
    },
    thanks: 'Vielen Dank für deine Bestellung!',
    refused: 'Wir konnten deine Zahlung nicht verarbeiten',
    orderNumberLabel: /^Bestellnummer /,
    thanksWithoutOrder: '/kasse/danke/',
    noOrder: 'Keine Bestellung zu zeigen',
  },
  {
    label: 'Dutch',
    store: '10',
    method: 'iDEAL',
    product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
    ...DUTCH_CHECKOUT,
    labels: {
      ...DUTCH_CHECKOUT.labels,
      bank: 'Je bank',
      card: 'Creditcard',
      pay: /^Nu .* betalen$/,
      toBasket: 'Terug naar winkelmandje',
      shippingStep: 'Stap 2 van 3: Verzending',
      basketTitle: 'Je winkelmandje',
    },
    thanks: 'Bedankt voor je bestelling!',
    refused: 'We konden je betaling niet verwerken',
    orderNumberLabel: /^Bestelnummer /,
    thanksWithoutOrder: '/bestellen/gelukt/',
    noOrder: 'Geen bestelling om te tonen',
  },
] as const;

type Store = (typeof STOREFRONTS)[number];

const BASKET_LINES = [
  { type: 'DIGITAL', amountCents: 5000, quantity: 2 },
  { type: 'PHYSICAL', amountCents: 2500, quantity: 1, giftPacking: true },
] as const;

/** A digital card (2 × 50) and a physical one (25, gift packed). */
const fillBasket = (page: Page, store: Store) => fillShopBasket(page, store.product, BASKET_LINES);

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront`, () => {
    test(`a guest pays a digital and a physical card by ${store.method}; confirmation, mails in the outbox`, async ({ page }) => {
      const email = `anna.${store.store}.${Date.now()}@example.com`;
      await page.goto(storeUrl(store.key, '/'));
      await fillBasket(page, store);
      const checkout = await detailsAndShipping(page, store, email);

      if (store.method === 'iDEAL') {
        await checkout.getByRole('radio', { name: 'iDEAL' }).check();
        await checkout.getByRole('combobox', { name: store.labels.bank }).selectOption({ label: 'Test Issuer' });
      } else {
        await expect(checkout.getByRole('radio', { name: 'iDEAL' })).toHaveCount(0);
        await checkout.getByRole('radio', { name: store.labels.card }).check();
      }
      await checkout.getByRole('button', { name: store.labels.pay }).click();

      // The provider's hosted payment page: the shopper authorises.
      await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
      await expect(page.getByText('130.85')).toBeVisible();
      await page.getByRole('button', { name: 'Authorise' }).click();

      await expect(page.getByRole('heading', { level: 1, name: store.thanks })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(/\d+-\d{6}-[A-Z2-9]{6}/).first()).toBeVisible();
      await expect(page.getByTestId('basket-badge')).toHaveText('0');
      const purchases = await page.evaluate(() => ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'purchase').length);
      expect(purchases).toBe(1);

      // The worker sends the confirmation and the two card mails (file transport → the dev outbox).
      await expect.poll(async () => (await outboxRows(page, email)).join('\n').match(/SENT/g)?.length ?? 0, { timeout: 20_000 }).toBe(3);
    });

    test('a refused payment returns to checkout with the error and can be retried', async ({ page }) => {
      const email = `ben.${store.store}.${Date.now()}@example.com`;
      await page.goto(storeUrl(store.key, '/'));
      await fillBasket(page, store);
      const checkout = await detailsAndShipping(page, store, email);
      await checkout.getByRole('radio', { name: store.labels.card }).check();
      await checkout.getByRole('button', { name: store.labels.pay }).click();
      await expect(page).toHaveURL(/\/test-psp\/pay\//);
      await page.getByRole('button', { name: 'Refuse' }).click();

      await expect(page).toHaveURL(/[?&]error=2035/, { timeout: 20_000 });
      await expect(page).toHaveURL(/[?&]order=[0-9a-f-]{36}/);
      await expect(page.getByText(store.refused).first()).toBeVisible();
      await checkout.getByRole('radio', { name: 'PayPal' }).check();
      await checkout.getByRole('button', { name: store.labels.pay }).click();
      await page.getByRole('button', { name: 'Authorise' }).click();
      await expect(page.getByRole('heading', { level: 1, name: store.thanks })).toBeVisible({ timeout: 20_000 });
    });

    test('the steps are in the browser\'s history, a reload stays on its step; the thank-you page without an order thanks nobody (issue 35)', async ({ page }) => {
      if (store.store === '60') await page.setViewportSize({ width: 375, height: 812 });
      page.on('dialog', (dialog) => void dialog.accept());
      const email = `steps.${store.store}.${Date.now()}@example.com`;
      await page.goto(storeUrl(store.key, '/'));
      await fillBasket(page, store);
      const checkout = await detailsAndShipping(page, store, email);
      await expect(page).toHaveURL(/\?step=payment$/);
      await expect(checkout.getByRole('radio', { name: store.labels.card })).toBeVisible();
      await page.reload();
      await expect(checkout.getByRole('radio', { name: store.labels.card })).toBeVisible({ timeout: 20_000 });
      await page.goBack();
      await expect(page).toHaveURL(/\?step=shipping$/);
      await expect(checkout.getByRole('heading', { level: 2, name: store.labels.shippingStep })).toBeVisible();
      await page.goBack();
      await expect(checkout.getByRole('textbox', { name: store.labels.firstName, exact: true })).toHaveValue('Anna');
      await page.goForward();
      await expect(checkout.getByRole('heading', { level: 2, name: store.labels.shippingStep })).toBeVisible();

      await page.goto(storeUrl(store.key, store.thanksWithoutOrder));
      await expect(page.getByRole('heading', { level: 1, name: store.noOrder })).toBeVisible();
      await expect(page.getByText(store.thanks)).toHaveCount(0);
    });

    test('Back on the provider\'s page returns to the order waiting for its payment, not an empty basket (issue 35)', async ({ page }) => {
      if (store.store === '10') await page.setViewportSize({ width: 375, height: 812 });
      page.on('dialog', (dialog) => void dialog.accept());
      const email = `back.${store.store}.${Date.now()}@example.com`;
      await page.goto(storeUrl(store.key, '/'));
      await fillBasket(page, store);
      const checkout = await detailsAndShipping(page, store, email);
      await checkout.getByRole('radio', { name: 'PayPal' }).check();
      await checkout.getByRole('button', { name: store.labels.pay }).click();
      await expect(page).toHaveURL(/\/test-psp\/pay\//);

      await page.goBack();
      await expect(page).toHaveURL(/[?&]error=open/);
      await expect(page.getByTestId('retry-message')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(store.orderNumberLabel)).toBeVisible();
      // A reload keeps it; the order is still payable, and "back to basket" gives the cards back.
      await page.reload();
      await expect(page.getByTestId('retry-message')).toBeVisible({ timeout: 20_000 });
      await checkout.getByRole('button', { name: store.labels.toBasket }).click();
      await expect(page.getByTestId('basket-badge')).toHaveText('3');
      await expect(page.getByRole('heading', { level: 1, name: store.labels.basketTitle })).toBeVisible();
    });
  });
}

test('a pending payment waits on the processing page and completes when the bank confirms', async ({ page }) => {
  const store = STOREFRONTS[0];
  const email = `carla.${Date.now()}@example.com`;
  await page.goto(storeUrl(store.key, '/'));
  await fillBasket(page, store);
  const checkout = await detailsAndShipping(page, store, email);
  await checkout.getByRole('radio', { name: store.labels.card }).check();
  await checkout.getByRole('button', { name: store.labels.pay }).click();
  await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
  const pspReference = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('button', { name: 'Leave pending' }).click();

  // Back in the shop, the processing page waits for the bank.
  await expect(page).toHaveURL(/\/kasse\/zahlung-verarbeiten\//);
  await expect(page.getByText('Wir warten auf die Bestätigung deiner Bank')).toBeVisible({ timeout: 20_000 });
  // The bank confirms: the provider sends its notification, the page moves on by itself.
  const settled = await page.request.post(storeUrl(null, `/test-psp/payments/${pspReference}/settle`), { data: { outcome: 'authorised' } });
  expect(settled.ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: store.thanks })).toBeVisible({ timeout: 20_000 });
});
