import { expect, test } from './fixtures';
import { OPERATOR_TOKEN } from '../playwright.config';
import { storeUrl } from './helpers';
import { DUTCH_CHECKOUT, GERMAN_CHECKOUT, digitalCardThroughApi, expectAccessible, solveCaptcha } from './shop-steps';

/**
 * The balance doubler (issue 18), German storefront on a phone and Dutch storefront on a desktop: a
 * guest buys a card, enters it on the doubler page (number, PIN, e-mail, conditions, captcha) and is
 * thanked with the card's product and the entry reference; the balance check offers the doubler modal
 * for the checked card, where a second entry of the same card this month is refused. Then the operator
 * draws the running month early (the demo only; the job draws on the first Monday): the doubler page
 * publishes the result (the card is the storefront's only entrant in this run) and the balance check
 * finds the balance doubled. The draw's rules are proven by the API's tests with a fixed clock
 * (doubler.test.ts, doubler-races.postgres.test.ts).
 */
const STOREFRONTS = [
  {
    label: 'German',
    storefrontKey: 'CBDE',
    viewport: { width: 375, height: 812 },
    key: null,
    checkout: GERMAN_CHECKOUT,
    sourceCard: '/geschenkkarten/apple-geschenkkarte/',
    doublerPath: '/verdoppler/',
    thanksPath: /\/verdoppler\/danke\/apple-geschenkkarte\/$/,
    balancePath: '/guthaben-pruefen/',
    t: {
      title: 'Guthaben-Verdoppler',
      cardNumber: 'Kartennummer (19 Ziffern)',
      pin: 'PIN (6 Ziffern, unter dem Rubbelfeld)',
      email: 'Deine E-Mail-Adresse (wir melden uns, wenn du gewinnst)',
      accept: 'Ich akzeptiere die Teilnahmebedingungen des Guthaben-Verdopplers',
      submit: 'Jetzt teilnehmen',
      conditionsMissing: 'Bitte akzeptiere die Teilnahmebedingungen des Guthaben-Verdopplers',
      thanks: 'Danke, du bist dabei!',
      product: 'Apple Geschenkkarte',
      check: 'Guthaben prüfen',
      offer: 'Beim Guthaben-Verdoppler mitmachen',
      modal: 'Guthaben verdoppeln?',
      already: 'Diese Karte nimmt an der Ziehung dieses Monats schon teil.',
      checkDraw: 'Diese Ziehung prüfen',
      showEntries: 'Teilnehmerliste anzeigen',
      prize: /Ihr Guthaben ist um 50,00\s€ gewachsen/,
      doubled: /100,00\s€/,
    },
  },
  {
    label: 'Dutch',
    storefrontKey: 'CB',
    viewport: { width: 1440, height: 900 },
    key: 'CB',
    checkout: DUTCH_CHECKOUT,
    sourceCard: '/cadeaubonnen/apple-cadeaukaart/',
    doublerPath: '/verdubbelaar/',
    thanksPath: /\/verdubbelaar\/bedankt\/apple-cadeaukaart\/$/,
    balancePath: '/saldocheck/',
    t: {
      title: 'Saldoverdubbelaar',
      cardNumber: 'Kaartnummer (19 cijfers)',
      pin: 'Pincode (6 cijfers, onder de kraslaag)',
      email: 'Je e-mailadres (we laten het je weten als je wint)',
      accept: 'Ik ga akkoord met de actievoorwaarden van de saldoverdubbelaar',
      submit: 'Nu meedoen',
      conditionsMissing: 'Ga akkoord met de voorwaarden van de saldoverdubbelaar',
      thanks: 'Bedankt, je doet mee!',
      product: 'Apple Cadeaukaart',
      check: 'Saldo checken',
      offer: 'Meedoen met de saldoverdubbelaar',
      modal: 'Saldo verdubbelen?',
      already: 'Deze kaart doet al mee aan de trekking van deze maand.',
      checkDraw: 'Deze trekking controleren',
      showEntries: 'Deelnemerslijst tonen',
      prize: /het saldo is met €\s50,00 gegroeid/,
      doubled: /€\s100,00/,
    },
  },
] as const;

for (const store of STOREFRONTS) {
  test.describe(`${store.label} storefront at ${store.viewport.width} px`, () => {
    test.use({ viewport: store.viewport });

    test('enter a card in the balance doubler, be thanked; the doubler modal refuses a second entry; the month’s draw publishes the card as winner and doubles its balance', async ({ page }) => {
      test.setTimeout(240_000);
      const stamp = `${store.label.toLowerCase()}.${store.viewport.width}.${Date.now()}`;
      // Bought through the API (checkout.spec.ts clicks through checkout).
      const card = await digitalCardThroughApi(page, store.checkout, store.sourceCard, `doubler.${stamp}@example.com`, 5_000);

      await page.goto(storeUrl(store.key, store.doublerPath));
      await expect(page.getByRole('heading', { level: 1, name: store.t.title })).toBeVisible();
      await expect(page.getByTestId('doubler-next-draw')).toHaveText(/\S/);
      await expectAccessible(page, 'redeem');
      const form = page.getByTestId('doubler-form');
      await form.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
      await form.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
      await form.getByRole('textbox', { name: store.t.email }).fill(`doubler.${stamp}@example.com`);
      await solveCaptcha(page);
      // The conditions must be accepted (the shared schema, before anything is sent).
      await page.getByRole('button', { name: store.t.submit }).click();
      await expect(form.getByText(store.t.conditionsMissing)).toBeVisible();
      await expect(form.getByRole('checkbox', { name: store.t.accept })).toBeFocused();
      await form.getByRole('checkbox', { name: store.t.accept }).check();
      await page.screenshot({ path: test.info().outputPath('doubler-page.png'), fullPage: true });
      await page.getByRole('button', { name: store.t.submit }).click();

      await expect(page).toHaveURL(store.thanksPath);
      await expect(page.getByRole('heading', { level: 1, name: store.t.thanks })).toBeVisible();
      // The entry's short number (D, month, six characters), never its uuid.
      await expect(page.getByTestId('doubler-entry-reference')).toHaveText(/^D-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
      const entryNumber = (await page.getByTestId('doubler-entry-reference').textContent()) ?? '';
      await expect(page.getByTestId('doubler-thanks')).toContainText(store.t.product);
      await expect(page.getByTestId('doubler-thanks')).toContainText(card.number.slice(-4));
      await expectAccessible(page, 'redeem');
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', store.viewport.width);
      await page.screenshot({ path: test.info().outputPath('doubler-thanks.png'), fullPage: true });

      // The balance check offers the doubler for the checked card; this month it is entered already.
      await page.goto(storeUrl(store.key, store.balancePath));
      const checkForm = page.getByTestId('redeem-check-form');
      await checkForm.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
      await checkForm.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
      await solveCaptcha(page);
      await checkForm.getByRole('button', { name: store.t.check }).click();
      await page.getByTestId('doubler-offer').getByRole('button', { name: store.t.offer }).click();
      const modal = page.getByRole('dialog', { name: store.t.modal });
      await modal.getByRole('textbox', { name: store.t.email }).fill(`doubler.${stamp}@example.com`);
      await modal.getByRole('checkbox', { name: store.t.accept }).check();
      await solveCaptcha(page, modal);
      await modal.getByRole('button', { name: store.t.submit }).click();
      await expect(modal.getByRole('alert')).toContainText(store.t.already);
      await expectAccessible(page, 'redeem');
      await page.screenshot({ path: test.info().outputPath('doubler-modal.png'), fullPage: true });
      await page.keyboard.press('Escape');

      // The operator draws the running month early (demo only): one entrant, so this card wins.
      const month = await page.evaluate(async () => {
        const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ doublerPromotion { data { month } } }' }) });
        return (await res.json()).data.doublerPromotion.data.month as string;
      });
      const drawn = await page.request.post(storeUrl(null, '/graphql'), {
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        data: {
          query: 'mutation ($store: String!, $month: String!) { operatorRunDoublerDraw(store: $store, month: $month, early: true) { draw { status entryCount winnerMaskedNumber } errors { code message } } }',
          variables: { store: store.storefrontKey, month },
        },
      });
      const { operatorRunDoublerDraw: draw } = (await drawn.json()).data;
      expect(draw).toEqual({ draw: { status: 'DONE', entryCount: 1, winnerMaskedNumber: `•••• ${card.number.slice(-4)}` }, errors: [] });

      // The published result: the winning card, the prize, and what it takes to check the draw.
      await page.goto(storeUrl(store.key, store.doublerPath));
      const published = page.getByTestId('doubler-draw').first();
      await expect(published).toContainText(card.number.slice(-4));
      await expect(published).toContainText(store.t.prize);
      await published.getByText(store.t.checkDraw).click();
      // The winning entry by the number its entrant was shown, and the id the entry list holds.
      await expect(published.getByTestId('doubler-winning-number')).toHaveText(entryNumber);
      await published.getByRole('button', { name: store.t.showEntries }).click();
      await expect(published.getByTestId('doubler-draw-entries')).toHaveValue(/^[0-9a-f-]{36}$/);
      await expectAccessible(page, 'redeem');
      await expect(page.locator('body')).toHaveJSProperty('scrollWidth', store.viewport.width);
      await published.screenshot({ path: test.info().outputPath('doubler-draw-result.png') });

      // The winner's balance is doubled (a new redeem: the one opened above holds the card already).
      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto(storeUrl(store.key, store.balancePath));
      await checkForm.getByRole('textbox', { name: store.t.cardNumber }).fill(card.number);
      await checkForm.getByRole('textbox', { name: store.t.pin }).fill(card.pin);
      await solveCaptcha(page, checkForm);
      await checkForm.getByRole('button', { name: store.t.check }).click();
      await expect(page.getByTestId('redeem-check-result').getByTestId('redeem-card-balance')).toHaveText(store.t.doubled);
    });
  });
}
