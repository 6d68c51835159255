import type { Page } from '@playwright/test';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';
import { authenticatorCode, CONSOLE, expectNoSeriousA11yViolations, operatorApi } from './operator-helpers';
import { cardsMailedTo, DUTCH_CHECKOUT, expectAccessible, GERMAN_CHECKOUT, graphqlInPage, orderThroughApi, outboxRows, solveCaptcha } from './shop-steps';

/**
 * Money after the sale (issue 33, ADR 0041–0044), worked by the service desk's `support` role in the
 * operator console:
 * - German storefront, desktop: a shopper buys two €50 cards, spends €20 of one, withdraws with the
 *   button; support finds the request in the withdrawal queue and approves it. The unspent €80 is
 *   refunded and taken off the cards (balance check: €0 and €0), the spent €20 is not; the buyer has the
 *   decision mail.
 * - Dutch storefront, phone: an order the screening rules find risky (an e-mail of the watched domain
 *   `risky.example`, e2e configuration) is held: the thank-you page says it is being checked, no card
 *   goes out, the buyer is told by mail; support releases it from the review queue, and the cards are
 *   issued and mailed.
 */
const SUPPORT_PASSWORD = 'support desk password 2026';
const support = { email: `support.${Date.now()}@operators.example.com`, secret: '' };

/** A support account (an admin creates it), logged in on the console; the first login sets up its authenticator app. */
async function logInAsSupport(page: Page): Promise<void> {
  if (!support.secret) {
    const created = await operatorApi(
      page.request,
      'mutation C($email: String!, $password: String!) { operatorCreateAccount(email: $email, role: support, password: $password) { account { id } errors { code message } } }',
      { email: support.email, password: SUPPORT_PASSWORD },
    );
    expect(created.operatorCreateAccount.errors).toEqual([]);
  }
  await page.goto(CONSOLE);
  await page.getByLabel('E-mail address').fill(support.email);
  await page.getByLabel('Password').fill(SUPPORT_PASSWORD);
  if (support.secret) await page.getByLabel('Authenticator code').fill(await authenticatorCode(support.email, support.secret));
  await page.getByRole('button', { name: 'Log in' }).click();
  if (!support.secret) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up your authenticator app');
    support.secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    await page.getByLabel('Authenticator code').fill(await authenticatorCode(support.email, support.secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(page.getByText(`Signed in as ${support.email} (support)`)).toBeVisible();
}

/** The balance of a card as the storefront's balance check shows it (number, PIN, captcha). */
async function balanceShown(page: Page, card: { number: string; pin: string }): Promise<string> {
  await page.goto(storeUrl(null, '/guthaben-pruefen/'));
  const form = page.getByTestId('redeem-check-form');
  await form.getByRole('textbox', { name: 'Kartennummer (19 Ziffern)' }).fill(card.number);
  await form.getByRole('textbox', { name: 'PIN (6 Ziffern, unter dem Rubbelfeld)' }).fill(card.pin);
  await solveCaptcha(page);
  await form.getByRole('button', { name: 'Guthaben prüfen' }).click();
  const answer = page.getByTestId('redeem-check-result').getByTestId('redeem-card-balance').or(page.getByTestId('redeem-check-error'));
  await expect(answer).toBeVisible();
  return ((await answer.textContent()) ?? '').replace(/\s/g, ' ').trim();
}

/**
 * Spends `cents` of a card in the redeem shop: the balance check in the browser (captcha) and "Jetzt
 * einlösen" open the card for redeeming, then the redeem basket and order through the API from inside
 * the page (redeem.spec.ts clicks through the redeem shop).
 */
async function spend(page: Page, card: { number: string; pin: string }, cents: number, email: string): Promise<void> {
  expect(await balanceShown(page, card)).toMatch(/50,00 €/);
  await page.getByTestId('redeem-check-result').getByRole('link', { name: 'Jetzt einlösen' }).click();
  await expect(page.locator('[data-boundary="redeem"]').getByRole('searchbox', { name: 'Geschenkkarten suchen' })).toBeVisible();
  // The redeem token the check gave this tab (spec §7: base64 in every request's userData).
  const token = await page.evaluate(() => sessionStorage.getItem('shop:redeem-token'));
  if (!token) throw new Error('the balance check gave no redeem token');
  const userData = { redeemToken: Buffer.from(token).toString('base64') };
  const { redeemProducts } = await graphqlInPage<{ redeemProducts: { items: { id: string; fixedValues: { cents: number }[] }[] } }>(
    page,
    '{ redeemProducts(search: "Audible", paging: { itemsPerPage: 1, pageNumber: 1 }) { items { id fixedValues { cents } } } }',
    { userData },
  );
  const [product] = redeemProducts.items;
  if (!product) throw new Error('no redeem product');
  const added = await graphqlInPage<{ addOrUpdateRedeemPackage: { errors: unknown[] } }>(
    page,
    'mutation ($input: RedeemPackageInput!) { addOrUpdateRedeemPackage(input: $input) { errors { code message } } }',
    { input: { productId: product.id, amountCents: cents }, userData },
  );
  expect(added.addOrUpdateRedeemPackage.errors).toEqual([]);
  const placed = await graphqlInPage<{ placeRedeemOrder: { order: { orderNumber: string } | null; amountToPay: { cents: number } | null; errors: unknown[] } }>(
    page,
    'mutation ($input: PlaceRedeemOrderInput!) { placeRedeemOrder(input: $input) { order { orderNumber } amountToPay { cents } errors { code message } } }',
    { input: { firstName: 'Rita', lastName: 'Roth', email, emailConfirmation: email, termsAccepted: true, idempotencyKey: crypto.randomUUID() }, userData },
  );
  expect(placed.placeRedeemOrder.errors).toEqual([]);
  expect(placed.placeRedeemOrder.amountToPay?.cents ?? 0).toBe(0);
}

test.describe('the service desk', () => {
  test('German storefront: a shopper withdraws after spending part of a card; support approves from the queue; the unspent value is refunded and blocked, the spent part is not', async ({ page, browser }, testInfo) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const email = `desk.withdraw.${Date.now()}@example.com`;
    const { orderUuid } = await orderThroughApi(page, GERMAN_CHECKOUT, '/geschenkkarten/apple-geschenkkarte/', [{ type: 'DIGITAL', amountCents: 5_000, quantity: 2 }], email);
    await expect.poll(async () => (await cardsMailedTo(page, email)).length, { timeout: 60_000 }).toBe(2);
    const [spent, untouched] = await cardsMailedTo(page, email);
    if (!spent || !untouched) throw new Error('two cards expected');
    await spend(page, spent, 2_000, `rita.${Date.now()}@example.com`);

    // The withdrawal button, from the order confirmation.
    await page.goto(storeUrl(null, `/kasse/danke/${orderUuid}/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank für deine Bestellung!' })).toBeVisible({ timeout: 30_000 });
    const orderNumber = ((await page.getByTestId('confirmation-facts').locator('dd').first().textContent()) ?? '').trim();
    await page.getByTestId('confirmation-withdraw').click();
    const content = page.locator('[data-boundary="content"]');
    await expect(content.getByRole('textbox', { name: 'Bestellnummer' })).toHaveValue(orderNumber);
    await content.getByRole('textbox', { name: 'Name' }).fill('Anna Berg');
    await content.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await solveCaptcha(page, content);
    await content.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(content.getByRole('heading', { level: 1, name: 'Dein Widerruf ist eingegangen' })).toBeVisible();

    // Support, in the console: the request waits in the queue, matched to its order.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const console_ = usableOnLoad(await desk.newPage());
    try {
      await logInAsSupport(console_);
      await console_.getByRole('link', { name: 'Service desk' }).click();
      await console_.getByRole('link', { name: 'Withdrawal queue' }).click();
      const request = console_.getByRole('form', { name: `Decide the withdrawal for ${orderNumber}` });
      await expect(request).toBeVisible();
      await expectNoSeriousA11yViolations(console_);
      await console_.screenshot({ path: testInfo.outputPath('desk-withdrawal-queue.png'), fullPage: true });
      await request.getByLabel(`Reason for the decision on ${orderNumber}`).fill('Withdrawal within 14 days, request matches the order');
      await request.getByRole('button', { name: 'Approve and refund' }).click();
      await expect(console_.getByText(/Withdrawal approved/)).toBeVisible();

      // The order in the desk: found by its number, refunded €80 (what was not spent).
      await console_.getByRole('link', { name: 'Search' }).click();
      await console_.getByLabel('Order number, e-mail address or a card’s last digits').fill(orderNumber);
      await console_.getByRole('button', { name: 'Search' }).click();
      await console_.getByRole('link', { name: orderNumber }).first().click();
      await expect(console_.getByRole('heading', { level: 1 })).toContainText(orderNumber);
      await expect(console_.locator('main')).toContainText(/80[.,]00/);
      await console_.screenshot({ path: testInfo.outputPath('desk-order-refunded.png'), fullPage: true });
    } finally {
      await desk.close();
    }

    // The cards: nothing left on either (the spent €20 stays spent, the rest was refunded and blocked).
    expect(await balanceShown(page, untouched)).toBe('Auf dieser Geschenkkarte ist kein Guthaben mehr.');
    expect(await balanceShown(page, spent)).toBe('Auf dieser Geschenkkarte ist kein Guthaben mehr.');
    // The buyer was told.
    await expect.poll(async () => (await outboxRows(page, email)).some((row) => row.includes('withdrawal-decision')), { timeout: 30_000 }).toBe(true);
  });

  test('Dutch storefront on a phone: a risky order is held and the buyer told; support releases it; its cards are issued and mailed', async ({ page, browser }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 375, height: 812 });
    // The e2e servers watch the e-mail domain risky.example (FRAUD_WATCHED_EMAIL_DOMAINS): enough to hold.
    const email = `desk.held.${Date.now()}@risky.example`;
    const { orderUuid, orderNumber } = await orderThroughApi(page, DUTCH_CHECKOUT, '/cadeaubonnen/apple-cadeaukaart/', [{ type: 'DIGITAL', amountCents: 2_500, quantity: 1 }], email);
    await page.goto(storeUrl(DUTCH_CHECKOUT.key, `/bestellen/${orderUuid}/`));
    await expect(page.getByTestId('review-notice')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'basketCheckout');
    await page.screenshot({ path: testInfo.outputPath('held-order-confirmation-nl-375.png'), fullPage: true });
    await expect.poll(async () => (await outboxRows(page, email)).some((row) => row.includes('order-held')), { timeout: 30_000 }).toBe(true);
    expect(await cardsMailedTo(page, email)).toEqual([]);

    const desk = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const console_ = usableOnLoad(await desk.newPage());
    try {
      await logInAsSupport(console_);
      await console_.goto(`${CONSOLE}desk/review`);
      const held = console_.getByRole('form', { name: `Decide held order ${orderNumber}` });
      await expect(held).toBeVisible();
      await expectNoSeriousA11yViolations(console_);
      expect(await console_.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await console_.screenshot({ path: testInfo.outputPath('desk-review-queue-375.png'), fullPage: true });
      await held.getByLabel(`Reason for the decision on ${orderNumber}`).fill('Buyer confirmed the order by phone');
      await held.getByRole('button', { name: 'Release and issue' }).click();
      await expect(console_.getByText('Order released: its cards are issued.')).toBeVisible();
      await expect(held).toBeHidden();
    } finally {
      await desk.close();
    }

    await expect.poll(async () => (await cardsMailedTo(page, email)).length, { timeout: 60_000 }).toBe(1);
    await page.reload();
    await expect(page.getByTestId('review-notice')).toBeHidden();
  });
});
