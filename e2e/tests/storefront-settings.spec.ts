import type { Page } from '@playwright/test';
import { expect, test, usableOnLoad } from './fixtures';
import { storeUrl } from './helpers';
import { authenticatorCode, CONSOLE, expectNoSeriousA11yViolations, operatorApi, operatorCli } from './operator-helpers';

/**
 * Issue 36 (ADR 0059): operators switch the storefront settings the spec names, without a restart.
 * - German storefront: the service desk (support role) switches the redeem delay warning on in the
 *   console's Storefront settings; the balance check's redeem header says digital cards are sent with a
 *   delay (spec §1) on its next load, and no longer once support switches it off. Another role's
 *   settings are not offered to support.
 * - Dutch storefront: an admin switches it with `pnpm operator storefront:set` through the running
 *   server; the Dutch balance check shows the Dutch warning; `--reset` gives the seed's value back.
 */
const SUPPORT_PASSWORD = 'storefront settings support password';
const support = { email: `settings.${Date.now()}@operators.example.com`, secret: '' };

const WARNING = {
  de: 'Digitale Geschenkkarten werden derzeit mit Verzögerung versendet. Wir entschuldigen uns für die Unannehmlichkeiten.',
  nl: 'Digitale cadeaubonnen worden momenteel met vertraging verstuurd. Excuses voor het ongemak.',
};

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

test.describe('storefront settings', () => {
  test('German storefront: the service desk switches the redeem delay warning on and off in the console; the redeem header follows without a restart', async ({ page, browser }) => {
    await logInAsSupport(page);
    await page.getByRole('link', { name: 'Storefront settings' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Storefront settings');
    // Support gets the delay warning's button per storefront, not the admin's form.
    await expect(page.getByRole('form', { name: 'Change settings' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const shopper = usableOnLoad(await browser.newPage());
    await shopper.goto(storeUrl(null, '/guthaben-pruefen/'));
    await expect(shopper.getByText(WARNING.de)).toHaveCount(0);

    await page.getByRole('button', { name: 'Switch on the delay warning of CBDE' }).click();
    await expect(page.getByRole('status')).toContainText('Saved');
    await expect(page.locator('tr[data-storefront="CBDE"] td').first()).toContainText('on switched');
    await shopper.reload();
    await expect(shopper.getByRole('status').filter({ hasText: WARNING.de })).toBeVisible();

    await page.getByRole('button', { name: 'Switch off the delay warning of CBDE' }).click();
    await expect(page.locator('tr[data-storefront="CBDE"] td').first()).toContainText('off switched');
    await shopper.reload();
    await expect(shopper.getByText(WARNING.de)).toHaveCount(0);
    await shopper.close();
  });

  test('Dutch storefront: an admin switches the redeem delay warning with the CLI through the running server, and gives the seed’s value back', async ({ page }) => {
    expect(await operatorCli('storefront:set', '--store', 'CB', '--set', 'redeemDelayWarning=on')).toMatch(/Storefront settings changed on CB/);
    await page.goto(storeUrl('CB', '/saldocheck/'));
    await expect(page.getByRole('status').filter({ hasText: WARNING.nl })).toBeVisible();
    expect(await operatorCli('storefront-settings', '--store', 'CB')).toMatch(/\nCB\s+10\s+on\*/);

    await operatorCli('storefront:set', '--store', 'CB', '--reset', 'redeemDelayWarning');
    await page.reload();
    await expect(page.getByText(WARNING.nl)).toHaveCount(0);
  });
});
