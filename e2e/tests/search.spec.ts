import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { storeUrl } from './helpers';

/**
 * Search finds occasions (issue 35 item 5): the German shopper searching "Weihnachten" or the typo
 * "Weihnachen", the Dutch one "kerst", gets the occasion's page as a link and its cards; the header's
 * field keeps the term on the result page (also after a reload); a search without results offers
 * popular cards, the occasions and the way to customer service.
 */
const GERMAN = {
  key: null,
  placeholder: 'Wonach suchst du?',
  list: '/geschenkkarten/',
  title: (term: string) => `Suchergebnisse für „${term}“`,
  occasions: 'Passende Anlässe',
};
const DUTCH = {
  key: 'CB',
  placeholder: 'Waar ben je naar op zoek?',
  list: '/cadeaubonnen/',
  title: (term: string) => `Zoekresultaten voor ‘${term}’`,
  occasions: 'Bijpassende geefmomenten',
};

const headerField = (page: Page) => page.locator('header.shell-header input[name="s"]');

/** Types a term into the header search (the shell's plain field hands over to the catalogue's) and presses Enter. */
async function searchFor(page: Page, store: typeof GERMAN | typeof DUTCH, term: string) {
  await page.locator('header.shell-header').getByPlaceholder(store.placeholder).click();
  const field = page.locator('header.shell-header [data-boundary="catalogue"]').getByRole('combobox');
  await expect(field).toBeFocused();
  await field.fill('');
  await field.pressSequentially(term, { delay: 30 });
  await field.press('Enter');
  await expect(page).toHaveURL(storeUrl(store.key, `${store.list}?s=${encodeURIComponent(term)}`));
  await expect(page.getByTestId('search-overlay')).toBeHidden();
}

/** The result page of `term`: its title, the occasion as a link to its page, cards, the term in the field. */
async function expectOccasionResult(page: Page, store: typeof GERMAN | typeof DUTCH, term: string, occasion: { name: string; path: string }) {
  const results = page.locator('#main [data-boundary="catalogue"]');
  await expect(results.getByRole('heading', { level: 1 })).toHaveText(store.title(term));
  const occasions = results.getByRole('region', { name: store.occasions });
  await expect(occasions.getByRole('link', { name: occasion.name, exact: true })).toHaveAttribute('href', occasion.path);
  await expect(results.locator('.catalogue-list .catalogue-card').first()).toBeVisible();
  expect(await results.locator('.catalogue-list .catalogue-card').count()).toBeGreaterThan(0);
  await expect(headerField(page)).toHaveValue(term);
}

test.describe('search finds occasions', () => {
  test('German: "Weihnachten" and the typo "Weihnachen" find Christmas and its cards; the field keeps the term', async ({ page }) => {
    const christmas = { name: 'Weihnachten', path: '/anlaesse/weihnachten/' };
    await page.goto(storeUrl(GERMAN.key, '/'));
    await expect(page.locator('[data-boundary="catalogue"] h1')).toBeVisible();

    await searchFor(page, GERMAN, 'Weihnachten');
    await expectOccasionResult(page, GERMAN, 'Weihnachten', christmas);
    // A reload (or a shared link) is a result page from the server's HTML on: the field holds the term.
    await page.reload();
    await expectOccasionResult(page, GERMAN, 'Weihnachten', christmas);

    await searchFor(page, GERMAN, 'Weihnachen');
    await expectOccasionResult(page, GERMAN, 'Weihnachen', christmas);

    // Back: the earlier result page, with its own term in the field.
    await page.goBack();
    await expect(page).toHaveURL(storeUrl(GERMAN.key, `${GERMAN.list}?s=Weihnachten`));
    await expect(headerField(page)).toHaveValue('Weihnachten');

    await page.locator('[data-boundary="catalogue"]').getByRole('region', { name: GERMAN.occasions }).getByRole('link', { name: christmas.name, exact: true }).click();
    await expect(page).toHaveURL(storeUrl(GERMAN.key, christmas.path));
    await expect(page.locator('[data-boundary="catalogue"] .catalogue-card').first()).toBeVisible();
  });

  test('Dutch: "kerst" finds Kerst and its cards; the field keeps the term', async ({ page }) => {
    await page.goto(storeUrl(DUTCH.key, '/'));
    await expect(page.locator('[data-boundary="catalogue"] h1')).toBeVisible();
    await searchFor(page, DUTCH, 'kerst');
    await expectOccasionResult(page, DUTCH, 'kerst', { name: 'Kerst', path: '/geefmomenten/kerst/' });
  });

  test('German: a search without results offers popular cards, the occasions and customer service', async ({ page }) => {
    await page.goto(storeUrl(GERMAN.key, '/'));
    await expect(page.locator('[data-boundary="catalogue"] h1')).toBeVisible();
    await searchFor(page, GERMAN, 'xyzzy');
    const results = page.locator('#main [data-boundary="catalogue"]');
    await expect(results.getByRole('heading', { level: 1 })).toHaveText(GERMAN.title('xyzzy'));
    await expect(results.getByText('Oh nein! Keine Ergebnisse gefunden.', { exact: false })).toBeVisible();
    await expect(headerField(page)).toHaveValue('xyzzy');

    const popular = results.getByRole('region', { name: 'Beliebte Geschenkkarten' });
    await expect(popular.locator('.catalogue-card').first()).toBeVisible();
    const occasions = results.getByRole('region', { name: 'Geschenke für jeden Anlass' });
    await expect(occasions.getByRole('link', { name: 'Weihnachten', exact: true })).toHaveAttribute('href', '/anlaesse/weihnachten/');
    const help = results.getByRole('region', { name: 'Brauchst du Hilfe bei der Suche?' });
    await help.getByRole('link', { name: 'Kundenservice kontaktieren' }).click();
    await expect(page).toHaveURL(storeUrl(GERMAN.key, '/kontakt/'));
  });
});
