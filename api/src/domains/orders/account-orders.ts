/**
 * A customer's orders (issue 16): the list on the account's orders page and the invoice PDF of a paid
 * order (served by http/invoices.ts). An order is the visitor's when its session placed it or when it
 * belongs to the logged-in account (orders placed as a guest join an account once its address is
 * confirmed); anyone else's order is not found, whatever its id.
 */
import { type AnyColumn, and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { type OrderKind, orderPackages, orders } from '../../db/cart-schema';
import { storefrontBranding } from '../../db/catalogue-schema';
import { type OrderCustomer, type RefundStatus, orderPlacements, refunds } from '../../db/order-schema';
import type { PublicUrls } from '../storefront/storefront-url';
import type { VisitorSession } from '../cart/session';
import type { StorefrontDirectory, StorefrontModel } from '../storefront/directory';
import { eInvoiceAvailable, eInvoiceFileName, renderEInvoiceXml } from './e-invoice';
import { type InvoiceDocument, type InvoiceSeller, invoiceFileName, renderInvoicePdf } from './invoice';
import { placedOrderDocument } from './order-mails';
import { issueInvoice } from './invoice-numbers';
import type { MailBankAccount } from '../mail/mail-types';

export interface CustomerOrderSummary {
  id: string;
  orderNumber: string;
  placedAt: string;
  status: 'PENDING' | 'COMPLETED' | 'CANCELED';
  kind: OrderKind;
  /** Spec §3 order type (orderTypeOf). */
  orderType: OrderType;
  grandTotal: { cents: number; currency: string };
  cardCount: number;
  invoiceAvailable: boolean;
  /** A business order's paid invoice is also an EN 16931 electronic invoice (/invoices/<id>.xml). */
  eInvoiceAvailable: boolean;
  /** Paid, and held by fraud screening until a reviewer decides (ADR 0043). */
  underReview: boolean;
  /** Paid, and refused by fraud screening or its review (ADR 0043): nothing issued, the payment refunded. */
  refused: boolean;
  /** The order's newest refund (orderRefundStatus); null when none. */
  refundStatus: RefundStatus | null;
}

/**
 * The status of an order's newest refund, for the shopper (a refused order's whole payment, an
 * operator's refund of the order or of one of its cards); a double payment's automatic refund is not
 * the order's and does not count. Null when nothing was refunded. Through refunds_order_idx. For a
 * query of `orders` (the outer row is "orders"."id").
 */
export function orderRefundStatus() {
  // Qualified by hand: drizzle leaves columns unqualified in a query of one table, and inside the
  // subquery an unqualified "id" would be the refund's.
  const r = (column: AnyColumn) => sql`${sql.identifier('r')}.${sql.identifier(column.name)}`;
  const orderId = sql`${orders}.${sql.identifier(orders.id.name)}`;
  return sql<RefundStatus | null>`(select ${r(refunds.status)} from ${refunds} ${sql.identifier('r')} where ${r(refunds.orderId)} = ${orderId} and ${r(refunds.origin)} <> 'DUPLICATE' order by ${r(refunds.createdAt)} desc, ${r(refunds.id)} desc limit 1)`;
}

/** Spec §3 order types (ADR 0059). */
export type OrderType = 'ACTIVATION' | 'REGULAR' | 'REORDER' | 'MULTI_ADDRESS' | 'REDEEM';

/**
 * An order's spec §3 type, for a query of `orders`: its kind, unless a regular order was filled from an
 * earlier one (REORDER) or sends cards by post to more than one postal address (MULTI_ADDRESS).
 */
export function orderTypeOf() {
  const orderId = sql`${orders}.${sql.identifier(orders.id.name)}`;
  return sql<OrderType>`(case
    when ${orders}.${sql.identifier(orders.kind.name)} <> 'REGULAR' then ${orders}.${sql.identifier(orders.kind.name)}
    when ${orders}.${sql.identifier(orders.reorderOf.name)} is not null then 'REORDER'
    when (select count(distinct s.address) from order_shipments s where s.order_id = ${orderId} and s.delivery_type = 'PHYSICAL'
      and s.address is not null and exists (select 1 from order_packages op where op.shipment_id = s.id)) > 1 then 'MULTI_ADDRESS'
    else 'REGULAR' end)`;
}

/** The logged-in account's placed orders in this storefront, newest first. */
export async function customerOrders(
  db: Database,
  options: { userId: string; storefrontKey: string; limit: number; offset: number },
): Promise<{ items: CustomerOrderSummary[]; total: number }> {
  const where = and(eq(orders.userId, options.userId), eq(orders.storefrontKey, options.storefrontKey), ne(orders.status, 'CART'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        kind: orders.kind,
        orderType: orderTypeOf(),
        orderNumber: orderPlacements.orderNumber,
        placedAt: orderPlacements.placedAt,
        grandTotalCents: orderPlacements.grandTotalCents,
        currency: orderPlacements.currency,
        reviewState: orderPlacements.reviewState,
        refundStatus: orderRefundStatus(),
        customerType: sql<OrderCustomer['customerType']>`${orderPlacements.customer}->>'customerType'`,
        cardCount: sql<number>`(select coalesce(sum(${orderPackages.quantity}), 0)::int from ${orderPackages} where ${orderPackages.orderId} = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id))
      .where(where)
      .orderBy(desc(orderPlacements.placedAt), desc(orders.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(orders).innerJoin(orderPlacements, eq(orderPlacements.orderId, orders.id)).where(where),
  ]);
  return {
    items: rows.map((row) => {
      const invoiceAvailable = row.status === 'COMPLETED' && row.kind === 'REGULAR';
      return {
        id: row.id,
        orderNumber: row.orderNumber,
        placedAt: row.placedAt.toISOString(),
        status: row.status as CustomerOrderSummary['status'],
        kind: row.kind,
        orderType: row.orderType,
        grandTotal: { cents: row.grandTotalCents, currency: row.currency },
        cardCount: Number(row.cardCount),
        invoiceAvailable,
        eInvoiceAvailable: invoiceAvailable && eInvoiceAvailable({ customerType: row.customerType }),
        underReview: row.reviewState === 'HELD',
        refused: row.reviewState === 'REFUSED',
        refundStatus: row.refundStatus ?? null,
      };
    }),
    total: Number(counted?.n ?? 0),
  };
}

/** The visitor's order: placed by this session, or the logged-in account's. */
export function visitorOwns(session: Pick<VisitorSession, 'hash' | 'userId'>) {
  const owners = [session.hash ? eq(orders.sessionHash, session.hash) : null, session.userId ? eq(orders.userId, session.userId) : null].filter(
    (c): c is NonNullable<typeof c> => c !== null,
  );
  return owners.length === 0 ? null : owners.length === 1 ? owners[0] : or(...owners);
}

export interface InvoiceServices {
  db: Database;
  directory: StorefrontDirectory;
  urls: PublicUrls;
  /** The account invoice orders are paid to (INVOICE_BANK_*; the demo's is marked as such). */
  bankAccount: MailBankAccount;
}

/** An invoice's formats: the PDF for every paid order, the electronic invoice for business orders. */
export type InvoiceFormatName = 'pdf' | 'xml';

interface InvoiceFormat {
  contentType: string;
  available(invoice: InvoiceDocument): boolean;
  fileName(invoice: InvoiceDocument): string;
  render(invoice: InvoiceDocument): Promise<Buffer | string>;
}

const INVOICE_FORMATS: Record<InvoiceFormatName, InvoiceFormat> = {
  pdf: { contentType: 'application/pdf', available: () => true, fileName: invoiceFileName, render: renderInvoicePdf },
  xml: {
    contentType: 'application/xml',
    available: (invoice) => eInvoiceAvailable(invoice.customer),
    fileName: eInvoiceFileName,
    render: async (invoice) => renderEInvoiceXml(invoice),
  },
};

/** The seller on the invoice: the storefront, with the legal data of its business contact. */
async function invoiceSeller(db: Database, store: StorefrontModel): Promise<InvoiceSeller> {
  const [b] = await db.select().from(storefrontBranding).where(eq(storefrontBranding.storefrontKey, store.key));
  if (!b) return { name: store.name, countryCode: store.countryCode };
  return {
    name: store.name,
    countryCode: store.countryCode,
    legalName: b.legalName,
    vatNumber: b.vatNumber,
    ...(b.chamberOfCommerceNumber ? { registrationNumber: b.chamberOfCommerceNumber } : {}),
    email: b.businessEmail,
    phone: b.businessPhone,
    address: { street: `${b.street} ${b.houseNumber}`.trim(), postCode: b.postalCode, city: b.city, countryCode: b.countryCode },
  };
}

/** Whose invoice is asked for: the visitor's session and the storefront it asks in. */
export interface InvoiceVisitor {
  session: Pick<VisitorSession, 'hash' | 'userId'>;
  storefrontKey: string;
}

/**
 * The invoice of the visitor's paid order in this storefront: null when the order is not the
 * visitor's, not paid, not a regular order or not an order at all.
 */
async function visitorInvoice(services: InvoiceServices, visitor: InvoiceVisitor, id: string): Promise<InvoiceDocument | null> {
  const owned = visitorOwns(visitor.session);
  if (!owned) return null;
  const [order] = await services.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id.toLowerCase()), eq(orders.storefrontKey, visitor.storefrontKey), eq(orders.status, 'COMPLETED'), inArray(orders.kind, ['REGULAR']), owned));
  if (!order) return null;
  const stores = new Map((await services.directory.all()).map((s) => [s.key, s]));
  const found = await services.db.transaction(async (tx) => {
    const document = await placedOrderDocument(tx, { urls: services.urls, stores, now: new Date(), bankAccount: services.bankAccount }, order.id, 'COMPLETED');
    if (!document) return null;
    // Numbered when it was paid (completePayment in payment-notifications.ts); an order paid before numbering gets its number now.
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      storefrontKey: document.store.key,
      storeId: document.store.storeId,
      at: document.placement.paidAt ?? document.placement.placedAt,
    });
    return { document, invoice };
  });
  if (!found) return null;
  const { document, invoice } = found;
  return {
    invoiceNumber: invoice.number,
    payload: document.payload,
    customer: document.placement.customer,
    placedAt: document.placement.paidAt ?? document.placement.placedAt,
    seller: await invoiceSeller(services.db, document.store),
    vatBasisPoints: document.vatBasisPoints,
    language: document.order.language,
  };
}

/** An invoice as a file: what it is, what it is called, its bytes. */
export interface InvoiceFile {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

/**
 * The invoice of the visitor's paid order in this storefront, as a file in `format` (the PDF, or for
 * a business order its EN 16931 electronic invoice): null alike when the order is not the visitor's,
 * not paid, not an order at all, or has no such format.
 */
export async function visitorInvoiceFile(services: InvoiceServices, visitor: InvoiceVisitor, orderId: string, format: InvoiceFormatName): Promise<InvoiceFile | null> {
  const { contentType, available, fileName, render } = INVOICE_FORMATS[format];
  const invoice = await visitorInvoice(services, visitor, orderId);
  if (!invoice || !available(invoice)) return null;
  return { contentType, fileName: fileName(invoice), body: await render(invoice) };
}
