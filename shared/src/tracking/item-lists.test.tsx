import { act, render } from '@testing-library/react';
import { createImpressionTracker, IMPRESSION_BATCH_DELAY_MS, IMPRESSION_THRESHOLD, ImpressionList, useImpressionRef } from './item-lists';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit | undefined; targets: Set<Element> }[] = [];

beforeEach(() => {
  observers = [];
  window.dataLayer = [];
  jest.useFakeTimers();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private entry: (typeof observers)[number];
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, targets: new Set() };
      observers.push(this.entry);
    }
    observe(target: Element) { this.entry.targets.add(target); }
    unobserve(target: Element) { this.entry.targets.delete(target); }
    disconnect() { this.entry.targets.clear(); }
  };
});
afterEach(() => jest.useRealTimers());

function show(elements: Element[], ratio = 0.6) {
  act(() => observers[0]?.callback(elements.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }))));
}
const events = () => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'view_item_list') as { ecommerce: { items: { item_id: string }[] } }[];

function Item({ id }: { id: string }) {
  const ref = useImpressionRef<HTMLLIElement>({ item_id: id, item_name: id });
  return <li ref={ref}>{id}</li>;
}

describe('list impressions (spec §9: batched with a 1 s delay, in view at 0.5)', () => {
  it('observes with the 0.5 threshold and sends the items seen within a second as one event', () => {
    const tracker = createImpressionTracker({ id: 'product_list', name: 'Product list' });
    const [a, b, c] = [document.createElement('li'), document.createElement('li'), document.createElement('li')];
    tracker.observe(a, { item_id: 'a', item_name: 'A', index: 0 });
    tracker.observe(b, { item_id: 'b', item_name: 'B', index: 1 });
    tracker.observe(c, { item_id: 'c', item_name: 'C', index: 2 });
    expect(observers[0]?.options?.threshold).toBe(IMPRESSION_THRESHOLD);

    show([a]);
    jest.advanceTimersByTime(500);
    show([b]);
    expect(events()).toHaveLength(0);
    jest.advanceTimersByTime(IMPRESSION_BATCH_DELAY_MS - 500);
    expect(events()).toHaveLength(1);
    expect(events()[0]?.ecommerce.items.map((i) => i.item_id)).toEqual(['a', 'b']);
    expect(events()[0]?.ecommerce).toMatchObject({ item_list_id: 'product_list', item_list_name: 'Product list' });

    show([c]);
    jest.advanceTimersByTime(IMPRESSION_BATCH_DELAY_MS);
    expect(events().map((e) => e.ecommerce.items.map((i) => i.item_id))).toEqual([['a', 'b'], ['c']]);
  });

  it('does not count items less than half visible, and each item only once', () => {
    const tracker = createImpressionTracker({ id: 'l', name: 'L' });
    const a = document.createElement('li');
    tracker.observe(a, { item_id: 'a', item_name: 'A', index: 0 });
    show([a], 0.3);
    jest.advanceTimersByTime(2000);
    expect(events()).toHaveLength(0);
    show([a], 0.8);
    show([a], 0.9);
    jest.advanceTimersByTime(2000);
    expect(events()).toHaveLength(1);
    expect(events()[0]?.ecommerce.items).toHaveLength(1);
  });

  it('sends what is pending when the list goes away', () => {
    const view = render(
      <ImpressionList list={{ id: 'home', name: 'Home' }}>
        <ul>
          <Item id="x" />
        </ul>
      </ImpressionList>,
    );
    const li = view.container.querySelector('li') as Element;
    show([li]);
    view.unmount();
    expect(events()).toHaveLength(1);
  });
});
