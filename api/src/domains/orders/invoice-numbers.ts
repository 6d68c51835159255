/**
 * Invoice numbers (issue 33 item 5, ADR 0042): unique and consecutive per storefront and calendar
 * year (UStG §14 (4) Nr. 4), without gaps. The number is allocated in the transaction that records the
 * invoice, by bumping the (storefront, year) counter row with an upsert: the row stays locked until
 * that transaction ends, so concurrent issuers queue, and a rollback takes the number back with the
 * invoice. A SEQUENCE would not do: nextval() is never rolled back, so every failed transaction
 * would leave a hole.
 */
import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/cart-schema';
import { type InvoiceRow, invoiceCounters, invoices } from '../../db/order-schema';
import type { Transaction } from '../cart/cart-store';

/** The calendar year in Germany (the invoice's date is the German calendar day, invoice.ts). */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

/** As printed: 60-2026-000001. */
export function formatInvoiceNumber(storeId: number, year: number, sequence: number): string {
  return `${storeId}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The invoice of a paid order: the one it has, or a new one numbered now. Locks the order row first,
 * so two transactions can never both find none and number the order twice.
 */
export async function issueInvoice(tx: Transaction, order: { orderId: string; storefrontKey: string; storeId: number; at: Date }): Promise<InvoiceRow> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.orderId)).for('update');
  const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.orderId));
  if (existing) return existing;
  const year = invoiceYear(order.at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ storefrontKey: order.storefrontKey, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.storefrontKey, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error(`invoice counter of ${order.storefrontKey} ${year} not written`);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      orderId: order.orderId,
      storefrontKey: order.storefrontKey,
      year,
      sequence: counter.lastNumber,
      number: formatInvoiceNumber(order.storeId, year, counter.lastNumber),
      issuedAt: order.at,
    })
    .returning();
  if (!invoice) throw new Error(`invoice of order ${order.orderId} not written`);
  return invoice;
}
