import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { germanPhoneDutchDesktop, storeUrl } from './helpers';
import { expectAccessible } from './shop-steps';

/**
 * The content team's editorial pages (issue 17), the German storefront on a phone and the Dutch on a
 * desktop (`germanPhoneDutchDesktop`, ADR 0069): the blog (categories, paging, an article with its product teasers, related articles
 * and Article structured data), landing pages of the catch-all (hero, product lists tracked as the
 * landing-page placement, FAQ with FAQPage data), the Dutch helpdesk with its search; unknown
 * articles and landing paths answer 404.
 */
const STORES = [
  { key: null, label: 'German', landing: '/weihnachten/', landingTitle: /Weihnacht/i, blogAll: 'Alle Artikel', nextPage: 'Weiter', teasers: 'Passende Geschenkkarten', related: 'Weiterlesen', missingLanding: '/gibt-es-nicht/' },
  { key: 'CB', label: 'Dutch', landing: '/kerst/', landingTitle: /Kerst/i, blogAll: 'Alle artikelen', nextPage: 'Volgende', teasers: 'Passende cadeaukaarten', related: 'Lees ook', missingLanding: '/bestaat-niet/' },
] as const;

/** The structured data the page put into <head>, parsed. */
async function jsonLd(page: Page): Promise<Array<{ '@type'?: string; [key: string]: unknown }>> {
  return page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}')));
}

/** Nothing makes the page wider than the screen (long German words wrap, tables fit). */
async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Analytics events pushed so far (the fixture's visitor has consented). */
async function events(page: Page): Promise<Array<{ event?: string; ecommerce?: { item_list_name?: string } }>> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter((e) => typeof e === 'object' && e !== null && 'event' in e) as never);
}

for (const [store, viewport] of germanPhoneDutchDesktop(STORES[0], STORES[1])) {
  test.describe(`${store.label} storefront at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the blog lists articles by category and page, and an article shows teasers, related articles and its structured data', async ({ page }) => {
      const response = await page.goto(storeUrl(store.key, '/blog/'));
      expect(response?.status()).toBe(200);
      const content = page.locator('[data-boundary="content"]');
      await expect(content.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      const articles = content.getByTestId('blog-articles').getByRole('listitem');
      await expect(articles).toHaveCount(12);
      await expectAccessible(page, 'content');

      // The second page has the rest.
      await content.getByRole('link', { name: store.nextPage }).click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(articles.first()).toBeVisible();
      expect(await articles.count()).toBeGreaterThanOrEqual(1);

      // A category narrows the list; "all" is one click away.
      const categories = content.getByRole('navigation').first().getByRole('link');
      await categories.nth(1).click();
      await expect(page).toHaveURL(/[?&]category=/);
      await expect(categories.nth(1)).toHaveAttribute('aria-current', 'page');
      await expect(articles.first()).toBeVisible();

      // An article.
      const first = articles.first().getByRole('heading').getByRole('link');
      const title = (await first.textContent())?.trim() ?? '';
      await first.click();
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+\/$/);
      await expect(content.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(content.getByTestId('article-body').locator('h2').first()).toBeVisible();
      const teasers = content.getByRole('list', { name: store.teasers });
      await expect(teasers.getByRole('link').first()).toBeVisible();
      await expect(content.getByRole('heading', { level: 2, name: store.related })).toBeVisible();
      await expect.poll(async () => (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting')?.headline).toBe(title);
      await expectAccessible(page, 'content');
      await expectNoSideways(page);

      // Served by the server too (a reload answers 200 with the title in the HTML).
      const reload = await page.goto(page.url());
      expect(reload?.status()).toBe(200);
      expect(await reload?.text()).toContain(title.replace(/&/g, '&amp;'));
    });

    test('a landing page shows its blocks queue, tracks its product list and has FAQ structured data', async ({ page }) => {
      const response = await page.goto(storeUrl(store.key, store.landing));
      expect(response?.status()).toBe(200);
      const content = page.locator('[data-boundary="content"]');
      await expect(content.getByRole('heading', { level: 1, name: store.landingTitle })).toBeVisible();
      const products = content.locator('.content-teasers').first();
      await products.scrollIntoViewIfNeeded();
      await expect(products.getByRole('link').first()).toBeVisible();
      // Spec §9 tracked list placement "landing page": the cards seen are reported (batched after 1 s).
      await expect
        .poll(async () => (await events(page)).some((e) => e.event === 'view_item_list' && e.ecommerce?.item_list_name === 'Landing page'), { timeout: 15_000 })
        .toBe(true);
      const faq = content.locator('details.content-faq-entry').first();
      await faq.scrollIntoViewIfNeeded();
      await faq.locator('summary').click();
      await expect(faq.locator('p')).toBeVisible();
      await expect.poll(async () => (await jsonLd(page)).some((d) => d['@type'] === 'FAQPage')).toBe(true);
      await expect(content.locator('.content-testimonials li').first()).toBeVisible();
      await expectAccessible(page, 'content');
      await expectNoSideways(page);
    });
  });

  test(`${store.label}: an unknown article or landing path answers 404 with the not-found screen`, async ({ page }) => {
    const article = await page.goto(storeUrl(store.key, '/blog/dieser-artikel-fehlt/'));
    expect(article?.status()).toBe(404);
    const landing = await page.goto(storeUrl(store.key, store.missingLanding));
    expect(landing?.status()).toBe(404);
    await expect(page.locator('[data-boundary="content"]').getByText('404')).toBeVisible();
  });
}

test('the Dutch helpdesk answers questions with a search that narrows them as the shopper types', async ({ page }) => {
  const response = await page.goto(storeUrl('CB', '/helpdesk/'));
  expect(response?.status()).toBe(200);
  const content = page.locator('[data-boundary="content"]');
  await expect(content.getByRole('heading', { level: 1 })).toContainText('Helpdesk');
  const all = await content.locator('details.content-faq-entry').count();
  expect(all).toBeGreaterThanOrEqual(24);
  await expectAccessible(page, 'content');

  await content.getByRole('searchbox', { name: 'Zoek in de vragen' }).fill('saldo');
  await expect(page).toHaveURL(/[?&]s=saldo/);
  await expect(content.getByText(/vragen gevonden voor ‘saldo’|vraag gevonden voor ‘saldo’/)).toBeVisible();
  const found = content.locator('details.content-faq-entry');
  await expect.poll(() => found.count()).toBeLessThan(all);
  expect(await found.count()).toBeGreaterThan(0);
  for (const text of await found.allTextContents()) expect(text.toLowerCase()).toContain('saldo');

  // The search is in the URL: a reload shows the same answers.
  await page.reload();
  await expect(content.getByRole('searchbox', { name: 'Zoek in de vragen' })).toHaveValue('saldo');
  await expect(found.first()).toBeVisible();
  await content.getByRole('link', { name: 'Neem contact op met de klantenservice' }).click();
  await expect(page).toHaveURL(storeUrl('CB', '/klantenservice/contact/'));
});
