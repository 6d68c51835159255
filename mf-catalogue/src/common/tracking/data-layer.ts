import { pushDataLayer, type TrackedItem } from '@shop/shared';

export type { TrackedItem };

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

/** The list placements we track (spec §9): search results, header menu, landing page, related cards… */
export interface TrackedList {
  id: string;
  name: string;
}

export function toTrackedItem(
  product: { id: string; title: string },
  extra: Partial<TrackedItem> = {},
): TrackedItem {
  return { item_id: product.id, item_name: product.title, ...extra };
}

export function trackSelectItem(list: TrackedList, item: TrackedItem): void {
  pushEvent({
    event: 'select_item',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, item_list_id: list.id, item_list_name: list.name }] },
  });
}
