import { eq } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { productVariations } from '../../db/catalogue-schema';
import { type TestServer, startTestServer } from '../../testing/test-server';
import { Shopper as BaseShopper } from '../../testing/shopper';
import { SESSION_COOKIE } from './session';

const ORDER_FIELDS = /* GraphQL */ `
  id currency deliveryMode
  limits { maxCardsPerOrder maxQuantityPerPackage }
  shipments {
    tag deliveryType registered
    deliveryDate delivery { from to dispatchDate scheduledAt }
    deliveryAddress { firstName lastName email countryCode postCode houseNumber street city }
    packages {
      id shipmentTag kind variationType qty personalMessage
      giftPacking { kind qty variation { sku } } wrapper { kind qty variation { sku } }
      amount { cents } total { cents }
      product { id title }
      items { kind lineKind qty text variation { title sku price { cents } } total { cents } }
    }
  }
  groupedTotals { digitalTotal { qty price { cents } } physicalTotal { qty price { cents } } extra { qty price { cents } } }
  totals {
    subTotal { cents } grandTotal { cents } grandTotalWithoutTax { cents } tax { cents }
    adjustments { title adjustmentType price { cents currency value } }
  }
  packagesGroups { tag packageId receiverTitle receiverDescription totalPrice { cents } cardsPreviews { productLabel color { color opacity } image { url { href } } } }
  slimCart { id cardQty variationQty totalQuantity packageIds packagesGroups { tag packageIds } }
`;

const ERRORS = 'errors { message code referencedRequestParameter }';

const CART = `query Cart($orderUuid: String) { cartV2(orderUuid: $orderUuid) { data { ${ORDER_FIELDS} } ${ERRORS} } }`;
const QUANTITY = `query Q($orderUuid: String) { cartQuantity(orderUuid: $orderUuid) { id cardQty variationQty totalQuantity packageIds packagesGroups { tag packageIds } } }`;
const ADD = `mutation Add($input: AddGiftCardPackageInput!) { addGiftCardPackage(input: $input) { packageId order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation Update($input: UpdateGiftCardPackageInput!) { updateGiftCardPackage(input: $input) { packageId order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation Delete($shipmentTag: String!, $packageId: ID) { deleteGiftCardPackageGroup(shipmentTag: $shipmentTag, packageId: $packageId) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const RECEIVER = `mutation Receiver($input: CartReceiverInput!) { updateCartReceiver(input: $input) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const RESET = `mutation Reset($shipmentTag: String!) { resetCartReceiver(shipmentTag: $shipmentTag) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const SCHEDULE = `mutation Schedule($shipmentTag: String!, $scheduledAt: String) { setShipmentDeliveryDate(shipmentTag: $shipmentTag, scheduledAt: $scheduledAt) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;
const MODE = `mutation Mode($mode: DeliveryMode!) { setCartDeliveryMode(mode: $mode) { order { ${ORDER_FIELDS} } ${ERRORS} } }`;

interface Money {
  cents: number;
}
interface ErrorEntry {
  message: string;
  code: number;
  referencedRequestParameter: string | null;
}
interface Pkg {
  id: string;
  shipmentTag: string;
  kind: string;
  variationType: string;
  qty: number;
  giftPacking: { kind: string; qty: number; variation: { sku: string } } | null;
  wrapper: { kind: string; qty: number; variation: { sku: string } } | null;
  personalMessage: string | null;
  amount: Money;
  total: Money;
  product: { id: string; title: string };
  items: { kind: string; lineKind: string; qty: number; text: string | null; variation: { title: string; sku: string; price: Money }; total: Money }[];
}
interface SlimCart {
  id: string;
  cardQty: number;
  variationQty: number;
  totalQuantity: number;
  packageIds: string[];
  packagesGroups: { tag: string; packageIds: string[] }[];
}

interface Order {
  id: string;
  slimCart: SlimCart;
  currency: string;
  deliveryMode: string;
  shipments: {
    tag: string;
    deliveryType: string;
    registered: boolean;
    deliveryDate: string;
    delivery: { from: string; to: string; dispatchDate: string | null; scheduledAt: string | null };
    deliveryAddress: Record<string, string | null> | null;
    packages: Pkg[];
  }[];
  groupedTotals: Record<'digitalTotal' | 'physicalTotal' | 'extra', { qty: number; price: Money }>;
  totals: {
    subTotal: Money;
    grandTotal: Money;
    grandTotalWithoutTax: Money;
    tax: Money;
    adjustments: { title: string; adjustmentType: string; price: Money & { currency: string; value: number } }[];
  };
  packagesGroups: { tag: string; packageId: string; receiverTitle: string | null; receiverDescription: string | null; totalPrice: Money; cardsPreviews: unknown[] }[];
}
interface Payload {
  order: Order | null;
  packageId?: string | null;
  errors: ErrorEntry[];
}

interface ProductRow {
  id: string;
  title: string;
  registeredShipping: boolean;
  orderLimits: { maxQuantity: number | null; maxTotal: Money | null };
  variations: { id: string; variationType: 'DIGITAL' | 'PHYSICAL'; hasFixedPrices: boolean; minPrice: Money; maxPrice: Money; pricesToShow: Money[] }[];
}

/** The shared test browser with the cart operations of these tests. */
class Shopper extends BaseShopper {
  async cart(orderUuid?: string): Promise<Order | null> {
    return (await this.call<{ cartV2: { data: Order | null } }>(CART, { orderUuid })).cartV2.data;
  }
  async add(input: Record<string, unknown>): Promise<Payload> {
    return (await this.call<{ addGiftCardPackage: Payload }>(ADD, { input })).addGiftCardPackage;
  }
  async update(input: Record<string, unknown>): Promise<Payload> {
    return (await this.call<{ updateGiftCardPackage: Payload }>(UPDATE, { input })).updateGiftCardPackage;
  }
  async remove(shipmentTag: string, packageId?: string): Promise<Payload> {
    return (await this.call<{ deleteGiftCardPackageGroup: Payload }>(DELETE, { shipmentTag, packageId })).deleteGiftCardPackageGroup;
  }
  async receiver(input: Record<string, unknown>): Promise<Payload> {
    return (await this.call<{ updateCartReceiver: Payload }>(RECEIVER, { input })).updateCartReceiver;
  }
}

const card = (product: ProductRow, type: 'DIGITAL' | 'PHYSICAL') => {
  const variation = product.variations.find((v) => v.variationType === type);
  if (!variation) throw new Error(`${product.title} has no ${type} variation`);
  return variation;
};

function addInput(product: ProductRow, type: 'DIGITAL' | 'PHYSICAL', amountCents: number, extra: Record<string, unknown> = {}) {
  return {
    productId: product.id,
    variationId: card(product, type).id,
    variationType: type,
    amountCents,
    quantity: 1,
    giftPacking: false,
    wrapper: null,
    personalMessage: null,
    ...extra,
  };
}

/** Every total equals the sum of its lines. */
function expectConsistent(order: Order) {
  const packages = order.shipments.flatMap((s) => s.packages);
  for (const pkg of packages) {
    expect(pkg.total.cents).toBe(pkg.items.reduce((sum, line) => sum + line.total.cents, 0));
    for (const line of pkg.items) expect(line.total.cents).toBe(line.qty * line.variation.price.cents);
  }
  const sub = packages.reduce((sum, p) => sum + p.total.cents, 0);
  expect(order.totals.subTotal.cents).toBe(sub);
  const adjustments = order.totals.adjustments.reduce((sum, a) => sum + a.price.cents, 0);
  expect(order.totals.grandTotal.cents).toBe(sub + adjustments);
  expect(order.totals.grandTotalWithoutTax.cents + order.totals.tax.cents).toBe(order.totals.grandTotal.cents);
  const g = order.groupedTotals;
  expect(g.digitalTotal.price.cents + g.physicalTotal.price.cents + g.extra.price.cents).toBe(sub);
  expect(order.packagesGroups.map((g) => g.packageId)).toEqual(packages.map((p) => p.id));
  // Every answer carries the badge's slim cart, and it agrees with the order it came with.
  const cards = packages.reduce((sum, p) => sum + p.qty, 0);
  expect(order.slimCart).toEqual({
    id: order.id,
    cardQty: cards,
    totalQuantity: cards,
    variationQty: packages.length,
    packageIds: packages.map((p) => p.id),
    packagesGroups: order.shipments
      .filter((s) => s.packages.length > 0)
      .map((s) => ({ tag: s.tag, packageIds: s.packages.map((p) => p.id) })),
  });
}

describe('cart API', () => {
  let shop: TestServer;
  let catalogue: ProductRow[];
  let plain: ProductRow;
  let apple: ProductRow;
  let wine: ProductRow;
  let fixed: ProductRow;

  beforeAll(async () => {
    shop = await startTestServer();
    const res = await shop.graphql<{ products: { items: ProductRow[] } }>(
      `{ products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100 }) { items {
          id title registeredShipping orderLimits { maxQuantity maxTotal { cents } }
          variations { id variationType hasFixedPrices minPrice { cents } maxPrice { cents } pricesToShow { cents } }
        } } }`,
    );
    catalogue = res.body.data?.products.items ?? [];
    const both = (p: ProductRow) => p.variations.length === 2;
    const custom = (p: ProductRow) => p.variations.every((v) => !v.hasFixedPrices);
    plain = catalogue.find((p) => both(p) && custom(p) && !p.registeredShipping && !p.orderLimits.maxTotal) as ProductRow;
    apple = catalogue.find((p) => p.orderLimits.maxTotal) as ProductRow;
    wine = catalogue.find((p) => p.registeredShipping && both(p)) as ProductRow;
    fixed = catalogue.find((p) => both(p) && p.variations.every((v) => v.hasFixedPrices)) as ProductRow;
    expect([plain, apple, wine, fixed].every(Boolean)).toBe(true);
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('tells the option prices and fees of the storefront, in its currency', async () => {
    const query = '{ cartPrices { giftPacking { cents currency } wrapper { cents } digitalWrapper { cents } personalMessage { cents } serviceFee { cents } shipping { cents } registeredShipping { cents } registeredThreshold { value } } }';
    const german = await shop.graphql<{ cartPrices: Record<string, { cents?: number; value?: number; currency?: string }> }>(query);
    expect(german.body.data?.cartPrices).toEqual({
      giftPacking: { cents: 295, currency: 'EUR' },
      wrapper: { cents: 150 },
      digitalWrapper: { cents: 95 },
      personalMessage: { cents: 0 },
      serviceFee: { cents: 95 },
      shipping: { cents: 195 },
      registeredShipping: { cents: 795 },
      registeredThreshold: { value: 300 },
    });
    const swedish = await shop.graphql<{ cartPrices: { giftPacking: { cents: number; currency: string } } }>(query, { headers: { host: 'cbse.localhost' } });
    expect(swedish.body.data?.cartPrices.giftPacking).toEqual({ cents: 2950, currency: 'SEK' });
  });

  it('has no cart and sets no cookie until something is added', async () => {
    const visitor = new Shopper(shop);
    expect(await visitor.cart()).toBeNull();
    expect((await visitor.call<{ cartQuantity: unknown }>(QUANTITY)).cartQuantity).toBeNull();
    expect(visitor.cookie).toBeNull();
  });

  it('builds a cart for two receivers with correct totals, and the slim cart follows', async () => {
    const shopper = new Shopper(shop);
    const digital = await shopper.add(addInput(plain, 'DIGITAL', 2500, { quantity: 2 }));
    expect(digital.errors).toEqual([]);
    expect(shopper.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const physical = await shopper.add(
      addInput(plain, 'PHYSICAL', 5000, { giftPacking: true, wrapper: 'PHYSICAL', personalMessage: 'Alles Gute zum Geburtstag!' }),
    );
    expect(physical.errors).toEqual([]);
    const order = physical.order as Order;
    expect(order.currency).toBe('EUR');
    expect(order.shipments.map((s) => [s.tag, s.deliveryType])).toEqual([
      ['r1', 'DIGITAL'],
      ['r2', 'PHYSICAL'],
    ]);
    const [first, second] = order.shipments.map((s) => s.packages[0] as Pkg);
    expect(first).toMatchObject({ kind: 'GIFTCARD', qty: 2, amount: { cents: 2500 }, total: { cents: 5000 } });
    // 50 € card + gift packing 2,95 + wrapper 1,50 + message 0 (German storefront prices).
    expect(second?.items.map((i) => [i.kind, i.qty, i.variation.price.cents, i.text])).toEqual([
      ['GIFTCARD', 1, 5000, null],
      ['GIFT_PACKING', 1, 295, null],
      ['WRAPPER', 1, 150, null],
      ['PERSONAL_MESSAGE', 1, 0, 'Alles Gute zum Geburtstag!'],
    ]);
    expect(second?.items[1]?.variation.title).toBe('Geschenkverpackung');
    // Spec §3 line kinds: the card line by how it travels, the extras "additional".
    expect([first?.items[0]?.lineKind, ...(second?.items.map((i) => i.lineKind) ?? [])]).toEqual(['DIGITAL', 'PHYSICAL', 'ADDITIONAL', 'ADDITIONAL', 'ADDITIONAL']);
    expect(order.groupedTotals).toEqual({
      digitalTotal: { qty: 2, price: { cents: 5000 } },
      physicalTotal: { qty: 1, price: { cents: 5000 } },
      extra: { qty: 3, price: { cents: 445 } },
    });
    expect(order.totals.adjustments.map((a) => [a.adjustmentType, a.title, a.price.cents])).toEqual([
      ['SHIPPING', 'Versandkosten', 195],
      ['SERVICE_FEE', 'Servicegebühr', 95],
    ]);
    expect(order.totals.subTotal.cents).toBe(10_445);
    expect(order.totals.grandTotal.cents).toBe(10_735);
    // 19 % VAT is included in extras and fees only: (445 + 195 + 95) * 19 / 119.
    expect(order.totals.tax.cents).toBe(Math.round((735 * 1900) / 11_900));
    expectConsistent(order);

    const slim = (await shopper.call<{ cartQuantity: Record<string, unknown> }>(QUANTITY)).cartQuantity;
    expect(order.slimCart).toEqual(slim);
    expect(slim).toMatchObject({ id: order.id, cardQty: 3, variationQty: 2, totalQuantity: 3 });
    expect(slim.packagesGroups).toEqual([
      { tag: 'r1', packageIds: [first?.id] },
      { tag: 'r2', packageIds: [second?.id] },
    ]);
    expect((await shopper.cart())?.id).toBe(order.id);
  });

  it('merges the same card for the same receiver, keeps digital receivers apart and physical ones together', async () => {
    const shopper = new Shopper(shop);
    await shopper.add(addInput(plain, 'PHYSICAL', 2000));
    await shopper.add(addInput(plain, 'PHYSICAL', 2000, { quantity: 2 }));
    await shopper.add(addInput(fixed, 'PHYSICAL', card(fixed, 'PHYSICAL').pricesToShow[0]?.cents as number));
    await shopper.add(addInput(plain, 'DIGITAL', 2000));
    const order = (await shopper.add(addInput(plain, 'DIGITAL', 2000))).order as Order;
    expect(order.shipments.map((s) => [s.deliveryType, s.packages.map((p) => p.qty)])).toEqual([
      ['PHYSICAL', [3, 1]],
      ['DIGITAL', [1]],
      ['DIGITAL', [1]],
    ]);
    // One shipment, one shipping charge.
    expect(order.totals.adjustments.filter((a) => a.adjustmentType === 'SHIPPING').map((a) => a.price.cents)).toEqual([195]);
    expectConsistent(order);
  });

  it('edits quantity, amount and options, and deletes a package or a whole receiver', async () => {
    const shopper = new Shopper(shop);
    const added = await shopper.add(addInput(plain, 'PHYSICAL', 2000, { giftPacking: true }));
    const packageId = added.packageId as string;
    let result = await shopper.update({ packageId, quantity: 3, amountCents: 3000, wrapper: 'PHYSICAL', personalMessage: 'Für dich' });
    expect(result.errors).toEqual([]);
    let pkg = result.order?.shipments[0]?.packages[0];
    expect(pkg).toMatchObject({ qty: 3, amount: { cents: 3000 }, giftPacking: { kind: 'GIFT_PACKING', qty: 3 }, wrapper: { kind: 'WRAPPER', qty: 3 }, personalMessage: 'Für dich' });
    expect(pkg?.total.cents).toBe(3 * (3000 + 295 + 150 + 0));
    expectConsistent(result.order as Order);

    // Omitted fields stay; null removes an option.
    result = await shopper.update({ packageId, wrapper: null, personalMessage: null, giftPacking: false });
    pkg = result.order?.shipments[0]?.packages[0];
    expect(pkg).toMatchObject({ qty: 3, giftPacking: null, wrapper: null, personalMessage: null });
    expect(pkg?.items.map((i) => i.kind)).toEqual(['GIFTCARD']);

    const second = await shopper.add(addInput(plain, 'DIGITAL', 2000));
    const digitalTag = second.order?.shipments.find((s) => s.deliveryType === 'DIGITAL')?.tag as string;
    result = await shopper.remove('r1', packageId);
    expect(result.errors).toEqual([]);
    expect(result.order?.shipments.map((s) => s.tag)).toEqual([digitalTag]);
    expect(result.order?.totals.adjustments.map((a) => a.adjustmentType)).toEqual(['SERVICE_FEE']);

    result = await shopper.remove(digitalTag);
    expect(result.order?.shipments).toEqual([]);
    expect(result.order?.totals.grandTotal.cents).toBe(0);
    expect(result.order?.totals.adjustments).toEqual([]);
    expect((await shopper.call<{ cartQuantity: { totalQuantity: number } }>(QUANTITY)).cartQuantity.totalQuantity).toBe(0);

    // Deleting again: the package is unknown.
    expect((await shopper.remove(digitalTag)).errors).toEqual([
      { code: 2003, message: 'This receiver is no longer in your basket', referencedRequestParameter: 'shipmentTag' },
    ]);
  });

  it('enforces amounts, quantities, options and messages with the shared rules', async () => {
    const shopper = new Shopper(shop);
    const range = card(plain, 'DIGITAL');
    const cases: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [addInput(plain, 'DIGITAL', range.maxPrice.cents + 100), 2001, 'input.amountCents', /between .* and /],
      [addInput(plain, 'DIGITAL', range.minPrice.cents + 50), 2001, 'input.amountCents', /whole amount/],
      [addInput(fixed, 'PHYSICAL', (card(fixed, 'PHYSICAL').pricesToShow[0]?.cents as number) + 100), 2001, 'input.amountCents', /one of the amounts/],
      [addInput(plain, 'DIGITAL', 2000, { quantity: 0 }), 2001, 'input.quantity', /at least one/],
      [addInput(plain, 'DIGITAL', 2000, { giftPacking: true }), 2001, 'input.giftPacking', /physical cards/],
      [addInput(plain, 'DIGITAL', 2000, { wrapper: 'PHYSICAL' }), 2001, 'input.wrapper', /wrapper/],
      [addInput(plain, 'DIGITAL', 2000, { personalMessage: '   ' }), 2001, 'input.personalMessage', /write your message/],
      [addInput(plain, 'DIGITAL', 2000, { personalMessage: 'x'.repeat(151) }), 2001, 'input.personalMessage', /at most 150/],
      [addInput(plain, 'DIGITAL', 2000, { personalMessage: 'Happy 🎂' }), 2001, 'input.personalMessage', /Emojis/],
      [addInput(plain, 'DIGITAL', 2000, { personalMessage: 'Gift for \u202E001 EUR' }), 2001, 'input.personalMessage', /invisible or control characters/],
      [addInput(plain, 'DIGITAL', 2000, { personalMessage: 'Hi\u0007\u200B there' }), 2001, 'input.personalMessage', /invisible or control characters/],
      [addInput(plain, 'DIGITAL', 2000, { variationType: 'PHYSICAL' }), 2001, 'input.variationType', /delivery type/],
      [{ ...addInput(plain, 'DIGITAL', 2000), productId: apple.id }, 2002, 'input.productId', /not sold/],
      [{ ...addInput(plain, 'DIGITAL', 2000), variationId: 'nope' }, 2002, 'input.variationId', /not sold/],
      [addInput(plain, 'DIGITAL', 2000, { quantity: 100 }), 2030, 'input.quantity', /Exceeding of gift card limit/],
      [addInput(plain, 'DIGITAL', 2000, { quantity: 26 }), 2030, 'input.quantity', /Exceeding of gift card limit/],
    ];
    for (const [input, code, parameter, message] of cases) {
      const result = await shopper.add(input);
      expect([result.errors.length, result.errors[0]?.code, result.errors[0]?.referencedRequestParameter]).toEqual([1, code, parameter]);
      expect(result.errors[0]?.message).toMatch(message);
    }
    // Nothing of it reached the cart.
    expect(await shopper.cart()).toBeNull();
  });

  it('refuses a product from another storefront', async () => {
    const dutch = new Shopper(shop, { 'x-store': '10' });
    const result = await dutch.add(addInput(plain, 'DIGITAL', 2000));
    expect(result.errors[0]).toMatchObject({ code: 2002 });
  });

  it('enforces the Apple sum limit (2015) and the card limit per product (2030) over the whole cart', async () => {
    const shopper = new Shopper(shop);
    expect((await shopper.add(addInput(apple, 'DIGITAL', 25_000))).errors).toEqual([]);
    expect((await shopper.add(addInput(apple, 'PHYSICAL', 10_000, { quantity: 2 }))).errors).toEqual([]);
    const over = await shopper.add(addInput(apple, 'DIGITAL', 10_000));
    expect(over.errors).toEqual([
      {
        code: 2015,
        message: 'Exceeded the Apple gift card sum limit in the order (500 EUR per order)',
        referencedRequestParameter: 'input.quantity',
      },
    ]);
    // The refused change left the cart as it was, and the answer says so.
    expect(over.order?.totals.subTotal.cents).toBe(45_000);
    const [digitalId, physicalId] = (over.order?.shipments ?? []).map((s) => s.packages[0]?.id as string);
    expect((await shopper.update({ packageId: digitalId, quantity: 2 })).errors[0]).toMatchObject({ code: 2015, referencedRequestParameter: 'input.quantity' });
    expect((await shopper.update({ packageId: physicalId, amountCents: 15_000 })).errors[0]).toMatchObject({
      code: 2015,
      referencedRequestParameter: 'input.amountCents',
    });
    // Exactly 500 is allowed.
    expect((await shopper.update({ packageId: physicalId, amountCents: 12_500 })).errors).toEqual([]);

    const other = new Shopper(shop);
    expect((await other.add(addInput(plain, 'DIGITAL', 2000, { quantity: 20 }))).errors).toEqual([]);
    const tooMany = await other.add(addInput(plain, 'PHYSICAL', 2000, { quantity: 6 }));
    expect(tooMany.errors[0]).toMatchObject({ code: 2030 });
    expect(tooMany.order?.groupedTotals.digitalTotal.qty).toBe(20);
  });

  it('refuses out-of-stock cards (2031) but lets a shopper lower or delete them', async () => {
    const shopper = new Shopper(shop);
    const added = await shopper.add(addInput(fixed, 'DIGITAL', card(fixed, 'DIGITAL').pricesToShow[0]?.cents as number, { quantity: 2 }));
    const variationId = card(fixed, 'DIGITAL').id;
    await shop.handle.db.update(productVariations).set({ inStock: false }).where(eq(productVariations.id, variationId));
    try {
      const again = await shopper.add(addInput(fixed, 'DIGITAL', card(fixed, 'DIGITAL').pricesToShow[0]?.cents as number));
      expect(again.errors).toEqual([
        {
          code: 2031,
          message: 'Not possible to continue with this gift card because currently it is out the stock.',
          referencedRequestParameter: 'input.variationId',
        },
      ]);
      const packageId = added.packageId as string;
      expect((await shopper.update({ packageId, quantity: 3 })).errors[0]).toMatchObject({ code: 2031 });
      expect((await shopper.update({ packageId, quantity: 1 })).errors).toEqual([]);
    } finally {
      await shop.handle.db.update(productVariations).set({ inStock: true }).where(eq(productVariations.id, variationId));
    }
  });

  it('sends wine and orders over 300 registered, with its cost', async () => {
    const shopper = new Shopper(shop);
    let order = (await shopper.add(addInput(wine, 'PHYSICAL', card(wine, 'PHYSICAL').minPrice.cents))).order as Order;
    expect(order.shipments[0]?.registered).toBe(true);
    expect(order.totals.adjustments.map((a) => [a.adjustmentType, a.title, a.price.cents])).toEqual([
      ['REGISTERED_SHIPPING', 'Versand per Einschreiben', 795],
      ['SERVICE_FEE', 'Servicegebühr', 95],
    ]);

    const big = new Shopper(shop);
    const physical = card(plain, 'PHYSICAL');
    const amount = physical.maxPrice.cents;
    order = (await big.add(addInput(plain, 'PHYSICAL', amount, { quantity: Math.floor(30_000 / amount) }))).order as Order;
    expect(order.shipments[0]?.registered).toBe(false);
    order = (await big.add(addInput(plain, 'PHYSICAL', amount))).order as Order;
    expect(order.shipments[0]?.registered).toBe(true);
    expect(order.totals.adjustments[0]).toMatchObject({ adjustmentType: 'REGISTERED_SHIPPING', price: { cents: 795, value: 7.95, currency: 'EUR' } });
    // Digital cards over 300 need no registered post.
    const digital = new Shopper(shop);
    order = (await digital.add(addInput(plain, 'DIGITAL', card(plain, 'DIGITAL').maxPrice.cents, { quantity: 4 }))).order as Order;
    expect(order.totals.adjustments.map((a) => a.adjustmentType)).toEqual(['SERVICE_FEE']);
  });

  it('answers a basket release built before issue 36 its delivery window under deliveryDate (ADR 0059, legacy-documents.ts)', async () => {
    const shopper = new Shopper(shop);
    await shopper.add(addInput(plain, 'DIGITAL', 2000));
    await shopper.add(addInput(plain, 'PHYSICAL', 2000));
    // The basket release of issue 35 selected the object under the field's old name, also in fragments
    // (asked beside the new field in one request: one clock).
    type Delivery = Order['shipments'][number]['delivery'];
    type Legacy = { cartV2: { data: { shipments: Array<{ deliveryDate: Delivery; when: Delivery; delivery: Delivery }> } } };
    const legacy = await shopper.call<Legacy>(
      `query OldBasket { cartV2 { data { shipments { ...OldShipment when: deliveryDate { from to } delivery { from to dispatchDate scheduledAt } } } } }
       fragment OldShipment on Shipment { deliveryDate { from to dispatchDate scheduledAt } }`,
    );
    const shipments = legacy.cartV2.data.shipments;
    expect(shipments).toHaveLength(2);
    expect(shipments.map((s) => s.deliveryDate)).toEqual(shipments.map((s) => s.delivery));
    expect(shipments.map((s) => s.when)).toEqual(shipments.map((s) => ({ from: s.delivery.from, to: s.delivery.to })));
    // The redeem order's deliveryDate is a String already: its selection stays an error there.
    const { body } = await shop.graphql('query { redeemOrder(uuid: "x") { data { shipments { deliveryDate { from } } } } }', { headers: { 'x-store': '60' } });
    expect(body.errors?.[0]?.message).toMatch(/Field "deliveryDate" must not have a selection since type "String!" has no subfields/);
  });

  it('gives digital receivers a delivery within the hour and physical ones a dispatch date and window', async () => {
    const shopper = new Shopper(shop);
    await shopper.add(addInput(plain, 'DIGITAL', 2000));
    const order = (await shopper.add(addInput(plain, 'PHYSICAL', 2000))).order as Order;
    const [digital, physical] = order.shipments;
    const from = Date.parse(digital?.delivery.from as string);
    expect(Math.abs(from - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(digital?.delivery.to as string) - from).toBe(60 * 60 * 1000);
    expect(physical?.delivery.dispatchDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((physical?.delivery.from as string) > (physical?.delivery.dispatchDate as string)).toBe(true);
    expect((physical?.delivery.to as string) >= (physical?.delivery.from as string)).toBe(true);
    // Spec §3 deliveryDate is a value: when the shipment arrives at the latest, the window's end.
    expect([digital?.deliveryDate, physical?.deliveryDate]).toEqual([digital?.delivery.to, physical?.delivery.to]);
    expect(physical?.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    inAWeek.setUTCSeconds(0, 0);
    const scheduled = (
      await shopper.call<{ setShipmentDeliveryDate: Payload }>(SCHEDULE, { shipmentTag: digital?.tag, scheduledAt: inAWeek.toISOString() })
    ).setShipmentDeliveryDate;
    expect(scheduled.errors).toEqual([]);
    expect(scheduled.order?.shipments[0]?.delivery).toMatchObject({ scheduledAt: inAWeek.toISOString(), from: inAWeek.toISOString() });
    expect(scheduled.order?.shipments[0]?.deliveryDate).toBe(new Date(inAWeek.getTime() + 60 * 60 * 1000).toISOString());

    for (const [scheduledAt, message] of [
      ['2020-01-01T10:00:00Z', /future/],
      [new Date(Date.now() + 400 * 86_400_000).toISOString(), /next year/],
      ['next tuesday', /valid date/],
      ['2026-12-24T10:00', /valid date/],
    ] as const) {
      const result = (await shopper.call<{ setShipmentDeliveryDate: Payload }>(SCHEDULE, { shipmentTag: digital?.tag, scheduledAt })).setShipmentDeliveryDate;
      expect(result.errors[0]).toMatchObject({ code: 2001, referencedRequestParameter: 'scheduledAt' });
      expect(result.errors[0]?.message).toMatch(message);
    }
    const physicalSchedule = (await shopper.call<{ setShipmentDeliveryDate: Payload }>(SCHEDULE, { shipmentTag: physical?.tag, scheduledAt: null }))
      .setShipmentDeliveryDate;
    expect(physicalSchedule.errors[0]).toMatchObject({ code: 2001, referencedRequestParameter: 'shipmentTag' });
  });

  it('stores receivers validated with the shared schemas, and resets them', async () => {
    const shopper = new Shopper(shop);
    await shopper.add(addInput(plain, 'DIGITAL', 2000));
    await shopper.add(addInput(plain, 'PHYSICAL', 2000));

    let result = await shopper.receiver({ shipmentTag: 'r1', firstName: 'Anna', lastName: 'Berg', email: 'Anna@Example.com ' });
    expect(result.errors).toEqual([]);
    expect(result.order?.packagesGroups[0]).toMatchObject({ receiverTitle: 'Anna Berg', receiverDescription: 'anna@example.com' });

    result = await shopper.receiver({
      shipmentTag: 'r2',
      firstName: ' ',
      lastName: 'Müller',
      address: { countryCode: 'DE', postCode: '99999', houseNumber: 'a12', street: 'Invalidenstraße', city: 'Berlin' },
    });
    expect(result.errors).toEqual([
      { code: 2001, message: 'First name is a required field', referencedRequestParameter: 'input.firstName' },
      { code: 2001, message: 'Please enter a house number such as 12, 12a or 12-14', referencedRequestParameter: 'input.address.houseNumber' },
      { code: 2001, message: 'Please enter a valid postcode', referencedRequestParameter: 'input.address.postCode' },
    ]);
    expect(result.order?.packagesGroups[1]?.receiverTitle).toBeNull();

    result = await shopper.receiver({
      shipmentTag: 'r2',
      firstName: 'Jan',
      lastName: 'Müller',
      address: { countryCode: 'NL', postCode: '1234ab', houseNumber: '12', suffix: 'A', street: 'Damstraat', city: 'Amsterdam' },
    });
    expect(result.errors).toEqual([]);
    expect(result.order?.packagesGroups[1]).toMatchObject({ receiverTitle: 'Jan Müller', receiverDescription: 'Damstraat 12 A, 1234 AB Amsterdam, NL' });
    // Abroad from the German storefront: international shipping.
    expect(result.order?.totals.adjustments[0]).toMatchObject({ adjustmentType: 'SHIPPING', price: { cents: 495 } });

    expect((await shopper.receiver({ shipmentTag: 'r1', firstName: 'Anna', lastName: 'Berg', email: 'nope' })).errors).toEqual([
      { code: 2001, message: 'Please enter a valid e-mail address', referencedRequestParameter: 'input.email' },
    ]);

    const reset = (await shopper.call<{ resetCartReceiver: Payload }>(RESET, { shipmentTag: 'r2' })).resetCartReceiver;
    expect(reset.order?.shipments[1]?.deliveryAddress).toBeNull();
    expect(reset.order?.totals.adjustments[0]).toMatchObject({ adjustmentType: 'SHIPPING', price: { cents: 195 } });
  });

  it('splits physical cards per receiver and brings them together again', async () => {
    const shopper = new Shopper(shop);
    await shopper.add(addInput(plain, 'PHYSICAL', 2000));
    await shopper.add(addInput(fixed, 'PHYSICAL', card(fixed, 'PHYSICAL').pricesToShow[0]?.cents as number));
    await shopper.receiver({
      shipmentTag: 'r1',
      firstName: 'Jan',
      lastName: 'Jansen',
      address: { countryCode: 'DE', postCode: '10115', houseNumber: '1', street: 'Chausseestraße', city: 'Berlin' },
    });
    let result = (await shopper.call<{ setCartDeliveryMode: Payload }>(MODE, { mode: 'SPLIT' })).setCartDeliveryMode;
    expect(result.order?.deliveryMode).toBe('SPLIT');
    expect(result.order?.shipments.map((s) => [s.tag, s.packages.length, s.deliveryAddress?.city])).toEqual([
      ['r1', 1, 'Berlin'],
      ['r2', 1, 'Berlin'],
    ]);
    expect(result.order?.totals.adjustments[0]?.price.cents).toBe(2 * 195);
    // In split mode a new physical card gets its own receiver.
    result = await shopper.add(addInput(plain, 'PHYSICAL', 3000));
    expect(result.order?.shipments.map((s) => s.tag)).toEqual(['r1', 'r2', 'r3']);

    result = (await shopper.call<{ setCartDeliveryMode: Payload }>(MODE, { mode: 'SINGLE' })).setCartDeliveryMode;
    expect(result.order?.shipments.map((s) => [s.tag, s.packages.length])).toEqual([['r1', 3]]);
    expectConsistent(result.order as Order);
    expect((await shopper.call<{ setCartDeliveryMode: Payload }>(MODE, { mode: 'DEFAULT' })).setCartDeliveryMode.errors[0]).toMatchObject({
      code: 2001,
      referencedRequestParameter: 'mode',
    });
  });

  it("treats another visitor's cart uuid as unknown", async () => {
    const owner = new Shopper(shop);
    const order = (await owner.add(addInput(plain, 'DIGITAL', 2000))).order as Order;
    const stranger = new Shopper(shop);
    await stranger.add(addInput(plain, 'DIGITAL', 2000));
    expect(await stranger.cart(order.id)).toBeNull();
    expect((await stranger.call<{ cartQuantity: unknown }>(QUANTITY, { orderUuid: order.id })).cartQuantity).toBeNull();
    expect(await stranger.cart('not-a-uuid')).toBeNull();
    expect((await owner.cart(order.id))?.id).toBe(order.id);
    // A stranger cannot change it either: its package ids are not in the stranger's cart.
    const packageId = order.shipments[0]?.packages[0]?.id;
    expect((await stranger.update({ packageId, quantity: 5 })).errors[0]).toMatchObject({ code: 2003 });
    expect((await owner.cart())?.shipments[0]?.packages[0]?.qty).toBe(1);
    // A forged cookie is no session at all.
    const forger = new Shopper(shop);
    forger.cookie = 'x'.repeat(43);
    expect(await forger.cart()).toBeNull();
  });

  it('keeps one cart per storefront for the same visitor', async () => {
    const german = new Shopper(shop);
    await german.add(addInput(plain, 'DIGITAL', 2000));
    const dutchProducts = await shop.graphql<{ products: { items: ProductRow[] } }>(
      `{ products(paging: { itemsPerPage: 5 }) { items { id title registeredShipping orderLimits { maxQuantity maxTotal { cents } }
        variations { id variationType hasFixedPrices minPrice { cents } maxPrice { cents } pricesToShow { cents } } } } }`,
      { headers: { 'x-store': '10' } },
    );
    const dutchCard = dutchProducts.body.data?.products.items.find((p) => p.variations.some((v) => v.variationType === 'DIGITAL')) as ProductRow;
    const dutch = new Shopper(shop, { 'x-store': '10' });
    dutch.cookie = german.cookie;
    const variation = card(dutchCard, 'DIGITAL');
    const amount = variation.hasFixedPrices ? (variation.pricesToShow[0]?.cents as number) : variation.minPrice.cents;
    const result = await dutch.add(addInput(dutchCard, 'DIGITAL', amount));
    expect(result.errors).toEqual([]);
    expect(result.order?.totals.adjustments.map((a) => a.title)).toEqual(['Servicekosten']);
    expect(result.order?.id).not.toBe((await german.cart())?.id);
  });

  it('applies concurrent edits one after the other and never loses one', async () => {
    const shopper = new Shopper(shop);
    const first = await shopper.add(addInput(plain, 'PHYSICAL', 2000));
    const packageId = first.packageId as string;
    // Ten adds of the same card at once: each one lands exactly once.
    await Promise.all(Array.from({ length: 10 }, () => shopper.add(addInput(plain, 'PHYSICAL', 2000))));
    const order = (await shopper.cart()) as Order;
    expect(order.shipments[0]?.packages.find((p) => p.id === packageId)?.qty).toBe(11);
    expectConsistent(order);
    // Concurrent adds past the product limit: exactly those within it succeed.
    const results = await Promise.all(Array.from({ length: 20 }, () => shopper.add(addInput(plain, 'DIGITAL', 2000))));
    expect(results.filter((r) => r.errors.length === 0)).toHaveLength(25 - 11);
    expect(results.filter((r) => r.errors[0]?.code === 2030)).toHaveLength(20 - 14);
    const after = (await shopper.cart()) as Order;
    expect(after.groupedTotals.digitalTotal.qty + after.groupedTotals.physicalTotal.qty).toBe(25);
    expectConsistent(after);
  });

  it('keeps the cart in the database across restarts of the API', async () => {
    const shopper = new Shopper(shop);
    const order = (await shopper.add(addInput(plain, 'DIGITAL', 2000))).order as Order;
    const restarted = await startTestServer({}, { ...shop.handle, close: async () => {} });
    try {
      const again = new Shopper(restarted);
      again.cookie = shopper.cookie;
      expect((await again.cart())?.id).toBe(order.id);
    } finally {
      await restarted.close();
    }
    const [row] = await shop.handle.db.select({ sessionHash: orders.sessionHash }).from(orders).where(eq(orders.id, order.id));
    // Only the hash of the cookie is stored.
    expect(row?.sessionHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.sessionHash).not.toContain(shopper.cookie as string);
  });

  it('issues the cookie HttpOnly, SameSite=Lax, for 90 days', async () => {
    const res = await shop.graphql(ADD, { variables: { input: addInput(plain, 'DIGITAL', 2000) } });
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(SESSION_COOKIE));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).toMatch(/Path=\//);
  });
});
