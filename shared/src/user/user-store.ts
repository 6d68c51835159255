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
  /** True until the first answer about the visitor arrived; the header hides the account dropdown meanwhile. */
  loading: boolean;
}

/** One user store for the page, in the shared singleton like the cart store. */
export const userStore = createStore<UserState>(() => ({ user: null, loading: false }));

export function useUser<T>(selector: (state: UserState) => T): T {
  return useStore(userStore, selector);
}

/** Sets the visitor's user; a user appearing is a login (`account:logged-in`). Logout is `logout()`. */
export function setUser(user: ShopUser | null): void {
  const had = userStore.getState().user;
  userStore.setState({ user, loading: false });
  if (user && !had) eventBus.emit('account:logged-in', { email: user.mainProfile.email });
}
