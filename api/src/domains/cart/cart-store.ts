/**
 * The cart's database access. Every change runs in a transaction that first locks the order row
 * (SELECT … FOR UPDATE), so two tabs editing one cart at once are applied one after the other and
 * the limits are checked against what is really in the cart.
 */
import { randomUUID } from 'node:crypto';
import { type Table, and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import {
  type OrderRow,
  type PackageRow,
  type ShipmentRow,
  type StorefrontPricingRow,
  orderPackages,
  orderShipments,
  orders,
  storefrontPricing,
} from '../../db/cart-schema';
import { brands, productVariations, products } from '../../db/catalogue-schema';
import type { ProductType, VariationType } from '../../db/catalogue-schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order and cart ids are uuids: anything else is unknown before it reaches a uuid column. */
export const isUuid = (value: string): boolean => UUID.test(value);

export interface CartOwner {
  storefrontKey: string;
  /** The visitor session's hash; null when the visitor has none (then there is no cart). */
  sessionHash: string | null;
}

export interface CartRows {
  order: OrderRow;
  /** In basket order. */
  shipments: ShipmentRow[];
  /** In basket order. */
  packages: PackageRow[];
}

/** What the rules need to know of a product and its variation. */
export interface CatalogueInfo {
  productId: string;
  storefrontKey: string;
  productType: ProductType;
  /** For the sum-limit message ("Apple"). */
  brandName: string | null;
  registeredShipping: boolean;
  maxQuantityPerOrder: number | null;
  maxTotalPerOrderCents: number | null;
  /** A blank card pack: the cards it holds (issue 18); null for other products. */
  cardsPerPack: number | null;
  variationId: string;
  variationType: VariationType;
  sku: string;
  currency: string;
  hasFixedPrices: boolean;
  pricesToShowCents: number[];
  minPriceCents: number;
  maxPriceCents: number;
  inStock: boolean;
  /** The product or variation left the catalogue: existing lines still show, nothing new is added. */
  retired: boolean;
}

/**
 * The id of the owner's open cart, or null. A given uuid must be the owner's open cart in this
 * storefront: anyone else's uuid is treated as unknown.
 */
export async function findCartId(db: Queryable, owner: CartOwner, orderUuid?: string | null): Promise<string | null> {
  if (!owner.sessionHash) return null;
  if (orderUuid != null && !isUuid(orderUuid)) return null;
  const conditions = [
    eq(orders.sessionHash, owner.sessionHash),
    eq(orders.storefrontKey, owner.storefrontKey),
    eq(orders.status, 'CART'),
  ];
  if (orderUuid != null) conditions.push(eq(orders.id, orderUuid.toLowerCase()));
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(...conditions)).limit(1);
  return row?.id ?? null;
}

/** The owner's open cart, created when missing (two concurrent first adds still end in one cart). */
export async function ensureCart(
  tx: Transaction,
  owner: CartOwner & { sessionHash: string },
  details: { language: string; currency: string; userId?: string | null },
): Promise<string> {
  const existing = await findCartId(tx, owner);
  if (existing) return existing;
  await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      storefrontKey: owner.storefrontKey,
      sessionHash: owner.sessionHash,
      language: details.language,
      currency: details.currency,
      // A logged-in visitor's basket is the account's (it follows the account to another device).
      userId: details.userId ?? null,
    })
    .onConflictDoNothing();
  const created = await findCartId(tx, owner);
  if (!created) throw new Error('cart could not be created');
  return created;
}

/** Locks the cart for the rest of the transaction and returns it. */
export async function lockCart(tx: Transaction, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new Error(`cart ${orderId} vanished`);
  return order;
}

export async function loadCartRows(db: Queryable, orderId: string): Promise<CartRows | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const [shipments, packages] = await Promise.all([
    db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).orderBy(asc(orderShipments.position)),
    db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.position), asc(orderPackages.createdAt)),
  ]);
  return { order, shipments, packages };
}

/** A row of `table` as PostgreSQL's `row_to_json` writes it, read the way drizzle reads the table's columns. */
function fromJsonRow<T>(table: Table, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * The owner's open cart with its receivers and packages in ONE statement (a cart is read on every
 * basket view and badge: one round trip instead of four). The same rows as `findCartId` followed by
 * `loadCartRows`, without a lock: for showing a cart, not for changing it.
 */
export async function loadOwnCartRows(db: Queryable, owner: CartOwner, orderUuid?: string | null): Promise<CartRows | null> {
  if (!owner.sessionHash) return null;
  if (orderUuid != null && !isUuid(orderUuid)) return null;
  const result = (await db.execute(sql`
    select row_to_json(o) as "order",
      coalesce((select json_agg(s order by s.position) from order_shipments s where s.order_id = o.id), '[]'::json) as shipments,
      coalesce((select json_agg(p order by p.position, p.created_at) from order_packages p where p.order_id = o.id), '[]'::json) as packages
    from orders o
    where o.session_hash = ${owner.sessionHash} and o.storefront_key = ${owner.storefrontKey} and o.status = 'CART'
      ${orderUuid != null ? sql`and o.id = ${orderUuid.toLowerCase()}` : sql``}
    limit 1`)) as unknown as { rows: { order: Record<string, unknown>; shipments: Record<string, unknown>[]; packages: Record<string, unknown>[] }[] };
  const [found] = result.rows;
  if (!found) return null;
  return {
    order: fromJsonRow<OrderRow>(orders, found.order),
    shipments: found.shipments.map((row) => fromJsonRow<ShipmentRow>(orderShipments, row)),
    packages: found.packages.map((row) => fromJsonRow<PackageRow>(orderPackages, row)),
  };
}

/** Marks a change: newer revision and time (carts are cleaned up by age later). */
export async function touchCart(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(orders)
    .set({ revision: sql`${orders.revision} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** The next receiver tag (r1, r2, …); tags are never reused within a cart. */
export async function takeShipmentTag(tx: Transaction, orderId: string): Promise<string> {
  const [row] = await tx
    .update(orders)
    .set({ nextShipmentNumber: sql`${orders.nextShipmentNumber} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ number: sql<number>`${orders.nextShipmentNumber} - 1` });
  return `r${row?.number ?? 1}`;
}

export async function loadPricing(db: Queryable, storefrontKey: string): Promise<StorefrontPricingRow> {
  const [row] = await db.select().from(storefrontPricing).where(eq(storefrontPricing.storefrontKey, storefrontKey));
  if (!row) throw new Error(`storefront ${storefrontKey} has no pricing`);
  return row;
}

/** Products and variations by variation id (only those of the storefront). */
export async function loadCatalogueInfo(
  db: Queryable,
  storefrontKey: string,
  variationIds: readonly string[],
): Promise<Map<string, CatalogueInfo>> {
  if (variationIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      storefrontKey: products.storefrontKey,
      productType: products.productType,
      brandName: brands.name,
      registeredShipping: products.registeredShipping,
      maxQuantityPerOrder: products.maxQuantityPerOrder,
      maxTotalPerOrderCents: products.maxTotalPerOrderCents,
      cardsPerPack: products.cardsPerPack,
      variationId: productVariations.id,
      variationType: productVariations.variationType,
      sku: productVariations.sku,
      currency: productVariations.currency,
      hasFixedPrices: productVariations.hasFixedPrices,
      pricesToShowCents: productVariations.pricesToShowCents,
      minPriceCents: productVariations.minPriceCents,
      maxPriceCents: productVariations.maxPriceCents,
      inStock: productVariations.inStock,
      retired: sql<boolean>`(${products.retiredAt} is not null or ${productVariations.retiredAt} is not null)`,
    })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(productVariations.id, [...new Set(variationIds)]), eq(products.storefrontKey, storefrontKey)));
  return new Map(rows.map((row) => [row.variationId, row]));
}

/**
 * The badge's slim cart of the owner's open cart in ONE statement (the cart and its packages with their
 * receiver tags, in basket order); null without an open cart. Asked on every page of a visitor.
 */
export async function loadOwnSlimCart(db: Queryable, owner: CartOwner, orderUuid?: string | null) {
  if (!owner.sessionHash) return null;
  if (orderUuid != null && !isUuid(orderUuid)) return null;
  const result = (await db.execute(sql`
    select o.id as "orderId", p.id as "packageId", p.quantity, s.tag
    from orders o
      left join order_packages p on p.order_id = o.id
      left join order_shipments s on s.id = p.shipment_id
    where o.session_hash = ${owner.sessionHash} and o.storefront_key = ${owner.storefrontKey} and o.status = 'CART'
      ${orderUuid != null ? sql`and o.id = ${orderUuid.toLowerCase()}` : sql``}
    order by s.position, p.position, p.created_at`)) as unknown as {
    rows: { orderId: string; packageId: string | null; quantity: number | null; tag: string | null }[];
  };
  const [first] = result.rows;
  if (!first) return null;
  const rows = result.rows.filter((row): row is { orderId: string; packageId: string; quantity: number; tag: string } => row.packageId !== null);
  const groups = new Map<string, string[]>();
  for (const row of rows) groups.set(row.tag, [...(groups.get(row.tag) ?? []), row.packageId]);
  const cardQty = rows.reduce((sum, row) => sum + Number(row.quantity), 0);
  return {
    id: first.orderId,
    packageIds: rows.map((row) => row.packageId),
    cardQty,
    variationQty: rows.length,
    totalQuantity: cardQty,
    packagesGroups: [...groups].map(([tag, packageIds]) => ({ tag, packageIds })),
  };
}
