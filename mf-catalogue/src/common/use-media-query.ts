import { useEffect, useState } from 'react';

/** Breakpoints of spec §2: mobile ≤ 639, tablet 640–1023, desktop small 1024–1279, desktop large ≥ 1280. */
export const BREAKPOINTS = { mobileMax: 639, tabletMax: 1023, desktopSmallMax: 1279 } as const;

export const DESKTOP_SMALL_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px) and (max-width: ${BREAKPOINTS.desktopSmallMax}px)`;
export const DESKTOP_LARGE_QUERY = `(min-width: ${BREAKPOINTS.desktopSmallMax + 1}px)`;
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`;

function read(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => read(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matches;
}
