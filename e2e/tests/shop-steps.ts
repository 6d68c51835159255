import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { storeUrl } from './helpers';

/** Steps several journeys take: filling a basket through the API, the checkout's forms, the dev outbox. */

export interface BasketLine {
  type: 'DIGITAL' | 'PHYSICAL';
  amountCents: number;
  quantity: number;
  giftPacking?: boolean;
}

/** Fills the basket through the API from inside the page (the browser's own cookies and host). */
export async function fillBasket(page: Page, productPath: string, lines: readonly BasketLine[]): Promise<void> {
  const errors = await page.evaluate(
    async ({ productPath, lines }) => {
      const call = async (query: string, variables: Record<string, unknown> = {}) => {
        const res = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
        return res.json();
      };
      const product = (await call(`{ product(path: "${productPath}") { id variations { id variationType } } }`)).data.product as {
        id: string;
        variations: { id: string; variationType: string }[];
      };
      const found: unknown[] = [];
      for (const line of lines) {
        const answer = await call('mutation ($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { errors { code message } } }', {
          input: {
            productId: product.id,
            variationId: product.variations.find((v) => v.variationType === line.type)?.id,
            variationType: line.type,
            amountCents: line.amountCents,
            quantity: line.quantity,
            giftPacking: line.giftPacking ?? false,
          },
        });
        found.push(...(answer.data?.addGiftCardPackage.errors ?? [answer.errors]));
      }
      return found;
    },
    { productPath, lines },
  );
  expect(errors).toEqual([]);
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
  address: { postCode: string; houseNumber: string; street: string; city: string };
  labels: CheckoutLabels;
}

/** The checkout's forms in the German storefront (the journeys that go through checkout share them). */
export const GERMAN_CHECKOUT = {
  key: null,
  basket: '/warenkorb/',
  checkoutButton: 'Weiter zur Kasse',
  guest: 'Als Gast fortfahren',
  checkoutPath: '/kasse/',
  address: { postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
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
  address: { postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
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

/** A storefront's way through checkout to the test payment page and back to the thanks page. */
export interface PayingStore {
  checkout: CheckoutStore;
  pay(scope: ReturnType<Page['locator']>): Promise<void>;
  shopPay: RegExp;
  thanks: string;
}

/**
 * Buys one digital card of `productPath` as a guest through checkout (paid on the test payment page)
 * and reads its number and PIN from its mail in the outbox.
 */
export async function buyDigitalCard(page: Page, store: PayingStore, productPath: string, email: string, amountCents = 20_000): Promise<{ number: string; pin: string }> {
  await page.goto(storeUrl(store.checkout.key, '/'));
  await fillBasket(page, productPath, [{ type: 'DIGITAL', amountCents, quantity: 1 }]);
  const checkout = await detailsAndShipping(page, store.checkout, email);
  await store.pay(checkout);
  await checkout.getByRole('button', { name: store.shopPay }).click();
  await expect(page).toHaveURL(/\/test-psp\/pay\/[A-Z0-9]{16}$/);
  // The card and the shop's service fee.
  await expect(page.getByText(new RegExp(`^€${amountCents / 100}\\.\\d\\d$`))).toBeVisible();
  await page.getByRole('button', { name: 'Authorise' }).click();
  await expect(page.getByRole('heading', { level: 1, name: store.thanks })).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await cardsMailedTo(page, email)).length, { timeout: 30_000 }).toBe(1);
  const [card] = await cardsMailedTo(page, email);
  if (!card) throw new Error('no card in the outbox');
  return card;
}

/** A storefront as the API sees a guest's order: its host and the customer's address there. */
export interface ApiOrderStore {
  key: string | null;
}

const GUEST_ADDRESS: Record<string, Record<string, string>> = {
  DE: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
  NL: { countryCode: 'NL', postCode: '1012 AB', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
};

/**
 * Set-up for the journeys whose subject comes AFTER a purchase (a redeem, the doubler, a withdrawal,
 * an activation): a guest order placed and paid through the API with the page's own cookies, in
 * milliseconds instead of a minute of clicking through checkout (checkout.spec.ts is where checkout
 * itself is clicked through). As the browser would: add the cards, place the order, start the payment
 * (a card in the German storefront, iDEAL in the Dutch one), authorise it on the test payment page,
 * wait until the order is complete. Returns the order's id (its confirmation page is the visitor's).
 */
export async function orderThroughApi(
  page: Page,
  store: ApiOrderStore,
  productPath: string,
  lines: readonly BasketLine[],
  email: string,
): Promise<{ orderUuid: string; orderNumber: string }> {
  // From inside the page, on the storefront's own host, with the browser's cookies (Node's request
  // context cannot resolve *.localhost here, and its cookies would not be the browser's).
  if (!page.url().startsWith(storeUrl(store.key, '/'))) await page.goto(storeUrl(store.key, '/'));
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const body = await page.evaluate(
      async ({ query, variables }) => {
        const res = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
        return { ok: res.ok, json: await res.json() };
      },
      { query, variables },
    );
    if (!body.ok || body.json.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.json)}`);
    return body.json.data as T;
  };
  const { product } = await graphql<{ product: { id: string; variations: { id: string; variationType: string }[] } }>(
    'query ($path: String!) { product(path: $path) { id variations { id variationType } } }',
    { path: productPath },
  );
  let orderUuid = '';
  for (const line of lines) {
    const { addGiftCardPackage } = await graphql<{ addGiftCardPackage: { order: { id: string }; errors: unknown[] } }>(
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
    orderUuid = addGiftCardPackage.order.id;
  }
  const dutch = store.key === 'CB';
  const address = GUEST_ADDRESS[dutch ? 'NL' : 'DE'];
  const { placeOrder } = await graphql<{ placeOrder: { order: { orderNumber: string } | null; errors: unknown[] } }>(
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } errors { code message } } }',
    {
      input: {
        orderUuid,
        customerType: 'PRIVATE',
        firstName: 'Anna',
        lastName: 'Berg',
        email,
        emailConfirmation: email,
        address,
        termsAccepted: true,
        shipToCustomerAddress: true,
      },
    },
  );
  expect(placeOrder.errors).toEqual([]);
  const { addGiftCardPayment } = await graphql<{ addGiftCardPayment: { action: { url: string | null } | null; errors: unknown[] } }>(
    'mutation ($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { url } errors { code message } } }',
    { input: { orderUuid, method: dutch ? 'ideal' : 'card', issuer: dutch ? '1121' : null, returnPath: `/?order=${orderUuid}` } },
  );
  expect(addGiftCardPayment.errors).toEqual([]);
  const payPage = new URL(addGiftCardPayment.action?.url ?? '');
  // The test payment page answers on loopback, whatever the host: the shopper's "Authorise" button.
  const decided = await page.request.post(storeUrl(null, payPage.pathname), { form: { outcome: 'authorised' }, maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  // The provider's notification completes the order and issues its cards (asynchronously).
  await expect
    .poll(
      async () =>
        (
          await graphql<{ checkGiftCardPayment: { order: { status: string } | null } }>(
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
export async function digitalCardThroughApi(page: Page, store: ApiOrderStore, productPath: string, email: string, amountCents = 20_000): Promise<{ number: string; pin: string }> {
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

/** The captcha: the shopper ticks "I'm not a robot"; the widget computes its proof of work. `within`: the one of a dialog. */
export async function solveCaptcha(page: Page, within?: Locator): Promise<void> {
  const widget = (within ?? page).locator('altcha-widget');
  await expect(widget.getByRole('checkbox')).toBeVisible({ timeout: 20_000 });
  // The widget's label (its styled box lies over the native checkbox).
  await widget.locator('label').first().click();
  await expect.poll(() => widget.evaluate((element) => (element as unknown as { getState(): string }).getState()), { timeout: 60_000 }).toBe('verified');
}
