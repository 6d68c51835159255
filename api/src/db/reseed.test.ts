/**
 * Re-seeding a live shop: a product that leaves the seed is retired, never deleted, so the carts and
 * placed orders holding it keep their lines (and issued gift cards their package), while the
 * catalogue no longer shows or sells it.
 */
import { count, eq } from 'drizzle-orm';
import { orderPackages } from './cart-schema';
import { productTranslations, productVariations, products } from './catalogue-schema';
import type { CatalogueRows } from './catalogue-seed/build';
import { giftCards } from './order-schema';
import { seedContent, seedDatabase } from './seed';
import { TEST_OPERATOR_TOKEN, type TestServer, startTestServer } from '../testing/test-server';
import { Shopper } from '../testing/shopper';

const PATH = '/cadeaubonnen/rondvaart-grachten-cadeaukaart/';
const ERRORS = 'errors { message code referencedRequestParameter }';
const LINES = 'shipments { packages { qty product { id title } } }';
const ADD = `mutation Add($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { order { id } ${ERRORS} } }`;
const CART = `{ cartV2 { data { ${LINES} } ${ERRORS} } }`;
const PLACED = `query P($orderUuid: String!) { placedOrder(orderUuid: $orderUuid) { data { status order { ${LINES} } } ${ERRORS} } }`;
const PRODUCT = `query P($path: String!) { product(path: $path) { id variations { id variationType } } }`;
const LIST = '{ products { total } }';
const SEARCH = `{ search_v1(inputText: "rondvaart") { body { items { ... on Product { id } } } } }`;

interface Lines {
  shipments: { packages: { qty: number; product: { id: string; title: string } }[] }[];
}
interface ErrorEntry {
  code: number;
  referencedRequestParameter: string | null;
}

/** The seed's rows without one product and everything of it. */
function withoutProduct(rows: CatalogueRows, productId: string): CatalogueRows {
  const keep = <T extends { productId?: string | null }>(list: T[]) => list.filter((row) => row.productId !== productId);
  return {
    ...rows,
    products: rows.products.filter((p) => p.id !== productId),
    productTranslations: keep(rows.productTranslations),
    variations: keep(rows.variations),
    productTerms: keep(rows.productTerms),
    categoryTopProducts: keep(rows.categoryTopProducts),
    occasionProducts: keep(rows.occasionProducts),
    contentBlocks: keep(rows.contentBlocks),
    queueItems: keep(rows.queueItems),
  };
}

describe('re-seeding without a product that carts and orders hold', () => {
  let shop: TestServer;
  const headers = { 'x-store': '10' };

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  const search = async () =>
    (await shop.graphql<{ search_v1: { body: { items: { id?: string }[] }[] } }>(SEARCH, { headers })).body.data?.search_v1.body.flatMap((g) =>
      g.items.map((i) => i.id),
    );

  it('retires it: lines and issued cards stay, the catalogue neither shows nor sells it, a later seed brings it back', async () => {
    const found = await shop.graphql<{ product: { id: string; variations: { id: string; variationType: string }[] } }>(PRODUCT, {
      variables: { path: PATH },
      headers,
    });
    const product = found.body.data?.product as { id: string; variations: { id: string; variationType: string }[] };
    const digital = product.variations.find((v) => v.variationType === 'DIGITAL')?.id as string;
    const add = { productId: product.id, variationId: digital, variationType: 'DIGITAL', amountCents: 2500, quantity: 1, giftPacking: false };

    // An open cart …
    const visitor = new Shopper(shop, headers);
    expect((await visitor.call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(ADD, { input: add })).addGiftCardPackage.errors).toEqual([]);
    // … and an order placed, paid (on invoice, marked by the operator) and issued.
    const buyer = new Shopper(shop, headers);
    const cart = await buyer.call<{ addGiftCardPackage: { order: { id: string } } }>(ADD, { input: add });
    const orderUuid = cart.addGiftCardPackage.order.id;
    const placed = await buyer.call<{ placeOrder: { errors: ErrorEntry[] } }>(
      `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { ${ERRORS} } }`,
      {
        input: {
          orderUuid,
          customerType: 'BUSINESS',
          companyName: 'Bloem BV',
          phone: { dialCode: '+31', number: '020 1234567' },
          kvkNumber: '12345678',
          vatNumber: 'NL123456789B01',
          firstName: 'Anna',
          lastName: 'Berg',
          email: 'anna@example.com',
          emailConfirmation: 'anna@example.com',
          address: { countryCode: 'NL', postCode: '1012ab', houseNumber: '1', street: 'Damrak', city: 'Amsterdam' },
          termsAccepted: true,
          shipToCustomerAddress: true,
        },
      },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    await buyer.call(`mutation Pay($input: AddPaymentInput!) { addGiftCardPayment(input: $input) { ${ERRORS} } }`, {
      input: { orderUuid, method: 'invoice', returnPath: `/bestellen/betaling-verwerken/?order=${orderUuid}` },
    });
    const marked = await buyer.call<{ operatorMarkOrderPaid: { errors: ErrorEntry[] } }>(
      `mutation M($orderUuid: String!) { operatorMarkOrderPaid(orderUuid: $orderUuid) { ${ERRORS} } }`,
      { orderUuid },
      { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    );
    expect(marked.operatorMarkOrderPaid.errors).toEqual([]);
    const issued = async () => (await shop.handle.db.select({ n: count() }).from(giftCards).where(eq(giftCards.orderId, orderUuid)))[0]?.n;
    expect(await issued()).toBe(1);

    const cartBefore = (await visitor.call<{ cartV2: { data: Lines } }>(CART)).cartV2.data;
    const orderBefore = (await buyer.call<{ placedOrder: { data: { order: Lines } } }>(PLACED, { orderUuid })).placedOrder.data.order;
    const listed = (await shop.graphql<{ products: { total: number } }>(LIST, { headers })).body.data?.products.total as number;
    expect(await search()).toContain(product.id);

    // The seed without it: no error (before, the delete cascaded into the lines or failed on the issued card).
    const full = seedContent();
    await seedDatabase(shop.handle.db, { rows: withoutProduct(full.rows, product.id), fingerprint: 'without-one-product' });

    expect((await visitor.call<{ cartV2: { data: Lines } }>(CART)).cartV2.data).toEqual(cartBefore);
    expect(cartBefore.shipments[0]?.packages[0]?.product.id).toBe(product.id);
    expect((await buyer.call<{ placedOrder: { data: { order: Lines } } }>(PLACED, { orderUuid })).placedOrder.data.order).toEqual(orderBefore);
    expect(await issued()).toBe(1);
    const lines = await shop.handle.db.select({ n: count() }).from(orderPackages).where(eq(orderPackages.productId, product.id));
    expect(lines[0]?.n).toBe(2);

    expect((await shop.graphql(PRODUCT, { variables: { path: PATH }, headers })).body.data).toEqual({ product: null });
    expect((await shop.graphql<{ products: { total: number } }>(LIST, { headers })).body.data?.products.total).toBe(listed - 1);
    expect(await search()).not.toContain(product.id);
    const refused = await new Shopper(shop, headers).call<{ addGiftCardPackage: { errors: ErrorEntry[] } }>(ADD, { input: add });
    expect(refused.addGiftCardPackage.errors).toEqual([expect.objectContaining({ code: 2002, referencedRequestParameter: 'input.productId' })]);
    const [variation] = await shop.handle.db.select().from(productVariations).where(eq(productVariations.id, digital));
    expect(variation).toMatchObject({ inStock: false, retiredAt: expect.any(Date) });

    // The full seed again: the product is back under its id, with its texts and stock.
    await seedDatabase(shop.handle.db, full);
    const [back] = await shop.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(back).toMatchObject({ retiredAt: null, isListed: true });
    const texts = await shop.handle.db.select({ n: count() }).from(productTranslations).where(eq(productTranslations.productId, product.id));
    expect(texts[0]?.n).toBe(2);
    expect((await shop.graphql<{ product: { id: string } }>(PRODUCT, { variables: { path: PATH }, headers })).body.data?.product?.id).toBe(product.id);
    expect((await shop.graphql<{ products: { total: number } }>(LIST, { headers })).body.data?.products.total).toBe(listed);
  }, 60_000);
});
