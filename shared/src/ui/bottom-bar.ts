import { type RefObject, useEffect } from 'react';

/** The page-wide custom property the shell reads (styles.css): how much of the screen's bottom a bar covers. */
export const BOTTOM_BAR_PROPERTY = '--shop-bottom-bar';

/**
 * A bar fixed to the bottom of the screen (the basket's "Weiter zur Kasse" on phones) announces its
 * height to the page: the shell keeps its own floating controls (the scroll-up button) above it and
 * leaves room under the content, so nothing hides the bar and the bar hides nothing (issue 35). The
 * height is 0 while the bar is not fixed (its CSS fixes it only on small screens).
 *
 * The measurement comes once the bar's remote has hydrated; the shell's controls can show earlier.
 * So a bar's own CSS also declares its laid-out height, where it fixes the bar:
 * `:root:has(.my-bar) { --shop-bottom-bar: 122px; }`. The measured value, set on the root element's
 * style, then takes over (the basket's bar: mf-basket-checkout's basket.css).
 */
export function useBottomBar(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const fixed = getComputedStyle(element).position === 'fixed';
      root.style.setProperty(BOTTOM_BAR_PROPERTY, `${fixed ? Math.ceil(element.getBoundingClientRect().height) : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_BAR_PROPERTY);
    };
  }, [ref]);
}
