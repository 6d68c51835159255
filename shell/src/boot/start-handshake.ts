import { basketQuantity, slimCartStore, userStore } from '@shop/shared';

/**
 * What the page's start script (server/start-after-first-paint.ts) hands the shell, and what the shell
 * leaves for the next page's start script (ADR 0075).
 */
declare global {
  interface Window {
    __SHOP_START__?: {
      /** How the page started: at load, or waiting for the first interaction (then "woken" by it). */
      mode: 'at-load' | 'on-interaction' | 'woken';
      /** The page view the start script sent itself (its path), with consent, while the page waited. */
      pageView: string | null;
      /** The button clicked before the application ran, if any; stops remembering. */
      take?(): Element | null;
    };
  }
}

/**
 * Where the browser remembers that the shop knows this visitor: a basket with something in it, or an
 * account signed in to. A page to read starts at load for such a visitor (its header shows the
 * basket's count and the account, which only the application reads); a visitor without it has
 * nothing to show there, and the page waits for the first interaction. Only a hint, never trusted: a
 * stale one starts a page at load, as every page did before.
 */
export const KNOWN_VISITOR_KEY = 'shop.known-visitor';

/**
 * The button the shopper clicked before the application ran (its handler did not exist yet), to
 * click again once the page is hydrated. Called right before hydration: from there React has the
 * page's events itself.
 */
export function takeTapBeforeStart(): HTMLElement | null {
  const tapped = window.__SHOP_START__?.take?.() ?? null;
  return tapped instanceof HTMLElement ? tapped : null;
}

/** Clicks again what `takeTapBeforeStart` handed over, if it is still on the page and enabled. */
export function replayTap(tapped: HTMLElement | null): void {
  if (!tapped?.isConnected || (tapped as HTMLButtonElement).disabled) return;
  tapped.click();
}

/** Whether the start script already sent this page's page view (a page that waited for the first interaction). */
export function pageViewSentAtStart(pathname: string): boolean {
  const start = window.__SHOP_START__;
  if (!start || start.pageView !== pathname) return false;
  // Once: the next page view of the same path (a navigation back to it) is the application's.
  start.pageView = null;
  return true;
}

/**
 * Keeps KNOWN_VISITOR_KEY in step with what the shell read: set while the basket has something in it
 * or an account is signed in, removed once both reads say neither. Returns the unsubscribe.
 */
export function rememberKnownVisitor(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage()): () => void {
  if (!storage) return () => undefined;
  const update = () => {
    const cart = slimCartStore.getState();
    const user = userStore.getState();
    const known = basketQuantity(cart) > 0 || user.user !== null;
    try {
      if (known) {
        if (storage.getItem(KNOWN_VISITOR_KEY) !== '1') storage.setItem(KNOWN_VISITOR_KEY, '1');
      } else if (cart.status === 'ready' && !user.loading) {
        storage.removeItem(KNOWN_VISITOR_KEY);
      }
    } catch {
      // Storage refused (full, or a private mode): the pages to read then wait for the first interaction.
    }
  };
  update();
  const offCart = slimCartStore.subscribe(update);
  const offUser = userStore.subscribe(update);
  return () => {
    offCart();
    offUser();
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
