import { startTransition, useEffect, useState } from 'react';

/** The address of the document the browser loaded (null on the server): a navigation changes it. */
const documentAddress = typeof window === 'undefined' ? null : window.location.pathname + window.location.search;

/**
 * Whether a component mounting now may be the server's render or the hydration of it: true on the
 * server, and in the browser while the visitor is still on the server-rendered document (no navigation
 * yet). Read once, when a component mounts (a `useState` initializer), to start from what the server
 * rendered and take up what only the browser knows after hydration, in a transition (issue 37).
 */
export function mountsOnServerDocument(): boolean {
  if (typeof window === 'undefined') return true;
  const boot = (window as { __SHOP_BOOT__?: { serverRendered?: boolean } }).__SHOP_BOOT__;
  return boot?.serverRendered === true && window.location.pathname + window.location.search === documentAddress;
}

/**
 * Spec §4: "Buttons are disabled … before the client is active unless the button is a link". False
 * on the server and while the page hydrates; a form's submit button disabled with it cannot send the
 * form natively (a reload that loses the click) before its handler exists.
 *
 * It turns true in a transition after the component hydrated, which React renders in slices that
 * yield to the browser. (A `useSyncExternalStore` with a server snapshot did this before: React
 * re-renders such a component synchronously right after hydrating, the product page's whole purchase
 * form in one long task: issue 37.) A component the browser renders itself (after a navigation, or a
 * page the server left to the browser) starts true.
 */
export function useClientActive(): boolean {
  const [active, setActive] = useState(() => !mountsOnServerDocument());
  useEffect(() => {
    if (!active) startTransition(() => setActive(true));
  }, [active]);
  return active;
}
