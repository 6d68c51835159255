import { pushDataLayer, type TrackedItem } from '@shop/shared';

/**
 * GA4-style ecommerce events (spec §9 analytics event names) pushed to `window.dataLayer`, where a
 * tag manager picks them up. Each ecommerce push is preceded by `{ ecommerce: null }` so that one
 * event's items never leak into the next (Google's recommendation).
 */
export type CatalogueEvent =
  | { event: 'view_item_list'; ecommerce: { item_list_id: string; item_list_name: string; items: TrackedItem[] } }
  | { event: 'select_item'; ecommerce: { item_list_id: string; item_list_name: string; items: TrackedItem[] } }
  | { event: 'view_item'; ecommerce: { currency: string; value: number; items: TrackedItem[] } }
  | { event: 'add_to_cart'; ecommerce: { currency: string; value: number; items: TrackedItem[] } }
  | { event: 'search'; search_term: string }
  | { event: 'search_overlay_open' };

export function pushEvent(entry: CatalogueEvent): void {
  pushDataLayer(entry);
}
