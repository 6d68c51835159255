import { useSyncExternalStore } from 'react';

/** Breakpoints of spec §2. */
export const BREAKPOINTS = {
  mobileMax: 639,
  tabletMax: 1023,
  desktopSmallMax: 1279,
} as const;

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
