import { useSyncExternalStore } from 'react';

/** Breakpoints of spec §2: mobile ≤ 639, tablet 640–1023, desktop small 1024–1279, desktop large ≥ 1280. */
export const BREAKPOINTS = { mobileMax: 639, tabletMax: 1023, desktopSmallMax: 1279 } as const;

export const DESKTOP_SMALL_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px) and (max-width: ${BREAKPOINTS.desktopSmallMax}px)`;
export const DESKTOP_LARGE_QUERY = `(min-width: ${BREAKPOINTS.desktopSmallMax + 1}px)`;
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`;
/** Phones and tablets: up to the tablet breakpoint. */
export const UP_TO_TABLET_QUERY = `(max-width: ${BREAKPOINTS.tabletMax}px)`;

/**
 * Whether a media query matches. A server-rendered page knows no viewport: the server and the
 * hydrating browser both answer false (getServerSnapshot), then the browser re-renders with the truth,
 * so hydration never mismatches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

const noSubscription = () => () => undefined;

/** The address of the document the browser loaded (null on the server): a navigation changes it. */
const documentAddress = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/**
 * Whether a component mounting now may be the server's render or the hydration of it: true on the
 * server, and in the browser while the visitor is still on the server-rendered document (no navigation
 * yet). Read once, when a component mounts (a `useState` initializer), to start from what the server
 * rendered and take up what only the browser knows after hydration. Unlike `useClientActive` it is no
 * hook: a component that reads it is not rendered again, in one synchronous task, right after it
 * hydrates (issue 37).
 */
export function mountsOnServerDocument(): boolean {
  if (typeof window === 'undefined') return true;
  const boot = (window as { __SHOP_BOOT__?: { serverRendered?: boolean } }).__SHOP_BOOT__;
  return boot?.serverRendered === true && window.location.pathname + window.location.search === documentAddress;
}

/**
 * Spec §4: "Buttons are disabled … before the client is active unless the button is a link". False
 * on the server and while the page hydrates, true from the first render after: a form's submit
 * button disabled with it cannot send the form natively (a reload that loses the click) before its
 * handler exists.
 */
export function useClientActive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
