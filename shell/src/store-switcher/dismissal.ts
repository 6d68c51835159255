/** Spec §4/§9: closing the store switcher banner hides it for two days. */
export const STORE_SWITCHER_DISMISS_KEY = 'shop.storeSwitcher.dismissedUntil';
export const STORE_SWITCHER_DISMISS_MS = 2 * 24 * 60 * 60 * 1000;

export function isDismissed(now: number = Date.now()): boolean {
  try {
    const until = Number(window.localStorage.getItem(STORE_SWITCHER_DISMISS_KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function dismiss(now: number = Date.now()): void {
  try {
    window.localStorage.setItem(STORE_SWITCHER_DISMISS_KEY, String(now + STORE_SWITCHER_DISMISS_MS));
  } catch {
    // Private mode without storage: the banner simply comes back next time.
  }
}
