/**
 * Checkout in API tests: the GraphQL documents of checkout and a `Checkout` helper that fills a
 * basket, places it, starts a payment, decides it on the test payment page and waits for the
 * order's state, as a shopper's browser does. Used by the orders, money-safety and race tests.
 */
import { count, eq } from 'drizzle-orm';
import { type giftCards, type mailOutbox, orderPlacements, type paymentNotifications } from '../db/order-schema';
import type { Shopper } from './shopper';
import type { TestServer } from './test-server';

export const ERRORS = 'errors { message code referencedRequestParameter }';
export const PLACED = `id orderNumber status customerEmail customerType failedAttempts canRetry
  payment { id method status pspReference }
  order { id totals { grandTotal { cents } } shipments { tag deliveryType deliveryAddress { firstName city email } packages { id qty amount { cents } } } }`;
export const ADD = `mutation Add($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { packageId order { id } ${ERRORS} } }`;
export const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${PLACED} } ${ERRORS} } }`;
export const PAY = `mutation Pay($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { action { type url } payment { status method } order { ${PLACED} } ${ERRORS} } }`;
export const CHECK = `query Check($orderUuid: String!) { checkGiftCardPayment(orderUuid: $orderUuid) { order { ${PLACED} } ${ERRORS} } }`;
export const DISCARD = `mutation Discard($orderUuid: String!) { discardOrder(orderUuid: $orderUuid) { order { id shipments { packages { qty } } } ${ERRORS} } }`;
export const METHODS = `query M($customerType: CustomerType) { paymentMethods(customerType: $customerType) { id name isApp banks { id issuer } adyenRawData } }`;

export interface Placed {
  id: string;
  orderNumber: string;
  status: string;
  failedAttempts: number;
  canRetry: boolean;
  payment: { status: string; method: string; pspReference: string | null } | null;
  order: { totals: { grandTotal: { cents: number } }; shipments: { deliveryType: string; deliveryAddress: Record<string, string | null> | null; packages: { qty: number }[] }[] };
}
export interface ErrorEntry {
  code: number;
  message: string;
  referencedRequestParameter: string | null;
}

export const customer = (overrides: Record<string, unknown> = {}) => ({
  customerType: 'PRIVATE',
  firstName: 'Anna',
  lastName: 'Berg',
  email: 'anna@example.com',
  emailConfirmation: 'anna@example.com',
  address: { countryCode: 'DE', postCode: '10115', houseNumber: '12', street: 'Invalidenstraße', city: 'Berlin' },
  termsAccepted: true,
  shipToCustomerAddress: true,
  ...overrides,
});


export interface CheckoutProduct {
  id: string;
  variations: { id: string; variationType: string }[];
}

export const GERMAN_PRODUCT_PATH = '/geschenkkarten/gewuerzhaus-pfeffer-geschenkkarte/';

/** A product's id and variations by path (x-store picks the storefront). */
export async function productByPath(shop: TestServer, path: string, headers: Record<string, string> = {}): Promise<CheckoutProduct> {
  const res = await shop.graphql<{ product: CheckoutProduct }>(`query ($path: String!) { product(path: $path) { id variations { id variationType } } }`, {
    variables: { path },
    headers,
  });
  const product = res.body.data?.product;
  if (!product) throw new Error(`no product at ${path}`);
  return product;
}

export class Checkout {
  constructor(
    readonly shop: TestServer,
    readonly product: CheckoutProduct,
  ) {}

  /** A basket with a digital card (2 × 50) and a physical one (25, gift packed). */
  async fill(shopper: Shopper, p: CheckoutProduct = this.product): Promise<string> {
    const variation = (type: string) => p.variations.find((v) => v.variationType === type)?.id;
    const digital = await shopper.call<{ addGiftCardPackage: { order: { id: string }; errors: ErrorEntry[] } }>(ADD, {
      input: { productId: p.id, variationId: variation('DIGITAL'), variationType: 'DIGITAL', amountCents: 5000, quantity: 2, giftPacking: false },
    });
    expect(digital.addGiftCardPackage.errors).toEqual([]);
    await shopper.call(ADD, {
      input: { productId: p.id, variationId: variation('PHYSICAL'), variationType: 'PHYSICAL', amountCents: 2500, quantity: 1, giftPacking: true, personalMessage: 'Viel Spaß!' },
    });
    return digital.addGiftCardPackage.order.id;
  }

  async place(shopper: Shopper, cartId: string, overrides: Record<string, unknown> = {}): Promise<Placed> {
    const placed = await shopper.call<{ placeOrder: { order: Placed | null; errors: ErrorEntry[] } }>(PLACE, { input: { orderUuid: cartId, ...customer(overrides) } });
    expect(placed.placeOrder.errors).toEqual([]);
    return placed.placeOrder.order as Placed;
  }

  async pay(shopper: Shopper, orderUuid: string, method = 'card', extra: Record<string, unknown> = {}) {
    return (
      await shopper.call<{ addGiftCardPayment: { action: { type: string; url: string | null } | null; payment: { status: string } | null; errors: ErrorEntry[] } }>(PAY, {
        input: { orderUuid, method, issuer: method === 'ideal' ? '1121' : null, returnPath: `/kasse/zahlung-verarbeiten/?order=${orderUuid}`, ...extra },
      })
    ).addGiftCardPayment;
  }

  /**
   * The shopper chooses an outcome on the hosted payment page; the browser is sent back. A card payment
   * may name its test card and whether 3-D Secure authenticated it (default: the page's first card,
   * authenticated).
   */
  async choose(url: string, outcome: string, card: { number?: string; threeDS?: boolean } = {}): Promise<string> {
    const path = new URL(url).pathname;
    const form = new URLSearchParams({ outcome });
    if (card.number) form.set('card', card.number);
    if (card.threeDS !== undefined) form.set('threeDS', card.threeDS ? 'authenticated' : 'not-authenticated');
    const res = await this.shop.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(res.status).toBe(303);
    return String(res.headers.location);
  }

  async waitFor(shopper: Shopper, orderUuid: string, done: (order: Placed, errors: ErrorEntry[]) => boolean) {
    // A deadline, not a number of rounds: on a busy machine the notification comes later, not differently.
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
      const { checkGiftCardPayment } = await shopper.call<{ checkGiftCardPayment: { order: Placed; errors: ErrorEntry[] } }>(CHECK, { orderUuid });
      // A completed order's cards are issued right after the payment's transaction: wait for them too
      // (or for fraud screening's hold or refusal, after which nothing is issued; ADR 0043).
      const placement = checkGiftCardPayment.order?.status === 'COMPLETED' ? (await this.shop.handle.db.select().from(orderPlacements).where(eq(orderPlacements.orderId, orderUuid)))[0] : null;
      const issued = checkGiftCardPayment.order?.status !== 'COMPLETED' || placement?.issuedAt != null || placement?.reviewState === 'HELD' || placement?.reviewState === 'REFUSED';
      if (issued && done(checkGiftCardPayment.order, checkGiftCardPayment.errors)) return checkGiftCardPayment;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the order did not reach the expected state');
  }

  countRows = async (table: typeof giftCards | typeof paymentNotifications | typeof mailOutbox, where?: ReturnType<typeof eq>) =>
    (await this.shop.handle.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
}
