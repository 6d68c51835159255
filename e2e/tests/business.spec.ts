import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';
import { expectAccessible, outboxRows, solveCaptcha } from './shop-steps';

/**
 * The business page (issue 17) in both versions of the storefront toggle, German on a phone, Dutch on a desktop:
 * the German storefront shows the business catalogue (a card opens the business product form modal,
 * whose line goes into the quote), the Dutch one the quote form first (lines with a gift card select).
 * The request is sent with the captcha; sales get the whole request, the requester an acknowledgement
 * without the free texts. The header shows the business strip there.
 */
const STORES = [
  {
    key: null,
    label: 'German (business catalogue)',
    path: '/unternehmen/',
    t: {
      title: 'Geschenkkarten für Unternehmen',
      strip: 'Geschäftskunden bestellen auf Rechnung.',
      prices: 'Mengenpreise',
      amount: /Betrag pro Karte/,
      quantity: 'Anzahl der Karten',
      add: 'Zur Anfrage hinzufügen',
      company: 'Unternehmen',
      contact: 'Ansprechpartner',
      email: 'E-Mail-Adresse',
      wishes: /Lieferwünsche/,
      message: /Deine Nachricht/,
      submit: 'Angebotsanfrage senden',
      received: 'Danke, wir haben deine Anfrage erhalten',
    },
  },
  {
    key: 'CB',
    label: 'Dutch (form first)',
    path: '/zakelijk/',
    t: {
      title: 'Cadeaubonnen voor bedrijven',
      strip: 'Zakelijke klanten bestellen op factuur.',
      prices: 'Staffelprijzen',
      amount: /Bedrag per cadeaubon/,
      quantity: 'Aantal cadeaubonnen',
      add: 'Toevoegen aan aanvraag',
      company: 'Bedrijfsnaam',
      contact: 'Contactpersoon',
      email: 'E-mailadres',
      wishes: /Leveringswensen/,
      message: /Je bericht/,
      submit: 'Offerteaanvraag versturen',
      received: 'Bedankt, we hebben je aanvraag ontvangen',
    },
  },
] as const;

type Store = (typeof STORES)[number];

/** The text of the mails of one kind to an address (their HTML files in the dev outbox). */
async function mailTexts(page: Page, email: string, kind: string): Promise<string[]> {
  const texts: string[] = [];
  for (const row of await outboxRows(page, email)) {
    if (!row.includes(`>${kind}<`)) continue;
    const link = row.match(/href="(\/dev\/outbox\/files\/[^"]+\.html)"/)?.[1];
    if (!link) continue;
    const html = await (await page.request.get(storeUrl(null, link.replace(/&amp;/g, '&')))).text();
    texts.push(html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' '));
  }
  return texts;
}

async function fillContact(page: Page, store: Store, email: string, secret: string) {
  const content = page.locator('[data-boundary="content"]');
  await content.getByRole('textbox', { name: store.t.company, exact: true }).fill('Lindqvist Logistik GmbH');
  await content.getByRole('textbox', { name: store.t.contact }).fill('Lena Lind');
  await content.getByRole('textbox', { name: store.t.email, exact: true }).fill(email);
  await content.getByRole('textbox', { name: store.t.wishes }).fill(`Bis 15. Dezember ${secret}`);
  await content.getByRole('textbox', { name: store.t.message }).fill(`Für unser Team ${secret}`);
}

// Once per storefront: the German on a phone, the Dutch on a desktop (ADR 0069).
for (const [store, viewport] of germanPhoneDutchDesktop(STORES[0], STORES[1])) {
  const width = viewport.width;
  test(`${store.label} at ${width} px: a company requests a quote and both mails are sent`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const email = `einkauf.${store.key ?? 'de'}.${width}.${Date.now()}@example.com`.toLowerCase();
    const secret = `geheim-${Date.now()}`;
    const response = await page.goto(storeUrl(store.key, store.path));
    expect(response?.status()).toBe(200);
    const content = page.locator('[data-boundary="content"]');
    await expect(content.getByRole('heading', { level: 1, name: store.t.title })).toBeVisible();
    await expect(page.getByTestId('business-strip')).toContainText(store.t.strip);
    await expect(content.getByRole('heading', { level: 2, name: store.t.prices, exact: true })).toBeVisible();
    await expect(content.getByRole('table').getByRole('row')).toHaveCount(5);
    // Nothing makes the page wider than the screen (the price table and the card select fit).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    if (store.key === null) {
      // Version 2: the first cards, the rest on request, each with the business product form modal.
      const cards = content.locator('.content-business-cards li');
      await expect(cards).toHaveCount(12);
      await content.getByRole('button', { name: /Alle \d+ Geschenkkarten zeigen/ }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(12);
      const card = cards.first().getByRole('button');
      await card.scrollIntoViewIfNeeded();
      const title = (await card.locator('.content-business-card-title').textContent())?.trim() ?? '';
      await card.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await dialog.getByRole('textbox', { name: store.t.amount }).fill('100000');
      await dialog.getByRole('textbox', { name: store.t.quantity }).fill('30');
      await dialog.getByRole('button', { name: store.t.add }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, 'content');
      await dialog.getByRole('textbox', { name: store.t.amount }).fill('25');
      await dialog.getByRole('button', { name: store.t.add }).click();
      await expect(dialog).toBeHidden();
      await expect(content.getByTestId('content-business-line')).toHaveCount(1);
      await expect(content.getByTestId('content-business-line')).toContainText(title);
    } else {
      // Version 1: the form first, a line with a gift card select.
      const line = content.getByTestId('content-business-line').first();
      const select = line.getByRole('combobox');
      await select.selectOption({ index: 1 });
      await line.getByRole('textbox', { name: store.t.amount }).fill('25');
      await line.getByRole('textbox', { name: store.t.quantity }).fill('30');
    }

    await fillContact(page, store, email, secret);
    await solveCaptcha(page);
    await expectAccessible(page, 'content');
    await content.getByRole('button', { name: store.t.submit }).click();
    await expect(content.getByTestId('content-business-received')).toContainText(store.t.received);

    // The requester's acknowledgement repeats the cards, never a text typed into the form (issue 31:
    // not even the company name, which could be a link to anywhere).
    await expect.poll(async () => (await mailTexts(page, email, 'quote-request')).length, { timeout: 30_000 }).toBe(1);
    const [acknowledgement] = await mailTexts(page, email, 'quote-request');
    expect(acknowledgement).not.toContain('Lindqvist Logistik GmbH');
    expect(acknowledgement).not.toContain(secret);
    // Sales got the whole request at the storefront's business address.
    const outbox = await (await page.request.get(storeUrl(null, '/dev/outbox'))).text();
    expect(outbox.split('<tr').some((row) => row.includes('quote-request-sales') && row.includes('business@'))).toBe(true);
  });
}
