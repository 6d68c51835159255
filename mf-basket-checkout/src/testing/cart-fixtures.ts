import type { CartOrder, CartPackage, CartPayload, ErrorEntry, Money, Shipment, VariationConfig } from '../common/cart-query';

/** Test data shaped like the API's cart answers (German storefront). */
export const money = (value: number): Money => ({ value, currency: 'EUR', cents: Math.round(value * 100) });

const customConfig: VariationConfig = { hasFixedPrices: false, pricesToShow: [15, 25, 50].map(money), minPrice: money(10), maxPrice: money(250) };
const fixedConfig: VariationConfig = { hasFixedPrices: true, pricesToShow: [15, 25, 50].map(money), minPrice: money(15), maxPrice: money(50) };

export function cartPackage(overrides: Partial<CartPackage> & { id: string }): CartPackage {
  const qty = overrides.qty ?? 1;
  const amount = overrides.amount ?? money(25);
  return {
    shipmentTag: 'r1',
    kind: 'GIFTCARD',
    variationId: 'v-digital',
    variationType: 'DIGITAL',
    amount,
    qty,
    giftPacking: null,
    wrapper: null,
    personalMessage: null,
    total: money(amount.value * qty),
    items: [],
    product: {
      id: 'cbde-apple',
      title: 'Apple Geschenkkarte',
      path: '/geschenkkarten/apple-geschenkkarte/',
      backgroundColor: '#111111',
      image: { url: { href: '/media/test/apple.svg' }, alt: 'Apple', width: 320, height: 200 },
      orderLimits: { maxQuantity: 25, maxTotal: money(500) },
      digitalVariationConfig: customConfig,
      physicalVariationConfig: fixedConfig,
    },
    ...overrides,
  };
}

export function shipment(overrides: Partial<Shipment> & { tag: string }): Shipment {
  return {
    id: `s-${overrides.tag}`,
    deliveryType: 'DIGITAL',
    registered: false,
    delivery: { from: '2025-03-10T10:00:00+01:00', to: '2025-03-10T11:00:00+01:00', dispatchDate: null, scheduledAt: null },
    deliveryAddress: null,
    packages: [],
    ...overrides,
  };
}

const amazon = {
  id: 'cbde-amazon',
  title: 'Amazon Geschenkkarte',
  path: '/geschenkkarten/amazon-geschenkkarte/',
  backgroundColor: '#ff9900',
  image: { url: { href: '/media/test/amazon.svg' }, alt: 'Amazon', width: 320, height: 200 },
  orderLimits: { maxQuantity: null, maxTotal: null },
  digitalVariationConfig: customConfig,
  physicalVariationConfig: fixedConfig,
};

/** Two receivers: r1 digital (2 × Apple 25 €), r2 by post (1 × Amazon 50 € with gift packing). */
export function basketOrder(overrides: Partial<CartOrder> = {}): CartOrder {
  const digital = cartPackage({ id: 'p1', qty: 2 });
  const physical = cartPackage({
    id: 'p2',
    shipmentTag: 'r2',
    variationId: 'v-physical',
    variationType: 'PHYSICAL',
    amount: money(50),
    giftPacking: { qty: 1 },
    product: amazon,
  });
  return {
    id: 'order-1',
    currency: 'EUR',
    deliveryMode: 'DEFAULT',
    limits: { maxCardsPerOrder: 20, maxQuantityPerPackage: 10 },
    shipments: [
      shipment({ tag: 'r1', packages: [digital] }),
      shipment({
        tag: 'r2',
        deliveryType: 'PHYSICAL',
        registered: true,
        delivery: { from: '2025-03-12', to: '2025-03-14', dispatchDate: '2025-03-10', scheduledAt: null },
        packages: [physical],
      }),
    ],
    groupedTotals: { digitalTotal: { qty: 2, price: money(50) }, physicalTotal: { qty: 1, price: money(50) }, extra: { qty: 1, price: money(3.95) } },
    totals: {
      subTotal: money(103.95),
      grandTotalWithoutTax: money(107.74),
      tax: money(1.46),
      grandTotal: money(109.2),
      adjustments: [{ title: 'Versandkosten', adjustmentType: 'SHIPPING', price: money(5.25) }],
    },
    packagesGroups: [
      { tag: 'r1', packageId: 'p1', receiverTitle: null, receiverDescription: null, totalPrice: money(50), cardsPreviews: [{ productLabel: 'Apple', image: { url: { href: '/media/test/apple.svg' }, alt: 'Apple' }, color: { color: '#111111', opacity: 1 } }] },
      { tag: 'r2', packageId: 'p2', receiverTitle: null, receiverDescription: null, totalPrice: money(53.95), cardsPreviews: [] },
    ],
    slimCart: { id: 'order-1', packageIds: ['p1', 'p2'], cardQty: 3, variationQty: 2, totalQuantity: 3, packagesGroups: [{ packageIds: ['p1'] }, { packageIds: ['p2'] }] },
    ...overrides,
  };
}

/** The same order with a changed quantity of p1 and new totals, as the API answers after the update. */
export function withDigitalQuantity(order: CartOrder, qty: number): CartOrder {
  const [first, ...rest] = order.shipments;
  if (!first) return order;
  const pkg = first.packages[0] as CartPackage;
  const digitalTotal = 25 * qty;
  const grand = Math.round((digitalTotal + 50 + 3.95 + 5.25) * 100) / 100;
  return {
    ...order,
    shipments: [{ ...first, packages: [{ ...pkg, qty, total: money(digitalTotal) }] }, ...rest],
    groupedTotals: { ...order.groupedTotals, digitalTotal: { qty, price: money(digitalTotal) } },
    totals: { ...order.totals, grandTotal: money(grand) },
    packagesGroups: order.packagesGroups.map((g) => (g.packageId === 'p1' ? { ...g, totalPrice: money(digitalTotal) } : g)),
    slimCart: { ...order.slimCart, cardQty: order.slimCart.cardQty - pkg.qty + qty, totalQuantity: order.slimCart.totalQuantity - pkg.qty + qty },
  };
}

export const payload = (order: CartOrder | null, errors: ErrorEntry[] = []): CartPayload => ({ order, errors });
