/**
 * Carts and orders (spec §3 "{product}Order (cart)"): an order row with its shipments (receivers) and
 * packages. A cart is an order with status CART, owned by a visitor session (the cart cookie) or,
 * later, an account. Totals are not stored: they are computed from the lines on every read, so they
 * cannot drift from them. Money in integer cents of the order's currency.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { productVariations, products } from './catalogue-schema';
import { storefronts } from './schema';

/** CART until placed; then the spec's PENDING, COMPLETED, CANCELED (checkout issue). */
export const ORDER_STATUSES = ['CART', 'PENDING', 'COMPLETED', 'CANCELED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * REGULAR: a shop order; REDEEM: gift cards exchanged for others (mf-redeem, issue 15); ACTIVATION: an
 * amount loaded onto a blank card (issue 18, spec §3 order type activation; card-activations).
 */
export const ORDER_KINDS = ['REGULAR', 'REDEEM', 'ACTIVATION'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Spec §3 line kinds: cards (digital or physical, with their additional items), or an activation's amount. */
export const LINE_KINDS = ['CARD', 'ACTIVATION'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const DELIVERY_MODES = ['DEFAULT', 'SINGLE', 'SPLIT'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const DELIVERY_TYPES = ['DIGITAL', 'PHYSICAL'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;

/**
 * What a storefront charges besides the cards (spec §9: service fee, shipping costs; registered
 * shipping for orders over the threshold or with wine) and its per-order limits.
 */
export const storefrontPricing = pgTable(
  'storefront_pricing',
  {
    storefrontKey: text('storefront_key')
      .primaryKey()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    serviceFeeCents: integer('service_fee_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    internationalShippingCents: integer('international_shipping_cents').notNull(),
    registeredShippingCents: integer('registered_shipping_cents').notNull(),
    /** A physical shipment worth more than this goes registered (spec §9: over 300). */
    registeredThresholdCents: integer('registered_threshold_cents').notNull(),
    giftPackingCents: integer('gift_packing_cents').notNull(),
    wrapperCents: integer('wrapper_cents').notNull(),
    digitalWrapperCents: integer('digital_wrapper_cents').notNull(),
    personalMessageCents: integer('personal_message_cents').notNull(),
    /** VAT on extras and fees, in basis points (1900 = 19 %); gift cards themselves carry none. */
    vatBasisPoints: integer('vat_basis_points').notNull(),
    maxCardsPerOrder: integer('max_cards_per_order').notNull(),
    maxQuantityPerPackage: integer('max_quantity_per_package').notNull(),
    maxPackagesPerOrder: integer('max_packages_per_order').notNull(),
  },
  (t) => [
    check(
      'storefront_pricing_amounts_check',
      sql`least(${t.serviceFeeCents}, ${t.shippingCents}, ${t.internationalShippingCents}, ${t.registeredShippingCents}, ${t.giftPackingCents}, ${t.wrapperCents}, ${t.digitalWrapperCents}, ${t.personalMessageCents}, ${t.vatBasisPoints}) >= 0`,
    ),
    check(
      'storefront_pricing_limits_check',
      sql`least(${t.maxCardsPerOrder}, ${t.maxQuantityPerPackage}, ${t.maxPackagesPerOrder}, ${t.registeredThresholdCents}) > 0`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    storefrontKey: text('storefront_key')
      .notNull()
      .references(() => storefronts.key, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('CART'),
    kind: text('kind').$type<OrderKind>().notNull().default('REGULAR'),
    /** sha256 of the visitor's cart cookie; never the cookie itself. */
    sessionHash: text('session_hash'),
    userId: text('user_id'),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    deliveryMode: text('delivery_mode').$type<DeliveryMode>().notNull().default('DEFAULT'),
    /** The earlier order a reorder filled this cart from (migration 0049): spec §3 order type REORDER. */
    reorderOf: uuid('reorder_of'),
    /** Spec §3 billing address (checkout). */
    billingAddress: jsonb('billing_address').$type<Record<string, string | null>>(),
    /** Bumped by every change: lets a client or a worker notice a concurrent edit. */
    revision: integer('revision').notNull().default(0),
    /** Next receiver number (tags r1, r2, … never reused within the cart). */
    nextShipmentNumber: integer('next_shipment_number').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', inList(t.status, ORDER_STATUSES)),
    check('orders_kind_check', inList(t.kind, ORDER_KINDS)),
    check('orders_delivery_mode_check', inList(t.deliveryMode, DELIVERY_MODES)),
    check('orders_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    // One open cart per visitor and storefront: two tabs adding at once still share it.
    uniqueIndex('orders_one_cart_per_session')
      .on(t.sessionHash, t.storefrontKey)
      .where(sql`${t.status} = 'CART' and ${t.sessionHash} is not null`),
    index('orders_user_idx').on(t.userId),
    index('orders_cart_updated_idx').on(t.status, t.updatedAt),
  ],
);

/** A receiver: who gets a group of packages, how (e-mail or post) and when. */
export const orderShipments = pgTable(
  'order_shipments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Digital receivers. */
    email: text('email'),
    /** Physical receivers: spec §3 address fields. */
    address: jsonb('address').$type<ShipmentAddress>(),
    /** Digital: send at this moment instead of as soon as possible. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('order_shipments_tag_key').on(t.orderId, t.tag),
    unique('order_shipments_id_order_key').on(t.id, t.orderId),
    check('order_shipments_type_check', inList(t.deliveryType, DELIVERY_TYPES)),
    check('order_shipments_tag_check', sql`${t.tag} ~ '^r[0-9]+$'`),
  ],
);

export interface ShipmentAddress {
  countryCode: string;
  postCode: string;
  houseNumber: string;
  suffix?: string;
  street: string;
  city: string;
  companyName?: string;
  addressLine1?: string;
  addressLine2?: string;
}

/** The cards of one product variation and amount for one receiver, with their options. */
export const orderPackages = pgTable(
  'order_packages',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id').notNull(),
    shipmentId: uuid('shipment_id').notNull(),
    // Restrict: a product that leaves the catalogue is retired, never deleted under a cart or an order.
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    variationId: text('variation_id')
      .notNull()
      .references(() => productVariations.id, { onDelete: 'restrict' }),
    /** The value of one card. */
    amountCents: integer('amount_cents').notNull(),
    quantity: integer('quantity').notNull(),
    giftPacking: boolean('gift_packing').notNull().default(false),
    /** PHYSICAL wrapper or DIGITAL e-mail design; null = none. */
    wrapper: text('wrapper').$type<DeliveryType>(),
    personalMessage: text('personal_message'),
    position: integer('position').notNull(),
    /** A redeem package (one chosen card): its value over the split limit is several rows of one group. */
    redeemGroup: uuid('redeem_group'),
    /** CARD, or ACTIVATION: the amount an activation order loads onto a blank card (one, no extras). */
    lineKind: text('line_kind').$type<LineKind>().notNull().default('CARD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The package's shipment belongs to the same order.
    foreignKey({
      name: 'order_packages_shipment_fk',
      columns: [t.shipmentId, t.orderId],
      foreignColumns: [orderShipments.id, orderShipments.orderId],
    }).onDelete('cascade'),
    index('order_packages_order_idx').on(t.orderId),
    // An add looks for an equal package of the receiver; deleting a receiver (or a cart) checks the key.
    index('order_packages_shipment_idx').on(t.shipmentId),
    check('order_packages_amount_check', sql`${t.amountCents} > 0`),
    check('order_packages_quantity_check', sql`${t.quantity} > 0`),
    check('order_packages_wrapper_check', sql`${t.wrapper} is null or ${inList(t.wrapper, DELIVERY_TYPES)}`),
    check(
      'order_packages_line_kind_check',
      sql`${t.lineKind} = 'CARD' or (${t.lineKind} = 'ACTIVATION' and ${t.quantity} = 1 and not ${t.giftPacking} and ${t.wrapper} is null and ${t.personalMessage} is null)`,
    ),
    check('order_packages_message_check', sql`${t.personalMessage} is null or char_length(${t.personalMessage}) between 1 and 150`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof orderShipments.$inferSelect;
export type PackageRow = typeof orderPackages.$inferSelect;
export type StorefrontPricingRow = typeof storefrontPricing.$inferSelect;
