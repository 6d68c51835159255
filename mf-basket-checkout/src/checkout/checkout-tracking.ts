import type { CartOrder } from '../common/cart-query';
import { allPackages, push, trackedItem } from '../common/tracking';
import type { PlacedOrder } from './checkout-query';

/** GA4 checkout events (spec §9), on window.dataLayer like the basket's. */
function ecommerce(order: CartOrder) {
  return { currency: order.currency, value: order.totals.grandTotal.value, items: allPackages(order).map(trackedItem) };
}

export function trackBeginCheckout(order: CartOrder): void {
  push({ event: 'begin_checkout', ecommerce: ecommerce(order) });
}

/** Leaving the shipping step: the tier says how the cards travel (e-mail, post, or both). */
export function trackShippingInfo(order: CartOrder): void {
  const types = new Set(order.shipments.filter((s) => s.packages.length > 0).map((s) => s.deliveryType));
  const tier = types.size > 1 ? 'email_and_post' : types.has('PHYSICAL') ? 'post' : 'email';
  push({ event: 'add_shipping_info', ecommerce: { ...ecommerce(order), shipping_tier: tier } });
}

export function trackPaymentInfo(order: CartOrder, paymentType: string): void {
  push({ event: 'add_payment_info', ecommerce: { ...ecommerce(order), payment_type: paymentType } });
}

const PURCHASE_KEY = 'checkout:purchase-tracked';

function trackedOrders(): string[] {
  try {
    const list = JSON.parse(window.sessionStorage.getItem(PURCHASE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * `purchase` once per order: the confirmation page may be reloaded or opened again from the e-mail,
 * so the orders already reported are remembered in sessionStorage. Returns whether it was pushed.
 */
export function trackPurchaseOnce(placed: PlacedOrder): boolean {
  const done = trackedOrders();
  if (done.includes(placed.id)) return false;
  const { order } = placed;
  const shipping = order.totals.adjustments
    .filter((a) => a.adjustmentType === 'SHIPPING' || a.adjustmentType === 'REGISTERED_SHIPPING')
    .reduce((sum, a) => sum + a.price.cents, 0);
  push({
    event: 'purchase',
    ecommerce: { ...ecommerce(order), transaction_id: placed.orderNumber, tax: order.totals.tax.value, shipping: shipping / 100 },
  });
  try {
    window.sessionStorage.setItem(PURCHASE_KEY, JSON.stringify([...done, placed.id].slice(-20)));
  } catch {
    // storage unavailable: at worst a reload reports again
  }
  return true;
}
