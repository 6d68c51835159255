/**
 * Prices a cart from its lines: the card items and their extras per package, shipping per physical
 * receiver (registered above the threshold or for products that must go registered, spec §9), the
 * service fee, VAT and the grouped totals. Pure and in integer cents: every total is the sum of the
 * lines it is made of, by construction.
 */
import type { StorefrontPricingRow } from '../../db/cart-schema';
import type { ProductType } from '../../db/catalogue-schema';
import type { CartRows, CatalogueInfo } from './cart-store';

/** Spec §3 basket item kinds as the spec spells them ({product} = giftcard; ADR 0059). */
export type BasketItemKind =
  | 'GIFTCARD'
  | 'BLANK_GIFTCARD_PACK'
  | 'DONATION'
  | 'WRAPPER'
  | 'DIGITAL_WRAPPER'
  | 'GIFT_PACKING'
  | 'PERSONAL_MESSAGE'
  /** Spec §3 line kind activation: the amount an activation order loads onto a blank card (issue 18). */
  | 'ACTIVATION';

export type AdjustmentType = 'SHIPPING' | 'REGISTERED_SHIPPING' | 'SERVICE_FEE';

export interface PricedItem {
  kind: BasketItemKind;
  qty: number;
  unitCents: number;
  totalCents: number;
  text: string | null;
}

export interface PricedPackage {
  row: CartRows['packages'][number];
  info: CatalogueInfo;
  kind: BasketItemKind;
  items: PricedItem[];
  cardsCents: number;
  extrasCents: number;
  totalCents: number;
}

export interface PricedShipment {
  row: CartRows['shipments'][number];
  packages: PricedPackage[];
  registered: boolean;
  /** Shipping of this receiver (0 for digital). */
  shippingCents: number;
  shippingType: 'SHIPPING' | 'REGISTERED_SHIPPING' | null;
}

export interface QtyCents {
  qty: number;
  cents: number;
}

export interface PricedCart {
  currency: string;
  shipments: PricedShipment[];
  /** Every package in basket order (receiver by receiver). */
  packages: PricedPackage[];
  grouped: { digital: QtyCents; physical: QtyCents; extra: QtyCents };
  subTotalCents: number;
  adjustments: { type: AdjustmentType; cents: number }[];
  grandTotalCents: number;
  taxCents: number;
}

export const CARD_KIND: Record<ProductType, BasketItemKind> = {
  GIFT_CARD: 'GIFTCARD',
  DONATION: 'DONATION',
  BLANK_CARD_PACK: 'BLANK_GIFTCARD_PACK',
};

function item(kind: BasketItemKind, qty: number, unitCents: number, text: string | null = null): PricedItem {
  return { kind, qty, unitCents, totalCents: qty * unitCents, text };
}

function pricePackage(row: PricedPackage['row'], info: CatalogueInfo, pricing: StorefrontPricingRow): PricedPackage {
  // An activation's line is the amount loaded onto the card: no options, nothing else to price.
  if (row.lineKind === 'ACTIVATION') {
    const line = item('ACTIVATION', row.quantity, row.amountCents);
    return { row, info, kind: 'ACTIVATION', items: [line], cardsCents: line.totalCents, extrasCents: 0, totalCents: line.totalCents };
  }
  const kind = CARD_KIND[info.productType];
  const items = [item(kind, row.quantity, row.amountCents)];
  // Options come per card: each card is packed, wrapped and carries the message.
  if (row.giftPacking) items.push(item('GIFT_PACKING', row.quantity, pricing.giftPackingCents));
  if (row.wrapper === 'PHYSICAL') items.push(item('WRAPPER', row.quantity, pricing.wrapperCents));
  if (row.wrapper === 'DIGITAL') items.push(item('DIGITAL_WRAPPER', row.quantity, pricing.digitalWrapperCents));
  if (row.personalMessage) items.push(item('PERSONAL_MESSAGE', row.quantity, pricing.personalMessageCents, row.personalMessage));
  const cardsCents = items[0]?.totalCents ?? 0;
  const totalCents = items.reduce((sum, line) => sum + line.totalCents, 0);
  return { row, info, kind, items, cardsCents, extrasCents: totalCents - cardsCents, totalCents };
}

/**
 * `storefrontCountry` is the address country of the storefront (GB for UK): physical receivers
 * elsewhere pay international shipping.
 */
export function priceCart(
  rows: CartRows,
  info: ReadonlyMap<string, CatalogueInfo>,
  pricing: StorefrontPricingRow,
  storefrontCountry: string,
): PricedCart {
  const byShipment = new Map<string, PricedPackage[]>();
  for (const row of rows.packages) {
    const details = info.get(row.variationId);
    // A product withdrawn from the storefront leaves the cart (its rows go with the next change).
    if (!details) continue;
    const list = byShipment.get(row.shipmentId) ?? [];
    list.push(pricePackage(row, details, pricing));
    byShipment.set(row.shipmentId, list);
  }

  const shipments: PricedShipment[] = [];
  for (const row of rows.shipments) {
    const packages = byShipment.get(row.id) ?? [];
    if (packages.length === 0) continue;
    let registered = false;
    let shippingCents = 0;
    let shippingType: PricedShipment['shippingType'] = null;
    if (row.deliveryType === 'PHYSICAL') {
      const value = packages.reduce((sum, p) => sum + p.cardsCents, 0);
      registered = value > pricing.registeredThresholdCents || packages.some((p) => p.info.registeredShipping);
      const abroad = !!row.address && row.address.countryCode !== storefrontCountry;
      shippingCents = registered
        ? pricing.registeredShippingCents + (abroad ? pricing.internationalShippingCents - pricing.shippingCents : 0)
        : abroad
          ? pricing.internationalShippingCents
          : pricing.shippingCents;
      shippingType = registered ? 'REGISTERED_SHIPPING' : 'SHIPPING';
    }
    shipments.push({ row, packages, registered, shippingCents, shippingType });
  }

  const packages = shipments.flatMap((s) => s.packages);
  const grouped = { digital: { qty: 0, cents: 0 }, physical: { qty: 0, cents: 0 }, extra: { qty: 0, cents: 0 } };
  for (const pkg of packages) {
    const cards = pkg.info.variationType === 'DIGITAL' ? grouped.digital : grouped.physical;
    cards.qty += pkg.row.quantity;
    cards.cents += pkg.cardsCents;
    for (const line of pkg.items.slice(1)) {
      grouped.extra.qty += line.qty;
      grouped.extra.cents += line.totalCents;
    }
  }

  const adjustments: PricedCart['adjustments'] = [];
  for (const type of ['SHIPPING', 'REGISTERED_SHIPPING'] as const) {
    const cents = shipments.filter((s) => s.shippingType === type).reduce((sum, s) => sum + s.shippingCents, 0);
    if (shipments.some((s) => s.shippingType === type)) adjustments.push({ type, cents });
  }
  // A redeem (gift cards exchanged for others) carries no service fee: the shopper paid it already;
  // nor does an activation (its blank card was bought with its pack, the amount is the card's value).
  if (packages.length > 0 && rows.order.kind === 'REGULAR') adjustments.push({ type: 'SERVICE_FEE', cents: pricing.serviceFeeCents });

  const subTotalCents = packages.reduce((sum, p) => sum + p.totalCents, 0);
  const adjustmentsCents = adjustments.reduce((sum, a) => sum + a.cents, 0);
  // Gift cards are vouchers without VAT; the extras and fees include it.
  const taxable = grouped.extra.cents + adjustmentsCents;
  const taxCents = Math.round((taxable * pricing.vatBasisPoints) / (10_000 + pricing.vatBasisPoints));
  return {
    currency: rows.order.currency,
    shipments,
    packages,
    grouped,
    subTotalCents,
    adjustments,
    grandTotalCents: subTotalCents + adjustmentsCents,
    taxCents,
  };
}
