import { expect, test } from './fixtures';
import { DUTCH_CHECKOUT, GERMAN_CHECKOUT, detailsAndShipping, fillBasket } from './shop-steps';
import { storeUrl } from './helpers';

/**
 * Issue 36, spec §8 fraud ('use another payment method'): a card payment the issuer refuses as
 * suspected fraud (the test payment page's card 4000 0000 0000 9979) brings the shopper back to the
 * payment step, which says to use another payment method (2037) and offers the others; PayPal pays.
 */
const STOREFRONTS = [
  {
    label: 'German',
    checkout: GERMAN_CHECKOUT,
    product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
    card: 'Kreditkarte',
    pay: /^Jetzt .* bezahlen$/,
    fraud: 'Wir können diese Zahlung leider nicht annehmen. Bitte nutze eine andere Zahlungsmethode.',
    thanks: 'Vielen Dank für deine Bestellung!',
  },
  {
    label: 'Dutch',
    checkout: DUTCH_CHECKOUT,
    product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
    card: 'Creditcard',
    pay: /^Nu .* betalen$/,
    fraud: 'We kunnen deze betaling helaas niet accepteren. Gebruik een andere betaalmethode.',
    thanks: null,
  },
] as const;

for (const store of STOREFRONTS) {
  test(`${store.label}: a card refused as suspected fraud asks for another payment method`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(storeUrl(store.checkout.key, '/'));
    await fillBasket(page, store.product, [{ type: 'DIGITAL', amountCents: 2_500, quantity: 1 }]);
    const checkout = await detailsAndShipping(page, store.checkout, `fraud.${store.checkout.key ?? 'de'}.${Date.now()}@example.com`);
    await checkout.getByRole('radio', { name: store.card }).check();
    await checkout.getByRole('button', { name: store.pay }).click();

    await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
    await page.getByLabel('Test card').selectOption('4000000000009979');
    await page.getByRole('button', { name: 'Authorise' }).click();

    const again = page.locator('[data-boundary="basketCheckout"]');
    await expect(page).toHaveURL(new RegExp(`${store.checkout.checkoutPath}\\?error=2037&order=`), { timeout: 30_000 });
    await expect(again.getByTestId('retry-message')).toHaveText(store.fraud);
    await again.getByRole('radio', { name: 'PayPal' }).check();
    await again.getByRole('button', { name: store.pay }).click();
    await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
    await page.getByRole('button', { name: 'Authorise' }).click();
    if (store.thanks) await expect(page.getByRole('heading', { level: 1, name: store.thanks })).toBeVisible({ timeout: 30_000 });
    else await expect(page).toHaveURL(/\/bestellen\/(gelukt\/|[0-9a-f-]{36}\/)/, { timeout: 30_000 });
  });
}
