import { expect, test } from './fixtures';
import { storeUrl } from './helpers';
import { expectAccessible, outboxRows, solveCaptcha } from './shop-steps';

/**
 * The contact form (issue 17), German and Dutch storefront at phone and desktop width: the ways to
 * reach customer service, the form with the captcha, the confirmation on screen, and both mails in
 * the outbox (the question to support, the acknowledgement to the sender). The German /helpdesk/
 * forwards to contact.
 */
const STOREFRONTS = [
  { key: null, label: 'German', path: '/kontakt/', t: { title: 'Kontakt zum Kundenservice', topic: 'Worum geht es?', topicValue: 'Lieferung', name: 'Name', email: 'E-Mail-Adresse', message: 'Deine Nachricht', send: 'Nachricht senden', sent: 'Danke!' } },
  { key: 'CB', label: 'Dutch', path: '/klantenservice/contact/', t: { title: 'Contact met de klantenservice', topic: 'Waar gaat het over?', topicValue: 'Bezorging', name: 'Naam', email: 'E-mailadres', message: 'Je bericht', send: 'Bericht versturen', sent: 'Bedankt!' } },
] as const;


for (const store of STOREFRONTS) {
  for (const width of [375, 1440] as const) {
    test(`${store.label} storefront at ${width} px: the contact form reaches support and acknowledges to the sender`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      const email = `kontakt.${store.key ?? 'de'}.${width}.${Date.now()}@example.com`.toLowerCase();
      const response = await page.goto(storeUrl(store.key, store.path));
      expect(response?.status()).toBe(200);
      const content = page.locator('[data-boundary="content"]');
      await expect(content.getByRole('heading', { level: 1, name: store.t.title })).toBeVisible();
      await expect(content.getByTestId('content-contact-ways')).toContainText('@');
      await content.getByRole('combobox', { name: store.t.topic }).selectOption({ label: store.t.topicValue });
      await content.getByRole('textbox', { name: store.t.name }).fill('Lena Lind');
      await content.getByRole('textbox', { name: store.t.email }).fill(email);
      await content.getByRole('textbox', { name: store.t.message }).fill('Meine Karte ist noch nicht angekommen, bitte schaut nach.');
      await solveCaptcha(page);
      await expectAccessible(page, 'content');
      await content.getByRole('button', { name: store.t.send }).click();
      await expect(content.getByTestId('content-contact-sent')).toContainText(store.t.sent);
      await expect.poll(async () => (await outboxRows(page, email)).some((row) => row.includes('contact-acknowledgement')), { timeout: 30_000 }).toBe(true);
      // The question went to the storefront's support address.
      const outbox = await (await page.request.get(storeUrl(null, '/dev/outbox'))).text();
      expect(outbox.split('<tr').some((row) => row.includes('contact-request') && row.includes('service@'))).toBe(true);
    });
  }
}

test('the German helpdesk forwards to contact', async ({ page }) => {
  const response = await page.request.get(storeUrl(null, '/helpdesk/'), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/\/kontakt\/$/);
});
