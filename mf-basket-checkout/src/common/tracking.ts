import { pushDataLayer, type TrackedItem } from '@shop/shared';
import type { CartOrder, CartPackage } from './cart-query';

/** The basket's and checkout's GA4 ecommerce events, pushed through the shop's dataLayer helper. */

interface Ecommerce {
  currency: string;
  value: number;
  items: TrackedItem[];
}

/** The basket's and the checkout's GA4 events (spec §9 analytics event names). */
export type EcommerceEvent =
  | { event: 'view_cart'; ecommerce: Ecommerce }
  | { event: 'remove_from_cart'; ecommerce: Ecommerce }
  | { event: 'begin_checkout'; ecommerce: Ecommerce }
  | { event: 'add_shipping_info'; ecommerce: Ecommerce & { shipping_tier: string } }
  | { event: 'add_payment_info'; ecommerce: Ecommerce & { payment_type: string } }
  | { event: 'purchase'; ecommerce: Ecommerce & { transaction_id: string; tax: number; shipping: number } };

export function push(entry: EcommerceEvent): void {
  pushDataLayer(entry);
}

export function trackedItem(pkg: CartPackage): TrackedItem {
  return {
    item_id: pkg.product.id,
    item_name: pkg.product.title,
    item_variant: pkg.variationType.toLowerCase(),
    price: pkg.amount.value,
    quantity: pkg.qty,
  };
}

export function allPackages(order: CartOrder): CartPackage[] {
  return order.shipments.flatMap((shipment) => shipment.packages);
}

export function trackViewCart(order: CartOrder): void {
  push({ event: 'view_cart', ecommerce: { currency: order.currency, value: order.totals.grandTotal.value, items: allPackages(order).map(trackedItem) } });
}

export function trackRemove(packages: CartPackage[], currency: string): void {
  if (packages.length === 0) return;
  const items = packages.map(trackedItem);
  const value = Math.round(packages.reduce((sum, pkg) => sum + pkg.amount.value * pkg.qty, 0) * 100) / 100;
  push({ event: 'remove_from_cart', ecommerce: { currency, value, items } });
}
