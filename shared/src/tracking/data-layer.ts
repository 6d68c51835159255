/**
 * GA4-style events on `window.dataLayer`, where a tag manager picks them up (spec §9 analytics event
 * names). Each ecommerce push is preceded by `{ ecommerce: null }` so that one event's items never
 * leak into the next (Google's recommendation). Teams type their own events on top of this.
 */
import { hasConsent } from './consent';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** A GA4 item. */
export interface TrackedItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  item_list_id?: string;
  item_list_name?: string;
  index?: number;
  price?: number;
  quantity?: number;
}

/** An analytics event: sent only with the visitor's consent to statistics (consent.ts); before, it is dropped. */
export function pushDataLayer(entry: { event: string; ecommerce?: unknown; [parameter: string]: unknown }): void {
  if (typeof window === 'undefined' || !hasConsent('statistics')) return;
  window.dataLayer = window.dataLayer ?? [];
  if ('ecommerce' in entry) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(entry);
}
