import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';
import { DUTCH_CHECKOUT, GERMAN_CHECKOUT, expectAccessible, graphqlInPage, orderThroughApi, outboxRows, solveCaptcha } from './shop-steps';

/**
 * Activation of blank cards (issue 18), German and Dutch storefront, at a phone and a desktop width: a
 * guest buys a blank card pack (through the API: checkout.spec.ts clicks through checkout); the fulfilment team's
 * dispatch document in the outbox carries the pack's card numbers and PINs; the shopper activates one
 * card with €40 on the activation page (captcha, test payment page), sees the success page, and the
 * balance check finds €40 on the card. Activating the same card again is refused.
 */
const STOREFRONTS = [
  {
    key: null,
    checkout: GERMAN_CHECKOUT,
    label: 'German',
    fulfilment: 'fulfilment@cbde.',
    activationPath: '/aktivieren/',
    balancePath: '/guthaben-pruefen/',
    cardDataPath: '/kartendaten/',
    t: {
      title: 'Geschenkkarte aktivieren',
      cardNumber: 'Kartennummer (19 Ziffern)',
      pin: 'PIN (6 Ziffern, unter dem Rubbelfeld)',
      amount: 'Betrag in ganzen EUR',
      email: 'Deine E-Mail-Adresse (für die Bestätigung)',
      method: 'Kreditkarte',
      submit: /^40,00\s€ bezahlen und aktivieren$/,
      done: 'Deine Geschenkkarte ist aktiviert',
      amountShown: /40,00\s€/,
      refused: 'Diese Karte kann nicht aktiviert werden',
      check: 'Guthaben prüfen',
      balance: /40,00\s€/,
      toBalance: 'Guthaben prüfen & einlösen',
      // The last valid day, as the activation mail prints it: 31 December of the third year after this one (Berlin).
      validUntil: () => `31. Dezember ${Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date())) + 3}`,
    },
  },
  {
    key: 'CB',
    checkout: DUTCH_CHECKOUT,
    label: 'Dutch',
    fulfilment: 'fulfilment@cb.',
    activationPath: '/activeren/',
    balancePath: '/saldocheck/',
    // The Dutch storefront has no card data page (spec §2 lists none): the balance check answers it.
    cardDataPath: null,
    t: {
      title: 'Cadeaukaart activeren',
      cardNumber: 'Kaartnummer (19 cijfers)',
      pin: 'Pincode (6 cijfers, onder de kraslaag)',
      amount: 'Bedrag in hele EUR',
      email: 'Je e-mailadres (voor de bevestiging)',
      method: 'iDEAL',
      submit: /^€\s40,00 betalen en activeren$/,
      done: 'Je cadeaukaart is geactiveerd',
      amountShown: /€\s40,00/,
      refused: 'Deze kaart kan niet worden geactiveerd',
      check: 'Saldo checken',
      balance: /€\s40,00/,
      toBalance: 'Saldo checken & inwisselen',
      // The last valid day, as the activation mail prints it: today in Amsterdam five years on (29 February: 28 February).
      validUntil: () => {
        const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' })
          .format(new Date())
          .split('-')
          .map(Number) as [number, number, number];
        const lastOfMonth = new Date(Date.UTC(year + 5, month, 0)).getUTCDate();
        return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year + 5, month - 1, Math.min(day, lastOfMonth), 12));
      },
    },
  },
] as const;

type Store = (typeof STOREFRONTS)[number];

/** The storefront's first blank card pack, as the catalogue lists it: its path and price. */
async function blankPack(page: Page): Promise<{ path: string; cents: number }> {
  const { products } = await graphqlInPage<{ products: { items: { path: string; variations: { variationType: string; price: { cents: number } }[] }[] } }>(
    page,
    '{ products(filters: { filterByProductType: [BLANK_CARD_PACK] }, paging: { itemsPerPage: 1, pageNumber: 1 }) { items { path variations { variationType price { cents } } } } }',
  );
  const [pack] = products.items;
  if (!pack) throw new Error('no blank card pack');
  return { path: pack.path, cents: pack.variations.find((v) => v.variationType === 'PHYSICAL')?.price.cents ?? 0 };
}

/** The cards of an order's dispatch documents (number and PIN per row), as the fulfilment team reads them in the outbox. */
async function dispatchedCards(page: Page, store: Store, orderNumber: string): Promise<{ number: string; pin: string }[]> {
  const cards: { number: string; pin: string }[] = [];
  for (const row of await outboxRows(page, store.fulfilment)) {
    if (!row.includes('dispatch-document') || !row.includes(orderNumber) || !row.includes('SENT')) continue;
    const link = row.match(/href="(\/dev\/outbox\/files\/[^"]+\.html)"/)?.[1];
    if (!link) continue;
    const html = await (await page.request.get(storeUrl(null, link.replace(/&amp;/g, '&')))).text();
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
    for (const match of text.matchAll(/(6037(?: ?\d){15}) (\d{6})\b/g)) cards.push({ number: (match[1] as string).replace(/ /g, ''), pin: match[2] as string });
  }
  return cards;
}

/**
 * Buys one blank card pack as a guest, paid on the test payment page, through the API (checkout.spec.ts
 * clicks through checkout); answers its order number.
 */
async function buyBlankPack(page: Page, store: Store, email: string): Promise<string> {
  await page.goto(storeUrl(store.key, '/'));
  const pack = await blankPack(page);
  const { orderNumber } = await orderThroughApi(page, store.checkout, pack.path, [{ type: 'PHYSICAL', amountCents: pack.cents, quantity: 1 }], email);
  return orderNumber;
}

async function fillActivation(page: Page, store: Store, card: { number: string; pin: string }, email: string): Promise<void> {
  const form = page.getByTestId('activation-form');
  await form.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
  await form.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
  await form.getByRole('textbox', { name: store.t.amount }).fill('40');
  await form.getByRole('textbox', { name: store.t.email }).fill(email);
  await form.getByRole('radio', { name: store.t.method }).check();
  if (store.key === 'CB') await form.getByRole('combobox', { name: 'Je bank' }).selectOption({ label: 'Test Issuer' });
  await solveCaptcha(page);
}

for (const [store, viewport] of germanPhoneDutchDesktop(STOREFRONTS[0], STOREFRONTS[1])) {
  test.describe(`${store.label} storefront at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('buy a blank card pack, activate a card with €40 from its dispatch document, find €40 on it; a second activation is refused', async ({ page }) => {
      test.setTimeout(300_000);
      // Lower case: the shop stores e-mail addresses lower-cased, the outbox lists them so.
      const stamp = `${store.label.toLowerCase()}.${viewport.width}.${Date.now()}`;
      const orderNumber = await buyBlankPack(page, store, `pack.${stamp}@example.com`);
      await expect.poll(async () => (await dispatchedCards(page, store, orderNumber)).length, { timeout: 60_000 }).toBe(10);
      const [card] = await dispatchedCards(page, store, orderNumber);
      if (!card) throw new Error('no card on the dispatch document');

      // The activation page: number and PIN from the dispatch document, €40, paid on the test payment page.
      await page.goto(storeUrl(store.key, store.activationPath));
      await expect(page.getByRole('heading', { level: 1, name: store.t.title })).toBeVisible();
      await expectAccessible(page, 'redeem');
      await fillActivation(page, store, card, `buyer.${stamp}@example.com`);
      await page.screenshot({ path: test.info().outputPath('activation-form.png'), fullPage: true });
      await page.getByRole('button', { name: store.t.submit }).click();
      await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
      await expect(page.getByText(/^€40\.00$/)).toBeVisible();
      await page.getByRole('button', { name: 'Authorise' }).click();

      const result = page.getByTestId('activation-result');
      await expect(page.getByRole('heading', { level: 1, name: store.t.done })).toBeVisible({ timeout: 60_000 });
      await expect(result.getByTestId('activation-amount')).toHaveText(store.t.amountShown);
      await expect(result).toHaveAttribute('data-status', 'DONE');
      await expect(result.getByTestId('activation-valid-until')).toHaveText(store.t.validUntil());
      await expectAccessible(page, 'redeem');
      await page.screenshot({ path: test.info().outputPath('activation-success.png'), fullPage: true });
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', viewport.width);
      await expect.poll(async () => (await outboxRows(page, `buyer.${stamp}@example.com`)).some((row) => row.includes('card-activated')), { timeout: 30_000 }).toBe(true);

      // The balance check finds €40 on the card.
      await result.getByRole('link', { name: store.t.toBalance }).click();
      await expect(page).toHaveURL(storeUrl(store.key, store.balancePath));
      const checkForm = page.getByTestId('redeem-check-form');
      await checkForm.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
      await checkForm.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
      await solveCaptcha(page);
      await checkForm.getByRole('button', { name: store.t.check }).click();
      await expect(page.getByTestId('redeem-check-result').getByTestId('redeem-card-balance')).toHaveText(store.t.balance);

      // The card data page (German storefront) shows the balance after number and PIN.
      if (store.cardDataPath) {
        await page.goto(storeUrl(store.key, store.cardDataPath));
        const cardDataForm = page.getByTestId('card-data-form');
        await cardDataForm.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
        await cardDataForm.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
        await solveCaptcha(page);
        await page.getByRole('button', { name: 'Kartendaten anzeigen' }).click();
        await expect(page.getByTestId('card-data-balance')).toHaveText(store.t.balance);
        await expectAccessible(page, 'redeem');
        await page.screenshot({ path: test.info().outputPath('card-data.png'), fullPage: true });
      }

      // A card is activated once only.
      await page.goto(storeUrl(store.key, store.activationPath));
      await fillActivation(page, store, card, `buyer.${stamp}@example.com`);
      await page.getByRole('button', { name: store.t.submit }).click();
      await expect(page.getByTestId('activation-form').getByText(store.t.refused)).toBeVisible();
      await expect(page).toHaveURL(storeUrl(store.key, store.activationPath));
    });
  });
}
