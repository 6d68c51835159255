/**
 * Tracked product lists (spec §9 "tracked list placements": search results, header menu, landing
 * page, related cards): impressions of a list's items (view_item_list) and the click on one
 * (select_item), for every team that shows product cards.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { pushDataLayer, type TrackedItem } from './data-layer';

/** A tracked list placement. */
export interface TrackedList {
  id: string;
  name: string;
}

export function toTrackedItem(product: { id: string; title: string }, extra: Partial<TrackedItem> = {}): TrackedItem {
  return { item_id: product.id, item_name: product.title, ...extra };
}

export function trackSelectItem(list: TrackedList, item: TrackedItem): void {
  pushDataLayer({
    event: 'select_item',
    ecommerce: { item_list_id: list.id, item_list_name: list.name, items: [{ ...item, item_list_id: list.id, item_list_name: list.name }] },
  });
}


/** Spec §9: item-list tracking is batched with a 1 second delay; an item counts as seen at 50 % in view. */
export const IMPRESSION_BATCH_DELAY_MS = 1000;
export const IMPRESSION_THRESHOLD = 0.5;

export interface ImpressionTracker {
  observe(element: Element, item: TrackedItem): () => void;
  /** Sends what is pending now (page hide, unmount). */
  flush(): void;
  disconnect(): void;
}

/**
 * Watches list items with one IntersectionObserver; each item seen (≥ 50 % visible) is reported once,
 * and items seen within one second go out together in one view_item_list event.
 */
export function createImpressionTracker(list: TrackedList, delay = IMPRESSION_BATCH_DELAY_MS): ImpressionTracker {
  const items = new Map<Element, TrackedItem>();
  const reported = new Set<string>();
  let pending: TrackedItem[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    pushDataLayer({ event: 'view_item_list', ecommerce: { item_list_id: list.id, item_list_name: list.name, items: batch } });
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting || entry.intersectionRatio < IMPRESSION_THRESHOLD) continue;
              const item = items.get(entry.target);
              if (!item) continue;
              observer?.unobserve(entry.target);
              const key = `${item.item_id}:${item.index ?? ''}`;
              if (reported.has(key)) continue;
              reported.add(key);
              pending.push({ ...item, item_list_id: list.id, item_list_name: list.name });
              if (!timer) timer = setTimeout(flush, delay);
            }
          },
          { threshold: IMPRESSION_THRESHOLD },
        )
      : null;

  return {
    observe(element, item) {
      items.set(element, item);
      observer?.observe(element);
      return () => {
        items.delete(element);
        observer?.unobserve(element);
      };
    },
    flush,
    disconnect() {
      flush();
      observer?.disconnect();
      items.clear();
    },
  };
}

const ImpressionContext = createContext<{ tracker: ImpressionTracker; list: TrackedList } | null>(null);

/** One tracked list (e.g. the product list page); its items report their impressions to it. */
export function ImpressionList({ list, children }: { list: TrackedList; children: ReactNode }) {
  const { id, name } = list;
  const tracker = useMemo(() => createImpressionTracker({ id, name }), [id, name]);
  useEffect(() => {
    const onHide = () => tracker.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      tracker.disconnect();
    };
  }, [tracker]);
  const value = useMemo(() => ({ tracker, list }), [tracker, list]);
  return <ImpressionContext.Provider value={value}>{children}</ImpressionContext.Provider>;
}

export function useTrackedList(): TrackedList | null {
  return useContext(ImpressionContext)?.list ?? null;
}

/** A ref callback that reports the element's impression to the surrounding ImpressionList. */
export function useImpressionRef<T extends Element>(item: TrackedItem): (element: T | null) => void {
  const context = useContext(ImpressionContext);
  const cleanup = useRef<(() => void) | null>(null);
  const key = `${item.item_id}:${item.index ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item is identified by its key
  return useCallback(
    (element: T | null) => {
      cleanup.current?.();
      cleanup.current = null;
      if (element && context) cleanup.current = context.tracker.observe(element, item);
    },
    [context, key],
  );
}
