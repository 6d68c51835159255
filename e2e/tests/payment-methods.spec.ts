import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { DUTCH_CHECKOUT, GERMAN_CHECKOUT, detailsAndShipping, fillBasket } from './shop-steps';

/**
 * Payment methods as real shops have them (issue 35 item 13, ADR 0051): a German guest pays with
 * Klarna on the test payment service's hosted page and reaches the thank-you page; each footer shows
 * its own storefront's methods, never another's (iDEAL and no German "Rechnung" in the Dutch footer,
 * no iDEAL in the German one).
 */
const GERMAN_PRODUCT = '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/';

test('a German guest pays with Klarna on the provider\'s page and reaches the thank-you page', async ({ page }) => {
  const email = `klara.${Date.now()}@example.com`;
  await page.goto(storeUrl(GERMAN_CHECKOUT.key, '/'));
  await fillBasket(page, GERMAN_PRODUCT, [{ type: 'DIGITAL', amountCents: 5000, quantity: 1 }]);
  const checkout = await detailsAndShipping(page, GERMAN_CHECKOUT, email);

  // Klarna with its logo beside its name; the radio is named by the name alone.
  const klarna = checkout.getByRole('radio', { name: 'Klarna – Später bezahlen' });
  await expect(klarna).toBeVisible();
  await expect(checkout.locator('.checkout-payment-methods svg[data-method="klarna"]')).toBeVisible();
  // Chromium has no Apple Pay: it is not offered; Google Pay is.
  await expect(checkout.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
  await expect(checkout.getByRole('radio', { name: 'Google Pay' })).toBeVisible();
  await klarna.check();
  await checkout.getByRole('button', { name: /^Jetzt .* bezahlen$/ }).click();

  // The provider's hosted page: Klarna's flow stands in as a note; the shopper authorises.
  await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
  await expect(page.getByText('Klarna – Pay later')).toBeVisible();
  await page.getByRole('button', { name: 'Authorise' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/\d+-\d{6}-[A-Z2-9]{6}/).first()).toBeVisible();
});

test('the Dutch footer shows iDEAL and no German "Rechnung"', async ({ page }) => {
  await page.goto(storeUrl(DUTCH_CHECKOUT.key, '/'));
  const footer = page.locator('footer.shell-footer');
  await footer.scrollIntoViewIfNeeded();
  const logos = footer.getByRole('list', { name: 'Betaalmethoden' });
  await expect(logos.getByRole('img', { name: 'iDEAL' })).toBeVisible();
  await expect(logos.getByRole('img', { name: 'Factuur' })).toHaveCount(1);
  await expect(logos.getByRole('img', { name: /Rechnung/ })).toHaveCount(0);
  await expect(footer).not.toContainText('Rechnung');
});

test('the German footer shows no iDEAL', async ({ page }) => {
  await page.goto(storeUrl(GERMAN_CHECKOUT.key, '/'));
  const footer = page.locator('footer.shell-footer');
  await footer.scrollIntoViewIfNeeded();
  const logos = footer.getByRole('list', { name: 'Zahlungsmethoden' });
  await expect(logos.getByRole('img', { name: 'Kreditkarte' })).toBeVisible();
  await expect(logos.getByRole('img', { name: 'Klarna – Später bezahlen' })).toHaveCount(1);
  await expect(logos.getByRole('img', { name: 'iDEAL' })).toHaveCount(0);
  await expect(footer.locator('svg[data-method="ideal"]')).toHaveCount(0);
});
