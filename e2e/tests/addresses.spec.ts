import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { type CheckoutStore, DUTCH_CHECKOUT, GERMAN_CHECKOUT, fillBasket } from './shop-steps';

/**
 * Address forms in the order of the address's country (issue 35 item 8, ADR 0050): the German checkout
 * asks Straße, Hausnummer, Adresszusatz before PLZ and Ort and takes "12a" (on a phone, 375 px); the
 * Dutch checkout asks postcode and house number first and fills in street and city (1440 px).
 */
const GERMAN_PRODUCT = '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/';
const DUTCH_PRODUCT = '/cadeaubonnen/rondvaart-grachten-cadeaukaart/';
/** A card by post: the shipping step offers the customer's address, which shows how it was stored. */
const CARD_BY_POST = [{ type: 'PHYSICAL', amountCents: 2500, quantity: 1 }] as const;

/** From the basket to the personal details step as a guest. */
async function openDetails(page: Page, store: CheckoutStore, productPath: string): Promise<Locator> {
  await page.goto(storeUrl(store.key, '/'));
  await fillBasket(page, productPath, CARD_BY_POST);
  await page.goto(storeUrl(store.key, store.basket));
  await page.getByRole('button', { name: store.checkoutButton }).click();
  await page.getByRole('dialog').getByRole('button', { name: store.guest }).click();
  await expect(page).toHaveURL(storeUrl(store.key, store.checkoutPath));
  return page.locator('[data-boundary="basketCheckout"]');
}

async function fillPerson(checkout: Locator, store: CheckoutStore, email: string) {
  const l = store.labels;
  await checkout.getByRole('textbox', { name: l.firstName, exact: true }).fill('Anna');
  await checkout.getByRole('textbox', { name: l.lastName, exact: true }).fill('Berg');
  await checkout.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await checkout.getByRole('textbox', { name: l.emailConfirmation, exact: true }).fill(email);
}

/** The names of an address group's text fields, in the order of the page. */
const fieldNames = async (group: Locator) => {
  // evaluateAll does not wait: the form is there first (its last field is the city).
  await expect(group.getByRole('textbox').nth(4)).toBeVisible();
  return group.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('name')));
};

test.describe('German checkout at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('asks Straße, Hausnummer and Adresszusatz before PLZ and Ort, and takes the house number "12a"', async ({ page }) => {
    const checkout = await openDetails(page, GERMAN_CHECKOUT, GERMAN_PRODUCT);
    const l = GERMAN_CHECKOUT.labels;
    const address = checkout.getByRole('group', { name: 'Deine Adresse' });
    expect(await fieldNames(address)).toEqual(['address.street', 'address.houseNumber', 'address.suffix', 'address.postCode', 'address.city']);
    const street = address.getByRole('textbox', { name: l.street, exact: true });
    const postCode = address.getByRole('textbox', { name: l.postCode, exact: true });
    // On the phone's single column, Straße is above the PLZ.
    const streetBox = await street.boundingBox();
    const postCodeBox = await postCode.boundingBox();
    expect(streetBox && postCodeBox && streetBox.y < postCodeBox.y).toBe(true);
    // A house number with a letter needs the full keyboard.
    await expect(address.getByRole('textbox', { name: l.houseNumber, exact: true })).not.toHaveAttribute('inputmode', 'numeric');

    await fillPerson(checkout, GERMAN_CHECKOUT, `address.de.${Date.now()}@example.com`);
    await street.fill('Invalidenstraße');
    await address.getByRole('textbox', { name: l.houseNumber, exact: true }).fill('12a');
    await address.getByRole('textbox', { name: 'Adresszusatz (optional)' }).fill('Hinterhaus');
    await postCode.fill('10115');
    await address.getByRole('textbox', { name: l.city, exact: true }).fill('Berlin');
    await expect(address.getByRole('textbox', { name: l.houseNumber, exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await checkout.getByRole('checkbox', { name: l.terms }).check();
    await checkout.getByRole('button', { name: l.toShipping }).click();

    // The API took it whole: the shipping step offers "Invalidenstraße 12a Hinterhaus, 10115 Berlin".
    await expect(page).toHaveURL(/\?step=shipping$/);
    await expect(checkout.getByText(/An meine Adresse \(Invalidenstraße 12a Hinterhaus, 10115 Berlin/)).toBeVisible();
    await checkout.getByRole('button', { name: l.toPayment }).click();
    await expect(page).toHaveURL(/\?step=payment$/);
  });
});

test.describe('Dutch checkout at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('asks postcode and house number first and fills in street and city, still editable', async ({ page }) => {
    const checkout = await openDetails(page, DUTCH_CHECKOUT, DUTCH_PRODUCT);
    const l = DUTCH_CHECKOUT.labels;
    const address = checkout.getByRole('group', { name: 'Je adres' });
    expect(await fieldNames(address)).toEqual(['address.postCode', 'address.houseNumber', 'address.suffix', 'address.street', 'address.city']);
    const street = address.getByRole('textbox', { name: l.street, exact: true });
    const city = address.getByRole('textbox', { name: l.city, exact: true });
    const note = address.getByTestId('postcode-lookup-note');
    // What the lookup says never moves the fields and checkboxes below it (they moved under a journey's click).
    const streetInForm = () => street.evaluate((field) => field.getBoundingClientRect().top - (field.closest('form')?.getBoundingClientRect().top ?? 0));
    const streetAt = await streetInForm();

    // The journeys' address (the seed's sample of the postcode table has it).
    await address.getByRole('textbox', { name: l.postCode, exact: true }).fill(DUTCH_CHECKOUT.address.postCode);
    await address.getByRole('textbox', { name: l.houseNumber, exact: true }).fill(DUTCH_CHECKOUT.address.houseNumber);
    await expect(street).toHaveValue(DUTCH_CHECKOUT.address.street);
    await expect(city).toHaveValue(DUTCH_CHECKOUT.address.city);
    await expect(note).toHaveText('We hebben de straat en plaats ingevuld. Controleer ze even.');
    expect(await streetInForm()).toBe(streetAt);

    // Another address: what the lookup filled in follows it (de Bijenkorf, Dam 1).
    await address.getByRole('textbox', { name: l.postCode, exact: true }).fill('1012 JS');
    await expect(street).toHaveValue('Dam');

    // An address the table does not know: the shopper is told, and types street and city.
    await address.getByRole('textbox', { name: l.postCode, exact: true }).fill('9999 ZZ');
    await expect(note).toHaveText('We hebben bij deze postcode en dit huisnummer geen adres gevonden. Vul de straat en plaats zelf in.');
    expect(await streetInForm()).toBe(streetAt);
    await address.getByRole('textbox', { name: l.postCode, exact: true }).fill('1012 JS');
    await expect(note).toHaveText('We hebben de straat en plaats ingevuld. Controleer ze even.');
    await street.fill('Dam (de Bijenkorf)');
    await expect(street).toHaveValue('Dam (de Bijenkorf)');

    await fillPerson(checkout, DUTCH_CHECKOUT, `address.nl.${Date.now()}@example.com`);
    await checkout.getByRole('checkbox', { name: l.terms }).check();
    await checkout.getByRole('button', { name: l.toShipping }).click();
    await expect(page).toHaveURL(/\?step=shipping$/);
    await expect(checkout.getByText(/Naar mijn adres \(Dam \(de Bijenkorf\) 1, 1012 JS Amsterdam/)).toBeVisible();
  });
});
