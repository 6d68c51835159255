import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';

/**
 * The basket journey (issue 6): from the product page a shopper adds a digital card and a physical
 * card with gift packing, wrapper and message (two receivers), sees them grouped with the right totals,
 * changes a quantity, names a receiver, deletes a card, goes on to the identify step; the badge follows
 * every change and the basket survives a reload. The German storefront on a phone, the Dutch on a
 * desktop (`germanPhoneDutchDesktop`, ADR 0069).
 */

const STOREFRONTS = [
  {
    key: null,
    label: 'German',
    product: '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/',
    card: 'Gewürzhaus Pfeffer Geschenkkarte',
    amountLegend: 'Betrag',
    digitalAmount: /^50\s€$/,
    physicalAmount: /^25\s€$/,
    variationLegend: 'Art der Karte',
    physical: /Karte per Post/,
    packing: 'Geschenkverpackung',
    wrapper: 'Grußkarte als Umschlag',
    message: 'Persönliche Nachricht',
    messageField: 'Deine persönliche Nachricht',
    text: 'Alles Gute zum Geburtstag!',
    add: 'In den Warenkorb',
    basket: '/warenkorb/',
    title: 'Dein Warenkorb',
    receiverDigital: 'Empfänger 1 – digital, per E-Mail',
    receiverPhysical: 'Empfänger 2 – per Post',
    // 50 + 25 + packing 2,95 + wrapper 1,50 + shipping 1,95 + service fee 0,95
    total: /^82,35\s€$/,
    totalAfterQuantity: /^132,35\s€$/,
    totalAfterDelete: /^100,95\s€$/,
    adjustments: ['Versandkosten', 'Servicegebühr'],
    quantity: 'Anzahl',
    remove: 'Entfernen: Gewürzhaus Pfeffer Geschenkkarte',
    confirmRemove: 'Ja, entfernen',
    enterReceiver: 'Empfängerdaten eingeben',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    saveReceiver: 'Empfänger speichern',
    checkout: 'Weiter zur Kasse',
    identifyTitle: 'Anmelden und schneller bestellen',
    guest: 'Als Gast fortfahren',
    checkoutPath: '/kasse/',
  },
  {
    key: 'CB',
    label: 'Dutch',
    product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
    card: 'Rondvaart Grachten Cadeaukaart',
    amountLegend: 'Bedrag',
    digitalAmount: /^€\s50$/,
    physicalAmount: /^€\s25$/,
    variationLegend: 'Soort kaart',
    physical: /Fysieke kaart/,
    packing: 'Cadeauverpakking',
    wrapper: 'Wenskaart als omslag',
    message: 'Persoonlijke boodschap',
    messageField: 'Je persoonlijke boodschap',
    text: 'Gefeliciteerd!',
    add: 'In winkelmandje',
    basket: '/winkelmandje/',
    title: 'Je winkelmandje',
    receiverDigital: 'Ontvanger 1 – digitaal, per e-mail',
    receiverPhysical: 'Ontvanger 2 – per post',
    total: /^€\s82,35$/,
    totalAfterQuantity: /^€\s132,35$/,
    totalAfterDelete: /^€\s100,95$/,
    adjustments: ['Verzendkosten', 'Servicekosten'],
    quantity: 'Aantal',
    remove: 'Verwijderen: Rondvaart Grachten Cadeaukaart',
    confirmRemove: 'Ja, verwijderen',
    enterReceiver: 'Gegevens ontvanger invullen',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    saveReceiver: 'Ontvanger opslaan',
    checkout: 'Verder naar afrekenen',
    identifyTitle: 'Log in en bestel sneller',
    guest: 'Verder als gast',
    checkoutPath: '/bestellen/',
  },
] as const;

type Store = (typeof STOREFRONTS)[number];

/** The product page is ready for the shopper once its buttons are (spec §4: disabled before the client is active). */
async function openProduct(page: Page, store: Store) {
  await page.goto(storeUrl(store.key, store.product));
  await expect(page.locator('[data-boundary="catalogue"]').getByRole('button', { name: store.add })).toBeEnabled();
}

async function addToBasket(page: Page, store: Store, expectedBadge: number) {
  const product = page.locator('[data-boundary="catalogue"]');
  await product.getByRole('button', { name: store.add }).click();
  await expect(page.getByTestId('basket-badge')).toHaveText(String(expectedBadge));
  await expect(page.getByTestId('error-modal')).toBeHidden();
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-boundary="basketCheckout"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const grandTotal = (basket: Locator) => basket.getByTestId('grand-total').locator('strong');

for (const [store, viewport] of germanPhoneDutchDesktop(STOREFRONTS[0], STOREFRONTS[1])) {
  test.describe(`${store.label} storefront at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('two receivers from the product page → grouped basket with totals → edit, name, delete → identify step', async ({ page }) => {
      // A digital card for one receiver …
      await openProduct(page, store);
      const product = page.locator('[data-boundary="catalogue"]');
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(store.card);
      await product.getByRole('group', { name: store.amountLegend }).getByText(store.digitalAmount).click();
      await addToBasket(page, store, 1);

      // … and a physical one with gift packing, wrapper and a message for another.
      await product.getByRole('group', { name: store.variationLegend }).getByRole('radio', { name: store.physical }).check();
      await product.getByRole('group', { name: store.amountLegend }).getByText(store.physicalAmount).click();
      await product.getByRole('checkbox', { name: store.packing }).check();
      await product.getByRole('checkbox', { name: store.wrapper }).check();
      await product.getByRole('checkbox', { name: store.message }).check();
      await product.getByRole('textbox', { name: store.messageField }).fill(store.text);
      await addToBasket(page, store, 2);

      // The header's basket link opens the basket.
      await page.locator('header.shell-header').getByRole('link', { name: new RegExp(store.title.split(' ').pop() ?? '', 'i') }).first().click();
      await expect(page).toHaveURL(storeUrl(store.key, store.basket));
      const basket = page.locator('[data-boundary="basketCheckout"]');
      await expect(basket.getByRole('heading', { level: 1 })).toHaveText(store.title);

      const digital = basket.getByTestId('receiver-r1');
      const physical = basket.getByTestId('receiver-r2');
      await expect(digital.getByRole('heading', { name: store.receiverDigital })).toBeVisible();
      await expect(physical.getByRole('heading', { name: store.receiverPhysical })).toBeVisible();
      await expect(digital.getByRole('link', { name: store.card })).toBeVisible();
      await expect(physical.getByRole('checkbox', { name: store.packing })).toBeChecked();
      await expect(physical.getByRole('checkbox', { name: store.wrapper })).toBeChecked();
      await expect(physical.getByText(store.text)).toBeVisible();
      await expect(grandTotal(basket)).toHaveText(store.total);
      const totals = basket.getByTestId('totals');
      for (const title of store.adjustments) await expect(totals.getByText(title, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Two digital cards: the badge and the total follow.
      await digital.getByRole('combobox', { name: store.quantity }).click();
      await digital.getByRole('option', { name: '2', exact: true }).click();
      await expect(grandTotal(basket)).toHaveText(store.totalAfterQuantity);
      await expect(page.getByTestId('basket-badge')).toHaveText('3');

      // Name the digital receiver.
      await digital.getByRole('button', { name: store.enterReceiver }).click();
      const receiverModal = page.getByTestId('checkout-receiver-modal');
      await receiverModal.getByRole('textbox', { name: store.firstName }).fill('Anna');
      await receiverModal.getByRole('textbox', { name: store.lastName }).fill('Berg');
      await receiverModal.getByRole('textbox', { name: store.email }).fill('anna@example.com');
      await receiverModal.getByRole('button', { name: store.saveReceiver }).click();
      await expect(digital.getByRole('heading', { name: 'Anna Berg' })).toBeVisible();
      await expect(digital.getByText('anna@example.com')).toBeVisible();

      // Delete the physical card, after the confirmation.
      await physical.getByRole('button', { name: store.remove, exact: true }).click();
      const confirm = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: store.confirmRemove }) });
      await confirm.getByRole('button', { name: store.confirmRemove }).click();
      await expect(physical).toHaveCount(0);
      await expect(grandTotal(basket)).toHaveText(store.totalAfterDelete);
      await expect(page.getByTestId('basket-badge')).toHaveText('2');

      // The basket is in the database: a reload shows the same.
      await page.reload();
      await expect(grandTotal(basket)).toHaveText(store.totalAfterDelete);
      await expect(basket.getByTestId('receiver-r1').getByRole('heading', { name: 'Anna Berg' })).toBeVisible();
      await expect(page.getByTestId('basket-badge')).toHaveText('2');

      // Identify step: this storefront asks to log in first, and lets a guest go on.
      await basket.getByRole('button', { name: store.checkout }).click();
      const identify = page.getByRole('dialog', { name: store.identifyTitle });
      await expect(identify).toBeVisible();
      await identify.getByRole('button', { name: store.guest }).click();
      await expect(page).toHaveURL(storeUrl(store.key, store.checkoutPath));
    });
  });
}

test('a basket emptied card by card ends in the empty state and the badge shows 0', async ({ page }) => {
  const store = STOREFRONTS[0];
  await openProduct(page, store);
  await addToBasket(page, store, 1);
  await page.goto(storeUrl(store.key, store.basket));
  const basket = page.locator('[data-boundary="basketCheckout"]');
  await basket.getByTestId('receiver-r1').getByRole('button', { name: store.remove, exact: true }).click();
  await page.getByRole('button', { name: store.confirmRemove }).click();
  await expect(basket.getByText('Dein Warenkorb ist leer.')).toBeVisible();
  await expect(page.getByTestId('basket-badge')).toHaveText('0');
});
