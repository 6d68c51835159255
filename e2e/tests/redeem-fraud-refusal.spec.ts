import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { checkCardAndChooseRedeemCard, DUTCH_CHECKOUT, digitalCardThroughApi, expectAccessible, GERMAN_CHECKOUT } from './shop-steps';

/**
 * Issue 36, spec §8 fraud ('use another payment method') in the redeem flow, German and Dutch
 * storefront: a guest checks a €50 card and chooses a €70 card, so €20 is topped up; the issuer
 * refuses the top-up's card as suspected fraud (the test payment page's card 4000 0000 0000 9979).
 * Back on the redeem, the page says what checkout says (use another payment method), offers the
 * methods under "pay the top-up with another payment method" and still shows the chosen card; PayPal
 * pays, and the new card is on its way.
 */
const STOREFRONTS = [
  {
    key: null,
    label: 'German',
    checkout: GERMAN_CHECKOUT,
    sourceCard: '/geschenkkarten/apple-geschenkkarte/',
    balancePath: '/guthaben-pruefen/',
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
      topUp: /20,00\s€/,
      next: 'Weiter',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      emailConfirmation: 'E-Mail bestätigen',
      terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
      card: 'Kreditkarte',
      submit: /^Einlösen und 20,00\s€ bezahlen$/,
      failed: 'Deine Aufzahlung wurde nicht bezahlt',
      fraud: 'Wir können diese Zahlung leider nicht annehmen. Bitte nutze eine andere Zahlungsmethode.',
      otherMethod: 'Aufzahlung mit einer anderen Zahlungsmethode bezahlen',
      payAgain: /^20,00\s€ bezahlen$/,
      confirmed: 'Danke, deine neuen Geschenkkarten sind unterwegs',
    },
  },
  {
    key: 'CB',
    label: 'Dutch',
    checkout: DUTCH_CHECKOUT,
    sourceCard: '/cadeaubonnen/apple-cadeaukaart/',
    balancePath: '/saldocheck/',
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
      topUp: /€\s20,00/,
      next: 'Verder',
      firstName: 'Voornaam',
      lastName: 'Achternaam',
      email: 'E-mail',
      emailConfirmation: 'E-mail bevestigen',
      terms: 'Ik ga akkoord met de algemene voorwaarden',
      card: 'Creditcard',
      submit: /^Inwisselen en €\s20,00 betalen$/,
      failed: 'Je bijbetaling is niet betaald',
      fraud: 'We kunnen deze betaling helaas niet accepteren. Gebruik een andere betaalmethode.',
      otherMethod: 'Bijbetaling met een andere betaalmethode betalen',
      payAgain: /^€\s20,00 betalen$/,
      confirmed: 'Bedankt, je nieuwe cadeaukaarten zijn onderweg',
    },
  },
] as const;

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront: a redeem's top-up refused as suspected fraud`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('says to use another payment method, keeps the chosen card, and another method pays', async ({ page }) => {
      test.setTimeout(240_000);
      // Lower case: the shop keeps e-mail addresses in lower case, and the outbox is searched by the address.
      const stamp = `${store.label.toLowerCase()}.${Date.now()}`;
      const card = await digitalCardThroughApi(page, store.checkout, store.sourceCard, `fraud.redeem.${stamp}@example.com`, 5_000);

      // A €70 card from a €50 card: €20 to top up.
      await checkCardAndChooseRedeemCard(page, storeUrl(store.key, store.balancePath), store.t, card, store.target, '70');
      const basket = page.getByTestId('redeem-basket');
      await expect(basket.getByTestId('redeem-total-topup')).toHaveText(store.t.topUp);

      await basket.getByRole('link', { name: store.t.next }).click();
      const checkout = page.locator('[data-boundary="redeem"] form');
      const redeemer = `rita.fraud.${stamp}@example.com`;
      await checkout.getByRole('textbox', { name: store.t.firstName, exact: true }).fill('Rita');
      await checkout.getByRole('textbox', { name: store.t.lastName, exact: true }).fill('Roth');
      await checkout.getByRole('textbox', { name: store.t.email, exact: true }).fill(redeemer);
      await checkout.getByRole('textbox', { name: store.t.emailConfirmation, exact: true }).fill(redeemer);
      await checkout.getByRole('radio', { name: store.t.card }).check();
      await checkout.getByRole('checkbox', { name: store.t.terms }).check();
      await checkout.getByRole('button', { name: store.t.submit }).click();

      // The issuer refuses this card as suspected fraud, whatever the page is told.
      await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
      await page.getByLabel('Test card').selectOption('4000000000009979');
      await page.getByRole('button', { name: 'Authorise' }).click();

      const confirmation = page.getByTestId('redeem-confirmation');
      await expect(confirmation.getByRole('heading', { level: 1, name: store.t.failed })).toBeVisible({ timeout: 30_000 });
      await expect(confirmation.getByTestId('redeem-payment-refusal')).toHaveText(store.t.fraud);
      const methods = confirmation.getByRole('group', { name: store.t.otherMethod });
      await expect(methods).toBeVisible();
      // What the shopper chose is still there: the chosen card, nothing to choose again.
      await expect(confirmation.getByTestId('redeem-order-item')).toHaveCount(1);
      await expect(confirmation.getByTestId('redeem-order-item')).toContainText(store.target);
      await expectAccessible(page, 'redeem');

      await methods.getByRole('radio', { name: 'PayPal' }).check();
      await confirmation.getByRole('button', { name: store.t.payAgain }).click();
      await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
      await page.getByRole('button', { name: 'Authorise' }).click();
      await expect(page.getByRole('heading', { level: 1, name: store.t.confirmed })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('redeem-payment-refusal')).toHaveCount(0);
    });
  });
}
