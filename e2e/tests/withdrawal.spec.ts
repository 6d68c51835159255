import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';
import { DUTCH_CHECKOUT, expectAccessible, GERMAN_CHECKOUT, orderThroughApi, outboxRows, solveCaptcha } from './shop-steps';

/**
 * The withdrawal button (issue 17, §356a BGB), the German storefront on a phone and the Dutch on a
 * desktop (`germanPhoneDutchDesktop`, ADR 0069): a guest buys a card, follows "Vertrag widerrufen" from the order confirmation (the order
 * number comes along), gives name and e-mail, confirms with "Widerruf bestätigen", sees what was
 * received and when, and finds the acknowledgement mail in the outbox. The footer offers the same
 * button on every page.
 */
const STOREFRONTS = [
  {
    label: 'German',
    checkout: GERMAN_CHECKOUT,
    card: '/geschenkkarten/apple-geschenkkarte/',
    confirmation: (orderUuid: string) => `/kasse/danke/${orderUuid}/`,
    t: { withdraw: 'Vertrag widerrufen', name: 'Name', email: 'E-Mail-Adresse', order: 'Bestellnummer', confirm: 'Widerruf bestätigen', done: 'Dein Widerruf ist eingegangen', thanks: 'Vielen Dank für deine Bestellung!' },
  },
  {
    label: 'Dutch',
    checkout: DUTCH_CHECKOUT,
    card: '/cadeaubonnen/apple-cadeaukaart/',
    confirmation: (orderUuid: string) => `/bestellen/${orderUuid}/`,
    t: { withdraw: 'Overeenkomst herroepen', name: 'Naam', email: 'E-mailadres', order: 'Bestelnummer', confirm: 'Herroeping bevestigen', done: 'Je herroeping is ontvangen', thanks: 'Bedankt voor je bestelling!' },
  },
] as const;

for (const [store, viewport] of germanPhoneDutchDesktop(STOREFRONTS[0], STOREFRONTS[1])) {
  const width = viewport.width;
  test(`${store.label} storefront at ${width} px: a guest withdraws from the order confirmation and gets the acknowledgement by mail`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const email = `widerruf.${store.checkout.key ?? 'de'}.${width}.${Date.now()}@example.com`.toLowerCase();
    // The order through the API (checkout.spec.ts clicks through checkout), then its confirmation.
    const { orderUuid } = await orderThroughApi(page, store.checkout, store.card, [{ type: 'DIGITAL', amountCents: 5_000, quantity: 1 }], email);
    await page.goto(storeUrl(store.checkout.key, store.confirmation(orderUuid)));
    await expect(page.getByRole('heading', { level: 1, name: store.t.thanks })).toBeVisible({ timeout: 30_000 });
    const orderNumber = ((await page.getByTestId('confirmation-facts').locator('dd').first().textContent()) ?? '').trim();
    expect(orderNumber).not.toBe('');

    await page.getByTestId('confirmation-withdraw').click();
    const content = page.locator('[data-boundary="content"]');
    await expect(content.getByRole('heading', { level: 1, name: store.t.withdraw })).toBeVisible();
    await expect(content.getByRole('textbox', { name: store.t.order })).toHaveValue(orderNumber);
    await content.getByRole('textbox', { name: store.t.name }).fill('Lena Lind');
    await content.getByRole('textbox', { name: store.t.email }).fill(email);
    // The form mails an address typed into it: the robot check first (issue 31).
    await solveCaptcha(page, content);
    await expectAccessible(page, 'content');
    await content.getByRole('button', { name: store.t.confirm }).click();
    await expect(content.getByRole('heading', { level: 1, name: store.t.done })).toBeVisible();
    await expect(content.getByTestId('content-withdrawal-received')).toContainText(orderNumber);
    await expectAccessible(page, 'content');

    // The acknowledgement: on a durable medium, with content, date and time.
    await expect.poll(async () => (await outboxRows(page, email)).some((row) => row.includes('withdrawal')), { timeout: 30_000 }).toBe(true);
  });

  test(`${store.label} storefront: the footer offers the withdrawal button on every page`, async ({ page }) => {
    await page.goto(storeUrl(store.checkout.key, '/'));
    const link = page.locator('footer').getByRole('link', { name: store.t.withdraw });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.locator('[data-boundary="content"]').getByRole('heading', { level: 1, name: store.t.withdraw })).toBeVisible();
  });
}
