import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { eventBus } from '../events/event-bus';

/** Spec §3 "User info": the main profile and the newsletter flag; no user for guests. */
export interface ShopUser {
  mainProfile: { firstName: string; lastName: string; email: string };
  subscribed: boolean;
}

export interface UserState {
  user: ShopUser | null;
  /**
   * True while the visitor is not known: from the page's start until the shell's read (one per page
   * load) answers, and again while a later read is out. The header hides the account dropdown meanwhile;
   * a page that must tell a guest from a customer waits for it (contract 2.5.0: before, the store began
   * as "nobody, not loading", which looked like a known guest until the shell's read began).
   */
  loading: boolean;
}

/** One user store for the page, in the shared singleton like the cart store. It starts "not known yet". */
export const userStore = createStore<UserState>(() => ({ user: null, loading: true }));

export function useUser<T>(selector: (state: UserState) => T): T {
  return useStore(userStore, selector);
}

/** Sets the visitor's user; a user appearing is a login (`account:logged-in`). Logout is `logout()`. */
export function setUser(user: ShopUser | null): void {
  const had = userStore.getState().user;
  userStore.setState({ user, loading: false });
  if (user && !had) eventBus.emit('account:logged-in', { email: user.mainProfile.email });
}
