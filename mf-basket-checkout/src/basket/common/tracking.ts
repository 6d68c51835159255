import type { CartOrder, CartPackage } from '../cart-query';

/**
 * GA4 ecommerce events on `window.dataLayer` (like the catalogue's data-layer.ts; copied, since a remote
 * never imports another's files). Each push is preceded by `{ ecommerce: null }` so items never leak.
 */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
}

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

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function push(entry: EcommerceEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
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
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  push({ event: 'remove_from_cart', ecommerce: { currency, value, items } });
}
