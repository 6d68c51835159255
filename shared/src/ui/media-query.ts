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
