import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serverRequest, storeUrl } from './helpers';

/**
 * What real shops have (issue 35 item 13, catalogue): a price on every tile ("ab 5 €", "vanaf € 5", or
 * the one price of a card with one), lists sorted by price in the API with the order in the URL (a
 * reload and the server's HTML keep it), and the validity and redemption terms on a product page.
 * German at 375 px, Dutch at 1440 px.
 */
const RUNS = [
  {
    key: null,
    label: 'German',
    viewport: { width: 375, height: 812 },
    list: '/geschenkkarten/',
    from: /^ab\s/,
    sortLabel: 'Sortieren nach',
    priceAsc: 'Preis aufsteigend',
    product: '/geschenkkarten/burgerwerk-geschenkkarte/',
    terms: 'Gültigkeit & Einlösung',
    validity: /3 Jahre ab dem Ende des Kaufjahres: Kaufst du die Karte \d{4}, gilt sie bis zum 31\. Dezember \d{4}/,
    partial: /mehreren Teilbeträgen/,
    cash: /nicht bar ausgezahlt/,
    shops: { name: 'Filialen in deiner Nähe finden', href: /\/geschenkkarten\/burgerwerk-geschenkkarte\/standorte\/$/ },
  },
  {
    key: 'CB',
    label: 'Dutch',
    viewport: { width: 1440, height: 900 },
    list: '/cadeaubonnen/',
    from: /^vanaf\s/,
    sortLabel: 'Sorteren op',
    priceAsc: 'Prijs oplopend',
    product: '/cadeaubonnen/rondvaart-grachten-cadeaukaart/',
    terms: 'Geldigheid & inwisselen',
    // The Dutch terms' rule (Artikel 7), not the German one (issue 35).
    validity: /5 jaar vanaf de aankoopdatum: koop je de kaart vandaag, dan is hij geldig tot en met \d{1,2} \p{L}+ \d{4}\./u,
    partial: /in delen besteden/,
    cash: /niet in contanten uitbetaald/,
    shops: null,
  },
] as const;

/** A tile's amount as a number: "ab 1.000 €", "vanaf € 4,95", "25 €" (German and Dutch write money alike but for the sign's place). */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** The amounts on the tiles of the list, in their order. */
async function tilePrices(page: Page): Promise<number[]> {
  return (await page.locator('[data-boundary="catalogue"] .catalogue-card-price').allTextContents()).map(amountOf);
}

async function firstCardId(page: Page): Promise<string | null> {
  return page.locator('[data-boundary="catalogue"] .catalogue-card').first().getAttribute('data-product-id');
}

const ascending = (prices: number[]) => prices.length > 1 && prices.every((price, i) => i === 0 || (prices[i - 1] as number) <= price);

for (const store of RUNS) {
  test.describe(`${store.label} storefront at ${store.viewport.width} px`, () => {
    test.use({ viewport: store.viewport });

    test('tiles show what a card costs; sorting by price puts the cheapest first, in the URL, and survives a reload', async ({ page, request }) => {
      await page.goto(storeUrl(store.key, store.list));
      const prices = page.locator('[data-boundary="catalogue"] .catalogue-card-price');
      await expect(prices.first()).toBeVisible();
      // Cards with a choice of amounts say "from"; every tile has an amount in euros.
      await expect(prices.filter({ hasText: store.from }).first()).toBeVisible();
      for (const text of await prices.allTextContents()) expect(text).toMatch(/€/);
      const ownOrder = await tilePrices(page);
      expect(ownOrder.length).toBeGreaterThan(10);

      await page.getByRole('combobox', { name: store.sortLabel }).selectOption({ label: store.priceAsc });
      await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
      await expect.poll(async () => ascending(await tilePrices(page))).toBe(true);
      const sorted = await tilePrices(page);
      // The cheapest card of the whole range comes first: none on the list's own first page is cheaper.
      expect(sorted[0]).toBeLessThanOrEqual(Math.min(...ownOrder));
      const first = await firstCardId(page);

      await page.reload();
      await expect(page.getByRole('combobox', { name: store.sortLabel })).toHaveValue('price-asc');
      await expect(prices.first()).toBeVisible();
      expect(ascending(await tilePrices(page))).toBe(true);
      expect(await firstCardId(page)).toBe(first);

      // The server renders the sorted list itself (the order is one of the parameters it renders).
      const html = await (await serverRequest(request, store.key, `${store.list}?sort=price-asc`)).text();
      expect(/data-product-id="([^"]+)"/.exec(html)?.[1]).toBe(first);
    });

    test('the product page says how long the card is valid, where and how it is redeemed', async ({ page }) => {
      await page.goto(storeUrl(store.key, store.product));
      const terms = page.getByRole('region', { name: store.terms });
      await expect(terms).toBeVisible();
      await expect(terms).toContainText(store.validity);
      await expect(terms).toContainText(store.partial);
      await expect(terms).toContainText(store.cash);
      if (store.shops) await expect(terms.getByRole('link', { name: store.shops.name })).toHaveAttribute('href', store.shops.href);
    });
  });
}
