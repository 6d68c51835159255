import { useLocation } from '@shop/shared';
import { type ReactNode, Suspense, use, useEffect } from 'react';

/**
 * A region of a page that hydrates when it comes into view or is first touched (issue 37: hydrate what
 * is interactive, not the whole page; ADR 0067). Until then it stays the server's HTML: it looks the
 * same, its links work as plain links, and a visitor who never scrolls to it never runs its components.
 * Rendered in the browser alone (a client navigation), it renders at once.
 *
 * React leaves a Suspense boundary's server HTML in place while something in it waits, and hydrates it
 * when the wait ends. An update that reaches a region still waiting makes React give up its HTML and
 * show the fallback instead, so its children must not change while it waits: give it the data the
 * page was rendered with (the same cached query result) behind a `memo`. Should that happen anyway,
 * the fallback ends the wait at once, and the region renders in the browser instead of staying empty.
 */
export function HydrateWhenSeen({ name, children }: { name: string; children: ReactNode }) {
  // A navigation reaches every region through the router's context, and React holds a navigation back
  // until content that is still the server's HTML has hydrated: once the first location is left (or
  // changed in place, as the same page with other search parameters), nothing waits any longer.
  const { key } = useLocation();
  if (key !== firstLocationKey(key)) endEveryWait();
  return (
    <Suspense fallback={<EndWait name={name} />}>
      <div data-hydrate-when-seen={name}>
        <WaitUntilSeen name={name} />
        {children}
      </div>
    </Suspense>
  );
}

/** Suspends its boundary while the region's server HTML waits to be seen. */
function WaitUntilSeen({ name }: { name: string }) {
  const seen = whenSeen(name);
  if (seen && seen.status !== 'fulfilled') use(seen as Promise<void>);
  return null;
}

/** Shown only when React dropped the region's server HTML: nothing is left to keep, so stop waiting. */
function EndWait({ name }: { name: string }) {
  useEffect(() => waits.get(name)?.end(), [name]);
  return null;
}

/** What counts as touching a region: its code should run before the visitor's input lands. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'mouseover'] as const;

type Seen = Promise<void> & { status?: 'fulfilled' };
/** One wait per region of the page that was rendered on the server, with the element it watches. */
const waits = new Map<string, { seen: Seen; element: Element; end: () => void }>();

function whenSeen(name: string): Seen | undefined {
  const known = waits.get(name);
  if (known) {
    if (known.element.isConnected) return known.seen;
    // Its page was left before the region was seen: a later visit renders it in the browser, at once.
    known.end();
    waits.delete(name);
    return undefined;
  }
  // On the server, and where nothing can be watched, the region renders at once.
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return undefined;
  // Not in the document: this is a render in the browser (no server HTML to keep), not a hydration.
  const element = document.querySelector(`[data-hydrate-when-seen="${name}"]`);
  if (!element) return undefined;
  let end = () => {};
  const seen: Seen = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) end();
    });
    // On the window, before React's own listener on its root: React stops an event aimed at content
    // it has not hydrated yet (and replays it once hydrated), so the region itself never hears it.
    const touched = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) end();
    };
    end = () => {
      observer.disconnect();
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, touched, true);
      // Marked the way React's `use` reads a settled promise: the next render does not suspend.
      seen.status = 'fulfilled';
      resolve();
    };
    observer.observe(element);
    for (const type of TOUCH_EVENTS) window.addEventListener(type, touched, true);
  });
  waits.set(name, { seen, element, end });
  return seen;
}

let firstKey: string | undefined;
/** The key of the location the document was rendered for (the first one this module sees). */
function firstLocationKey(key: string): string {
  firstKey ??= key;
  return firstKey;
}

function endEveryWait(): void {
  for (const { end } of waits.values()) end();
}

/** Forgets every region and the first location (tests render one document after another). */
export function resetHydrateWhenSeen(): void {
  endEveryWait();
  waits.clear();
  firstKey = undefined;
}
