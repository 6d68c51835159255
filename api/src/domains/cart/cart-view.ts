/**
 * Builds the GraphQL answer of a cart (spec §3 {product}Order) from its rows: priced lines, receivers
 * with delivery dates, totals, packagesGroups and the slim cart. Products come from the catalogue's
 * per-request loaders, so a basket of many cards still costs a handful of queries.
 */
import { addressCountry } from '@shop/shared/validation';
import type { ShipmentAddress } from '../../db/cart-schema';
import type { CatalogueLoaders, PublicEntityCache } from '../catalogue/loaders';
import type { MoneyModel, ProductModel } from '../catalogue/models';
import type { RequestInputs } from '../common/request-inputs';
import { type PricedCart, type PricedPackage, type PricedShipment, priceCart } from './cart-pricing';
import type { StorefrontPricingRow } from '../../db/cart-schema';
import { type CartOwner, type CartRows, type Queryable, loadCartRows, loadCatalogueInfo, loadOwnCartRows, loadPricing } from './cart-store';
import { EXTRA_SKU, cartText } from './cart-texts';
import { digitalDelivery, physicalDelivery } from './delivery/delivery-dates';

export type CartViewContext = Pick<RequestInputs, 'db' | 'scope' | 'now'> & {
  /** Per-operation batching of catalogue reads (scoped like `scope`). */
  loaders: CatalogueLoaders;
  /** Public entities kept until public data changes (none: always read). */
  publicEntities?: PublicEntityCache;
};

/** Card previews a package shows at most (the basket fans them out). */
const MAX_PREVIEWS = 3;

const money = (currency: string, cents: number): MoneyModel => ({ currency, cents });

export interface CartView {
  id: string;
  currency: string;
  deliveryMode: 'DEFAULT' | 'SINGLE' | 'SPLIT';
  shipments: ShipmentView[];
  groupedTotals: {
    digitalTotal: { qty: number; price: MoneyModel };
    physicalTotal: { qty: number; price: MoneyModel };
    extra: { qty: number; price: MoneyModel };
  };
  totals: {
    subTotal: MoneyModel;
    grandTotalWithoutTax: MoneyModel;
    tax: MoneyModel;
    grandTotal: MoneyModel;
    adjustments: { title: string; adjustmentType: 'SHIPPING' | 'REGISTERED_SHIPPING' | 'SERVICE_FEE'; price: MoneyModel }[];
  };
  billingAddress: Record<string, string | null> | null;
  packagesGroups: PackagesGroupView[];
  limits: { maxCardsPerOrder: number; maxQuantityPerPackage: number };
  /** For the slim cart. */
  priced: PricedCart;
}

export interface ShipmentView {
  id: string;
  tag: string;
  deliveryType: 'DIGITAL' | 'PHYSICAL';
  /** Spec §3 deliveryDate, a value: the end of `delivery`'s window (ISO date-time digital, YYYY-MM-DD physical). */
  deliveryDate: string;
  delivery: { from: string; to: string; dispatchDate: string | null; scheduledAt: string | null };
  deliveryAddress: Record<string, string | null> | null;
  registered: boolean;
  packages: PackageView[];
}

/** A line of a package: the card item first, then its extras (cart-pricing's order). */
export interface PackageItemView {
  kind: PricedPackage['kind'];
  /** Spec §3 line kind: the card line by how it is sent (or ACTIVATION), an extra ADDITIONAL. */
  lineKind: 'ACTIVATION' | 'ADDITIONAL' | 'DIGITAL' | 'PHYSICAL';
  qty: number;
  variation: {
    id: string;
    title: string;
    sku: string;
    variationType: 'DIGITAL' | 'PHYSICAL';
    price: MoneyModel;
    /** The card line's catalogue product; null on extras, which are not catalogue products. */
    product: ProductModel | null;
  };
  text: string | null;
  total: MoneyModel;
}

export interface PackageView {
  id: string;
  shipmentTag: string;
  kind: PricedPackage['kind'];
  product: ProductModel;
  variationId: string;
  variationType: 'DIGITAL' | 'PHYSICAL';
  amount: MoneyModel;
  qty: number;
  giftPacking: boolean;
  wrapper: 'DIGITAL' | 'PHYSICAL' | null;
  personalMessage: string | null;
  items: PackageItemView[];
  total: MoneyModel;
}

export interface PackagesGroupView {
  tag: string;
  packageId: string;
  receiverTitle: string | null;
  receiverDescription: string | null;
  cardsPreviews: { image: ProductModel['image']; color: { color: string; opacity: number }; productLabel: string }[];
  totalPrice: MoneyModel;
}

function receiverName(shipment: PricedShipment['row']): string | null {
  const name = [shipment.firstName, shipment.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}

/** "Invalidenstraße 12 a, 10115 Berlin" (plus the country when abroad). */
export function addressLine(address: ShipmentAddress, homeCountry: string): string {
  const street = [address.street, address.houseNumber, address.suffix].filter(Boolean).join(' ');
  const place = `${address.postCode} ${address.city}`;
  const parts = [address.companyName, street, address.addressLine1, address.addressLine2, place];
  if (address.countryCode !== homeCountry) parts.push(address.countryCode);
  return parts.filter(Boolean).join(', ');
}

function addressView(shipment: PricedShipment['row']): Record<string, string | null> | null {
  const hasName = !!(shipment.firstName || shipment.lastName);
  if (!hasName && !shipment.email && !shipment.address) return null;
  const a = shipment.address;
  return {
    firstName: shipment.firstName,
    lastName: shipment.lastName,
    customerType: null,
    companyName: a?.companyName ?? null,
    countryCode: a?.countryCode ?? null,
    postCode: a?.postCode ?? null,
    houseNumber: a?.houseNumber ?? null,
    suffix: a?.suffix ?? null,
    street: a?.street ?? null,
    city: a?.city ?? null,
    email: shipment.email,
    invoiceEmail: null,
    phoneNumber: null,
    addressLine1: a?.addressLine1 ?? null,
    addressLine2: a?.addressLine2 ?? null,
  };
}

/** The cart as GraphQL answers it; null when the order does not exist (any more). */
export async function loadCartView(ctx: CartViewContext, orderId: string, db: Queryable = ctx.db): Promise<CartView | null> {
  const rows = await loadCartRows(db, orderId);
  return rows ? cartViewOf(ctx, rows, db) : null;
}

/** The visitor's open cart as shown (cartV2): its rows in one statement, then the view. */
export async function loadOwnCartView(ctx: CartViewContext, owner: CartOwner, orderUuid?: string | null): Promise<CartView | null> {
  const rows = await loadOwnCartRows(ctx.db, owner, orderUuid);
  return rows ? cartViewOf(ctx, rows, ctx.db) : null;
}

async function cartViewOf(ctx: CartViewContext, rows: CartRows, db: Queryable): Promise<CartView> {
  const store = ctx.scope.storefront;
  const language = ctx.scope.language;
  const variationIds = rows.packages.map((p) => p.variationId);
  // Outside a transaction (showing a cart, not changing it), the catalogue's part is public data and
  // may come from what this process keeps of it; a change checks its rules against fresh rows.
  const kept = db === ctx.db ? ctx.publicEntities : undefined;
  const [info, pricing] = await Promise.all([
    kept ? kept.many(`cart-info|${store.key}`, variationIds, (missing) => loadCatalogueInfo(db, store.key, missing)) : loadCatalogueInfo(db, store.key, variationIds),
    kept
      ? kept.many('pricing', [store.key], async () => new Map([[store.key, await loadPricing(db, store.key)]])).then((found) => found.get(store.key) as StorefrontPricingRow)
      : loadPricing(db, store.key),
  ]);
  const homeCountry = addressCountry(store.countryCode);
  const priced = priceCart(rows, info, pricing, homeCountry);
  const currency = priced.currency;

  const productIds = [...new Set(priced.packages.map((p) => p.row.productId))];
  const [productList, variationLists] = await Promise.all([
    Promise.all(productIds.map((id) => ctx.loaders.product.load(id))),
    Promise.all(productIds.map((id) => ctx.loaders.variations.load(id))),
  ]);
  const productById = new Map(productIds.map((id, i) => [id, productList[i]]));
  const variationTitle = new Map(
    variationLists.flat().map((v) => [v.id, v.titles[v.language] ?? v.titles[v.defaultLanguage] ?? v.sku]),
  );

  const physical = physicalDelivery(ctx.now, store.countryCode);
  const shipments: ShipmentView[] = [];
  const groups: PackagesGroupView[] = [];
  for (const shipment of priced.shipments) {
    const packages: PackageView[] = [];
    for (const pkg of shipment.packages) {
      const product = productById.get(pkg.row.productId);
      if (!product) continue;
      const variationType = pkg.info.variationType;
      packages.push({
        id: pkg.row.id,
        shipmentTag: shipment.row.tag,
        kind: pkg.kind,
        product,
        variationId: pkg.row.variationId,
        variationType,
        amount: money(currency, pkg.row.amountCents),
        qty: pkg.row.quantity,
        giftPacking: pkg.row.giftPacking,
        wrapper: pkg.row.wrapper ?? null,
        personalMessage: pkg.row.personalMessage ?? null,
        items: pkg.items.map((line, index) => ({
          kind: line.kind,
          lineKind: line.kind === 'ACTIVATION' ? 'ACTIVATION' : index === 0 ? variationType : 'ADDITIONAL',
          qty: line.qty,
          variation:
            index === 0
              ? {
                  id: pkg.row.variationId,
                  title: variationTitle.get(pkg.row.variationId) ?? product.title,
                  sku: pkg.info.sku,
                  variationType,
                  price: money(currency, line.unitCents),
                  product,
                }
              : {
                  id: EXTRA_SKU[line.kind as keyof typeof EXTRA_SKU],
                  title: cartText(language, line.kind as Parameters<typeof cartText>[1]),
                  sku: EXTRA_SKU[line.kind as keyof typeof EXTRA_SKU],
                  variationType,
                  price: money(currency, line.unitCents),
                  product: null,
                },
          text: line.text,
          total: money(currency, line.totalCents),
        })),
        total: money(currency, pkg.totalCents),
      });
      groups.push({
        tag: shipment.row.tag,
        packageId: pkg.row.id,
        receiverTitle: receiverName(shipment.row),
        receiverDescription:
          shipment.row.deliveryType === 'DIGITAL'
            ? shipment.row.email
            : shipment.row.address
              ? addressLine(shipment.row.address, homeCountry)
              : null,
        cardsPreviews: Array.from({ length: Math.min(pkg.row.quantity, MAX_PREVIEWS) }, (_, i) => ({
          image: product.image,
          color: { color: product.backgroundColor, opacity: 1 - i * 0.25 },
          productLabel: product.title,
        })),
        totalPrice: money(currency, pkg.totalCents),
      });
    }
    const digital = digitalDelivery(ctx.now, shipment.row.scheduledAt);
    shipments.push({
      id: shipment.row.id,
      tag: shipment.row.tag,
      deliveryType: shipment.row.deliveryType,
      deliveryDate: shipment.row.deliveryType === 'DIGITAL' ? digital.to : physical.to,
      delivery:
        shipment.row.deliveryType === 'DIGITAL'
          ? { ...digital, dispatchDate: null, scheduledAt: shipment.row.scheduledAt?.toISOString() ?? null }
          : { from: physical.from, to: physical.to, dispatchDate: physical.dispatchDate, scheduledAt: null },
      deliveryAddress: addressView(shipment.row),
      registered: shipment.registered,
      packages,
    });
  }

  return {
    id: rows.order.id,
    currency,
    deliveryMode: rows.order.deliveryMode,
    shipments,
    groupedTotals: {
      digitalTotal: { qty: priced.grouped.digital.qty, price: money(currency, priced.grouped.digital.cents) },
      physicalTotal: { qty: priced.grouped.physical.qty, price: money(currency, priced.grouped.physical.cents) },
      extra: { qty: priced.grouped.extra.qty, price: money(currency, priced.grouped.extra.cents) },
    },
    totals: {
      subTotal: money(currency, priced.subTotalCents),
      grandTotalWithoutTax: money(currency, priced.grandTotalCents - priced.taxCents),
      tax: money(currency, priced.taxCents),
      grandTotal: money(currency, priced.grandTotalCents),
      adjustments: priced.adjustments.map((a) => ({
        title: cartText(language, a.type),
        adjustmentType: a.type,
        price: money(currency, a.cents),
      })),
    },
    billingAddress: rows.order.billingAddress ?? null,
    packagesGroups: groups,
    limits: { maxCardsPerOrder: pricing.maxCardsPerOrder, maxQuantityPerPackage: pricing.maxQuantityPerPackage },
    priced,
  };
}

/**
 * The slim cart (spec §3, the badge) of a cart view, from the rows the view was priced from: the same
 * answer as `cartQuantity`, without another query, so every cart mutation can carry it.
 */
export function slimCartOf(view: CartView) {
  const packagesGroups = view.priced.shipments
    .filter((shipment) => shipment.packages.length > 0)
    .map((shipment) => ({ tag: shipment.row.tag, packageIds: shipment.packages.map((pkg) => pkg.row.id) }));
  const packages = view.priced.shipments.flatMap((shipment) => shipment.packages);
  const cardQty = packages.reduce((sum, pkg) => sum + pkg.row.quantity, 0);
  return {
    id: view.id,
    packageIds: packages.map((pkg) => pkg.row.id),
    cardQty,
    variationQty: packages.length,
    totalQuantity: cardQty,
    packagesGroups,
  };
}
