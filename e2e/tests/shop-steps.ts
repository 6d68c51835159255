import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { storeUrl } from './helpers';

/** Steps several journeys take: the API from the page, filling a basket, a paid order, the checkout's forms, the dev outbox. */

export interface BasketLine {
  type: 'DIGITAL' | 'PHYSICAL';
  amountCents: number;
  quantity: number;
  giftPacking?: boolean;
}

/**
 * The shop's GraphQL API called from inside the page: on the storefront's own host, with the browser's
 * cookies (Node's request context cannot resolve *.localhost here, and its cookies would not be the
 * browser's). Throws on a GraphQL error.
 */
export async function graphqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const res = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { ok: res.ok, json: await res.json() };
    },
    { query, variables },
  );
  if (!body.ok || body.json.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.json)}`);
  return body.json.data as T;
}

/** Fills the basket through the API from inside the page (the browser's own cookies and host); answers the cart's id. */
export async function fillBasket(page: Page, productPath: string, lines: readonly BasketLine[]): Promise<string> {
  const { product } = await graphqlInPage<{ product: { id: string; variations: { id: string; variationType: string }[] } }>(
    page,
    'query ($path: String!) { product(path: $path) { id variations { id variationType } } }',
    { path: productPath },
  );
  let cartId = '';
  for (const line of lines) {
    const { addGiftCardPackage } = await graphqlInPage<{ addGiftCardPackage: { order: { id: string } | null; errors: unknown[] } }>(
      page,
      'mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } errors { code message } } }',
      {
        input: {
          productId: product.id,
          variationId: product.variations.find((v) => v.variationType === line.type)?.id,
          variationType: line.type,
          amountCents: line.amountCents,
          quantity: line.quantity,
          giftPacking: line.giftPacking ?? false,
        },
      },
    );
    expect(addGiftCardPackage.errors).toEqual([]);
    cartId = addGiftCardPackage.order?.id ?? cartId;
  }
  return cartId;
}

export interface CheckoutLabels {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirmation: string;
  postCode: string;
  houseNumber: string;
  street: string;
  city: string;
  terms: string;
  toShipping: string;
  toPayment: string;
}

export interface CheckoutStore {
  key: string | null;
  basket: string;
  checkoutButton: string;
  guest: string;
  checkoutPath: string;
  address: { countryCode: string; postCode: string; houseNumber: string; street: string; city: string };
  /** How orderThroughApi pays (the storefront's own method on the test payment page). */
  apiPayment: { method: string; issuer: string | null };
  labels: CheckoutLabels;
}

/** The checkout's forms in the German storefront (the journeys that go through checkout share them). */
export const GERMAN_CHECKOUT = {
  key: null,
  basket: '/warenkorb/',
  checkoutButton: 'Weiter zur Kasse',
  guest: 'Als Gast fortfahren',
  checkoutPath: '/kasse/',
  address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
  apiPayment: { method: 'card', issuer: null },
  labels: {
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    emailConfirmation: 'E-Mail-Adresse bestätigen',
    postCode: 'Postleitzahl',
    houseNumber: 'Hausnummer',
    street: 'Straße',
    city: 'Ort',
    terms: 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
    toShipping: 'Weiter zum Versand',
    toPayment: 'Weiter zur Zahlung',
  },
} as const satisfies CheckoutStore;

/** The checkout's forms in the Dutch storefront. */
export const DUTCH_CHECKOUT = {
  key: 'CB',
  basket: '/winkelmandje/',
  checkoutButton: 'Verder naar afrekenen',
  guest: 'Verder als gast',
  checkoutPath: '/bestellen/',
  address: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
  // The Test Issuer of the test payment page's bank list.
  apiPayment: { method: 'ideal', issuer: '1121' },
  labels: {
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    emailConfirmation: 'Bevestig je e-mailadres',
    postCode: 'Postcode',
    houseNumber: 'Huisnummer',
    street: 'Straat',
    city: 'Plaats',
    terms: 'Ik ga akkoord met de algemene voorwaarden',
    toShipping: 'Verder naar verzending',
    toPayment: 'Verder naar betalen',
  },
} as const satisfies CheckoutStore;

/**
 * From the basket through the personal details and shipping steps, to the payment step: as a guest
 * (the guest modal), or logged in on the storefront address the page is on (`origin`; no modal).
 */
export async function detailsAndShipping(page: Page, store: CheckoutStore, email: string, loggedInOn?: string) {
  const at = (path: string) => (loggedInOn ? `${loggedInOn}${path}` : storeUrl(store.key, path));
  await page.goto(at(store.basket));
  await page.getByRole('button', { name: store.checkoutButton }).click();
  if (!loggedInOn) await page.getByRole('dialog').getByRole('button', { name: store.guest }).click();
  await expect(page).toHaveURL(at(store.checkoutPath));
  const checkout = page.locator('[data-boundary="basketCheckout"]');
  const l = store.labels;
  await checkout.getByRole('textbox', { name: l.firstName, exact: true }).fill('Anna');
  await checkout.getByRole('textbox', { name: l.lastName, exact: true }).fill('Berg');
  await checkout.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await checkout.getByRole('textbox', { name: l.emailConfirmation, exact: true }).fill(email);
  await checkout.getByRole('textbox', { name: l.postCode, exact: true }).fill(store.address.postCode);
  await checkout.getByRole('textbox', { name: l.houseNumber, exact: true }).fill(store.address.houseNumber);
  await checkout.getByRole('textbox', { name: l.street, exact: true }).fill(store.address.street);
  await checkout.getByRole('textbox', { name: l.city, exact: true }).fill(store.address.city);
  await checkout.getByRole('checkbox', { name: l.terms }).check();
  await checkout.getByRole('button', { name: l.toShipping }).click();
  await checkout.getByRole('button', { name: l.toPayment }).click();
  return checkout;
}

/**
 * Set-up for the journeys whose subject comes AFTER a purchase (a redeem, the doubler, a withdrawal,
 * an activation): a guest order placed and paid through the API with the page's own cookies, in a
 * fraction of a second instead of clicking through checkout (checkout.spec.ts clicks through it). As
 * the browser would: fill the basket, place the order, start the storefront's payment, authorise it on
 * the test payment page, wait until the order is complete. Its confirmation page is the visitor's.
 */
export async function orderThroughApi(
  page: Page,
  store: CheckoutStore,
  productPath: string,
  lines: readonly BasketLine[],
  email: string,
): Promise<{ orderUuid: string; orderNumber: string }> {
  if (!page.url().startsWith(storeUrl(store.key, '/'))) await page.goto(storeUrl(store.key, '/'));
  const orderUuid = await fillBasket(page, productPath, lines);
  const { placeOrder } = await graphqlInPage<{ placeOrder: { order: { orderNumber: string } | null; errors: unknown[] } }>(
    page,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { code message } } }',
    {
      input: {
        orderUuid,
        customerType: 'PRIVATE',
        firstName: 'Anna',
        lastName: 'Berg',
        email,
        emailConfirmation: email,
        address: store.address,
        termsAccepted: true,
        shipToCustomerAddress: true,
      },
    },
  );
  expect(placeOrder.errors).toEqual([]);
  const { addGiftCardPayment } = await graphqlInPage<{ addGiftCardPayment: { action: { url: string | null } | null; errors: unknown[] } }>(
    page,
    'mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code message } } }',
    { input: { orderUuid, ...store.apiPayment, returnPath: `${store.checkoutPath}?order=${orderUuid}` } },
  );
  expect(addGiftCardPayment.errors).toEqual([]);
  // The test payment page answers on loopback, whatever the host: the shopper's "Authorise" button.
  const payPage = new URL(addGiftCardPayment.action?.url ?? '');
  const decided = await page.request.post(storeUrl(null, payPage.pathname), { form: { outcome: 'authorised' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  // The provider's notification completes the order and issues its cards (asynchronously).
  await expect
    .poll(
      async () =>
        (
          await graphqlInPage<{ checkGiftCardPayment: { order: { status: string } | null } }>(
            page,
            'query ($orderUuid: String!) { checkGiftCardPayment(orderUuid: $orderUuid) { order { status } } }',
            { orderUuid },
          )
        ).checkGiftCardPayment.order?.status,
      { timeout: 60_000 },
    )
    .toBe('COMPLETED');
  return { orderUuid, orderNumber: placeOrder.order?.orderNumber ?? '' };
}

/** One digital card bought through the API (`orderThroughApi`), read from its mail in the outbox. */
export async function digitalCardThroughApi(page: Page, store: CheckoutStore, productPath: string, email: string, amountCents = 20_000): Promise<{ number: string; pin: string }> {
  await orderThroughApi(page, store, productPath, [{ type: 'DIGITAL', amountCents, quantity: 1 }], email);
  await expect.poll(async () => (await cardsMailedTo(page, email)).length, { timeout: 60_000 }).toBe(1);
  const [card] = await cardsMailedTo(page, email);
  if (!card) throw new Error('no card in the outbox');
  return card;
}

/** The dev outbox's rows (HTML) of the mails to one address. */
export async function outboxRows(page: Page, email: string): Promise<string[]> {
  const res = await page.request.get(storeUrl(null, '/dev/outbox'));
  const html = await res.text();
  return html.split('<tr').filter((row) => row.includes(email));
}

/** The card numbers and PINs of the sent gift card mails to an address, read from their HTML files. */
export async function cardsMailedTo(page: Page, email: string): Promise<{ number: string; pin: string }[]> {
  const cards: { number: string; pin: string }[] = [];
  for (const row of await outboxRows(page, email)) {
    if (!row.includes('gift-card') || !row.includes('SENT')) continue;
    const link = row.match(/href="(\/dev\/outbox\/files\/[^"]+\.html)"/)?.[1];
    if (!link) continue;
    const html = await (await page.request.get(storeUrl(null, link.replace(/&amp;/g, '&')))).text();
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ');
    const number = text.match(/6037(?: ?\d){15}/)?.[0].replace(/ /g, '');
    const pin = text.match(/(?:PIN|Pincode)\D{0,40}?(\d{6})\b/i)?.[1];
    if (number && pin) cards.push({ number, pin });
  }
  return cards;
}

/** Serious and critical accessibility findings inside a team's region. */
export async function expectAccessible(page: Page, boundary: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include(`[data-boundary="${boundary}"]`).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The captcha: the shopper ticks "I'm not a robot"; the widget computes its proof of work. `within`: the
 * one of a dialog. Once ticked, the field solves each new challenge by itself (auto="onload", issue 35):
 * then there is nothing to tick (a tick on a solved widget would undo it), only the proof to wait for.
 */
export async function solveCaptcha(page: Page, within?: Locator): Promise<void> {
  const widget = (within ?? page).locator('altcha-widget');
  await expect(widget.getByRole('checkbox')).toBeVisible({ timeout: 20_000 });
  // The widget's label (its styled box lies over the native checkbox).
  if ((await widget.getAttribute('auto')) !== 'onload') await widget.locator('label').first().click();
  await expect.poll(() => widget.evaluate((element) => (element as unknown as { getState(): string }).getState()), { timeout: 60_000 }).toBe('verified');
}

/** The balance check's and redeem shop's words a redeem journey needs (each storefront's own). */
export interface RedeemChoiceTexts {
  cardNumber: string | RegExp;
  pin: string | RegExp;
  check: string | RegExp;
  redeemNow: string | RegExp;
  search: string | RegExp;
  choose: (name: string) => string;
  amount: string | RegExp;
  add: string | RegExp;
}

/**
 * A redeem's first steps as a shopper takes them: check the card on the balance page, "redeem now",
 * search the redeem shop for `target` and add it with `amount` (whole euros). The dialog has closed.
 */
export async function checkCardAndChooseRedeemCard(
  page: Page,
  balanceUrl: string,
  t: RedeemChoiceTexts,
  card: { number: string; pin: string },
  target: string,
  amount: string,
): Promise<void> {
  await page.goto(balanceUrl);
  const form = page.getByTestId('redeem-check-form');
  await form.getByRole('textbox', { name: t.cardNumber }).fill(card.number);
  await form.getByRole('textbox', { name: t.pin }).fill(card.pin);
  await solveCaptcha(page);
  await form.getByRole('button', { name: t.check }).click();
  await page.getByTestId('redeem-check-result').getByRole('link', { name: t.redeemNow }).click();
  const shop = page.locator('[data-boundary="redeem"]');
  await shop.getByRole('searchbox', { name: t.search }).fill(target.split(' ')[0] as string);
  await shop.getByRole('button', { name: t.choose(target) }).click();
  const dialog = page.getByRole('dialog', { name: target });
  await dialog.getByRole('textbox', { name: t.amount }).fill(amount);
  await dialog.getByRole('button', { name: t.add }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Holds every request for a remote's code (its manifest, entry, routes and chunks) until the returned
 * function is called: what the shopper does meanwhile certainly comes before that remote's part of the
 * page is interactive. Its stylesheets are not held: they block the page's rendering, so no frame
 * comes, and a page the server streamed (a cold server's first render of a remote goes out in pieces)
 * never shows its late piece, which React reveals in an animation frame. A slow phone gets the
 * stylesheet with the document; it is the code that comes late.
 */
export async function holdRemoteCode(page: Page, remote: 'catalogue' | 'account'): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route((url) => url.pathname.startsWith(`/remotes/${remote}/`) && !url.pathname.endsWith('.css'), async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
