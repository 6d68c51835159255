import { createStore } from 'zustand/vanilla';

/**
 * The visitor's redeem token (spec §6 "redeem-flow customer: identified by a redeem token"): issued by
 * a successful balance check, kept for the tab's life in sessionStorage (a reload keeps the redeem,
 * closing the tab ends it), and read by the GraphQL client for every request's `userData` (spec §7).
 * In @shop/shared so that the shell's client and the redeem remote see the same one.
 */
const STORAGE_KEY = 'shop:redeem-token';

function readStored(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export const redeemTokenStore = createStore<{ token: string | null }>(() => ({ token: readStored() }));

export function getRedeemToken(): string | null {
  return redeemTokenStore.getState().token;
}

export function setRedeemToken(token: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Private mode without storage: the token lives as long as the page.
  }
  redeemTokenStore.setState({ token });
}

/** Reset, completion or expiry: the redeem is over for this tab. */
export function clearRedeemToken(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  redeemTokenStore.setState({ token: null });
}
